// SPDX-License-Identifier: Apache-2.0 OR MIT
// The CUDA backend on a real GPU, through its public API: every SP 800-232
// vector, random cross-checks against the C++ core for every batch shape
// (mixed and equal lengths, 1..33 messages, batches spanning several
// pipeline chunks), the device-pointer API in both layouts, and tampered
// messages (status -1, output zeroed). Without a GPU each test reports
// "skipped: no GPU"; the argument checks run everywhere.
#include <gtest/gtest.h>

#include <ascon/ascon.hpp>
#include <ascon/cuda.hpp>
#include <cuda_runtime_api.h>

#include <random>
#include <limits>
#include <vector>

#include "../test_util.hpp"
#include "../vectors.hpp"

using kat::Bytes;
using Span = std::span<const std::uint8_t>;

namespace {

testutil::Rng gen;  // deterministic, ASCON_TEST_SEED to vary (tests/test_util.hpp)
std::mt19937_64& rng = gen.g;
Bytes random_bytes(std::size_t n) { return gen.bytes(n); }

class Gpu : public ::testing::Test {
 protected:
  void SetUp() override {
    if (ascon::cuda::device_count() == 0) GTEST_SKIP() << "skipped: no GPU (" << ascon::cuda::last_error() << ")";
  }
};

// Device buffer holding a copy of host bytes.
template <class T = std::uint8_t>
struct DeviceBuf {
  T* p = nullptr;
  std::size_t n = 0;
  explicit DeviceBuf(std::size_t count) : n(count) {
    EXPECT_EQ(cudaMalloc(reinterpret_cast<void**>(&p), std::max<std::size_t>(1, n * sizeof(T))), cudaSuccess);
  }
  DeviceBuf(const T* src, std::size_t count) : DeviceBuf(count) {
    if (count) {
      EXPECT_EQ(cudaMemcpy(p, src, count * sizeof(T), cudaMemcpyHostToDevice), cudaSuccess);
    }
  }
  std::vector<T> get() const {
    std::vector<T> h(n);
    EXPECT_EQ(cudaDeviceSynchronize(), cudaSuccess);
    if (n) {
      EXPECT_EQ(cudaMemcpy(h.data(), p, n * sizeof(T), cudaMemcpyDeviceToHost), cudaSuccess);
    }
    return h;
  }
  ~DeviceBuf() { cudaFree(p); }
  DeviceBuf(const DeviceBuf&) = delete;
  DeviceBuf& operator=(const DeviceBuf&) = delete;
};

std::vector<Span> spans(const std::vector<Bytes>& v) { return std::vector<Span>(v.begin(), v.end()); }

Bytes core_hash(const Bytes& m) {
  Bytes d(32);
  ascon::Hash256::hash(m, std::span<std::uint8_t, 32>(d.data(), 32));
  return d;
}

struct Msg {
  Bytes key, nonce, ad, pt, ct, tag;
};
Msg random_msg(std::size_t ad_len, std::size_t len) {
  Msg m{random_bytes(16), random_bytes(16), random_bytes(ad_len), random_bytes(len), Bytes(len), Bytes(16)};
  ascon::Aead128 a(std::span<const std::uint8_t, 16>(m.key.data(), 16));
  EXPECT_TRUE(a.encrypt_detached(std::span<const std::uint8_t, 16>(m.nonce.data(), 16), m.pt, m.ad, m.ct,
                                 std::span<std::uint8_t, 16>(m.tag.data(), 16)));
  return m;
}

// Encrypts and decrypts msgs through the host API and checks against the core.
void check_aead_batch(std::vector<Msg>& msgs) {
  std::vector<Bytes> ct(msgs.size()), tag(msgs.size(), Bytes(16)), pt(msgs.size());
  std::vector<ascon::cuda::AeadMessage> enc, dec;
  for (std::size_t i = 0; i < msgs.size(); ++i) {
    ct[i].resize(msgs[i].pt.size());
    pt[i].assign(msgs[i].pt.size(), 0xEE);
    enc.push_back({msgs[i].key.data(), msgs[i].nonce.data(), msgs[i].ad.data(), msgs[i].ad.size(), msgs[i].pt.data(),
                   msgs[i].pt.size(), ct[i].data(), tag[i].data()});
    dec.push_back({msgs[i].key.data(), msgs[i].nonce.data(), msgs[i].ad.data(), msgs[i].ad.size(), msgs[i].ct.data(),
                   msgs[i].ct.size(), pt[i].data(), msgs[i].tag.data()});
  }
  ASSERT_TRUE(ascon::cuda::aead128_encrypt_many(enc)) << ascon::cuda::last_error();
  std::vector<int> status(msgs.size(), 7);
  ASSERT_TRUE(ascon::cuda::aead128_decrypt_many(dec, status)) << ascon::cuda::last_error();
  for (std::size_t i = 0; i < msgs.size(); ++i) {
    ASSERT_EQ(ct[i], msgs[i].ct) << i;
    ASSERT_EQ(tag[i], msgs[i].tag) << i;
    ASSERT_EQ(status[i], 0) << i;
    ASSERT_EQ(pt[i], msgs[i].pt) << i;
  }
}

}  // namespace

// ---------------------------------------------------------------- runs anywhere
TEST(CudaApi, SizeMismatchesAreRejectedBeforeAnyGpuWork) {
  std::vector<Bytes> m(3, Bytes(5));
  auto s = spans(m);
  Bytes out(95, 0x55);
  EXPECT_EQ(ascon::cuda::hash256_many(s, out).code, ascon::Error::bad_length);
  EXPECT_EQ(out, Bytes(95, 0)) << "fails closed: the output is zeroed";
  EXPECT_EQ(ascon::cuda::xof128_many(s, 10, out).code, ascon::Error::bad_length);
  // 3 * out_len wraps to a small number: refused, not taken as a match.
  const std::size_t wraps = std::numeric_limits<std::size_t>::max() / 3 + 1;
  Bytes tiny(static_cast<std::size_t>(wraps * 3), 0x55);  // the wrapped product (0..2 bytes)
  EXPECT_EQ(ascon::cuda::xof128_many(s, wraps, tiny).code, ascon::Error::bad_length);
  Bytes z(257);
  Bytes out30(30);
  EXPECT_EQ(ascon::cuda::cxof128_many(s, z, 10, out30).code, ascon::Error::too_long);
  std::vector<ascon::cuda::AeadMessage> none(2);
  std::vector<int> status(1);
  EXPECT_EQ(ascon::cuda::aead128_decrypt_many(none, status).code, ascon::Error::bad_length);
  EXPECT_TRUE(ascon::cuda::hash256_many({}, {}));  // nothing to do is success
}

TEST(CudaApi, WithoutAGpuCallsFailCleanly) {
  if (ascon::cuda::device_count() > 0) GTEST_SKIP() << "a GPU is present";
  std::vector<Bytes> m(2, Bytes(5, 1));
  Bytes out(64, 0xAA);
  EXPECT_EQ(ascon::cuda::hash256_many(spans(m), out).code, ascon::Error::unavailable);
  EXPECT_NE(std::string(ascon::cuda::last_error()), "");
  Msg msg = random_msg(3, 20);
  Bytes pt(20, 0xEE);
  std::vector<ascon::cuda::AeadMessage> dec = {
      {msg.key.data(), msg.nonce.data(), msg.ad.data(), 3, msg.ct.data(), 20, pt.data(), msg.tag.data()}};
  std::vector<int> status(1, 0);
  EXPECT_FALSE(ascon::cuda::aead128_decrypt_many(dec, status));
  EXPECT_EQ(status[0], -1);
  EXPECT_EQ(pt, Bytes(20, 0));
}

// ---------------------------------------------------------------- vectors
TEST_F(Gpu, Hash256AndXof128Vectors) {
  for (const char* file : {"sp800-232/ascon-hash256.txt", "sp800-232/ascon-xof128.txt"}) {
    const auto recs = kat::load(file);
    ASSERT_EQ(recs.size(), 1025u);
    std::vector<Bytes> msgs;
    for (const auto& r : recs) msgs.push_back(r.bytes("Msg"));
    const std::size_t out_len = recs[0].bytes("MD").size();
    Bytes out(out_len * msgs.size());
    const bool is_hash = out_len == 32 && std::string(file).find("hash") != std::string::npos;
    ASSERT_TRUE(is_hash ? ascon::cuda::hash256_many(spans(msgs), out)
                        : ascon::cuda::xof128_many(spans(msgs), out_len, out))
        << ascon::cuda::last_error();
    for (std::size_t i = 0; i < recs.size(); ++i)
      EXPECT_EQ(Bytes(out.begin() + i * out_len, out.begin() + (i + 1) * out_len), recs[i].bytes("MD"))
          << file << " " << recs[i].line;
  }
}

TEST_F(Gpu, Cxof128Vectors) {
  const auto recs = kat::load_manifest("ascon-cxof128");
  ASSERT_EQ(recs.size(), 1089u);
  for (const auto& r : recs) {  // the customization is per batch: one batch per record
    const std::vector<Bytes> msgs = {r.bytes("Msg")};
    Bytes out(64);
    ASSERT_TRUE(ascon::cuda::cxof128_many(spans(msgs), r.bytes("Z"), 64, out)) << ascon::cuda::last_error();
    EXPECT_EQ(out, r.bytes("MD")) << r.line;
  }
}

TEST_F(Gpu, Aead128Vectors) {
  const auto recs = kat::load_manifest("ascon-aead128");
  ASSERT_EQ(recs.size(), 1089u);
  std::vector<Msg> msgs;
  for (const auto& r : recs) {
    const Bytes ct = r.bytes("CT");
    msgs.push_back(Msg{r.bytes("Key"), r.bytes("Nonce"), r.bytes("AD"), r.bytes("PT"), Bytes(ct.begin(), ct.end() - 16),
                       Bytes(ct.end() - 16, ct.end())});
  }
  check_aead_batch(msgs);
}

// ---------------------------------------------------------------- random batches
TEST_F(Gpu, RandomBatchesOfEveryShape) {
  for (std::size_t n = 1; n <= 33; ++n) {
    std::vector<Msg> mixed, equal;
    for (std::size_t i = 0; i < n; ++i) mixed.push_back(random_msg(rng() % 40, rng() % 100));
    for (std::size_t i = 0; i < n; ++i) equal.push_back(random_msg(16, 64));
    check_aead_batch(mixed);
    check_aead_batch(equal);
    std::vector<Bytes> m;
    for (std::size_t i = 0; i < n; ++i) m.push_back(random_bytes(rng() % 200));
    Bytes d(32 * n);
    ASSERT_TRUE(ascon::cuda::hash256_many(spans(m), d));
    for (std::size_t i = 0; i < n; ++i) EXPECT_EQ(Bytes(d.begin() + 32 * i, d.begin() + 32 * i + 32), core_hash(m[i]));
  }
}

TEST_F(Gpu, LargeBatchesSpanSeveralChunks) {
  // More messages than one pipeline chunk holds (2^18), and more bytes than
  // one chunk (32 MiB), so every stream is used and reused.
  const std::size_t n = 300000, len = 64;
  Bytes aos = random_bytes(n * len);
  Bytes strided(32 * n);
  ASSERT_TRUE(ascon::cuda::hash256_many_strided(aos.data(), len, len, n, strided.data())) << ascon::cuda::last_error();
  for (std::size_t i = 0; i < n; i += 997)
    EXPECT_EQ(Bytes(strided.begin() + 32 * i, strided.begin() + 32 * i + 32),
              core_hash(Bytes(aos.begin() + i * len, aos.begin() + (i + 1) * len)))
        << i;
  std::vector<Msg> big;
  for (std::size_t i = 0; i < 3000; ++i) big.push_back(random_msg(i % 17, 16384 + i % 33));
  check_aead_batch(big);
}

TEST_F(Gpu, StridedHashSkipsGaps) {
  const std::size_t n = 1000, len = 45, stride = 61;
  const Bytes buf = random_bytes(n * stride);
  Bytes d(32 * n);
  ASSERT_TRUE(ascon::cuda::hash256_many_strided(buf.data(), len, stride, n, d.data()));
  for (std::size_t i = 0; i < n; ++i)
    EXPECT_EQ(Bytes(d.begin() + 32 * i, d.begin() + 32 * i + 32),
              core_hash(Bytes(buf.begin() + i * stride, buf.begin() + i * stride + len)));
}

// ---------------------------------------------------------------- device pointers
TEST_F(Gpu, DeviceApiPackedAndInterleaved) {
  const std::size_t n = 777, len = 100;
  const Bytes aos = random_bytes(n * len);
  std::vector<std::uint64_t> offsets(n + 1);
  for (std::size_t i = 0; i <= n; ++i) offsets[i] = i * len;
  DeviceBuf<> d_aos(aos.data(), aos.size());
  DeviceBuf<std::uint64_t> d_off(offsets.data(), offsets.size());
  DeviceBuf<> d_dig(32 * n);
  ASSERT_TRUE(ascon::cuda::hash256_device(d_aos.p, d_off.p, n, d_dig.p));
  const auto packed = d_dig.get();
  // Interleaved: transpose, hash, transpose back.
  DeviceBuf<std::uint64_t> words((len + 7) / 8 * n), dwords(4 * n);
  DeviceBuf<> back(32 * n);
  ASSERT_TRUE(ascon::cuda::to_interleaved_device(d_aos.p, len, len, n, words.p));
  ASSERT_TRUE(ascon::cuda::hash256_device_interleaved(words.p, len, n, dwords.p));
  ASSERT_TRUE(ascon::cuda::from_interleaved_device(dwords.p, 32, n, back.p, 32));
  const auto inter = back.get();
  for (std::size_t i = 0; i < n; ++i) {
    const Bytes want = core_hash(Bytes(aos.begin() + i * len, aos.begin() + (i + 1) * len));
    EXPECT_EQ(Bytes(packed.begin() + 32 * i, packed.begin() + 32 * i + 32), want);
    EXPECT_EQ(Bytes(inter.begin() + 32 * i, inter.begin() + 32 * i + 32), want);
  }
  // AEAD, packed, in place on the device, then decrypted back.
  std::vector<Msg> msgs;
  Bytes keys, nonces, pts, cts, tags;
  std::vector<std::uint64_t> off{0};
  for (std::size_t i = 0; i < 100; ++i) {
    msgs.push_back(random_msg(0, i * 3));
    keys.insert(keys.end(), msgs[i].key.begin(), msgs[i].key.end());
    nonces.insert(nonces.end(), msgs[i].nonce.begin(), msgs[i].nonce.end());
    pts.insert(pts.end(), msgs[i].pt.begin(), msgs[i].pt.end());
    cts.insert(cts.end(), msgs[i].ct.begin(), msgs[i].ct.end());
    tags.insert(tags.end(), msgs[i].tag.begin(), msgs[i].tag.end());
    off.push_back(off.back() + msgs[i].pt.size());
  }
  DeviceBuf<> dk(keys.data(), keys.size()), dn(nonces.data(), nonces.size()), dd(pts.data(), pts.size()),
      dt(16 * msgs.size());
  DeviceBuf<std::uint64_t> doff(off.data(), off.size());
  DeviceBuf<int> dst(msgs.size());
  ascon::cuda::DeviceAeadBatch b;
  b.count = msgs.size(), b.keys = dk.p, b.nonces = dn.p, b.in = dd.p, b.offsets = doff.p, b.out = dd.p, b.tags = dt.p;
  ASSERT_TRUE(ascon::cuda::aead128_encrypt_device(b));
  EXPECT_EQ(dd.get(), cts);
  EXPECT_EQ(dt.get(), tags);
  ASSERT_TRUE(ascon::cuda::aead128_decrypt_device(b, dst.p));
  EXPECT_EQ(dd.get(), pts);
  EXPECT_EQ(dst.get(), std::vector<int>(msgs.size(), 0));
}

TEST_F(Gpu, DeviceApiInterleavedAead) {
  const std::size_t n = 65, len = 40, ad_len = 9;
  std::vector<Msg> msgs;
  for (std::size_t i = 0; i < n; ++i) msgs.push_back(random_msg(ad_len, len));
  auto interleave = [&](auto field, std::size_t flen) {
    std::vector<std::uint64_t> w((flen + 7) / 8 * n, 0);
    for (std::size_t i = 0; i < n; ++i)
      for (std::size_t b = 0; b < flen; ++b) w[(b / 8) * n + i] |= std::uint64_t{(msgs[i].*field)[b]} << (8 * (b % 8));
    return w;
  };
  const auto k = interleave(&Msg::key, 16), no = interleave(&Msg::nonce, 16), a = interleave(&Msg::ad, ad_len),
             c = interleave(&Msg::ct, len), t = interleave(&Msg::tag, 16), p = interleave(&Msg::pt, len);
  DeviceBuf<std::uint64_t> dk(k.data(), k.size()), dn(no.data(), no.size()), da(a.data(), a.size()),
      dc(c.data(), c.size()), dt(t.data(), t.size()), dout(c.size());
  DeviceBuf<int> dst(n);
  ascon::cuda::DeviceAeadInterleaved b;
  b.count = n, b.keys = dk.p, b.nonces = dn.p, b.ad = da.p, b.ad_len = ad_len, b.in = dc.p, b.len = len, b.out = dout.p,
  b.tags = dt.p;
  ASSERT_TRUE(ascon::cuda::aead128_decrypt_device_interleaved(b, dst.p));
  EXPECT_EQ(dout.get(), p);
  EXPECT_EQ(dst.get(), std::vector<int>(n, 0));
  b.in = dout.p, b.out = dout.p;  // encrypt in place back to the ciphertext
  DeviceBuf<std::uint64_t> tags2(t.size());
  b.tags = tags2.p;
  ASSERT_TRUE(ascon::cuda::aead128_encrypt_device_interleaved(b));
  EXPECT_EQ(dout.get(), c);
  EXPECT_EQ(tags2.get(), t);
}

// ---------------------------------------------------------------- failures
TEST_F(Gpu, TamperedMessagesFailAloneWithZeroedOutput) {
  std::vector<Msg> msgs;
  for (std::size_t i = 0; i < 64; ++i) msgs.push_back(random_msg(i % 20, 1 + i * 5));
  msgs[5].ct[0] ^= 1;
  msgs[17].tag[15] ^= 0x80;
  msgs[30].ad[0] ^= 2;
  msgs[41].nonce[3] ^= 4;
  std::vector<Bytes> pt(msgs.size());
  std::vector<ascon::cuda::AeadMessage> dec;
  for (std::size_t i = 0; i < msgs.size(); ++i) {
    pt[i].assign(msgs[i].ct.size(), 0xEE);
    dec.push_back({msgs[i].key.data(), msgs[i].nonce.data(), msgs[i].ad.data(), msgs[i].ad.size(), msgs[i].ct.data(),
                   msgs[i].ct.size(), pt[i].data(), msgs[i].tag.data()});
  }
  std::vector<int> status(msgs.size(), 7);
  ASSERT_TRUE(ascon::cuda::aead128_decrypt_many(dec, status));
  for (std::size_t i = 0; i < msgs.size(); ++i) {
    const bool bad = i == 5 || i == 17 || i == 30 || i == 41;
    EXPECT_EQ(status[i], bad ? -1 : 0) << i;
    EXPECT_EQ(pt[i], bad ? Bytes(pt[i].size(), 0) : msgs[i].pt) << i;
  }
}
