// SPDX-License-Identifier: Apache-2.0 OR MIT
// Kernel launchers (kernels.cu, compiled by nvcc) called by the host API
// (pipeline.cpp, host_jobs.cpp, device_api.cpp: the C++ compiler). Each queues one kernel on
// `stream` (a cudaStream_t) and returns the cudaError_t of the launch.
#pragma once

#include "jobs.cuh"

namespace ascon::cuda::device {  // the device side of ascon::cuda

int launch_sponge_packed(const SpongePacked& d, void* stream);
int launch_sponge_interleaved(const SpongeInterleaved& d, void* stream);
int launch_aead_packed(const AeadPacked& d, bool decrypt, void* stream);
int launch_aead_interleaved(const AeadInterleaved& d, bool decrypt, void* stream);
int launch_to_interleaved(const Transpose& d, void* stream);
int launch_from_interleaved(const Transpose& d, void* stream);

}  // namespace ascon::cuda::device
