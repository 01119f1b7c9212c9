// SPDX-License-Identifier: Apache-2.0 OR MIT
// Where the protected code gets its randomness.
//
// The core functions (aead.hpp, mac.hpp) never draw randomness themselves:
// they take a buffer of exactly the bytes a call needs (a compile-time size,
// see the *_random_bytes constants), so they run freestanding (bare metal, the
// leakage harness). The key objects fill that buffer per call from a Random:
// a callback the caller supplies (a bare-metal TRNG), or on hosted systems the
// OS generator (os_random.hpp).
#pragma once

#include <cstddef>
#include <cstdint>

namespace ascon::protected_ {

// A source of uniformly random bytes. fill(ctx, out, n) writes n bytes and
// returns true, or false if it could not (the protected call then fails
// closed: no output, outputs zeroed).
struct Random {
  using Fill = bool (*)(void* ctx, std::uint8_t* out, std::size_t n) noexcept;
  Fill fill = nullptr;
  void* ctx = nullptr;

  bool operator()(std::uint8_t* out, std::size_t n) const noexcept { return fill != nullptr && fill(ctx, out, n); }
};

}  // namespace ascon::protected_
