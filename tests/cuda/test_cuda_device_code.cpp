// SPDX-License-Identifier: Apache-2.0 OR MIT
// The GPU backend's per-message code (src/cuda/ascon_device.cuh) and
// per-thread jobs (src/cuda/jobs.cuh), compiled as plain C++ and run on the
// CPU: every record of the SP 800-232 vector files, random inputs against the
// C++ core, both memory layouts and the transposition between them. Needs no
// GPU and no CUDA toolkit, so CI checks the kernel code on every run.
#include <gtest/gtest.h>

#include <algorithm>
#include <ascon/ascon.hpp>
#include <cstring>
#include <random>
#include <vector>

#include "../../src/cuda/host_state.hpp"
#include "../../src/cuda/jobs.cuh"
#include "../../src/cuda/staging.hpp"
#include "../test_util.hpp"
#include "../vectors.hpp"

using kat::Bytes;
using kat::to_hex;
namespace g = ascon::cuda::device;

namespace {

testutil::Rng gen;  // deterministic, ASCON_TEST_SEED to vary (tests/test_util.hpp)
std::mt19937_64& rng = gen.g;
Bytes random_bytes(std::size_t n) { return gen.bytes(n); }

ascon::State to_core(const g::St& s) {
  ascon::State c;
  for (int i = 0; i < 5; ++i) c.x[i] = g::to_u64(s.x[i]);
  return c;
}

// Messages packed back to back (as the host API stages them), with offsets.
// `misalign` shifts the whole buffer so word loads take the byte path.
struct Packed {
  Bytes storage;
  std::vector<std::uint64_t> offsets{0};
  std::size_t shift = 0;
  explicit Packed(std::size_t misalign = 0) : shift(misalign) {}
  void add(const Bytes& m) {
    storage.insert(storage.end(), m.begin(), m.end());
    offsets.push_back(offsets.back() + m.size());
  }
  // Copies into a buffer whose start is 8-aligned + shift; keeps it alive.
  std::vector<std::uint64_t> backing;
  const std::uint8_t* data() {
    backing.assign((storage.size() + shift) / 8 + 2, 0);
    auto* p = reinterpret_cast<std::uint8_t*>(backing.data()) + shift;
    if (!storage.empty()) std::memcpy(p, storage.data(), storage.size());
    return p;
  }
  std::size_t count() const { return offsets.size() - 1; }
};

// Array of equal-length messages -> interleaved words, through the job the
// transposition kernel runs.
std::vector<g::W> interleave(const std::vector<Bytes>& msgs, std::size_t len) {
  Bytes aos;
  for (const auto& m : msgs) aos.insert(aos.end(), m.begin(), m.end());
  std::vector<g::W> words(g::words_for(len) * msgs.size(), g::W{0xdeadbeef, 0xdeadbeef});
  const g::Transpose t{aos.data(), len, len, msgs.size(), words.data()};
  for (std::size_t k = 0; k < t.total(); ++k) g::to_interleaved_job(t, k);
  return words;
}
std::vector<Bytes> deinterleave(std::vector<g::W> words, std::size_t len, std::size_t count) {
  Bytes aos(len * count + 1, 0xAA);  // one guard byte
  const g::Transpose t{aos.data(), len, len, count, words.data()};
  for (std::size_t k = 0; k < t.total(); ++k) g::from_interleaved_job(t, k);
  EXPECT_EQ(aos.back(), 0xAA) << "wrote past the end";
  std::vector<Bytes> out;
  for (std::size_t i = 0; i < count; ++i) out.emplace_back(aos.begin() + i * len, aos.begin() + (i + 1) * len);
  return out;
}

g::St cxof_init(const Bytes& z) { return g::cxof128_initial_state(z.data(), z.size()); }

// Runs the packed sponge job over all messages.
std::vector<Bytes> sponge_packed(const g::St& init, const std::vector<Bytes>& msgs, std::size_t out_len,
                                 std::size_t misalign = 0) {
  Packed p(misalign);
  for (const auto& m : msgs) p.add(m);
  Bytes out(out_len * msgs.size() + 1, 0xAA);
  const g::SpongePacked d{init, p.data(), p.offsets.data(), p.count(), out.data(), out_len, nullptr};
  for (std::size_t i = 0; i < d.count; ++i) g::sponge_packed_job(d, i);
  EXPECT_EQ(out.back(), 0xAA);
  std::vector<Bytes> r;
  for (std::size_t i = 0; i < msgs.size(); ++i)
    r.emplace_back(out.begin() + i * out_len, out.begin() + (i + 1) * out_len);
  return r;
}
std::vector<Bytes> sponge_interleaved(const g::St& init, const std::vector<Bytes>& msgs, std::size_t len,
                                      std::size_t out_len) {
  const auto in = interleave(msgs, len);
  std::vector<g::W> out(g::words_for(out_len) * msgs.size(), g::W{0x55555555, 0x55555555});
  const g::SpongeInterleaved d{init, in.data(), len, msgs.size(), out.data(), out_len};
  for (std::size_t i = 0; i < d.count; ++i) g::sponge_interleaved_job(d, i);
  return deinterleave(out, out_len, msgs.size());
}

struct AeadCase {
  Bytes key, nonce, ad, in, tag;  // in: plaintext or ciphertext
};
struct AeadResult {
  std::vector<Bytes> out, tags;
  std::vector<int> status;
};

AeadResult aead_packed(const std::vector<AeadCase>& cs, bool decrypt, std::size_t misalign = 0, bool in_place = false) {
  Packed keys, nonces, tags, ad(misalign), data(misalign);
  for (const auto& c : cs) {
    keys.add(c.key), nonces.add(c.nonce), ad.add(c.ad), data.add(c.in);
    tags.add(decrypt ? c.tag : Bytes(16, 0));
  }
  const std::uint8_t* in = data.data();
  Bytes out_store(data.storage.size() + 8, 0xAA);
  std::uint8_t* out = in_place ? const_cast<std::uint8_t*>(in) : out_store.data() + misalign;
  std::uint8_t* tag_p = const_cast<std::uint8_t*>(tags.data());
  std::vector<int> status(cs.size(), 7);
  const g::AeadPacked d{cs.size(), keys.data(), nonces.data(), ad.data(), ad.offsets.data(), in,
                        data.offsets.data(), out, tag_p, status.data(), nullptr, nullptr};
  for (std::size_t i = 0; i < cs.size(); ++i) {
    if (decrypt) g::aead_decrypt_packed_job(d, i); else g::aead_encrypt_packed_job(d, i);
  }
  AeadResult r;
  for (std::size_t i = 0; i < cs.size(); ++i) {
    r.out.emplace_back(out + data.offsets[i], out + data.offsets[i + 1]);
    r.tags.emplace_back(tag_p + 16 * i, tag_p + 16 * i + 16);
  }
  if (decrypt) r.status = status;
  return r;
}

// All cases must share ad and data lengths.
AeadResult aead_interleaved(const std::vector<AeadCase>& cs, bool decrypt) {
  std::vector<Bytes> keys, nonces, ads, ins, tags;
  for (const auto& c : cs) {
    keys.push_back(c.key), nonces.push_back(c.nonce), ads.push_back(c.ad), ins.push_back(c.in);
    tags.push_back(decrypt ? c.tag : Bytes(16, 0));
  }
  const std::size_t ad_len = cs[0].ad.size(), len = cs[0].in.size();
  const auto k = interleave(keys, 16), n = interleave(nonces, 16), a = interleave(ads, ad_len),
             in = interleave(ins, len);
  auto t = interleave(tags, 16);
  std::vector<g::W> out(g::words_for(len) * cs.size(), g::W{1, 2});
  std::vector<int> status(cs.size(), 7);
  const g::AeadInterleaved d{cs.size(), k.data(), n.data(), a.data(), ad_len, in.data(), len, out.data(), t.data(),
                             status.data()};
  for (std::size_t i = 0; i < cs.size(); ++i) {
    if (decrypt) g::aead_decrypt_interleaved_job(d, i); else g::aead_encrypt_interleaved_job(d, i);
  }
  AeadResult r;
  r.out = deinterleave(out, len, cs.size());
  r.tags = deinterleave(t, 16, cs.size());
  if (decrypt) r.status = status;
  return r;
}

// The core's answer for one AEAD case: ciphertext and tag.
std::pair<Bytes, Bytes> core_encrypt(const AeadCase& c) {
  ascon::Aead128 aead(std::span<const std::uint8_t, 16>(c.key.data(), 16));
  Bytes ct(c.in.size()), tag(16);
  EXPECT_TRUE(aead.encrypt_detached(std::span<const std::uint8_t, 16>(c.nonce.data(), 16), c.in, c.ad, ct,
                                    std::span<std::uint8_t, 16>(tag.data(), 16)));
  return {ct, tag};
}

AeadCase random_case(std::size_t ad_len, std::size_t len) {
  return AeadCase{random_bytes(16), random_bytes(16), random_bytes(ad_len), random_bytes(len), {}};
}

}  // namespace

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
        case 0: bad.in[byte] ^= 1; break;
        case 1: bad.tag[byte] ^= 0x80; break;
        case 2: bad.ad[byte % bad.ad.size()] ^= 4; break;
        case 3: bad.nonce[byte] ^= 2; break;
        case 4: bad.key[byte] ^= 1; break;
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

// ------------------------------------------------------------------ host staging
// The exact chunk layout the host API builds in its pinned buffer (aligned
// starts plus a lengths table), run through the same jobs as the kernels.
TEST(CudaDeviceCode, StagedChunksAsTheHostApiBuildsThem) {
  std::vector<AeadCase> cs;
  for (std::size_t i = 0; i < 40; ++i) cs.push_back(random_case(rng() % 30, rng() % 70));
  std::vector<std::uint64_t> buf(4096, 0x5a5a5a5a5a5a5a5aull);
  auto* b = reinterpret_cast<std::uint8_t*>(buf.data());
  const std::size_t n = cs.size();
  const std::size_t nonces = g::pack_fixed(b, 0, n, 16, [&](std::size_t i) { return cs[i].key.data(); });
  const std::size_t tags = g::pack_fixed(b, nonces, n, 16, [&](std::size_t i) { return cs[i].nonce.data(); });
  const auto ad = g::pack_list(b, tags + 16 * n, n, [&](std::size_t i) {
    return std::pair<const std::uint8_t*, std::size_t>(cs[i].ad.data(), cs[i].ad.size());
  });
  const auto data = g::pack_list(b, ad.end, n, [&](std::size_t i) {
    return std::pair<const std::uint8_t*, std::size_t>(cs[i].in.data(), cs[i].in.size());
  });
  ASSERT_LT(data.end, buf.size() * 8);
  auto u64 = [&](std::size_t pos) { return reinterpret_cast<const std::uint64_t*>(b + pos); };
  for (std::size_t i = 0; i < n; ++i) ASSERT_EQ(u64(data.offsets)[i] % 8, 0u) << "starts are 8-aligned";
  std::vector<std::uint64_t> out(1024, 0);
  auto* o = reinterpret_cast<std::uint8_t*>(out.data());
  const g::AeadPacked d{n, b, b + nonces, b + ad.data, u64(ad.offsets), b + data.data, u64(data.offsets), o,
                        b + tags, nullptr, u64(ad.lengths), u64(data.lengths)};
  for (std::size_t i = 0; i < n; ++i) g::aead_encrypt_packed_job(d, i);
  for (std::size_t i = 0; i < n; ++i) {
    const auto [ct, tag] = core_encrypt(cs[i]);
    EXPECT_EQ(Bytes(o + u64(data.offsets)[i], o + u64(data.offsets)[i] + ct.size()), ct) << i;
    EXPECT_EQ(Bytes(b + tags + 16 * i, b + tags + 16 * i + 16), tag) << i;
  }
  // The sponge chunk layout: offsets, lengths, aligned messages.
  std::vector<Bytes> msgs;
  for (std::size_t i = 0; i < 50; ++i) msgs.push_back(random_bytes(i * 7 % 61));
  const auto l = g::pack_list(b, 0, msgs.size(), [&](std::size_t i) {
    return std::pair<const std::uint8_t*, std::size_t>(msgs[i].data(), msgs[i].size());
  });
  Bytes digests(32 * msgs.size());
  const g::SpongePacked sp{g::sponge_initial_state(g::hash256_iv), b + l.data, u64(l.offsets), msgs.size(),
                           digests.data(), 32, u64(l.lengths)};
  for (std::size_t i = 0; i < msgs.size(); ++i) g::sponge_packed_job(sp, i);
  for (std::size_t i = 0; i < msgs.size(); ++i) {
    Bytes want(32);
    ascon::Hash256::hash(msgs[i], std::span<std::uint8_t, 32>(want.data(), 32));
    EXPECT_EQ(Bytes(digests.begin() + 32 * i, digests.begin() + 32 * i + 32), want) << i;
  }
}

// Issue 13, finding 13: after a chunk is delivered the host API wipes what it
// staged (keys, nonces, AD, plaintexts) from the pinned buffers at once and from
// the device buffers through a memset it queues on the slot's stream. Here the
// "device" is host memory and the memset a recording fake.
TEST(CudaDeviceCode, StagingBuffersAreWipedAfterDelivery) {
  Bytes h_in(256, 0xAB), h_out(128, 0xCD), d_in(256, 0x11), d_out(128, 0x22), d_tmp(64, 0x33);
  const g::SlotBuffers b{h_in.data(), h_out.data(), d_in.data(), d_out.data(), d_tmp.data()};
  const g::SlotUse use{200, 100, 64};
  std::vector<std::pair<std::uint8_t*, std::size_t>> memsets;
  const int err = g::wipe_slot(b, use, [&](std::uint8_t* p, std::size_t n) {
    memsets.emplace_back(p, n);
    std::memset(p, 0, n);
    return 0;
  });
  EXPECT_EQ(err, 0);
  EXPECT_EQ(Bytes(h_in.begin(), h_in.begin() + 200), Bytes(200, 0)) << "pinned input (keys, plaintexts) wiped";
  EXPECT_EQ(Bytes(h_in.begin() + 200, h_in.end()), Bytes(56, 0xAB)) << "only the used bytes";
  EXPECT_EQ(Bytes(h_out.begin(), h_out.begin() + 100), Bytes(100, 0)) << "pinned output (plaintexts) wiped";
  ASSERT_EQ(memsets.size(), 3u);
  EXPECT_EQ(memsets[0], std::make_pair(d_in.data(), std::size_t{200}));
  EXPECT_EQ(memsets[1], std::make_pair(d_out.data(), std::size_t{100}));
  EXPECT_EQ(memsets[2], std::make_pair(d_tmp.data(), std::size_t{64}));
  // A failing device memset is reported; the host side is wiped regardless.
  h_in.assign(256, 0xAB);
  EXPECT_EQ(g::wipe_slot(b, use, [](std::uint8_t*, std::size_t) { return 700; }), 700);
  EXPECT_EQ(Bytes(h_in.begin(), h_in.begin() + 200), Bytes(200, 0));
  // Nothing used, nothing to do; absent buffers are skipped.
  memsets.clear();
  EXPECT_EQ(g::wipe_slot(g::SlotBuffers{}, use, [&](std::uint8_t* p, std::size_t n) {
    memsets.emplace_back(p, n);
    return 0;
  }), 0);
  EXPECT_TRUE(memsets.empty());
}
