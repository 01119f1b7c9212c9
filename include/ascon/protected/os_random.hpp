// SPDX-License-Identifier: Apache-2.0 OR MIT
// The OS random generator (ascon/os_random.hpp: getrandom, arc4random_buf,
// BCryptGenRandom) as a protected_::Random, on hosted systems only.
// Bare-metal builds pass their own Random instead.
#pragma once

#include "random.hpp"

#include "../os_random.hpp"

namespace ascon::protected_ {

namespace detail {
inline bool os_fill(void*, std::uint8_t* out, std::size_t n) noexcept { return os_random_bytes(out, n); }
}  // namespace detail

inline Random os_random() noexcept { return Random{&detail::os_fill, nullptr}; }

}  // namespace ascon::protected_
