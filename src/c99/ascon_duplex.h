/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * The duplex of Ascon-AEAD128 in the C99 edition, as phases: private to
 * ascon_aead.c, which includes it once (its functions are static there, so
 * the compiler specialises them for each caller).
 */
#ifndef ASCON_C99_DUPLEX_H
#define ASCON_C99_DUPLEX_H

#include "ascon_c99.h"

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
  u8 k[16];    /* the key (speed configuration: the two words as the state holds them) */
  u8 pos;      /* bytes of the current block */
  u8 had_ad;   /* any associated data absorbed */
  u8 last_pad; /* padding byte of the data: 0x01, or a partial byte's bits and pad */
} duplex;

static const u8 zero16[16];

#if ASCON_C99_WORDS_
/* The speed path: whole words and a loop over whole blocks (ascon_c99.h). */
static void dx_start(duplex *d, const u8 *key, const u8 *mask, const u8 *nonce) {
  uint64_t *x = d->s.x;
  const uint64_t k0 = w_in_(ld64(key)), k1 = w_in_(ld64(key + 8));
  st64(d->k, k0), st64(d->k + 8, k1); /* kept as the state holds words */
  x[0] = w_in_(iv64(IV_AEAD128));
  x[1] = k0, x[2] = k1;
  x[3] = w_in_(ld64(nonce) ^ ld64(mask)), x[4] = w_in_(ld64(nonce + 8) ^ ld64(mask + 8));
  ascon_c99_permute_(&d->s, 12);
  x[3] ^= k0, x[4] ^= k1;
  d->pos = 0, d->had_ad = 0, d->last_pad = 0x01;
}
#else
static void dx_start(duplex *d, const u8 *key, const u8 *mask, const u8 *nonce) {
#if ASCON_C99_REPR == 8
  /* bytes are the state's positions: every byte written once, no clear and
   * no XOR into zeros (a third of an empty call's glue on AVR) */
  u8 *q = d->s.b + 24;
  const u8 *const e = nonce + 16;
  memcpy(d->k, key, 16);
  memcpy(d->s.b + 8, key, 16);
  st_iv(&d->s, IV_AEAD128);
  while (nonce != e) *q++ = (u8)(*nonce++ ^ *mask++);
#else
  unsigned i;
  memcpy(d->k, key, 16);
  st_clear(&d->s);
  st_iv(&d->s, IV_AEAD128);
  st_xor(&d->s, 8, key, 16);
  for (i = 0; i < 16; ++i) ST_XOR(&d->s, 24 + i, nonce[i] ^ mask[i]);
#endif
  ascon_c99_permute_(&d->s, 12);
  st_xor(&d->s, 24, key, 16);
  d->pos = 0, d->had_ad = 0, d->last_pad = 0x01;
}
#endif
static void dx_ad(duplex *d, const u8 *p, size_t n) {
  if (n) d->had_ad = 1;
#if ASCON_C99_WORDS_
  while (n && d->pos) { /* the rest of a block an earlier call began */
    ST_XOR(&d->s, d->pos, *p++), --n;
    if (++d->pos == AEAD_RATE) ascon_c99_permute_(&d->s, 8), d->pos = 0;
  }
  if (n >= AEAD_RATE) {
    ascon_c99_absorb_(&d->s, p, n / AEAD_RATE, 2, 8);
    p += n - n % AEAD_RATE, n %= AEAD_RATE;
  }
#endif
  while (n--) {
    ST_XOR(&d->s, d->pos, *p++);
    if (++d->pos == AEAD_RATE) ascon_c99_permute_(&d->s, 8), d->pos = 0;
  }
}
static void dx_end_ad(duplex *d, u8 v, unsigned bits) {
  if (d->had_ad || bits) {
    ST_XOR(&d->s, d->pos, pad_byte(v, bits));
    ascon_c99_permute_(&d->s, 8);
  }
  d->pos = 0;
  ST_XOR(&d->s, 39, 0x80);
}
/* n bytes; in == out allowed (each byte is read before it is written). */
static void dx_crypt(duplex *d, const u8 *in, u8 *out, size_t n, int decrypt) {
#if ASCON_C99_WORDS_
  while (n && d->pos) { /* the rest of a block an earlier call began */
    const u8 c = *in++, s = ST_GET(&d->s, d->pos);
    *out++ = (u8)(s ^ c), --n;
    ST_SET(&d->s, d->pos, decrypt ? c : (u8)(s ^ c));
    if (++d->pos == AEAD_RATE) ascon_c99_permute_(&d->s, 8), d->pos = 0;
  }
  if (n >= AEAD_RATE) { /* whole blocks */
    ascon_c99_crypt_(&d->s, in, out, n / AEAD_RATE, decrypt);
    in += n - n % AEAD_RATE, out += n - n % AEAD_RATE, n %= AEAD_RATE;
  }
#endif
  while (n--) {
    const u8 x = *in++, s = ST_GET(&d->s, d->pos);
    *out++ = (u8)(s ^ x);
    ST_SET(&d->s, d->pos, decrypt ? x : (u8)(s ^ x)); /* the state takes the ciphertext */
    if (++d->pos == AEAD_RATE) ascon_c99_permute_(&d->s, 8), d->pos = 0;
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
#if ASCON_C99_WORDS_
  {
    uint64_t *x = d->s.x;
    const uint64_t k0 = ld64(d->k), k1 = ld64(d->k + 8);
    x[2] ^= k0, x[3] ^= k1;
    ascon_c99_permute_(&d->s, 12);
    st64(tag, w_out_(x[3] ^ k0)), st64(tag + 8, w_out_(x[4] ^ k1));
  }
#elif ASCON_C99_REPR == 8
  { /* the tag straight from the state and the key: one pass, the state kept */
    const u8 *a = d->s.b + 24, *k = d->k;
    u8 *const e = tag + 16;
    st_xor(&d->s, 16, d->k, 16);
    ascon_c99_permute_(&d->s, 12);
    while (tag != e) *tag++ = (u8)(*a++ ^ *k++);
  }
#else
  st_xor(&d->s, 16, d->k, 16);
  ascon_c99_permute_(&d->s, 12);
  st_xor(&d->s, 24, d->k, 16);
  st_get(&d->s, 24, tag, 16);
#endif
}

#endif
