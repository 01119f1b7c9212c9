// SPDX-License-Identifier: Apache-2.0 OR MIT
// ascon::batch against the single-message core: every backend this machine
// runs must give exactly the core's bytes on random batches of 1..33
// messages (so every lane count sees a partial last round of lanes), mixed
// and equal lengths, 1/2/4 threads; AEAD round trips where a tampered tag
// fails only its own message; and the vector files as whole batches.
#include <ascon/aead128.hpp>
#include <ascon/batch.hpp>
#include <ascon/hash256.hpp>
#include <ascon/xof128.hpp>
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <limits>
#include <cstring>
#include <map>
#include <random>
#include <string>
#include <vector>

#include "vectors.hpp"

namespace {

using ascon::batch::Backend;
using Bytes = std::vector<std::uint8_t>;
using Spans = std::vector<std::span<const std::uint8_t>>;

Bytes random_bytes(std::mt19937_64& rng, std::size_t n) {
  Bytes b(n);
  for (auto& v : b) v = static_cast<std::uint8_t>(rng());
  return b;
}

// Lengths 0..300 with a few long ones, so lanes finish at different times.
std::vector<Bytes> random_messages(std::mt19937_64& rng, std::size_t count) {
  std::vector<Bytes> m;
  for (std::size_t i = 0; i < count; ++i) {
    std::size_t len = rng() % 301;
    if (rng() % 11 == 0) len = 1000 + rng() % 5000;
    m.push_back(random_bytes(rng, len));
  }
  return m;
}

Spans spans_of(const std::vector<Bytes>& m) { return Spans(m.begin(), m.end()); }

class BatchTest : public ::testing::TestWithParam<Backend> {
 protected:
  void SetUp() override {
    if (!ascon::batch::available(GetParam()))
      GTEST_SKIP() << "backend " << ascon::batch::backend_name(GetParam())
                   << " is not available on this machine (CPU lacks it or not built): not tested here";
  }
  ascon::batch::Options opts(unsigned threads = 1) const { return {GetParam(), threads}; }
};

TEST_P(BatchTest, Hash256MixedLengthsEqualsCore) {
  std::mt19937_64 rng(1);
  for (std::size_t count = 1; count <= 33; ++count) {
    auto msgs = random_messages(rng, count);
    Bytes digests(32 * count);
    ASSERT_TRUE(ascon::batch::hash256_many(spans_of(msgs), digests, opts()));
    for (std::size_t i = 0; i < count; ++i) {
      const auto want = ascon::Hash256::hash(msgs[i]);
      ASSERT_EQ(kat::to_hex(digests.data() + 32 * i, 32), kat::to_hex(want.data(), 32))
          << "batch of " << count << ", message " << i << " (" << msgs[i].size() << " bytes)";
    }
  }
}

TEST_P(BatchTest, Hash256StridedEqualsCore) {
  std::mt19937_64 rng(2);
  for (std::size_t len : {0u, 1u, 7u, 8u, 9u, 63u, 64u, 65u, 1024u}) {
    for (std::size_t count : {1u, 2u, 3u, 5u, 8u, 15u, 16u, 17u, 31u, 33u}) {
      const std::size_t stride = len + 3;  // not a multiple of 8: unaligned words
      const Bytes buf = random_bytes(rng, stride * count);
      Bytes digests(32 * count, 0xee);
      ASSERT_TRUE(ascon::batch::hash256_many_strided(buf.data(), len, stride, count, digests.data(), opts()));
      for (std::size_t i = 0; i < count; ++i) {
        const auto want = ascon::Hash256::hash(std::span(buf.data() + i * stride, len));
        ASSERT_EQ(0, std::memcmp(want.data(), digests.data() + 32 * i, 32)) << "len " << len << " message " << i;
      }
    }
  }
}

TEST_P(BatchTest, Xof128EqualsCore) {
  std::mt19937_64 rng(3);
  for (std::size_t out_len : {0u, 1u, 8u, 31u, 32u, 33u, 100u}) {
    const std::size_t count = 1 + rng() % 33;
    auto msgs = random_messages(rng, count);
    Bytes outs(out_len * count);
    ASSERT_TRUE(ascon::batch::xof128_many(spans_of(msgs), out_len, outs, opts()));
    for (std::size_t i = 0; i < count; ++i) {
      Bytes want(out_len);
      ascon::Xof128::xof(msgs[i], want);
      ASSERT_EQ(kat::to_hex(want), kat::to_hex(outs.data() + out_len * i, out_len)) << "out_len " << out_len;
    }
  }
}

TEST_P(BatchTest, Cxof128EqualsCore) {
  std::mt19937_64 rng(4);
  for (std::size_t zlen : {0u, 1u, 7u, 8u, 9u, 100u, 256u}) {
    const Bytes z = random_bytes(rng, zlen);
    const std::size_t count = 1 + rng() % 33, out_len = 40;
    auto msgs = random_messages(rng, count);
    Bytes outs(out_len * count);
    ASSERT_TRUE(ascon::batch::cxof128_many(spans_of(msgs), z, out_len, outs, opts()));
    for (std::size_t i = 0; i < count; ++i) {
      Bytes want(out_len);
      ASSERT_TRUE(ascon::Cxof128::cxof(msgs[i], z, want));
      ASSERT_EQ(kat::to_hex(want), kat::to_hex(outs.data() + out_len * i, out_len)) << "|Z| " << zlen;
    }
  }
  Bytes outs(8);
  const Bytes big(257);
  EXPECT_EQ(ascon::batch::cxof128_many(Spans(1), big, 8, outs, opts()).code, ascon::Error::too_long);
}

// Random AEAD messages: each with its own key, nonce, AD and plaintext.
struct AeadBatch {
  std::vector<Bytes> keys, nonces, ads, pts, cts, tags;
  std::vector<ascon::batch::AeadMessage> msgs;
  AeadBatch(std::mt19937_64& rng, std::size_t count) {
    for (std::size_t i = 0; i < count; ++i) {
      keys.push_back(random_bytes(rng, 16));
      nonces.push_back(random_bytes(rng, 16));
      ads.push_back(random_bytes(rng, rng() % 3 == 0 ? 0 : rng() % 70));
      std::size_t len = rng() % 301;
      if (rng() % 11 == 0) len = 1000 + rng() % 5000;
      pts.push_back(random_bytes(rng, len));
      cts.emplace_back(len);
      tags.emplace_back(16);
    }
    point(pts, cts);
  }
  void point(std::vector<Bytes>& in, std::vector<Bytes>& out) {
    msgs.clear();
    for (std::size_t i = 0; i < keys.size(); ++i)
      msgs.push_back({keys[i].data(), nonces[i].data(), ads[i].data(), ads[i].size(), in[i].data(), in[i].size(),
                      out[i].data(), tags[i].data()});
  }
};

// Decrypts b's ciphertexts into fresh buffers (filled with 0xAA first) and
// checks every message: a bad one fails alone (status -1, output zeroed),
// every other one verifies and gives its plaintext.
void decrypt_and_check(AeadBatch& b, const std::vector<bool>& bad, const ascon::batch::Options& o) {
  const std::size_t count = b.msgs.size();
  std::vector<Bytes> out(count);
  for (std::size_t i = 0; i < count; ++i) out[i].assign(b.cts[i].size(), 0xAA);
  b.point(b.cts, out);
  std::vector<int> status(count, 7);
  ASSERT_TRUE(ascon::batch::aead128_decrypt_many(b.msgs, status, o));
  for (std::size_t i = 0; i < count; ++i) {
    if (bad[i]) {
      EXPECT_EQ(status[i], -1) << "message " << i;
      EXPECT_EQ(out[i], Bytes(out[i].size(), 0)) << "failed message " << i << " must have zeroed output";
    } else {
      EXPECT_EQ(status[i], 0) << "message " << i;
      EXPECT_EQ(kat::to_hex(out[i]), kat::to_hex(b.pts[i])) << "message " << i;
    }
  }
}

TEST_P(BatchTest, Aead128EncryptEqualsCoreAndDecrypts) {
  std::mt19937_64 rng(5);
  for (std::size_t count = 1; count <= 33; ++count) {
    AeadBatch b(rng, count);
    ASSERT_TRUE(ascon::batch::aead128_encrypt_many(b.msgs, opts()));
    for (std::size_t i = 0; i < count; ++i) {
      const ascon::Aead128 a(std::span<const std::uint8_t, 16>(b.keys[i].data(), 16));
      Bytes ct(b.pts[i].size());
      std::array<std::uint8_t, 16> tag{};
      ASSERT_TRUE(a.encrypt_detached(std::span<const std::uint8_t, 16>(b.nonces[i].data(), 16), b.pts[i], b.ads[i],
                                     ct, tag));
      ASSERT_EQ(kat::to_hex(ct), kat::to_hex(b.cts[i])) << "batch of " << count << ", message " << i;
      ASSERT_EQ(kat::to_hex(tag.data(), 16), kat::to_hex(b.tags[i])) << "batch of " << count << ", message " << i;
    }
    // Decrypt in place: the ciphertext buffers become the plaintexts.
    std::vector<Bytes> io = b.cts;
    b.point(io, io);
    std::vector<int> status(count, 7);
    ASSERT_TRUE(ascon::batch::aead128_decrypt_many(b.msgs, status, opts()));
    for (std::size_t i = 0; i < count; ++i) {
      EXPECT_EQ(status[i], 0);
      ASSERT_EQ(kat::to_hex(io[i]), kat::to_hex(b.pts[i]));
    }
  }
}

TEST_P(BatchTest, TamperedMessageFailsAloneWithZeroedOutput) {
  std::mt19937_64 rng(6);
  for (std::size_t count : {1u, 2u, 3u, 9u, 17u, 33u}) {
    AeadBatch b(rng, count);
    ASSERT_TRUE(ascon::batch::aead128_encrypt_many(b.msgs, opts()));
    std::vector<bool> bad(count);
    for (std::size_t i = 0; i < count; ++i) {
      bad[i] = i < 3 || rng() % 3 == 0;  // the first three: one of each kind
      if (!bad[i]) continue;
      // A tag bit, a ciphertext byte, or the AD (a byte changed, or one
      // appended when it is empty); i % 3 so every kind occurs in every batch size.
      switch (i % 3) {
        case 0: b.tags[i][rng() % 16] ^= static_cast<std::uint8_t>(1u << (rng() % 8)); break;
        case 1:
          if (!b.cts[i].empty()) b.cts[i][rng() % b.cts[i].size()] ^= 0x01;
          else b.tags[i][0] ^= 0x80;
          break;
        default:
          if (!b.ads[i].empty()) b.ads[i][rng() % b.ads[i].size()] ^= 0x01;
          else b.ads[i].push_back(0);
          break;
      }
    }
    decrypt_and_check(b, bad, opts());
  }
}

// Lanes take messages longest first, 512 at a time (src/batch/engine.hpp):
// batches over one window, lengths shuffled, still give each message its own
// digest, ciphertext and status.
TEST_P(BatchTest, ManyMixedLengthsAcrossOrderWindowsStayInPlace) {
  std::mt19937_64 rng(8);
  const std::size_t count = 1100;
  std::vector<Bytes> msgs;
  for (std::size_t i = 0; i < count; ++i) msgs.push_back(random_bytes(rng, rng() % 97));
  Bytes digests(32 * count);
  ASSERT_TRUE(ascon::batch::hash256_many(spans_of(msgs), digests, opts()));
  for (std::size_t i = 0; i < count; ++i)
    ASSERT_EQ(kat::to_hex(digests.data() + 32 * i, 32), kat::to_hex(ascon::Hash256::hash(msgs[i]).data(), 32))
        << "message " << i;

  AeadBatch b(rng, count);
  ASSERT_TRUE(ascon::batch::aead128_encrypt_many(b.msgs, opts()));
  std::vector<bool> bad(count);
  for (std::size_t i = 0; i < count; i += 7) {  // every 7th fails
    b.tags[i][i % 16] ^= 0x10;
    bad[i] = true;
  }
  decrypt_and_check(b, bad, opts());
}

TEST_P(BatchTest, ThreadCountsGiveTheSameBytes) {
  std::mt19937_64 rng(7);
  // Big enough that 2 and 4 threads really start with every backend (a
  // thread gets at least min_bytes_per_thread in src/batch/engine.hpp: up to
  // 146 KiB for Hash256 and 353 KiB for AEAD128).
  std::vector<Bytes> msgs;
  for (int i = 0; i < 600; ++i) msgs.push_back(random_bytes(rng, 300 + rng() % 1500));
  Bytes one(32 * msgs.size());
  ASSERT_TRUE(ascon::batch::hash256_many(spans_of(msgs), one, opts(1)));
  for (std::size_t i = 0; i < msgs.size(); ++i) {
    const auto want = ascon::Hash256::hash(msgs[i]);
    ASSERT_EQ(0, std::memcmp(want.data(), one.data() + 32 * i, 32));
  }
  AeadBatch ref(rng, 3200);
  ASSERT_TRUE(ascon::batch::aead128_encrypt_many(ref.msgs, opts(1)));
  for (unsigned t : {2u, 4u, 0u}) {
    Bytes d(one.size());
    ASSERT_TRUE(ascon::batch::hash256_many(spans_of(msgs), d, opts(t)));
    EXPECT_EQ(d, one) << t << " threads";
    std::vector<Bytes> cts(ref.pts.size()), tags(ref.pts.size(), Bytes(16));
    for (std::size_t i = 0; i < cts.size(); ++i) cts[i].resize(ref.pts[i].size());
    AeadBatch b = ref;
    b.tags = tags;
    b.point(b.pts, cts);
    ASSERT_TRUE(ascon::batch::aead128_encrypt_many(b.msgs, opts(t)));
    EXPECT_EQ(cts, ref.cts) << t << " threads";
    EXPECT_EQ(b.tags, ref.tags) << t << " threads";
  }
}

TEST_P(BatchTest, Hash256VectorFileAsOneBatch) {
  const auto recs = kat::load_manifest("ascon-hash256");
  ASSERT_GT(recs.size(), 1000u);
  std::vector<Bytes> msgs;
  for (const auto& r : recs) msgs.push_back(r.bytes("Msg"));
  Bytes d(32 * msgs.size());
  ASSERT_TRUE(ascon::batch::hash256_many(spans_of(msgs), d, opts(2)));
  for (std::size_t i = 0; i < recs.size(); ++i)
    ASSERT_EQ(kat::to_hex(d.data() + 32 * i, 32), recs[i].str("MD")) << "record at line " << recs[i].line;
}

TEST_P(BatchTest, Xof128VectorFileAsOneBatch) {
  const auto recs = kat::load_manifest("ascon-xof128");
  ASSERT_GT(recs.size(), 1000u);
  std::vector<Bytes> msgs;
  for (const auto& r : recs) msgs.push_back(r.bytes("Msg"));
  const std::size_t n = recs[0].bytes("MD").size();
  Bytes d(n * msgs.size());
  ASSERT_TRUE(ascon::batch::xof128_many(spans_of(msgs), n, d, opts()));
  for (std::size_t i = 0; i < recs.size(); ++i)
    ASSERT_EQ(kat::to_hex(d.data() + n * i, n), recs[i].str("MD")) << "record at line " << recs[i].line;
}

TEST_P(BatchTest, Cxof128VectorFileOneBatchPerCustomization) {
  const auto recs = kat::load_manifest("ascon-cxof128");
  ASSERT_GT(recs.size(), 1000u);
  std::map<std::string, std::vector<const kat::Record*>> by_z;
  for (const auto& r : recs) by_z[r.str("Z")].push_back(&r);
  for (const auto& [z, group] : by_z) {
    std::vector<Bytes> msgs;
    for (const auto* r : group) msgs.push_back(r->bytes("Msg"));
    const std::size_t n = group[0]->bytes("MD").size();
    Bytes d(n * msgs.size());
    ASSERT_TRUE(ascon::batch::cxof128_many(spans_of(msgs), kat::hex(z), n, d, opts()));
    for (std::size_t i = 0; i < group.size(); ++i)
      ASSERT_EQ(kat::to_hex(d.data() + n * i, n), group[i]->str("MD")) << "record at line " << group[i]->line;
  }
}

TEST_P(BatchTest, Aead128VectorFileAsOneBatch) {
  const auto recs = kat::load_manifest("ascon-aead128");
  ASSERT_GT(recs.size(), 1000u);
  std::vector<Bytes> keys, nonces, ads, pts, cts, tags, expect;
  for (const auto& r : recs) {
    keys.push_back(r.bytes("Key"));
    nonces.push_back(r.bytes("Nonce"));
    ads.push_back(r.bytes("AD"));
    pts.push_back(r.bytes("PT"));
    expect.push_back(r.bytes("CT"));
    cts.emplace_back(pts.back().size());
    tags.emplace_back(16);
  }
  std::vector<ascon::batch::AeadMessage> msgs;
  for (std::size_t i = 0; i < recs.size(); ++i)
    msgs.push_back({keys[i].data(), nonces[i].data(), ads[i].data(), ads[i].size(), pts[i].data(), pts[i].size(),
                    cts[i].data(), tags[i].data()});
  ASSERT_TRUE(ascon::batch::aead128_encrypt_many(msgs, opts()));
  for (std::size_t i = 0; i < recs.size(); ++i) {
    Bytes got = cts[i];
    got.insert(got.end(), tags[i].begin(), tags[i].end());
    ASSERT_EQ(kat::to_hex(got), recs[i].str("CT")) << "record at line " << recs[i].line;
  }
  // And back, with the tags taken from the file.
  std::vector<Bytes> back(recs.size());
  for (std::size_t i = 0; i < recs.size(); ++i) {
    back[i].resize(pts[i].size());
    std::memcpy(tags[i].data(), expect[i].data() + pts[i].size(), 16);
    msgs[i].in = expect[i].data();
    msgs[i].out = back[i].data();
  }
  std::vector<int> status(recs.size(), 7);
  ASSERT_TRUE(ascon::batch::aead128_decrypt_many(msgs, status, opts()));
  for (std::size_t i = 0; i < recs.size(); ++i) {
    ASSERT_EQ(status[i], 0) << "record at line " << recs[i].line;
    ASSERT_EQ(back[i], pts[i]) << "record at line " << recs[i].line;
  }
}

// Misuse of any batch function fails closed: the error is returned, every
// per-message status says failure and every output the caller gave is zeroed
// (a caller that ignores the returned Status sees no stale or partial data).
TEST_P(BatchTest, MisuseOfEveryFunctionFailsClosed) {
  const Bytes m(10, 0x11);
  const Spans one{m};
  const Bytes z300(300);
  Bytes d(31, 0x55);
  EXPECT_EQ(ascon::batch::hash256_many(one, d, opts()).code, ascon::Error::bad_length);
  EXPECT_EQ(d, Bytes(31, 0)) << "hash256_many";
  d.assign(32, 0x55);
  EXPECT_EQ(ascon::batch::hash256_many_strided(nullptr, 10, 10, 1, d.data(), opts()).code, ascon::Error::null_pointer);
  EXPECT_EQ(d, Bytes(32, 0)) << "hash256_many_strided";
  d.assign(64, 0x55);
  EXPECT_EQ(ascon::batch::hash256_many_strided(m.data(), 10, 5, 2, d.data(), opts()).code, ascon::Error::bad_length);
  EXPECT_EQ(d, Bytes(64, 0)) << "hash256_many_strided, stride < length";
  d.assign(21, 0x55);
  EXPECT_EQ(ascon::batch::xof128_many(one, 20, d, opts()).code, ascon::Error::bad_length);
  EXPECT_EQ(d, Bytes(21, 0)) << "xof128_many";
  d.assign(20, 0x55);
  EXPECT_EQ(ascon::batch::cxof128_many(one, z300, 20, d, opts()).code, ascon::Error::too_long);
  EXPECT_EQ(d, Bytes(20, 0)) << "cxof128_many, customization too long";
  d.assign(19, 0x55);
  EXPECT_EQ(ascon::batch::cxof128_many(one, {}, 20, d, opts()).code, ascon::Error::bad_length);
  EXPECT_EQ(d, Bytes(19, 0)) << "cxof128_many";

  // AEAD: two messages, the second one broken in turn; both outputs zeroed,
  // both tags zeroed (encrypt), both statuses failed (decrypt).
  std::mt19937_64 rng(9);
  enum Break { null_key, null_in, overlap, status_size };
  for (Break br : {null_key, null_in, overlap, status_size}) {
    for (bool decrypt : {false, true}) {
      AeadBatch b(rng, 2);
      for (auto& p : b.pts) p.resize(40, 0x22);
      for (auto& c : b.cts) c.assign(40, 0x55);
      for (auto& t : b.tags) t.assign(16, 0x55);
      b.point(b.pts, b.cts);
      Bytes shared(60, 0x66);  // for the overlap case: out = in + 8
      ascon::Error want = ascon::Error::null_pointer;
      if (br == null_key) b.msgs[1].key = nullptr;
      if (br == null_in) b.msgs[1].in = nullptr;
      if (br == overlap) {
        b.msgs[1].in = shared.data();
        b.msgs[1].out = shared.data() + 8;
        want = ascon::Error::overlapping_buffers;
      }
      std::vector<int> status(br == status_size ? 3 : 2, 7);
      if (br == status_size) {
        if (!decrypt) continue;
        want = ascon::Error::bad_length;
      }
      const ascon::Status st = decrypt ? ascon::batch::aead128_decrypt_many(b.msgs, status, opts())
                                       : ascon::batch::aead128_encrypt_many(b.msgs, opts());
      const std::string what = std::string(decrypt ? "decrypt" : "encrypt") + ", case " + std::to_string(br);
      EXPECT_EQ(st.code, want) << what;
      EXPECT_EQ(b.cts[0], Bytes(40, 0)) << what;
      if (br != overlap) {
        EXPECT_EQ(b.cts[1], Bytes(40, 0)) << what;
      }
      if (decrypt) {
        EXPECT_EQ(status, std::vector<int>(status.size(), -1)) << what;
      } else {
        EXPECT_EQ(b.tags[0], Bytes(16, 0)) << what;
        EXPECT_EQ(b.tags[1], Bytes(16, 0)) << what;
      }
    }
  }
  // Empty batches are fine.
  EXPECT_TRUE(ascon::batch::hash256_many({}, {}, opts()));
  EXPECT_TRUE(ascon::batch::aead128_encrypt_many({}, opts()));
  EXPECT_TRUE(ascon::batch::aead128_decrypt_many({}, {}, opts()));
}

// Sizes that only look right because a product wrapped:
// 2 messages of out_len 2^(bits-1) bytes "need" 0 bytes. Each must be refused
// before any message or output is touched (the old code wrote past `outs`).
TEST_P(BatchTest, SizeProductsThatWrapAreRefused) {
  const Bytes m(10, 0x11);
  const Spans two{m, m};
  constexpr std::size_t half = std::numeric_limits<std::size_t>::max() / 2 + 1;
  Bytes none;
  EXPECT_EQ(ascon::batch::xof128_many(two, half, none, opts()).code, ascon::Error::bad_length);
  EXPECT_EQ(ascon::batch::cxof128_many(two, {}, half, none, opts()).code, ascon::Error::bad_length);
  // A message count whose 32-byte digests wrap to 0 bytes: refused before the
  // (never dereferenced) message list is read.
  const std::span<const std::span<const std::uint8_t>> huge(two.data(), half / 16);
  EXPECT_EQ(ascon::batch::hash256_many(huge, none, opts()).code, ascon::Error::bad_length);
  EXPECT_EQ(ascon::batch::xof128_many(huge, 64, none, opts()).code, ascon::Error::bad_length);
  // Strided: the last message would lie past the end of the address space.
  Bytes d(64);
  EXPECT_EQ(ascon::batch::hash256_many_strided(m.data(), 10, std::numeric_limits<std::size_t>::max() - 5, 2, d.data(), opts()).code,
            ascon::Error::too_long);
  EXPECT_EQ(ascon::batch::hash256_many_strided(m.data(), 0, 0, half / 16, d.data(), opts()).code,
            ascon::Error::too_long);
}

// Every status is failure after a refused call, for a backend this machine
// lacks too (the Status says unavailable; a caller ignoring it is still safe).
TEST(BatchDispatchMisuse, UnavailableBackendFailsEveryMessage) {
  Backend missing = Backend::automatic;
  for (Backend b : ascon::batch::backend_table)
    if (!ascon::batch::available(b)) missing = b;
  if (missing == Backend::automatic) GTEST_SKIP() << "every backend is available here";
  std::mt19937_64 rng(10);
  AeadBatch b(rng, 3);
  std::vector<int> status(3, 7);
  for (auto& c : b.cts) c.assign(c.size(), 0x55);
  EXPECT_EQ(ascon::batch::aead128_decrypt_many(b.msgs, status, {missing, 1}).code, ascon::Error::unavailable);
  EXPECT_EQ(status, std::vector<int>(3, -1));
  for (auto& c : b.cts) EXPECT_EQ(c, Bytes(c.size(), 0));
  Bytes d(32, 0x55);
  const Bytes m(3);
  EXPECT_EQ(ascon::batch::hash256_many(Spans{m}, d, {missing, 1}).code, ascon::Error::unavailable);
  EXPECT_EQ(d, Bytes(32, 0));
}

std::string name_of(const ::testing::TestParamInfo<Backend>& i) { return ascon::batch::backend_name(i.param); }

// `automatic`, then every backend this build has: one this machine cannot run
// is skipped with a message, a new one is tested without an edit here.
std::vector<Backend> tested_backends() {
  std::vector<Backend> v{Backend::automatic};
  for (Backend b : ascon::batch::all_backends()) v.push_back(b);
  return v;
}

INSTANTIATE_TEST_SUITE_P(Backends, BatchTest, ::testing::ValuesIn(tested_backends()), name_of);

TEST(BatchDispatch, NamesAndAvailability) {
  EXPECT_STREQ(ascon::batch::backend_name(Backend::portable), "portable");
  EXPECT_STREQ(ascon::batch::backend_name(Backend::avx512), "avx512");
  EXPECT_TRUE(ascon::batch::available(Backend::portable));
  EXPECT_TRUE(ascon::batch::available(ascon::batch::best_backend()));
  EXPECT_NE(ascon::batch::best_backend(), Backend::automatic);
  // An unavailable backend is refused, never silently replaced.
  for (Backend b : ascon::batch::backend_table) {
    if (ascon::batch::available(b)) continue;
    Bytes d(32);
    EXPECT_EQ(ascon::batch::hash256_many(Spans(1), d, {b, 1}).code, ascon::Error::unavailable)
        << ascon::batch::backend_name(b);
  }
}

// The lists generated from the backend table agree: names round-trip and are
// distinct, all_backends() is the table's order less what this build lacks,
// and every backend this machine runs is in it.
TEST(BatchDispatch, BackendTableListsAgree) {
  std::vector<std::string> names;
  for (Backend b : ascon::batch::backend_table) {
    Backend parsed = Backend::automatic;
    ASSERT_TRUE(ascon::batch::backend_from_name(ascon::batch::backend_name(b), parsed)) << ascon::batch::backend_name(b);
    EXPECT_EQ(parsed, b);
    names.push_back(ascon::batch::backend_name(b));
  }
  std::sort(names.begin(), names.end());
  EXPECT_EQ(std::unique(names.begin(), names.end()), names.end());
  Backend parsed = Backend::portable;
  EXPECT_TRUE(ascon::batch::backend_from_name("automatic", parsed));
  EXPECT_EQ(parsed, Backend::automatic);
  EXPECT_FALSE(ascon::batch::backend_from_name("avx3", parsed));
  EXPECT_FALSE(ascon::batch::backend_from_name(nullptr, parsed));

  const auto built = ascon::batch::all_backends();
  std::size_t at = 0;
  for (Backend b : ascon::batch::backend_table)
    if (at < built.size() && built.items[at] == b) ++at;
  EXPECT_EQ(at, built.size()) << "all_backends() is not in table order";
  EXPECT_NE(std::find(built.begin(), built.end(), Backend::portable), built.end());
  EXPECT_NE(std::find(built.begin(), built.end(), ascon::batch::best_backend()), built.end());
  for (Backend b : ascon::batch::backend_table)
    if (ascon::batch::available(b)) {
      EXPECT_NE(std::find(built.begin(), built.end(), b), built.end()) << ascon::batch::backend_name(b);
    }
}

// scripts/test.d/30-batch.sh runs this binary with ASCON_BATCH_BACKEND=portable:
// then `automatic` must really be the portable backend.
TEST(BatchDispatch, EnvironmentVariableChoosesTheBackend) {
  const char* env = std::getenv("ASCON_BATCH_BACKEND");
  if (!env || !*env) GTEST_SKIP() << "ASCON_BATCH_BACKEND not set";
  EXPECT_STREQ(ascon::batch::backend_name(ascon::batch::best_backend()), env);
}

}  // namespace
