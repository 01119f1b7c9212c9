// SPDX-License-Identifier: Apache-2.0 OR MIT
// The CUDA host API's staging, run on the CPU: the chunk layout it builds in
// its pinned buffer, and the wiping of what it staged once a chunk is delivered.
#include "device_code_util.hpp"

using namespace cuda_device_test;

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
  const g::AeadPacked d{n, b,        b + nonces, b + ad.data,     u64(ad.offsets),  b + data.data, u64(data.offsets),
                        o, b + tags, nullptr,    u64(ad.lengths), u64(data.lengths)};
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
  const g::SpongePacked sp{g::sponge_initial_state(g::hash256_iv),
                           b + l.data,
                           u64(l.offsets),
                           msgs.size(),
                           digests.data(),
                           32,
                           u64(l.lengths)};
  for (std::size_t i = 0; i < msgs.size(); ++i) g::sponge_packed_job(sp, i);
  for (std::size_t i = 0; i < msgs.size(); ++i) {
    Bytes want(32);
    ascon::Hash256::hash(msgs[i], std::span<std::uint8_t, 32>(want.data(), 32));
    EXPECT_EQ(Bytes(digests.begin() + 32 * i, digests.begin() + 32 * i + 32), want) << i;
  }
}

// Secrets do not outlive their chunk: after a chunk is delivered the host API wipes what it
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
  EXPECT_EQ(g::wipe_slot(g::SlotBuffers{}, use,
                         [&](std::uint8_t* p, std::size_t n) {
                           memsets.emplace_back(p, n);
                           return 0;
                         }),
            0);
  EXPECT_TRUE(memsets.empty());
}
