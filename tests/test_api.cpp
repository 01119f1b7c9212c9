// SPDX-License-Identifier: Apache-2.0 OR MIT
// API contracts of the core: run-time sizes are checked and reported, the
// incremental objects refuse out-of-order use (stickily), overlapping buffers
// are refused, limits (CXOF customization, PrfShort, tag lengths) enforced.
// Static sizes (key, nonce, full tag) are checked by the compiler: see the
// requires-expressions at the bottom.
#include <gtest/gtest.h>

#include <ascon/ascon.hpp>
#include <ascon/v12.hpp>
#include <type_traits>

#include "test_util.hpp"

using namespace testutil;
using ascon::Error;

namespace {
const Bytes kKey(16, 1), kNonce(16, 2);
const ascon::Aead128 kAead(fixed<16>(kKey));
}  // namespace

TEST(Api, CombinedSizesChecked) {
  Bytes pt(10), out(25);
  EXPECT_EQ(kAead.encrypt(fixed<16>(kNonce), pt, {}, out).code, Error::buffer_too_small);
  Bytes sealed(26);
  ASSERT_TRUE(kAead.encrypt(fixed<16>(kNonce), pt, {}, sealed));
  Bytes small(9);
  EXPECT_EQ(kAead.decrypt(fixed<16>(kNonce), sealed, {}, small).code, Error::buffer_too_small);
  Bytes shorter_than_tag(15);
  EXPECT_EQ(kAead.decrypt(fixed<16>(kNonce), shorter_than_tag, {}, small).code, Error::bad_length);
}

TEST(Api, TruncatedTagLimits) {
  Bytes pt(4), ct(4);
  for (std::size_t t : {std::size_t{0}, std::size_t{3}, std::size_t{17}, std::size_t{1} << 62})
    EXPECT_FALSE(ascon::TruncatedAead128::with_tag_size(kAead, t).has_value()) << t;
  EXPECT_FALSE(ascon::TruncatedAead128::with_tag_bits(kAead, 31).has_value());
  EXPECT_FALSE(ascon::TruncatedAead128::with_tag_bits(kAead, 129).has_value());
  const auto t32 = ascon::TruncatedAead128::with_tag_bits(kAead, 32);
  ASSERT_TRUE(t32.has_value());
  Bytes tag(4);
  EXPECT_TRUE(t32->encrypt_bits(fixed<16>(kNonce), pt, 32, {}, 0, ct, tag));
  EXPECT_EQ(t32->encrypt_bits(fixed<16>(kNonce), pt, 33, {}, 0, ct, tag).code, Error::bad_length)
      << "33 bits need 5 bytes of plaintext";
  Bytes tag16(16);
  EXPECT_TRUE(kAead.encrypt_bits(fixed<16>(kNonce), pt, 32, {}, 0, ct, fixed_out<16>(tag16)));
}

TEST(Api, OverlappingBuffersRefused) {
  Bytes buf(64, 3);
  Bytes tag(16);
  auto pt = std::span<const std::uint8_t>(buf).first(32);
  EXPECT_EQ(kAead.encrypt_detached(fixed<16>(kNonce), pt, {}, std::span(buf).subspan(1, 32), fixed_out<16>(tag)).code,
            Error::overlapping_buffers);
  EXPECT_TRUE(kAead.encrypt_detached(fixed<16>(kNonce), pt, {}, std::span(buf).first(32), fixed_out<16>(tag)))
      << "in place is allowed";
  EXPECT_TRUE(kAead.encrypt_detached(fixed<16>(kNonce), pt, {}, std::span(buf).subspan(32), fixed_out<16>(tag)))
      << "adjacent is not overlapping";
}

TEST(Api, EncryptorOutOfOrderIsSticky) {
  Bytes pt(5, 9), ct(5), tag(16);
  auto enc = kAead.encryptor(fixed<16>(kNonce));
  ASSERT_TRUE(enc.update(pt, ct));
  EXPECT_EQ(enc.update_ad(pt).code, Error::out_of_order) << "AD after data";
  EXPECT_EQ(enc.update(pt, ct).code, Error::out_of_order) << "sticky";
  EXPECT_EQ(enc.finish(fixed_out<16>(tag)).code, Error::out_of_order) << "no tag after misuse";
  EXPECT_EQ(tag, Bytes(16, 0));

  auto enc2 = kAead.encryptor(fixed<16>(kNonce));
  ASSERT_TRUE(enc2.finish(fixed_out<16>(tag)));
  Bytes again(16);
  ASSERT_TRUE(enc2.finish(fixed_out<16>(again)));
  EXPECT_EQ(tag, again) << "finish is repeatable";
  EXPECT_EQ(enc2.update(pt, ct).code, Error::out_of_order) << "update after finish";
  Bytes short_ct(4);
  auto enc3 = kAead.encryptor(fixed<16>(kNonce));
  EXPECT_EQ(enc3.update(pt, short_ct).code, Error::bad_length);
}

TEST(Api, DecryptorLimitsAndOrder) {
  Bytes sealed(21), out(5, 0xEE);
  ASSERT_TRUE(kAead.encrypt(fixed<16>(kNonce), Bytes(5, 4), {}, sealed));
  auto dec = kAead.decryptor(fixed<16>(kNonce), out);
  ASSERT_TRUE(dec.update(std::span(sealed).first(3)));
  EXPECT_EQ(dec.update(std::span(sealed).first(3)).code, Error::buffer_too_small) << "more ciphertext than room";
  EXPECT_EQ(dec.update_ad(sealed).code, Error::out_of_order);
  EXPECT_EQ(dec.finish(fixed<16>(Bytes(sealed.end() - 16, sealed.end()))).code, Error::buffer_too_small)
      << "the first error is reported at finish";
  EXPECT_EQ(Bytes(out.begin(), out.begin() + 3), Bytes(3, 0)) << "written bytes wiped";
  EXPECT_TRUE(dec.plaintext().empty());
}

TEST(Api, CxofCustomizationLimit) {
  const Bytes z256(256, 'z'), z257(257, 'z');
  EXPECT_TRUE(ascon::Cxof128::create(z256).has_value());
  EXPECT_FALSE(ascon::Cxof128::create(z257).has_value());
  Bytes out(8);
  EXPECT_EQ(ascon::Cxof128::cxof({}, z257, out).code, Error::too_long);
  EXPECT_FALSE(ascon::Cxof128::create_bits(z256, 2049).has_value());
  EXPECT_TRUE(ascon::Cxof128::create_bits(z256, 2048).has_value());
  // A compile-time sized customization is checked by the compiler.
  static_assert(std::is_constructible_v<ascon::Cxof128, std::span<const std::uint8_t, 256>>);
  static_assert(!std::is_constructible_v<ascon::Cxof128, std::span<const std::uint8_t, 257>>);
}

TEST(Api, PrfShortLimits) {
  Bytes out(16), in17(17), out17(17);
  EXPECT_EQ(ascon::PrfShort::prf(fixed<16>(kKey), in17, out).code, Error::too_long);
  EXPECT_EQ(ascon::PrfShort::prf(fixed<16>(kKey), {}, out17).code, Error::bad_length);
  EXPECT_FALSE(ascon::PrfShort::verify(fixed<16>(kKey), in17, fixed<16>(out)));
}

TEST(Api, BitLengthsBeyondBuffersRefused) {
  Bytes m(2), out(32);
  EXPECT_EQ(ascon::Hash256::hash_bits(m, 17, fixed_out<32>(out)).code, Error::bad_length);
  EXPECT_EQ(ascon::Xof128::xof_bits(m, 16, out, 257).code, Error::bad_length);
}

TEST(Api, ErrorMessagesAndNamesAreDistinct) {
  std::vector<Error> all;
#define ASCON_X_(name, c, value, msg) all.push_back(Error::name);
  ASCON_ERROR_LIST(ASCON_X_)
#undef ASCON_X_
  ASSERT_EQ(all.size(), 10u);
  for (auto e : all) {
    EXPECT_STRNE(ascon::error_message(e), "unknown error");
    for (auto f : all) {
      if (e != f) {
        EXPECT_STRNE(ascon::error_message(e), ascon::error_message(f));
        EXPECT_STRNE(ascon::error_name(e), ascon::error_name(f));
      }
    }
  }
  EXPECT_STREQ(ascon::error_name(Error::unavailable), "unavailable");
}

// Wrong static sizes do not compile: a 15-byte key or nonce, or a 15-byte
// full tag, cannot be passed where std::span<..., 16> is required.
template <class A, class K>
concept constructible_from_key = requires(K k) { A(k); };
static_assert(constructible_from_key<ascon::Aead128, std::span<const std::uint8_t, 16>>);
static_assert(!constructible_from_key<ascon::Aead128, std::span<const std::uint8_t, 15>>);
static_assert(!constructible_from_key<ascon::Aead128, std::span<const std::uint8_t, 20>>);
static_assert(constructible_from_key<ascon::v12::Ascon80pq, std::span<const std::uint8_t, 20>>);
static_assert(!constructible_from_key<ascon::v12::Ascon80pq, std::span<const std::uint8_t, 16>>);
template <class N>
concept nonce_ok = requires(N n, std::span<std::uint8_t, 16> tag) { kAead.encrypt_detached(n, {}, {}, {}, tag); };
static_assert(nonce_ok<std::span<const std::uint8_t, 16>>);
static_assert(!nonce_ok<std::span<const std::uint8_t, 12>>);
// The v1.2 family cannot be used with the SP 800-232-only options.
template <class A>
concept has_masking = requires(std::span<const std::uint8_t, 32> k) { A::with_nonce_masking(k); };
static_assert(has_masking<ascon::Aead128>);
static_assert(!has_masking<ascon::v12::Ascon128a>);
