/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* One SUPERCOP shim (chosen at compile time: SHIM_AEAD, SHIM_HASH, SHIM_XOF
 * or SHIM_CXOF, with VECTOR_FILE and VECTOR_RECORDS) checked against every
 * record of its known-answer file through the SUPERCOP names only. Built once
 * per shim, since all shims define the same symbols. */
#include <stdlib.h>

#include "api.h"
#include "check.h"
#include "vectors.h"
#if defined(SHIM_AEAD)
#include "crypto_aead.h"
#else
#include "crypto_hash.h"
#endif

CHECK_MAIN_DEFS

int main(void) {
  kat_file f = kat_load(VECTOR_FILE);
  size_t i;
  CHECK_EQ_INT(f.count, VECTOR_RECORDS);
  for (i = 0; i < f.count; ++i) {
    const kat_record *r = &f.records[i];
    const char *where = kat_where(&f, r);
#if defined(SHIM_AEAD)
    size_t kl, nl, pl, al, cl;
    uint8_t *key = kat_bytes(r, "Key", &kl), *nonce = kat_bytes(r, "Nonce", &nl), *pt = kat_bytes(r, "PT", &pl),
            *ad = kat_bytes(r, "AD", &al), *ct = kat_bytes(r, "CT", &cl);
    uint8_t *buf = (uint8_t *)malloc(cl + 1);
    unsigned long long len = 0;
    CHECK_AT(kl == CRYPTO_KEYBYTES && nl == CRYPTO_NPUBBYTES && cl == pl + CRYPTO_ABYTES, where);
    CHECK_AT(crypto_aead_encrypt(buf, &len, pt, pl, ad, al, NULL, nonce, key) == 0 && len == cl, where);
    CHECK_AT(memcmp(buf, ct, cl) == 0, where);
    CHECK_AT(crypto_aead_decrypt(buf, &len, NULL, ct, cl, ad, al, nonce, key) == 0 && len == pl, where);
    CHECK_AT(memcmp(buf, pt, pl) == 0, where);
    ct[0] ^= 1; /* a modified ciphertext (or tag, when empty) is rejected and nothing released */
    memset(buf, 0xEE, pl);
    CHECK_AT(crypto_aead_decrypt(buf, &len, NULL, ct, cl, ad, al, nonce, key) == -1 && all_zero(buf, pl), where);
    CHECK_AT(crypto_aead_decrypt(buf, &len, NULL, ct, CRYPTO_ABYTES - 1, ad, al, nonce, key) == -1, where);
    free(key), free(nonce), free(pt), free(ad), free(ct), free(buf);
#else
    size_t ml, dl;
    uint8_t *msg = kat_bytes(r, "Msg", &ml), *md = kat_bytes(r, "MD", &dl);
    uint8_t out[CRYPTO_BYTES + 1];
    int check_hash = 1;
#if defined(SHIM_XOF) || defined(SHIM_CXOF)
    uint8_t *xout = (uint8_t *)malloc(dl + 1);
#if defined(SHIM_CXOF)
    size_t zl;
    uint8_t *z = kat_bytes(r, "Z", &zl);
    CHECK_AT(crypto_cxof(xout, dl, msg, ml, z, zl) == 0 && memcmp(xout, md, dl) == 0, where);
    check_hash = zl == 0; /* crypto_hash and crypto_xof use an empty customization */
    if (check_hash) CHECK_AT(crypto_xof(xout, dl, msg, ml) == 0 && memcmp(xout, md, dl) == 0, where);
    free(z);
#else
    CHECK_AT(crypto_xof(xout, dl, msg, ml) == 0 && memcmp(xout, md, dl) == 0, where);
#endif
    free(xout);
#endif
    if (check_hash) {
      CHECK_AT(dl >= CRYPTO_BYTES, where);
      out[CRYPTO_BYTES] = 0xEE;
      CHECK_AT(crypto_hash(out, msg, ml) == 0 && memcmp(out, md, CRYPTO_BYTES) == 0 && out[CRYPTO_BYTES] == 0xEE,
               where);
    }
    free(msg), free(md);
#endif
  }
  printf("%s: %zu records of %s\n", SHIM_NAME, f.count, VECTOR_FILE);
  kat_free(&f);
  return check_exit(SHIM_NAME);
}
