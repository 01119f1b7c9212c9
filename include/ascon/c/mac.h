/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Ascon-Mac, Ascon-Prf, Ascon-PrfShort (keyed Ascon, SP 800-232 byte order). Part of
 * libascon; <ascon.h> includes it.
 */
#ifndef ASCON_C_MAC_H
#define ASCON_C_MAC_H

#include "common.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ---- states and sizes ------------------------------------------------------------ */
#define ASCON_MAC_STATE_SIZE ASCON_SPONGE_STATE_SIZE_
#define ASCON_PRF_STATE_SIZE ASCON_SPONGE_STATE_SIZE_

ASCON_DEFINE_STATE_(ascon_mac_state, ASCON_MAC_STATE_SIZE);
ASCON_DEFINE_STATE_(ascon_prf_state, ASCON_PRF_STATE_SIZE);

#define ASCON_MAC_KEYBYTES 16
#define ASCON_MAC_BYTES 16
#define ASCON_PRF_KEYBYTES 16
#define ASCON_PRFSHORT_KEYBYTES 16
#define ASCON_PRFSHORT_MAX_INPUTBYTES 16
#define ASCON_PRFSHORT_MAX_BYTES 16

ASCON_API size_t ascon_mac_state_size(void);
ASCON_API size_t ascon_prf_state_size(void);
ASCON_API size_t ascon_mac_keybytes(void);
ASCON_API size_t ascon_mac_bytes(void);
ASCON_API size_t ascon_prf_keybytes(void);
ASCON_API size_t ascon_prfshort_keybytes(void);
ASCON_API size_t ascon_prfshort_max_inputbytes(void);
ASCON_API size_t ascon_prfshort_max_bytes(void);

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
ASCON_API int ascon_mac_abort(ascon_mac_state *st);

ASCON_API int ascon_prf(uint8_t *out, size_t out_len, const uint8_t *in, size_t in_len, const uint8_t key[16]);
ASCON_API ASCON_NODISCARD int ascon_prf_verify(const uint8_t *expected, size_t expected_len, const uint8_t *in,
                                               size_t in_len, const uint8_t key[16]);
ASCON_API int ascon_prf_init(ascon_prf_state *st, const uint8_t key[16]);
ASCON_API int ascon_prf_update(ascon_prf_state *st, const uint8_t *in, size_t in_len);
ASCON_API int ascon_prf_squeeze(ascon_prf_state *st, uint8_t *out, size_t out_len);
ASCON_API int ascon_prf_final(ascon_prf_state *st, uint8_t *out, size_t out_len);
ASCON_API int ascon_prf_abort(ascon_prf_state *st);

/* in_len <= 16 (else ASCON_ERR_TOO_LONG), out_len <= 16 (else ASCON_ERR_BAD_LENGTH). */
ASCON_API int ascon_prfshort(uint8_t *out, size_t out_len, const uint8_t *in, size_t in_len, const uint8_t key[16]);
ASCON_API ASCON_NODISCARD int ascon_prfshort_verify(const uint8_t *expected, size_t expected_len, const uint8_t *in,
                                                    size_t in_len, const uint8_t key[16]);

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* ASCON_C_MAC_H */
