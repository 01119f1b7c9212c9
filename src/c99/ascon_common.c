/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * The C99 edition of libascon: the NIST SP 800-232 part of include/ascon.h
 * (Ascon-AEAD128 with truncated tags and nonce masking, Ascon-Hash256,
 * Ascon-XOF128, Ascon-CXOF128, Ascon-Mac, Ascon-Prf, Ascon-PrfShort) in
 * plain C99 for any C compiler down to 8-bit AVR. Same function names,
 * results, error codes and order of checks as the C++ library; no v1.2, no
 * batch engine. docs/c99.md says how to use it. Its files:
 *
 *   ascon_c99.h     configuration, state type, shared declarations (private)
 *   ascon_perm.c    the permutation (ascon_avr.S: its AVR assembly round)
 *   ascon_common.c  this file: shared helpers, version, errors, sizes
 *   ascon_hash.c    the sponge: Hash256, XOF128, CXOF128, Mac, Prf, PrfShort
 *   ascon_aead.c    Ascon-AEAD128: one-shot, truncated tags, incremental
 *   ascon_duplex.h  Ascon-AEAD128's duplex as phases (included by ascon_aead.c)
 *
 * Every mode is written once, as phases over one state type, and the
 * one-shot functions run the same phases as the incremental ones.
 */
#include "ascon_c99.h"

/* ---- small helpers ---------------------------------------------------------------- */
#if ASCON_C99_WORDS_ && defined(__GNUC__)
/* 4-byte stores where the address allows (a byte loop of volatile stores
 * took 5 instructions a byte: a third of an empty AEAD128 call on
 * Cortex-M4), then an empty assembly statement that takes the pointer and
 * clobbers memory, so no compiler (link-time optimisation included) may
 * drop the stores as dead. */
void wipe(void *p, size_t n) {
  u8 *q = (u8 *)p;
  if (((uintptr_t)q & 3) == 0) {
    const uint32_t z = 0;
    for (; n >= 4; n -= 4, q += 4) memcpy(__builtin_assume_aligned(q, 4), &z, 4);
  }
  while (n--) *q++ = 0;
  __asm__ __volatile__("" : : "r"(p) : "memory");
}
#else
/* Speed configuration: four volatile stores a turn (the length is public):
 * on AVR a byte a turn cost 8 cycles a byte, a tenth of an empty AEAD128
 * call; the size configuration keeps the byte loop (66 bytes less on AVR). */
void wipe(void *p, size_t n) {
  volatile u8 *v = (volatile u8 *)p;
#if !ASCON_C99_SMALL
  for (; n >= 4; n -= 4, v += 4) v[0] = 0, v[1] = 0, v[2] = 0, v[3] = 0;
#endif
  while (n--) *v++ = 0;
}
#endif

int ct_equal(const u8 *a, const u8 *b, size_t n) {
  volatile u8 d = 0;
  size_t i = 0;
  int eq;
#if ASCON_C99_WORDS_
  { /* whole words first: the differences ORed, folded to a byte once */
    uint64_t w = 0;
    for (; i + 8 <= n; i += 8) w |= ld64(a + i) ^ ld64(b + i);
    w |= w >> 32, w |= w >> 16, w |= w >> 8;
    d = (u8)w;
  }
#else
  { /* the differences ORed in a register, one volatile write at the end:
     * a volatile read and write per byte cost AVR 14 cycles a byte. The
     * loop's only branch is on the public length (avr-objdump shows it). */
    const u8 *const e = a + n;
    u8 acc = 0;
    while (a != e) acc |= (u8)(*a++ ^ *b++);
    d = acc;
    i = n;
  }
#endif
  for (; i < n; ++i) d |= (u8)(a[i] ^ b[i]);
  eq = (int)((((unsigned)d) - 1u) >> 8) & 1;
  DECLASSIFY(eq);
  return eq;
}

#if !ASCON_C99_WORDS_ /* else inline (ascon_c99.h) */
int buffers_ok(const u8 *in, size_t n, const u8 *out) {
  uintptr_t a = (uintptr_t)in, b = (uintptr_t)out;
  return n == 0 || in == out || a + n <= b || b + n <= a;
}

size_t bytes_for_bits(size_t bits) { return bits / 8 + (bits % 8 != 0); }
#endif
void truncate_bits(u8 *out, size_t bits) {
  if (bits % 8) out[bits / 8] &= (u8)((1u << (bits % 8)) - 1);
}

int state_abort(void *st, size_t size, uint32_t magic) {
  if (!st) return ASCON_ERR_NULL_POINTER;
  if (!live(st, magic)) return ASCON_ERR_OUT_OF_ORDER;
  wipe(st, size);
  return ASCON_OK;
}

/* ---- the state, addressed by byte position ------------------------------------------- */
void st_set_word(st_t *s, unsigned w, const u8 *p) {
  unsigned i;
  for (i = 0; i < 8; ++i) ST_SET(s, 8 * w + i, p[i]);
}
void st_xor(st_t *s, unsigned pos, const u8 *p, size_t n) {
#if ASCON_C99_REPR == 8
  /* a pointer walk to an end pointer: avr-gcc 5.4's index loop took 12
   * cycles a byte, this 11 (unrolled forms came out slower) */
  u8 *d = s->b + pos;
  const u8 *const e = p + n;
  while (p != e) *d++ ^= *p++;
#else
  size_t i;
  for (i = 0; i < n; ++i) ST_XOR(s, pos + i, p[i]);
#endif
}

/* =====================================================================================
 * Version, errors, wiping, sizes
 * ===================================================================================== */
static const char version_string[] = ASCON_VERSION_STRING;
const char *ascon_version_string(void) { return version_string; }

/* The edition and its state representation. */
const char *ascon_implementation(void) {
/* As rounds/select.h decides: ASCON_ASM=0 keeps the C round. */
#if defined(ASCON_C99_AVR_ASM) && ASCON_C99_AVR_ASM && defined(__AVR__) && ASCON_C99_REPR == 8 && \
    (!defined(ASCON_ASM) || ASCON_ASM)
  return "c99-8-avr-asm";
#else
  return ASCON_C99_REPR == 8 ? "c99-8" : "c99-64";
#endif
}

/* The messages of ASCON_ERROR_LIST (include/ascon/status.hpp), the one list.
 * Each is an array of its own, so with -fdata-sections -Wl,--gc-sections a
 * program that never calls ascon_error_string links none of them (string
 * literals share one section per file: on AVR, where read-only data lives in
 * SRAM, ascon_version_string alone used to bring all 516 bytes).
 * ASCON_C99_ERROR_STRINGS=0 keeps only the numbers ("-1"), for chips whose
 * SRAM cannot spare the messages (ATmega328P: 2 KiB). */
#ifndef ASCON_C99_ERROR_STRINGS
#define ASCON_C99_ERROR_STRINGS 1
#endif
#if ASCON_C99_ERROR_STRINGS
static const char msg_ok[] = "success";
static const char msg_auth[] = "authentication failed: the tag does not match (output zeroed, nothing released)";
static const char msg_null[] = "null pointer where a non-empty buffer or an object is required";
static const char msg_length[] = "length not allowed by the algorithm";
static const char msg_small[] = "output buffer too small";
static const char msg_order[] =
    "call out of order (state not initialised, already finished, or associated data after data)";
static const char msg_overlap[] = "input and output buffers overlap without being identical";
static const char msg_long[] = "input longer than the algorithm or the size type allows";
static const char msg_unavailable[] = "not available here (a SIMD backend this CPU lacks, or a GPU failure)";
static const char msg_randomness[] =
    "the randomness source failed or gave bytes that cannot mask (zero, constant or repeated; outputs zeroed)";
static const char msg_unknown[] = "unknown error code";
const char *ascon_error_string(int code) {
  switch (code) {
    case ASCON_OK:
      return msg_ok;
    case ASCON_ERR_AUTHENTICATION_FAILED:
      return msg_auth;
    case ASCON_ERR_NULL_POINTER:
      return msg_null;
    case ASCON_ERR_BAD_LENGTH:
      return msg_length;
    case ASCON_ERR_BUFFER_TOO_SMALL:
      return msg_small;
    case ASCON_ERR_OUT_OF_ORDER:
      return msg_order;
    case ASCON_ERR_OVERLAPPING_BUFFERS:
      return msg_overlap;
    case ASCON_ERR_TOO_LONG:
      return msg_long;
    case ASCON_ERR_UNAVAILABLE:
      return msg_unavailable;
    case ASCON_ERR_BAD_RANDOMNESS:
      return msg_randomness;
    default:
      return msg_unknown;
  }
}
#else
static const char code_names[][3] = {"0", "-1", "-2", "-3", "-4", "-5", "-6", "-7", "-8", "-9"};
static const char code_unknown[] = "unknown";
const char *ascon_error_string(int code) {
  return code <= ASCON_OK && code >= ASCON_ERR_BAD_RANDOMNESS ? code_names[-code] : code_unknown;
}
#endif

void ascon_memzero(void *p, size_t n) {
  if (p) wipe(p, n);
}

#define SIZE_FN(fn, value) \
  size_t fn(void) { return value; }
SIZE_FN(ascon_aead128_keybytes, ASCON_AEAD128_KEYBYTES)
SIZE_FN(ascon_aead128_masked_keybytes, ASCON_AEAD128_MASKED_KEYBYTES)
SIZE_FN(ascon_aead128_noncebytes, ASCON_AEAD128_NONCEBYTES)
SIZE_FN(ascon_aead128_tagbytes, ASCON_AEAD128_TAGBYTES)
SIZE_FN(ascon_aead128_min_tagbytes, ASCON_AEAD128_MIN_TAGBYTES)
SIZE_FN(ascon_hash256_bytes, ASCON_HASH256_BYTES)
SIZE_FN(ascon_xof128_blockbytes, ASCON_XOF128_BLOCKBYTES)
SIZE_FN(ascon_cxof128_max_custombytes, ASCON_CXOF128_MAX_CUSTOMBYTES)
SIZE_FN(ascon_mac_keybytes, ASCON_MAC_KEYBYTES)
SIZE_FN(ascon_mac_bytes, ASCON_MAC_BYTES)
SIZE_FN(ascon_prf_keybytes, ASCON_PRF_KEYBYTES)
SIZE_FN(ascon_prfshort_keybytes, ASCON_PRFSHORT_KEYBYTES)
SIZE_FN(ascon_prfshort_max_inputbytes, ASCON_PRFSHORT_MAX_INPUTBYTES)
SIZE_FN(ascon_prfshort_max_bytes, ASCON_PRFSHORT_MAX_BYTES)
SIZE_FN(ascon_hash256_state_size, sizeof(ascon_hash256_state))
SIZE_FN(ascon_xof128_state_size, sizeof(ascon_xof128_state))
SIZE_FN(ascon_cxof128_state_size, sizeof(ascon_cxof128_state))
SIZE_FN(ascon_mac_state_size, sizeof(ascon_mac_state))
SIZE_FN(ascon_prf_state_size, sizeof(ascon_prf_state))
SIZE_FN(ascon_aead128_encrypt_state_size, sizeof(ascon_aead128_encrypt_state))
SIZE_FN(ascon_aead128_decrypt_state_size, sizeof(ascon_aead128_decrypt_state))
