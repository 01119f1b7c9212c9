/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The SUPERCOP / eBACS hash prototype, plus the XOF and CXOF entry points of
 * the Ascon reference implementation (ascon-c, tests/crypto_cxof.h). */
#ifndef CRYPTO_HASH_H
#define CRYPTO_HASH_H
int crypto_hash(unsigned char *out, const unsigned char *in, unsigned long long inlen);
int crypto_xof(unsigned char *out, unsigned long long outlen, const unsigned char *in, unsigned long long inlen);
int crypto_cxof(unsigned char *out, unsigned long long outlen, const unsigned char *in, unsigned long long inlen,
                const unsigned char *cs, unsigned long long cslen);
#endif
