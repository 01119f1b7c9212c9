/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The catalogue through the C ABI, as a binding in another language would
 * use it: ascon_algorithm_count/info/find list every row, and each row of a
 * hash-shaped kind (hash, xof, cxof) is hashed by name over every record of
 * its LWC known-answer files (found by name in tests/vectors.manifest), each
 * AEAD row encrypted and decrypted by name likewise. A row with no records
 * checked fails: a new row cannot pass unseen. */
#include <ascon.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "vectors.h"

CHECK_MAIN_DEFS

/* The LWC files of one algorithm from the manifest, each passed to fn; returns the records checked. */
typedef struct {
  const ascon_algorithm *a;
  size_t (*fn)(const ascon_algorithm *, const kat_file *);
  size_t records;
} lwc_walk;

static void lwc_row(const kat_manifest_row *row, void *ctx) {
  lwc_walk *w = (lwc_walk *)ctx;
  if (strcmp(row->algorithm, w->a->name) == 0 && strcmp(row->format, "lwc") == 0) {
    kat_file k = kat_load(row->file);
    w->records += w->fn(w->a, &k);
    kat_free(&k);
  }
}

static size_t for_each_lwc_file(const ascon_algorithm *a, size_t (*fn)(const ascon_algorithm *, const kat_file *)) {
  lwc_walk w;
  w.a = a;
  w.fn = fn;
  w.records = 0;
  kat_manifest_each(lwc_row, &w);
  return w.records;
}

static size_t hash_records(const ascon_algorithm *a, const kat_file *k) {
  size_t i, checked = 0;
  for (i = 0; i < k->count; ++i) {
    const kat_record *r = &k->records[i];
    size_t msg_len, md_len, z_len = 0;
    uint8_t *msg, *md, *out;
    if (kat_has(r, "Z")) {
      uint8_t *z = kat_bytes(r, "Z", &z_len);
      free(z);
      if (z_len != 0) continue; /* by name, a CXOF has the empty customization string */
    }
    msg = kat_bytes(r, "Msg", &msg_len);
    md = kat_bytes(r, "MD", &md_len);
    out = malloc(md_len);
    CHECK_AT(out != NULL, kat_where(k, r));
    CHECK_AT(a->output_bytes == 0 || a->output_bytes == md_len, kat_where(k, r));
    memset(out, 0xAA, md_len);
    CHECK_AT(ascon_hash_by_name(a->name, out, md_len, msg, msg_len) == ASCON_OK, kat_where(k, r));
    CHECK_AT(memcmp(out, md, md_len) == 0, kat_where(k, r));
    free(msg), free(md), free(out);
    ++checked;
  }
  return checked;
}

static size_t aead_records(const ascon_algorithm *a, const kat_file *k) {
  size_t i;
  for (i = 0; i < k->count; ++i) {
    const kat_record *r = &k->records[i];
    size_t key_len, nonce_len, pt_len, ad_len, ct_len, out_len = 0;
    uint8_t *key = kat_bytes(r, "Key", &key_len), *nonce = kat_bytes(r, "Nonce", &nonce_len);
    uint8_t *pt = kat_bytes(r, "PT", &pt_len), *ad = kat_bytes(r, "AD", &ad_len), *ct = kat_bytes(r, "CT", &ct_len);
    uint8_t *buf = malloc(ct_len + 1);
    CHECK_AT(buf != NULL, kat_where(k, r));
    CHECK_AT(key_len == a->key_bytes && nonce_len == a->nonce_bytes && ct_len == pt_len + a->output_bytes,
             kat_where(k, r));
    CHECK_AT(ascon_aead_encrypt_by_name(a->name, buf, ct_len, &out_len, pt, pt_len, ad, ad_len, nonce, nonce_len, key,
                                        key_len) == ASCON_OK,
             kat_where(k, r));
    CHECK_AT(out_len == ct_len && memcmp(buf, ct, ct_len) == 0, kat_where(k, r));
    CHECK_AT(ascon_aead_decrypt_by_name(a->name, buf, ct_len, &out_len, ct, ct_len, ad, ad_len, nonce, nonce_len, key,
                                        key_len) == ASCON_OK,
             kat_where(k, r));
    CHECK_AT(out_len == pt_len && memcmp(buf, pt, pt_len) == 0, kat_where(k, r));
    /* A flipped tag bit fails, and no plaintext byte is released. */
    ct[ct_len - 1] ^= 1;
    memset(buf, 0xAA, ct_len);
    CHECK_AT(ascon_aead_decrypt_by_name(a->name, buf, ct_len, &out_len, ct, ct_len, ad, ad_len, nonce, nonce_len, key,
                                        key_len) == ASCON_ERR_AUTH,
             kat_where(k, r));
    CHECK_AT(pt_len == 0 || (buf[0] == 0 && memcmp(buf, buf + 1, pt_len - 1) == 0), kat_where(k, r));
    free(key), free(nonce), free(pt), free(ad), free(ct), free(buf);
  }
  return k->count;
}

static void check_rows(void) {
  size_t i, n = ascon_algorithm_count();
  CHECK(n > 0);
  CHECK(ascon_algorithm_info(n) == NULL);
  for (i = 0; i < n; ++i) {
    const ascon_algorithm *a = ascon_algorithm_info(i);
    char upper[64];
    size_t j;
    CHECK(a != NULL && a->name && a->title && a->kind && a->family && a->c_prefix);
    if (a == NULL) continue;
    CHECK(ascon_algorithm_find(a->name) == a);
    for (j = 0; a->name[j] && j + 1 < sizeof upper; ++j)
      upper[j] = (char)(a->name[j] >= 'a' && a->name[j] <= 'z' ? a->name[j] - 'a' + 'A' : a->name[j]);
    upper[j] = 0;
    CHECK(ascon_algorithm_find(upper) == a);
    CHECK(strncmp(a->c_prefix, "ascon_", 6) == 0);
    CHECK((a->nonce_bytes != 0) == (strcmp(a->kind, "aead") == 0));
    CHECK((a->key_bytes != 0) == (strcmp(a->kind, "hash") && strcmp(a->kind, "xof") && strcmp(a->kind, "cxof")));
  }
  CHECK(ascon_algorithm_find("no-such-algorithm") == NULL);
  CHECK(ascon_algorithm_find(NULL) == NULL);
  CHECK(ascon_algorithm_find("hash256") == ascon_algorithm_find("ascon-hash256")); /* an old alias */
}

static void check_misuse(void) {
  uint8_t out[64], key[16] = {0}, nonce[16] = {0};
  size_t len = 7;
  memset(out, 0xAA, sizeof out);
  CHECK_EQ_INT(ascon_hash_by_name("no-such-algorithm", out, 32, NULL, 0), ASCON_ERR_UNAVAILABLE);
  CHECK_EQ_INT(ascon_hash_by_name("ascon-aead128", out, 32, NULL, 0), ASCON_ERR_UNAVAILABLE);
  CHECK_EQ_INT(ascon_hash_by_name("ascon-mac", out, 16, NULL, 0), ASCON_ERR_UNAVAILABLE);
  CHECK_EQ_INT(ascon_hash_by_name(NULL, out, 32, NULL, 0), ASCON_ERR_NULL_POINTER);
  /* A fixed-length hash into a buffer of another length would overflow or leave bytes unset. */
  CHECK_EQ_INT(ascon_hash_by_name("ascon-hash256", out, 31, NULL, 0), ASCON_ERR_BAD_LENGTH);
  CHECK_EQ_INT(ascon_hash_by_name("ascon-hash256", out, 64, NULL, 0), ASCON_ERR_BAD_LENGTH);
  CHECK(out[0] == 0xAA && out[63] == 0xAA);
  CHECK_EQ_INT(ascon_aead_encrypt_by_name("ascon-hash256", out, sizeof out, &len, NULL, 0, NULL, 0, nonce, 16, key, 16),
               ASCON_ERR_UNAVAILABLE);
  CHECK_EQ_INT(ascon_aead_decrypt_by_name("ascon-xof128", out, sizeof out, &len, out, 16, NULL, 0, nonce, 16, key, 16),
               ASCON_ERR_UNAVAILABLE);
  CHECK_EQ_INT(ascon_aead_encrypt_by_name(NULL, out, sizeof out, &len, NULL, 0, NULL, 0, nonce, 16, key, 16),
               ASCON_ERR_NULL_POINTER);
  CHECK_EQ_INT(len, 7);
  /* A binding that walks the catalogue with one key size: a 16-byte key (on
   * the heap, so an over-read is an ASan error) for the 20-byte-key row, and
   * every other length mismatch, is refused before a byte is read or written. */
  {
    uint8_t *key16 = malloc(16), *nonce16 = malloc(16);
    uint8_t ct[16 + 16];
    CHECK(key16 != NULL && nonce16 != NULL);
    if (key16 != NULL && nonce16 != NULL) {
      memset(key16, 0x5A, 16), memset(nonce16, 0x3C, 16), memset(ct, 0x11, sizeof ct);
      memset(out, 0xAA, sizeof out);
      CHECK_EQ_INT(
          ascon_aead_encrypt_by_name("ascon-80pq-v12", out, sizeof out, &len, NULL, 0, NULL, 0, nonce16, 16, key16, 16),
          ASCON_ERR_BAD_LENGTH);
      CHECK_EQ_INT(ascon_aead_decrypt_by_name("ascon-80pq-v12", out, sizeof out, &len, ct, sizeof ct, NULL, 0, nonce16,
                                              16, key16, 16),
                   ASCON_ERR_BAD_LENGTH);
      CHECK_EQ_INT(
          ascon_aead_encrypt_by_name("ascon-aead128", out, sizeof out, &len, NULL, 0, NULL, 0, nonce16, 16, key16, 20),
          ASCON_ERR_BAD_LENGTH);
      CHECK_EQ_INT(
          ascon_aead_encrypt_by_name("ascon-aead128", out, sizeof out, &len, NULL, 0, NULL, 0, nonce16, 12, key16, 16),
          ASCON_ERR_BAD_LENGTH);
      CHECK_EQ_INT(ascon_aead_decrypt_by_name("ascon-128-v12", out, sizeof out, &len, ct, sizeof ct, NULL, 0, nonce16,
                                              0, key16, 16),
                   ASCON_ERR_BAD_LENGTH);
      CHECK(out[0] == 0xAA && memcmp(out, out + 1, sizeof out - 1) == 0);
      CHECK_EQ_INT(len, 7);
      /* The lengths the row gives are accepted. */
      CHECK_EQ_INT(
          ascon_aead_encrypt_by_name("ascon-aead128", ct, sizeof ct, &len, key16, 8, NULL, 0, nonce16, 16, key16, 16),
          ASCON_OK);
      CHECK_EQ_INT(len, 24);
      len = 7;
      /* The row's overlap rule holds by name: a plaintext buffer one byte
       * into the ciphertext is refused. */
      CHECK_EQ_INT(
          ascon_aead_decrypt_by_name("ascon-aead128", ct + 1, 8, &len, ct, 24, NULL, 0, nonce16, 16, key16, 16),
          ASCON_ERR_OVERLAP);
      CHECK_EQ_INT(len, 7);
    }
    free(key16), free(nonce16);
  }
  /* The one-shots by name are the named functions: Ascon-Hash256 of "abc" both ways. */
  {
    uint8_t a[32], b[32];
    CHECK_EQ_INT(ascon_hash_by_name("ASCON-HASH256", a, 32, (const uint8_t *)"abc", 3), ASCON_OK);
    CHECK_EQ_INT(ascon_hash256(b, (const uint8_t *)"abc", 3), ASCON_OK);
    CHECK(memcmp(a, b, 32) == 0);
  }
}

int main(void) {
  size_t i, n = ascon_algorithm_count(), hash_rows = 0;
  check_rows();
  check_misuse();
  for (i = 0; i < n; ++i) {
    const ascon_algorithm *a = ascon_algorithm_info(i);
    size_t records = 0;
    if (a == NULL) continue;
    if (!strcmp(a->kind, "hash") || !strcmp(a->kind, "xof") || !strcmp(a->kind, "cxof")) {
      records = for_each_lwc_file(a, hash_records);
      ++hash_rows;
    } else if (!strcmp(a->kind, "aead")) {
      records = for_each_lwc_file(a, aead_records);
    } else {
      continue; /* keyed sponges have no name-keyed one-shot */
    }
    printf("test_catalogue: %-16s %-5s %4lu records by name\n", a->name, a->kind, (unsigned long)records);
    CHECK_AT(records > 0, a->name);
  }
  CHECK(hash_rows > 0);
  return check_exit("test_catalogue");
}
