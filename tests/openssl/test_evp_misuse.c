/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Misuse of the provider through the EVP API: every wrong call fails, leaves
 * a readable error on OpenSSL's error queue, and releases no plaintext. */
#include "../c/check.h"
#include "evp_util.h"

/* AddressSanitizer's poisoning: a malloc'd block's tail made unaddressable
 * is what a realloc that shrinks the block in place leaves (plain builds
 * run the real realloc instead). */
#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define EVP_TEST_ASAN 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__) && !defined(EVP_TEST_ASAN)
#define EVP_TEST_ASAN 1
#endif
#ifdef EVP_TEST_ASAN
#include <sanitizer/asan_interface.h>
#endif

CHECK_MAIN_DEFS

static const uint8_t key[16] = {1, 2, 3}, nonce[16] = {4, 5, 6}, ad[5] = {7, 8, 9, 10, 11};
static const uint8_t msg[40] = {'a', 't', 't', 'a', 'c', 'k'};
static EVP_CIPHER *aead;

/* ctx started for `enc` with key and nonce. */
static EVP_CIPHER_CTX *start(int enc) {
  EVP_CIPHER_CTX *ctx = EVP_CIPHER_CTX_new();
  CHECK(EVP_CipherInit_ex2(ctx, aead, key, nonce, enc, NULL) == 1);
  return ctx;
}

/* A valid message: ct and a tag of tag_len bytes. */
static void seal(uint8_t ct[40], uint8_t *tag, int tag_len) {
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
static int declare_room(EVP_CIPHER_CTX *ctx, size_t n) {
  OSSL_PARAM p[2] = {OSSL_PARAM_END, OSSL_PARAM_END};
  p[0] = OSSL_PARAM_construct_size_t(ASCON_CIPHER_PARAM_FINAL_OUTSIZE, &n);
  return EVP_CIPHER_CTX_set_params(ctx, p);
}

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

/* A long message through one context: ct (and tag) of `n` bytes of msg-like data. */
static uint8_t *seal_long(size_t n, uint8_t tag[16]) {
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

/* The streaming loop of EVP_EncryptInit(3)'s do_crypt example, decrypting:
 * 1 KiB updates into outbuf[1024 + EVP_MAX_BLOCK_LENGTH], each piece
 * "written out", then final into outbuf. OpenSSL gives a block-size-1
 * cipher's final no buffer size, so final must not release a plaintext
 * into room nobody declared for it: it fails, writes nothing and wipes. `outbuf` is the caller's: exactly sized on the heap
 * (AddressSanitizer sees any write past it) or the start of a larger
 * zeroed region (any write past its 1056 bytes shows). */
static int do_crypt(const uint8_t *ct, size_t n, const uint8_t tag[16], uint8_t *outbuf, int *released) {
  EVP_CIPHER_CTX *ctx = start(0);
  int outlen = 0, ok = 1;
  size_t off, total = 0;
  CHECK(EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_SET_TAG, 16, (void *)tag) == 1);
  for (off = 0; off < n && ok; off += 1024) {
    int inlen = (int)(n - off < 1024 ? n - off : 1024);
    ok = EVP_CipherUpdate(ctx, outbuf, &outlen, ct + off, inlen);
    total += (size_t)outlen; /* fwrite(outbuf, 1, outlen, out) */
  }
  CHECK(ok == 1 && total == 0);
  ok = EVP_CipherFinal_ex(ctx, outbuf, &outlen);
  *released = outlen;
  EVP_CIPHER_CTX_free(ctx);
  return ok;
}

static void streaming(void) {
  const size_t n = 100000, room = 1024 + EVP_MAX_BLOCK_LENGTH;
  uint8_t tag[16], *ct = seal_long(n, tag), *big = (uint8_t *)calloc(n + 1, 1), *outbuf;
  int released = -1, l = 0;
  EVP_CIPHER_CTX *ctx;
  /* guard region: nothing written anywhere */
  CHECK(do_crypt(ct, n, tag, big, &released) != 1 && released == 0);
  CHECK(all_zero(big, n + 1));
  CHECK(error_queue_says("output buffer too small"));
  /* exactly sized heap buffer */
  outbuf = (uint8_t *)calloc(room, 1);
  CHECK(do_crypt(ct, n, tag, outbuf, &released) != 1 && released == 0);
  CHECK(all_zero(outbuf, room));
  CHECK(error_queue_says("output buffer too small"));
  free(outbuf);
  /* One update of the whole message, then final at the same pointer: what
   * the update was told about that pointer is no room for final (the caller
   * may have shrunk the buffer since, see realloc_room), so without a
   * declaration final fails and writes nothing; with one, it releases. */
  ctx = start(0);
  CHECK(EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_SET_TAG, 16, tag) == 1);
  CHECK(EVP_DecryptUpdate(ctx, big, &l, ct, (int)n) == 1 && l == 0);
  CHECK(EVP_DecryptFinal_ex(ctx, big + l, &l) != 1 && l == 0 && all_zero(big, n + 1));
  CHECK(error_queue_says("output buffer too small"));
  CHECK(EVP_DecryptInit_ex2(ctx, NULL, NULL, nonce, NULL) == 1);
  CHECK(EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_SET_TAG, 16, tag) == 1);
  CHECK(EVP_DecryptUpdate(ctx, big, &l, ct, (int)n) == 1 && l == 0);
  CHECK(declare_room(ctx, n) == 1);
  CHECK(EVP_DecryptFinal_ex(ctx, big + l, &l) == 1 && l == (int)n);
  CHECK(big[0] == 1 && big[n - 1] == (uint8_t)((n - 1) * 7 + 1) && big[n] == 0);
  EVP_CIPHER_CTX_free(ctx);
  /* Updates in pieces into one buffer: final's room is what the caller
   * declares, exactly, for one final. */
  for (l = 0; l < 3; ++l) {
    size_t declared = l == 0 ? 0 : l == 1 ? n - 1 : n, off;
    int lu = -1, lf = -1, want = l == 2;
    memset(big, 0, n + 1);
    ctx = start(0);
    CHECK(EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_SET_TAG, 16, tag) == 1);
    if (declared) CHECK(declare_room(ctx, declared) == 1);
    for (off = 0; off < n; off += 4096)
      CHECK(EVP_DecryptUpdate(ctx, big, &lu, ct + off, (int)(n - off < 4096 ? n - off : 4096)) == 1 && lu == 0);
    CHECK((EVP_DecryptFinal_ex(ctx, big, &lf) == 1) == want);
    CHECK(want ? lf == (int)n && big[n - 1] == (uint8_t)((n - 1) * 7 + 1) && big[n] == 0
               : lf == 0 && all_zero(big, n + 1) && error_queue_says("output buffer too small"));
    if (want) { /* the declaration was used up: the next message needs its own */
      CHECK(EVP_DecryptInit_ex2(ctx, NULL, NULL, nonce, NULL) == 1);
      CHECK(EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_SET_TAG, 16, tag) == 1);
      for (off = 0; off < n; off += 4096)
        CHECK(EVP_DecryptUpdate(ctx, big, &lu, ct + off, (int)(n - off < 4096 ? n - off : 4096)) == 1);
      CHECK(EVP_DecryptFinal_ex(ctx, big, &lf) != 1 && lf == 0);
      CHECK(error_queue_says("output buffer too small"));
    }
    EVP_CIPHER_CTX_free(ctx);
  }
  free(big);
  free(ct);
}

/* A pointer value is not a buffer. Update into a heap buffer large enough
 * for the message, then shrink the buffer to one block at the same address
 * (realloc in place; under ASan the tail is poisoned, which is what ASan
 * would see of such a realloc): final into it must fail and write nothing,
 * whatever the earlier update was told about that address. */
static void realloc_room(void) {
  static const size_t sizes[] = {4096, 100000};
  size_t k;
  for (k = 0; k < sizeof sizes / sizeof sizes[0]; ++k) {
    const size_t n = sizes[k], small = EVP_MAX_BLOCK_LENGTH;
    uint8_t tag[16], *ct = seal_long(n, tag), *buf = (uint8_t *)calloc(n, 1), *out;
    int l = -1, lf = -1;
    EVP_CIPHER_CTX *ctx = start(0);
    CHECK(EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_SET_TAG, 16, tag) == 1);
    CHECK(EVP_DecryptUpdate(ctx, buf, &l, ct, (int)n) == 1 && l == 0);
#ifdef EVP_TEST_ASAN
    ASAN_POISON_MEMORY_REGION(buf + small, n - small);
    out = buf;
#else
    out = (uint8_t *)realloc(buf, small); /* glibc shrinks in place: the same address */
    CHECK(out != NULL);
    if (out != buf) fprintf(stderr, "  note: realloc moved the block; the same-address case was not run\n");
#endif
    CHECK(EVP_DecryptFinal_ex(ctx, out, &lf) != 1 && lf == 0);
    CHECK(all_zero(out, small));
    CHECK(error_queue_says("output buffer too small"));
    EVP_CIPHER_CTX_free(ctx);
#ifdef EVP_TEST_ASAN
    ASAN_UNPOISON_MEMORY_REGION(buf + small, n - small);
#endif
    free(out);
    free(ct);
  }
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

/* Decryption holds the message until the tag: at most max-message-size
 * bytes (64 MiB unless set), past which the update and the message fail. */
static void max_message(void) {
  uint8_t ct[40], tag[16], out[40] = {0};
  size_t got = 0, limit = 39;
  int l = 0;
  OSSL_PARAM p[2] = {OSSL_PARAM_END, OSSL_PARAM_END};
  EVP_CIPHER_CTX *ctx = start(0);
  seal(ct, tag, 16);
  p[0] = OSSL_PARAM_construct_size_t(ASCON_CIPHER_PARAM_MAX_MESSAGE, &got);
  CHECK(EVP_CIPHER_CTX_get_params(ctx, p) == 1 && got == ASCON_MAX_MESSAGE_DEFAULT && got == (size_t)64 << 20);
  p[0] = OSSL_PARAM_construct_size_t(ASCON_CIPHER_PARAM_MAX_MESSAGE, &limit);
  CHECK(EVP_CIPHER_CTX_set_params(ctx, p) == 1);
  CHECK(EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_SET_TAG, 16, tag) == 1);
  CHECK(EVP_DecryptUpdate(ctx, NULL, &l, ad, sizeof ad) == 1);
  CHECK(EVP_DecryptUpdate(ctx, out, &l, ct, 39) == 1 && l == 0);
  CHECK(EVP_DecryptUpdate(ctx, out + 39, &l, ct + 39, 1) != 1); /* the 40th byte */
  CHECK(error_says("max-message-size"));
  CHECK(EVP_DecryptFinal_ex(ctx, out, &l) != 1 && l == 0 && all_zero(out, sizeof out)); /* the message is over */
  ERR_clear_error();
  /* the limit stays with the context; 40 bytes fit under a limit of 40 */
  limit = 40;
  CHECK(EVP_DecryptInit_ex2(ctx, NULL, NULL, nonce, p) == 1);
  CHECK(EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_SET_TAG, 16, tag) == 1);
  CHECK(EVP_DecryptUpdate(ctx, NULL, &l, ad, sizeof ad) == 1);
  CHECK(EVP_DecryptUpdate(ctx, out, &l, ct, sizeof ct) == 1);
  CHECK(declare_room(ctx, sizeof out) == 1);
  CHECK(EVP_DecryptFinal_ex(ctx, out, &l) == 1 && l == 40 && memcmp(out, msg, sizeof msg) == 0);
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
  streaming();
  realloc_room();
  direction_switch();
  max_message();
  order();
  digests();
  EVP_CIPHER_free(aead);
  OSSL_PROVIDER_unload(prov);
  return check_exit("test_evp_misuse");
}
