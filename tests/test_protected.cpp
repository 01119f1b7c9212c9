// SPDX-License-Identifier: Apache-2.0 OR MIT
// The side-channel protected code (include/ascon/protected/): every
// SP 800-232 AEAD128 vector (LWC and ACVP, truncated tags and must-fail
// records included) and every little-endian Mac/Prf/PrfShort vector, for 2, 3
// and 4 shares and both levels; the freestanding share entries; negative
// tests; and properties a masking that is not really there would break.
#include <gtest/gtest.h>

#include <ascon/ascon.hpp>
#include <ascon/mac.hpp>
#include <ascon/protected.hpp>
#include <cstring>
#include <random>

#include "vectors.hpp"

using kat::Bytes;
using kat::to_hex;
namespace pr = ascon::protected_;
using pr::Level;

namespace {

std::span<const std::uint8_t, 16> s16(const Bytes& b) { return std::span<const std::uint8_t, 16>(b.data(), 16); }

// A seeded generator as a Random: reproducible test runs.
struct Seeded {
  std::mt19937_64 g;
  explicit Seeded(std::uint64_t seed) : g(seed) {}
  static bool fill(void* ctx, std::uint8_t* out, std::size_t n) noexcept {
    auto& g = static_cast<Seeded*>(ctx)->g;
    for (std::size_t i = 0; i < n; ++i) out[i] = static_cast<std::uint8_t>(g());
    return true;
  }
  pr::Random random() { return {&fill, this}; }
};
bool failing_fill(void*, std::uint8_t*, std::size_t) noexcept { return false; }

template <int N, Level L>
struct Config {
  static constexpr int shares = N;
  static constexpr Level level = L;
};
template <class C>
class Protected : public ::testing::Test {};
#if ASCON_PROTECTED_TEST_FEW
// Cross builds (qemu-user, five architectures): two configurations keep the
// compile time down; the host build checks all six.
using Configs = ::testing::Types<Config<2, Level::leveled>, Config<3, Level::full>>;
#else
using Configs = ::testing::Types<Config<2, Level::leveled>, Config<3, Level::leveled>, Config<4, Level::leveled>,
                                 Config<2, Level::full>, Config<3, Level::full>, Config<4, Level::full>>;
#endif
TYPED_TEST_SUITE(Protected, Configs);

TYPED_TEST(Protected, Aead128LwcVectors) {
  constexpr int N = TypeParam::shares;
  constexpr Level L = TypeParam::level;
  Seeded rng(N * 10 + static_cast<int>(L));
  std::size_t passed = 0;
  const auto recs = kat::load_manifest("ascon-aead128", "lwc");
  for (const auto& r : recs) {
    const Bytes key = r.bytes("Key"), nonce = r.bytes("Nonce"), pt = r.bytes("PT"), ad = r.bytes("AD"),
                ct = r.bytes("CT");
    pr::Aead128<N, L> aead(s16(key), rng.random());
    Bytes out(pt.size() + 16);
    ASSERT_TRUE(aead.encrypt(s16(nonce), pt, ad, out));
    EXPECT_EQ(to_hex(out), to_hex(ct)) << "line " << r.line;
    Bytes back(pt.size(), 0xEE);
    const bool ok = aead.decrypt(s16(nonce), ct, ad, back).ok();
    EXPECT_TRUE(ok) << "line " << r.line;
    EXPECT_EQ(back, pt);
    passed += out == ct && ok && back == pt;
  }
  EXPECT_EQ(passed, recs.size());
}

// ACVP: separate tags, many truncated, some decryptions that must fail.
TYPED_TEST(Protected, Aead128AcvpVectors) {
  constexpr int N = TypeParam::shares;
  constexpr Level L = TypeParam::level;
  Seeded rng(7);
  const auto files = kat::files_of("ascon-aead128", "acvp");
  ASSERT_EQ(files.size(), 1u);
  const auto recs = kat::load(files[0].path);
  ASSERT_EQ(recs.size(), files[0].records);
  std::size_t passed = 0, refused = 0;
  for (const auto& r : recs) {
    const Bytes key = r.bytes("Key"), nonce = r.bytes("Nonce"), pt = r.bytes("PT"), ad = r.bytes("AD"),
                ct = r.bytes("CT"), tag = r.bytes("Tag");
    auto aead = pr::TruncatedAead128<N, L>::with_tag_size(s16(key), tag.size(), rng.random());
    ASSERT_TRUE(aead.has_value());
    Bytes got(ct.size(), 0xA5);
    const auto st = aead->decrypt_detached(s16(nonce), ct, ad, tag, got);
    if (r.str("TestPassed") != "True") {
      ++refused;
      passed += st.code == ascon::Error::authentication_failed && got == Bytes(ct.size(), 0);
      continue;
    }
    Bytes ct2(pt.size()), tag2(tag.size());
    const bool ok =
        aead->encrypt_detached(s16(nonce), pt, ad, ct2, tag2).ok() && st.ok() && got == pt && ct2 == ct && tag2 == tag;
    EXPECT_TRUE(ok) << "line " << r.line;
    passed += ok;
  }
  EXPECT_EQ(refused, files[0].must_fail);
  EXPECT_EQ(passed, recs.size());
}

template <int N, class F>
void keyed_file(const char* algorithm, F&& compute) {
  Seeded rng(N);
  const auto recs = kat::load_manifest(algorithm, "lwc");
  std::size_t passed = 0;
  for (const auto& r : recs) {
    const Bytes key = r.bytes("Key"), msg = r.bytes("Msg"), tag = r.bytes("Tag");
    Bytes out(tag.size());
    compute(s16(key), msg, out, rng.random());
    EXPECT_EQ(to_hex(out), to_hex(tag)) << algorithm << " line " << r.line;
    passed += out == tag;
  }
  EXPECT_EQ(passed, recs.size()) << algorithm;
}

template <int N>
void mac_prf_vectors() {
  keyed_file<N>("ascon-mac", [](auto key, const Bytes& m, Bytes& out, pr::Random rng) {
    pr::Mac<N> mac(key, rng);
    ASSERT_EQ(out.size(), 16u);
    auto t = std::span<std::uint8_t, 16>(out.data(), 16);
    ASSERT_TRUE(mac.tag(m, t));
    EXPECT_TRUE(mac.verify(m, t));
    Bytes bad = out;
    bad[m.size() % 16] ^= 0x40;
    EXPECT_FALSE(mac.verify(m, std::span<const std::uint8_t, 16>(bad.data(), 16)));
  });
  keyed_file<N>("ascon-prf", [](auto key, const Bytes& m, Bytes& out, pr::Random rng) {
    pr::Prf<N> prf(key, rng);
    ASSERT_TRUE(prf.prf(m, out));
  });
  keyed_file<N>("ascon-prfshort", [](auto key, const Bytes& m, Bytes& out, pr::Random rng) {
    pr::PrfShort<N> prf(key, rng);
    ASSERT_TRUE(prf.prf(m, out));
  });
}
TEST(ProtectedMac, Vectors2) { mac_prf_vectors<2>(); }
TEST(ProtectedMac, Vectors4) { mac_prf_vectors<4>(); }
#if !ASCON_PROTECTED_TEST_FEW
TEST(ProtectedMac, Vectors3) { mac_prf_vectors<3>(); }
#endif

// The freestanding entries (key shares, caller randomness) give what the
// unmasked core gives, at every length around the block boundaries, Prf
// output lengths and PrfShort input/output lengths included.
TYPED_TEST(Protected, FreestandingMatchesCore) {
  constexpr int N = TypeParam::shares;
  constexpr Level L = TypeParam::level;
  std::mt19937_64 g(99);
  auto fill = [&](auto& v) {
    for (auto& b : v) b = static_cast<std::uint8_t>(g());
  };
  for (std::size_t n = 0; n <= 40; ++n) {
    std::array<std::uint8_t, 16> key{}, nonce{}, tag{}, tag_ref{};
    std::array<std::uint8_t, 16 * N> shares{};
    std::array<std::uint8_t, pr::aead128_random_bytes<N, L>> rnd{};
    std::array<std::uint8_t, pr::mac_random_bytes<N>> mrnd{};
    fill(key), fill(nonce), fill(shares), fill(rnd), fill(mrnd);
    for (std::size_t i = 0; i < 16; ++i) {  // share N-1 completes the XOR to the key
      std::uint8_t x = key[i];
      for (int d = 0; d < N - 1; ++d) x ^= shares[16 * d + i];
      shares[16 * (N - 1) + i] = x;
    }
    Bytes pt(n), ad((n * 7) % 37), ct(n), ct_ref(n), back(n);
    fill(pt), fill(ad);
    ASSERT_TRUE(ascon::Aead128(key).encrypt_detached(nonce, pt, ad, ct_ref, tag_ref));
    pr::aead128_encrypt<N, L>(shares, nonce, ad, pt, ct.data(), tag, rnd);
    EXPECT_EQ(ct, ct_ref) << n;
    EXPECT_EQ(tag, tag_ref) << n;
    EXPECT_TRUE((pr::aead128_decrypt<N, L>(shares, nonce, ad, ct, tag, back.data(), rnd))) << n;
    EXPECT_EQ(back, pt);
    tag[n % 16] ^= 1;
    EXPECT_FALSE((pr::aead128_decrypt<N, L>(shares, nonce, ad, ct, tag, back.data(), rnd))) << n;
    EXPECT_EQ(back, Bytes(n, 0));

    std::array<std::uint8_t, 16> m1{}, m2{};
    ascon::Mac::mac(key, pt, m1);
    pr::mac<N>(shares, pt, m2, mrnd);
    EXPECT_EQ(m1, m2) << n;
    EXPECT_TRUE(pr::mac_verify<N>(shares, pt, m1, mrnd));
    Bytes o1(n), o2(n);
    ascon::Prf::prf(key, ad, o1);
    pr::prf<N>(shares, ad, o2, mrnd);
    EXPECT_EQ(o1, o2) << n;
    const std::size_t in = n % 17, out = (n * 5) % 17;
    Bytes s1(out), s2(out);
    ASSERT_TRUE(ascon::PrfShort::prf(key, std::span(pt).first(std::min(in, n)), s1));
    ASSERT_TRUE(pr::prf_short<N>(shares, std::span(pt).first(std::min(in, n)), s2, mrnd));
    EXPECT_EQ(s1, s2) << n;
  }
}

// Every byte of ciphertext and tag, and the nonce and associated data,
// flipped: rejected, the output zeroed; in place works.
TYPED_TEST(Protected, TamperRejectedAndInPlace) {
  constexpr int N = TypeParam::shares;
  constexpr Level L = TypeParam::level;
  Seeded rng(5);
  std::array<std::uint8_t, 16> key{1, 2, 3}, nonce{9};
  Bytes pt(37, 0x33), ad(5, 0x44), sealed(37 + 16);
  pr::Aead128<N, L> aead(key, rng.random());
  ASSERT_TRUE(aead.encrypt(nonce, pt, ad, sealed));
  for (std::size_t i = 0; i < sealed.size(); ++i) {
    Bytes bad = sealed, out(pt.size(), 0x77);
    bad[i] ^= 0x80;
    EXPECT_EQ(aead.decrypt(nonce, bad, ad, out).code, ascon::Error::authentication_failed) << i;
    EXPECT_EQ(out, Bytes(pt.size(), 0)) << i;
  }
  Bytes out(pt.size());
  ad[0] ^= 1;
  EXPECT_FALSE(aead.decrypt(nonce, sealed, ad, out).ok());
  ad[0] ^= 1;
  nonce[15] ^= 1;
  EXPECT_FALSE(aead.decrypt(nonce, sealed, ad, out).ok());
  nonce[15] ^= 1;
  Bytes buf = pt;  // in place both ways
  std::array<std::uint8_t, 16> tag{};
  ASSERT_TRUE(aead.encrypt_detached(nonce, buf, ad, buf, tag));
  EXPECT_EQ(Bytes(sealed.begin(), sealed.begin() + 37), buf);
  ASSERT_TRUE(aead.decrypt_detached(nonce, buf, ad, tag, buf));
  EXPECT_EQ(buf, pt);
  EXPECT_EQ(aead.decrypt(nonce, std::span(sealed).first(15), ad, out).code, ascon::Error::authentication_failed);
}

// A randomness source that fails: no key, every call fails closed.
TEST(ProtectedRandom, FailingSourceFailsClosed) {
  std::array<std::uint8_t, 16> key{}, nonce{}, tag{};
  pr::Aead128<2> aead(key, pr::Random{&failing_fill, nullptr});
  EXPECT_FALSE(aead.valid());
  Bytes pt(20, 1), ct(20, 0x55);
  EXPECT_EQ(aead.encrypt_detached(nonce, pt, {}, ct, tag).code, ascon::Error::bad_randomness);
  EXPECT_EQ(ct, Bytes(20, 0));
  pr::Mac<3> mac(key, pr::Random{&failing_fill, nullptr});
  EXPECT_FALSE(mac.tag(pt, tag).ok());
  EXPECT_FALSE(mac.verify(pt, tag));
}

// A source the tests switch: good, all zero, success without writing, one
// constant byte, the same bytes on every call, failing.
enum class Src { good, zero, no_write, constant, repeat, fail };
struct Switchable {
  Src mode = Src::good;
  Seeded seeded{17};
  static bool fill(void* ctx, std::uint8_t* out, std::size_t n) noexcept {
    auto* s = static_cast<Switchable*>(ctx);
    switch (s->mode) {
      case Src::zero:
        std::memset(out, 0, n);
        return true;
      case Src::no_write:
        return true;
      case Src::constant:
        std::memset(out, 0xA5, n);
        return true;
      case Src::repeat: {
        Seeded fixed(99);
        return Seeded::fill(&fixed, out, n);
      }
      case Src::fail:
        return false;
      case Src::good:
        break;
    }
    return Seeded::fill(&s->seeded, out, n);
  }
  pr::Random random() { return {&fill, this}; }
};
// Varied non-zero bytes below the caller's frame: what a buffer the library
// forgot to clear would hold.
[[gnu::noinline]] void dirty_stack() {
  volatile std::uint8_t junk[8192];
  std::uint64_t x = 12345;
  for (auto& b : junk) {
    x ^= x << 13, x ^= x >> 7, x ^= x << 17;
    b = static_cast<std::uint8_t>(x | 1);
  }
}

// Bytes that cannot mask are refused: no key is made from them, and a key's
// calls fail with bad_randomness, outputs zeroed, until the source is good again.
TYPED_TEST(Protected, SourcesThatCannotMaskAreRefused) {
  constexpr int N = TypeParam::shares;
  constexpr Level L = TypeParam::level;
  const std::array<std::uint8_t, 16> key{1, 2, 3}, nonce{4};
  std::array<std::uint8_t, 16> tag{};
  Bytes pt(20, 0x31), ct(20);
  Switchable src;
  for (Src bad : {Src::zero, Src::no_write, Src::constant, Src::fail}) {
    src.mode = bad;
    dirty_stack();
    EXPECT_FALSE((pr::Aead128<N, L>(key, src.random()).valid())) << int(bad);
    EXPECT_FALSE(pr::Mac<N>(key, src.random()).valid()) << int(bad);
  }
  for (Src bad : {Src::zero, Src::no_write, Src::constant, Src::repeat, Src::fail}) {
    src.mode = Src::good;
    pr::Aead128<N, L> aead(key, src.random());
    pr::Prf<N> prf(key, src.random());
    ASSERT_TRUE(aead.valid() && prf.valid());
    src.mode = bad;
    if (bad == Src::repeat) {
      ASSERT_TRUE(aead.encrypt_detached(nonce, pt, {}, ct, tag));  // its first draw
    }
    std::fill(ct.begin(), ct.end(), 0x77), tag.fill(0x77);
    EXPECT_EQ(aead.encrypt_detached(nonce, pt, {}, ct, tag).code, ascon::Error::bad_randomness) << int(bad);
    EXPECT_EQ(ct, Bytes(20, 0));
    EXPECT_EQ(tag, (std::array<std::uint8_t, 16>{}));
    EXPECT_FALSE(aead.refresh());
    Bytes out(40, 0x77);
    if (bad == Src::repeat) {
      ASSERT_TRUE(prf.prf(pt, out));  // its first draw
    }
    std::fill(out.begin(), out.end(), 0x77);
    EXPECT_EQ(prf.prf(pt, out).code, ascon::Error::bad_randomness) << int(bad);
    EXPECT_EQ(out, Bytes(40, 0));
    src.mode = Src::good;
    Bytes sealed(36), want(36);
    ASSERT_TRUE(aead.encrypt(nonce, pt, {}, sealed));
    ASSERT_TRUE(ascon::Aead128(key).encrypt(nonce, pt, {}, want));
    EXPECT_EQ(sealed, want);
  }
}

// The received tag is read before the plaintext is written (a plaintext over
// the tag still decrypts), and a failure before any output (randomness)
// leaves an in-place buffer as it was.
TYPED_TEST(Protected, TagReadFirstAndInputKept) {
  constexpr int N = TypeParam::shares;
  constexpr Level L = TypeParam::level;
  const std::array<std::uint8_t, 16> key{9, 9, 9}, nonce{1};
  Switchable src;
  pr::Aead128<N, L> aead(key, src.random());
  Bytes pt(20), buf(40);
  for (std::size_t i = 0; i < pt.size(); ++i) pt[i] = static_cast<std::uint8_t>(3 * i + 1);
  ASSERT_TRUE(aead.encrypt(nonce, pt, {}, std::span(buf).first(36)));
  const Bytes sealed(buf.begin(), buf.begin() + 36);
  auto tag_at = [&](std::uint8_t* p) { return std::span<const std::uint8_t, 16>(p, 16); };
  EXPECT_TRUE(aead.decrypt_detached(nonce, std::span(buf).first(20), {}, tag_at(buf.data() + 20),
                                    std::span(buf).subspan(20, 20)));
  EXPECT_EQ(Bytes(buf.begin() + 20, buf.end()), pt);
  // The freestanding core too.
  std::array<std::uint8_t, 16 * N> shares{};
  for (std::size_t i = 0; i < 16; ++i) shares[16 * (N - 1) + i] = key[i];
  std::array<std::uint8_t, pr::aead128_random_bytes<N, L>> rnd{};
  for (std::size_t i = 0; i < rnd.size(); ++i) rnd[i] = static_cast<std::uint8_t>(i * 13 + 7);
  std::copy(sealed.begin(), sealed.end(), buf.begin());
  EXPECT_TRUE((pr::aead128_decrypt<N, L>(shares, nonce, {}, std::span(buf).first(20), tag_at(buf.data() + 20),
                                         buf.data() + 20, rnd)));
  EXPECT_EQ(Bytes(buf.begin() + 20, buf.end()), pt);
  // In place, the source failing: the plaintext (or ciphertext) stays, the tag is zeroed.
  src.mode = Src::fail;
  Bytes io = pt;
  std::array<std::uint8_t, 16> tag;
  tag.fill(0x77);
  EXPECT_EQ(aead.encrypt_detached(nonce, io, {}, io, tag).code, ascon::Error::bad_randomness);
  EXPECT_EQ(io, pt);
  EXPECT_EQ(tag, (std::array<std::uint8_t, 16>{}));
  io.assign(sealed.begin(), sealed.begin() + 20);
  EXPECT_EQ(aead.decrypt_detached(nonce, io, {}, tag_at(const_cast<std::uint8_t*>(sealed.data()) + 20), io).code,
            ascon::Error::bad_randomness);
  EXPECT_EQ(io, Bytes(sealed.begin(), sealed.begin() + 20));
}

// The masks are really there: the stored key shares never show the key, and
// two objects for the same key hold different shares yet agree.
TEST(ProtectedShares, KeyNeverStoredPlain) {
  Seeded a(1), b(2);
  const std::array<std::uint8_t, 16> key{0x10, 0x20, 0x30, 0x40, 0x50, 0x60, 0x70, 0x80, 1, 2, 3, 4, 5, 6, 7, 8};
  const std::uint64_t k0 = ascon::detail::LittleEndian::load(key.data());
  std::array<std::uint8_t, pr::key_random_bytes<3>> r1{}, r2{};
  Seeded::fill(&a, r1.data(), r1.size());
  Seeded::fill(&b, r2.data(), r2.size());
  const std::uint8_t *p1 = r1.data(), *p2 = r2.data();
  auto m1 = pr::MaskedKey<3>::from_key(key, p1), m2 = pr::MaskedKey<3>::from_key(key, p2);
  EXPECT_EQ(p1, r1.data() + r1.size());  // takes exactly what it says
  for (int d = 0; d < 3; ++d) {
    EXPECT_NE(m1.k[0].w[d], k0);
    EXPECT_NE(m1.k[0].w[d], m2.k[0].w[d]);
  }
  EXPECT_EQ(m1.k[0].combine(), k0);
  EXPECT_EQ(m2.k[0].combine(), k0);
  // The state a wiped key leaves is told apart; shares with a zero word do not mask.
  EXPECT_TRUE(pr::MaskedKey<3>{}.wiped());
  EXPECT_FALSE(m1.wiped());
  EXPECT_TRUE(m1.can_mask());
  std::array<std::uint8_t, 48> plain_shares{};
  EXPECT_FALSE(pr::MaskedKey<3>::from_shares(plain_shares).can_mask());
  std::copy(key.begin(), key.end(), plain_shares.begin());  // the key in share 0, zeros after it
  EXPECT_FALSE(pr::MaskedKey<3>::from_shares(plain_shares).can_mask());
  EXPECT_FALSE(pr::Aead128<3>::from_shares(plain_shares, a.random()).valid());
  // refresh changes every share, not the key
  const auto before = m1.k[1].w;
  std::array<std::uint8_t, pr::key_random_bytes<3>> r3{};
  Seeded::fill(&a, r3.data(), r3.size());
  const std::uint8_t* p3 = r3.data();
  m1.refresh(p3);
  for (int d = 0; d < 3; ++d) EXPECT_NE(m1.k[1].w[d], before[d]);
  EXPECT_EQ(m1.k[1].combine(), ascon::detail::LittleEndian::load(key.data() + 8));
}

// The masked permutation equals Ascon-p[r] for several round counts, and its
// shares depend on the randomness (the same state, other masks).
TEST(ProtectedShares, PermutationMatchesCore) {
  std::mt19937_64 g(3);
  for (int trial = 0; trial < 20; ++trial) {
    ascon::State s;
    for (auto& w : s.x) w = g();
    std::array<std::uint8_t, 6 * pr::word_random_bytes<4>> r1{}, r2{};
    for (auto& b : r1) b = static_cast<std::uint8_t>(g());
    for (auto& b : r2) b = static_cast<std::uint8_t>(g());
    const std::uint8_t *p1 = r1.data(), *p2 = r2.data();
    auto m1 = pr::mask_state<4>(s, p1), m2 = pr::mask_state<4>(s, p2);
    pr::permute<12>(m1);
    pr::permute<12>(m2);
    ascon::State ref = s;
    ascon::permute<12>(ref);
    EXPECT_EQ(pr::unmask_state(m1), ref);
    EXPECT_EQ(pr::unmask_state(m2), ref);
    EXPECT_NE(m1.x[0].w[1], m2.x[0].w[1]);
    EXPECT_EQ(m1.x[5].combine(), 0u);  // x5 is still a sharing of zero
    p1 = r1.data();
    auto m3 = pr::mask_state<2>(s, p1);
    pr::permute<8>(m3);
    ref = s;
    ascon::permute<8>(ref);
    EXPECT_EQ(pr::unmask_state(m3), ref);
  }
}

}  // namespace
