// SPDX-License-Identifier: Apache-2.0 OR MIT
// Security rules of the C++ core (docs/safety.md, hardening review), each
// written so that code breaking it fails (a static_assert or a runtime check):
//   - the receiver must not choose the tag length: Aead takes only full
//      16-byte tags; short tags only through TruncatedAead128, bound once;
//   - PRF verification refuses expected values shorter than 16 bytes;
//   - an Encryptor cannot be copied (a copy forks the duplex under one
//      nonce), and a moved-from one is dead.
#include <gtest/gtest.h>

#include <ascon/ascon.hpp>
#include <ascon/v12.hpp>
#include <array>
#include <cstdint>
#include <type_traits>
#include <vector>

namespace {

using ascon::Error;
using Bytes = std::vector<std::uint8_t>;
using Span = std::span<const std::uint8_t>;
using Nonce = std::span<const std::uint8_t, 16>;

Bytes stepped(std::size_t n, std::uint8_t seed) {
  Bytes b(n);
  for (std::size_t i = 0; i < n; ++i) b[i] = static_cast<std::uint8_t>(seed + 13 * i);
  return b;
}

// ---- an encryption state cannot be copied ------------------------------------------
static_assert(!std::is_copy_constructible_v<ascon::Aead128::Encryptor>);
static_assert(!std::is_copy_assignable_v<ascon::Aead128::Encryptor>);
static_assert(std::is_nothrow_move_constructible_v<ascon::Aead128::Encryptor>);
static_assert(!std::is_copy_constructible_v<ascon::v12::Ascon128::Encryptor>);
static_assert(!std::is_copy_constructible_v<ascon::TruncatedAead128::Encryptor>);
static_assert(!std::is_copy_constructible_v<ascon::Aead128::Decryptor>);

// The Decryptor borrows the caller's output buffer (the lifetime rule of
// include/ascon/detail/aead_stream.hpp). What the type system can hold to that rule,
// it does: a Decryptor cannot be moved or assigned (so it cannot be stored
// where it outlives the scope that sized the buffer), and it cannot borrow a
// temporary buffer. Growing a named vector while it lives stays the
// documented rule.
static_assert(!std::is_move_constructible_v<ascon::Aead128::Decryptor>);
static_assert(!std::is_move_assignable_v<ascon::Aead128::Decryptor>);
static_assert(!std::is_move_constructible_v<ascon::TruncatedAead128::Decryptor>);
static_assert(!std::is_move_constructible_v<ascon::v12::Ascon128::Decryptor>);
template <class A>
concept borrows_named_buffer = requires(const A& a, Nonce n, Bytes& named) { a.decryptor(n, named); };
template <class A>
concept borrows_temporary_buffer = requires(const A& a, Nonce n) { a.decryptor(n, Bytes(16)); };
static_assert(borrows_named_buffer<ascon::Aead128> && !borrows_temporary_buffer<ascon::Aead128>);
static_assert(borrows_named_buffer<ascon::TruncatedAead128> && !borrows_temporary_buffer<ascon::TruncatedAead128>);

TEST(Security, MovedFromEncryptorIsDead) {
  const Bytes key = stepped(16, 1), nonce = stepped(16, 2), pt = stepped(40, 3);
  const ascon::Aead128 aead{ascon::Aead128::Key(key.data(), 16)};
  auto e = aead.encryptor(Nonce(nonce.data(), 16));
  Bytes ct(pt.size());
  ASSERT_TRUE(e.update(std::span(pt).first(8), std::span(ct).first(8)));
  auto moved = std::move(e);
  // The source must not go on producing keystream or a tag of its own.
  EXPECT_EQ(e.update(std::span(pt).subspan(8), std::span(ct).subspan(8)).code, Error::out_of_order);
  std::array<std::uint8_t, 16> t1{}, t2{};
  EXPECT_EQ(e.finish(t1).code, Error::out_of_order);
  ASSERT_TRUE(moved.update(std::span(pt).subspan(8), std::span(ct).subspan(8)));
  ASSERT_TRUE(moved.finish(t2));
  Bytes expect(pt.size() + 16);
  ASSERT_TRUE(aead.encrypt(Nonce(nonce.data(), 16), pt, {}, expect));
  EXPECT_EQ(ct, Bytes(expect.begin(), expect.begin() + 40));
  EXPECT_EQ(Bytes(t2.begin(), t2.end()), Bytes(expect.begin() + 40, expect.end()));
}

// ---- the receiver never chooses the tag length --------------------------------------
// The per-call receiver-side truncation entry points are gone.
template <class A>
constexpr bool has_decrypt_truncated =
    requires(const A& a, Nonce n, Span s, std::span<std::uint8_t> o) { a.decrypt_truncated(n, s, s, s, o); };
template <class D>
constexpr bool has_finish_truncated = requires(D& d, Span s) { d.finish_truncated(s); };
template <class A>
constexpr bool takes_tag_bits =
    requires(const A& a, Nonce n, Span s, std::span<std::uint8_t> o) { a.decrypt_bits(n, s, 0, s, 0, s, 32, o); };
static_assert(!has_decrypt_truncated<ascon::Aead128>);
static_assert(!has_finish_truncated<ascon::Aead128::Decryptor>);
static_assert(!takes_tag_bits<ascon::Aead128>);

TEST(Security, FullTagDecryptorRefusesShortTags) {
  const Bytes key = stepped(16, 1), nonce = stepped(16, 2), pt = stepped(33, 3);
  const ascon::Aead128 aead{ascon::Aead128::Key(key.data(), 16)};
  Bytes sealed(pt.size() + 16), out(pt.size());
  ASSERT_TRUE(aead.encrypt(Nonce(nonce.data(), 16), pt, {}, sealed));
  auto d = aead.decryptor(Nonce(nonce.data(), 16), out);
  ASSERT_TRUE(d.update(std::span(sealed).first(pt.size())));
  // The right 4-byte prefix: a receiver passing "what it received" must fail.
  EXPECT_EQ(d.finish(std::span(sealed).subspan(pt.size(), 4)).code, Error::bad_length);
  EXPECT_EQ(out, Bytes(pt.size(), 0));
}

TEST(Security, TruncatedAeadBindsTheLength) {
  const Bytes key = stepped(16, 1), nonce = stepped(16, 2), pt = stepped(33, 3), ad = stepped(9, 4);
  const Nonce n(nonce.data(), 16);
  EXPECT_FALSE(ascon::TruncatedAead128::with_tag_size(ascon::Aead128::Key(key.data(), 16), 3).has_value());
  EXPECT_FALSE(ascon::TruncatedAead128::with_tag_size(ascon::Aead128::Key(key.data(), 16), 17).has_value());
  EXPECT_FALSE(ascon::TruncatedAead128::with_tag_bits(ascon::Aead128::Key(key.data(), 16), 31).has_value());
  const auto t4 = ascon::TruncatedAead128::with_tag_size(ascon::Aead128::Key(key.data(), 16), 4);
  ASSERT_TRUE(t4.has_value());
  EXPECT_EQ(t4->tag_size(), 4u);
  EXPECT_EQ(t4->tag_bits(), 32u);

  // Combined: ciphertext || 4-byte prefix of the full tag.
  const ascon::Aead128 full{ascon::Aead128::Key(key.data(), 16)};
  Bytes sealed16(pt.size() + 16), sealed4(pt.size() + 4), back(pt.size());
  ASSERT_TRUE(full.encrypt(n, pt, ad, sealed16));
  ASSERT_TRUE(t4->encrypt(n, pt, ad, sealed4));
  EXPECT_EQ(sealed4, Bytes(sealed16.begin(), sealed16.begin() + static_cast<std::ptrdiff_t>(pt.size() + 4)));
  ASSERT_TRUE(t4->decrypt(n, sealed4, ad, back));
  EXPECT_EQ(back, pt);
  // The 16-byte sealed form is not accepted as "ciphertext || 4-byte tag".
  Bytes wide(pt.size() + 12);
  EXPECT_FALSE(t4->decrypt(n, sealed16, ad, wide));

  // Detached: the tag span must have exactly the bound size.
  Bytes ct(pt.size()), tag(4), tag5(5);
  ASSERT_TRUE(t4->encrypt_detached(n, pt, ad, ct, tag));
  EXPECT_EQ(t4->encrypt_detached(n, pt, ad, ct, tag5).code, Error::bad_length);
  EXPECT_EQ(t4->decrypt_detached(n, ct, ad, tag5, back).code, Error::bad_length);
  EXPECT_EQ(t4->decrypt_detached(n, ct, ad, std::span(tag).first(3), back).code, Error::bad_length);
  ASSERT_TRUE(t4->decrypt_detached(n, ct, ad, tag, back));
  tag[3] ^= 1;
  EXPECT_EQ(t4->decrypt_detached(n, ct, ad, tag, back).code, Error::authentication_failed);
  EXPECT_EQ(back, Bytes(pt.size(), 0));
  tag[3] ^= 1;

  // Incremental, both ways, with the bound length only.
  auto e = t4->encryptor(n);
  Bytes ct2(pt.size()), tag2(4);
  ASSERT_TRUE(e.update_ad(ad));
  ASSERT_TRUE(e.update(pt, ct2));
  std::array<std::uint8_t, 16> t16{};
  EXPECT_EQ(e.finish(t16).code, Error::bad_length);
  ASSERT_TRUE(e.finish(tag2));
  EXPECT_EQ(ct2, ct);
  EXPECT_EQ(tag2, tag);
  Bytes out(pt.size());
  auto d = t4->decryptor(n, out);
  ASSERT_TRUE(d.update_ad(ad));
  ASSERT_TRUE(d.update(ct));
  ASSERT_TRUE(d.finish(tag));
  EXPECT_EQ(out, pt);

  // Bits: 77-bit tags, as ACVP tests them.
  const auto t77 = ascon::TruncatedAead128::with_tag_bits(ascon::Aead128::Key(key.data(), 16), 77);
  ASSERT_TRUE(t77.has_value());
  Bytes c3(pt.size()), tg3(10), p3(pt.size());
  ASSERT_TRUE(t77->encrypt_bits(n, pt, 8 * pt.size() - 3, ad, 8 * ad.size() - 1, c3, tg3));
  EXPECT_EQ(tg3[9] >> 5, 0) << "bits past the tag length are zero";
  ASSERT_TRUE(t77->decrypt_bits(n, c3, 8 * pt.size() - 3, ad, 8 * ad.size() - 1, tg3, p3));
  EXPECT_EQ(t77->decrypt_bits(n, c3, 8 * pt.size() - 3, ad, 8 * ad.size() - 1, std::span(tg3).first(4), p3).code,
            Error::bad_length);

  // Nonce masking composes: truncate a masked key.
  const Bytes key32 = stepped(32, 7);
  const auto masked = ascon::Aead128::with_nonce_masking(std::span<const std::uint8_t, 32>(key32.data(), 32));
  const auto mt = ascon::TruncatedAead128::with_tag_size(masked, 8);
  ASSERT_TRUE(mt.has_value());
  Bytes ms16(pt.size() + 16), ms8(pt.size() + 8);
  ASSERT_TRUE(masked.encrypt(n, pt, ad, ms16));
  ASSERT_TRUE(mt->encrypt(n, pt, ad, ms8));
  EXPECT_EQ(ms8, Bytes(ms16.begin(), ms16.begin() + static_cast<std::ptrdiff_t>(pt.size() + 8)));
}

// ---- PRF verification needs at least 16 bytes --------------------------------------
template <class P>
void prf_verify_minimum() {
  const Bytes key = stepped(16, 9), msg = stepped(20, 1);
  P p(std::span<const std::uint8_t, 16>(key.data(), 16));
  p.update(msg);
  for (std::size_t n : {std::size_t{1}, std::size_t{4}, std::size_t{15}}) {
    Bytes out(n);
    p.finalize(out);
    EXPECT_FALSE(p.verify(out)) << "a " << n << "-byte PRF value must not verify";
  }
  Bytes out(16);
  p.finalize(out);
  EXPECT_TRUE(p.verify(out));
}
TEST(Security, PrfVerifyRefusesShortValues) {
  static_assert(ascon::Prf::min_verify_size == 16);
  prf_verify_minimum<ascon::Prf>();
  prf_verify_minimum<ascon::v12::Prf>();
  prf_verify_minimum<ascon::v12::Prfa>();
}

}  // namespace
