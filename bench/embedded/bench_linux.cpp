// SPDX-License-Identifier: Apache-2.0 OR MIT
// One run of one algorithm over N bytes, for counting instructions of a whole
// Linux process (bench/embedded/icount-linux.sh): the count of a 2048-byte run
// minus that of a 1024-byte run, divided by 1024, is instructions per byte;
// everything else the process does (start-up, exit) is identical in both runs
// and drops out.
//   bench_linux aead128-encrypt|aead128-decrypt|hash256|xof128-out N [REPS] [print]
// (N <= 2048). REPS (default 1) runs the call that many times: the count of
// REPS = k + 1 minus that of REPS = 1, divided by k, is one call's
// instructions (bench/embedded/icount-aarch64.sh). aead128-decrypt first
// encrypts once (the same in every run, so it drops out of that difference).
// "print" writes the output in hex to stdout, so the script can check that
// every build computes the same bytes (not used in counted runs).
// ASCON_BENCH_REF_AEAD / _HASH: run ascon-c's eBACS function instead (its
// objects linked by the script; one algorithm per binary, as ascon-c's
// implementations of different algorithms share symbol names).
// ASCON_BENCH_CAPI: our C functions instead of the C++ objects (the script
// links the C library or the C99 edition's objects), key bytes in every call
// as ascon-c's functions take them.
#include <ascon.h>
#include <ascon/ascon.hpp>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "ebacs.hpp"

namespace {
alignas(8) std::uint8_t msg[2048], out[2048 + 16], ct[2048 + 16];
volatile std::uint8_t sink;  // keeps the outputs observable
}  // namespace

int main(int argc, char** argv) {
  if (argc < 3 || argc > 5) return 2;
  const char* alg = argv[1];
  const std::size_t n = std::strtoul(argv[2], nullptr, 10);
  if (n > sizeof msg) return 2;
  const bool print = std::strcmp(argv[argc - 1], "print") == 0;
  const int reps = argc - print > 3 ? std::atoi(argv[3]) : 1;
  if (reps < 1 || argc - print > 4) return 2;
  // The whole buffer, whatever n is, so the set-up is the same in every run.
  for (std::size_t i = 0; i < sizeof msg; ++i) msg[i] = static_cast<std::uint8_t>(i);
  const std::uint8_t key[16] = {1}, nonce[16] = {2};
  // The algorithm is chosen once, here: the counted loops below hold the
  // call alone. (Comparing strings in the loop charged each call a strcmp
  // whose cost depends on where the kernel put argv, which moves with the
  // binary's path, and a second strcmp where the hash was tested second:
  // up to 30 instructions of a 1600-instruction call that were not the
  // library's, different for each side.)
  enum { enc, dec_, hash, xof } which;
  if (std::strcmp(alg, "aead128-encrypt") == 0)
    which = enc;
  else if (std::strcmp(alg, "aead128-decrypt") == 0)
    which = dec_;
  else if (std::strcmp(alg, "hash256") == 0)
    which = hash;
  else if (std::strcmp(alg, "xof128-out") == 0)
    which = xof;
  else
    return 2;
  const bool dec = which == dec_;
  bool ran = false;
#if ASCON_BENCH_REF_AEAD
  unsigned long long len;
  if (which != enc && which != dec_) return 2;
  if (dec) crypto_aead_encrypt(ct, &len, msg, n, nullptr, 0, nullptr, nonce, key);
  if (dec) {
    for (int r = 0; r < reps; ++r)
      ran = crypto_aead_decrypt(out, &len, nullptr, ct, n + 16, nullptr, 0, nonce, key) == 0;
  } else {
    for (int r = 0; r < reps; ++r) crypto_aead_encrypt(out, &len, msg, n, nullptr, 0, nullptr, nonce, key);
    ran = true;
  }
#elif ASCON_BENCH_REF_HASH
  if (which != hash) return 2;
  for (int r = 0; r < reps; ++r) crypto_hash(out, msg, n);
  ran = true;
#elif ASCON_BENCH_CAPI
  std::size_t len;
  if (dec) (void)ascon_aead128_encrypt(ct, n + 16, &len, msg, n, nullptr, 0, nonce, key);
  ran = true;
  switch (which) {
    case enc:
      for (int r = 0; r < reps; ++r)
        ran &= ascon_aead128_encrypt(out, n + 16, &len, msg, n, nullptr, 0, nonce, key) == ASCON_OK;
      break;
    case dec_:
      for (int r = 0; r < reps; ++r)
        ran &= ascon_aead128_decrypt(out, n, &len, ct, n + 16, nullptr, 0, nonce, key) == ASCON_OK;
      break;
    case hash:
      for (int r = 0; r < reps; ++r) ran &= ascon_hash256(out, msg, n) == ASCON_OK;
      break;
    case xof:
      for (int r = 0; r < reps; ++r) ran &= ascon_xof128(out, n, nullptr, 0) == ASCON_OK;
      break;
  }
#else
  const ascon::Aead128 aead{std::span<const std::uint8_t, 16>(key)};
  const std::span<const std::uint8_t, 16> nc(nonce);
  if (dec) (void)aead.encrypt(nc, std::span(msg, n), {}, std::span(ct, n + 16));
  ran = true;
  switch (which) {
    case enc:
      for (int r = 0; r < reps; ++r) (void)aead.encrypt(nc, std::span(msg, n), {}, std::span(out, n + 16));
      break;
    case dec_:
      for (int r = 0; r < reps; ++r)
        ran &= aead.decrypt(nc, std::span<const std::uint8_t>(ct, n + 16), {}, std::span(out, n)).ok();
      break;
    case hash:
      for (int r = 0; r < reps; ++r) ascon::Hash256::hash(std::span(msg, n), std::span<std::uint8_t, 32>(out, 32));
      break;
    case xof:
      for (int r = 0; r < reps; ++r) ascon::Xof128::xof({}, std::span(out, n));
      break;
  }
#endif
  (void)key;
  (void)nonce;
  sink = out[0];
  if (!ran) return 2;
  if (print) {
    // ciphertext and tag; the plaintext; the 32-byte digest; the n bytes of XOF output
    const std::size_t len = dec ? n : alg[0] == 'a' ? n + 16 : alg[0] == 'h' ? 32 : n;
    for (std::size_t i = 0; i < len; ++i) std::printf("%02x", out[i]);
    std::printf("\n");
  }
  return 0;
}
