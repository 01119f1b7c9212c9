// SPDX-License-Identifier: Apache-2.0 OR MIT
// How a mode holds its State between permutations: a representation R says
// how a plain 64-bit word (as SP 800-232 writes it) goes in and comes out,
// and which permutation runs on the held words. The byte loops of sponge.hpp
// take R as a parameter, so one loop serves both:
//   PlainRep  the words as they are; permute() as everywhere else.
//   Bi32Rep   each word bit-interleaved (detail/bi32.hpp: even bits in the
//             low half, odd bits in the high half). Bytes are interleaved
//             as they are absorbed and de-interleaved as they are squeezed,
//             and the permutation runs on the halves with no conversion:
//             what makes bit interleaving pay on 32-bit cores, whose 64-bit
//             rotations become two 32-bit rotations. XOR and NOT act on each
//             bit alone, so padding, the domain bit, and a complemented S2
//             work on the interleaved words unchanged.
// SpongeRep is what Sponge, SqueezeState and the one-shot hashes use:
// ASCON_BI32_SPONGE picks it (per target below; 0 or 1 forces it).
#pragma once

#include <cstddef>
#include <cstdint>
#include <type_traits>
#include <utility>

#include "../ct.hpp"
#include "../permutation.hpp"
#include "bi32.hpp"

// Counted under QEMU (docs/embedded.md, bench/embedded/bench.sh), the
// interleaved sponge takes fewer instructions per byte and per call than
// the plain one where 32-bit rotates are cheap: RV32 with Zbb or Zbkb
// (Hash256 123.8 against 177.8 per byte) and ARMv7-M, whose operands can
// be rotated for free (84.8 against 111.7 on the M4, both with assembly
// rounds; 99.1 with the C++ round on Bi32Word). Not on
// RV32I (a rotate is three instructions there: 199.5 against 189.8), nor
// in the size configuration, whose permutation is one shared loop over
// plain words.
#ifndef ASCON_BI32_SPONGE
#if !ASCON_SMALL && ((defined(__riscv) && __riscv_xlen == 32 && (defined(__riscv_zbb) || defined(__riscv_zbkb))) || \
                     (defined(__thumb2__) && defined(__ARM_ARCH_PROFILE) && __ARM_ARCH_PROFILE == 'M'))
#define ASCON_BI32_SPONGE 1
#else
#define ASCON_BI32_SPONGE 0
#endif
#endif

namespace ascon::detail {

struct PlainRep {
  ASCON_ALWAYS_INLINE static constexpr std::uint64_t in(std::uint64_t x) noexcept { return x; }
  ASCON_ALWAYS_INLINE static constexpr std::uint64_t out(std::uint64_t x) noexcept { return x; }
  ASCON_ALWAYS_INLINE static constexpr State from_plain(const State& s) noexcept { return s; }
  template <int R>
  ASCON_ALWAYS_INLINE static constexpr void permute(State& s) noexcept {
    ascon::permute<R>(s);
  }
  template <int R>
  ASCON_ALWAYS_INLINE static constexpr void permute_complemented(State& s) noexcept {
    ascon::permute_complemented<R>(s);
  }
  // Inside a block loop bracketed by loop_s2_flip (permutation.hpp).
  template <int R>
  ASCON_ALWAYS_INLINE static constexpr void loop_permute(State& s) noexcept {
    detail::loop_permute<R>(s);
  }
};

#if ASCON_PERMUTE_ASM && ASCON_ROUNDS_BI32
// Ascon-p[Rounds] on interleaved words in the assembly round for them that
// rounds/select.h gives (ARMv7-M: rounds/round_bi32_armv7m.h). The round
// leaves word k's result in the halves of word (k + 2) mod 5 (its S-box's
// output order), so each round is called with the names rotated instead of
// moving the halves; the last call stores them where they belong. Each half is a named local (an array
// would live on the stack).
template <std::uint32_t Ce, std::uint32_t Co>
ASCON_ALWAYS_INLINE void round_bi32_asm(std::uint32_t& x0e, std::uint32_t& x0o, std::uint32_t& x1e, std::uint32_t& x1o,
                                        std::uint32_t& x2e, std::uint32_t& x2o, std::uint32_t& x3e, std::uint32_t& x3o,
                                        std::uint32_t& x4e, std::uint32_t& x4o) noexcept {
  ASCON_ROUNDS_ROUND_BI32(x0e, x0o, x1e, x1o, x2e, x2o, x3e, x3o, x4e, x4o, Ce, Co);
}
template <int Rounds, bool Complemented, int I = 0>
ASCON_ALWAYS_INLINE void rounds_bi32_asm(State& s, std::uint32_t& x0e, std::uint32_t& x0o, std::uint32_t& x1e,
                                         std::uint32_t& x1o, std::uint32_t& x2e, std::uint32_t& x2o, std::uint32_t& x3e,
                                         std::uint32_t& x3o, std::uint32_t& x4e, std::uint32_t& x4o) noexcept {
  if constexpr (I == Rounds) {
    if constexpr (Complemented) {  // the round gives S2 plain
      x2e = ~x2e;
      x2o = ~x2o;
    }
    s.x[0] = Bi32Word{x0e, x0o}.pack();
    s.x[1] = Bi32Word{x1e, x1o}.pack();
    s.x[2] = Bi32Word{x2e, x2o}.pack();
    s.x[3] = Bi32Word{x3e, x3o}.pack();
    s.x[4] = Bi32Word{x4e, x4o}.pack();
  } else {
    constexpr Bi32Word c = Bi32Word::from(round_constants[max_rounds - Rounds + I]);
    round_bi32_asm<c.e, c.o>(x0e, x0o, x1e, x1o, x2e, x2o, x3e, x3o, x4e, x4o);
    rounds_bi32_asm<Rounds, Complemented, I + 1>(s, x2e, x2o, x3e, x3o, x4e, x4o, x0e, x0o, x1e, x1o);
  }
}
template <int Rounds, bool Complemented>
ASCON_ALWAYS_INLINE void permute_bi32_asm(State& s) noexcept {
  ASCON_HALVES_LOAD_(s, e, o, Complemented)  // the round takes S2 plain (even bits in e)
  rounds_bi32_asm<Rounds, Complemented>(s, x0e, x0o, x1e, x1o, x2e, x2o, x3e, x3o, x4e, x4o);
}
#endif

struct Bi32Rep {
  ASCON_ALWAYS_INLINE static constexpr std::uint64_t in(std::uint64_t x) noexcept { return Bi32Word::from(x).pack(); }
  ASCON_ALWAYS_INLINE static constexpr std::uint64_t out(std::uint64_t x) noexcept {
    return Bi32Word::unpack(x).to64();
  }
  static constexpr State from_plain(const State& s) noexcept {
    State t{};
    for (std::size_t w = 0; w < 5; ++w) t.x[w] = in(s.x[w]);
    return t;
  }
  // Ascon-p[R] on the interleaved words; Complemented as permute_complemented.
  template <int R, bool Complemented = false>
  ASCON_ALWAYS_INLINE static constexpr void permute(State& s) noexcept {
#if ASCON_PERMUTE_ASM && ASCON_ROUNDS_BI32
    if (!std::is_constant_evaluated()) return permute_bi32_asm<R, Complemented>(s);
#endif
    Bi32Word x0 = Bi32Word::unpack(s.x[0]), x1 = Bi32Word::unpack(s.x[1]), x2 = Bi32Word::unpack(s.x[2]),
             x3 = Bi32Word::unpack(s.x[3]), x4 = Bi32Word::unpack(s.x[4]);
    rounds_unrolled<R, Complemented>(x0, x1, x2, x3, x4, std::make_index_sequence<static_cast<std::size_t>(R)>{});
    s.x[0] = x0.pack();
    s.x[1] = x1.pack();
    s.x[2] = x2.pack();
    s.x[3] = x3.pack();
    s.x[4] = x4.pack();
  }
  template <int R>
  ASCON_ALWAYS_INLINE static constexpr void permute_complemented(State& s) noexcept {
    permute<R, true>(s);
  }
  // Inside a block loop bracketed by loop_s2_flip (permutation.hpp): S2 is
  // complemented there exactly when loop_s2_complemented says so.
  template <int R>
  ASCON_ALWAYS_INLINE static constexpr void loop_permute(State& s) noexcept {
    permute<R, loop_s2_complemented>(s);
  }
};

using SpongeRep = std::conditional_t<ASCON_BI32_SPONGE != 0, Bi32Rep, PlainRep>;

// The AEAD one-shots (seal_full/open_full in aead.hpp) likewise, by
// ASCON_BI32_DUPLEX: on by default on RV32 with Zbb or Zbkb and where the
// assembly round has an interleaved form (ASCON_ROUNDS_BI32: ARMv7-M), where
// it was measured to win (docs/embedded.md;
// M4 AEAD128 34.6 against 37.7 per byte, 1545 against 1907 at 0 bytes).
// Off on ARMv7-M with ASCON_ASM=0 (the C++ rounds), where it was not
// measured to win.
#ifndef ASCON_BI32_DUPLEX
#if !ASCON_SMALL && ((defined(__riscv) && __riscv_xlen == 32 && (defined(__riscv_zbb) || defined(__riscv_zbkb))) || \
                     (ASCON_PERMUTE_ASM && ASCON_ROUNDS_BI32))
#define ASCON_BI32_DUPLEX 1
#else
#define ASCON_BI32_DUPLEX 0
#endif
#endif
using DuplexRep = std::conditional_t<ASCON_BI32_DUPLEX != 0, Bi32Rep, PlainRep>;

// s ^= k, where `add` XORs the plain words k into a state (the key words an
// AEAD adds): straight into s when plain; else into a zeroed temporary
// whose words are converted (those it leaves zero fold away) and wiped.
template <class R, class Add>
ASCON_ALWAYS_INLINE constexpr void xor_plain(State& s, Add add) noexcept {
  if constexpr (std::is_same_v<R, PlainRep>) {
    add(s);
  } else {
    State k{};
    add(k);
    for (std::size_t w = 0; w < 5; ++w) s.x[w] ^= R::in(k.x[w]);
    wipe_object(k);
  }
}

}  // namespace ascon::detail
