// Portable backend: plain 64-bit words, two states interleaved so their
// independent instruction chains fill the CPU's parallel units.
#include "kernel.hpp"

namespace ascon::batch::detail {
namespace {
void rounds(u64* x, int first, int count) noexcept { rounds_impl<u64, 2>(x, first, count); }
void aead_blocks(u64* x, const std::uint8_t* const* in, std::uint8_t* const* out, std::size_t run,
                 bool decrypt) noexcept {
  aead_blocks_impl<u64, 2>(x, in, out, run, decrypt);
}
// No sponge_words: with two states in general registers the kernel's loop
// ran out of registers and hashed 5% slower than the engine's own loop.
constexpr Kernel kernel{Backend::portable, 2, rounds, nullptr, aead_blocks};
}  // namespace
const Kernel* portable_kernel() noexcept { return &kernel; }
}  // namespace ascon::batch::detail
