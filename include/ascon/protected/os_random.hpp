// SPDX-License-Identifier: Apache-2.0 OR MIT
// The OS random generator as a protected_::Random (hosted systems only:
// Linux and the BSDs/macOS through getentropy, Windows through
// BCryptGenRandom). Bare-metal builds pass their own Random instead.
#pragma once

#include "random.hpp"

#if defined(_WIN32)
// Lean, and without the min/max macros that would break std::min after it.
#ifndef NOMINMAX
#define NOMINMAX
#endif
#ifndef WIN32_LEAN_AND_MEAN
#define WIN32_LEAN_AND_MEAN
#endif
#include <windows.h>
#include <bcrypt.h>
#pragma comment(lib, "bcrypt")  // MSVC; CMake links bcrypt for MinGW (ascon::ascon)
#else
#include <unistd.h>
#if defined(__APPLE__)
#include <sys/random.h>
#endif
#endif

namespace ascon::protected_ {

namespace detail {
inline bool os_fill(void*, std::uint8_t* out, std::size_t n) noexcept {
#if defined(_WIN32)
  return BCRYPT_SUCCESS(BCryptGenRandom(nullptr, out, static_cast<ULONG>(n), BCRYPT_USE_SYSTEM_PREFERRED_RNG));
#else
  // getentropy: at most 256 bytes a call, never a short read.
  while (n > 0) {
    const std::size_t k = n < 256 ? n : 256;
    if (getentropy(out, k) != 0) return false;
    out += k;
    n -= k;
  }
  return true;
#endif
}
}  // namespace detail

inline Random os_random() noexcept { return Random{&detail::os_fill, nullptr}; }

}  // namespace ascon::protected_
