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
#include "kat_checkers.hpp"

namespace {

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
  int hi = -1;       // pending high nibble
  bool hex = true;   // the value so far is valid hex
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
        if (c == '#') {
          st = skip_line;
          return false;
        }
        if (nfields == max_fields) {
          bad = true;
          st = skip_line;
          return false;
        }
        f = &fields[nfields++];
        *f = Field{};
        name_len = 0;
        st = in_name;
        [[fallthrough]];
      case in_name:
        if (c == ' ' || c == '=') {
          f->name[name_len] = 0;
          st = before_value;
          return false;
        }
        if (c == '\n') {
          bad = true;
          st = line_start;
          return false;
        }
        if (name_len + 1 < sizeof f->name) f->name[name_len++] = c;
        return false;
      case before_value:
        if (c == ' ' || c == '=') return false;
        text_len = 0;
        hi = -1;
        hex = true;
        f->data = alloc(0);  // decoded bytes grow from here
        if (!f->data) {
          bad = true;
          st = skip_line;
          return false;
        }
        st = in_value;
        if (c == '\n') {
          end_value();
          st = line_start;
          return false;
        }
        [[fallthrough]];
      case in_value: {
        if (c == '\n') {
          end_value();
          st = line_start;
          return false;
        }
        if (text_len + 1 < sizeof f->text) f->text[text_len++] = c;
        const int v = hexval(c);
        if (v < 0) {
          hex = false;
          return false;
        }
        if (!hex) return false;
        if (hi < 0) {
          hi = v;
          return false;
        }
        if (f->data + f->len + 16 >= arena + sizeof arena) {
          bad = true;
          hex = false;
          return false;
        }
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
  const auto add = [&](const char* s) {
    while (*s && n + 1 < sizeof path_buf) path_buf[n++] = *s++;
  };
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

// The permutations the target runs against the C++ round, which
// compile-time evaluation always uses: the one on plain words (the assembly
// rounds on ARMv7-M, ARMv6-M and RV32I: Ascon-p[6], p[8], p[12]; other round
// counts run the C++ round) and the interleaved sponges' and duplexes'
// (detail/state_rep.hpp: the interleaved assembly round on ARMv7-M, against
// the C++ round on Bi32Word). Every round count the modes use, plain and
// with S2 held complemented, over a chain of states so each starts from a
// different one.
struct PlainWords {
  template <int R>
  static constexpr void permute(ascon::State& s) noexcept {
    ascon::permute<R>(s);
  }
  template <int R>
  static constexpr void permute_complemented(ascon::State& s) noexcept {
    ascon::permute_complemented<R>(s);
  }
};
template <class Perm, int R, bool Complemented>
constexpr ascon::State permuted(ascon::State s) noexcept {
  if constexpr (Complemented) {
    s.x[2] = ~s.x[2];
    Perm::template permute_complemented<R>(s);
    s.x[2] = ~s.x[2];
  } else {
    Perm::template permute<R>(s);
  }
  return s;
}
template <class Perm, int R, bool Complemented>
bool permutation_matches(ascon::State s) {
  constexpr ascon::State seed{{0x0123456789abcdefu, 0xfedcba9876543210u, 0x8000000000000001u, 0, ~0ull}};
  constexpr ascon::State expected = permuted<Perm, R, Complemented>(permuted<Perm, 12, false>(seed));
  s = permuted<Perm, 12, false>(s);
  s = permuted<Perm, R, Complemented>(s);
  return s == expected;
}
template <class Perm>
bool every_round_count_matches() {
  const ascon::State seed{{0x0123456789abcdefu, 0xfedcba9876543210u, 0x8000000000000001u, 0, ~0ull}};
  return permutation_matches<Perm, 12, false>(seed) & permutation_matches<Perm, 12, true>(seed) &
         permutation_matches<Perm, 8, false>(seed) & permutation_matches<Perm, 8, true>(seed) &
         permutation_matches<Perm, 6, false>(seed) & permutation_matches<Perm, 6, true>(seed) &
         permutation_matches<Perm, 1, false>(seed) & permutation_matches<Perm, 16, false>(seed);
}
bool permutation_matches_reference() {
  return every_round_count_matches<PlainWords>() & every_round_count_matches<ascon::detail::Bi32Rep>();
}

// The AEAD128 one-shots refuse input and output that overlap without being
// the same buffer, and work in place, through the C++ core and the C
// library: on 32-bit cores the size configuration checks the overlap in
// its shared body (detail/small.hpp's aead()), which the vector files
// never reach this way.
bool overlap_refused() {
  static std::uint8_t buf[64];
  const std::uint8_t key[16] = {1}, nonce[16] = {2};
  const ascon::Aead128 a{std::span<const std::uint8_t, 16>(key)};
  const std::span<const std::uint8_t, 16> n(nonce);
  bool ok = a.encrypt(n, {buf, 16}, {}, {buf + 1, 32}).code == ascon::Error::overlapping_buffers;
  ok &= a.decrypt(n, {buf + 1, 32}, {}, {buf, 16}).code == ascon::Error::overlapping_buffers;
  ok &= a.encrypt(n, {buf, 16}, {}, {buf, 32}).ok();  // in place
  ok &= a.decrypt(n, {buf, 32}, {}, {buf, 16}).ok();
  std::size_t len = 0;
  ok &= ascon_aead128_encrypt(buf + 1, 32, &len, buf, 16, nullptr, 0, nonce, key) == ASCON_ERR_OVERLAPPING_BUFFERS;
  ok &= ascon_aead128_decrypt(buf, 16, &len, buf + 1, 32, nullptr, 0, nonce, key) == ASCON_ERR_OVERLAPPING_BUFFERS;
  ok &= ascon_aead128_encrypt(buf, 32, &len, buf, 16, nullptr, 0, nonce, key) == ASCON_OK && len == 32;
  ok &= ascon_aead128_decrypt(buf, 16, &len, buf, 32, nullptr, 0, nonce, key) == ASCON_OK && len == 16;
  // No length wanted (a null out_len), both directions: on Thumb-2 the size
  // configuration's decryption entry passes its direction in that pointer's
  // low bit (src/capi/aead_small.hpp's small_fused).
  ok &= ascon_aead128_encrypt(buf, 32, nullptr, buf, 16, nullptr, 0, nonce, key) == ASCON_OK;
  ok &= ascon_aead128_decrypt(buf, 16, nullptr, buf, 32, nullptr, 0, nonce, key) == ASCON_OK;
#if defined(__ARM_FEATURE_UNALIGNED)
  // A misaligned out_len (undefined in C, yet a word store there works on
  // this core, so firmware does it, e.g. with packed structures): the length
  // at that address, or the call refused with nothing written. Never the
  // other direction run, nor the length stored beside it (a low-bit tag).
  // Every misaligned offset (1, 2, 3: the tag's two bits) and both
  // fused pairs, the plain and the nonce-masked key.
  static std::uint8_t lenbuf[12];
  static const std::uint8_t key32[32] = {1, 2, 3};
  using OneShot = int (*)(std::uint8_t*, std::size_t, std::size_t*, const std::uint8_t*, std::size_t,
                          const std::uint8_t*, std::size_t, const std::uint8_t*, const std::uint8_t*);
  const struct {
    OneShot encrypt, decrypt;
    const std::uint8_t* key;
  } pairs[] = {{ascon_aead128_encrypt, ascon_aead128_decrypt, key},
               {ascon_aead128_masked_encrypt, ascon_aead128_masked_decrypt, key32}};
  for (std::size_t off = 1; off < sizeof(std::size_t); ++off) {
    const auto misaligned_ok = [&](int r, std::size_t want) {
      std::uint8_t expect[12] = {};
      if (r == ASCON_OK) std::memcpy(expect + off, &want, sizeof want);
      return (r == ASCON_OK || r == ASCON_ERR_NULL_POINTER) && std::memcmp(lenbuf, expect, sizeof lenbuf) == 0;
    };
    auto* odd_len = reinterpret_cast<std::size_t*>(lenbuf + off);
    for (const auto& p : pairs) {
      std::memset(lenbuf, 0, sizeof lenbuf);
      ok &= misaligned_ok(p.encrypt(buf, 32, odd_len, buf, 16, nullptr, 0, nonce, p.key), 32);
      ok &= p.encrypt(buf, 32, nullptr, buf, 16, nullptr, 0, nonce, p.key) == ASCON_OK;  // C || T
      std::memset(lenbuf, 0, sizeof lenbuf);
      ok &= misaligned_ok(p.decrypt(buf, 16, odd_len, buf, 32, nullptr, 0, nonce, p.key), 16);
    }
  }
#endif
  return ok;
}

// The AEAD128 C one-shots' length checks at their edges, both directions
// and both key forms: on Thumb-2 the size configuration's fused body
// (src/capi/aead_small.hpp's small_oneshot) checks both directions at once,
// which the vector files (every length valid) and the host tests (other
// code) never reach: a ciphertext shorter than its tag and a plaintext
// whose ciphertext would pass SIZE_MAX are ASCON_ERR_BAD_LENGTH, one byte
// less or more not (ASCON_OK, or a capacity or limit error).
bool lengths_checked() {
  static std::uint8_t buf[48];
  const std::uint8_t key[32] = {3}, nonce[16] = {4};
  using OneShot = int (*)(std::uint8_t*, std::size_t, std::size_t*, const std::uint8_t*, std::size_t,
                          const std::uint8_t*, std::size_t, const std::uint8_t*, const std::uint8_t*);
  const struct {
    OneShot encrypt, decrypt;
  } pairs[] = {{ascon_aead128_encrypt, ascon_aead128_decrypt},
               {ascon_aead128_masked_encrypt, ascon_aead128_masked_decrypt}};
  bool ok = true;
  for (const auto& p : pairs) {
    std::size_t len = 0;
    for (std::size_t c_len = 0; c_len < 16; ++c_len)
      ok &= p.decrypt(buf, 16, &len, buf + 16, c_len, nullptr, 0, nonce, key) == ASCON_ERR_BAD_LENGTH;
    ok &= p.encrypt(buf + 16, 16, &len, nullptr, 0, nullptr, 0, nonce, key) == ASCON_OK && len == 16;
    ok &= p.decrypt(nullptr, 0, &len, buf + 16, 16, nullptr, 0, nonce, key) == ASCON_OK && len == 0;
    ok &= p.decrypt(buf, 0, &len, buf + 16, 17, nullptr, 0, nonce, key) == ASCON_ERR_BUFFER_TOO_SMALL;
    ok &= p.encrypt(buf + 16, 16, &len, buf, 1, nullptr, 0, nonce, key) == ASCON_ERR_BUFFER_TOO_SMALL;
    for (std::size_t m_len = SIZE_MAX - 15; m_len != 0; ++m_len)
      ok &= p.encrypt(buf, 48, &len, buf, m_len, nullptr, 0, nonce, key) == ASCON_ERR_BAD_LENGTH;
    const int r = p.encrypt(buf, 48, &len, buf, SIZE_MAX - 16, nullptr, 0, nonce, key);
    ok &= r == ASCON_ERR_BUFFER_TOO_SMALL || r == ASCON_ERR_TOO_LONG;  // not a bad length; the order is the door's
    ok &= p.decrypt(buf, SIZE_MAX, &len, buf, SIZE_MAX, nullptr, 0, nonce, key) == ASCON_ERR_TOO_LONG;
  }
  return ok;
}

// The nonce-masked C one-shots against the plain ones: with key || mask
// they encrypt as the plain key with nonce ^ mask (the vector files reach
// the masked key through the C++ API only; the interleaved size
// configuration's C functions read the mask from the caller's key bytes,
// small_bi32.hpp's aead() with aead_mode, the plain key without it).
// Every byte of the mask differs from zero, and the tag's bytes are
// compared too.
bool masked_matches_plain() {
  std::uint8_t key32[32], nonce[16], masked_nonce[16], pt[20], a[36], b[36];
  for (std::size_t i = 0; i < 32; ++i) key32[i] = static_cast<std::uint8_t>(7 * i + 1);
  for (std::size_t i = 0; i < 16; ++i) {
    nonce[i] = static_cast<std::uint8_t>(0xa0 + i);
    masked_nonce[i] = static_cast<std::uint8_t>(nonce[i] ^ key32[16 + i]);
  }
  for (std::size_t i = 0; i < sizeof pt; ++i) pt[i] = static_cast<std::uint8_t>(i);
  std::size_t na = 0, nb = 0;
  bool ok = ascon_aead128_masked_encrypt(a, sizeof a, &na, pt, sizeof pt, pt, 3, nonce, key32) == ASCON_OK;
  ok &= ascon_aead128_encrypt(b, sizeof b, &nb, pt, sizeof pt, pt, 3, masked_nonce, key32) == ASCON_OK;
  ok &= na == sizeof a && nb == sizeof b && std::memcmp(a, b, sizeof a) == 0;
  ok &= ascon_aead128_masked_decrypt(b, sizeof pt, &nb, a, sizeof a, pt, 3, nonce, key32) == ASCON_OK;
  ok &= nb == sizeof pt && std::memcmp(b, pt, sizeof pt) == 0;
  return ok;
}

// A key under the output (any of the key's bytes inside the bytes the call
// writes): the result a separate copy of that key gives, or refused
// (ASCON_ERR_OVERLAPPING_BUFFERS); never a ciphertext, tag or verdict made
// from a half-overwritten key. ASCON_SMALL_BI32's C functions read the key
// where the caller keeps it, at each use, after output is written
// (src/capi/aead_small.hpp), so they must refuse it; the other builds copy
// the key first. Every offset of the plain and the nonce-masked key against
// the output, misaligned ones included, from one byte of overlap at either
// end; a key just beside the output is always taken.
using AeadCall = int (*)(std::uint8_t*, std::size_t, std::size_t*, const std::uint8_t*, std::size_t,
                         const std::uint8_t*, std::size_t, const std::uint8_t*, const std::uint8_t*);
bool key_under_output_one(AeadCall call, std::size_t key_len, const std::uint8_t* key, const std::uint8_t* in,
                          std::size_t in_len, const std::uint8_t* expect, std::size_t out_len) {
#if defined(ASCON_SMALL) && ASCON_SMALL && defined(ASCON_SMALL_BI32) && ASCON_SMALL_BI32
  constexpr bool must_refuse = true;
#else
  constexpr bool must_refuse = false;
#endif
  std::uint8_t nonce[16], arena[32 + 36 + 32];
  for (std::size_t i = 0; i < 16; ++i) nonce[i] = static_cast<std::uint8_t>(0x50 + i);
  std::uint8_t* const out = arena + 32;
  bool ok = true;
  // at: the key's offset from the output; -key_len and out_len: beside it.
  for (long at = -static_cast<long>(key_len); at <= static_cast<long>(out_len); ++at) {
    const bool under = at > -static_cast<long>(key_len) && at < static_cast<long>(out_len);
    std::memset(arena, 0, sizeof arena);
    std::memcpy(out + at, key, key_len);
    std::size_t n = 0;
    const int e = call(out, out_len, &n, in, in_len, in, 0, nonce, out + at);
    const bool same = e == ASCON_OK && n == out_len && std::memcmp(out, expect, out_len) == 0;
    ok &= under ? e == ASCON_ERR_OVERLAPPING_BUFFERS || (!must_refuse && same) : same;
  }
  return ok;
}
bool key_under_output() {
  std::uint8_t key[32], nonce[16], pt[20], ct[36], mct[36];
  for (std::size_t i = 0; i < 32; ++i) key[i] = static_cast<std::uint8_t>(0x31 * i + 5);
  for (std::size_t i = 0; i < 16; ++i) nonce[i] = static_cast<std::uint8_t>(0x50 + i);
  for (std::size_t i = 0; i < sizeof pt; ++i) pt[i] = static_cast<std::uint8_t>(3 * i);
  std::size_t n = 0;
  bool ok = ascon_aead128_encrypt(ct, sizeof ct, &n, pt, sizeof pt, pt, 0, nonce, key) == ASCON_OK;
  ok &= ascon_aead128_masked_encrypt(mct, sizeof mct, &n, pt, sizeof pt, pt, 0, nonce, key) == ASCON_OK;
  ok &= key_under_output_one(ascon_aead128_encrypt, 16, key, pt, sizeof pt, ct, sizeof ct);
  ok &= key_under_output_one(ascon_aead128_decrypt, 16, key, ct, sizeof ct, pt, sizeof pt);
  ok &= key_under_output_one(ascon_aead128_masked_encrypt, 32, key, pt, sizeof pt, mct, sizeof mct);
  ok &= key_under_output_one(ascon_aead128_masked_decrypt, 32, key, mct, sizeof mct, pt, sizeof pt);
  return ok;
}

int kat_main() {
  if (!masked_matches_plain()) {
    semihost::write0("kat: error: a nonce-masked AEAD128 C one-shot differs from the plain key with nonce ^ mask\n");
    return 1;
  }
  if (!permutation_matches_reference()) {
    semihost::write0("kat: error: the permutation differs from the C++ round's at compile time\n");
    return 1;
  }
  if (!overlap_refused()) {
    semihost::write0(
        "kat: error: an AEAD128 one-shot took overlapping buffers, failed in place, or mishandled an out_len\n");
    return 1;
  }
  if (!key_under_output()) {
    semihost::write0(
        "kat: error: an AEAD128 C one-shot with its key under its output neither refused it nor used the key\n");
    return 1;
  }
  if (!lengths_checked()) {
    semihost::write0("kat: error: an AEAD128 C one-shot mischecked a length at its edge\n");
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
