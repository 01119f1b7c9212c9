// SPDX-License-Identifier: Apache-2.0 OR MIT
// The GPU backend's per-message code (src/cuda/ascon_device.cuh) and
// per-thread jobs (src/cuda/jobs.cuh), compiled as plain C++ and run on the
// CPU: every record of the SP 800-232 vector files, random inputs against the
// C++ core, both memory layouts and the transposition between them. Needs no
// GPU and no CUDA toolkit, so CI checks the kernel code on every run.
#include "device_code_util.hpp"

using namespace cuda_device_test;

// ------------------------------------------------------------------ permutation
TEST(CudaDeviceCode, RoundConstantsMatchTheCore) {
  EXPECT_EQ(g::RoundConstant<0>::value, ascon::round_constants[0]);
  EXPECT_EQ(g::RoundConstant<4>::value, ascon::round_constants[4]);
  EXPECT_EQ(g::RoundConstant<9>::value, ascon::round_constants[9]);
  EXPECT_EQ(g::RoundConstant<15>::value, ascon::round_constants[15]);
  static_assert(g::RoundConstant<3>::value == 0x0f && g::RoundConstant<8>::value == 0xb4);
}

TEST(CudaDeviceCode, PermutationEqualsTheCore) {
  for (int t = 0; t < 200; ++t) {
    g::St s;
    ascon::State c;
    for (int i = 0; i < 5; ++i) {
      c.x[i] = rng();
      s.x[i] = g::make_w(c.x[i]);
    }
    g::St s8 = s;
    ascon::State c8 = c;
    g::permute<12>(s);
    ascon::permute<12>(c);
    g::permute<8>(s8);
    ascon::permute<8>(c8);
    ASSERT_EQ(to_core(s), c);
    ASSERT_EQ(to_core(s8), c8);
  }
  // Ascon-p[1] exercises the last constant alone.
  g::St s{};
  ascon::State c{};
  g::permute<1>(s);
  ascon::permute<1>(c);
  EXPECT_EQ(to_core(s), c);
}

TEST(CudaDeviceCode, ByteHelpers) {
  const Bytes b = {1, 2, 3, 4, 5, 6, 7, 8, 9};
  EXPECT_EQ(g::to_u64(g::load_bytes(b.data(), 8)), 0x0807060504030201ull);
  EXPECT_EQ(g::to_u64(g::load_word(b.data() + 1)), 0x0908070605040302ull);  // unaligned path
  for (std::size_t n = 0; n <= 8; ++n) {
    const std::uint64_t all = 0x8877665544332211ull;
    const std::uint64_t want = n == 8 ? all : all & ((1ull << (8 * n)) - 1);
    EXPECT_EQ(g::to_u64(g::keep_bytes(g::make_w(all), n)), want) << n;
    if (n < 8) {
      EXPECT_EQ(g::to_u64(g::pad_word(n)), 1ull << (8 * n)) << n;
    }
  }
}

// ------------------------------------------------------------------ vector files
TEST(CudaDeviceCode, Hash256VectorsPackedAndInterleaved) {
  const auto recs = kat::load_manifest("ascon-hash256");
  ASSERT_EQ(recs.size(), 1025u);
  std::vector<Bytes> msgs, mds;
  for (const auto& r : recs) msgs.push_back(r.bytes("Msg")), mds.push_back(r.bytes("MD"));
  const g::St init = g::sponge_initial_state(g::hash256_iv);
  const auto packed = sponge_packed(init, msgs, 32);
  const auto unaligned = sponge_packed(init, msgs, 32, 3);
  std::size_t passed = 0;
  for (std::size_t i = 0; i < recs.size(); ++i) {
    EXPECT_EQ(to_hex(packed[i]), to_hex(mds[i])) << "line " << recs[i].line;
    EXPECT_EQ(unaligned[i], mds[i]) << "line " << recs[i].line;
    // Each record alone as an interleaved batch of one, and of three copies.
    const auto one = sponge_interleaved(init, {msgs[i]}, msgs[i].size(), 32);
    const auto three = sponge_interleaved(init, {msgs[i], msgs[i], msgs[i]}, msgs[i].size(), 32);
    EXPECT_EQ(one[0], mds[i]);
    EXPECT_EQ(three[2], mds[i]);
    passed += packed[i] == mds[i] && unaligned[i] == mds[i] && one[0] == mds[i] && three[2] == mds[i];
  }
  EXPECT_EQ(passed, recs.size());
}

TEST(CudaDeviceCode, Xof128Vectors) {
  const auto recs = kat::load_manifest("ascon-xof128");
  ASSERT_EQ(recs.size(), 1025u);
  std::vector<Bytes> msgs;
  for (const auto& r : recs) msgs.push_back(r.bytes("Msg"));
  const g::St init = g::sponge_initial_state(g::xof128_iv);
  const auto packed = sponge_packed(init, msgs, 64);
  std::size_t passed = 0;
  for (std::size_t i = 0; i < recs.size(); ++i) {
    const Bytes md = recs[i].bytes("MD");
    const auto inter = sponge_interleaved(init, {msgs[i]}, msgs[i].size(), 64);
    EXPECT_EQ(to_hex(packed[i]), to_hex(md)) << "line " << recs[i].line;
    EXPECT_EQ(inter[0], md) << "line " << recs[i].line;
    passed += packed[i] == md && inter[0] == md;
  }
  EXPECT_EQ(passed, recs.size());
}

TEST(CudaDeviceCode, Cxof128Vectors) {
  const auto recs = kat::load_manifest("ascon-cxof128");
  ASSERT_EQ(recs.size(), 1089u);
  std::size_t passed = 0;
  for (const auto& r : recs) {
    const Bytes msg = r.bytes("Msg"), z = r.bytes("Z"), md = r.bytes("MD");
    const auto packed = sponge_packed(cxof_init(z), {msg}, md.size(), 5);
    const auto inter = sponge_interleaved(cxof_init(z), {msg, msg}, msg.size(), md.size());
    EXPECT_EQ(to_hex(packed[0]), to_hex(md)) << "line " << r.line;
    EXPECT_EQ(inter[1], md) << "line " << r.line;
    passed += packed[0] == md && inter[1] == md;
  }
  EXPECT_EQ(passed, recs.size());
}

TEST(CudaDeviceCode, Aead128Vectors) {
  const auto recs = kat::load_manifest("ascon-aead128");
  ASSERT_EQ(recs.size(), 1089u);
  std::vector<AeadCase> enc, dec;
  std::vector<Bytes> cts, pts;
  for (const auto& r : recs) {
    const Bytes pt = r.bytes("PT"), ct_tag = r.bytes("CT");
    ASSERT_GE(ct_tag.size(), 16u);
    const Bytes ct(ct_tag.begin(), ct_tag.end() - 16), tag(ct_tag.end() - 16, ct_tag.end());
    enc.push_back(AeadCase{r.bytes("Key"), r.bytes("Nonce"), r.bytes("AD"), pt, {}});
    dec.push_back(AeadCase{r.bytes("Key"), r.bytes("Nonce"), r.bytes("AD"), ct, tag});
    cts.push_back(ct_tag), pts.push_back(pt);
  }
  // The whole file as one mixed-length packed batch, aligned and not.
  for (std::size_t misalign : {0u, 1u}) {
    const auto e = aead_packed(enc, false, misalign);
    const auto d = aead_packed(dec, true, misalign);
    std::size_t passed = 0;
    for (std::size_t i = 0; i < recs.size(); ++i) {
      Bytes got = e.out[i];
      got.insert(got.end(), e.tags[i].begin(), e.tags[i].end());
      EXPECT_EQ(to_hex(got), to_hex(cts[i])) << "line " << recs[i].line;
      EXPECT_EQ(d.status[i], 0) << "line " << recs[i].line;
      EXPECT_EQ(d.out[i], pts[i]) << "line " << recs[i].line;
      passed += got == cts[i] && d.status[i] == 0 && d.out[i] == pts[i];
    }
    EXPECT_EQ(passed, recs.size()) << "misalign " << misalign;
  }
  // Each record as an interleaved batch of one.
  std::size_t passed = 0;
  for (std::size_t i = 0; i < recs.size(); ++i) {
    const auto e = aead_interleaved({enc[i]}, false);
    const auto d = aead_interleaved({dec[i]}, true);
    Bytes got = e.out[0];
    got.insert(got.end(), e.tags[0].begin(), e.tags[0].end());
    EXPECT_EQ(got, cts[i]) << "line " << recs[i].line;
    EXPECT_EQ(d.status[0], 0);
    EXPECT_EQ(d.out[0], pts[i]);
    passed += got == cts[i] && d.status[0] == 0 && d.out[0] == pts[i];
  }
  EXPECT_EQ(passed, recs.size());
}

// ------------------------------------------------------------------ random inputs
TEST(CudaDeviceCode, RandomHashXofCxofAgainstTheCore) {
  const g::St h = g::sponge_initial_state(g::hash256_iv), x = g::sponge_initial_state(g::xof128_iv);
  std::vector<Bytes> msgs;
  for (std::size_t len = 0; len < 300; len += 1 + len / 16) msgs.push_back(random_bytes(len));
  const Bytes z = random_bytes(37);
  for (std::size_t out_len : {1u, 7u, 8u, 9u, 31u, 32u, 33u, 100u}) {
    const auto hp = sponge_packed(h, msgs, 32), xp = sponge_packed(x, msgs, out_len, 6),
               cp = sponge_packed(cxof_init(z), msgs, out_len);
    for (std::size_t i = 0; i < msgs.size(); ++i) {
      Bytes hw(32), xw(out_len), cw(out_len);
      ascon::Hash256::hash(msgs[i], std::span<std::uint8_t, 32>(hw.data(), 32));
      ascon::Xof128::xof(msgs[i], xw);
      ASSERT_TRUE(ascon::Cxof128::cxof(msgs[i], z, cw));
      EXPECT_EQ(hp[i], hw) << msgs[i].size();
      EXPECT_EQ(xp[i], xw) << msgs[i].size() << " " << out_len;
      EXPECT_EQ(cp[i], cw) << msgs[i].size() << " " << out_len;
    }
  }
  // Interleaved batches of 1..33 equal-length messages.
  for (std::size_t n = 1; n <= 33; n += 4) {
    const std::size_t len = rng() % 70;
    std::vector<Bytes> batch;
    for (std::size_t i = 0; i < n; ++i) batch.push_back(random_bytes(len));
    const auto got = sponge_interleaved(x, batch, len, 45);
    for (std::size_t i = 0; i < n; ++i) {
      Bytes want(45);
      ascon::Xof128::xof(batch[i], want);
      EXPECT_EQ(got[i], want) << n << " " << len;
    }
  }
}

TEST(CudaDeviceCode, RandomAeadAgainstTheCore) {
  std::vector<AeadCase> mixed;
  for (std::size_t t = 0; t < 120; ++t) mixed.push_back(random_case(rng() % 50, rng() % 90));
  for (bool in_place : {false, true}) {
    const auto e = aead_packed(mixed, false, 0, in_place);
    std::vector<AeadCase> back;
    for (std::size_t i = 0; i < mixed.size(); ++i) {
      const auto [ct, tag] = core_encrypt(mixed[i]);
      EXPECT_EQ(e.out[i], ct);
      EXPECT_EQ(e.tags[i], tag);
      back.push_back(AeadCase{mixed[i].key, mixed[i].nonce, mixed[i].ad, ct, tag});
    }
    const auto d = aead_packed(back, true, 0, in_place);
    for (std::size_t i = 0; i < mixed.size(); ++i) {
      EXPECT_EQ(d.status[i], 0);
      EXPECT_EQ(d.out[i], mixed[i].in);
    }
  }
  // Interleaved: equal lengths, including 0 and around the 16-byte rate.
  for (std::size_t len : {0u, 1u, 8u, 15u, 16u, 17u, 33u, 64u}) {
    for (std::size_t ad_len : {0u, 7u, 16u, 21u}) {
      std::vector<AeadCase> batch;
      for (std::size_t i = 0; i < 9; ++i) batch.push_back(random_case(ad_len, len));
      const auto e = aead_interleaved(batch, false);
      std::vector<AeadCase> back;
      for (std::size_t i = 0; i < batch.size(); ++i) {
        const auto [ct, tag] = core_encrypt(batch[i]);
        EXPECT_EQ(e.out[i], ct) << len << " " << ad_len;
        EXPECT_EQ(e.tags[i], tag) << len << " " << ad_len;
        back.push_back(AeadCase{batch[i].key, batch[i].nonce, batch[i].ad, ct, tag});
      }
      const auto d = aead_interleaved(back, true);
      for (std::size_t i = 0; i < batch.size(); ++i) {
        EXPECT_EQ(d.status[i], 0);
        EXPECT_EQ(d.out[i], batch[i].in);
      }
    }
  }
}

// A tampered message fails alone, with its output zeroed; its neighbours pass.
TEST(CudaDeviceCode, TamperedMessagesFailAloneWithZeroedOutput) {
  std::vector<AeadCase> good;
  for (std::size_t i = 0; i < 6; ++i) {
    AeadCase c = random_case(10, 40);
    auto [ct, tag] = core_encrypt(c);
    good.push_back(AeadCase{c.key, c.nonce, c.ad, ct, tag});
  }
  for (int what = 0; what < 5; ++what) {
    for (std::size_t byte : {0u, 9u, 15u}) {
      auto cs = good;
      AeadCase& bad = cs[3];
      switch (what) {
        case 0:
          bad.in[byte] ^= 1;
          break;
        case 1:
          bad.tag[byte] ^= 0x80;
          break;
        case 2:
          bad.ad[byte % bad.ad.size()] ^= 4;
          break;
        case 3:
          bad.nonce[byte] ^= 2;
          break;
        case 4:
          bad.key[byte] ^= 1;
          break;
      }
      for (int layout = 0; layout < 2; ++layout) {
        const auto d = layout == 0 ? aead_packed(cs, true) : aead_interleaved(cs, true);
        for (std::size_t i = 0; i < cs.size(); ++i) {
          if (i == 3) {
            EXPECT_EQ(d.status[i], -1) << what << " " << byte;
            EXPECT_EQ(d.out[i], Bytes(40, 0)) << "unverified plaintext left behind";
          } else {
            EXPECT_EQ(d.status[i], 0);
            EXPECT_NE(d.out[i], Bytes(40, 0));
          }
        }
      }
    }
  }
}

// ------------------------------------------------------------------ layout
TEST(CudaDeviceCode, TranspositionRoundTripsAndPlacesWords) {
  for (std::size_t len : {0u, 1u, 7u, 8u, 9u, 16u, 63u}) {
    for (std::size_t n : {1u, 2u, 31u, 33u}) {
      std::vector<Bytes> msgs;
      for (std::size_t i = 0; i < n; ++i) msgs.push_back(random_bytes(len));
      const auto words = interleave(msgs, len);
      ASSERT_EQ(words.size(), g::words_for(len) * n);
      for (std::size_t i = 0; i < n; ++i) {
        for (std::size_t w = 0; w < g::words_for(len); ++w) {
          Bytes want(8, 0);
          std::copy_n(msgs[i].begin() + 8 * w, std::min<std::size_t>(8, len - 8 * w), want.begin());
          std::uint8_t got[8];
          g::store_bytes(got, words[w * n + i], 8);
          ASSERT_EQ(Bytes(got, got + 8), want) << "word " << w << " of message " << i;
        }
      }
      EXPECT_EQ(deinterleave(words, len, n), msgs);
    }
  }
  // A stride larger than the length skips the gaps.
  const Bytes aos = random_bytes(3 * 24);
  std::vector<g::W> words(2 * 3);
  const g::Transpose t{const_cast<std::uint8_t*>(aos.data()), 13, 24, 3, words.data()};
  for (std::size_t k = 0; k < t.total(); ++k) g::to_interleaved_job(t, k);
  std::uint8_t w1[8];
  g::store_bytes(w1, words[1 * 3 + 2], 8);
  EXPECT_EQ(Bytes(w1, w1 + 8), Bytes({aos[48 + 8], aos[48 + 9], aos[48 + 10], aos[48 + 11], aos[48 + 12], 0, 0, 0}));
}
