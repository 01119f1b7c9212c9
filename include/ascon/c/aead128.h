/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Ascon-AEAD128 (NIST SP 800-232): one-shot, detached, bit-oriented, nonce-masked,
 * incremental and truncated-tag forms. Part of libascon; <ascon.h> includes it.
 */
#ifndef ASCON_C_AEAD128_H
#define ASCON_C_AEAD128_H

#include "common.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ---- states and sizes ------------------------------------------------------------ */
#define ASCON_AEAD128_ENCRYPT_STATE_SIZE ASCON_AEAD_STATE_SIZE_
#define ASCON_AEAD128_DECRYPT_STATE_SIZE ASCON_AEAD_DECRYPT_STATE_SIZE_

ASCON_DEFINE_STATE_(ascon_aead128_encrypt_state, ASCON_AEAD128_ENCRYPT_STATE_SIZE);
ASCON_DEFINE_STATE_(ascon_aead128_decrypt_state, ASCON_AEAD128_DECRYPT_STATE_SIZE);

#define ASCON_AEAD128_KEYBYTES 16
#define ASCON_AEAD128_MASKED_KEYBYTES 32 /* K || K2 for nonce masking */
#define ASCON_AEAD128_NONCEBYTES 16
#define ASCON_AEAD128_TAGBYTES 16
#define ASCON_AEAD128_MIN_TAGBYTES 4

ASCON_API size_t ascon_aead128_encrypt_state_size(void);
ASCON_API size_t ascon_aead128_decrypt_state_size(void);
ASCON_API size_t ascon_aead128_keybytes(void);
ASCON_API size_t ascon_aead128_masked_keybytes(void);
ASCON_API size_t ascon_aead128_noncebytes(void);
ASCON_API size_t ascon_aead128_tagbytes(void);
ASCON_API size_t ascon_aead128_min_tagbytes(void);

/* =====================================================================================
 * Ascon-AEAD128 (NIST SP 800-232)
 *
 * Combined: c = ciphertext || 16-byte tag (c_cap >= m_len + 16).
 * Detached: c has m_len bytes; the tag apart, exactly 16 bytes. tag_len must
 *   be 16 (ASCON_ERR_BAD_LENGTH otherwise; a change after 0.1.0, which
 *   accepted 4..16 and so let the receiver choose the tag length). Truncated tags:
 *   ascon_aead128_truncated_key, below.
 * In-place operation (c == m) is allowed; any other overlap is refused.
 * The key must not lie in the output: builds that read it where it is kept,
 *   after writing output (the size configuration ASCON_SMALL_BI32), refuse
 *   it with ASCON_ERR_OVERLAPPING_BUFFERS; the others copy the key first.
 * Decryption zeroes its plaintext output when the tag does not match.
 *
 * Nonce masking (SP 800-232, section 4.2.1): every function has an
 * ascon_aead128_masked_* twin taking a 32-byte key K || K2; the nonce used is
 * nonce XOR K2. The incremental update/final functions are shared.
 * ===================================================================================== */
ASCON_API int ascon_aead128_encrypt(uint8_t *c, size_t c_cap, size_t *c_len, const uint8_t *m, size_t m_len,
                                    const uint8_t *ad, size_t ad_len, const uint8_t nonce[16], const uint8_t key[16]);
ASCON_API ASCON_NODISCARD int ascon_aead128_decrypt(uint8_t *m, size_t m_cap, size_t *m_len, const uint8_t *c,
                                                    size_t c_len, const uint8_t *ad, size_t ad_len,
                                                    const uint8_t nonce[16], const uint8_t key[16]);
ASCON_API int ascon_aead128_encrypt_detached(uint8_t *c, uint8_t *tag, size_t tag_len, const uint8_t *m, size_t m_len,
                                             const uint8_t *ad, size_t ad_len, const uint8_t nonce[16],
                                             const uint8_t key[16]);
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
                                                                const uint8_t *tag, size_t tag_bits, const uint8_t *ad,
                                                                size_t ad_bits, const uint8_t nonce[16],
                                                                const uint8_t key[32]);

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
ASCON_API int ascon_aead128_encrypt_update(ascon_aead128_encrypt_state *st, uint8_t *c, const uint8_t *m, size_t m_len);
ASCON_API int ascon_aead128_encrypt_final(ascon_aead128_encrypt_state *st, uint8_t *tag, size_t tag_len);
ASCON_API int ascon_aead128_encrypt_abort(ascon_aead128_encrypt_state *st);

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
 * Truncated tags (SP 800-232: 32..128 bits). A truncated key binds an
 * Ascon-AEAD128 key to one tag length,
 * chosen once by your protocol, never from a received message. Every tag it
 * reads or writes has exactly that length (ceil(tag_bits / 8) bytes, a
 * partial last byte in its low-order bits); the tag is the prefix of the
 * full one. A key not initialised (zeroed) or wiped is refused with
 * ASCON_ERR_OUT_OF_ORDER. Wipe it with ascon_aead128_truncated_wipe.
 * ===================================================================================== */
#if !defined(ASCON_C99) /* libascon's ABI; the C99 edition's as its state sizes (common.h) */
#define ASCON_AEAD128_TRUNCATED_KEY_SIZE 192
#elif defined(__AVR__) || defined(__SDCC_stm8) || (defined(UINTPTR_MAX) && UINTPTR_MAX <= 0xFFFFu)
#define ASCON_AEAD128_TRUNCATED_KEY_SIZE 37
#else
#define ASCON_AEAD128_TRUNCATED_KEY_SIZE 40
#endif
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
                                                   const uint8_t *m, size_t m_bits, const uint8_t *ad, size_t ad_bits,
                                                   const uint8_t nonce[16]);
ASCON_API ASCON_NODISCARD int ascon_aead128_truncated_decrypt_bits(const ascon_aead128_truncated_key *k, uint8_t *m,
                                                                   const uint8_t *c, size_t c_bits, const uint8_t *tag,
                                                                   const uint8_t *ad, size_t ad_bits,
                                                                   const uint8_t nonce[16]);
/* Incremental: the usual ascon_aead128_encrypt_/decrypt_ update and final
 * functions follow; final's tag_len must equal the bound length. */
ASCON_API int ascon_aead128_truncated_encrypt_init(ascon_aead128_encrypt_state *st,
                                                   const ascon_aead128_truncated_key *k, const uint8_t nonce[16]);
ASCON_API int ascon_aead128_truncated_decrypt_init(ascon_aead128_decrypt_state *st,
                                                   const ascon_aead128_truncated_key *k, uint8_t *m, size_t m_cap,
                                                   const uint8_t nonce[16]);

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* ASCON_C_AEAD128_H */
