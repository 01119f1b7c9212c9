/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* One round of the Ascon permutation in ARMv7-M (Thumb-2) assembly: the
 * five 64-bit words as ten 32-bit halves (l: bits 0..31, h: bits 32..63) in
 * registers, 73 instructions. Usable from C and C++ (GNU inline assembly,
 * gcc and clang); select.h (this folder) chooses it for the C++ core and the
 * C99 edition when the target is ARMv7-M or ARMv8-M Mainline, and the C++
 * round stays the reference it is tested against
 * (tests/embedded/kat_baremetal.cpp compares both).
 *
 * Why assembly: compilers spill and recompute here; by hand every 64-bit
 * rotation half is two EORs with a shifted register operand (the barrel
 * shifter), 8 instructions per word for the linear layer, and the S-box is
 * 16 instructions per half with three temporaries:
 *  - the S-box's final NOT of S2 comes free as ORN: ~(x2 ^ (~x3 & x4)) is
 *    x2 ^ (x3 | ~x4);
 *  - the term ~x4 & x0 for S3 is taken complemented too (ORN), so that
 *    x3 ^= x2 with the complemented x2 gives the plain S3.
 * The round constant is an immediate (the rounds are unrolled). */
#ifndef ASCON_ROUNDS_ROUND_ARMV7M_H
#define ASCON_ROUNDS_ROUND_ARMV7M_H

#include <stdint.h>

/* The S-box on the ten halves, the low halves then the high ones; also the
 * interleaved size loop's (round_bi32_armv7m_loop.h), whose halves are the
 * even and odd bits: the S-box works bit by bit, so either split serves. */
#define ASCON_SBOX_ARMV7M_TEXT    \
  "eors %[x0l], %[x4l]\n\t"       \
  "eors %[x4l], %[x3l]\n\t"       \
  "eors %[x2l], %[x1l]\n\t"       \
  "bic %[t0], %[x1l], %[x0l]\n\t" \
  "orn %[t1], %[x4l], %[x0l]\n\t" \
  "bic %[t2], %[x2l], %[x1l]\n\t" \
  "eors %[x0l], %[t2]\n\t"        \
  "bic %[t2], %[x3l], %[x2l]\n\t" \
  "eors %[x1l], %[t2]\n\t"        \
  "orn %[t2], %[x3l], %[x4l]\n\t" \
  "eors %[x2l], %[t2]\n\t"        \
  "eors %[x3l], %[t1]\n\t"        \
  "eors %[x4l], %[t0]\n\t"        \
  "eors %[x1l], %[x0l]\n\t"       \
  "eors %[x0l], %[x4l]\n\t"       \
  "eors %[x3l], %[x2l]\n\t"       \
  "eors %[x0h], %[x4h]\n\t"       \
  "eors %[x4h], %[x3h]\n\t"       \
  "eors %[x2h], %[x1h]\n\t"       \
  "bic %[t0], %[x1h], %[x0h]\n\t" \
  "orn %[t1], %[x4h], %[x0h]\n\t" \
  "bic %[t2], %[x2h], %[x1h]\n\t" \
  "eors %[x0h], %[t2]\n\t"        \
  "bic %[t2], %[x3h], %[x2h]\n\t" \
  "eors %[x1h], %[t2]\n\t"        \
  "orn %[t2], %[x3h], %[x4h]\n\t" \
  "eors %[x2h], %[t2]\n\t"        \
  "eors %[x3h], %[t1]\n\t"        \
  "eors %[x4h], %[t0]\n\t"        \
  "eors %[x1h], %[x0h]\n\t"       \
  "eors %[x0h], %[x4h]\n\t"       \
  "eors %[x3h], %[x2h]\n\t"

#define ASCON_ROUND_ARMV7M_TEXT                         \
  "eor %[x2l], %[x2l], %[c]\n\t" ASCON_SBOX_ARMV7M_TEXT \
  "eor %[t0], %[x0l], %[x0l], lsr #19\n\t"              \
  "eor %[t1], %[x0h], %[x0l], lsl #13\n\t"              \
  "eor %[t0], %[t0], %[x0h], lsl #13\n\t"               \
  "eor %[t1], %[t1], %[x0l], lsl #4\n\t"                \
  "eor %[t0], %[t0], %[x0l], lsr #28\n\t"               \
  "eor %[t1], %[t1], %[x0h], lsr #19\n\t"               \
  "eor %[x0l], %[t0], %[x0h], lsl #4\n\t"               \
  "eor %[x0h], %[t1], %[x0h], lsr #28\n\t"              \
  "eor %[t0], %[x1l], %[x1h], lsr #29\n\t"              \
  "eor %[t1], %[x1h], %[x1l], lsr #29\n\t"              \
  "eor %[t0], %[t0], %[x1l], lsl #3\n\t"                \
  "eor %[t1], %[t1], %[x1l], lsr #7\n\t"                \
  "eor %[t0], %[t0], %[x1h], lsr #7\n\t"                \
  "eor %[t1], %[t1], %[x1h], lsl #3\n\t"                \
  "eor %[x1l], %[t0], %[x1l], lsl #25\n\t"              \
  "eor %[x1h], %[t1], %[x1h], lsl #25\n\t"              \
  "eor %[t0], %[x2l], %[x2l], lsr #1\n\t"               \
  "eor %[t1], %[x2h], %[x2l], lsl #31\n\t"              \
  "eor %[t0], %[t0], %[x2h], lsl #31\n\t"               \
  "eor %[t1], %[t1], %[x2l], lsl #26\n\t"               \
  "eor %[t0], %[t0], %[x2l], lsr #6\n\t"                \
  "eor %[t1], %[t1], %[x2h], lsr #1\n\t"                \
  "eor %[x2l], %[t0], %[x2h], lsl #26\n\t"              \
  "eor %[x2h], %[t1], %[x2h], lsr #6\n\t"               \
  "eor %[t0], %[x3l], %[x3l], lsr #10\n\t"              \
  "eor %[t1], %[x3h], %[x3l], lsl #22\n\t"              \
  "eor %[t0], %[t0], %[x3h], lsl #22\n\t"               \
  "eor %[t1], %[t1], %[x3l], lsl #15\n\t"               \
  "eor %[t0], %[t0], %[x3l], lsr #17\n\t"               \
  "eor %[t1], %[t1], %[x3h], lsr #10\n\t"               \
  "eor %[x3l], %[t0], %[x3h], lsl #15\n\t"              \
  "eor %[x3h], %[t1], %[x3h], lsr #17\n\t"              \
  "eor %[t0], %[x4l], %[x4l], lsr #7\n\t"               \
  "eor %[t1], %[x4h], %[x4l], lsl #25\n\t"              \
  "eor %[t0], %[t0], %[x4h], lsl #25\n\t"               \
  "eor %[t1], %[t1], %[x4l], lsr #9\n\t"                \
  "eor %[t0], %[t0], %[x4h], lsr #9\n\t"                \
  "eor %[t1], %[t1], %[x4h], lsr #7\n\t"                \
  "eor %[x4l], %[t0], %[x4l], lsl #23\n\t"              \
  "eor %[x4h], %[t1], %[x4h], lsl #23\n\t"

/* s0l..s4h: uint32_t lvalues, the state halves, updated in place;
 * rc: the round constant, an integer constant expression (an immediate), or
 * a uint32_t in a register (the size configuration's round loop). */
#define ASCON_ROUND_ARMV7M(s0l, s0h, s1l, s1h, s2l, s2h, s3l, s3h, s4l, s4h, rc)                                    \
  do {                                                                                                              \
    uint32_t ascon_t0_, ascon_t1_, ascon_t2_;                                                                       \
    __asm__(ASCON_ROUND_ARMV7M_TEXT                                                                                 \
            : [x0l] "+r"(s0l), [x0h] "+r"(s0h), [x1l] "+r"(s1l), [x1h] "+r"(s1h), [x2l] "+r"(s2l), [x2h] "+r"(s2h), \
              [x3l] "+r"(s3l), [x3h] "+r"(s3h), [x4l] "+r"(s4l), [x4h] "+r"(s4h), [t0] "=&r"(ascon_t0_),            \
              [t1] "=&r"(ascon_t1_), [t2] "=&r"(ascon_t2_)                                                          \
            : [c] "ri"(rc)                                                                                          \
            : "cc");                                                                                                \
  } while (0)

/* The loops' register bindings and operands, shared by the plain loop below
 * and the interleaved one (round_bi32_armv7m_loop.h): the ten halves in
 * r2..r11 (LDM's order), the temporaries in r12 and lr; the state pointer
 * (ascon_s_, r0) and the counter (ascon_c_, r1) are each loop's own. */
#define ASCON_ARMV7M_LOOP_HALVES_                                                            \
  register uint32_t ascon_a_ __asm__("r2"), ascon_b_ __asm__("r3"), ascon_d_ __asm__("r4");  \
  register uint32_t ascon_e_ __asm__("r5"), ascon_f_ __asm__("r6"), ascon_g_ __asm__("r7");  \
  register uint32_t ascon_h_ __asm__("r8"), ascon_i_ __asm__("r9"), ascon_j_ __asm__("r10"); \
  register uint32_t ascon_k_ __asm__("r11"), ascon_t0_ __asm__("r12"), ascon_t1_ __asm__("lr")
#define ASCON_ARMV7M_LOOP_OPERANDS_                                                             \
  : [x0l] "=&r"(ascon_a_), [x0h] "=&r"(ascon_b_), [x1l] "=&r"(ascon_d_), [x1h] "=&r"(ascon_e_),       \
    [x2l] "=&r"(ascon_f_), [x2h] "=&r"(ascon_g_), [x3l] "=&r"(ascon_h_), [x3h] "=&r"(ascon_i_),       \
    [x4l] "=&r"(ascon_j_), [x4h] "=&r"(ascon_k_), [t0] "=&r"(ascon_t0_), [t1] "=&r"(ascon_t1_),       \
    [t2] "+r"(ascon_s_), [c] "+r"(ascon_c_)                                                           \
  :                                                                                                   \
  : "cc", "memory"
/* The size configuration's whole Ascon-p[r] in one asm statement (select.h's
 * ASCON_ROUNDS_LOOP_RUN_MEM; permute_words in include/ascon/permutation.hpp):
 * the ten halves loaded from the state in memory (the little-endian layout of
 * five uint64_t) with one LDM, the round above in a loop with the constant in
 * a register, and one STM back. The constants run as next_round_constant
 * (detail/round_loop.hpp) counts them: 0x0f less each round, 0xf0 after 0x0f
 * (only Ascon-p[13..16] reach that step, so its branch sits off the loop's
 * path), from the given one through 0x4b, Ascon-p's last.
 * Why by hand: GCC 12's loop around ASCON_ROUND_ARMV7M moved one half between
 * two registers twice a round (79 instructions a round; 77 here: 73 for the
 * round, 4 for the counter), and its entry and exit (ten loads and stores
 * with the registers it chose) took 76 bytes where LDM/STM and the frame
 * take 42 (permute_words: 324 bytes, was 366). The halves sit in r2..r11
 * (LDM's order); the state pointer is pushed (and popped before the STM)
 * and its register (r0) is the round's third temporary. It was a slot of
 * the caller's frame ("=m"), which GCC's frame layout rounded to 48 bytes
 * (nine saved registers, 36, the slot's area doubleword-aligned after them:
 * 40 + 8); pushed, the leaf's frame is its 36 and the push 4: 40 (Cortex-M4
 * Hash256 stack 160 -> 152, h-m4w). GCC's frame figure leaves the push out;
 * tests/embedded/stack_usage.py and scrub_depth.py add each function's pushes
 * from the object.
 * GCC only, optimising (r7 must not be a frame pointer; clang reports too
 * few registers for the state pointer).
 * ASCON_ROUND_ARMV7M_LOOP_MEM(state, rc): state a uint32_t* to the ten halves
 * (word w at [2w], [2w + 1]); rc the first round's constant, a uint32_t. */
#define ASCON_ROUND_ARMV7M_LOOP_MEM(state, rc)           \
  do {                                                   \
    register uint32_t* ascon_s_ __asm__("r0") = (state); \
    register uint32_t ascon_c_ __asm__("r1") = (rc);     \
    ASCON_ARMV7M_LOOP_HALVES_;                           \
    __asm__ volatile(                                    \
        "ldmia %[t2], {r2-r11}\n\t"                      \
        "push {%[t2]}\n\t"                               \
        "1:\n\t" ASCON_ROUND_ARMV7M_TEXT                 \
        "subs %[c], %[c], #15\n\t"                       \
        "beq 3f\n\t"                                     \
        "cmp %[c], #0x3c\n\t"                            \
        "bne 1b\n\t"                                     \
        "pop {%[t2]}\n\t"                                \
        "stmia %[t2], {r2-r11}\n\t"                      \
        "b 4f\n\t"                                       \
        "3:\n\t"                                         \
        "movs %[c], #0xf0\n\t"                           \
        "b 1b\n\t"                                       \
        "4:\n\t" ASCON_ARMV7M_LOOP_OPERANDS_);           \
  } while (0)

#endif
