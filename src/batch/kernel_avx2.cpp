// SPDX-License-Identifier: Apache-2.0 OR MIT
// AVX2 backend: 4 states per 256-bit register (one 64-bit lane each), two
// register sets, plus (gcc builds) two states in general registers: 10 states
// per call.
// Compiled with -mavx2 -mbmi -mbmi2 (cmake/AsconBatchEngine.cmake) and only
// run when the CPU has all three; vector rotations are shift/shift/or, the
// scalar states' rotations rorx. The scalar states run on the integer units
// between the vector instructions: on a Xeon (model 167) 10 lanes hashed
// 12% and encrypted 8% faster per byte than 8 vector lanes alone (9 lanes:
// 2-3%; docs/performance.md).
#include "kernel.hpp"

namespace ascon::batch::detail {
#if defined(__AVX2__) && defined(__BMI__) && defined(__BMI2__)
namespace {
// gcc: two scalar states beside the vectors. clang (14) spilled the vector
// state with them: its kernel loops ran 13% slower (Hash256 5.55 -> 6.30,
// AEAD128 1.86 -> 2.12 TSC cpb, same machine), so its builds keep 8 lanes.
#if defined(__clang__)
constexpr int scalar_states = 0;
#else
constexpr int scalar_states = 2;
#endif
}  // namespace
const Kernel* avx2_kernel() noexcept { return simd_kernel<Backend::avx2, 32, scalar_states>; }
#else
const Kernel* avx2_kernel() noexcept { return nullptr; }
#endif
}  // namespace ascon::batch::detail
