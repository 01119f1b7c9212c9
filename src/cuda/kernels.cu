// SPDX-License-Identifier: Apache-2.0 OR MIT
// The kernels: one thread per message (per word for the transpositions),
// each a thin wrapper over a job of jobs.cuh, which the host test also runs.
#include <cuda_runtime.h>

#include "launch.hpp"

namespace ascon::cuda::device {  // the device side of ascon::cuda
namespace {

// 128 threads per block: enough warps to hide latency, and the register
// budget (the state is ten 32-bit registers plus temporaries) stays small.
constexpr unsigned block_threads = 128;

template <class D, void (*Job)(const D&, size_t)>
__global__ void __launch_bounds__(block_threads) run_jobs(const D d, size_t n) {
  const size_t i = static_cast<size_t>(blockIdx.x) * blockDim.x + threadIdx.x;
  if (i < n) Job(d, i);
}

template <class D, void (*Job)(const D&, size_t)>
int launch(const D& d, size_t n, void* stream) {
  if (n == 0) return cudaSuccess;
  const size_t blocks = (n + block_threads - 1) / block_threads;
  if (blocks > 0x7fffffffu) return cudaErrorInvalidConfiguration;
  run_jobs<D, Job><<<static_cast<unsigned>(blocks), block_threads, 0, static_cast<cudaStream_t>(stream)>>>(d, n);
  return cudaGetLastError();
}

}  // namespace

int launch_sponge_packed(const SpongePacked& d, void* s) {
  return launch<SpongePacked, sponge_packed_job>(d, d.count, s);
}
int launch_sponge_interleaved(const SpongeInterleaved& d, void* s) {
  return launch<SpongeInterleaved, sponge_interleaved_job>(d, d.count, s);
}
int launch_aead_packed(const AeadPacked& d, bool decrypt, void* s) {
  return decrypt ? launch<AeadPacked, aead_decrypt_packed_job>(d, d.count, s)
                 : launch<AeadPacked, aead_encrypt_packed_job>(d, d.count, s);
}
int launch_aead_interleaved(const AeadInterleaved& d, bool decrypt, void* s) {
  return decrypt ? launch<AeadInterleaved, aead_decrypt_interleaved_job>(d, d.count, s)
                 : launch<AeadInterleaved, aead_encrypt_interleaved_job>(d, d.count, s);
}
int launch_to_interleaved(const Transpose& d, void* s) {
  return launch<Transpose, to_interleaved_job>(d, d.total(), s);
}
int launch_from_interleaved(const Transpose& d, void* s) {
  return launch<Transpose, from_interleaved_job>(d, d.total(), s);
}

}  // namespace ascon::cuda::device
