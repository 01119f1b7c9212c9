/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * ascon_ref.c -- spec-literal reference implementation ("oracle") of Ascon.
 *
 * Written to be checked line by line against the standards, not to be fast:
 * the state is handled bit by bit, and nothing here is constant-time.
 * See ascon_ref.h for the API and README.md for the purpose.
 *
 * Layout of this file:
 *   1. The permutation Ascon-p[r]            (SP 800-232 Sec. 3)
 *   2. Bit strings and the 320-bit state S   (bit/byte conventions of each)
 *   3. Sponge helpers: absorb X||pad, squeeze (parse/pad, SP 800-232 Alg. 1-2)
 *   4. AEAD                                  (SP 800-232 Alg. 3-4; v1.2 Alg. 1)
 *   5. Hash / XOF / CXOF                     (SP 800-232 Alg. 5-7; v1.2 Alg. 2)
 *   6. Mac / Prf / PrfShort                  (ePrint 2021/1574, v1.2 and v1.3)
 */
#include "ascon_ref.h"

#include <string.h>

/* ===================================================================== */
/* 1. The permutation                                                     */
/* ===================================================================== */

/* Round constants c_0 .. c_15 of the constant-addition layer p_C.
 * Ascon-p[r] uses c_{16-r} .. c_15 in this order. */
static const uint8_t ROUND_CONSTANT[16] = {
    0x3c, 0x2d, 0x1e, 0x0f, 0xf0, 0xe1, 0xd2, 0xc3,
    0xb4, 0xa5, 0x96, 0x87, 0x78, 0x69, 0x5a, 0x4b
};

/* The 5-bit S-box S(x) of the substitution layer p_S, as a lookup table. */
static const uint8_t SBOX[32] = {
    0x04, 0x0b, 0x1f, 0x14, 0x1a, 0x15, 0x09, 0x02,
    0x1b, 0x05, 0x08, 0x12, 0x1d, 0x03, 0x06, 0x1c,
    0x1e, 0x13, 0x07, 0x0e, 0x00, 0x0d, 0x11, 0x18,
    0x10, 0x0c, 0x01, 0x19, 0x16, 0x0a, 0x0f, 0x17
};

/* Right rotation of a 64-bit word by n (0 < n < 64). */
static uint64_t ror(uint64_t w, int n)
{
    return (w >> n) | (w << (64 - n));
}

/* p_C: constant addition, x2 ^= c_i. */
static void constant_addition(uint64_t x[5], int i)
{
    x[2] ^= (uint64_t)ROUND_CONSTANT[i];
}

/* p_S: for each bit position j, the column (x0_j, x1_j, x2_j, x3_j, x4_j)
 * is a 5-bit number with x0_j as its most significant bit; replace it by
 * SBOX[column]. */
static void substitution_layer(uint64_t x[5])
{
    int j, k;
    for (j = 0; j < 64; j++) {
        unsigned column = 0;
        unsigned result;
        for (k = 0; k < 5; k++)
            column = (column << 1) | (unsigned)((x[k] >> j) & 1);
        result = SBOX[column];
        for (k = 0; k < 5; k++) {
            uint64_t bit = (uint64_t)((result >> (4 - k)) & 1);
            x[k] = (x[k] & ~((uint64_t)1 << j)) | (bit << j);
        }
    }
}

/* p_L: linear diffusion layer, one Sigma_i per word. */
static void linear_layer(uint64_t x[5])
{
    x[0] ^= ror(x[0], 19) ^ ror(x[0], 28);
    x[1] ^= ror(x[1], 61) ^ ror(x[1], 39);
    x[2] ^= ror(x[2], 1) ^ ror(x[2], 6);
    x[3] ^= ror(x[3], 10) ^ ror(x[3], 17);
    x[4] ^= ror(x[4], 7) ^ ror(x[4], 41);
}

/* Ascon-p[rounds] = (p_L o p_S o p_C) applied with c_{16-rounds} .. c_15. */
void ascon_ref_permute(uint64_t x[5], int rounds)
{
    int i;
    if (rounds < 0 || rounds > 16)
        return; /* outside the definition; callers never do this */
    for (i = 16 - rounds; i < 16; i++) {
        constant_addition(x, i);
        substitution_layer(x);
        linear_layer(x);
    }
}

/* ===================================================================== */
/* 2. Bit strings and the state                                           */
/* ===================================================================== */

/*
 * Both standards describe Ascon on bit strings.  They differ only in how
 * bytes and words are read as bit strings:
 *
 *   LE (SP 800-232 and Mac/Prf v1.3): bit i of a byte string is bit (i mod 8)
 *       of byte (i div 8), counted from the least significant bit; bit i of
 *       the state S = x0||x1||x2||x3||x4 is bit (i mod 64) of x[i div 64],
 *       counted from the least significant bit.
 *   BE (Ascon v1.2): the same, counted from the MOST significant bit:
 *       bit 7-(i mod 8) of the byte and bit 63-(i mod 64) of the word.
 *
 * With these two accessors every step below can be written exactly as in
 * the standards ("S[0..r-1] ^= block", "S ^= 0^(320-k) || K", ...).
 */
typedef enum { LE, BE } bit_order;

/* Bit i of the byte string s. */
static int str_bit(bit_order o, const uint8_t *s, size_t i)
{
    int pos = (o == LE) ? (int)(i % 8) : 7 - (int)(i % 8);
    return (s[i / 8] >> pos) & 1;
}

/* Set bit i of the byte string s to b (0 or 1). */
static void str_put_bit(bit_order o, uint8_t *s, size_t i, int b)
{
    int pos = (o == LE) ? (int)(i % 8) : 7 - (int)(i % 8);
    s[i / 8] = (uint8_t)((s[i / 8] & ~(1u << pos)) | ((unsigned)b << pos));
}

/* For a string of n bits, zero the unused bits of its last byte. */
static void str_clear_unused(bit_order o, uint8_t *s, size_t n)
{
    size_t i;
    if (n % 8 == 0)
        return;
    for (i = n; i % 8 != 0; i++)
        str_put_bit(o, s, i, 0);
}

/* Bit i (0..319) of the state S. */
static int state_bit(bit_order o, const uint64_t x[5], size_t i)
{
    int pos = (o == LE) ? (int)(i % 64) : 63 - (int)(i % 64);
    return (int)((x[i / 64] >> pos) & 1);
}

/* S[i] ^= b. */
static void state_xor_bit(bit_order o, uint64_t x[5], size_t i, int b)
{
    int pos = (o == LE) ? (int)(i % 64) : 63 - (int)(i % 64);
    x[i / 64] ^= (uint64_t)b << pos;
}

/* S[at .. at+n-1] ^= s[from .. from+n-1]. */
static void state_xor_string(bit_order o, uint64_t x[5], size_t at,
                             const uint8_t *s, size_t from, size_t n)
{
    size_t j;
    for (j = 0; j < n; j++)
        state_xor_bit(o, x, at + j, str_bit(o, s, from + j));
}

/* out[to .. to+n-1] = S[at .. at+n-1]. */
static void state_get_string(bit_order o, const uint64_t x[5], size_t at,
                             uint8_t *out, size_t to, size_t n)
{
    size_t j;
    for (j = 0; j < n; j++)
        str_put_bit(o, out, to + j, state_bit(o, x, at + j));
}

/* The bytes of a 64-bit word w as a bit string in order o (first n bytes). */
static void word_to_bytes(bit_order o, uint64_t w, uint8_t *out, size_t n)
{
    size_t i;
    for (i = 0; i < n; i++)
        out[i] = (uint8_t)(o == LE ? (w >> (8 * i)) : (w >> (56 - 8 * i)));
}

/* ===================================================================== */
/* 3. Sponge helpers                                                      */
/* ===================================================================== */

/*
 * Absorb X || pad, where pad(X, r) appends a single 1 bit and then 0 bits
 * up to a multiple of r (so there are floor(|X|/r) + 1 blocks).  Each block
 * X_i is XORed into S[0 .. r-1]; then Ascon-p[rounds_mid] is applied after
 * every block but the last, and Ascon-p[rounds_last] after the last one
 * (rounds_last = 0: no permutation after the last block).
 */
static void absorb(bit_order o, uint64_t x[5], size_t r, const uint8_t *s,
                   size_t len, int rounds_mid, int rounds_last)
{
    size_t nblocks = len / r + 1;
    size_t i;
    for (i = 0; i < nblocks; i++) {
        if (i < nblocks - 1) {
            state_xor_string(o, x, 0, s, i * r, r);
            ascon_ref_permute(x, rounds_mid);
        } else {
            size_t rest = len - i * r; /* 0 .. r-1 message bits */
            state_xor_string(o, x, 0, s, i * r, rest);
            state_xor_bit(o, x, rest, 1); /* the padding bit */
            ascon_ref_permute(x, rounds_last);
        }
    }
}

/*
 * Squeeze n output bits: output S[0 .. r-1] block by block (the last one
 * truncated), with Ascon-p[rounds] between blocks.
 */
static void squeeze(bit_order o, uint64_t x[5], size_t r, int rounds,
                    uint8_t *out, size_t n)
{
    size_t done = 0;
    for (;;) {
        size_t k = (n - done < r) ? n - done : r;
        state_get_string(o, x, 0, out, done, k);
        done += k;
        if (done == n)
            break;
        ascon_ref_permute(x, rounds);
    }
    if (n > 0)
        str_clear_unused(o, out, n);
}

/* ===================================================================== */
/* 4. AEAD                                                                */
/* ===================================================================== */

typedef struct {
    bit_order o;
    uint64_t iv;       /* the IV as a word; its first iv_bytes bytes are used */
    size_t iv_bytes;   /* 8, or 4 for Ascon-80pq */
    size_t k;          /* key length in bits */
    size_t r;          /* rate in bits */
    int a, b;          /* rounds for initialisation/finalisation, and data */
} aead_params;

/* Ascon-AEAD128 (SP 800-232 Sec. 4): k = 128, r = 128, a = 12, b = 8. */
static const aead_params AEAD128 = { LE, 0x00001000808c0001ULL, 8, 128, 128, 12, 8 };
/* Ascon v1.2 parameter sets (Ascon-128, Ascon-128a, Ascon-80pq). */
static const aead_params V12_128 = { BE, 0x80400c0600000000ULL, 8, 128, 64, 12, 6 };
static const aead_params V12_128A = { BE, 0x80800c0800000000ULL, 8, 128, 128, 12, 8 };
static const aead_params V12_80PQ = { BE, 0xa0400c0600000000ULL, 4, 160, 64, 12, 6 };

/*
 * Both AEAD generations are the same algorithm in their own bit order:
 *   S = IV || K || N;  S = Ascon-p[a](S);  S ^= 0^(320-k) || K
 *   if |A| > 0: absorb A || pad at rate r with Ascon-p[b] after each block
 *   S ^= 0^319 || 1                                   (domain separation)
 *   P / C blocks at rate r (below)
 *   S ^= 0^r || K || 0^(320-r-k);  S = Ascon-p[a](S)
 *   T = S[192..319] ^ (last 128 bits of K)
 * decrypt = 0: in = P, out = C.  decrypt = 1: in = C, out = P.
 * Lengths in bits.  The full 128-bit tag goes to tag[16].
 */
static void aead_core(const aead_params *p, int decrypt,
                      uint8_t *out, const uint8_t *in, size_t len,
                      const uint8_t *key, const uint8_t *nonce,
                      const uint8_t *ad, size_t ad_bits, uint8_t tag[16])
{
    uint64_t x[5] = { 0, 0, 0, 0, 0 };
    uint8_t init[40];
    size_t nfull = len / p->r; /* number of full blocks */
    size_t i, j;

    /* Initialisation: S = IV || K || N (320 bits). */
    word_to_bytes(p->o, p->iv, init, p->iv_bytes);
    memcpy(init + p->iv_bytes, key, p->k / 8);
    memcpy(init + p->iv_bytes + p->k / 8, nonce, 16);
    state_xor_string(p->o, x, 0, init, 0, 320);
    ascon_ref_permute(x, p->a);
    state_xor_string(p->o, x, 320 - p->k, key, 0, p->k);

    /* Associated data. */
    if (ad_bits > 0)
        absorb(p->o, x, p->r, ad, ad_bits, p->b, p->b);
    state_xor_bit(p->o, x, 319, 1);

    /* Full blocks. */
    for (i = 0; i < nfull; i++) {
        for (j = 0; j < p->r; j++) {
            size_t pos = i * p->r + j;
            int in_bit = str_bit(p->o, in, pos);
            int s_bit = state_bit(p->o, x, j);
            if (!decrypt) {
                /* S[j] ^= P[j]; C[j] = S[j] */
                state_xor_bit(p->o, x, j, in_bit);
                str_put_bit(p->o, out, pos, s_bit ^ in_bit);
            } else {
                /* P[j] = S[j] ^ C[j]; S[j] = C[j] */
                str_put_bit(p->o, out, pos, s_bit ^ in_bit);
                state_xor_bit(p->o, x, j, s_bit ^ in_bit);
            }
        }
        ascon_ref_permute(x, p->b);
    }

    /* Last block: l = len - nfull*r bits (0 .. r-1), then the padding bit;
     * no permutation.  Encrypt: S ^= P||pad, C = S[0..l-1].
     * Decrypt: P = S[0..l-1] ^ C, S ^= P||pad. */
    for (j = 0; j < len - nfull * p->r; j++) {
        size_t pos = nfull * p->r + j;
        int in_bit = str_bit(p->o, in, pos);
        int s_bit = state_bit(p->o, x, j);
        int p_bit = decrypt ? (s_bit ^ in_bit) : in_bit;
        str_put_bit(p->o, out, pos, s_bit ^ in_bit);
        state_xor_bit(p->o, x, j, p_bit);
    }
    state_xor_bit(p->o, x, len - nfull * p->r, 1);
    if (len > 0)
        str_clear_unused(p->o, out, len);

    /* Finalisation. */
    state_xor_string(p->o, x, p->r, key, 0, p->k);
    ascon_ref_permute(x, p->a);
    for (j = 0; j < 128; j++)
        str_put_bit(p->o, tag, j,
                    state_bit(p->o, x, 192 + j) ^ str_bit(p->o, key, p->k - 128 + j));
}

/* Compare the first n bits of two strings (not constant-time). */
static int bits_equal(bit_order o, const uint8_t *a, const uint8_t *b, size_t n)
{
    size_t j;
    for (j = 0; j < n; j++)
        if (str_bit(o, a, j) != str_bit(o, b, j))
            return 0;
    return 1;
}

void ascon_ref_aead128_encrypt(uint8_t *ct, uint8_t *tag, size_t tag_bits,
    const uint8_t key[16], const uint8_t nonce[16],
    const uint8_t *ad, size_t ad_bits, const uint8_t *pt, size_t pt_bits)
{
    uint8_t t[16];
    size_t j;
    aead_core(&AEAD128, 0, ct, pt, pt_bits, key, nonce, ad, ad_bits, t);
    /* Truncation: the tag is the first tag_bits bits of T. */
    if (tag_bits > 128)
        tag_bits = 128;
    for (j = 0; j < tag_bits; j++)
        str_put_bit(LE, tag, j, str_bit(LE, t, j));
    if (tag_bits > 0)
        str_clear_unused(LE, tag, tag_bits);
}

int ascon_ref_aead128_decrypt(uint8_t *pt, const uint8_t key[16], const uint8_t nonce[16],
    const uint8_t *ad, size_t ad_bits, const uint8_t *ct, size_t ct_bits,
    const uint8_t *tag, size_t tag_bits)
{
    uint8_t t[16];
    aead_core(&AEAD128, 1, pt, ct, ct_bits, key, nonce, ad, ad_bits, t);
    if (tag_bits < 32 || tag_bits > 128 || !bits_equal(LE, t, tag, tag_bits)) {
        if (ct_bits > 0)
            memset(pt, 0, (ct_bits + 7) / 8);
        return -1;
    }
    return 0;
}

static const aead_params *v12_params(ascon_ref_v12_aead v)
{
    if (v == ASCON_REF_V12_128A)
        return &V12_128A;
    if (v == ASCON_REF_V12_80PQ)
        return &V12_80PQ;
    return &V12_128;
}

void ascon_ref_v12_encrypt(ascon_ref_v12_aead v, uint8_t *ct, uint8_t tag[16],
    const uint8_t *key, const uint8_t nonce[16],
    const uint8_t *ad, size_t adlen, const uint8_t *pt, size_t ptlen)
{
    aead_core(v12_params(v), 0, ct, pt, ptlen * 8, key, nonce, ad, adlen * 8, tag);
}

int ascon_ref_v12_decrypt(ascon_ref_v12_aead v, uint8_t *pt, const uint8_t *key, const uint8_t nonce[16],
    const uint8_t *ad, size_t adlen, const uint8_t *ct, size_t ctlen, const uint8_t tag[16])
{
    uint8_t t[16];
    aead_core(v12_params(v), 1, pt, ct, ctlen * 8, key, nonce, ad, adlen * 8, t);
    if (!bits_equal(BE, t, tag, 128)) {
        if (ctlen > 0)
            memset(pt, 0, ctlen);
        return -1;
    }
    return 0;
}

/* ===================================================================== */
/* 5. Hash, XOF, CXOF                                                     */
/* ===================================================================== */

/*
 * S = IV || 0^256;  S = Ascon-p[12](S);
 * absorb M || pad at rate 64 (Ascon-p[b] between blocks, Ascon-p[12] after
 * the last); squeeze at rate 64 with Ascon-p[b] between output blocks.
 * SP 800-232 has b = 12 everywhere.
 */
static void hash_core(bit_order o, uint64_t iv, int b, const uint8_t *msg,
                      size_t msg_bits, uint8_t *out, size_t out_bits)
{
    uint64_t x[5] = { 0, 0, 0, 0, 0 };
    x[0] = iv;
    ascon_ref_permute(x, 12);
    absorb(o, x, 64, msg, msg_bits, b, 12);
    squeeze(o, x, 64, b, out, out_bits);
}

void ascon_ref_hash256(uint8_t out[32], const uint8_t *msg, size_t msg_bits)
{
    hash_core(LE, 0x0000080100cc0002ULL, 12, msg, msg_bits, out, 256);
}

void ascon_ref_xof128(uint8_t *out, size_t out_bits, const uint8_t *msg, size_t msg_bits)
{
    hash_core(LE, 0x0000080000cc0003ULL, 12, msg, msg_bits, out, out_bits);
}

int ascon_ref_cxof128(uint8_t *out, size_t out_bits, const uint8_t *z, size_t z_bits,
    const uint8_t *msg, size_t msg_bits)
{
    uint64_t x[5] = { 0, 0, 0, 0, 0 };
    uint8_t z_len[8];
    if (z_bits > 2048)
        return -1;
    x[0] = 0x0000080000cc0004ULL;
    ascon_ref_permute(x, 12);
    /* Z_0 = int64(|Z|): the bit length of Z as a 64-bit little-endian block. */
    word_to_bytes(LE, (uint64_t)z_bits, z_len, 8);
    state_xor_string(LE, x, 0, z_len, 0, 64);
    ascon_ref_permute(x, 12);
    /* Z || pad, then M || pad, each at rate 64 with Ascon-p[12] after every block. */
    absorb(LE, x, 64, z, z_bits, 12, 12);
    absorb(LE, x, 64, msg, msg_bits, 12, 12);
    squeeze(LE, x, 64, 12, out, out_bits);
    return 0;
}

void ascon_ref_v12_hash(ascon_ref_v12_hash_kind v, uint8_t *out, size_t outlen, const uint8_t *msg, size_t len)
{
    /* Ascon v1.2: Hash/Xof have b = 12, Hasha/Xofa b = 8. */
    switch (v) {
    case ASCON_REF_V12_HASH:
        hash_core(BE, 0x00400c0000000100ULL, 12, msg, len * 8, out, outlen * 8);
        break;
    case ASCON_REF_V12_HASHA:
        hash_core(BE, 0x00400c0400000100ULL, 8, msg, len * 8, out, outlen * 8);
        break;
    case ASCON_REF_V12_XOF:
        hash_core(BE, 0x00400c0000000000ULL, 12, msg, len * 8, out, outlen * 8);
        break;
    case ASCON_REF_V12_XOFA:
        hash_core(BE, 0x00400c0400000000ULL, 8, msg, len * 8, out, outlen * 8);
        break;
    }
}

/* ===================================================================== */
/* 6. Mac, Prf, PrfShort                                                  */
/* ===================================================================== */

/*
 * S = IV || K || 0^128;  S = Ascon-p[12](S);
 * absorb M || pad at rate r_in, Ascon-p[b] after every block but the last
 * (none after the last);  S ^= 0^319 || 1;  S = Ascon-p[12](S);
 * squeeze at rate 128 with Ascon-p[b] between output blocks.
 */
static void prf_core(bit_order o, uint64_t iv, size_t r_in, int b,
                     const uint8_t key[16], const uint8_t *msg, size_t len,
                     uint8_t *out, size_t outlen)
{
    uint64_t x[5] = { 0, 0, 0, 0, 0 };
    x[0] = iv;
    state_xor_string(o, x, 64, key, 0, 128);
    ascon_ref_permute(x, 12);
    absorb(o, x, r_in, msg, len * 8, b, 0);
    state_xor_bit(o, x, 319, 1);
    ascon_ref_permute(x, 12);
    squeeze(o, x, 128, b, out, outlen * 8);
}

/*
 * S = IV || K || M || 0^(128-|M|)  (no padding bit);  S = Ascon-p[12](S);
 * T = first outlen bytes of S[192..319] ^ K. The IV carries both the input
 * and the output length, so a shorter output is not a prefix of a longer one.
 */
static int prfshort_core(bit_order o, uint64_t iv, const uint8_t key[16],
                         const uint8_t *msg, size_t len, uint8_t *out, size_t outlen)
{
    uint64_t x[5] = { 0, 0, 0, 0, 0 };
    size_t j;
    if (len > 16 || outlen > 16)
        return -1;
    x[0] = iv;
    state_xor_string(o, x, 64, key, 0, 128);
    state_xor_string(o, x, 192, msg, 0, len * 8);
    ascon_ref_permute(x, 12);
    for (j = 0; j < outlen * 8; j++)
        str_put_bit(o, out, j, state_bit(o, x, 192 + j) ^ str_bit(o, key, j));
    return 0;
}

/* Little-endian (v1.3) versions: rate 256 in, 128 out, b = 12. */
void ascon_ref_mac(uint8_t tag[16], const uint8_t key[16], const uint8_t *msg, size_t len)
{
    prf_core(LE, 0x0010200080cc0005ULL, 256, 12, key, msg, len, tag, 16);
}

void ascon_ref_prf(uint8_t *out, size_t outlen, const uint8_t key[16], const uint8_t *msg, size_t len)
{
    prf_core(LE, 0x0010200000cc0006ULL, 256, 12, key, msg, len, out, outlen);
}

int ascon_ref_prfshort(uint8_t *out, size_t outlen, const uint8_t key[16], const uint8_t *msg, size_t len)
{
    /* IV: variant 7, a = 12, output bits << 24, input bits << 48 */
    uint64_t iv = 0x00000000000c0007ULL | ((uint64_t)(outlen * 8) << 24) | ((uint64_t)(len * 8) << 48);
    return prfshort_core(LE, iv, key, msg, len, out, outlen);
}

/* Ascon v1.2 versions: Mac/Prf rate 256, b = 12; Maca/Prfa rate 320, b = 8. */
void ascon_ref_v12_prf(ascon_ref_v12_prf_kind v, uint8_t *out, size_t outlen, const uint8_t key[16], const uint8_t *msg, size_t len)
{
    switch (v) {
    case ASCON_REF_V12_MAC:
        prf_core(BE, 0x80808c0000000080ULL, 256, 12, key, msg, len, out, outlen);
        break;
    case ASCON_REF_V12_MACA:
        prf_core(BE, 0x80808c0400000080ULL, 320, 8, key, msg, len, out, outlen);
        break;
    case ASCON_REF_V12_PRF:
        prf_core(BE, 0x80808c0000000000ULL, 256, 12, key, msg, len, out, outlen);
        break;
    case ASCON_REF_V12_PRFA:
        prf_core(BE, 0x80808c0400000000ULL, 320, 8, key, msg, len, out, outlen);
        break;
    }
}

int ascon_ref_v12_prfshort(uint8_t *out, size_t outlen, const uint8_t key[16], const uint8_t *msg, size_t len)
{
    /* IV: k = 128, input bits, 0x40 | a, output bits, then zeros */
    uint64_t iv = 0x80004c0000000000ULL | ((uint64_t)(outlen * 8) << 32) | ((uint64_t)(len * 8) << 48);
    return prfshort_core(BE, iv, key, msg, len, out, outlen);
}
