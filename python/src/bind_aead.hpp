// SPDX-License-Identifier: Apache-2.0 OR MIT
// Python AEAD classes in the shape of pyca/cryptography's AEAD ciphers
// (AESGCM, ChaCha20Poly1305): the key is bound at construction, encrypt()
// returns ciphertext || tag, decrypt() raises InvalidTag on any failure.
// One template serves Ascon-AEAD128 and the v1.2 Ascon-128 / 128a / 80pq.
#pragma once

#include <cstring>
#include <memory>

#include "pybuf.hpp"

namespace ascon_py {

using namespace nb::literals;

// The key bound to its tag length once, at construction (tag_length=): no
// method takes a tag length, so a receiver can never be made to check a
// shorter tag than the one it chose.
template <class A>
struct AeadObj {
  ascon::detail::TruncatedAead<typename A::Params> aead;  // the expanded key; wiped by its destructor
  std::size_t tag_len;
};

template <class A>
constexpr bool has_nonce_masking = requires(std::span<const u8, 32> k) { A::with_nonce_masking(k); };

struct AeadArgs {
  InBuf nonce, data, ad;
  AeadArgs(nb::handle n, nb::handle d, nb::handle a)
      : nonce(n, "nonce"), data(d, "data"), ad(a, "associated_data", true) {
    require_size(nonce.size(), 16, "nonce");
  }
  bool big() const noexcept { return data.size() + ad.size() > release_gil_above; }
};

template <class A>
nb::bytes aead_encrypt(const AeadObj<A>& self, nb::handle nonce, nb::handle data, nb::handle ad) {
  AeadArgs a(nonce, data, ad);
  const std::size_t n = a.data.size();
  nb::bytes out = new_bytes(n + self.tag_len);
  u8* o = bytes_data(out);
  // Cannot fail: every size was checked and the output is a fresh object.
  (void)maybe_without_gil(a.big(), [&] {
    return self.aead.encrypt(a.nonce.template fixed<16>(), a.data.span(), a.ad.span(),
                             std::span<u8>(o, n + self.tag_len));
  });
  return out;
}

template <class A>
nb::bytes aead_decrypt(const AeadObj<A>& self, nb::handle nonce, nb::handle data, nb::handle ad) {
  AeadArgs a(nonce, data, ad);
  if (a.data.size() < self.tag_len) raise_invalid_tag();
  const std::size_t n = a.data.size() - self.tag_len;
  nb::bytes out = new_bytes(n);
  u8* o = bytes_data(out);
  // `out` is a fresh object no other thread can see before it is returned.
  const ascon::Status st = maybe_without_gil(a.big(), [&] {
    return self.aead.decrypt(a.nonce.template fixed<16>(), a.data.span(), a.ad.span(), std::span<u8>(o, n));
  });
  if (!st) raise_invalid_tag();  // the core has zeroed `out`, which dies here unseen
  return out;
}

[[noreturn]] inline void raise_small_buf(std::size_t need, std::size_t got) {
  raise_value_error("buf must be at least " + std::to_string(need) + " bytes, got " + std::to_string(got));
}

// Writes ciphertext || tag into the caller's buffer; returns the bytes written.
// In place is allowed: `data` may be memoryview(buf)[:len(data)].
template <class A>
std::size_t aead_encrypt_into(const AeadObj<A>& self, nb::handle nonce, nb::handle data, nb::handle ad,
                              nb::handle buf) {
  AeadArgs a(nonce, data, ad);
  OutBuf out(buf, "buf");
  const std::size_t n = a.data.size(), total = n + self.tag_len;
  if (out.size() < total) raise_small_buf(total, out.size());
  const ascon::Status st = maybe_without_gil(a.big(), [&] {
    return self.aead.encrypt(a.nonce.template fixed<16>(), a.data.span(), a.ad.span(),
                             std::span<u8>(out.data(), total));
  });
  if (!st) raise_status(st);  // overlapping but not identical buffers
  return total;
}

// Writes the plaintext into the caller's buffer; returns its length. On
// InvalidTag the whole buffer is zeroed; on ValueError/TypeError it is untouched.
// No unverified byte ever reaches the caller's buffer while other threads can
// run: with the GIL released (large inputs) the plaintext goes to private
// memory first and is copied over only once the tag has verified (one extra
// copy, far cheaper than the decryption); with the GIL held no other Python
// thread runs until the call returns.
template <class A>
std::size_t aead_decrypt_into(const AeadObj<A>& self, nb::handle nonce, nb::handle data, nb::handle ad,
                              nb::handle buf) {
  AeadArgs a(nonce, data, ad);
  OutBuf out(buf, "buf");
  if (a.data.size() < self.tag_len) {
    ascon::secure_wipe(out.data(), out.size());
    raise_invalid_tag();
  }
  const std::size_t n = a.data.size() - self.tag_len;
  if (out.size() < n) raise_small_buf(n, out.size());
  ascon::Status st;
  if (a.big()) {
    std::unique_ptr<u8[]> tmp(new u8[n ? n : 1]);
    st = maybe_without_gil(true, [&] {
      return self.aead.decrypt(a.nonce.template fixed<16>(), a.data.span(), a.ad.span(), std::span<u8>(tmp.get(), n));
    });
    if (st) std::memcpy(out.data(), tmp.get(), n);  // verified plaintext only
    ascon::secure_wipe(tmp.get(), n);
  } else {  // the GIL stays held: no other Python thread sees `buf` before the check
    st = maybe_without_gil(false, [&] {
      return self.aead.decrypt(a.nonce.template fixed<16>(), a.data.span(), a.ad.span(), std::span<u8>(out.data(), n));
    });
  }
  if (st.code == ascon::Error::authentication_failed) {
    ascon::secure_wipe(out.data(), out.size());
    raise_invalid_tag();
  }
  if (!st) raise_status(st);
  return n;
}

inline nb::bytes random_bytes(std::size_t n) {
  // Leaked on purpose: a static nb::object would be released after the
  // interpreter has shut down.
  static nb::handle urandom = nb::object(nb::module_::import_("os").attr("urandom")).release();
  return nb::cast<nb::bytes>(urandom(n));
}

template <class A>
void bind_aead(nb::module_& m, const char* cls, const char* doc) {
  using Obj = AeadObj<A>;
  nb::class_<Obj> c(m, cls, doc);
  if constexpr (has_nonce_masking<A>) {
    c.def(
        "__init__",
        [](Obj* self, nb::handle key, Py_ssize_t tag_length, bool nonce_masking) {
          InBuf k(key, "key");
          if (tag_length < static_cast<Py_ssize_t>(A::min_tag_size) || tag_length > 16)
            raise_value_error("tag_length must be from " + std::to_string(A::min_tag_size) + " to 16 bytes, got " +
                              std::to_string(tag_length));
          const auto tl = static_cast<std::size_t>(tag_length);
          using T = decltype(Obj::aead);
          if (nonce_masking) {
            require_size(k.size(), 32, "key");
            new (self) Obj{*T::with_tag_size(A::with_nonce_masking(k.template fixed<32>()), tl), tl};
          } else {
            require_size(k.size(), A::key_size, "key");
            new (self) Obj{*T::with_tag_size(A(k.template fixed<A::key_size>()), tl), tl};
          }
        },
        "key"_a.none(), nb::kw_only(), "tag_length"_a = 16, "nonce_masking"_a = false,
        nb::sig("def __init__(self, key: collections.abc.Buffer, *, tag_length: int = 16, nonce_masking: bool = False) "
                "-> None"));
    c.def_static(
        "generate_key", [](bool nonce_masking) { return random_bytes(nonce_masking ? 32 : A::key_size); },
        nb::kw_only(), "nonce_masking"_a = false,
        "A fresh random key from os.urandom: 16 bytes, or 32 with nonce_masking=True.");
  } else {
    c.def(
        "__init__",
        [](Obj* self, nb::handle key) {
          InBuf k(key, "key");
          require_size(k.size(), A::key_size, "key");
          using T = decltype(Obj::aead);
          new (self) Obj{*T::with_tag_size(A(k.template fixed<A::key_size>()), 16), 16};
        },
        "key"_a.none(), nb::sig("def __init__(self, key: collections.abc.Buffer) -> None"));
    c.def_static("generate_key", [] { return random_bytes(A::key_size); }, "A fresh random key from os.urandom.");
  }
  c.def("encrypt", &aead_encrypt<A>, "nonce"_a.none(), "data"_a.none(), "associated_data"_a.none(),
        nb::sig("def encrypt(self, nonce: collections.abc.Buffer, data: collections.abc.Buffer, associated_data: "
                "collections.abc.Buffer | None) -> bytes"),
        "Encrypts and authenticates `data`; returns ciphertext || tag (len(data) + tag_length bytes).\n"
        "`associated_data` is authenticated but not encrypted (None means empty). The nonce is 16 bytes\n"
        "and must never repeat under one key.")
      .def("decrypt", &aead_decrypt<A>, "nonce"_a.none(), "data"_a.none(), "associated_data"_a.none(),
           nb::sig("def decrypt(self, nonce: collections.abc.Buffer, data: collections.abc.Buffer, associated_data: "
                   "collections.abc.Buffer | None) -> bytes"),
           "Checks and decrypts ciphertext || tag; returns the plaintext or raises InvalidTag\n"
           "(wrong key, nonce, associated data, tag, or data shorter than the tag).")
      .def("encrypt_into", &aead_encrypt_into<A>, "nonce"_a.none(), "data"_a.none(), "associated_data"_a.none(),
           "buf"_a.none(),
           nb::sig("def encrypt_into(self, nonce: collections.abc.Buffer, data: collections.abc.Buffer, "
                   "associated_data: collections.abc.Buffer | None, buf: collections.abc.Buffer) -> int"),
           "encrypt() into a writable buffer of at least len(data) + tag_length bytes; returns the\n"
           "number of bytes written. `data` may be the start of `buf` itself (in place).")
      .def("decrypt_into", &aead_decrypt_into<A>, "nonce"_a.none(), "data"_a.none(), "associated_data"_a.none(),
           "buf"_a.none(),
           nb::sig("def decrypt_into(self, nonce: collections.abc.Buffer, data: collections.abc.Buffer, "
                   "associated_data: collections.abc.Buffer | None, buf: collections.abc.Buffer) -> int"),
           "decrypt() into a writable buffer of at least len(data) - tag_length bytes; returns the\n"
           "plaintext length. On InvalidTag the whole of `buf` is zeroed.")
      .def_prop_ro(
          "tag_length", [](const Obj& self) { return self.tag_len; }, "Tag length in bytes.")
      .def_ro_static("key_size", &A::key_size, "Key size in bytes (without nonce masking).")
      .def_ro_static("nonce_size", &A::nonce_size, "Nonce size in bytes.");
}

}  // namespace ascon_py
