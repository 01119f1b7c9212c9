// SPDX-License-Identifier: Apache-2.0 OR MIT
// ascon::batch against the single-message core: every backend this machine
// runs must give exactly the core's bytes on random batches of 1..33
// messages (so every lane count sees a partial last round of lanes), mixed
// and equal lengths, 1/2/4 threads; AEAD round trips where a tampered tag
// fails only its own message; and the vector files as whole batches.
#include "batch_fixture.hpp"
#include <ascon/detail/cpu.hpp>

namespace {

using namespace batch_test;

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
    ASSERT_TRUE(ascon::batch::backend_from_name(ascon::batch::backend_name(b), parsed))
        << ascon::batch::backend_name(b);
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

// A built x86 kernel is available exactly when this CPU (and its OS) has
// the instructions it needs: AVX2 + BMI1/2 for avx2, AVX-512F for avx512.
// Every other batch test skips a backend that says it is unavailable, so a
// wrong answer here would hide a backend from them all (the dispatcher once
// read the feature bits into the wrong fields: avx512 never ran, and avx2
// ran only on CPUs with AVX-512).
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
TEST(BatchDispatch, X86AvailabilityFollowsTheCpu) {
  const auto f = ascon::detail::x86_features();
  const auto built = ascon::batch::all_backends();
  const auto is_built = [&](Backend b) { return std::find(built.begin(), built.end(), b) != built.end(); };
  EXPECT_EQ(ascon::batch::available(Backend::avx2), is_built(Backend::avx2) && f.v3);
  EXPECT_EQ(ascon::batch::available(Backend::avx512), is_built(Backend::avx512) && f.avx512f);
}
#endif

// scripts/test.d/30-batch.sh runs this binary with ASCON_BATCH_BACKEND=portable:
// then `automatic` must really be the portable backend.
TEST(BatchDispatch, EnvironmentVariableChoosesTheBackend) {
  const char* env = std::getenv("ASCON_BATCH_BACKEND");
  if (!env || !*env) GTEST_SKIP() << "ASCON_BATCH_BACKEND not set";
  EXPECT_STREQ(ascon::batch::backend_name(ascon::batch::best_backend()), env);
}

}  // namespace
