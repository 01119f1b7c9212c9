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

// A word to its halves and back, in registers, always inline: with Zbkb,
// unzip each 32-bit half (even bits low, odd bits high), then pack the low
// and the high 16 bits of both, six instructions a word (zip undoes it);
// with Zbb only, Bi32Word's five swaps (detail/bi32.hpp's cross_swap,
// always inline). Bi32Word::from at -Os was a call whose pair GCC also
// stored to the stack, and its swaps calls on memory.
ASCON_ALWAYS_INLINE std::uint64_t bi32_interleave(std::uint64_t w) noexcept {
  std::uint32_t lo = static_cast<std::uint32_t>(w), hi = static_cast<std::uint32_t>(w >> 32);
#if ASCON_BI32_ZBKB
  lo = zbkb_unzip(lo);
  hi = zbkb_unzip(hi);
  return std::uint64_t{zbkb_pack(lo, hi)} | std::uint64_t{zbkb_pack(lo >> 16, hi >> 16)} << 32;
#else
  cross_swap(lo, hi, 0x0000ffffu, 16);
  cross_swap(lo, hi, 0x00ff00ffu, 8);
  cross_swap(lo, hi, 0x0f0f0f0fu, 4);
  cross_swap(lo, hi, 0x33333333u, 2);
  cross_swap(lo, hi, 0x55555555u, 1);
  return std::uint64_t{lo} | std::uint64_t{hi} << 32;
#endif
}
ASCON_ALWAYS_INLINE std::uint64_t bi32_deinterleave(std::uint64_t w) noexcept {
  std::uint32_t e = static_cast<std::uint32_t>(w), o = static_cast<std::uint32_t>(w >> 32);
#if ASCON_BI32_ZBKB
  return std::uint64_t{zbkb_zip(zbkb_pack(e, o))} | std::uint64_t{zbkb_zip(zbkb_pack(e >> 16, o >> 16))} << 32;
#else
  cross_swap(e, o, 0x55555555u, 1);
  cross_swap(e, o, 0x33333333u, 2);
  cross_swap(e, o, 0x0f0f0f0fu, 4);
  cross_swap(e, o, 0x00ff00ffu, 8);
  cross_swap(e, o, 0x0000ffffu, 16);
  return std::uint64_t{e} | std::uint64_t{o} << 32;
#endif
}

// Rounds from the one whose constant is c to the last (the constant counted
// by next_round_constant until round_loop_end, as the other loops). The ten
// halves are held in named locals that stay in the same registers from
// round to round (the assembly round leaves every word in its own operands).
ASCON_ALWAYS_INLINE void permute_words_bi32(std::uint64_t* s, std::uint32_t c) noexcept {
  // One conversion's code in a loop, in place, then the halves loaded: the
  // five conversions unrolled into registers saved 60 instructions a call
  // (Hash256 about 8 instructions a byte of some 140) but took 116 bytes
  // more than the loops, which the size configuration does not spend.
  for (int k = 0; k < 5; ++k) s[k] = bi32_interleave(s[k]);
  std::uint32_t x0e = static_cast<std::uint32_t>(s[0]), x0o = static_cast<std::uint32_t>(s[0] >> 32),
                x1e = static_cast<std::uint32_t>(s[1]), x1o = static_cast<std::uint32_t>(s[1] >> 32),
                x2e = static_cast<std::uint32_t>(s[2]), x2o = static_cast<std::uint32_t>(s[2] >> 32),
                x3e = static_cast<std::uint32_t>(s[3]), x3o = static_cast<std::uint32_t>(s[3] >> 32),
                x4e = static_cast<std::uint32_t>(s[4]), x4o = static_cast<std::uint32_t>(s[4] >> 32);
  do {
    // c has 8 bits: each half of its interleaved form 4.
    const std::uint32_t h = bi32_constant_halves(c), ce = h & 0x0fu, co = h >> 16;
    ASCON_ROUNDS_LOOP_ROUND_BI32(x0e, x0o, x1e, x1o, x2e, x2o, x3e, x3o, x4e, x4o, ce, co);
    c = next_round_constant(c);
  } while (c != round_loop_end);
  // Opaque: what GCC knew of s (the conversion loops' pointers, s + 40) it
  // kept in registers across the rounds, two more callee-saved registers to
  // save and restore (16 bytes and 4 instructions a call).
  __asm__("" : "+r"(s));
  s[0] = std::uint64_t{x0e} | std::uint64_t{x0o} << 32;
  s[1] = std::uint64_t{x1e} | std::uint64_t{x1o} << 32;
  s[2] = std::uint64_t{x2e} | std::uint64_t{x2o} << 32;
  s[3] = std::uint64_t{x3e} | std::uint64_t{x3o} << 32;
  s[4] = std::uint64_t{x4e} | std::uint64_t{x4o} << 32;
  for (int k = 0; k < 5; ++k) s[k] = bi32_deinterleave(s[k]);
}
#endif

}  // namespace ascon::detail

#endif
