// SPDX-License-Identifier: Apache-2.0 OR MIT
// The checkers of the bare-metal known-answer suite (kat_baremetal.cpp, the
// one file that includes this): output over semihosting, the record arena,
// one checker per algorithm shape and API, and the tables that pick a checker
// by catalogue row and manifest format. The driver (record parser, manifest,
// main) is in kat_baremetal.cpp.
#pragma once

#include <ascon.h>

#include <ascon/ascon.hpp>
#include <ascon/catalogue.hpp>
#include <ascon/protected.hpp>
#include <ascon/v12.hpp>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <span>

#include "semihost.hpp"

namespace {

using u8 = std::uint8_t;
using Bytes = std::span<const u8>;

// ---- output -------------------------------------------------------------------------
char line_buf[256];
std::size_t line_len = 0;
void out_str(const char* s) {
  while (*s && line_len + 1 < sizeof line_buf) line_buf[line_len++] = *s++;
}
void out_num(std::size_t v) {
  char d[24];
  int n = 0;
  do d[n++] = static_cast<char>('0' + v % 10);
  while ((v /= 10) != 0);
  while (n > 0 && line_len + 1 < sizeof line_buf) line_buf[line_len++] = d[--n];
}
void out_flush() {
  line_buf[line_len] = 0;
  semihost::write0(line_buf);
  line_len = 0;
}

// ---- the arena: one record's decoded fields and the outputs computed from it ----
// Sized for the largest record (ACVP AEAD: 8 KB each of AD, PT, CT) plus
// outputs; reset for every record.
alignas(8) u8 arena[ASCON_KAT_ARENA];
std::size_t arena_used = 0;
unsigned misalign = 0;  // this record's offset from 8-byte alignment

u8* alloc(std::size_t n) {
  std::size_t at = ((arena_used + 7) & ~std::size_t{7}) + misalign;
  if (at + n + 8 > sizeof arena) return nullptr;
  arena_used = at + n;
  return arena + at;
}

struct Field {
  char name[16];
  char text[24];  // the value as text (first 23 characters), for words and numbers
  u8* data;       // the value hex-decoded (when it is hex)
  std::size_t len;
};
constexpr std::size_t max_fields = 20;
Field fields[max_fields];
std::size_t nfields = 0;
bool arena_full = false;

const Field* find(const char* name) {
  for (std::size_t i = 0; i < nfields; ++i)
    if (std::strcmp(fields[i].name, name) == 0) return &fields[i];
  return nullptr;
}
bool has(const char* name) { return find(name) != nullptr; }
Bytes bytes(const char* name) {
  const Field* f = find(name);
  return f ? Bytes(f->data, f->len) : Bytes();
}
bool text_is(const char* name, const char* v) {
  const Field* f = find(name);
  return f && std::strcmp(f->text, v) == 0;
}
std::size_t num(const char* name) {
  const Field* f = find(name);
  std::size_t v = 0;
  for (const char* p = f ? f->text : ""; *p >= '0' && *p <= '9'; ++p) v = v * 10 + static_cast<std::size_t>(*p - '0');
  return v;
}
std::span<u8> out_buf(std::size_t n, u8 fill = 0xA5) {
  u8* p = alloc(n);
  if (!p) {
    arena_full = true;
    return {};
  }
  std::memset(p, fill, n);
  return {p, n};
}
bool eq(Bytes a, Bytes b) {
  return a.size() == b.size() && (a.empty() || std::memcmp(a.data(), b.data(), a.size()) == 0);
}
bool all_zero(Bytes a) {
  for (u8 b : a)
    if (b) return false;
  return true;
}
template <std::size_t N>
std::span<const u8, N> fixed(Bytes b) {
  return std::span<const u8, N>(b.data(), N);
}

// ---- checkers: one record each, true when it passes ------------------------------
// LWC AEAD: Key, Nonce, PT, AD, CT (= ciphertext || 16-byte tag).
template <class A>
bool lwc_aead() {
  const Bytes key = bytes("Key"), nonce = bytes("Nonce"), pt = bytes("PT"), ad = bytes("AD"), ct = bytes("CT");
  if (key.size() != A::key_size || nonce.size() != 16 || ct.size() != pt.size() + 16) return false;
  const A aead(fixed<A::key_size>(key));
  auto c = out_buf(ct.size());
  auto p = out_buf(pt.size());
  if (arena_full || !aead.encrypt(fixed<16>(nonce), pt, ad, c) || !eq(c, ct)) return false;
  return aead.decrypt(fixed<16>(nonce), ct, ad, p).ok() && eq(p, pt);
}

// The same file through the C library.
bool capi_aead128() {
  const Bytes key = bytes("Key"), nonce = bytes("Nonce"), pt = bytes("PT"), ad = bytes("AD"), ct = bytes("CT");
  auto c = out_buf(ct.size());
  auto p = out_buf(pt.size() + 1);
  std::size_t clen = 0, plen = 0;
  if (arena_full || key.size() != 16 || nonce.size() != 16) return false;
  if (ascon_aead128_encrypt(c.data(), c.size(), &clen, pt.data(), pt.size(), ad.data(), ad.size(), nonce.data(),
                            key.data()) != 0 ||
      !eq(c.first(clen), ct))
    return false;
  return ascon_aead128_decrypt(p.data(), p.size(), &plen, ct.data(), ct.size(), ad.data(), ad.size(), nonce.data(),
                               key.data()) == 0 &&
         eq(p.first(plen), pt);
}

// ACVP AEAD: Key, Nonce, PT, AD, CT, Tag (maybe truncated), TestPassed.
template <class A>
bool acvp_aead() {
  const Bytes key = bytes("Key"), nonce = bytes("Nonce"), pt = bytes("PT"), ad = bytes("AD"), ct = bytes("CT"),
              tag = bytes("Tag");
  if (key.size() != 16 || nonce.size() != 16) return false;
  // The tag length is bound once per key object.
  const auto aead = ascon::TruncatedAead128::with_tag_size(fixed<16>(key), tag.size());
  auto got = out_buf(ct.size());
  auto c2 = out_buf(pt.size());
  auto t2 = out_buf(tag.size());
  if (arena_full || !aead) return false;
  const auto st = aead->decrypt_detached(fixed<16>(nonce), ct, ad, tag, got);
  if (text_is("TestPassed", "False")) return st.code == ascon::Error::authentication_failed && all_zero(got);
  return st.ok() && eq(got, pt) && aead->encrypt_detached(fixed<16>(nonce), pt, ad, c2, t2).ok() && eq(c2, ct) &&
         eq(t2, tag);
}

// ACVP sample AEAD: bit lengths, nonce masking, both directions.
template <class A>
bool sample_aead() {
  const Bytes key = bytes("Key"), k2 = bytes("SecondKey"), nonce = bytes("Nonce"), ad = bytes("AD"), ct = bytes("CT"),
              tag = bytes("Tag"), pt = bytes("PT");
  const std::size_t ad_bits = num("ADBits"), pt_bits = num("PTBits"), tag_bits = num("TagBits");
  const bool masked = text_is("NonceMasking", "true");
  if (key.size() != 16 || nonce.size() != 16 || (masked && k2.size() != 16)) return false;
  u8 full[32];
  std::memcpy(full, key.data(), 16);
  if (masked) std::memcpy(full + 16, k2.data(), 16);
  const A full_aead = masked ? A::with_nonce_masking(std::span<const u8, 32>(full, 32)) : A(fixed<16>(key));
  ascon::secure_wipe(full, sizeof full);
  const auto aead = ascon::TruncatedAead128::with_tag_bits(full_aead, tag_bits);
  if (!aead) return false;
  if (text_is("Direction", "encrypt")) {
    auto c = out_buf(ct.size());
    auto t = out_buf(tag.size());
    return !arena_full && aead->encrypt_bits(fixed<16>(nonce), pt, pt_bits, ad, ad_bits, c, t).ok() && eq(c, ct) &&
           eq(t, tag);
  }
  auto p = out_buf(ct.size());
  if (arena_full) return false;
  const auto st = aead->decrypt_bits(fixed<16>(nonce), ct, pt_bits, ad, ad_bits, tag, p);
  if (text_is("TestPassed", "true")) return st.ok() && eq(p, pt);
  return st.code == ascon::Error::authentication_failed && all_zero(p);
}

// Msg -> MD (or Tag): `compute` fills an output of the expected length.
template <class F>
bool digest(F&& compute) {
  const Bytes md = bytes(has("MD") ? "MD" : "Tag");
  auto out = out_buf(md.size());
  return !arena_full && compute(bytes("Msg"), out) && eq(out, md);
}

// The same files through the protected (masked) code. Randomness from a
// xorshift generator standing in for a TRNG: correctness does not depend on it.
bool xorshift_fill(void* ctx, u8* out, std::size_t n) noexcept {
  auto& x = *static_cast<std::uint32_t*>(ctx);
  for (std::size_t i = 0; i < n; ++i) {
    x ^= x << 13, x ^= x >> 17, x ^= x << 5;
    out[i] = static_cast<u8>(x);
  }
  return true;
}
std::uint32_t rng_state = 0x9e3779b9u;
ascon::protected_::Random kat_random() { return {&xorshift_fill, &rng_state}; }

template <int N, ascon::protected_::Level L>
bool protected_aead128_one() {
  const Bytes key = bytes("Key"), nonce = bytes("Nonce"), pt = bytes("PT"), ad = bytes("AD"), ct = bytes("CT");
  if (key.size() != 16 || nonce.size() != 16 || ct.size() != pt.size() + 16) return false;
  ascon::protected_::Aead128<N, L> aead(fixed<16>(key), kat_random());
  auto c = out_buf(ct.size());
  auto p = out_buf(pt.size());
  if (arena_full || !aead.encrypt(fixed<16>(nonce), pt, ad, c) || !eq(c, ct)) return false;
  return aead.decrypt(fixed<16>(nonce), ct, ad, p).ok() && eq(p, pt);
}
bool protected_aead128() {
  using ascon::protected_::Level;
  return protected_aead128_one<2, Level::leveled>() && protected_aead128_one<3, Level::full>();
}
bool protected_mac() {
  return digest([](Bytes m, std::span<u8> out) {
    ascon::protected_::Mac<4> mac(fixed<16>(bytes("Key")), kat_random());
    if (out.size() != 16) return false;
    const auto t = std::span<u8, 16>(out.data(), 16);
    return mac.tag(m, t).ok() && mac.verify(m, t);
  });
}
bool protected_prf() {
  return digest([](Bytes m, std::span<u8> out) {
    return ascon::protected_::Prf<4>(fixed<16>(bytes("Key")), kat_random()).prf(m, out).ok();
  });
}
bool protected_prfshort() {
  return digest([](Bytes m, std::span<u8> out) {
    return ascon::protected_::PrfShort<2>(fixed<16>(bytes("Key")), kat_random()).prf(m, out).ok();
  });
}

template <class H>
bool fixed_hash() {
  return digest([](Bytes m, std::span<u8> o) {
    if (o.size() != 32) return false;
    H::hash(m, std::span<u8, 32>(o.data(), 32));
    return true;
  });
}
template <class X>
bool xof() {
  return digest([](Bytes m, std::span<u8> o) {
    X::xof(m, o);
    return true;
  });
}
template <class C>
bool cxof() {
  return digest([](Bytes m, std::span<u8> o) { return C::cxof(m, bytes("Z"), o).ok(); });
}
template <class M>
bool mac() {
  const Bytes k = bytes("Key");
  return k.size() == 16 && digest([&](Bytes m, std::span<u8> o) {
           if (o.size() != 16) return false;
           M::mac(fixed<16>(k), m, std::span<u8, 16>(o.data(), 16));
           return M::verify(fixed<16>(k), m, std::span<const u8, 16>(o.data(), 16));
         });
}
template <class P>
bool prf() {
  const Bytes k = bytes("Key");
  return k.size() == 16 && digest([&](Bytes m, std::span<u8> o) {
           P::prf(fixed<16>(k), m, o);
           return true;
         });
}
template <class P>
bool prf_short() {
  const Bytes k = bytes("Key");
  return k.size() == 16 && digest([&](Bytes m, std::span<u8> o) { return P::prf(fixed<16>(k), m, o).ok(); });
}

// ACVP sample hashes: bit-length messages, customization strings and outputs.
template <class H>
bool sample_hash() {
  return digest([](Bytes m, std::span<u8> o) {
    return o.size() == 32 && num("MDBits") == 256 &&
           H::hash_bits(m, num("MsgBits"), std::span<u8, 32>(o.data(), 32)).ok();
  });
}
template <class X>
bool sample_xof() {
  return digest([](Bytes m, std::span<u8> o) { return X::xof_bits(m, num("MsgBits"), o, num("MDBits")).ok(); });
}
template <class C>
bool sample_cxof() {
  return digest([](Bytes m, std::span<u8> o) {
    return C::cxof_bits(m, num("MsgBits"), bytes("Z"), num("ZBits"), o, num("MDBits")).ok();
  });
}

// The C library's one-shot hashing and MAC functions.
bool capi_hash256() {
  return digest(
      [](Bytes m, std::span<u8> o) { return o.size() == 32 && ascon_hash256(o.data(), m.data(), m.size()) == 0; });
}
bool capi_xof128() {
  return digest([](Bytes m, std::span<u8> o) { return ascon_xof128(o.data(), o.size(), m.data(), m.size()) == 0; });
}
bool capi_cxof128() {
  return digest([](Bytes m, std::span<u8> o) {
    const Bytes z = bytes("Z");
    return ascon_cxof128(o.data(), o.size(), m.data(), m.size(), z.data(), z.size()) == 0;
  });
}
bool capi_mac() {
  const Bytes k = bytes("Key");
  return k.size() == 16 && digest([&](Bytes m, std::span<u8> o) {
           return o.size() == 16 && ascon_mac(o.data(), m.data(), m.size(), k.data()) == 0 &&
                  ascon_mac_verify(o.data(), m.data(), m.size(), k.data()) == 0;
         });
}
bool capi_prf() {
  const Bytes k = bytes("Key");
  return k.size() == 16 && digest([&](Bytes m, std::span<u8> o) {
           return ascon_prf(o.data(), o.size(), m.data(), m.size(), k.data()) == 0;
         });
}
bool capi_prfshort() {
  const Bytes k = bytes("Key");
  return k.size() == 16 && digest([&](Bytes m, std::span<u8> o) {
           return ascon_prfshort(o.data(), o.size(), m.data(), m.size(), k.data()) == 0;
         });
}

// ---- checkers by catalogue row and manifest format ---------------------------------
using Check = bool (*)();
namespace cat = ascon::catalogue;

// The C++ checker for an algorithm of kind K in a file of format `fmt`
// (lwc, acvp, acvp-bits); nullptr when there is none (then the run fails).
// ACVP formats exist for SP 800-232 rows only (v1.2 has no bit lengths,
// nonce masking or truncated tags).
template <class T, cat::Kind K, cat::Family F>
Check cxx_checker(const char* fmt) {
  const bool lwc = std::strcmp(fmt, "lwc") == 0, nist = F == cat::Family::sp800_232,
             acvp = nist && std::strcmp(fmt, "acvp") == 0, bits = nist && std::strcmp(fmt, "acvp-bits") == 0;
  if constexpr (K == cat::Kind::aead) {
    if (lwc) return lwc_aead<T>;
    if constexpr (F == cat::Family::sp800_232) {
      if (acvp) return acvp_aead<T>;
      if (bits) return sample_aead<T>;
    }
  } else if constexpr (K == cat::Kind::hash) {
    if (lwc || acvp) return fixed_hash<T>;
    if constexpr (F == cat::Family::sp800_232)
      if (bits) return sample_hash<T>;
  } else if constexpr (K == cat::Kind::xof) {
    if (lwc || acvp) return xof<T>;
    if constexpr (F == cat::Family::sp800_232)
      if (bits) return sample_xof<T>;
  } else if constexpr (K == cat::Kind::cxof) {
    if (lwc || acvp) return cxof<T>;
    if (bits) return sample_cxof<T>;
  } else if constexpr (K == cat::Kind::mac) {
    if (lwc) return mac<T>;
  } else if constexpr (K == cat::Kind::prf) {
    if (lwc) return prf<T>;
  } else if constexpr (K == cat::Kind::prfshort) {
    if (lwc) return prf_short<T>;
  }
  return nullptr;
}

struct Algorithm {
  const char* name;
  Check (*cxx)(const char* fmt);
};
constexpr Algorithm algorithms[] = {
#define ASCON_KAT_ROW_(T, k, fam, nm, ttl, cp, pc, pf) {nm, cxx_checker<T, cat::Kind::k, cat::Family::fam>},
    ASCON_CATALOGUE(ASCON_KAT_ROW_)
#undef ASCON_KAT_ROW_
};
// The C library's functions for the SP 800-232 and Mac/Prf rows.
struct CCheck {
  const char* name;
  Check check;
};
constexpr CCheck c_checks[] = {{"ascon-aead128", capi_aead128},  {"ascon-hash256", capi_hash256},
                               {"ascon-xof128", capi_xof128},    {"ascon-cxof128", capi_cxof128},
                               {"ascon-mac", capi_mac},          {"ascon-prf", capi_prf},
                               {"ascon-prfshort", capi_prfshort}};

constexpr CCheck protected_checks[] = {{"ascon-aead128", protected_aead128},
                                       {"ascon-mac", protected_mac},
                                       {"ascon-prf", protected_prf},
                                       {"ascon-prfshort", protected_prfshort}};

// One manifest line: file, algorithm name, format, records, must_fail.
struct File {
  const char* path;
  const char* api;  // "C++", "C" or "protected"
  std::size_t records, must_fail;
  Check check;
};
}  // namespace
