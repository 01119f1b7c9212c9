/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Chunked streaming AEAD (libsodium's crypto_secretstream shape) for data that
 * does not fit in memory: the sender pushes chunks, the receiver pulls them,
 * and each chunk is released only once it authenticates. Part of libascon;
 * <ascon.h> includes it. docs/c-api.md has the guide.
 *
 * The format is ascon-file-v1's (docs/file-format.md), one core for both: a
 * 64-byte header (a fresh random 32-byte salt, the chunk size, a header tag),
 * then chunks sealed with Ascon-AEAD128 under a per-stream key derived from
 * the key and the salt, with nonce = 15-byte chunk index || last flag.
 * Reordering, duplication, dropping and replaying chunks, splicing chunks of
 * another stream, and truncation are all detected, provided the receiver
 * calls ascon_stream_pull_final when its input ends.
 *
 * A stream whose chunks all hold chunk_bytes bytes except the final one (1 to
 * chunk_bytes bytes, or 0 for an empty stream), written out as header ||
 * chunks, is byte for byte an ascon-file-v1 file (`ascon decrypt` reads it).
 * The API also allows shorter and empty chunks anywhere, for messages framed
 * by the transport; such a stream is not a file `ascon decrypt` accepts.
 *
 * Every function returns 0 or a negative ASCON_ERR_* code. A state is live
 * from _init_* until the final chunk, a failure, or _abort; a failure ends
 * the stream (the state is wiped: later calls return ASCON_ERR_OUT_OF_ORDER).
 * Never copy a state: a copied push state reuses chunk nonces.
 */
#ifndef ASCON_C_STREAM_H
#define ASCON_C_STREAM_H

#include "common.h"
#ifdef ASCON_C99
#error "ascon/c/stream.h (chunked streaming AEAD) is not part of the C99 edition (docs/c99.md): link libascon"
#endif

#ifdef __cplusplus
extern "C" {
#endif

#define ASCON_STREAM_STATE_SIZE 64
ASCON_DEFINE_STATE_(ascon_stream_state, ASCON_STREAM_STATE_SIZE);

#define ASCON_STREAM_KEYBYTES 16              /* an Ascon-AEAD128 key (ascon_aead128_keygen) */
#define ASCON_STREAM_HEADERBYTES 64           /* sent once, before the chunks */
#define ASCON_STREAM_ABYTES 16                /* each sealed chunk is its plaintext + 16 bytes */
#define ASCON_STREAM_DEFAULT_CHUNKBYTES 65536 /* ascon encrypt's chunk size */
#define ASCON_STREAM_MAX_CHUNKBYTES 16777216  /* 2^24: the most plaintext bytes in one chunk */

ASCON_API size_t ascon_stream_state_size(void);
ASCON_API size_t ascon_stream_headerbytes(void);
ASCON_API size_t ascon_stream_abytes(void);

/* Starts a stream to send: draws a fresh salt (ascon_random_bytes: fails with
 * ASCON_ERR_UNAVAILABLE without a random source) and writes the 64-byte
 * header. chunk_bytes (1..ASCON_STREAM_MAX_CHUNKBYTES, else
 * ASCON_ERR_BAD_LENGTH) is the most plaintext bytes a chunk may hold. */
ASCON_API int ascon_stream_init_push(ascon_stream_state *st, uint8_t header[64], const uint8_t key[16],
                                     size_t chunk_bytes);

/* Seals the next chunk: c = ciphertext || tag, *c_len = m_len + 16
 * (c_cap >= m_len + 16, else ASCON_ERR_BUFFER_TOO_SMALL; m_len <= chunk_bytes,
 * else ASCON_ERR_BAD_LENGTH; both leave the stream usable). last != 0 marks
 * the final chunk and ends the stream (state wiped). In place (c == m) is
 * allowed. ASCON_ERR_TOO_LONG once SP 800-232's 2^54-byte limit per key
 * would be passed (about 2^38 chunks of 64 KiB). */
ASCON_API int ascon_stream_push(ascon_stream_state *st, uint8_t *c, size_t c_cap, size_t *c_len, const uint8_t *m,
                                size_t m_len, int last);

/* Starts a stream to receive from its 64-byte header: ASCON_ERR_AUTH when
 * the header tag does not verify (a wrong key, or a damaged header),
 * ASCON_ERR_BAD_LENGTH when a field is not ascon-file-v1's (magic, version,
 * key kind, reserved bytes, chunk size). The state is left not live on failure. */
ASCON_API ASCON_NODISCARD int ascon_stream_init_pull(ascon_stream_state *st, const uint8_t header[64],
                                                     const uint8_t key[16]);

/* Opens the next chunk c[0..c_len) into m (m_cap >= c_len - 16, else
 * ASCON_ERR_BUFFER_TOO_SMALL and the stream stays usable). On success *m_len =
 * c_len - 16 and *last (may be NULL) is 1 for the final chunk, 0 otherwise.
 * ASCON_ERR_AUTH when the chunk does not authenticate as the next one (forged,
 * corrupted, reordered, replayed, from another stream, shorter than 16 bytes
 * or longer than chunk_bytes + 16): m[0..min(m_cap, c_len - 16)) is zeroed
 * and the stream ends. In place (m == c) is allowed. */
ASCON_API ASCON_NODISCARD int ascon_stream_pull(ascon_stream_state *st, uint8_t *m, size_t m_cap, size_t *m_len,
                                                int *last, const uint8_t *c, size_t c_len);

/* Call when the input has ended: 0 if the final chunk was pulled (the stream
 * is complete), ASCON_ERR_AUTH if it was not (the stream was truncated: what
 * was released is authentic but incomplete; discard it). Wipes the state. */
ASCON_API ASCON_NODISCARD int ascon_stream_pull_final(ascon_stream_state *st);

/* Ends a stream without finishing it and wipes the state: 0 on a live state
 * (or one whose final chunk was pulled), ASCON_ERR_OUT_OF_ORDER otherwise. */
ASCON_API int ascon_stream_abort(ascon_stream_state *st);

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* ASCON_C_STREAM_H */
