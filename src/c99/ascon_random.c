/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Random bytes in the C99 edition: only from the entropy source the program
 * installs (ascon_random_set_source: the board's TRNG, or getrandom on a
 * host). The edition has no OS generator of its own and never makes up
 * bytes: without a source every call fails with ASCON_ERR_UNAVAILABLE and
 * leaves its buffer zeroed. Same functions and codes as libascon's
 * include/ascon/c/random.h.
 */
#include "ascon_c99.h"

static ascon_random_source random_source;
static void *random_ctx;

int ascon_random_set_source(ascon_random_source source, void *ctx) {
  random_source = source;
  random_ctx = ctx;
  return ASCON_OK;
}

int ascon_random_bytes(void *buf, size_t len) {
  if (len == 0) return ASCON_OK;
  if (!buf) return ASCON_ERR_NULL_POINTER;
  if (random_source && random_source(random_ctx, (u8 *)buf, len) == 0) return ASCON_OK;
  wipe(buf, len); /* a failing source's partial fill never passes for random bytes */
  return ASCON_ERR_UNAVAILABLE;
}

int ascon_aead128_keygen(uint8_t key[16]) {
  if (!key) return ASCON_ERR_NULL_POINTER;
  return ascon_random_bytes(key, 16);
}
