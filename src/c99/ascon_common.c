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
 *   ascon_aead.c    Ascon-AEAD128: the duplex, one-shot, truncated tags, incremental
 *
 * Every mode is written once, as phases over one state type, and the
 * one-shot functions run the same phases as the incremental ones.
 */
#include "ascon_c99.h"

/* ---- small helpers ---------------------------------------------------------------- */
void wipe(void *p, size_t n) {
  volatile u8 *v = (volatile u8 *)p;
  while (n--) *v++ = 0;
}

int ct_equal(const u8 *a, const u8 *b, size_t n) {
  volatile u8 d = 0;
  size_t i;
  int eq;
  for (i = 0; i < n; ++i) d |= (u8)(a[i] ^ b[i]);
  eq = (int)((((unsigned)d) - 1u) >> 8) & 1;
  DECLASSIFY(eq);
  return eq;
}

int buffers_ok(const u8 *in, size_t n, const u8 *out) {
  uintptr_t a = (uintptr_t)in, b = (uintptr_t)out;
  return n == 0 || in == out || a + n <= b || b + n <= a;
}

size_t bytes_for_bits(size_t bits) { return bits / 8 + (bits % 8 != 0); }
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
  size_t i;
  for (i = 0; i < n; ++i) ST_XOR(s, pos + i, p[i]);
}

/* =====================================================================================
 * Version, errors, wiping, sizes
 * ===================================================================================== */
const char *ascon_version_string(void) { return ASCON_VERSION_STRING; }

/* The edition and its state representation. */
const char *ascon_implementation(void) {
#if defined(ASCON_C99_AVR_ASM) && ASCON_C99_AVR_ASM && defined(__AVR__) && ASCON_C99_REPR == 8
  return "c99-8-avr-asm";
#else
  return ASCON_C99_REPR == 8 ? "c99-8" : "c99-64";
#endif
}

/* The messages of ASCON_ERROR_LIST (include/ascon/status.hpp), the one list. */
const char *ascon_error_string(int code) {
  switch (code) {
    case ASCON_OK: return "success";
    case ASCON_ERR_AUTHENTICATION_FAILED:
      return "authentication failed: the tag does not match (output zeroed, nothing released)";
    case ASCON_ERR_NULL_POINTER: return "null pointer where a non-empty buffer or an object is required";
    case ASCON_ERR_BAD_LENGTH: return "length not allowed by the algorithm";
    case ASCON_ERR_BUFFER_TOO_SMALL: return "output buffer too small";
    case ASCON_ERR_OUT_OF_ORDER:
      return "call out of order (state not initialised, already finished, or associated data after data)";
    case ASCON_ERR_OVERLAPPING_BUFFERS: return "input and output buffers overlap without being identical";
    case ASCON_ERR_TOO_LONG: return "input longer than the algorithm or the size type allows";
    case ASCON_ERR_UNAVAILABLE: return "not available here (a SIMD backend this CPU lacks, or a GPU failure)";
    case ASCON_ERR_BAD_RANDOMNESS:
      return "the randomness source failed or gave bytes that cannot mask (zero, constant or repeated; outputs zeroed)";
    default: return "unknown error code";
  }
}

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
