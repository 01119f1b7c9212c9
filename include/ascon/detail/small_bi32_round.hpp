// SPDX-License-Identifier: Apache-2.0 OR MIT
// Ascon-p on a state held bit-interleaved (detail/bi32.hpp: each word's
// even bits in its low half, odd bits in its high half), the rounds from
// `first` (16 - rounds) to the last, out of line: the interleaved size
// configuration's one permutation (detail/small_bi32.hpp). On ARMv7-M with
// GCC, the loop of rounds/round_bi32_armv7m_loop.h; elsewhere the C++ round
// on Bi32Word (the reference the assembly is tested against on the
// bare-metal images and proven against in tests/proofs).
#pragma once

#include <cstddef>
#include <cstdint>

#include "../permutation.hpp"
#include "bi32.hpp"
#include "config.hpp"

#if defined(__thumb2__) && defined(__ARM_ARCH_PROFILE) && __ARM_ARCH_PROFILE == 'M' && defined(__ARMEL__) && \
    defined(__GNUC__) && !defined(__clang__) && ASCON_ASM && ASCON_ASM_ARMV7M_LOOP
#include "../rounds/round_bi32_armv7m_loop.h"
#define ASCON_SMALL_BI32_ASM 1
#else
#define ASCON_SMALL_BI32_ASM 0
#endif

namespace ascon::detail::small {

// The round constants' halves, two bytes a round (even bits, odd bits of
// round_constants[i]), 32 bytes aligned to 32 so that the loop ends where
// its pointer reaches a multiple of 32.
struct alignas(32) Bi32Constants {
  std::uint8_t h[32];
};
constexpr Bi32Constants bi32_constants_make() noexcept {
  Bi32Constants t{};
  for (std::size_t i = 0; i < 16; ++i) {
    const Bi32Word w = Bi32Word::from(round_constants[i]);
    t.h[2 * i] = static_cast<std::uint8_t>(w.e);
    t.h[2 * i + 1] = static_cast<std::uint8_t>(w.o);
  }
  return t;
}
inline constexpr Bi32Constants bi32_constants = bi32_constants_make();

ASCON_NOINLINE inline void permute_bi32(std::uint64_t* s, int first) noexcept {
#if ASCON_SMALL_BI32_ASM
  ASCON_ROUND_BI32_ARMV7M_LOOP_MEM(reinterpret_cast<std::uint32_t*>(s), bi32_constants.h + 2 * first);
#else
  Bi32Word x0 = Bi32Word::unpack(s[0]), x1 = Bi32Word::unpack(s[1]), x2 = Bi32Word::unpack(s[2]),
           x3 = Bi32Word::unpack(s[3]), x4 = Bi32Word::unpack(s[4]);
  for (int i = first; i < 16; ++i) {
    const std::uint8_t* const c = bi32_constants.h + 2 * i;
    x2.e ^= c[0];
    x2.o ^= c[1];
    round(x0, x1, x2, x3, x4, 0);
  }
  s[0] = x0.pack();
  s[1] = x1.pack();
  s[2] = x2.pack();
  s[3] = x3.pack();
  s[4] = x4.pack();
#endif
}

}  // namespace ascon::detail::small
