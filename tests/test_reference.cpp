// SPDX-License-Identifier: Apache-2.0 OR MIT
// Differential test: the optimised core against the spec-literal oracle in
// reference/ on every boundary length (0 .. 2*rate+1 and a few long ones) and
// on thousands of random inputs, for every algorithm of both families.
#include <gtest/gtest.h>

#include <ascon/ascon.hpp>
#include <ascon/v12.hpp>

extern "C" {
#include "ascon_ref.h"
}
#include "test_util.hpp"

using namespace testutil;

namespace {

constexpr int kRandomCases = 300;  // per algorithm, on top of the boundary lengths

// Runs `check(msg_len)` on every boundary length and on random lengths.
template <class F>
void for_lengths(std::size_t rate, F&& check) {
  for (std::size_t n : boundary_lengths(rate)) check(n);
  Rng r;
  for (int i = 0; i < kRandomCases; ++i) check(r.below(4 * rate + 64));
}

}  // namespace

TEST(Differential, Hash256) {
  Rng r;
  for_lengths(8, [&](std::size_t n) {
    const Bytes m = r.bytes(n);
    Bytes ref(32);
    ascon_ref_hash256(ref.data(), m.data(), 8 * n);
    const auto d = ascon::Hash256::hash(m);
    ASSERT_EQ(Bytes(d.begin(), d.end()), ref) << "len " << n;
  });
}

TEST(Differential, Xof128AndCxof128) {
  Rng r;
  for_lengths(8, [&](std::size_t n) {
    const Bytes m = r.bytes(n), z = r.bytes(r.below(40));
    const std::size_t out_len = 1 + r.below(80);
    Bytes ours(out_len), ref(out_len);
    ascon::Xof128::xof(m, ours);
    ascon_ref_xof128(ref.data(), 8 * out_len, m.data(), 8 * n);
    ASSERT_EQ(ours, ref) << "xof len " << n;
    ASSERT_TRUE(ascon::Cxof128::cxof(m, z, ours));
    ASSERT_EQ(ascon_ref_cxof128(ref.data(), 8 * out_len, z.data(), 8 * z.size(), m.data(), 8 * n), 0);
    ASSERT_EQ(ours, ref) << "cxof len " << n << " z " << z.size();
  });
}

// Bit-length inputs and outputs (SP 800-232 allows any bit length).
TEST(Differential, BitLengths) {
  Rng r;
  for (int i = 0; i < 400; ++i) {
    const std::size_t mbits = r.below(300), zbits = r.below(200), obits = 1 + r.below(300);
    Bytes m = r.bytes((mbits + 7) / 8), z = r.bytes((zbits + 7) / 8);
    Bytes ours((obits + 7) / 8), ref((obits + 7) / 8), h(32), href(32);
    ASSERT_TRUE(ascon::Hash256::hash_bits(m, mbits, fixed_out<32>(h)));
    ascon_ref_hash256(href.data(), m.data(), mbits);
    ASSERT_EQ(h, href) << "hash bits " << mbits;
    ASSERT_TRUE(ascon::Xof128::xof_bits(m, mbits, ours, obits));
    ascon_ref_xof128(ref.data(), obits, m.data(), mbits);
    ASSERT_EQ(ours, ref) << "xof bits " << mbits << "->" << obits;
    ASSERT_TRUE(ascon::Cxof128::cxof_bits(m, mbits, z, zbits, ours, obits));
    ASSERT_EQ(ascon_ref_cxof128(ref.data(), obits, z.data(), zbits, m.data(), mbits), 0);
    ASSERT_EQ(ours, ref) << "cxof bits " << mbits << " z " << zbits;

    const Bytes key = r.bytes(16), nonce = r.bytes(16);
    const std::size_t abits = r.below(300), pbits = r.below(300), tbits = 32 + r.below(97);
    Bytes ad = r.bytes((abits + 7) / 8), pt = r.bytes((pbits + 7) / 8);
    Bytes ct((pbits + 7) / 8), tag((tbits + 7) / 8), rct(ct.size()), rtag(tag.size());
    const ascon::Aead128 aead(fixed<16>(key));
    const auto ta = ascon::TruncatedAead128::with_tag_bits(aead, tbits);
    ASSERT_TRUE(ta.has_value());
    ASSERT_TRUE(ta->encrypt_bits(fixed<16>(nonce), pt, pbits, ad, abits, ct, tag));
    ascon_ref_aead128_encrypt(rct.data(), rtag.data(), tbits, key.data(), nonce.data(), ad.data(), abits, pt.data(),
                              pbits);
    ASSERT_EQ(ct, rct) << "aead bits pt " << pbits << " ad " << abits;
    ASSERT_EQ(tag, rtag) << "tag bits " << tbits;
  }
}

TEST(Differential, Aead128) {
  Rng r;
  for_lengths(16, [&](std::size_t n) {
    const Bytes key = r.bytes(16), nonce = r.bytes(16), pt = r.bytes(n), ad = r.bytes(r.below(50));
    Bytes ours(n + 16), ref_ct(n), ref_tag(16);
    const ascon::Aead128 aead(fixed<16>(key));
    ASSERT_TRUE(aead.encrypt(fixed<16>(nonce), pt, ad, ours));
    ascon_ref_aead128_encrypt(ref_ct.data(), ref_tag.data(), 128, key.data(), nonce.data(), ad.data(), 8 * ad.size(),
                              pt.data(), 8 * n);
    ref_ct.insert(ref_ct.end(), ref_tag.begin(), ref_tag.end());
    ASSERT_EQ(ours, ref_ct) << "pt " << n << " ad " << ad.size();
  });
}

TEST(Differential, MacPrfPrfShort) {
  Rng r;
  for_lengths(32, [&](std::size_t n) {
    const Bytes key = r.bytes(16), m = r.bytes(n);
    Bytes t(16), rt(16);
    ascon::Mac::mac(fixed<16>(key), m, fixed_out<16>(t));
    ascon_ref_mac(rt.data(), key.data(), m.data(), n);
    ASSERT_EQ(t, rt) << "mac " << n;
    const std::size_t out_len = r.below(70);
    Bytes o(out_len), ro(out_len);
    ascon::Prf::prf(fixed<16>(key), m, o);
    ascon_ref_prf(ro.data(), out_len, key.data(), m.data(), n);
    ASSERT_EQ(o, ro) << "prf " << n;
    if (n <= 16) {
      const std::size_t t = 1 + r.below(16);  // every output length, not only 16
      Bytes s(t), rs(t);
      ASSERT_TRUE(ascon::PrfShort::prf(fixed<16>(key), m, s));
      ASSERT_EQ(ascon_ref_prfshort(rs.data(), t, key.data(), m.data(), n), 0);
      ASSERT_EQ(s, rs) << "prfshort " << n << " -> " << t;
    }
  });
}

template <class A>
void v12_aead(ascon_ref_v12_aead kind) {
  Rng r;
  for_lengths(A::rate, [&](std::size_t n) {
    const Bytes key = r.bytes(A::key_size), nonce = r.bytes(16), pt = r.bytes(n), ad = r.bytes(r.below(50));
    Bytes ours(n + 16), ref_ct(n), ref_tag(16);
    const A aead(fixed<A::key_size>(key));
    ASSERT_TRUE(aead.encrypt(fixed<16>(nonce), pt, ad, ours));
    ascon_ref_v12_encrypt(kind, ref_ct.data(), ref_tag.data(), key.data(), nonce.data(), ad.data(), ad.size(),
                          pt.data(), n);
    ref_ct.insert(ref_ct.end(), ref_tag.begin(), ref_tag.end());
    ASSERT_EQ(ours, ref_ct) << "pt " << n << " ad " << ad.size();
  });
}
TEST(DifferentialV12, Ascon128) { v12_aead<ascon::v12::Ascon128>(ASCON_REF_V12_128); }
TEST(DifferentialV12, Ascon128a) { v12_aead<ascon::v12::Ascon128a>(ASCON_REF_V12_128A); }
TEST(DifferentialV12, Ascon80pq) { v12_aead<ascon::v12::Ascon80pq>(ASCON_REF_V12_80PQ); }

TEST(DifferentialV12, Hashes) {
  Rng r;
  for_lengths(8, [&](std::size_t n) {
    const Bytes m = r.bytes(n);
    Bytes o(32), ro(32);
    ascon::v12::Hash::hash(m, fixed_out<32>(o));
    ascon_ref_v12_hash(ASCON_REF_V12_HASH, ro.data(), 32, m.data(), n);
    ASSERT_EQ(o, ro) << "hash " << n;
    ascon::v12::Hasha::hash(m, fixed_out<32>(o));
    ascon_ref_v12_hash(ASCON_REF_V12_HASHA, ro.data(), 32, m.data(), n);
    ASSERT_EQ(o, ro) << "hasha " << n;
    const std::size_t out_len = r.below(70);
    Bytes x(out_len), rx(out_len);
    ascon::v12::Xof::xof(m, x);
    ascon_ref_v12_hash(ASCON_REF_V12_XOF, rx.data(), out_len, m.data(), n);
    ASSERT_EQ(x, rx) << "xof " << n;
    ascon::v12::Xofa::xof(m, x);
    ascon_ref_v12_hash(ASCON_REF_V12_XOFA, rx.data(), out_len, m.data(), n);
    ASSERT_EQ(x, rx) << "xofa " << n;
  });
}

TEST(DifferentialV12, MacPrf) {
  Rng r;
  for_lengths(40, [&](std::size_t n) {
    const Bytes key = r.bytes(16), m = r.bytes(n);
    Bytes t(16), rt(16);
    ascon::v12::Mac::mac(fixed<16>(key), m, fixed_out<16>(t));
    ascon_ref_v12_prf(ASCON_REF_V12_MAC, rt.data(), 16, key.data(), m.data(), n);
    ASSERT_EQ(t, rt) << "mac " << n;
    ascon::v12::Maca::mac(fixed<16>(key), m, fixed_out<16>(t));
    ascon_ref_v12_prf(ASCON_REF_V12_MACA, rt.data(), 16, key.data(), m.data(), n);
    ASSERT_EQ(t, rt) << "maca " << n;
    const std::size_t out_len = r.below(70);
    Bytes o(out_len), ro(out_len);
    ascon::v12::Prf::prf(fixed<16>(key), m, o);
    ascon_ref_v12_prf(ASCON_REF_V12_PRF, ro.data(), out_len, key.data(), m.data(), n);
    ASSERT_EQ(o, ro) << "prf " << n;
    ascon::v12::Prfa::prf(fixed<16>(key), m, o);
    ascon_ref_v12_prf(ASCON_REF_V12_PRFA, ro.data(), out_len, key.data(), m.data(), n);
    ASSERT_EQ(o, ro) << "prfa " << n;
    if (n <= 16) {
      const std::size_t t = 1 + r.below(16);
      Bytes s(t), rs(t);
      ASSERT_TRUE(ascon::v12::PrfShort::prf(fixed<16>(key), m, s));
      ASSERT_EQ(ascon_ref_v12_prfshort(rs.data(), t, key.data(), m.data(), n), 0);
      ASSERT_EQ(s, rs) << "prfshort " << n << " -> " << t;
    }
  });
}

// The permutation itself, every round count, on random states.
TEST(Differential, Permutation) {
  Rng r;
  for (int rounds = 1; rounds <= 16; ++rounds) {
    for (int i = 0; i < 20; ++i) {
      ascon::State s;
      std::uint64_t ref[5];
      for (int w = 0; w < 5; ++w) ref[w] = s.x[w] = r.g();
      ascon::permute(s, rounds);
      ascon_ref_permute(ref, rounds);
      for (int w = 0; w < 5; ++w) ASSERT_EQ(s.x[w], ref[w]) << "rounds " << rounds;
    }
  }
}
