// SPDX-License-Identifier: Apache-2.0 OR MIT
// Compiler portability macros shared by every header of the core.
#pragma once

#if defined(_MSC_VER) && !defined(__clang__)
#define ASCON_ALWAYS_INLINE __forceinline
#define ASCON_NOINLINE __declspec(noinline)
#else
#define ASCON_ALWAYS_INLINE inline __attribute__((always_inline))
#define ASCON_NOINLINE __attribute__((noinline))
#endif

// Before a byte loop of fewer than 8 iterations: Clang vectorises such loops
// (a partial block's bytes into a word) with AVX-512 at -march=native, whose
// shift constants then sit in the work's frame (920 bytes on a Zen 4 for an
// AEAD call), and the C library's stack scrub must reach that deep on every
// call.
#if defined(__clang__)
#define ASCON_SHORT_LOOP _Pragma("clang loop vectorize(disable) interleave(disable)")
#else
#define ASCON_SHORT_LOOP
#endif

#if !defined(__cplusplus) || __cplusplus < 202002L
#if !defined(_MSVC_LANG) || _MSVC_LANG < 202002L
#error "the Ascon core needs C++20"
#endif
#endif

// The one-shot bodies (seal_full, open_full, sponge_oneshot) are inlined
// into each entry point: an out-of-line body costs a second prologue and
// makes clang keep the key in memory (about 20 cycles of a 230-cycle empty
// AEAD call). Size-optimised builds (ASCON_SMALL) keep one copy.
#if defined(ASCON_SMALL) && ASCON_SMALL
#define ASCON_ONESHOT_INLINE
#else
#define ASCON_ONESHOT_INLINE ASCON_ALWAYS_INLINE
#endif
