/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* libascon's batch functions: many messages in one call. Part of libascon;
 * <ascon.h> includes it. */
#ifndef ASCON_C_BATCH_H
#define ASCON_C_BATCH_H

#include "common.h"
#ifdef ASCON_C99
#error "ascon/c/batch.h (the batch engine) is not part of the C99 edition (docs/c99.md): link libascon"
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* =====================================================================================
 * Batch: many messages in one call (the batch engine: several Ascon states per
 * SIMD register set, the work split across `threads` threads; 0 = one per
 * processor, 1 = the calling thread only). Bytes equal the one-message
 * functions in ascon.h. CPU backends only (the engine's best for this CPU).
 *
 * Two layouts of the messages:
 *   pointer arrays  message i is msgs[i][0 .. lens[i])   (ascon_*_many)
 *   packed          an ascon_packed: message i is data[offsets[i] ..
 *                   offsets[i+1]), offsets has n + 1 non-decreasing int64_t
 *                   entries, 0 <= offsets[0], offsets[n] <= data_len: exactly
 *                   Apache Arrow's large_binary layout (64-bit offsets; widen
 *                   an Arrow `binary` column's int32 offsets first)
 *                   (ascon_*_many_packed)
 *
 * Fixed-size per-message outputs and inputs (digests, tags, nonces, keys) lie
 * back to back: n * size bytes. Every size is overflow-checked (a product or
 * sum that does not fit in size_t is ASCON_ERR_TOO_LONG). Fail closed: on any
 * error every output byte the caller passed is zeroed, every status is -1,
 * every encryption tag zeroed, before the code is returned. One exception: a
 * count no array can hold (16 * n, or n message descriptors, overflows
 * size_t) returns ASCON_ERR_TOO_LONG with no status, tag or message output
 * written, since none of those arrays can exist (the packed form still zeroes
 * its out_len bytes of out).
 * ===================================================================================== */

/* A packed list of n messages (Arrow large_binary: value data + offsets). */
typedef struct ascon_packed {
  const uint8_t *data; /* data_len bytes; may be NULL when data_len is 0 */
  size_t data_len;
  const int64_t *offsets; /* n + 1 entries */
  size_t n;
} ascon_packed;

/* Digests: 32 bytes per message; digests_len must be at least 32 * n. */
ASCON_API int ascon_hash256_many(uint8_t *digests, size_t digests_len, const uint8_t *const *msgs, const size_t *lens,
                                 size_t n, unsigned threads);
ASCON_API int ascon_hash256_many_packed(uint8_t *digests, size_t digests_len, const ascon_packed *msgs,
                                        unsigned threads);
/* out_len bytes per message into outs; outs_len must be at least out_len * n. */
ASCON_API int ascon_xof128_many(uint8_t *outs, size_t outs_len, size_t out_len, const uint8_t *const *msgs,
                                const size_t *lens, size_t n, unsigned threads);
ASCON_API int ascon_xof128_many_packed(uint8_t *outs, size_t outs_len, size_t out_len, const ascon_packed *msgs,
                                       unsigned threads);
/* One customization string (at most 256 bytes) for the whole batch. */
ASCON_API int ascon_cxof128_many(uint8_t *outs, size_t outs_len, size_t out_len, const uint8_t *const *msgs,
                                 const size_t *lens, size_t n, const uint8_t *custom, size_t custom_len,
                                 unsigned threads);
ASCON_API int ascon_cxof128_many_packed(uint8_t *outs, size_t outs_len, size_t out_len, const ascon_packed *msgs,
                                        const uint8_t *custom, size_t custom_len, unsigned threads);

/* Any algorithm of the catalogue with a batch path, by name (the names of
 * ascon_algorithm_info; aliases and any case accepted): 1 if
 * ascon_batch_by_name runs it, else 0. */
ASCON_API int ascon_batch_supported(const char *name);
/* out_len bytes per message into outs (outs_len at least out_len * n); a
 * row with a fixed output_bytes (hash, mac) takes only that out_len. key:
 * exactly the row's key_bytes (keyed rows), else NULL and 0; custom: a cxof
 * row's customization string (at most 256 bytes), else NULL and 0. A name
 * without a batch path is ASCON_ERR_UNAVAILABLE, a wrong key length, fixed
 * out_len or a customization string given to a row that takes none
 * ASCON_ERR_BAD_LENGTH; every output byte zeroed on any error. The typed
 * functions above are these calls with their row's name. */
ASCON_API int ascon_batch_by_name(const char *name, uint8_t *outs, size_t outs_len, size_t out_len,
                                  const uint8_t *const *msgs, const size_t *lens, size_t n, const uint8_t *key,
                                  size_t key_len, const uint8_t *custom, size_t custom_len, unsigned threads);
ASCON_API int ascon_batch_by_name_packed(const char *name, uint8_t *outs, size_t outs_len, size_t out_len,
                                         const ascon_packed *msgs, const uint8_t *key, size_t key_len,
                                         const uint8_t *custom, size_t custom_len, unsigned threads);

/* One Ascon-AEAD128 message of a batch: its own key, nonce and associated
 * data. What a message writes (out; tag when encrypting) may not overlap what
 * it reads (key, nonce, ad, in; tag when decrypting), except out == in (in
 * place); status[] may overlap no message. Else ASCON_ERR_OVERLAPPING_BUFFERS.
 * Messages must not overlap each other's outputs either (not checked). */
typedef struct ascon_aead128_message {
  const uint8_t *key;   /* 16 bytes */
  const uint8_t *nonce; /* 16 bytes, unique per key */
  const uint8_t *ad;
  size_t ad_len;
  const uint8_t *in; /* plaintext (encrypt) or ciphertext (decrypt) */
  size_t len;
  uint8_t *out; /* len bytes */
  uint8_t *tag; /* 16 bytes: written by encrypt, read by decrypt */
} ascon_aead128_message;

/* Full 16-byte tags only. Decryption: status[i] = 0 if message i verified,
 * -1 if not (its output zeroed; one bad tag never fails the others); returns
 * 0 if every message verified, ASCON_ERR_AUTHENTICATION_FAILED if any did
 * not, another negative code (every status -1, every output zeroed) on misuse. */
ASCON_API int ascon_aead128_encrypt_many(const ascon_aead128_message *msgs, size_t n, unsigned threads);
ASCON_API ASCON_NODISCARD int ascon_aead128_decrypt_many(int *status, const ascon_aead128_message *msgs, size_t n,
                                                         unsigned threads);
/* Packed: message i is in's message i; its output goes to
 * out + (in->offsets[i] - in->offsets[0]) (out_len >= in->offsets[n] -
 * in->offsets[0]; in place when out == in->data + in->offsets[0], else no
 * overlap with in's messages); tags, nonces: 16 * n bytes; keys: 16 * n bytes
 * (key_stride 16) or one key for all (key_stride 0); ad: NULL for no
 * associated data, else n packed values (ad->n == in->n). Nothing written
 * (out's messages, encryption tags, status[]) may overlap anything read (in's
 * messages and offsets, ad's, nonces, keys, decryption tags) or another
 * output, except in place: else ASCON_ERR_OVERLAPPING_BUFFERS. */
ASCON_API int ascon_aead128_encrypt_many_packed(uint8_t *out, size_t out_len, uint8_t *tags, const ascon_packed *in,
                                                const ascon_packed *ad, const uint8_t *nonces, const uint8_t *keys,
                                                size_t key_stride, unsigned threads);
ASCON_API ASCON_NODISCARD int ascon_aead128_decrypt_many_packed(int *status, uint8_t *out, size_t out_len,
                                                                const uint8_t *tags, const ascon_packed *in,
                                                                const ascon_packed *ad, const uint8_t *nonces,
                                                                const uint8_t *keys, size_t key_stride,
                                                                unsigned threads);

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* ASCON_C_BATCH_H */
