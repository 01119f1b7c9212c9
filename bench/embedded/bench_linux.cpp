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
  bool ran = false;
  const bool dec = std::strcmp(alg, "aead128-decrypt") == 0;
#if ASCON_BENCH_REF_AEAD
  unsigned long long len;
  if (dec) crypto_aead_encrypt(ct, &len, msg, n, nullptr, 0, nullptr, nonce, key);
  for (int r = 0; r < reps; ++r) {
    if (std::strcmp(alg, "aead128-encrypt") == 0) {
      crypto_aead_encrypt(out, &len, msg, n, nullptr, 0, nullptr, nonce, key);
      ran = true;
    } else if (dec) {
      ran = crypto_aead_decrypt(out, &len, nullptr, ct, n + 16, nullptr, 0, nonce, key) == 0;
    }
  }
#elif ASCON_BENCH_REF_HASH
  for (int r = 0; r < reps; ++r) {
    if (std::strcmp(alg, "hash256") == 0) {
      crypto_hash(out, msg, n);
      ran = true;
    }
  }
#elif ASCON_BENCH_CAPI
  std::size_t len;
  if (dec) (void)ascon_aead128_encrypt(ct, n + 16, &len, msg, n, nullptr, 0, nonce, key);
  for (int r = 0; r < reps; ++r) {
    if (std::strcmp(alg, "aead128-encrypt") == 0) {
      ran = ascon_aead128_encrypt(out, n + 16, &len, msg, n, nullptr, 0, nonce, key) == ASCON_OK;
    } else if (dec) {
      ran = ascon_aead128_decrypt(out, n, &len, ct, n + 16, nullptr, 0, nonce, key) == ASCON_OK;
    } else if (std::strcmp(alg, "hash256") == 0) {
      ran = ascon_hash256(out, msg, n) == ASCON_OK;
    } else if (std::strcmp(alg, "xof128-out") == 0) {
      ran = ascon_xof128(out, n, nullptr, 0) == ASCON_OK;
    }
  }
#else
  const ascon::Aead128 aead{std::span<const std::uint8_t, 16>(key)};
  const std::span<const std::uint8_t, 16> nc(nonce);
  if (dec) (void)aead.encrypt(nc, std::span(msg, n), {}, std::span(ct, n + 16));
  for (int r = 0; r < reps; ++r) {
    if (std::strcmp(alg, "aead128-encrypt") == 0) {
      (void)aead.encrypt(nc, std::span(msg, n), {}, std::span(out, n + 16));
      ran = true;
    } else if (dec) {
      ran = aead.decrypt(nc, std::span<const std::uint8_t>(ct, n + 16), {}, std::span(out, n)).ok();
    } else if (std::strcmp(alg, "hash256") == 0) {
      ascon::Hash256::hash(std::span(msg, n), std::span<std::uint8_t, 32>(out, 32));
      ran = true;
    } else if (std::strcmp(alg, "xof128-out") == 0) {
      ascon::Xof128::xof({}, std::span(out, n));
      ran = true;
    }
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
