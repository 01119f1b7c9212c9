/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Misuse of the provider through the EVP API: every wrong call fails, leaves
 * a readable error on OpenSSL's error queue, and releases no plaintext. */
#include "../c/check.h"
#include "evp_fixture.h"

CHECK_MAIN_DEFS

static void lengths(void) {
  EVP_CIPHER_CTX *ctx = EVP_CIPHER_CTX_new();
  CHECK(EVP_EncryptInit_ex2(ctx, aead, NULL, NULL, NULL) == 1);
  CHECK_EQ_INT(EVP_CIPHER_CTX_get_key_length(ctx), 16);
  CHECK_EQ_INT(EVP_CIPHER_CTX_get_iv_length(ctx), 16);
  CHECK_EQ_INT(EVP_CIPHER_CTX_get_tag_length(ctx), 16);
  CHECK(EVP_CIPHER_CTX_set_key_length(ctx, 32) != 1); /* wrong key length */
  CHECK(error_says("wrong key length"));
  CHECK(EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_SET_IVLEN, 12, NULL) != 1); /* wrong nonce length */
  CHECK(error_says("wrong nonce"));
  CHECK(EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_SET_TAG, 3, NULL) != 1); /* tags are 4..16 bytes */
  CHECK(error_says("tag length not allowed"));
  CHECK(EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_SET_TAG, 17, NULL) != 1);
  CHECK(error_says("tag length not allowed"));
  EVP_CIPHER_CTX_free(ctx);
  {
    /* v1.2 ciphers take full tags only */
    EVP_CIPHER *v12 = EVP_CIPHER_fetch(NULL, "ASCON-128-V12", PROPQ);
    ctx = EVP_CIPHER_CTX_new();
    CHECK(v12 != NULL && EVP_EncryptInit_ex2(ctx, v12, NULL, NULL, NULL) == 1);
    CHECK(EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_SET_TAG, 8, NULL) != 1);
    CHECK(error_says("tag length not allowed"));
    EVP_CIPHER_CTX_free(ctx);
    EVP_CIPHER_free(v12);
  }
}

static void tag_after_data(void) {
  uint8_t ct[40], tag8[8], out[41] = {0}, scratch[10];
  int l = 0;
  EVP_CIPHER_CTX *ctx;
  seal(ct, tag8, 8);
  /* Encryption: the tag length cannot change once data went in. */
  ctx = start(1);
  CHECK(EVP_EncryptUpdate(ctx, scratch, &l, msg, 10) == 1);
  CHECK(EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_SET_TAG, 8, NULL) != 1);
  CHECK(error_says("after the message started"));
  EVP_CIPHER_CTX_free(ctx);
  /* Decryption: a truncated tag given after the data is refused... */
  ctx = start(0);
  CHECK(EVP_DecryptUpdate(ctx, NULL, &l, ad, sizeof ad) == 1);
  CHECK(EVP_DecryptUpdate(ctx, out, &l, ct, sizeof ct) == 1 && l == 0);
  CHECK(EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_SET_TAG, 8, tag8) != 1); /* an 8-byte tag cannot shorten it */
  CHECK(error_says("tag length"));
  /* ...and then final has no tag: nothing released. */
  CHECK(EVP_DecryptFinal_ex(ctx, out, &l) != 1 && l == 0 && all_zero(out, sizeof out));
  CHECK(error_says("needs the expected tag"));
  EVP_CIPHER_CTX_free(ctx);
  /* A received tag never chooses the tag length: an
   * 8-byte tag is refused while the bound length is the default 16, before
   * or after the data; the length must be bound first with a NULL tag. */
  ctx = start(0);
  CHECK(EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_SET_TAG, 8, tag8) != 1);
  CHECK(error_says("tag length"));
  CHECK(EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_SET_TAG, 4, tag8) != 1);
  CHECK(error_says("tag length"));
  EVP_CIPHER_CTX_free(ctx);
  /* Bound first, the same tag given before the data works. */
  ctx = start(0);
  CHECK(EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_SET_TAG, 8, NULL) == 1);
  CHECK(EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_SET_TAG, 8, tag8) == 1);
  CHECK(EVP_DecryptUpdate(ctx, NULL, &l, ad, sizeof ad) == 1);
  CHECK(EVP_DecryptUpdate(ctx, out, &l, ct, sizeof ct) == 1 && l == 0);
  CHECK(declare_room(ctx, sizeof out) == 1);
  CHECK(EVP_DecryptFinal_ex(ctx, out, &l) == 1 && l == (int)sizeof msg && memcmp(out, msg, sizeof msg) == 0);
  EVP_CIPHER_CTX_free(ctx);
  /* Encryption never takes a tag value. */
  ctx = start(1);
  CHECK(EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_SET_TAG, 8, tag8) != 1);
  CHECK(error_says("only be set for decryption"));
  EVP_CIPHER_CTX_free(ctx);
}

static void bad_tag(void) {
  uint8_t ct[40], tag[16], out[64];
  int l1 = -1, l2 = -1;
  size_t i;
  EVP_CIPHER_CTX *ctx;
  seal(ct, tag, 16);
  for (i = 0; i < sizeof tag * 8; i += 37) {
    tag[i / 8] ^= (uint8_t)(1u << (i % 8));
    memset(out, 0, sizeof out);
    ctx = start(0);
    CHECK(EVP_DecryptUpdate(ctx, NULL, &l1, ad, sizeof ad) == 1);
    CHECK(EVP_DecryptUpdate(ctx, out, &l1, ct, sizeof ct) == 1 && l1 == 0);
    CHECK(EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_SET_TAG, 16, tag) == 1);
    CHECK(EVP_DecryptFinal_ex(ctx, out, &l2) != 1); /* EVP_DecryptFinal with a bad tag */
    CHECK(l2 == 0 && all_zero(out, sizeof out));    /* output stays zero: nothing released */
    CHECK(error_says("tag verification failed"));
    EVP_CIPHER_CTX_free(ctx);
    tag[i / 8] ^= (uint8_t)(1u << (i % 8));
  }
  /* A changed byte of AD or ciphertext is refused just the same. */
  ct[3] ^= 0x40;
  ctx = start(0);
  memset(out, 0, sizeof out);
  CHECK(EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_SET_TAG, 16, tag) == 1);
  CHECK(EVP_DecryptUpdate(ctx, NULL, &l1, ad, sizeof ad) == 1);
  CHECK(EVP_DecryptUpdate(ctx, out, &l1, ct, sizeof ct) == 1);
  CHECK(EVP_DecryptFinal_ex(ctx, out, &l2) != 1 && l2 == 0 && all_zero(out, sizeof out));
  CHECK(error_says("tag verification failed"));
  EVP_CIPHER_CTX_free(ctx);
}

/* EVP_CIPHER_CTX_copy mid-message: both copies finish the same message,
 * held-back plaintext included (updates in pieces: final's room declared). */
static void duplicate(void) {
  uint8_t ct[40], tag[16], out1[40] = {0}, out2[40] = {0};
  int l = 0;
  EVP_CIPHER_CTX *ctx = start(0), *copy = EVP_CIPHER_CTX_new();
  seal(ct, tag, 16);
  CHECK(EVP_DecryptUpdate(ctx, NULL, &l, ad, sizeof ad) == 1);
  CHECK(EVP_DecryptUpdate(ctx, out1, &l, ct, 25) == 1 && l == 0);
  CHECK(EVP_CIPHER_CTX_copy(copy, ctx) == 1);
  CHECK(EVP_DecryptUpdate(ctx, out1, &l, ct + 25, 15) == 1 && l == 0);
  CHECK(EVP_DecryptUpdate(copy, out2, &l, ct + 25, 15) == 1 && l == 0);
  CHECK(EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_SET_TAG, 16, tag) == 1);
  CHECK(EVP_CIPHER_CTX_ctrl(copy, EVP_CTRL_AEAD_SET_TAG, 16, tag) == 1);
  CHECK(declare_room(ctx, sizeof out1) == 1 && declare_room(copy, sizeof out2) == 1);
  CHECK(EVP_DecryptFinal_ex(ctx, out1, &l) == 1 && l == 40 && memcmp(out1, msg, sizeof msg) == 0);
  CHECK(EVP_DecryptFinal_ex(copy, out2, &l) == 1 && l == 40 && memcmp(out2, msg, sizeof msg) == 0);
  EVP_CIPHER_CTX_free(copy);
  EVP_CIPHER_CTX_free(ctx);
  /* An encryption whose nonce is set is never copied, started or not: the
   * two copies would encrypt under one nonce (keystream reuse, both tags
   * valid). Before the nonce is set (a key alone), a copy is harmless. */
  ctx = start(1);
  copy = EVP_CIPHER_CTX_new();
  CHECK(EVP_CIPHER_CTX_copy(copy, ctx) != 1); /* ready: key and nonce, no update yet */
  CHECK(error_queue_says("cannot be copied"));
  CHECK(EVP_EncryptUpdate(ctx, NULL, &l, ad, sizeof ad) == 1);
  CHECK(EVP_CIPHER_CTX_copy(copy, ctx) != 1); /* started */
  CHECK(error_queue_says("cannot be copied"));
  /* OpenSSL leaves the refused copy with the cipher but no provider
   * context: every call on it fails instead of crashing. */
  CHECK(EVP_EncryptUpdate(copy, out1, &l, msg, 4) != 1);
  CHECK(EVP_EncryptUpdate(copy, NULL, &l, ad, sizeof ad) != 1);
  CHECK(EVP_EncryptFinal_ex(copy, out1, &l) != 1);
  CHECK(EVP_CIPHER_CTX_ctrl(copy, EVP_CTRL_AEAD_SET_TAG, 8, NULL) != 1);
  CHECK(EVP_CIPHER_CTX_ctrl(copy, EVP_CTRL_AEAD_GET_TAG, 16, out2) != 1);
  CHECK(EVP_CIPHER_CTX_copy(ctx, copy) != 1);
  ERR_clear_error();
  CHECK(EVP_EncryptInit_ex2(copy, NULL, key, nonce, NULL) == 1); /* an init gives it a fresh context */
  CHECK(EVP_EncryptUpdate(copy, out1, &l, msg, 4) == 1 && l == 4);
  EVP_CIPHER_CTX_free(copy);
  EVP_CIPHER_CTX_free(ctx);
  ctx = EVP_CIPHER_CTX_new();
  copy = EVP_CIPHER_CTX_new();
  CHECK(EVP_EncryptInit_ex2(ctx, aead, key, NULL, NULL) == 1);
  CHECK(EVP_CIPHER_CTX_copy(copy, ctx) == 1); /* key only: the copy needs its own nonce */
  CHECK(EVP_EncryptUpdate(copy, out1, &l, msg, 4) != 1);
  CHECK(error_says("every message needs a fresh nonce"));
  CHECK(EVP_EncryptInit_ex2(copy, NULL, NULL, nonce, NULL) == 1);
  CHECK(EVP_EncryptUpdate(copy, out1, &l, msg, 4) == 1 && l == 4);
  EVP_CIPHER_CTX_free(copy);
  EVP_CIPHER_CTX_free(ctx);
}

/* A received tag fixes the tag length: binding another length after it
 * would shorten (or lengthen) the comparison. Here the forged tag has only
 * its first 4 bytes right: rebinding 4 must be refused, and final must fail. */
static void length_after_tag(void) {
  uint8_t ct[40], tag[16], out[40] = {0};
  int l = 0;
  EVP_CIPHER_CTX *ctx;
  seal(ct, tag, 16);
  memset(tag + 4, 0x5a, 12);
  ctx = start(0);
  CHECK(EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_SET_TAG, 16, tag) == 1);
  CHECK(EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_SET_TAG, 4, NULL) != 1);
  CHECK(error_says("after the expected tag was set"));
  CHECK(EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_SET_TAG, 16, NULL) == 1); /* the same length is no change */
  CHECK(EVP_DecryptUpdate(ctx, NULL, &l, ad, sizeof ad) == 1);
  CHECK(EVP_DecryptUpdate(ctx, out, &l, ct, sizeof ct) == 1 && l == 0);
  CHECK(EVP_DecryptFinal_ex(ctx, out, &l) != 1 && l == 0 && all_zero(out, sizeof out));
  CHECK(error_says("tag verification failed"));
  EVP_CIPHER_CTX_free(ctx);
}

/* A nonce and a received tag belong to one direction and one message. An
 * init that changes the direction without a new nonce drops the nonce and
 * the received tag. */
static void direction_switch(void) {
  uint8_t ct[40], tag[16], forged[16], out1[40] = {0}, out2[40] = {0};
  int l = -1;
  EVP_CIPHER_CTX *ctx = start(0), *copy = EVP_CIPHER_CTX_new();
  /* A ready decryption (the sender's nonce) copied, both copies turned into
   * encryptions: two messages under one nonce. Neither may encrypt. */
  CHECK(EVP_CIPHER_CTX_copy(copy, ctx) == 1); /* decryption may be copied */
  CHECK(EVP_EncryptInit_ex(ctx, NULL, NULL, NULL, NULL) == 1);
  CHECK(EVP_EncryptInit_ex(copy, NULL, NULL, NULL, NULL) == 1);
  CHECK(EVP_EncryptUpdate(ctx, out1, &l, msg, sizeof msg) != 1 && all_zero(out1, sizeof out1));
  CHECK(error_says("every message needs a fresh nonce"));
  CHECK(EVP_EncryptUpdate(copy, out2, &l, (const uint8_t *)"other message", 13) != 1 && all_zero(out2, 13));
  CHECK(error_says("every message needs a fresh nonce"));
  CHECK(EVP_EncryptFinal_ex(copy, out2, &l) != 1); /* no tag under the old nonce either */
  ERR_clear_error();
  EVP_CIPHER_CTX_free(copy);
  /* Switching back does not bring the nonce back, and a new nonce works. */
  CHECK(EVP_DecryptInit_ex(ctx, NULL, NULL, NULL, NULL) == 1);
  CHECK(EVP_DecryptUpdate(ctx, NULL, &l, ad, sizeof ad) != 1);
  CHECK(error_says("every message needs a fresh nonce"));
  CHECK(EVP_EncryptInit_ex(ctx, NULL, NULL, NULL, nonce) == 1);
  CHECK(EVP_EncryptUpdate(ctx, out1, &l, msg, 4) == 1 && l == 4);
  EVP_CIPHER_CTX_free(ctx);
  /* The same direction again keeps the nonce: an init that only sets
   * parameters is no new message. */
  ctx = start(1);
  CHECK(EVP_EncryptInit_ex(ctx, NULL, NULL, NULL, NULL) == 1);
  CHECK(EVP_EncryptUpdate(ctx, out1, &l, msg, 4) == 1 && l == 4);
  EVP_CIPHER_CTX_free(ctx);

  /* A 16-byte received tag, an encrypt-init with no key or nonce, a 4-byte
   * tag length (allowed for an encryption), a decrypt-init: the old tag
   * must not be compared in 4 bytes. The forged tag has only its first 4
   * bytes right; the receiver even gives the nonce again. */
  seal(ct, tag, 16);
  memset(out1, 0, sizeof out1);
  memcpy(forged, tag, 4);
  memset(forged + 4, 0x5a, 12);
  ctx = start(0);
  CHECK(EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_SET_TAG, 16, forged) == 1);
  CHECK(EVP_EncryptInit_ex(ctx, NULL, NULL, NULL, NULL) == 1);
  CHECK(EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_SET_TAG, 4, NULL) == 1);
  CHECK(EVP_DecryptInit_ex(ctx, NULL, NULL, NULL, nonce) == 1);
  CHECK(EVP_DecryptUpdate(ctx, NULL, &l, ad, sizeof ad) == 1);
  CHECK(EVP_DecryptUpdate(ctx, out1, &l, ct, sizeof ct) == 1 && l == 0);
  CHECK(declare_room(ctx, sizeof out1) == 1);
  CHECK(EVP_DecryptFinal_ex(ctx, out1, &l) != 1 && l == 0 && all_zero(out1, sizeof out1));
  CHECK(error_says("needs the expected tag"));
  EVP_CIPHER_CTX_free(ctx);
  /* Without the nonce given again, the decryption cannot even start. */
  ctx = start(0);
  CHECK(EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_SET_TAG, 16, forged) == 1);
  CHECK(EVP_EncryptInit_ex(ctx, NULL, NULL, NULL, NULL) == 1);
  CHECK(EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_SET_TAG, 4, NULL) == 1);
  CHECK(EVP_DecryptInit_ex(ctx, NULL, NULL, NULL, NULL) == 1);
  CHECK(EVP_DecryptUpdate(ctx, out1, &l, ct, sizeof ct) != 1);
  CHECK(error_says("every message needs a fresh nonce"));
  CHECK(declare_room(ctx, sizeof out1) == 1);
  CHECK(EVP_DecryptFinal_ex(ctx, out1, &l) != 1 && l == 0 && all_zero(out1, sizeof out1));
  ERR_clear_error();
  EVP_CIPHER_CTX_free(ctx);
}

/* Encryption works in place; partly overlapping buffers are refused before
 * anything is written. A decryption update only reads (the plaintext is held
 * inside), so in place it works and final releases the right bytes. */
static void overlap(void) {
  uint8_t buf[48], want[40], tag[16];
  int l = -1;
  EVP_CIPHER_CTX *ctx = start(1);
  seal(want, tag, 16);
  memcpy(buf, msg, sizeof msg);
  CHECK(EVP_EncryptUpdate(ctx, NULL, &l, ad, sizeof ad) == 1);
  CHECK(EVP_EncryptUpdate(ctx, buf, &l, buf, sizeof msg) == 1 && l == (int)sizeof msg); /* in place */
  CHECK(memcmp(buf, want, sizeof want) == 0);
  EVP_CIPHER_CTX_free(ctx);
  ctx = start(1);
  memcpy(buf, msg, sizeof msg);
  memset(buf + sizeof msg, 0x77, sizeof buf - sizeof msg);
  CHECK(EVP_EncryptUpdate(ctx, buf + 1, &l, buf, sizeof msg) != 1 && l == 0); /* one byte apart */
  CHECK(error_says("bad parameter"));                                         /* with the data "overlapping buffers" */
  CHECK(memcmp(buf, msg, sizeof msg) == 0 && buf[sizeof msg] == 0x77);
  CHECK(EVP_EncryptUpdate(ctx, buf, &l, buf + 7, 30) != 1 && l == 0);
  CHECK(error_says("bad parameter")); /* with the data "overlapping buffers" */
  CHECK(memcmp(buf, msg, sizeof msg) == 0);
  EVP_CIPHER_CTX_free(ctx);
  ctx = start(0);
  memcpy(buf, want, sizeof want);
  CHECK(EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_SET_TAG, 16, tag) == 1);
  CHECK(EVP_DecryptUpdate(ctx, NULL, &l, ad, sizeof ad) == 1);
  CHECK(EVP_DecryptUpdate(ctx, buf, &l, buf, sizeof want) == 1 && l == 0);
  CHECK(declare_room(ctx, sizeof buf) == 1);
  CHECK(EVP_DecryptFinal_ex(ctx, buf, &l) == 1 && l == (int)sizeof msg && memcmp(buf, msg, sizeof msg) == 0);
  EVP_CIPHER_CTX_free(ctx);
}

static void order(void) {
  uint8_t ct[64], tag[16];
  int l = 0;
  EVP_CIPHER_CTX *ctx = start(1);
  CHECK(EVP_EncryptUpdate(ctx, ct, &l, msg, 4) == 1);
  CHECK(EVP_EncryptUpdate(ctx, NULL, &l, ad, sizeof ad) != 1); /* AAD after data */
  CHECK(error_says("out of order"));
  EVP_CIPHER_CTX_free(ctx);
  ctx = start(1);
  CHECK(EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_GET_TAG, 16, tag) != 1); /* no tag before final */
  CHECK(error_says("only after EVP_EncryptFinal_ex"));
  CHECK(EVP_EncryptFinal_ex(ctx, ct, &l) == 1);
  CHECK(EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_GET_TAG, 8, tag) != 1); /* not the length that was set */
  CHECK(error_says("tag length not allowed"));
  CHECK(EVP_EncryptUpdate(ctx, ct, &l, msg, 4) != 1); /* the nonce was used: no second message on it */
  CHECK(error_says("out of order"));
  CHECK(EVP_EncryptInit_ex2(ctx, NULL, key, NULL, NULL) == 1); /* a new key alone is no new nonce */
  CHECK(EVP_EncryptUpdate(ctx, ct, &l, msg, 4) != 1);
  CHECK(error_says("every message needs a fresh nonce"));
  CHECK(EVP_EncryptInit_ex2(ctx, NULL, NULL, nonce, NULL) == 1);
  CHECK(EVP_EncryptUpdate(ctx, ct, &l, msg, 4) == 1 && l == 4);
  EVP_CIPHER_CTX_free(ctx);
}

static void digests(void) {
  EVP_MD *cxof = EVP_MD_fetch(NULL, "ASCON-CXOF128", PROPQ), *hash = EVP_MD_fetch(NULL, "ASCON-HASH256", PROPQ);
  EVP_MD_CTX *ctx = EVP_MD_CTX_new();
  uint8_t z[257] = {0}, out[64];
  unsigned int len = 0;
  OSSL_PARAM p[2] = {OSSL_PARAM_END, OSSL_PARAM_END};
  CHECK(cxof != NULL && hash != NULL);
  p[0] = OSSL_PARAM_construct_octet_string(ASCON_DIGEST_PARAM_CUSTOMIZATION, z, sizeof z);
  CHECK(EVP_DigestInit_ex2(ctx, cxof, p) != 1); /* 257 bytes: SP 800-232 allows 256 */
  CHECK(error_says("longer than 256"));
  p[0] = OSSL_PARAM_construct_octet_string(ASCON_DIGEST_PARAM_CUSTOMIZATION, z, 256);
  CHECK(EVP_DigestInit_ex2(ctx, cxof, p) == 1);
  CHECK(EVP_DigestUpdate(ctx, "x", 1) == 1);
  CHECK(EVP_MD_CTX_set_params(ctx, p) != 1); /* customization after data */
  CHECK(error_says("after data"));
  CHECK(EVP_DigestFinalXOF(ctx, out, sizeof out) == 1);
  CHECK(EVP_DigestInit_ex2(ctx, hash, NULL) == 1);
  CHECK(EVP_DigestFinalXOF(ctx, out, 64) != 1); /* a fixed-length hash is no XOF */
  ERR_clear_error();
  CHECK(EVP_DigestInit_ex2(ctx, hash, NULL) == 1);
  CHECK(EVP_DigestFinal_ex(ctx, out, &len) == 1 && len == 32);
  EVP_MD_CTX_free(ctx);
  EVP_MD_free(cxof);
  EVP_MD_free(hash);
}

int main(void) {
  OSSL_PROVIDER *prov = load_ascon();
  aead = EVP_CIPHER_fetch(NULL, "ASCON-AEAD128", PROPQ);
  CHECK(aead != NULL);
  if (aead == NULL) return check_exit("test_evp_misuse");
  CHECK((EVP_CIPHER_get_flags(aead) & EVP_CIPH_FLAG_AEAD_CIPHER) != 0);
  lengths();
  tag_after_data();
  bad_tag();
  duplicate();
  length_after_tag();
  direction_switch();
  overlap();
  order();
  digests();
  EVP_CIPHER_free(aead);
  OSSL_PROVIDER_unload(prov);
  return check_exit("test_evp_misuse");
}
