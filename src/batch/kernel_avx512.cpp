// SPDX-License-Identifier: Apache-2.0 OR MIT
// AVX-512 backend: 8 states per 512-bit register, two register sets, 16
// states per call. Compiled with -mavx512f; the compiler turns the rotations
// into vprolq and the S-box's and-not/xor pairs into vpternlogq.
#include "kernel.hpp"

namespace ascon::batch::detail {
#if defined(__AVX512F__)
const Kernel* avx512_kernel() noexcept { return simd_kernel<Backend::avx512, 64>; }
#else
const Kernel* avx512_kernel() noexcept { return nullptr; }
#endif
}  // namespace ascon::batch::detail
