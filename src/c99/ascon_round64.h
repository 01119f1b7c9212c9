/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * The C99 edition's speed round on five 64-bit words (ascon_perm.c includes
 * this once, for ASCON_C99_WORDS_ builds with the C round): P_LOAD_(s) takes
 * the state into the locals x0..x4, P_ROUNDS_(rounds) runs Ascon-p[12] or
 * p[8] on them, P_STORE_(s) puts them back; P_MASK_w is what the locals hold
 * XORed into word w between permutations (the x86-64 form below keeps two
 * words complemented), so that P_W_, P_XOR_ and P_SET_ (ascon_perm.c) read
 * and write the true words.
 */
#ifndef ASCON_C99_ROUND64_H
#define ASCON_C99_ROUND64_H

/* The speed configuration's round: unrolled (Ascon-p[12] is four rounds and
 * then Ascon-p[8]), the constants immediates, and each word's two rotations
 * factored as x ^ ((x ^ (x >>> (b - a))) >>> a), which a core with rotated
 * operands (AArch64) does in two instructions. */
#define LIN64_(x, a, b) (t = (x) ^ ROR64_(x, (b) - (a)), (x) ^= ROR64_(t, a))
/* The S-box's final NOT of word 2 is left out: each round leaves x2
 * complemented (the linear layer commutes with a NOT), the next one adds the
 * complemented constant (RCN_), and the last round's NOT is done once after
 * it. With GCC on AArch64 and x86-64 and with clang, an empty assembly
 * statement hides x2 ^ c from the optimiser, which would otherwise compute
 * both it and its complement (one instruction more a round than BIC; on
 * x86-64 GCC 12 -O2 two more, a MOV and an XOR: 80.0 -> 77.4 instructions
 * per byte of Ascon-Hash256, callgrind). The C++ core keeps it off for GCC
 * on x86-64, where it cost 1-3% of cycles on a Xeon; the edition takes the
 * instruction count, which is what its comparison with ascon-c counts. */
#if defined(__GNUC__) && (defined(__clang__) || defined(__aarch64__) || defined(__x86_64__))
#define HIDE64_(x) __asm__("" : "+r"(x))
#else
#define HIDE64_(x) ((void)0)
#endif
#define RCN_(c) (~(uint64_t)(c))
#define ROUND64_(c)                                                               \
  do {                                                                            \
    uint64_t t0, t1, t2, t3, t4, t;                                               \
    x2 ^= (c);                                                                    \
    HIDE64_(x2);                                                                  \
    x0 ^= x4, x4 ^= x3, x2 ^= x1;                                                 \
    t0 = x1 & ~x0, t1 = x2 & ~x1, t2 = x3 & ~x2, t3 = x4 & ~x3, t4 = x0 & ~x4;    \
    x0 ^= t1, x1 ^= t2, x2 ^= t3, x3 ^= t4, x4 ^= t0;                             \
    x1 ^= x0, x0 ^= x4, x3 ^= x2;                                                 \
    LIN64_(x0, 19, 28), LIN64_(x1, 39, 61), LIN64_(x2, 1, 6), LIN64_(x3, 10, 17); \
    LIN64_(x4, 7, 41);                                                            \
  } while (0)

#if defined(__x86_64__)
/* x86-64 (no AND-NOT before BMI1, which GCC's -O2 does not assume): the
 * S-box's five ~a & b terms each cost a MOV, a NOT and an AND. Keeping some
 * words complemented between rounds ("lane complementing", as Keccak
 * implementations do) turns most of them into one AND or OR, the
 * complement moving into the flags of the result: ~a & b is A & B when only
 * a is held complemented, ~(A | B) when only b is. The five terms chain the
 * words in a cycle of five, so one term a round keeps its NOT; a four-round
 * cycle of which words are held complemented (found by searching all 32
 * patterns: x3, x4 -> x0, x2 -> x0, x2, x4 -> x1, x2, x4 -> x3, x4, the
 * S-box's NOT of word 2 a change of flag, at no cost) costs 11.75
 * operations a round in the S-box's AND/OR/NOT part, where the textbook
 * form costs 15. Between permutations (every 4 rounds) x3 and x4 are held
 * complemented: P_MASK_3, P_MASK_4. GCC 12 -O2: see docs/c99.md. */
#define P_MASK_0 0
#define P_MASK_1 0
#define P_MASK_2 0
#define P_MASK_3 (~(uint64_t)0)
#define P_MASK_4 (~(uint64_t)0)
#define LIN64N_(t, a, b) ((t) ^ ROR64_((t) ^ ROR64_(t, (b) - (a)), a))
#define LC_LIN_                                                               \
  x0 = LIN64N_(t0, 19, 28), x1 = LIN64N_(t1, 39, 61), x2 = LIN64N_(t2, 1, 6); \
  x3 = LIN64N_(t3, 10, 17), x4 = LIN64N_(t4, 7, 41)
/* Round k of the cycle; the comment names the words held complemented
 * before it and after it. */
#define LC_SBOX_BEGIN_(c)      \
  uint64_t t0, t1, t2, t3, t4; \
  x2 ^= (c);                   \
  HIDE64_(x2);                 \
  x0 ^= x4, x4 ^= x3, x2 ^= x1
#define ROUND64_LC0_(c) /* x3, x4 -> x0, x2 */                      \
  do {                                                              \
    LC_SBOX_BEGIN_(c);                                              \
    t0 = x0 ^ (~x1 & x2), t1 = x1 ^ (x2 | x3), t2 = x2 ^ (x3 & x4); \
    t3 = x3 ^ (x4 | x0), t4 = x4 ^ (x0 & x1);                       \
    t1 ^= t0, t3 ^= t2, t0 ^= t4;                                   \
    LC_LIN_;                                                        \
  } while (0)
#define ROUND64_LC1_(c) /* x0, x2 -> x0, x2, x4 */                 \
  do {                                                             \
    LC_SBOX_BEGIN_(c);                                             \
    x4 = ~x4;                                                      \
    t0 = x0 ^ (x1 | x2), t1 = x1 ^ (x2 & x3), t2 = x2 ^ (x3 | x4); \
    t3 = x3 ^ (x4 & ~x0), t4 = x4 ^ (x0 & x1);                     \
    t1 ^= t0, t3 ^= t2, t0 ^= t4;                                  \
    LC_LIN_;                                                       \
  } while (0)
#define ROUND64_LC2_(c) /* x0, x2, x4 -> x1, x2, x4 */             \
  do {                                                             \
    LC_SBOX_BEGIN_(c);                                             \
    t0 = x0 ^ (x1 | x2), t1 = x1 ^ (x2 & x3), t2 = x2 ^ (x3 | x4); \
    t3 = x3 ^ (x4 & x0), t4 = x4 ^ (~x0 & x1);                     \
    t1 ^= t0, t3 ^= t2, t0 ^= t4;                                  \
    LC_LIN_;                                                       \
  } while (0)
#define ROUND64_LC3_(c) /* x1, x2, x4 -> x3, x4 */                  \
  do {                                                              \
    LC_SBOX_BEGIN_(c);                                              \
    t0 = x0 ^ (x1 & x2), t1 = x1 ^ (~x2 & x3), t2 = x2 ^ (x3 | x4); \
    t3 = x3 ^ (x4 & ~x0), t4 = x4 ^ (x0 & ~x1);                     \
    t1 ^= t0, t3 ^= t2, t0 ^= t4;                                   \
    LC_LIN_;                                                        \
  } while (0)
#define P_LOAD_(s) uint64_t x0 = (s)->x[0], x1 = (s)->x[1], x2 = (s)->x[2], x3 = ~(s)->x[3], x4 = ~(s)->x[4]
#define P_STORE_(s) ((s)->x[0] = x0, (s)->x[1] = x1, (s)->x[2] = x2, (s)->x[3] = ~x3, (s)->x[4] = ~x4)
#define P_ROUNDS_(rounds) \
  do {                    \
    if ((rounds) == 12) { \
      ROUND64_LC0_(0xf0); \
      ROUND64_LC1_(0xe1); \
      ROUND64_LC2_(0xd2); \
      ROUND64_LC3_(0xc3); \
    }                     \
    ROUND64_LC0_(0xb4);   \
    ROUND64_LC1_(0xa5);   \
    ROUND64_LC2_(0x96);   \
    ROUND64_LC3_(0x87);   \
    ROUND64_LC0_(0x78);   \
    ROUND64_LC1_(0x69);   \
    ROUND64_LC2_(0x5a);   \
    ROUND64_LC3_(0x4b);   \
  } while (0)

#else
#define P_MASK_0 0
#define P_MASK_1 0
#define P_MASK_2 0
#define P_MASK_3 0
#define P_MASK_4 0
#define P_LOAD_(s) uint64_t x0 = (s)->x[0], x1 = (s)->x[1], x2 = (s)->x[2], x3 = (s)->x[3], x4 = (s)->x[4]
#define P_STORE_(s) ((s)->x[0] = x0, (s)->x[1] = x1, (s)->x[2] = x2, (s)->x[3] = x3, (s)->x[4] = x4)
#define P_ROUNDS_(rounds)   \
  do {                      \
    if ((rounds) == 12) {   \
      ROUND64_(0xf0);       \
      ROUND64_(RCN_(0xe1)); \
      ROUND64_(RCN_(0xd2)); \
      ROUND64_(RCN_(0xc3)); \
      x2 = ~x2;             \
    }                       \
    ROUND64_(0xb4);         \
    ROUND64_(RCN_(0xa5));   \
    ROUND64_(RCN_(0x96));   \
    ROUND64_(RCN_(0x87));   \
    ROUND64_(RCN_(0x78));   \
    ROUND64_(RCN_(0x69));   \
    ROUND64_(RCN_(0x5a));   \
    ROUND64_(RCN_(0x4b));   \
    x2 = ~x2;               \
  } while (0)
#endif

#endif
