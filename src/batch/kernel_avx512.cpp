// AVX-512 backend: 8 states per 512-bit register, two register sets, 16
// states per call. Compiled with -mavx512f; the compiler turns the rotations
// into vprolq and the S-box's and-not/xor pairs into vpternlogq.
#include "kernel.hpp"

namespace ascon::batch::detail {
#if defined(__AVX512F__)
namespace {
using u64x8 = std::uint64_t __attribute__((vector_size(64)));
void rounds(u64* x, int first, int count) noexcept { rounds_impl<Vec<u64x8>, 2>(x, first, count); }
void sponge_words(u64* x, const std::uint8_t* const* p, std::size_t run) noexcept {
  sponge_words_impl<Vec<u64x8>, 2>(x, p, run);
}
void aead_blocks(u64* x, const std::uint8_t* const* in, std::uint8_t* const* out, std::size_t run,
                 bool decrypt) noexcept {
  aead_blocks_impl<Vec<u64x8>, 2>(x, in, out, run, decrypt);
}
constexpr Kernel kernel{Backend::avx512, 16, rounds, sponge_words, aead_blocks};
}  // namespace
const Kernel* avx512_kernel() noexcept { return &kernel; }
#else
const Kernel* avx512_kernel() noexcept { return nullptr; }
#endif
}  // namespace ascon::batch::detail
