/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The C99 edition behind the eBACS / SUPERCOP entry points ascon-c is
 * measured through (crypto_aead_encrypt/_decrypt, crypto_hash), so that
 * tests/avr/bench.sh can compare cycles and flash through the same interface
 * ("c99-asm-ebacs"). Lengths arrive as unsigned long long: one that size_t
 * cannot hold is refused; the edition's functions check the rest (a
 * ciphertext shorter than its tag, a length whose tag would overflow). */
#include <stddef.h>
#include <stdint.h>

#include <ascon.h>

#include "crypto_aead.h"
#include "crypto_hash.h"

int crypto_aead_encrypt(unsigned char *c, unsigned long long *clen, const unsigned char *m, unsigned long long mlen,
                        const unsigned char *ad, unsigned long long adlen, const unsigned char *nsec,
                        const unsigned char *npub, const unsigned char *k) {
  size_t n = 0;
  int rc;
  (void)nsec;
  if ((mlen | adlen) > SIZE_MAX) return -1;
  rc = ascon_aead128_encrypt(c, (size_t)mlen + 16, &n, m, (size_t)mlen, ad, (size_t)adlen, npub, k);
  *clen = n;
  return rc == 0 ? 0 : -1;
}
int crypto_aead_decrypt(unsigned char *m, unsigned long long *mlen, unsigned char *nsec, const unsigned char *c,
                        unsigned long long clen, const unsigned char *ad, unsigned long long adlen,
                        const unsigned char *npub, const unsigned char *k) {
  size_t n = 0;
  int rc;
  (void)nsec;
  if ((clen | adlen) > SIZE_MAX) return -1;
  rc = ascon_aead128_decrypt(m, (size_t)clen - 16, &n, c, (size_t)clen, ad, (size_t)adlen, npub, k);
  *mlen = n;
  return rc == 0 ? 0 : -1;
}
int crypto_hash(unsigned char *out, const unsigned char *in, unsigned long long inlen) {
  if (inlen > SIZE_MAX) return -1;
  return ascon_hash256(out, in, (size_t)inlen) == 0 ? 0 : -1;
}
