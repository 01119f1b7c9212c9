/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * The Ascon permutation for the C99 edition (src/c99/ascon.c), in one of two
 * state representations chosen at compile time:
 *
 *   ASCON_C99_REPR == 64  five 64-bit words (the default on 32- and 64-bit
 *                         targets): x[0..4], byte j of a word is bits 8j..8j+7.
 *   ASCON_C99_REPR == 8   forty bytes, b[8w + j] = byte j of word w (the
 *                         default where pointers are 16 bits: AVR, MSP430).
 *                         Every rotation becomes a byte index plus a shift
 *                         of at most 7, which is what 8-bit cores do well.
 *
 * ASCON_C99_SMALL (default: 1 when the compiler optimises for size, as
 * gcc's -Os does) keeps the 8-bit S-box a loop instead of eight copies:
 * about 1.3 KB less flash on AVR for 28% more cycles per permutation.
 *
 * Both lay the state out as SP 800-232's little-endian bytes, so the modes
 * address it through ST_GET/ST_XOR/ST_SET by byte position (0..39).
 * Constant time: no branch or index depends on the state.
 */
#ifndef ASCON_C99_PERM_H
#define ASCON_C99_PERM_H

#include <stdint.h>

#ifndef ASCON_C99_REPR
#if defined(__AVR__) || (defined(UINTPTR_MAX) && UINTPTR_MAX <= 0xFFFFu)
#define ASCON_C99_REPR 8
#else
#define ASCON_C99_REPR 64
#endif
#endif

#ifndef ASCON_C99_SMALL
#if defined(__OPTIMIZE_SIZE__)
#define ASCON_C99_SMALL 1
#else
#define ASCON_C99_SMALL 0
#endif
#endif

#if ASCON_C99_REPR == 8
typedef struct {
  uint8_t b[40];
} ascon_c99_st;
#define ST_GET(s, p) ((s)->b[p])
#define ST_XOR(s, p, v) ((s)->b[p] ^= (uint8_t)(v))
#define ST_SET(s, p, v) ((s)->b[p] = (uint8_t)(v))
#elif ASCON_C99_REPR == 64
typedef struct {
  uint64_t x[5];
} ascon_c99_st;
#define ST_SHIFT_(p) (8u * ((unsigned)(p)&7u))
#define ST_GET(s, p) ((uint8_t)((s)->x[(p) >> 3] >> ST_SHIFT_(p)))
#define ST_XOR(s, p, v) ((s)->x[(p) >> 3] ^= (uint64_t)(uint8_t)(v) << ST_SHIFT_(p))
#define ST_SET(s, p, v) ((s)->x[(p) >> 3] ^= (uint64_t)(uint8_t)(ST_GET(s, p) ^ (uint8_t)(v)) << ST_SHIFT_(p))
#else
#error "ASCON_C99_REPR must be 64 or 8"
#endif

/* Round constants of Ascon-p[12]; Ascon-p[r] uses the last r. */
#define ASCON_C99_RC(i) ((uint8_t)(((0xFu - (unsigned)(i)) << 4) | (unsigned)(i)))

/* ARMv7-M / ARMv8-M Mainline (Cortex-M3/M4/M7/M33): the assembly round the
 * C++ core uses (include/ascon/detail/round_armv7m.h, one copy for both
 * editions; copy that header with the edition). ASCON_ASM=0 keeps the C round,
 * and so does the size configuration (ASCON_C99_SMALL, on under -Os): the
 * unrolled assembly is 2.9 KB larger than the C loop. */
#if !defined(ASCON_ASM)
#define ASCON_C99_ARMV7M_ASM_ 1
#else
#define ASCON_C99_ARMV7M_ASM_ ASCON_ASM
#endif

#if ASCON_C99_REPR == 64 && ASCON_C99_ARMV7M_ASM_ && !ASCON_C99_SMALL && defined(__GNUC__) && defined(__thumb2__) && \
    defined(__ARM_ARCH_PROFILE) && __ARM_ARCH_PROFILE == 'M'

#include "ascon/detail/round_armv7m.h"

#define ASCON_C99_R7M_(c) ASCON_ROUND_ARMV7M(x0l, x0h, x1l, x1h, x2l, x2h, x3l, x3h, x4l, x4h, c)

/* The edition calls only p[12] and p[8]; the round constants are immediates.
 * Not inlined: the unrolled rounds are about 2.9 KB, once. */
__attribute__((noinline)) static void ascon_c99_permute(ascon_c99_st *s, unsigned rounds) {
  uint32_t x0l = (uint32_t)s->x[0], x0h = (uint32_t)(s->x[0] >> 32);
  uint32_t x1l = (uint32_t)s->x[1], x1h = (uint32_t)(s->x[1] >> 32);
  uint32_t x2l = (uint32_t)s->x[2], x2h = (uint32_t)(s->x[2] >> 32);
  uint32_t x3l = (uint32_t)s->x[3], x3h = (uint32_t)(s->x[3] >> 32);
  uint32_t x4l = (uint32_t)s->x[4], x4h = (uint32_t)(s->x[4] >> 32);
  if (rounds == 12) {
    ASCON_C99_R7M_(0xf0);
    ASCON_C99_R7M_(0xe1);
    ASCON_C99_R7M_(0xd2);
    ASCON_C99_R7M_(0xc3);
  }
  ASCON_C99_R7M_(0xb4);
  ASCON_C99_R7M_(0xa5);
  ASCON_C99_R7M_(0x96);
  ASCON_C99_R7M_(0x87);
  ASCON_C99_R7M_(0x78);
  ASCON_C99_R7M_(0x69);
  ASCON_C99_R7M_(0x5a);
  ASCON_C99_R7M_(0x4b);
  s->x[0] = (uint64_t)x0h << 32 | x0l, s->x[1] = (uint64_t)x1h << 32 | x1l;
  s->x[2] = (uint64_t)x2h << 32 | x2l, s->x[3] = (uint64_t)x3h << 32 | x3l;
  s->x[4] = (uint64_t)x4h << 32 | x4l;
}

#elif ASCON_C99_REPR == 64 && ASCON_C99_ARMV7M_ASM_ && !ASCON_C99_SMALL && defined(__GNUC__) && !defined(__clang__) && \
    defined(__OPTIMIZE__) && defined(__thumb__) && !defined(__thumb2__) && defined(__ARM_ARCH_PROFILE) && \
    __ARM_ARCH_PROFILE == 'M'

/* ARMv6-M (Cortex-M0/M0+): the C++ core's v6-M assembly permutation
 * (include/ascon/detail/round_armv6m.h: p[12] and p[8] here). GCC only, and
 * only when optimising: the block needs r7, which clang and GCC at -O0 keep
 * as the frame pointer. */

#include "ascon/detail/round_armv6m.h"

__attribute__((noinline)) static void ascon_c99_permute(ascon_c99_st *s, unsigned rounds) {
  uint32_t x0l = (uint32_t)s->x[0], x0h = (uint32_t)(s->x[0] >> 32);
  uint32_t x1l = (uint32_t)s->x[1], x1h = (uint32_t)(s->x[1] >> 32);
  uint32_t x2l = (uint32_t)s->x[2], x2h = (uint32_t)(s->x[2] >> 32);
  uint32_t x3l = (uint32_t)s->x[3], x3h = (uint32_t)(s->x[3] >> 32);
  uint32_t x4l = (uint32_t)s->x[4], x4h = (uint32_t)(s->x[4] >> 32);
  if (rounds == 12)
    ASCON_PERMUTE_ARMV6M_12(x0l, x0h, x1l, x1h, x2l, x2h, x3l, x3h, x4l, x4h);
  else
    ASCON_PERMUTE_ARMV6M_8(x0l, x0h, x1l, x1h, x2l, x2h, x3l, x3h, x4l, x4h);
  s->x[0] = (uint64_t)x0h << 32 | x0l, s->x[1] = (uint64_t)x1h << 32 | x1l;
  s->x[2] = (uint64_t)x2h << 32 | x2l, s->x[3] = (uint64_t)x3h << 32 | x3l;
  s->x[4] = (uint64_t)x4h << 32 | x4l;
}

#elif ASCON_C99_REPR == 64

#define ROR64_(x, n) (((x) >> (n)) | ((x) << (64 - (n))))

static void ascon_c99_permute(ascon_c99_st *s, unsigned rounds) {
  uint64_t x0 = s->x[0], x1 = s->x[1], x2 = s->x[2], x3 = s->x[3], x4 = s->x[4], t0, t1, t2, t3, t4;
  unsigned i;
  for (i = 12 - rounds; i < 12; ++i) {
    x2 ^= ASCON_C99_RC(i);
    /* substitution layer: the 5-bit S-box on every bit slice */
    x0 ^= x4, x4 ^= x3, x2 ^= x1;
    t0 = x1 & ~x0, t1 = x2 & ~x1, t2 = x3 & ~x2, t3 = x4 & ~x3, t4 = x0 & ~x4;
    x0 ^= t1, x1 ^= t2, x2 ^= t3, x3 ^= t4, x4 ^= t0;
    x1 ^= x0, x0 ^= x4, x3 ^= x2, x2 = ~x2;
    /* linear diffusion layer */
    x0 ^= ROR64_(x0, 19) ^ ROR64_(x0, 28);
    x1 ^= ROR64_(x1, 61) ^ ROR64_(x1, 39);
    x2 ^= ROR64_(x2, 1) ^ ROR64_(x2, 6);
    x3 ^= ROR64_(x3, 10) ^ ROR64_(x3, 17);
    x4 ^= ROR64_(x4, 7) ^ ROR64_(x4, 41);
  }
  s->x[0] = x0, s->x[1] = x1, s->x[2] = x2, s->x[3] = x3, s->x[4] = x4;
}

#elif ASCON_C99_REPR == 8 && defined(__AVR__) && defined(ASCON_C99_AVR_ASM) && ASCON_C99_AVR_ASM

/* The AVR assembly round (src/c99/ascon_avr.S): link that file too. */
void ascon_c99_permute_avr(uint8_t *b, uint8_t first);
static void ascon_c99_permute(ascon_c99_st *s, unsigned rounds) { ascon_c99_permute_avr(s->b, (uint8_t)(12 - rounds)); }

#else /* ASCON_C99_REPR == 8 */

/* Byte i of word t rotated right by 8q + r bits (q, r constants): the two
 * bytes it draws from as one 16-bit value, shifted right r bits or, for
 * r > 4, left 8 - r bits taking the high byte (fewer shifts on 8-bit cores). */
#define PAIR8_(t, i, q) ((uint16_t)((uint16_t)(t)[((i) + (q) + 1) & 7] << 8 | (t)[((i) + (q)) & 7]))
#define ROR8_(t, i, q, r) \
  ((r) <= 4 ? (uint8_t)(PAIR8_(t, i, q) >> (r)) : (uint8_t)((uint16_t)(PAIR8_(t, i, q) << (8 - (r))) >> 8))
#define LIN8_1_(x, t, i, qa, ra, qb, rb) (x)[i] = (uint8_t)((t)[i] ^ ROR8_(t, i, qa, ra) ^ ROR8_(t, i, qb, rb))
/* x ^= (x >>> (8 qa + ra)) ^ (x >>> (8 qb + rb)) on one 8-byte word. */
#define LIN8_(x, qa, ra, qb, rb)                                                                        \
  do {                                                                                                  \
    const uint8_t t_[8] = {(x)[0], (x)[1], (x)[2], (x)[3], (x)[4], (x)[5], (x)[6], (x)[7]};             \
    LIN8_1_(x, t_, 0, qa, ra, qb, rb), LIN8_1_(x, t_, 1, qa, ra, qb, rb), LIN8_1_(x, t_, 2, qa, ra, qb, rb); \
    LIN8_1_(x, t_, 3, qa, ra, qb, rb), LIN8_1_(x, t_, 4, qa, ra, qb, rb), LIN8_1_(x, t_, 5, qa, ra, qb, rb); \
    LIN8_1_(x, t_, 6, qa, ra, qb, rb), LIN8_1_(x, t_, 7, qa, ra, qb, rb);                               \
  } while (0)

/* The 5-bit S-box on bit slice j: bit i of bytes j, 8 + j, .., 32 + j. */
#define SBOX8_(b, j)                                                                                         \
  do {                                                                                                       \
    uint8_t x0 = (b)[j], x1 = (b)[8 + (j)], x2 = (b)[16 + (j)], x3 = (b)[24 + (j)], x4 = (b)[32 + (j)];          \
    uint8_t t0, t1, t2, t3, t4;                                                                              \
    x0 ^= x4, x4 ^= x3, x2 ^= x1;                                                                            \
    t0 = (uint8_t)(x1 & ~x0), t1 = (uint8_t)(x2 & ~x1), t2 = (uint8_t)(x3 & ~x2), t3 = (uint8_t)(x4 & ~x3);      \
    t4 = (uint8_t)(x0 & ~x4);                                                                                \
    x0 ^= t1, x1 ^= t2, x2 ^= t3, x3 ^= t4, x4 ^= t0;                                                        \
    x1 ^= x0, x0 ^= x4, x3 ^= x2, x2 = (uint8_t)~x2;                                                         \
    (b)[j] = x0, (b)[8 + (j)] = x1, (b)[16 + (j)] = x2, (b)[24 + (j)] = x3, (b)[32 + (j)] = x4;             \
  } while (0)

static void ascon_c99_permute(ascon_c99_st *s, unsigned rounds) {
  uint8_t *b = s->b;
  unsigned i;
  for (i = 12 - rounds; i < 12; ++i) {
    b[16] ^= ASCON_C99_RC(i);
#if ASCON_C99_SMALL
    {
      unsigned j;
      for (j = 0; j < 8; ++j) SBOX8_(b, j);
    }
#else
    SBOX8_(b, 0); SBOX8_(b, 1); SBOX8_(b, 2); SBOX8_(b, 3);
    SBOX8_(b, 4); SBOX8_(b, 5); SBOX8_(b, 6); SBOX8_(b, 7);
#endif
    /* rotations 19, 28 | 61, 39 | 1, 6 | 10, 17 | 7, 41 as (bytes, bits) */
    LIN8_(b, 2, 3, 3, 4);
    LIN8_(b + 8, 7, 5, 4, 7);
    LIN8_(b + 16, 0, 1, 0, 6);
    LIN8_(b + 24, 1, 2, 2, 1);
    LIN8_(b + 32, 0, 7, 5, 1);
  }
}

#endif

#endif
