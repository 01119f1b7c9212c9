// SPDX-License-Identifier: Apache-2.0 OR MIT
// What the tests of the GPU per-message code share (test_cuda_device_code.cpp,
// test_cuda_staging.cpp): the device state against the core, packed and
// interleaved batches run through the jobs on the CPU, random AEAD cases.
#pragma once

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

namespace cuda_device_test {

inline testutil::Rng gen;  // deterministic, ASCON_TEST_SEED to vary (tests/test_util.hpp)
inline std::mt19937_64& rng = gen.g;
inline Bytes random_bytes(std::size_t n) { return gen.bytes(n); }

inline ascon::State to_core(const g::St& s) {
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
inline std::vector<g::W> interleave(const std::vector<Bytes>& msgs, std::size_t len) {
  Bytes aos;
  for (const auto& m : msgs) aos.insert(aos.end(), m.begin(), m.end());
  std::vector<g::W> words(g::words_for(len) * msgs.size(), g::W{0xdeadbeef, 0xdeadbeef});
  const g::Transpose t{aos.data(), len, len, msgs.size(), words.data()};
  for (std::size_t k = 0; k < t.total(); ++k) g::to_interleaved_job(t, k);
  return words;
}
inline std::vector<Bytes> deinterleave(std::vector<g::W> words, std::size_t len, std::size_t count) {
  Bytes aos(len * count + 1, 0xAA);  // one guard byte
  const g::Transpose t{aos.data(), len, len, count, words.data()};
  for (std::size_t k = 0; k < t.total(); ++k) g::from_interleaved_job(t, k);
  EXPECT_EQ(aos.back(), 0xAA) << "wrote past the end";
  std::vector<Bytes> out;
  for (std::size_t i = 0; i < count; ++i) out.emplace_back(aos.begin() + i * len, aos.begin() + (i + 1) * len);
  return out;
}

inline g::St cxof_init(const Bytes& z) { return g::cxof128_initial_state(z.data(), z.size()); }

// Runs the packed sponge job over all messages.
inline std::vector<Bytes> sponge_packed(const g::St& init, const std::vector<Bytes>& msgs, std::size_t out_len,
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
inline std::vector<Bytes> sponge_interleaved(const g::St& init, const std::vector<Bytes>& msgs, std::size_t len,
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

inline AeadResult aead_packed(const std::vector<AeadCase>& cs, bool decrypt, std::size_t misalign = 0,
                              bool in_place = false) {
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
  const g::AeadPacked d{cs.size(),           keys.data(), nonces.data(), ad.data(),     ad.offsets.data(), in,
                        data.offsets.data(), out,         tag_p,         status.data(), nullptr,           nullptr};
  for (std::size_t i = 0; i < cs.size(); ++i) {
    if (decrypt)
      g::aead_decrypt_packed_job(d, i);
    else
      g::aead_encrypt_packed_job(d, i);
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
inline AeadResult aead_interleaved(const std::vector<AeadCase>& cs, bool decrypt) {
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
  const g::AeadInterleaved d{cs.size(), k.data(), n.data(),   a.data(), ad_len,
                             in.data(), len,      out.data(), t.data(), status.data()};
  for (std::size_t i = 0; i < cs.size(); ++i) {
    if (decrypt)
      g::aead_decrypt_interleaved_job(d, i);
    else
      g::aead_encrypt_interleaved_job(d, i);
  }
  AeadResult r;
  r.out = deinterleave(out, len, cs.size());
  r.tags = deinterleave(t, 16, cs.size());
  if (decrypt) r.status = status;
  return r;
}

// The core's answer for one AEAD case: ciphertext and tag.
inline std::pair<Bytes, Bytes> core_encrypt(const AeadCase& c) {
  ascon::Aead128 aead(std::span<const std::uint8_t, 16>(c.key.data(), 16));
  Bytes ct(c.in.size()), tag(16);
  EXPECT_TRUE(aead.encrypt_detached(std::span<const std::uint8_t, 16>(c.nonce.data(), 16), c.in, c.ad, ct,
                                    std::span<std::uint8_t, 16>(tag.data(), 16)));
  return {ct, tag};
}

inline AeadCase random_case(std::size_t ad_len, std::size_t len) {
  return AeadCase{random_bytes(16), random_bytes(16), random_bytes(ad_len), random_bytes(len), {}};
}

}  // namespace cuda_device_test
