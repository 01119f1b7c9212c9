/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Side-channel protected (masked, shared-key) Ascon-AEAD128, Ascon-Mac, Ascon-Prf
 * and Ascon-PrfShort. Part of libascon; <ascon.h> includes it.
 */
#ifndef ASCON_C_PROTECTED_H
#define ASCON_C_PROTECTED_H

#include "common.h"
#ifdef ASCON_C99
#error \
    "ascon/c/protected.h (the protected (masked-key) functions) is not part of the C99 edition (docs/c99.md): link libascon"
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* =====================================================================================
 * Side-channel protected ("protected") code: masked Ascon-AEAD128, Ascon-Mac,
 * Ascon-Prf, Ascon-PrfShort with 2, 3 or 4 shares (docs/side-channels.md).
 * Not SP 800-232 nonce masking (the ascon_aead128_masked_* functions of aead128.h).
 *
 * A protected key holds the key only as shares and a randomness source:
 * rng(rng_ctx, out, n) fills n bytes and returns 0, anything else on failure;
 * rng NULL means the OS generator (getentropy / BCryptGenRandom;
 * ASCON_ERR_UNAVAILABLE where there is none). Random bytes per call: AEAD128
 * leveled 96 * (shares - 1), full 48 * (shares - 1), Mac/Prf/PrfShort
 * 48 * (shares - 1), key init and refresh 16 * (shares - 1), each plus an
 * 8-byte check word, asked for in one rng call into a zeroed buffer.
 * Randomness that cannot mask is refused: a failed rng call, a zero 8-byte
 * word (a stuck source, or one that returns 0 without writing), a check word
 * equal to the first mask word (a constant source) or to the previous call's
 * (a source that repeats its bytes). The call then fails with
 * ASCON_ERR_BAD_RANDOMNESS before writing anything: outputs zeroed, an
 * in-place input kept, the key unchanged. A uniform source is refused with
 * probability below 2^-58 per call.
 * A key not initialised (zeroed) or wiped is refused with
 * ASCON_ERR_OUT_OF_ORDER, also when it is wiped during the call (by rng, or
 * by another thread before the call loads the shares); shares outside 2..4
 * with ASCON_ERR_BAD_LENGTH; key_shares with a zero 8-byte word (shares that
 * do not mask) with ASCON_ERR_BAD_RANDOMNESS.
 * Decryption reads the received tag before writing plaintext, so the
 * plaintext may be written over the tag.
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

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* ASCON_C_PROTECTED_H */
