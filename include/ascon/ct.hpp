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

#include "detail/config.hpp"

namespace ascon {

namespace detail {
// Hides a value from the optimiser so it cannot reason about it.
template <class T>
ASCON_ALWAYS_INLINE T value_barrier(T v) noexcept {
#if defined(__GNUC__) || defined(__clang__)
  __asm__ volatile("" : "+r"(v));
#else
  volatile T t = v;
  v = t;
#endif
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
inline void secure_wipe(void* p, std::size_t n) noexcept {
  if (n == 0) return;
  std::memset(p, 0, n);
#if defined(__GNUC__) || defined(__clang__)
  __asm__ volatile("" : : "r"(p) : "memory");
#else
  volatile unsigned char* v = static_cast<volatile unsigned char*>(p);
  for (std::size_t i = 0; i < n; ++i) v[i] = 0;
#endif
}

// Wipes a trivially copyable object; a no-op during constant evaluation, where
// no secret can leak anyway.
template <class T>
constexpr void wipe_object(T& obj) noexcept {
  static_assert(std::is_trivially_copyable_v<T>);
  if (!std::is_constant_evaluated()) secure_wipe(&obj, sizeof obj);
}

}  // namespace ascon
