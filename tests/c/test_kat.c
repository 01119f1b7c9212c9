/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Every record of every known-answer file through the C API, one-shot and
 * incremental (input fed in pieces, output squeezed in pieces), plus a
 * tampered-tag decryption per AEAD record that must fail and zero its output.
 * Record counts are checked against the vectors README so a truncated file
 * cannot pass. */
#include <ascon.h>
#include <stdlib.h>

#include "check.h"
#include "vectors.h"

CHECK_MAIN_DEFS

typedef const uint8_t cu8;

/* ---------------------------------------------------------------- AEAD (LWC files) */
typedef struct {
  int (*encrypt)(uint8_t *, size_t, size_t *, cu8 *, size_t, cu8 *, size_t, cu8 *, cu8 *);
  int (*decrypt)(uint8_t *, size_t, size_t *, cu8 *, size_t, cu8 *, size_t, cu8 *, cu8 *);
  int (*encrypt_detached)(uint8_t *, uint8_t *, cu8 *, size_t, cu8 *, size_t, cu8 *, cu8 *);
  int (*decrypt_detached)(uint8_t *, cu8 *, size_t, cu8 *, cu8 *, size_t, cu8 *, cu8 *);
  int (*inc_encrypt)(uint8_t *, cu8 *, size_t, cu8 *, size_t, cu8 *, cu8 *);
  int (*inc_decrypt)(uint8_t *, size_t *, cu8 *, size_t, cu8 *, size_t, cu8 *, cu8 *);
  size_t key_len;
} aead_algo;

/* Incremental runs: AD in two pieces, data in three. TAGARG is TAG16 for
 * Ascon-AEAD128 (its final takes a tag length) and empty for v1.2. */
#define TAG16 , 16
#define AEAD_INCREMENTAL(prefix, TAGARG)                                                                           \
  static int prefix##_inc_encrypt(uint8_t *ct, cu8 *m, size_t m_len, cu8 *ad, size_t ad_len, cu8 *n, cu8 *k) {     \
    prefix##_encrypt_state st;                                                                                     \
    size_t a = ad_len / 2, p1 = m_len / 3, p2 = 2 * m_len / 3;                                                     \
    int r;                                                                                                         \
    if ((r = prefix##_encrypt_init(&st, n, k)) != 0) return r;                                                     \
    if ((r = prefix##_encrypt_update_ad(&st, ad, a)) != 0) return r;                                               \
    if ((r = prefix##_encrypt_update_ad(&st, ad + a, ad_len - a)) != 0) return r;                                  \
    if ((r = prefix##_encrypt_update(&st, ct, m, p1)) != 0) return r;                                              \
    if ((r = prefix##_encrypt_update(&st, ct + p1, m + p1, p2 - p1)) != 0) return r;                               \
    if ((r = prefix##_encrypt_update(&st, ct + p2, m + p2, m_len - p2)) != 0) return r;                            \
    return prefix##_encrypt_final(&st, ct + m_len TAGARG);                                                         \
  }                                                                                                                \
  static int prefix##_inc_decrypt(uint8_t *m, size_t *m_len, cu8 *c, size_t c_len, cu8 *ad, size_t ad_len, cu8 *n, \
                                  cu8 *k) {                                                                        \
    prefix##_decrypt_state st;                                                                                     \
    size_t len = c_len - 16, a = ad_len / 2, p1 = len / 3, p2 = 2 * len / 3;                                       \
    int r;                                                                                                         \
    memset(&st, 0, sizeof st); /* decrypt_init reads it to refuse a live state */                                  \
    if ((r = prefix##_decrypt_init(&st, m, len, n, k)) != 0) return r;                                             \
    if ((r = prefix##_decrypt_update_ad(&st, ad, a)) != 0) return r;                                               \
    if ((r = prefix##_decrypt_update_ad(&st, ad + a, ad_len - a)) != 0) return r;                                  \
    if ((r = prefix##_decrypt_update(&st, c, p1)) != 0) return r;                                                  \
    if ((r = prefix##_decrypt_update(&st, c + p1, p2 - p1)) != 0) return r;                                        \
    if ((r = prefix##_decrypt_update(&st, c + p2, len - p2)) != 0) return r;                                       \
    return prefix##_decrypt_final(&st, c + len TAGARG, m_len);                                                     \
  }

AEAD_INCREMENTAL(ascon_aead128, TAG16)
#if ASCON_TEST_HAS_V12
AEAD_INCREMENTAL(ascon_v12_ascon128, )
AEAD_INCREMENTAL(ascon_v12_ascon128a, )
AEAD_INCREMENTAL(ascon_v12_ascon80pq, )
#endif

/* Ascon-AEAD128's detached functions take a tag length: full tags here. */
static int aead128_enc_det16(uint8_t *c, uint8_t *t, cu8 *m, size_t ml, cu8 *ad, size_t al, cu8 *n, cu8 *k) {
  return ascon_aead128_encrypt_detached(c, t, 16, m, ml, ad, al, n, k);
}
static int aead128_dec_det16(uint8_t *m, cu8 *c, size_t cl, cu8 *t, cu8 *ad, size_t al, cu8 *n, cu8 *k) {
  return ascon_aead128_decrypt_detached(m, c, cl, t, 16, ad, al, n, k);
}

/* Every vector-file test: kat_open loads `file` and checks that it holds
 * `expected` records (*before: the failures so far); kat_close prints the
 * file's verdict, with `note` after it, and frees it. */
static kat_file kat_open(const char *file, size_t expected, size_t *before) {
  kat_file f = kat_load(file);
  *before = (size_t)check_failures;
  CHECK_EQ_INT(f.count, expected);
  return f;
}
static void kat_close(kat_file *f, const char *file, size_t before, const char *note) {
  printf("[ KAT C ] %-40s %5zu records %s%s\n", file, f->count, (size_t)check_failures == before ? "passed" : "FAILED",
         note);
  kat_free(f);
}

static void test_aead_lwc(const aead_algo *A, const char *file, size_t expected) {
  size_t i, before;
  kat_file f = kat_open(file, expected, &before);
  for (i = 0; i < f.count; ++i) {
    const kat_record *r = &f.records[i];
    const char *where = kat_where(&f, r);
    size_t kl, nl, pl, al, cl, out_len = 0;
    uint8_t *key = kat_bytes(r, "Key", &kl), *nonce = kat_bytes(r, "Nonce", &nl), *pt = kat_bytes(r, "PT", &pl),
            *ad = kat_bytes(r, "AD", &al), *ct = kat_bytes(r, "CT", &cl);
    uint8_t *buf = (uint8_t *)malloc(cl + 1), *back = (uint8_t *)malloc(pl + 1);
    CHECK_AT(kl == A->key_len && nl == 16 && cl == pl + 16, where);
    /* combined */
    memset(buf, 0xEE, cl);
    CHECK_AT(A->encrypt(buf, cl, &out_len, pt, pl, ad, al, nonce, key) == 0 && out_len == cl, where);
    CHECK_AT(memcmp(buf, ct, cl) == 0, where);
    memset(back, 0xEE, pl + 1);
    out_len = 12345;
    CHECK_AT(A->decrypt(back, pl, &out_len, ct, cl, ad, al, nonce, key) == 0 && out_len == pl, where);
    CHECK_AT(memcmp(back, pt, pl) == 0 && back[pl] == 0xEE, where);
    /* detached */
    memset(buf, 0xEE, cl);
    CHECK_AT(A->encrypt_detached(buf, buf + pl, pt, pl, ad, al, nonce, key) == 0, where);
    CHECK_AT(memcmp(buf, ct, cl) == 0, where);
    memset(back, 0xEE, pl);
    CHECK_AT(A->decrypt_detached(back, ct, pl, ct + pl, ad, al, nonce, key) == 0, where);
    CHECK_AT(memcmp(back, pt, pl) == 0, where);
    /* incremental */
    memset(buf, 0xEE, cl);
    CHECK_AT(A->inc_encrypt(buf, pt, pl, ad, al, nonce, key) == 0, where);
    CHECK_AT(memcmp(buf, ct, cl) == 0, where);
    memset(back, 0xEE, pl);
    out_len = 12345;
    CHECK_AT(A->inc_decrypt(back, &out_len, ct, cl, ad, al, nonce, key) == 0 && out_len == pl, where);
    CHECK_AT(memcmp(back, pt, pl) == 0, where);
    /* a flipped tag bit: fails, zeroes the output, leaves the length alone */
    memcpy(buf, ct, cl);
    buf[cl - 1] ^= 0x01;
    memset(back, 0xEE, pl);
    out_len = 12345;
    CHECK_AT(A->decrypt(back, pl, &out_len, buf, cl, ad, al, nonce, key) == ASCON_ERR_AUTH, where);
    CHECK_AT(all_zero(back, pl) && out_len == 12345, where);
    memset(back, 0xEE, pl);
    CHECK_AT(A->inc_decrypt(back, &out_len, buf, cl, ad, al, nonce, key) == ASCON_ERR_AUTH, where);
    CHECK_AT(all_zero(back, pl) && out_len == 12345, where);
    free(key), free(nonce), free(pt), free(ad), free(ct), free(buf), free(back);
  }
  kat_close(&f, file, before, "");
}

/* ---------------------------------------------------------- hashes, XOFs, MAC, PRF */
/* One algorithm's view of a record: fills `out` (out_len bytes) one-shot and
 * incrementally (pieces), returns nonzero on any error. */
typedef int (*compute_fn)(const kat_record *r, cu8 *msg, size_t msg_len, uint8_t *out, size_t out_len, int incremental);

static void test_hash_file(const char *file, size_t expected, const char *md_field, compute_fn fn) {
  size_t i, before;
  kat_file f = kat_open(file, expected, &before);
  for (i = 0; i < f.count; ++i) {
    const kat_record *r = &f.records[i];
    const char *where = kat_where(&f, r);
    size_t ml, dl;
    uint8_t *msg = kat_bytes(r, "Msg", &ml), *md = kat_bytes(r, md_field, &dl);
    uint8_t *out = (uint8_t *)malloc(dl + 1);
    int mode;
    for (mode = 0; mode < 2; ++mode) {
      memset(out, 0xEE, dl + 1);
      CHECK_AT(fn(r, msg, ml, out, dl, mode) == 0, where);
      CHECK_AT(memcmp(out, md, dl) == 0 && out[dl] == 0xEE, where);
    }
    free(msg), free(md), free(out);
  }
  kat_close(&f, file, before, "");
}

/* Feeds msg to an update function in three pieces. */
#define FEED3(update, st, msg, len)                                                                         \
  do {                                                                                                      \
    size_t p1_ = (len) / 3, p2_ = 2 * (len) / 3;                                                            \
    if (update(st, msg, p1_) || update(st, (msg) + p1_, p2_ - p1_) || update(st, (msg) + p2_, (len) - p2_)) \
      return -100;                                                                                          \
  } while (0)
/* Squeezes out_len bytes in pieces of 1, 7, 8, 9, ... bytes, the last by final. */
#define SQUEEZE_PIECES(squeeze, final, st, out, out_len)   \
  do {                                                     \
    size_t done_ = 0, piece_ = 1;                          \
    while ((out_len) - done_ > piece_) {                   \
      if (squeeze(st, (out) + done_, piece_)) return -101; \
      done_ += piece_;                                     \
      piece_ = piece_ == 1 ? 7 : piece_ + 1;               \
    }                                                      \
    return final(st, (out) + done_, (out_len) - done_);    \
  } while (0)
/* The incremental half of every XOF-shaped check: FEED3 then SQUEEZE_PIECES. */
#define FEED3_SQUEEZE(name, st, msg, len, out, out_len)             \
  do {                                                              \
    FEED3(name##_update, st, msg, len);                             \
    SQUEEZE_PIECES(name##_squeeze, name##_final, st, out, out_len); \
  } while (0)
/* FN(v12_a) FN(v12_b) where the build has the v1.2 family. Each use sits
 * in #if ASCON_TEST_HAS_V12 too: for the C99 edition ascon.h poisons the
 * v1.2 names (a compile error even as a discarded macro argument). */
#define WITH_V12(FN, a, b) FN(a) FN(b)

#define FIXED_HASH_FN(name)                                                                        \
  static int name##_fn(const kat_record *r, cu8 *m, size_t ml, uint8_t *out, size_t ol, int inc) { \
    name##_state st;                                                                               \
    (void)r;                                                                                       \
    if (ol != 32) return -99;                                                                      \
    if (!inc) return name(out, m, ml);                                                             \
    if (name##_init(&st)) return -98;                                                              \
    FEED3(name##_update, &st, m, ml);                                                              \
    return name##_final(&st, out);                                                                 \
  }
FIXED_HASH_FN(ascon_hash256)
#if ASCON_TEST_HAS_V12
WITH_V12(FIXED_HASH_FN, ascon_v12_hash, ascon_v12_hasha)
#endif

#define XOF_FN(name)                                                                               \
  static int name##_fn(const kat_record *r, cu8 *m, size_t ml, uint8_t *out, size_t ol, int inc) { \
    name##_state st;                                                                               \
    (void)r;                                                                                       \
    if (!inc) return name(out, ol, m, ml);                                                         \
    if (name##_init(&st)) return -98;                                                              \
    FEED3_SQUEEZE(name, &st, m, ml, out, ol);                                                      \
  }
XOF_FN(ascon_xof128)
#if ASCON_TEST_HAS_V12
WITH_V12(XOF_FN, ascon_v12_xof, ascon_v12_xofa)
#endif

static int cxof128_fn(const kat_record *r, cu8 *m, size_t ml, uint8_t *out, size_t ol, int inc) {
  ascon_cxof128_state st;
  size_t zl;
  uint8_t *z = kat_bytes(r, "Z", &zl);
  int rc = inc ? ascon_cxof128_init(&st, z, zl) : ascon_cxof128(out, ol, m, ml, z, zl);
  free(z);
  if (!inc || rc) return rc;
  FEED3_SQUEEZE(ascon_cxof128, &st, m, ml, out, ol);
}

/* MAC: one-shot plus verify (and a flipped tag failing); incremental plus final_verify. */
#define MAC_FN(name)                                                                                                   \
  static int name##_fn(const kat_record *r, cu8 *m, size_t ml, uint8_t *out, size_t ol, int inc) {                     \
    name##_state st;                                                                                                   \
    size_t kl;                                                                                                         \
    uint8_t *key = kat_bytes(r, "Key", &kl);                                                                           \
    int rc = -97;                                                                                                      \
    if (ol == 16 && kl == 16 && !inc && name(out, m, ml, key) == 0 && name##_verify(out, m, ml, key) == 0) {           \
      out[0] ^= 0x80;                                                                                                  \
      rc = name##_verify(out, m, ml, key) == ASCON_ERR_AUTH ? 0 : -96;                                                 \
      out[0] ^= 0x80;                                                                                                  \
    }                                                                                                                  \
    if (ol == 16 && kl == 16 && inc && name##_init(&st, key) == 0) {                                                   \
      size_t p_ = ml / 2;                                                                                              \
      uint8_t tag_[16];                                                                                                \
      if (name##_update(&st, m, p_) == 0 && name##_update(&st, m + p_, ml - p_) == 0 && name##_final(&st, out) == 0 && \
          name##_init(&st, key) == 0 && name##_update(&st, m, ml) == 0) {                                              \
        memcpy(tag_, out, 16);                                                                                         \
        rc = name##_final_verify(&st, tag_);                                                                           \
      }                                                                                                                \
    }                                                                                                                  \
    free(key);                                                                                                         \
    return rc;                                                                                                         \
  }
MAC_FN(ascon_mac)
#if ASCON_TEST_HAS_V12
WITH_V12(MAC_FN, ascon_v12_mac, ascon_v12_maca)
#endif

#define PRF_FN(name)                                                                               \
  static int name##_fn(const kat_record *r, cu8 *m, size_t ml, uint8_t *out, size_t ol, int inc) { \
    name##_state st;                                                                               \
    size_t kl;                                                                                     \
    uint8_t *key = kat_bytes(r, "Key", &kl);                                                       \
    int rc = kl == 16 ? 0 : -97;                                                                   \
    if (rc == 0 && !inc) {                                                                         \
      rc = name(out, ol, m, ml, key);                                                              \
      if (rc == 0 && ol > 0) rc = name##_verify(out, ol, m, ml, key);                              \
    }                                                                                              \
    if (rc == 0 && inc) rc = name##_init(&st, key);                                                \
    free(key);                                                                                     \
    if (rc || !inc) return rc;                                                                     \
    FEED3_SQUEEZE(name, &st, m, ml, out, ol);                                                      \
  }
PRF_FN(ascon_prf)
#if ASCON_TEST_HAS_V12
WITH_V12(PRF_FN, ascon_v12_prf, ascon_v12_prfa)
#endif

#define PRFSHORT_FN(name)                                                                          \
  static int name##_fn(const kat_record *r, cu8 *m, size_t ml, uint8_t *out, size_t ol, int inc) { \
    size_t kl;                                                                                     \
    uint8_t *key = kat_bytes(r, "Key", &kl);                                                       \
    int rc = kl == 16 ? name(out, ol, m, ml, key) : -97;                                           \
    if (rc == 0) rc = name##_verify(out, ol, m, ml, key);                                          \
    if (rc == 0 && inc) { /* a flipped bit must not verify */                                      \
      out[ol - 1] ^= 1;                                                                            \
      rc = name##_verify(out, ol, m, ml, key) == ASCON_ERR_AUTH ? 0 : -96;                         \
      out[ol - 1] ^= 1;                                                                            \
    }                                                                                              \
    free(key);                                                                                     \
    return rc;                                                                                     \
  }
PRFSHORT_FN(ascon_prfshort)
#if ASCON_TEST_HAS_V12
PRFSHORT_FN(ascon_v12_prfshort)
#endif

/* ------------------------------------------------------------------ ACVP AEAD */
static void test_acvp_aead128(const char *file, size_t expected, size_t expected_must_fail) {
  size_t i, must_fail = 0, before;
  kat_file f = kat_open(file, expected, &before);
  for (i = 0; i < f.count; ++i) {
    const kat_record *r = &f.records[i];
    const char *where = kat_where(&f, r);
    size_t kl, nl, pl, al, cl, tl, got_len = 777;
    uint8_t *key = kat_bytes(r, "Key", &kl), *nonce = kat_bytes(r, "Nonce", &nl), *pt = kat_bytes(r, "PT", &pl),
            *ad = kat_bytes(r, "AD", &al), *ct = kat_bytes(r, "CT", &cl), *tag = kat_bytes(r, "Tag", &tl);
    uint8_t *got = (uint8_t *)malloc(cl + 1), *ct2 = (uint8_t *)malloc(pl + 1), tag2[16];
    ascon_aead128_decrypt_state st;
    ascon_aead128_truncated_key tk; /* the tag length, bound once per key */
    const int should_pass = strcmp(kat_str(r, "TestPassed"), "True") == 0;
    const int want = should_pass ? 0 : ASCON_ERR_AUTH;
    CHECK_AT(ascon_aead128_truncated_init(&tk, key, 8 * tl) == 0, where);
    /* one-shot, truncated tag */
    memset(got, 0xA5, cl);
    CHECK_AT(ascon_aead128_truncated_decrypt_bits(&tk, got, ct, 8 * cl, tag, ad, 8 * al, nonce) == want, where);
    CHECK_AT(should_pass ? (pl == cl && memcmp(got, pt, pl) == 0) : all_zero(got, cl), where);
    /* incremental, one byte of ciphertext at a time */
    memset(got, 0xA5, cl);
    CHECK_AT(ascon_aead128_truncated_decrypt_init(&st, &tk, got, cl, nonce) == 0, where);
    CHECK_AT(ascon_aead128_decrypt_update_ad(&st, ad, al) == 0, where);
    {
      size_t j;
      for (j = 0; j < cl; ++j) CHECK_AT(ascon_aead128_decrypt_update(&st, ct + j, 1) == 0, where);
    }
    CHECK_AT(ascon_aead128_decrypt_final(&st, tag, tl, &got_len) == want, where);
    CHECK_AT(should_pass ? (got_len == cl && memcmp(got, pt, pl) == 0) : (all_zero(got, cl) && got_len == 777), where);
    if (should_pass) {
      CHECK_AT(ascon_aead128_truncated_encrypt_bits(&tk, ct2, tag2, pt, 8 * pl, ad, 8 * al, nonce) == 0, where);
      CHECK_AT(memcmp(ct2, ct, cl) == 0 && memcmp(tag2, tag, tl) == 0, where);
    } else {
      ++must_fail;
    }
    ascon_aead128_truncated_wipe(&tk);
    free(key), free(nonce), free(pt), free(ad), free(ct), free(tag), free(got), free(ct2);
  }
  CHECK_EQ_INT(must_fail, expected_must_fail);
  {
    char note[64];
    snprintf(note, sizeof note, " (%zu must-fail decryptions zeroed)", must_fail);
    kat_close(&f, file, before, note);
  }
}

/* ACVP sample: bit lengths and nonce masking, through the _bits functions. */
static void test_acvp_sample_aead128(const char *file, size_t expected) {
  size_t i, before;
  kat_file f = kat_open(file, expected, &before);
  for (i = 0; i < f.count; ++i) {
    const kat_record *r = &f.records[i];
    const char *where = kat_where(&f, r);
    size_t kl, k2l, nl, al, cl, tl, pl;
    uint8_t *key = kat_bytes(r, "Key", &kl), *k2 = kat_bytes(r, "SecondKey", &k2l), *nonce = kat_bytes(r, "Nonce", &nl),
            *ad = kat_bytes(r, "AD", &al), *ct = kat_bytes(r, "CT", &cl), *tag = kat_bytes(r, "Tag", &tl),
            *pt = kat_bytes(r, "PT", &pl);
    const size_t ad_bits = kat_num(r, "ADBits"), pt_bits = kat_num(r, "PTBits"), tag_bits = kat_num(r, "TagBits");
    const int masked = strcmp(kat_str(r, "NonceMasking"), "true") == 0;
    uint8_t full_key[32], c[4096], t[16], p[4096];
    ascon_aead128_truncated_key tk;
    CHECK_AT(kl == 16 && cl < sizeof c, where);
    memcpy(full_key, key, 16);
    if (masked) memcpy(full_key + 16, k2, 16);
    /* The record's tag length, bound once in a truncated key. */
    CHECK_AT((masked ? ascon_aead128_masked_truncated_init(&tk, full_key, tag_bits)
                     : ascon_aead128_truncated_init(&tk, key, tag_bits)) == 0,
             where);
    CHECK_AT(ascon_aead128_truncated_tagbytes(&tk) == tl, where);
    if (strcmp(kat_str(r, "Direction"), "encrypt") == 0) {
      int rc = ascon_aead128_truncated_encrypt_bits(&tk, c, t, pt, pt_bits, ad, ad_bits, nonce);
      CHECK_AT(rc == 0 && memcmp(c, ct, cl) == 0 && memcmp(t, tag, tl) == 0, where);
    } else {
      const int pass = strcmp(kat_str(r, "TestPassed"), "true") == 0;
      int rc;
      memset(p, 0x5A, cl);
      rc = ascon_aead128_truncated_decrypt_bits(&tk, p, ct, pt_bits, tag, ad, ad_bits, nonce);
      CHECK_AT(rc == (pass ? 0 : ASCON_ERR_AUTH), where);
      CHECK_AT(pass ? memcmp(p, pt, pl) == 0 : all_zero(p, cl), where);
    }
    ascon_aead128_truncated_wipe(&tk);
    free(key), free(k2), free(nonce), free(ad), free(ct), free(tag), free(pt);
  }
  kat_close(&f, file, before, "");
}

/* ACVP sample hashes: MsgBits/MDBits (and ZBits) through the _bits functions. */
static int sample_hash_fn(const kat_record *r, cu8 *m, size_t ml, uint8_t *out, size_t ol, int inc) {
  (void)ml, (void)ol, (void)inc;
  return ascon_hash256_bits(out, m, kat_num(r, "MsgBits"));
}
static int sample_xof_fn(const kat_record *r, cu8 *m, size_t ml, uint8_t *out, size_t ol, int inc) {
  (void)ml, (void)ol, (void)inc;
  return ascon_xof128_bits(out, kat_num(r, "MDBits"), m, kat_num(r, "MsgBits"));
}
static int sample_cxof_fn(const kat_record *r, cu8 *m, size_t ml, uint8_t *out, size_t ol, int inc) {
  size_t zl;
  uint8_t *z = kat_bytes(r, "Z", &zl);
  int rc = ascon_cxof128_bits(out, kat_num(r, "MDBits"), m, kat_num(r, "MsgBits"), z, kat_num(r, "ZBits"));
  (void)ml, (void)ol, (void)inc;
  free(z);
  return rc;
}

/* ------------------------------------------------ the manifest picks the files */
static const aead_algo aead128 = {ascon_aead128_encrypt,
                                  ascon_aead128_decrypt,
                                  aead128_enc_det16,
                                  aead128_dec_det16,
                                  ascon_aead128_inc_encrypt,
                                  ascon_aead128_inc_decrypt,
                                  16};
#if ASCON_TEST_HAS_V12
#define V12_AEAD(name, klen)            \
  {ascon_v12_##name##_encrypt,          \
   ascon_v12_##name##_decrypt,          \
   ascon_v12_##name##_encrypt_detached, \
   ascon_v12_##name##_decrypt_detached, \
   ascon_v12_##name##_inc_encrypt,      \
   ascon_v12_##name##_inc_decrypt,      \
   klen}
static const aead_algo a128 = V12_AEAD(ascon128, 16), a128a = V12_AEAD(ascon128a, 16), a80pq = V12_AEAD(ascon80pq, 20);
#endif

/* How this program checks one (algorithm, format) of tests/vectors.manifest.
 * Every line of the manifest must have a suite here and every suite a line:
 * a vector file added to the manifest, or one dropped, fails this test. */
enum runner { AEAD_LWC, HASH_FILE, AEAD_ACVP, AEAD_ACVP_BITS };
typedef struct {
  const char *algorithm, *format;
  enum runner runner;
  const aead_algo *aead; /* AEAD_LWC */
  compute_fn fn;         /* HASH_FILE */
  const char *md_field;  /* HASH_FILE: the expected output's field */
  size_t files;          /* manifest lines run */
} kat_suite;

static kat_suite suites[] = {
    {"ascon-aead128", "lwc", AEAD_LWC, &aead128, NULL, NULL, 0},
    {"ascon-aead128", "acvp", AEAD_ACVP, NULL, NULL, NULL, 0},
    {"ascon-aead128", "acvp-bits", AEAD_ACVP_BITS, NULL, NULL, NULL, 0},
    {"ascon-hash256", "lwc", HASH_FILE, NULL, ascon_hash256_fn, "MD", 0},
    {"ascon-hash256", "acvp", HASH_FILE, NULL, ascon_hash256_fn, "MD", 0},
    {"ascon-hash256", "acvp-bits", HASH_FILE, NULL, sample_hash_fn, "MD", 0},
    {"ascon-xof128", "lwc", HASH_FILE, NULL, ascon_xof128_fn, "MD", 0},
    {"ascon-xof128", "acvp", HASH_FILE, NULL, ascon_xof128_fn, "MD", 0},
    {"ascon-xof128", "acvp-bits", HASH_FILE, NULL, sample_xof_fn, "MD", 0},
    {"ascon-cxof128", "lwc", HASH_FILE, NULL, cxof128_fn, "MD", 0},
    {"ascon-cxof128", "acvp", HASH_FILE, NULL, cxof128_fn, "MD", 0},
    {"ascon-cxof128", "acvp-bits", HASH_FILE, NULL, sample_cxof_fn, "MD", 0},
    {"ascon-mac", "lwc", HASH_FILE, NULL, ascon_mac_fn, "Tag", 0},
    {"ascon-prf", "lwc", HASH_FILE, NULL, ascon_prf_fn, "Tag", 0},
    {"ascon-prfshort", "lwc", HASH_FILE, NULL, ascon_prfshort_fn, "Tag", 0},
#if ASCON_TEST_HAS_V12
    {"ascon-128-v12", "lwc", AEAD_LWC, &a128, NULL, NULL, 0},
    {"ascon-128a-v12", "lwc", AEAD_LWC, &a128a, NULL, NULL, 0},
    {"ascon-80pq-v12", "lwc", AEAD_LWC, &a80pq, NULL, NULL, 0},
    {"ascon-hash-v12", "lwc", HASH_FILE, NULL, ascon_v12_hash_fn, "MD", 0},
    {"ascon-hasha-v12", "lwc", HASH_FILE, NULL, ascon_v12_hasha_fn, "MD", 0},
    {"ascon-xof-v12", "lwc", HASH_FILE, NULL, ascon_v12_xof_fn, "MD", 0},
    {"ascon-xofa-v12", "lwc", HASH_FILE, NULL, ascon_v12_xofa_fn, "MD", 0},
    {"ascon-mac-v12", "lwc", HASH_FILE, NULL, ascon_v12_mac_fn, "Tag", 0},
    {"ascon-maca-v12", "lwc", HASH_FILE, NULL, ascon_v12_maca_fn, "Tag", 0},
    {"ascon-prf-v12", "lwc", HASH_FILE, NULL, ascon_v12_prf_fn, "Tag", 0},
    {"ascon-prfa-v12", "lwc", HASH_FILE, NULL, ascon_v12_prfa_fn, "Tag", 0},
    {"ascon-prfshort-v12", "lwc", HASH_FILE, NULL, ascon_v12_prfshort_fn, "Tag", 0},
#endif
};
#define SUITES (sizeof suites / sizeof *suites)

static int is_v12(const char *algorithm) {
  const size_t n = strlen(algorithm);
  return n > 4 && strcmp(algorithm + n - 4, "-v12") == 0;
}

static void run_row(const kat_manifest_row *row, void *ctx) {
  size_t i;
  (void)ctx;
  for (i = 0; i < SUITES; ++i) {
    kat_suite *s = &suites[i];
    if (strcmp(s->algorithm, row->algorithm) != 0 || strcmp(s->format, row->format) != 0) continue;
    ++s->files;
    switch (s->runner) {
      case AEAD_LWC:
        test_aead_lwc(s->aead, row->file, row->records);
        break;
      case HASH_FILE:
        test_hash_file(row->file, row->records, s->md_field, s->fn);
        break;
      case AEAD_ACVP:
        test_acvp_aead128(row->file, row->records, row->must_fail);
        break;
      case AEAD_ACVP_BITS:
        test_acvp_sample_aead128(row->file, row->records);
        break;
    }
    return;
  }
  if (!ASCON_TEST_HAS_V12 && is_v12(row->algorithm)) return; /* this edition has no v1.2 */
  CHECK_AT(0 && "no C suite for this manifest line", row->file);
}

int main(void) {
  size_t i;
  CHECK(kat_manifest_each(run_row, NULL) > 0);
  for (i = 0; i < SUITES; ++i) CHECK_AT(suites[i].files > 0 && "no manifest line for this suite", suites[i].algorithm);
#if !ASCON_TEST_HAS_V12
  SKIPPED_V12("test_c_kat");
#endif
  return check_exit("test_c_kat");
}
