// SPDX-License-Identifier: Apache-2.0 OR MIT
// NEON backend (AArch64): 2 states per 128-bit register, two register sets,
// 4 states per call. AArch64 always has NEON, so no run-time check is needed.
#include "kernel.hpp"

namespace ascon::batch::detail {
#if defined(__aarch64__) && (defined(__GNUC__) || defined(__clang__))
const Kernel* neon_kernel() noexcept { return simd_kernel<Backend::neon, 16>; }
#else
const Kernel* neon_kernel() noexcept { return nullptr; }
#endif
}  // namespace ascon::batch::detail
