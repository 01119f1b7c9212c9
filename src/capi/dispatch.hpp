// SPDX-License-Identifier: Apache-2.0 OR MIT
// How libascon's C entry points run their work: in frames of their own, with
// the stack those frames used zeroed before the entry point returns, and
// (where the build has one) with the x86-64-v3 variant picked at run time
// (include/ascon/detail/dispatch.hpp).
//
// ASCON_SCRUBBED(fn) is fn with the stack scrub; ASCON_DISPATCH(fn) is fn
// with the scrub and the run-time variant choice. Every entry point that
// touches a key or a secret state calls its work through one of them.
#pragma once

#include <ascon/detail/dispatch.hpp>
#include <cstddef>
#include <type_traits>

namespace ascon::capi {
using ascon::detail::implementation_name;

// Compilers spill key words and duplex state words into the work's frames,
// and nothing overwrites them after the call. Those frames reach about 300
// bytes below the entry point (x86-64, GCC 12, -O3); 512 bytes leave a margin
// of 1.7 for other compilers and longer paths at half the cost of 1 KiB (the
// scrub is most of what a 0-byte call pays for it). tests/c/test_dead_stack
// looks 32 KiB deep, so a deeper frame fails there rather than leaking silently.
inline constexpr std::size_t scrub_depth = 512;

// Zeroes scrub_depth bytes just below the caller's frame: the dead frames of
// the call it made before. Out of line, so the region is its own frame.
void scrub_stack() noexcept;

template <auto F>
struct Scrubbed;
template <class R, class... A, R (*F)(A...) noexcept>
struct Scrubbed<F> {
  // Out of line: the work's locals live below the entry point's frame, where
  // scrub_stack reaches them, never in the entry point's own frame.
  ASCON_NOINLINE static R work(A... a) noexcept { return F(a...); }
  static R call(A... a) noexcept {
    if constexpr (std::is_void_v<R>) {
      work(a...);
      scrub_stack();
    } else {
      R r = work(a...);
      scrub_stack();
      return r;
    }
  }
};

}  // namespace ascon::capi

#define ASCON_SCRUBBED(fn) (::ascon::capi::Scrubbed<&fn>::call)
#if defined(ASCON_DISPATCH_X86_64_V3)
#define ASCON_DISPATCH(fn) ASCON_SCRUBBED(::ascon::detail::Variants<&fn>::pick)
#else
#define ASCON_DISPATCH(fn) ASCON_SCRUBBED(fn)
#endif
