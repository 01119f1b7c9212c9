/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The protected (masked) C API: every Ascon-AEAD128 LWC record for 2, 3, 4
 * shares at both levels (with a tampered tag that must fail and zero the
 * output), every Mac/Prf/PrfShort record for 2, 3, 4 shares, keys from
 * shares, refresh, a failing randomness source, and misuse codes. */
#include <ascon.h>
#include <stdlib.h>

#include "check.h"
#include "vectors.h"

CHECK_MAIN_DEFS

/* A deterministic randomness source (xorshift64): reproducible runs. */
static int test_rng(void *ctx, uint8_t *out, size_t n) {
  uint64_t *x = (uint64_t *)ctx;
  size_t i;
  for (i = 0; i < n; ++i) {
    *x ^= *x << 13;
    *x ^= *x >> 7;
    *x ^= *x << 17;
    out[i] = (uint8_t)*x;
  }
  return 0;
}
static int failing_rng(void *ctx, uint8_t *out, size_t n) {
  (void)ctx, (void)out, (void)n;
  return -1;
}

/* Under an emulator (ASCON_TEST_EMULATED=1, the cross builds) the files run
 * through 2 shares leveled and 3 full only: all six take minutes there. */
static int emulated(void) {
  const char *e = getenv("ASCON_TEST_EMULATED");
  return e && e[0] == '1';
}

static void aead_file(void) {
  kat_file f = kat_load("sp800-232/ascon-aead128.txt");
  uint64_t seed = 1;
  unsigned shares;
  int level;
  size_t i;
  CHECK_EQ_INT(f.count, 1089);
  for (shares = 2; shares <= 4; ++shares)
    for (level = ASCON_PROTECTED_LEVELED; level <= ASCON_PROTECTED_FULL; ++level)
      for (i = 0; i < f.count; ++i) {
        const kat_record *r = &f.records[i];
        size_t kl, nl, pl, al, cl, out_len = 0;
        if (emulated() && shares != (level == ASCON_PROTECTED_LEVELED ? 2u : 3u)) break;
        uint8_t *key = kat_bytes(r, "Key", &kl), *nonce = kat_bytes(r, "Nonce", &nl), *pt = kat_bytes(r, "PT", &pl);
        uint8_t *ad = kat_bytes(r, "AD", &al), *ct = kat_bytes(r, "CT", &cl);
        uint8_t *out = malloc(cl + 1), *back = malloc(pl + 1);
        ascon_protected_key k;
        memset(&k, 0, sizeof k);
        CHECK_EQ_INT(ascon_protected_key_init(&k, key, shares, test_rng, &seed), 0);
        CHECK_EQ_INT(ascon_protected_aead128_encrypt(&k, level, out, cl, &out_len, pt, pl, ad, al, nonce), 0);
        CHECK_AT(out_len == cl && memcmp(out, ct, cl) == 0, kat_where(&f, r));
        CHECK_EQ_INT(ascon_protected_aead128_decrypt(&k, level, back, pl, &out_len, ct, cl, ad, al, nonce), 0);
        CHECK_AT(out_len == pl && memcmp(back, pt, pl) == 0, kat_where(&f, r));
        ct[cl - 1 - i % 16] ^= 1;
        memset(back, 0x55, pl + 1);
        CHECK_EQ_INT(ascon_protected_aead128_decrypt(&k, level, back, pl, &out_len, ct, cl, ad, al, nonce),
                     ASCON_ERR_AUTHENTICATION_FAILED);
        CHECK_AT(pl == 0 || (back[0] == 0 && back[pl - 1] == 0), kat_where(&f, r));
        ascon_protected_key_wipe(&k);
        free(key), free(nonce), free(pt), free(ad), free(ct), free(out), free(back);
      }
  kat_free(&f);
}

static void keyed_files(void) {
  const char *files[3] = {"mac-prf-v1.3/ascon-mac.txt", "mac-prf-v1.3/ascon-prf.txt",
                          "mac-prf-v1.3/ascon-prfshort.txt"};
  uint64_t seed = 2;
  int which;
  unsigned shares;
  size_t i;
  for (which = 0; which < 3; ++which) {
    kat_file f = kat_load(files[which]);
    for (shares = 2; shares <= 4; ++shares)
      for (i = 0; i < f.count; ++i) {
        const kat_record *r = &f.records[i];
        size_t kl, ml, tl;
        if (emulated() && shares != 2) break;
        uint8_t *key = kat_bytes(r, "Key", &kl), *msg = kat_bytes(r, "Msg", &ml), *tag = kat_bytes(r, "Tag", &tl);
        uint8_t *out = malloc(tl + 1);
        ascon_protected_key k;
        memset(&k, 0, sizeof k);
        CHECK_EQ_INT(ascon_protected_key_init(&k, key, shares, test_rng, &seed), 0);
        if (which == 0) {
          CHECK_EQ_INT(ascon_protected_mac(&k, out, msg, ml), 0);
          CHECK_EQ_INT(ascon_protected_mac_verify(&k, tag, msg, ml), 0);
          tag[i % 16] ^= 0x10;
          CHECK_EQ_INT(ascon_protected_mac_verify(&k, tag, msg, ml), ASCON_ERR_AUTHENTICATION_FAILED);
          tag[i % 16] ^= 0x10;
        } else if (which == 1) {
          CHECK_EQ_INT(ascon_protected_prf(&k, out, tl, msg, ml), 0);
        } else {
          CHECK_EQ_INT(ascon_protected_prfshort(&k, out, tl, msg, ml), 0);
        }
        CHECK_AT(memcmp(out, tag, tl) == 0, kat_where(&f, r));
        ascon_protected_key_wipe(&k);
        free(key), free(msg), free(tag), free(out);
      }
    kat_free(&f);
  }
}

static void api(void) {
  const uint8_t key[16] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16}, nonce[16] = {7};
  uint8_t shares[48], c1[20], c2[20], m[4] = {1, 2, 3, 4}, back[4];
  uint64_t seed = 3;
  size_t len = 0, i;
  ascon_protected_key a, b;
  memset(&a, 0, sizeof a);
  memset(&b, 0, sizeof b);
  /* shares made elsewhere give the same results as the plain key */
  test_rng(&seed, shares, 32);
  for (i = 0; i < 16; ++i) shares[32 + i] = (uint8_t)(key[i] ^ shares[i] ^ shares[16 + i]);
  CHECK_EQ_INT(ascon_protected_key_init_shares(&a, shares, 3, test_rng, &seed), 0);
  CHECK_EQ_INT(ascon_protected_key_init(&b, key, 2, test_rng, &seed), 0);
  CHECK_EQ_INT(ascon_protected_aead128_encrypt(&a, ASCON_PROTECTED_FULL, c1, sizeof c1, &len, m, 4, NULL, 0, nonce), 0);
  CHECK_EQ_INT(ascon_protected_key_refresh(&b), 0);
  CHECK_EQ_INT(ascon_protected_aead128_encrypt(&b, ASCON_PROTECTED_LEVELED, c2, sizeof c2, &len, m, 4, NULL, 0, nonce),
               0);
  CHECK(memcmp(c1, c2, sizeof c1) == 0);
  CHECK_EQ_INT(ascon_aead128_decrypt(back, 4, &len, c1, 20, NULL, 0, nonce, key), 0); /* the plain API agrees */
  CHECK(memcmp(back, m, 4) == 0);
  /* misuse */
  CHECK_EQ_INT(ascon_protected_aead128_encrypt(&a, 2, c1, sizeof c1, &len, m, 4, NULL, 0, nonce), ASCON_ERR_BAD_LENGTH);
  CHECK_EQ_INT(ascon_protected_aead128_encrypt(&a, 0, c1, 19, &len, m, 4, NULL, 0, nonce), ASCON_ERR_BUFFER_TOO_SMALL);
  CHECK_EQ_INT(ascon_protected_prfshort(&a, c1, 17, m, 4), ASCON_ERR_BAD_LENGTH);
  CHECK_EQ_INT(ascon_protected_key_init(&b, key, 5, test_rng, &seed), ASCON_ERR_BAD_LENGTH);
  ascon_protected_key_wipe(&a);
  CHECK_EQ_INT(ascon_protected_aead128_encrypt(&a, 0, c1, sizeof c1, &len, m, 4, NULL, 0, nonce), ASCON_ERR_OUT_OF_ORDER);
  CHECK_EQ_INT(ascon_protected_mac(NULL, c1, m, 4), ASCON_ERR_OUT_OF_ORDER);
  /* a failing source: no key; then a key whose source fails later */
  CHECK_EQ_INT(ascon_protected_key_init(&a, key, 2, failing_rng, NULL), ASCON_ERR_UNAVAILABLE);
  CHECK_EQ_INT(ascon_protected_mac(&a, c1, m, 4), ASCON_ERR_OUT_OF_ORDER);
  CHECK_EQ_INT(ascon_protected_key_init_shares(&a, shares, 3, failing_rng, NULL), 0); /* takes no randomness */
  memset(c1, 0x77, sizeof c1);
  CHECK_EQ_INT(ascon_protected_aead128_encrypt(&a, 0, c1, sizeof c1, &len, m, 4, NULL, 0, nonce), ASCON_ERR_UNAVAILABLE);
  for (i = 0; i < sizeof c1; ++i) CHECK(c1[i] == 0);
  ascon_protected_key_wipe(&a);
  ascon_protected_key_wipe(&b);
}

int main(void) {
  aead_file();
  keyed_files();
  api();
  return check_exit("test_protected");
}
