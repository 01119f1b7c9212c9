// SPDX-License-Identifier: Apache-2.0 OR MIT
// The known-answer suite for bare-metal targets (Cortex-M0/M3/M4, RV32):
// every vector file listed in tests/vectors.manifest, read from the host
// over semihosting, checked through the C++ core (the checker for each
// manifest line is picked from the algorithm catalogue by name, kind and
// format) and, for the SP 800-232 and Mac/Prf files, the C library too;
// the AEAD128 and Mac/Prf/PrfShort files also through the side-channel
// protected code (ascon/protected.hpp: 2 shares leveled, 3 full, Mac/Prf 4).
//
// Freestanding: no heap, no exceptions, no RTTI, no threads, no file system
// of its own. A record is parsed as it streams in (hex decoded on the fly)
// into one static arena; every field and output buffer is placed at a
// record-dependent misalignment (0..7), so unaligned inputs and outputs are
// exercised on cores that fault on unaligned word access (M0).
//
// Command line (semihosting): kat <vectors-dir> <manifest> [file...]; no
// file = every file of the manifest.
// Built for the host with ASCON_KAT_HOST=1 (stdio in place of semihosting)
// so the driver itself can be debugged quickly.
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
  do d[n++] = static_cast<char>('0' + v % 10); while ((v /= 10) != 0);
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
bool eq(Bytes a, Bytes b) { return a.size() == b.size() && (a.empty() || std::memcmp(a.data(), b.data(), a.size()) == 0); }
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
    return !arena_full && aead->encrypt_bits(fixed<16>(nonce), pt, pt_bits, ad, ad_bits, c, t).ok() &&
           eq(c, ct) && eq(t, tag);
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
  return digest([](Bytes m, std::span<u8> o) { return o.size() == 32 && ascon_hash256(o.data(), m.data(), m.size()) == 0; });
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
  return k.size() == 16 &&
         digest([&](Bytes m, std::span<u8> o) { return ascon_prf(o.data(), o.size(), m.data(), m.size(), k.data()) == 0; });
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
    if constexpr (F == cat::Family::sp800_232) if (bits) return sample_hash<T>;
  } else if constexpr (K == cat::Kind::xof) {
    if (lwc || acvp) return xof<T>;
    if constexpr (F == cat::Family::sp800_232) if (bits) return sample_xof<T>;
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
constexpr CCheck c_checks[] = {{"ascon-aead128", capi_aead128}, {"ascon-hash256", capi_hash256},
                               {"ascon-xof128", capi_xof128},   {"ascon-cxof128", capi_cxof128},
                               {"ascon-mac", capi_mac},         {"ascon-prf", capi_prf},
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

// ---- streaming record parser ------------------------------------------------------
int hexval(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  return -1;
}

struct Parser {
  enum { line_start, in_name, before_value, in_value, skip_line } st = line_start;
  Field* f = nullptr;
  std::size_t name_len = 0, text_len = 0;
  int hi = -1;      // pending high nibble
  bool hex = true;  // the value so far is valid hex
  bool bad = false;  // a malformed line or an over-full arena

  // Starts a record: empties the arena and picks the next misalignment.
  void new_record(std::size_t index) {
    nfields = 0;
    arena_used = 0;
    arena_full = false;
    misalign = static_cast<unsigned>(index % 8);
  }
  void end_value() {
    if (f && (!hex || hi >= 0)) f->len = 0;  // not hex: only its text is meaningful
    if (f) arena_used = f->data ? static_cast<std::size_t>(f->data - arena) + f->len : arena_used;
    f = nullptr;
  }
  // Feeds one character; returns true at a blank line (end of record).
  bool feed(char c) {
    if (c == '\r') return false;
    switch (st) {
      case line_start:
        if (c == '\n') return true;
        if (c == '#') { st = skip_line; return false; }
        if (nfields == max_fields) { bad = true; st = skip_line; return false; }
        f = &fields[nfields++];
        *f = Field{};
        name_len = 0;
        st = in_name;
        [[fallthrough]];
      case in_name:
        if (c == ' ' || c == '=') { f->name[name_len] = 0; st = before_value; return false; }
        if (c == '\n') { bad = true; st = line_start; return false; }
        if (name_len + 1 < sizeof f->name) f->name[name_len++] = c;
        return false;
      case before_value:
        if (c == ' ' || c == '=') return false;
        text_len = 0;
        hi = -1;
        hex = true;
        f->data = alloc(0);  // decoded bytes grow from here
        if (!f->data) { bad = true; st = skip_line; return false; }
        st = in_value;
        if (c == '\n') { end_value(); st = line_start; return false; }
        [[fallthrough]];
      case in_value: {
        if (c == '\n') { end_value(); st = line_start; return false; }
        if (text_len + 1 < sizeof f->text) f->text[text_len++] = c;
        const int v = hexval(c);
        if (v < 0) { hex = false; return false; }
        if (!hex) return false;
        if (hi < 0) { hi = v; return false; }
        if (f->data + f->len + 16 >= arena + sizeof arena) { bad = true; hex = false; return false; }
        f->data[f->len++] = static_cast<u8>(hi << 4 | v);
        hi = -1;
        return false;
      }
      case skip_line:
        if (c == '\n') st = line_start;
        return false;
    }
    return false;
  }
};

char path_buf[512];
u8 io_buf[4096];

// Runs one file; prints its tally; returns true when every record passed.
bool run_file(const char* dir, const File& file) {
  std::size_t n = 0;
  const auto add = [&](const char* s) { while (*s && n + 1 < sizeof path_buf) path_buf[n++] = *s++; };
  add(dir);
  add("/");
  add(file.path);
  path_buf[n] = 0;
  const int fd = semihost::open_read(path_buf);
  if (fd < 0) {
    out_str("kat: error: cannot open ");
    out_str(path_buf);
    out_str("\n");
    out_flush();
    return false;
  }
  Parser parser;
  std::size_t records = 0, passed = 0, failed_as_expected = 0;
  parser.new_record(0);
  const auto finish_record = [&] {
    if (parser.st == Parser::in_value) parser.end_value();
    if (nfields == 0) return;
    ++records;
    const bool ok = !parser.bad && file.check();
    if (ok) ++passed;
    if (ok && (text_is("TestPassed", "False") || text_is("TestPassed", "false"))) ++failed_as_expected;
    if (!ok && records - passed <= 3) {
      out_str("kat: FAIL ");
      out_str(file.path);
      out_str(" record ");
      out_num(records);
      out_str(parser.bad ? " (malformed or too large)\n" : "\n");
      out_flush();
    }
    parser = Parser{};
    parser.new_record(records);
  };
  for (;;) {
    const long got = semihost::read(fd, io_buf, sizeof io_buf);
    if (got <= 0) break;
    for (long i = 0; i < got; ++i)
      if (parser.feed(static_cast<char>(io_buf[i]))) finish_record();
  }
  finish_record();
  semihost::close(fd);
  const bool ok = records == file.records && passed == records && failed_as_expected == file.must_fail;
  out_str("[ KAT " ASCON_KAT_TARGET " ] ");
  out_str(file.path);
  out_str(" (");
  out_str(file.api);
  out_str("): ");
  out_num(records);
  out_str(" records checked, ");
  out_num(passed);
  out_str(" passed");
  if (file.must_fail) {
    out_str(", ");
    out_num(failed_as_expected);
    out_str(" refused as they must be");
  }
  out_str(ok ? "\n" : "  <-- FAILED\n");
  out_flush();
  return ok;
}

// The manifest, read whole (a few KB), split into words in place.
char manifest[8192];

// Reports an unusable manifest line and counts it as a failure.
bool manifest_error(const char* what, const char* path) {
  out_str("kat: error: tests/vectors.manifest: ");
  out_str(what);
  out_str(" ");
  out_str(path);
  out_str("\n");
  out_flush();
  return false;
}

std::size_t parse_count(const char* s) {
  std::size_t v = 0;
  for (; *s >= '0' && *s <= '9'; ++s) v = v * 10 + static_cast<std::size_t>(*s - '0');
  return v;
}

// The permutation the target runs (the assembly round on ARMv7-M) against
// the C++ round, which compile-time evaluation always uses: every round
// count the modes use, plain and with S2 held complemented, over a chain of
// states so each starts from a different one.
template <int R, bool Complemented>
constexpr ascon::State permuted(ascon::State s) noexcept {
  if constexpr (Complemented) {
    s.x[2] = ~s.x[2];
    ascon::permute_complemented<R>(s);
    s.x[2] = ~s.x[2];
  } else {
    ascon::permute<R>(s);
  }
  return s;
}
template <int R, bool Complemented>
bool permutation_matches(ascon::State& s) {
  constexpr ascon::State seed{{0x0123456789abcdefu, 0xfedcba9876543210u, 0x8000000000000001u, 0, ~0ull}};
  constexpr ascon::State expected = permuted<R, Complemented>(permuted<12, false>(seed));
  s = permuted<12, false>(s);
  s = permuted<R, Complemented>(s);
  return s == expected;
}
bool permutation_matches_reference() {
  const ascon::State seed{{0x0123456789abcdefu, 0xfedcba9876543210u, 0x8000000000000001u, 0, ~0ull}};
  bool ok = true;
  ascon::State s;
  ok &= (s = seed, permutation_matches<12, false>(s));
  ok &= (s = seed, permutation_matches<8, false>(s));
  ok &= (s = seed, permutation_matches<8, true>(s));
  ok &= (s = seed, permutation_matches<12, true>(s));
  ok &= (s = seed, permutation_matches<6, false>(s));
  ok &= (s = seed, permutation_matches<1, false>(s));
  ok &= (s = seed, permutation_matches<16, false>(s));
  return ok;
}

int kat_main() {
  if (!permutation_matches_reference()) {
    semihost::write0("kat: error: the permutation differs from the C++ round's at compile time\n");
    return 1;
  }
  // argv: program, vectors folder, manifest, then optionally file paths.
  static char cmdline[1024];
  const char* argv[40];
  int argc = semihost::command_line(cmdline, sizeof cmdline, argv, 40);
  if (argc < 3) {
    semihost::write0("usage: kat VECTORS_DIR MANIFEST [FILE...]\n");
    return 2;
  }
  const int fd = semihost::open_read(argv[2]);
  const long n = fd < 0 ? -1 : semihost::read(fd, manifest, sizeof manifest - 1);
  if (fd >= 0) semihost::close(fd);
  if (n <= 0 || static_cast<std::size_t>(n) >= sizeof manifest - 1) {
    semihost::write0("kat: error: cannot read the manifest (or it outgrew the buffer)\n");
    return 2;
  }
  manifest[n] = 0;

  bool ok = true;
  std::size_t ran = 0;
  for (char* line = manifest; *line;) {
    char* next = line;
    while (*next && *next != '\n') ++next;
    if (*next) *next++ = 0;
    // Split into at most 5 words: file, algorithm, format, records, must_fail.
    const char* w[5] = {};
    int nw = 0;
    for (char* p = line; *p && nw < 5;) {
      while (*p == ' ' || *p == '\t' || *p == '\r') *p++ = 0;
      if (!*p || *p == '#') break;
      w[nw++] = p;
      while (*p && *p != ' ' && *p != '\t' && *p != '\r') ++p;
    }
    line = next;
    if (nw == 0) continue;
    bool wanted = argc == 3;
    for (int i = 3; i < argc; ++i) wanted |= std::strcmp(argv[i], w[0]) == 0;
    if (!wanted) continue;
    ++ran;
    if (nw != 5) {
      ok = manifest_error("malformed line for", w[0]);
      continue;
    }
    const Algorithm* algo = nullptr;
    for (const Algorithm& a : algorithms)
      if (std::strcmp(a.name, w[1]) == 0) algo = &a;
    const Check check = algo ? algo->cxx(w[2]) : nullptr;
    if (!check) {
      ok = manifest_error("no checker for the algorithm and format of", w[0]);
      continue;
    }
    const std::size_t records = parse_count(w[3]), must_fail = parse_count(w[4]);
    ok &= run_file(argv[1], File{w[0], "C++", records, must_fail, check});
    if (std::strcmp(w[2], "lwc") == 0)
      for (const CCheck& c : c_checks)
        if (std::strcmp(c.name, w[1]) == 0) ok &= run_file(argv[1], File{w[0], "C", records, must_fail, c.check});
    if (std::strcmp(w[2], "lwc") == 0)
      for (const CCheck& c : protected_checks)
        if (std::strcmp(c.name, w[1]) == 0)
          ok &= run_file(argv[1], File{w[0], "protected", records, must_fail, c.check});
  }
  if (ran == 0) {
    semihost::write0("kat: error: no such vector file in the manifest\n");
    return 2;
  }
  semihost::write0(ok ? "kat: all passed\n" : "kat: FAILED\n");
  return ok ? 0 : 1;
}

}  // namespace

#if ASCON_KAT_HOST
int main(int argc, char** argv) {
  semihost::host_argc = argc;
  semihost::host_argv = argv;
  return kat_main();
}
#else
int main() { return kat_main(); }  // the startup code passes the result to semihost::exit
#endif
