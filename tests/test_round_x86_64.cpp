// SPDX-License-Identifier: Apache-2.0 OR MIT
// The x86-64 assembly round (ASCON_ROUND_X86_64_ASM in
// include/ascon/permutation.hpp), compiled in by force (CMake gives this
// program ASCON_ROUND_X86_64_ASM=1, the form -march=x86-64-v3 builds get):
// Ascon-p[r] for every r, S2 plain and complemented, and the AEAD and hash
// one-shots that run it, against the reference (reference/ascon_ref.c). The
// C library's run-time form (2) is the same statement, exercised by the C
// suites on every CPU with BMI1 and BMI2. Skipped on CPUs without them.
#include <gtest/gtest.h>

#include <ascon/ascon.hpp>
#include <ascon/detail/cpu.hpp>
#include <ascon_ref.h>

#include <array>
#include <cstdint>
#include <utility>
#include <vector>

#if ASCON_ROUND_X86_64_ASM != 1
#error "this test is built with ASCON_ROUND_X86_64_ASM=1"
#endif

namespace {

std::uint64_t splitmix(std::uint64_t& z) {
  z += 0x9e3779b97f4a7c15u;
  std::uint64_t x = z;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9u;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebu;
  return x ^ (x >> 31);
}

bool has_bmi() { return ascon::detail::x86_features().v3; }

template <int R>
void check_rounds(std::uint64_t& seed) {
  for (int n = 0; n < 64; ++n) {
    ascon::State s{};
    std::uint64_t ref[5];
    for (int w = 0; w < 5; ++w) s.x[w] = ref[w] = splitmix(seed);
    ascon::State c = s;
    ascon::permute<R>(s);
    c.x[2] = ~c.x[2];
    ascon::permute_complemented<R>(c);
    c.x[2] = ~c.x[2];
    ascon_ref_permute(ref, R);
    for (int w = 0; w < 5; ++w) {
      ASSERT_EQ(s.x[w], ref[w]) << "Ascon-p[" << R << "], word " << w;
      ASSERT_EQ(c.x[w], ref[w]) << "Ascon-p[" << R << "] with S2 complemented, word " << w;
    }
  }
}

template <int... R>
void check_all(std::integer_sequence<int, R...>) {
  std::uint64_t seed = 2026;
  (check_rounds<R + 1>(seed), ...);
}

TEST(RoundX86_64, EveryRoundCountEqualsTheReference) {
  if (!has_bmi()) GTEST_SKIP() << "the CPU has no BMI1/BMI2";
  check_all(std::make_integer_sequence<int, ascon::max_rounds>{});
}

TEST(RoundX86_64, OneShotsEqualTheReference) {
  if (!has_bmi()) GTEST_SKIP() << "the CPU has no BMI1/BMI2";
  std::uint64_t seed = 36;
  std::array<std::uint8_t, 16> key{}, nonce{};
  for (auto& b : key) b = static_cast<std::uint8_t>(splitmix(seed));
  for (auto& b : nonce) b = static_cast<std::uint8_t>(splitmix(seed));
  const ascon::Aead128 aead(key);
  for (std::size_t len : {0u, 1u, 7u, 8u, 15u, 16u, 17u, 31u, 32u, 33u, 100u, 1000u}) {
    std::vector<std::uint8_t> msg(len), ad(len / 3);
    for (auto& b : msg) b = static_cast<std::uint8_t>(splitmix(seed));
    for (auto& b : ad) b = static_cast<std::uint8_t>(splitmix(seed));
    std::array<std::uint8_t, 32> h{}, href{};
    h = ascon::Hash256::hash(msg);
    ascon_ref_hash256(href.data(), msg.data(), len * 8);
    EXPECT_EQ(h, href) << "Ascon-Hash256, " << len << " bytes";
    std::vector<std::uint8_t> ct(len + 16), ref_ct(len), ref_tag(16), back(len);
    ASSERT_TRUE(aead.encrypt(nonce, msg, ad, ct).ok());
    ascon_ref_aead128_encrypt(ref_ct.data(), ref_tag.data(), 128, key.data(), nonce.data(), ad.data(), ad.size() * 8,
                              msg.data(), len * 8);
    EXPECT_TRUE(std::equal(ref_ct.begin(), ref_ct.end(), ct.begin()))
        << "Ascon-AEAD128 ciphertext, " << len << " bytes";
    EXPECT_TRUE(std::equal(ref_tag.begin(), ref_tag.end(), ct.begin() + static_cast<std::ptrdiff_t>(len)))
        << "Ascon-AEAD128 tag, " << len << " bytes";
    ASSERT_TRUE(aead.decrypt(nonce, ct, ad, back).ok());
    EXPECT_EQ(back, msg);
  }
}

}  // namespace
