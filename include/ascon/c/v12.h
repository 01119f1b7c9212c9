/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * The Ascon v1.2 family (the NIST competition version), kept apart from the
 * SP 800-232 functions. Part of libascon; <ascon.h> includes it.
 */
#ifndef ASCON_C_V12_H
#define ASCON_C_V12_H

#include "common.h"
#ifdef ASCON_C99
#error "ascon/c/v12.h (the Ascon v1.2 family) is not part of the C99 edition (docs/c99.md): link libascon"
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* ---- states and sizes ------------------------------------------------------------ */
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

#define ASCON_V12_ASCON128_KEYBYTES 16
#define ASCON_V12_ASCON128A_KEYBYTES 16
#define ASCON_V12_ASCON80PQ_KEYBYTES 20
#define ASCON_V12_AEAD_NONCEBYTES 16
#define ASCON_V12_AEAD_TAGBYTES 16
#define ASCON_V12_HASH_BYTES 32
#define ASCON_V12_MAC_KEYBYTES 16
#define ASCON_V12_MAC_BYTES 16

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
ASCON_API size_t ascon_v12_ascon128_keybytes(void);
ASCON_API size_t ascon_v12_ascon128a_keybytes(void);
ASCON_API size_t ascon_v12_ascon80pq_keybytes(void);
ASCON_API size_t ascon_v12_aead_noncebytes(void);
ASCON_API size_t ascon_v12_aead_tagbytes(void);
ASCON_API size_t ascon_v12_hash_bytes(void);
ASCON_API size_t ascon_v12_mac_keybytes(void);
ASCON_API size_t ascon_v12_mac_bytes(void);

/* =====================================================================================
 * Ascon v1.2 (the NIST competition version, big-endian), for interoperating
 * with existing devices; new designs use the SP 800-232 functions (aead128.h, hash.h).
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
ASCON_API int ascon_v12_ascon128_encrypt_abort(ascon_v12_ascon128_encrypt_state *st);
ASCON_API int ascon_v12_ascon128_decrypt_init(ascon_v12_ascon128_decrypt_state *st, uint8_t *m, size_t m_cap,
                                              const uint8_t nonce[16], const uint8_t key[16]);
ASCON_API int ascon_v12_ascon128_decrypt_update_ad(ascon_v12_ascon128_decrypt_state *st, const uint8_t *ad,
                                                   size_t ad_len);
ASCON_API int ascon_v12_ascon128_decrypt_update(ascon_v12_ascon128_decrypt_state *st, const uint8_t *c, size_t c_len);
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
ASCON_API int ascon_v12_ascon128a_encrypt_update(ascon_v12_ascon128a_encrypt_state *st, uint8_t *c, const uint8_t *m,
                                                 size_t m_len);
ASCON_API int ascon_v12_ascon128a_encrypt_final(ascon_v12_ascon128a_encrypt_state *st, uint8_t tag[16]);
ASCON_API int ascon_v12_ascon128a_encrypt_abort(ascon_v12_ascon128a_encrypt_state *st);
ASCON_API int ascon_v12_ascon128a_decrypt_init(ascon_v12_ascon128a_decrypt_state *st, uint8_t *m, size_t m_cap,
                                               const uint8_t nonce[16], const uint8_t key[16]);
ASCON_API int ascon_v12_ascon128a_decrypt_update_ad(ascon_v12_ascon128a_decrypt_state *st, const uint8_t *ad,
                                                    size_t ad_len);
ASCON_API int ascon_v12_ascon128a_decrypt_update(ascon_v12_ascon128a_decrypt_state *st, const uint8_t *c, size_t c_len);
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
ASCON_API int ascon_v12_ascon80pq_encrypt_update(ascon_v12_ascon80pq_encrypt_state *st, uint8_t *c, const uint8_t *m,
                                                 size_t m_len);
ASCON_API int ascon_v12_ascon80pq_encrypt_final(ascon_v12_ascon80pq_encrypt_state *st, uint8_t tag[16]);
ASCON_API int ascon_v12_ascon80pq_encrypt_abort(ascon_v12_ascon80pq_encrypt_state *st);
ASCON_API int ascon_v12_ascon80pq_decrypt_init(ascon_v12_ascon80pq_decrypt_state *st, uint8_t *m, size_t m_cap,
                                               const uint8_t nonce[16], const uint8_t key[20]);
ASCON_API int ascon_v12_ascon80pq_decrypt_update_ad(ascon_v12_ascon80pq_decrypt_state *st, const uint8_t *ad,
                                                    size_t ad_len);
ASCON_API int ascon_v12_ascon80pq_decrypt_update(ascon_v12_ascon80pq_decrypt_state *st, const uint8_t *c, size_t c_len);
ASCON_API ASCON_NODISCARD int ascon_v12_ascon80pq_decrypt_final(ascon_v12_ascon80pq_decrypt_state *st,
                                                                const uint8_t tag[16], size_t *m_len);
ASCON_API int ascon_v12_ascon80pq_decrypt_abort(ascon_v12_ascon80pq_decrypt_state *st);

/* v1.2 hashing: Ascon-Hash, Ascon-Hasha (32-byte digest), Ascon-Xof, Ascon-Xofa. */
ASCON_API int ascon_v12_hash(uint8_t out[32], const uint8_t *in, size_t in_len);
ASCON_API int ascon_v12_hash_init(ascon_v12_hash_state *st);
ASCON_API int ascon_v12_hash_update(ascon_v12_hash_state *st, const uint8_t *in, size_t in_len);
ASCON_API int ascon_v12_hash_final(ascon_v12_hash_state *st, uint8_t out[32]);
ASCON_API int ascon_v12_hash_abort(ascon_v12_hash_state *st);
ASCON_API int ascon_v12_hasha(uint8_t out[32], const uint8_t *in, size_t in_len);
ASCON_API int ascon_v12_hasha_init(ascon_v12_hasha_state *st);
ASCON_API int ascon_v12_hasha_update(ascon_v12_hasha_state *st, const uint8_t *in, size_t in_len);
ASCON_API int ascon_v12_hasha_final(ascon_v12_hasha_state *st, uint8_t out[32]);
ASCON_API int ascon_v12_hasha_abort(ascon_v12_hasha_state *st);
ASCON_API int ascon_v12_xof(uint8_t *out, size_t out_len, const uint8_t *in, size_t in_len);
ASCON_API int ascon_v12_xof_init(ascon_v12_xof_state *st);
ASCON_API int ascon_v12_xof_update(ascon_v12_xof_state *st, const uint8_t *in, size_t in_len);
ASCON_API int ascon_v12_xof_squeeze(ascon_v12_xof_state *st, uint8_t *out, size_t out_len);
ASCON_API int ascon_v12_xof_final(ascon_v12_xof_state *st, uint8_t *out, size_t out_len);
ASCON_API int ascon_v12_xof_abort(ascon_v12_xof_state *st);
ASCON_API int ascon_v12_xofa(uint8_t *out, size_t out_len, const uint8_t *in, size_t in_len);
ASCON_API int ascon_v12_xofa_init(ascon_v12_xofa_state *st);
ASCON_API int ascon_v12_xofa_update(ascon_v12_xofa_state *st, const uint8_t *in, size_t in_len);
ASCON_API int ascon_v12_xofa_squeeze(ascon_v12_xofa_state *st, uint8_t *out, size_t out_len);
ASCON_API int ascon_v12_xofa_final(ascon_v12_xofa_state *st, uint8_t *out, size_t out_len);
ASCON_API int ascon_v12_xofa_abort(ascon_v12_xofa_state *st);

/* v1.2 keyed: Ascon-Mac, Ascon-Maca, Ascon-Prf, Ascon-Prfa, Ascon-PrfShort. */
ASCON_API int ascon_v12_mac(uint8_t tag[16], const uint8_t *in, size_t in_len, const uint8_t key[16]);
ASCON_API ASCON_NODISCARD int ascon_v12_mac_verify(const uint8_t tag[16], const uint8_t *in, size_t in_len,
                                                   const uint8_t key[16]);
ASCON_API int ascon_v12_mac_init(ascon_v12_mac_state *st, const uint8_t key[16]);
ASCON_API int ascon_v12_mac_update(ascon_v12_mac_state *st, const uint8_t *in, size_t in_len);
ASCON_API int ascon_v12_mac_final(ascon_v12_mac_state *st, uint8_t tag[16]);
ASCON_API ASCON_NODISCARD int ascon_v12_mac_final_verify(ascon_v12_mac_state *st, const uint8_t tag[16]);
ASCON_API int ascon_v12_mac_abort(ascon_v12_mac_state *st);
ASCON_API int ascon_v12_maca(uint8_t tag[16], const uint8_t *in, size_t in_len, const uint8_t key[16]);
ASCON_API ASCON_NODISCARD int ascon_v12_maca_verify(const uint8_t tag[16], const uint8_t *in, size_t in_len,
                                                    const uint8_t key[16]);
ASCON_API int ascon_v12_maca_init(ascon_v12_maca_state *st, const uint8_t key[16]);
ASCON_API int ascon_v12_maca_update(ascon_v12_maca_state *st, const uint8_t *in, size_t in_len);
ASCON_API int ascon_v12_maca_final(ascon_v12_maca_state *st, uint8_t tag[16]);
ASCON_API ASCON_NODISCARD int ascon_v12_maca_final_verify(ascon_v12_maca_state *st, const uint8_t tag[16]);
ASCON_API int ascon_v12_maca_abort(ascon_v12_maca_state *st);

ASCON_API int ascon_v12_prf(uint8_t *out, size_t out_len, const uint8_t *in, size_t in_len, const uint8_t key[16]);
ASCON_API ASCON_NODISCARD int ascon_v12_prf_verify(const uint8_t *expected, size_t expected_len, const uint8_t *in,
                                                   size_t in_len, const uint8_t key[16]);
ASCON_API int ascon_v12_prf_init(ascon_v12_prf_state *st, const uint8_t key[16]);
ASCON_API int ascon_v12_prf_update(ascon_v12_prf_state *st, const uint8_t *in, size_t in_len);
ASCON_API int ascon_v12_prf_squeeze(ascon_v12_prf_state *st, uint8_t *out, size_t out_len);
ASCON_API int ascon_v12_prf_final(ascon_v12_prf_state *st, uint8_t *out, size_t out_len);
ASCON_API int ascon_v12_prf_abort(ascon_v12_prf_state *st);
ASCON_API int ascon_v12_prfa(uint8_t *out, size_t out_len, const uint8_t *in, size_t in_len, const uint8_t key[16]);
ASCON_API ASCON_NODISCARD int ascon_v12_prfa_verify(const uint8_t *expected, size_t expected_len, const uint8_t *in,
                                                    size_t in_len, const uint8_t key[16]);
ASCON_API int ascon_v12_prfa_init(ascon_v12_prfa_state *st, const uint8_t key[16]);
ASCON_API int ascon_v12_prfa_update(ascon_v12_prfa_state *st, const uint8_t *in, size_t in_len);
ASCON_API int ascon_v12_prfa_squeeze(ascon_v12_prfa_state *st, uint8_t *out, size_t out_len);
ASCON_API int ascon_v12_prfa_final(ascon_v12_prfa_state *st, uint8_t *out, size_t out_len);
ASCON_API int ascon_v12_prfa_abort(ascon_v12_prfa_state *st);

ASCON_API int ascon_v12_prfshort(uint8_t *out, size_t out_len, const uint8_t *in, size_t in_len, const uint8_t key[16]);
ASCON_API ASCON_NODISCARD int ascon_v12_prfshort_verify(const uint8_t *expected, size_t expected_len, const uint8_t *in,
                                                        size_t in_len, const uint8_t key[16]);

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* ASCON_C_V12_H */
