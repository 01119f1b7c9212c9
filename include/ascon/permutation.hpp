// SPDX-License-Identifier: Apache-2.0 OR MIT
// The Ascon permutation Ascon-p[r] (NIST SP 800-232, section 3), r = 1..16.
//
// One definition serves every algorithm of both families: the state is five
// 64-bit words, a round adds a constant, applies the 5-bit S-box bitsliced
// across the words, then the linear diffusion layer. Rounds are unrolled at
// compile time and the state lives in registers; everything is constexpr.
#pragma once

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <type_traits>
#include <utility>

#include "detail/bi32.hpp"
#include "detail/config.hpp"

// ASCON_BI32=1 runs the rounds on bit-interleaved 32-bit halves
// (detail/bi32.hpp); the default is 0, the plain 64-bit words, on every
// target. Counted under QEMU and valgrind (docs/embedded.md), converting
// the state at every permutation call costs more than the cheaper rounds
// save: bi32 takes 1-3% more instructions per byte for Hash256 and 18%
// more for AEAD128 on a Cortex-M4 and on armhf, 7-25% more on a Cortex-M0
// and on i686. What pays is keeping the state interleaved between calls:
// the sponges do so where it wins (ASCON_BI32_SPONGE, detail/state_rep.hpp).
#ifndef ASCON_BI32
#define ASCON_BI32 0
#endif
// ASCON_SMALL=1: every permutation call runs one out-of-line round loop
// instead of unrolled rounds inlined at each call site, and the one-shots
// run through detail/small.hpp (code size first: docs/embedded.md).
#ifndef ASCON_SMALL
#define ASCON_SMALL 0
#endif
// ASCON_PERMUTE_OUTLINE=1: one out-of-line unrolled Ascon-p[12] that every
// call site and round count of at most 12 enters (permute_outline_from),
// instead of a copy inlined at each site. For WebAssembly (js/): the module
// shrinks about sixfold while a call costs little next to the rounds
// (docs/javascript.md has the figures).
#ifndef ASCON_PERMUTE_OUTLINE
#define ASCON_PERMUTE_OUTLINE 0
#endif

// The assembly round, if any, for this target: chosen in rounds/select.h
// for both editions (it also sets ASCON_NO_REGISTER_HINT under MSan).
#include "rounds/select.h"
// v6-M (Cortex-M0/M0+/M1: Thumb-1, eight low registers) keeps the textbook
// statement order in round(): the critical-path order below holds more
// values live and cost it 2-5% more instructions per byte (QEMU counts,
// docs/embedded.md); out-of-order cores gain from it. The size
// configuration keeps the critical-path order (12 bytes smaller there).
#ifndef ASCON_ROUND_TEXTBOOK_ORDER
#if defined(__thumb__) && !defined(__thumb2__) && !ASCON_SMALL
#define ASCON_ROUND_TEXTBOOK_ORDER 1
#else
#define ASCON_ROUND_TEXTBOOK_ORDER 0
#endif
#endif
// x86-64 keeps its own statement order in round(), each AND-NOT and each
// rotation pinned where it stands (pinned(), below): the rotations spread
// among the S-box's XORs instead of in one run at the end. AMD's Zen 3/4
// hand each instruction at dispatch to one of four ALU queues, and only two
// rotate, so a run of rotations waits behind itself while the other ALUs
// idle. Zen 4 (a chain of Ascon-p[12], TSC cycles a round): GCC's v3
// variant 10.04 -> 9.43, GCC -march=native 9.49 -> 8.79, baseline 11.07 ->
// 10.14, Clang -march=native 8.43 -> 7.91 (docs/measurements.md, round 5
// eighth session; unpinned, GCC puts the rotations back in one run).
#ifndef ASCON_ROUND_SPREAD_ORDER
// Not in GCC's AVX-512 builds (-march=native on a Zen 4): there the pins
// cost a 0-byte AEAD128 call 70 TSC cycles (219 -> 289; per byte 3% less,
// Hash256 8% less), the flattened AEAD body spilling around them.
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__)) && !defined(ASCON_NO_REGISTER_HINT) && \
    !defined(__CUDA_ARCH__) && !(defined(__AVX512F__) && !defined(__clang__))
#define ASCON_ROUND_SPREAD_ORDER 1
#else
#define ASCON_ROUND_SPREAD_ORDER 0
#endif
#endif
// x86-64: the round as one inline-assembly statement (round_x86_64, below),
// with ANDN and RORX, which need BMI1 and BMI2. Its order (each word's
// linear layer as two chained rotations, ror(t ^ ror(t, B - A), A) ^ t,
// all five words stage by stage after the S-box) is none that GCC or Clang
// keep from C++: they regroup the statements, and on an AMD Zen 4 the
// compiled C++ round ran 10-15% slower per byte than this one, which beats
// ascon-c's clang-built opt64 (docs/measurements.md, round 5 ninth session).
//   0: the C++ round (the spread order above);
//   1: every round, where the compiler may use BMI1 and BMI2 (-march=x86-64-v3
//      or newer, -march=native on such a CPU);
//   2: permute_unrolled asks v3_chosen() (detail/v3_choice.hpp) once a
//      permutation, and runs these rounds when the process chose the
//      x86-64-v3 variants of a run-time dispatching layer, the C++ rounds
//      otherwise. For the compiled layers with such variants (src/capi,
//      src/batch, the Python extension: their targets define
//      ASCON_X86_64_V3_AT_RUN_TIME): a variant's target attribute does not
//      reach the text of an asm statement, so the choice is made at run time.
// ASCON_ROUND_X86_64_ASM=1 by hand asserts that every CPU the build runs on
// has BMI1 and BMI2.
#ifndef ASCON_ROUND_X86_64_ASM
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__)) && !defined(ASCON_NO_REGISTER_HINT) && \
    !defined(__CUDA_ARCH__) && !ASCON_SMALL && ASCON_ASM
#if defined(__BMI__) && defined(__BMI2__)
#define ASCON_ROUND_X86_64_ASM 1
#elif defined(ASCON_X86_64_V3_AT_RUN_TIME) && !defined(ASCON_NO_DISPATCH)
#define ASCON_ROUND_X86_64_ASM 2
#endif
#endif
#ifndef ASCON_ROUND_X86_64_ASM
#define ASCON_ROUND_X86_64_ASM 0
#endif
#endif
#if ASCON_ROUND_X86_64_ASM == 2
#include "detail/v3_choice.hpp"
#endif
// Where round() below gets an empty asm that pins x2 ^ c (see there).
#if !defined(ASCON_CONSTANT_BARRIER)
#if ((defined(__x86_64__) && defined(__clang__)) || (defined(__aarch64__) && !defined(__clang__))) && \
    !defined(ASCON_NO_REGISTER_HINT)
#define ASCON_CONSTANT_BARRIER 1
#else
#define ASCON_CONSTANT_BARRIER 0
#endif
#endif

// ASCON_PERMUTE_ASM: the unrolled permutation runs the assembly round that
// rounds/select.h chose (ASCON_ASM=0 there keeps the C++ round everywhere;
// instruction counts in docs/embedded.md), except with ASCON_BI32, whose
// rounds run on interleaved halves. Round counts the backend lacks
// (ASCON_ROUNDS_HAS) keep the C++ round.
#if ASCON_ROUNDS_CXX && !ASCON_BI32
#define ASCON_PERMUTE_ASM 1
#else
#define ASCON_PERMUTE_ASM 0
#endif

namespace ascon {

// The 320-bit Ascon state as the words S0..S4.
struct State {
  std::uint64_t x[5]{};
  friend constexpr bool operator==(const State&, const State&) = default;
};

// Round constants c_0..c_15; Ascon-p[r] uses the last r of them.
inline constexpr std::array<std::uint8_t, 16> round_constants = {0x3c, 0x2d, 0x1e, 0x0f, 0xf0, 0xe1, 0xd2, 0xc3,
                                                                 0xb4, 0xa5, 0x96, 0x87, 0x78, 0x69, 0x5a, 0x4b};

inline constexpr int max_rounds = 16;

namespace detail {

using std::rotr;

// The linear diffusion layer's x ^ (x >>> a) ^ (x >>> b), spelled with
// shifts on 32-bit ARMv7 (Thumb-2 or Arm state): GCC then folds each half
// of each shift into an EOR with a shifted register, four per 32-bit half,
// where the rotate spelling costs an extra ORR per half and rotation: 8-11%
// fewer instructions per byte on armhf and the Cortex-M4 (counted under
// QEMU, docs/embedded.md). On v6-M (Cortex-M0) too, with the textbook
// round order above: 3-6% fewer there, though v6-M has no shifted operands
// (its size configuration keeps rotates). Everywhere else the rotate
// spelling stays: i686 rotates with shrd/shld and takes 10-12% more, 64-bit targets have
// rotate instructions, and the batch engine's SIMD words have rotates.
// RV32 takes shifts too, with or without Zbb/Zbkb (whose 32-bit rotates do
// not help a 64-bit rotation): 4-7% fewer instructions per byte, and per
// call, for AEAD128 and Hash256 (qemu-system-riscv32 counts, docs/embedded.md).
// Defining it (0 or 1) overrides the choice, for measuring both spellings.
#ifndef ASCON_LINEAR_SHIFTS
#if (defined(__arm__) && (defined(__ARM_ARCH_ISA_ARM) || __ARM_ARCH_ISA_THUMB >= 2 || ASCON_ROUND_TEXTBOOK_ORDER)) || \
    (defined(__riscv) && __riscv_xlen == 32)
#define ASCON_LINEAR_SHIFTS 1
#else
#define ASCON_LINEAR_SHIFTS 0
#endif
#endif
// AArch64 spells it x ^ ((x ^ (x >>> (b - a))) >>> a): two EORs with a
// rotated operand per word where GCC makes three of the other spelling (a
// ROR and two EORs): 14% fewer instructions in Ascon-p[12] (qemu-aarch64
// counts, docs/embedded.md; counts, not cycles: the chain per word is one
// step longer). Clang is not measured here and keeps the plain spelling.
#ifndef ASCON_LINEAR_NESTED
#if defined(__aarch64__) && !defined(__clang__)
#define ASCON_LINEAR_NESTED 1
#else
#define ASCON_LINEAR_NESTED 0
#endif
#endif
template <int A, int B>
ASCON_ALWAYS_INLINE constexpr std::uint64_t linear_shifts(std::uint64_t x) noexcept {
  // The two halves of a rotation have disjoint bits, so ^ joins them as | would.
  return x ^ (x >> A) ^ (x << (64 - A)) ^ (x >> B) ^ (x << (64 - B));
}
// One word of the linear layer, in the spelling chosen above.
template <int A, int B, class W>
ASCON_ALWAYS_INLINE constexpr W linear(W x) noexcept {
  if constexpr (ASCON_LINEAR_SHIFTS && std::is_same_v<W, std::uint64_t>) {
    return linear_shifts<A, B>(x);
  } else if constexpr (ASCON_LINEAR_NESTED && std::is_same_v<W, std::uint64_t>) {
    return x ^ rotr(x ^ rotr(x, (B - A) & 63), A);
  } else {
    return x ^ rotr(x, A) ^ rotr(x, B);
  }
}

// v, behind an empty asm that claims to change it: the compiler computes v
// where this stands and cannot move it to its uses (round()'s spread order).
ASCON_ALWAYS_INLINE constexpr std::uint64_t pinned(std::uint64_t v) noexcept {
  if (!std::is_constant_evaluated()) __asm__("" : "+r"(v));
  return v;
}

#if ASCON_ROUND_X86_64_ASM
// One round on five words in registers, as ASCON_ROUND_X86_64_ASM describes;
// x2 in and out as round<LeaveX2Complemented> takes and leaves it, c the
// constant as round() adds it. t0..t4 hold the S-box's AND-NOTs, then each
// word's inner rotation.
#define ASCON_X86_64_ROUND_(not_x2)                                                                                \
  __asm__(                                                                                                         \
      "xor %[c], %[x2]\n\t"                                                                                        \
      "xor %[x4], %[x0]\n\t"                                                                                       \
      "xor %[x3], %[x4]\n\t"                                                                                       \
      "xor %[x1], %[x2]\n\t"                                                                                       \
      "andn %[x2], %[x1], %[t0]\n\t" /* ~x1 & x2 */                                                                \
      "andn %[x4], %[x3], %[t2]\n\t" /* ~x3 & x4 */                                                                \
      "andn %[x1], %[x0], %[t4]\n\t" /* ~x0 & x1 */                                                                \
      "andn %[x3], %[x2], %[t1]\n\t" /* ~x2 & x3 */                                                                \
      "andn %[x0], %[x4], %[t3]\n\t" /* ~x4 & x0 */                                                                \
      "xor %[t0], %[x0]\n\t"                                                                                       \
      "xor %[t2], %[x2]\n\t"                                                                                       \
      "xor %[t4], %[x4]\n\t"                                                                                       \
      "xor %[t1], %[x1]\n\t"                                                                                       \
      "xor %[t3], %[x3]\n\t"                                                                                       \
      "xor %[x0], %[x1]\n\t"                                                                                       \
      "xor %[x2], %[x3]\n\t"                                                                                       \
      "xor %[x4], %[x0]\n\t" /* the S-box's outputs (x2 not yet complemented) */                                   \
      "rorx $5, %[x2], %[t2]\n\t"                                                                                  \
      "xor %[x2], %[t2]\n\t"                                                                                       \
      "rorx $7, %[x3], %[t3]\n\t"                                                                                  \
      "xor %[x3], %[t3]\n\t"                                                                                       \
      "rorx $34, %[x4], %[t4]\n\t"                                                                                 \
      "xor %[x4], %[t4]\n\t"                                                                                       \
      "rorx $9, %[x0], %[t0]\n\t"                                                                                  \
      "xor %[x0], %[t0]\n\t"                                                                                       \
      "rorx $42, %[x1], %[t1]\n\t"                                                                                 \
      "xor %[x1], %[t1]\n\t" /* t = x ^ ror(x, B - A) */                                                           \
      "rorx $1, %[t2], %[t2]\n\t"                                                                                  \
      "xor %[t2], %[x2]\n\t"                                                                                       \
      "rorx $10, %[t3], %[t3]\n\t"                                                                                 \
      "xor %[t3], %[x3]\n\t"                                                                                       \
      "rorx $7, %[t4], %[t4]\n\t"                                                                                  \
      "xor %[t4], %[x4]\n\t"                                                                                       \
      "rorx $19, %[t0], %[t0]\n\t"                                                                                 \
      "xor %[t0], %[x0]\n\t"                                                                                       \
      "rorx $61, %[t1], %[t1]\n\t"                                                                                 \
      "xor %[t1], %[x1]" not_x2 /* x ^= ror(t, A) */                                                               \
      : [x0] "+r"(x0), [x1] "+r"(x1), [x2] "+r"(x2), [x3] "+r"(x3), [x4] "+r"(x4), [t0] "=&r"(t0), [t1] "=&r"(t1), \
        [t2] "=&r"(t2), [t3] "=&r"(t3), [t4] "=&r"(t4)                                                             \
      : [c] "re"(c)                                                                                                \
      : "cc")
template <bool LeaveX2Complemented>
ASCON_ALWAYS_INLINE void round_x86_64(std::uint64_t& x0, std::uint64_t& x1, std::uint64_t& x2, std::uint64_t& x3,
                                      std::uint64_t& x4, std::uint64_t c) noexcept {
  std::uint64_t t0, t1, t2, t3, t4;
  if constexpr (LeaveX2Complemented) {
    ASCON_X86_64_ROUND_("");
  } else {
    ASCON_X86_64_ROUND_("\n\tnot %[x2]");
  }
}
#undef ASCON_X86_64_ROUND_
#endif

// One round on five words held in registers. W is std::uint64_t here; the
// batch engine (src/batch/) runs the same round on SIMD words holding one
// state per lane, so W only needs ^, &, ~, ^= with a constant, and rotr(w, n).
//
// LeaveX2Complemented: skip the S-box's final NOT of word 2, so x2 comes out
// complemented; the next round then adds ~c instead of c, which puts the NOT
// back for free (one instruction less per round; permute<R> uses it for every
// round but the last).
//
// Asm: the assembly round of ASCON_ROUND_X86_64_ASM for std::uint64_t words
// (by default where the build allows it everywhere, mode 1); false for a
// permutation's last round, which stays C++ so that the compiler drops the
// words its caller never reads (the AEAD tag's two, the hash's one), which
// it cannot do inside an asm statement.
template <bool LeaveX2Complemented = false, bool Asm = (ASCON_ROUND_X86_64_ASM == 1), class W>
ASCON_ALWAYS_INLINE constexpr void round(W& x0, W& x1, W& x2, W& x3, W& x4, std::uint64_t c) noexcept {
#if ASCON_ROUND_X86_64_ASM
  if constexpr (Asm && std::is_same_v<W, std::uint64_t>) {
    if (!std::is_constant_evaluated()) return round_x86_64<LeaveX2Complemented>(x0, x1, x2, x3, x4, c);
  }
#endif
  // constant addition
  x2 ^= c;
#if ASCON_CONSTANT_BARRIER
  // Hides x2 ^ c from the optimiser: otherwise clang rewrites ~(x2 ^ c)
  // below as x2 ^ ~c and computes both, one instruction more per round than
  // ANDN. Emits no instruction. Measured on a Xeon: clang 1.5-3.5% faster
  // per byte; gcc was 1-3% slower with it, so on x86-64 it is clang's only.
  // GCC on AArch64 does the same as clang (x2 ^ c and x2 ^ ~c, one EOR more
  // per round than BIC): with it, 8% fewer instructions in Ascon-p[12]
  // (qemu-aarch64 counts, docs/embedded.md).
  if constexpr (std::is_same_v<W, std::uint64_t>) {
    if (!std::is_constant_evaluated()) __asm__("" : "+r"(x2));
  }
#endif
  // substitution layer: the 5-bit S-box on every bit column
  x0 ^= x4;
  x4 ^= x3;
  x2 ^= x1;
#if ASCON_ROUND_TEXTBOOK_ORDER
  // All five S-box outputs, then the linear layer: the fewest values live
  // at once, which matters with eight low registers (see the macro).
  W t0 = x0 ^ (~x1 & x2);
  W t1 = x1 ^ (~x2 & x3);
  W t2 = x2 ^ (~x3 & x4);
  W t3 = x3 ^ (~x4 & x0);
  W t4 = x4 ^ (~x0 & x1);
  t1 ^= t0;
  t0 ^= t4;
  t3 ^= t2;
  if constexpr (!LeaveX2Complemented) t2 = ~t2;
  x0 = linear<19, 28>(t0);
  x1 = linear<61, 39>(t1);
  x2 = linear<1, 6>(t2);
  x3 = linear<10, 17>(t3);
  x4 = linear<7, 41>(t4);
#else
#if ASCON_ROUND_SPREAD_ORDER
  if constexpr (std::is_same_v<W, std::uint64_t>) {
    // Each value pinned where it is computed (pinned(), below), so that
    // the compiler emits the statements in this order.
    const W a4 = pinned(~x0 & x1);
    const W a3 = pinned(~x4 & x0);
    const W a0 = pinned(~x1 & x2);
    const W a2 = pinned(~x3 & x4);
    const W a1 = pinned(~x2 & x3);
    x4 ^= a4;
    x0 ^= a0;
    x1 ^= a1;
    const W r4a = pinned(rotr(x4, 7));
    x3 ^= a3;
    x2 ^= a2;
    x1 ^= x0;
    const W r4b = pinned(rotr(x4, 41));
    x0 ^= x4;
    x3 ^= x2;
    const W r1a = pinned(rotr(x1, 61));
    x4 ^= r4a;
    const W r1b = pinned(rotr(x1, 39));
    x4 ^= r4b;
    const W r0a = pinned(rotr(x0, 19));
    x1 ^= r1a;
    const W r0b = pinned(rotr(x0, 28));
    x1 ^= r1b;
    const W r3a = pinned(rotr(x3, 10));
    x0 ^= r0a;
    const W r3b = pinned(rotr(x3, 17));
    x0 ^= r0b;
    if constexpr (!LeaveX2Complemented) x2 = ~x2;
    const W r2a = pinned(rotr(x2, 1));
    x3 ^= r3a;
    const W r2b = pinned(rotr(x2, 6));
    x3 ^= r3b;
    x2 ^= r2a;
    x2 ^= r2b;
  } else
#endif
  {
    // The S-box outputs and the linear layer word by word, in the order of the
    // critical path: x1 comes out last and the next round's x2 waits for it,
    // then x0; compilers mostly keep source order, so writing it this way was
    // 1-3% faster per byte with gcc and clang (Xeon, Ascon-AEAD128 and
    // Ascon-Hash256 at 1536 B) than the textbook order.
    W t0 = x0 ^ (~x1 & x2);
    W t1 = x1 ^ (~x2 & x3);
    W t4 = x4 ^ (~x0 & x1);
    t1 ^= t0;
    const W y1 = linear<61, 39>(t1);
    t0 ^= t4;
    const W y0 = linear<19, 28>(t0);
    W t2 = x2 ^ (~x3 & x4);
    W t3 = x3 ^ (~x4 & x0);
    t3 ^= t2;
    if constexpr (!LeaveX2Complemented) t2 = ~t2;
    x2 = linear<1, 6>(t2);
    x4 = linear<7, 41>(t4);
    x3 = linear<10, 17>(t3);
    x0 = y0;
    x1 = y1;
  }
#endif
#if defined(__clang__) && !ASCON_CONSTANT_BARRIER && (defined(__x86_64__) || defined(__aarch64__)) && \
    !defined(ASCON_NO_REGISTER_HINT)
  // Where the constant barrier above is off (aarch64), clang needs this
  // instead: an empty asm that wants the words in general registers after
  // every round (without either, its code was 20-30% slower at
  // -march=native). On x86-64 the constant barrier alone is faster (Xeon:
  // 3% per byte, 20 cycles less per empty AEAD call).
  if constexpr (std::is_same_v<W, std::uint64_t>) {
    if (!std::is_constant_evaluated()) __asm__("" : "+r"(x0), "+r"(x1), "+r"(x2), "+r"(x3), "+r"(x4));
  }
#endif
}

// The word type the permutation runs on: std::uint64_t, or two interleaved
// 32-bit halves on 32-bit targets. Loading and storing convert.
#if ASCON_BI32
using PermWord = Bi32Word;
ASCON_ALWAYS_INLINE constexpr PermWord to_perm_word(std::uint64_t x) noexcept { return Bi32Word::from(x); }
ASCON_ALWAYS_INLINE constexpr std::uint64_t from_perm_word(PermWord w) noexcept { return w.to64(); }
#else
using PermWord = std::uint64_t;
ASCON_ALWAYS_INLINE constexpr PermWord to_perm_word(std::uint64_t x) noexcept { return x; }
ASCON_ALWAYS_INLINE constexpr std::uint64_t from_perm_word(PermWord w) noexcept { return w; }
#endif

// The state's words as ten named 32-bit halves x0##lo, x0##hi, ..., x4##hi
// (bits 0..31 and 32..63; the assembly rounds take named locals as register
// operands, an array would live on the stack), S2 made plain when the caller
// holds it complemented; ASCON_HALVES_STORE_ writes them back.
#define ASCON_HALVES_LOAD_(s, lo, hi, complemented)                                                                 \
  std::uint32_t x0##lo = static_cast<std::uint32_t>((s).x[0]), x0##hi = static_cast<std::uint32_t>((s).x[0] >> 32); \
  std::uint32_t x1##lo = static_cast<std::uint32_t>((s).x[1]), x1##hi = static_cast<std::uint32_t>((s).x[1] >> 32); \
  std::uint32_t x2##lo = static_cast<std::uint32_t>((s).x[2]), x2##hi = static_cast<std::uint32_t>((s).x[2] >> 32); \
  std::uint32_t x3##lo = static_cast<std::uint32_t>((s).x[3]), x3##hi = static_cast<std::uint32_t>((s).x[3] >> 32); \
  std::uint32_t x4##lo = static_cast<std::uint32_t>((s).x[4]), x4##hi = static_cast<std::uint32_t>((s).x[4] >> 32); \
  if constexpr (complemented) {                                                                                     \
    x2##lo = ~x2##lo;                                                                                               \
    x2##hi = ~x2##hi;                                                                                               \
  }
#define ASCON_HALVES_STORE_(s, lo, hi, complemented)              \
  if constexpr (complemented) {                                   \
    x2##lo = ~x2##lo;                                             \
    x2##hi = ~x2##hi;                                             \
  }                                                               \
  (s).x[0] = std::uint64_t{x0##lo} | std::uint64_t{x0##hi} << 32; \
  (s).x[1] = std::uint64_t{x1##lo} | std::uint64_t{x1##hi} << 32; \
  (s).x[2] = std::uint64_t{x2##lo} | std::uint64_t{x2##hi} << 32; \
  (s).x[3] = std::uint64_t{x3##lo} | std::uint64_t{x3##hi} << 32; \
  (s).x[4] = std::uint64_t{x4##lo} | std::uint64_t{x4##hi} << 32;

#if ASCON_PERMUTE_ASM && ASCON_ROUNDS_ONE
template <std::uint32_t C>
ASCON_ALWAYS_INLINE void round_asm(std::uint32_t& x0l, std::uint32_t& x0h, std::uint32_t& x1l, std::uint32_t& x1h,
                                   std::uint32_t& x2l, std::uint32_t& x2h, std::uint32_t& x3l, std::uint32_t& x3h,
                                   std::uint32_t& x4l, std::uint32_t& x4h) noexcept {
  ASCON_ROUNDS_ROUND(x0l, x0h, x1l, x1h, x2l, x2h, x3l, x3h, x4l, x4h, C);
}
// Ascon-p[Rounds] with the assembly round; S2 in and out as permute_unrolled.
template <int Rounds, bool Complemented, std::size_t... I>
ASCON_ALWAYS_INLINE void permute_asm_rounds(State& s, std::index_sequence<I...>) noexcept {
  ASCON_HALVES_LOAD_(s, l, h, Complemented)  // the round takes S2 plain
  (round_asm<round_constants[max_rounds - Rounds + I]>(x0l, x0h, x1l, x1h, x2l, x2h, x3l, x3h, x4l, x4h), ...);
  ASCON_HALVES_STORE_(s, l, h, Complemented)
}
#endif

// The whole-permutation assembly: Ascon-p[6], p[8] and p[12] on the ten
// halves, for the round counts it has (ASCON_ROUNDS_HAS); false for the
// others, which take the C++ round.
#if ASCON_PERMUTE_ASM && !ASCON_ROUNDS_ONE && ASCON_ROUNDS_STATE == ASCON_ROUNDS_STATE_HALVES
#define ASCON_PERMUTE_HALVES_ASM_ 1
template <int Rounds, bool Complemented>
ASCON_ALWAYS_INLINE bool permute_halves_asm(State& s) noexcept {
  if constexpr (ASCON_ROUNDS_HAS(Rounds)) {
    static_assert(Rounds == 6 || Rounds == 8 || Rounds == 12, "a whole-permutation round gives p[6], p[8], p[12]");
    ASCON_HALVES_LOAD_(s, l, h, Complemented)  // the rounds take S2 plain
    if constexpr (Rounds == 12) {
      ASCON_ROUNDS_PERMUTE_12(x0l, x0h, x1l, x1h, x2l, x2h, x3l, x3h, x4l, x4h);
    } else if constexpr (Rounds == 8) {
      ASCON_ROUNDS_PERMUTE_8(x0l, x0h, x1l, x1h, x2l, x2h, x3l, x3h, x4l, x4h);
    } else {
      ASCON_ROUNDS_PERMUTE_6(x0l, x0h, x1l, x1h, x2l, x2h, x3l, x3h, x4l, x4h);
    }
    ASCON_HALVES_STORE_(s, l, h, Complemented)
    return true;
  } else {
    (void)s;
    return false;
  }
}
#endif

// The last Rounds rounds on five words of any word type round() takes.
// Complemented: x2 comes in and goes out complemented.
// Asm: the assembly round for all but the last (ASCON_ROUND_X86_64_ASM).
template <int Rounds, bool Complemented, bool Asm = (ASCON_ROUND_X86_64_ASM == 1), class W, std::size_t... I>
ASCON_ALWAYS_INLINE constexpr void rounds_unrolled(W& x0, W& x1, W& x2, W& x3, W& x4,
                                                   std::index_sequence<I...>) noexcept {
  // Every round but the last leaves x2 complemented; the next adds ~c.
  (round<(Complemented || I + 1 < Rounds), (Asm && I + 1 < Rounds)>(
       x0, x1, x2, x3, x4,
       (I == 0 && !Complemented) ? std::uint64_t{round_constants[max_rounds - Rounds + I]}
                                 : ~std::uint64_t{round_constants[max_rounds - Rounds + I]}),
   ...);
}

// Complemented: S2 comes in and goes out complemented (loops whose blocks
// never touch S2 keep it so across permutations: one NOT less per block).
template <int Rounds, bool Complemented = false, std::size_t... I>
ASCON_ALWAYS_INLINE constexpr void permute_unrolled(State& s, std::index_sequence<I...> seq) noexcept {
#if ASCON_PERMUTE_ASM && ASCON_ROUNDS_ONE
  if (!std::is_constant_evaluated()) return permute_asm_rounds<Rounds, Complemented>(s, seq);
#elif defined(ASCON_PERMUTE_HALVES_ASM_)
  if (!std::is_constant_evaluated() && permute_halves_asm<Rounds, Complemented>(s)) return;
#endif
  PermWord x0 = to_perm_word(s.x[0]), x1 = to_perm_word(s.x[1]), x2 = to_perm_word(s.x[2]), x3 = to_perm_word(s.x[3]),
           x4 = to_perm_word(s.x[4]);
#if ASCON_ROUND_X86_64_ASM == 2
  // Folded inside each run-time variant (v3_chosen(), detail/v3_choice.hpp).
  if (!std::is_constant_evaluated() && v3_chosen())
    rounds_unrolled<Rounds, Complemented, true>(x0, x1, x2, x3, x4, seq);
  else
#endif
    rounds_unrolled<Rounds, Complemented>(x0, x1, x2, x3, x4, seq);
  s.x[0] = from_perm_word(x0);
  s.x[1] = from_perm_word(x1);
  s.x[2] = from_perm_word(x2);
  s.x[3] = from_perm_word(x3);
  s.x[4] = from_perm_word(x4);
}

}  // namespace detail

}  // namespace ascon
#if ASCON_PERMUTE_OUTLINE && !ASCON_SMALL
#include "detail/permute_outline.hpp"
#endif
#if ASCON_SMALL
#include "detail/round_loop.hpp"  // the round constants' counting, the RV32 Zbb/Zbkb loop
#endif
namespace ascon {

namespace detail {
#if ASCON_SMALL
// The size configuration (ASCON_SMALL=1): every permutation call goes to this
// one out-of-line loop over the words in place (a local copy costs two memcpy
// calls on a Cortex-M0; detail/small.hpp calls it on its own words). (A linear
// layer rolled into a loop over the ten rotations: 80-120 bytes smaller on
// Cortex-M0/M4, but 2 to 3 times the instructions per byte.) The round
// constants are counted (detail/round_loop.hpp).
// Takes the first round's constant c (round_constant_at(first)), not its
// index: the size configuration's modes store the constant (detail/small.hpp's
// Mode), so no call computes it (four instructions a call on RV32I).
// The constant a word on 64-bit cores: its callers' immediates and byte
// loads leave the register zero-extended, so no widening (AArch64: 4 bytes
// of every image, h-a64x); 32-bit cores take the uint32_t they took.
using RoundConstantArg = std::conditional_t<(UINTPTR_MAX > 0xffffffffu), std::uint64_t, std::uint32_t>;
ASCON_NOINLINE constexpr void permute_from(std::uint64_t* s, RoundConstantArg c) noexcept {
#if ASCON_PERMUTE_ASM && ASCON_ROUNDS_LOOP == 2  // ARMv6-M: the round on the words in place
  if (!std::is_constant_evaluated()) {
    do {
      ASCON_ROUNDS_LOOP_ROUND_MEM(s, c);
      c = next_round_constant(c);
    } while (c != round_loop_end);
    return;
  }
#elif ASCON_PERMUTE_ASM && ASCON_ROUNDS_LOOP == 1 && defined(ASCON_ROUNDS_LOOP_RUN_MEM)
  // The whole loop in the backend's asm, on the words in memory (ARMv7-M).
  if (!std::is_constant_evaluated()) {
    ASCON_ROUNDS_LOOP_RUN_MEM(reinterpret_cast<std::uint32_t*>(s), c);
    return;
  }
#elif ASCON_PERMUTE_ASM && ASCON_ROUNDS_LOOP == 1
  // A loop round on the ten halves (ARMv7-M, RV32I), the constant in a
  // register: the image holds no C++ round (docs/embedded.md has the figures).
  if (!std::is_constant_evaluated()) {
    std::uint32_t x0l = static_cast<std::uint32_t>(s[0]), x0h = static_cast<std::uint32_t>(s[0] >> 32),
                  x1l = static_cast<std::uint32_t>(s[1]), x1h = static_cast<std::uint32_t>(s[1] >> 32),
                  x2l = static_cast<std::uint32_t>(s[2]), x2h = static_cast<std::uint32_t>(s[2] >> 32),
                  x3l = static_cast<std::uint32_t>(s[3]), x3h = static_cast<std::uint32_t>(s[3] >> 32),
                  x4l = static_cast<std::uint32_t>(s[4]), x4h = static_cast<std::uint32_t>(s[4] >> 32);
    do {
      ASCON_ROUNDS_LOOP_ROUND(x0l, x0h, x1l, x1h, x2l, x2h, x3l, x3h, x4l, x4h, c);
      c = next_round_constant(c);
    } while (c != round_loop_end);
    s[0] = std::uint64_t{x0l} | std::uint64_t{x0h} << 32;
    s[1] = std::uint64_t{x1l} | std::uint64_t{x1h} << 32;
    s[2] = std::uint64_t{x2l} | std::uint64_t{x2h} << 32;
    s[3] = std::uint64_t{x3l} | std::uint64_t{x3h} << 32;
    s[4] = std::uint64_t{x4l} | std::uint64_t{x4h} << 32;
    return;
  }
#elif ASCON_ROUNDS_LOOP == 3 && !ASCON_BI32  // RV32 with Zbb/Zbkb: detail/round_loop.hpp
  if (!std::is_constant_evaluated()) return permute_words_bi32(s, c);
#endif
#if ASCON_BI32
  PermWord x[5];
  for (int w = 0; w < 5; ++w) x[w] = to_perm_word(s[w]);
  do {
    round(x[0], x[1], x[2], x[3], x[4], std::uint64_t{c});
    c = next_round_constant(c);
  } while (c != round_loop_end);
  for (int w = 0; w < 5; ++w) s[w] = from_perm_word(x[w]);
#elif UINTPTR_MAX > 0xffffffffu || defined(__riscv)
  // 64-bit cores: the five words in registers for the whole loop (in place,
  // GCC loads and stores them every round), the constant counted as above.
  // The constant counted as a 64-bit word, as round() takes it (counted as
  // the 32-bit parameter, AArch64 widened it every round).
  std::uint64_t x0 = s[0], x1 = s[1], x2 = s[2], x3 = s[3], x4 = s[4], k = c;
  do {
    round(x0, x1, x2, x3, x4, k);
    k = next_round_constant(k);
  } while (k != round_loop_end);
  s[0] = x0;
  s[1] = x1;
  s[2] = x2;
  s[3] = x3;
  s[4] = x4;
#else
  do {
    round(s[0], s[1], s[2], s[3], s[4], std::uint64_t{c});
    c = next_round_constant(c);
  } while (c != round_loop_end);
#endif
}
// Rounds first..15: permute_from with the first round's constant.
ASCON_ALWAYS_INLINE constexpr void permute_words(std::uint64_t* s, int first) noexcept {
  permute_from(s, round_constant_at<std::uint32_t>(first));
}
ASCON_ALWAYS_INLINE constexpr void permute_loop(State& s, int first) noexcept { permute_words(s.x, first); }
#else
// Rounds first..15 in a loop: one copy of the round for every round count.
constexpr void permute_loop(State& s, int first) noexcept {
  PermWord x[5];
  for (int w = 0; w < 5; ++w) x[w] = to_perm_word(s.x[w]);
  for (int i = first; i < max_rounds; ++i)
    round(x[0], x[1], x[2], x[3], x[4], round_constants[static_cast<std::size_t>(i)]);
  for (int w = 0; w < 5; ++w) s.x[w] = from_perm_word(x[w]);
}
#endif
}  // namespace detail

// Ascon-p[Rounds]: fully unrolled, or with ASCON_SMALL=1 (size-optimised
// builds for microcontrollers) one shared out-of-line loop.
template <int Rounds>
ASCON_ALWAYS_INLINE constexpr void permute(State& s) noexcept {
  static_assert(Rounds >= 1 && Rounds <= max_rounds, "Ascon-p[r] is defined for 1 <= r <= 16");
#if ASCON_SMALL
  if (!std::is_constant_evaluated()) return detail::permute_loop(s, max_rounds - Rounds);
#elif ASCON_PERMUTE_OUTLINE
  if (!std::is_constant_evaluated()) return detail::permute_outline<Rounds, false>(s);
#endif
  detail::permute_unrolled<Rounds>(s, std::make_index_sequence<Rounds>{});
}

// Ascon-p[Rounds] on a state whose S2 is held complemented, in and out
// (see permute_unrolled). Plain permute() under ASCON_SMALL.
template <int Rounds>
ASCON_ALWAYS_INLINE constexpr void permute_complemented(State& s) noexcept {
#if ASCON_SMALL
  if (!std::is_constant_evaluated()) {
    s.x[2] = ~s.x[2];
    detail::permute_loop(s, max_rounds - Rounds);
    s.x[2] = ~s.x[2];
    return;
  }
#elif ASCON_PERMUTE_OUTLINE
  if (!std::is_constant_evaluated()) return detail::permute_outline<Rounds, true>(s);
#endif
  detail::permute_unrolled<Rounds, true>(s, std::make_index_sequence<Rounds>{});
}

namespace detail {
// The block loops of the modes hold S2 complemented across their blocks where
// that saves the permutation a NOT (the C++ round folds it into the round
// constant); where the assembly round runs, as its backend says
// (ASCON_ROUNDS_S2_COMPLEMENTED in rounds/select.h).
inline constexpr bool loop_s2_complemented = !ASCON_PERMUTE_ASM || ASCON_ROUNDS_S2_COMPLEMENTED;
// Before and after such a loop.
ASCON_ALWAYS_INLINE constexpr void loop_s2_flip(State& s) noexcept {
  if constexpr (loop_s2_complemented) s.x[2] = ~s.x[2];
}
// Ascon-p[Rounds] inside such a loop.
template <int Rounds>
ASCON_ALWAYS_INLINE constexpr void loop_permute(State& s) noexcept {
  if constexpr (loop_s2_complemented) {
    permute_complemented<Rounds>(s);
  } else {
    permute<Rounds>(s);
  }
}
}  // namespace detail

// Ascon-p[rounds] with the round count chosen at run time (1..16; other
// counts leave the state unchanged and return false).
constexpr bool permute(State& s, int rounds) noexcept {
  if (rounds < 1 || rounds > max_rounds) return false;
  detail::permute_loop(s, max_rounds - rounds);
  return true;
}

}  // namespace ascon
