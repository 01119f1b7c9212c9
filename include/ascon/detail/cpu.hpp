// SPDX-License-Identifier: Apache-2.0 OR MIT
// x86 CPU features for the run-time dispatch, read with CPUID and XGETBV.
// Not __builtin_cpu_supports: it reads a CPU model that the compiler's
// runtime library fills in, and some runtimes (Zig's compiler-rt, which
// builds the manylinux wheels) leave it empty, so every check says no.
// As libgcc does, a vector extension counts only when the OS saves its
// registers (XCR0), so a kernel without AVX state support never gets AVX code.
#pragma once

#if (defined(__x86_64__) || defined(__i386__)) && (defined(__GNUC__) || defined(__clang__))
#include <cpuid.h>
#define ASCON_HAVE_X86_CPUID 1

namespace ascon::detail {

struct X86Features {
  bool avx = false;      // AVX (and the OS saves YMM)
  bool v3 = false;       // x86-64-v3's AVX2 + BMI1 + BMI2 (and the OS saves YMM)
  bool avx512f = false;  // AVX-512F (and the OS saves ZMM and the mask registers)
};

inline X86Features x86_features() noexcept {
  X86Features f;
  unsigned a = 0, b = 0, c = 0, d = 0;
  if (!__get_cpuid(1, &a, &b, &c, &d)) return f;
  const bool osxsave = (c >> 27) & 1, avx = (c >> 28) & 1;
  if (!osxsave || !avx) return f;
  unsigned xcr0_lo = 0, xcr0_hi = 0;
  __asm__ volatile("xgetbv" : "=a"(xcr0_lo), "=d"(xcr0_hi) : "c"(0));
  const bool ymm = (xcr0_lo & 0x6) == 0x6;    // SSE and AVX state
  const bool zmm = (xcr0_lo & 0xe6) == 0xe6;  // and opmask, ZMM_Hi256, Hi16_ZMM
  f.avx = ymm;
  if (__get_cpuid_max(0, nullptr) < 7) return f;
  __cpuid_count(7, 0, a, b, c, d);
  const bool bmi1 = (b >> 3) & 1, avx2 = (b >> 5) & 1, bmi2 = (b >> 8) & 1, avx512f = (b >> 16) & 1;
  f.v3 = ymm && avx2 && bmi1 && bmi2;
  f.avx512f = zmm && avx512f;
  return f;
}

}  // namespace ascon::detail
#endif
