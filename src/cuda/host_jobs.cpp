// SPDX-License-Identifier: Apache-2.0 OR MIT
// The CUDA backend's host-memory work (include/ascon/detail/cuda_backend.hpp):
// each algorithm's job in the staging pipeline (pipeline.hpp). ascon::batch's
// front door (src/batch/api.cpp) checks every argument before it calls here;
// what stays is the backend's own limit (a message too long to stage).
#include <ascon/detail/checked.hpp>
#include <ascon/detail/cuda_backend.hpp>

#include <cstring>

#include "pipeline.hpp"

namespace ascon::cuda::backend {
namespace {

using namespace ascon::cuda::pipeline;
using g::round8;

// Longest single message or AD the staging accepts: its staged size
// (16 + round8(len), plus the chunk's running total) cannot wrap.
constexpr std::size_t max_item = ascon::detail::size_max / 4;

g::St device_state(const State& s) {
  g::St d;
  for (int w = 0; w < 5; ++w) d.x[w] = g::make_w(s.x[w]);
  return d;
}

// ---- sponges (rate 8, Ascon-p[12]) over a list of messages ---------------------------

struct SpongeJob {
  g::St init;
  std::size_t n;
  const std::span<const std::uint8_t>* msgs;
  std::size_t out_len;
  std::uint8_t* outs;
  g::ListLayout layout{};

  std::size_t in_bytes(std::size_t i) const { return g::list_item_bytes(msgs[i].size()); }
  std::size_t out_bytes(std::size_t) const { return out_len; }
  std::size_t tmp(std::size_t, std::size_t) const { return 0; }
  std::size_t pack(Slot& s, std::size_t first, std::size_t last) {
    layout = g::pack_list(s.h_in, 0, last - first, [&](std::size_t i) {
      return std::pair<const std::uint8_t*, std::size_t>(msgs[first + i].data(), msgs[first + i].size());
    });
    return layout.end;
  }
  Status launch(Slot& s, std::size_t first, std::size_t last) {
    const std::size_t count = last - first;
    const g::SpongePacked d{init,
                            s.d_in + layout.data,
                            reinterpret_cast<const std::uint64_t*>(s.d_in + layout.offsets),
                            count,
                            s.d_out,
                            out_len,
                            reinterpret_cast<const std::uint64_t*>(s.d_in + layout.lengths)};
    if (Status st = launched(g::launch_sponge_packed(d, s.stream), "sponge kernel"); !st) return st;
    return copy_back(s, count * out_len);
  }
  void deliver(Slot& s, std::size_t first, std::size_t last) const {
    std::memcpy(outs + first * out_len, s.h_out, (last - first) * out_len);
  }
  void fail() const {
    if (n * out_len != 0) std::memset(outs, 0, n * out_len);
  }
};

// ---- sponges of equal-length messages at a stride (interleaved kernels) -------------

struct StridedJob {
  const std::uint8_t* msgs;
  std::size_t len, stride, n;
  g::St init;
  std::size_t out_len;
  std::uint8_t* outs;

  std::size_t in_bytes(std::size_t) const { return round8(len); }
  std::size_t out_bytes(std::size_t) const { return out_len; }
  // Scratch: the interleaved messages and the interleaved outputs.
  std::size_t tmp(std::size_t first, std::size_t last) const {
    return (last - first) * 8 * (g::words_for(len) + g::words_for(out_len));
  }
  std::size_t pack(Slot& s, std::size_t first, std::size_t last) const {
    const std::size_t count = last - first;
    if (stride == len) {
      if (count * len != 0) std::memcpy(s.h_in, msgs + first * stride, count * len);
    } else {
      for (std::size_t i = 0; i < count; ++i) std::memcpy(s.h_in + i * len, msgs + (first + i) * stride, len);
    }
    return count * len;
  }
  Status launch(Slot& s, std::size_t first, std::size_t last) const {
    const std::size_t count = last - first;
    auto* words = reinterpret_cast<g::W*>(s.d_tmp);
    auto* dig = words + g::words_for(len) * count;
    if (Status st = launched(g::launch_to_interleaved(g::Transpose{s.d_in, len, len, count, words}, s.stream),
                             "transpose kernel");
        !st)
      return st;
    const g::SpongeInterleaved d{init, words, len, count, dig, out_len};
    if (Status st = launched(g::launch_sponge_interleaved(d, s.stream), "sponge kernel"); !st) return st;
    if (Status st = launched(g::launch_from_interleaved(g::Transpose{s.d_out, out_len, out_len, count, dig}, s.stream),
                             "transpose kernel");
        !st)
      return st;
    return copy_back(s, count * out_len);
  }
  void deliver(Slot& s, std::size_t first, std::size_t last) const {
    std::memcpy(outs + out_len * first, s.h_out, out_len * (last - first));
  }
  void fail() const {
    if (n * out_len != 0) std::memset(outs, 0, n * out_len);
  }
};

// ---- Ascon-AEAD128 over a list of messages -----------------------------------------

struct AeadJob {
  std::span<const AeadMessage> msgs;
  bool decrypt;
  int* status;
  // Positions in h_in of this chunk's pieces (kept from pack to launch).
  std::size_t keys = 0, nonces = 0, tags = 0;
  g::ListLayout ad{}, data{};
  // Positions in h_out.
  std::size_t out_tags = 0, out_status = 0, out_end = 0;

  std::size_t in_bytes(std::size_t i) const {
    return 48 + g::list_item_bytes(msgs[i].ad_len) + g::list_item_bytes(msgs[i].len);
  }
  std::size_t out_bytes(std::size_t i) const { return round8(msgs[i].len) + 16 + 8; }
  std::size_t tmp(std::size_t, std::size_t) const { return 0; }
  std::size_t pack(Slot& s, std::size_t first, std::size_t last) {
    const std::size_t n = last - first;
    const AeadMessage* m = msgs.data() + first;
    keys = 0;
    nonces = g::pack_fixed(s.h_in, keys, n, 16, [&](std::size_t i) { return m[i].key; });
    tags = g::pack_fixed(s.h_in, nonces, n, 16, [&](std::size_t i) { return m[i].nonce; });
    std::size_t pos = tags;
    if (decrypt) pos = g::pack_fixed(s.h_in, tags, n, 16, [&](std::size_t i) { return m[i].tag; });
    ad = g::pack_list(s.h_in, pos, n,
                      [&](std::size_t i) { return std::pair<const std::uint8_t*, std::size_t>(m[i].ad, m[i].ad_len); });
    data = g::pack_list(s.h_in, ad.end, n,
                        [&](std::size_t i) { return std::pair<const std::uint8_t*, std::size_t>(m[i].in, m[i].len); });
    // Output: the data at the same offsets, then the tags, then the statuses.
    out_tags = data.end - data.data;
    out_status = out_tags + 16 * n;
    out_end = out_status + round8(sizeof(int) * n);
    return data.end;
  }
  Status launch(Slot& s, std::size_t first, std::size_t last) const {
    const std::size_t n = last - first;
    auto u64 = [&](std::size_t pos) { return reinterpret_cast<const std::uint64_t*>(s.d_in + pos); };
    g::AeadPacked d{n,
                    s.d_in + keys,
                    s.d_in + nonces,
                    s.d_in + ad.data,
                    u64(ad.offsets),
                    s.d_in + data.data,
                    u64(data.offsets),
                    s.d_out,
                    decrypt ? s.d_in + tags : s.d_out + out_tags,  // received tags are input
                    reinterpret_cast<int*>(s.d_out + out_status),
                    u64(ad.lengths),
                    u64(data.lengths)};
    if (Status st = launched(g::launch_aead_packed(d, decrypt, s.stream), "AEAD kernel"); !st) return st;
    (void)first;
    return copy_back(s, out_end);
  }
  void deliver(Slot& s, std::size_t first, std::size_t last) const {
    const std::size_t n = last - first;
    const auto* off = reinterpret_cast<const std::uint64_t*>(s.h_in + data.offsets);
    const auto* st = reinterpret_cast<const int*>(s.h_out + out_status);
    for (std::size_t i = 0; i < n; ++i) {
      const AeadMessage& m = msgs[first + i];
      // Failed messages come back zeroed by the kernel: copying them zeroes the caller's output.
      if (m.len != 0) std::memcpy(m.out, s.h_out + off[i], m.len);
      if (decrypt) {
        status[first + i] = st[i] == 0 ? 0 : -1;
      } else {
        std::memcpy(m.tag, s.h_out + out_tags + 16 * i, 16);
      }
    }
  }
  // Nothing half-done: every output zeroed, every decryption failed.
  void fail() const {
    for (std::size_t i = 0; i < msgs.size(); ++i) {
      // Null pointers are possible here: fail() also runs after check_aead refused the batch.
      if (msgs[i].len != 0 && msgs[i].out != nullptr) std::memset(msgs[i].out, 0, msgs[i].len);
      if (decrypt)
        status[i] = -1;
      else if (msgs[i].tag != nullptr)
        std::memset(msgs[i].tag, 0, 16);
    }
  }
};

}  // namespace

Status sponge_many(const State& start, std::span<const std::span<const std::uint8_t>> msgs, std::size_t out_len,
                   std::uint8_t* outs) noexcept {
  SpongeJob job{device_state(start), msgs.size(), msgs.data(), out_len, outs};
  for (auto m : msgs)
    if (m.size() > max_item) {
      job.fail();
      return Error::too_long;
    }
  if (out_len == 0) return {};  // nothing to compute
  return run_pipeline(msgs.size(), job);
}

Status sponge_many_strided(const State& start, const std::uint8_t* msgs, std::size_t msg_len, std::size_t stride,
                           std::size_t count, std::size_t out_len, std::uint8_t* outs) noexcept {
  StridedJob job{msgs, msg_len, stride, count, device_state(start), out_len, outs};
  if (msg_len > max_item || out_len > max_item) {  // staged and interleaved sizes cannot wrap
    job.fail();
    return Error::too_long;
  }
  if (out_len == 0) return {};
  return run_pipeline(count, job);
}

Status aead128_many(std::span<const AeadMessage> msgs, int* status) noexcept {
  AeadJob job{msgs, status != nullptr, status};
  for (const auto& m : msgs)
    if (m.len > max_item || m.ad_len > max_item) {
      job.fail();
      return Error::too_long;
    }
  return run_pipeline(msgs.size(), job);
}

}  // namespace ascon::cuda::backend
