// SPDX-License-Identifier: Apache-2.0 OR MIT
// One run of one algorithm over N bytes, for counting instructions of a whole
// Linux process (tests/embedded/icount-linux.sh): the count of a 2048-byte run
// minus that of a 1024-byte run, divided by 1024, is instructions per byte;
// everything else the process does (start-up, exit) is identical in both runs
// and drops out.
//   bench_linux aead128-encrypt|hash256|xof128-out N [print]     (N <= 2048)
// "print" writes the output in hex to stdout, so the script can check that
// every build computes the same bytes (not used in counted runs).
// ASCON_BENCH_REF_AEAD / _HASH: run ascon-c's eBACS function instead (its
// objects linked by the script; one algorithm per binary, as ascon-c's
// implementations of different algorithms share symbol names).
#include <ascon/ascon.hpp>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>

extern "C" int crypto_aead_encrypt(unsigned char*, unsigned long long*, const unsigned char*, unsigned long long,
                                   const unsigned char*, unsigned long long, const unsigned char*,
                                   const unsigned char*, const unsigned char*);
extern "C" int crypto_hash(unsigned char*, const unsigned char*, unsigned long long);

namespace {
alignas(8) std::uint8_t msg[2048], out[2048 + 16];
volatile std::uint8_t sink;  // keeps the outputs observable
}  // namespace

int main(int argc, char** argv) {
  if (argc != 3 && argc != 4) return 2;
  const char* alg = argv[1];
  const std::size_t n = std::strtoul(argv[2], nullptr, 10);
  if (n > sizeof msg) return 2;
  // The whole buffer, whatever n is, so the set-up is the same in every run.
  for (std::size_t i = 0; i < sizeof msg; ++i) msg[i] = static_cast<std::uint8_t>(i);
  const std::uint8_t key[16] = {1}, nonce[16] = {2};
  bool ran = false;
#if ASCON_BENCH_REF_AEAD
  if (std::strcmp(alg, "aead128-encrypt") == 0) {
    unsigned long long clen;
    crypto_aead_encrypt(out, &clen, msg, n, nullptr, 0, nullptr, nonce, key);
    ran = true;
  }
#elif ASCON_BENCH_REF_HASH
  if (std::strcmp(alg, "hash256") == 0) {
    crypto_hash(out, msg, n);
    ran = true;
  }
#else
  if (std::strcmp(alg, "aead128-encrypt") == 0) {
    const ascon::Aead128 aead{std::span<const std::uint8_t, 16>(key)};
    (void)aead.encrypt(std::span<const std::uint8_t, 16>(nonce), std::span(msg, n), {}, std::span(out, n + 16));
    ran = true;
  } else if (std::strcmp(alg, "hash256") == 0) {
    ascon::Hash256::hash(std::span(msg, n), std::span<std::uint8_t, 32>(out, 32));
    ran = true;
  } else if (std::strcmp(alg, "xof128-out") == 0) {
    ascon::Xof128::xof({}, std::span(out, n));
    ran = true;
  }
#endif
  (void)key;
  (void)nonce;
  sink = out[0];
  if (!ran) return 2;
  if (argc == 4) {
    // ciphertext and tag; the 32-byte digest; the n bytes of XOF output
    const std::size_t len = alg[0] == 'a' ? n + 16 : alg[0] == 'h' ? 32 : n;
    for (std::size_t i = 0; i < len; ++i) std::printf("%02x", out[i]);
    std::printf("\n");
  }
  return 0;
}
