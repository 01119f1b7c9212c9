/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* ascon_stream_* and ascon_random_*: the streaming API against the test
 * vectors of docs/file-format.md (the same chunk core: a stream pushed in
 * chunk_size pieces is the file byte for byte), then every way a stream can
 * be tampered with, each chunk released only once it verifies. */
#include <ascon.h>
#include <stdlib.h>

#include "check.h"

CHECK_MAIN_DEFS

/* An entropy source that hands out fixed bytes: the vectors' salt. */
struct fixed_source {
  const unsigned char *bytes;
  size_t len, calls;
};
static int fixed_fill(void *ctx, uint8_t *buf, size_t len) {
  struct fixed_source *s = (struct fixed_source *)ctx;
  ++s->calls;
  if (len != s->len) return 1;
  memcpy(buf, s->bytes, len);
  return 0;
}
static int failing_fill(void *ctx, uint8_t *buf, size_t len) {
  (void)ctx;
  if (len > 0) buf[0] = 0x55; /* a partial fill the library must not let through */
  return 1;
}

#if !defined(ASCON_TEST_C99_EDITION)
/* ---- the vectors of docs/file-format.md ------------------------------------------ */
#define MAX_HEX 1024
struct vec {
  unsigned char key[16], salt[32], pt[MAX_HEX], file[MAX_HEX];
  size_t pt_len, file_len;
  unsigned long chunk;
};

static int hexval(int c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}
/* Appends the hex digits of s (spaces skipped) to out; returns the new length. */
static size_t add_hex(unsigned char *out, size_t len, size_t cap, const char *s) {
  int hi = -1;
  for (; *s && *s != '\n'; ++s) {
    const int v = hexval((unsigned char)*s);
    if (v < 0) continue;
    if (hi < 0) {
      hi = v;
    } else {
      if (len < cap) out[len] = (unsigned char)(hi * 16 + v);
      ++len;
      hi = -1;
    }
  }
  return len;
}

/* Reads the "vector:" blocks; returns how many (at most max). */
static int read_vectors(const char *path, struct vec *v, int max) {
  FILE *f = fopen(path, "r");
  char line[512];
  int n = -1;
  size_t *cont_len = NULL;
  unsigned char *cont = NULL;
  if (!f) {
    fprintf(stderr, "test_stream: cannot open %s\n", path);
    return 0;
  }
  while (fgets(line, sizeof line, f)) {
    const char *val = strchr(line, ':');
    if (strncmp(line, "vector:", 7) == 0) {
      if (n + 1 >= max) break;
      ++n;
      memset(&v[n], 0, sizeof v[n]);
      cont = NULL;
      continue;
    }
    if (n < 0) continue;
    if (line[0] == ' ' && cont) {
      *cont_len = add_hex(cont, *cont_len, MAX_HEX, line);
      continue;
    }
    cont = NULL;
    if (!val) continue;
    ++val;
    if (strncmp(line, "key:", 4) == 0) {
      CHECK(add_hex(v[n].key, 0, 16, val) == 16);
    } else if (strncmp(line, "salt:", 5) == 0) {
      CHECK(add_hex(v[n].salt, 0, 32, val) == 32);
    } else if (strncmp(line, "chunk size:", 11) == 0) {
      v[n].chunk = strtoul(val, NULL, 10);
    } else if (strncmp(line, "plaintext:", 10) == 0) {
      if (!strstr(val, "(empty)")) v[n].pt_len = add_hex(v[n].pt, 0, MAX_HEX, val);
      cont = v[n].pt;
      cont_len = &v[n].pt_len;
    } else if (strncmp(line, "file:", 5) == 0) {
      v[n].file_len = add_hex(v[n].file, 0, MAX_HEX, val);
      cont = v[n].file;
      cont_len = &v[n].file_len;
    }
  }
  fclose(f);
  return n + 1;
}

static void test_file_vectors(void) {
  static struct vec v[8];
  const int n = read_vectors(STREAM_DOC, v, 8);
  int i;
  CHECK(n == 4);
  for (i = 0; i < n; ++i) {
    static unsigned char out[MAX_HEX], back[MAX_HEX];
    struct fixed_source src;
    ascon_stream_state st;
    size_t len = 64, off = 0, c_len = 0, m_len = 0, back_len = 0;
    int last = 0, chunks = 0;
    src.bytes = v[i].salt;
    src.len = 32;
    src.calls = 0;
    CHECK_EQ_INT(ascon_random_set_source(fixed_fill, &src), 0);
    CHECK_EQ_INT(ascon_stream_init_push(&st, out, v[i].key, v[i].chunk), 0);
    CHECK_EQ_INT(src.calls, 1);
    /* Full chunks, then a final one of 1..chunk bytes (0 only for an empty plaintext). */
    do {
      const size_t rest = v[i].pt_len - off;
      const int fin = rest <= v[i].chunk;
      const size_t take = fin ? rest : v[i].chunk;
      CHECK_EQ_INT(ascon_stream_push(&st, out + len, sizeof out - len, &c_len, v[i].pt + off, take, fin), 0);
      CHECK_EQ_INT(c_len, take + 16);
      len += c_len;
      off += take;
      if (fin) break;
    } while (1);
    CHECK_AT(len == v[i].file_len && memcmp(out, v[i].file, len) == 0, "docs/file-format.md vector");
    /* The state is wiped after the final chunk: no key left in it. */
    CHECK(all_zero(st.opaque, sizeof st.opaque));
    CHECK_EQ_INT(ascon_random_set_source(NULL, NULL), 0);

    /* Pull the file back chunk by chunk. */
    CHECK_EQ_INT(ascon_stream_init_pull(&st, v[i].file, v[i].key), 0);
    for (off = 64; off < v[i].file_len; off += m_len + 16, ++chunks) {
      size_t piece = v[i].file_len - off;
      if (piece > v[i].chunk + 16) piece = v[i].chunk + 16;
      CHECK_EQ_INT(
          ascon_stream_pull(&st, back + back_len, sizeof back - back_len, &m_len, &last, v[i].file + off, piece), 0);
      CHECK_EQ_INT(last, off + piece == v[i].file_len);
      back_len += m_len;
    }
    CHECK(chunks >= 1);
    CHECK(back_len == v[i].pt_len && memcmp(back, v[i].pt, back_len) == 0);
    CHECK_EQ_INT(ascon_stream_pull_final(&st), 0);
  }
}

/* ---- a five-chunk stream and every way to tamper with it --------------------------- */
#define CH 32
#define NCH 5
static const size_t sizes[NCH] = {CH, CH, CH, CH, 7};
static unsigned char key[16], header[64], pt[NCH][CH], sealed[NCH][CH + 16];

static void make_stream(void) {
  ascon_stream_state st;
  int i;
  size_t c_len;
  fill(key, sizeof key, 1);
  for (i = 0; i < NCH; ++i) fill(pt[i], CH, 10 + (unsigned)i);
  CHECK_EQ_INT(ascon_stream_init_push(&st, header, key, CH), 0);
  for (i = 0; i < NCH; ++i)
    CHECK_EQ_INT(ascon_stream_push(&st, sealed[i], sizeof sealed[i], &c_len, pt[i], sizes[i], i == NCH - 1), 0);
  CHECK_EQ_INT(ascon_stream_push(&st, sealed[0], sizeof sealed[0], &c_len, pt[0], 1, 0), ASCON_ERR_OUT_OF_ORDER);
}

/* Pulls the chunks in `order` (n of them, -1 ends the list early); returns the
 * index in `order` of the first failure (n if none) and checks that every
 * failure zeroed its output and ended the stream. */
static int pull_order(const int *order, int n, unsigned char (*chunks)[CH + 16], const size_t *lens) {
  ascon_stream_state st;
  int k;
  CHECK_EQ_INT(ascon_stream_init_pull(&st, header, key), 0);
  for (k = 0; k < n; ++k) {
    unsigned char m[CH + 16];
    size_t m_len = 999;
    int last = -1, rc;
    const int i = order[k];
    memset(m, 0xAA, sizeof m);
    rc = ascon_stream_pull(&st, m, sizeof m, &m_len, &last, chunks[i], lens[i]);
    if (rc != 0) {
      CHECK_EQ_INT(rc, ASCON_ERR_AUTH);
      CHECK(lens[i] < 16 ||
            all_zero(m, lens[i] - 16 < sizeof m ? lens[i] - 16 : sizeof m)); /* nothing unverified released */
      CHECK_EQ_INT(m_len, 999);                                              /* lengths written only on success */
      CHECK(all_zero(st.opaque, sizeof st.opaque));                          /* the stream is over, wiped */
      CHECK_EQ_INT(ascon_stream_pull(&st, m, sizeof m, &m_len, &last, chunks[i], lens[i]), ASCON_ERR_OUT_OF_ORDER);
      return k;
    }
    CHECK(m_len == lens[i] - 16 && memcmp(m, pt[i], m_len) == 0);
    CHECK_EQ_INT(last, i == NCH - 1);
  }
  /* The input ended: complete only if the final chunk came (else n + 1). */
  k = ascon_stream_pull_final(&st);
  if (k == 0) return n;
  CHECK_EQ_INT(k, ASCON_ERR_AUTH);
  return n + 1;
}

static void test_tampering(void) {
  static unsigned char bad[NCH][CH + 16];
  size_t lens[NCH];
  int i, j, b;
  make_stream();
  for (i = 0; i < NCH; ++i) lens[i] = sizes[i] + 16;
  {
    const int in_order[NCH] = {0, 1, 2, 3, 4};
    CHECK_EQ_INT(pull_order(in_order, NCH, sealed, lens), NCH); /* the untouched stream verifies */
  }
  {
    const int swapped[NCH] = {0, 2, 1, 3, 4};  /* reordered */
    const int replayed[NCH] = {0, 1, 1, 2, 3}; /* a chunk replayed */
    const int dropped[4] = {0, 1, 3, 4};       /* a middle chunk dropped */
    const int truncated[4] = {0, 1, 2, 3};     /* the final chunk missing */
    const int final_first[1] = {4};            /* the final chunk alone */
    CHECK_EQ_INT(pull_order(swapped, NCH, sealed, lens), 1);
    CHECK_EQ_INT(pull_order(replayed, NCH, sealed, lens), 2);
    CHECK_EQ_INT(pull_order(dropped, 4, sealed, lens), 2);
    CHECK_EQ_INT(pull_order(truncated, 4, sealed, lens), 5); /* all four release; pull_final says truncated */
    CHECK_EQ_INT(pull_order(final_first, 1, sealed, lens), 0);
  }
  /* Every bit of every chunk (ciphertext and tag) flipped: that chunk fails,
   * the chunks before it were released. */
  for (i = 0; i < NCH; ++i) {
    for (j = 0; j < (int)lens[i]; ++j) {
      for (b = 0; b < 8; ++b) {
        const int in_order[NCH] = {0, 1, 2, 3, 4};
        memcpy(bad, sealed, sizeof bad);
        bad[i][j] ^= (unsigned char)(1u << b);
        CHECK_EQ_INT(pull_order(in_order, NCH, bad, lens), i);
      }
    }
  }
  /* Cut short by one byte, or extended by one: the chunk fails. */
  {
    const int in_order[NCH] = {0, 1, 2, 3, 4};
    size_t l2[NCH];
    memcpy(l2, lens, sizeof l2);
    l2[4] = lens[4] - 1;
    CHECK_EQ_INT(pull_order(in_order, NCH, sealed, l2), 4);
    l2[4] = lens[4] + 1;
    CHECK_EQ_INT(pull_order(in_order, NCH, sealed, l2), 4);
    memcpy(l2, lens, sizeof l2);
    l2[2] = 15; /* shorter than a tag */
    CHECK_EQ_INT(pull_order(in_order, NCH, sealed, l2), 2);
  }
  /* A chunk of another stream under the same key (another salt): refused. */
  {
    unsigned char h2[64];
    ascon_stream_state st;
    size_t c_len;
    const int in_order[NCH] = {0, 1, 2, 3, 4};
    memcpy(bad, sealed, sizeof bad);
    CHECK_EQ_INT(ascon_stream_init_push(&st, h2, key, CH), 0);
    CHECK(memcmp(h2, header, 64) != 0); /* a fresh salt */
    CHECK_EQ_INT(ascon_stream_push(&st, bad[0], sizeof bad[0], &c_len, pt[0], CH, 0), 0);
    CHECK_EQ_INT(ascon_stream_abort(&st), 0);
    CHECK(all_zero(st.opaque, sizeof st.opaque));
    CHECK_EQ_INT(pull_order(in_order, NCH, bad, lens), 0);
  }
  /* Every header bit, and a wrong key: init_pull refuses and nothing is live. */
  {
    ascon_stream_state st;
    unsigned char h[64], k2[16];
    unsigned char m[CH];
    size_t m_len;
    for (j = 0; j < 64 * 8; ++j) {
      int rc;
      memcpy(h, header, 64);
      h[j / 8] ^= (unsigned char)(1u << (j % 8));
      rc = ascon_stream_init_pull(&st, h, key);
      CHECK(rc == ASCON_ERR_AUTH || rc == ASCON_ERR_BAD_LENGTH);
      CHECK_EQ_INT(ascon_stream_pull(&st, m, sizeof m, &m_len, NULL, sealed[0], lens[0]), ASCON_ERR_OUT_OF_ORDER);
    }
    memcpy(k2, key, 16);
    k2[15] ^= 1;
    CHECK_EQ_INT(ascon_stream_init_pull(&st, header, k2), ASCON_ERR_AUTH);
  }
}

/* ---- misuse, in place, empty chunks, random ---------------------------------------- */
static void test_api(void) {
  ascon_stream_state st;
  unsigned char h[64], k[16], m[CH + 16], c[CH + 16], c2[CH + 16];
  size_t c_len = 0, m_len = 0;
  int last = 0;
  CHECK_EQ_INT(ascon_stream_state_size(), sizeof(ascon_stream_state));
  CHECK_EQ_INT(ascon_stream_headerbytes(), ASCON_STREAM_HEADERBYTES);
  CHECK_EQ_INT(ascon_stream_abytes(), ASCON_STREAM_ABYTES);
  CHECK_EQ_INT(ascon_aead128_keygen(k), 0);
  CHECK_EQ_INT(ascon_stream_init_push(&st, h, k, 0), ASCON_ERR_BAD_LENGTH);
  CHECK_EQ_INT(ascon_stream_init_push(&st, h, k, (size_t)ASCON_STREAM_MAX_CHUNKBYTES + 1), ASCON_ERR_BAD_LENGTH);
  CHECK_EQ_INT(ascon_stream_init_push(NULL, h, k, CH), ASCON_ERR_NULL_POINTER);
  CHECK_EQ_INT(ascon_stream_push(&st, c, sizeof c, &c_len, m, 1, 0), ASCON_ERR_OUT_OF_ORDER);
  CHECK_EQ_INT(ascon_stream_init_push(&st, h, k, CH), 0);
  fill(m, sizeof m, 7);
  CHECK_EQ_INT(ascon_stream_push(&st, c, sizeof c, &c_len, m, CH + 1, 0), ASCON_ERR_BAD_LENGTH);
  CHECK_EQ_INT(ascon_stream_push(&st, c, CH + 15, &c_len, m, CH, 0), ASCON_ERR_BUFFER_TOO_SMALL);
  CHECK_EQ_INT(ascon_stream_push(&st, c, sizeof c, &c_len, m, CH, 0), 0); /* the errors left it usable */
  /* In place equals out of place: the second chunk both ways from one state copy is
   * not allowed (nonce reuse), so compare against a pull instead. */
  memcpy(c2, m, CH);
  CHECK_EQ_INT(ascon_stream_push(&st, c2, sizeof c2, &c_len, c2, CH, 0), 0);
  CHECK_EQ_INT(ascon_stream_push(&st, c2 + 4, sizeof c2 - 4, &c_len, c2, 8, 0), ASCON_ERR_OVERLAP);
  CHECK_EQ_INT(ascon_stream_push(&st, NULL, 0, &c_len, NULL, 0, 1), ASCON_ERR_NULL_POINTER);
  {
    unsigned char e[16];
    CHECK_EQ_INT(ascon_stream_push(&st, e, sizeof e, &c_len, NULL, 0, 1), 0); /* an empty final chunk */
    CHECK_EQ_INT(c_len, 16);
    CHECK_EQ_INT(ascon_stream_init_pull(&st, h, k), 0);
    CHECK_EQ_INT(ascon_stream_pull(&st, m, sizeof m, &m_len, &last, c, CH + 16), 0);
    CHECK_EQ_INT(last, 0);
    CHECK_EQ_INT(ascon_stream_pull(&st, c2, sizeof c2, &m_len, &last, c2, CH + 16), ASCON_ERR_OVERLAP);
    CHECK_EQ_INT(ascon_stream_pull(&st, m, CH - 1, &m_len, &last, c2, CH + 16), ASCON_ERR_BUFFER_TOO_SMALL);
    CHECK_EQ_INT(ascon_stream_pull(&st, c, sizeof c, &m_len, &last, c2, CH + 16), 0);
    CHECK(memcmp(c, m, CH) == 0); /* the in-place push sealed the same plaintext */
    CHECK_EQ_INT(ascon_stream_pull(&st, NULL, 0, &m_len, &last, e, sizeof e), 0);
    CHECK_EQ_INT(m_len, 0);
    CHECK_EQ_INT(last, 1);
    CHECK_EQ_INT(ascon_stream_pull(&st, m, sizeof m, &m_len, &last, e, sizeof e), ASCON_ERR_OUT_OF_ORDER);
    CHECK_EQ_INT(ascon_stream_pull_final(&st), 0);
    CHECK(all_zero(st.opaque, sizeof st.opaque));
    CHECK_EQ_INT(ascon_stream_pull_final(&st), ASCON_ERR_OUT_OF_ORDER);
    CHECK_EQ_INT(ascon_stream_abort(&st), ASCON_ERR_OUT_OF_ORDER);
  }
  {
    /* A chunk longer than the chunk size fails before any opening: the
     * stream ends, and an output that is the input keeps the ciphertext. */
    unsigned char big[CH + 17], keep[CH + 17];
    CHECK_EQ_INT(ascon_stream_init_pull(&st, h, k), 0);
    fill(big, sizeof big, 9);
    memcpy(keep, big, sizeof big);
    CHECK_EQ_INT(ascon_stream_pull(&st, big, sizeof big, &m_len, &last, big, sizeof big), ASCON_ERR_AUTH);
    CHECK(memcmp(big, keep, sizeof big) == 0);
    CHECK(all_zero(st.opaque, sizeof st.opaque));
  }
  /* A push state is not a pull state. */
  CHECK_EQ_INT(ascon_stream_init_push(&st, h, k, CH), 0);
  CHECK_EQ_INT(ascon_stream_pull(&st, m, sizeof m, &m_len, &last, c, CH + 16), ASCON_ERR_OUT_OF_ORDER);
  CHECK_EQ_INT(ascon_stream_pull_final(&st), ASCON_ERR_OUT_OF_ORDER);
}

#endif /* !ASCON_TEST_C99_EDITION */

static void test_random(void) {
  unsigned char a[64], b[64], k[16];
  struct fixed_source src;
  CHECK_EQ_INT(ascon_random_bytes(NULL, 0), 0);
  CHECK_EQ_INT(ascon_random_bytes(NULL, 1), ASCON_ERR_NULL_POINTER);
#if defined(ASCON_TEST_C99_EDITION)
  /* No OS generator in the edition: without a source it fails closed. */
  memset(a, 0xAA, sizeof a);
  CHECK_EQ_INT(ascon_random_bytes(a, sizeof a), ASCON_ERR_UNAVAILABLE);
  CHECK(all_zero(a, sizeof a));
  fill(b, sizeof b, 99);
#else
  CHECK_EQ_INT(ascon_random_bytes(a, sizeof a), 0);
  CHECK_EQ_INT(ascon_random_bytes(b, sizeof b), 0);
  CHECK(memcmp(a, b, sizeof a) != 0); /* 2^-512 to fail by chance */
  CHECK(!all_zero(a, sizeof a));
#endif
  /* An installed source is used, for keys and salts alike. */
  src.bytes = b;
  src.len = 16;
  src.calls = 0;
  CHECK_EQ_INT(ascon_random_set_source(fixed_fill, &src), 0);
  CHECK_EQ_INT(ascon_aead128_keygen(k), 0);
  CHECK(memcmp(k, b, 16) == 0 && src.calls == 1);
  /* A failing source: the call fails and leaves zeros, not the partial fill. */
  CHECK_EQ_INT(ascon_random_set_source(failing_fill, NULL), 0);
  memset(a, 0xAA, sizeof a);
  CHECK_EQ_INT(ascon_random_bytes(a, sizeof a), ASCON_ERR_UNAVAILABLE);
  CHECK(all_zero(a, sizeof a));
  memset(k, 0xAA, sizeof k);
  CHECK_EQ_INT(ascon_aead128_keygen(k), ASCON_ERR_UNAVAILABLE);
  CHECK(all_zero(k, sizeof k));
#if !defined(ASCON_TEST_C99_EDITION)
  {
    ascon_stream_state st;
    unsigned char h[64];
    memset(&st, 0, sizeof st);
    CHECK_EQ_INT(ascon_stream_init_push(&st, h, b, CH), ASCON_ERR_UNAVAILABLE);
    CHECK(all_zero(st.opaque, sizeof st.opaque));
  }
  CHECK_EQ_INT(ascon_random_set_source(NULL, NULL), 0);
  CHECK_EQ_INT(ascon_aead128_keygen(k), 0);
#else
  CHECK_EQ_INT(ascon_random_set_source(NULL, NULL), 0);
  CHECK_EQ_INT(ascon_aead128_keygen(k), ASCON_ERR_UNAVAILABLE);
#endif
}

int main(void) {
  test_random();
#if defined(ASCON_TEST_C99_EDITION)
  printf("test_stream: skipped: ascon_stream_* (not in the C99 edition; its random hook is checked)\n");
#else
  test_file_vectors();
  test_tampering();
  test_api();
#endif
  return check_exit("test_stream");
}
