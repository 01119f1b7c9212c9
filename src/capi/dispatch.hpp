// Run-time CPU dispatch of libascon's single-message code (as libsodium and
// BLAKE3 do): a default x86-64 build carries each C entry point twice, once
// for the baseline ISA and once for x86-64-v3's integer extensions (AVX2,
// BMI1, BMI2: ANDN and RORX shorten every permutation round), and picks one
// per process on first use. ASCON_IMPLEMENTATION=baseline in the environment
// forces the baseline; ascon_implementation() says which runs.
//
// How: ASCON_DISPATCH(Impl::fn) names a function with fn's signature whose
// two variants inline all of fn (flatten), the second compiled for the wider
// ISA. Builds that already target it (-march=native on such a CPU) or other
// architectures have one variant and no dispatch.
#pragma once

#include <atomic>
#include <cstdlib>
#include <cstring>

#if (defined(__x86_64__) || defined(_M_X64)) && (defined(__GNUC__) || defined(__clang__)) && !defined(__AVX2__) && \
    !defined(ASCON_NO_DISPATCH)
#define ASCON_CAPI_DISPATCH 1
#endif

namespace ascon::capi {

#if defined(ASCON_CAPI_DISPATCH)
// Whether this process uses the x86-64-v3 variants: decided once. Cached in
// an atomic, not a function-local static: a static's guard variable needs
// __cxa_guard_acquire from the C++ runtime, and libascon.a must link from
// plain C (packaging.c-pkg-config). Threads racing on the first call all
// compute the same answer.
inline bool use_v3() noexcept {
  static std::atomic<int> cached{-1};
  int v3 = cached.load(std::memory_order_relaxed);
  if (v3 < 0) {
    const char* e = std::getenv("ASCON_IMPLEMENTATION");
    __builtin_cpu_init();
    v3 = !(e && std::strcmp(e, "baseline") == 0) && __builtin_cpu_supports("avx2") && __builtin_cpu_supports("bmi") &&
         __builtin_cpu_supports("bmi2");
    cached.store(v3, std::memory_order_relaxed);
  }
  return v3 != 0;
}

template <auto F>
struct Variants;
template <class R, class... A, R (*F)(A...) noexcept>
struct Variants<F> {
  __attribute__((flatten, target("avx2,bmi,bmi2"))) static R v3(A... a) noexcept { return F(a...); }
  static R pick(A... a) noexcept { return use_v3() ? v3(a...) : F(a...); }
};
#define ASCON_DISPATCH(fn) (::ascon::capi::Variants<&fn>::pick)
#else
#define ASCON_DISPATCH(fn) (fn)
#endif

// What ascon_implementation() reports.
inline const char* implementation_name() noexcept {
#if defined(ASCON_CAPI_DISPATCH)
  return use_v3() ? "x86-64-v3" : "baseline";
#elif defined(__AVX2__) && defined(__BMI2__)
  return "x86-64-v3";  // the whole build targets it
#else
  return "baseline";
#endif
}

}  // namespace ascon::capi
