// SPDX-License-Identifier: Apache-2.0 OR MIT
// The bit-interleaved 32-bit permutation path (include/ascon/detail/bi32.hpp),
// forced on with ASCON_BI32=1 so a 64-bit host tests what 32-bit targets run:
// the conversions, every rotation amount, and Ascon-p[r] for every r against
// the reference oracle. (test_kat_bi32 runs every vector file this way too.)
#define ASCON_BI32 1
#include <gtest/gtest.h>

#include <ascon/permutation.hpp>
#include <bit>
#include <cstdint>
#include <random>

extern "C" {
#include "ascon_ref.h"
}

using ascon::detail::Bi32Word;

namespace {
// Bit i of x, spelled out: the definition the fast conversions must meet.
std::uint64_t interleave_slow(std::uint64_t x) {
  std::uint64_t e = 0, o = 0;
  for (int k = 0; k < 32; ++k) {
    e |= ((x >> (2 * k)) & 1) << k;
    o |= ((x >> (2 * k + 1)) & 1) << k;
  }
  return e | o << 32;
}
}  // namespace

TEST(Bi32, ConversionMatchesDefinition) {
  std::mt19937_64 rng(1);
  for (int i = 0; i < 2000; ++i) {
    const std::uint64_t x = i < 64 ? std::uint64_t{1} << i : rng();
    const Bi32Word w = Bi32Word::from(x);
    ASSERT_EQ(w.e | std::uint64_t{w.o} << 32, interleave_slow(x)) << std::hex << x;
    ASSERT_EQ(w.to64(), x);
  }
}

TEST(Bi32, EveryRotationMatches64Bit) {
  std::mt19937_64 rng(2);
  for (int n = 0; n < 64; ++n) {
    for (int i = 0; i < 50; ++i) {
      const std::uint64_t x = rng();
      ASSERT_EQ(rotr(Bi32Word::from(x), n).to64(), std::rotr(x, n)) << "n=" << n;
    }
  }
}

TEST(Bi32, PermutationMatchesReference) {
  static_assert(ASCON_BI32 == 1);
  std::mt19937_64 rng(3);
  for (int r = 1; r <= ascon::max_rounds; ++r) {
    for (int i = 0; i < 20; ++i) {
      ascon::State s;
      std::uint64_t ref[5];
      for (int w = 0; w < 5; ++w) ref[w] = s.x[w] = rng();
      ascon::State t = s;
      ASSERT_TRUE(ascon::permute(s, r));
      ascon_ref_permute(ref, r);
      for (int w = 0; w < 5; ++w) ASSERT_EQ(s.x[w], ref[w]) << "r=" << r;
      if (r == 12) {
        ascon::permute<12>(t);
        EXPECT_EQ(t, s);
      }
      if (r == 8) {
        ascon::permute<8>(t);
        EXPECT_EQ(t, s);
      }
      if (r == 6) {
        ascon::permute<6>(t);
        EXPECT_EQ(t, s);
      }
    }
  }
}

// Compile-time evaluation takes the same path.
static_assert([] {
  ascon::State s{{1, 2, 3, 4, 5}}, t = s;
  ascon::permute<12>(s);
  ascon::permute(t, 12);
  return s == t && s.x[0] != 1;
}());
