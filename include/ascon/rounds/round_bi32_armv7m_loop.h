/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The interleaved size configuration's whole Ascon-p[r] on ARMv7-M
 * (Thumb-2) in one asm statement (detail/small_bi32_round.hpp): the state is
 * five words held bit-interleaved (detail/bi32.hpp; word w's even bits at
 * [2w], odd bits at [2w + 1]), loaded into r2..r11 with one LDM, a loop of
 * rounds, one STM back. A round is 58 instructions: the round constant's
 * halves read from a table (two LDRB, two EORs), the S-box of round_armv7m.h
 * (the same bitwise formulas act on interleaved halves: 32 instructions with
 * three temporaries, every word left in its own halves, S2 plain), the linear
 * layer on interleaved words (4 instructions a word: every 64-bit rotation is
 * a rotated operand, as in round_bi32_armv7m.h, but in place), and the loop
 * test: the table is 32 bytes aligned to 32 (16 rounds, two bytes each), so
 * the loop ends where the constant pointer reaches a multiple of 32.
 * The state pointer is pushed (and popped before the STM) while r0 serves
 * as the third temporary, as ASCON_ROUND_ARMV7M_LOOP_MEM does: a slot of the
 * caller's frame ("=m") made GCC round that leaf's frame from 36 + 4 to 48
 * bytes (round_armv7m.h; the push is not in GCC's frame figure, which
 * tests/embedded/stack_usage.py and scrub_depth.py complete from the
 * object). GCC only, optimising (r7 must not be a frame pointer).
 * ASCON_ROUND_BI32_ARMV7M_LOOP_MEM(state, cp): state a uint32_t* to the ten
 * halves; cp a const uint8_t* to the first round's two constant bytes in the
 * aligned table. tests/proofs/prove.py checks the loop body against the
 * specification's round. */
#ifndef ASCON_ROUNDS_ROUND_BI32_ARMV7M_LOOP_H
#define ASCON_ROUNDS_ROUND_BI32_ARMV7M_LOOP_H

#include <stdint.h>

#include "round_armv7m.h"

#define ASCON_ROUND_BI32_ARMV7M_LOOP_TEXT         \
  "ldrb %[t0], [%[c]], #1\n\t"                    \
  "ldrb %[t1], [%[c]], #1\n\t"                    \
  "eors %[x2l], %[t0]\n\t"                        \
  "eors %[x2h], %[t1]\n\t" ASCON_SBOX_ARMV7M_TEXT \
  "eor %[t0], %[x0l], %[x0h], ror #4\n\t"         \
  "eor %[t1], %[x0h], %[x0l], ror #5\n\t"         \
  "eor %[x0l], %[x0l], %[t1], ror #9\n\t"         \
  "eor %[x0h], %[x0h], %[t0], ror #10\n\t"        \
  "eor %[t0], %[x1l], %[x1l], ror #11\n\t"        \
  "eor %[t1], %[x1h], %[x1h], ror #11\n\t"        \
  "eor %[x1l], %[x1l], %[t1], ror #19\n\t"        \
  "eor %[x1h], %[x1h], %[t0], ror #20\n\t"        \
  "eor %[t0], %[x2l], %[x2h], ror #2\n\t"         \
  "eor %[t1], %[x2h], %[x2l], ror #3\n\t"         \
  "eors %[x2l], %[t1]\n\t"                        \
  "eor %[x2h], %[x2h], %[t0], ror #1\n\t"         \
  "eor %[t0], %[x3l], %[x3h], ror #3\n\t"         \
  "eor %[t1], %[x3h], %[x3l], ror #4\n\t"         \
  "eor %[x3l], %[x3l], %[t0], ror #5\n\t"         \
  "eor %[x3h], %[x3h], %[t1], ror #5\n\t"         \
  "eor %[t0], %[x4l], %[x4l], ror #17\n\t"        \
  "eor %[t1], %[x4h], %[x4h], ror #17\n\t"        \
  "eor %[x4l], %[x4l], %[t1], ror #3\n\t"         \
  "eor %[x4h], %[x4h], %[t0], ror #4\n\t"

#define ASCON_ROUND_BI32_ARMV7M_LOOP_MEM(state, cp)               \
  do {                                                            \
    register uint32_t* ascon_s_ __asm__("r0") = (state);          \
    register const uint8_t* ascon_c_ __asm__("r1") = (cp);        \
    ASCON_ARMV7M_LOOP_HALVES_;                                    \
    __asm__ volatile(                                             \
        "ldmia %[t2], {r2-r11}\n\t"                               \
        "push {%[t2]}\n\t"                                        \
        "1:\n\t" ASCON_ROUND_BI32_ARMV7M_LOOP_TEXT                \
        "tst %[c], #31\n\t"                                       \
        "bne 1b\n\t"                                              \
        "pop {%[t2]}\n\t"                                         \
        "stmia %[t2], {r2-r11}\n\t" ASCON_ARMV7M_LOOP_OPERANDS_); \
  } while (0)

#endif
