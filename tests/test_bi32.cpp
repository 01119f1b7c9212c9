// SPDX-License-Identifier: Apache-2.0 OR MIT
// The bit-interleaved 32-bit permutation path (include/ascon/detail/bi32.hpp),
// forced on with ASCON_BI32=1 so a 64-bit host tests what 32-bit targets run:
// the conversions, every rotation amount, and Ascon-p[r] for every r against
// the reference oracle. ASCON_BI32_SPONGE=1 too: the sponges' state kept
// interleaved from absorb to squeeze (detail/state_rep.hpp), checked against
// the reference at every length and split, and ASCON_BI32_DUPLEX=1: the AEAD
// one-shots likewise. (test_kat_bi32 runs every vector file with all three.)
#define ASCON_BI32 1
#define ASCON_BI32_SPONGE 1
#define ASCON_BI32_DUPLEX 1
#include <gtest/gtest.h>

#include <ascon/aead128.hpp>
#include <ascon/hash256.hpp>
#include <ascon/mac.hpp>
#include <ascon/permutation.hpp>
#include <ascon/xof128.hpp>
#include <vector>
#include <bit>
#include <cstdint>
#include <cstring>
#include <random>
#include <span>
#include <type_traits>

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

// Ascon-p[R] on interleaved words, with S2 plain and complemented, equals
// the reference on the plain words.
template <int R>
void check_interleaved_permutation(std::mt19937_64& rng) {
  using Rep = ascon::detail::Bi32Rep;
  for (int i = 0; i < 20; ++i) {
    std::uint64_t ref[5];
    ascon::State s, c;
    for (int w = 0; w < 5; ++w) {
      ref[w] = rng();
      s.x[w] = c.x[w] = Rep::in(ref[w]);
    }
    c.x[2] = ~c.x[2];
    Rep::permute<R>(s);
    Rep::permute_complemented<R>(c);
    ascon_ref_permute(ref, R);
    for (int w = 0; w < 5; ++w) {
      ASSERT_EQ(Rep::out(s.x[w]), ref[w]) << "r=" << R;
      ASSERT_EQ(Rep::out(w == 2 ? ~c.x[w] : c.x[w]), ref[w]) << "r=" << R << " complemented";
    }
  }
}

TEST(Bi32Sponge, PermutationOnInterleavedWords) {
  static_assert(std::is_same_v<ascon::detail::SpongeRep, ascon::detail::Bi32Rep>);
  std::mt19937_64 rng(4);
  check_interleaved_permutation<1>(rng);
  check_interleaved_permutation<6>(rng);
  check_interleaved_permutation<8>(rng);
  check_interleaved_permutation<12>(rng);
  check_interleaved_permutation<16>(rng);
}

// Every length 0..100 of input, one-shot and incremental in two pieces at
// every split, output squeezed in two pieces: each piece of input and output
// crosses the interleaving at another byte position.
TEST(Bi32Sponge, EveryLengthAndSplitMatchesReference) {
  std::vector<std::uint8_t> msg(100);
  for (std::size_t i = 0; i < msg.size(); ++i) msg[i] = static_cast<std::uint8_t>(i * 37 + 5);
  const std::uint8_t key[16] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16};
  const std::uint8_t z[5] = {0xa0, 0xb1, 0xc2, 0xd3, 0xe4};
  for (std::size_t n = 0; n <= msg.size(); ++n) {
    const std::span<const std::uint8_t> in(msg.data(), n);
    std::uint8_t want[32], got[32], want_x[41], got_x[41], want_c[41], want_m[16], got_m[16];
    ascon_ref_hash256(want, msg.data(), 8 * n);
    ascon_ref_xof128(want_x, 8 * sizeof want_x, msg.data(), 8 * n);
    ASSERT_EQ(0, ascon_ref_cxof128(want_c, 8 * sizeof want_c, z, 8 * sizeof z, msg.data(), 8 * n));
    ascon_ref_mac(want_m, key, msg.data(), n);
    ascon::Hash256::hash(in, got);
    ASSERT_EQ(0, std::memcmp(got, want, 32)) << "hash n=" << n;
    ascon::Xof128::xof(in, got_x);
    ASSERT_EQ(0, std::memcmp(got_x, want_x, sizeof got_x)) << "xof n=" << n;
    ASSERT_TRUE(ascon::Cxof128::cxof(in, z, got_x).ok());
    ASSERT_EQ(0, std::memcmp(got_x, want_c, sizeof got_x)) << "cxof n=" << n;
    for (std::size_t k = 0; k <= n; ++k) {
      ascon::Hash256 h;
      h.update(in.first(k)).update(in.subspan(k)).finalize(got);
      ASSERT_EQ(0, std::memcmp(got, want, 32)) << "hash n=" << n << " split " << k;
      ascon::Xof128 x;
      auto r = x.update(in.first(k)).update(in.subspan(k)).reader();
      const std::size_t cut = k % sizeof got_x;
      r.squeeze(std::span(got_x, cut));
      r.squeeze(std::span(got_x + cut, sizeof got_x - cut));
      ASSERT_EQ(0, std::memcmp(got_x, want_x, sizeof got_x)) << "xof n=" << n << " split " << k;
      auto c = ascon::Cxof128::create(z);
      ASSERT_TRUE(c.has_value());
      c->update(in.first(k)).update(in.subspan(k)).finalize(got_x);
      ASSERT_EQ(0, std::memcmp(got_x, want_c, sizeof got_x)) << "cxof n=" << n << " split " << k;
      ascon::Mac m{std::span<const std::uint8_t, 16>(key)};
      m.update(in.first(k)).update(in.subspan(k)).finalize(got_m);
      ASSERT_EQ(0, std::memcmp(got_m, want_m, 16)) << "mac n=" << n << " split " << k;
    }
  }
}

// The interleaved sponge runs at compile time too.
static_assert([] {
  std::uint8_t a[32]{}, b[32]{};
  const std::uint8_t m[3] = {1, 2, 3};
  ascon::Hash256::hash(std::span<const std::uint8_t>(m), a);
  ascon::Hash256 h;
  h.update(std::span<const std::uint8_t>(m, 1)).update(std::span<const std::uint8_t>(m + 1, 2)).finalize(b);
  for (int i = 0; i < 32; ++i)
    if (a[i] != b[i]) return false;
  return a[0] != 0 || a[1] != 0;
}());

// The AEAD one-shots on the interleaved state: every plaintext and associated
// data length 0..40 (whole, partial and empty blocks of both), against the
// reference; decryption in place gives the plaintext back, and a changed tag
// is refused with the output zeroed.
TEST(Bi32Duplex, EveryLengthMatchesReference) {
  static_assert(std::is_same_v<ascon::detail::DuplexRep, ascon::detail::Bi32Rep>);
  std::uint8_t key[16], nonce[16], msg[40], ad[40];
  for (int i = 0; i < 16; ++i)
    key[i] = static_cast<std::uint8_t>(3 * i + 1), nonce[i] = static_cast<std::uint8_t>(5 * i + 2);
  for (int i = 0; i < 40; ++i)
    msg[i] = static_cast<std::uint8_t>(7 * i + 3), ad[i] = static_cast<std::uint8_t>(11 * i + 4);
  const ascon::Aead128 aead{std::span<const std::uint8_t, 16>(key)};
  const std::span<const std::uint8_t, 16> nc(nonce);
  for (std::size_t n = 0; n <= 40; ++n) {
    for (std::size_t a = 0; a <= 40; a += (a < 20 ? 1 : 7)) {
      std::uint8_t want[56], got[56], back[56];
      ascon_ref_aead128_encrypt(want, want + n, 128, key, nonce, ad, 8 * a, msg, 8 * n);
      ASSERT_TRUE(aead.encrypt(nc, std::span(msg, n), std::span(ad, a), std::span(got, n + 16)).ok());
      ASSERT_EQ(0, std::memcmp(got, want, n + 16)) << "n=" << n << " ad=" << a;
      std::memcpy(back, got, n + 16);
      ASSERT_TRUE(
          aead.decrypt(nc, std::span<const std::uint8_t>(back, n + 16), std::span(ad, a), std::span(back, n)).ok());
      ASSERT_EQ(0, std::memcmp(back, msg, n)) << "n=" << n << " ad=" << a;
      got[n] ^= 1;
      std::memset(back, 0xee, sizeof back);
      ASSERT_FALSE(
          aead.decrypt(nc, std::span<const std::uint8_t>(got, n + 16), std::span(ad, a), std::span(back, n)).ok());
      for (std::size_t i = 0; i < n; ++i) ASSERT_EQ(back[i], 0) << "n=" << n << " ad=" << a;
    }
  }
}
