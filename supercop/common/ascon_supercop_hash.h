/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* SUPERCOP crypto_hash (CRYPTO_BYTES of output) and the ascon-c crypto_xof /
 * crypto_cxof entry points over libascon. A shim's hash.c includes its api.h,
 * defines exactly one of
 *   ASCON_SUPERCOP_HASH  a fixed hash, e.g. ascon_hash256
 *   ASCON_SUPERCOP_XOF   an XOF, e.g. ascon_xof128 (crypto_hash and crypto_xof)
 *   ASCON_SUPERCOP_CXOF  1 for Ascon-CXOF128 (crypto_hash, crypto_xof with an
 *                        empty customization string, and crypto_cxof)
 * then includes this file. */
#include <ascon.h>
#include <stdint.h>

#include "crypto_hash.h"

#if defined(ASCON_SUPERCOP_HASH)
int crypto_hash(unsigned char *out, const unsigned char *in, unsigned long long inlen) {
  if (inlen > SIZE_MAX) return -1;
  return ASCON_SUPERCOP_HASH(out, in, (size_t)inlen) == 0 ? 0 : -1;
}
#elif defined(ASCON_SUPERCOP_XOF)
int crypto_xof(unsigned char *out, unsigned long long outlen, const unsigned char *in, unsigned long long inlen) {
  if (outlen > SIZE_MAX || inlen > SIZE_MAX) return -1;
  return ASCON_SUPERCOP_XOF(out, (size_t)outlen, in, (size_t)inlen) == 0 ? 0 : -1;
}
int crypto_hash(unsigned char *out, const unsigned char *in, unsigned long long inlen) {
  return crypto_xof(out, CRYPTO_BYTES, in, inlen);
}
#elif defined(ASCON_SUPERCOP_CXOF)
int crypto_cxof(unsigned char *out, unsigned long long outlen, const unsigned char *in, unsigned long long inlen,
                const unsigned char *cs, unsigned long long cslen) {
  if (outlen > SIZE_MAX || inlen > SIZE_MAX || cslen > SIZE_MAX) return -1;
  return ascon_cxof128(out, (size_t)outlen, in, (size_t)inlen, cs, (size_t)cslen) == 0 ? 0 : -1;
}
int crypto_xof(unsigned char *out, unsigned long long outlen, const unsigned char *in, unsigned long long inlen) {
  return crypto_cxof(out, outlen, in, inlen, (const unsigned char *)0, 0);
}
int crypto_hash(unsigned char *out, const unsigned char *in, unsigned long long inlen) {
  return crypto_cxof(out, CRYPTO_BYTES, in, inlen, (const unsigned char *)0, 0);
}
#else
#error "define ASCON_SUPERCOP_HASH, ASCON_SUPERCOP_XOF or ASCON_SUPERCOP_CXOF before including this file"
#endif
