// SPDX-License-Identifier: Apache-2.0 OR MIT
// Portable backend: plain 64-bit words, two states interleaved so their
// independent instruction chains fill the CPU's parallel units.
#include "kernel.hpp"

namespace ascon::batch::detail {
namespace {
using E = Entries<u64, 2>;
// No sponge_words: with two states in general registers the kernel's loop
// ran out of registers and hashed 5% slower than the engine's own loop.
constexpr Kernel kernel{Backend::portable, 2, E::rounds, nullptr, E::aead_blocks};
}  // namespace
const Kernel* portable_kernel() noexcept { return &kernel; }
}  // namespace ascon::batch::detail
