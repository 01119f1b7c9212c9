/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The SUPERCOP / eBACS AEAD prototypes, for building the shims outside
 * SUPERCOP (SUPERCOP generates its own crypto_aead.h, which also renames the
 * functions per implementation). */
#ifndef CRYPTO_AEAD_H
#define CRYPTO_AEAD_H
int crypto_aead_encrypt(unsigned char *c, unsigned long long *clen, const unsigned char *m, unsigned long long mlen,
                        const unsigned char *ad, unsigned long long adlen, const unsigned char *nsec,
                        const unsigned char *npub, const unsigned char *k);
int crypto_aead_decrypt(unsigned char *m, unsigned long long *mlen, unsigned char *nsec, const unsigned char *c,
                        unsigned long long clen, const unsigned char *ad, unsigned long long adlen,
                        const unsigned char *npub, const unsigned char *k);
#endif
