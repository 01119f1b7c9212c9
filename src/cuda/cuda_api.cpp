// SPDX-License-Identifier: Apache-2.0 OR MIT
// The public ascon::cuda API: argument checks, the device-pointer functions
// (one kernel launch each) and the host-memory functions, which pipeline a
// batch in chunks through pinned buffers on several streams:
//
//   for each chunk, on the next stream in turn:
//     wait for that stream's previous chunk, hand its results to the caller,
//     pack the new chunk into the stream's pinned buffer (CPU),
//     copy it to the GPU, run the kernel, copy the results back (all async),
//
// so while the CPU packs one chunk, another is being copied and a third
// computed. Buffers are kept between calls (one pool, one call at a time).
#include <ascon/cuda.hpp>
#include <ascon/detail/checked.hpp>

#include <cuda_runtime_api.h>

#include <algorithm>
#include <cstring>
#include <mutex>
#include <string>
#include <vector>

#include "host_state.hpp"
#include "launch.hpp"
#include "staging.hpp"

namespace ascon::cuda {
namespace {

namespace g = ascon::cuda::device;

thread_local std::string g_last_error;

// A failed CUDA call: remember why, report the backend as unusable.
Status cuda_failed(cudaError_t e, const char* what) {
  g_last_error = std::string(what) + ": " + cudaGetErrorString(e);
  return Error::unavailable;
}
#define ASCON_CUDA_TRY(call)                                         \
  do {                                                               \
    const cudaError_t e_ = static_cast<cudaError_t>(call);           \
    if (e_ != cudaSuccess) return cuda_failed(e_, #call);            \
  } while (0)

Status launched(int err, const char* what) {
  if (err != cudaSuccess) return cuda_failed(static_cast<cudaError_t>(err), what);
  return {};
}

using g::round8;

// ---- the staging pipeline ---------------------------------------------------------

constexpr int n_streams = 3;
constexpr std::size_t chunk_bytes = std::size_t{32} << 20;  // input bytes per chunk (soft limit)
constexpr std::size_t chunk_messages = std::size_t{1} << 18;

struct Slot {
  cudaStream_t stream = nullptr;
  std::uint8_t *h_in = nullptr, *h_out = nullptr;  // pinned
  std::uint8_t *d_in = nullptr, *d_out = nullptr, *d_tmp = nullptr;
  std::size_t in_cap = 0, out_cap = 0, tmp_cap = 0;
  bool busy = false;
  std::size_t first = 0, last = 0;  // messages of the chunk in flight
  g::SlotUse use;                   // bytes that chunk put in the buffers: wiped after delivery
};

// Zeroes what the slot's last chunk left in its pinned and device buffers
// (see staging.hpp for why the device memset is ordered and complete).
void scrub(Slot& s) {
  g::wipe_slot(g::SlotBuffers{s.h_in, s.h_out, s.d_in, s.d_out, s.d_tmp}, s.use, [&](std::uint8_t* p, std::size_t n) {
    return static_cast<int>(cudaMemsetAsync(p, 0, n, s.stream));
  });
  s.use = {};
}

// Frees a pinned buffer and a device buffer of `cap` bytes, zeroed first
// (cudaFree waits for the device, so the memset is done before the memory goes).
void wipe_and_free(std::uint8_t*& host, std::uint8_t*& dev, std::size_t cap) {
  if (host != nullptr) {
    g::wipe_host(host, cap);
    cudaFreeHost(host);
  }
  if (dev != nullptr) {
    cudaMemset(dev, 0, cap);
    cudaFree(dev);
  }
  host = dev = nullptr;
}

// Grows the pinned and device buffers of one direction (contents not kept).
cudaError_t grow(std::uint8_t*& host, std::uint8_t*& dev, std::size_t& cap, std::size_t need) {
  if (need <= cap) return cudaSuccess;
  wipe_and_free(host, dev, cap);
  host = dev = nullptr;
  cap = 0;
  need = std::max(need + need / 4, std::size_t{1} << 20);
  cudaError_t e = cudaHostAlloc(reinterpret_cast<void**>(&host), need, cudaHostAllocDefault);
  if (e == cudaSuccess) e = cudaMalloc(reinterpret_cast<void**>(&dev), need);
  if (e == cudaSuccess) cap = need;
  return e;
}

struct Pool {
  std::mutex mutex;
  Slot slots[n_streams];
  bool ready = false;

  Status init() {
    if (ready) return {};
    for (auto& s : slots) ASCON_CUDA_TRY(cudaStreamCreateWithFlags(&s.stream, cudaStreamNonBlocking));
    ready = true;
    return {};
  }
  // Makes slot k hold `in` input bytes, `out` output bytes and `tmp` bytes of device scratch.
  Status reserve(int k, std::size_t in, std::size_t out, std::size_t tmp) {
    Slot& s = slots[k];
    ASCON_CUDA_TRY(grow(s.h_in, s.d_in, s.in_cap, in));
    ASCON_CUDA_TRY(grow(s.h_out, s.d_out, s.out_cap, out));
    if (tmp > s.tmp_cap) {
      std::uint8_t* no_host = nullptr;
      wipe_and_free(no_host, s.d_tmp, s.tmp_cap);
      s.tmp_cap = 0;
      ASCON_CUDA_TRY(cudaMalloc(reinterpret_cast<void**>(&s.d_tmp), tmp));
      s.tmp_cap = tmp;
    }
    return {};
  }
};

Pool& pool() {
  static Pool p;  // kept for the life of the process; the driver frees it at exit
  return p;
}

Status require_device() {
  if (device_count() == 0) {
    if (g_last_error.empty()) g_last_error = "no CUDA device";
    return Error::unavailable;
  }
  return {};
}

// One algorithm's part in the pipeline.
//   in_bytes(i), out_bytes(i): staging space message i needs (8-aligned)
//   tmp(first, last): device scratch
//   pack(slot, first, last): fill slot.h_in, return the input bytes used
//   launch(slot, first, last): queue the kernels on slot.stream and the copy of
//     the results back into slot.h_out (the pipeline queues the copy in)
//   deliver(slot, first, last): copy results from slot.h_out to the caller
//   fail(): called when the batch fails: leave no partial result
template <class Job>
Status run_pipeline(std::size_t n, Job& job) {
  if (n == 0) return {};
  if (Status st = require_device(); !st) {
    job.fail();
    return st;
  }
  Pool& p = pool();
  std::lock_guard<std::mutex> lock(p.mutex);
  if (Status st = p.init(); !st) {
    job.fail();
    return st;
  }
  Status result;
  int k = 0;
  // Waits for a slot's chunk, hands its results over, wipes its buffers.
  auto finish = [&](Slot& s) -> Status {
    if (!s.busy) return {};
    s.busy = false;
    const cudaError_t e = cudaStreamSynchronize(s.stream);
    if (e == cudaSuccess) job.deliver(s, s.first, s.last);
    scrub(s);
    if (e != cudaSuccess) return cuda_failed(e, "cudaStreamSynchronize");
    return {};
  };
  for (std::size_t first = 0; first < n && result;) {
    // The chunk: at least one message, then up to the byte and count limits.
    std::size_t last = first, in = 64, out = 64;  // a little slack for alignment
    while (last < n && last - first < chunk_messages) {
      const std::size_t ni = job.in_bytes(last), no = job.out_bytes(last);
      if (last > first && in + ni > chunk_bytes) break;
      in += ni, out += no, ++last;
    }
    Slot& s = p.slots[k];
    if (Status st = finish(s); !st) {
      result = st;
      break;
    }
    if (Status st = p.reserve(k, in, out, job.tmp(first, last)); !st) {
      result = st;
      break;
    }
    s.use = {in, out, job.tmp(first, last)};  // bounds of what pack and launch fill
    const std::size_t used = job.pack(s, first, last);
    if (cudaError_t e = cudaMemcpyAsync(s.d_in, s.h_in, used, cudaMemcpyHostToDevice, s.stream); e != cudaSuccess) {
      result = cuda_failed(e, "cudaMemcpyAsync to device");
      break;
    }
    if (Status st = job.launch(s, first, last); !st) {
      result = st;
      break;
    }
    s.first = first, s.last = last, s.busy = true;
    first = last;
    k = (k + 1) % n_streams;
  }
  for (auto& s : p.slots) {
    const Status st = finish(s);
    if (result && !st) result = st;
  }
  // A chunk packed but never launched still left its input behind; then wait
  // for every queued memset, so the call returns with nothing left on the GPU.
  for (auto& s : p.slots) {
    scrub(s);
    const cudaError_t e = cudaStreamSynchronize(s.stream);
    if (result && e != cudaSuccess) result = cuda_failed(e, "cudaStreamSynchronize after wiping");
  }
  if (!result) job.fail();
  return result;
}

// Queues the copy of `bytes` results back into the slot's pinned buffer.
Status copy_back(Slot& s, std::size_t bytes) {
  ASCON_CUDA_TRY(cudaMemcpyAsync(s.h_out, s.d_out, bytes, cudaMemcpyDeviceToHost, s.stream));
  return {};
}


// ---- Hash256 / XOF128 / CXOF128 over a list of messages --------------------------

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

bool spans_ok(std::span<const std::span<const std::uint8_t>> msgs) {
  return std::all_of(msgs.begin(), msgs.end(), [](auto m) { return m.data() != nullptr || m.empty(); });
}

// Longest single message or AD the staging accepts: its staged size
// (16 + round8(len), plus the chunk's running total) cannot wrap.
constexpr std::size_t max_item = ascon::detail::size_max / 4;

Status fail_zeroed(Status st, std::span<std::uint8_t> outs) {
  if (!outs.empty() && outs.data() != nullptr) std::memset(outs.data(), 0, outs.size());
  return st;
}

Status sponge_many(const g::St& init, std::span<const std::span<const std::uint8_t>> msgs, std::size_t out_len,
                   std::span<std::uint8_t> outs) {
  std::size_t need = 0;
  if (!ascon::detail::checked_mul(msgs.size(), out_len, need) || need != outs.size())
    return fail_zeroed(Error::bad_length, outs);
  if (!spans_ok(msgs)) return fail_zeroed(Error::null_pointer, outs);
  for (auto m : msgs)
    if (m.size() > max_item) return fail_zeroed(Error::too_long, outs);
  if (out_len == 0) return {};  // nothing to compute
  SpongeJob job{init, msgs.size(), msgs.data(), out_len, outs.data()};
  return run_pipeline(msgs.size(), job);
}

// ---- Hash256 of equal-length messages at a stride (interleaved kernels) ----------

struct StridedHashJob {
  const std::uint8_t* msgs;
  std::size_t len, stride, n;
  std::uint8_t* digests;
  g::St init = g::sponge_initial_state(g::hash256_iv);

  std::size_t in_bytes(std::size_t) const { return round8(len); }
  std::size_t out_bytes(std::size_t) const { return 32; }
  // Scratch: the interleaved messages and the interleaved digests.
  std::size_t tmp(std::size_t first, std::size_t last) const { return (last - first) * (8 * g::words_for(len) + 32); }
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
    const g::SpongeInterleaved d{init, words, len, count, dig, 32};
    if (Status st = launched(g::launch_sponge_interleaved(d, s.stream), "hash kernel"); !st) return st;
    if (Status st = launched(g::launch_from_interleaved(g::Transpose{s.d_out, 32, 32, count, dig}, s.stream),
                             "transpose kernel");
        !st)
      return st;
    return copy_back(s, count * 32);
  }
  void deliver(Slot& s, std::size_t first, std::size_t last) const {
    std::memcpy(digests + 32 * first, s.h_out, 32 * (last - first));
  }
  void fail() const {
    if (n != 0) std::memset(digests, 0, 32 * n);
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
    ad = g::pack_list(s.h_in, pos, n, [&](std::size_t i) {
      return std::pair<const std::uint8_t*, std::size_t>(m[i].ad, m[i].ad_len);
    });
    data = g::pack_list(s.h_in, ad.end, n, [&](std::size_t i) {
      return std::pair<const std::uint8_t*, std::size_t>(m[i].in, m[i].len);
    });
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
      if (decrypt) status[i] = -1;
      else if (msgs[i].tag != nullptr) std::memset(msgs[i].tag, 0, 16);
    }
  }
};

Status check_aead(std::span<const AeadMessage> msgs) {
  for (const auto& m : msgs) {
    if (m.key == nullptr || m.nonce == nullptr || m.tag == nullptr) return Error::null_pointer;
    if ((m.ad == nullptr && m.ad_len != 0) || ((m.in == nullptr || m.out == nullptr) && m.len != 0))
      return Error::null_pointer;
    if (m.len > max_item || m.ad_len > max_item) return Error::too_long;
  }
  return {};
}

Status check_customization(std::span<const std::uint8_t> z) {
  if (z.size() > 256) return Error::too_long;
  if (z.data() == nullptr && !z.empty()) return Error::null_pointer;
  return {};
}

}  // namespace

// ---- public functions ------------------------------------------------------------

int device_count() noexcept {
  int n = 0;
  const cudaError_t e = cudaGetDeviceCount(&n);
  if (e != cudaSuccess) {
    g_last_error = std::string("cudaGetDeviceCount: ") + cudaGetErrorString(e);
    cudaGetLastError();  // clear the sticky error
    return 0;
  }
  return n;
}

const char* last_error() noexcept { return g_last_error.c_str(); }

Status hash256_many(std::span<const std::span<const std::uint8_t>> msgs, std::span<std::uint8_t> digests) noexcept {
  return sponge_many(g::sponge_initial_state(g::hash256_iv), msgs, 32, digests);
}

Status hash256_many_strided(const std::uint8_t* msgs, std::size_t msg_len, std::size_t stride, std::size_t count,
                            std::uint8_t* digests) noexcept {
  if (count == 0) return {};
  // The last message ends inside the address space; 32 * count digests fit;
  // one message's staged and interleaved sizes cannot wrap.
  std::size_t last = 0, end = 0, digest_bytes = 0;
  if (!ascon::detail::checked_mul(count - 1, stride, last) || !ascon::detail::checked_add(last, msg_len, end) ||
      !ascon::detail::checked_mul(count, 32, digest_bytes) || msg_len > max_item)
    return Error::too_long;
  if (digests == nullptr || (msgs == nullptr && msg_len != 0)) return fail_zeroed(Error::null_pointer, {digests, digest_bytes});
  if (count > 1 && stride < msg_len) return fail_zeroed(Error::bad_length, {digests, digest_bytes});
  StridedHashJob job{msgs, msg_len, stride, count, digests};
  return run_pipeline(count, job);
}

Status xof128_many(std::span<const std::span<const std::uint8_t>> msgs, std::size_t out_len,
                   std::span<std::uint8_t> outs) noexcept {
  return sponge_many(g::sponge_initial_state(g::xof128_iv), msgs, out_len, outs);
}

Status cxof128_many(std::span<const std::span<const std::uint8_t>> msgs, std::span<const std::uint8_t> customization,
                    std::size_t out_len, std::span<std::uint8_t> outs) noexcept {
  if (Status st = check_customization(customization); !st) return fail_zeroed(st, outs);
  return sponge_many(g::cxof128_initial_state(customization.data(), customization.size()), msgs, out_len, outs);
}

Status aead128_encrypt_many(std::span<const AeadMessage> msgs) noexcept {
  if (Status st = check_aead(msgs); !st) {
    AeadJob{msgs, false, nullptr}.fail();  // fail closed: outputs and tags zeroed
    return st;
  }
  AeadJob job{msgs, false, nullptr};
  return run_pipeline(msgs.size(), job);
}

Status aead128_decrypt_many(std::span<const AeadMessage> msgs, std::span<int> status) noexcept {
  for (auto& s : status) s = -1;  // failed until verified
  if (status.size() != msgs.size()) return Error::bad_length;
  if (Status st = check_aead(msgs); !st) {
    AeadJob{msgs, true, status.data()}.fail();
    return st;
  }
  AeadJob job{msgs, true, status.data()};
  return run_pipeline(msgs.size(), job);
}

// ---- device pointers ---------------------------------------------------------------

namespace {
Status sponge_device(const g::St& init, const std::uint8_t* data, const std::uint64_t* offsets, std::size_t count,
                     std::size_t out_len, std::uint8_t* outs, Stream stream) {
  if (count == 0) return {};
  if (out_len > max_item) return Error::too_long;  // i * out_len on the device stays below count * out_len
  if (offsets == nullptr || (outs == nullptr && out_len != 0)) return Error::null_pointer;
  return launched(g::launch_sponge_packed(g::SpongePacked{init, data, offsets, count, outs, out_len, nullptr}, stream),
                  "sponge kernel");
}
Status sponge_device_interleaved(const g::St& init, const std::uint64_t* words, std::size_t len, std::size_t count,
                                 std::size_t out_len, std::uint64_t* out, Stream stream) {
  if (count == 0) return {};
  if (len > max_item || out_len > max_item) return Error::too_long;  // (len + 7) / 8 words cannot wrap
  if ((words == nullptr && len != 0) || (out == nullptr && out_len != 0)) return Error::null_pointer;
  const g::SpongeInterleaved d{init, reinterpret_cast<const g::W*>(words), len, count, reinterpret_cast<g::W*>(out),
                               out_len};
  return launched(g::launch_sponge_interleaved(d, stream), "sponge kernel");
}
}  // namespace

Status hash256_device(const std::uint8_t* data, const std::uint64_t* offsets, std::size_t count, std::uint8_t* digests,
                      Stream stream) noexcept {
  return sponge_device(g::sponge_initial_state(g::hash256_iv), data, offsets, count, 32, digests, stream);
}
Status xof128_device(const std::uint8_t* data, const std::uint64_t* offsets, std::size_t count, std::size_t out_len,
                     std::uint8_t* outs, Stream stream) noexcept {
  return sponge_device(g::sponge_initial_state(g::xof128_iv), data, offsets, count, out_len, outs, stream);
}
Status cxof128_device(const std::uint8_t* data, const std::uint64_t* offsets, std::size_t count,
                      std::span<const std::uint8_t> z, std::size_t out_len, std::uint8_t* outs,
                      Stream stream) noexcept {
  if (Status st = check_customization(z); !st) return st;
  return sponge_device(g::cxof128_initial_state(z.data(), z.size()), data, offsets, count, out_len, outs, stream);
}
Status hash256_device_interleaved(const std::uint64_t* words, std::size_t msg_len, std::size_t count,
                                  std::uint64_t* digest_words, Stream stream) noexcept {
  return sponge_device_interleaved(g::sponge_initial_state(g::hash256_iv), words, msg_len, count, 32, digest_words,
                                   stream);
}
Status xof128_device_interleaved(const std::uint64_t* words, std::size_t msg_len, std::size_t count,
                                 std::size_t out_len, std::uint64_t* out_words, Stream stream) noexcept {
  return sponge_device_interleaved(g::sponge_initial_state(g::xof128_iv), words, msg_len, count, out_len, out_words,
                                   stream);
}
Status cxof128_device_interleaved(const std::uint64_t* words, std::size_t msg_len, std::size_t count,
                                  std::span<const std::uint8_t> z, std::size_t out_len, std::uint64_t* out_words,
                                  Stream stream) noexcept {
  if (Status st = check_customization(z); !st) return st;
  return sponge_device_interleaved(g::cxof128_initial_state(z.data(), z.size()), words, msg_len, count, out_len,
                                   out_words, stream);
}

Status to_interleaved_device(const std::uint8_t* aos, std::size_t len, std::size_t stride, std::size_t count,
                             std::uint64_t* words, Stream stream) noexcept {
  if (count == 0 || len == 0) return {};
  if (len > max_item) return Error::too_long;
  if (aos == nullptr || words == nullptr) return Error::null_pointer;
  if (count > 1 && stride < len) return Error::bad_length;
  const g::Transpose t{const_cast<std::uint8_t*>(aos), len, stride, count, reinterpret_cast<g::W*>(words)};
  return launched(g::launch_to_interleaved(t, stream), "transpose kernel");
}
Status from_interleaved_device(const std::uint64_t* words, std::size_t len, std::size_t count, std::uint8_t* aos,
                               std::size_t stride, Stream stream) noexcept {
  if (count == 0 || len == 0) return {};
  if (len > max_item) return Error::too_long;
  if (aos == nullptr || words == nullptr) return Error::null_pointer;
  if (count > 1 && stride < len) return Error::bad_length;
  const g::Transpose t{aos, len, stride, count, const_cast<g::W*>(reinterpret_cast<const g::W*>(words))};
  return launched(g::launch_from_interleaved(t, stream), "transpose kernel");
}

namespace {
Status aead_device(const DeviceAeadBatch& b, int* status, bool decrypt, Stream stream) {
  if (b.count == 0) return {};
  if (b.keys == nullptr || b.nonces == nullptr || b.offsets == nullptr || b.tags == nullptr ||
      (decrypt && status == nullptr) || ((b.ad == nullptr) != (b.ad_offsets == nullptr)))
    return Error::null_pointer;
  const g::AeadPacked d{b.count, b.keys, b.nonces, b.ad, b.ad_offsets, b.in, b.offsets, b.out, b.tags, status,
                        nullptr, nullptr};
  return launched(g::launch_aead_packed(d, decrypt, stream), "AEAD kernel");
}
Status aead_device_interleaved(const DeviceAeadInterleaved& b, int* status, bool decrypt, Stream stream) {
  if (b.count == 0) return {};
  if (b.keys == nullptr || b.nonces == nullptr || b.tags == nullptr || (decrypt && status == nullptr) ||
      (b.ad == nullptr && b.ad_len != 0) || ((b.in == nullptr || b.out == nullptr) && b.len != 0))
    return Error::null_pointer;
  auto w = [](const std::uint64_t* p) { return reinterpret_cast<const g::W*>(p); };
  const g::AeadInterleaved d{b.count, w(b.keys), w(b.nonces), w(b.ad), b.ad_len, w(b.in), b.len,
                             reinterpret_cast<g::W*>(b.out), reinterpret_cast<g::W*>(b.tags), status};
  return launched(g::launch_aead_interleaved(d, decrypt, stream), "AEAD kernel");
}
}  // namespace

Status aead128_encrypt_device(const DeviceAeadBatch& batch, Stream stream) noexcept {
  return aead_device(batch, nullptr, false, stream);
}
Status aead128_decrypt_device(const DeviceAeadBatch& batch, int* status, Stream stream) noexcept {
  return aead_device(batch, status, true, stream);
}
Status aead128_encrypt_device_interleaved(const DeviceAeadInterleaved& batch, Stream stream) noexcept {
  return aead_device_interleaved(batch, nullptr, false, stream);
}
Status aead128_decrypt_device_interleaved(const DeviceAeadInterleaved& batch, int* status, Stream stream) noexcept {
  return aead_device_interleaved(batch, status, true, stream);
}

}  // namespace ascon::cuda
