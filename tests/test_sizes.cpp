// SPDX-License-Identifier: Apache-2.0 OR MIT
// libstdc++'s precondition checks on (std::span's first/subspan): a span cut
// past its end aborts here instead of passing unseen (this file is built
// outside test_core's unity source for it: tests/CMakeLists.txt).
#define _GLIBCXX_ASSERTIONS 1
// Sizes computed from caller lengths must never wrap:
// the checked-arithmetic helper itself, and the core AEAD, whose bit lengths
// are 8 * byte lengths. On a 32-bit target a 512 MiB message made 8 * size
// wrap, and the old code then encrypted (or authenticated) only the first
// bytes and reported success, leaving the rest of an in-place buffer as
// plaintext. Spans with a size far beyond their memory stand in for such
// messages here: every call must refuse them before touching a byte.
#include <ascon/aead128.hpp>
#include <ascon/detail/checked.hpp>
#include <ascon/v12.hpp>
#include <gtest/gtest.h>

#include <array>
#include <limits>

namespace {

constexpr std::size_t kMax = std::numeric_limits<std::size_t>::max();

TEST(CheckedSizes, AddAndMultiplyRefuseWhatDoesNotFit) {
  std::size_t r = 7;
  EXPECT_TRUE(ascon::detail::checked_mul(kMax / 8, 8, r));
  EXPECT_EQ(r, kMax / 8 * 8);
  r = 7;
  EXPECT_FALSE(ascon::detail::checked_mul(kMax / 8 + 1, 8, r));
  EXPECT_EQ(r, 7u) << "untouched on overflow";
  EXPECT_FALSE(ascon::detail::checked_mul(2, kMax / 2 + 1, r));
  EXPECT_TRUE(ascon::detail::checked_mul(0, kMax, r));
  EXPECT_EQ(r, 0u);
  EXPECT_TRUE(ascon::detail::checked_add(kMax - 1, 1, r));
  EXPECT_EQ(r, kMax);
  EXPECT_FALSE(ascon::detail::checked_add(kMax, 1, r));
  ascon::detail::CheckedSum sum;
  EXPECT_TRUE(sum.add(kMax - 5).add(5).ok());
  EXPECT_FALSE(sum.add(1).ok());
  EXPECT_FALSE(sum.add(0).ok()) << "an overflow is remembered";
  EXPECT_EQ(ascon::detail::saturating_add(kMax - 1, 9), kMax);
}

template <class A>
void refuses_lengths_whose_bit_count_wraps() {
  std::array<std::uint8_t, A::key_size> key{};
  std::array<std::uint8_t, 16> nonce{}, tag{};
  std::array<std::uint8_t, 64> buf{};
  const A aead(key);
  const std::size_t huge = kMax / 8 + 1;  // 8 * huge wraps to 0
  const std::span<const std::uint8_t> big_in(buf.data(), huge), small(buf.data(), 3);
  const std::span<std::uint8_t> big_out(buf.data(), huge);
  EXPECT_EQ(aead.encrypt_detached(nonce, big_in, small, big_out, tag).code, ascon::Error::too_long);
  EXPECT_EQ(aead.encrypt_detached(nonce, small, big_in, std::span(buf).first(3), tag).code, ascon::Error::too_long)
      << "associated data";
  EXPECT_EQ(aead.decrypt_detached(nonce, big_in, small, tag, big_out).code, ascon::Error::too_long);
  EXPECT_EQ(aead.decrypt_detached(nonce, small, big_in, tag, std::span(buf).first(3)).code, ascon::Error::too_long);
  // The truncated-tag object (the only way to short tags) checks the same.
  const auto t = ascon::detail::TruncatedAead<typename A::Params>::with_tag_size(aead, A::min_tag_size);
  ASSERT_TRUE(t.has_value());
  const auto tt = std::span(tag).first(A::min_tag_size);
  EXPECT_EQ(t->encrypt_detached(nonce, big_in, small, big_out, tt).code, ascon::Error::too_long);
  EXPECT_EQ(t->decrypt_detached(nonce, big_in, small, tt, big_out).code, ascon::Error::too_long);
  EXPECT_EQ(t->decrypt_detached(nonce, small, big_in, tt, std::span(buf).first(3)).code, ascon::Error::too_long);
  EXPECT_EQ(t->encrypt(nonce, big_in, small, big_out).code, ascon::Error::too_long);
  EXPECT_EQ(t->decrypt(nonce, big_in, small, big_out).code, ascon::Error::too_long);
}

// The combined form's room check, ciphertext plus tag: with a plaintext of
// nearly SIZE_MAX bytes, pt.size() + 16 wrapped to a few bytes, which any
// output buffer "had room for"; the call then cut the output span at an
// offset beyond its end (the assertion above aborts) before a later check
// refused the length. Now the length is refused first.
template <class A>
void combined_room_check_does_not_wrap() {
  std::array<std::uint8_t, A::key_size> key{};
  std::array<std::uint8_t, 16> nonce{};
  std::array<std::uint8_t, 64> buf{};
  const A aead(key);
  // (kMax / 8 + 1: a sum that does not wrap, for which the room is short
  // too: the length still wins.)
  for (std::size_t huge : {kMax, kMax - 8, kMax - 15, kMax / 8 + 1}) {
    const std::span<const std::uint8_t> big_in(buf.data(), huge);
    EXPECT_EQ(aead.encrypt(nonce, big_in, {}, std::span(buf)).code, ascon::Error::too_long) << huge;
  }
}
// Too long and too little room: too_long, whichever check comes first (the
// size configuration's one-shots on 64-bit cores test the length in their
// shared body and bits_fit in the entry point only once the room is
// refused, test_small); too little room alone: buffer_too_small.
template <class A>
void length_wins_over_room() {
  std::array<std::uint8_t, A::key_size> key{};
  std::array<std::uint8_t, 16> nonce{}, tag{};
  std::array<std::uint8_t, 64> buf{};
  const A aead(key);
  const std::size_t huge = kMax / 8 + 1;
  const std::span<const std::uint8_t> big_in(buf.data(), huge), small(buf.data(), 3);
  const auto room2 = std::span(buf).first(2);
  EXPECT_EQ(aead.encrypt_detached(nonce, big_in, small, room2, tag).code, ascon::Error::too_long);
  EXPECT_EQ(aead.decrypt_detached(nonce, big_in, small, tag, room2).code, ascon::Error::too_long);
  EXPECT_EQ(aead.encrypt_detached(nonce, small, big_in, room2, tag).code, ascon::Error::too_long) << "associated data";
  EXPECT_EQ(aead.decrypt_detached(nonce, small, big_in, tag, room2).code, ascon::Error::too_long) << "associated data";
  EXPECT_EQ(aead.encrypt(nonce, small, big_in, std::span(buf).first(18)).code, ascon::Error::too_long)
      << "associated data";
  EXPECT_EQ(aead.encrypt_detached(nonce, small, small, room2, tag).code, ascon::Error::buffer_too_small);
  EXPECT_EQ(aead.decrypt_detached(nonce, small, small, tag, room2).code, ascon::Error::buffer_too_small);
  EXPECT_EQ(aead.encrypt(nonce, small, small, std::span(buf).first(18)).code, ascon::Error::buffer_too_small);
  EXPECT_EQ(aead.decrypt(nonce, std::span(buf).first(19), small, room2).code, ascon::Error::buffer_too_small);
}
TEST(CheckedSizes, Aead128LengthWinsOverRoom) { length_wins_over_room<ascon::Aead128>(); }
TEST(CheckedSizes, Ascon128LengthWinsOverRoom) { length_wins_over_room<ascon::v12::Ascon128>(); }

TEST(CheckedSizes, Aead128CombinedRoomCheckDoesNotWrap) { combined_room_check_does_not_wrap<ascon::Aead128>(); }
TEST(CheckedSizes, Ascon128CombinedRoomCheckDoesNotWrap) { combined_room_check_does_not_wrap<ascon::v12::Ascon128>(); }

TEST(CheckedSizes, Aead128RefusesLengthsWhoseBitCountWraps) { refuses_lengths_whose_bit_count_wraps<ascon::Aead128>(); }
TEST(CheckedSizes, Ascon128RefusesLengthsWhoseBitCountWraps) {
  refuses_lengths_whose_bit_count_wraps<ascon::v12::Ascon128>();
}

}  // namespace
