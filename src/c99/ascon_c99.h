/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Private header of the C99 edition (the .c files of src/c99): the configuration, the
 * state type, the permutation (defined once, in ascon_perm.c) and the helpers
 * the mode files share. Not installed; callers include only <ascon.h>.
 *
 * The permutation works in one of two state representations chosen at
 * compile time:
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
 * address it through ST_GET/ST_XOR/ST_SET by byte position (0..39). Every
 * one of them reads the word it changes (ST_SET keeps the word's other
 * bytes), so a state is cleared whole (st_clear) before its first use: C
 * does not promise that an indeterminate value reads the same twice.
 * Constant time: no branch or index depends on the state.
 *
 * Names with a trailing underscore (ascon_c99_*_) are external only so that
 * every file of the edition shares one copy in flash; they are not API.
 */
#ifndef ASCON_C99_H
#define ASCON_C99_H

/* The edition's own header surface and state sizes (include/ascon/c/common.h),
 * also when a build compiles these files without -DASCON_C99. */
#ifndef ASCON_C99
#define ASCON_C99 1
#endif
#include <ascon.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

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
#define ST_SHIFT_(p) (8u * ((unsigned)(p) & 7u))
#define ST_GET(s, p) ((uint8_t)((s)->x[(p) >> 3] >> ST_SHIFT_(p)))
#define ST_XOR(s, p, v) ((s)->x[(p) >> 3] ^= (uint64_t)(uint8_t)(v) << ST_SHIFT_(p))
#define ST_SET(s, p, v) ((s)->x[(p) >> 3] ^= (uint64_t)(uint8_t)(ST_GET(s, p) ^ (uint8_t)(v)) << ST_SHIFT_(p))
#else
#error "ASCON_C99_REPR must be 64 or 8"
#endif

/* The speed path of the 64-bit representation (ASCON_C99_WORDS_): the modes
 * move whole 64-bit words between the caller's bytes and the state and run
 * whole blocks in a loop; the byte positions (ST_GET/ST_XOR/ST_SET) serve only
 * a block's partial head or tail. Off in the size configuration and in the
 * 8-bit representation, whose byte loops are their smallest code. */
#if ASCON_C99_REPR == 64 && !ASCON_C99_SMALL
#define ASCON_C99_WORDS_ 1
#else
#define ASCON_C99_WORDS_ 0
#endif

#if ASCON_C99_WORDS_
/* How 8 little-endian bytes become a word: with GCC or clang on a
 * little-endian target, a memcpy the compiler turns into word loads; cores
 * without unaligned word access (ARMv6-M, ARMv7-M built with
 * -mno-unaligned-access, RV32, where GCC assembles a memcpy it cannot prove
 * aligned from bytes through the stack) take two 32-bit loads when the
 * address is 4-aligned and bytes otherwise (a branch on the buffer's
 * address, which is public); anything else assembles the bytes. */
#if defined(__GNUC__) && defined(__BYTE_ORDER__) && defined(__ORDER_LITTLE_ENDIAN__) && \
    __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#if (defined(__arm__) && !defined(__ARM_FEATURE_UNALIGNED)) || (defined(__riscv) && __riscv_xlen == 32)
#define ASCON_C99_LE_ 2
#else
#define ASCON_C99_LE_ 1
#endif
#else
#define ASCON_C99_LE_ 0
#endif
static inline uint64_t ld64_bytes_(const uint8_t *p) {
  const uint32_t lo = (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
  const uint32_t hi = (uint32_t)p[4] | (uint32_t)p[5] << 8 | (uint32_t)p[6] << 16 | (uint32_t)p[7] << 24;
  return (uint64_t)hi << 32 | lo;
}
static inline void st64_bytes_(uint8_t *p, uint64_t w) {
  const uint32_t lo = (uint32_t)w, hi = (uint32_t)(w >> 32);
  p[0] = (uint8_t)lo, p[1] = (uint8_t)(lo >> 8), p[2] = (uint8_t)(lo >> 16), p[3] = (uint8_t)(lo >> 24);
  p[4] = (uint8_t)hi, p[5] = (uint8_t)(hi >> 8), p[6] = (uint8_t)(hi >> 16), p[7] = (uint8_t)(hi >> 24);
}
/* The word of 8 bytes at p, byte j as bits 8j..8j+7 (any address). */
static inline uint64_t ld64(const uint8_t *p) {
#if ASCON_C99_LE_ == 2
  if (((uintptr_t)p & 3) == 0) {
    const uint8_t *q = (const uint8_t *)__builtin_assume_aligned(p, 4);
    uint32_t lo, hi;
    memcpy(&lo, q, 4), memcpy(&hi, q + 4, 4);
    return (uint64_t)hi << 32 | lo;
  }
  return ld64_bytes_(p);
#elif ASCON_C99_LE_ == 1
  uint64_t w;
  memcpy(&w, p, 8);
  return w;
#else
  return ld64_bytes_(p);
#endif
}
static inline void st64(uint8_t *p, uint64_t w) {
#if ASCON_C99_LE_ == 2
  if (((uintptr_t)p & 3) == 0) {
    uint8_t *q = (uint8_t *)__builtin_assume_aligned(p, 4);
    const uint32_t lo = (uint32_t)w, hi = (uint32_t)(w >> 32);
    memcpy(q, &lo, 4), memcpy(q + 4, &hi, 4);
    return;
  }
  st64_bytes_(p, w);
#elif ASCON_C99_LE_ == 1
  memcpy(p, &w, 8);
#else
  st64_bytes_(p, w);
#endif
}
#endif

/* The IVs (as 32-bit halves) and the unkeyed initial states, written from
 * include/ascon/detail/constants.hpp by scripts/gen/c99_constants.py. */
#include "ascon_constants.h"

/* The assembly round, if any: include/ascon/rounds/select.h chooses it for
 * both editions (ASCON_ASM=0 keeps the C round; on AVR ASCON_C99_AVR_ASM=1
 * asks for it). The edition runs it where it takes the state as the edition
 * holds it, and not in the size configuration: the unrolled rounds on the
 * halves are larger than the C loop (2.9 KB more on ARMv7-M). */
#include "ascon/rounds/select.h"
#if ASCON_ROUNDS_C99 &&                                                                               \
    ((ASCON_ROUNDS_STATE == ASCON_ROUNDS_STATE_HALVES && ASCON_C99_REPR == 64 && !ASCON_C99_SMALL) || \
     (ASCON_ROUNDS_STATE == ASCON_ROUNDS_STATE_BYTES && ASCON_C99_REPR == 8))
#define ASCON_C99_ASM_ 1
#else
#define ASCON_C99_ASM_ 0
#endif

/* ASCON_C99_BI32 (default: where it is the faster) keeps the five words
 * bit-interleaved from initialisation to output, as the C++ core's sponges
 * and AEAD one-shots do on the same cores: each 64-bit word as its even bits
 * (low half) and its odd bits (high half), so that every 64-bit rotation of
 * a round is two 32-bit rotations. The words are converted where they meet
 * the caller's bytes (w_in_, w_out_: both linear, so XORing converted bytes
 * is converting XORed ones). Where it is the faster: ARMv7-M, whose
 * interleaved assembly round is 52 instructions to the plain one's 73, and
 * RV32 with Zbb or Zbkb (32-bit rotations; Zbkb also converts in one
 * instruction a half). Only in the speed configuration: any other build may
 * set it to 1 to run the C round on interleaved halves (the host tests do). */
#ifndef ASCON_C99_BI32
#if ASCON_C99_WORDS_ && ((ASCON_C99_ASM_ && ASCON_ROUNDS_BI32) || \
                         (defined(__riscv) && __riscv_xlen == 32 && (defined(__riscv_zbb) || defined(__riscv_zbkb))))
#define ASCON_C99_BI32 1
#else
#define ASCON_C99_BI32 0
#endif
#endif
#if ASCON_C99_BI32 && ASCON_C99_WORDS_
#define ASCON_C99_BI32_ 1
#else
#define ASCON_C99_BI32_ 0
#endif

#if ASCON_C99_REPR == 64
#if ASCON_C99_BI32_
#if defined(__riscv) && __riscv_xlen == 32 && defined(__riscv_zbkb) && defined(__GNUC__)
/* RV32 Zbkb: unzip (even bits to the low 16, odd to the high), zip (its
 * inverse) and pack (two low halves joined); GCC 12 emits none from C. */
#define ASCON_C99_ZBKB_ 1
static inline uint32_t zbkb_unzip_(uint32_t x) {
  uint32_t r;
  __asm__("unzip %0, %1" : "=r"(r) : "r"(x));
  return r;
}
static inline uint32_t zbkb_zip_(uint32_t x) {
  uint32_t r;
  __asm__("zip %0, %1" : "=r"(r) : "r"(x));
  return r;
}
static inline uint32_t zbkb_pack_(uint32_t lo, uint32_t hi) {
  uint32_t r;
  __asm__("pack %0, %1, %2" : "=r"(r) : "r"(lo), "r"(hi));
  return r;
}
#else
#define ASCON_C99_ZBKB_ 0
#endif
/* Swaps the bits of *lo at m << s with the bits of *hi at m: each call
 * transposes the half-select bit of a bit's index with one of its five
 * position bits; five of them rotate the six index bits by one, which is
 * the interleaving (and the same five in reverse order undo it). */
static inline void cross_swap_(uint32_t *lo, uint32_t *hi, uint32_t m, unsigned s) {
  const uint32_t t = ((*lo >> s) ^ *hi) & m;
  *hi ^= t, *lo ^= t << s;
}
/* A plain word to its interleaved form: even bits low, odd bits high. */
static inline uint64_t w_in_(uint64_t x) {
  uint32_t lo = (uint32_t)x, hi = (uint32_t)(x >> 32);
#if ASCON_C99_ZBKB_
  if (!__builtin_constant_p(x)) { /* constants take the swaps, which fold away */
    lo = zbkb_unzip_(lo), hi = zbkb_unzip_(hi);
    return (uint64_t)zbkb_pack_(lo >> 16, hi >> 16) << 32 | zbkb_pack_(lo, hi);
  }
#endif
  cross_swap_(&lo, &hi, 0x0000ffffu, 16);
  cross_swap_(&lo, &hi, 0x00ff00ffu, 8);
  cross_swap_(&lo, &hi, 0x0f0f0f0fu, 4);
  cross_swap_(&lo, &hi, 0x33333333u, 2);
  cross_swap_(&lo, &hi, 0x55555555u, 1);
  return (uint64_t)hi << 32 | lo;
}
/* An interleaved word back to the plain one. */
static inline uint64_t w_out_(uint64_t x) {
  uint32_t lo = (uint32_t)x, hi = (uint32_t)(x >> 32);
#if ASCON_C99_ZBKB_
  return (uint64_t)zbkb_zip_(zbkb_pack_(lo >> 16, hi >> 16)) << 32 | zbkb_zip_(zbkb_pack_(lo, hi));
#else
  cross_swap_(&lo, &hi, 0x55555555u, 1);
  cross_swap_(&lo, &hi, 0x33333333u, 2);
  cross_swap_(&lo, &hi, 0x0f0f0f0fu, 4);
  cross_swap_(&lo, &hi, 0x00ff00ffu, 8);
  cross_swap_(&lo, &hi, 0x0000ffffu, 16);
  return (uint64_t)hi << 32 | lo;
#endif
}
/* The byte positions through the conversions (only a block's partial head
 * or tail and the padding take them). */
#undef ST_GET
#undef ST_XOR
#undef ST_SET
#define ST_GET(s, p) ((uint8_t)(w_out_((s)->x[(p) >> 3]) >> ST_SHIFT_(p)))
/* w_in_ of byte v at byte j of a word: its even bits go to bits 4j..4j+3 of
 * the even half, its odd bits to the same of the odd half. */
#define EVEN4_OF_(v) (((v) & 1u) | ((v) >> 1 & 2u) | ((v) >> 2 & 4u) | ((v) >> 3 & 8u))
static inline uint64_t byte_in_(unsigned v, unsigned j) {
  return (uint64_t)(EVEN4_OF_(v >> 1) << 4 * j) << 32 | (uint32_t)(EVEN4_OF_(v) << 4 * j);
}
#define ST_XOR(s, p, v) ((s)->x[(p) >> 3] ^= byte_in_((uint8_t)(v), (unsigned)(p) & 7u))
#define ST_SET(s, p, v) ((s)->x[(p) >> 3] ^= w_in_((uint64_t)(uint8_t)(ST_GET(s, p) ^ (uint8_t)(v)) << ST_SHIFT_(p)))
#else
static inline uint64_t w_in_(uint64_t x) { return x; }
static inline uint64_t w_out_(uint64_t x) { return x; }
#endif
#endif

/* Ascon-p[rounds] (12 or 8) on the state: ascon_perm.c, or on AVR with
 * ASCON_C99_AVR_ASM the assembly round of ascon_avr.S (link that file too),
 * called directly so that no wrapper costs flash. */
#if ASCON_C99_ASM_ && ASCON_ROUNDS_STATE == ASCON_ROUNDS_STATE_BYTES
void ascon_c99_permute_avr(uint8_t *b, uint8_t first);
#define ascon_c99_permute_(s, rounds) ascon_c99_permute_avr((s)->b, (uint8_t)(12 - (rounds)))
#else
void ascon_c99_permute_(ascon_c99_st *s, unsigned rounds);
#endif
#if ASCON_C99_WORDS_
/* Whole blocks in the speed configuration (ascon_perm.c, beside the rounds,
 * so the state can stay in the round's registers from block to block):
 * `blocks` (at least 1) blocks of `words` (1, 2 or 4) little-endian words
 * from p XORed into the rate, each followed by Ascon-p[rounds]; and
 * Ascon-AEAD128's data, 16-byte blocks from in to out (in == out allowed),
 * each followed by Ascon-p[8], the state taking the ciphertext; and
 * `blocks` rate-8 output blocks to out, each Ascon-p[12] and then word 0. */
void ascon_c99_absorb_(ascon_c99_st *s, const uint8_t *p, size_t blocks, unsigned words, unsigned rounds);
void ascon_c99_squeeze_(ascon_c99_st *s, uint8_t *out, size_t blocks);
void ascon_c99_crypt_(ascon_c99_st *s, const uint8_t *in, uint8_t *out, size_t blocks, int decrypt);
#endif
/* 64-bit targets with the C round (ascon_perm.c): Ascon-AEAD128's one-shot
 * over whole bytes with the full tag in one function, the state in
 * registers throughout (a third of an empty message's work around the
 * permutations was moving the state between them and memory). The rest
 * runs the phases of ascon_duplex.h. */
#if ASCON_C99_WORDS_ && !ASCON_C99_BI32_ && !ASCON_C99_ASM_ && defined(UINTPTR_MAX) && UINTPTR_MAX > 0xFFFFFFFFu
#define ASCON_C99_FUSED_AEAD_ 1
int ascon_c99_aead_(uint8_t *out, uint8_t *tag_out, const uint8_t *tag_in, const uint8_t *in, size_t len,
                    const uint8_t *ad, size_t ad_len, const uint8_t *nonce, const uint8_t *key, const uint8_t *mask);
#else
#define ASCON_C99_FUSED_AEAD_ 0
#endif

/* Constant-time validation (tests/ct/ct_c99.c): with ASCON_CT_VALIDATION the
 * secret inputs are marked undefined for valgrind, which then reports any
 * branch or index on them; values public by design (whether a tag matched)
 * are declassified. Empty in every other build. */
#if defined(ASCON_CT_VALIDATION)
#include <valgrind/memcheck.h>
#define DECLASSIFY(v) ((void)VALGRIND_MAKE_MEM_DEFINED(&(v), sizeof(v)))
#else
#define DECLASSIFY(v) ((void)0)
#endif

typedef ascon_c99_st st_t;
typedef uint8_t u8;

/* Compile-time checks (C99 has no _Static_assert) that an internal struct fits
 * its opaque C type, wastes no more than alignment padding (none where pointers
 * are 16 bits: the sizes in common.h are exact there), and that the opaque type
 * keeps the alignment of a uint64_t, a pointer and a double. */
#define ALIGN_OF_(t) \
  offsetof(          \
      struct {       \
        char c_;     \
        t v_;        \
      },             \
      v_)
#if defined(ASCON_STATE_SIZES_EXACT_)
#define FITS_SLACK_ 0
#else
#define FITS_SLACK_ 8
#endif
#define FITS_(name, inner, outer)                                                                        \
  typedef char name[(sizeof(inner) <= sizeof(outer) && sizeof(outer) <= sizeof(inner) + FITS_SLACK_ &&   \
                     ALIGN_OF_(outer) >= ALIGN_OF_(uint64_t) && ALIGN_OF_(outer) >= ALIGN_OF_(void *) && \
                     ALIGN_OF_(outer) >= ALIGN_OF_(inner))                                               \
                        ? 1                                                                              \
                        : -1]

/* ---- shared helpers (ascon_common.c) ---------------------------------------------- */
#define wipe ascon_c99_wipe_
#define ct_equal ascon_c99_ct_equal_
#define buffers_ok ascon_c99_buffers_ok_
#define st_set_word ascon_c99_st_set_word_
#define st_xor ascon_c99_st_xor_
#define state_abort ascon_c99_state_abort_
#define bytes_for_bits ascon_c99_bytes_for_bits_
#define truncate_bits ascon_c99_truncate_bits_

void wipe(void *p, size_t n);
/* wipe() of an object of a size known at compile time: in the speed
 * configuration with GCC or clang, a memset the compiler lays out as a few
 * word stores, kept by an assembly barrier that reads the memory (as
 * wipe() itself ends). Not on Thumb-1, where GCC calls memset for these
 * sizes (slower than wipe's word loop). */
#if ASCON_C99_WORDS_ && defined(__GNUC__) && !(defined(__thumb__) && !defined(__thumb2__))
#define WIPE_FIXED(p, n)                            \
  do {                                              \
    memset((p), 0, (n));                            \
    __asm__ __volatile__("" : : "r"(p) : "memory"); \
  } while (0)
#else
#define WIPE_FIXED(p, n) wipe((p), (n))
#endif
/* 1 when equal; reads every byte, no early exit. Whether two tags match is
 * public (the caller learns it), so only the result may steer a branch. */
int ct_equal(const u8 *a, const u8 *b, size_t n);
/* In-place (in == out) is allowed, any other overlap refused. */
#if ASCON_C99_WORDS_
/* (inline in the speed configuration: every call of the API makes these) */
static inline int buffers_ok(const u8 *in, size_t n, const u8 *out) {
  const uintptr_t a = (uintptr_t)in, b = (uintptr_t)out;
  return n == 0 || in == out || a + n <= b || b + n <= a;
}
static inline size_t bytes_for_bits(size_t bits) { return bits / 8 + (bits % 8 != 0); }
#else
int buffers_ok(const u8 *in, size_t n, const u8 *out);
size_t bytes_for_bits(size_t bits);
#endif
void st_set_word(st_t *s, unsigned w, const u8 *p); /* word w = 8 little-endian bytes */
void st_xor(st_t *s, unsigned pos, const u8 *p, size_t n);
/* _abort of any state: refused unless live, else wiped whole. */
int state_abort(void *st, size_t size, uint32_t magic);
/* bytes_for_bits (above): written so that no bit count overflows (bits + 7 would wrap). */
/* Clears the bits of out past the first `bits`, in its last byte. */
void truncate_bits(u8 *out, size_t bits);

/* FAST_IF_(c) statement: a test that only saves time. The speed
 * configuration makes it; the size one runs the statement unconditionally
 * (fewer bytes, the same result; no constant condition, which SDCC calls
 * unreachable code). */
#if ASCON_C99_WORDS_
#define FAST_IF_(c) if (c)
#else
#define FAST_IF_(c)
#endif
/* A buffer is acceptable when it is non-null or empty. */
#define BUF_OK(p, n) ((p) != NULL || (n) == 0)
/* The byte functions pass 8 * length as a bit count: it must not wrap. */
static inline int bits_fit(size_t a, size_t b) { return a <= (size_t)-1 / 8 && b <= (size_t)-1 / 8; }
/* SP 800-232 padding of a final partial byte of `bits` bits (0..7). */
static inline u8 pad_byte(u8 v, unsigned bits) { return (u8)((v & ((1u << bits) - 1)) | (1u << bits)); }
/* Word 0 = the IV, given as two halves. */
static inline void st_iv(st_t *s, uint32_t lo, uint32_t hi) {
  unsigned i;
  for (i = 0; i < 4; ++i) ST_SET(s, i, (u8)(lo >> (8 * i))), ST_SET(s, 4 + i, (u8)(hi >> (8 * i)));
}
#if ASCON_C99_WORDS_
/* An IV given as two halves (ascon_constants.h) as one word. */
static inline uint64_t iv64(uint32_t lo, uint32_t hi) { return (uint64_t)hi << 32 | lo; }
#endif
static inline void st_get(const st_t *s, unsigned pos, u8 *p, size_t n) {
  size_t i;
  for (i = 0; i < n; ++i) p[i] = ST_GET(s, pos + i);
}
static inline void st_clear(st_t *s) { memset(s, 0, sizeof *s); }
/* Whether an opaque state holds `magic` in its first bytes (it is live). */
static inline int live(const void *st, uint32_t magic) {
  uint32_t m;
  memcpy(&m, st, sizeof m);
  return m == magic;
}

/* The internal struct inside an opaque state (through a function, so the
 * compiler sees a plain pointer: the library reaches the state only through
 * its struct, callers only as bytes). */
static inline void *inner_(unsigned char *opaque) { return opaque; }
static inline const void *cinner_(const unsigned char *opaque) { return opaque; }
/* Ends a state: zeroes all of it (also the magic, so it is no longer live). */
#define END_STATE(st) wipe((st)->opaque, sizeof(st)->opaque)

/* States are told apart by a magic number in their first bytes, so a state
 * of one kind is never taken for another's; a zeroed state is never live. */
#define MAGIC_HASH256 0x48a5c001ul
#define MAGIC_XOF128 0x58a5c003ul
#define MAGIC_CXOF128 0x43a5c005ul
#define MAGIC_MAC 0x4da5c007ul
#define MAGIC_PRF 0x50a5c009ul
#define MAGIC_ENC 0x45a5c00bul
#define MAGIC_DEC 0x44a5c00dul
#define MAGIC_TKEY 0x54a5c00ful

#endif
