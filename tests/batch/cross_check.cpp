// SPDX-License-Identifier: Apache-2.0 OR MIT
// A self-check without GoogleTest, for cross builds run under qemu (scripts/test.d/30-batch.sh
// builds it for AArch64 and runs it there, so the NEON backend is tested on
// an x86 machine): the best backend against the single-message core.
#include <ascon/aead128.hpp>
#include <ascon/batch.hpp>
#include <ascon/hash256.hpp>
#include <cstdio>
#include <cstring>
#include <random>
#include <vector>
int main() {
  using namespace ascon::batch;
  std::printf("backend %s\n", backend_name(best_backend()));
  std::mt19937_64 rng(1);
  int bad = 0;
  for (int count = 1; count <= 33; ++count) {
    std::vector<std::vector<std::uint8_t>> m(count);
    for (auto& v : m) {
      v.resize(rng() % 300);
      for (auto& b : v) b = rng();
    }
    std::vector<std::span<const std::uint8_t>> sp(m.begin(), m.end());
    std::vector<std::uint8_t> d(32 * count);
    if (!hash256_many(sp, d, {best_backend(), 1})) return 2;
    for (int i = 0; i < count; ++i) bad += std::memcmp(ascon::Hash256::hash(m[i]).data(), d.data() + 32 * i, 32) != 0;
    std::vector<std::uint8_t> keys(32 * count), ct(300 * count), tags(16 * count);
    for (auto& b : keys) b = rng();
    std::vector<AeadMessage> am(count);
    for (int i = 0; i < count; ++i)
      am[i] = {&keys[32 * i], &keys[32 * i + 16], m[i].data(),  m[i].size() / 3,
               m[i].data(),   m[i].size(),        &ct[300 * i], &tags[16 * i]};
    if (!aead128_encrypt_many(am, {best_backend(), 1})) return 3;
    for (int i = 0; i < count; ++i) {
      ascon::Aead128 a(std::span<const std::uint8_t, 16>(&keys[32 * i], 16));
      std::vector<std::uint8_t> c(m[i].size());
      std::array<std::uint8_t, 16> t{};
      (void)a.encrypt_detached(std::span<const std::uint8_t, 16>(&keys[32 * i + 16], 16), m[i],
                               std::span(m[i].data(), m[i].size() / 3), c, t);
      bad += std::memcmp(c.data(), &ct[300 * i], c.size()) != 0 || std::memcmp(t.data(), &tags[16 * i], 16) != 0;
    }
  }
  std::printf("mismatches: %d\n", bad);
  return bad != 0;
}
