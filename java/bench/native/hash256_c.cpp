// SPDX-License-Identifier: Apache-2.0 OR MIT
// The C++ core's single-message Ascon-Hash256 and Ascon-AEAD128 at the JMH
// table's sizes, in ns per operation, for the Java-against-native column of
// docs/java.md (scripts/bench-java.sh builds and runs it after JMH).
#include <ascon/ascon.hpp>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <vector>

int main() {
  const std::size_t sizes[] = {16, 64, 1024, 1048576};
  std::array<std::uint8_t, 16> key{}, nonce{};
  ascon::Aead128 aead(key);
  for (std::size_t n : sizes) {
    std::vector<std::uint8_t> in(n, 0x5a), out(n + 16);
    std::array<std::uint8_t, 32> d{};
    const std::size_t reps = std::max<std::size_t>(3, (std::size_t{64} << 20) / (n + 64));
    for (int which = 0; which < 2; ++which) {
      double best = 1e30;
      for (int trial = 0; trial < 5; ++trial) {
        auto t0 = std::chrono::steady_clock::now();
        for (std::size_t r = 0; r < reps; ++r) {
          if (which == 0) {
            ascon::Hash256::hash(in, d);
            in[0] ^= d[0];
          } else {
            nonce[0]++;
            aead.encrypt(nonce, in, {}, out);
            in[0] ^= out[n];
          }
        }
        double ns = std::chrono::duration<double, std::nano>(std::chrono::steady_clock::now() - t0).count() / reps;
        best = std::min(best, ns);
      }
      std::printf("%-22s %8zu B %14.1f ns/op %8.2f ns/B\n", which == 0 ? "hash256Cpp" : "aead128Cpp", n, best,
                  best / n);
    }
  }
}
