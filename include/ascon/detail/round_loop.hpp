// SPDX-License-Identifier: Apache-2.0 OR MIT
// The size configuration's round loops (ASCON_SMALL, permutation.hpp's
// permute_words): the round constants counted, and the loop on RV32 with Zbb
// or Zbkb (where rounds/select.h sets ASCON_ROUNDS_LOOP 3): the five
// words interleaved on entry (detail/bi32.hpp: Zbkb's unzip and pack, or the
// swap network with Zbb only), every round the assembly round of
// rounds/round_bi32_rv32b.h with the constant's halves in registers (each
// 64-bit rotation one rori a half, where the plain words' rotations take
// four shifts and two ors), and back on exit.
#ifndef ASCON_DETAIL_ROUND_LOOP_HPP
#define ASCON_DETAIL_ROUND_LOOP_HPP

#include <cstdint>

#include "bi32.hpp"
#include "config.hpp"
#include "../rounds/select.h"

namespace ascon::detail {

// round_constants[i] computed (a table would be read-only data to link):
// ((15 - r) << 4) | r for r = i - 4 (mod 16).
template <class W>
ASCON_ALWAYS_INLINE constexpr W round_constant_at(int i) noexcept {
  return static_cast<W>((((i + 12) & 15) * 17) ^ 0xf0);
}
// The next round's constant: 0x0f less, but 0xf0 after 0x0f (round 3 to 4);
// after 0x4b (round 15) comes 0x3c (round_loop_end): the loops stop there.
template <class W>
ASCON_ALWAYS_INLINE constexpr W next_round_constant(W c) noexcept {
  c = static_cast<W>(c - 0x0fu);
  return c == 0 ? W{0xf0u} : c;
}
inline constexpr unsigned round_loop_end = 0x3cu;

#if ASCON_ROUNDS_LOOP == 3 && !ASCON_BI32
// The interleaved halves of a round constant c (8 bits: ((15 - r) << 4) | r):
// even bits to the low byte of the result, odd bits to bits 16..23.
ASCON_ALWAYS_INLINE std::uint32_t bi32_constant_halves(std::uint32_t c) noexcept {
#if ASCON_BI32_ZBKB
  return zbkb_unzip(c);
#else
  // Two swaps of the 8-bit unshuffle: bits 1,5 with 2,6; then bits 2,3 with 4,5.
  std::uint32_t t = (c ^ (c >> 1)) & 0x22u;
  c ^= t ^ (t << 1);
  t = (c ^ (c >> 2)) & 0x0cu;
  c ^= t ^ (t << 2);
  return (c & 0x0fu) | (c >> 4) << 16;
#endif
}

// Rounds from the one whose constant is c to the last (the constant counted
// by next_round_constant until round_loop_end, as the other loops). The
// words are interleaved in place first (one conversion's code, in a loop),
// the halves then held in ten named locals (GCC keeps a Bi32Word's halves
// in memory across the renaming below).
ASCON_ALWAYS_INLINE void permute_words_bi32(std::uint64_t* s, std::uint32_t c) noexcept {
  for (int k = 0; k < 5; ++k) {
    const Bi32Word w = Bi32Word::from(s[k]);
    s[k] = std::uint64_t{w.e} | std::uint64_t{w.o} << 32;
  }
  std::uint32_t x0e = static_cast<std::uint32_t>(s[0]), x0o = static_cast<std::uint32_t>(s[0] >> 32),
                x1e = static_cast<std::uint32_t>(s[1]), x1o = static_cast<std::uint32_t>(s[1] >> 32),
                x2e = static_cast<std::uint32_t>(s[2]), x2o = static_cast<std::uint32_t>(s[2] >> 32),
                x3e = static_cast<std::uint32_t>(s[3]), x3o = static_cast<std::uint32_t>(s[3] >> 32),
                x4e = static_cast<std::uint32_t>(s[4]), x4o = static_cast<std::uint32_t>(s[4] >> 32);
  do {
    // c has 8 bits: each half of its interleaved form 4.
    const std::uint32_t h = bi32_constant_halves(c), ce = h & 0x0fu, co = h >> 16;
    ASCON_ROUNDS_LOOP_ROUND_BI32(x0e, x0o, x1e, x1o, x2e, x2o, x3e, x3o, x4e, x4o, ce, co);
    // The round leaves word k in the halves it took word (k + 2) mod 5 in.
    const std::uint32_t y0e = x2e, y0o = x2o, y1e = x3e, y1o = x3o, y2e = x4e, y2o = x4o;
    x3e = x0e;
    x3o = x0o;
    x4e = x1e;
    x4o = x1o;
    x0e = y0e;
    x0o = y0o;
    x1e = y1e;
    x1o = y1o;
    x2e = y2e;
    x2o = y2o;
    c = next_round_constant(c);
  } while (c != round_loop_end);
  s[0] = std::uint64_t{x0e} | std::uint64_t{x0o} << 32;
  s[1] = std::uint64_t{x1e} | std::uint64_t{x1o} << 32;
  s[2] = std::uint64_t{x2e} | std::uint64_t{x2o} << 32;
  s[3] = std::uint64_t{x3e} | std::uint64_t{x3o} << 32;
  s[4] = std::uint64_t{x4e} | std::uint64_t{x4o} << 32;
  for (int k = 0; k < 5; ++k) {
    s[k] = Bi32Word{static_cast<std::uint32_t>(s[k]), static_cast<std::uint32_t>(s[k] >> 32)}.to64();
  }
}
#endif

}  // namespace ascon::detail

#endif
