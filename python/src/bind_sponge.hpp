// SPDX-License-Identifier: Apache-2.0 OR MIT
// Python classes for every sponge algorithm, in the shape of hashlib / hmac:
// one generic wrapper and a few binding templates, instantiated in module.cpp
// for Ascon-Hash256, -XOF128, -CXOF128, -Mac, -Prf and the v1.2 family.
#pragma once

#include <memory>

#include "pybuf.hpp"

namespace ascon_py {

using namespace nb::literals;

// An incremental object of the core (FixedHash, Xof, Cxof, KeyedMac,
// KeyedPrf) with the lock that serialises threads using the same object.
template <class Impl>
struct Incremental {
  Impl impl;
  std::mutex mu;
  explicit Incremental(Impl i) noexcept : impl(std::move(i)) {}
  template <class... A>
  explicit Incremental(std::in_place_t, A&&... a) noexcept : impl(std::forward<A>(a)...) {}
};

template <class Impl>
void absorb(Incremental<Impl>& self, const InBuf& in) {
  if (in.size() == 0) return;
  locked(self.mu, in.size() > release_gil_above, [&] { self.impl.update(in.span()); });
}

// The squeezing side of any XOF or PRF, whatever its parameter set, so one
// Python type `XofReader` serves them all.
class Reader {
 public:
  template <class R>
  explicit Reader(const R& r) : impl_(std::make_unique<Model<R>>(r)) {}
  Reader(const Reader& o) : impl_(o.impl_->clone()) {}
  void squeeze(u8* p, std::size_t n) { impl_->squeeze(p, n); }
  std::mutex mu;

 private:
  struct Concept {
    virtual ~Concept() = default;
    virtual void squeeze(u8* p, std::size_t n) = 0;
    virtual std::unique_ptr<Concept> clone() const = 0;
  };
  template <class R>
  struct Model final : Concept {
    R r;
    explicit Model(const R& x) : r(x) {}
    void squeeze(u8* p, std::size_t n) override { r.squeeze(std::span<u8>(p, n)); }
    std::unique_ptr<Concept> clone() const override { return std::make_unique<Model>(r); }
  };
  std::unique_ptr<Concept> impl_;
};

inline void bind_reader(nb::module_& m) {
  nb::class_<Reader>(m, "XofReader",
                     "Squeezes the output of an XOF or PRF in pieces: successive read(n) calls return\n"
                     "consecutive parts of one output stream.")
      .def(
          "read",
          [](Reader& self, nb::handle n) {
            const std::size_t len = checked_length(n, "n");
            nb::bytes out = new_bytes(len);
            u8* p = bytes_data(out);
            locked(self.mu, len > release_gil_above, [&] { self.squeeze(p, len); });
            return out;
          },
          "n"_a.none(), nb::sig("def read(self, n: int) -> bytes"), "The next n bytes of output.")
      .def(
          "readinto",
          [](Reader& self, nb::handle buf) {
            OutBuf out(buf, "buf");
            locked(self.mu, out.size() > release_gil_above, [&] { self.squeeze(out.data(), out.size()); });
            return out.size();
          },
          "buf"_a.none(), nb::sig("def readinto(self, buf: collections.abc.Buffer) -> int"),
          "Fills a writable buffer with the next len(buf) bytes of output; returns len(buf).")
      .def(
          "copy", [](Reader& self) { return new Reader(locked(self.mu, false, [&] { return Reader(self); })); },
          "An independent reader at the same position.");
}

// update / copy / name / digest_size / block_size: what every hashlib object has.
template <class Impl>
nb::class_<Incremental<Impl>> bind_incremental(nb::module_& m, const char* cls, const char* name,
                                               std::size_t digest_size, const char* doc) {
  using Obj = Incremental<Impl>;
  nb::class_<Obj> c(m, cls, doc);
  c.def(
       "update", [](Obj& self, nb::handle data) { absorb(self, InBuf(data, "data")); }, "data"_a.none(),
       nb::sig("def update(self, data: collections.abc.Buffer) -> None"),
       "Feeds more data: any bytes-like object (bytes, bytearray, memoryview, array, NumPy array).")
      .def(
          "copy", [](Obj& self) { return new Obj(locked(self.mu, false, [&] { return self.impl; })); },
          "An independent copy of the current state.")
      .def_prop_ro(
          "name", [name](const Obj&) { return name; }, "The algorithm's name.")
      .def_prop_ro(
          "digest_size", [digest_size](const Obj&) { return digest_size; },
          "Output size in bytes (0 for variable-length output).")
      .def_prop_ro("block_size", [](const Obj&) { return Impl::block_size; }, "Absorb rate in bytes.");
  return c;
}

// digest() / hexdigest() for a fixed output of N bytes (hashes, MACs).
template <class Impl, std::size_t N>
void def_fixed_output(nb::class_<Incremental<Impl>>& c) {
  using Obj = Incremental<Impl>;
  c.def(
       "digest",
       [](Obj& self) {
         nb::bytes out = new_bytes(N);
         std::span<u8, N> o(bytes_data(out), N);
         locked(self.mu, false, [&] { self.impl.finalize(o); });
         return out;
       },
       "The output for the data so far, as bytes. The object stays usable.")
      .def(
          "hexdigest",
          [](Obj& self) {
            WipedArray<N> d;
            locked(self.mu, false, [&] { self.impl.finalize(std::span<u8, N>(d.b)); });
            return to_hex(d.b.data(), N);
          },
          "digest() as lower-case hex.");
}

template <class Obj>
nb::bytes variable_digest(Obj& self, nb::handle length) {
  const std::size_t n = checked_length(length);
  nb::bytes out = new_bytes(n);
  u8* p = bytes_data(out);
  locked(self.mu, n > release_gil_above, [&] { self.impl.finalize(std::span<u8>(p, n)); });
  return out;
}

// digest(length) / hexdigest(length) / reader() for variable output (XOFs, PRFs).
template <class Impl>
void def_variable_output(nb::class_<Incremental<Impl>>& c) {
  using Obj = Incremental<Impl>;
  c.def("digest", &variable_digest<Obj>, "length"_a.none(), nb::sig("def digest(self, length: int) -> bytes"),
        "The first `length` bytes of output for the data so far. The object stays usable.")
      .def(
          "hexdigest",
          [](Obj& self, nb::handle length) {
            nb::bytes b = variable_digest(self, length);
            return bytes_to_hex(b);
          },
          "length"_a.none(), nb::sig("def hexdigest(self, length: int) -> str"), "digest(length) as lower-case hex.")
      .def(
          "reader", [](Obj& self) { return new Reader(locked(self.mu, false, [&] { return self.impl.reader(); })); },
          "An XofReader squeezing the output for the data so far in pieces of any size.");
}

// hashlib constructor: Cls(data=b"").
template <class Impl>
void def_unkeyed_init(nb::class_<Incremental<Impl>>& c) {
  using Obj = Incremental<Impl>;
  c.def(
      "__init__",
      [](Obj* self, nb::handle data) {
        InBuf in(data, "data");
        new (self) Obj(std::in_place);
        absorb(*self, in);
      },
      "data"_a.none() = nb::bytes("", 0), nb::sig("def __init__(self, data: collections.abc.Buffer = b'') -> None"));
}

// hmac-style constructor: Cls(key, msg=None), 16-byte key.
template <class Impl>
void def_keyed_init(nb::class_<Incremental<Impl>>& c) {
  using Obj = Incremental<Impl>;
  c.def(
      "__init__",
      [](Obj* self, nb::handle key, nb::handle msg) {
        InBuf k(key, "key");
        InBuf in(msg, "msg", true);
        require_size(k.size(), Impl::key_size, "key");
        new (self) Obj(std::in_place, k.template fixed<Impl::key_size>());
        absorb(*self, in);
      },
      "key"_a.none(), "msg"_a.none() = nb::none(),
      nb::sig("def __init__(self, key: collections.abc.Buffer, msg: collections.abc.Buffer | None = None) -> None"));
}

// Constant-time verify(tag): returns None on success, raises InvalidTag
// otherwise. N is the tag size, or 0 for a PRF output of any length.
template <class Impl, std::size_t N>
void def_verify(nb::class_<Incremental<Impl>>& c) {
  using Obj = Incremental<Impl>;
  c.def(
      "verify",
      [](Obj& self, nb::handle tag) {
        InBuf t(tag, "tag");
        bool ok = false;
        if constexpr (N != 0) {
          if (t.size() == N) ok = locked(self.mu, false, [&] { return self.impl.verify(t.template fixed<N>()); });
        } else {
          // A short expected value is forged in 256^n tries: refused loudly.
          if (t.size() < Impl::min_verify_size)
            raise_value_error("tag must be at least " + std::to_string(Impl::min_verify_size) + " bytes, got " +
                              std::to_string(t.size()));
          ok = locked(self.mu, t.size() > release_gil_above, [&] { return self.impl.verify(t.span()); });
        }
        if (!ok) raise_invalid_tag();
      },
      "tag"_a.none(), nb::sig("def verify(self, tag: collections.abc.Buffer) -> None"),
      "Compares `tag` with the output for the data so far in constant time; raises InvalidTag if they differ.");
}

}  // namespace ascon_py
