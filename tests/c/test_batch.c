/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The batch functions of libascon (ascon_*_many, ascon_*_many_packed,
 * ascon_batch_by_name for every row that has a batch path) from
 * strict C99: every message equals the one-message function, in both
 * layouts, with 1 and 3 threads; AEAD round trips where a tampered message
 * fails alone; and misuse (NULL, bad offsets, short buffers, sizes whose
 * product wraps, overlap) fails closed: every output zeroed, every status -1. */
#include <ascon.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"

CHECK_MAIN_DEFS

#define N 37        /* messages: not a multiple of any lane count */
#define TOTAL 16000 /* bytes of message data (at most 5 + 36 * 300 + 2000 used) */

static uint8_t data[TOTAL];
static int64_t offsets[N + 1];
static const uint8_t *ptrs[N];
static size_t lens[N];
static ascon_packed packed = {data, TOTAL, offsets, N};

static uint32_t rng_state = 12345;
static uint32_t rnd(void) {
  rng_state = rng_state * 1103515245u + 12345u;
  return rng_state >> 8;
}

/* Messages of 0..300 bytes (one long one) packed from offset 5, so offsets[0] != 0. */
static void make_messages(void) {
  size_t i, at = 5;
  for (i = 0; i < TOTAL; ++i) data[i] = (uint8_t)rnd();
  for (i = 0; i < N; ++i) {
    size_t len = i == 7 ? 2000 : rnd() % 301;
    if (i == 3) len = 0;
    offsets[i] = (int64_t)at;
    ptrs[i] = data + at;
    lens[i] = len;
    at += len;
  }
  offsets[N] = (int64_t)at;
}

static void test_sponges(unsigned threads) {
  static uint8_t got[N * 64], want[N * 64];
  const uint8_t custom[] = "batch";
  size_t i;
  /* Hash256 */
  for (i = 0; i < N; ++i) CHECK_EQ_INT(ascon_hash256(want + 32 * i, ptrs[i], lens[i]), 0);
  memset(got, 0xAA, sizeof got);
  CHECK_EQ_INT(ascon_hash256_many(got, 32 * N, ptrs, lens, N, threads), 0);
  CHECK(memcmp(got, want, 32 * N) == 0);
  memset(got, 0xAA, sizeof got);
  CHECK_EQ_INT(ascon_hash256_many_packed(got, 32 * N, &packed, threads), 0);
  CHECK(memcmp(got, want, 32 * N) == 0);
  /* XOF128, 45 bytes each */
  for (i = 0; i < N; ++i) CHECK_EQ_INT(ascon_xof128(want + 45 * i, 45, ptrs[i], lens[i]), 0);
  memset(got, 0xAA, sizeof got);
  CHECK_EQ_INT(ascon_xof128_many(got, sizeof got, 45, ptrs, lens, N, threads), 0);
  CHECK(memcmp(got, want, 45 * N) == 0);
  memset(got, 0xAA, sizeof got);
  CHECK_EQ_INT(ascon_xof128_many_packed(got, 45 * N, 45, &packed, threads), 0);
  CHECK(memcmp(got, want, 45 * N) == 0);
  /* CXOF128, 64 bytes each */
  for (i = 0; i < N; ++i) CHECK_EQ_INT(ascon_cxof128(want + 64 * i, 64, ptrs[i], lens[i], custom, 5), 0);
  memset(got, 0xAA, sizeof got);
  CHECK_EQ_INT(ascon_cxof128_many(got, 64 * N, 64, ptrs, lens, N, custom, 5, threads), 0);
  CHECK(memcmp(got, want, 64 * N) == 0);
  memset(got, 0xAA, sizeof got);
  CHECK_EQ_INT(ascon_cxof128_many_packed(got, 64 * N, 64, &packed, custom, 5, threads), 0);
  CHECK(memcmp(got, want, 64 * N) == 0);
}

static uint8_t keys[16 * N], nonces[16 * N], ads[N][20];

static void test_aead(unsigned threads) {
  static uint8_t ct[TOTAL], pt[TOTAL], ref[TOTAL + 16];
  static uint8_t tags[16 * N], tags2[16 * N];
  ascon_aead128_message m[N];
  int status[N];
  int64_t ad_off[N + 1];
  uint8_t ad_packed[20 * N];
  size_t i, len;
  const ascon_packed ad_list = {ad_packed, sizeof ad_packed, ad_off, N};
  const size_t base = (size_t)offsets[0], total = (size_t)(offsets[N] - offsets[0]);
  for (i = 0; i < sizeof keys; ++i) keys[i] = (uint8_t)rnd(), nonces[i] = (uint8_t)rnd();
  for (i = 0; i < N; ++i) {
    memset(ads[i], (int)i, sizeof ads[i]);
    memcpy(ad_packed + 20 * i, ads[i], 20);
    ad_off[i] = (int64_t)(20 * i);
  }
  ad_off[N] = 20 * N;
  /* Pointer form: each message against ascon_aead128_encrypt. */
  for (i = 0; i < N; ++i) {
    m[i].key = keys + 16 * i, m[i].nonce = nonces + 16 * i, m[i].ad = ads[i], m[i].ad_len = i % 21;
    m[i].in = ptrs[i], m[i].len = lens[i], m[i].out = ct + (ptrs[i] - data) - base, m[i].tag = tags + 16 * i;
  }
  CHECK_EQ_INT(ascon_aead128_encrypt_many(m, N, threads), 0);
  for (i = 0; i < N; ++i) {
    CHECK_EQ_INT(
        ascon_aead128_encrypt(ref, sizeof ref, &len, ptrs[i], lens[i], ads[i], i % 21, nonces + 16 * i, keys + 16 * i),
        0);
    CHECK(len == lens[i] + 16 && memcmp(ref, m[i].out, lens[i]) == 0 && memcmp(ref + lens[i], m[i].tag, 16) == 0);
  }
  /* Decrypt in place after tampering with messages 2 (tag), 5 (ciphertext) and 9 (AD). */
  tags[16 * 2] ^= 1;
  ct[(size_t)(offsets[5] - offsets[0])] ^= 1;
  for (i = 0; i < N; ++i) m[i].in = m[i].out;
  m[9].ad_len = 0;
  for (i = 0; i < N; ++i) status[i] = 7;
  CHECK_EQ_INT(ascon_aead128_decrypt_many(status, m, N, threads), ASCON_ERR_AUTHENTICATION_FAILED);
  for (i = 0; i < N; ++i) {
    const int bad = i == 2 || i == 5 || i == 9;
    CHECK_EQ_INT(status[i], bad ? -1 : 0);
    CHECK(bad ? all_zero(m[i].out, lens[i]) : memcmp(m[i].out, ptrs[i], lens[i]) == 0);
  }
  /* Packed form, one key for all (key_stride 0), packed AD. */
  for (i = 0; i < N; ++i) {
    CHECK_EQ_INT(ascon_aead128_encrypt(ref, sizeof ref, &len, ptrs[i], lens[i], ads[i], 20, nonces + 16 * i, keys), 0);
    memcpy(tags2 + 16 * i, ref + lens[i], 16);
    memcpy(pt + (ptrs[i] - data) - base, ref, lens[i]); /* the expected ciphertext */
  }
  memset(ct, 0xAA, sizeof ct);
  CHECK_EQ_INT(ascon_aead128_encrypt_many_packed(ct, total, tags, &packed, &ad_list, nonces, keys, 0, threads), 0);
  CHECK(memcmp(ct, pt, total) == 0 && memcmp(tags, tags2, sizeof tags) == 0);
  /* Decrypt into a separate buffer laid out with the same (shifted) offsets. */
  memset(pt, 0xAA, sizeof pt);
  {
    int64_t shifted[N + 1];
    ascon_packed cts = {ct, total, shifted, N};
    for (i = 0; i <= N; ++i) shifted[i] = offsets[i] - offsets[0];
    CHECK_EQ_INT(ascon_aead128_decrypt_many_packed(status, pt, total, tags, &cts, &ad_list, nonces, keys, 0, threads),
                 0);
    CHECK(memcmp(pt, data + base, total) == 0);
    for (i = 0; i < N; ++i) CHECK_EQ_INT(status[i], 0);
    /* Per-message keys (stride 16): only message 0 (key 0 both ways) still
     * verifies; every other message fails with its output zeroed. */
    memset(pt, 0xAA, sizeof pt);
    CHECK_EQ_INT(ascon_aead128_decrypt_many_packed(status, pt, total, tags, &cts, &ad_list, nonces, keys, 16, threads),
                 ASCON_ERR_AUTHENTICATION_FAILED);
    CHECK_EQ_INT(status[0], 0);
    CHECK(memcmp(pt, data + base, lens[0]) == 0);
    for (i = 1; i < N; ++i) CHECK_EQ_INT(status[i], -1);
    CHECK(all_zero(pt + lens[0], total - lens[0]));
  }
}

/* Every misuse: the code, then every output zeroed / status -1. */
static void test_misuse(void) {
  static uint8_t out[64 * 4], tags[64];
  int status[4];
  int64_t off[5] = {0, 10, 20, 30, 40};
  uint8_t buf[100];
  const size_t half = (size_t)-1 / 2 + 1;
  ascon_aead128_message m[2];
  size_t i;
  memset(buf, 1, sizeof buf);
#define FILLED() (memset(out, 0x55, sizeof out), memset(tags, 0x55, sizeof tags))
  FILLED();
  CHECK_EQ_INT(ascon_hash256_many(out, 32 * 4 - 1, ptrs, lens, 4, 1), ASCON_ERR_BUFFER_TOO_SMALL);
  CHECK(all_zero(out, 32 * 4 - 1));
  FILLED();
  CHECK_EQ_INT(ascon_hash256_many(out, sizeof out, NULL, lens, 4, 1), ASCON_ERR_NULL_POINTER);
  CHECK(all_zero(out, sizeof out));
  /* Wrapping: 2 outputs of 2^(bits-1) bytes "need" 0 bytes. */
  FILLED();
  CHECK_EQ_INT(ascon_xof128_many(out, sizeof out, half, ptrs, lens, 2, 1), ASCON_ERR_TOO_LONG);
  CHECK(all_zero(out, sizeof out));
  {
    ascon_packed p = {buf, sizeof buf, off, 2};
    CHECK_EQ_INT(ascon_xof128_many_packed(out, 0, half, &p, 1), ASCON_ERR_TOO_LONG);
    p.n = half / 16;
    CHECK_EQ_INT(ascon_hash256_many_packed(out, 0, &p, 1), ASCON_ERR_TOO_LONG);
    p.n = (size_t)-1; /* n + 1 offsets do not fit */
    CHECK_EQ_INT(ascon_hash256_many_packed(out, sizeof out, &p, 1), ASCON_ERR_TOO_LONG);
    /* Bad offsets: decreasing, negative, past the data buffer. */
    p.n = 4;
    off[2] = 5;
    FILLED();
    CHECK_EQ_INT(ascon_hash256_many_packed(out, sizeof out, &p, 1), ASCON_ERR_BAD_LENGTH);
    CHECK(all_zero(out, sizeof out));
    off[2] = 20, off[0] = -1;
    CHECK_EQ_INT(ascon_hash256_many_packed(out, sizeof out, &p, 1), ASCON_ERR_BAD_LENGTH);
    off[0] = 0, off[4] = INT64_MAX;
    CHECK_EQ_INT(ascon_hash256_many_packed(out, sizeof out, &p, 1), ASCON_ERR_BAD_LENGTH);
    off[4] = 101; /* one past data_len */
    CHECK_EQ_INT(ascon_hash256_many_packed(out, sizeof out, &p, 1), ASCON_ERR_BAD_LENGTH);
    off[4] = 40;
    p.data = NULL;
    CHECK_EQ_INT(ascon_hash256_many_packed(out, sizeof out, &p, 1), ASCON_ERR_NULL_POINTER);
    CHECK_EQ_INT(ascon_hash256_many_packed(out, sizeof out, NULL, 1), ASCON_ERR_NULL_POINTER);
    p.data = buf;
    CHECK_EQ_INT(ascon_cxof128_many_packed(out, sizeof out, 8, &p, buf, 257, 1), ASCON_ERR_TOO_LONG);
    CHECK_EQ_INT(ascon_cxof128_many(out, sizeof out, 8, ptrs, lens, 4, NULL, 1, 1), ASCON_ERR_NULL_POINTER);
  }
  /* Empty batches succeed and write nothing. */
  CHECK_EQ_INT(ascon_hash256_many(NULL, 0, NULL, NULL, 0, 1), 0);
  {
    const ascon_packed none = {NULL, 0, NULL, 0};
    CHECK_EQ_INT(ascon_hash256_many_packed(NULL, 0, &none, 1), 0);
  }
  CHECK_EQ_INT(ascon_aead128_encrypt_many(NULL, 0, 1), 0);
  CHECK_EQ_INT(ascon_aead128_decrypt_many(NULL, NULL, 0, 1), 0);

  /* AEAD pointer form: message 1 broken; both outputs zeroed, statuses -1. */
  for (i = 0; i < 2; ++i) {
    m[i].key = keys, m[i].nonce = nonces, m[i].ad = NULL, m[i].ad_len = 0;
    m[i].in = buf, m[i].len = 16, m[i].out = out + 32 * i, m[i].tag = tags + 16 * i;
  }
  m[1].key = NULL;
  FILLED();
  CHECK_EQ_INT(ascon_aead128_encrypt_many(m, 2, 1), ASCON_ERR_NULL_POINTER);
  CHECK(all_zero(out, 16) && all_zero(out + 32, 16) && all_zero(tags, 32));
  FILLED();
  status[0] = status[1] = 7;
  CHECK_EQ_INT(ascon_aead128_decrypt_many(status, m, 2, 1), ASCON_ERR_NULL_POINTER);
  CHECK(all_zero(out, 16) && all_zero(out + 32, 16) && status[0] == -1 && status[1] == -1);
  m[1].key = keys, m[1].out = (uint8_t *)buf + 8; /* overlaps its input */
  FILLED();
  CHECK_EQ_INT(ascon_aead128_decrypt_many(status, m, 2, 1), ASCON_ERR_OVERLAPPING_BUFFERS);
  CHECK(all_zero(out, 16) && status[0] == -1 && status[1] == -1);
  m[1].out = out + 32;
  FILLED();
  CHECK_EQ_INT(ascon_aead128_decrypt_many(NULL, m, 2, 1), ASCON_ERR_NULL_POINTER);
  CHECK(all_zero(out, 16) && all_zero(out + 32, 16));

  /* AEAD packed: overlap across messages (out = in + 1), bad key stride,
   * short output, wrapping count, AD of the wrong count. */
  {
    const ascon_packed p = {buf, sizeof buf, off, 4}, ad3 = {buf, sizeof buf, off, 3};
    ascon_packed huge = p;
    FILLED();
    status[0] = status[1] = status[2] = status[3] = 7;
    CHECK_EQ_INT(ascon_aead128_decrypt_many_packed(status, buf + 1, 40, tags, &p, NULL, nonces, keys, 16, 1),
                 ASCON_ERR_OVERLAPPING_BUFFERS);
    CHECK(status[0] == -1 && status[1] == -1 && status[2] == -1 && status[3] == -1);
    CHECK_EQ_INT(ascon_aead128_encrypt_many_packed(out, sizeof out, tags, &p, NULL, nonces, keys, 8, 1),
                 ASCON_ERR_BAD_LENGTH);
    CHECK(all_zero(out, sizeof out) && all_zero(tags, sizeof tags));
    FILLED();
    CHECK_EQ_INT(ascon_aead128_encrypt_many_packed(out, 39, tags, &p, NULL, nonces, keys, 16, 1),
                 ASCON_ERR_BUFFER_TOO_SMALL);
    CHECK(all_zero(out, 39) && all_zero(tags, sizeof tags));
    huge.n = half / 8;
    CHECK_EQ_INT(ascon_aead128_encrypt_many_packed(out, sizeof out, tags, &huge, NULL, nonces, keys, 16, 1),
                 ASCON_ERR_TOO_LONG);
    FILLED();
    CHECK_EQ_INT(ascon_aead128_encrypt_many_packed(out, sizeof out, tags, &p, &ad3, nonces, keys, 16, 1),
                 ASCON_ERR_BAD_LENGTH);
    CHECK(all_zero(out, sizeof out) && all_zero(tags, sizeof tags));
  }
#undef FILLED
}

/* A count no array can hold (16 * n or n descriptors wrap): ASCON_ERR_TOO_LONG,
 * and nothing written that would have to lie past the caller's real arrays
 * (the statuses and tags stay as they were; the sized output is zeroed). */
static void test_impossible_counts(void) {
  static uint8_t out[64], tags[64];
  int status[4] = {7, 7, 7, 7};
  int64_t off[5] = {0, 10, 20, 30, 40};
  uint8_t buf[64];
  const size_t wraps16 = (size_t)-1 / 16 + 1; /* 16 * n wraps, n + 1 does not */
  ascon_packed p = {buf, sizeof buf, off, 4};
  ascon_aead128_message m[2];
  size_t i;
  memset(buf, 1, sizeof buf);
  p.n = wraps16;
  memset(out, 0x55, sizeof out), memset(tags, 0x55, sizeof tags);
  CHECK_EQ_INT(ascon_aead128_decrypt_many_packed(status, out, sizeof out, tags, &p, NULL, nonces, keys, 16, 1),
               ASCON_ERR_TOO_LONG);
  CHECK(status[0] == 7 && status[1] == 7 && status[2] == 7 && status[3] == 7);
  CHECK(all_zero(out, sizeof out));
  memset(out, 0x55, sizeof out);
  CHECK_EQ_INT(ascon_aead128_encrypt_many_packed(out, sizeof out, tags, &p, NULL, nonces, keys, 0, 1),
               ASCON_ERR_TOO_LONG);
  CHECK(all_zero(out, sizeof out));
  for (i = 0; i < sizeof tags; ++i) CHECK(tags[i] == 0x55);
  /* An AD list with an impossible count beside a real message list: the
   * counts differ, refused before the AD offsets are read. */
  {
    ascon_packed real = {buf, sizeof buf, off, 4};
    CHECK_EQ_INT(ascon_aead128_decrypt_many_packed(status, out, sizeof out, tags, &real, &p, nonces, keys, 16, 1),
                 ASCON_ERR_BAD_LENGTH);
    CHECK(status[0] == -1 && status[3] == -1);
  }
  /* Pointer form: n descriptors that cannot fit in memory. */
  for (i = 0; i < 2; ++i) {
    m[i].key = keys, m[i].nonce = nonces, m[i].ad = NULL, m[i].ad_len = 0;
    m[i].in = buf, m[i].len = 16, m[i].out = out + 32 * i, m[i].tag = tags + 16 * i;
  }
  status[0] = status[1] = status[2] = status[3] = 7;
  memset(out, 0x55, sizeof out);
  CHECK_EQ_INT(ascon_aead128_decrypt_many(status, m, (size_t)-1 / sizeof m[0] + 1, 1), ASCON_ERR_TOO_LONG);
  CHECK(status[0] == 7 && status[1] == 7 && status[2] == 7 && status[3] == 7);
  CHECK_EQ_INT(ascon_aead128_decrypt_many(NULL, m, (size_t)-1 / sizeof m[0] + 1, 1), ASCON_ERR_TOO_LONG);
  CHECK_EQ_INT(ascon_aead128_encrypt_many(m, (size_t)-1 / sizeof m[0] + 1, 1), ASCON_ERR_TOO_LONG);
  for (i = 0; i < sizeof out; ++i) CHECK(out[i] == 0x55);
  for (i = 0; i < sizeof tags; ++i) CHECK(tags[i] == 0x55);
}

/* Nothing an AEAD batch writes may overlap anything it reads (or another
 * output): refused, every status -1 / every output zeroed. In place stays. */
static void test_overlaps(void) {
  static uint8_t region[256], buf[64], tags[64];
  static int keyed[16]; /* int-aligned bytes, for statuses over keys */
  int status[4];
  int64_t off[5] = {0, 10, 20, 30, 40};
  const ascon_packed p = {buf, sizeof buf, off, 4};
  ascon_packed ad = {region, sizeof region, off, 4};
  ascon_aead128_message m[2];
  size_t i;
#define STATUS_FAILED() (status[0] == -1 && status[1] == -1 && status[2] == -1 && status[3] == -1)
#define RESET() (memset(status, 7, sizeof status), memset(region, 0x55, sizeof region))
  memset(buf, 3, sizeof buf);
  /* Packed: the output over the key table, the nonces, the AD, the offsets,
   * the tags; the tags over the nonces; the statuses over the keys. */
  RESET();
  CHECK_EQ_INT(ascon_aead128_decrypt_many_packed(status, region, 40, tags, &p, NULL, nonces, region + 8, 0, 1),
               ASCON_ERR_OVERLAPPING_BUFFERS);
  CHECK(STATUS_FAILED() && all_zero(region, 40));
  RESET();
  CHECK_EQ_INT(ascon_aead128_decrypt_many_packed(status, region, 40, tags, &p, NULL, region + 32, keys, 16, 1),
               ASCON_ERR_OVERLAPPING_BUFFERS);
  CHECK(STATUS_FAILED());
  CHECK_EQ_INT(ascon_aead128_encrypt_many_packed(region + 4, 40, tags, &p, &ad, nonces, keys, 16, 1),
               ASCON_ERR_OVERLAPPING_BUFFERS);
  CHECK_EQ_INT(ascon_aead128_encrypt_many_packed((uint8_t *)off, 40, tags, &p, NULL, nonces, keys, 16, 1),
               ASCON_ERR_OVERLAPPING_BUFFERS);
  /* (failing closed zeroed the 40 bytes declared as output: the offsets) */
  CHECK(off[0] == 0 && off[4] == 0);
  for (i = 0; i < 5; ++i) off[i] = 10 * (int64_t)i;
  CHECK_EQ_INT(ascon_aead128_encrypt_many_packed(region, 40, region + 30, &p, NULL, nonces, keys, 16, 1),
               ASCON_ERR_OVERLAPPING_BUFFERS);
  CHECK_EQ_INT(ascon_aead128_encrypt_many_packed(region, 40, tags, &p, NULL, tags + 8, keys, 16, 1),
               ASCON_ERR_OVERLAPPING_BUFFERS);
  CHECK_EQ_INT(ascon_aead128_decrypt_many_packed(keyed, region, 40, tags, &p, NULL, nonces, (uint8_t *)keyed, 0, 1),
               ASCON_ERR_OVERLAPPING_BUFFERS);
  /* In place is still allowed, and the AD may share memory with other inputs. */
  memcpy(region, buf, 40);
  ad.data = buf;
  {
    const ascon_packed in_region = {region, 40, off, 4};
    CHECK_EQ_INT(ascon_aead128_encrypt_many_packed(region, 40, tags, &in_region, &ad, nonces, keys, 16, 1), 0);
    CHECK(memcmp(region, buf, 40) != 0);
    CHECK_EQ_INT(ascon_aead128_decrypt_many_packed(status, region, 40, tags, &in_region, &ad, nonces, keys, 16, 1), 0);
    CHECK(memcmp(region, buf, 40) == 0);
  }

  /* Pointer form: each message's outputs against its own inputs, and the
   * statuses against every message. */
  for (i = 0; i < 2; ++i) {
    m[i].key = keys, m[i].nonce = nonces, m[i].ad = buf, m[i].ad_len = 8;
    m[i].in = buf + 16, m[i].len = 16, m[i].out = region + 32 * i, m[i].tag = tags + 16 * i;
  }
  CHECK_EQ_INT(ascon_aead128_encrypt_many(m, 2, 1), 0);
  m[1].key = region + 32 + 4; /* its output over its key */
  RESET();
  CHECK_EQ_INT(ascon_aead128_decrypt_many(status, m, 2, 1), ASCON_ERR_OVERLAPPING_BUFFERS);
  CHECK(status[0] == -1 && status[1] == -1 && all_zero(region, 16));
  m[1].key = keys, m[1].tag = (uint8_t *)nonces; /* the tag it writes over its nonce */
  CHECK_EQ_INT(ascon_aead128_encrypt_many(m, 2, 1), ASCON_ERR_OVERLAPPING_BUFFERS);
  m[1].tag = region + 32 + 8; /* decryption output over the tag it reads */
  CHECK_EQ_INT(ascon_aead128_decrypt_many(status, m, 2, 1), ASCON_ERR_OVERLAPPING_BUFFERS);
  m[1].tag = tags + 16, m[1].ad = region + 32; /* output over its AD */
  CHECK_EQ_INT(ascon_aead128_decrypt_many(status, m, 2, 1), ASCON_ERR_OVERLAPPING_BUFFERS);
  m[1].ad = buf, m[1].key = (uint8_t *)keyed; /* the statuses over a key */
  CHECK_EQ_INT(ascon_aead128_decrypt_many(keyed, m, 2, 1), ASCON_ERR_OVERLAPPING_BUFFERS);
  m[1].key = keys, m[1].out = (uint8_t *)m[1].in; /* in place */
  CHECK_EQ_INT(ascon_aead128_encrypt_many(m, 2, 1), 0);
#undef STATUS_FAILED
#undef RESET
}

/* Every row ascon_batch_supported names, read from the catalogue rows
 * (ascon_algorithm_info), through ascon_batch_by_name and its packed form:
 * equal to the row's one-message function; misuse by name fails closed. */
static void test_by_name(unsigned threads) {
  static uint8_t got[64 * N], got2[64 * N], want[64 * N];
  static const uint8_t key[16] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16};
  static const uint8_t custom[3] = {'c', 't', 'x'};
  size_t r, i, rows = 0;
  for (r = 0; r < ascon_algorithm_count(); ++r) {
    const ascon_algorithm *a = ascon_algorithm_info(r);
    const size_t out_len = a->output_bytes != 0 ? a->output_bytes : 40;
    const uint8_t *k = a->key_bytes != 0 ? key : NULL;
    const int cx = strcmp(a->kind, "cxof") == 0;
    if (!ascon_batch_supported(a->name)) continue;
    ++rows;
    CHECK_EQ_INT(ascon_batch_by_name(a->name, got, sizeof got, out_len, ptrs, lens, N, k, a->key_bytes,
                                     cx ? custom : NULL, cx ? 3 : 0, threads),
                 0);
    CHECK_EQ_INT(ascon_batch_by_name_packed(a->name, got2, sizeof got2, out_len, &packed, k, a->key_bytes,
                                            cx ? custom : NULL, cx ? 3 : 0, threads),
                 0);
    for (i = 0; i < N; ++i) {
      uint8_t *w = want + i * out_len;
      if (strcmp(a->kind, "hash") == 0 || strcmp(a->kind, "xof") == 0)
        CHECK_EQ_INT(ascon_hash_by_name(a->name, w, out_len, ptrs[i], lens[i]), 0);
      else if (cx)
        CHECK_EQ_INT(ascon_cxof128(w, out_len, ptrs[i], lens[i], custom, 3), 0);
      else if (strcmp(a->kind, "mac") == 0)
        CHECK_EQ_INT(ascon_mac(w, ptrs[i], lens[i], key), 0);
      else if (strcmp(a->kind, "prf") == 0)
        CHECK_EQ_INT(ascon_prf(w, out_len, ptrs[i], lens[i], key), 0);
      else
        CHECK(0); /* a batch row of a kind this test does not know */
    }
    CHECK(memcmp(got, want, out_len * N) == 0);
    CHECK(memcmp(got2, want, out_len * N) == 0);
  }
  CHECK(rows >= 3);
#define REFUSED(call, err) \
  memset(got, 0x55, 64);   \
  CHECK_EQ_INT(call, err); \
  CHECK(all_zero(got, 64))
  REFUSED(ascon_batch_by_name("ascon-hash-v12", got, 64, 32, ptrs, lens, 2, NULL, 0, NULL, 0, 1),
          ASCON_ERR_UNAVAILABLE);
  REFUSED(ascon_batch_by_name(NULL, got, 64, 32, ptrs, lens, 2, NULL, 0, NULL, 0, 1), ASCON_ERR_UNAVAILABLE);
  REFUSED(ascon_batch_by_name("ascon-hash256", got, 64, 31, ptrs, lens, 2, NULL, 0, NULL, 0, 1), ASCON_ERR_BAD_LENGTH);
  REFUSED(ascon_batch_by_name("ascon-hash256", got, 64, 32, ptrs, lens, 2, key, 16, NULL, 0, 1), ASCON_ERR_BAD_LENGTH);
  REFUSED(ascon_batch_by_name("ascon-xof128", got, 64, 32, ptrs, lens, 2, NULL, 0, custom, 3, 1), ASCON_ERR_BAD_LENGTH);
  REFUSED(ascon_batch_by_name_packed("ascon-hash-v12", got, 64, 1, &packed, NULL, 0, NULL, 0, 1),
          ASCON_ERR_UNAVAILABLE);
#undef REFUSED
}

int main(void) {
  make_messages();
  test_sponges(1);
  test_sponges(3);
  test_aead(1);
  test_aead(3);
  test_by_name(1);
  test_by_name(3);
  test_misuse();
  test_impossible_counts();
  test_overlaps();
  return check_exit("test_batch");
}
