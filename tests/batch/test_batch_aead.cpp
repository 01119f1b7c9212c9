// SPDX-License-Identifier: Apache-2.0 OR MIT
// ascon::batch AEAD against the core (round trips, a tampered message failing
// alone, the vector file as one batch), and misuse: every function fails
// closed, and sizes whose product wraps are refused. Backends: test_batch.cpp.
#include "batch_fixture.hpp"

namespace {

using namespace batch_test;

TEST_P(BatchTest, Aead128EncryptEqualsCoreAndDecrypts) {
  std::mt19937_64 rng(5);
  for (std::size_t count = 1; count <= 33; ++count) {
    AeadBatch b(rng, count);
    ASSERT_TRUE(ascon::batch::aead128_encrypt_many(b.msgs, opts()));
    for (std::size_t i = 0; i < count; ++i) {
      const ascon::Aead128 a(std::span<const std::uint8_t, 16>(b.keys[i].data(), 16));
      Bytes ct(b.pts[i].size());
      std::array<std::uint8_t, 16> tag{};
      ASSERT_TRUE(
          a.encrypt_detached(std::span<const std::uint8_t, 16>(b.nonces[i].data(), 16), b.pts[i], b.ads[i], ct, tag));
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
        case 0:
          b.tags[i][rng() % 16] ^= static_cast<std::uint8_t>(1u << (rng() % 8));
          break;
        case 1:
          if (!b.cts[i].empty())
            b.cts[i][rng() % b.cts[i].size()] ^= 0x01;
          else
            b.tags[i][0] ^= 0x80;
          break;
        default:
          if (!b.ads[i].empty())
            b.ads[i][rng() % b.ads[i].size()] ^= 0x01;
          else
            b.ads[i].push_back(0);
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
  EXPECT_EQ(
      ascon::batch::hash256_many_strided(m.data(), 10, std::numeric_limits<std::size_t>::max() - 5, 2, d.data(), opts())
          .code,
      ascon::Error::too_long);
  EXPECT_EQ(ascon::batch::hash256_many_strided(m.data(), 0, 0, half / 16, d.data(), opts()).code,
            ascon::Error::too_long);
}

}  // namespace
