// SPDX-License-Identifier: Apache-2.0 OR MIT
// The CUDA backend's staging pipeline: buffers, streams, the pool
// (pipeline.hpp), and the device count.
#include "pipeline.hpp"

#include <ascon/cuda.hpp>

#include <algorithm>

namespace ascon::cuda {
namespace pipeline {

namespace {
thread_local std::string g_last_error;
}  // namespace

std::string& last_error_text() { return g_last_error; }

Status cuda_failed(cudaError_t e, const char* what) {
  g_last_error = std::string(what) + ": " + cudaGetErrorString(e);
  return Error::unavailable;
}

Status launched(int err, const char* what) {
  if (err != cudaSuccess) return cuda_failed(static_cast<cudaError_t>(err), what);
  return {};
}

// The device memset is ordered and complete: see staging.hpp.
void scrub(Slot& s) {
  g::wipe_slot(g::SlotBuffers{s.h_in, s.h_out, s.d_in, s.d_out, s.d_tmp}, s.use,
               [&](std::uint8_t* p, std::size_t n) { return static_cast<int>(cudaMemsetAsync(p, 0, n, s.stream)); });
  s.use = {};
}

namespace {
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
}  // namespace

Status Pool::init() {
  if (ready) return {};
  for (auto& s : slots) ASCON_CUDA_TRY(cudaStreamCreateWithFlags(&s.stream, cudaStreamNonBlocking));
  ready = true;
  return {};
}

// Makes slot k hold `in` input bytes, `out` output bytes and `tmp` bytes of device scratch.
Status Pool::reserve(int k, std::size_t in, std::size_t out, std::size_t tmp) {
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

Status copy_back(Slot& s, std::size_t bytes) {
  ASCON_CUDA_TRY(cudaMemcpyAsync(s.h_out, s.d_out, bytes, cudaMemcpyDeviceToHost, s.stream));
  return {};
}

}  // namespace pipeline

int device_count() noexcept {
  int n = 0;
  const cudaError_t e = cudaGetDeviceCount(&n);
  if (e != cudaSuccess) {
    pipeline::last_error_text() = std::string("cudaGetDeviceCount: ") + cudaGetErrorString(e);
    cudaGetLastError();  // clear the sticky error
    return 0;
  }
  return n;
}

const char* last_error() noexcept { return pipeline::last_error_text().c_str(); }

}  // namespace ascon::cuda
