// SPDX-License-Identifier: Apache-2.0 OR MIT
// Bad input to every public C++ entry point: wrong-size dynamic spans,
// oversized lengths (also bit counts near SIZE_MAX), partially overlapping
// buffers (in-place stays allowed), ciphertext shorter than the tag, truncated
// tag lengths out of range, CXOF customization over 256 bytes, incremental
// calls out of order. Each must return its documented ascon::Error and write
// nothing it should not: every output lives between guard bytes that are
// checked afterwards (and ASan, in the sanitizer runs, catches any read or
// write past the allocation).
#include <gtest/gtest.h>

#include <ascon/catalogue.hpp>
#include "../test_util.hpp"

#include <ascon/ascon.hpp>
#include <ascon/v12.hpp>
#include <algorithm>
#include <cstdint>
#include <limits>
#include <vector>

namespace {

using ascon::Error;
using Bytes = std::vector<std::uint8_t>;
constexpr std::size_t kHuge = std::numeric_limits<std::size_t>::max();
constexpr std::uint8_t kGuard = 0xA5, kFill = 0x3C;

// An output buffer of n bytes (pre-filled with kFill) with guard bytes on both sides.
class Guarded {
 public:
  explicit Guarded(std::size_t n) : buf_(n + 2 * kPad, kGuard), n_(n) { std::fill_n(buf_.begin() + kPad, n, kFill); }
  std::span<std::uint8_t> span() { return {buf_.data() + kPad, n_}; }
  std::uint8_t* data() { return buf_.data() + kPad; }
  bool guards_intact() const {
    for (std::size_t i = 0; i < kPad; ++i)
      if (buf_[i] != kGuard || buf_[kPad + n_ + i] != kGuard) return false;
    return true;
  }
  // Nothing written: every byte still kFill and the guards intact.
  bool untouched() const {
    for (std::size_t i = 0; i < n_; ++i)
      if (buf_[kPad + i] != kFill) return false;
    return guards_intact();
  }
  bool all_zero() const {
    for (std::size_t i = 0; i < n_; ++i)
      if (buf_[kPad + i] != 0) return false;
    return guards_intact();
  }
  Bytes contents() const { return Bytes(buf_.begin() + kPad, buf_.begin() + static_cast<std::ptrdiff_t>(kPad + n_)); }

 private:
  static constexpr std::size_t kPad = 32;
  Bytes buf_;
  std::size_t n_;
};

Bytes pattern(std::size_t n, std::uint8_t seed) {
  Bytes b(n);
  for (std::size_t i = 0; i < n; ++i) b[i] = static_cast<std::uint8_t>(seed ^ (7 * i));
  return b;
}
using testutil::fixed;

// ================================================================ AEAD
template <class A>
class AeadMisuse : public ::testing::Test {
 protected:
  Bytes key = pattern(A::key_size, 0x10), nonce_b = pattern(16, 0x20), pt = pattern(37, 0x30), ad = pattern(11, 0x40);
  A aead{fixed<A::key_size>(key)};
  std::span<const std::uint8_t, 16> nonce() const { return fixed<16>(nonce_b); }
  Bytes sealed() const {
    Bytes out(pt.size() + 16);
    EXPECT_TRUE(aead.encrypt(nonce(), pt, ad, out));
    return out;
  }
};
// Every AEAD of the catalogue.
using AeadTypes = ascon::catalogue::types_of<ascon::catalogue::Kind::aead, ::testing::Types>;
TYPED_TEST_SUITE(AeadMisuse, AeadTypes);

TYPED_TEST(AeadMisuse, EncryptOutputTooSmall) {
  for (std::size_t n : {std::size_t{0}, this->pt.size(), this->pt.size() + 15}) {
    Guarded out(n);
    EXPECT_EQ(this->aead.encrypt(this->nonce(), this->pt, this->ad, out.span()).code, Error::buffer_too_small);
    EXPECT_TRUE(out.untouched()) << n;
  }
  Guarded ct(this->pt.size() - 1), tag(16);
  EXPECT_EQ(
      this->aead
          .encrypt_detached(this->nonce(), this->pt, this->ad, ct.span(), std::span<std::uint8_t, 16>(tag.data(), 16))
          .code,
      Error::buffer_too_small);
  EXPECT_TRUE(ct.untouched() && tag.untouched());
}

TYPED_TEST(AeadMisuse, CiphertextShorterThanTag) {
  const Bytes sealed = this->sealed();
  for (std::size_t n = 0; n < 16; ++n) {
    Guarded out(64);
    EXPECT_EQ(this->aead.decrypt(this->nonce(), std::span(sealed).first(n), this->ad, out.span()).code,
              Error::bad_length);
    EXPECT_TRUE(out.untouched()) << n;
  }
}

TYPED_TEST(AeadMisuse, DecryptOutputTooSmall) {
  const Bytes sealed = this->sealed();
  Guarded out(this->pt.size() - 1);
  EXPECT_EQ(this->aead.decrypt(this->nonce(), sealed, this->ad, out.span()).code, Error::buffer_too_small);
  EXPECT_TRUE(out.untouched());
  std::array<std::uint8_t, 16> tag{};
  std::copy_n(sealed.end() - 16, 16, tag.begin());
  EXPECT_EQ(
      this->aead.decrypt_detached(this->nonce(), std::span(sealed).first(this->pt.size()), this->ad, tag, out.span())
          .code,
      Error::buffer_too_small);
  EXPECT_TRUE(out.untouched());
}

TYPED_TEST(AeadMisuse, ExactSizesWriteNothingBeyond) {
  Guarded out(this->pt.size() + 16);
  ASSERT_TRUE(this->aead.encrypt(this->nonce(), this->pt, this->ad, out.span()));
  EXPECT_TRUE(out.guards_intact());
  const Bytes sealed = out.contents();
  EXPECT_EQ(sealed, this->sealed());
  Guarded back(this->pt.size());
  ASSERT_TRUE(this->aead.decrypt(this->nonce(), sealed, this->ad, back.span()));
  EXPECT_EQ(back.contents(), this->pt);
  EXPECT_TRUE(back.guards_intact());
  // A larger plaintext buffer: only the plaintext's bytes are written.
  Guarded big(this->pt.size() + 9);
  ASSERT_TRUE(this->aead.decrypt(this->nonce(), sealed, this->ad, big.span()));
  EXPECT_TRUE(
      std::all_of(big.data() + this->pt.size(), big.data() + this->pt.size() + 9, [](auto b) { return b == kFill; }));
}

// Tag lengths are bound once, in a TruncatedAead; the full-tag Aead takes
// exactly 16 bytes (a fixed-extent span, and finish() checks at run time).
TYPED_TEST(AeadMisuse, TruncatedTagLengthsOutOfRange) {
  using A = TypeParam;
  using T = ascon::detail::TruncatedAead<typename A::Params>;
  const auto n = this->nonce();
  for (std::size_t t : {std::size_t{0}, std::size_t{1}, A::min_tag_size - 1, std::size_t{17}, std::size_t{64}, kHuge}) {
    if (t >= A::min_tag_size && t <= 16) continue;
    EXPECT_FALSE(T::with_tag_size(this->aead, t).has_value()) << t;
  }
  // Every allowed length writes exactly that many tag bytes, a prefix of the
  // full tag, and takes no tag of any other length.
  const Bytes sealed = this->sealed();
  for (std::size_t t = A::min_tag_size; t <= 16; ++t) {
    const auto ta = T::with_tag_size(this->aead, t);
    ASSERT_TRUE(ta.has_value());
    Guarded ct(this->pt.size()), tag(t);
    ASSERT_TRUE(ta->encrypt_detached(n, this->pt, this->ad, ct.span(), tag.span()));
    EXPECT_TRUE(ct.guards_intact() && tag.guards_intact());
    EXPECT_TRUE(std::equal(tag.data(), tag.data() + t, sealed.end() - 16)) << t;
    Guarded ct2(this->pt.size()), longer(t + 1), out(this->pt.size());
    EXPECT_EQ(ta->encrypt_detached(n, this->pt, this->ad, ct2.span(), longer.span()).code, Error::bad_length) << t;
    EXPECT_TRUE(ct2.untouched() && longer.untouched()) << t;
    const Bytes shorter(t - 1, 0);
    EXPECT_EQ(ta->decrypt_detached(n, std::span(sealed).first(this->pt.size()), this->ad, shorter, out.span()).code,
              Error::bad_length)
        << t;
    EXPECT_TRUE(out.untouched()) << t;
  }
}

TYPED_TEST(AeadMisuse, PartialOverlapRefusedInPlaceAllowed) {
  const auto n = this->nonce();
  const std::size_t len = this->pt.size();
  for (std::ptrdiff_t shift : {std::ptrdiff_t{-9}, std::ptrdiff_t{-1}, std::ptrdiff_t{1}, std::ptrdiff_t{5},
                               static_cast<std::ptrdiff_t>(len) - 1}) {
    Bytes buf(2 * len + 64, 0);
    std::uint8_t* in = buf.data() + 32;
    std::copy(this->pt.begin(), this->pt.end(), in);
    const Bytes before = buf;
    std::array<std::uint8_t, 16> tag{};
    EXPECT_EQ(this->aead
                  .encrypt_detached(n, std::span<const std::uint8_t>(in, len), this->ad,
                                    std::span<std::uint8_t>(in + shift, len), tag)
                  .code,
              Error::overlapping_buffers)
        << shift;
    EXPECT_EQ(buf, before) << "nothing written on refusal, shift " << shift;
    EXPECT_EQ(this->aead
                  .decrypt_detached(n, std::span<const std::uint8_t>(in, len), this->ad, tag,
                                    std::span<std::uint8_t>(in + shift, len))
                  .code,
              Error::overlapping_buffers)
        << shift;
    EXPECT_EQ(buf, before) << shift;
  }
  // In place: pt -> ct -> pt in the same buffer.
  Bytes buf = this->pt;
  std::array<std::uint8_t, 16> tag{};
  ASSERT_TRUE(this->aead.encrypt_detached(n, buf, this->ad, buf, tag));
  EXPECT_NE(buf, this->pt);
  ASSERT_TRUE(this->aead.decrypt_detached(n, buf, this->ad, tag, buf));
  EXPECT_EQ(buf, this->pt);
  // Combined form in place, the tag right behind the ciphertext.
  Bytes whole = this->pt;
  whole.resize(len + 16);
  ASSERT_TRUE(this->aead.encrypt(n, std::span(whole).first(len), this->ad, whole));
  EXPECT_EQ(whole, this->sealed());
  ASSERT_TRUE(this->aead.decrypt(n, whole, this->ad, whole));
  EXPECT_TRUE(std::equal(this->pt.begin(), this->pt.end(), whole.begin()));
}

TYPED_TEST(AeadMisuse, EncryptorOutOfOrder) {
  const auto n = this->nonce();
  std::array<std::uint8_t, 16> tag{}, tag2{};
  Bytes ct(4);
  {  // AD after data: refused, and sticky.
    auto e = this->aead.encryptor(n);
    ASSERT_TRUE(e.update(std::span(this->pt).first(4), ct));
    EXPECT_EQ(e.update_ad(this->ad).code, Error::out_of_order);
    EXPECT_EQ(e.update(std::span(this->pt).first(4), ct).code, Error::out_of_order);
    tag.fill(kFill);
    EXPECT_EQ(e.finish(tag).code, Error::out_of_order);
    EXPECT_TRUE(std::all_of(tag.begin(), tag.end(), [](auto b) { return b == kFill; })) << "no tag after a misuse";
  }
  {  // update after finish; finish twice gives the same tag again.
    auto e = this->aead.encryptor(n);
    ASSERT_TRUE(e.update_ad(this->ad));
    Bytes c(this->pt.size());
    ASSERT_TRUE(e.update(this->pt, c));
    ASSERT_TRUE(e.finish(tag));
    ASSERT_TRUE(e.finish(tag2));
    EXPECT_EQ(tag, tag2);
    EXPECT_TRUE(std::equal(tag.begin(), tag.end(), this->sealed().end() - 16));
    Guarded more(4);
    EXPECT_EQ(e.update(std::span(this->pt).first(4), more.span()).code, Error::out_of_order);
    EXPECT_TRUE(more.untouched());
    EXPECT_EQ(e.update_ad(this->ad).code, Error::out_of_order);
  }
  {  // wrong sizes and overlap in update()
    auto e = this->aead.encryptor(n);
    Guarded c(5);
    EXPECT_EQ(e.update(std::span(this->pt).first(4), c.span()).code, Error::bad_length);
    EXPECT_TRUE(c.untouched());
    Bytes buf = this->pt;
    EXPECT_EQ(e.update(std::span<const std::uint8_t>(buf).first(8), std::span(buf).subspan(1, 8)).code,
              Error::overlapping_buffers);
    EXPECT_EQ(buf, this->pt);
    Guarded t(TypeParam::min_tag_size - 1);
    EXPECT_EQ(e.finish(t.span()).code, Error::bad_length);
    EXPECT_TRUE(t.untouched());
    Guarded t17(17);
    EXPECT_EQ(e.finish(t17.span()).code, Error::bad_length);
    EXPECT_TRUE(t17.untouched());
  }
}

TYPED_TEST(AeadMisuse, DecryptorOutOfOrderZeroesOutput) {
  const auto n = this->nonce();
  const Bytes sealed = this->sealed();
  const std::size_t len = this->pt.size();
  const auto ct = std::span(sealed).first(len);
  const auto tag = std::span<const std::uint8_t, 16>(sealed.data() + len, 16);
  {  // more ciphertext than the bound buffer: refused, sticky, output zeroed.
    Guarded out(len - 1);
    auto d = this->aead.decryptor(n, out.span());
    ASSERT_TRUE(d.update_ad(this->ad));
    ASSERT_TRUE(d.update(ct.first(10)));
    EXPECT_EQ(d.update(ct.subspan(10)).code, Error::buffer_too_small);
    EXPECT_EQ(d.finish(tag).code, Error::buffer_too_small);
    EXPECT_TRUE(d.plaintext().empty());
    EXPECT_TRUE(std::all_of(out.data(), out.data() + 10, [](auto b) { return b == 0; }));
    EXPECT_TRUE(std::all_of(out.data() + 10, out.data() + len - 1, [](auto b) { return b == kFill; }));
    EXPECT_TRUE(out.guards_intact());
  }
  {  // AD after data
    Guarded out(len);
    auto d = this->aead.decryptor(n, out.span());
    ASSERT_TRUE(d.update(ct.first(8)));
    EXPECT_EQ(d.update_ad(this->ad).code, Error::out_of_order);
    EXPECT_EQ(d.update(ct.subspan(8)).code, Error::out_of_order);
    EXPECT_EQ(d.finish(tag).code, Error::out_of_order);
    EXPECT_TRUE(std::all_of(out.data(), out.data() + 8, [](auto b) { return b == 0; }));
    EXPECT_TRUE(out.guards_intact());
  }
  {  // success, then finish twice and update after finish
    Guarded out(len);
    auto d = this->aead.decryptor(n, out.span());
    ASSERT_TRUE(d.update_ad(this->ad));
    ASSERT_TRUE(d.update(ct));
    ASSERT_TRUE(d.finish(tag));
    EXPECT_TRUE(d.finish(tag));
    EXPECT_EQ(d.update(ct.first(1)).code, Error::out_of_order);
    EXPECT_EQ(Bytes(d.plaintext().begin(), d.plaintext().end()), this->pt);
    EXPECT_TRUE(out.guards_intact());
  }
  {  // bad tag, then finish again: still a failure, output zeroed
    Guarded out(len);
    auto d = this->aead.decryptor(n, out.span());
    ASSERT_TRUE(d.update_ad(this->ad));
    ASSERT_TRUE(d.update(ct));
    std::array<std::uint8_t, 16> bad{};
    std::copy(tag.begin(), tag.end(), bad.begin());
    bad[15] ^= 1;
    EXPECT_EQ(d.finish(bad).code, Error::authentication_failed);
    EXPECT_EQ(d.finish(tag).code, Error::out_of_order);
    EXPECT_TRUE(d.plaintext().empty());
    EXPECT_TRUE(out.all_zero());
  }
  {  // a tag shorter than the bound 16 bytes: refused, output zeroed
    Guarded out(len);
    auto d = this->aead.decryptor(n, out.span());
    ASSERT_TRUE(d.update_ad(this->ad));
    ASSERT_TRUE(d.update(ct));
    EXPECT_EQ(d.finish(tag.first(4)).code, Error::bad_length);
    EXPECT_TRUE(out.all_zero());
  }
  {  // destroyed without finish(): the unauthenticated bytes are zeroed
    Guarded out(len);
    {
      auto d = this->aead.decryptor(n, out.span());
      ASSERT_TRUE(d.update_ad(this->ad));
      ASSERT_TRUE(d.update(ct));
    }
    EXPECT_TRUE(out.all_zero());
  }
  {  // partial overlap between the ciphertext and the bound output
    Bytes buf(len + 8);
    std::copy(ct.begin(), ct.end(), buf.begin() + 1);
    auto d = this->aead.decryptor(n, std::span(buf).first(len));
    EXPECT_EQ(d.update(std::span<const std::uint8_t>(buf).subspan(1, len)).code, Error::overlapping_buffers);
  }
}

// ---- bit-length AEAD interface (SP 800-232 only) ---------------------------------
TEST(AeadBitsMisuse, LengthsBeyondBuffersAndNearSizeMax) {
  const Bytes key = pattern(16, 1), nonce = pattern(16, 2), pt = pattern(10, 3), ad = pattern(6, 4);
  const ascon::Aead128 aead(fixed<16>(key));
  const auto n = fixed<16>(nonce);
  const auto tag16 = [](Guarded& g) { return std::span<std::uint8_t, 16>(g.data(), 16); };
  struct Case {
    std::size_t pt_bits, ad_bits;
  };
  for (const Case c :
       {Case{81, 48}, Case{80, 49}, Case{kHuge, 48}, Case{kHuge - 6, 48}, Case{80, kHuge}, Case{80, kHuge - 7}}) {
    Guarded ct(10), tag(16), back(10);
    EXPECT_EQ(aead.encrypt_bits(n, pt, c.pt_bits, ad, c.ad_bits, ct.span(), tag16(tag)).code, Error::bad_length)
        << c.pt_bits << " " << c.ad_bits;
    EXPECT_TRUE(ct.untouched() && tag.untouched());
    const Bytes t = pattern(16, 5);
    EXPECT_EQ(aead.decrypt_bits(n, pt, c.pt_bits, ad, c.ad_bits, fixed<16>(t), back.span()).code, Error::bad_length);
    EXPECT_TRUE(back.untouched());
  }
  for (std::size_t bits : {std::size_t{0}, std::size_t{31}, std::size_t{129}, kHuge})
    EXPECT_FALSE(ascon::TruncatedAead128::with_tag_bits(aead, bits).has_value()) << bits;
  const auto t77 = ascon::TruncatedAead128::with_tag_bits(aead, 77);
  ASSERT_TRUE(t77.has_value());
  Guarded ct(10), tag(9);  // a 77-bit tag needs 10 bytes
  EXPECT_EQ(t77->encrypt_bits(n, pt, 80, ad, 48, ct.span(), tag.span()).code, Error::bad_length);
  EXPECT_TRUE(ct.untouched() && tag.untouched());
  Guarded small(9), full(16);
  EXPECT_EQ(aead.encrypt_bits(n, pt, 80, ad, 48, small.span(), tag16(full)).code, Error::buffer_too_small);
  EXPECT_TRUE(small.untouched());
  // Bit lengths that fit write exactly ceil(bits / 8) bytes.
  Guarded ct2(10), tag2(10);
  ASSERT_TRUE(t77->encrypt_bits(n, pt, 75, ad, 47, ct2.span(), tag2.span()));
  EXPECT_TRUE(ct2.guards_intact() && tag2.guards_intact());
  EXPECT_EQ(ct2.data()[9] & 0xF8, 0) << "unused bits of the last byte are zero";
  EXPECT_EQ(tag2.data()[9] & 0xE0, 0);
}

// ================================================================ hashes
TEST(HashMisuse, BitLengthsBeyondInputOrNearSizeMax) {
  const Bytes msg = pattern(5, 9);
  for (std::size_t bits : {std::size_t{41}, std::size_t{48}, kHuge, kHuge - 3, kHuge - 7}) {
    Guarded d(32);
    EXPECT_EQ(ascon::Hash256::hash_bits(msg, bits, std::span<std::uint8_t, 32>(d.data(), 32)).code, Error::bad_length)
        << bits;
    EXPECT_TRUE(d.untouched());
    Guarded x(8);
    EXPECT_EQ(ascon::Xof128::xof_bits(msg, bits, x.span(), 64).code, Error::bad_length);
    const std::size_t out_bits = std::max(bits, bits + 24);  // > 64, no wrap
    EXPECT_EQ(ascon::Xof128::xof_bits(msg, 40, x.span(), out_bits).code, Error::bad_length);
    EXPECT_TRUE(x.untouched());
    EXPECT_EQ(ascon::Cxof128::cxof_bits(msg, bits, msg, 40, x.span(), 64).code, Error::bad_length);
    EXPECT_EQ(ascon::Cxof128::cxof_bits(msg, 40, msg, 40, x.span(), out_bits).code, Error::bad_length);
    EXPECT_TRUE(x.untouched());
  }
  Guarded x(8);
  ASSERT_TRUE(ascon::Xof128::xof_bits(msg, 37, x.span(), 61));
  EXPECT_EQ(x.data()[7] & 0xE0, 0);
  EXPECT_TRUE(x.guards_intact());
}

TEST(HashMisuse, CxofCustomizationOver256Bytes) {
  const Bytes z256 = pattern(256, 1), z257 = pattern(257, 1), msg = pattern(3, 2);
  EXPECT_TRUE(ascon::Cxof128::create(z256).has_value());
  EXPECT_FALSE(ascon::Cxof128::create(z257).has_value());
  EXPECT_TRUE(ascon::Cxof128::create_bits(z257, 2048).has_value());
  EXPECT_FALSE(ascon::Cxof128::create_bits(z257, 2049).has_value());
  EXPECT_FALSE(ascon::Cxof128::create_bits(z256, kHuge).has_value());
  EXPECT_FALSE(ascon::Cxof128::create_bits(pattern(4, 1), 33).has_value()) << "Z shorter than its bit length";
  Guarded out(32);
  EXPECT_EQ(ascon::Cxof128::cxof(msg, z257, out.span()).code, Error::too_long);
  EXPECT_TRUE(out.untouched());
  EXPECT_EQ(ascon::Cxof128::cxof_bits(msg, 24, z257, 2049, out.span(), 256).code, Error::too_long);
  EXPECT_EQ(ascon::Cxof128::cxof_bits(msg, 24, pattern(255, 1), 2041, out.span(), 256).code, Error::bad_length);
  EXPECT_TRUE(out.untouched());
  ASSERT_TRUE(ascon::Cxof128::cxof(msg, z256, out.span()));
  EXPECT_TRUE(out.guards_intact());
}

// ================================================================ MAC / PRF
template <class S>
void prf_short_misuse() {
  const Bytes key = pattern(16, 7), in17 = pattern(17, 8), in16 = pattern(16, 8);
  Guarded out(16), out17(17);
  EXPECT_EQ(S::prf(fixed<16>(key), in17, out.span()).code, Error::too_long);
  EXPECT_TRUE(out.untouched());
  EXPECT_EQ(S::prf(fixed<16>(key), in16, out17.span()).code, Error::bad_length);
  EXPECT_TRUE(out17.untouched());
  EXPECT_FALSE(S::verify(fixed<16>(key), in17, fixed<16>(in16)));
  for (std::size_t n = 0; n <= 16; ++n) {
    Guarded o(n);
    ASSERT_TRUE(S::prf(fixed<16>(key), in16, o.span()));
    EXPECT_TRUE(o.guards_intact());
  }
}
TEST(MacMisuse, PrfShortLimits) {
  prf_short_misuse<ascon::PrfShort>();
  prf_short_misuse<ascon::v12::PrfShort>();
}

template <class P>
void prf_verify_misuse() {
  const Bytes key = pattern(16, 9), msg = pattern(20, 1);
  P p(fixed<16>(key));
  p.update(msg);
  EXPECT_FALSE(p.verify({})) << "an empty expected output must not verify";
  for (std::size_t n : {std::size_t{1}, std::size_t{8}, std::size_t{15}}) {
    Bytes out(n);
    p.finalize(out);
    EXPECT_FALSE(p.verify(out)) << "a " << n << "-byte value would be forged in 256^" << n << " tries";
  }
  for (std::size_t n : {std::size_t{16}, std::size_t{64}, std::size_t{65}, std::size_t{200}}) {
    Bytes out(n);
    p.finalize(out);
    EXPECT_TRUE(p.verify(out)) << n;
    out[n / 2] ^= 0x40;
    EXPECT_FALSE(p.verify(out)) << n;
  }
}
TEST(MacMisuse, PrfVerifyLengths) {
  prf_verify_misuse<ascon::Prf>();
  prf_verify_misuse<ascon::v12::Prf>();
  prf_verify_misuse<ascon::v12::Prfa>();
}

}  // namespace
