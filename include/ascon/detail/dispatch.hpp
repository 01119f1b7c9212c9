// SPDX-License-Identifier: Apache-2.0 OR MIT
// Run-time CPU dispatch for compiled layers over the header-only core (the C
// library, the Python extension; as libsodium and BLAKE3 do): a default
// x86-64 build carries its entry points twice, once for the baseline ISA and
// once for x86-64-v3's integer extensions (AVX2, BMI1, BMI2: ANDN and RORX
// shorten every permutation round), and picks one per process on first use.
// ASCON_IMPLEMENTATION=baseline in the environment forces the baseline.
// Header-only users get whatever their own compiler flags give: the core
// headers never include this one.
//
// How: Variants<&fn>::pick has fn's signature; its x86-64-v3 variant inlines
// all of fn (flatten) compiled for the wider ISA. run_dispatched(f) does the
// same for a callable. Builds that already target the ISA (-march=native on
// such a CPU) and other architectures have one variant and no dispatch.
#pragma once

#include <atomic>
#include <cstdlib>
#include <cstring>

#include "config.hpp"
#include "cpu.hpp"
#include "v3_choice.hpp"

#if (defined(__x86_64__) || defined(_M_X64)) && (defined(__GNUC__) || defined(__clang__)) && !defined(__AVX2__) && \
    !defined(ASCON_NO_DISPATCH)
#define ASCON_DISPATCH_X86_64_V3 1
#endif

namespace ascon::detail {

#if defined(ASCON_DISPATCH_X86_64_V3)
// Whether this process uses the x86-64-v3 variants (v3_choice, in
// v3_choice.hpp): decided on first use.
// The first call's decision, kept out of line so that every entry point's
// fast path is one load, one compare and a tail call.
ASCON_NOINLINE inline int decide_v3() noexcept {
  const char* e = std::getenv("ASCON_IMPLEMENTATION");
  bool v3 = !(e && std::strcmp(e, "baseline") == 0);
  if (v3) v3 = x86_features().v3;
  const int c = v3 ? 2 : 1;
  v3_choice.store(c, std::memory_order_relaxed);
  return c;
}
ASCON_ALWAYS_INLINE bool use_v3() noexcept {
  int c = v3_choice.load(std::memory_order_relaxed);
  if (__builtin_expect(c == 0, 0)) c = decide_v3();
  return c == 2;
}

template <auto F>
struct Variants;
template <class R, class... A, R (*F)(A...) noexcept>
struct Variants<F> {
  // Each variant runs only where use_v3() chose it, and says so to the
  // compiler (v3_chosen(), v3_choice.hpp): the permutation's run-time branch
  // (ASCON_ROUND_X86_64_ASM 2, permutation.hpp) folds inside it.
  __attribute__((flatten, target("avx2,bmi,bmi2"))) static R v3(A... a) noexcept {
    if (!v3_chosen()) __builtin_unreachable();
    return F(a...);
  }
  // Both variants out of line: pick itself needs no stack frame (a baseline
  // body inlined here made every call save and restore six registers first).
  // Flattened as v3 is, so that the statement above reaches fn's body.
  __attribute__((flatten)) ASCON_NOINLINE static R baseline(A... a) noexcept {
    if (v3_chosen()) __builtin_unreachable();
    return F(a...);
  }
  static R pick(A... a) noexcept { return use_v3() ? v3(a...) : baseline(a...); }
};

template <class F>
__attribute__((flatten, target("avx2,bmi,bmi2"))) decltype(auto) run_v3(F& f) {
  if (!v3_chosen()) __builtin_unreachable();
  return f();
}
template <class F>
decltype(auto) run_dispatched(F&& f) {
  if (use_v3()) return run_v3(f);
  if (v3_chosen()) __builtin_unreachable();
  return f();
}
#else
template <class F>
decltype(auto) run_dispatched(F&& f) {
  return f();
}
#endif

// The code that runs: "x86-64-v3" or "baseline" (ascon_implementation(),
// ascon_native.implementation).
inline const char* implementation_name() noexcept {
#if defined(ASCON_DISPATCH_X86_64_V3)
  return use_v3() ? "x86-64-v3" : "baseline";
#elif defined(__AVX2__) && defined(__BMI2__)
  return "x86-64-v3";  // the whole build targets it
#else
  return "baseline";
#endif
}

}  // namespace ascon::detail
