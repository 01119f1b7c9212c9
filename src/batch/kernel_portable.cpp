// Portable backend: plain 64-bit words, two states interleaved so their
// independent instruction chains fill the CPU's parallel units.
#include "kernel.hpp"

namespace ascon::batch::detail {
namespace {
void rounds(u64* x, int first, int count) noexcept { rounds_impl<u64, 2>(x, first, count); }
constexpr Kernel kernel{Backend::portable, 2, rounds};
}  // namespace
const Kernel* portable_kernel() noexcept { return &kernel; }
}  // namespace ascon::batch::detail
