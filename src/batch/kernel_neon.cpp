// SPDX-License-Identifier: Apache-2.0 OR MIT
// NEON backend (AArch64): 2 states per 128-bit register, two register sets,
// 4 states per call. AArch64 always has NEON, so no run-time check is needed.
#include "kernel.hpp"

namespace ascon::batch::detail {
#if defined(__aarch64__) && (defined(__GNUC__) || defined(__clang__))
namespace {
using u64x2 = std::uint64_t __attribute__((vector_size(16)));
using E = Entries<Vec<u64x2>, 2>;
constexpr Kernel kernel{Backend::neon, 4, E::rounds, E::sponge_words, E::aead_blocks};
}  // namespace
const Kernel* neon_kernel() noexcept { return &kernel; }
#else
const Kernel* neon_kernel() noexcept { return nullptr; }
#endif
}  // namespace ascon::batch::detail
