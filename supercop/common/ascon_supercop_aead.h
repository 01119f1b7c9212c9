/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* SUPERCOP crypto_aead_encrypt / crypto_aead_decrypt over libascon's combined
 * functions. A shim's encrypt.c defines ASCON_SUPERCOP_AEAD (the libascon
 * prefix, e.g. ascon_aead128) after including its api.h, then this file. */
#include <ascon.h>
#include <stdint.h>

#include "crypto_aead.h"

#define ASCON_SUPERCOP_CAT2(a, b) a##b
#define ASCON_SUPERCOP_CAT(a, b) ASCON_SUPERCOP_CAT2(a, b)

int crypto_aead_encrypt(unsigned char *c, unsigned long long *clen, const unsigned char *m, unsigned long long mlen,
                        const unsigned char *ad, unsigned long long adlen, const unsigned char *nsec,
                        const unsigned char *npub, const unsigned char *k) {
  size_t n = 0;
  (void)nsec; /* CRYPTO_NSECBYTES is 0 */
  if (mlen > SIZE_MAX - CRYPTO_ABYTES || adlen > SIZE_MAX) return -1;
  if (ASCON_SUPERCOP_CAT(ASCON_SUPERCOP_AEAD, _encrypt)(c, (size_t)mlen + CRYPTO_ABYTES, &n, m, (size_t)mlen, ad,
                                                        (size_t)adlen, npub, k) != 0)
    return -1;
  *clen = n;
  return 0;
}

int crypto_aead_decrypt(unsigned char *m, unsigned long long *mlen, unsigned char *nsec, const unsigned char *c,
                        unsigned long long clen, const unsigned char *ad, unsigned long long adlen,
                        const unsigned char *npub, const unsigned char *k) {
  size_t n = 0;
  (void)nsec;
  if (clen < CRYPTO_ABYTES || clen > SIZE_MAX || adlen > SIZE_MAX) return -1;
  if (ASCON_SUPERCOP_CAT(ASCON_SUPERCOP_AEAD, _decrypt)(m, (size_t)clen - CRYPTO_ABYTES, &n, c, (size_t)clen, ad,
                                                        (size_t)adlen, npub, k) != 0)
    return -1; /* libascon has zeroed m */
  *mlen = n;
  return 0;
}
