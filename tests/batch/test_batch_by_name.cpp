// SPDX-License-Identifier: Apache-2.0 OR MIT
// The batch engine by catalogue name (ascon::batch::sponge_many): every row
// the catalogue marks `batch` equals its single-message function on every
// backend, through both message layouts and with any thread count; its
// known-answer file, as one batch, gives the file's outputs; misuse (names
// without a batch path, wrong key or output lengths, customization where the
// row takes none) fails closed. The rows come from the catalogue: a row added
// to ASCON_CATALOGUE_BATCH is tested here without an edit.
#include <ascon/batch.hpp>
#include <ascon/catalogue.hpp>
#include <ascon/hash256.hpp>
#include <gtest/gtest.h>

#include <map>
#include <random>
#include <string>
#include <vector>

#include "batch_fixture.hpp"
#include "vectors.hpp"

namespace {

using ascon::catalogue::Kind;
using batch_test::Backend;
using batch_test::Bytes;
using batch_test::random_bytes;
using batch_test::Spans;

// Row E's random customization string: z_len bytes for a CXOF, else empty.
template <class E>
Bytes random_customization(std::mt19937_64& rng, std::size_t z_len) {
  return E::kind == Kind::cxof ? random_bytes(rng, z_len) : Bytes{};
}

// The single-message function of row E: out.size() bytes of message m.
template <class E>
void one(const Bytes& key, const Bytes& z, std::span<const std::uint8_t> m, std::span<std::uint8_t> out) {
  using T = typename E::type;
  if constexpr (E::kind == Kind::hash) {
    T::hash(m, std::span<std::uint8_t, T::digest_size>(out.data(), T::digest_size));
  } else if constexpr (E::kind == Kind::xof) {
    T::xof(m, out);
  } else if constexpr (E::kind == Kind::cxof) {
    ASSERT_TRUE(T::cxof(m, z, out));
  } else if constexpr (E::kind == Kind::mac) {
    T::mac(std::span<const std::uint8_t, 16>(key.data(), 16), m, std::span<std::uint8_t, 16>(out.data(), 16));
  } else if constexpr (E::kind == Kind::prf) {
    T::prf(std::span<const std::uint8_t, 16>(key.data(), 16), m, out);
  } else {
    FAIL() << E::info.name << ": a batch row of a kind this test does not know";
  }
}

// Calls f(entry) for every batch row.
template <class F>
void each_batch_row(F&& f) {
  ascon::catalogue::for_each([&](auto e) {
    if constexpr (decltype(e)::batch) f(e);
  });
}

std::size_t batch_rows() {
  std::size_t n = 0;
  for (const auto& a : ascon::catalogue::algorithms) n += a.batch;
  return n;
}

class ByName : public ::testing::TestWithParam<Backend> {
 protected:
  void SetUp() override {
    if (!ascon::batch::available(GetParam()))
      GTEST_SKIP() << "backend " << ascon::batch::backend_name(GetParam()) << " is not available here";
  }
  ascon::batch::Options opts(unsigned threads = 1) const { return {GetParam(), threads}; }
};

TEST_P(ByName, EveryBatchRowEqualsItsSingleMessageFunction) {
  ASSERT_GE(batch_rows(), 3u);
  std::mt19937_64 rng(24);
  each_batch_row([&](auto e) {
    using E = decltype(e);
    const std::string name(E::info.name);
    const Bytes key = random_bytes(rng, E::info.key_size), z = random_customization<E>(rng, 19);
    for (std::size_t out_len : {1u, 16u, 17u, 32u, 40u, 64u}) {
      if (E::info.output_size != 0) out_len = E::info.output_size;
      for (std::size_t count : {1u, 2u, 5u, 17u, 40u}) {
        // Lengths around every block boundary up to 200 bytes, and a few long ones.
        std::vector<Bytes> msgs;
        for (std::size_t i = 0; i < count; ++i)
          msgs.push_back(random_bytes(rng, i % 7 == 6 ? 1000 + rng() % 300 : rng() % 200));
        Bytes outs(out_len * count, 0xee);
        for (unsigned threads : {1u, 3u}) {
          ASSERT_TRUE(
              ascon::batch::sponge_many(name, Spans(msgs.begin(), msgs.end()), out_len, outs, {key, z}, opts(threads)))
              << name;
          for (std::size_t i = 0; i < count; ++i) {
            Bytes want(out_len);
            one<E>(key, z, msgs[i], want);
            ASSERT_EQ(kat::to_hex(want), kat::to_hex(outs.data() + out_len * i, out_len))
                << name << ", out_len " << out_len << ", batch of " << count << ", message " << i << " ("
                << msgs[i].size() << " bytes)";
          }
        }
      }
      if (E::info.output_size != 0) break;
    }
  });
}

TEST_P(ByName, EveryBatchRowStridedEqualsItsSingleMessageFunction) {
  std::mt19937_64 rng(25);
  each_batch_row([&](auto e) {
    using E = decltype(e);
    const std::string name(E::info.name);
    const Bytes key = random_bytes(rng, E::info.key_size), z = random_customization<E>(rng, 8);
    const std::size_t out_len = E::info.output_size != 0 ? E::info.output_size : 24;
    for (std::size_t len : {0u, 7u, 8u, 31u, 32u, 33u, 64u, 100u}) {
      for (std::size_t count : {1u, 3u, 16u, 33u}) {
        const std::size_t stride = len + 5;
        const Bytes buf = random_bytes(rng, stride * count);
        Bytes outs(out_len * count, 0xee);
        ASSERT_TRUE(ascon::batch::sponge_many_strided(name, buf.data(), len, stride, count, out_len, outs.data(),
                                                      {key, z}, opts()));
        for (std::size_t i = 0; i < count; ++i) {
          Bytes want(out_len);
          one<E>(key, z, std::span(buf.data() + i * stride, len), want);
          ASSERT_EQ(kat::to_hex(want), kat::to_hex(outs.data() + out_len * i, out_len))
              << name << ", len " << len << ", message " << i;
        }
      }
    }
  });
}

// Each row's known-answer file (tests/vectors.manifest) as one batch per key
// and customization string: the file's outputs, byte for byte.
TEST_P(ByName, EveryBatchRowsVectorFileAsBatches) {
  each_batch_row([&](auto e) {
    using E = decltype(e);
    const std::string name(E::info.name);
    const auto recs = kat::load_manifest(name);
    ASSERT_GT(recs.size(), 1000u) << name;
    const char* out_field = recs[0].has("MD") ? "MD" : "Tag";
    std::map<std::string, std::vector<const kat::Record*>> groups;  // by key and customization
    for (const auto& r : recs)
      groups[(r.has("Key") ? r.str("Key") : "") + "/" + (r.has("Z") ? r.str("Z") : "")].push_back(&r);
    for (const auto& [args, group] : groups) {
      const Bytes key = group[0]->has("Key") ? group[0]->bytes("Key") : Bytes{};
      const Bytes z = group[0]->has("Z") ? group[0]->bytes("Z") : Bytes{};
      const std::size_t out_len = group[0]->bytes(out_field).size();
      std::vector<Bytes> msgs;
      for (const auto* r : group) {
        ASSERT_EQ(r->bytes(out_field).size(), out_len) << name << ": one output length per group";
        msgs.push_back(r->bytes("Msg"));
      }
      Bytes outs(out_len * msgs.size());
      ASSERT_TRUE(ascon::batch::sponge_many(name, Spans(msgs.begin(), msgs.end()), out_len, outs, {key, z}, opts(2)))
          << name;
      for (std::size_t i = 0; i < group.size(); ++i)
        ASSERT_EQ(kat::to_hex(outs.data() + out_len * i, out_len), group[i]->str(out_field))
            << name << ", record at line " << group[i]->line;
    }
  });
}

INSTANTIATE_TEST_SUITE_P(Backends, ByName, ::testing::ValuesIn(batch_test::tested_backends()), batch_test::name_of);

// A refused call returns its error with every output byte zeroed.
ascon::Error refused(std::string_view name, std::size_t out_len, const ascon::batch::SpongeArgs& args,
                     std::size_t count = 2) {
  const Bytes m(5, 1);
  const Spans msgs(count, std::span<const std::uint8_t>(m));
  Bytes outs(out_len * count, 0x55);
  const ascon::Status s = ascon::batch::sponge_many(name, msgs, out_len, outs, args);
  EXPECT_EQ(outs, Bytes(outs.size(), 0)) << name << ": outputs not zeroed";
  Bytes strided(out_len * count, 0x55);
  const ascon::Status t =
      ascon::batch::sponge_many_strided(name, m.data(), m.size(), m.size(), count, out_len, strided.data(), args);
  EXPECT_EQ(strided, Bytes(strided.size(), 0)) << name << ": strided outputs not zeroed";
  EXPECT_EQ(s.code, t.code) << name << ": the two layouts disagree";
  return s.code;
}

TEST(ByNameMisuse, NamesWithoutABatchPathAreUnavailable) {
  EXPECT_EQ(refused("no-such-algorithm", 32, {}), ascon::Error::unavailable);
  EXPECT_EQ(refused("", 32, {}), ascon::Error::unavailable);
  for (const auto& a : ascon::catalogue::algorithms)
    if (!a.batch) {
      EXPECT_EQ(refused(a.name, 16, {}), ascon::Error::unavailable) << a.name;
    }
}

// Arguments are checked before the backend is asked for; a batch of no
// messages then has nothing to do and succeeds on every backend, built here
// or not (as the CUDA API always did without a GPU).
TEST(ByNameMisuse, AnEmptyBatchSucceedsOnEveryBackend) {
  for (Backend b : ascon::batch::backend_table) {
    const ascon::batch::Options o{b, 1};
    EXPECT_TRUE(ascon::batch::sponge_many("ascon-hash256", {}, 32, {}, {}, o)) << ascon::batch::backend_name(b);
    EXPECT_TRUE(ascon::batch::aead128_encrypt_many({}, o)) << ascon::batch::backend_name(b);
    EXPECT_TRUE(ascon::batch::aead128_decrypt_many({}, {}, o)) << ascon::batch::backend_name(b);
    // ... but a bad argument is still refused.
    EXPECT_EQ(ascon::batch::sponge_many("ascon-hash256", {}, 31, {}, {}, o).code, ascon::Error::bad_length);
  }
}

TEST(ByNameMisuse, AliasesAndCaseReachTheRow) {
  const Bytes m = {'a', 'b', 'c'};
  const Spans msgs{m};
  Bytes a(32), b(32);
  ASSERT_TRUE(ascon::batch::sponge_many("HASH256", msgs, 32, a));
  ASSERT_TRUE(ascon::batch::hash256_many(msgs, b));
  EXPECT_EQ(a, b);
  const auto want = ascon::Hash256::hash(m);
  EXPECT_EQ(kat::to_hex(a), kat::to_hex(want.data(), want.size()));
}

TEST(ByNameMisuse, WrongLengthsAndArgumentsFailClosed) {
  const Bytes key16(16, 7), key15(15, 7), z(3, 1), long_z(257, 1);
  each_batch_row([&](auto e) {
    using E = decltype(e);
    const std::string_view name = E::info.name;
    const std::size_t out_len = E::info.output_size != 0 ? E::info.output_size : 32;
    const Bytes key(E::info.key_size, 9);
    // A key of the wrong size (or a key given to an unkeyed row).
    EXPECT_EQ(refused(name, out_len, {E::info.key_size ? key15 : key16, {}}), ascon::Error::bad_length) << name;
    if (E::info.key_size) {
      EXPECT_EQ(refused(name, out_len, {}), ascon::Error::bad_length) << name << ": no key";
    }
    if constexpr (E::kind == Kind::cxof) {
      EXPECT_EQ(refused(name, out_len, {key, long_z}), ascon::Error::too_long) << name;
    } else {
      EXPECT_EQ(refused(name, out_len, {key, z}), ascon::Error::bad_length) << name << ": customization";
    }
    if (E::info.output_size != 0) {
      EXPECT_EQ(refused(name, out_len + 1, {key, {}}), ascon::Error::bad_length) << name << ": fixed output length";
    }
  });
  // Outputs of the wrong size.
  const Bytes m(3);
  Bytes outs(33, 0x55);
  EXPECT_EQ(ascon::batch::sponge_many("ascon-hash256", Spans{m}, 32, outs).code, ascon::Error::bad_length);
  EXPECT_EQ(outs, Bytes(33, 0));
}

}  // namespace
