/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Every known-answer file of tests/vectors.manifest whose algorithm the
 * provider offers (all but the keyed Mac/Prf rows) through the ascon
 * provider, using only the EVP API: digests fed in pieces and duplicated
 * mid-message (EVP_MD_CTX_copy_ex), XOF output through EVP_DigestFinalXOF,
 * CXOF customization as a parameter, AEAD with AAD and data in pieces, tags
 * set before or after the data, ACVP truncated tags and failing decryptions.
 * Record and must-fail counts from the manifest are asserted, so a truncated
 * file cannot pass. The ACVP
 * sample records with bit-length fields or nonce masking cannot be expressed
 * through EVP (byte-oriented, no second key): they are counted and skipped,
 * with the reason printed. */
#include "../c/check.h"
#include "../c/vectors.h"
#include "evp_util.h"

CHECK_MAIN_DEFS

enum kind { HASH, XOF, CXOF, AEAD_LWC, AEAD_ACVP };

/* One line of tests/vectors.manifest. */
typedef struct {
  char file[256];
  char algorithm[64]; /* OpenSSL name: the catalogue name in upper case */
  char format[16];
  size_t records, must_fail;
  enum kind kind;
} vector_file;

static size_t ran, skipped;

/* A record of the ACVP sample that EVP cannot express: a length in bits that
 * is not whole bytes, or nonce masking (a second key). */
static int needs_bits(const kat_record *r) {
  static const char *bit_fields[] = {"MsgBits", "MDBits", "ZBits", "ADBits", "PTBits", "TagBits"};
  size_t i;
  for (i = 0; i < sizeof bit_fields / sizeof *bit_fields; ++i)
    if (kat_has(r, bit_fields[i]) && kat_num(r, bit_fields[i]) % 8 != 0) return 1;
  return kat_has(r, "NonceMasking") && strcmp(kat_str(r, "NonceMasking"), "true") == 0;
}

/* ---------------------------------------------------------------------- digests */
/* Digest of msg (in two pieces, split at msg_len / 3) with a copy of the
 * context taken between them; both must give `want`. */
static void digest_record(EVP_MD *md, enum kind kind, const uint8_t *msg, size_t msg_len, const uint8_t *z,
                          size_t z_len, const uint8_t *want, size_t want_len, const char *where) {
  EVP_MD_CTX *ctx = EVP_MD_CTX_new(), *copy = EVP_MD_CTX_new();
  OSSL_PARAM params[2] = {OSSL_PARAM_END, OSSL_PARAM_END};
  uint8_t *out = (uint8_t *)calloc(want_len + 1, 1), *out2 = (uint8_t *)calloc(want_len + 1, 1);
  size_t split = msg_len / 3;
  unsigned int len = 0;
  if (kind == CXOF) params[0] = OSSL_PARAM_construct_octet_string(ASCON_DIGEST_PARAM_CUSTOMIZATION, (void *)z, z_len);
  CHECK_AT(ctx && copy && out && out2, where);
  CHECK_AT(EVP_DigestInit_ex2(ctx, md, params) == 1, where);
  CHECK_AT(EVP_DigestUpdate(ctx, msg, split) == 1, where);
  CHECK_AT(EVP_MD_CTX_copy_ex(copy, ctx) == 1, where);
  CHECK_AT(EVP_DigestUpdate(ctx, msg + split, msg_len - split) == 1, where);
  CHECK_AT(EVP_DigestUpdate(copy, msg + split, msg_len - split) == 1, where);
  if (kind == HASH) {
    CHECK_AT(EVP_DigestFinal_ex(ctx, out, &len) == 1 && len == want_len, where);
    CHECK_AT(EVP_DigestFinal_ex(copy, out2, &len) == 1 && len == want_len, where);
  } else {
    CHECK_AT(EVP_DigestFinalXOF(ctx, out, want_len) == 1, where);
    CHECK_AT(EVP_DigestFinalXOF(copy, out2, want_len) == 1, where);
  }
  CHECK_AT(memcmp(out, want, want_len) == 0, where);
  CHECK_AT(memcmp(out2, want, want_len) == 0, where);
  CHECK_AT(out[want_len] == 0, where); /* nothing written past the requested length */
  free(out);
  free(out2);
  EVP_MD_CTX_free(copy);
  EVP_MD_CTX_free(ctx);
}

static void run_digest_file(const vector_file *vf, kat_file *f) {
  EVP_MD *md = EVP_MD_fetch(NULL, vf->algorithm, PROPQ);
  size_t i;
  CHECK(md != NULL);
  if (md == NULL) return;
  CHECK_EQ_INT(EVP_MD_get_flags(md) & EVP_MD_FLAG_XOF ? 1 : 0, vf->kind != HASH);
  for (i = 0; i < f->count; ++i) {
    const kat_record *r = &f->records[i];
    size_t msg_len, md_len, z_len = 0;
    uint8_t *msg, *want, *z = NULL;
    if (needs_bits(r)) {
      ++skipped;
      continue;
    }
    msg = kat_bytes(r, "Msg", &msg_len);
    want = kat_bytes(r, "MD", &md_len);
    if (vf->kind == CXOF) z = kat_bytes(r, "Z", &z_len);
    digest_record(md, vf->kind, msg, msg_len, z, z_len, want, md_len, kat_where(f, r));
    ++ran;
    free(msg);
    free(want);
    free(z);
  }
  EVP_MD_free(md);
}

/* ------------------------------------------------------------------------- AEAD */
/* Encrypts in pieces (AAD in two, data in three); the tag length is set
 * before the key and nonce (EVP_CTRL_AEAD_SET_TAG with NULL). */
static void aead_encrypt(EVP_CIPHER *c, const uint8_t *key, const uint8_t *nonce, const uint8_t *ad, size_t ad_len,
                         const uint8_t *pt, size_t pt_len, const uint8_t *want_ct, const uint8_t *want_tag,
                         size_t tag_len, const char *where) {
  EVP_CIPHER_CTX *ctx = EVP_CIPHER_CTX_new();
  uint8_t *ct = (uint8_t *)calloc(pt_len + 1, 1), tag[16] = {0};
  size_t p1 = pt_len / 3, p2 = 2 * pt_len / 3;
  int l1 = -1, l2 = -1, l3 = -1, lf = -1, la = -1;
  CHECK_AT(EVP_EncryptInit_ex2(ctx, c, NULL, NULL, NULL) == 1, where);
  CHECK_AT(EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_SET_TAG, (int)tag_len, NULL) == 1, where);
  CHECK_AT(EVP_EncryptInit_ex2(ctx, NULL, key, nonce, NULL) == 1, where);
  CHECK_AT(EVP_EncryptUpdate(ctx, NULL, &la, ad, (int)(ad_len / 2)) == 1, where);
  CHECK_AT(EVP_EncryptUpdate(ctx, NULL, &la, ad + ad_len / 2, (int)(ad_len - ad_len / 2)) == 1, where);
  CHECK_AT(EVP_EncryptUpdate(ctx, ct, &l1, pt, (int)p1) == 1 && l1 == (int)p1, where);
  CHECK_AT(EVP_EncryptUpdate(ctx, ct + p1, &l2, pt + p1, (int)(p2 - p1)) == 1 && l2 == (int)(p2 - p1), where);
  CHECK_AT(EVP_EncryptUpdate(ctx, ct + p2, &l3, pt + p2, (int)(pt_len - p2)) == 1 && l3 == (int)(pt_len - p2), where);
  CHECK_AT(EVP_EncryptFinal_ex(ctx, ct + pt_len, &lf) == 1 && lf == 0, where);
  CHECK_AT(EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_GET_TAG, (int)tag_len, tag) == 1, where);
  CHECK_AT(memcmp(ct, want_ct, pt_len) == 0, where);
  CHECK_AT(memcmp(tag, want_tag, tag_len) == 0, where);
  free(ct);
  EVP_CIPHER_CTX_free(ctx);
}

/* Decrypts in pieces. The tag goes in before the data (needed for a
 * truncated tag) or, for a full tag, after it, as with AES-GCM. Returns
 * whether final accepted; `pt` (zeroed first) gets what was released. */
static int aead_decrypt(EVP_CIPHER *c, int ours, const uint8_t *key, const uint8_t *nonce, const uint8_t *ad,
                        size_t ad_len, const uint8_t *ct, size_t ct_len, const uint8_t *tag, size_t tag_len,
                        int tag_first, uint8_t *pt, const char *where) {
  EVP_CIPHER_CTX *ctx = EVP_CIPHER_CTX_new();
  size_t half = ct_len / 2;
  int l1 = -1, l2 = -1, lf = -1, la = -1, ok;
  memset(pt, 0, ct_len + 1);
  CHECK_AT(EVP_DecryptInit_ex2(ctx, c, NULL, NULL, NULL) == 1, where);
  /* the receiver binds the tag length it expects; it never takes it from the tag */
  CHECK_AT(EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_SET_TAG, (int)tag_len, NULL) == 1, where);
  CHECK_AT(EVP_DecryptInit_ex2(ctx, NULL, key, nonce, NULL) == 1, where);
  if (tag_first) CHECK_AT(EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_SET_TAG, (int)tag_len, (void *)tag) == 1, where);
  CHECK_AT(EVP_DecryptUpdate(ctx, NULL, &la, ad, (int)ad_len) == 1, where);
  CHECK_AT(EVP_DecryptUpdate(ctx, pt, &l1, ct, (int)half) == 1, where);
  CHECK_AT(EVP_DecryptUpdate(ctx, pt + l1, &l2, ct + half, (int)(ct_len - half)) == 1, where);
  if (ours) CHECK_AT(l1 == 0 && l2 == 0, where); /* nothing released before the tag is checked */
  if (!tag_first) CHECK_AT(EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_AEAD_SET_TAG, (int)tag_len, (void *)tag) == 1, where);
  if (ours) { /* two updates into pt: final's room (all of pt) must be declared */
    OSSL_PARAM room[2] = {OSSL_PARAM_END, OSSL_PARAM_END};
    room[0] = OSSL_PARAM_construct_size_t(ASCON_CIPHER_PARAM_FINAL_OUTSIZE, &ct_len);
    CHECK_AT(EVP_CIPHER_CTX_set_params(ctx, room) == 1, where);
  }
  ok = EVP_DecryptFinal_ex(ctx, pt + l1 + l2, &lf) == 1;
  if (ok) CHECK_AT((size_t)(l1 + l2 + lf) == ct_len, where);
  if (!ok && ours) {
    CHECK_AT(lf == 0 && all_zero(pt, ct_len + 1), where);
    CHECK_AT(error_says("tag verification failed"), where);
  }
  ERR_clear_error();
  EVP_CIPHER_CTX_free(ctx);
  return ok;
}

static size_t run_aead_file(const vector_file *vf, kat_file *f, EVP_CIPHER *c, int ours) {
  size_t i, failing = 0;
  for (i = 0; i < f->count; ++i) {
    const kat_record *r = &f->records[i];
    const char *where = kat_where(f, r);
    size_t key_len, nonce_len, ad_len, pt_len, ct_len, tag_len;
    uint8_t *key, *nonce, *ad, *pt, *ct, *tag, *out;
    int passes = 1;
    if (needs_bits(r)) {
      ++skipped;
      continue;
    }
    key = kat_bytes(r, "Key", &key_len);
    nonce = kat_bytes(r, "Nonce", &nonce_len);
    ad = kat_bytes(r, "AD", &ad_len);
    pt = kat_bytes(r, "PT", &pt_len);
    ct = kat_bytes(r, "CT", &ct_len);
    CHECK_AT(key_len == (size_t)EVP_CIPHER_get_key_length(c) && nonce_len == 16, where);
    if (vf->kind == AEAD_LWC) { /* CT = ciphertext || 16-byte tag */
      ct_len -= 16;
      tag = (uint8_t *)malloc(16);
      memcpy(tag, ct + ct_len, 16);
      tag_len = 16;
    } else {
      tag = kat_bytes(r, "Tag", &tag_len);
      passes = strcmp(kat_str(r, "TestPassed"), "True") == 0 || strcmp(kat_str(r, "TestPassed"), "true") == 0;
    }
    out = (uint8_t *)malloc(ct_len + 1);
    if (passes) {
      CHECK_AT(pt_len == ct_len, where);
      aead_encrypt(c, key, nonce, ad, ad_len, pt, pt_len, ct, tag, tag_len, where);
      CHECK_AT(
          aead_decrypt(c, ours, key, nonce, ad, ad_len, ct, ct_len, tag, tag_len, tag_len < 16 || i % 2, out, where),
          where);
      CHECK_AT(memcmp(out, pt, pt_len) == 0, where);
      tag[i % tag_len] ^= (uint8_t)(1u << (i % 8)); /* any flipped tag bit is refused */
    } else {
      ++failing;
    }
    CHECK_AT(!aead_decrypt(c, ours, key, nonce, ad, ad_len, ct, ct_len, tag, tag_len, 1, out, where), where);
    ++ran;
    free(key), free(nonce), free(ad), free(pt), free(ct), free(tag), free(out);
  }
  return failing;
}

/* Reads the manifest; exits on a malformed line. */
static size_t read_manifest(vector_file *out, size_t cap) {
  FILE *m = fopen(ASCON_VECTORS_MANIFEST, "r");
  char line[512];
  size_t n = 0, i;
  if (m == NULL) {
    fprintf(stderr, "cannot open %s\n", ASCON_VECTORS_MANIFEST);
    exit(1);
  }
  while (fgets(line, sizeof line, m)) {
    vector_file *v = &out[n];
    if (line[0] == '#' || line[strspn(line, " \t\r\n")] == '\0') continue;
    if (n == cap ||
        sscanf(line, "%255s %63s %15s %zu %zu", v->file, v->algorithm, v->format, &v->records, &v->must_fail) != 5) {
      fprintf(stderr, "%s: bad line: %s", ASCON_VECTORS_MANIFEST, line);
      exit(1);
    }
    for (i = 0; v->algorithm[i]; ++i)
      if (v->algorithm[i] >= 'a' && v->algorithm[i] <= 'z') v->algorithm[i] = (char)(v->algorithm[i] - 'a' + 'A');
    ++n;
  }
  fclose(m);
  return n;
}

/* The keyed Mac/Prf rows of the catalogue are not offered (they would be
 * EVP_MAC algorithms); every other algorithm must be. */
static int keyed(const char *name) { return strstr(name, "-MAC") != NULL || strstr(name, "-PRF") != NULL; }

int main(void) {
  OSSL_PROVIDER *prov = load_ascon(), *deflt = OSSL_PROVIDER_load(NULL, "default");
  EVP_CIPHER *theirs = EVP_CIPHER_fetch(NULL, "ASCON-AEAD128", "provider=default");
  static vector_file files[128];
  size_t i, n = read_manifest(files, sizeof files / sizeof *files), offered = 0;
  ERR_clear_error();
  CHECK(n >= 20);
  for (i = 0; i < n; ++i) {
    vector_file *vf = &files[i];
    EVP_MD *md;
    EVP_CIPHER *c;
    kat_file f;
    size_t ran0 = ran, skipped0 = skipped, failing = 0;
    ERR_set_mark();
    md = EVP_MD_fetch(NULL, vf->algorithm, PROPQ);
    c = md ? NULL : EVP_CIPHER_fetch(NULL, vf->algorithm, PROPQ);
    ERR_pop_to_mark();
    if (md == NULL && c == NULL) {
      CHECK_AT(keyed(vf->algorithm), vf->algorithm); /* anything else must be offered */
      printf("%-42s %-16s not offered (keyed: an EVP_MAC algorithm)\n", vf->file, vf->algorithm);
      continue;
    }
    CHECK_AT(!keyed(vf->algorithm), vf->algorithm);
    ++offered;
    if (c != NULL) {
      vf->kind = strcmp(vf->format, "lwc") == 0 ? AEAD_LWC : AEAD_ACVP;
    } else if ((EVP_MD_get_flags(md) & EVP_MD_FLAG_XOF) == 0) {
      vf->kind = HASH;
    } else {
      vf->kind = OSSL_PARAM_locate_const(EVP_MD_settable_ctx_params(md), ASCON_DIGEST_PARAM_CUSTOMIZATION) ? CXOF : XOF;
    }
    EVP_MD_free(md);
    f = kat_load(vf->file);
    CHECK_EQ_INT(f.count, vf->records);
    if (c != NULL) {
      failing = run_aead_file(vf, &f, c, 1);
      /* Where this OpenSSL has its own Ascon-AEAD128 (3.6+), it must agree. */
      if (theirs && strcmp(vf->algorithm, "ASCON-AEAD128") == 0) {
        size_t keep_ran = ran, keep_skipped = skipped;
        run_aead_file(vf, &f, theirs, 0);
        printf("  %s: also through the default provider's ASCON-AEAD128\n", vf->file);
        ran = keep_ran, skipped = keep_skipped;
      }
      EVP_CIPHER_free(c);
    } else {
      run_digest_file(vf, &f);
    }
    printf("%-42s %-16s %4zu records: %4zu run, %zu skipped%s\n", vf->file, vf->algorithm, f.count, ran - ran0,
           skipped - skipped0, skipped > skipped0 ? " (bit-length fields or nonce masking: EVP is byte-oriented)" : "");
    CHECK_EQ_INT(ran - ran0 + skipped - skipped0, f.count);
    if (skipped == skipped0) CHECK_EQ_INT(failing, vf->must_fail); /* the must-fail records all failed */
    kat_free(&f);
  }
  CHECK_EQ_INT(offered, 19); /* every SP 800-232 and v1.2 digest and AEAD file */
  if (theirs == NULL)
    printf("the default provider has no ASCON-AEAD128 here (OpenSSL %s): no cross-check\n",
           OpenSSL_version(OPENSSL_VERSION_STRING));
  EVP_CIPHER_free(theirs);
  OSSL_PROVIDER_unload(deflt);
  OSSL_PROVIDER_unload(prov);
  return check_exit("test_evp_kat");
}
