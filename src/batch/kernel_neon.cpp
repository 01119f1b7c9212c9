// SPDX-License-Identifier: Apache-2.0 OR MIT
// NEON backend (AArch64): 2 states per 128-bit register, two register sets,
// 4 states per call. AArch64 always has NEON, so no run-time check is needed.
#include "kernel.hpp"

namespace ascon::batch::detail {
#if defined(__aarch64__) && (defined(__GNUC__) || defined(__clang__))
using u64x2 = std::uint64_t __attribute__((vector_size(16)));
const Kernel* neon_kernel() noexcept { return &kernel_of<Backend::neon, Entries<Vec<u64x2>, 2>>; }
#else
const Kernel* neon_kernel() noexcept { return nullptr; }
#endif
}  // namespace ascon::batch::detail
