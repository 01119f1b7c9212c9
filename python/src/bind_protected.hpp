// SPDX-License-Identifier: Apache-2.0 OR MIT
// ascon_native.protected: the side-channel protected (masked) Ascon of
// include/ascon/protected.hpp, for testing and cross-checking only. A Python
// process copies the key into immutable bytes objects and cannot wipe them,
// so nothing here protects a key from side channels; it lets tests and
// notebooks run the masked code (any share count and level) against the
// plain functions and the vectors.
#pragma once

#include <nanobind/stl/string.h>

#include <ascon/protected.hpp>
#include <string>
#include <variant>

#include "pybuf.hpp"

namespace ascon_py {

using namespace nb::literals;

namespace prot = ascon::protected_;

// shares=2..4 as a Python int: anything else is a ValueError naming it.
inline int checked_shares(int shares) {
  if (shares < 2 || shares > 4) raise_value_error("shares must be 2, 3 or 4, got " + std::to_string(shares));
  return shares;
}

// Calls f(std::integral_constant<int, N>) for the runtime share count.
template <class F>
decltype(auto) with_shares(int shares, F&& f) {
  switch (checked_shares(shares)) {
    case 2:
      return f(std::integral_constant<int, 2>{});
    case 3:
      return f(std::integral_constant<int, 3>{});
    default:
      return f(std::integral_constant<int, 4>{});
  }
}

// The AEAD object: one of the six (shares x level) instantiations, each
// with the tag length fixed at construction as in AsconAEAD128.
struct ProtAead {
  template <int N, prot::Level L>
  using T = prot::TruncatedAead128<N, L>;
  std::variant<T<2, prot::Level::leveled>, T<3, prot::Level::leveled>, T<4, prot::Level::leveled>,
               T<2, prot::Level::full>, T<3, prot::Level::full>, T<4, prot::Level::full>>
      aead;
  int shares;
  bool full;
  std::size_t tag_len;
};

template <template <int> class C>
struct ProtKeyed {
  std::variant<C<2>, C<3>, C<4>> obj;
  int shares;
};
using ProtMac = ProtKeyed<prot::Mac>;
using ProtPrf = ProtKeyed<prot::Prf>;

// Runs a call of the core; the status of a failed randomness source becomes
// RuntimeError. The GIL stays held: every call re-randomises the object's
// stored key shares, so two threads must never run one object at once (and
// speed is not what this module is for).
template <class F>
void prot_call(F&& f) {
  const ascon::Status st = f();
  if (!st) raise_status(st);
}

inline ProtAead make_aead(nb::handle key, int shares, const std::string& level, Py_ssize_t tag_length) {
  InBuf k(key, "key");
  require_size(k.size(), 16, "key");
  if (level != "leveled" && level != "full")
    raise_value_error("level must be 'leveled' or 'full', got '" + level + "'");
  if (tag_length < 4 || tag_length > 16)
    raise_value_error("tag_length must be from 4 to 16 bytes, got " + std::to_string(tag_length));
  const bool full = level == "full";
  const auto tl = static_cast<std::size_t>(tag_length);
  return with_shares(shares, [&](auto n) -> ProtAead {
    constexpr int N = decltype(n)::value;
    auto make = [&](auto lv) {
      auto a = ProtAead::T<N, decltype(lv)::value>::with_tag_size(k.fixed<16>(), tl, prot::os_random());
      if (!a->valid()) throw std::runtime_error("the OS random generator failed");
      return ProtAead{std::move(*a), N, full, tl};
    };
    if (full) return make(std::integral_constant<prot::Level, prot::Level::full>{});
    return make(std::integral_constant<prot::Level, prot::Level::leveled>{});
  });
}

inline nb::bytes prot_encrypt(ProtAead& self, nb::handle nonce, nb::handle data, nb::handle ad) {
  InBuf nb_(nonce, "nonce"), in(data, "data"), a(ad, "associated_data", true);
  require_size(nb_.size(), 16, "nonce");
  const std::size_t n = in.size();
  if (n > max_output_length - self.tag_len) raise_value_error("data is too long");
  nb::bytes out = new_bytes(n + self.tag_len);
  u8* o = bytes_data(out);
  prot_call([&] {
    return std::visit(
        [&](auto& x) {
          return x.encrypt_detached(nb_.fixed<16>(), in.span(), a.span(), {o, n}, {o + n, self.tag_len});
        },
        self.aead);
  });
  return out;
}

inline nb::bytes prot_decrypt(ProtAead& self, nb::handle nonce, nb::handle data, nb::handle ad) {
  InBuf nb_(nonce, "nonce"), in(data, "data"), a(ad, "associated_data", true);
  require_size(nb_.size(), 16, "nonce");
  if (in.size() < self.tag_len) raise_invalid_tag();
  const std::size_t n = in.size() - self.tag_len;
  nb::bytes out = new_bytes(n);
  u8* o = bytes_data(out);
  prot_call([&] {
    return std::visit(
        [&](auto& x) {
          return x.decrypt_detached(nb_.fixed<16>(), in.span().first(n), a.span(), in.span().subspan(n), {o, n});
        },
        self.aead);
  });  // InvalidTag on a mismatch; `out` (zeroed by the core) dies unseen
  return out;
}

template <class K>
K make_keyed(nb::handle key, int shares) {
  InBuf k(key, "key");
  require_size(k.size(), 16, "key");
  return with_shares(shares, [&](auto n) -> K {
    using C = std::variant_alternative_t<decltype(n)::value - 2, decltype(K::obj)>;
    C c(k.fixed<16>(), prot::os_random());
    if (!c.valid()) throw std::runtime_error("the OS random generator failed");
    return K{std::move(c), decltype(n)::value};
  });
}

inline nb::bytes prot_mac_tag(ProtMac& self, nb::handle msg) {
  InBuf in(msg, "msg");
  nb::bytes out = new_bytes(16);
  std::span<u8, 16> o(bytes_data(out), 16);
  prot_call([&] { return std::visit([&](auto& m) { return m.tag(in.span(), o); }, self.obj); });
  return out;
}

inline void prot_mac_verify(ProtMac& self, nb::handle msg, nb::handle tag) {
  InBuf in(msg, "msg"), t(tag, "tag");
  if (t.size() != 16) raise_invalid_tag();
  const bool ok = std::visit([&](auto& m) { return m.verify(in.span(), t.fixed<16>()); }, self.obj);
  if (!ok) raise_invalid_tag();
}

inline nb::bytes prot_prf(ProtPrf& self, nb::handle msg, nb::handle length) {
  InBuf in(msg, "msg");
  const std::size_t n = checked_length(length);
  nb::bytes out = new_bytes(n);
  u8* o = bytes_data(out);
  prot_call([&] { return std::visit([&](auto& p) { return p.prf(in.span(), std::span<u8>(o, n)); }, self.obj); });
  return out;
}

inline nb::bytes prot_prf_short(nb::handle key, nb::handle msg, nb::handle length, int shares) {
  InBuf k(key, "key"), in(msg, "msg");
  const std::size_t n = prfshort_length(k, in, length);
  nb::bytes out = new_bytes(n);
  u8* o = bytes_data(out);
  with_shares(shares, [&](auto sh) {
    prot::PrfShort<decltype(sh)::value> p(k.fixed<16>(), prot::os_random());
    prot_call([&] { return p.prf(in.span(), std::span<u8>(o, n)); });
  });
  return out;
}

template <class K>
void def_keyed_common(nb::class_<K>& c) {
  c.def(
       "refresh",
       [](K& self) {
         if (!std::visit([](auto& x) { return x.refresh(); }, self.obj))
           throw std::runtime_error("the OS random generator failed");
       },
       "Re-randomizes the key shares (the key is unchanged).")
      .def_prop_ro(
          "shares", [](const K& self) { return self.shares; }, "Number of shares the key is split into.")
      .def_prop_ro(
          "random_bytes_per_call",
          [](const K& self) { return std::visit([](const auto& x) { return x.random_bytes_per_call; }, self.obj); },
          "Random bytes one call draws from the OS generator.");
}

inline void bind_protected(nb::module_& top) {
  nb::module_ m = top.def_submodule(
      "protected",
      "Side-channel protected (masked) Ascon, for testing only: Python cannot keep a key from side channels.");
  nb::class_<ProtAead> a(m, "Aead128",
                         "Masked Ascon-AEAD128 (2-4 shares, level 'leveled' or 'full') with the methods of\n"
                         "AsconAEAD128: encrypt() returns ciphertext || tag, decrypt() raises InvalidTag.");
  a.def(
       "__init__",
       [](ProtAead* self, nb::handle key, int shares, const std::string& level, Py_ssize_t tag_length) {
         new (self) ProtAead(make_aead(key, shares, level, tag_length));
       },
       "key"_a.none(), nb::kw_only(), "shares"_a = 2, "level"_a = "leveled", "tag_length"_a = 16,
       nb::sig("def __init__(self, key: collections.abc.Buffer, *, shares: int = 2, level: str = 'leveled', "
               "tag_length: int = 16) -> None"))
      .def("encrypt", &prot_encrypt, "nonce"_a.none(), "data"_a.none(), "associated_data"_a.none(),
           nb::sig("def encrypt(self, nonce: collections.abc.Buffer, data: collections.abc.Buffer, associated_data: "
                   "collections.abc.Buffer | None) -> bytes"),
           "Ciphertext || tag of `data` (associated_data None means empty); the 16-byte nonce must never repeat.")
      .def("decrypt", &prot_decrypt, "nonce"_a.none(), "data"_a.none(), "associated_data"_a.none(),
           nb::sig("def decrypt(self, nonce: collections.abc.Buffer, data: collections.abc.Buffer, associated_data: "
                   "collections.abc.Buffer | None) -> bytes"),
           "The plaintext of ciphertext || tag, or InvalidTag (the tag is checked masked).")
      .def(
          "refresh",
          [](ProtAead& self) {
            if (!std::visit([](auto& x) { return x.refresh(); }, self.aead))
              throw std::runtime_error("the OS random generator failed");
          },
          "Re-randomizes the key shares (the key is unchanged).")
      .def_prop_ro(
          "shares", [](const ProtAead& self) { return self.shares; }, "Number of shares the key is split into.")
      .def_prop_ro(
          "level", [](const ProtAead& self) { return self.full ? "full" : "leveled"; },
          "'leveled' (key-dependent permutations masked) or 'full' (every permutation masked).")
      .def_prop_ro(
          "tag_length", [](const ProtAead& self) { return self.tag_len; }, "Tag length in bytes.")
      .def_prop_ro(
          "random_bytes_per_call",
          [](const ProtAead& self) {
            return std::visit([](const auto& x) { return x.random_bytes_per_call; }, self.aead);
          },
          "Random bytes one call draws from the OS generator.");

  nb::class_<ProtMac> mac(m, "Mac", "Masked Ascon-Mac: 16-byte key and tag; verify() checks the tag masked.");
  mac.def(
         "__init__",
         [](ProtMac* self, nb::handle key, int shares) { new (self) ProtMac(make_keyed<ProtMac>(key, shares)); },
         "key"_a.none(), nb::kw_only(), "shares"_a = 2,
         nb::sig("def __init__(self, key: collections.abc.Buffer, *, shares: int = 2) -> None"))
      .def("tag", &prot_mac_tag, "msg"_a.none(), nb::sig("def tag(self, msg: collections.abc.Buffer) -> bytes"),
           "The 16-byte Ascon-Mac tag of msg.")
      .def("verify", &prot_mac_verify, "msg"_a.none(), "tag"_a.none(),
           nb::sig("def verify(self, msg: collections.abc.Buffer, tag: collections.abc.Buffer) -> None"),
           "Returns None if tag is msg's tag, else raises InvalidTag.");
  def_keyed_common(mac);

  nb::class_<ProtPrf> prf(m, "Prf", "Masked Ascon-Prf: a 16-byte key, any output length.");
  prf.def(
         "__init__",
         [](ProtPrf* self, nb::handle key, int shares) { new (self) ProtPrf(make_keyed<ProtPrf>(key, shares)); },
         "key"_a.none(), nb::kw_only(), "shares"_a = 2,
         nb::sig("def __init__(self, key: collections.abc.Buffer, *, shares: int = 2) -> None"))
      .def("prf", &prot_prf, "msg"_a.none(), "length"_a.none(),
           nb::sig("def prf(self, msg: collections.abc.Buffer, length: int) -> bytes"),
           "The first `length` bytes of Ascon-Prf of msg.");
  def_keyed_common(prf);

  m.def("prf_short", &prot_prf_short, "key"_a.none(), "msg"_a.none(), "length"_a.none() = 16, nb::kw_only(),
        "shares"_a = 2,
        nb::sig("def prf_short(key: collections.abc.Buffer, msg: collections.abc.Buffer, length: int = 16, *, shares: "
                "int = 2) -> bytes"),
        "Masked Ascon-PrfShort: msg of at most 16 bytes, output of 1 to 16 bytes.");
}

}  // namespace ascon_py
