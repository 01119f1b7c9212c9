/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Random bytes and key generation from the operating system's generator, or
 * from an entropy source the caller installs (boards without an OS). Part of
 * libascon; <ascon.h> includes it.
 *
 *   Linux: getrandom(2) (retried on EINTR, never a partial fill);
 *   macOS and the BSDs: arc4random_buf; Windows: BCryptGenRandom.
 *   Elsewhere (bare metal) there is no default source: until the program
 *   installs one with ascon_random_set_source, every call fails with
 *   ASCON_ERR_UNAVAILABLE and writes nothing. The library never falls back
 *   to a clock, a counter or a userspace PRNG.
 */
#ifndef ASCON_C_RANDOM_H
#define ASCON_C_RANDOM_H

#include "common.h"

#ifdef __cplusplus
extern "C" {
#endif

/* An entropy source: fills buf[0..len) with bytes from a cryptographically
 * secure generator (a TRNG, or a DRBG seeded from one) and returns 0, or
 * returns non-zero when it cannot (the caller's call then fails with
 * ASCON_ERR_UNAVAILABLE and its buffer is zeroed). It may be asked for any
 * length from 1 byte up. */
typedef int (*ascon_random_source)(void *ctx, uint8_t *buf, size_t len);

/* Installs `source` (called with `ctx`) as the generator of every later
 * ascon_random_bytes, key generation and ascon_stream_init_push; NULL goes
 * back to the operating system's generator (none on bare metal). Install it
 * once at start-up, before any other thread calls the library: the switch is
 * not synchronised with calls in flight. Returns 0. */
ASCON_API int ascon_random_set_source(ascon_random_source source, void *ctx);

/* Fills buf[0..len) with random bytes: 0, or ASCON_ERR_NULL_POINTER (buf NULL
 * with len > 0), or ASCON_ERR_UNAVAILABLE (no source, or the source or the OS
 * failed: buf is then zeroed, never partly filled with random bytes). */
ASCON_API ASCON_NODISCARD int ascon_random_bytes(void *buf, size_t len);

/* A fresh Ascon-AEAD128 key (16 random bytes); the same codes as
 * ascon_random_bytes. Also the key of ascon_stream_*. */
ASCON_API ASCON_NODISCARD int ascon_aead128_keygen(uint8_t key[16]);

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* ASCON_C_RANDOM_H */
