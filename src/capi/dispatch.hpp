// SPDX-License-Identifier: Apache-2.0 OR MIT
// How libascon's C entry points run their work: in frames of their own, with
// the stack those frames used zeroed and the caller-saved registers cleared
// before the entry point returns, and (where the build has one) with the
// x86-64-v3 variant picked at run time (include/ascon/detail/dispatch.hpp).
//
// ASCON_SCRUBBED(fn) is fn with the scrub; ASCON_DISPATCH(fn) is fn with the
// scrub and the run-time variant choice; the _ONESHOT forms scrub the
// shallower depth measured for the one-shot AEAD calls, ASCON_SCRUBBED_BATCH
// the batch engine's depth. Every entry point that touches a key or a secret
// state calls its work through one of them.
#pragma once

#include <ascon/detail/dispatch.hpp>
#include <cstddef>
#include <type_traits>

namespace ascon::capi {
using ascon::detail::implementation_name;

// Compilers spill key words and duplex state words into the work's frames,
// and nothing overwrites them after the call. Those frames reach about 300
// bytes below the entry point (x86-64, GCC 12, -O3); 512 bytes leave a margin
// of 1.7 for other compilers and longer paths. tests/c/test_dead_stack looks
// 32 KiB deep, so a deeper frame fails there rather than leaking silently.
// The size configuration's C calls reached deeper on Cortex-M (480..552 bytes
// with arm-none-eabi-gcc 12 -Os, tests/embedded/stack.sh; the AEAD128
// one-shots 360..368 since they share one body): 640 there.
#if defined(ASCON_SMALL) && ASCON_SMALL
inline constexpr std::size_t scrub_depth = 640;
#else
inline constexpr std::size_t scrub_depth = 512;
#endif
// The one-shot Ascon-AEAD128 calls on x86-64, where the scrub is a visible
// part of a short message's cost: their work is one inlined leaf function,
// whose frames end at most 312 bytes below test_dead_stack's frame (key words
// found 256..312 bytes down with a 64-byte scrub; GCC 12, -O3, red zone
// included), so 384 bytes leave a margin of 1.2. (Ascon-80pq's precomputed
// key states reach 480 bytes: the v1.2 calls keep scrub_depth.) Elsewhere,
// where nothing measured it, they keep scrub_depth too.
#if defined(__x86_64__) && !defined(__ILP32__) && !(defined(ASCON_SMALL) && ASCON_SMALL)
#define ASCON_CAPI_ONESHOT_SCRUB 384
inline constexpr std::size_t oneshot_scrub_depth = ASCON_CAPI_ONESHOT_SCRUB;
#else
inline constexpr std::size_t oneshot_scrub_depth = scrub_depth;
#endif

// The batch entry points (src/capi/batch.cpp): the engine's lane tables (the
// AEAD lane machine's frame alone is 11.7 KB) put its frames kilobytes down.
// Secret words were found down to 13,856 bytes and nonzero bytes to 14,016
// below test_dead_stack's frame (x86-64, GCC 12, -O3; AEAD128 batches of 17
// forged messages, every backend), so 16 KiB leave a margin of 1.17; zeroing
// them (rep stosq) costs a few hundred cycles, about one 64-byte AEAD128
// message of the batch.
inline constexpr std::size_t batch_scrub_depth = 16 * 1024;

// The protected (masked) calls (src/capi/protected.cpp): their frames hold
// shares, the call's randomness and, in the leveled mode, the unmasked data
// phase. Written down to 2.4 KB below the entry point (4 shares, AEAD128
// encryption; 4.9 KB on a first forged decryption), measured by painting the
// stack (x86-64, GCC 12, -O3), so 8 KiB leave a margin of 1.7; a protected
// call costs tens of thousands of cycles, the scrub about two hundred.
inline constexpr std::size_t protected_scrub_depth = 8 * 1024;

// Zeroes Depth bytes just below the caller's frame (the dead frames of the
// call it made before), then every caller-saved register but the result
// register: vector registers (x86-64: XMM/YMM0-15, and ZMM16-31 and k0-k7
// where the CPU has AVX-512; AArch64: v0-v7, v16-v31, the high halves of
// v8-v15) and general ones (x86-64: rcx, rdx, rsi, rdi, r8-r11; AArch64:
// x0-x17). What the work left in registers would otherwise reach the stack
// after the return: the caller's next lazy binding saves them there
// (_dl_runtime_resolve), and so does a signal's frame. Out of line, so the
// region is its own frame; nothing runs after it but the entry point's return.
template <std::size_t Depth>
void scrub_stack() noexcept;
extern template void scrub_stack<scrub_depth>() noexcept;
extern template void scrub_stack<batch_scrub_depth>() noexcept;
extern template void scrub_stack<protected_scrub_depth>() noexcept;
#ifdef ASCON_CAPI_ONESHOT_SCRUB
extern template void scrub_stack<oneshot_scrub_depth>() noexcept;
#endif

template <auto F, std::size_t Depth = scrub_depth>
struct Scrubbed;
template <class R, class... A, R (*F)(A...) noexcept, std::size_t Depth>
struct Scrubbed<F, Depth> {
  // Out of line: the work's locals live below the entry point's frame, where
  // scrub_stack reaches them, never in the entry point's own frame.
  ASCON_NOINLINE static R work(A... a) noexcept { return F(a...); }
  static R call(A... a) noexcept {
    if constexpr (std::is_void_v<R>) {
      work(a...);
      scrub_stack<Depth>();
    } else {
      R r = work(a...);
      scrub_stack<Depth>();
      return r;
    }
  }
};

}  // namespace ascon::capi

#define ASCON_SCRUBBED(fn) (::ascon::capi::Scrubbed<&fn>::call)
#define ASCON_SCRUBBED_PROTECTED(fn) (::ascon::capi::Scrubbed<&fn, ::ascon::capi::protected_scrub_depth>::call)
#define ASCON_SCRUBBED_BATCH(fn) (::ascon::capi::Scrubbed<&fn, ::ascon::capi::batch_scrub_depth>::call)
#define ASCON_SCRUBBED_ONESHOT(fn) (::ascon::capi::Scrubbed<&fn, ::ascon::capi::oneshot_scrub_depth>::call)
#if defined(ASCON_DISPATCH_X86_64_V3)
#define ASCON_DISPATCH(fn) ASCON_SCRUBBED(::ascon::detail::Variants<&fn>::pick)
#define ASCON_DISPATCH_ONESHOT(fn) ASCON_SCRUBBED_ONESHOT(::ascon::detail::Variants<&fn>::pick)
#else
#define ASCON_DISPATCH(fn) ASCON_SCRUBBED(fn)
#define ASCON_DISPATCH_ONESHOT(fn) ASCON_SCRUBBED_ONESHOT(fn)
#endif
