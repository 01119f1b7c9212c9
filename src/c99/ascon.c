/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * The C99 edition of libascon: the NIST SP 800-232 part of include/ascon.h
 * (Ascon-AEAD128 with truncated tags and nonce masking, Ascon-Hash256,
 * Ascon-XOF128, Ascon-CXOF128, Ascon-Mac, Ascon-Prf, Ascon-PrfShort) in
 * plain C99 for any C compiler down to 8-bit AVR. Same function names,
 * results, error codes and order of checks as the C++ library; no v1.2, no
 * batch engine. docs/c99.md says how to use it; ascon_perm.h holds the
 * permutation and its configuration (ASCON_C99_REPR).
 *
 * Every mode is written once, as phases over one state type, and the
 * one-shot functions run the same phases as the incremental ones.
 */
#include <ascon.h>
#include <string.h>

#include "ascon_perm.h"

/* Constant-time validation (tests/ct/ct_c99.c): with ASCON_CT_VALIDATION the
 * secret inputs are marked undefined for valgrind, which then reports any
 * branch or index on them; values public by design (whether a tag matched)
 * are declassified here. Empty in every other build. */
#if defined(ASCON_CT_VALIDATION)
#include <valgrind/memcheck.h>
#define DECLASSIFY(v) ((void)VALGRIND_MAKE_MEM_DEFINED(&(v), sizeof(v)))
#else
#define DECLASSIFY(v) ((void)0)
#endif

typedef ascon_c99_st st_t;
typedef uint8_t u8;

/* Compile-time check that an internal struct fits its opaque C type. */
#define FITS_(name, inner, outer) typedef char name[(sizeof(inner) <= sizeof(outer)) ? 1 : -1]

/* ---- small helpers ---------------------------------------------------------------- */
static void wipe(void *p, size_t n) {
  volatile u8 *v = (volatile u8 *)p;
  while (n--) *v++ = 0;
}

/* 1 when equal; reads every byte, no early exit. Whether two tags match is
 * public (the caller learns it), so only the result may steer a branch. */
static int ct_equal(const u8 *a, const u8 *b, size_t n) {
  volatile u8 d = 0;
  size_t i;
  int eq;
  for (i = 0; i < n; ++i) d |= (u8)(a[i] ^ b[i]);
  eq = (int)((((unsigned)d) - 1u) >> 8) & 1;
  DECLASSIFY(eq);
  return eq;
}

/* A buffer is acceptable when it is non-null or empty. */
#define BUF_OK(p, n) ((p) != NULL || (n) == 0)
/* Written so that no bit count overflows (bits + 7 would wrap). */
static size_t bytes_for_bits(size_t bits) { return bits / 8 + (bits % 8 != 0); }
/* The byte functions pass 8 * length as a bit count: it must not wrap. */
static int bits_fit(size_t a, size_t b) { return a <= (size_t)-1 / 8 && b <= (size_t)-1 / 8; }
/* In-place (in == out) is allowed, any other overlap refused. */
static int buffers_ok(const u8 *in, size_t n, const u8 *out) {
  uintptr_t a = (uintptr_t)in, b = (uintptr_t)out;
  return n == 0 || in == out || a + n <= b || b + n <= a;
}
/* SP 800-232 padding of a final partial byte of `bits` bits (0..7). */
static u8 pad_byte(u8 v, unsigned bits) { return (u8)((v & ((1u << bits) - 1)) | (1u << bits)); }
static void truncate_bits(u8 *out, size_t bits) {
  if (bits % 8) out[bits / 8] &= (u8)((1u << (bits % 8)) - 1);
}

/* ---- the state, addressed by byte position ------------------------------------------- */
static void st_clear(st_t *s) { memset(s, 0, sizeof *s); }

static void st_set_word(st_t *s, unsigned w, const u8 *p) { /* word w = 8 little-endian bytes */
  unsigned i;
  for (i = 0; i < 8; ++i) ST_SET(s, 8 * w + i, p[i]);
}
static void st_iv(st_t *s, uint32_t lo, uint32_t hi) { /* word 0 = the IV, given as two halves */
  unsigned i;
  for (i = 0; i < 4; ++i) ST_SET(s, i, (u8)(lo >> (8 * i))), ST_SET(s, 4 + i, (u8)(hi >> (8 * i)));
}
static void st_xor(st_t *s, unsigned pos, const u8 *p, size_t n) {
  size_t i;
  for (i = 0; i < n; ++i) ST_XOR(s, pos + i, p[i]);
}
static void st_get(const st_t *s, unsigned pos, u8 *p, size_t n) {
  size_t i;
  for (i = 0; i < n; ++i) p[i] = ST_GET(s, pos + i);
}

/* IVs of SP 800-232 and the Mac/Prf note (as 32-bit halves: C99 on any
 * target, no 64-bit constants needed by the 8-bit representation). */
#define IV_AEAD128 0x808c0001ul, 0x00001000ul
#define IV_MAC 0x80cc0005ul, 0x00102000ul
#define IV_PRF 0x00cc0006ul, 0x00102000ul
#define IV_PRFSHORT 0x000c0007ul /* the lengths go at bits 24 (output) and 48 (input) */

/* The unkeyed initial states Ascon-p[12](IV || 0^256) of Hash256 (IV
 * 0x0000080100cc0002), XOF128 (0x0000080000cc0003) and CXOF128
 * (0x0000080000cc0004), as state bytes: computed by this file's permutation
 * once, kept as constants to save a permutation per message (every hash, XOF
 * and CXOF known answer depends on them). In flash on AVR. */
#if defined(__AVR__)
#include <avr/pgmspace.h>
#define ROM_ PROGMEM
#define ROM_BYTE(p) pgm_read_byte(p)
#else
#define ROM_
#define ROM_BYTE(p) (*(p))
#endif
static const u8 init_hash256[40] ROM_ = {
    0x81, 0xd6, 0x34, 0xe9, 0x94, 0x54, 0x1e, 0x9b, 0xd2, 0x51, 0x37, 0x33, 0x1e, 0xa0, 0xc3, 0x4b, 0x1a, 0xb8, 0x34, 0x6b,
    0x6c, 0x39, 0x65, 0xae, 0xb3, 0x4d, 0x6a, 0xd5, 0xa4, 0xd4, 0x7f, 0x3c, 0x6d, 0x97, 0xc5, 0x06, 0x49, 0x46, 0x5c, 0x1a};
static const u8 init_xof128[40] ROM_ = {
    0xeb, 0x47, 0x94, 0x8d, 0x76, 0xce, 0x82, 0xda, 0x69, 0xf9, 0x1e, 0x5f, 0xc7, 0xe6, 0x7c, 0xcc, 0x31, 0x56, 0x08, 0x80,
    0xd7, 0x8f, 0x50, 0xe7, 0xcc, 0x58, 0x6b, 0x41, 0x53, 0xea, 0xe0, 0x0e, 0xde, 0x0b, 0x6f, 0xdb, 0x24, 0x75, 0x54, 0xe0};
static const u8 init_cxof128[40] ROM_ = {
    0x03, 0xde, 0xe8, 0xa0, 0xc2, 0x27, 0x55, 0x67, 0xbc, 0x7b, 0x37, 0xc0, 0x7d, 0x2d, 0xd1, 0x43, 0xb5, 0x81, 0x6e, 0x42,
    0xec, 0x1d, 0x90, 0xe9, 0xb6, 0x80, 0x07, 0x72, 0x07, 0x49, 0xb1, 0x2a, 0x46, 0xbc, 0x32, 0xd4, 0x02, 0x1d, 0x3f, 0x8f};

/* States are told apart by a magic number in their first bytes, so a state
 * of one kind is never taken for another's; a zeroed state is never live. */
#define MAGIC_HASH256 0x48a5c001ul
#define MAGIC_XOF128 0x58a5c003ul
#define MAGIC_CXOF128 0x43a5c005ul
#define MAGIC_MAC 0x4da5c007ul
#define MAGIC_PRF 0x50a5c009ul
#define MAGIC_ENC 0x45a5c00bul
#define MAGIC_DEC 0x44a5c00dul
#define MAGIC_TKEY 0x54a5c00ful
static int live(const void *st, uint32_t magic) {
  uint32_t m;
  memcpy(&m, st, sizeof m);
  return m == magic;
}

/* =====================================================================================
 * The sponge: Hash256, XOF128, CXOF128 (rate 8), Mac, Prf (rate 32, output 16)
 * ===================================================================================== */
typedef struct {
  uint32_t magic;
  u8 pos;       /* bytes in the current block (absorbing) or used (squeezing) */
  u8 rate;      /* absorb rate: 8 or 32 */
  u8 out_rate;  /* squeeze rate: 8 or 16 */
  u8 squeezing; /* 1 once output started */
  u8 keyed;     /* Mac/Prf: the domain bit before finalization */
  st_t s;
} sponge;

/* Keyed (Mac, Prf): S = IV || K || 0, Ascon-p[12]. */
static void sp_init(sponge *sp, uint32_t lo, uint32_t hi, const u8 *key, unsigned rate, unsigned out_rate) {
  st_clear(&sp->s);
  st_iv(&sp->s, lo, hi);
  st_set_word(&sp->s, 1, key), st_set_word(&sp->s, 2, key + 8);
  ascon_c99_permute(&sp->s, 12);
  sp->pos = 0, sp->rate = (u8)rate, sp->out_rate = (u8)out_rate;
  sp->squeezing = 0, sp->keyed = 1;
}
/* Unkeyed (Hash256, XOF128, CXOF128): one of the initial states above. */
static void sp_init_unkeyed(sponge *sp, const u8 *init) {
  unsigned i;
  for (i = 0; i < 40; ++i) ST_SET(&sp->s, i, ROM_BYTE(init + i));
  sp->pos = 0, sp->rate = 8, sp->out_rate = 8;
  sp->squeezing = 0, sp->keyed = 0;
}
static void sp_absorb(sponge *sp, const u8 *p, size_t n) {
  while (n > 0) {
    size_t take = sp->rate - sp->pos;
    if (take > n) take = n;
    st_xor(&sp->s, sp->pos, p, take);
    sp->pos = (u8)(sp->pos + take), p += take, n -= take;
    if (sp->pos == sp->rate) ascon_c99_permute(&sp->s, 12), sp->pos = 0;
  }
}
/* Pads (a final partial byte of `bits` bits first) and permutes: ends one
 * input string (CXOF customization) or, `last` set, the whole input. */
static void sp_pad(sponge *sp, u8 v, unsigned bits, int last) {
  ST_XOR(&sp->s, sp->pos, pad_byte(v, bits));
  if (last && sp->keyed) ST_XOR(&sp->s, 39, 0x80);
  ascon_c99_permute(&sp->s, 12);
  sp->pos = 0;
  if (last) sp->squeezing = 1;
}
static void sp_squeeze(sponge *sp, u8 *out, size_t n) {
  if (!sp->squeezing) sp_pad(sp, 0, 0, 1);
  while (n > 0) {
    size_t take;
    if (sp->pos == sp->out_rate) ascon_c99_permute(&sp->s, 12), sp->pos = 0;
    take = sp->out_rate - sp->pos;
    if (take > n) take = n;
    st_get(&sp->s, sp->pos, out, take);
    sp->pos = (u8)(sp->pos + take), out += take, n -= take;
  }
}
/* The customization string of CXOF128: its length in bits as one block,
 * then Z padded like a message (`bits` bits of z). */
static void sp_cxof_init(sponge *sp, const u8 *z, size_t z_bits) {
  u8 len[8] = {0};
  sp_init_unkeyed(sp, init_cxof128);
  len[0] = (u8)z_bits, len[1] = (u8)(z_bits >> 8); /* z_bits <= 2048, checked by the callers */
  sp_absorb(sp, len, 8);
  sp_absorb(sp, z, z_bits / 8);
  sp_pad(sp, z_bits % 8 ? z[z_bits / 8] : 0, (unsigned)(z_bits % 8), 0);
}
/* Constant-time check of n expected bytes against the output. */
static int sp_verify(sponge *sp, const u8 *expected, size_t n) {
  u8 buf[16], diff = 0;
  while (n > 0) {
    size_t take = n < sizeof buf ? n : sizeof buf;
    sp_squeeze(sp, buf, take);
    diff |= (u8)!ct_equal(buf, expected, take);
    expected += take, n -= take;
  }
  wipe(buf, sizeof buf);
  return diff == 0;
}
/* What every one-shot does after its initialization: absorb the input,
 * then squeeze out_len bytes (sp_run), out_bits bits (sp_run_bits, the
 * input in_bits long) or check expected bytes (sp_check); the sponge wiped. */
static void sp_run(sponge *sp, const u8 *in, size_t in_len, u8 *out, size_t out_len) {
  sp_absorb(sp, in, in_len);
  sp_squeeze(sp, out, out_len);
  wipe(sp, sizeof *sp);
}
static void sp_run_bits(sponge *sp, const u8 *in, size_t in_bits, u8 *out, size_t out_bits) {
  const size_t out_len = bytes_for_bits(out_bits);
  sp_absorb(sp, in, in_bits / 8);
  sp_pad(sp, in_bits % 8 ? in[in_bits / 8] : 0, (unsigned)(in_bits % 8), 1);
  sp_squeeze(sp, out, out_len);
  if (out_len) truncate_bits(out, out_bits);
  wipe(sp, sizeof *sp);
}
static int sp_check(sponge *sp, const u8 *in, size_t in_len, const u8 *expected, size_t n) {
  int ok;
  sp_absorb(sp, in, in_len);
  ok = sp_verify(sp, expected, n);
  wipe(sp, sizeof *sp);
  return ok ? ASCON_OK : ASCON_ERR_AUTH;
}

/* The opaque states: the sponge inside. */
FITS_(fits_hash_, sponge, ascon_hash256_state);
FITS_(fits_xof_, sponge, ascon_xof128_state);
FITS_(fits_cxof_, sponge, ascon_cxof128_state);
FITS_(fits_mac_, sponge, ascon_mac_state);
FITS_(fits_prf_, sponge, ascon_prf_state);
/* The internal struct inside an opaque state (through a function, so the
 * compiler sees a plain pointer: the library reaches the state only through
 * its struct, callers only as bytes). */
static void *inner_(unsigned char *opaque) { return opaque; }
static const void *cinner_(const unsigned char *opaque) { return opaque; }
#define SPONGE_OF(st) ((sponge *)inner_((st)->opaque))

/* Ends a state: zeroes all of it (also the magic, so it is no longer live). */
#define END_STATE(st) wipe((st)->opaque, sizeof (st)->opaque)
#define CHECK_LIVE(st, magic)                  \
  do {                                         \
    if (!(st)) return ASCON_ERR_NULL_POINTER;  \
    if (!live(st, magic)) return ASCON_ERR_OUT_OF_ORDER; \
  } while (0)

static int sp_abort(void *st, size_t size, uint32_t magic) {
  if (!st) return ASCON_ERR_NULL_POINTER;
  if (!live(st, magic)) return ASCON_ERR_OUT_OF_ORDER;
  wipe(st, size);
  return ASCON_OK;
}
/* update on any sponge state; update after output started is refused. */
static int sp_update_state(unsigned char *opaque, uint32_t magic, const u8 *in, size_t n) {
  sponge *sp = (sponge *)inner_(opaque);
  if (!opaque || !BUF_OK(in, n)) return ASCON_ERR_NULL_POINTER;
  if (!live(opaque, magic)) return ASCON_ERR_OUT_OF_ORDER;
  if (sp->squeezing) return ASCON_ERR_OUT_OF_ORDER;
  sp_absorb(sp, in, n);
  return ASCON_OK;
}
static int sp_squeeze_state(unsigned char *opaque, size_t size, uint32_t magic, u8 *out, size_t n, int end) {
  if (!opaque || !BUF_OK(out, n)) return ASCON_ERR_NULL_POINTER;
  if (!live(opaque, magic)) return ASCON_ERR_OUT_OF_ORDER;
  sp_squeeze((sponge *)inner_(opaque), out, n);
  if (end) wipe(opaque, size);
  return ASCON_OK;
}
static void sp_start(unsigned char *opaque, uint32_t magic) { memcpy(opaque, &magic, sizeof magic); }
/* update, squeeze, final and abort of a state whose output has any length. */
#define SPONGE_STREAM_FNS(prefix, magic)                                                       \
  int prefix##_update(prefix##_state *st, const uint8_t *in, size_t in_len) {                  \
    return sp_update_state(st ? st->opaque : NULL, magic, in, in_len);                         \
  }                                                                                            \
  int prefix##_squeeze(prefix##_state *st, uint8_t *out, size_t out_len) {                     \
    return sp_squeeze_state(st ? st->opaque : NULL, sizeof *st, magic, out, out_len, 0);       \
  }                                                                                            \
  int prefix##_final(prefix##_state *st, uint8_t *out, size_t out_len) {                       \
    return sp_squeeze_state(st ? st->opaque : NULL, sizeof *st, magic, out, out_len, 1);       \
  }                                                                                            \
  int prefix##_abort(prefix##_state *st) { return sp_abort(st, sizeof *st, magic); }

/* ---- Ascon-Hash256 ------------------------------------------------------------------ */
int ascon_hash256(uint8_t out[32], const uint8_t *in, size_t in_len) {
  sponge sp;
  if (!out || !BUF_OK(in, in_len)) return ASCON_ERR_NULL_POINTER;
  sp_init_unkeyed(&sp, init_hash256);
  sp_run(&sp, in, in_len, out, 32);
  return ASCON_OK;
}
int ascon_hash256_bits(uint8_t out[32], const uint8_t *in, size_t in_bits) {
  sponge sp;
  if (!out || !BUF_OK(in, bytes_for_bits(in_bits))) return ASCON_ERR_NULL_POINTER;
  sp_init_unkeyed(&sp, init_hash256);
  sp_run_bits(&sp, in, in_bits, out, 256);
  return ASCON_OK;
}
int ascon_hash256_init(ascon_hash256_state *st) {
  if (!st) return ASCON_ERR_NULL_POINTER;
  sp_init_unkeyed(SPONGE_OF(st), init_hash256);
  sp_start(st->opaque, MAGIC_HASH256);
  return ASCON_OK;
}
int ascon_hash256_update(ascon_hash256_state *st, const uint8_t *in, size_t in_len) {
  return sp_update_state(st ? st->opaque : NULL, MAGIC_HASH256, in, in_len);
}
int ascon_hash256_final(ascon_hash256_state *st, uint8_t out[32]) {
  return sp_squeeze_state(st ? st->opaque : NULL, sizeof *st, MAGIC_HASH256, out, out ? 32 : 1, 1);
}
int ascon_hash256_abort(ascon_hash256_state *st) { return sp_abort(st, sizeof *st, MAGIC_HASH256); }

/* ---- Ascon-XOF128 ------------------------------------------------------------------- */
int ascon_xof128(uint8_t *out, size_t out_len, const uint8_t *in, size_t in_len) {
  sponge sp;
  if (!BUF_OK(out, out_len) || !BUF_OK(in, in_len)) return ASCON_ERR_NULL_POINTER;
  sp_init_unkeyed(&sp, init_xof128);
  sp_run(&sp, in, in_len, out, out_len);
  return ASCON_OK;
}
int ascon_xof128_bits(uint8_t *out, size_t out_bits, const uint8_t *in, size_t in_bits) {
  sponge sp;
  if (!BUF_OK(out, bytes_for_bits(out_bits)) || !BUF_OK(in, bytes_for_bits(in_bits))) return ASCON_ERR_NULL_POINTER;
  sp_init_unkeyed(&sp, init_xof128);
  sp_run_bits(&sp, in, in_bits, out, out_bits);
  return ASCON_OK;
}
int ascon_xof128_init(ascon_xof128_state *st) {
  if (!st) return ASCON_ERR_NULL_POINTER;
  sp_init_unkeyed(SPONGE_OF(st), init_xof128);
  sp_start(st->opaque, MAGIC_XOF128);
  return ASCON_OK;
}
SPONGE_STREAM_FNS(ascon_xof128, MAGIC_XOF128)

/* ---- Ascon-CXOF128 ------------------------------------------------------------------ */
int ascon_cxof128(uint8_t *out, size_t out_len, const uint8_t *in, size_t in_len, const uint8_t *custom,
                  size_t custom_len) {
  sponge sp;
  if (!BUF_OK(out, out_len) || !BUF_OK(in, in_len) || !BUF_OK(custom, custom_len)) return ASCON_ERR_NULL_POINTER;
  if (custom_len > ASCON_CXOF128_MAX_CUSTOMBYTES) return ASCON_ERR_TOO_LONG;
  sp_cxof_init(&sp, custom, 8 * custom_len);
  sp_run(&sp, in, in_len, out, out_len);
  return ASCON_OK;
}
int ascon_cxof128_bits(uint8_t *out, size_t out_bits, const uint8_t *in, size_t in_bits, const uint8_t *custom,
                       size_t custom_bits) {
  sponge sp;
  if (!BUF_OK(out, bytes_for_bits(out_bits)) || !BUF_OK(in, bytes_for_bits(in_bits)) ||
      !BUF_OK(custom, bytes_for_bits(custom_bits)))
    return ASCON_ERR_NULL_POINTER;
  if (custom_bits > 8 * ASCON_CXOF128_MAX_CUSTOMBYTES) return ASCON_ERR_TOO_LONG;
  sp_cxof_init(&sp, custom, custom_bits);
  sp_run_bits(&sp, in, in_bits, out, out_bits);
  return ASCON_OK;
}
int ascon_cxof128_init(ascon_cxof128_state *st, const uint8_t *custom, size_t custom_len) {
  if (!st || !BUF_OK(custom, custom_len)) return ASCON_ERR_NULL_POINTER;
  if (custom_len > ASCON_CXOF128_MAX_CUSTOMBYTES) return ASCON_ERR_TOO_LONG;
  sp_cxof_init(SPONGE_OF(st), custom, 8 * custom_len);
  sp_start(st->opaque, MAGIC_CXOF128);
  return ASCON_OK;
}
SPONGE_STREAM_FNS(ascon_cxof128, MAGIC_CXOF128)

/* ---- Ascon-Mac ------------------------------------------------------------------------ */
int ascon_mac(uint8_t tag[16], const uint8_t *in, size_t in_len, const uint8_t key[16]) {
  sponge sp;
  if (!tag || !BUF_OK(in, in_len) || !key) return ASCON_ERR_NULL_POINTER;
  sp_init(&sp, IV_MAC, key, 32, 16);
  sp_run(&sp, in, in_len, tag, 16);
  return ASCON_OK;
}
int ascon_mac_verify(const uint8_t tag[16], const uint8_t *in, size_t in_len, const uint8_t key[16]) {
  sponge sp;
  if (!tag || !BUF_OK(in, in_len) || !key) return ASCON_ERR_NULL_POINTER;
  sp_init(&sp, IV_MAC, key, 32, 16);
  return sp_check(&sp, in, in_len, tag, 16);
}
int ascon_mac_init(ascon_mac_state *st, const uint8_t key[16]) {
  if (!st || !key) return ASCON_ERR_NULL_POINTER;
  sp_init(SPONGE_OF(st), IV_MAC, key, 32, 16);
  sp_start(st->opaque, MAGIC_MAC);
  return ASCON_OK;
}
int ascon_mac_update(ascon_mac_state *st, const uint8_t *in, size_t in_len) {
  return sp_update_state(st ? st->opaque : NULL, MAGIC_MAC, in, in_len);
}
int ascon_mac_final(ascon_mac_state *st, uint8_t tag[16]) {
  return sp_squeeze_state(st ? st->opaque : NULL, sizeof *st, MAGIC_MAC, tag, tag ? 16 : 1, 1);
}
int ascon_mac_final_verify(ascon_mac_state *st, const uint8_t tag[16]) {
  int ok;
  if (!st || !tag) return ASCON_ERR_NULL_POINTER;
  if (!live(st->opaque, MAGIC_MAC)) return ASCON_ERR_OUT_OF_ORDER;
  ok = sp_verify(SPONGE_OF(st), tag, 16);
  END_STATE(st);
  return ok ? ASCON_OK : ASCON_ERR_AUTH;
}
int ascon_mac_abort(ascon_mac_state *st) { return sp_abort(st, sizeof *st, MAGIC_MAC); }

/* ---- Ascon-Prf ------------------------------------------------------------------------ */
/* Shortest expected value the verify functions accept: a 1-byte value would
 * be forged in 256 tries. */
#define MIN_VERIFY_BYTES 16

int ascon_prf(uint8_t *out, size_t out_len, const uint8_t *in, size_t in_len, const uint8_t key[16]) {
  sponge sp;
  if (!BUF_OK(out, out_len) || !BUF_OK(in, in_len) || !key) return ASCON_ERR_NULL_POINTER;
  sp_init(&sp, IV_PRF, key, 32, 16);
  sp_run(&sp, in, in_len, out, out_len);
  return ASCON_OK;
}
int ascon_prf_verify(const uint8_t *expected, size_t expected_len, const uint8_t *in, size_t in_len,
                     const uint8_t key[16]) {
  sponge sp;
  if (!BUF_OK(expected, expected_len) || !BUF_OK(in, in_len) || !key) return ASCON_ERR_NULL_POINTER;
  if (expected_len < MIN_VERIFY_BYTES) return ASCON_ERR_BAD_LENGTH;
  sp_init(&sp, IV_PRF, key, 32, 16);
  return sp_check(&sp, in, in_len, expected, expected_len);
}
int ascon_prf_init(ascon_prf_state *st, const uint8_t key[16]) {
  if (!st || !key) return ASCON_ERR_NULL_POINTER;
  sp_init(SPONGE_OF(st), IV_PRF, key, 32, 16);
  sp_start(st->opaque, MAGIC_PRF);
  return ASCON_OK;
}
SPONGE_STREAM_FNS(ascon_prf, MAGIC_PRF)

/* ---- Ascon-PrfShort: at most 16 bytes in and out, one permutation ---------------------- */
static int prfshort(u8 *out, size_t out_len, const u8 *in, size_t in_len, const u8 *key) {
  st_t s;
  if (in_len > ASCON_PRFSHORT_MAX_INPUTBYTES) return ASCON_ERR_TOO_LONG;
  if (out_len > ASCON_PRFSHORT_MAX_BYTES) return ASCON_ERR_BAD_LENGTH;
  st_clear(&s);
  st_iv(&s, IV_PRFSHORT | (uint32_t)(8 * out_len) << 24, (uint32_t)(8 * in_len) << 16);
  st_set_word(&s, 1, key), st_set_word(&s, 2, key + 8);
  st_xor(&s, 24, in, in_len);
  ascon_c99_permute(&s, 12);
  st_xor(&s, 24, key, 16);
  st_get(&s, 24, out, out_len);
  wipe(&s, sizeof s);
  return ASCON_OK;
}
int ascon_prfshort(uint8_t *out, size_t out_len, const uint8_t *in, size_t in_len, const uint8_t key[16]) {
  if (!BUF_OK(out, out_len) || !BUF_OK(in, in_len) || !key) return ASCON_ERR_NULL_POINTER;
  return prfshort(out, out_len, in, in_len, key);
}
int ascon_prfshort_verify(const uint8_t *expected, size_t expected_len, const uint8_t *in, size_t in_len,
                          const uint8_t key[16]) {
  u8 mine[ASCON_PRFSHORT_MAX_BYTES];
  int rc, ok;
  if (!BUF_OK(expected, expected_len) || !BUF_OK(in, in_len) || !key) return ASCON_ERR_NULL_POINTER;
  if (expected_len < MIN_VERIFY_BYTES || expected_len > ASCON_PRFSHORT_MAX_BYTES) return ASCON_ERR_BAD_LENGTH;
  rc = prfshort(mine, expected_len, in, in_len, key);
  ok = rc == ASCON_OK && ct_equal(mine, expected, expected_len);
  wipe(mine, sizeof mine);
  return rc != ASCON_OK ? rc : ok ? ASCON_OK : ASCON_ERR_AUTH;
}


/* =====================================================================================
 * Ascon-AEAD128: the duplex, as phases (start, AD, end of AD, data, finish)
 *   start:  S = IV || K || (N ^ K2), Ascon-p[12], S ^= 0* || K
 *   AD:     16-byte blocks with Ascon-p[8] after each; padded last block,
 *           only if there was any AD; then the domain bit 0^319 || 1
 *   data:   C = P ^ S[0..16), S[0..16) = C, Ascon-p[8] after each full block
 *   finish: pad, S ^= 0^128 || K || 0*, Ascon-p[12], T = S[24..40) ^ K
 * ===================================================================================== */
#define AEAD_RATE 16
typedef struct {
  st_t s;
  u8 k[16];
  u8 pos;      /* bytes of the current block */
  u8 had_ad;   /* any associated data absorbed */
  u8 last_pad; /* padding byte of the data: 0x01, or a partial byte's bits and pad */
} duplex;

static const u8 zero16[16];

static void dx_start(duplex *d, const u8 *key, const u8 *mask, const u8 *nonce) {
  unsigned i;
  memcpy(d->k, key, 16);
  st_clear(&d->s);
  st_iv(&d->s, IV_AEAD128);
  st_xor(&d->s, 8, key, 16);
  for (i = 0; i < 16; ++i) ST_XOR(&d->s, 24 + i, nonce[i] ^ mask[i]);
  ascon_c99_permute(&d->s, 12);
  st_xor(&d->s, 24, key, 16);
  d->pos = 0, d->had_ad = 0, d->last_pad = 0x01;
}
static void dx_ad(duplex *d, const u8 *p, size_t n) {
  if (n) d->had_ad = 1;
  while (n--) {
    ST_XOR(&d->s, d->pos, *p++);
    if (++d->pos == AEAD_RATE) ascon_c99_permute(&d->s, 8), d->pos = 0;
  }
}
static void dx_end_ad(duplex *d, u8 v, unsigned bits) {
  if (d->had_ad || bits) {
    ST_XOR(&d->s, d->pos, pad_byte(v, bits));
    ascon_c99_permute(&d->s, 8);
  }
  d->pos = 0;
  ST_XOR(&d->s, 39, 0x80);
}
/* n bytes; in == out allowed (each byte is read before it is written). */
static void dx_crypt(duplex *d, const u8 *in, u8 *out, size_t n, int decrypt) {
  while (n--) {
    const u8 x = *in++, s = ST_GET(&d->s, d->pos);
    *out++ = (u8)(s ^ x);
    ST_SET(&d->s, d->pos, decrypt ? x : (u8)(s ^ x)); /* the state takes the ciphertext */
    if (++d->pos == AEAD_RATE) ascon_c99_permute(&d->s, 8), d->pos = 0;
  }
}
/* The last partial byte of a bit-length message: `bits` (1..7) bits of v. */
static u8 dx_last_bits(duplex *d, u8 v, unsigned bits, int decrypt) {
  const u8 mask = (u8)((1u << bits) - 1), o = (u8)((ST_GET(&d->s, d->pos) ^ v) & mask);
  d->last_pad = pad_byte(decrypt ? o : (u8)(v & mask), bits);
  return o;
}
static void dx_finish(duplex *d, u8 tag[16]) {
  ST_XOR(&d->s, d->pos, d->last_pad);
  st_xor(&d->s, 16, d->k, 16);
  ascon_c99_permute(&d->s, 12);
  st_xor(&d->s, 24, d->k, 16);
  st_get(&d->s, 24, tag, 16);
}

/* One message of `bits` bits, all phases; arguments already checked. For
 * decryption `tag` is the received one (read before any output is written:
 * it may share memory with the plaintext) and a mismatch zeroes the output. */
static int aead_oneshot(const u8 *key, const u8 *mask, const u8 *nonce, const u8 *in, size_t bits, const u8 *ad,
                        size_t ad_bits, u8 *out, u8 *tag, size_t tag_bits, int decrypt) {
  duplex d;
  u8 mine[16], recv[16] = {0};
  const size_t tn = bytes_for_bits(tag_bits);
  int ok = 1;
  if (decrypt) memcpy(recv, tag, tn);
  dx_start(&d, key, mask, nonce);
  dx_ad(&d, ad, ad_bits / 8);
  dx_end_ad(&d, ad_bits % 8 ? ad[ad_bits / 8] : 0, (unsigned)(ad_bits % 8));
  dx_crypt(&d, in, out, bits / 8, decrypt);
  if (bits % 8) out[bits / 8] = dx_last_bits(&d, in[bits / 8], (unsigned)(bits % 8), decrypt);
  dx_finish(&d, mine);
  truncate_bits(mine, tag_bits);
  if (decrypt) {
    truncate_bits(recv, tag_bits);
    ok = ct_equal(mine, recv, tn);
  } else {
    memcpy(tag, mine, tn);
  }
  wipe(&d, sizeof d), wipe(mine, sizeof mine), wipe(recv, sizeof recv);
  if (!ok) {
    wipe(out, bytes_for_bits(bits));
    return ASCON_ERR_AUTH;
  }
  return ASCON_OK;
}
#define SEAL(k, mask, n, m, bits, ad, ad_bits, c, tag, tag_bits) \
  aead_oneshot(k, mask, n, m, bits, ad, ad_bits, c, tag, tag_bits, 0)
#define OPEN(k, mask, n, c, bits, ad, ad_bits, m, tag, tag_bits) \
  aead_oneshot(k, mask, n, c, bits, ad, ad_bits, m, (u8 *)(tag), tag_bits, 1)

/* ---- one-shot, full 16-byte tags ---------------------------------------------------- */
static int enc_full(u8 *c, size_t c_cap, size_t *c_len, const u8 *m, size_t m_len, const u8 *ad, size_t ad_len,
                    const u8 *nonce, const u8 *key, const u8 *mask) {
  int rc;
  if (!BUF_OK(c, c_cap) || !BUF_OK(m, m_len) || !BUF_OK(ad, ad_len) || !nonce || !key) return ASCON_ERR_NULL_POINTER;
  if (m_len > (size_t)-1 - 16) return ASCON_ERR_BAD_LENGTH;
  if (c_cap < m_len + 16) return ASCON_ERR_BUFFER_TOO_SMALL;
  if (!bits_fit(m_len, ad_len)) return ASCON_ERR_TOO_LONG;
  if (!buffers_ok(m, m_len, c)) return ASCON_ERR_OVERLAP;
  rc = SEAL(key, mask, nonce, m, 8 * m_len, ad, 8 * ad_len, c, c + m_len, 128);
  if (c_len) *c_len = m_len + 16;
  return rc;
}
static int dec_full(u8 *m, size_t m_cap, size_t *m_len, const u8 *c, size_t c_len, const u8 *ad, size_t ad_len,
                    const u8 *nonce, const u8 *key, const u8 *mask) {
  size_t n;
  int rc;
  if (!BUF_OK(m, m_cap) || !BUF_OK(c, c_len) || !BUF_OK(ad, ad_len) || !nonce || !key) return ASCON_ERR_NULL_POINTER;
  if (c_len < 16) return ASCON_ERR_BAD_LENGTH;
  n = c_len - 16;
  if (m_cap < n) return ASCON_ERR_BUFFER_TOO_SMALL;
  if (!bits_fit(n, ad_len)) return ASCON_ERR_TOO_LONG;
  if (!buffers_ok(c, n, m)) return ASCON_ERR_OVERLAP;
  rc = OPEN(key, mask, nonce, c, 8 * n, ad, 8 * ad_len, m, c + n, 128);
  if (rc == ASCON_OK && m_len) *m_len = n;
  return rc;
}
static int enc_detached(u8 *c, u8 *tag, size_t tag_len, const u8 *m, size_t m_len, const u8 *ad, size_t ad_len,
                        const u8 *nonce, const u8 *key, const u8 *mask) {
  if (!BUF_OK(c, m_len) || !BUF_OK(tag, tag_len) || !BUF_OK(m, m_len) || !BUF_OK(ad, ad_len) || !nonce || !key)
    return ASCON_ERR_NULL_POINTER;
  if (tag_len != 16) return ASCON_ERR_BAD_LENGTH;
  if (!bits_fit(m_len, ad_len)) return ASCON_ERR_TOO_LONG;
  if (!buffers_ok(m, m_len, c)) return ASCON_ERR_OVERLAP;
  return SEAL(key, mask, nonce, m, 8 * m_len, ad, 8 * ad_len, c, tag, 128);
}
static int dec_detached(u8 *m, const u8 *c, size_t c_len, const u8 *tag, size_t tag_len, const u8 *ad, size_t ad_len,
                        const u8 *nonce, const u8 *key, const u8 *mask) {
  if (!BUF_OK(m, c_len) || !BUF_OK(c, c_len) || !BUF_OK(tag, tag_len) || !BUF_OK(ad, ad_len) || !nonce || !key)
    return ASCON_ERR_NULL_POINTER;
  if (tag_len != 16) return ASCON_ERR_BAD_LENGTH;
  if (!bits_fit(c_len, ad_len)) return ASCON_ERR_TOO_LONG;
  if (!buffers_ok(c, c_len, m)) return ASCON_ERR_OVERLAP;
  return OPEN(key, mask, nonce, c, 8 * c_len, ad, 8 * ad_len, m, tag, 128);
}
/* Bit lengths with the tag length bound by the caller (128, or a truncated key's). */
static int enc_bits(u8 *c, u8 *tag, const u8 *m, size_t m_bits, const u8 *ad, size_t ad_bits, const u8 *nonce,
                    const u8 *key, const u8 *mask, size_t tag_bits) {
  const size_t n = bytes_for_bits(m_bits), an = bytes_for_bits(ad_bits);
  if (!BUF_OK(c, n) || !tag || !BUF_OK(m, n) || !BUF_OK(ad, an) || !nonce) return ASCON_ERR_NULL_POINTER;
  if (!buffers_ok(m, n, c)) return ASCON_ERR_OVERLAP;
  return SEAL(key, mask, nonce, m, m_bits, ad, ad_bits, c, tag, tag_bits);
}
static int dec_bits(u8 *m, const u8 *c, size_t c_bits, const u8 *tag, const u8 *ad, size_t ad_bits, const u8 *nonce,
                    const u8 *key, const u8 *mask, size_t tag_bits) {
  const size_t n = bytes_for_bits(c_bits), an = bytes_for_bits(ad_bits);
  if (!BUF_OK(m, n) || !BUF_OK(c, n) || !tag || !BUF_OK(ad, an) || !nonce) return ASCON_ERR_NULL_POINTER;
  if (!buffers_ok(c, n, m)) return ASCON_ERR_OVERLAP;
  return OPEN(key, mask, nonce, c, c_bits, ad, ad_bits, m, tag, tag_bits);
}

/* The one-shot functions of Ascon-AEAD128 and its nonce-masked twin (key K || K2). */
#define MASK_PLAIN(key) zero16
#define MASK_MASKED(key) ((key) ? (key) + 16 : zero16)
#define AEAD_ONESHOT(prefix, MASK, KEYLEN)                                                                                  \
  int prefix##_encrypt(uint8_t *c, size_t c_cap, size_t *c_len, const uint8_t *m, size_t m_len, const uint8_t *ad,   \
                       size_t ad_len, const uint8_t nonce[16], const uint8_t key[KEYLEN]) {                                 \
    return enc_full(c, c_cap, c_len, m, m_len, ad, ad_len, nonce, key, MASK(key));                                  \
  }                                                                                                                 \
  int prefix##_decrypt(uint8_t *m, size_t m_cap, size_t *m_len, const uint8_t *c, size_t c_len, const uint8_t *ad,   \
                       size_t ad_len, const uint8_t nonce[16], const uint8_t key[KEYLEN]) {                                 \
    return dec_full(m, m_cap, m_len, c, c_len, ad, ad_len, nonce, key, MASK(key));                                  \
  }                                                                                                                 \
  int prefix##_encrypt_detached(uint8_t *c, uint8_t *tag, size_t tag_len, const uint8_t *m, size_t m_len,            \
                                const uint8_t *ad, size_t ad_len, const uint8_t nonce[16], const uint8_t key[KEYLEN]) {     \
    return enc_detached(c, tag, tag_len, m, m_len, ad, ad_len, nonce, key, MASK(key));                              \
  }                                                                                                                 \
  int prefix##_decrypt_detached(uint8_t *m, const uint8_t *c, size_t c_len, const uint8_t *tag, size_t tag_len,      \
                                const uint8_t *ad, size_t ad_len, const uint8_t nonce[16], const uint8_t key[KEYLEN]) {     \
    return dec_detached(m, c, c_len, tag, tag_len, ad, ad_len, nonce, key, MASK(key));                              \
  }                                                                                                                 \
  int prefix##_encrypt_bits(uint8_t *c, uint8_t *tag, size_t tag_bits, const uint8_t *m, size_t m_bits,              \
                            const uint8_t *ad, size_t ad_bits, const uint8_t nonce[16], const uint8_t key[KEYLEN]) {        \
    if (!key) return ASCON_ERR_NULL_POINTER;                                                                        \
    if (tag_bits != 128) return ASCON_ERR_BAD_LENGTH;                                                               \
    return enc_bits(c, tag, m, m_bits, ad, ad_bits, nonce, key, MASK(key), 128);                                    \
  }                                                                                                                 \
  int prefix##_decrypt_bits(uint8_t *m, const uint8_t *c, size_t c_bits, const uint8_t *tag, size_t tag_bits,        \
                            const uint8_t *ad, size_t ad_bits, const uint8_t nonce[16], const uint8_t key[KEYLEN]) {        \
    if (!key) return ASCON_ERR_NULL_POINTER;                                                                        \
    if (tag_bits != 128) return ASCON_ERR_BAD_LENGTH;                                                               \
    return dec_bits(m, c, c_bits, tag, ad, ad_bits, nonce, key, MASK(key), 128);                                    \
  }
AEAD_ONESHOT(ascon_aead128, MASK_PLAIN, 16)
AEAD_ONESHOT(ascon_aead128_masked, MASK_MASKED, 32)

/* ---- truncated tags: a key bound to one tag length (32..128 bits) ------------------- */
typedef struct {
  uint32_t magic;
  u8 tag_bits;
  u8 k[16];
  u8 mask[16]; /* K2 with nonce masking, else zero */
} tkey;
FITS_(fits_tkey_, tkey, ascon_aead128_truncated_key);
#define TKEY_OF(k) ((const tkey *)cinner_((k)->opaque))

static int tkey_init(ascon_aead128_truncated_key *k, const u8 *key, const u8 *mask, size_t tag_bits) {
  tkey *t = (tkey *)inner_(k->opaque);
  if (tag_bits < 8 * ASCON_AEAD128_MIN_TAGBYTES || tag_bits > 128) return ASCON_ERR_BAD_LENGTH;
  wipe(k->opaque, sizeof k->opaque);
  t->magic = MAGIC_TKEY, t->tag_bits = (u8)tag_bits;
  memcpy(t->k, key, 16), memcpy(t->mask, mask, 16);
  return ASCON_OK;
}
int ascon_aead128_truncated_init(ascon_aead128_truncated_key *k, const uint8_t key[16], size_t tag_bits) {
  if (!k || !key) return ASCON_ERR_NULL_POINTER;
  return tkey_init(k, key, zero16, tag_bits);
}
int ascon_aead128_masked_truncated_init(ascon_aead128_truncated_key *k, const uint8_t key[32], size_t tag_bits) {
  if (!k || !key) return ASCON_ERR_NULL_POINTER;
  return tkey_init(k, key, key + 16, tag_bits);
}
size_t ascon_aead128_truncated_tagbytes(const ascon_aead128_truncated_key *k) {
  return k && live(k->opaque, MAGIC_TKEY) ? bytes_for_bits(TKEY_OF(k)->tag_bits) : 0;
}
void ascon_aead128_truncated_wipe(ascon_aead128_truncated_key *k) {
  if (k) wipe(k->opaque, sizeof k->opaque);
}
/* Every use of a truncated key starts here: a null or wiped key is refused. */
#define TRUNCATED_KEY(t, k)                                   \
  const tkey *t;                                              \
  if (!(k)) return ASCON_ERR_NULL_POINTER;                    \
  if (!live((k)->opaque, MAGIC_TKEY)) return ASCON_ERR_OUT_OF_ORDER; \
  t = TKEY_OF(k)

int ascon_aead128_truncated_encrypt(const ascon_aead128_truncated_key *k, uint8_t *c, size_t c_cap, size_t *c_len,
                                    const uint8_t *m, size_t m_len, const uint8_t *ad, size_t ad_len,
                                    const uint8_t nonce[16]) {
  size_t ts;
  int rc;
  TRUNCATED_KEY(t, k);
  ts = bytes_for_bits(t->tag_bits);
  if (!BUF_OK(c, c_cap) || !BUF_OK(m, m_len) || !BUF_OK(ad, ad_len) || !nonce) return ASCON_ERR_NULL_POINTER;
  if (m_len > (size_t)-1 - ts) return ASCON_ERR_BAD_LENGTH;
  if (!bits_fit(m_len, ad_len)) return ASCON_ERR_TOO_LONG;
  if (c_cap < m_len || c_cap - m_len < ts) return ASCON_ERR_BUFFER_TOO_SMALL;
  if (!buffers_ok(m, m_len, c)) return ASCON_ERR_OVERLAP;
  rc = SEAL(t->k, t->mask, nonce, m, 8 * m_len, ad, 8 * ad_len, c, c + m_len, t->tag_bits);
  if (c_len) *c_len = m_len + ts;
  return rc;
}
int ascon_aead128_truncated_decrypt(const ascon_aead128_truncated_key *k, uint8_t *m, size_t m_cap, size_t *m_len,
                                    const uint8_t *c, size_t c_len, const uint8_t *ad, size_t ad_len,
                                    const uint8_t nonce[16]) {
  size_t ts, n;
  int rc;
  TRUNCATED_KEY(t, k);
  ts = bytes_for_bits(t->tag_bits);
  if (!BUF_OK(m, m_cap) || !BUF_OK(c, c_len) || !BUF_OK(ad, ad_len) || !nonce) return ASCON_ERR_NULL_POINTER;
  if (!bits_fit(c_len, ad_len)) return ASCON_ERR_TOO_LONG;
  if (c_len < ts) return ASCON_ERR_BAD_LENGTH;
  n = c_len - ts;
  if (m_cap < n) return ASCON_ERR_BUFFER_TOO_SMALL;
  if (!buffers_ok(c, n, m)) return ASCON_ERR_OVERLAP;
  rc = OPEN(t->k, t->mask, nonce, c, 8 * n, ad, 8 * ad_len, m, c + n, t->tag_bits);
  if (rc == ASCON_OK && m_len) *m_len = n;
  return rc;
}
int ascon_aead128_truncated_encrypt_bits(const ascon_aead128_truncated_key *k, uint8_t *c, uint8_t *tag,
                                         const uint8_t *m, size_t m_bits, const uint8_t *ad, size_t ad_bits,
                                         const uint8_t nonce[16]) {
  TRUNCATED_KEY(t, k);
  return enc_bits(c, tag, m, m_bits, ad, ad_bits, nonce, t->k, t->mask, t->tag_bits);
}
int ascon_aead128_truncated_decrypt_bits(const ascon_aead128_truncated_key *k, uint8_t *m, const uint8_t *c,
                                         size_t c_bits, const uint8_t *tag, const uint8_t *ad, size_t ad_bits,
                                         const uint8_t nonce[16]) {
  TRUNCATED_KEY(t, k);
  return dec_bits(m, c, c_bits, tag, ad, ad_bits, nonce, t->k, t->mask, t->tag_bits);
}

/* ---- incremental encryption ------------------------------------------------------------
 * AD after data poisons the state: every later call fails, so a misuse never
 * yields a valid-looking tag. A wrong tag length at final may be retried. */
typedef struct {
  uint32_t magic;
  u8 data;     /* 1 once the data started (AD ended) */
  u8 poisoned; /* 1 after a call out of order */
  u8 tag_bits;
  duplex d;
} enc_state;
FITS_(fits_enc_, enc_state, ascon_aead128_encrypt_state);
#define ENC_OF(st) ((enc_state *)inner_((st)->opaque))

static int enc_start(ascon_aead128_encrypt_state *st, const u8 *key, const u8 *mask, const u8 *nonce,
                     size_t tag_bits) {
  enc_state *e = ENC_OF(st);
  wipe(st->opaque, sizeof st->opaque);
  dx_start(&e->d, key, mask, nonce);
  e->magic = MAGIC_ENC, e->tag_bits = (u8)tag_bits;
  return ASCON_OK;
}
int ascon_aead128_encrypt_init(ascon_aead128_encrypt_state *st, const uint8_t nonce[16], const uint8_t key[16]) {
  if (!st || !nonce || !key) return ASCON_ERR_NULL_POINTER;
  return enc_start(st, key, zero16, nonce, 128);
}
int ascon_aead128_masked_encrypt_init(ascon_aead128_encrypt_state *st, const uint8_t nonce[16],
                                      const uint8_t key[32]) {
  if (!st || !nonce || !key) return ASCON_ERR_NULL_POINTER;
  return enc_start(st, key, key + 16, nonce, 128);
}
int ascon_aead128_truncated_encrypt_init(ascon_aead128_encrypt_state *st, const ascon_aead128_truncated_key *k,
                                         const uint8_t nonce[16]) {
  if (!st || !k || !nonce) return ASCON_ERR_NULL_POINTER;
  if (!live(k->opaque, MAGIC_TKEY)) return ASCON_ERR_OUT_OF_ORDER;
  return enc_start(st, TKEY_OF(k)->k, TKEY_OF(k)->mask, nonce, TKEY_OF(k)->tag_bits);
}
int ascon_aead128_encrypt_update_ad(ascon_aead128_encrypt_state *st, const uint8_t *ad, size_t ad_len) {
  enc_state *e;
  if (!st || !BUF_OK(ad, ad_len)) return ASCON_ERR_NULL_POINTER;
  if (!live(st->opaque, MAGIC_ENC)) return ASCON_ERR_OUT_OF_ORDER;
  e = ENC_OF(st);
  if (e->poisoned || e->data) return e->poisoned = 1, ASCON_ERR_OUT_OF_ORDER;
  dx_ad(&e->d, ad, ad_len);
  return ASCON_OK;
}
int ascon_aead128_encrypt_update(ascon_aead128_encrypt_state *st, uint8_t *c, const uint8_t *m, size_t m_len) {
  enc_state *e;
  if (!st || !BUF_OK(c, m_len) || !BUF_OK(m, m_len)) return ASCON_ERR_NULL_POINTER;
  if (!live(st->opaque, MAGIC_ENC)) return ASCON_ERR_OUT_OF_ORDER;
  e = ENC_OF(st);
  if (e->poisoned) return ASCON_ERR_OUT_OF_ORDER;
  if (!buffers_ok(m, m_len, c)) return ASCON_ERR_OVERLAP;
  if (!e->data) dx_end_ad(&e->d, 0, 0), e->data = 1;
  dx_crypt(&e->d, m, c, m_len, 0);
  return ASCON_OK;
}
int ascon_aead128_encrypt_final(ascon_aead128_encrypt_state *st, uint8_t *tag, size_t tag_len) {
  enc_state *e;
  u8 full[16];
  if (!st || !BUF_OK(tag, tag_len)) return ASCON_ERR_NULL_POINTER;
  if (!live(st->opaque, MAGIC_ENC)) return ASCON_ERR_OUT_OF_ORDER;
  e = ENC_OF(st);
  if (e->poisoned) {
    END_STATE(st);
    return ASCON_ERR_OUT_OF_ORDER;
  }
  if (tag_len != bytes_for_bits(e->tag_bits)) return ASCON_ERR_BAD_LENGTH;
  if (!e->data) dx_end_ad(&e->d, 0, 0);
  dx_finish(&e->d, full);
  memcpy(tag, full, tag_len);
  truncate_bits(tag, e->tag_bits);
  wipe(full, sizeof full);
  END_STATE(st);
  return ASCON_OK;
}
int ascon_aead128_encrypt_abort(ascon_aead128_encrypt_state *st) { return sp_abort(st, sizeof *st, MAGIC_ENC); }

/* ---- incremental decryption ------------------------------------------------------------
 * Bound at init to the caller's whole plaintext buffer; any error (bad tag,
 * wrong tag length, misuse) or _abort ends the operation and zeroes every
 * byte written, so no unverified plaintext is left behind. */
typedef struct {
  uint32_t magic;
  u8 data;
  u8 tag_bits;
  u8 *out;
  size_t cap, written;
  duplex d;
} dec_state;
FITS_(fits_dec_, dec_state, ascon_aead128_decrypt_state);
#define DEC_OF(st) ((dec_state *)inner_((st)->opaque))

/* Ends the operation: zeroes the unverified output (unless verified) and the state. */
static int dec_end(ascon_aead128_decrypt_state *st, int rc) {
  dec_state *e = DEC_OF(st);
  if (rc != ASCON_OK && e->written) wipe(e->out, e->written);
  END_STATE(st);
  return rc;
}
static int dec_start(ascon_aead128_decrypt_state *st, u8 *m, size_t m_cap, const u8 *key, const u8 *mask,
                     const u8 *nonce, size_t tag_bits) {
  dec_state *e = DEC_OF(st);
  wipe(st->opaque, sizeof st->opaque);
  dx_start(&e->d, key, mask, nonce);
  e->out = m, e->cap = m_cap, e->tag_bits = (u8)tag_bits;
  e->magic = MAGIC_DEC;
  return ASCON_OK;
}
/* A live state is refused: re-initialising it would abandon the old
 * operation with its unverified plaintext still in the old buffer. */
int ascon_aead128_decrypt_init(ascon_aead128_decrypt_state *st, uint8_t *m, size_t m_cap, const uint8_t nonce[16],
                               const uint8_t key[16]) {
  if (!st || !BUF_OK(m, m_cap) || !nonce || !key) return ASCON_ERR_NULL_POINTER;
  if (live(st->opaque, MAGIC_DEC)) return ASCON_ERR_OUT_OF_ORDER;
  return dec_start(st, m, m_cap, key, zero16, nonce, 128);
}
int ascon_aead128_masked_decrypt_init(ascon_aead128_decrypt_state *st, uint8_t *m, size_t m_cap,
                                      const uint8_t nonce[16], const uint8_t key[32]) {
  if (!st || !BUF_OK(m, m_cap) || !nonce || !key) return ASCON_ERR_NULL_POINTER;
  if (live(st->opaque, MAGIC_DEC)) return ASCON_ERR_OUT_OF_ORDER;
  return dec_start(st, m, m_cap, key, key + 16, nonce, 128);
}
int ascon_aead128_truncated_decrypt_init(ascon_aead128_decrypt_state *st, const ascon_aead128_truncated_key *k,
                                         uint8_t *m, size_t m_cap, const uint8_t nonce[16]) {
  if (!st || !k || !BUF_OK(m, m_cap) || !nonce) return ASCON_ERR_NULL_POINTER;
  if (live(st->opaque, MAGIC_DEC) || !live(k->opaque, MAGIC_TKEY)) return ASCON_ERR_OUT_OF_ORDER;
  return dec_start(st, m, m_cap, TKEY_OF(k)->k, TKEY_OF(k)->mask, nonce, TKEY_OF(k)->tag_bits);
}
int ascon_aead128_decrypt_update_ad(ascon_aead128_decrypt_state *st, const uint8_t *ad, size_t ad_len) {
  if (!st) return ASCON_ERR_NULL_POINTER;
  if (!live(st->opaque, MAGIC_DEC)) return ASCON_ERR_OUT_OF_ORDER;
  if (!BUF_OK(ad, ad_len)) return dec_end(st, ASCON_ERR_NULL_POINTER);
  if (DEC_OF(st)->data) return dec_end(st, ASCON_ERR_OUT_OF_ORDER);
  dx_ad(&DEC_OF(st)->d, ad, ad_len);
  return ASCON_OK;
}
int ascon_aead128_decrypt_update(ascon_aead128_decrypt_state *st, const uint8_t *c, size_t c_len) {
  dec_state *e;
  u8 *dst;
  if (!st) return ASCON_ERR_NULL_POINTER;
  if (!live(st->opaque, MAGIC_DEC)) return ASCON_ERR_OUT_OF_ORDER;
  e = DEC_OF(st);
  if (!BUF_OK(c, c_len)) return dec_end(st, ASCON_ERR_NULL_POINTER);
  if (c_len > e->cap - e->written) return dec_end(st, ASCON_ERR_BUFFER_TOO_SMALL);
  dst = e->out + e->written;
  if (!buffers_ok(c, c_len, dst)) return dec_end(st, ASCON_ERR_OVERLAP);
  if (!e->data) dx_end_ad(&e->d, 0, 0), e->data = 1;
  dx_crypt(&e->d, c, dst, c_len, 1);
  e->written += c_len;
  return ASCON_OK;
}
int ascon_aead128_decrypt_final(ascon_aead128_decrypt_state *st, const uint8_t *tag, size_t tag_len,
                                size_t *m_len) {
  dec_state *e;
  u8 mine[16], recv[16] = {0};
  int ok;
  if (!st) return ASCON_ERR_NULL_POINTER;
  if (!live(st->opaque, MAGIC_DEC)) return ASCON_ERR_OUT_OF_ORDER;
  e = DEC_OF(st);
  if (!BUF_OK(tag, tag_len)) return dec_end(st, ASCON_ERR_NULL_POINTER);
  if (tag_len != bytes_for_bits(e->tag_bits)) return dec_end(st, ASCON_ERR_BAD_LENGTH);
  if (!e->data) dx_end_ad(&e->d, 0, 0);
  memcpy(recv, tag, tag_len);
  dx_finish(&e->d, mine);
  truncate_bits(mine, e->tag_bits), truncate_bits(recv, e->tag_bits);
  ok = ct_equal(mine, recv, tag_len);
  wipe(mine, sizeof mine), wipe(recv, sizeof recv);
  if (ok && m_len) *m_len = e->written;
  return dec_end(st, ok ? ASCON_OK : ASCON_ERR_AUTH);
}
int ascon_aead128_decrypt_abort(ascon_aead128_decrypt_state *st) {
  if (!st) return ASCON_ERR_NULL_POINTER;
  if (!live(st->opaque, MAGIC_DEC)) return ASCON_ERR_OUT_OF_ORDER;
  dec_end(st, ASCON_ERR_OUT_OF_ORDER); /* any code but ASCON_OK zeroes the output */
  return ASCON_OK;
}

/* =====================================================================================
 * Version, errors, wiping, sizes
 * ===================================================================================== */
const char *ascon_version_string(void) { return ASCON_VERSION_STRING; }

/* The edition and its state representation. */
const char *ascon_implementation(void) {
#if defined(ASCON_C99_AVR_ASM) && ASCON_C99_AVR_ASM && defined(__AVR__) && ASCON_C99_REPR == 8
  return "c99-8-avr-asm";
#else
  return ASCON_C99_REPR == 8 ? "c99-8" : "c99-64";
#endif
}

/* The messages of ASCON_ERROR_LIST (include/ascon/status.hpp), the one list. */
const char *ascon_error_string(int code) {
  switch (code) {
    case ASCON_OK: return "success";
    case ASCON_ERR_AUTHENTICATION_FAILED:
      return "authentication failed: the tag does not match (output zeroed, nothing released)";
    case ASCON_ERR_NULL_POINTER: return "null pointer where a non-empty buffer or an object is required";
    case ASCON_ERR_BAD_LENGTH: return "length not allowed by the algorithm";
    case ASCON_ERR_BUFFER_TOO_SMALL: return "output buffer too small";
    case ASCON_ERR_OUT_OF_ORDER:
      return "call out of order (state not initialised, already finished, or associated data after data)";
    case ASCON_ERR_OVERLAPPING_BUFFERS: return "input and output buffers overlap without being identical";
    case ASCON_ERR_TOO_LONG: return "input longer than the algorithm or the size type allows";
    case ASCON_ERR_UNAVAILABLE: return "not available here (a SIMD backend this CPU lacks, or a GPU failure)";
    default: return "unknown error code";
  }
}

void ascon_memzero(void *p, size_t n) {
  if (p) wipe(p, n);
}

#define SIZE_FN(fn, value) \
  size_t fn(void) { return value; }
SIZE_FN(ascon_aead128_keybytes, ASCON_AEAD128_KEYBYTES)
SIZE_FN(ascon_aead128_masked_keybytes, ASCON_AEAD128_MASKED_KEYBYTES)
SIZE_FN(ascon_aead128_noncebytes, ASCON_AEAD128_NONCEBYTES)
SIZE_FN(ascon_aead128_tagbytes, ASCON_AEAD128_TAGBYTES)
SIZE_FN(ascon_aead128_min_tagbytes, ASCON_AEAD128_MIN_TAGBYTES)
SIZE_FN(ascon_hash256_bytes, ASCON_HASH256_BYTES)
SIZE_FN(ascon_xof128_blockbytes, ASCON_XOF128_BLOCKBYTES)
SIZE_FN(ascon_cxof128_max_custombytes, ASCON_CXOF128_MAX_CUSTOMBYTES)
SIZE_FN(ascon_mac_keybytes, ASCON_MAC_KEYBYTES)
SIZE_FN(ascon_mac_bytes, ASCON_MAC_BYTES)
SIZE_FN(ascon_prf_keybytes, ASCON_PRF_KEYBYTES)
SIZE_FN(ascon_prfshort_keybytes, ASCON_PRFSHORT_KEYBYTES)
SIZE_FN(ascon_prfshort_max_inputbytes, ASCON_PRFSHORT_MAX_INPUTBYTES)
SIZE_FN(ascon_prfshort_max_bytes, ASCON_PRFSHORT_MAX_BYTES)
SIZE_FN(ascon_hash256_state_size, sizeof(ascon_hash256_state))
SIZE_FN(ascon_xof128_state_size, sizeof(ascon_xof128_state))
SIZE_FN(ascon_cxof128_state_size, sizeof(ascon_cxof128_state))
SIZE_FN(ascon_mac_state_size, sizeof(ascon_mac_state))
SIZE_FN(ascon_prf_state_size, sizeof(ascon_prf_state))
SIZE_FN(ascon_aead128_encrypt_state_size, sizeof(ascon_aead128_encrypt_state))
SIZE_FN(ascon_aead128_decrypt_state_size, sizeof(ascon_aead128_decrypt_state))
