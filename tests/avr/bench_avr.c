/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Cycles, stack and a known-answer check on AVR (under tests/avr/simrun.c)
 * for one algorithm of one implementation: the C99 edition (through
 * ascon.h) or an ascon-c folder (through its SUPERCOP API), chosen at build
 * time by tests/avr/bench.sh:
 *   BENCH_AEAD / BENCH_HASH   the algorithm
 *   BENCH_PEER                ascon-c's crypto_aead_* / crypto_hash
 * Every build first checks its output against two known answers from the
 * vector files (bench_kat.h, by bench.sh) and stops if they differ. Then
 * "@label" lines, each followed by simrun's "cycles N" for that one call. */
#include <string.h>

#include "bench_kat.h"
#include "port.h"

#if defined(BENCH_PEER)
#if defined(BENCH_AEAD)
#include "crypto_aead.h"
#else
#include "crypto_hash.h"
#endif
#else
#include <ascon.h>
#endif

#ifndef LONG      /* bench.sh sets 256 for a 2 KiB chip (ATmega328P) */
#define LONG 1024 /* cycles per byte: (cost of 2 LONG - cost of LONG) / LONG */
#endif
static uint8_t msg[2 * LONG], out[2 * LONG + 16], back[2 * LONG];
static uint8_t key[16], nonce[16];

static void fill(uint8_t *p, unsigned n, uint8_t first) {
  unsigned i;
  for (i = 0; i < n; ++i) p[i] = (uint8_t)(first + i);
}

#if defined(BENCH_AEAD)
static int enc(unsigned n, const uint8_t *ad, unsigned ad_len) {
#if defined(BENCH_PEER)
  unsigned long long clen;
  return crypto_aead_encrypt(out, &clen, msg, n, ad, ad_len, NULL, nonce, key);
#else
  size_t clen;
  return ascon_aead128_encrypt(out, sizeof out, &clen, msg, n, ad, ad_len, nonce, key);
#endif
}
static int dec(unsigned n) {
#if defined(BENCH_PEER)
  unsigned long long mlen;
  return crypto_aead_decrypt(back, &mlen, NULL, out, n + 16, NULL, 0, nonce, key);
#else
  size_t mlen;
  return ascon_aead128_decrypt(back, sizeof back, &mlen, out, n + 16, NULL, 0, nonce, key);
#endif
}
#else
static int hash(unsigned n) {
#if defined(BENCH_PEER)
  return crypto_hash(out, msg, n);
#else
  return ascon_hash256(out, msg, n);
#endif
}
#endif

static void label(const char *what, unsigned n) {
  out_str("@");
  out_str(what);
  out_str(" ");
  out_num(n);
  out_str("\n");
}

/* Stack: paint the free RAM, run, and find the deepest byte written. */
extern uint8_t __heap_start;
#define PAINT 0xA5
static void paint(void) {
  uint8_t *p = &__heap_start;
  while (p < (uint8_t *)SP - 64) *p++ = PAINT;
}
static unsigned stack_used(void) {
  const uint8_t *p = &__heap_start;
  while (*p == PAINT) ++p;
  return (unsigned)(RAMEND - (unsigned)p);
}

int main(void) {
  static const unsigned sizes[] = {0, 16, 64, LONG, 2 * LONG};
  uint8_t ad[KAT_AEAD_ADLEN];
  unsigned i;
  fill(key, 16, 0x00), fill(nonce, 16, 0x10);
  /* known answers first */
#if defined(BENCH_AEAD)
  fill(msg, KAT_AEAD_PTLEN, 0x20), fill(ad, KAT_AEAD_ADLEN, 0x30);
  if (enc(KAT_AEAD_PTLEN, ad, KAT_AEAD_ADLEN) != 0 || memcmp_P(out, kat_aead_ct, KAT_AEAD_PTLEN + 16) != 0) {
    out_str("bench: WRONG Ascon-AEAD128 ciphertext\n");
    sim_exit(1);
  }
#else
  fill(msg, KAT_HASH_LEN, 0x00);
  if (hash(KAT_HASH_LEN) != 0 || memcmp_P(out, kat_hash_md, 32) != 0) {
    out_str("bench: WRONG Ascon-Hash256 digest\n");
    sim_exit(1);
  }
#endif
  out_str("bench: known answer ok\n");
  (void)ad;
  fill(msg, sizeof msg, 0x5c);
  label("empty", 0);
  CYCLES_START();
  CYCLES_STOP();
  paint();
  for (i = 0; i < sizeof sizes / sizeof sizes[0]; ++i) {
#if defined(BENCH_AEAD)
    label("enc", sizes[i]);
    CYCLES_START();
    enc(sizes[i], NULL, 0);
    CYCLES_STOP();
    label("dec", sizes[i]);
    CYCLES_START();
    if (dec(sizes[i]) != 0) sim_exit(1);
    CYCLES_STOP();
#else
    label("hash", sizes[i]);
    CYCLES_START();
    hash(sizes[i]);
    CYCLES_STOP();
#endif
  }
  out_str("@stack ");
  out_num(stack_used());
  out_str("\n");
  sim_exit(0);
  return 0;
}
