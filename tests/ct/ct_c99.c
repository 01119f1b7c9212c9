/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Constant-time check of the C99 edition (the files of src/c99/, compiled into
 * this program with ASCON_CT_VALIDATION so its declassification of tag
 * verdicts is live), ctgrind method: keys, plaintexts, associated data,
 * received ciphertexts and tags, hashed messages and customization strings
 * are marked undefined for valgrind memcheck, which then reports any branch
 * or memory index that depends on them. Only the C return codes (whether a
 * tag matched) are public by design; outputs are declassified before this
 * program looks at them.
 *
 * Built with ASCON_CT_PLANT_LEAK, the output comparison exits early on the
 * first differing secret byte: expect_planted.sh then requires every report
 * to point at planted_leak_compare (the secrets really reach the outputs). */
#include <ascon.h>
#include <stdio.h>
#include <string.h>
#include <valgrind/memcheck.h>

static int failures;
#define CHECK(cond)                                                              \
  do {                                                                           \
    if (!(cond)) {                                                               \
      fprintf(stderr, "ct_c99: %s:%d: failed: %s\n", __FILE__, __LINE__, #cond); \
      ++failures;                                                                \
    }                                                                            \
  } while (0)

static void secret(const void *p, size_t n) {
  if (n) (void)VALGRIND_MAKE_MEM_UNDEFINED(p, n);
}
static int reveal(int v) {
  (void)VALGRIND_MAKE_MEM_DEFINED(&v, sizeof v);
  return v;
}

#if defined(__GNUC__)
__attribute__((noinline))
#endif
static int planted_leak_compare(const uint8_t *got, const uint8_t *want, size_t n) {
#if defined(ASCON_CT_PLANT_LEAK)
  size_t i;
  for (i = 0; i < n; ++i)
    if (got[i] != want[i]) return 0; /* branch on a secret byte */
  return 1;
#else
  if (n) (void)VALGRIND_MAKE_MEM_DEFINED(got, n);
  return n == 0 || memcmp(got, want, n) == 0;
#endif
}

static void pattern(uint8_t *p, size_t n, unsigned seed) {
  size_t i;
  for (i = 0; i < n; ++i) p[i] = (uint8_t)(seed + 31 * i + (i >> 3));
}

int main(void) {
  uint8_t key[32], nonce[16], msg[77], ad[23], z[19], ct[77 + 16], back[77], tag[16], out[64], ref[93];
  size_t n, len;
  for (n = 0; n < sizeof msg; n += 19) { /* several lengths: full and partial blocks */
    ascon_aead128_encrypt_state es;
    ascon_aead128_decrypt_state ds;
    ascon_aead128_truncated_key tk;
    int rc;
    memset(&ds, 0, sizeof ds); /* decrypt_init reads it: a live state is refused */
    pattern(key, sizeof key, 1), pattern(nonce, 16, 2), pattern(msg, sizeof msg, 3), pattern(ad, sizeof ad, 4);
    /* a reference ciphertext from public inputs, to compare against */
    CHECK(ascon_aead128_encrypt(ref, sizeof ref, &len, msg, n, ad, sizeof ad, nonce, key) == 0);
    secret(key, sizeof key), secret(msg, sizeof msg), secret(ad, sizeof ad);
    CHECK(ascon_aead128_encrypt(ct, sizeof ct, &len, msg, n, ad, sizeof ad, nonce, key) == 0);
    CHECK(planted_leak_compare(ct, ref, n + 16));
    secret(ct, n + 16);
    rc = reveal(ascon_aead128_decrypt(back, sizeof back, &len, ct, n + 16, ad, sizeof ad, nonce, key));
    CHECK(rc == 0);
    (void)VALGRIND_MAKE_MEM_DEFINED(msg, sizeof msg);
    CHECK(planted_leak_compare(back, msg, n));
    secret(msg, sizeof msg);
    ct[0] ^= 1; /* a wrong ciphertext: rejected, the verdict alone public */
    rc = reveal(ascon_aead128_decrypt(back, sizeof back, &len, ct, n + 16, ad, sizeof ad, nonce, key));
    CHECK(rc == ASCON_ERR_AUTH);
    ct[0] ^= 1;
    /* masked, incremental, truncated */
    CHECK(ascon_aead128_masked_encrypt(ct, sizeof ct, &len, msg, n, ad, sizeof ad, nonce, key) == 0);
    CHECK(ascon_aead128_encrypt_init(&es, nonce, key) == 0 && ascon_aead128_encrypt_update_ad(&es, ad, 5) == 0 &&
          ascon_aead128_encrypt_update(&es, ct, msg, n) == 0 && ascon_aead128_encrypt_final(&es, tag, 16) == 0);
    CHECK(ascon_aead128_decrypt_init(&ds, back, sizeof back, nonce, key) == 0 &&
          ascon_aead128_decrypt_update_ad(&ds, ad, 5) == 0 && ascon_aead128_decrypt_update(&ds, ct, n) == 0);
    CHECK(reveal(ascon_aead128_decrypt_final(&ds, tag, 16, &len)) == 0);
    CHECK(ascon_aead128_truncated_init(&tk, key, 77) == 0);
    CHECK(ascon_aead128_truncated_encrypt_bits(&tk, ct, tag, msg, 8 * n + 3, ad, 8 * 7 - 2, nonce) == 0);
    CHECK(reveal(ascon_aead128_truncated_decrypt_bits(&tk, back, ct, 8 * n + 3, tag, ad, 8 * 7 - 2, nonce)) == 0);
    ascon_aead128_truncated_wipe(&tk);
    /* sponges on secret messages and keys */
    pattern(z, sizeof z, 5);
    secret(z, sizeof z);
    CHECK(ascon_hash256(out, msg, n) == 0);
    CHECK(ascon_xof128(out, 40, msg, n) == 0);
    CHECK(ascon_cxof128(out, 40, msg, n, z, sizeof z) == 0);
    CHECK(ascon_mac(tag, msg, n, key) == 0);
    CHECK(reveal(ascon_mac_verify(tag, msg, n, key)) == 0);
    CHECK(ascon_prf(out, 48, msg, n, key) == 0);
    CHECK(reveal(ascon_prf_verify(out, 48, msg, n, key)) == 0);
    CHECK(ascon_prfshort(out, 16, msg, n < 16 ? n : 16, key) == 0);
    CHECK(reveal(ascon_prfshort_verify(out, 16, msg, n < 16 ? n : 16, key)) == 0);
    (void)VALGRIND_MAKE_MEM_DEFINED(key, sizeof key), (void)VALGRIND_MAKE_MEM_DEFINED(msg, sizeof msg);
    (void)VALGRIND_MAKE_MEM_DEFINED(ad, sizeof ad), (void)VALGRIND_MAKE_MEM_DEFINED(z, sizeof z);
  }
  printf("ct_c99 (%s): %s\n", ascon_implementation(), failures ? "FAILED" : "ok");
  return failures ? 1 : 0;
}
