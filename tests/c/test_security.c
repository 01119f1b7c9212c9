/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Security rules of the C API (docs/safety.md, hardening review), each
 * checked so that code breaking it fails:
 *   - the receiver must not choose the tag length: full-tag functions take
 *      exactly 16 bytes (128 bits); short tags only through
 *      ascon_aead128_truncated_key, whose length is fixed at init;
 *   - PRF verification refuses expected values shorter than 16 bytes;
 *   - decrypt_init on a live state is refused (the old decryptor would be
 *      abandoned with its unverified plaintext);
 *   - every incremental state has _abort, and a zeroed (never initialised)
 *      state is rejected by every call;
 *   - decryption checks the tag it received even where the plaintext it
 *      writes lands on that tag (in place, or m inside the tag). */
#include <ascon.h>

#include "check.h"

CHECK_MAIN_DEFS

static uint8_t key[32], nonce[16], msg[48], ad[20];

/* The receiver never chooses the tag length: a receiver that passes "the length of the tag it received" to a
 * full-tag function must get ASCON_ERR_BAD_LENGTH, never a verification of
 * a 4-byte tag. */
static void test_full_tag_functions_refuse_short_tags(void) {
  uint8_t ct[48], tag[16], back[48];
  ascon_aead128_encrypt_state es;
  ascon_aead128_decrypt_state ds;
  size_t n = 0;
  CHECK_EQ_INT(ascon_aead128_encrypt_detached(ct, tag, 16, msg, sizeof msg, ad, sizeof ad, nonce, key), 0);
  /* A 4-byte prefix of the right tag: the old code accepted it. */
  CHECK_EQ_INT(ascon_aead128_decrypt_detached(back, ct, sizeof ct, tag, 4, ad, sizeof ad, nonce, key),
               ASCON_ERR_BAD_LENGTH);
  CHECK_EQ_INT(ascon_aead128_masked_decrypt_detached(back, ct, sizeof ct, tag, 4, ad, sizeof ad, nonce, key),
               ASCON_ERR_BAD_LENGTH);
  CHECK_EQ_INT(ascon_aead128_encrypt_detached(ct, tag, 4, msg, sizeof msg, ad, sizeof ad, nonce, key),
               ASCON_ERR_BAD_LENGTH);
  CHECK_EQ_INT(ascon_aead128_decrypt_bits(back, ct, 8 * sizeof ct, tag, 32, ad, 8 * sizeof ad, nonce, key),
               ASCON_ERR_BAD_LENGTH);
  CHECK_EQ_INT(ascon_aead128_encrypt_bits(ct, tag, 32, msg, 8 * sizeof msg, ad, 8 * sizeof ad, nonce, key),
               ASCON_ERR_BAD_LENGTH);
  CHECK_EQ_INT(ascon_aead128_encrypt_bits(ct, tag, 128, msg, 8 * sizeof msg, ad, 8 * sizeof ad, nonce, key), 0);
  CHECK_EQ_INT(ascon_aead128_decrypt_bits(back, ct, 8 * sizeof ct, tag, 128, ad, 8 * sizeof ad, nonce, key), 0);

  /* Incremental: a plain init fixes 16 bytes; final with 4 is refused and
   * (for decryption) zeroes what was written. */
  CHECK_EQ_INT(ascon_aead128_encrypt_init(&es, nonce, key), 0);
  CHECK_EQ_INT(ascon_aead128_encrypt_final(&es, tag, 4), ASCON_ERR_BAD_LENGTH);
  CHECK_EQ_INT(ascon_aead128_encrypt_final(&es, tag, 16), 0); /* a wrong length may be retried */
  CHECK_EQ_INT(ascon_aead128_encrypt_init(&es, nonce, key), 0);
  CHECK_EQ_INT(ascon_aead128_encrypt_update_ad(&es, ad, sizeof ad), 0);
  CHECK_EQ_INT(ascon_aead128_encrypt_update(&es, ct, msg, sizeof msg), 0);
  CHECK_EQ_INT(ascon_aead128_encrypt_final(&es, tag, 16), 0);
  CHECK_EQ_INT(ascon_aead128_decrypt_init(&ds, back, sizeof back, nonce, key), 0);
  CHECK_EQ_INT(ascon_aead128_decrypt_update_ad(&ds, ad, sizeof ad), 0);
  CHECK_EQ_INT(ascon_aead128_decrypt_update(&ds, ct, sizeof ct), 0);
  CHECK_EQ_INT(ascon_aead128_decrypt_final(&ds, tag, 4, &n), ASCON_ERR_BAD_LENGTH);
  CHECK(all_zero(back, sizeof back));

#if ASCON_TEST_HAS_V12
  /* v1.2 AEADs never had a length argument; still full tags. */
  CHECK_EQ_INT(ascon_v12_ascon128_encrypt_detached(ct, tag, msg, sizeof msg, ad, sizeof ad, nonce, key), 0);
  CHECK_EQ_INT(ascon_v12_ascon128_decrypt_detached(back, ct, sizeof ct, tag, ad, sizeof ad, nonce, key), 0);
#endif
}

/* Short tags only through the explicit object, bound once. */
static void test_truncated_key(void) {
  ascon_aead128_truncated_key tk;
  uint8_t sealed[48 + 16], back[48], ct[48], tag[16], full[16];
  ascon_aead128_encrypt_state es;
  ascon_aead128_decrypt_state ds;
  size_t n = 0;
  CHECK_EQ_INT(ascon_aead128_truncated_init(&tk, key, 31), ASCON_ERR_BAD_LENGTH);
  CHECK_EQ_INT(ascon_aead128_truncated_init(&tk, key, 129), ASCON_ERR_BAD_LENGTH);
  CHECK_EQ_INT(ascon_aead128_truncated_init(&tk, key, 32), 0);
  CHECK_EQ_INT(ascon_aead128_truncated_tagbytes(&tk), 4);

  /* Combined: ciphertext || 4-byte tag, the tag a prefix of the full one. */
  CHECK_EQ_INT(ascon_aead128_truncated_encrypt(&tk, sealed, sizeof sealed, &n, msg, sizeof msg, ad, sizeof ad, nonce),
               0);
  CHECK_EQ_INT(n, sizeof msg + 4);
  CHECK_EQ_INT(ascon_aead128_encrypt_detached(ct, full, 16, msg, sizeof msg, ad, sizeof ad, nonce, key), 0);
  CHECK(memcmp(sealed, ct, sizeof ct) == 0 && memcmp(sealed + sizeof msg, full, 4) == 0);
  CHECK_EQ_INT(
      ascon_aead128_truncated_decrypt(&tk, back, sizeof back, &n, sealed, sizeof msg + 4, ad, sizeof ad, nonce), 0);
  CHECK(n == sizeof msg && memcmp(back, msg, sizeof msg) == 0);
  sealed[sizeof msg + 3] ^= 1;
  CHECK_EQ_INT(
      ascon_aead128_truncated_decrypt(&tk, back, sizeof back, &n, sealed, sizeof msg + 4, ad, sizeof ad, nonce),
      ASCON_ERR_AUTHENTICATION_FAILED);
  CHECK(all_zero(back, sizeof back));

  /* Bits: the tag has exactly the bound length. */
  CHECK_EQ_INT(
      ascon_aead128_truncated_encrypt_bits(&tk, ct, tag, msg, 8 * sizeof msg - 3, ad, 8 * sizeof ad - 1, nonce), 0);
  CHECK_EQ_INT(
      ascon_aead128_truncated_decrypt_bits(&tk, back, ct, 8 * sizeof msg - 3, tag, ad, 8 * sizeof ad - 1, nonce), 0);

  /* Incremental states bound to the object's length: final must repeat it. */
  CHECK_EQ_INT(ascon_aead128_truncated_encrypt_init(&es, &tk, nonce), 0);
  CHECK_EQ_INT(ascon_aead128_encrypt_update(&es, ct, msg, sizeof msg), 0);
  CHECK_EQ_INT(ascon_aead128_encrypt_final(&es, tag, 16), ASCON_ERR_BAD_LENGTH);
  CHECK_EQ_INT(ascon_aead128_encrypt_final(&es, tag, 4), 0);
  CHECK_EQ_INT(ascon_aead128_truncated_decrypt_init(&ds, &tk, back, sizeof back, nonce), 0);
  CHECK_EQ_INT(ascon_aead128_decrypt_update(&ds, ct, sizeof ct), 0);
  CHECK_EQ_INT(ascon_aead128_decrypt_final(&ds, tag, 4, &n), 0);
  CHECK(n == sizeof msg && memcmp(back, msg, sizeof msg) == 0);

  ascon_aead128_truncated_wipe(&tk);
  CHECK(all_zero(tk.opaque, sizeof tk.opaque));
  CHECK_EQ_INT(ascon_aead128_truncated_encrypt(&tk, sealed, sizeof sealed, &n, msg, sizeof msg, ad, sizeof ad, nonce),
               ASCON_ERR_OUT_OF_ORDER);
}

/* PRF verification needs 16 bytes: a 1-byte "expected PRF output" is forged in 256 tries. */
static void test_prf_verify_minimum(void) {
  uint8_t out[64];
  CHECK_EQ_INT(ascon_prf(out, sizeof out, msg, sizeof msg, key), 0);
  CHECK_EQ_INT(ascon_prf_verify(out, 1, msg, sizeof msg, key), ASCON_ERR_BAD_LENGTH);
  CHECK_EQ_INT(ascon_prf_verify(out, 15, msg, sizeof msg, key), ASCON_ERR_BAD_LENGTH);
  CHECK_EQ_INT(ascon_prf_verify(out, 16, msg, sizeof msg, key), 0);
  CHECK_EQ_INT(ascon_prf_verify(out, 64, msg, sizeof msg, key), 0);
#if ASCON_TEST_HAS_V12
  CHECK_EQ_INT(ascon_v12_prf(out, 16, msg, sizeof msg, key), 0);
  CHECK_EQ_INT(ascon_v12_prf_verify(out, 1, msg, sizeof msg, key), ASCON_ERR_BAD_LENGTH);
  CHECK_EQ_INT(ascon_v12_prfa(out, 16, msg, sizeof msg, key), 0);
  CHECK_EQ_INT(ascon_v12_prfa_verify(out, 8, msg, sizeof msg, key), ASCON_ERR_BAD_LENGTH);
#endif
  CHECK_EQ_INT(ascon_prfshort(out, 1, msg, 16, key), 0);
  CHECK_EQ_INT(ascon_prfshort_verify(out, 1, msg, 16, key), ASCON_ERR_BAD_LENGTH);
  CHECK_EQ_INT(ascon_prfshort(out, 16, msg, 16, key), 0);
  CHECK_EQ_INT(ascon_prfshort_verify(out, 16, msg, 16, key), 0);
#if ASCON_TEST_HAS_V12
  CHECK_EQ_INT(ascon_v12_prfshort(out, 2, msg, 16, key), 0);
  CHECK_EQ_INT(ascon_v12_prfshort_verify(out, 2, msg, 16, key), ASCON_ERR_BAD_LENGTH);
#endif
}

/* No live state is abandoned: re-initialising a live decryption state is refused, and the
 * first operation still owns (and on abort zeroes) its output. */
static void test_decrypt_init_on_live_state(void) {
  uint8_t ct[48], tag[16], first[48], second[48];
  ascon_aead128_decrypt_state ds;
#if ASCON_TEST_HAS_V12
  ascon_v12_ascon128_decrypt_state vs;
#endif
  memset(&ds, 0, sizeof ds);
  CHECK_EQ_INT(ascon_aead128_encrypt_detached(ct, tag, 16, msg, sizeof msg, ad, sizeof ad, nonce, key), 0);
  CHECK_EQ_INT(ascon_aead128_decrypt_init(&ds, first, sizeof first, nonce, key), 0);
  CHECK_EQ_INT(ascon_aead128_decrypt_update(&ds, ct, sizeof ct), 0);
  CHECK(!all_zero(first, sizeof first)); /* unverified plaintext, still owned by ds */
  CHECK_EQ_INT(ascon_aead128_decrypt_init(&ds, second, sizeof second, nonce, key), ASCON_ERR_OUT_OF_ORDER);
  CHECK_EQ_INT(ascon_aead128_masked_decrypt_init(&ds, second, sizeof second, nonce, key), ASCON_ERR_OUT_OF_ORDER);
  CHECK_EQ_INT(ascon_aead128_decrypt_abort(&ds), 0);
  CHECK(all_zero(first, sizeof first));
  CHECK_EQ_INT(ascon_aead128_decrypt_init(&ds, second, sizeof second, nonce, key), 0);
  CHECK_EQ_INT(ascon_aead128_decrypt_abort(&ds), 0);

#if ASCON_TEST_HAS_V12
  memset(&vs, 0, sizeof vs);
  CHECK_EQ_INT(ascon_v12_ascon128_decrypt_init(&vs, first, sizeof first, nonce, key), 0);
  CHECK_EQ_INT(ascon_v12_ascon128_decrypt_init(&vs, second, sizeof second, nonce, key), ASCON_ERR_OUT_OF_ORDER);
  CHECK_EQ_INT(ascon_v12_ascon128_decrypt_abort(&vs), 0);
#endif
}

/* Every state can be ended: _abort everywhere; zeroed states are rejected by every call:
 * name##_update, name##_##fn args and name##_abort on a zeroed name##_state. */
#define ZEROED_SPONGE(name, fn, args)                                  \
  do {                                                                 \
    name##_state st_;                                                  \
    memset(&st_, 0, sizeof st_);                                       \
    CHECK_EQ_INT(name##_update(&st_, msg, 1), ASCON_ERR_OUT_OF_ORDER); \
    CHECK_EQ_INT(name##_##fn args, ASCON_ERR_OUT_OF_ORDER);            \
    CHECK_EQ_INT(name##_abort(&st_), ASCON_ERR_OUT_OF_ORDER);          \
  } while (0)
/* A v1.2 function and its "a" twin: ascon_v12_hash and ascon_v12_hasha, ... */
#define ZEROED_V12_PAIR(base, fn, args)      \
  ZEROED_SPONGE(ascon_v12_##base, fn, args); \
  ZEROED_SPONGE(ascon_v12_##base##a, fn, args)

static void test_zeroed_states_and_abort(void) {
  uint8_t out[64];
  ZEROED_SPONGE(ascon_hash256, final, (&st_, out));
  ZEROED_SPONGE(ascon_xof128, squeeze, (&st_, out, 8));
  ZEROED_SPONGE(ascon_cxof128, final, (&st_, out, 8));
  ZEROED_SPONGE(ascon_mac, final_verify, (&st_, out));
  ZEROED_SPONGE(ascon_prf, final, (&st_, out, 16));
#if ASCON_TEST_HAS_V12
  ZEROED_V12_PAIR(hash, final, (&st_, out));
  ZEROED_V12_PAIR(xof, final, (&st_, out, 8));
  ZEROED_V12_PAIR(mac, final, (&st_, out));
  ZEROED_V12_PAIR(prf, final, (&st_, out, 16));
#endif
  {
    ascon_aead128_encrypt_state es;
    ascon_aead128_decrypt_state ds;
#if ASCON_TEST_HAS_V12
    ascon_v12_ascon128a_encrypt_state ves;
#endif
    size_t n = 0;
    memset(&es, 0, sizeof es);
    memset(&ds, 0, sizeof ds);
#if ASCON_TEST_HAS_V12
    memset(&ves, 0, sizeof ves);
#endif
    CHECK_EQ_INT(ascon_aead128_encrypt_update_ad(&es, ad, 1), ASCON_ERR_OUT_OF_ORDER);
    CHECK_EQ_INT(ascon_aead128_encrypt_update(&es, out, msg, 1), ASCON_ERR_OUT_OF_ORDER);
    CHECK_EQ_INT(ascon_aead128_encrypt_final(&es, out, 16), ASCON_ERR_OUT_OF_ORDER);
    CHECK_EQ_INT(ascon_aead128_encrypt_abort(&es), ASCON_ERR_OUT_OF_ORDER);
    CHECK_EQ_INT(ascon_aead128_decrypt_update(&ds, msg, 1), ASCON_ERR_OUT_OF_ORDER);
    CHECK_EQ_INT(ascon_aead128_decrypt_final(&ds, out, 16, &n), ASCON_ERR_OUT_OF_ORDER);
    CHECK_EQ_INT(ascon_aead128_decrypt_abort(&ds), ASCON_ERR_OUT_OF_ORDER);
#if ASCON_TEST_HAS_V12
    CHECK_EQ_INT(ascon_v12_ascon128a_encrypt_update(&ves, out, msg, 1), ASCON_ERR_OUT_OF_ORDER);
    CHECK_EQ_INT(ascon_v12_ascon128a_encrypt_abort(&ves), ASCON_ERR_OUT_OF_ORDER);
#endif
  }
  { /* abort ends a live operation and wipes the whole state */
    ascon_mac_state ms;
    ascon_aead128_encrypt_state es;
#if ASCON_TEST_HAS_V12
    ascon_v12_ascon80pq_encrypt_state ves;
#endif
    CHECK_EQ_INT(ascon_mac_init(&ms, key), 0);
    CHECK_EQ_INT(ascon_mac_update(&ms, msg, sizeof msg), 0);
    CHECK_EQ_INT(ascon_mac_abort(&ms), 0);
    CHECK(all_zero(ms.opaque, sizeof ms.opaque));
    CHECK_EQ_INT(ascon_mac_final(&ms, out), ASCON_ERR_OUT_OF_ORDER);
    CHECK_EQ_INT(ascon_aead128_encrypt_init(&es, nonce, key), 0);
    CHECK_EQ_INT(ascon_aead128_encrypt_update(&es, out, msg, 16), 0);
    CHECK_EQ_INT(ascon_aead128_encrypt_abort(&es), 0);
    CHECK(all_zero(es.opaque, sizeof es.opaque));
    CHECK_EQ_INT(ascon_aead128_encrypt_final(&es, out, 16), ASCON_ERR_OUT_OF_ORDER);
#if ASCON_TEST_HAS_V12
    CHECK_EQ_INT(ascon_v12_ascon80pq_encrypt_init(&ves, nonce, key), 0);
    CHECK_EQ_INT(ascon_v12_ascon80pq_encrypt_abort(&ves), 0);
    CHECK(all_zero(ves.opaque, sizeof ves.opaque));
#endif
  }
}

/* Decryption whose plaintext output may overwrite the received tag: in place
 * (m == c: the plaintext ends where the tag starts), m starting inside the
 * tag (disjoint from the ciphertext, so allowed), and a detached tag inside
 * m. The tag checked is the one received, whatever the plaintext writes over
 * it: a good tag verifies, a flipped one fails and zeroes the output. */
static void test_plaintext_over_the_tag(void) {
  static const size_t ns[] = {0, 1, 15, 16, 17, 33};
  uint8_t ref[48 + 16], buf[160], t[16];
  size_t i, off, len;
  for (i = 0; i < sizeof ns / sizeof ns[0]; ++i) {
    const size_t n = ns[i];
    CHECK_EQ_INT(ascon_aead128_encrypt(ref, sizeof ref, NULL, msg, n, ad, 3, nonce, key), 0);
    for (off = 0; off <= 20; off += 5) { /* m at c + n + off: inside the tag, then (20) past it */
      int bad;
      for (bad = 0; bad < 2; ++bad) {
        uint8_t* m = buf + n + off;
        memcpy(buf, ref, n + 16);
        if (bad) buf[n + 15 - off % 16] ^= 0x01;
        len = 999;
        CHECK_EQ_INT(ascon_aead128_decrypt(m, n, &len, buf, n + 16, ad, 3, nonce, key), bad ? ASCON_ERR_AUTH : 0);
        CHECK(bad ? all_zero(m, n) && len == 999 : len == n && memcmp(m, msg, n) == 0);
        memcpy(buf, ref, n + 16); /* in place */
        if (bad) buf[n + off % 16] ^= 0x80;
        CHECK_EQ_INT(ascon_aead128_decrypt(buf, n + 16, &len, buf, n + 16, ad, 3, nonce, key),
                     bad ? ASCON_ERR_AUTH : 0);
        CHECK(bad ? all_zero(buf, n) : memcmp(buf, msg, n) == 0);
        if (n == 0) continue; /* detached: the tag inside m, at m + off % n */
        memcpy(t, ref + n, 16);
        if (bad) t[off % 16] ^= 0x02;
        memcpy(buf + 64 + off % n, t, 16);
        CHECK_EQ_INT(ascon_aead128_decrypt_detached(buf + 64, ref, n, buf + 64 + off % n, 16, ad, 3, nonce, key),
                     bad ? ASCON_ERR_AUTH : 0);
        CHECK(bad ? all_zero(buf + 64, n) : memcmp(buf + 64, msg, n) == 0);
      }
    }
  }
}

int main(void) {
  FILL_INPUTS(11);
  test_full_tag_functions_refuse_short_tags();
  test_truncated_key();
  test_prf_verify_minimum();
  test_decrypt_init_on_live_state();
  test_zeroed_states_and_abort();
  test_plaintext_over_the_tag();
#if !ASCON_TEST_HAS_V12
  SKIPPED_V12("test_c_security");
#endif
  return check_exit("test_c_security");
}
