// SPDX-License-Identifier: Apache-2.0 OR MIT
// Constant-time helpers and secure wiping.
//
// Nothing here branches on or indexes by secret data. The value barrier keeps
// the optimiser from turning an accumulated difference back into an early exit.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <span>
#include <type_traits>
#include <utility>

#include "detail/config.hpp"

// Constant-time validation (tests/ct/, the "ctgrind" method): built with
// ASCON_CT_VALIDATION, secrets can be marked as uninitialised memory so that
// valgrind memcheck or MemorySanitizer reports every branch or memory index
// that depends on them. Values that are public by design (whether a tag
// matched) are then declassified. In every other build the hooks are empty.
#if defined(ASCON_CT_VALIDATION)
#if defined(__has_feature)
#if __has_feature(memory_sanitizer)
#define ASCON_CT_WITH_MSAN 1
#endif
#endif
#if defined(ASCON_CT_WITH_MSAN)
#include <sanitizer/msan_interface.h>
#else
#include <valgrind/memcheck.h>
#endif
#endif

namespace ascon {

namespace detail {
// Hides a value from the optimiser so it cannot reason about it.
template <class T>
ASCON_ALWAYS_INLINE T value_barrier(T v) noexcept {
#if (defined(__GNUC__) || defined(__clang__)) && !defined(ASCON_CT_WITH_MSAN)  // MSan counts asm inputs as uses
  __asm__ volatile("" : "+r"(v));
#else
  volatile T t = v;
  v = t;
#endif
  return v;
}

// Marks n bytes as secret (undefined) or public (defined) for the
// constant-time check; no-ops outside ASCON_CT_VALIDATION builds.
inline void ct_mark([[maybe_unused]] const void* p, [[maybe_unused]] std::size_t n,
                    [[maybe_unused]] bool secret) noexcept {
#if defined(ASCON_CT_WITH_MSAN)
  if (secret)
    __msan_poison(p, n);
  else
    __msan_unpoison(p, n);
#elif defined(ASCON_CT_VALIDATION)
  if (secret)
    (void)VALGRIND_MAKE_MEM_UNDEFINED(p, n);
  else
    (void)VALGRIND_MAKE_MEM_DEFINED(p, n);
#endif
}
inline void ct_mark_secret(const void* p, std::size_t n) noexcept { ct_mark(p, n, true); }
inline void ct_mark_public(const void* p, std::size_t n) noexcept { ct_mark(p, n, false); }

// A secret-derived value that is public by design, such as whether a received
// tag matched (the caller learns that anyway). Only such values may decide a
// branch, e.g. zeroing the output of a failed decryption.
template <class T>
constexpr T declassify(T v) noexcept {
  if (!std::is_constant_evaluated()) ct_mark_public(&v, sizeof v);
  return v;
}
}  // namespace detail

// Compares two byte strings of the same length in time that depends only on
// the length. Returns false for different lengths (lengths are public).
constexpr bool ct_equal(std::span<const std::uint8_t> a, std::span<const std::uint8_t> b) noexcept {
  if (a.size() != b.size()) return false;
  std::uint32_t diff = 0;
  for (std::size_t i = 0; i < a.size(); ++i) diff |= static_cast<std::uint32_t>(a[i] ^ b[i]);
  if (!std::is_constant_evaluated()) diff = detail::value_barrier(diff);
  // (diff - 1) >> 8 has bit 0 set exactly when diff == 0 (diff < 256).
  return ((diff - 1) >> 8) & 1;
}

// Overwrites memory with zeros in a way the compiler cannot remove as a dead
// store: the asm statement claims to read the memory afterwards.
#if defined(ASCON_SMALL) && ASCON_SMALL
ASCON_NOINLINE  // the size configuration: one copy, called
#endif
    inline void secure_wipe(void* p, std::size_t n) noexcept {
  if (n == 0) return;
#if defined(ASCON_SMALL) && ASCON_SMALL
  // The size configuration: a volatile byte loop, so no memset in the image.
  volatile unsigned char* v = static_cast<volatile unsigned char*>(p);
  for (std::size_t i = 0; i < n; ++i) v[i] = 0;
#else
  std::memset(p, 0, n);
#endif
#if defined(__GNUC__) || defined(__clang__)
  __asm__ volatile("" : : "r"(p) : "memory");
#else
  volatile unsigned char* v = static_cast<volatile unsigned char*>(p);
  for (std::size_t i = 0; i < n; ++i) v[i] = 0;
#endif
}

#if defined(__arm__) && defined(__ARM_ARCH_PROFILE) && __ARM_ARCH_PROFILE == 'M' && \
    (defined(__GNUC__) || defined(__clang__)) && !(defined(ASCON_SMALL) && ASCON_SMALL)
// Cortex-M: GCC calls memset even for a 40-byte, 8-aligned wipe (50-60
// instructions on a Cortex-M0, once per one-shot call), so small word-aligned
// objects are cleared by unrolled volatile word stores (which cannot be
// removed as dead either). The size configuration keeps its one byte loop.
#define ASCON_WIPE_WORDS 1
namespace detail {
typedef std::uint32_t __attribute__((may_alias)) wipe_word;
ASCON_ALWAYS_INLINE void zero_word(volatile wipe_word& w) noexcept { w = 0; }
template <std::size_t... I>
ASCON_ALWAYS_INLINE void wipe_words(void* p, std::index_sequence<I...>) noexcept {
  volatile wipe_word* const v = static_cast<volatile wipe_word*>(p);
  (zero_word(v[I]), ...);
}
}  // namespace detail
#else
#define ASCON_WIPE_WORDS 0
#endif

// Wipes a trivially copyable object; a no-op during constant evaluation, where
// no secret can leak anyway.
template <class T>
constexpr void wipe_object(T& obj) noexcept {
  static_assert(std::is_trivially_copyable_v<T>);
  if (std::is_constant_evaluated()) return;
#if ASCON_WIPE_WORDS
  if constexpr (alignof(T) >= 4 && sizeof(T) % 4 == 0 && sizeof(T) <= 64) {
    detail::wipe_words(&obj, std::make_index_sequence<sizeof(T) / 4>{});
    return;
  }
#endif
  secure_wipe(&obj, sizeof obj);
}

}  // namespace ascon
