/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The message, key and helpers the provider's EVP misuse tests share
 * (test_evp_misuse.c, test_evp_final.c): one translation unit each. */
#ifndef ASCON_TEST_EVP_FIXTURE_H
#define ASCON_TEST_EVP_FIXTURE_H

#include <stdint.h>

#include "evp_util.h"

static const uint8_t key[16] = {1, 2, 3}, nonce[16] = {4, 5, 6}, ad[5] = {7, 8, 9, 10, 11};
static const uint8_t msg[40] = {'a', 't', 't', 'a', 'c', 'k'};
static EVP_CIPHER *aead; /* ASCON-AEAD128, fetched by main */

/* ctx started for `enc` with key and nonce. */
static inline EVP_CIPHER_CTX *start(int enc) {
  EVP_CIPHER_CTX *ctx = EVP_CIPHER_CTX_new();
  CHECK(EVP_CipherInit_ex2(ctx, aead, key, nonce, enc, NULL) == 1);
  return ctx;
}

/* A valid message: ct and a tag of tag_len bytes. */
static inline void seal(uint8_t ct[40], uint8_t *tag, int tag_len) {
  EVP_CIPHER_CTX *ctx = EVP_CIPHER_CTX_new();
  int l = 0;
  CHECK(EVP_EncryptInit_ex2(ctx, aead, NULL, NULL, NULL) == 1);
  CHECK(EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_SET_TAG, tag_len, NULL) == 1);
  CHECK(EVP_EncryptInit_ex2(ctx, NULL, key, nonce, NULL) == 1);
  CHECK(EVP_EncryptUpdate(ctx, NULL, &l, ad, sizeof ad) == 1);
  CHECK(EVP_EncryptUpdate(ctx, ct, &l, msg, sizeof msg) == 1 && l == (int)sizeof msg);
  CHECK(EVP_EncryptFinal_ex(ctx, ct + l, &l) == 1);
  CHECK(EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_GET_TAG, tag_len, tag) == 1);
  EVP_CIPHER_CTX_free(ctx);
}

/* Declares the room at final's out pointer (ASCON_CIPHER_PARAM_FINAL_OUTSIZE). */
static inline int declare_room(EVP_CIPHER_CTX *ctx, size_t n) {
  OSSL_PARAM p[2] = {OSSL_PARAM_END, OSSL_PARAM_END};
  p[0] = OSSL_PARAM_construct_size_t(ASCON_CIPHER_PARAM_FINAL_OUTSIZE, &n);
  return EVP_CIPHER_CTX_set_params(ctx, p);
}

/* A long message through one context: ct (and tag) of `n` bytes of msg-like data. */
static inline uint8_t *seal_long(size_t n, uint8_t tag[16]) {
  uint8_t *pt = (uint8_t *)malloc(n), *ct = (uint8_t *)malloc(n);
  int l = 0, lf = 0;
  EVP_CIPHER_CTX *ctx = start(1);
  size_t i;
  for (i = 0; i < n; ++i) pt[i] = (uint8_t)(i * 7 + 1);
  CHECK(EVP_EncryptUpdate(ctx, ct, &l, pt, (int)n) == 1 && l == (int)n);
  CHECK(EVP_EncryptFinal_ex(ctx, ct + l, &lf) == 1 && lf == 0);
  CHECK(EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_GET_TAG, 16, tag) == 1);
  EVP_CIPHER_CTX_free(ctx);
  free(pt);
  return ct;
}

#endif
