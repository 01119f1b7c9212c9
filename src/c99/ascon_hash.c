/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * The sponge modes of the C99 edition: Ascon-Hash256, Ascon-XOF128,
 * Ascon-CXOF128 (rate 8), Ascon-Mac and Ascon-Prf (rate 32, output 16), and
 * Ascon-PrfShort (one permutation). One sponge type serves them all; the
 * one-shot functions run the same phases as the incremental ones.
 */
#include "ascon_c99.h"

/* The IVs and the unkeyed initial states Ascon-p[12](IV || 0^256) of
 * Hash256, XOF128 and CXOF128 come from ascon_constants.h, which
 * scripts/gen/c99_constants.py writes from the C++ core's constants.hpp (every
 * hash, XOF and CXOF known answer depends on them too). In flash on AVR. */
#if defined(__AVR__)
#include <avr/pgmspace.h>
#define ROM_ PROGMEM
#define ROM_BYTE(p) pgm_read_byte(p)
#else
#define ROM_
#define ROM_BYTE(p) (*(p))
#endif
static const u8 init_hash256[40] ROM_ = INIT_HASH256;
static const u8 init_xof128[40] ROM_ = INIT_XOF128;
static const u8 init_cxof128[40] ROM_ = INIT_CXOF128;

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
#if ASCON_C99_WORDS_
  uint64_t *x = sp->s.x;
  x[0] = w_in_(iv64(lo, hi)), x[1] = w_in_(ld64(key)), x[2] = w_in_(ld64(key + 8)), x[3] = 0, x[4] = 0;
#else
  st_clear(&sp->s);
  st_iv(&sp->s, lo, hi);
  st_set_word(&sp->s, 1, key), st_set_word(&sp->s, 2, key + 8);
#endif
  ascon_c99_permute_(&sp->s, 12);
  sp->pos = 0, sp->rate = (u8)rate, sp->out_rate = (u8)out_rate;
  sp->squeezing = 0, sp->keyed = 1;
}
/* Unkeyed (Hash256, XOF128, CXOF128): one of the initial states above,
 * XORed into a cleared state (no byte of the sponge is read before it is
 * written: the caller's stack or opaque state may hold anything). */
static void sp_init_unkeyed(sponge *sp, const u8 *init) {
#if ASCON_C99_WORDS_
  unsigned i;
  for (i = 0; i < 5; ++i) sp->s.x[i] = w_in_(ld64(init + 8 * i));
#else
  unsigned i;
  st_clear(&sp->s);
  for (i = 0; i < 40; ++i) ST_XOR(&sp->s, i, ROM_BYTE(init + i));
#endif
  sp->pos = 0, sp->rate = 8, sp->out_rate = 8;
  sp->squeezing = 0, sp->keyed = 0;
}
static void sp_absorb(sponge *sp, const u8 *p, size_t n) {
#if ASCON_C99_WORDS_
  /* The rest of a block an earlier call began, then whole blocks as words
   * (rate 8 or 32); the loop below takes the tail. */
  if (sp->pos && n) {
    size_t take = sp->rate - sp->pos;
    if (take > n) take = n;
    st_xor(&sp->s, sp->pos, p, take);
    sp->pos = (u8)(sp->pos + take), p += take, n -= take;
    if (sp->pos == sp->rate) ascon_c99_permute_(&sp->s, 12), sp->pos = 0;
  }
  if (sp->pos == 0 && n >= sp->rate) {
    ascon_c99_absorb_(&sp->s, p, n / sp->rate, sp->rate / 8u, 12);
    p += n - n % sp->rate, n %= sp->rate;
  }
#endif
  while (n > 0) {
    size_t take = sp->rate - sp->pos;
    if (take > n) take = n;
    st_xor(&sp->s, sp->pos, p, take);
    sp->pos = (u8)(sp->pos + take), p += take, n -= take;
    if (sp->pos == sp->rate) ascon_c99_permute_(&sp->s, 12), sp->pos = 0;
  }
}
/* Pads (a final partial byte of `bits` bits first) and permutes: ends one
 * input string (CXOF customization) or, `last` set, the whole input. */
static void sp_pad(sponge *sp, u8 v, unsigned bits, int last) {
  ST_XOR(&sp->s, sp->pos, pad_byte(v, bits));
  if (last && sp->keyed) ST_XOR(&sp->s, 39, 0x80);
  ascon_c99_permute_(&sp->s, 12);
  sp->pos = 0;
  if (last) sp->squeezing = 1;
}
static void sp_squeeze(sponge *sp, u8 *out, size_t n) {
#if ASCON_C99_WORDS_
  if (!sp->squeezing) { /* sp_pad's, with its permutation left to the first block out (below) */
    ST_XOR(&sp->s, sp->pos, 0x01);
    if (sp->keyed) ST_XOR(&sp->s, 39, 0x80);
    sp->squeezing = 1, sp->pos = sp->out_rate;
  }
#else
  if (!sp->squeezing) sp_pad(sp, 0, 0, 1);
#endif
  while (n > 0) {
    size_t take;
#if ASCON_C99_WORDS_
    if (sp->pos == sp->out_rate && sp->out_rate == 8 && n >= 8) {
      /* whole rate-8 blocks, the state in the round's registers throughout */
      ascon_c99_squeeze_(&sp->s, out, n / 8);
      sp->pos = 8, out += n - n % 8, n %= 8;
      continue;
    }
#endif
    if (sp->pos == sp->out_rate) ascon_c99_permute_(&sp->s, 12), sp->pos = 0;
    take = sp->out_rate - sp->pos;
    if (take > n) take = n;
#if ASCON_C99_WORDS_
    if (take == 8 && sp->pos == 0) { /* a whole rate-8 block as a word */
      st64(out, w_out_(sp->s.x[0]));
      sp->pos = 8, out += 8, n -= 8;
      continue;
    }
#endif
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
  WIPE_FIXED(sp, sizeof *sp);
}
static void sp_run_bits(sponge *sp, const u8 *in, size_t in_bits, u8 *out, size_t out_bits) {
  const size_t out_len = bytes_for_bits(out_bits);
  sp_absorb(sp, in, in_bits / 8);
  sp_pad(sp, in_bits % 8 ? in[in_bits / 8] : 0, (unsigned)(in_bits % 8), 1);
  sp_squeeze(sp, out, out_len);
  if (out_len) truncate_bits(out, out_bits);
  WIPE_FIXED(sp, sizeof *sp);
}
static int sp_check(sponge *sp, const u8 *in, size_t in_len, const u8 *expected, size_t n) {
  int ok;
  sp_absorb(sp, in, in_len);
  ok = sp_verify(sp, expected, n);
  WIPE_FIXED(sp, sizeof *sp);
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
#define SPONGE_OF(st) ((sponge *)inner_((st)->opaque))

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
/* update and abort of any sponge state. */
#define SPONGE_UPDATE_ABORT_FNS(prefix, magic)                                \
  int prefix##_update(prefix##_state *st, const uint8_t *in, size_t in_len) { \
    return sp_update_state(st ? st->opaque : NULL, magic, in, in_len);        \
  }                                                                           \
  int prefix##_abort(prefix##_state *st) { return state_abort(st, sizeof *st, magic); }
/* ... with final for a fixed output of n bytes (Hash256, Mac). */
#define SPONGE_FIXED_FNS(prefix, magic, n)                                                   \
  SPONGE_UPDATE_ABORT_FNS(prefix, magic)                                                     \
  int prefix##_final(prefix##_state *st, uint8_t out[n]) {                                   \
    return sp_squeeze_state(st ? st->opaque : NULL, sizeof *st, magic, out, out ? n : 1, 1); \
  }
/* ... with squeeze and final for an output of any length (XOF128, CXOF128, Prf). */
#define SPONGE_STREAM_FNS(prefix, magic)                                                 \
  SPONGE_UPDATE_ABORT_FNS(prefix, magic)                                                 \
  int prefix##_squeeze(prefix##_state *st, uint8_t *out, size_t out_len) {               \
    return sp_squeeze_state(st ? st->opaque : NULL, sizeof *st, magic, out, out_len, 0); \
  }                                                                                      \
  int prefix##_final(prefix##_state *st, uint8_t *out, size_t out_len) {                 \
    return sp_squeeze_state(st ? st->opaque : NULL, sizeof *st, magic, out, out_len, 1); \
  }

/* _init of an unkeyed sponge state (ascon_hash256_init, ascon_xof128_init). */
#define SPONGE_UNKEYED_INIT_FN(prefix, init, magic) \
  int prefix##_init(prefix##_state *st) {           \
    if (!st) return ASCON_ERR_NULL_POINTER;         \
    sp_init_unkeyed(SPONGE_OF(st), init);           \
    sp_start(st->opaque, magic);                    \
    return ASCON_OK;                                \
  }

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
SPONGE_UNKEYED_INIT_FN(ascon_hash256, init_hash256, MAGIC_HASH256)
SPONGE_FIXED_FNS(ascon_hash256, MAGIC_HASH256, 32)

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
SPONGE_UNKEYED_INIT_FN(ascon_xof128, init_xof128, MAGIC_XOF128)
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
SPONGE_FIXED_FNS(ascon_mac, MAGIC_MAC, 16)
int ascon_mac_final_verify(ascon_mac_state *st, const uint8_t tag[16]) {
  int ok;
  if (!st || !tag) return ASCON_ERR_NULL_POINTER;
  if (!live(st->opaque, MAGIC_MAC)) return ASCON_ERR_OUT_OF_ORDER;
  ok = sp_verify(SPONGE_OF(st), tag, 16);
  END_STATE(st);
  return ok ? ASCON_OK : ASCON_ERR_AUTH;
}

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
  ascon_c99_permute_(&s, 12);
  st_xor(&s, 24, key, 16);
  st_get(&s, 24, out, out_len);
  WIPE_FIXED(&s, sizeof s);
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
