// NEON backend (AArch64): 2 states per 128-bit register, two register sets,
// 4 states per call. AArch64 always has NEON, so no run-time check is needed.
#include "kernel.hpp"

namespace ascon::batch::detail {
#if defined(__aarch64__) && (defined(__GNUC__) || defined(__clang__))
namespace {
using u64x2 = std::uint64_t __attribute__((vector_size(16)));
void rounds(u64* x, int first, int count) noexcept { rounds_impl<Vec<u64x2>, 2>(x, first, count); }
void sponge_words(u64* x, const std::uint8_t* const* p, std::size_t run) noexcept {
  sponge_words_impl<Vec<u64x2>, 2>(x, p, run);
}
void aead_blocks(u64* x, const std::uint8_t* const* in, std::uint8_t* const* out, std::size_t run,
                 bool decrypt) noexcept {
  aead_blocks_impl<Vec<u64x2>, 2>(x, in, out, run, decrypt);
}
constexpr Kernel kernel{Backend::neon, 4, rounds, sponge_words, aead_blocks};
}  // namespace
const Kernel* neon_kernel() noexcept { return &kernel; }
#else
const Kernel* neon_kernel() noexcept { return nullptr; }
#endif
}  // namespace ascon::batch::detail
