// SPDX-License-Identifier: Apache-2.0 OR MIT
// What the batch tests share (test_batch.cpp, test_batch_aead.cpp): random
// messages, the per-backend fixture, a random AEAD batch.
#pragma once

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

// A named namespace: gtest needs one fixture type across both test files.
namespace batch_test {

using ascon::batch::Backend;
using Bytes = std::vector<std::uint8_t>;
using Spans = std::vector<std::span<const std::uint8_t>>;

// The parameters of every backend-parameterized suite: `automatic`, then
// every backend this build has (one this machine cannot run is skipped with a
// message, a new one is tested without an edit), named by backend_name.
inline std::vector<Backend> tested_backends() {
  std::vector<Backend> v{Backend::automatic};
  for (Backend b : ascon::batch::all_backends()) v.push_back(b);
  return v;
}
inline std::string name_of(const ::testing::TestParamInfo<Backend>& i) { return ascon::batch::backend_name(i.param); }

inline Bytes random_bytes(std::mt19937_64& rng, std::size_t n) {
  Bytes b(n);
  for (auto& v : b) v = static_cast<std::uint8_t>(rng());
  return b;
}

// Lengths 0..300 with a few long ones, so lanes finish at different times.
inline std::vector<Bytes> random_messages(std::mt19937_64& rng, std::size_t count) {
  std::vector<Bytes> m;
  for (std::size_t i = 0; i < count; ++i) {
    std::size_t len = rng() % 301;
    if (rng() % 11 == 0) len = 1000 + rng() % 5000;
    m.push_back(random_bytes(rng, len));
  }
  return m;
}

inline Spans spans_of(const std::vector<Bytes>& m) { return Spans(m.begin(), m.end()); }

class BatchTest : public ::testing::TestWithParam<Backend> {
 protected:
  void SetUp() override {
    if (!ascon::batch::available(GetParam()))
      GTEST_SKIP() << "backend " << ascon::batch::backend_name(GetParam())
                   << " is not available on this machine (CPU lacks it or not built): not tested here";
  }
  ascon::batch::Options opts(unsigned threads = 1) const { return {GetParam(), threads}; }
};

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
inline void decrypt_and_check(AeadBatch& b, const std::vector<bool>& bad, const ascon::batch::Options& o) {
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

}  // namespace batch_test
