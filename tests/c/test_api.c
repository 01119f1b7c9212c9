/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The C API's contract beyond the known answers: sizes (macros == functions
 * == sizeof), version, error strings, every misuse path returning its
 * documented code and writing nothing, in-place operation, incremental ==
 * one-shot at every split point, nonce masking, truncated tags, and the
 * decryption states never leaving unverified plaintext behind. */
#include <ascon.h>
#include <stdint.h>
#include <stdlib.h>

#include "check.h"

CHECK_MAIN_DEFS

static uint8_t key[32], nonce[16], msg[64], ad[40];

static void test_sizes(void) {
#define SIZE_IS(macro, fn, value) \
  do {                            \
    CHECK_EQ_INT(macro, fn());    \
    CHECK_EQ_INT(macro, value);   \
  } while (0)
  SIZE_IS(ASCON_AEAD128_KEYBYTES, ascon_aead128_keybytes, 16);
  SIZE_IS(ASCON_AEAD128_MASKED_KEYBYTES, ascon_aead128_masked_keybytes, 32);
  SIZE_IS(ASCON_AEAD128_NONCEBYTES, ascon_aead128_noncebytes, 16);
  SIZE_IS(ASCON_AEAD128_TAGBYTES, ascon_aead128_tagbytes, 16);
  SIZE_IS(ASCON_AEAD128_MIN_TAGBYTES, ascon_aead128_min_tagbytes, 4);
  SIZE_IS(ASCON_HASH256_BYTES, ascon_hash256_bytes, 32);
  SIZE_IS(ASCON_XOF128_BLOCKBYTES, ascon_xof128_blockbytes, 8);
  SIZE_IS(ASCON_CXOF128_MAX_CUSTOMBYTES, ascon_cxof128_max_custombytes, 256);
  SIZE_IS(ASCON_MAC_KEYBYTES, ascon_mac_keybytes, 16);
  SIZE_IS(ASCON_MAC_BYTES, ascon_mac_bytes, 16);
  SIZE_IS(ASCON_PRF_KEYBYTES, ascon_prf_keybytes, 16);
  SIZE_IS(ASCON_PRFSHORT_KEYBYTES, ascon_prfshort_keybytes, 16);
  SIZE_IS(ASCON_PRFSHORT_MAX_INPUTBYTES, ascon_prfshort_max_inputbytes, 16);
  SIZE_IS(ASCON_PRFSHORT_MAX_BYTES, ascon_prfshort_max_bytes, 16);
#if ASCON_TEST_HAS_V12
  SIZE_IS(ASCON_V12_ASCON128_KEYBYTES, ascon_v12_ascon128_keybytes, 16);
  SIZE_IS(ASCON_V12_ASCON128A_KEYBYTES, ascon_v12_ascon128a_keybytes, 16);
  SIZE_IS(ASCON_V12_ASCON80PQ_KEYBYTES, ascon_v12_ascon80pq_keybytes, 20);
  SIZE_IS(ASCON_V12_AEAD_NONCEBYTES, ascon_v12_aead_noncebytes, 16);
  SIZE_IS(ASCON_V12_AEAD_TAGBYTES, ascon_v12_aead_tagbytes, 16);
  SIZE_IS(ASCON_V12_HASH_BYTES, ascon_v12_hash_bytes, 32);
  SIZE_IS(ASCON_V12_MAC_KEYBYTES, ascon_v12_mac_keybytes, 16);
  SIZE_IS(ASCON_V12_MAC_BYTES, ascon_v12_mac_bytes, 16);
#endif
#define STATE_IS(name, macro)           \
  do {                                  \
    CHECK_EQ_INT(macro, name##_size()); \
    CHECK_EQ_INT(macro, sizeof(name));  \
  } while (0)
  STATE_IS(ascon_hash256_state, ASCON_HASH256_STATE_SIZE);
  STATE_IS(ascon_xof128_state, ASCON_XOF128_STATE_SIZE);
  STATE_IS(ascon_cxof128_state, ASCON_CXOF128_STATE_SIZE);
  STATE_IS(ascon_mac_state, ASCON_MAC_STATE_SIZE);
  STATE_IS(ascon_prf_state, ASCON_PRF_STATE_SIZE);
  STATE_IS(ascon_aead128_encrypt_state, ASCON_AEAD128_ENCRYPT_STATE_SIZE);
  STATE_IS(ascon_aead128_decrypt_state, ASCON_AEAD128_DECRYPT_STATE_SIZE);
#if ASCON_TEST_HAS_V12
  STATE_IS(ascon_v12_hash_state, ASCON_V12_HASH_STATE_SIZE);
  STATE_IS(ascon_v12_hasha_state, ASCON_V12_HASHA_STATE_SIZE);
  STATE_IS(ascon_v12_xof_state, ASCON_V12_XOF_STATE_SIZE);
  STATE_IS(ascon_v12_xofa_state, ASCON_V12_XOFA_STATE_SIZE);
  STATE_IS(ascon_v12_mac_state, ASCON_V12_MAC_STATE_SIZE);
  STATE_IS(ascon_v12_maca_state, ASCON_V12_MACA_STATE_SIZE);
  STATE_IS(ascon_v12_prf_state, ASCON_V12_PRF_STATE_SIZE);
  STATE_IS(ascon_v12_prfa_state, ASCON_V12_PRFA_STATE_SIZE);
  STATE_IS(ascon_v12_ascon128_encrypt_state, ASCON_V12_ASCON128_ENCRYPT_STATE_SIZE);
  STATE_IS(ascon_v12_ascon128_decrypt_state, ASCON_V12_ASCON128_DECRYPT_STATE_SIZE);
  STATE_IS(ascon_v12_ascon128a_encrypt_state, ASCON_V12_ASCON128A_ENCRYPT_STATE_SIZE);
  STATE_IS(ascon_v12_ascon128a_decrypt_state, ASCON_V12_ASCON128A_DECRYPT_STATE_SIZE);
  STATE_IS(ascon_v12_ascon80pq_encrypt_state, ASCON_V12_ASCON80PQ_ENCRYPT_STATE_SIZE);
  STATE_IS(ascon_v12_ascon80pq_decrypt_state, ASCON_V12_ASCON80PQ_DECRYPT_STATE_SIZE);
#endif
  /* The state types are sized for the edition compiled: libascon's are its
   * ABI (320 and 128 bytes, 8-byte aligned), the C99 edition's hold its own
   * smaller structs (at most 96 and 56 bytes on hosts, less on 16-bit targets). */
#if defined(ASCON_C99)
  CHECK(sizeof(ascon_aead128_encrypt_state) <= 72);
  CHECK(sizeof(ascon_aead128_decrypt_state) <= 96);
  CHECK(sizeof(ascon_hash256_state) <= 56);
  CHECK(sizeof(ascon_mac_state) <= 56);
  CHECK(sizeof(ascon_aead128_truncated_key) <= 40);
#else
  CHECK_EQ_INT(sizeof(ascon_aead128_truncated_key), 192);
  CHECK_EQ_INT(sizeof(ascon_aead128_encrypt_state), 320);
  CHECK_EQ_INT(sizeof(ascon_aead128_decrypt_state), 320);
  CHECK_EQ_INT(sizeof(ascon_hash256_state), 128);
  CHECK_EQ_INT(sizeof(ascon_xof128_state), 128);
  CHECK_EQ_INT(sizeof(ascon_cxof128_state), 128);
  CHECK_EQ_INT(sizeof(ascon_mac_state), 128);
  CHECK_EQ_INT(sizeof(ascon_prf_state), 128);
#endif
}

static void test_version_and_errors(void) {
  char expect[32];
  int a, b;
  snprintf(expect, sizeof expect, "%d.%d.%d", ASCON_VERSION_MAJOR, ASCON_VERSION_MINOR, ASCON_VERSION_PATCH);
  CHECK(strcmp(ascon_version_string(), expect) == 0);
  CHECK(strcmp(ASCON_VERSION_STRING, expect) == 0);
  /* the dispatched implementation: one of two names, and the baseline when forced */
#if ASCON_TEST_HAS_V12
  CHECK(strcmp(ascon_implementation(), "x86-64-v3") == 0 || strcmp(ascon_implementation(), "baseline") == 0);
#else /* the C99 edition names its state representation */
  CHECK(strcmp(ascon_implementation(), "c99-64") == 0 || strcmp(ascon_implementation(), "c99-8") == 0);
#endif
  {
    const char *forced = getenv("ASCON_IMPLEMENTATION");
    if (ASCON_TEST_HAS_V12 && forced && strcmp(forced, "baseline") == 0)
      CHECK(strcmp(ascon_implementation(), "baseline") == 0);
    printf("ascon_implementation: %s\n", ascon_implementation());
  }
  /* every code has its own message; anything else is "unknown" */
  for (a = ASCON_ERR_BAD_RANDOMNESS; a <= 0; ++a) {
    CHECK(ascon_error_string(a) != NULL && strstr(ascon_error_string(a), "unknown") == NULL);
    for (b = ASCON_ERR_BAD_RANDOMNESS; b < a; ++b) CHECK(strcmp(ascon_error_string(a), ascon_error_string(b)) != 0);
  }
  CHECK(strstr(ascon_error_string(1), "unknown") != NULL);
  CHECK(strstr(ascon_error_string(ASCON_ERR_BAD_RANDOMNESS - 1), "unknown") != NULL);
  CHECK(strstr(ascon_error_string(ASCON_ERR_AUTHENTICATION_FAILED), "authentication") != NULL);
  CHECK(strstr(ascon_error_string(ASCON_ERR_UNAVAILABLE), "not available") != NULL);
  /* the 0.1 spellings stay */
  CHECK(ASCON_ERR_AUTH == ASCON_ERR_AUTHENTICATION_FAILED && ASCON_ERR_OVERLAP == ASCON_ERR_OVERLAPPING_BUFFERS);
  {
    uint8_t z[5] = {1, 2, 3, 4, 5};
    ascon_memzero(z, sizeof z);
    CHECK(all_zero(z, sizeof z));
    ascon_memzero(NULL, 0);
  }
}

/* One-shot AEAD misuse: each returns its code, writes nothing, leaves lengths alone. */
static void test_aead_errors(void) {
  uint8_t c[64 + 16], m[64], tag[16];
  size_t len = 999;
  memset(c, 0xCC, sizeof c);
  memset(m, 0xDD, sizeof m);
  memset(tag, 0xEE, sizeof tag);
#define UNTOUCHED() CHECK(c[0] == 0xCC && c[20] == 0xCC && m[0] == 0xDD && tag[0] == 0xEE && len == 999)
  CHECK_EQ_INT(ascon_aead128_encrypt(c, sizeof c, &len, NULL, 5, ad, 0, nonce, key), ASCON_ERR_NULL_POINTER);
  UNTOUCHED();
  CHECK_EQ_INT(ascon_aead128_encrypt(NULL, 21, &len, msg, 5, ad, 0, nonce, key), ASCON_ERR_NULL_POINTER);
  CHECK_EQ_INT(ascon_aead128_encrypt(c, sizeof c, &len, msg, 5, NULL, 3, nonce, key), ASCON_ERR_NULL_POINTER);
  CHECK_EQ_INT(ascon_aead128_encrypt(c, sizeof c, &len, msg, 5, ad, 0, NULL, key), ASCON_ERR_NULL_POINTER);
  CHECK_EQ_INT(ascon_aead128_encrypt(c, sizeof c, &len, msg, 5, ad, 0, nonce, NULL), ASCON_ERR_NULL_POINTER);
  CHECK_EQ_INT(ascon_aead128_encrypt(c, 20, &len, msg, 5, ad, 0, nonce, key), ASCON_ERR_BUFFER_TOO_SMALL);
  CHECK_EQ_INT(ascon_aead128_encrypt(c, 15, &len, NULL, 0, NULL, 0, nonce, key), ASCON_ERR_BUFFER_TOO_SMALL);
  CHECK_EQ_INT(ascon_aead128_encrypt(c, sizeof c, &len, c + 1, 20, ad, 0, nonce, key), ASCON_ERR_OVERLAP);
  /* A plaintext whose ciphertext || tag length would pass SIZE_MAX. */
  CHECK_EQ_INT(ascon_aead128_encrypt(c, sizeof c, &len, msg, SIZE_MAX - 15, ad, 0, nonce, key), ASCON_ERR_BAD_LENGTH);
  CHECK_EQ_INT(ascon_aead128_encrypt(c, sizeof c, &len, msg, SIZE_MAX, ad, 0, nonce, key), ASCON_ERR_BAD_LENGTH);
  UNTOUCHED();
  CHECK_EQ_INT(ascon_aead128_decrypt(m, sizeof m, &len, c, 15, ad, 0, nonce, key), ASCON_ERR_BAD_LENGTH);
  CHECK_EQ_INT(ascon_aead128_decrypt(m, 4, &len, c, 21, ad, 0, nonce, key), ASCON_ERR_BUFFER_TOO_SMALL);
  CHECK_EQ_INT(ascon_aead128_decrypt(NULL, 5, &len, c, 21, ad, 0, nonce, key), ASCON_ERR_NULL_POINTER);
  CHECK_EQ_INT(ascon_aead128_decrypt(m, sizeof m, &len, NULL, 21, ad, 0, nonce, key), ASCON_ERR_NULL_POINTER);
#if ASCON_TEST_HAS_V12
  CHECK_EQ_INT(ascon_v12_ascon128_decrypt(m, sizeof m, &len, c, 0, ad, 0, nonce, key), ASCON_ERR_BAD_LENGTH);
#endif
  UNTOUCHED();
  CHECK_EQ_INT(ascon_aead128_encrypt_detached(c, tag, 3, msg, 5, ad, 0, nonce, key), ASCON_ERR_BAD_LENGTH);
  CHECK_EQ_INT(ascon_aead128_encrypt_detached(c, tag, 17, msg, 5, ad, 0, nonce, key), ASCON_ERR_BAD_LENGTH);
  CHECK_EQ_INT(ascon_aead128_encrypt_detached(c, NULL, 16, msg, 5, ad, 0, nonce, key), ASCON_ERR_NULL_POINTER);
  CHECK_EQ_INT(ascon_aead128_decrypt_detached(m, c, 5, tag, 3, ad, 0, nonce, key), ASCON_ERR_BAD_LENGTH);
  CHECK_EQ_INT(ascon_aead128_decrypt_detached(m, c, 5, NULL, 16, ad, 0, nonce, key), ASCON_ERR_NULL_POINTER);
#if ASCON_TEST_HAS_V12
  CHECK_EQ_INT(ascon_v12_ascon128a_encrypt_detached(c, NULL, msg, 5, ad, 0, nonce, key), ASCON_ERR_NULL_POINTER);
#endif
  CHECK_EQ_INT(ascon_aead128_encrypt_bits(c, tag, 31, msg, 5, ad, 0, nonce, key), ASCON_ERR_BAD_LENGTH);
  CHECK_EQ_INT(ascon_aead128_encrypt_bits(c, tag, 129, msg, 5, ad, 0, nonce, key), ASCON_ERR_BAD_LENGTH);
  CHECK_EQ_INT(ascon_aead128_masked_encrypt(c, sizeof c, &len, msg, 5, ad, 0, nonce, NULL), ASCON_ERR_NULL_POINTER);
  UNTOUCHED();
  /* A wrong tag with every byte flipped in turn: all fail, output zeroed. */
  {
    size_t i;
    uint8_t ct[16 + 16], out[16];
    CHECK_EQ_INT(ascon_aead128_encrypt(ct, sizeof ct, NULL, msg, 16, ad, 7, nonce, key), 0);
    for (i = 0; i < sizeof ct; ++i) {
      ct[i] ^= 0x40;
      memset(out, 0xAB, sizeof out);
      CHECK_EQ_INT(ascon_aead128_decrypt(out, sizeof out, NULL, ct, sizeof ct, ad, 7, nonce, key), ASCON_ERR_AUTH);
      CHECK(all_zero(out, sizeof out));
      ct[i] ^= 0x40;
    }
    ad[0] ^= 1;
    CHECK_EQ_INT(ascon_aead128_decrypt(out, sizeof out, NULL, ct, sizeof ct, ad, 7, nonce, key), ASCON_ERR_AUTH);
    ad[0] ^= 1;
    nonce[15] ^= 1;
    CHECK_EQ_INT(ascon_aead128_decrypt(out, sizeof out, NULL, ct, sizeof ct, ad, 7, nonce, key), ASCON_ERR_AUTH);
    nonce[15] ^= 1;
    CHECK_EQ_INT(ascon_aead128_decrypt(out, sizeof out, NULL, ct, sizeof ct, ad, 7, nonce, key), 0);
    CHECK(memcmp(out, msg, 16) == 0);
  }
}

/* In place (c == m), truncated tags, and masking == plain with nonce ^ K2. */
static void test_aead_shapes(void) {
  uint8_t buf[64 + 16], ref[64 + 16], tag[16], n2[16], t2[16];
  size_t len = 0, i;
  CHECK_EQ_INT(ascon_aead128_encrypt(ref, sizeof ref, &len, msg, 64, ad, 40, nonce, key), 0);
  CHECK_EQ_INT(len, 80);
  memcpy(buf, msg, 64);
  CHECK_EQ_INT(ascon_aead128_encrypt(buf, sizeof buf, &len, buf, 64, ad, 40, nonce, key), 0);
  CHECK(memcmp(buf, ref, 80) == 0);
  CHECK_EQ_INT(ascon_aead128_decrypt(buf, sizeof buf, &len, buf, 80, ad, 40, nonce, key), 0);
  CHECK(len == 64 && memcmp(buf, msg, 64) == 0);
  for (i = 4; i <= 16; ++i) { /* a truncated tag is a prefix of the full one and verifies */
    ascon_aead128_truncated_key tk;
    CHECK_EQ_INT(ascon_aead128_truncated_init(&tk, key, 8 * i), 0);
    memset(tag, 0, sizeof tag);
    CHECK_EQ_INT(ascon_aead128_truncated_encrypt_bits(&tk, buf, tag, msg, 8 * 64, ad, 8 * 40, nonce), 0);
    CHECK(memcmp(tag, ref + 64, i) == 0 && (i == 16 || tag[i] == 0));
    CHECK_EQ_INT(ascon_aead128_truncated_decrypt_bits(&tk, buf, ref, 8 * 64, tag, ad, 8 * 40, nonce), 0);
    tag[i - 1] ^= 0x80;
    CHECK_EQ_INT(ascon_aead128_truncated_decrypt_bits(&tk, buf, ref, 8 * 64, tag, ad, 8 * 40, nonce), ASCON_ERR_AUTH);
    CHECK(all_zero(buf, 64));
    ascon_aead128_truncated_wipe(&tk);
  }
  /* nonce masking */
  for (i = 0; i < 16; ++i) n2[i] = nonce[i] ^ key[16 + i];
  CHECK_EQ_INT(ascon_aead128_encrypt(ref, sizeof ref, NULL, msg, 33, ad, 9, n2, key), 0);
  CHECK_EQ_INT(ascon_aead128_masked_encrypt(buf, sizeof buf, &len, msg, 33, ad, 9, nonce, key), 0);
  CHECK(len == 49 && memcmp(buf, ref, 49) == 0);
  CHECK_EQ_INT(ascon_aead128_masked_decrypt(buf, sizeof buf, &len, ref, 49, ad, 9, nonce, key), 0);
  CHECK(len == 33 && memcmp(buf, msg, 33) == 0);
  CHECK_EQ_INT(ascon_aead128_masked_encrypt_detached(buf, t2, 16, msg, 33, ad, 9, nonce, key), 0);
  CHECK(memcmp(buf, ref, 33) == 0 && memcmp(t2, ref + 33, 16) == 0);
  CHECK_EQ_INT(ascon_aead128_masked_decrypt_detached(buf, ref, 33, t2, 16, ad, 9, nonce, key), 0);
  CHECK_EQ_INT(ascon_aead128_masked_decrypt_detached(buf, ref, 33, t2, 16, ad, 9, n2, key), ASCON_ERR_AUTH);
  {
    ascon_aead128_encrypt_state es;
    ascon_aead128_decrypt_state ds;
    CHECK_EQ_INT(ascon_aead128_masked_encrypt_init(&es, nonce, key), 0);
    CHECK_EQ_INT(ascon_aead128_encrypt_update_ad(&es, ad, 9), 0);
    CHECK_EQ_INT(ascon_aead128_encrypt_update(&es, buf, msg, 33), 0);
    CHECK_EQ_INT(ascon_aead128_encrypt_final(&es, t2, 16), 0);
    CHECK(memcmp(buf, ref, 33) == 0 && memcmp(t2, ref + 33, 16) == 0);
    CHECK_EQ_INT(ascon_aead128_masked_decrypt_init(&ds, buf, sizeof buf, nonce, key), 0);
    CHECK_EQ_INT(ascon_aead128_decrypt_update_ad(&ds, ad, 9), 0);
    CHECK_EQ_INT(ascon_aead128_decrypt_update(&ds, ref, 33), 0);
    CHECK_EQ_INT(ascon_aead128_decrypt_final(&ds, ref + 33, 16, &len), 0);
    CHECK(len == 33 && memcmp(buf, msg, 33) == 0);
  }
}

/* Incremental AEAD at every split point of data and AD equals one-shot. */
static void test_aead_every_split(void) {
  uint8_t ref[64 + 16], c[64], m[64], tag[16];
  size_t split, len;
  CHECK_EQ_INT(ascon_aead128_encrypt(ref, sizeof ref, NULL, msg, 64, ad, 40, nonce, key), 0);
  for (split = 0; split <= 64; ++split) {
    ascon_aead128_encrypt_state es;
    ascon_aead128_decrypt_state ds;
    size_t as = split % 41;
    CHECK_EQ_INT(ascon_aead128_encrypt_init(&es, nonce, key), 0);
    CHECK_EQ_INT(ascon_aead128_encrypt_update_ad(&es, ad, as), 0);
    CHECK_EQ_INT(ascon_aead128_encrypt_update_ad(&es, ad + as, 40 - as), 0);
    CHECK_EQ_INT(ascon_aead128_encrypt_update(&es, c, msg, split), 0);
    CHECK_EQ_INT(ascon_aead128_encrypt_update(&es, c + split, msg + split, 64 - split), 0);
    CHECK_EQ_INT(ascon_aead128_encrypt_final(&es, tag, 16), 0);
    CHECK(memcmp(c, ref, 64) == 0 && memcmp(tag, ref + 64, 16) == 0);
    CHECK_EQ_INT(ascon_aead128_decrypt_init(&ds, m, sizeof m, nonce, key), 0);
    CHECK_EQ_INT(ascon_aead128_decrypt_update_ad(&ds, ad, as), 0);
    CHECK_EQ_INT(ascon_aead128_decrypt_update_ad(&ds, ad + as, 40 - as), 0);
    CHECK_EQ_INT(ascon_aead128_decrypt_update(&ds, ref, split), 0);
    CHECK_EQ_INT(ascon_aead128_decrypt_update(&ds, ref + split, 64 - split), 0);
    CHECK_EQ_INT(ascon_aead128_decrypt_final(&ds, ref + 64, 16, &len), 0);
    CHECK(len == 64 && memcmp(m, msg, 64) == 0);
  }
}

/* Incremental AEAD misuse: out of order, after final, before init, and the
 * decryption state zeroing everything it wrote on any error or abort. */
static void test_aead_incremental_errors(void) {
  ascon_aead128_encrypt_state es;
  ascon_aead128_decrypt_state ds;
#if ASCON_TEST_HAS_V12
  ascon_v12_ascon80pq_decrypt_state ds80;
#endif
  uint8_t c[64], m[64], tag[16];
  size_t len = 999;
  memset(&es, 0, sizeof es);
  memset(&ds, 0, sizeof ds);
  CHECK_EQ_INT(ascon_aead128_encrypt_update(&es, c, msg, 5), ASCON_ERR_OUT_OF_ORDER); /* before init */
  CHECK_EQ_INT(ascon_aead128_decrypt_update(&ds, c, 5), ASCON_ERR_OUT_OF_ORDER);
  CHECK_EQ_INT(ascon_aead128_decrypt_abort(&ds), ASCON_ERR_OUT_OF_ORDER);
  CHECK_EQ_INT(ascon_aead128_encrypt_init(NULL, nonce, key), ASCON_ERR_NULL_POINTER);
  CHECK_EQ_INT(ascon_aead128_encrypt_init(&es, NULL, key), ASCON_ERR_NULL_POINTER);
  CHECK_EQ_INT(ascon_aead128_decrypt_init(&ds, NULL, 5, nonce, key), ASCON_ERR_NULL_POINTER);
  CHECK_EQ_INT(ascon_aead128_encrypt_update(NULL, c, msg, 5), ASCON_ERR_NULL_POINTER);
  CHECK_EQ_INT(ascon_aead128_decrypt_final(NULL, tag, 16, &len), ASCON_ERR_NULL_POINTER);

  /* encryption: AD after data poisons the state; final then fails, writes no tag */
  memset(tag, 0xEE, sizeof tag);
  CHECK_EQ_INT(ascon_aead128_encrypt_init(&es, nonce, key), 0);
  CHECK_EQ_INT(ascon_aead128_encrypt_update(&es, c, msg, 5), 0);
  CHECK_EQ_INT(ascon_aead128_encrypt_update_ad(&es, ad, 3), ASCON_ERR_OUT_OF_ORDER);
  CHECK_EQ_INT(ascon_aead128_encrypt_update(&es, c, msg, 5), ASCON_ERR_OUT_OF_ORDER);
  CHECK_EQ_INT(ascon_aead128_encrypt_final(&es, tag, 16), ASCON_ERR_OUT_OF_ORDER);
  CHECK(tag[0] == 0xEE);
  CHECK_EQ_INT(ascon_aead128_encrypt_final(&es, tag, 16), ASCON_ERR_OUT_OF_ORDER); /* ended */
  /* a wrong tag length is refused without ending the operation */
  CHECK_EQ_INT(ascon_aead128_encrypt_init(&es, nonce, key), 0);
  CHECK_EQ_INT(ascon_aead128_encrypt_update(&es, c, msg, 5), 0);
  CHECK_EQ_INT(ascon_aead128_encrypt_update(&es, c + 1, c, 5), ASCON_ERR_OVERLAP);
  CHECK_EQ_INT(ascon_aead128_encrypt_update(&es, NULL, msg, 5), ASCON_ERR_NULL_POINTER);
  CHECK_EQ_INT(ascon_aead128_encrypt_final(&es, tag, 3), ASCON_ERR_BAD_LENGTH);
  CHECK(tag[0] == 0xEE);
  CHECK_EQ_INT(ascon_aead128_encrypt_final(&es, tag, 16), 0);
  CHECK_EQ_INT(ascon_aead128_encrypt_update(&es, c, msg, 5), ASCON_ERR_OUT_OF_ORDER); /* after final */
  CHECK_EQ_INT(ascon_aead128_encrypt_final(&es, tag, 16), ASCON_ERR_OUT_OF_ORDER);

  /* decryption: the output bound at init is zeroed on every error path */
#define DEC_START()                                                      \
  do {                                                                   \
    memset(m, 0x77, sizeof m);                                           \
    len = 999;                                                           \
    CHECK_EQ_INT(ascon_aead128_decrypt_init(&ds, m, 10, nonce, key), 0); \
    CHECK_EQ_INT(ascon_aead128_decrypt_update(&ds, msg, 6), 0);          \
    CHECK(m[0] != 0x77 || m[1] != 0x77);                                 \
  } while (0)
#define DEC_ENDED()                                                                        \
  do {                                                                                     \
    CHECK(all_zero(m, 6) && m[6] == 0x77 && len == 999);                                   \
    CHECK_EQ_INT(ascon_aead128_decrypt_update(&ds, msg, 1), ASCON_ERR_OUT_OF_ORDER);       \
    CHECK_EQ_INT(ascon_aead128_decrypt_final(&ds, tag, 16, &len), ASCON_ERR_OUT_OF_ORDER); \
  } while (0)
  DEC_START();
  CHECK_EQ_INT(ascon_aead128_decrypt_update(&ds, msg, 5), ASCON_ERR_BUFFER_TOO_SMALL);
  DEC_ENDED();
  DEC_START();
  CHECK_EQ_INT(ascon_aead128_decrypt_update_ad(&ds, ad, 2), ASCON_ERR_OUT_OF_ORDER);
  DEC_ENDED();
  DEC_START();
  CHECK_EQ_INT(ascon_aead128_decrypt_update(&ds, NULL, 2), ASCON_ERR_NULL_POINTER);
  DEC_ENDED();
  DEC_START();
  CHECK_EQ_INT(ascon_aead128_decrypt_update(&ds, m + 5, 2), ASCON_ERR_OVERLAP); /* next output is m + 6 */
  DEC_ENDED();
  DEC_START();
  CHECK_EQ_INT(ascon_aead128_decrypt_final(&ds, tag, 2, &len), ASCON_ERR_BAD_LENGTH);
  DEC_ENDED();
  DEC_START();
  CHECK_EQ_INT(ascon_aead128_decrypt_final(&ds, NULL, 16, &len), ASCON_ERR_NULL_POINTER);
  DEC_ENDED();
  DEC_START();
  memset(tag, 0, sizeof tag);
  CHECK_EQ_INT(ascon_aead128_decrypt_final(&ds, tag, 16, &len), ASCON_ERR_AUTH);
  DEC_ENDED();
  DEC_START();
  CHECK_EQ_INT(ascon_aead128_decrypt_abort(&ds), 0);
  DEC_ENDED();
#if ASCON_TEST_HAS_V12
  /* v1.2 shares the machinery; one check that its bad tag zeroes too */
  memset(m, 0x77, sizeof m);
  CHECK_EQ_INT(ascon_v12_ascon80pq_decrypt_init(&ds80, m, sizeof m, nonce, key), 0);
  CHECK_EQ_INT(ascon_v12_ascon80pq_decrypt_update(&ds80, msg, 9), 0);
  CHECK_EQ_INT(ascon_v12_ascon80pq_decrypt_final(&ds80, tag, &len), ASCON_ERR_AUTH);
  CHECK(all_zero(m, 9) && m[9] == 0x77 && len == 999);
#endif
}

/* Hash/XOF/CXOF/MAC/PRF/PrfShort: incremental == one-shot at every split and
 * squeeze piece, plus each misuse path. */
static void test_sponges(void) {
  uint8_t ref[100], out[100], custom[257];
  size_t split;
  ascon_hash256_state hs;
  ascon_xof128_state xs;
  ascon_cxof128_state cs;
  ascon_mac_state ms;
  ascon_prf_state ps;
  fill(custom, sizeof custom, 9);
  CHECK_EQ_INT(ascon_xof128(ref, 100, msg, 64), 0);
  for (split = 0; split <= 64; ++split) {
    CHECK_EQ_INT(ascon_xof128_init(&xs), 0);
    CHECK_EQ_INT(ascon_xof128_update(&xs, msg, split), 0);
    CHECK_EQ_INT(ascon_xof128_update(&xs, msg + split, 64 - split), 0);
    CHECK_EQ_INT(ascon_xof128_squeeze(&xs, out, split), 0);
    CHECK_EQ_INT(ascon_xof128_squeeze(&xs, out + split, 1), 0);
    CHECK_EQ_INT(ascon_xof128_final(&xs, out + split + 1, 99 - split), 0);
    CHECK(memcmp(out, ref, 100) == 0);
  }
  /* a hash digest is the first 32 bytes of nothing else: compare with split feeding */
  CHECK_EQ_INT(ascon_hash256(ref, msg, 64), 0);
  for (split = 0; split <= 64; ++split) {
    CHECK_EQ_INT(ascon_hash256_init(&hs), 0);
    CHECK_EQ_INT(ascon_hash256_update(&hs, msg, split), 0);
    CHECK_EQ_INT(ascon_hash256_update(&hs, msg + split, 64 - split), 0);
    CHECK_EQ_INT(ascon_hash256_final(&hs, out), 0);
    CHECK(memcmp(out, ref, 32) == 0);
  }
  /* out of order */
  memset(&hs, 0, sizeof hs);
  CHECK_EQ_INT(ascon_hash256_update(&hs, msg, 3), ASCON_ERR_OUT_OF_ORDER);
  CHECK_EQ_INT(ascon_hash256_final(&hs, out), ASCON_ERR_OUT_OF_ORDER);
  CHECK_EQ_INT(ascon_hash256_init(&hs), 0);
  CHECK_EQ_INT(ascon_hash256_final(&hs, out), 0);
  CHECK_EQ_INT(ascon_hash256_update(&hs, msg, 3), ASCON_ERR_OUT_OF_ORDER);
  CHECK_EQ_INT(ascon_xof128_init(&xs), 0);
  CHECK_EQ_INT(ascon_xof128_squeeze(&xs, out, 3), 0);
  CHECK_EQ_INT(ascon_xof128_update(&xs, msg, 3), ASCON_ERR_OUT_OF_ORDER);
  CHECK_EQ_INT(ascon_xof128_final(&xs, NULL, 0), 0);
  CHECK_EQ_INT(ascon_xof128_squeeze(&xs, out, 3), ASCON_ERR_OUT_OF_ORDER);
  /* null pointers with nonzero lengths; nothing written */
  memset(out, 0x55, sizeof out);
  CHECK_EQ_INT(ascon_hash256(out, NULL, 1), ASCON_ERR_NULL_POINTER);
  CHECK_EQ_INT(ascon_hash256(NULL, msg, 1), ASCON_ERR_NULL_POINTER);
  CHECK_EQ_INT(ascon_hash256_init(NULL), ASCON_ERR_NULL_POINTER);
  CHECK_EQ_INT(ascon_xof128(NULL, 1, msg, 1), ASCON_ERR_NULL_POINTER);
  CHECK_EQ_INT(ascon_xof128(NULL, 0, NULL, 0), 0);
  CHECK_EQ_INT(ascon_cxof128(out, 5, msg, 1, NULL, 1), ASCON_ERR_NULL_POINTER);
  CHECK_EQ_INT(ascon_mac(out, msg, 3, NULL), ASCON_ERR_NULL_POINTER);
  CHECK_EQ_INT(ascon_prf(out, 4, NULL, 3, key), ASCON_ERR_NULL_POINTER);
  CHECK_EQ_INT(ascon_prfshort(NULL, 4, msg, 3, key), ASCON_ERR_NULL_POINTER);
#if ASCON_TEST_HAS_V12
  CHECK_EQ_INT(ascon_v12_xofa(out, 3, NULL, 1), ASCON_ERR_NULL_POINTER);
#endif
  CHECK_EQ_INT(ascon_hash256_bits(out, NULL, 1), ASCON_ERR_NULL_POINTER);
  CHECK(out[0] == 0x55 && out[99] == 0x55);
  /* CXOF customization limit: 256 bytes accepted, 257 refused */
  CHECK_EQ_INT(ascon_cxof128(out, 32, msg, 5, custom, 257), ASCON_ERR_TOO_LONG);
  CHECK_EQ_INT(ascon_cxof128_init(&cs, custom, 257), ASCON_ERR_TOO_LONG);
  CHECK_EQ_INT(ascon_cxof128_bits(out, 256, msg, 40, custom, 2049), ASCON_ERR_TOO_LONG);
  CHECK(out[0] == 0x55);
  CHECK_EQ_INT(ascon_cxof128(ref, 32, msg, 5, custom, 256), 0);
  CHECK_EQ_INT(ascon_cxof128_init(&cs, custom, 256), 0);
  CHECK_EQ_INT(ascon_cxof128_update(&cs, msg, 5), 0);
  CHECK_EQ_INT(ascon_cxof128_final(&cs, out, 32), 0);
  CHECK(memcmp(out, ref, 32) == 0);
  CHECK_EQ_INT(ascon_cxof128_bits(out, 256, msg, 40, custom, 2048), 0);
  CHECK(memcmp(out, ref, 32) == 0);
  /* MAC: incremental, verify, and state life cycle */
  CHECK_EQ_INT(ascon_mac(ref, msg, 50, key), 0);
  CHECK_EQ_INT(ascon_mac_init(&ms, key), 0);
  CHECK_EQ_INT(ascon_mac_update(&ms, msg, 50), 0);
  ref[3] ^= 1;
  CHECK_EQ_INT(ascon_mac_final_verify(&ms, ref), ASCON_ERR_AUTH);
  CHECK_EQ_INT(ascon_mac_final_verify(&ms, ref), ASCON_ERR_OUT_OF_ORDER);
  CHECK_EQ_INT(ascon_mac_verify(ref, msg, 50, key), ASCON_ERR_AUTH);
  ref[3] ^= 1;
  CHECK_EQ_INT(ascon_mac_verify(ref, msg, 50, key), 0);
  /* PRF: verify needs at least 16 bytes; any longer length verifies */
  CHECK_EQ_INT(ascon_prf(ref, 100, msg, 20, key), 0);
  CHECK_EQ_INT(ascon_prf_verify(ref, 0, msg, 20, key), ASCON_ERR_BAD_LENGTH);
  CHECK_EQ_INT(ascon_prf_verify(ref, 100, msg, 20, key), 0);
  CHECK_EQ_INT(ascon_prf_verify(ref, 7, msg, 20, key), ASCON_ERR_BAD_LENGTH);
  CHECK_EQ_INT(ascon_prf_verify(ref, 16, msg, 20, key), 0);
  ref[99] ^= 1;
  CHECK_EQ_INT(ascon_prf_verify(ref, 100, msg, 20, key), ASCON_ERR_AUTH);
  ref[99] ^= 1;
  CHECK_EQ_INT(ascon_prf_init(&ps, key), 0);
  CHECK_EQ_INT(ascon_prf_update(&ps, msg, 20), 0);
  CHECK_EQ_INT(ascon_prf_squeeze(&ps, out, 33), 0);
  CHECK_EQ_INT(ascon_prf_final(&ps, out + 33, 67), 0);
  CHECK(memcmp(out, ref, 100) == 0);
  /* PrfShort limits */
  memset(out, 0x55, sizeof out);
  CHECK_EQ_INT(ascon_prfshort(out, 16, msg, 17, key), ASCON_ERR_TOO_LONG);
  CHECK_EQ_INT(ascon_prfshort(out, 17, msg, 16, key), ASCON_ERR_BAD_LENGTH);
  CHECK(out[0] == 0x55);
  CHECK_EQ_INT(ascon_prfshort(ref, 16, msg, 16, key), 0);
  CHECK_EQ_INT(ascon_prfshort_verify(ref, 0, msg, 16, key), ASCON_ERR_BAD_LENGTH);
  CHECK_EQ_INT(ascon_prfshort_verify(ref, 17, msg, 16, key), ASCON_ERR_BAD_LENGTH);
  CHECK_EQ_INT(ascon_prfshort_verify(ref, 16, msg, 17, key), ASCON_ERR_TOO_LONG);
  CHECK_EQ_INT(ascon_prfshort_verify(ref, 16, msg, 16, key), 0);
#if ASCON_TEST_HAS_V12
  CHECK_EQ_INT(ascon_v12_prfshort_verify(ref, 16, msg, 16, key), ASCON_ERR_AUTH); /* other family */
#endif
}

int main(void) {
  FILL_INPUTS(1);
  test_sizes();
  test_version_and_errors();
  test_aead_errors();
  test_aead_shapes();
  test_aead_every_split();
  test_aead_incremental_errors();
  test_sponges();
#if !ASCON_TEST_HAS_V12
  SKIPPED_V12("test_c_api");
#endif
  return check_exit("test_c_api");
}
