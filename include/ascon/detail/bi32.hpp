// SPDX-License-Identifier: Apache-2.0 OR MIT
// The bit-interleaved 32-bit representation of an Ascon word (Ascon
// specification, section "bit interleaving"; also in ascon-c's bi32): a
// 64-bit word x is held as two 32-bit halves, e = its even bits and o = its
// odd bits. A 64-bit rotation then becomes two 32-bit rotations (and a swap of
// the halves when the amount is odd), which 32-bit cores do in one
// instruction each, where a plain 64-bit rotation costs four to six.
//
// Bi32Word has exactly the operations detail::round<W> uses, so the one round
// definition in permutation.hpp runs on it unchanged. Two ways to use it:
// ASCON_BI32=1 makes permute() interleave the five words on entry and undo
// it on exit (the State stays plain; see permutation.hpp for why it is not
// the default), and ASCON_BI32_SPONGE keeps the sponges' state interleaved
// from absorb to squeeze (detail/state_rep.hpp).
#pragma once

#include <bit>
#include <cstdint>
#include <type_traits>

#include "config.hpp"

namespace ascon::detail {

// Swaps the bits of lo selected by m << s with the bits of hi selected by m:
// the building block of the conversions of a 64-bit word held as two 32-bit
// halves, four instructions on 32-bit Arm (an EOR and an AND on a shifted
// operand, two EORs).
ASCON_ALWAYS_INLINE constexpr void cross_swap(std::uint32_t& lo, std::uint32_t& hi, std::uint32_t m,
                                              unsigned s) noexcept {
  const std::uint32_t t = ((lo >> s) ^ hi) & m;
  hi ^= t;
  lo ^= t << s;
}

#if defined(__riscv) && __riscv_xlen == 32 && defined(__riscv_zbkb)
// RV32 Zbkb has both conversions as instructions (zip, unzip) and pack, which
// joins two low halves: six instructions a word each way where the five
// swaps below take about thirty (RV32 has no shifted operands). GCC 12 emits none of the three from C.
#define ASCON_BI32_ZBKB 1
inline std::uint32_t zbkb_unzip(std::uint32_t x) noexcept {
  std::uint32_t r;
  __asm__("unzip %0, %1" : "=r"(r) : "r"(x));
  return r;
}
inline std::uint32_t zbkb_zip(std::uint32_t x) noexcept {
  std::uint32_t r;
  __asm__("zip %0, %1" : "=r"(r) : "r"(x));
  return r;
}
// (lo & 0xffff) | hi << 16
inline std::uint32_t zbkb_pack(std::uint32_t lo, std::uint32_t hi) noexcept {
  std::uint32_t r;
  __asm__("pack %0, %1, %2" : "=r"(r) : "r"(lo), "r"(hi));
  return r;
}
#else
#define ASCON_BI32_ZBKB 0
#endif

struct Bi32Word {
  std::uint32_t e, o;  // even bits, odd bits

  static constexpr Bi32Word from(std::uint64_t x) noexcept {
#if ASCON_BI32_ZBKB
    // (constants, zero words among them, take the shifts, which fold away)
    if (!std::is_constant_evaluated() && !__builtin_constant_p(x)) {
      const std::uint32_t lo = zbkb_unzip(static_cast<std::uint32_t>(x)),
                          hi = zbkb_unzip(static_cast<std::uint32_t>(x >> 32));
      return {zbkb_pack(lo, hi), zbkb_pack(lo >> 16, hi >> 16)};
    }
#endif
    // Bit i of x (i = 32 h + p, h the half) goes to bit i >> 1 of half
    // i & 1: the six index bits rotate right by one, which is five
    // transpositions of the half-select bit h with the bits of p (16, 8, 4,
    // 2, 1 in that order); each swaps bits between the halves (cross_swap),
    // 20 instructions on 32-bit Arm where unzipping each half and joining
    // them took 37
    // (two 16-bit unzips of four delta swaps each).
    std::uint32_t lo = static_cast<std::uint32_t>(x), hi = static_cast<std::uint32_t>(x >> 32);
    cross_swap(lo, hi, 0x0000ffffu, 16);
    cross_swap(lo, hi, 0x00ff00ffu, 8);
    cross_swap(lo, hi, 0x0f0f0f0fu, 4);
    cross_swap(lo, hi, 0x33333333u, 2);
    cross_swap(lo, hi, 0x55555555u, 1);
    return {lo, hi};
  }
  constexpr std::uint64_t to64() const noexcept {
#if ASCON_BI32_ZBKB
    if (!std::is_constant_evaluated()) {
      const std::uint32_t lo = zbkb_zip(zbkb_pack(e, o)), hi = zbkb_zip(zbkb_pack(e >> 16, o >> 16));
      return std::uint64_t{lo} | std::uint64_t{hi} << 32;
    }
#endif
    std::uint32_t lo = e, hi = o;  // from() backwards: the same swaps in reverse order
    cross_swap(lo, hi, 0x55555555u, 1);
    cross_swap(lo, hi, 0x33333333u, 2);
    cross_swap(lo, hi, 0x0f0f0f0fu, 4);
    cross_swap(lo, hi, 0x00ff00ffu, 8);
    cross_swap(lo, hi, 0x0000ffffu, 16);
    return std::uint64_t{lo} | std::uint64_t{hi} << 32;
  }

  // The two halves packed in one 64-bit word, even bits low: how a state
  // kept interleaved between permutations stores them (detail/state_rep.hpp).
  static constexpr Bi32Word unpack(std::uint64_t x) noexcept {
    return {static_cast<std::uint32_t>(x), static_cast<std::uint32_t>(x >> 32)};
  }
  constexpr std::uint64_t pack() const noexcept { return std::uint64_t{e} | std::uint64_t{o} << 32; }

  friend constexpr Bi32Word operator^(Bi32Word a, Bi32Word b) noexcept { return {a.e ^ b.e, a.o ^ b.o}; }
  friend constexpr Bi32Word operator&(Bi32Word a, Bi32Word b) noexcept { return {a.e & b.e, a.o & b.o}; }
  friend constexpr Bi32Word operator~(Bi32Word a) noexcept { return {~a.e, ~a.o}; }
  constexpr Bi32Word& operator^=(Bi32Word b) noexcept { return *this = *this ^ b; }
  // Round constants arrive as 64-bit values known at compile time; their
  // interleaving folds away once the round is inlined.
  constexpr Bi32Word& operator^=(std::uint64_t c) noexcept { return *this ^= from(c); }
};

// rotr by n of the 64-bit word: bit 2k of the result is bit 2k + n of x.
// Even n = 2m: both halves rotate by m. Odd n = 2m + 1: the new even half is
// the old odd half rotated by m, the new odd half the old even one by m + 1.
ASCON_ALWAYS_INLINE constexpr Bi32Word rotr(Bi32Word x, int n) noexcept {
  if (n % 2 == 0) return {std::rotr(x.e, n / 2), std::rotr(x.o, n / 2)};
  return {std::rotr(x.o, (n - 1) / 2), std::rotr(x.e, (n + 1) / 2)};
}

}  // namespace ascon::detail
