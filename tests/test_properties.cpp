// SPDX-License-Identifier: Apache-2.0 OR MIT
// Properties a wrong implementation would break: incremental input at every
// split point equals one-shot; XOF output read in pieces equals one read;
// AEAD round trips (also in place) and every tamper fails with the output
// zeroed; the incremental AEAD equals the one-shot at every split.
#include <gtest/gtest.h>

#include <ascon/catalogue.hpp>

#include "test_util.hpp"

using namespace testutil;

namespace {

// Incremental == one-shot at every split point (two pieces), and in
// three pieces at a sample of split pairs, for a fixed-output hash.
template <class H>
void hash_splits() {
  Rng r;
  for (std::size_t n : {std::size_t{0}, std::size_t{1}, std::size_t{7}, std::size_t{8}, std::size_t{9}, std::size_t{33},
                        std::size_t{80}}) {
    const Bytes m = r.bytes(n);
    const auto want = H::hash(m);
    for (std::size_t i = 0; i <= n; ++i) {
      H h;
      h.update(std::span(m).first(i)).update(std::span(m).subspan(i));
      ASSERT_EQ(h.digest(), want) << "split " << i << " of " << n;
      for (std::size_t j = i; j <= n; j += 5) {
        H h3;
        h3.update(std::span(m).first(i)).update(std::span(m).subspan(i, j - i)).update(std::span(m).subspan(j));
        ASSERT_EQ(h3.digest(), want) << "splits " << i << "," << j;
      }
    }
    // Byte at a time, and finalize twice (repeatable, object stays usable).
    H b;
    for (auto byte : m) b.update(std::span(&byte, 1));
    ASSERT_EQ(b.digest(), want);
    ASSERT_EQ(b.digest(), want);
  }
}

}  // namespace

// The typed lists come from the catalogue: a new row is covered unasked.
template <ascon::catalogue::Kind K, class F>
void for_each_of_kind(F&& f) {
  std::size_t n = 0;
  ascon::catalogue::for_each([&](auto e) {
    if constexpr (decltype(e)::kind == K) {
      SCOPED_TRACE(std::string(decltype(e)::info.name));
      ++n;
      f(e);
    }
  });
  ASSERT_GT(n, 0u) << "no algorithm of this kind in the catalogue";
}
using Kind = ascon::catalogue::Kind;

TEST(Incremental, EveryHash) {
  for_each_of_kind<Kind::hash>([](auto e) { hash_splits<typename decltype(e)::type>(); });
}

TEST(Incremental, HashContinuesAfterDigest) {
  const Bytes a = {1, 2, 3}, b = {4, 5, 6, 7, 8, 9, 10, 11, 12};
  Bytes ab = a;
  ab.insert(ab.end(), b.begin(), b.end());
  ascon::Hash256 h;
  h.update(a);
  (void)h.digest();
  h.update(b);
  EXPECT_EQ(h.digest(), ascon::Hash256::hash(ab));
}

template <class X>
void xof_splits_and_pieces(X make) {
  Rng r;
  for (std::size_t n : {std::size_t{0}, std::size_t{5}, std::size_t{8}, std::size_t{17}, std::size_t{64}}) {
    const Bytes m = r.bytes(n);
    Bytes want(100);
    {
      auto x = make();
      x.update(m).finalize(want);
    }
    for (std::size_t i = 0; i <= n; ++i) {
      auto x = make();
      x.update(std::span(m).first(i)).update(std::span(m).subspan(i));
      Bytes got(100);
      x.finalize(got);
      ASSERT_EQ(got, want) << "input split " << i;
    }
    // Output squeezed in pieces of every size 1..17 equals one read.
    for (std::size_t piece = 1; piece <= 17; ++piece) {
      auto x = make();
      auto reader = x.update(m).reader();
      Bytes got;
      while (got.size() < want.size()) {
        Bytes part(std::min(piece, want.size() - got.size()));
        reader.squeeze(part);
        got.insert(got.end(), part.begin(), part.end());
      }
      ASSERT_EQ(got, want) << "pieces of " << piece;
    }
    // A shorter output is a prefix of a longer one.
    auto x = make();
    Bytes shorter(37);
    x.update(m).finalize(shorter);
    ASSERT_TRUE(std::equal(shorter.begin(), shorter.end(), want.begin()));
  }
}

TEST(Incremental, EveryXof) {
  for_each_of_kind<Kind::xof>([](auto e) { xof_splits_and_pieces([] { return typename decltype(e)::type{}; }); });
}
TEST(Incremental, EveryCxof) {
  const Bytes z = {'m', 'y', ' ', 'a', 'p', 'p'};
  for_each_of_kind<Kind::cxof>([&](auto e) { xof_splits_and_pieces([&] { return *decltype(e)::type::create(z); }); });
}
TEST(Incremental, EveryPrf) {
  const Bytes k(16, 7);
  for_each_of_kind<Kind::prf>([&](auto e) {
    using P = typename decltype(e)::type;
    xof_splits_and_pieces([&] { return P(fixed<P::key_size>(k)); });
  });
}

TEST(Incremental, MacEverySplit) {
  Rng r;
  const Bytes k = r.bytes(16);
  for (std::size_t n : {std::size_t{0}, std::size_t{31}, std::size_t{32}, std::size_t{33}, std::size_t{95}}) {
    const Bytes m = r.bytes(n);
    ascon::Mac::Tag want{};
    ascon::Mac::mac(fixed<16>(k), m, want);
    for (std::size_t i = 0; i <= n; ++i) {
      ascon::Mac mac(fixed<16>(k));
      mac.update(std::span(m).first(i)).update(std::span(m).subspan(i));
      ASSERT_EQ(mac.tag(), want);
      ASSERT_TRUE(mac.verify(want));
      ascon::v12::Maca a(fixed<16>(k));
      a.update(std::span(m).first(i)).update(std::span(m).subspan(i));
      ascon::v12::Maca::Tag wa{};
      ascon::v12::Maca::mac(fixed<16>(k), m, wa);
      ASSERT_EQ(a.tag(), wa);
    }
    auto bad = want;
    bad[15] ^= 0x80;
    ASSERT_FALSE(ascon::Mac::verify(fixed<16>(k), m, bad));
  }
}

// ------------------------------------------------------------------ AEAD
template <class A>
void aead_incremental_every_split() {
  Rng r;
  const Bytes key = r.bytes(A::key_size), nonce = r.bytes(16);
  const A aead(fixed<A::key_size>(key));
  for (std::size_t n : {std::size_t{0}, std::size_t{1}, A::rate - 1, A::rate, A::rate + 1, 3 * A::rate + 5}) {
    for (std::size_t adn : {std::size_t{0}, std::size_t{3}, A::rate, 2 * A::rate + 1}) {
      const Bytes pt = r.bytes(n), ad = r.bytes(adn);
      Bytes want(n + 16);
      ASSERT_TRUE(aead.encrypt(fixed<16>(nonce), pt, ad, want));
      for (std::size_t i = 0; i <= n; ++i) {
        const std::size_t ai = adn ? i % (adn + 1) : 0;
        auto enc = aead.encryptor(fixed<16>(nonce));
        ASSERT_TRUE(enc.update_ad(std::span(ad).first(ai)));
        ASSERT_TRUE(enc.update_ad(std::span(ad).subspan(ai)));
        Bytes got(n + 16);
        ASSERT_TRUE(enc.update(std::span(pt).first(i), std::span(got).first(i)));
        ASSERT_TRUE(enc.update(std::span(pt).subspan(i), std::span(got).subspan(i, n - i)));
        ASSERT_TRUE(enc.finish(std::span<std::uint8_t, 16>(got.data() + n, 16)));
        ASSERT_EQ(got, want) << "encrypt split " << i << " ad split " << ai;

        Bytes back(n, 0xEE);
        auto dec = aead.decryptor(fixed<16>(nonce), back);
        ASSERT_TRUE(dec.update_ad(std::span(ad).first(ai)));
        ASSERT_TRUE(dec.update_ad(std::span(ad).subspan(ai)));
        ASSERT_TRUE(dec.update(std::span(want).first(i)));
        ASSERT_TRUE(dec.plaintext().empty()) << "plaintext handed out before verification";
        ASSERT_TRUE(dec.update(std::span(want).subspan(i, n - i)));
        ASSERT_TRUE(dec.finish(fixed<16>(Bytes(want.end() - 16, want.end()))));
        ASSERT_EQ(Bytes(dec.plaintext().begin(), dec.plaintext().end()), pt);
      }
    }
  }
}
TEST(AeadIncremental, EveryAead) {
  for_each_of_kind<Kind::aead>([](auto e) { aead_incremental_every_split<typename decltype(e)::type>(); });
}

// A failed incremental decryption zeroes everything it wrote, and so does
// abandoning the Decryptor without finishing.
TEST(AeadIncremental, FailureAndAbandonZeroOutput) {
  Rng r;
  const Bytes key = r.bytes(16), nonce = r.bytes(16), pt = r.bytes(50);
  const ascon::Aead128 aead(fixed<16>(key));
  Bytes sealed(66);
  ASSERT_TRUE(aead.encrypt(fixed<16>(nonce), pt, {}, sealed));
  Bytes out(50, 0xEE);
  {
    auto dec = aead.decryptor(fixed<16>(nonce), out);
    ASSERT_TRUE(dec.update(std::span(sealed).first(50)));
    EXPECT_EQ(out, pt);  // written, but not released: plaintext() is empty
    EXPECT_TRUE(dec.plaintext().empty());
    Bytes bad(sealed.end() - 16, sealed.end());
    bad[0] ^= 1;
    EXPECT_EQ(dec.finish(fixed<16>(bad)).code, ascon::Error::authentication_failed);
    EXPECT_EQ(out, Bytes(50, 0));
    EXPECT_TRUE(dec.plaintext().empty());
  }
  std::fill(out.begin(), out.end(), 0xEE);
  {
    auto dec = aead.decryptor(fixed<16>(nonce), out);
    ASSERT_TRUE(dec.update(std::span(sealed).first(20)));
  }  // abandoned
  EXPECT_EQ(Bytes(out.begin(), out.begin() + 20), Bytes(20, 0));
}

template <class A>
void aead_negatives() {
  Rng r;
  const Bytes key = r.bytes(A::key_size), nonce = r.bytes(16), pt = r.bytes(2 * A::rate + 3), ad = r.bytes(A::rate + 2);
  Bytes sealed(pt.size() + 16);
  ASSERT_TRUE(A(fixed<A::key_size>(key)).encrypt(fixed<16>(nonce), pt, ad, sealed));
  auto expect_reject = [&](const Bytes& k, const Bytes& n, const Bytes& a, const Bytes& c, const char* what,
                           std::size_t i) {
    Bytes out(c.size() - 16, 0xEE);
    const auto st = A(fixed<A::key_size>(k)).decrypt(fixed<16>(n), c, a, out);
    ASSERT_EQ(st.code, ascon::Error::authentication_failed) << what << " byte " << i;
    ASSERT_EQ(out, Bytes(out.size(), 0)) << what << " byte " << i << ": output not zeroed";
  };
  for (std::size_t i = 0; i < sealed.size(); ++i) {
    Bytes c = sealed;
    c[i] ^= static_cast<std::uint8_t>(1u << (i % 8));
    expect_reject(key, nonce, ad, c, i < pt.size() ? "ciphertext" : "tag", i);
  }
  for (std::size_t i = 0; i < ad.size(); ++i) {
    Bytes a = ad;
    a[i] ^= 0x40;
    expect_reject(key, nonce, a, sealed, "associated data", i);
  }
  for (std::size_t i = 0; i < 16; ++i) {
    Bytes n = nonce;
    n[i] ^= 0x02;
    expect_reject(key, n, ad, sealed, "nonce", i);
  }
  for (std::size_t i = 0; i < key.size(); ++i) {
    Bytes k = key;
    k[i] ^= 0x10;
    expect_reject(k, nonce, ad, sealed, "key", i);
  }
  // Truncated and extended inputs, and AD moved into the message, fail too.
  expect_reject(key, nonce, ad, Bytes(sealed.begin(), sealed.end() - 1), "truncated", 0);
  Bytes longer = sealed;
  longer.push_back(0);
  expect_reject(key, nonce, ad, longer, "extended", 0);
  expect_reject(key, nonce, {}, sealed, "missing AD", 0);
}
TEST(AeadNegative, EveryAead) {
  for_each_of_kind<Kind::aead>([](auto e) { aead_negatives<typename decltype(e)::type>(); });
}

TEST(AeadNegative, TruncatedTagsAndMaskedNonce) {
  Rng r;
  const Bytes key = r.bytes(16), nonce = r.bytes(16), pt = r.bytes(40), key32 = r.bytes(32);
  const ascon::Aead128 aead(fixed<16>(key));
  for (std::size_t t = ascon::aead128_min_tag_size; t <= 16; ++t) {
    const auto ta = ascon::TruncatedAead128::with_tag_size(aead, t);
    ASSERT_TRUE(ta.has_value());
    Bytes ct(40), tag(t), full(16), back(40);
    ASSERT_TRUE(ta->encrypt_detached(fixed<16>(nonce), pt, {}, ct, tag));
    ASSERT_TRUE(aead.encrypt_detached(fixed<16>(nonce), pt, {}, back, fixed_out<16>(full)));
    ASSERT_TRUE(std::equal(tag.begin(), tag.end(), full.begin())) << "a truncated tag is a prefix of the full tag";
    ASSERT_TRUE(ta->decrypt_detached(fixed<16>(nonce), ct, {}, tag, back));
    ASSERT_EQ(back, pt);
    tag[t - 1] ^= 1;
    ASSERT_EQ(ta->decrypt_detached(fixed<16>(nonce), ct, {}, tag, back).code, ascon::Error::authentication_failed);
    ASSERT_EQ(back, Bytes(40, 0));
  }
  // Nonce masking equals plain Ascon-AEAD128 under nonce ^ K2, and K2 matters.
  const auto masked = ascon::Aead128::with_nonce_masking(fixed<32>(key32));
  Bytes n2 = nonce;
  for (int i = 0; i < 16; ++i) n2[i] ^= key32[16 + i];
  Bytes a(56), b(56);
  ASSERT_TRUE(masked.encrypt(fixed<16>(nonce), pt, {}, a));
  ASSERT_TRUE(ascon::Aead128(fixed<16>(key32)).encrypt(fixed<16>(n2), pt, {}, b));
  EXPECT_EQ(a, b);
  ASSERT_TRUE(ascon::Aead128(fixed<16>(key32)).encrypt(fixed<16>(nonce), pt, {}, b));
  EXPECT_NE(a, b);
}

TEST(AeadInPlace, AllFamilies) {
  Rng r;
  auto run = [&]<class A>(A*) {
    const Bytes key = r.bytes(A::key_size), nonce = r.bytes(16), ad = r.bytes(5);
    const A aead(fixed<A::key_size>(key));
    for (std::size_t n :
         {std::size_t{0}, std::size_t{1}, std::size_t{15}, std::size_t{16}, std::size_t{17}, std::size_t{100}}) {
      const Bytes pt = r.bytes(n);
      Bytes buf(n + 16), separate(n + 16);
      std::copy(pt.begin(), pt.end(), buf.begin());
      ASSERT_TRUE(aead.encrypt(fixed<16>(nonce), std::span(buf).first(n), ad, buf));
      ASSERT_TRUE(aead.encrypt(fixed<16>(nonce), pt, ad, separate));
      ASSERT_EQ(buf, separate);
      ASSERT_TRUE(aead.decrypt(fixed<16>(nonce), buf, ad, std::span(buf).first(n)));
      ASSERT_EQ(Bytes(buf.begin(), buf.begin() + n), pt);
    }
  };
  for_each_of_kind<Kind::aead>([&](auto e) { run(static_cast<typename decltype(e)::type*>(nullptr)); });
}

// Partly overlapping input and output are refused in both directions, for
// every family (the size configuration's 64-bit AEAD body takes this check
// itself: aead_words in detail/small.hpp); in place and adjacent are not.
TEST(AeadOverlap, EveryAeadRefusesPartialOverlap) {
  Rng r;
  auto run = [&]<class A>(A*) {
    const Bytes key = r.bytes(A::key_size), nonce = r.bytes(16), ad = r.bytes(3);
    const A aead(fixed<A::key_size>(key));
    constexpr std::size_t n = 24;
    Bytes buf = r.bytes(2 * n + 1), tag(16);
    const auto in = std::span<const std::uint8_t>(buf).first(n);
    for (std::size_t shift : {std::size_t{1}, n - 1}) {
      const auto out = std::span(buf).subspan(shift, n);
      EXPECT_EQ(aead.encrypt_detached(fixed<16>(nonce), in, ad, out, fixed_out<16>(tag)).code,
                ascon::Error::overlapping_buffers)
          << shift;
      EXPECT_EQ(aead.decrypt_detached(fixed<16>(nonce), in, ad, fixed<16>(tag), out).code,
                ascon::Error::overlapping_buffers)
          << shift;
      // Output before the input: the other half of the check.
      const auto later = std::span<const std::uint8_t>(buf).subspan(shift, n);
      EXPECT_EQ(aead.encrypt_detached(fixed<16>(nonce), later, ad, std::span(buf).first(n), fixed_out<16>(tag)).code,
                ascon::Error::overlapping_buffers)
          << shift;
      EXPECT_EQ(aead.decrypt_detached(fixed<16>(nonce), later, ad, fixed<16>(tag), std::span(buf).first(n)).code,
                ascon::Error::overlapping_buffers)
          << shift;
    }
    // Adjacent: allowed, and the same bytes as separate buffers.
    Bytes separate(n), tag2(16);
    ASSERT_TRUE(aead.encrypt_detached(fixed<16>(nonce), in, ad, separate, fixed_out<16>(tag2)));
    ASSERT_TRUE(aead.encrypt_detached(fixed<16>(nonce), in, ad, std::span(buf).subspan(n, n), fixed_out<16>(tag)));
    EXPECT_EQ(Bytes(buf.begin() + n, buf.begin() + 2 * n), separate);
    EXPECT_EQ(tag, tag2);
    ASSERT_TRUE(aead.decrypt_detached(fixed<16>(nonce), std::span<const std::uint8_t>(buf).subspan(n, n), ad,
                                      fixed<16>(tag), std::span(buf).first(n)));
  };
  for_each_of_kind<Kind::aead>([&](auto e) { run(static_cast<typename decltype(e)::type*>(nullptr)); });
}

// The PrfShort IV encodes the output length, so a shorter output is a
// different function, not a prefix (a truncating implementation fails here).
TEST(PrfShort, OutputLengthIsPartOfTheFunction) {
  const Bytes key(16, 9), msg = {1, 2, 3};
  Bytes full(16), part(8);
  ASSERT_TRUE(ascon::PrfShort::prf(fixed<16>(key), msg, full));
  ASSERT_TRUE(ascon::PrfShort::prf(fixed<16>(key), msg, part));
  EXPECT_FALSE(std::equal(part.begin(), part.end(), full.begin()));
  ASSERT_TRUE(ascon::v12::PrfShort::prf(fixed<16>(key), msg, full));
  ASSERT_TRUE(ascon::v12::PrfShort::prf(fixed<16>(key), msg, part));
  EXPECT_FALSE(std::equal(part.begin(), part.end(), full.begin()));
}

// Ascon-p[r] with the round count chosen at run time, every count 1..16,
// against the round as SP 800-232 writes it (constant, S-box as its
// bitsliced formulas, linear layer), here on its own: the size
// configuration's permutation loop counts its constant down and stops on
// round 0's, so a wrong start or stop shows at some count.
namespace {
constexpr std::uint64_t rotr(std::uint64_t v, int n) { return v >> n | v << (64 - n); }
void spec_round(std::uint64_t x[5], int i) {
  x[2] ^= static_cast<std::uint64_t>(((15 - (i - 4 + 16) % 16) << 4) | ((i - 4 + 16) % 16));
  const std::uint64_t a0 = x[0] ^ x[4], a1 = x[1], a2 = x[2] ^ x[1], a3 = x[3], a4 = x[4] ^ x[3];
  const std::uint64_t t0 = ~a0 & a1, t1 = ~a1 & a2, t2 = ~a2 & a3, t3 = ~a3 & a4, t4 = ~a4 & a0;
  std::uint64_t b0 = a0 ^ t1, b1 = a1 ^ t2, b2 = a2 ^ t3, b3 = a3 ^ t4, b4 = a4 ^ t0;
  b1 ^= b0;
  b0 ^= b4;
  b3 ^= b2;
  b2 = ~b2;
  x[0] = b0 ^ rotr(b0, 19) ^ rotr(b0, 28);
  x[1] = b1 ^ rotr(b1, 61) ^ rotr(b1, 39);
  x[2] = b2 ^ rotr(b2, 1) ^ rotr(b2, 6);
  x[3] = b3 ^ rotr(b3, 10) ^ rotr(b3, 17);
  x[4] = b4 ^ rotr(b4, 7) ^ rotr(b4, 41);
}
}  // namespace

TEST(Permutation, EveryRoundCountMatchesTheSpecRound) {
  for (int r = 1; r <= 16; ++r) {
    ascon::State s{{0x0123456789abcdefu, 0xfedcba9876543210u, 0x8000000000000001u, 0, ~0ull}};
    std::uint64_t x[5] = {s.x[0], s.x[1], s.x[2], s.x[3], s.x[4]};
    for (int i = 16 - r; i < 16; ++i) spec_round(x, i);
    ASSERT_TRUE(ascon::permute(s, r));
    for (int w = 0; w < 5; ++w) EXPECT_EQ(s.x[w], x[w]) << "Ascon-p[" << r << "], word " << w;
  }
  ascon::State s{};
  EXPECT_FALSE(ascon::permute(s, 0));
  EXPECT_FALSE(ascon::permute(s, 17));
}

#if ASCON_SMALL
namespace {
// The size configuration's stored initial state of a sponge (compile time,
// detail/small.hpp) against the permutation at run time (permute_words: the
// assembly or loop round the image runs) and against the spec round above.
template <class P, bool Custom = false>
void stored_start_matches() {
  namespace sm = ascon::detail::small;
  volatile int first = 16 - P::a;  // a run-time round count: no constant folding
  std::uint64_t run[5] = {P::iv, 0, 0, 0, 0};
  ascon::detail::permute_words(run, first);
  std::uint64_t spec[5] = {P::iv, 0, 0, 0, 0};
  for (int i = 16 - P::a; i < 16; ++i) spec_round(spec, i);
  // The interleaved bodies (ASCON_SMALL_BI32) hold the stored states and run
  // their own loop (the assembly one on ARMv7-M) on interleaved words:
  // compared plain.
#if ASCON_SMALL_BI32
  const auto plain = [](std::uint64_t x) { return sm::from_bi32(x); };
  std::uint64_t bi[5] = {sm::to_bi32(P::iv), 0, 0, 0, 0};
  sm::permute_bi32(bi, first);
  for (int w = 0; w < 5; ++w) EXPECT_EQ(plain(bi[w]), run[w]) << "IV " << std::hex << P::iv << ", word " << w;
#else
  const auto plain = [](std::uint64_t x) { return x; };
#endif
  for (int w = 0; w < 5; ++w) {
    EXPECT_EQ(plain(sm::start_of<P>.x[w]), run[w]) << "IV " << std::hex << P::iv << ", word " << w;
    EXPECT_EQ(run[w], spec[w]) << "IV " << std::hex << P::iv << ", word " << w;
#if ASCON_SMALL_STORED_IV
    EXPECT_EQ(plain(sm::sponge_mode<P, Custom>.start[w]), run[w]) << "IV " << std::hex << P::iv << ", word " << w;
#endif
  }
}
}  // namespace

TEST(SmallStoredStart, EverySpongeMode) {
  using namespace ascon::detail;
  stored_start_matches<Hash256Params>();
  stored_start_matches<Xof128Params>();
  stored_start_matches<Cxof128Params, true>();
  stored_start_matches<HashV12Params>();
  stored_start_matches<HashaV12Params>();
  stored_start_matches<XofV12Params>();
  stored_start_matches<XofaV12Params>();
}

#if ASCON_SMALL_BI32
// The interleaved loop (assembly on ARMv7-M) against the spec round for
// every round count, on states whose words differ in every byte.
TEST(SmallBi32, PermuteEveryRoundCount) {
  namespace sm = ascon::detail::small;
  for (int first = 0; first < 16; ++first) {
    std::uint64_t spec[5], bi[5];
    for (int w = 0; w < 5; ++w) {
      spec[w] = 0x0123456789abcdefULL * static_cast<std::uint64_t>(w + 3 + first) ^ 0xf0e1d2c3b4a59687ULL;
      bi[w] = sm::to_bi32(spec[w]);
      EXPECT_EQ(sm::from_bi32(bi[w]), spec[w]);
    }
    for (int i = first; i < 16; ++i) spec_round(spec, i);
    volatile int f = first;
    sm::permute_bi32(bi, f);
    for (int w = 0; w < 5; ++w) EXPECT_EQ(sm::from_bi32(bi[w]), spec[w]) << "from round " << first << ", word " << w;
  }
}
#endif
#endif
