/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * ascon_ref.h -- tiny, spec-literal reference implementation ("oracle") of
 * the Ascon algorithms, used only to cross-check the real library in tests.
 *
 * NOT for production: slow, bit-by-bit, and NOT constant-time.
 *
 * Standards followed:
 *   - NIST SP 800-232 (Aug 2025): Ascon-AEAD128, Ascon-Hash256, Ascon-XOF128,
 *     Ascon-CXOF128 (little-endian).
 *   - Ascon-Mac / Ascon-Prf / Ascon-PrfShort, little-endian version that goes
 *     with SP 800-232 (ePrint 2021/1574, as updated for v1.3).
 *   - Ascon v1.2 (NIST LWC submission, big-endian): Ascon-128, -128a, -80pq,
 *     Ascon-Hash, -Hasha, -Xof, -Xofa, and the v1.2 Mac/Prf/PrfShort.
 *
 * Lengths: the SP 800-232 functions take lengths in BITS (arguments named
 * *_bits); every other length is in bytes.  A bit string of L bits is stored
 * as in SP 800-232 / ACVP: bit i is bit (i mod 8) of byte (i div 8), counted
 * from the least significant bit; when L is not a multiple of 8 the unused
 * high bits of the last byte are ignored on input and written as 0 on output.
 * Pointers may be NULL when their length is 0.
 */
#ifndef ASCON_REF_H
#define ASCON_REF_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Ascon-p[rounds] on the state x[0..4], 1 <= rounds <= 16. */
void ascon_ref_permute(uint64_t x[5], int rounds);

/* ---------------------------- SP 800-232 ---------------------------- */

/* Ascon-AEAD128.  ct gets pt_bits bits; tag gets the first tag_bits bits of
 * the 128-bit tag (SP 800-232 allows 32..128; at most 128 is written).
 * Nonce masking (SP 800-232 option): XOR the second key into the nonce
 * before calling. */
void ascon_ref_aead128_encrypt(uint8_t *ct, uint8_t *tag, size_t tag_bits,
    const uint8_t key[16], const uint8_t nonce[16],
    const uint8_t *ad, size_t ad_bits, const uint8_t *pt, size_t pt_bits);

/* Returns 0 if the tag verifies, -1 otherwise (or if tag_bits is outside
 * 32..128); on failure the ct_bits bits of pt are zeroed. */
int ascon_ref_aead128_decrypt(uint8_t *pt, const uint8_t key[16], const uint8_t nonce[16],
    const uint8_t *ad, size_t ad_bits, const uint8_t *ct, size_t ct_bits,
    const uint8_t *tag, size_t tag_bits);

void ascon_ref_hash256(uint8_t out[32], const uint8_t *msg, size_t msg_bits);
void ascon_ref_xof128(uint8_t *out, size_t out_bits, const uint8_t *msg, size_t msg_bits);
/* Returns -1 (and writes nothing) if z_bits > 2048, else 0. */
int ascon_ref_cxof128(uint8_t *out, size_t out_bits, const uint8_t *z, size_t z_bits,
    const uint8_t *msg, size_t msg_bits);

/* Little-endian Ascon-Mac (16-byte tag), Ascon-Prf (any length),
 * Ascon-PrfShort (len <= 16, outlen <= 16; returns -1 otherwise). */
void ascon_ref_mac(uint8_t tag[16], const uint8_t key[16], const uint8_t *msg, size_t len);
void ascon_ref_prf(uint8_t *out, size_t outlen, const uint8_t key[16], const uint8_t *msg, size_t len);
int ascon_ref_prfshort(uint8_t *out, size_t outlen, const uint8_t key[16], const uint8_t *msg, size_t len);

/* ----------------------------- Ascon v1.2 ---------------------------- */

typedef enum { ASCON_REF_V12_128, ASCON_REF_V12_128A, ASCON_REF_V12_80PQ } ascon_ref_v12_aead;

/* key: 16 bytes (128, 128a) or 20 bytes (80pq).  Tag is 16 bytes. */
void ascon_ref_v12_encrypt(ascon_ref_v12_aead v, uint8_t *ct, uint8_t tag[16],
    const uint8_t *key, const uint8_t nonce[16],
    const uint8_t *ad, size_t adlen, const uint8_t *pt, size_t ptlen);
/* Returns 0 if the tag verifies, else -1 and zeroes pt[0..ctlen). */
int ascon_ref_v12_decrypt(ascon_ref_v12_aead v, uint8_t *pt, const uint8_t *key, const uint8_t nonce[16],
    const uint8_t *ad, size_t adlen, const uint8_t *ct, size_t ctlen, const uint8_t tag[16]);

typedef enum { ASCON_REF_V12_HASH, ASCON_REF_V12_HASHA, ASCON_REF_V12_XOF, ASCON_REF_V12_XOFA } ascon_ref_v12_hash_kind;
/* HASH/HASHA: outlen must be 32. */
void ascon_ref_v12_hash(ascon_ref_v12_hash_kind v, uint8_t *out, size_t outlen, const uint8_t *msg, size_t len);

typedef enum { ASCON_REF_V12_MAC, ASCON_REF_V12_MACA, ASCON_REF_V12_PRF, ASCON_REF_V12_PRFA } ascon_ref_v12_prf_kind;
/* MAC/MACA: outlen must be 16. */
void ascon_ref_v12_prf(ascon_ref_v12_prf_kind v, uint8_t *out, size_t outlen, const uint8_t key[16], const uint8_t *msg, size_t len);
/* len <= 16, outlen <= 16; returns -1 otherwise. */
int ascon_ref_v12_prfshort(uint8_t *out, size_t outlen, const uint8_t key[16], const uint8_t *msg, size_t len);

#ifdef __cplusplus
}
#endif

#endif /* ASCON_REF_H */
