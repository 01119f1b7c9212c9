// The known-answer suite for bare-metal targets (Cortex-M0/M3/M4, RV32):
// every vector file of ../shared/vectors, read from the host over
// semihosting, checked through the C++ core and (for the SP 800-232 and
// Mac/Prf files) the C library too.
//
// Freestanding: no heap, no exceptions, no RTTI, no threads, no file system
// of its own. A record is parsed as it streams in (hex decoded on the fly)
// into one static arena; every field and output buffer is placed at a
// record-dependent misalignment (0..7), so unaligned inputs and outputs are
// exercised on cores that fault on unaligned word access (M0).
//
// Command line (semihosting): kat <vectors-dir> [file...]; no file = all.
// Built for the host with ASCON_KAT_HOST=1 (stdio in place of semihosting)
// so the driver itself can be debugged quickly.
#include <ascon.h>

#include <ascon/ascon.hpp>
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
bool acvp_aead() {
  const Bytes key = bytes("Key"), nonce = bytes("Nonce"), pt = bytes("PT"), ad = bytes("AD"), ct = bytes("CT"),
              tag = bytes("Tag");
  if (key.size() != 16 || nonce.size() != 16) return false;
  const ascon::Aead128 aead(fixed<16>(key));
  auto got = out_buf(ct.size());
  auto c2 = out_buf(pt.size());
  auto t2 = out_buf(tag.size());
  if (arena_full) return false;
  const auto st = aead.decrypt_truncated(fixed<16>(nonce), ct, ad, tag, got);
  if (text_is("TestPassed", "False")) return st.code == ascon::Error::authentication_failed && all_zero(got);
  return st.ok() && eq(got, pt) && aead.encrypt_truncated(fixed<16>(nonce), pt, ad, c2, t2).ok() && eq(c2, ct) &&
         eq(t2, tag);
}

// ACVP sample AEAD: bit lengths, nonce masking, both directions.
bool sample_aead() {
  const Bytes key = bytes("Key"), k2 = bytes("SecondKey"), nonce = bytes("Nonce"), ad = bytes("AD"), ct = bytes("CT"),
              tag = bytes("Tag"), pt = bytes("PT");
  const std::size_t ad_bits = num("ADBits"), pt_bits = num("PTBits"), tag_bits = num("TagBits");
  const bool masked = text_is("NonceMasking", "true");
  if (key.size() != 16 || nonce.size() != 16 || (masked && k2.size() != 16)) return false;
  u8 full[32];
  std::memcpy(full, key.data(), 16);
  if (masked) std::memcpy(full + 16, k2.data(), 16);
  const auto aead = masked ? ascon::Aead128::with_nonce_masking(std::span<const u8, 32>(full, 32))
                           : ascon::Aead128(fixed<16>(key));
  ascon::secure_wipe(full, sizeof full);
  if (text_is("Direction", "encrypt")) {
    auto c = out_buf(ct.size());
    auto t = out_buf(tag.size());
    return !arena_full && aead.encrypt_bits(fixed<16>(nonce), pt, pt_bits, ad, ad_bits, c, t, tag_bits).ok() &&
           eq(c, ct) && eq(t, tag);
  }
  auto p = out_buf(ct.size());
  if (arena_full) return false;
  const auto st = aead.decrypt_bits(fixed<16>(nonce), ct, pt_bits, ad, ad_bits, tag, tag_bits, p);
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
bool cxof() {
  return digest([](Bytes m, std::span<u8> o) { return ascon::Cxof128::cxof(m, bytes("Z"), o).ok(); });
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
bool sample_hash256() {
  return digest([](Bytes m, std::span<u8> o) {
    return o.size() == 32 && num("MDBits") == 256 &&
           ascon::Hash256::hash_bits(m, num("MsgBits"), std::span<u8, 32>(o.data(), 32)).ok();
  });
}
bool sample_xof128() {
  return digest([](Bytes m, std::span<u8> o) { return ascon::Xof128::xof_bits(m, num("MsgBits"), o, num("MDBits")).ok(); });
}
bool sample_cxof128() {
  return digest([](Bytes m, std::span<u8> o) {
    return ascon::Cxof128::cxof_bits(m, num("MsgBits"), bytes("Z"), num("ZBits"), o, num("MDBits")).ok();
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

// ---- the files: record and must-fail counts from the vectors README --------------
struct File {
  const char* path;
  const char* api;  // "C++" or "C"
  std::size_t records, must_fail;
  bool (*check)();
};
// clang-format off
constexpr File files[] = {
    {"sp800-232/ascon-aead128.txt", "C++", 1089, 0, lwc_aead<ascon::Aead128>},
    {"sp800-232/ascon-aead128.txt", "C", 1089, 0, capi_aead128},
    {"sp800-232/ascon-hash256.txt", "C++", 1025, 0, fixed_hash<ascon::Hash256>},
    {"sp800-232/ascon-hash256.txt", "C", 1025, 0, capi_hash256},
    {"sp800-232/ascon-xof128.txt", "C++", 1025, 0, xof<ascon::Xof128>},
    {"sp800-232/ascon-xof128.txt", "C", 1025, 0, capi_xof128},
    {"sp800-232/ascon-cxof128.txt", "C++", 1089, 0, cxof},
    {"sp800-232/ascon-cxof128.txt", "C", 1089, 0, capi_cxof128},
    {"sp800-232/acvp/ascon-aead128.txt", "C++", 120, 30, acvp_aead},
    {"sp800-232/acvp/ascon-hash256.txt", "C++", 60, 0, fixed_hash<ascon::Hash256>},
    {"sp800-232/acvp/ascon-xof128.txt", "C++", 60, 0, xof<ascon::Xof128>},
    {"sp800-232/acvp/ascon-cxof128.txt", "C++", 60, 0, cxof},
    {"sp800-232/acvp-sample/ascon-aead128.txt", "C++", 15, 3, sample_aead},
    {"sp800-232/acvp-sample/ascon-hash256.txt", "C++", 4, 0, sample_hash256},
    {"sp800-232/acvp-sample/ascon-xof128.txt", "C++", 5, 0, sample_xof128},
    {"sp800-232/acvp-sample/ascon-cxof128.txt", "C++", 4, 0, sample_cxof128},
    {"mac-prf-v1.3/ascon-mac.txt", "C++", 1025, 0, mac<ascon::Mac>},
    {"mac-prf-v1.3/ascon-mac.txt", "C", 1025, 0, capi_mac},
    {"mac-prf-v1.3/ascon-prf.txt", "C++", 1025, 0, prf<ascon::Prf>},
    {"mac-prf-v1.3/ascon-prf.txt", "C", 1025, 0, capi_prf},
    {"mac-prf-v1.3/ascon-prfshort.txt", "C++", 17, 0, prf_short<ascon::PrfShort>},
    {"mac-prf-v1.3/ascon-prfshort.txt", "C", 17, 0, capi_prfshort},
    {"v1.2/ascon128.txt", "C++", 1089, 0, lwc_aead<ascon::v12::Ascon128>},
    {"v1.2/ascon128a.txt", "C++", 1089, 0, lwc_aead<ascon::v12::Ascon128a>},
    {"v1.2/ascon80pq.txt", "C++", 1089, 0, lwc_aead<ascon::v12::Ascon80pq>},
    {"v1.2/ascon-hash.txt", "C++", 1025, 0, fixed_hash<ascon::v12::Hash>},
    {"v1.2/ascon-hasha.txt", "C++", 1025, 0, fixed_hash<ascon::v12::Hasha>},
    {"v1.2/ascon-xof.txt", "C++", 1025, 0, xof<ascon::v12::Xof>},
    {"v1.2/ascon-xofa.txt", "C++", 1025, 0, xof<ascon::v12::Xofa>},
    {"v1.2/ascon-mac.txt", "C++", 1025, 0, mac<ascon::v12::Mac>},
    {"v1.2/ascon-maca.txt", "C++", 1025, 0, mac<ascon::v12::Maca>},
    {"v1.2/ascon-prf.txt", "C++", 1025, 0, prf<ascon::v12::Prf>},
    {"v1.2/ascon-prfa.txt", "C++", 1025, 0, prf<ascon::v12::Prfa>},
    {"v1.2/ascon-prfshort.txt", "C++", 17, 0, prf_short<ascon::v12::PrfShort>},
};
// clang-format on

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

int kat_main() {
  // argv[0] is the program, argv[1] the vectors folder, the rest file paths.
  static char cmdline[1024];
  const char* argv[40];
  int argc = semihost::command_line(cmdline, sizeof cmdline, argv, 40);
  if (argc < 2) {
    semihost::write0("usage: kat VECTORS_DIR [FILE...]\n");
    return 2;
  }
  bool ok = true;
  std::size_t ran = 0;
  for (const File& f : files) {
    bool wanted = argc == 2;
    for (int i = 2; i < argc; ++i) wanted |= std::strcmp(argv[i], f.path) == 0;
    if (!wanted) continue;
    ok &= run_file(argv[1], f);
    ++ran;
  }
  if (ran == 0) {
    semihost::write0("kat: error: no such vector file in the table\n");
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
