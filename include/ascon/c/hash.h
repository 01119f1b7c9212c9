/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Ascon-Hash256, Ascon-XOF128, Ascon-CXOF128 (NIST SP 800-232). Part of libascon;
 * <ascon.h> includes it.
 */
#ifndef ASCON_C_HASH_H
#define ASCON_C_HASH_H

#include "common.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ---- states and sizes ------------------------------------------------------------ */
#define ASCON_HASH256_STATE_SIZE ASCON_SPONGE_STATE_SIZE_
#define ASCON_XOF128_STATE_SIZE ASCON_SPONGE_STATE_SIZE_
#define ASCON_CXOF128_STATE_SIZE ASCON_SPONGE_STATE_SIZE_

ASCON_DEFINE_STATE_(ascon_hash256_state, ASCON_HASH256_STATE_SIZE);
ASCON_DEFINE_STATE_(ascon_xof128_state, ASCON_XOF128_STATE_SIZE);
ASCON_DEFINE_STATE_(ascon_cxof128_state, ASCON_CXOF128_STATE_SIZE);

#define ASCON_HASH256_BYTES 32
#define ASCON_XOF128_BLOCKBYTES 8
#define ASCON_CXOF128_MAX_CUSTOMBYTES 256

ASCON_API size_t ascon_hash256_state_size(void);
ASCON_API size_t ascon_xof128_state_size(void);
ASCON_API size_t ascon_cxof128_state_size(void);
ASCON_API size_t ascon_hash256_bytes(void);
ASCON_API size_t ascon_xof128_blockbytes(void);
ASCON_API size_t ascon_cxof128_max_custombytes(void);

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
ASCON_API int ascon_hash256_abort(ascon_hash256_state *st);

ASCON_API int ascon_xof128(uint8_t *out, size_t out_len, const uint8_t *in, size_t in_len);
ASCON_API int ascon_xof128_init(ascon_xof128_state *st);
ASCON_API int ascon_xof128_update(ascon_xof128_state *st, const uint8_t *in, size_t in_len);
ASCON_API int ascon_xof128_squeeze(ascon_xof128_state *st, uint8_t *out, size_t out_len);
ASCON_API int ascon_xof128_final(ascon_xof128_state *st, uint8_t *out, size_t out_len);
ASCON_API int ascon_xof128_abort(ascon_xof128_state *st);

ASCON_API int ascon_cxof128(uint8_t *out, size_t out_len, const uint8_t *in, size_t in_len, const uint8_t *custom,
                            size_t custom_len);
ASCON_API int ascon_cxof128_init(ascon_cxof128_state *st, const uint8_t *custom, size_t custom_len);
ASCON_API int ascon_cxof128_update(ascon_cxof128_state *st, const uint8_t *in, size_t in_len);
ASCON_API int ascon_cxof128_squeeze(ascon_cxof128_state *st, uint8_t *out, size_t out_len);
ASCON_API int ascon_cxof128_final(ascon_cxof128_state *st, uint8_t *out, size_t out_len);
ASCON_API int ascon_cxof128_abort(ascon_cxof128_state *st);

/* Bit-oriented forms (see ascon_aead128_encrypt_bits for the bit layout). */
ASCON_API int ascon_hash256_bits(uint8_t out[32], const uint8_t *in, size_t in_bits);
ASCON_API int ascon_xof128_bits(uint8_t *out, size_t out_bits, const uint8_t *in, size_t in_bits);
ASCON_API int ascon_cxof128_bits(uint8_t *out, size_t out_bits, const uint8_t *in, size_t in_bits,
                                 const uint8_t *custom, size_t custom_bits);

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* ASCON_C_HASH_H */
