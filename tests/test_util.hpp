// SPDX-License-Identifier: Apache-2.0 OR MIT
// Small helpers shared by the property, API and differential tests.
#pragma once

#include <cstdint>
#include <cstdlib>
#include <random>
#include <span>
#include <vector>

namespace testutil {

using Bytes = std::vector<std::uint8_t>;

// Deterministic by default; ASCON_TEST_SEED=<n> explores other inputs.
inline std::uint64_t seed() {
  if (const char* s = std::getenv("ASCON_TEST_SEED")) return std::strtoull(s, nullptr, 10);
  return 0x5eed'a5c0'2025ull;
}

struct Rng {
  std::mt19937_64 g{seed()};
  Bytes bytes(std::size_t n) {
    Bytes b(n);
    for (auto& x : b) x = static_cast<std::uint8_t>(g());
    return b;
  }
  std::size_t below(std::size_t n) { return static_cast<std::size_t>(g() % n); }
};

// Lengths every algorithm is tried at: 0 .. 2*rate+1, then a few long ones.
inline std::vector<std::size_t> boundary_lengths(std::size_t rate) {
  std::vector<std::size_t> v;
  for (std::size_t n = 0; n <= 2 * rate + 1; ++n) v.push_back(n);
  for (std::size_t n : {3 * rate - 1, 3 * rate, 100 * rate + 3, std::size_t{1000}, std::size_t{4099}}) v.push_back(n);
  return v;
}

template <std::size_t N>
std::span<const std::uint8_t, N> fixed(const Bytes& b) {
  return std::span<const std::uint8_t, N>(b.data(), N);
}
template <std::size_t N>
std::span<std::uint8_t, N> fixed_out(Bytes& b) {
  return std::span<std::uint8_t, N>(b.data(), N);
}

}  // namespace testutil
