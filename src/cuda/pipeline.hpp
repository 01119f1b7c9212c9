// SPDX-License-Identifier: Apache-2.0 OR MIT
// The CUDA backend's staging pipeline (host memory in and out): a batch in
// chunks through pinned buffers on several streams,
//
//   for each chunk, on the next stream in turn:
//     wait for that stream's previous chunk, hand its results to the caller,
//     pack the new chunk into the stream's pinned buffer (CPU),
//     copy it to the GPU, run the kernel, copy the results back (all async),
//
// so while the CPU packs one chunk, another is being copied and a third
// computed. Buffers are kept between calls (one pool, one call at a time).
// The jobs that run through it are in host_jobs.cpp.
#pragma once

#include <ascon/status.hpp>

#include <cuda_runtime_api.h>

#include <cstddef>
#include <cstdint>
#include <mutex>
#include <string>

#include "launch.hpp"
#include "staging.hpp"

namespace ascon::cuda::pipeline {

namespace g = ascon::cuda::device;

// This thread's last CUDA error message (ascon::cuda::last_error()).
std::string& last_error_text();
// A failed CUDA call: remember why, report the backend as unusable.
Status cuda_failed(cudaError_t e, const char* what);
#define ASCON_CUDA_TRY(call)                               \
  do {                                                     \
    const cudaError_t e_ = static_cast<cudaError_t>(call); \
    if (e_ != cudaSuccess) return cuda_failed(e_, #call);  \
  } while (0)
// The status of a kernel launch.
Status launched(int err, const char* what);

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

// Zeroes what the slot's last chunk left in its pinned and device buffers.
void scrub(Slot& s);

struct Pool {
  std::mutex mutex;
  Slot slots[n_streams];
  bool ready = false;

  Status init();
  // Makes slot k hold `in` input bytes, `out` output bytes and `tmp` bytes of device scratch.
  Status reserve(int k, std::size_t in, std::size_t out, std::size_t tmp);
};

// The process's one pool.
Pool& pool();
// unavailable (and last_error set) when no CUDA device is usable.
Status require_device();
// Queues the copy of `bytes` results back into the slot's pinned buffer.
Status copy_back(Slot& s, std::size_t bytes);

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

}  // namespace ascon::cuda::pipeline
