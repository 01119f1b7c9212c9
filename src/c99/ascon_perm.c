/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * The Ascon permutation of the C99 edition, defined once here for every mode
 * file (ascon_c99.h declares it and chooses the state representation).
 * Constant time: no branch or index depends on the state.
 */
#include "ascon_c99.h"

/* Round constants of Ascon-p[12]; Ascon-p[r] uses the last r. */
#define ASCON_C99_RC(i) ((uint8_t)(((0xFu - (unsigned)(i)) << 4) | (unsigned)(i)))

/* The assembly rounds on halves take them as x<w>l, x<w>h of word w. */
#define HALVES_LOAD_(s)                                                  \
  uint32_t x0l = (uint32_t)(s)->x[0], x0h = (uint32_t)((s)->x[0] >> 32); \
  uint32_t x1l = (uint32_t)(s)->x[1], x1h = (uint32_t)((s)->x[1] >> 32); \
  uint32_t x2l = (uint32_t)(s)->x[2], x2h = (uint32_t)((s)->x[2] >> 32); \
  uint32_t x3l = (uint32_t)(s)->x[3], x3h = (uint32_t)((s)->x[3] >> 32); \
  uint32_t x4l = (uint32_t)(s)->x[4], x4h = (uint32_t)((s)->x[4] >> 32)
#define HALVES_STORE_(s)                                                         \
  ((s)->x[0] = (uint64_t)x0h << 32 | x0l, (s)->x[1] = (uint64_t)x1h << 32 | x1l, \
   (s)->x[2] = (uint64_t)x2h << 32 | x2l, (s)->x[3] = (uint64_t)x3h << 32 | x3l, \
   (s)->x[4] = (uint64_t)x4h << 32 | x4l)

/* Bit-interleaved words (ASCON_C99_BI32_, ascon_c99.h): word w as its even
 * half (bits 0..31 of x[w]) and odd half (bits 32..63). */
#define BI_LOAD_(s)                                                      \
  uint32_t x0e = (uint32_t)(s)->x[0], x0o = (uint32_t)((s)->x[0] >> 32); \
  uint32_t x1e = (uint32_t)(s)->x[1], x1o = (uint32_t)((s)->x[1] >> 32); \
  uint32_t x2e = (uint32_t)(s)->x[2], x2o = (uint32_t)((s)->x[2] >> 32); \
  uint32_t x3e = (uint32_t)(s)->x[3], x3o = (uint32_t)((s)->x[3] >> 32); \
  uint32_t x4e = (uint32_t)(s)->x[4], x4o = (uint32_t)((s)->x[4] >> 32)
/* The even and odd halves of round constant i (its bits 0, 2, 4, 6 and 1, 3, 5, 7). */
#define EVEN4_(c) (((c) & 1u) | ((c) >> 1 & 2u) | ((c) >> 2 & 4u) | ((c) >> 3 & 8u))
#define RC_E_(i) EVEN4_((unsigned)ASCON_C99_RC(i))
#define RC_O_(i) EVEN4_((unsigned)ASCON_C99_RC(i) >> 1)

#define BI_STORE_(s)                                                             \
  ((s)->x[0] = (uint64_t)x0o << 32 | x0e, (s)->x[1] = (uint64_t)x1o << 32 | x1e, \
   (s)->x[2] = (uint64_t)x2o << 32 | x2e, (s)->x[3] = (uint64_t)x3o << 32 | x3e, \
   (s)->x[4] = (uint64_t)x4o << 32 | x4e)

/* The backends whose rounds are inlined into the block loops too
 * (ASCON_C99_INLINE_ROUNDS_, the end of this file) define P_LOAD_ (the state
 * into locals), P_ROUNDS_(rounds) (Ascon-p[rounds], 12 or 8, on them) and
 * P_STORE_. */
#if ASCON_C99_BI32_ && ASCON_C99_ASM_ && ASCON_ROUNDS_BI32

/* The interleaved assembly round (ARMv7-M: 52 instructions). It leaves the
 * words it took as (a, b, c, d, e) in (c, d, e, a, b): each call names the
 * halves where the last one left them, and five rounds bring the names back.
 * Ascon-p[12] runs four rounds, renames the halves back and runs Ascon-p[8],
 * which ends with word k in the halves named k + 1 (mod 5), renamed back
 * too (moves the compiler mostly folds into its register choice). */
#define BR_(A, B, C, D, E, i) \
  ASCON_ROUNDS_ROUND_BI32(A##e, A##o, B##e, B##o, C##e, C##o, D##e, D##o, E##e, E##o, RC_E_(i), RC_O_(i))
#define BI_ROTATE4_(h) t = x0##h, x0##h = x3##h, x3##h = x1##h, x1##h = x4##h, x4##h = x2##h, x2##h = t
#define BI_ROTATE8_(h) t = x0##h, x0##h = x1##h, x1##h = x2##h, x2##h = x3##h, x3##h = x4##h, x4##h = t
#define P_LOAD_(s) \
  uint32_t t;      \
  BI_LOAD_(s)
#define P_STORE_(s) BI_STORE_(s)
#define P_ROUNDS_(rounds)                                                        \
  do {                                                                           \
    if ((rounds) == 12) {                                                        \
      BR_(x0, x1, x2, x3, x4, 0);                                                \
      BR_(x2, x3, x4, x0, x1, 1);                                                \
      BR_(x4, x0, x1, x2, x3, 2);                                                \
      BR_(x1, x2, x3, x4, x0, 3);                                                \
      BI_ROTATE4_(e), BI_ROTATE4_(o); /* word k was in the halves named k + 3 */ \
    }                                                                            \
    BR_(x0, x1, x2, x3, x4, 4);                                                  \
    BR_(x2, x3, x4, x0, x1, 5);                                                  \
    BR_(x4, x0, x1, x2, x3, 6);                                                  \
    BR_(x1, x2, x3, x4, x0, 7);                                                  \
    BR_(x3, x4, x0, x1, x2, 8);                                                  \
    BR_(x0, x1, x2, x3, x4, 9);                                                  \
    BR_(x2, x3, x4, x0, x1, 10);                                                 \
    BR_(x4, x0, x1, x2, x3, 11);                                                 \
    BI_ROTATE8_(e), BI_ROTATE8_(o);                                              \
  } while (0)
#define ASCON_C99_INLINE_ROUNDS_ 1

#elif ASCON_C99_BI32_

/* The round in C on interleaved halves: the S-box on each half as on the
 * plain words; a 64-bit rotation by n is, for even n, both halves rotated
 * by n/2, and for odd n the odd half rotated by (n-1)/2 as the new even
 * half and the even half by (n+1)/2 as the new odd one. */
#define ROR32_(x, r) ((x) >> ((r) & 31) | (x) << ((32 - (r)) & 31))
#define BI_E_(e, o, n) ((n) % 2 ? ROR32_(o, (n) / 2) : ROR32_(e, (n) / 2))
#define BI_O_(e, o, n) ((n) % 2 ? ROR32_(e, ((n) + 1) / 2) : ROR32_(o, (n) / 2))
/* x ^= (x >>> a) ^ (x >>> b) on word w's halves */
#define BI_LIN_(w, a, b)                             \
  do {                                               \
    const uint32_t e_ = w##e, o_ = w##o;             \
    w##e = e_ ^ BI_E_(e_, o_, a) ^ BI_E_(e_, o_, b); \
    w##o = o_ ^ BI_O_(e_, o_, a) ^ BI_O_(e_, o_, b); \
  } while (0)
#define BI_SBOX_(h)                                                                     \
  do {                                                                                  \
    uint32_t t0, t1, t2, t3, t4;                                                        \
    x0##h ^= x4##h, x4##h ^= x3##h, x2##h ^= x1##h;                                     \
    t0 = x1##h & ~x0##h, t1 = x2##h & ~x1##h, t2 = x3##h & ~x2##h, t3 = x4##h & ~x3##h; \
    t4 = x0##h & ~x4##h;                                                                \
    x0##h ^= t1, x1##h ^= t2, x2##h ^= t3, x3##h ^= t4, x4##h ^= t0;                    \
    x1##h ^= x0##h, x0##h ^= x4##h, x3##h ^= x2##h, x2##h = ~x2##h;                     \
  } while (0)
/* One round, constant i; unrolled (the constants fold into immediates, and
 * no loop counter or table costs a round). */
#define BI_ROUND_(i)                  \
  do {                                \
    x2e ^= RC_E_(i), x2o ^= RC_O_(i); \
    BI_SBOX_(e);                      \
    BI_SBOX_(o);                      \
    BI_LIN_(x0, 19, 28);              \
    BI_LIN_(x1, 61, 39);              \
    BI_LIN_(x2, 1, 6);                \
    BI_LIN_(x3, 10, 17);              \
    BI_LIN_(x4, 7, 41);               \
  } while (0)
#define P_LOAD_(s) BI_LOAD_(s)
#define P_STORE_(s) BI_STORE_(s)
#define P_ROUNDS_(rounds) \
  do {                    \
    if ((rounds) == 12) { \
      BI_ROUND_(0);       \
      BI_ROUND_(1);       \
      BI_ROUND_(2);       \
      BI_ROUND_(3);       \
    }                     \
    BI_ROUND_(4);         \
    BI_ROUND_(5);         \
    BI_ROUND_(6);         \
    BI_ROUND_(7);         \
    BI_ROUND_(8);         \
    BI_ROUND_(9);         \
    BI_ROUND_(10);        \
    BI_ROUND_(11);        \
  } while (0)
#define ASCON_C99_INLINE_ROUNDS_ 1

/* The assembly round include/ascon/rounds/select.h chose, as ascon_c99.h
 * takes it (ASCON_C99_ASM_): on the halves, one round at a time (unrolled) or
 * whole permutations. Not inlined: the unrolled rounds are 2.9 KB on ARMv7-M,
 * once. */
#elif ASCON_C99_ASM_ && ASCON_ROUNDS_STATE == ASCON_ROUNDS_STATE_HALVES && ASCON_ROUNDS_ONE

#define ASCON_C99_ROUND_(c) ASCON_ROUNDS_ROUND(x0l, x0h, x1l, x1h, x2l, x2h, x3l, x3h, x4l, x4h, c)

/* The edition calls only p[12] and p[8]; the round constants are immediates. */
__attribute__((noinline)) void ascon_c99_permute_(ascon_c99_st *s, unsigned rounds) {
  HALVES_LOAD_(s);
  if (rounds == 12) {
    ASCON_C99_ROUND_(0xf0);
    ASCON_C99_ROUND_(0xe1);
    ASCON_C99_ROUND_(0xd2);
    ASCON_C99_ROUND_(0xc3);
  }
  ASCON_C99_ROUND_(0xb4);
  ASCON_C99_ROUND_(0xa5);
  ASCON_C99_ROUND_(0x96);
  ASCON_C99_ROUND_(0x87);
  ASCON_C99_ROUND_(0x78);
  ASCON_C99_ROUND_(0x69);
  ASCON_C99_ROUND_(0x5a);
  ASCON_C99_ROUND_(0x4b);
  HALVES_STORE_(s);
}

#elif ASCON_C99_ASM_ && ASCON_ROUNDS_STATE == ASCON_ROUNDS_STATE_HALVES

#if !ASCON_ROUNDS_HAS(12) || !ASCON_ROUNDS_HAS(8)
#error "the edition runs Ascon-p[12] and p[8]: the chosen round lacks one"
#endif
/* A whole permutation is one assembly template, a string for the assembler
 * only, longer than the 4095 characters C99 promises for a string literal
 * (RV32I: 34,366); clang says so under -pedantic, GCC does not. */
#if defined(__clang__)
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Woverlength-strings"
#endif
__attribute__((noinline)) void ascon_c99_permute_(ascon_c99_st *s, unsigned rounds) {
  HALVES_LOAD_(s);
  if (rounds == 12)
    ASCON_ROUNDS_PERMUTE_12(x0l, x0h, x1l, x1h, x2l, x2h, x3l, x3h, x4l, x4h);
  else
    ASCON_ROUNDS_PERMUTE_8(x0l, x0h, x1l, x1h, x2l, x2h, x3l, x3h, x4l, x4h);
  HALVES_STORE_(s);
}
#if defined(__clang__)
#pragma clang diagnostic pop
#endif

#elif ASCON_C99_REPR == 64

#define ROR64_(x, n) (((x) >> (n)) | ((x) << (64 - (n))))

#if ASCON_C99_WORDS_
#include "ascon_round64.h" /* P_LOAD_, P_ROUNDS_, P_STORE_ */
#define ASCON_C99_INLINE_ROUNDS_ 1

#else
void ascon_c99_permute_(ascon_c99_st *s, unsigned rounds) {
  uint64_t x0 = s->x[0], x1 = s->x[1], x2 = s->x[2], x3 = s->x[3], x4 = s->x[4], t0, t1, t2, t3, t4;
  unsigned i;
  i = 12 - rounds; /* rounds is 8 or 12: the loop runs at least once */
  do {
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
  } while (++i < 12);
  s->x[0] = x0, s->x[1] = x1, s->x[2] = x2, s->x[3] = x3, s->x[4] = x4;
}
#endif

#elif ASCON_C99_ASM_ && ASCON_ROUNDS_STATE == ASCON_ROUNDS_STATE_BYTES

/* The AVR assembly round (src/c99/ascon_avr.S): ascon_c99.h calls it directly. */
typedef int ascon_c99_perm_in_asm_; /* C99 wants at least one declaration per file */

#else /* ASCON_C99_REPR == 8 */

/* Byte i of word t rotated right by 8q + r bits (q, r constants): the two
 * bytes it draws from as one 16-bit value, shifted right r bits or, for
 * r > 4, left 8 - r bits taking the high byte (fewer shifts on 8-bit cores). */
#define PAIR8_(t, i, q) ((uint16_t)((uint16_t)(t)[((i) + (q) + 1) & 7] << 8 | (t)[((i) + (q)) & 7]))
#define ROR8_(t, i, q, r) \
  ((r) <= 4 ? (uint8_t)(PAIR8_(t, i, q) >> (r)) : (uint8_t)((uint16_t)(PAIR8_(t, i, q) << (8 - (r))) >> 8))
#define LIN8_1_(x, t, i, qa, ra, qb, rb) (x)[i] = (uint8_t)((t)[i] ^ ROR8_(t, i, qa, ra) ^ ROR8_(t, i, qb, rb))
/* x ^= (x >>> (8 qa + ra)) ^ (x >>> (8 qb + rb)) on one 8-byte word. */
#define LIN8_(x, qa, ra, qb, rb)                                                                             \
  do {                                                                                                       \
    const uint8_t t_[8] = {(x)[0], (x)[1], (x)[2], (x)[3], (x)[4], (x)[5], (x)[6], (x)[7]};                  \
    LIN8_1_(x, t_, 0, qa, ra, qb, rb), LIN8_1_(x, t_, 1, qa, ra, qb, rb), LIN8_1_(x, t_, 2, qa, ra, qb, rb); \
    LIN8_1_(x, t_, 3, qa, ra, qb, rb), LIN8_1_(x, t_, 4, qa, ra, qb, rb), LIN8_1_(x, t_, 5, qa, ra, qb, rb); \
    LIN8_1_(x, t_, 6, qa, ra, qb, rb), LIN8_1_(x, t_, 7, qa, ra, qb, rb);                                    \
  } while (0)

/* The 5-bit S-box on bit slice j: bit i of bytes j, 8 + j, .., 32 + j. */
#define SBOX8_(b, j)                                                                                        \
  do {                                                                                                      \
    uint8_t x0 = (b)[j], x1 = (b)[8 + (j)], x2 = (b)[16 + (j)], x3 = (b)[24 + (j)], x4 = (b)[32 + (j)];     \
    uint8_t t0, t1, t2, t3, t4;                                                                             \
    x0 ^= x4, x4 ^= x3, x2 ^= x1;                                                                           \
    t0 = (uint8_t)(x1 & ~x0), t1 = (uint8_t)(x2 & ~x1), t2 = (uint8_t)(x3 & ~x2), t3 = (uint8_t)(x4 & ~x3); \
    t4 = (uint8_t)(x0 & ~x4);                                                                               \
    x0 ^= t1, x1 ^= t2, x2 ^= t3, x3 ^= t4, x4 ^= t0;                                                       \
    x1 ^= x0, x0 ^= x4, x3 ^= x2, x2 = (uint8_t)~x2;                                                        \
    (b)[j] = x0, (b)[8 + (j)] = x1, (b)[16 + (j)] = x2, (b)[24 + (j)] = x3, (b)[32 + (j)] = x4;             \
  } while (0)

void ascon_c99_permute_(ascon_c99_st *s, unsigned rounds) {
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
    SBOX8_(b, 0);
    SBOX8_(b, 1);
    SBOX8_(b, 2);
    SBOX8_(b, 3);
    SBOX8_(b, 4);
    SBOX8_(b, 5);
    SBOX8_(b, 6);
    SBOX8_(b, 7);
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

/* ---- whole blocks (speed configuration) ---------------------------------------------
 * The modes' block loops (ascon_c99.h): where the rounds are inlined, the
 * state stays in the round's locals from the first block to the last;
 * elsewhere (the assembly permutations on halves, whose unrolled text is
 * kilobytes) each block calls ascon_c99_permute_. */
#ifndef ASCON_C99_INLINE_ROUNDS_
#define ASCON_C99_INLINE_ROUNDS_ 0
#endif
#if ASCON_C99_INLINE_ROUNDS_
#if ASCON_C99_BI32_
#define P_W_(w) ((uint64_t)x##w##o << 32 | x##w##e)
#define P_XOR_(w, v) (x##w##e ^= (uint32_t)(v), x##w##o ^= (uint32_t)((v) >> 32))
#define P_SET_(w, v) (x##w##e = (uint32_t)(v), x##w##o = (uint32_t)((v) >> 32))
#else /* the words as ascon_round64.h holds them: XORed with P_MASK_w */
#define P_W_(w) (x##w ^ P_MASK_##w)
#define P_XOR_(w, v) (x##w ^= (v))
#define P_SET_(w, v) (x##w = (v) ^ P_MASK_##w)
#endif
void ascon_c99_permute_(ascon_c99_st *s, unsigned rounds) {
  P_LOAD_(s);
  P_ROUNDS_(rounds);
  P_STORE_(s);
}
#else /* the words of the state in memory */
#define P_LOAD_(s) uint64_t *const xs_ = (s)->x
#define P_ROUNDS_(rounds) ascon_c99_permute_(s, rounds)
#define P_STORE_(s) ((void)0)
#define P_W_(w) xs_[w]
#define P_XOR_(w, v) (xs_[w] ^= (v))
#define P_SET_(w, v) (xs_[w] = (v))
#endif

#if ASCON_C99_WORDS_
void ascon_c99_absorb_(ascon_c99_st *s, const uint8_t *p, size_t blocks, unsigned words, unsigned rounds) {
  P_LOAD_(s);
  do {
    uint64_t a = w_in_(ld64(p));
    P_XOR_(0, a);
    if (words > 1) a = w_in_(ld64(p + 8)), P_XOR_(1, a);
    if (words > 2) {
      a = w_in_(ld64(p + 16)), P_XOR_(2, a);
      a = w_in_(ld64(p + 24)), P_XOR_(3, a);
    }
    p += 8 * words;
    P_ROUNDS_(rounds);
  } while (--blocks);
  P_STORE_(s);
}
void ascon_c99_squeeze_(ascon_c99_st *s, uint8_t *out, size_t blocks) {
  P_LOAD_(s);
  do {
    P_ROUNDS_(12);
    st64(out, w_out_(P_W_(0)));
    out += 8;
  } while (--blocks);
  P_STORE_(s);
}
void ascon_c99_crypt_(ascon_c99_st *s, const uint8_t *in, uint8_t *out, size_t blocks, int decrypt) {
  P_LOAD_(s);
  do {
    const uint64_t m0 = ld64(in), m1 = ld64(in + 8); /* both read before out is written */
    uint64_t c;
    if (decrypt) { /* the state takes the ciphertext */
      st64(out, w_out_(P_W_(0)) ^ m0), st64(out + 8, w_out_(P_W_(1)) ^ m1);
      c = w_in_(m0), P_SET_(0, c);
      c = w_in_(m1), P_SET_(1, c);
    } else {
      c = w_in_(m0), P_XOR_(0, c);
      c = w_in_(m1), P_XOR_(1, c);
      st64(out, w_out_(P_W_(0))), st64(out + 8, w_out_(P_W_(1)));
    }
    in += 16, out += 16;
    P_ROUNDS_(8);
  } while (--blocks);
  P_STORE_(s);
}
#endif

#if ASCON_C99_FUSED_AEAD_
/* Ascon-AEAD128 over whole bytes with a 128-bit tag, the state in the
 * round's registers from the key to the tag (64-bit targets, ascon_c99.h):
 * the phases of ascon_duplex.h in one function. A partial block (r < 16
 * bytes, padded) is two words read and written a byte at a time.
 * Encryption (tag_in NULL) writes the tag to tag_out and returns 1;
 * decryption returns whether the tag at tag_in matched (read first). mask
 * (K2 of nonce masking) may be NULL: no masking. The arguments in the order
 * of the entry points' (ascon.h), so that few move between registers. */
static uint64_t ld_part_(const uint8_t *p, unsigned n) { /* n <= 8 bytes */
  uint64_t w = 0;
  while (n--) w = w << 8 | p[n];
  return w;
}
static void st_part_(uint8_t *p, uint64_t w, unsigned n) {
  unsigned i;
  for (i = 0; i < n; ++i) p[i] = (uint8_t)(w >> 8 * i);
}
/* The last r (< 16) bytes of a phase as two words a0, a1, with the padding
 * byte after them in p0, p1; mask m0, m1 over the r bytes. */
#define TAIL_(p, r)                                                                                    \
  const unsigned r0_ = (r) < 8 ? (r) : 8, r1_ = (r) - r0_;                                             \
  const uint64_t a0 = ld_part_(p, r0_), a1 = ld_part_((p) + r0_, r1_);                                 \
  const uint64_t p0 = (r) < 8 ? (uint64_t)1 << 8 * (r) : 0, p1 = (r) < 8 ? 0 : (uint64_t)1 << 8 * r1_; \
  const uint64_t m0 = p0 - 1, m1 = (r) < 8 ? 0 : p1 - 1
int ascon_c99_aead_(uint8_t *out, uint8_t *tag_out, const uint8_t *tag_in, const uint8_t *in, size_t len,
                    const uint8_t *ad, size_t ad_len, const uint8_t *nonce, const uint8_t *key, const uint8_t *mask) {
  static const ascon_c99_st zero; /* no state object: the words are the round's locals only */
  const int decrypt = tag_in != NULL;
  const uint64_t k0 = w_in_(ld64(key)), k1 = w_in_(ld64(key + 8));
  uint64_t r0 = 0, r1 = 0, dif;
  int eq;
  if (decrypt) r0 = ld64(tag_in), r1 = ld64(tag_in + 8); /* before any output (they may share memory) */
  {
    P_LOAD_(&zero);
    P_SET_(0, w_in_(iv64(IV_AEAD128))), P_SET_(1, k0), P_SET_(2, k1);
    uint64_t n0 = ld64(nonce), n1 = ld64(nonce + 8);
    if (mask) n0 ^= ld64(mask), n1 ^= ld64(mask + 8);
    P_SET_(3, w_in_(n0)), P_SET_(4, w_in_(n1));
    P_ROUNDS_(12);
    P_XOR_(3, k0), P_XOR_(4, k1);
    if (ad_len) { /* associated data: whole blocks, then the padded rest */
      for (; ad_len >= 16; ad += 16, ad_len -= 16) {
        P_XOR_(0, w_in_(ld64(ad))), P_XOR_(1, w_in_(ld64(ad + 8)));
        P_ROUNDS_(8);
      }
      {
        TAIL_(ad, (unsigned)ad_len);
        P_XOR_(0, w_in_(a0 ^ p0)), P_XOR_(1, w_in_(a1 ^ p1));
        (void)m0, (void)m1;
      }
      P_ROUNDS_(8);
    }
    P_XOR_(4, w_in_((uint64_t)1 << 63));                /* the domain bit */
    for (; len >= 16; in += 16, out += 16, len -= 16) { /* data: in == out allowed */
      const uint64_t c0 = ld64(in), c1 = ld64(in + 8);
      const uint64_t s0 = w_out_(P_W_(0)), s1 = w_out_(P_W_(1));
      st64(out, s0 ^ c0), st64(out + 8, s1 ^ c1);
      if (decrypt)
        P_SET_(0, w_in_(c0)), P_SET_(1, w_in_(c1));
      else
        P_XOR_(0, w_in_(c0)), P_XOR_(1, w_in_(c1));
      P_ROUNDS_(8);
    }
    { /* the rest: out = state ^ in over r bytes, the state then holds the ciphertext, padded */
      TAIL_(in, (unsigned)len);
      const uint64_t s0 = w_out_(P_W_(0)), s1 = w_out_(P_W_(1));
      const uint64_t d0 = decrypt ? (s0 ^ a0) & m0 : a0, d1 = decrypt ? (s1 ^ a1) & m1 : a1;
      st_part_(out, s0 ^ a0, r0_), st_part_(out + r0_, s1 ^ a1, r1_);
      P_XOR_(0, w_in_(d0 ^ p0)), P_XOR_(1, w_in_(d1 ^ p1));
    }
    P_XOR_(2, k0), P_XOR_(3, k1); /* finalisation */
    P_ROUNDS_(12);
    if (!decrypt) {
      st64(tag_out, w_out_(P_W_(3) ^ k0)), st64(tag_out + 8, w_out_(P_W_(4) ^ k1));
      return 1;
    }
    dif = (w_out_(P_W_(3) ^ k0) ^ r0) | (w_out_(P_W_(4) ^ k1) ^ r1);
  }
  /* whether the tags match, without a branch on their bytes (the result is public) */
  eq = (int)(((dif | (0 - dif)) >> 63) ^ 1);
  DECLASSIFY(eq);
  return eq;
}
#endif
