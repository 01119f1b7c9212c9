/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Final's room through the EVP API: OpenSSL gives a block-size-1 cipher's
 * final no buffer size, so the provider's final writes the verified
 * plaintext only into room declared for that final (final-outsize), never
 * into room inferred from an update's pointer; and a decryption holds at
 * most max-message-size bytes. Every refusal writes nothing. */
#include "../c/check.h"
#include "evp_fixture.h"

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

/* The streaming loop of EVP_EncryptInit(3)'s do_crypt example, decrypting:
 * 1 KiB updates into outbuf[1024 + EVP_MAX_BLOCK_LENGTH], each piece
 * "written out", then final into outbuf. OpenSSL gives a block-size-1
 * cipher's final no buffer size, so final must not release a plaintext
 * into room nobody declared for it: it fails, writes nothing and wipes.
 * `outbuf` is the caller's: exactly sized on the heap (AddressSanitizer
 * sees any write past it) or the start of a larger zeroed region (any
 * write past its 1056 bytes shows). */
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

int main(void) {
  OSSL_PROVIDER *prov = load_ascon();
  aead = EVP_CIPHER_fetch(NULL, "ASCON-AEAD128", PROPQ);
  CHECK(aead != NULL);
  if (aead == NULL) return check_exit("test_evp_final");
  streaming();
  realloc_room();
  max_message();
  EVP_CIPHER_free(aead);
  OSSL_PROVIDER_unload(prov);
  return check_exit("test_evp_final");
}
