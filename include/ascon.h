/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * libascon: the C API of the Ascon library (NIST SP 800-232 and Ascon v1.2).
 *
 * Pure C99, usable from C++ (extern "C"). Names follow libsodium:
 * ascon_<algorithm>[_<operation>], sizes as ASCON_* macros and as functions.
 * The full guide is docs/c-api.md; in short:
 *
 *   Return values: 0 success, -1 (ASCON_ERR_AUTH) authentication failure,
 *   other negative ASCON_ERR_* codes for misuse; ascon_error_string() names
 *   them. An output length (size_t *..._len) is written only on success and
 *   may be NULL. A NULL pointer is allowed only with a zero length; fixed-size
 *   arguments (keys, nonces, digests, states) must never be NULL. On any
 *   error nothing is written, except that a failed decryption zeroes the
 *   plaintext buffer, so no unauthenticated byte is ever released.
 *
 *   State structs (ascon_*_state) are opaque, fixed-size and may live on the
 *   stack. Every incremental operation starts with _init; _final (or
 *   _abort, which every state has) ends it and wipes the state; any later
 *   call on that state returns ASCON_ERR_OUT_OF_ORDER until the next _init.
 *   A zeroed state (memset 0, or = {0}) is never live: every call but _init
 *   refuses it with ASCON_ERR_OUT_OF_ORDER. Zero a state before its first
 *   _init if you want that guarantee for states never initialised.
 *   Never copy a state (memcpy, struct assignment): a copy of an encryption
 *   state goes on under the same nonce (keystream reuse, two valid tags), and
 *   a copy of a decryption state points at the same plaintext buffer.
 *
 *   Tags: every AEAD function here takes the full 16-byte tag (tag_len must
 *   be 16, tag_bits 128). Short tags (SP 800-232: 32..128 bits) only through
 *   an ascon_aead128_truncated_key, whose length is fixed once at init by
 *   your protocol. Never take the tag length from the message: a receiver
 *   that checks "as many tag bytes as arrived" lets a forger send 4-byte tags
 *   and succeed after about 2^32 tries instead of 2^128.
 */
#ifndef ASCON_H
#define ASCON_H

#include <stddef.h>
#include <stdint.h>

/* ---- export macro ---------------------------------------------------------------- */
#if defined(ASCON_STATIC)
#define ASCON_API
#elif defined(_WIN32)
#if defined(ASCON_BUILDING_LIBRARY)
#define ASCON_API __declspec(dllexport)
#else
#define ASCON_API __declspec(dllimport)
#endif
#elif defined(__GNUC__) || defined(__clang__)
#define ASCON_API __attribute__((visibility("default")))
#else
#define ASCON_API
#endif

#if defined(__GNUC__) || defined(__clang__)
#define ASCON_NODISCARD __attribute__((warn_unused_result))
#else
#define ASCON_NODISCARD
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* ---- version (kept equal to project(VERSION) in CMakeLists.txt and to
 * include/ascon/version.hpp; CMake refuses to configure when they differ) --------- */
#define ASCON_VERSION_MAJOR 0
#define ASCON_VERSION_MINOR 1
#define ASCON_VERSION_PATCH 0
#define ASCON_VERSION_STRING "0.1.0"

/* The version of the library actually linked, e.g. "0.1.0". */
ASCON_API const char *ascon_version_string(void);

/* Which code the single-message functions run: "x86-64-v3" (AVX2, BMI1,
 * BMI2; chosen at run time on CPUs that have them) or "baseline". Set
 * ASCON_IMPLEMENTATION=baseline in the environment to force the baseline. */
ASCON_API const char *ascon_implementation(void);

/* ---- error codes (the C++ ascon::Error values, same names: ASCON_ERROR_LIST in
 * include/ascon/status.hpp is the one list; the C tests check every entry) ---------- */
#define ASCON_OK 0
#define ASCON_ERR_AUTHENTICATION_FAILED (-1) /* tag mismatch: the output was zeroed */
#define ASCON_ERR_NULL_POINTER (-2)          /* NULL where a non-empty buffer or a state is required */
#define ASCON_ERR_BAD_LENGTH (-3)            /* a length the algorithm does not allow */
#define ASCON_ERR_BUFFER_TOO_SMALL (-4)      /* the output buffer cannot hold the result */
#define ASCON_ERR_OUT_OF_ORDER (-5)          /* state not initialised, already finished, AD after data */
#define ASCON_ERR_OVERLAPPING_BUFFERS (-6)   /* input and output overlap without being identical */
#define ASCON_ERR_TOO_LONG (-7)              /* input beyond the algorithm's (or size_t's) limit */
#define ASCON_ERR_UNAVAILABLE (-8)           /* a backend this machine lacks, or a GPU failure */

/* Shorter spellings of 0.1, kept: */
#define ASCON_ERR_AUTH ASCON_ERR_AUTHENTICATION_FAILED
#define ASCON_ERR_OVERLAP ASCON_ERR_OVERLAPPING_BUFFERS

/* A static, human-readable message for any return value (never NULL). */
ASCON_API const char *ascon_error_string(int code);

/* Zeroes n bytes in a way the compiler cannot optimise away. */
ASCON_API void ascon_memzero(void *p, size_t n);

/* ---- opaque states ---------------------------------------------------------------- */
/* Aligned byte arrays big enough for the C++ objects (checked when the
 * library is built). Sizes are part of the ABI. */
#if defined(__SDCC) /* no double there (it warns and takes float); the other members align */
#define ASCON_STATE_ALIGN_DOUBLE_
#else
#define ASCON_STATE_ALIGN_DOUBLE_ double align_double_;
#endif
#define ASCON_DEFINE_STATE_(name, size) \
  typedef union name {                 \
    unsigned char opaque[size];        \
    uint64_t align_u64_;               \
    void *align_ptr_;                  \
    ASCON_STATE_ALIGN_DOUBLE_          \
  } name

#define ASCON_SPONGE_STATE_SIZE_ 128
#define ASCON_AEAD_STATE_SIZE_ 320

#define ASCON_HASH256_STATE_SIZE ASCON_SPONGE_STATE_SIZE_
#define ASCON_XOF128_STATE_SIZE ASCON_SPONGE_STATE_SIZE_
#define ASCON_CXOF128_STATE_SIZE ASCON_SPONGE_STATE_SIZE_
#define ASCON_MAC_STATE_SIZE ASCON_SPONGE_STATE_SIZE_
#define ASCON_PRF_STATE_SIZE ASCON_SPONGE_STATE_SIZE_
#define ASCON_AEAD128_ENCRYPT_STATE_SIZE ASCON_AEAD_STATE_SIZE_
#define ASCON_AEAD128_DECRYPT_STATE_SIZE ASCON_AEAD_STATE_SIZE_
#define ASCON_V12_HASH_STATE_SIZE ASCON_SPONGE_STATE_SIZE_
#define ASCON_V12_HASHA_STATE_SIZE ASCON_SPONGE_STATE_SIZE_
#define ASCON_V12_XOF_STATE_SIZE ASCON_SPONGE_STATE_SIZE_
#define ASCON_V12_XOFA_STATE_SIZE ASCON_SPONGE_STATE_SIZE_
#define ASCON_V12_MAC_STATE_SIZE ASCON_SPONGE_STATE_SIZE_
#define ASCON_V12_MACA_STATE_SIZE ASCON_SPONGE_STATE_SIZE_
#define ASCON_V12_PRF_STATE_SIZE ASCON_SPONGE_STATE_SIZE_
#define ASCON_V12_PRFA_STATE_SIZE ASCON_SPONGE_STATE_SIZE_
#define ASCON_V12_ASCON128_ENCRYPT_STATE_SIZE ASCON_AEAD_STATE_SIZE_
#define ASCON_V12_ASCON128_DECRYPT_STATE_SIZE ASCON_AEAD_STATE_SIZE_
#define ASCON_V12_ASCON128A_ENCRYPT_STATE_SIZE ASCON_AEAD_STATE_SIZE_
#define ASCON_V12_ASCON128A_DECRYPT_STATE_SIZE ASCON_AEAD_STATE_SIZE_
#define ASCON_V12_ASCON80PQ_ENCRYPT_STATE_SIZE ASCON_AEAD_STATE_SIZE_
#define ASCON_V12_ASCON80PQ_DECRYPT_STATE_SIZE ASCON_AEAD_STATE_SIZE_

ASCON_DEFINE_STATE_(ascon_hash256_state, ASCON_HASH256_STATE_SIZE);
ASCON_DEFINE_STATE_(ascon_xof128_state, ASCON_XOF128_STATE_SIZE);
ASCON_DEFINE_STATE_(ascon_cxof128_state, ASCON_CXOF128_STATE_SIZE);
ASCON_DEFINE_STATE_(ascon_mac_state, ASCON_MAC_STATE_SIZE);
ASCON_DEFINE_STATE_(ascon_prf_state, ASCON_PRF_STATE_SIZE);
ASCON_DEFINE_STATE_(ascon_aead128_encrypt_state, ASCON_AEAD128_ENCRYPT_STATE_SIZE);
ASCON_DEFINE_STATE_(ascon_aead128_decrypt_state, ASCON_AEAD128_DECRYPT_STATE_SIZE);
ASCON_DEFINE_STATE_(ascon_v12_hash_state, ASCON_V12_HASH_STATE_SIZE);
ASCON_DEFINE_STATE_(ascon_v12_hasha_state, ASCON_V12_HASHA_STATE_SIZE);
ASCON_DEFINE_STATE_(ascon_v12_xof_state, ASCON_V12_XOF_STATE_SIZE);
ASCON_DEFINE_STATE_(ascon_v12_xofa_state, ASCON_V12_XOFA_STATE_SIZE);
ASCON_DEFINE_STATE_(ascon_v12_mac_state, ASCON_V12_MAC_STATE_SIZE);
ASCON_DEFINE_STATE_(ascon_v12_maca_state, ASCON_V12_MACA_STATE_SIZE);
ASCON_DEFINE_STATE_(ascon_v12_prf_state, ASCON_V12_PRF_STATE_SIZE);
ASCON_DEFINE_STATE_(ascon_v12_prfa_state, ASCON_V12_PRFA_STATE_SIZE);
ASCON_DEFINE_STATE_(ascon_v12_ascon128_encrypt_state, ASCON_V12_ASCON128_ENCRYPT_STATE_SIZE);
ASCON_DEFINE_STATE_(ascon_v12_ascon128_decrypt_state, ASCON_V12_ASCON128_DECRYPT_STATE_SIZE);
ASCON_DEFINE_STATE_(ascon_v12_ascon128a_encrypt_state, ASCON_V12_ASCON128A_ENCRYPT_STATE_SIZE);
ASCON_DEFINE_STATE_(ascon_v12_ascon128a_decrypt_state, ASCON_V12_ASCON128A_DECRYPT_STATE_SIZE);
ASCON_DEFINE_STATE_(ascon_v12_ascon80pq_encrypt_state, ASCON_V12_ASCON80PQ_ENCRYPT_STATE_SIZE);
ASCON_DEFINE_STATE_(ascon_v12_ascon80pq_decrypt_state, ASCON_V12_ASCON80PQ_DECRYPT_STATE_SIZE);

ASCON_API size_t ascon_hash256_state_size(void);
ASCON_API size_t ascon_xof128_state_size(void);
ASCON_API size_t ascon_cxof128_state_size(void);
ASCON_API size_t ascon_mac_state_size(void);
ASCON_API size_t ascon_prf_state_size(void);
ASCON_API size_t ascon_aead128_encrypt_state_size(void);
ASCON_API size_t ascon_aead128_decrypt_state_size(void);
ASCON_API size_t ascon_v12_hash_state_size(void);
ASCON_API size_t ascon_v12_hasha_state_size(void);
ASCON_API size_t ascon_v12_xof_state_size(void);
ASCON_API size_t ascon_v12_xofa_state_size(void);
ASCON_API size_t ascon_v12_mac_state_size(void);
ASCON_API size_t ascon_v12_maca_state_size(void);
ASCON_API size_t ascon_v12_prf_state_size(void);
ASCON_API size_t ascon_v12_prfa_state_size(void);
ASCON_API size_t ascon_v12_ascon128_encrypt_state_size(void);
ASCON_API size_t ascon_v12_ascon128_decrypt_state_size(void);
ASCON_API size_t ascon_v12_ascon128a_encrypt_state_size(void);
ASCON_API size_t ascon_v12_ascon128a_decrypt_state_size(void);
ASCON_API size_t ascon_v12_ascon80pq_encrypt_state_size(void);
ASCON_API size_t ascon_v12_ascon80pq_decrypt_state_size(void);

/* ---- sizes ------------------------------------------------------------------------ */
#define ASCON_AEAD128_KEYBYTES 16
#define ASCON_AEAD128_MASKED_KEYBYTES 32 /* K || K2 for nonce masking */
#define ASCON_AEAD128_NONCEBYTES 16
#define ASCON_AEAD128_TAGBYTES 16
#define ASCON_AEAD128_MIN_TAGBYTES 4
#define ASCON_HASH256_BYTES 32
#define ASCON_XOF128_BLOCKBYTES 8
#define ASCON_CXOF128_MAX_CUSTOMBYTES 256
#define ASCON_MAC_KEYBYTES 16
#define ASCON_MAC_BYTES 16
#define ASCON_PRF_KEYBYTES 16
#define ASCON_PRFSHORT_KEYBYTES 16
#define ASCON_PRFSHORT_MAX_INPUTBYTES 16
#define ASCON_PRFSHORT_MAX_BYTES 16
#define ASCON_V12_ASCON128_KEYBYTES 16
#define ASCON_V12_ASCON128A_KEYBYTES 16
#define ASCON_V12_ASCON80PQ_KEYBYTES 20
#define ASCON_V12_AEAD_NONCEBYTES 16
#define ASCON_V12_AEAD_TAGBYTES 16
#define ASCON_V12_HASH_BYTES 32
#define ASCON_V12_MAC_KEYBYTES 16
#define ASCON_V12_MAC_BYTES 16

ASCON_API size_t ascon_aead128_keybytes(void);
ASCON_API size_t ascon_aead128_masked_keybytes(void);
ASCON_API size_t ascon_aead128_noncebytes(void);
ASCON_API size_t ascon_aead128_tagbytes(void);
ASCON_API size_t ascon_aead128_min_tagbytes(void);
ASCON_API size_t ascon_hash256_bytes(void);
ASCON_API size_t ascon_xof128_blockbytes(void);
ASCON_API size_t ascon_cxof128_max_custombytes(void);
ASCON_API size_t ascon_mac_keybytes(void);
ASCON_API size_t ascon_mac_bytes(void);
ASCON_API size_t ascon_prf_keybytes(void);
ASCON_API size_t ascon_prfshort_keybytes(void);
ASCON_API size_t ascon_prfshort_max_inputbytes(void);
ASCON_API size_t ascon_prfshort_max_bytes(void);
ASCON_API size_t ascon_v12_ascon128_keybytes(void);
ASCON_API size_t ascon_v12_ascon128a_keybytes(void);
ASCON_API size_t ascon_v12_ascon80pq_keybytes(void);
ASCON_API size_t ascon_v12_aead_noncebytes(void);
ASCON_API size_t ascon_v12_aead_tagbytes(void);
ASCON_API size_t ascon_v12_hash_bytes(void);
ASCON_API size_t ascon_v12_mac_keybytes(void);
ASCON_API size_t ascon_v12_mac_bytes(void);

/* =====================================================================================
 * Ascon-AEAD128 (NIST SP 800-232)
 *
 * Combined: c = ciphertext || 16-byte tag (c_cap >= m_len + 16).
 * Detached: c has m_len bytes; the tag apart, exactly 16 bytes. tag_len must
 *   be 16 (ASCON_ERR_BAD_LENGTH otherwise; a change after 0.1.0, which
 *   accepted 4..16 and so let the receiver choose the tag length). Truncated tags:
 *   ascon_aead128_truncated_key, below.
 * In-place operation (c == m) is allowed; any other overlap is refused.
 * Decryption zeroes its plaintext output when the tag does not match.
 *
 * Nonce masking (SP 800-232, section 4.2.1): every function has an
 * ascon_aead128_masked_* twin taking a 32-byte key K || K2; the nonce used is
 * nonce XOR K2. The incremental update/final functions are shared.
 * ===================================================================================== */
ASCON_API int ascon_aead128_encrypt(uint8_t *c, size_t c_cap, size_t *c_len, const uint8_t *m, size_t m_len,
                                    const uint8_t *ad, size_t ad_len, const uint8_t nonce[16],
                                    const uint8_t key[16]);
ASCON_API ASCON_NODISCARD int ascon_aead128_decrypt(uint8_t *m, size_t m_cap, size_t *m_len, const uint8_t *c,
                                                    size_t c_len, const uint8_t *ad, size_t ad_len,
                                                    const uint8_t nonce[16], const uint8_t key[16]);
ASCON_API int ascon_aead128_encrypt_detached(uint8_t *c, uint8_t *tag, size_t tag_len, const uint8_t *m,
                                             size_t m_len, const uint8_t *ad, size_t ad_len,
                                             const uint8_t nonce[16], const uint8_t key[16]);
ASCON_API ASCON_NODISCARD int ascon_aead128_decrypt_detached(uint8_t *m, const uint8_t *c, size_t c_len,
                                                             const uint8_t *tag, size_t tag_len, const uint8_t *ad,
                                                             size_t ad_len, const uint8_t nonce[16],
                                                             const uint8_t key[16]);
/* Bit-oriented form (SP 800-232 bit strings, as NIST ACVP tests them): lengths
 * in bits; each buffer holds ceil(bits / 8) bytes, a partial last byte in its
 * low-order bits (its unused high bits are ignored on input, zero on output).
 * tag_bits must be 128 (shorter: ascon_aead128_truncated_encrypt_bits). */
ASCON_API int ascon_aead128_encrypt_bits(uint8_t *c, uint8_t *tag, size_t tag_bits, const uint8_t *m, size_t m_bits,
                                         const uint8_t *ad, size_t ad_bits, const uint8_t nonce[16],
                                         const uint8_t key[16]);
ASCON_API ASCON_NODISCARD int ascon_aead128_decrypt_bits(uint8_t *m, const uint8_t *c, size_t c_bits,
                                                         const uint8_t *tag, size_t tag_bits, const uint8_t *ad,
                                                         size_t ad_bits, const uint8_t nonce[16],
                                                         const uint8_t key[16]);

ASCON_API int ascon_aead128_masked_encrypt(uint8_t *c, size_t c_cap, size_t *c_len, const uint8_t *m, size_t m_len,
                                           const uint8_t *ad, size_t ad_len, const uint8_t nonce[16],
                                           const uint8_t key[32]);
ASCON_API ASCON_NODISCARD int ascon_aead128_masked_decrypt(uint8_t *m, size_t m_cap, size_t *m_len, const uint8_t *c,
                                                           size_t c_len, const uint8_t *ad, size_t ad_len,
                                                           const uint8_t nonce[16], const uint8_t key[32]);
ASCON_API int ascon_aead128_masked_encrypt_detached(uint8_t *c, uint8_t *tag, size_t tag_len, const uint8_t *m,
                                                    size_t m_len, const uint8_t *ad, size_t ad_len,
                                                    const uint8_t nonce[16], const uint8_t key[32]);
ASCON_API ASCON_NODISCARD int ascon_aead128_masked_decrypt_detached(uint8_t *m, const uint8_t *c, size_t c_len,
                                                                    const uint8_t *tag, size_t tag_len,
                                                                    const uint8_t *ad, size_t ad_len,
                                                                    const uint8_t nonce[16], const uint8_t key[32]);
ASCON_API int ascon_aead128_masked_encrypt_bits(uint8_t *c, uint8_t *tag, size_t tag_bits, const uint8_t *m,
                                                size_t m_bits, const uint8_t *ad, size_t ad_bits,
                                                const uint8_t nonce[16], const uint8_t key[32]);
ASCON_API ASCON_NODISCARD int ascon_aead128_masked_decrypt_bits(uint8_t *m, const uint8_t *c, size_t c_bits,
                                                                const uint8_t *tag, size_t tag_bits,
                                                                const uint8_t *ad, size_t ad_bits,
                                                                const uint8_t nonce[16], const uint8_t key[32]);

/* Incremental encryption: init, update_ad* , update*, final. update_ad after
 * update is ASCON_ERR_OUT_OF_ORDER and poisons the state (every later call
 * fails), so a misuse never yields a valid-looking tag. update writes m_len
 * bytes to c (c == m allowed). final writes the tag and wipes; tag_len must
 * be 16 (or the truncated key's length, after
 * ascon_aead128_truncated_encrypt_init), else ASCON_ERR_BAD_LENGTH and the
 * state stays live for a retry. Never copy the state. */
ASCON_API int ascon_aead128_encrypt_init(ascon_aead128_encrypt_state *st, const uint8_t nonce[16],
                                         const uint8_t key[16]);
ASCON_API int ascon_aead128_masked_encrypt_init(ascon_aead128_encrypt_state *st, const uint8_t nonce[16],
                                                const uint8_t key[32]);
ASCON_API int ascon_aead128_encrypt_update_ad(ascon_aead128_encrypt_state *st, const uint8_t *ad, size_t ad_len);
ASCON_API int ascon_aead128_encrypt_update(ascon_aead128_encrypt_state *st, uint8_t *c, const uint8_t *m,
                                           size_t m_len);
ASCON_API int ascon_aead128_encrypt_final(ascon_aead128_encrypt_state *st, uint8_t *tag, size_t tag_len);

/* Incremental decryption. init binds the whole plaintext buffer m (m_cap
 * bytes); each update decrypts the next ciphertext piece into the next bytes
 * of m. Those bytes are unauthenticated until final returns 0: never read
 * them before. m must stay valid and in place until final or _abort.
 * final checks the tag (tag_len must be 16, or the truncated key's length
 * after ascon_aead128_truncated_decrypt_init), writes the plaintext
 * length to *m_len on success, and on failure zeroes everything written.
 * Any error (bad tag, wrong tag length, misuse) ends the operation and
 * zeroes the output; to give up early call _abort, which zeroes the output
 * too. init on a live state (one not yet ended by final or _abort) is
 * refused with ASCON_ERR_OUT_OF_ORDER: it would abandon the old operation's
 * unverified plaintext. */
ASCON_API int ascon_aead128_decrypt_init(ascon_aead128_decrypt_state *st, uint8_t *m, size_t m_cap,
                                         const uint8_t nonce[16], const uint8_t key[16]);
ASCON_API int ascon_aead128_masked_decrypt_init(ascon_aead128_decrypt_state *st, uint8_t *m, size_t m_cap,
                                                const uint8_t nonce[16], const uint8_t key[32]);
ASCON_API int ascon_aead128_decrypt_update_ad(ascon_aead128_decrypt_state *st, const uint8_t *ad, size_t ad_len);
ASCON_API int ascon_aead128_decrypt_update(ascon_aead128_decrypt_state *st, const uint8_t *c, size_t c_len);
ASCON_API ASCON_NODISCARD int ascon_aead128_decrypt_final(ascon_aead128_decrypt_state *st, const uint8_t *tag,
                                                          size_t tag_len, size_t *m_len);
ASCON_API int ascon_aead128_decrypt_abort(ascon_aead128_decrypt_state *st);

/* =====================================================================================
 * Ascon-Hash256, Ascon-XOF128, Ascon-CXOF128 (NIST SP 800-232)
 *
 * XOF/CXOF: after init/update, squeeze hands out output in any pieces
 * (update after squeeze is ASCON_ERR_OUT_OF_ORDER); final squeezes a last
 * piece (out_len may be 0) and wipes the state.
 * CXOF customization: at most 256 bytes (2048 bits), else ASCON_ERR_TOO_LONG.
 * ===================================================================================== */
ASCON_API int ascon_hash256(uint8_t out[32], const uint8_t *in, size_t in_len);
ASCON_API int ascon_hash256_init(ascon_hash256_state *st);
ASCON_API int ascon_hash256_update(ascon_hash256_state *st, const uint8_t *in, size_t in_len);
ASCON_API int ascon_hash256_final(ascon_hash256_state *st, uint8_t out[32]);

ASCON_API int ascon_xof128(uint8_t *out, size_t out_len, const uint8_t *in, size_t in_len);
ASCON_API int ascon_xof128_init(ascon_xof128_state *st);
ASCON_API int ascon_xof128_update(ascon_xof128_state *st, const uint8_t *in, size_t in_len);
ASCON_API int ascon_xof128_squeeze(ascon_xof128_state *st, uint8_t *out, size_t out_len);
ASCON_API int ascon_xof128_final(ascon_xof128_state *st, uint8_t *out, size_t out_len);

ASCON_API int ascon_cxof128(uint8_t *out, size_t out_len, const uint8_t *in, size_t in_len, const uint8_t *custom,
                            size_t custom_len);
ASCON_API int ascon_cxof128_init(ascon_cxof128_state *st, const uint8_t *custom, size_t custom_len);
ASCON_API int ascon_cxof128_update(ascon_cxof128_state *st, const uint8_t *in, size_t in_len);
ASCON_API int ascon_cxof128_squeeze(ascon_cxof128_state *st, uint8_t *out, size_t out_len);
ASCON_API int ascon_cxof128_final(ascon_cxof128_state *st, uint8_t *out, size_t out_len);

/* Bit-oriented forms (see ascon_aead128_encrypt_bits for the bit layout). */
ASCON_API int ascon_hash256_bits(uint8_t out[32], const uint8_t *in, size_t in_bits);
ASCON_API int ascon_xof128_bits(uint8_t *out, size_t out_bits, const uint8_t *in, size_t in_bits);
ASCON_API int ascon_cxof128_bits(uint8_t *out, size_t out_bits, const uint8_t *in, size_t in_bits,
                                 const uint8_t *custom, size_t custom_bits);

/* =====================================================================================
 * Ascon-Mac, Ascon-Prf, Ascon-PrfShort (ePrint 2021/1574, little-endian version
 * that goes with SP 800-232). Verification is constant-time and returns 0 or
 * ASCON_ERR_AUTH. The _verify functions of Prf and PrfShort refuse expected
 * values shorter than 16 bytes (ASCON_ERR_BAD_LENGTH): a 1-byte value would
 * be forged in 256 tries. (A change after 0.1.0, which verified any nonzero length.)
 * ===================================================================================== */
ASCON_API int ascon_mac(uint8_t tag[16], const uint8_t *in, size_t in_len, const uint8_t key[16]);
ASCON_API ASCON_NODISCARD int ascon_mac_verify(const uint8_t tag[16], const uint8_t *in, size_t in_len,
                                               const uint8_t key[16]);
ASCON_API int ascon_mac_init(ascon_mac_state *st, const uint8_t key[16]);
ASCON_API int ascon_mac_update(ascon_mac_state *st, const uint8_t *in, size_t in_len);
ASCON_API int ascon_mac_final(ascon_mac_state *st, uint8_t tag[16]);
ASCON_API ASCON_NODISCARD int ascon_mac_final_verify(ascon_mac_state *st, const uint8_t tag[16]);

ASCON_API int ascon_prf(uint8_t *out, size_t out_len, const uint8_t *in, size_t in_len, const uint8_t key[16]);
ASCON_API ASCON_NODISCARD int ascon_prf_verify(const uint8_t *expected, size_t expected_len, const uint8_t *in,
                                               size_t in_len, const uint8_t key[16]);
ASCON_API int ascon_prf_init(ascon_prf_state *st, const uint8_t key[16]);
ASCON_API int ascon_prf_update(ascon_prf_state *st, const uint8_t *in, size_t in_len);
ASCON_API int ascon_prf_squeeze(ascon_prf_state *st, uint8_t *out, size_t out_len);
ASCON_API int ascon_prf_final(ascon_prf_state *st, uint8_t *out, size_t out_len);

/* in_len <= 16 (else ASCON_ERR_TOO_LONG), out_len <= 16 (else ASCON_ERR_BAD_LENGTH). */
ASCON_API int ascon_prfshort(uint8_t *out, size_t out_len, const uint8_t *in, size_t in_len, const uint8_t key[16]);
ASCON_API ASCON_NODISCARD int ascon_prfshort_verify(const uint8_t *expected, size_t expected_len, const uint8_t *in,
                                                    size_t in_len, const uint8_t key[16]);

/* =====================================================================================
 * Ascon v1.2 (the NIST competition version, big-endian), for interoperating
 * with existing devices; new designs use the SP 800-232 functions above.
 * AEAD: Ascon-128, Ascon-128a (16-byte key), Ascon-80pq (20-byte key); full
 * 16-byte tags only. Otherwise the same shapes and rules as Ascon-AEAD128.
 * ===================================================================================== */
ASCON_API int ascon_v12_ascon128_encrypt(uint8_t *c, size_t c_cap, size_t *c_len, const uint8_t *m, size_t m_len,
                                         const uint8_t *ad, size_t ad_len, const uint8_t nonce[16],
                                         const uint8_t key[16]);
ASCON_API ASCON_NODISCARD int ascon_v12_ascon128_decrypt(uint8_t *m, size_t m_cap, size_t *m_len, const uint8_t *c,
                                                         size_t c_len, const uint8_t *ad, size_t ad_len,
                                                         const uint8_t nonce[16], const uint8_t key[16]);
ASCON_API int ascon_v12_ascon128_encrypt_detached(uint8_t *c, uint8_t tag[16], const uint8_t *m, size_t m_len,
                                                  const uint8_t *ad, size_t ad_len, const uint8_t nonce[16],
                                                  const uint8_t key[16]);
ASCON_API ASCON_NODISCARD int ascon_v12_ascon128_decrypt_detached(uint8_t *m, const uint8_t *c, size_t c_len,
                                                                  const uint8_t tag[16], const uint8_t *ad,
                                                                  size_t ad_len, const uint8_t nonce[16],
                                                                  const uint8_t key[16]);
ASCON_API int ascon_v12_ascon128_encrypt_init(ascon_v12_ascon128_encrypt_state *st, const uint8_t nonce[16],
                                              const uint8_t key[16]);
ASCON_API int ascon_v12_ascon128_encrypt_update_ad(ascon_v12_ascon128_encrypt_state *st, const uint8_t *ad,
                                                   size_t ad_len);
ASCON_API int ascon_v12_ascon128_encrypt_update(ascon_v12_ascon128_encrypt_state *st, uint8_t *c, const uint8_t *m,
                                                size_t m_len);
ASCON_API int ascon_v12_ascon128_encrypt_final(ascon_v12_ascon128_encrypt_state *st, uint8_t tag[16]);
ASCON_API int ascon_v12_ascon128_decrypt_init(ascon_v12_ascon128_decrypt_state *st, uint8_t *m, size_t m_cap,
                                              const uint8_t nonce[16], const uint8_t key[16]);
ASCON_API int ascon_v12_ascon128_decrypt_update_ad(ascon_v12_ascon128_decrypt_state *st, const uint8_t *ad,
                                                   size_t ad_len);
ASCON_API int ascon_v12_ascon128_decrypt_update(ascon_v12_ascon128_decrypt_state *st, const uint8_t *c,
                                                size_t c_len);
ASCON_API ASCON_NODISCARD int ascon_v12_ascon128_decrypt_final(ascon_v12_ascon128_decrypt_state *st,
                                                               const uint8_t tag[16], size_t *m_len);
ASCON_API int ascon_v12_ascon128_decrypt_abort(ascon_v12_ascon128_decrypt_state *st);

ASCON_API int ascon_v12_ascon128a_encrypt(uint8_t *c, size_t c_cap, size_t *c_len, const uint8_t *m, size_t m_len,
                                          const uint8_t *ad, size_t ad_len, const uint8_t nonce[16],
                                          const uint8_t key[16]);
ASCON_API ASCON_NODISCARD int ascon_v12_ascon128a_decrypt(uint8_t *m, size_t m_cap, size_t *m_len, const uint8_t *c,
                                                          size_t c_len, const uint8_t *ad, size_t ad_len,
                                                          const uint8_t nonce[16], const uint8_t key[16]);
ASCON_API int ascon_v12_ascon128a_encrypt_detached(uint8_t *c, uint8_t tag[16], const uint8_t *m, size_t m_len,
                                                   const uint8_t *ad, size_t ad_len, const uint8_t nonce[16],
                                                   const uint8_t key[16]);
ASCON_API ASCON_NODISCARD int ascon_v12_ascon128a_decrypt_detached(uint8_t *m, const uint8_t *c, size_t c_len,
                                                                   const uint8_t tag[16], const uint8_t *ad,
                                                                   size_t ad_len, const uint8_t nonce[16],
                                                                   const uint8_t key[16]);
ASCON_API int ascon_v12_ascon128a_encrypt_init(ascon_v12_ascon128a_encrypt_state *st, const uint8_t nonce[16],
                                               const uint8_t key[16]);
ASCON_API int ascon_v12_ascon128a_encrypt_update_ad(ascon_v12_ascon128a_encrypt_state *st, const uint8_t *ad,
                                                    size_t ad_len);
ASCON_API int ascon_v12_ascon128a_encrypt_update(ascon_v12_ascon128a_encrypt_state *st, uint8_t *c,
                                                 const uint8_t *m, size_t m_len);
ASCON_API int ascon_v12_ascon128a_encrypt_final(ascon_v12_ascon128a_encrypt_state *st, uint8_t tag[16]);
ASCON_API int ascon_v12_ascon128a_decrypt_init(ascon_v12_ascon128a_decrypt_state *st, uint8_t *m, size_t m_cap,
                                               const uint8_t nonce[16], const uint8_t key[16]);
ASCON_API int ascon_v12_ascon128a_decrypt_update_ad(ascon_v12_ascon128a_decrypt_state *st, const uint8_t *ad,
                                                    size_t ad_len);
ASCON_API int ascon_v12_ascon128a_decrypt_update(ascon_v12_ascon128a_decrypt_state *st, const uint8_t *c,
                                                 size_t c_len);
ASCON_API ASCON_NODISCARD int ascon_v12_ascon128a_decrypt_final(ascon_v12_ascon128a_decrypt_state *st,
                                                                const uint8_t tag[16], size_t *m_len);
ASCON_API int ascon_v12_ascon128a_decrypt_abort(ascon_v12_ascon128a_decrypt_state *st);

ASCON_API int ascon_v12_ascon80pq_encrypt(uint8_t *c, size_t c_cap, size_t *c_len, const uint8_t *m, size_t m_len,
                                          const uint8_t *ad, size_t ad_len, const uint8_t nonce[16],
                                          const uint8_t key[20]);
ASCON_API ASCON_NODISCARD int ascon_v12_ascon80pq_decrypt(uint8_t *m, size_t m_cap, size_t *m_len, const uint8_t *c,
                                                          size_t c_len, const uint8_t *ad, size_t ad_len,
                                                          const uint8_t nonce[16], const uint8_t key[20]);
ASCON_API int ascon_v12_ascon80pq_encrypt_detached(uint8_t *c, uint8_t tag[16], const uint8_t *m, size_t m_len,
                                                   const uint8_t *ad, size_t ad_len, const uint8_t nonce[16],
                                                   const uint8_t key[20]);
ASCON_API ASCON_NODISCARD int ascon_v12_ascon80pq_decrypt_detached(uint8_t *m, const uint8_t *c, size_t c_len,
                                                                   const uint8_t tag[16], const uint8_t *ad,
                                                                   size_t ad_len, const uint8_t nonce[16],
                                                                   const uint8_t key[20]);
ASCON_API int ascon_v12_ascon80pq_encrypt_init(ascon_v12_ascon80pq_encrypt_state *st, const uint8_t nonce[16],
                                               const uint8_t key[20]);
ASCON_API int ascon_v12_ascon80pq_encrypt_update_ad(ascon_v12_ascon80pq_encrypt_state *st, const uint8_t *ad,
                                                    size_t ad_len);
ASCON_API int ascon_v12_ascon80pq_encrypt_update(ascon_v12_ascon80pq_encrypt_state *st, uint8_t *c,
                                                 const uint8_t *m, size_t m_len);
ASCON_API int ascon_v12_ascon80pq_encrypt_final(ascon_v12_ascon80pq_encrypt_state *st, uint8_t tag[16]);
ASCON_API int ascon_v12_ascon80pq_decrypt_init(ascon_v12_ascon80pq_decrypt_state *st, uint8_t *m, size_t m_cap,
                                               const uint8_t nonce[16], const uint8_t key[20]);
ASCON_API int ascon_v12_ascon80pq_decrypt_update_ad(ascon_v12_ascon80pq_decrypt_state *st, const uint8_t *ad,
                                                    size_t ad_len);
ASCON_API int ascon_v12_ascon80pq_decrypt_update(ascon_v12_ascon80pq_decrypt_state *st, const uint8_t *c,
                                                 size_t c_len);
ASCON_API ASCON_NODISCARD int ascon_v12_ascon80pq_decrypt_final(ascon_v12_ascon80pq_decrypt_state *st,
                                                                const uint8_t tag[16], size_t *m_len);
ASCON_API int ascon_v12_ascon80pq_decrypt_abort(ascon_v12_ascon80pq_decrypt_state *st);

/* v1.2 hashing: Ascon-Hash, Ascon-Hasha (32-byte digest), Ascon-Xof, Ascon-Xofa. */
ASCON_API int ascon_v12_hash(uint8_t out[32], const uint8_t *in, size_t in_len);
ASCON_API int ascon_v12_hash_init(ascon_v12_hash_state *st);
ASCON_API int ascon_v12_hash_update(ascon_v12_hash_state *st, const uint8_t *in, size_t in_len);
ASCON_API int ascon_v12_hash_final(ascon_v12_hash_state *st, uint8_t out[32]);
ASCON_API int ascon_v12_hasha(uint8_t out[32], const uint8_t *in, size_t in_len);
ASCON_API int ascon_v12_hasha_init(ascon_v12_hasha_state *st);
ASCON_API int ascon_v12_hasha_update(ascon_v12_hasha_state *st, const uint8_t *in, size_t in_len);
ASCON_API int ascon_v12_hasha_final(ascon_v12_hasha_state *st, uint8_t out[32]);
ASCON_API int ascon_v12_xof(uint8_t *out, size_t out_len, const uint8_t *in, size_t in_len);
ASCON_API int ascon_v12_xof_init(ascon_v12_xof_state *st);
ASCON_API int ascon_v12_xof_update(ascon_v12_xof_state *st, const uint8_t *in, size_t in_len);
ASCON_API int ascon_v12_xof_squeeze(ascon_v12_xof_state *st, uint8_t *out, size_t out_len);
ASCON_API int ascon_v12_xof_final(ascon_v12_xof_state *st, uint8_t *out, size_t out_len);
ASCON_API int ascon_v12_xofa(uint8_t *out, size_t out_len, const uint8_t *in, size_t in_len);
ASCON_API int ascon_v12_xofa_init(ascon_v12_xofa_state *st);
ASCON_API int ascon_v12_xofa_update(ascon_v12_xofa_state *st, const uint8_t *in, size_t in_len);
ASCON_API int ascon_v12_xofa_squeeze(ascon_v12_xofa_state *st, uint8_t *out, size_t out_len);
ASCON_API int ascon_v12_xofa_final(ascon_v12_xofa_state *st, uint8_t *out, size_t out_len);

/* v1.2 keyed: Ascon-Mac, Ascon-Maca, Ascon-Prf, Ascon-Prfa, Ascon-PrfShort. */
ASCON_API int ascon_v12_mac(uint8_t tag[16], const uint8_t *in, size_t in_len, const uint8_t key[16]);
ASCON_API ASCON_NODISCARD int ascon_v12_mac_verify(const uint8_t tag[16], const uint8_t *in, size_t in_len,
                                                   const uint8_t key[16]);
ASCON_API int ascon_v12_mac_init(ascon_v12_mac_state *st, const uint8_t key[16]);
ASCON_API int ascon_v12_mac_update(ascon_v12_mac_state *st, const uint8_t *in, size_t in_len);
ASCON_API int ascon_v12_mac_final(ascon_v12_mac_state *st, uint8_t tag[16]);
ASCON_API ASCON_NODISCARD int ascon_v12_mac_final_verify(ascon_v12_mac_state *st, const uint8_t tag[16]);
ASCON_API int ascon_v12_maca(uint8_t tag[16], const uint8_t *in, size_t in_len, const uint8_t key[16]);
ASCON_API ASCON_NODISCARD int ascon_v12_maca_verify(const uint8_t tag[16], const uint8_t *in, size_t in_len,
                                                    const uint8_t key[16]);
ASCON_API int ascon_v12_maca_init(ascon_v12_maca_state *st, const uint8_t key[16]);
ASCON_API int ascon_v12_maca_update(ascon_v12_maca_state *st, const uint8_t *in, size_t in_len);
ASCON_API int ascon_v12_maca_final(ascon_v12_maca_state *st, uint8_t tag[16]);
ASCON_API ASCON_NODISCARD int ascon_v12_maca_final_verify(ascon_v12_maca_state *st, const uint8_t tag[16]);

ASCON_API int ascon_v12_prf(uint8_t *out, size_t out_len, const uint8_t *in, size_t in_len, const uint8_t key[16]);
ASCON_API ASCON_NODISCARD int ascon_v12_prf_verify(const uint8_t *expected, size_t expected_len, const uint8_t *in,
                                                   size_t in_len, const uint8_t key[16]);
ASCON_API int ascon_v12_prf_init(ascon_v12_prf_state *st, const uint8_t key[16]);
ASCON_API int ascon_v12_prf_update(ascon_v12_prf_state *st, const uint8_t *in, size_t in_len);
ASCON_API int ascon_v12_prf_squeeze(ascon_v12_prf_state *st, uint8_t *out, size_t out_len);
ASCON_API int ascon_v12_prf_final(ascon_v12_prf_state *st, uint8_t *out, size_t out_len);
ASCON_API int ascon_v12_prfa(uint8_t *out, size_t out_len, const uint8_t *in, size_t in_len, const uint8_t key[16]);
ASCON_API ASCON_NODISCARD int ascon_v12_prfa_verify(const uint8_t *expected, size_t expected_len, const uint8_t *in,
                                                    size_t in_len, const uint8_t key[16]);
ASCON_API int ascon_v12_prfa_init(ascon_v12_prfa_state *st, const uint8_t key[16]);
ASCON_API int ascon_v12_prfa_update(ascon_v12_prfa_state *st, const uint8_t *in, size_t in_len);
ASCON_API int ascon_v12_prfa_squeeze(ascon_v12_prfa_state *st, uint8_t *out, size_t out_len);
ASCON_API int ascon_v12_prfa_final(ascon_v12_prfa_state *st, uint8_t *out, size_t out_len);

ASCON_API int ascon_v12_prfshort(uint8_t *out, size_t out_len, const uint8_t *in, size_t in_len,
                                 const uint8_t key[16]);
ASCON_API ASCON_NODISCARD int ascon_v12_prfshort_verify(const uint8_t *expected, size_t expected_len,
                                                        const uint8_t *in, size_t in_len, const uint8_t key[16]);

/* =====================================================================================
 * Truncated tags (SP 800-232: 32..128 bits) and _abort for every state
 * (issue 13). A truncated key binds an Ascon-AEAD128 key to one tag length,
 * chosen once by your protocol, never from a received message. Every tag it
 * reads or writes has exactly that length (ceil(tag_bits / 8) bytes, a
 * partial last byte in its low-order bits); the tag is the prefix of the
 * full one. A key not initialised (zeroed) or wiped is refused with
 * ASCON_ERR_OUT_OF_ORDER. Wipe it with ascon_aead128_truncated_wipe.
 * ===================================================================================== */
#define ASCON_AEAD128_TRUNCATED_KEY_SIZE 192
ASCON_DEFINE_STATE_(ascon_aead128_truncated_key, ASCON_AEAD128_TRUNCATED_KEY_SIZE);

/* tag_bits: 32..128, else ASCON_ERR_BAD_LENGTH. */
ASCON_API int ascon_aead128_truncated_init(ascon_aead128_truncated_key *k, const uint8_t key[16], size_t tag_bits);
ASCON_API int ascon_aead128_masked_truncated_init(ascon_aead128_truncated_key *k, const uint8_t key[32],
                                                  size_t tag_bits);
/* The bound tag length in bytes; 0 for a key not initialised. */
ASCON_API size_t ascon_aead128_truncated_tagbytes(const ascon_aead128_truncated_key *k);
ASCON_API void ascon_aead128_truncated_wipe(ascon_aead128_truncated_key *k);
/* Combined: c = ciphertext || tag (c_cap >= m_len + tagbytes). */
ASCON_API int ascon_aead128_truncated_encrypt(const ascon_aead128_truncated_key *k, uint8_t *c, size_t c_cap,
                                              size_t *c_len, const uint8_t *m, size_t m_len, const uint8_t *ad,
                                              size_t ad_len, const uint8_t nonce[16]);
ASCON_API ASCON_NODISCARD int ascon_aead128_truncated_decrypt(const ascon_aead128_truncated_key *k, uint8_t *m,
                                                              size_t m_cap, size_t *m_len, const uint8_t *c,
                                                              size_t c_len, const uint8_t *ad, size_t ad_len,
                                                              const uint8_t nonce[16]);
/* Bit-oriented, detached (as ascon_aead128_encrypt_bits); tag has tagbytes bytes. */
ASCON_API int ascon_aead128_truncated_encrypt_bits(const ascon_aead128_truncated_key *k, uint8_t *c, uint8_t *tag,
                                                   const uint8_t *m, size_t m_bits, const uint8_t *ad,
                                                   size_t ad_bits, const uint8_t nonce[16]);
ASCON_API ASCON_NODISCARD int ascon_aead128_truncated_decrypt_bits(const ascon_aead128_truncated_key *k, uint8_t *m,
                                                                   const uint8_t *c, size_t c_bits,
                                                                   const uint8_t *tag, const uint8_t *ad,
                                                                   size_t ad_bits, const uint8_t nonce[16]);
/* Incremental: the usual ascon_aead128_encrypt_/decrypt_ update and final
 * functions follow; final's tag_len must equal the bound length. */
ASCON_API int ascon_aead128_truncated_encrypt_init(ascon_aead128_encrypt_state *st,
                                                   const ascon_aead128_truncated_key *k, const uint8_t nonce[16]);
ASCON_API int ascon_aead128_truncated_decrypt_init(ascon_aead128_decrypt_state *st,
                                                   const ascon_aead128_truncated_key *k, uint8_t *m, size_t m_cap,
                                                   const uint8_t nonce[16]);

/* _abort: ends an operation without output and wipes the state. 0 on a live
 * state, ASCON_ERR_OUT_OF_ORDER on one that is not (never initialised,
 * zeroed, already ended). */
ASCON_API int ascon_aead128_encrypt_abort(ascon_aead128_encrypt_state *st);
ASCON_API int ascon_v12_ascon128_encrypt_abort(ascon_v12_ascon128_encrypt_state *st);
ASCON_API int ascon_v12_ascon128a_encrypt_abort(ascon_v12_ascon128a_encrypt_state *st);
ASCON_API int ascon_v12_ascon80pq_encrypt_abort(ascon_v12_ascon80pq_encrypt_state *st);
ASCON_API int ascon_hash256_abort(ascon_hash256_state *st);
ASCON_API int ascon_xof128_abort(ascon_xof128_state *st);
ASCON_API int ascon_cxof128_abort(ascon_cxof128_state *st);
ASCON_API int ascon_mac_abort(ascon_mac_state *st);
ASCON_API int ascon_prf_abort(ascon_prf_state *st);
ASCON_API int ascon_v12_hash_abort(ascon_v12_hash_state *st);
ASCON_API int ascon_v12_hasha_abort(ascon_v12_hasha_state *st);
ASCON_API int ascon_v12_xof_abort(ascon_v12_xof_state *st);
ASCON_API int ascon_v12_xofa_abort(ascon_v12_xofa_state *st);
ASCON_API int ascon_v12_mac_abort(ascon_v12_mac_state *st);
ASCON_API int ascon_v12_maca_abort(ascon_v12_maca_state *st);
ASCON_API int ascon_v12_prf_abort(ascon_v12_prf_state *st);
ASCON_API int ascon_v12_prfa_abort(ascon_v12_prfa_state *st);

#include "ascon/c/batch.h" /* Batch: many messages in one call */

/* =====================================================================================
 * Side-channel protected ("protected") code: masked Ascon-AEAD128, Ascon-Mac,
 * Ascon-Prf, Ascon-PrfShort with 2, 3 or 4 shares (docs/side-channels.md).
 * Not SP 800-232 nonce masking (the ascon_aead128_masked_* functions above).
 *
 * A protected key holds the key only as shares and a randomness source:
 * rng(rng_ctx, out, n) fills n bytes and returns 0, anything else on failure
 * (the call then fails with ASCON_ERR_UNAVAILABLE, outputs zeroed); rng NULL
 * means the OS generator (getentropy / BCryptGenRandom; ASCON_ERR_UNAVAILABLE
 * where there is none). Random bytes per call: AEAD128 leveled 96 * (shares -
 * 1), full 48 * (shares - 1), Mac/Prf/PrfShort 48 * (shares - 1).
 * A key not initialised (zeroed) or wiped is refused with
 * ASCON_ERR_OUT_OF_ORDER; shares outside 2..4 with ASCON_ERR_BAD_LENGTH.
 * The functions take a non-const key: every call re-randomises its shares.
 * ===================================================================================== */
typedef int (*ascon_random_fn)(void *rng_ctx, uint8_t *out, size_t n);
#define ASCON_PROTECTED_KEY_SIZE 128
ASCON_DEFINE_STATE_(ascon_protected_key, ASCON_PROTECTED_KEY_SIZE);
#define ASCON_PROTECTED_LEVELED 0 /* key-dependent permutations masked, data phase plain */
#define ASCON_PROTECTED_FULL 1    /* every permutation masked */

ASCON_API int ascon_protected_key_init(ascon_protected_key *k, const uint8_t key[16], unsigned shares,
                                       ascon_random_fn rng, void *rng_ctx);
/* From shares made elsewhere: key_shares holds shares * 16 bytes, the key is
 * their byte-wise XOR; the key never exists in one piece. */
ASCON_API int ascon_protected_key_init_shares(ascon_protected_key *k, const uint8_t *key_shares, unsigned shares,
                                              ascon_random_fn rng, void *rng_ctx);
ASCON_API int ascon_protected_key_refresh(ascon_protected_key *k);
ASCON_API void ascon_protected_key_wipe(ascon_protected_key *k);
/* Combined c = ciphertext || 16-byte tag; level ASCON_PROTECTED_LEVELED or _FULL. */
ASCON_API int ascon_protected_aead128_encrypt(ascon_protected_key *k, int level, uint8_t *c, size_t c_cap,
                                              size_t *c_len, const uint8_t *m, size_t m_len, const uint8_t *ad,
                                              size_t ad_len, const uint8_t nonce[16]);
ASCON_API ASCON_NODISCARD int ascon_protected_aead128_decrypt(ascon_protected_key *k, int level, uint8_t *m,
                                                              size_t m_cap, size_t *m_len, const uint8_t *c,
                                                              size_t c_len, const uint8_t *ad, size_t ad_len,
                                                              const uint8_t nonce[16]);
ASCON_API int ascon_protected_mac(ascon_protected_key *k, uint8_t tag[16], const uint8_t *m, size_t m_len);
ASCON_API ASCON_NODISCARD int ascon_protected_mac_verify(ascon_protected_key *k, const uint8_t tag[16],
                                                         const uint8_t *m, size_t m_len);
ASCON_API int ascon_protected_prf(ascon_protected_key *k, uint8_t *out, size_t out_len, const uint8_t *in,
                                  size_t in_len);
/* in_len and out_len at most 16. */
ASCON_API int ascon_protected_prfshort(ascon_protected_key *k, uint8_t *out, size_t out_len, const uint8_t *in,
                                       size_t in_len);

/* ---- the algorithm catalogue -----------------------------------------------------
 * Every algorithm of the library, as rows generated from the C++ catalogue
 * (include/ascon/catalogue.hpp), so a binding can list and call algorithms by
 * name without transcribing this header. The same rows are installed as
 * share/ascon/algorithms.json. Names are the catalogue's ("ascon-hash256");
 * lookups by name also take the old aliases ("hash256") and ignore case.
 * The pointers returned stay valid for the life of the program. */
typedef struct {
  const char *name;     /* "ascon-hash256": what every *_by_name function takes */
  const char *title;    /* "Ascon-Hash256": for messages and documents */
  const char *kind;     /* "aead", "hash", "xof", "cxof", "mac", "prf" or "prfshort" */
  const char *family;   /* "sp800-232", "mac-prf" or "v1.2" */
  const char *c_prefix; /* "ascon_hash256": the C functions are <prefix>, <prefix>_init, ... */
  size_t key_bytes;     /* 0 for unkeyed kinds */
  size_t nonce_bytes;   /* aead: the nonce; 0 otherwise */
  size_t output_bytes;  /* hash: digest; aead, mac: tag; prfshort: at most; 0: any length */
} ascon_algorithm;

ASCON_API size_t ascon_algorithm_count(void);
/* Row i (catalogue order), NULL when i >= ascon_algorithm_count(). */
ASCON_API const ascon_algorithm *ascon_algorithm_info(size_t i);
/* The row of a name or alias, NULL if there is none. */
ASCON_API const ascon_algorithm *ascon_algorithm_find(const char *name);

/* One-shots by name. A name that is unknown, or whose kind the function does
 * not serve, is ASCON_ERR_UNAVAILABLE (nothing written); otherwise each
 * behaves exactly as the named algorithm's own function.
 * hash kind: out_len must be its output_bytes (else ASCON_ERR_BAD_LENGTH);
 * xof kind: any out_len; cxof: the customization string is empty. */
ASCON_API int ascon_hash_by_name(const char *name, uint8_t *out, size_t out_len, const uint8_t *in, size_t in_len);
/* aead kind, combined ciphertext || tag as ascon_aead128_encrypt; the key is
 * key_bytes long, the nonce nonce_bytes. */
ASCON_API int ascon_aead_encrypt_by_name(const char *name, uint8_t *c, size_t c_cap, size_t *c_len, const uint8_t *m,
                                         size_t m_len, const uint8_t *ad, size_t ad_len, const uint8_t *nonce,
                                         const uint8_t *key);
ASCON_API ASCON_NODISCARD int ascon_aead_decrypt_by_name(const char *name, uint8_t *m, size_t m_cap, size_t *m_len,
                                                         const uint8_t *c, size_t c_len, const uint8_t *ad,
                                                         size_t ad_len, const uint8_t *nonce, const uint8_t *key);

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* ASCON_H */
