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
  CHECK_EQ_INT(ascon_protected_aead128_encrypt(&a, 0, c1, sizeof c1, &len, m, 4, NULL, 0, nonce),
               ASCON_ERR_OUT_OF_ORDER);
  CHECK_EQ_INT(ascon_protected_mac(NULL, c1, m, 4), ASCON_ERR_OUT_OF_ORDER);
  /* a failing source: no key; then a key whose source fails later */
  CHECK_EQ_INT(ascon_protected_key_init(&a, key, 2, failing_rng, NULL), ASCON_ERR_BAD_RANDOMNESS);
  CHECK_EQ_INT(ascon_protected_mac(&a, c1, m, 4), ASCON_ERR_OUT_OF_ORDER);
  CHECK_EQ_INT(ascon_protected_key_init_shares(&a, shares, 3, failing_rng, NULL), 0); /* takes no randomness */
  memset(c1, 0x77, sizeof c1);
  CHECK_EQ_INT(ascon_protected_aead128_encrypt(&a, 0, c1, sizeof c1, &len, m, 4, NULL, 0, nonce),
               ASCON_ERR_BAD_RANDOMNESS);
  for (i = 0; i < sizeof c1; ++i) CHECK(c1[i] == 0);
  ascon_protected_key_wipe(&a);
  ascon_protected_key_wipe(&b);
}

/* ---- randomness that cannot mask, a key wiped during a call, inputs kept ---- */

/* A source the test switches between behaviours: good (xorshift), all zero,
 * success without writing, one constant byte, the same bytes on every call,
 * failing, and good bytes after wiping the key it serves (as a callback or
 * another thread could). */
enum { SRC_GOOD, SRC_ZERO, SRC_NO_WRITE, SRC_CONST, SRC_REPEAT, SRC_FAIL, SRC_WIPE };
typedef struct {
  int mode;
  uint64_t x;
  ascon_protected_key *victim;
} source;
static int switch_rng(void *ctx, uint8_t *out, size_t n) {
  source *s = (source *)ctx;
  uint64_t fixed = 99;
  switch (s->mode) {
    case SRC_ZERO:
      memset(out, 0, n);
      return 0;
    case SRC_NO_WRITE:
      return 0;
    case SRC_CONST:
      memset(out, 0xA5, n);
      return 0;
    case SRC_REPEAT:
      return test_rng(&fixed, out, n);
    case SRC_FAIL:
      return -1;
    case SRC_WIPE:
      ascon_protected_key_wipe(s->victim);
      return test_rng(&s->x, out, n);
    default:
      return test_rng(&s->x, out, n);
  }
}
/* Leaves varied, non-zero bytes in the stack below the caller's frame: what
 * a library that does not clear its randomness buffer would take as masks. */
static void dirty_stack(void) {
  volatile uint8_t junk[8192];
  uint64_t x = 12345;
  size_t i;
  for (i = 0; i < sizeof junk; ++i) {
    x ^= x << 13, x ^= x >> 7, x ^= x << 17;
    junk[i] = (uint8_t)(x | 1);
  }
}

/* Every call under a key whose source gives bytes that cannot mask fails
 * with ASCON_ERR_BAD_RANDOMNESS, outputs zeroed; the key then works again
 * with a good source. */
static void refused_calls(ascon_protected_key *k, source *src, int mode, const uint8_t *m, const uint8_t *nonce) {
  uint8_t c[36], tag[16], out[24];
  size_t len = 99;
  int level;
  src->mode = mode;
  for (level = ASCON_PROTECTED_LEVELED; level <= ASCON_PROTECTED_FULL; ++level) {
    memset(c, 0x77, sizeof c);
    CHECK_EQ_INT(ascon_protected_aead128_encrypt(k, level, c, sizeof c, &len, m, 20, NULL, 0, nonce),
                 ASCON_ERR_BAD_RANDOMNESS);
    CHECK(all_zero(c, sizeof c) && len == 99);
  }
  memset(tag, 0x77, sizeof tag);
  CHECK_EQ_INT(ascon_protected_mac(k, tag, m, 20), ASCON_ERR_BAD_RANDOMNESS);
  CHECK(all_zero(tag, sizeof tag));
  CHECK_EQ_INT(ascon_protected_mac_verify(k, tag, m, 20), ASCON_ERR_BAD_RANDOMNESS);
  memset(out, 0x77, sizeof out);
  CHECK_EQ_INT(ascon_protected_prf(k, out, sizeof out, m, 20), ASCON_ERR_BAD_RANDOMNESS);
  CHECK(all_zero(out, sizeof out));
  memset(out, 0x77, sizeof out);
  CHECK_EQ_INT(ascon_protected_prfshort(k, out, 16, m, 16), ASCON_ERR_BAD_RANDOMNESS);
  CHECK(all_zero(out, 16));
  CHECK_EQ_INT(ascon_protected_key_refresh(k), ASCON_ERR_BAD_RANDOMNESS);
  src->mode = SRC_GOOD;
  CHECK_EQ_INT(ascon_protected_aead128_encrypt(k, 0, c, sizeof c, &len, m, 20, NULL, 0, nonce), 0);
}

static void bad_randomness(void) {
  const uint8_t key[16] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16}, nonce[16] = {7};
  uint8_t m[20] = {1, 2, 3}, c[36], want[36], shares[32];
  source src = {SRC_GOOD, 5, NULL};
  size_t len = 0, i;
  unsigned n;
  int modes[4] = {SRC_ZERO, SRC_NO_WRITE, SRC_CONST, SRC_FAIL}, j;
  ascon_protected_key k;
  memset(&k, 0, sizeof k);
  CHECK_EQ_INT(ascon_aead128_encrypt(want, sizeof want, &len, m, 20, NULL, 0, nonce, key), 0);
  for (i = 0; i < 16; ++i) shares[i] = (uint8_t)(i * 29 + 3), shares[16 + i] = (uint8_t)(key[i] ^ shares[i]);
  /* a key is never shared with such bytes */
  for (n = 2; n <= 4; ++n)
    for (j = 0; j < 4; ++j) {
      src.mode = modes[j];
      dirty_stack();
      CHECK_EQ_INT(ascon_protected_key_init(&k, key, n, switch_rng, &src), ASCON_ERR_BAD_RANDOMNESS);
      CHECK_EQ_INT(ascon_protected_mac(&k, c, m, 4), ASCON_ERR_OUT_OF_ORDER); /* no key was made */
    }
  /* a key made from shares takes no randomness; its calls then refuse such bytes */
  for (j = 0; j < 4; ++j) {
    src.mode = SRC_GOOD;
    CHECK_EQ_INT(ascon_protected_key_init_shares(&k, shares, 2, switch_rng, &src), 0);
    refused_calls(&k, &src, modes[j], m, nonce);
  }
  /* shares that do not mask: all zero, or the key in share 0 and zeros after it */
  memset(shares, 0, sizeof shares);
  CHECK_EQ_INT(ascon_protected_key_init_shares(&k, shares, 2, switch_rng, &src), ASCON_ERR_BAD_RANDOMNESS);
  memcpy(shares, key, 16);
  CHECK_EQ_INT(ascon_protected_key_init_shares(&k, shares, 2, switch_rng, &src), ASCON_ERR_BAD_RANDOMNESS);
  CHECK_EQ_INT(ascon_protected_mac(&k, c, m, 4), ASCON_ERR_OUT_OF_ORDER);
  /* a source that returns the same bytes on every call: the second draw is refused */
  src.mode = SRC_REPEAT;
  CHECK_EQ_INT(ascon_protected_key_init(&k, key, 3, switch_rng, &src), 0);
  refused_calls(&k, &src, SRC_REPEAT, m, nonce);
  /* and after all that, the key still encrypts right */
  CHECK_EQ_INT(ascon_protected_aead128_encrypt(&k, 1, c, sizeof c, &len, m, 20, NULL, 0, nonce), 0);
  CHECK(memcmp(c, want, sizeof c) == 0);
  ascon_protected_key_wipe(&k);
  CHECK(strstr(ascon_error_string(ASCON_ERR_BAD_RANDOMNESS), "randomness") != NULL);
}

/* A key wiped while a call runs (here by its own randomness callback) never
 * encrypts, tags or verifies: the call fails as on a wiped key, outputs
 * zeroed, and the key stays wiped (no shares written back into it). */
static void wiped_during_call(void) {
  const uint8_t key[16] = {9, 8, 7, 6, 5, 4, 3, 2, 1}, nonce[16] = {3};
  uint8_t m[20] = {4, 5, 6}, c[36], tag[16];
  const uint8_t zero_state[sizeof(ascon_protected_key)] = {0};
  source src = {SRC_GOOD, 11, NULL};
  size_t len = 99;
  unsigned n;
  int level, which;
  ascon_protected_key k;
  memset(&k, 0, sizeof k);
  src.victim = &k;
  for (n = 2; n <= 4; ++n)
    for (which = 0; which < 4; ++which) {
      src.mode = SRC_GOOD;
      CHECK_EQ_INT(ascon_protected_key_init(&k, key, n, switch_rng, &src), 0);
      src.mode = SRC_WIPE;
      memset(c, 0x77, sizeof c), memset(tag, 0x77, sizeof tag);
      level = which & 1;
      if (which < 2) {
        CHECK_EQ_INT(ascon_protected_aead128_encrypt(&k, level, c, sizeof c, &len, m, 20, NULL, 0, nonce),
                     ASCON_ERR_OUT_OF_ORDER);
        CHECK(all_zero(c, sizeof c) && len == 99);
      } else if (which == 2) {
        CHECK_EQ_INT(ascon_protected_mac(&k, tag, m, 20), ASCON_ERR_OUT_OF_ORDER);
        CHECK(all_zero(tag, sizeof tag));
      } else {
        CHECK_EQ_INT(ascon_protected_key_refresh(&k), ASCON_ERR_OUT_OF_ORDER);
      }
      CHECK(memcmp(k.opaque, zero_state, sizeof k.opaque) == 0);
    }
}

/* The received tag is read before any plaintext is written (a plaintext
 * buffer over the tag still decrypts), and a call that fails before writing
 * (randomness) leaves an in-place buffer as it was. */
static void buffers_kept(void) {
  const uint8_t key[16] = {1, 1, 2, 3, 5, 8, 13, 21, 34}, nonce[16] = {5};
  uint8_t m[20], buf[64], want[36];
  source src = {SRC_GOOD, 21, NULL};
  size_t len = 0, i;
  int level;
  ascon_protected_key k;
  memset(&k, 0, sizeof k);
  for (i = 0; i < sizeof m; ++i) m[i] = (uint8_t)(i * 7 + 1);
  CHECK_EQ_INT(ascon_protected_key_init(&k, key, 2, switch_rng, &src), 0);
  for (level = ASCON_PROTECTED_LEVELED; level <= ASCON_PROTECTED_FULL; ++level) {
    /* ciphertext || tag at buf[0..36), the plaintext written at buf[20..40): over the tag */
    CHECK_EQ_INT(ascon_protected_aead128_encrypt(&k, level, buf, 36, &len, m, 20, NULL, 0, nonce), 0);
    memcpy(want, buf, 36);
    len = 0;
    CHECK_EQ_INT(ascon_protected_aead128_decrypt(&k, level, buf + 20, 20, &len, buf, 36, NULL, 0, nonce), 0);
    CHECK(len == 20 && memcmp(buf + 20, m, 20) == 0);
    /* in place, the source failing or stuck: the input stays, the tag room is zeroed */
    src.mode = SRC_FAIL;
    memcpy(buf, m, 20), memset(buf + 20, 0x77, 16);
    CHECK_EQ_INT(ascon_protected_aead128_encrypt(&k, level, buf, 36, &len, buf, 20, NULL, 0, nonce),
                 ASCON_ERR_BAD_RANDOMNESS);
    CHECK(memcmp(buf, m, 20) == 0 && all_zero(buf + 20, 16));
    src.mode = SRC_ZERO;
    memcpy(buf, want, 36);
    CHECK_EQ_INT(ascon_protected_aead128_decrypt(&k, level, buf, 36, &len, buf, 36, NULL, 0, nonce),
                 ASCON_ERR_BAD_RANDOMNESS);
    CHECK(memcmp(buf, want, 36) == 0);
    src.mode = SRC_GOOD;
    /* any overlap other than in place is refused before anything is written */
    memcpy(buf, m, 20), memset(buf + 20, 0x77, 44);
    CHECK_EQ_INT(ascon_protected_aead128_encrypt(&k, level, buf + 1, 40, &len, buf, 20, NULL, 0, nonce),
                 ASCON_ERR_OVERLAPPING_BUFFERS);
    CHECK(memcmp(buf, m, 20) == 0 && buf[21] == 0x77);
    memcpy(buf, want, 36);
    CHECK_EQ_INT(ascon_protected_aead128_decrypt(&k, level, buf + 3, 24, &len, buf, 36, NULL, 0, nonce),
                 ASCON_ERR_OVERLAPPING_BUFFERS);
    CHECK(memcmp(buf, want, 36) == 0);
  }
  ascon_protected_key_wipe(&k);
}

int main(void) {
  aead_file();
  keyed_files();
  api();
  bad_randomness();
  wiped_during_call();
  buffers_kept();
  return check_exit("test_protected");
}
