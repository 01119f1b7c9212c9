// AVX2 backend: 4 states per 256-bit register (one 64-bit lane each), two
// register sets, 8 states per call. Compiled with -mavx2 (see CMakeLists.txt)
// and only run when the CPU has AVX2; rotations are shift/shift/or.
#include "kernel.hpp"

namespace ascon::batch::detail {
#if defined(__AVX2__)
namespace {
using u64x4 = std::uint64_t __attribute__((vector_size(32)));
using E = Entries<Vec<u64x4>, 2>;
constexpr Kernel kernel{Backend::avx2, 8, E::rounds, E::sponge_words, E::aead_blocks};
}  // namespace
const Kernel* avx2_kernel() noexcept { return &kernel; }
#else
const Kernel* avx2_kernel() noexcept { return nullptr; }
#endif
}  // namespace ascon::batch::detail
