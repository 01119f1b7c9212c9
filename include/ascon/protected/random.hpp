// SPDX-License-Identifier: Apache-2.0 OR MIT
// Where the protected code gets its randomness, and the check that refuses
// randomness that cannot mask.
//
// The core functions (aead.hpp, mac.hpp) never draw randomness themselves:
// they take a buffer of exactly the bytes a call needs (a compile-time size,
// see the *_random_bytes constants), so they run freestanding (bare metal, the
// leakage harness). The key objects fill that buffer per call from a Random:
// a callback the caller supplies (a bare-metal TRNG), or on hosted systems the
// OS generator (os_random.hpp), through draw() below.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>

#include "../ct.hpp"

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

// The bytes a key object draws per call on top of the masks: one check word,
// never used as a mask (draw()).
inline constexpr std::size_t draw_check_bytes = 8;

namespace detail {
// 1 if w is zero, else 0, with no branch on w. Each mask word is reduced to
// this bit on its own, so two masks of one secret never meet in a register.
ASCON_ALWAYS_INLINE std::uint64_t zero_word(std::uint64_t w) noexcept {
  w = ::ascon::detail::value_barrier(w);
  return ((w | (0 - w)) >> 63) ^ 1;
}
inline std::uint64_t word_at(const std::uint8_t* p) noexcept {
  std::uint64_t w;
  std::memcpy(&w, p, 8);
  return w;
}
}  // namespace detail

// One call's randomness from rng, refused when it cannot mask. buf holds
// draw_check_bytes + n bytes (n a multiple of 8, at least 8): the check word
// C, then the n mask bytes, asked for in one call into a buffer zeroed first
// (a source that reports success without writing leaves zeros, never the
// stack's old bytes). The draw is refused (false, buf wiped) when
//   - the source reports failure;
//   - any 8-byte word is zero: a source stuck at zero, or one that wrote
//     only part of the buffer;
//   - C equals the first mask word: a constant source, or one that repeats
//     its words;
//   - C equals the previous draw's C (`previous`, updated here): a source
//     that returns the same bytes on every call.
// A uniform source is refused with probability at most (n / 8 + 3) * 2^-64
// per call: below 2^-58 for the largest draw (4 shares, leveled AEAD128, 288
// mask bytes). C is never a mask, so keeping it in `previous` and comparing
// it keeps no secret; only the verdict is declassified.
inline bool draw(const Random& rng, std::uint8_t* buf, std::size_t n, std::uint64_t& previous) noexcept {
  secure_wipe(buf, draw_check_bytes + n);
  const bool filled = rng(buf, draw_check_bytes + n);
  const std::uint64_t c = detail::word_at(buf);
  std::uint64_t bad = detail::zero_word(c) | detail::zero_word(c ^ detail::word_at(buf + draw_check_bytes)) |
                      detail::zero_word(c ^ previous);
  for (std::size_t i = draw_check_bytes; i < draw_check_bytes + n; i += 8)
    bad |= detail::zero_word(detail::word_at(buf + i));
  previous = c;
  if (!filled || ::ascon::detail::declassify(bad != 0)) {
    secure_wipe(buf, draw_check_bytes + n);
    return false;
  }
  return true;
}

}  // namespace ascon::protected_
