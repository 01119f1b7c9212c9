/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The cost of going through OpenSSL: Ascon-Hash256 and Ascon-AEAD128
 * encryption through the provider (EVP, algorithm fetched once, context
 * reused) against libascon called directly, both measured in this one
 * process, interleaved, best of several rounds. Prints ns and TSC cycles per
 * call and the provider's overhead per call. Every result is also compared
 * between the two paths, so `--quick` (a few iterations) is a test.
 * Usage: bench_openssl_provider [--quick] */
#include <ascon.h>
#include <stdint.h>
#include <time.h>

#include "../c/check.h"
#include "evp_util.h"
#if defined(__x86_64__) || defined(__i386__)
#include <x86intrin.h>
#define HAVE_TSC 1
static uint64_t tsc(void) { return __rdtsc(); }
#else
#define HAVE_TSC 0
static uint64_t tsc(void) { return 0; }
#endif

CHECK_MAIN_DEFS

static double now_ns(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec * 1e9 + (double)t.tv_nsec;
}

static uint8_t msg[65536], out[65536 + 16], out2[65536 + 16], key[16] = {1}, nonce[16] = {2}, ad[16] = {3};
static EVP_MD *md;
static EVP_CIPHER *aead;
static EVP_MD_CTX *mctx;
static EVP_CIPHER_CTX *cctx;

static int hash_evp(size_t n, uint8_t *o) {
  unsigned int len = 0;
  return EVP_DigestInit_ex2(mctx, md, NULL) == 1 && EVP_DigestUpdate(mctx, msg, n) == 1 &&
         EVP_DigestFinal_ex(mctx, o, &len) == 1 && len == 32;
}
static int hash_lib(size_t n, uint8_t *o) { return ascon_hash256(o, msg, n) == 0; }

static int aead_evp(size_t n, uint8_t *o) {
  int l = 0, f = 0;
  return EVP_EncryptInit_ex2(cctx, NULL, key, nonce, NULL) == 1 &&
         EVP_EncryptUpdate(cctx, NULL, &l, ad, sizeof ad) == 1 && EVP_EncryptUpdate(cctx, o, &l, msg, (int)n) == 1 &&
         EVP_EncryptFinal_ex(cctx, o + l, &f) == 1 && EVP_CIPHER_CTX_ctrl(cctx, EVP_CTRL_AEAD_GET_TAG, 16, o + n) == 1;
}
static int aead_lib(size_t n, uint8_t *o) {
  return ascon_aead128_encrypt_detached(o, o + n, 16, msg, n, ad, sizeof ad, nonce, key) == 0;
}

typedef int (*op)(size_t, uint8_t *);

/* Best of `rounds` rounds of `iters` calls: ns and cycles per call. */
static void measure(op f, size_t n, long iters, int rounds, double *ns, double *cyc) {
  int r;
  *ns = *cyc = 1e300;
  for (r = 0; r < rounds; ++r) {
    long i;
    double t0 = now_ns();
    uint64_t c0 = tsc();
    for (i = 0; i < iters; ++i)
      if (!f(n, out)) {
        CHECK(0);
        return;
      }
    {
      double t = (now_ns() - t0) / (double)iters, c = (double)(tsc() - c0) / (double)iters;
      if (t < *ns) *ns = t;
      if (c < *cyc) *cyc = c;
    }
  }
}

int main(int argc, char **argv) {
  static const size_t sizes[] = {0, 16, 64, 1024, 16384, 65536};
  int quick = argc > 1 && strcmp(argv[1], "--quick") == 0;
  OSSL_PROVIDER *prov = load_ascon();
  size_t i, s;
  for (i = 0; i < sizeof msg; ++i) msg[i] = (uint8_t)(i * 7 + 1);
  md = EVP_MD_fetch(NULL, "ASCON-HASH256", PROPQ);
  aead = EVP_CIPHER_fetch(NULL, "ASCON-AEAD128", PROPQ);
  mctx = EVP_MD_CTX_new();
  cctx = EVP_CIPHER_CTX_new();
  CHECK(md && aead && mctx && cctx);
  if (!md || !aead || !mctx || !cctx) return check_exit("bench_openssl_provider");
  CHECK(EVP_EncryptInit_ex2(cctx, aead, key, nonce, NULL) == 1);
  printf("%-14s %6s %12s %12s %12s %12s %14s %14s\n", "operation", "bytes", "EVP ns", "libascon ns", "EVP cyc",
         "libascon cyc", "overhead ns", "overhead cyc");
  for (s = 0; s < 2; ++s) {
    op evp = s == 0 ? hash_evp : aead_evp, lib = s == 0 ? hash_lib : aead_lib;
    size_t k;
    for (k = 0; k < sizeof sizes / sizeof *sizes; ++k) {
      size_t n = sizes[k], outlen = s == 0 ? 32 : n + 16;
      /* same bytes either way */
      memset(out2, 0, sizeof out2);
      CHECK(evp(n, out2) && lib(n, out) && memcmp(out, out2, outlen) == 0);
      {
        long iters = quick ? 3 : (long)(4000000 / (n + 64)) + 1;
        int rounds = quick ? 1 : 7, r;
        double e_ns = 1e300, e_c = 1e300, l_ns = 1e300, l_c = 1e300;
        for (r = 0; r < rounds; ++r) { /* interleaved: both see the same machine state */
          double a, b;
          measure(evp, n, iters, 1, &a, &b);
          if (a < e_ns) e_ns = a;
          if (b < e_c) e_c = b;
          measure(lib, n, iters, 1, &a, &b);
          if (a < l_ns) l_ns = a;
          if (b < l_c) l_c = b;
        }
        printf("%-14s %6zu %12.1f %12.1f %12.0f %12.0f %14.1f %14.0f\n", s == 0 ? "Hash256" : "AEAD128-enc", n, e_ns,
               l_ns, HAVE_TSC ? e_c : 0, HAVE_TSC ? l_c : 0, e_ns - l_ns, HAVE_TSC ? e_c - l_c : 0);
      }
    }
  }
  if (HAVE_TSC) printf("(cycles: TSC reference cycles, rdtsc)\n");
  EVP_MD_CTX_free(mctx);
  EVP_CIPHER_CTX_free(cctx);
  EVP_MD_free(md);
  EVP_CIPHER_free(aead);
  OSSL_PROVIDER_unload(prov);
  return check_exit("bench_openssl_provider");
}
