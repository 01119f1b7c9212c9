/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Ascon-AEAD128 in the C99 edition: one-shot (combined, detached, bit
 * lengths), nonce masking, truncated tags and incremental encryption and
 * decryption, all written as phases of one duplex (ascon_duplex.h).
 */
#include "ascon_c99.h"
#include "ascon_duplex.h"

#if ASCON_C99_WORDS_
/* n tag bytes; a whole tag as two words (memcpy of a length known only at
 * run time is a library call, a byte loop on small C libraries). */
static void tag_copy(u8 *dst, const u8 *src, size_t n) {
  if (n == 16) {
    const uint64_t a = ld64(src), b = ld64(src + 8);
    st64(dst, a), st64(dst + 8, b);
    return;
  }
  memcpy(dst, src, n);
}
#else
#define tag_copy memcpy
#endif
/* One message of `bits` bits, all phases; arguments already checked.
 * Encryption writes tag_out (tag_in NULL); decryption (tag_out NULL) reads
 * the received tag_in before any output is written (it may share memory with
 * the plaintext) and a mismatch zeroes the output. Two pointers, so a
 * received tag is never written through (const all the way). */
#if ASCON_C99_WORDS_ && defined(__GNUC__)
/* inlined into each entry point in the speed configuration: eleven
 * arguments, most on the stack, cost a call as much as its checks */
__attribute__((always_inline)) static inline
#else
static
#endif
    int aead_oneshot(const u8 *key, const u8 *mask, const u8 *nonce, const u8 *in, size_t bits, const u8 *ad,
                     size_t ad_bits, u8 *out, u8 *tag_out, const u8 *tag_in, size_t tag_bits) {
  duplex d;
#if ASCON_C99_WORDS_
  uint64_t mine_[2], recv_[2] = {0, 0}; /* word-aligned bytes */
#else
  u8 mine_[16], recv_[16] = {0};
#endif
  u8 *const mine = (u8 *)mine_, *const recv = (u8 *)recv_;
  const size_t tn = bytes_for_bits(tag_bits);
  const int decrypt = tag_in != NULL;
  int ok = 1;
  if (decrypt) tag_copy(recv, tag_in, tn);
  dx_start(&d, key, mask, nonce);
  FAST_IF_(ad_bits >= 8) dx_ad(&d, ad, ad_bits / 8);
  dx_end_ad(&d, ad_bits % 8 ? ad[ad_bits / 8] : 0, (unsigned)(ad_bits % 8));
  FAST_IF_(bits >= 8) dx_crypt(&d, in, out, bits / 8, decrypt);
  if (bits % 8) out[bits / 8] = dx_last_bits(&d, in[bits / 8], (unsigned)(bits % 8), decrypt);
  dx_finish(&d, mine);
  FAST_IF_(tag_bits % 8) truncate_bits(mine, tag_bits);
#if ASCON_C99_WORDS_
  if (tag_out) { /* encryption: on the pointer, so an inlined copy drops the branch */
#else
  if (!decrypt) {
#endif
    tag_copy(tag_out, mine, tn);
  } else {
    FAST_IF_(tag_bits % 8) truncate_bits(recv, tag_bits);
    ok = ct_equal(mine, recv, tn);
  }
  WIPE_FIXED(&d, sizeof d);
  WIPE_FIXED(mine_, sizeof mine_);
  FAST_IF_(decrypt) WIPE_FIXED(recv_, sizeof recv_); /* else never written */
  if (!ok) {
    wipe(out, bytes_for_bits(bits));
    return ASCON_ERR_AUTH;
  }
  return ASCON_OK;
}
#define SEAL(k, mask, n, m, bits, ad, ad_bits, c, tag, tag_bits) \
  aead_oneshot(k, mask, n, m, bits, ad, ad_bits, c, tag, NULL, tag_bits)
#define OPEN(k, mask, n, c, bits, ad, ad_bits, m, tag, tag_bits) \
  aead_oneshot(k, mask, n, c, bits, ad, ad_bits, m, NULL, tag, tag_bits)

/* Whole bytes and the full tag: on 64-bit targets one function with the
 * state in registers (ascon_c99_aead_, ascon_perm.c; the plain key's zero
 * mask passed as NULL, so nothing is loaded for it), else the phases. */
#if ASCON_C99_FUSED_AEAD_
#define FUSED_MASK_(mask) ((mask) == zero16 ? NULL : (mask))
static inline int seal_bytes(const u8 *key, const u8 *mask, const u8 *nonce, const u8 *m, size_t len, const u8 *ad,
                             size_t ad_len, u8 *c, u8 *tag) {
  (void)ascon_c99_aead_(c, tag, NULL, m, len, ad, ad_len, nonce, key, FUSED_MASK_(mask)); /* 1 */
  return ASCON_OK;
}
static inline int open_bytes(const u8 *key, const u8 *mask, const u8 *nonce, const u8 *c, size_t len, const u8 *ad,
                             size_t ad_len, u8 *m, const u8 *tag) {
  if (ascon_c99_aead_(m, NULL, tag, c, len, ad, ad_len, nonce, key, FUSED_MASK_(mask))) return ASCON_OK;
  wipe(m, len);
  return ASCON_ERR_AUTH;
}
#else
#define seal_bytes(k, mask, n, m, len, ad, al, c, tag) SEAL(k, mask, n, m, 8 * (len), ad, 8 * (al), c, tag, 128)
#define open_bytes(k, mask, n, c, len, ad, al, m, tag) OPEN(k, mask, n, c, 8 * (len), ad, 8 * (al), m, tag, 128)
#endif

/* ---- one-shot, full 16-byte tags ---------------------------------------------------- */
/* Inlined into each entry point where the AEAD runs in one function
 * (ascon_c99_aead_): the call between them and its stacked arguments were
 * a tenth of an empty message's work around the permutations. */
#if ASCON_C99_FUSED_AEAD_ && defined(__GNUC__)
#define ONESHOT_ENTRY_ __attribute__((always_inline)) static inline
#else
#define ONESHOT_ENTRY_ static
#endif
ONESHOT_ENTRY_ int enc_full(u8 *c, size_t c_cap, size_t *c_len, const u8 *m, size_t m_len, const u8 *ad, size_t ad_len,
                            const u8 *nonce, const u8 *key, const u8 *mask) {
  int rc;
  if (!BUF_OK(c, c_cap) || !BUF_OK(m, m_len) || !BUF_OK(ad, ad_len) || !nonce || !key) return ASCON_ERR_NULL_POINTER;
  if (m_len > (size_t)-1 - 16) return ASCON_ERR_BAD_LENGTH;
  if (c_cap < m_len + 16) return ASCON_ERR_BUFFER_TOO_SMALL;
  if (!bits_fit(m_len, ad_len)) return ASCON_ERR_TOO_LONG;
  if (!buffers_ok(m, m_len, c)) return ASCON_ERR_OVERLAP;
  rc = seal_bytes(key, mask, nonce, m, m_len, ad, ad_len, c, c + m_len);
  if (c_len) *c_len = m_len + 16;
  return rc;
}
ONESHOT_ENTRY_ int dec_full(u8 *m, size_t m_cap, size_t *m_len, const u8 *c, size_t c_len, const u8 *ad, size_t ad_len,
                            const u8 *nonce, const u8 *key, const u8 *mask) {
  size_t n;
  int rc;
  if (!BUF_OK(m, m_cap) || !BUF_OK(c, c_len) || !BUF_OK(ad, ad_len) || !nonce || !key) return ASCON_ERR_NULL_POINTER;
  if (c_len < 16) return ASCON_ERR_BAD_LENGTH;
  n = c_len - 16;
  if (m_cap < n) return ASCON_ERR_BUFFER_TOO_SMALL;
  if (!bits_fit(n, ad_len)) return ASCON_ERR_TOO_LONG;
  if (!buffers_ok(c, n, m)) return ASCON_ERR_OVERLAP;
  rc = open_bytes(key, mask, nonce, c, n, ad, ad_len, m, c + n);
  if (rc == ASCON_OK && m_len) *m_len = n;
  return rc;
}
/* Detached full 16-byte tags, lengths in bytes: len bytes from in encrypted
 * (tag_out written, tag_in NULL) or decrypted (tag_in checked, tag_out NULL) to out. */
ONESHOT_ENTRY_ int detached(u8 *out, const u8 *in, size_t len, u8 *tag_out, const u8 *tag_in, size_t tag_len,
                            const u8 *ad, size_t ad_len, const u8 *nonce, const u8 *key, const u8 *mask) {
  const u8 *tag = tag_in; /* not a ?: of the two: SDCC calls that a const loss */
  if (tag_out) tag = tag_out;
  if (!BUF_OK(out, len) || !BUF_OK(in, len) || !BUF_OK(tag, tag_len) || !BUF_OK(ad, ad_len) || !nonce || !key)
    return ASCON_ERR_NULL_POINTER;
  if (tag_len != 16) return ASCON_ERR_BAD_LENGTH;
  if (!bits_fit(len, ad_len)) return ASCON_ERR_TOO_LONG;
  if (!buffers_ok(in, len, out)) return ASCON_ERR_OVERLAP;
  if (tag_out) return seal_bytes(key, mask, nonce, in, len, ad, ad_len, out, tag_out);
  return open_bytes(key, mask, nonce, in, len, ad, ad_len, out, tag_in);
}
/* Bit lengths with the tag length bound by the caller (128, or a truncated key's). */
static int enc_bits(u8 *c, u8 *tag, const u8 *m, size_t m_bits, const u8 *ad, size_t ad_bits, const u8 *nonce,
                    const u8 *key, const u8 *mask, size_t tag_bits) {
  const size_t n = bytes_for_bits(m_bits), an = bytes_for_bits(ad_bits);
  if (!BUF_OK(c, n) || !tag || !BUF_OK(m, n) || !BUF_OK(ad, an) || !nonce) return ASCON_ERR_NULL_POINTER;
  if (!buffers_ok(m, n, c)) return ASCON_ERR_OVERLAP;
  return SEAL(key, mask, nonce, m, m_bits, ad, ad_bits, c, tag, tag_bits);
}
static int dec_bits(u8 *m, const u8 *c, size_t c_bits, const u8 *tag, const u8 *ad, size_t ad_bits, const u8 *nonce,
                    const u8 *key, const u8 *mask, size_t tag_bits) {
  const size_t n = bytes_for_bits(c_bits), an = bytes_for_bits(ad_bits);
  if (!BUF_OK(m, n) || !BUF_OK(c, n) || !tag || !BUF_OK(ad, an) || !nonce) return ASCON_ERR_NULL_POINTER;
  if (!buffers_ok(c, n, m)) return ASCON_ERR_OVERLAP;
  return OPEN(key, mask, nonce, c, c_bits, ad, ad_bits, m, tag, tag_bits);
}

/* The one-shot functions of Ascon-AEAD128 and its nonce-masked twin (key K || K2). */
#define MASK_PLAIN(key) zero16
#define MASK_MASKED(key) ((key) ? (key) + 16 : zero16)
#define AEAD_ONESHOT(prefix, MASK, KEYLEN)                                                                           \
  int prefix##_encrypt(uint8_t *c, size_t c_cap, size_t *c_len, const uint8_t *m, size_t m_len, const uint8_t *ad,   \
                       size_t ad_len, const uint8_t nonce[16], const uint8_t key[KEYLEN]) {                          \
    return enc_full(c, c_cap, c_len, m, m_len, ad, ad_len, nonce, key, MASK(key));                                   \
  }                                                                                                                  \
  int prefix##_decrypt(uint8_t *m, size_t m_cap, size_t *m_len, const uint8_t *c, size_t c_len, const uint8_t *ad,   \
                       size_t ad_len, const uint8_t nonce[16], const uint8_t key[KEYLEN]) {                          \
    return dec_full(m, m_cap, m_len, c, c_len, ad, ad_len, nonce, key, MASK(key));                                   \
  }                                                                                                                  \
  int prefix##_encrypt_detached(uint8_t *c, uint8_t *tag, size_t tag_len, const uint8_t *m, size_t m_len,            \
                                const uint8_t *ad, size_t ad_len, const uint8_t nonce[16],                           \
                                const uint8_t key[KEYLEN]) {                                                         \
    return detached(c, m, m_len, tag, NULL, tag_len, ad, ad_len, nonce, key, MASK(key));                             \
  }                                                                                                                  \
  int prefix##_decrypt_detached(uint8_t *m, const uint8_t *c, size_t c_len, const uint8_t *tag, size_t tag_len,      \
                                const uint8_t *ad, size_t ad_len, const uint8_t nonce[16],                           \
                                const uint8_t key[KEYLEN]) {                                                         \
    return detached(m, c, c_len, NULL, tag, tag_len, ad, ad_len, nonce, key, MASK(key));                             \
  }                                                                                                                  \
  int prefix##_encrypt_bits(uint8_t *c, uint8_t *tag, size_t tag_bits, const uint8_t *m, size_t m_bits,              \
                            const uint8_t *ad, size_t ad_bits, const uint8_t nonce[16], const uint8_t key[KEYLEN]) { \
    if (!key) return ASCON_ERR_NULL_POINTER;                                                                         \
    if (tag_bits != 128) return ASCON_ERR_BAD_LENGTH;                                                                \
    return enc_bits(c, tag, m, m_bits, ad, ad_bits, nonce, key, MASK(key), 128);                                     \
  }                                                                                                                  \
  int prefix##_decrypt_bits(uint8_t *m, const uint8_t *c, size_t c_bits, const uint8_t *tag, size_t tag_bits,        \
                            const uint8_t *ad, size_t ad_bits, const uint8_t nonce[16], const uint8_t key[KEYLEN]) { \
    if (!key) return ASCON_ERR_NULL_POINTER;                                                                         \
    if (tag_bits != 128) return ASCON_ERR_BAD_LENGTH;                                                                \
    return dec_bits(m, c, c_bits, tag, ad, ad_bits, nonce, key, MASK(key), 128);                                     \
  }
AEAD_ONESHOT(ascon_aead128, MASK_PLAIN, 16)
AEAD_ONESHOT(ascon_aead128_masked, MASK_MASKED, 32)

/* ---- truncated tags: a key bound to one tag length (32..128 bits) ------------------- */
typedef struct {
  uint32_t magic;
  u8 tag_bits;
  u8 k[16];
  u8 mask[16]; /* K2 with nonce masking, else zero */
} tkey;
FITS_(fits_tkey_, tkey, ascon_aead128_truncated_key);
#define TKEY_OF(k) ((const tkey *)cinner_((k)->opaque))

static int tkey_init(ascon_aead128_truncated_key *k, const u8 *key, const u8 *mask, size_t tag_bits) {
  tkey *t = (tkey *)inner_(k->opaque);
  if (tag_bits < 8 * ASCON_AEAD128_MIN_TAGBYTES || tag_bits > 128) return ASCON_ERR_BAD_LENGTH;
  wipe(k->opaque, sizeof k->opaque);
  t->magic = MAGIC_TKEY, t->tag_bits = (u8)tag_bits;
  memcpy(t->k, key, 16), memcpy(t->mask, mask, 16);
  return ASCON_OK;
}
int ascon_aead128_truncated_init(ascon_aead128_truncated_key *k, const uint8_t key[16], size_t tag_bits) {
  if (!k || !key) return ASCON_ERR_NULL_POINTER;
  return tkey_init(k, key, zero16, tag_bits);
}
int ascon_aead128_masked_truncated_init(ascon_aead128_truncated_key *k, const uint8_t key[32], size_t tag_bits) {
  if (!k || !key) return ASCON_ERR_NULL_POINTER;
  return tkey_init(k, key, key + 16, tag_bits);
}
size_t ascon_aead128_truncated_tagbytes(const ascon_aead128_truncated_key *k) {
  return k && live(k->opaque, MAGIC_TKEY) ? bytes_for_bits(TKEY_OF(k)->tag_bits) : 0;
}
void ascon_aead128_truncated_wipe(ascon_aead128_truncated_key *k) {
  if (k) wipe(k->opaque, sizeof k->opaque);
}
/* Every use of a truncated key starts here: a null or wiped key is refused. */
#define TRUNCATED_KEY(t, k)                                          \
  const tkey *t;                                                     \
  if (!(k)) return ASCON_ERR_NULL_POINTER;                           \
  if (!live((k)->opaque, MAGIC_TKEY)) return ASCON_ERR_OUT_OF_ORDER; \
  t = TKEY_OF(k)

int ascon_aead128_truncated_encrypt(const ascon_aead128_truncated_key *k, uint8_t *c, size_t c_cap, size_t *c_len,
                                    const uint8_t *m, size_t m_len, const uint8_t *ad, size_t ad_len,
                                    const uint8_t nonce[16]) {
  size_t ts;
  int rc;
  TRUNCATED_KEY(t, k);
  ts = bytes_for_bits(t->tag_bits);
  if (!BUF_OK(c, c_cap) || !BUF_OK(m, m_len) || !BUF_OK(ad, ad_len) || !nonce) return ASCON_ERR_NULL_POINTER;
  if (m_len > (size_t)-1 - ts) return ASCON_ERR_BAD_LENGTH;
  if (!bits_fit(m_len, ad_len)) return ASCON_ERR_TOO_LONG;
  if (c_cap < m_len || c_cap - m_len < ts) return ASCON_ERR_BUFFER_TOO_SMALL;
  if (!buffers_ok(m, m_len, c)) return ASCON_ERR_OVERLAP;
  rc = SEAL(t->k, t->mask, nonce, m, 8 * m_len, ad, 8 * ad_len, c, c + m_len, t->tag_bits);
  if (c_len) *c_len = m_len + ts;
  return rc;
}
int ascon_aead128_truncated_decrypt(const ascon_aead128_truncated_key *k, uint8_t *m, size_t m_cap, size_t *m_len,
                                    const uint8_t *c, size_t c_len, const uint8_t *ad, size_t ad_len,
                                    const uint8_t nonce[16]) {
  size_t ts, n;
  int rc;
  TRUNCATED_KEY(t, k);
  ts = bytes_for_bits(t->tag_bits);
  if (!BUF_OK(m, m_cap) || !BUF_OK(c, c_len) || !BUF_OK(ad, ad_len) || !nonce) return ASCON_ERR_NULL_POINTER;
  if (!bits_fit(c_len, ad_len)) return ASCON_ERR_TOO_LONG;
  if (c_len < ts) return ASCON_ERR_BAD_LENGTH;
  n = c_len - ts;
  if (m_cap < n) return ASCON_ERR_BUFFER_TOO_SMALL;
  if (!buffers_ok(c, n, m)) return ASCON_ERR_OVERLAP;
  rc = OPEN(t->k, t->mask, nonce, c, 8 * n, ad, 8 * ad_len, m, c + n, t->tag_bits);
  if (rc == ASCON_OK && m_len) *m_len = n;
  return rc;
}
int ascon_aead128_truncated_encrypt_bits(const ascon_aead128_truncated_key *k, uint8_t *c, uint8_t *tag,
                                         const uint8_t *m, size_t m_bits, const uint8_t *ad, size_t ad_bits,
                                         const uint8_t nonce[16]) {
  TRUNCATED_KEY(t, k);
  return enc_bits(c, tag, m, m_bits, ad, ad_bits, nonce, t->k, t->mask, t->tag_bits);
}
int ascon_aead128_truncated_decrypt_bits(const ascon_aead128_truncated_key *k, uint8_t *m, const uint8_t *c,
                                         size_t c_bits, const uint8_t *tag, const uint8_t *ad, size_t ad_bits,
                                         const uint8_t nonce[16]) {
  TRUNCATED_KEY(t, k);
  return dec_bits(m, c, c_bits, tag, ad, ad_bits, nonce, t->k, t->mask, t->tag_bits);
}

/* ---- incremental encryption ------------------------------------------------------------
 * AD after data poisons the state: every later call fails, so a misuse never
 * yields a valid-looking tag. A wrong tag length at final may be retried. */
typedef struct {
  uint32_t magic;
  u8 data;     /* 1 once the data started (AD ended) */
  u8 poisoned; /* 1 after a call out of order */
  u8 tag_bits;
  duplex d;
} enc_state;
FITS_(fits_enc_, enc_state, ascon_aead128_encrypt_state);
#define ENC_OF(st) ((enc_state *)inner_((st)->opaque))

static int enc_start(ascon_aead128_encrypt_state *st, const u8 *key, const u8 *mask, const u8 *nonce, size_t tag_bits) {
  enc_state *e = ENC_OF(st);
  wipe(st->opaque, sizeof st->opaque);
  dx_start(&e->d, key, mask, nonce);
  e->magic = MAGIC_ENC, e->tag_bits = (u8)tag_bits;
  return ASCON_OK;
}
int ascon_aead128_encrypt_init(ascon_aead128_encrypt_state *st, const uint8_t nonce[16], const uint8_t key[16]) {
  if (!st || !nonce || !key) return ASCON_ERR_NULL_POINTER;
  return enc_start(st, key, zero16, nonce, 128);
}
int ascon_aead128_masked_encrypt_init(ascon_aead128_encrypt_state *st, const uint8_t nonce[16], const uint8_t key[32]) {
  if (!st || !nonce || !key) return ASCON_ERR_NULL_POINTER;
  return enc_start(st, key, key + 16, nonce, 128);
}
int ascon_aead128_truncated_encrypt_init(ascon_aead128_encrypt_state *st, const ascon_aead128_truncated_key *k,
                                         const uint8_t nonce[16]) {
  if (!st || !k || !nonce) return ASCON_ERR_NULL_POINTER;
  if (!live(k->opaque, MAGIC_TKEY)) return ASCON_ERR_OUT_OF_ORDER;
  return enc_start(st, TKEY_OF(k)->k, TKEY_OF(k)->mask, nonce, TKEY_OF(k)->tag_bits);
}
int ascon_aead128_encrypt_update_ad(ascon_aead128_encrypt_state *st, const uint8_t *ad, size_t ad_len) {
  enc_state *e;
  if (!st || !BUF_OK(ad, ad_len)) return ASCON_ERR_NULL_POINTER;
  if (!live(st->opaque, MAGIC_ENC)) return ASCON_ERR_OUT_OF_ORDER;
  e = ENC_OF(st);
  if (e->poisoned || e->data) return e->poisoned = 1, ASCON_ERR_OUT_OF_ORDER;
  dx_ad(&e->d, ad, ad_len);
  return ASCON_OK;
}
int ascon_aead128_encrypt_update(ascon_aead128_encrypt_state *st, uint8_t *c, const uint8_t *m, size_t m_len) {
  enc_state *e;
  if (!st || !BUF_OK(c, m_len) || !BUF_OK(m, m_len)) return ASCON_ERR_NULL_POINTER;
  if (!live(st->opaque, MAGIC_ENC)) return ASCON_ERR_OUT_OF_ORDER;
  e = ENC_OF(st);
  if (e->poisoned) return ASCON_ERR_OUT_OF_ORDER;
  if (!buffers_ok(m, m_len, c)) return ASCON_ERR_OVERLAP;
  if (!e->data) dx_end_ad(&e->d, 0, 0), e->data = 1;
  dx_crypt(&e->d, m, c, m_len, 0);
  return ASCON_OK;
}
int ascon_aead128_encrypt_final(ascon_aead128_encrypt_state *st, uint8_t *tag, size_t tag_len) {
  enc_state *e;
  u8 full[16];
  if (!st || !BUF_OK(tag, tag_len)) return ASCON_ERR_NULL_POINTER;
  if (!live(st->opaque, MAGIC_ENC)) return ASCON_ERR_OUT_OF_ORDER;
  e = ENC_OF(st);
  if (e->poisoned) {
    END_STATE(st);
    return ASCON_ERR_OUT_OF_ORDER;
  }
  if (tag_len != bytes_for_bits(e->tag_bits)) return ASCON_ERR_BAD_LENGTH;
  if (!e->data) dx_end_ad(&e->d, 0, 0);
  dx_finish(&e->d, full);
  memcpy(tag, full, tag_len);
  truncate_bits(tag, e->tag_bits);
  wipe(full, sizeof full);
  END_STATE(st);
  return ASCON_OK;
}
int ascon_aead128_encrypt_abort(ascon_aead128_encrypt_state *st) { return state_abort(st, sizeof *st, MAGIC_ENC); }

/* ---- incremental decryption ------------------------------------------------------------
 * Bound at init to the caller's whole plaintext buffer; any error (bad tag,
 * wrong tag length, misuse) or _abort ends the operation and zeroes every
 * byte written, so no unverified plaintext is left behind. */
typedef struct {
  uint32_t magic;
  u8 data;
  u8 tag_bits;
  u8 *out;
  size_t cap, written;
  duplex d;
} dec_state;
FITS_(fits_dec_, dec_state, ascon_aead128_decrypt_state);
#define DEC_OF(st) ((dec_state *)inner_((st)->opaque))

/* Ends the operation: zeroes the unverified output (unless verified) and the state. */
static int dec_end(ascon_aead128_decrypt_state *st, int rc) {
  dec_state *e = DEC_OF(st);
  if (rc != ASCON_OK && e->written) wipe(e->out, e->written);
  END_STATE(st);
  return rc;
}
static int dec_start(ascon_aead128_decrypt_state *st, u8 *m, size_t m_cap, const u8 *key, const u8 *mask,
                     const u8 *nonce, size_t tag_bits) {
  dec_state *e = DEC_OF(st);
  wipe(st->opaque, sizeof st->opaque);
  dx_start(&e->d, key, mask, nonce);
  e->out = m, e->cap = m_cap, e->tag_bits = (u8)tag_bits;
  e->magic = MAGIC_DEC;
  return ASCON_OK;
}
/* A live state is refused: re-initialising it would abandon the old
 * operation with its unverified plaintext still in the old buffer. */
int ascon_aead128_decrypt_init(ascon_aead128_decrypt_state *st, uint8_t *m, size_t m_cap, const uint8_t nonce[16],
                               const uint8_t key[16]) {
  if (!st || !BUF_OK(m, m_cap) || !nonce || !key) return ASCON_ERR_NULL_POINTER;
  if (live(st->opaque, MAGIC_DEC)) return ASCON_ERR_OUT_OF_ORDER;
  return dec_start(st, m, m_cap, key, zero16, nonce, 128);
}
int ascon_aead128_masked_decrypt_init(ascon_aead128_decrypt_state *st, uint8_t *m, size_t m_cap,
                                      const uint8_t nonce[16], const uint8_t key[32]) {
  if (!st || !BUF_OK(m, m_cap) || !nonce || !key) return ASCON_ERR_NULL_POINTER;
  if (live(st->opaque, MAGIC_DEC)) return ASCON_ERR_OUT_OF_ORDER;
  return dec_start(st, m, m_cap, key, key + 16, nonce, 128);
}
int ascon_aead128_truncated_decrypt_init(ascon_aead128_decrypt_state *st, const ascon_aead128_truncated_key *k,
                                         uint8_t *m, size_t m_cap, const uint8_t nonce[16]) {
  if (!st || !k || !BUF_OK(m, m_cap) || !nonce) return ASCON_ERR_NULL_POINTER;
  if (live(st->opaque, MAGIC_DEC) || !live(k->opaque, MAGIC_TKEY)) return ASCON_ERR_OUT_OF_ORDER;
  return dec_start(st, m, m_cap, TKEY_OF(k)->k, TKEY_OF(k)->mask, nonce, TKEY_OF(k)->tag_bits);
}
int ascon_aead128_decrypt_update_ad(ascon_aead128_decrypt_state *st, const uint8_t *ad, size_t ad_len) {
  if (!st) return ASCON_ERR_NULL_POINTER;
  if (!live(st->opaque, MAGIC_DEC)) return ASCON_ERR_OUT_OF_ORDER;
  if (!BUF_OK(ad, ad_len)) return dec_end(st, ASCON_ERR_NULL_POINTER);
  if (DEC_OF(st)->data) return dec_end(st, ASCON_ERR_OUT_OF_ORDER);
  dx_ad(&DEC_OF(st)->d, ad, ad_len);
  return ASCON_OK;
}
int ascon_aead128_decrypt_update(ascon_aead128_decrypt_state *st, const uint8_t *c, size_t c_len) {
  dec_state *e;
  u8 *dst;
  if (!st) return ASCON_ERR_NULL_POINTER;
  if (!live(st->opaque, MAGIC_DEC)) return ASCON_ERR_OUT_OF_ORDER;
  e = DEC_OF(st);
  if (!BUF_OK(c, c_len)) return dec_end(st, ASCON_ERR_NULL_POINTER);
  if (c_len > e->cap - e->written) return dec_end(st, ASCON_ERR_BUFFER_TOO_SMALL);
  dst = e->out + e->written;
  if (!buffers_ok(c, c_len, dst)) return dec_end(st, ASCON_ERR_OVERLAP);
  if (!e->data) dx_end_ad(&e->d, 0, 0), e->data = 1;
  dx_crypt(&e->d, c, dst, c_len, 1);
  e->written += c_len;
  return ASCON_OK;
}
int ascon_aead128_decrypt_final(ascon_aead128_decrypt_state *st, const uint8_t *tag, size_t tag_len, size_t *m_len) {
  dec_state *e;
  u8 mine[16], recv[16] = {0};
  int ok;
  if (!st) return ASCON_ERR_NULL_POINTER;
  if (!live(st->opaque, MAGIC_DEC)) return ASCON_ERR_OUT_OF_ORDER;
  e = DEC_OF(st);
  if (!BUF_OK(tag, tag_len)) return dec_end(st, ASCON_ERR_NULL_POINTER);
  if (tag_len != bytes_for_bits(e->tag_bits)) return dec_end(st, ASCON_ERR_BAD_LENGTH);
  if (!e->data) dx_end_ad(&e->d, 0, 0);
  memcpy(recv, tag, tag_len);
  dx_finish(&e->d, mine);
  truncate_bits(mine, e->tag_bits), truncate_bits(recv, e->tag_bits);
  ok = ct_equal(mine, recv, tag_len);
  wipe(mine, sizeof mine), wipe(recv, sizeof recv);
  if (ok && m_len) *m_len = e->written;
  return dec_end(st, ok ? ASCON_OK : ASCON_ERR_AUTH);
}
int ascon_aead128_decrypt_abort(ascon_aead128_decrypt_state *st) {
  if (!st) return ASCON_ERR_NULL_POINTER;
  if (!live(st->opaque, MAGIC_DEC)) return ASCON_ERR_OUT_OF_ORDER;
  dec_end(st, ASCON_ERR_OUT_OF_ORDER); /* any code but ASCON_OK zeroes the output */
  return ASCON_OK;
}
