/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Which assembly round runs the Ascon permutation on this target: the one
 * place that chooses, for both editions. The C++ core
 * (include/ascon/permutation.hpp) and the C99 edition (src/c99/ascon_perm.c)
 * include this header and take everything from the macros below; neither
 * names a backend or a target. C and C++ alike: it includes the chosen
 * round's header (this folder) and defines macros, nothing else.
 *
 * What the user sets (before including, or with -D):
 *   ASCON_ASM=0           no assembly round: both editions keep their C or
 *                         C++ round (default 1), whatever the switches below
 *                         say (tests/embedded/select_check.sh).
 *   ASCON_ASM_ARMV6M=0/1  the ARMv6-M round needs r7 free: default 1 with
 *                         GCC when optimising (which omits the frame
 *                         pointer), 0 otherwise; clang keeps r7 as frame
 *                         pointer on Thumb-1 unless given -fomit-frame-pointer,
 *                         so there it is taken only with ASCON_ASM_ARMV6M=1.
 *   ASCON_ASM_ARMV7M_LOOP=0/1  ARMv7-M's size-configuration loop in one asm
 *                         statement (round_armv7m.h) needs r7 free, as the
 *                         ARMv6-M round: default as ASCON_ASM_ARMV6M; 0 keeps
 *                         the loop in C around the same round (as clang
 *                         always does: it finds no register for the frame
 *                         slot's address that the statement takes).
 *   ASCON_C99_AVR_ASM=1   the AVR round of src/c99/ascon_avr.S (an assembly
 *                         file: compile and link it too); off by default.
 *
 * What it defines:
 *   ASCON_ROUNDS_BACKEND  one of ASCON_ROUNDS_BACKEND_NONE, _ARMV7M, _ARMV6M,
 *                         _RV32I, _AVR; ASCON_ROUNDS_NAME its name, a string
 *                         ("c" when none).
 *   ASCON_ROUNDS_STATE    how the round takes the state:
 *     ASCON_ROUNDS_STATE_NONE    no assembly round;
 *     ASCON_ROUNDS_STATE_HALVES  the five 64-bit words as ten uint32_t
 *                                lvalues x0l, x0h, .., x4l, x4h (bits 0..31,
 *                                32..63), updated in place, S2 plain in and out;
 *     ASCON_ROUNDS_STATE_BYTES   forty bytes, b[8w + j] = byte j of word w (the
 *                                C99 edition's 8-bit representation), S2 plain.
 *   ASCON_ROUNDS_ONE      1: ASCON_ROUNDS_ROUND(x0l, .., x4h, c) runs one round
 *                         with constant c (an integer constant expression), so
 *                         every round count is its rounds in sequence.
 *                         0: the backend has whole permutations only.
 *   ASCON_ROUNDS_LOOP     how a loop runs one round with the constant a run-time
 *                         value (the size configuration's permute_words in
 *                         permutation.hpp: one round's text for every round
 *                         count): 0 it cannot;
 *                         1 ASCON_ROUNDS_LOOP_ROUND(x0l, .., x4h, c), the
 *                           halves as for ASCON_ROUNDS_STATE_HALVES, c a
 *                           uint32_t; where the backend also defines
 *                           ASCON_ROUNDS_LOOP_RUN_MEM(s, c) (little-endian),
 *                           that runs the whole loop on the state in memory,
 *                           s a uint32_t* to the ten halves, c the first
 *                           round's constant (a uint32_t), through the last
 *                           round, and permute_words takes it;
 *                         2 ASCON_ROUNDS_LOOP_ROUND_MEM(s, c), s pointing to
 *                           the five 64-bit words in memory, little-endian;
 *                         3 ASCON_ROUNDS_LOOP_ROUND_BI32(x0e, x0o, .., x4o,
 *                           ce, co) on interleaved halves as
 *                           ASCON_ROUNDS_ROUND_BI32 below, but every word's
 *                           result in its own halves (no renaming), ce, co
 *                           the constant's halves, uint32_t values.
 *   ASCON_ROUNDS_COUNTS   bit r set where the backend runs Ascon-p[r];
 *                         ASCON_ROUNDS_HAS(r) tests it. A HALVES backend with
 *                         whole permutations defines ASCON_ROUNDS_PERMUTE_12,
 *                         _8, _6 (x0l, .., x4h), one per count it has.
 *   ASCON_ROUNDS_BI32     1: ASCON_ROUNDS_ROUND_BI32(x0e, x0o, .., x4e, x4o,
 *                         ce, co) also runs one round on bit-interleaved halves
 *                         (even bits in e; include/ascon/detail/bi32.hpp),
 *                         leaving word k's result in the halves it took as
 *                         word (k + 2) mod 5 (the caller rotates the names).
 *   ASCON_ROUNDS_S2_COMPLEMENTED  1 where the permutation can take and give S2
 *                         complemented at no cost (the C and C++ rounds fold
 *                         the S-box's NOT into the next round constant), so the
 *                         modes' block loops keep S2 complemented across their
 *                         permutations; 0 for every assembly round here: they
 *                         take S2 plain, and complementing around each call
 *                         would cost 4 instructions a block.
 *   ASCON_ROUNDS_CXX, ASCON_ROUNDS_C99  1 where that edition runs the chosen
 *                         round (each edition also has its own switches that
 *                         keep its C or C++ round: ASCON_BI32, ASCON_C99_SMALL,
 *                         the C99 edition's representation). Where one is 0,
 *                         the backend's branch says why.
 *
 * Adding a round: its header in this folder (from its generator in
 * scripts/gen/), one branch below, and its target's section in
 * tests/embedded/targets.conf (docs/embedded.md, "The target table"). */
#ifndef ASCON_ROUNDS_SELECT_H
#define ASCON_ROUNDS_SELECT_H

#ifndef ASCON_ASM
#define ASCON_ASM 1
#endif
#ifndef ASCON_ASM_ARMV6M
#if ASCON_ASM && defined(__GNUC__) && !defined(__clang__) && defined(__OPTIMIZE__)
#define ASCON_ASM_ARMV6M 1
#else
#define ASCON_ASM_ARMV6M 0
#endif
#endif
#ifndef ASCON_ASM_ARMV7M_LOOP
#define ASCON_ASM_ARMV7M_LOOP ASCON_ASM_ARMV6M
#endif
/* MemorySanitizer counts inline-assembly operands as uses of secrets: there
 * the C and C++ rounds run (and permutation.hpp drops its register hints). */
#if defined(__has_feature)
#if __has_feature(memory_sanitizer) && !defined(ASCON_NO_REGISTER_HINT)
#define ASCON_NO_REGISTER_HINT 1
#endif
#endif

#define ASCON_ROUNDS_BACKEND_NONE 0
#define ASCON_ROUNDS_BACKEND_ARMV7M 1
#define ASCON_ROUNDS_BACKEND_ARMV6M 2
#define ASCON_ROUNDS_BACKEND_RV32I 3
#define ASCON_ROUNDS_BACKEND_AVR 4
#define ASCON_ROUNDS_BACKEND_RV32B 5
#define ASCON_ROUNDS_STATE_NONE 0
#define ASCON_ROUNDS_STATE_HALVES 1
#define ASCON_ROUNDS_STATE_BYTES 2
#define ASCON_ROUNDS_HAS(r) ((ASCON_ROUNDS_COUNTS >> (r)) & 1)

#if ASCON_ASM && defined(__GNUC__) && defined(__thumb2__) && defined(__ARM_ARCH_PROFILE) && \
    __ARM_ARCH_PROFILE == 'M' && !defined(ASCON_NO_REGISTER_HINT)
/* ARMv7-M and ARMv8-M Mainline (Thumb-2 M profile: Cortex-M3/M4/M7/M33), GCC
 * or clang: one round, 73 instructions on the halves (round_armv7m.h), and one
 * on interleaved halves, 52 (round_bi32_armv7m.h, which the C++ core's
 * interleaved sponges and AEAD one-shots run; the C99 edition has no
 * interleaved state). */
#include "round_armv7m.h"
#include "round_bi32_armv7m.h"
#define ASCON_ROUNDS_BACKEND ASCON_ROUNDS_BACKEND_ARMV7M
#define ASCON_ROUNDS_NAME "armv7m"
#define ASCON_ROUNDS_STATE ASCON_ROUNDS_STATE_HALVES
#define ASCON_ROUNDS_ONE 1
#define ASCON_ROUNDS_COUNTS 0x1fffeul /* 1..16 */
#define ASCON_ROUNDS_ROUND ASCON_ROUND_ARMV7M
#define ASCON_ROUNDS_LOOP 1
#define ASCON_ROUNDS_LOOP_ROUND ASCON_ROUND_ARMV7M
#if defined(__ARMEL__) && ASCON_ASM_ARMV7M_LOOP && !defined(__clang__)
#define ASCON_ROUNDS_LOOP_RUN_MEM ASCON_ROUND_ARMV7M_LOOP_MEM
#endif
#define ASCON_ROUNDS_BI32 1
#define ASCON_ROUNDS_ROUND_BI32 ASCON_ROUND_BI32_ARMV7M
#define ASCON_ROUNDS_S2_COMPLEMENTED 0
#define ASCON_ROUNDS_CXX 1
#define ASCON_ROUNDS_C99 1

#elif ASCON_ASM && ASCON_ASM_ARMV6M && defined(__thumb__) && !defined(__thumb2__) && defined(__ARM_ARCH_PROFILE) && \
    __ARM_ARCH_PROFILE == 'M' && !defined(ASCON_NO_REGISTER_HINT)
/* ARMv6-M (Cortex-M0/M0+/M1: Thumb-1): Ascon-p[6], p[8] and p[12], 138
 * instructions a round (round_armv6m.h); other round counts keep the C or
 * C++ round. The loop's round, on the state in memory, 152 instructions
 * (round_armv6m_mem.h: the registers of the other rotate from round to
 * round, so it cannot be a loop's body); little-endian only. */
#include "round_armv6m.h"
#include "round_armv6m_mem.h"
#define ASCON_ROUNDS_BACKEND ASCON_ROUNDS_BACKEND_ARMV6M
#define ASCON_ROUNDS_NAME "armv6m"
#define ASCON_ROUNDS_STATE ASCON_ROUNDS_STATE_HALVES
#define ASCON_ROUNDS_ONE 0
#define ASCON_ROUNDS_COUNTS 0x1140ul /* 6, 8, 12 */
#define ASCON_ROUNDS_PERMUTE_6 ASCON_PERMUTE_ARMV6M_6
#define ASCON_ROUNDS_PERMUTE_8 ASCON_PERMUTE_ARMV6M_8
#define ASCON_ROUNDS_PERMUTE_12 ASCON_PERMUTE_ARMV6M_12
#if defined(__ARMEL__)
#define ASCON_ROUNDS_LOOP 2
#define ASCON_ROUNDS_LOOP_ROUND_MEM ASCON_ROUND_ARMV6M_MEM
#else
#define ASCON_ROUNDS_LOOP 0
#endif
#define ASCON_ROUNDS_BI32 0
#define ASCON_ROUNDS_S2_COMPLEMENTED 0
#define ASCON_ROUNDS_CXX 1
#define ASCON_ROUNDS_C99 1

#elif ASCON_ASM && defined(__GNUC__) && defined(__riscv) && __riscv_xlen == 32 && !defined(__riscv_zbb) && \
    !defined(__riscv_zbkb) && !defined(__riscv_32e) && !defined(ASCON_NO_REGISTER_HINT)
/* RV32I (RV32 without Zbb or Zbkb, whose sponges and AEAD one-shots run on
 * interleaved halves instead; not RV32E, whose 16 registers are too few for
 * the 15 the rounds want besides the stack), GCC or clang: Ascon-p[6], p[8]
 * and p[12] (round_rv32i.h), about 114 instructions a round where GCC 12 makes
 * the C++ round about 131.
 * The C99 edition's too, in its speed configuration (the size configuration
 * keeps its C loop: Ascon-p[12] and p[8] unrolled are 2,273 instructions,
 * about 9 KB, where the loop is 836 bytes at GCC 12 -O2 rv32i);
 * tests/embedded/build.sh rv32-c99 runs its known answers. */
#include "round_rv32i.h"
#define ASCON_ROUNDS_BACKEND ASCON_ROUNDS_BACKEND_RV32I
#define ASCON_ROUNDS_NAME "rv32i"
#define ASCON_ROUNDS_STATE ASCON_ROUNDS_STATE_HALVES
#define ASCON_ROUNDS_ONE 0
#define ASCON_ROUNDS_COUNTS 0x1140ul /* 6, 8, 12 */
#define ASCON_ROUNDS_PERMUTE_6 ASCON_PERMUTE_RV32I_6
#define ASCON_ROUNDS_PERMUTE_8 ASCON_PERMUTE_RV32I_8
#define ASCON_ROUNDS_PERMUTE_12 ASCON_PERMUTE_RV32I_12
#define ASCON_ROUNDS_LOOP 1
#define ASCON_ROUNDS_LOOP_ROUND ASCON_ROUND_RV32I
#define ASCON_ROUNDS_BI32 0
#define ASCON_ROUNDS_S2_COMPLEMENTED 0
#define ASCON_ROUNDS_CXX 1
#define ASCON_ROUNDS_C99 1

#elif ASCON_ASM && defined(__GNUC__) && defined(__riscv) && __riscv_xlen == 32 && \
    (defined(__riscv_zbb) || defined(__riscv_zbkb)) && !defined(__riscv_32e) && !defined(ASCON_NO_REGISTER_HINT)
/* RV32 with Zbb or Zbkb (rori, andn, orn), GCC or clang: one round on
 * interleaved halves, 71 instructions (round_bi32_rv32b.h), for the size
 * configuration's round loop only (ASCON_ROUNDS_LOOP 3: permute_words
 * interleaves the words on entry and back on exit). The speed configuration
 * keeps the C++ rounds (ASCON_ROUNDS_CXX 0: its interleaved C++ round is
 * unrolled with the constants folded in); the C99 edition its C round. */
#include "round_bi32_rv32b.h"
#define ASCON_ROUNDS_BACKEND ASCON_ROUNDS_BACKEND_RV32B
#define ASCON_ROUNDS_NAME "rv32b"
#define ASCON_ROUNDS_STATE ASCON_ROUNDS_STATE_NONE
#define ASCON_ROUNDS_ONE 0
#define ASCON_ROUNDS_COUNTS 0ul
#define ASCON_ROUNDS_LOOP 3
#define ASCON_ROUNDS_LOOP_ROUND_BI32 ASCON_ROUND_BI32_RV32B
#define ASCON_ROUNDS_BI32 0
#define ASCON_ROUNDS_S2_COMPLEMENTED 1
#define ASCON_ROUNDS_CXX 0
#define ASCON_ROUNDS_C99 0

#elif ASCON_ASM && defined(__AVR__) && defined(ASCON_C99_AVR_ASM) && ASCON_C99_AVR_ASM
/* AVR (8-bit), on request: Ascon-p[r] for r = 1..12 out of line on the forty
 * bytes, ascon_c99_permute_avr(b, 12 - r) in src/c99/ascon_avr.S.
 * Not the C++ core's: it is header-only and keeps five 64-bit words, where
 * this round is an assembly file to link, on the C99 edition's bytes. */
#define ASCON_ROUNDS_BACKEND ASCON_ROUNDS_BACKEND_AVR
#define ASCON_ROUNDS_NAME "avr"
#define ASCON_ROUNDS_STATE ASCON_ROUNDS_STATE_BYTES
#define ASCON_ROUNDS_ONE 0
#define ASCON_ROUNDS_COUNTS 0x1ffeul /* 1..12 */
#define ASCON_ROUNDS_LOOP 0
#define ASCON_ROUNDS_BI32 0
#define ASCON_ROUNDS_S2_COMPLEMENTED 0
#define ASCON_ROUNDS_CXX 0
#define ASCON_ROUNDS_C99 1

#else
/* No assembly round for this target, compiler or configuration. */
#define ASCON_ROUNDS_BACKEND ASCON_ROUNDS_BACKEND_NONE
#define ASCON_ROUNDS_NAME "c"
#define ASCON_ROUNDS_STATE ASCON_ROUNDS_STATE_NONE
#define ASCON_ROUNDS_ONE 0
#define ASCON_ROUNDS_COUNTS 0ul
#define ASCON_ROUNDS_LOOP 0
#define ASCON_ROUNDS_BI32 0
#define ASCON_ROUNDS_S2_COMPLEMENTED 1
#define ASCON_ROUNDS_CXX 0
#define ASCON_ROUNDS_C99 0
#endif

#endif
