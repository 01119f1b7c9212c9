// AVX2 backend: 4 states per 256-bit register (one 64-bit lane each), two
// register sets, 8 states per call. Compiled with -mavx2 (see CMakeLists.txt)
// and only run when the CPU has AVX2; rotations are shift/shift/or.
#include "kernel.hpp"

namespace ascon::batch::detail {
#if defined(__AVX2__)
namespace {
using u64x4 = std::uint64_t __attribute__((vector_size(32)));
void rounds(u64* x, int first, int count) noexcept { rounds_impl<Vec<u64x4>, 2>(x, first, count); }
void sponge_words(u64* x, const std::uint8_t* const* p, std::size_t run) noexcept {
  sponge_words_impl<Vec<u64x4>, 2>(x, p, run);
}
void aead_blocks(u64* x, const std::uint8_t* const* in, std::uint8_t* const* out, std::size_t run,
                 bool decrypt) noexcept {
  aead_blocks_impl<Vec<u64x4>, 2>(x, in, out, run, decrypt);
}
constexpr Kernel kernel{Backend::avx2, 8, rounds, sponge_words, aead_blocks};
}  // namespace
const Kernel* avx2_kernel() noexcept { return &kernel; }
#else
const Kernel* avx2_kernel() noexcept { return nullptr; }
#endif
}  // namespace ascon::batch::detail
