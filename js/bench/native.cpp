// SPDX-License-Identifier: Apache-2.0 OR MIT
// The native side of vs-native.mjs: the same C++ core (../../include),
// built by that script with g++ -O2 (portable code, no -march), timing one
// message of 1 MiB through Ascon-Hash256 and Ascon-AEAD128 encrypt the way
// the JavaScript side does: the best of 3 timed loops of >= 300 ms each.
// Prints "hash256 <MB/s>" and "aead128 <MB/s>".
#include <ascon/aead128.hpp>
#include <ascon/hash256.hpp>

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <span>
#include <vector>

template <class F>
double mb_per_s(std::size_t n, F&& f) {
  using clock = std::chrono::steady_clock;
  double best = 1e300;
  for (int rep = 0; rep < 3; rep++) {
    long calls = 0;
    const auto t0 = clock::now();
    double s = 0;
    do {
      f();
      calls++;
      s = std::chrono::duration<double>(clock::now() - t0).count();
    } while (s < 0.3);
    if (s / calls < best) best = s / calls;
  }
  return n / best / 1e6;
}

int main() {
  const std::size_t n = 1 << 20;
  std::vector<std::uint8_t> m(n, 0x5a), out(n + 16);
  std::uint8_t key[16] = {7}, nonce[16] = {9}, digest[32];
  const ascon::Aead128 aead(std::span<const std::uint8_t, 16>(key, 16));
  std::printf("hash256 %.0f\n", mb_per_s(n, [&] {
                ascon::Hash256::hash(std::span<const std::uint8_t>(m), std::span<std::uint8_t, 32>(digest, 32));
                asm volatile("" : : "r"(digest) : "memory");
              }));
  std::printf("aead128 %.0f\n", mb_per_s(n, [&] {
                (void)aead.encrypt(std::span<const std::uint8_t, 16>(nonce, 16), std::span<const std::uint8_t>(m), {},
                                   std::span<std::uint8_t>(out));
                asm volatile("" : : "r"(out.data()) : "memory");
              }));
}
