/* SPDX-License-Identifier: Apache-2.0 OR MIT */
#include "vectors.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef ASCON_VECTOR_MANIFEST_DEFAULT
#error "ASCON_VECTOR_MANIFEST_DEFAULT (tests/vectors.manifest) must be defined"
#endif

static void die(const char *what, const char *detail) {
  fprintf(stderr, "vectors: error: %s: %s\n", what, detail);
  exit(1);
}

static const char *vectors_dir(void) {
  const char *env = getenv("ASCON_VECTORS_DIR");
  if (env && *env) return env;
#ifdef ASCON_VECTORS_DIR_DEFAULT
  return ASCON_VECTORS_DIR_DEFAULT;
#else
  return "../shared/vectors";
#endif
}

static char *dup_range(const char *b, const char *e) {
  while (b < e && (*b == ' ' || *b == '\t')) ++b;
  while (e > b && (e[-1] == ' ' || e[-1] == '\t' || e[-1] == '\r' || e[-1] == '\n')) --e;
  {
    char *s = (char *)malloc((size_t)(e - b) + 1);
    if (!s) die("out of memory", "");
    memcpy(s, b, (size_t)(e - b));
    s[e - b] = '\0';
    return s;
  }
}

static void *grow(void *p, size_t n, size_t size) {
  void *q = realloc(p, n * size);
  if (!q) die("out of memory", "");
  return q;
}

kat_file kat_load(const char *relpath) {
  kat_file f = {NULL, 0, NULL};
  size_t cap = 0, fcap = 0, plen = strlen(vectors_dir()) + strlen(relpath) + 2;
  FILE *fp;
  char *line = NULL;
  size_t lcap = 0;
  int lineno = 0, in_record = 0;
  f.path = (char *)malloc(plen);
  if (!f.path) die("out of memory", "");
  snprintf(f.path, plen, "%s/%s", vectors_dir(), relpath);
  fp = fopen(f.path, "rb");
  if (!fp) die("cannot open vector file (set ASCON_VECTORS_DIR)", f.path);
  /* Lines can be long (ACVP messages of kilobytes): grow the line buffer. */
  for (;;) {
    size_t len = 0;
    int c;
    while ((c = fgetc(fp)) != EOF && c != '\n') {
      if (len + 2 > lcap) line = (char *)grow(line, lcap = lcap ? 2 * lcap : 256, 1);
      line[len++] = (char)c;
    }
    if (c == EOF && len == 0) break;
    if (len + 1 > lcap) line = (char *)grow(line, lcap = len + 1, 1);
    line[len] = '\0';
    ++lineno;
    {
      const char *eq = strchr(line, '=');
      const char *p = line;
      while (*p == ' ' || *p == '\t' || *p == '\r') ++p;
      if (*p == '\0') { /* blank line: ends a record */
        in_record = 0;
        continue;
      }
      if (!eq) die("line without '='", f.path);
      if (!in_record) {
        if (f.count == cap) f.records = (kat_record *)grow(f.records, cap = cap ? 2 * cap : 64, sizeof(kat_record));
        f.records[f.count].fields = NULL;
        f.records[f.count].count = 0;
        f.records[f.count].line = lineno;
        ++f.count;
        in_record = 1;
        fcap = 0;
      }
      {
        kat_record *r = &f.records[f.count - 1];
        if (r->count == fcap) r->fields = (kat_field *)grow(r->fields, fcap = fcap ? 2 * fcap : 8, sizeof(kat_field));
        r->fields[r->count].name = dup_range(line, eq);
        r->fields[r->count].value = dup_range(eq + 1, line + len);
        ++r->count;
      }
    }
    if (c == EOF) break;
  }
  free(line);
  fclose(fp);
  if (f.count == 0) die("no records in", f.path);
  return f;
}

void kat_free(kat_file *f) {
  size_t i, j;
  for (i = 0; i < f->count; ++i) {
    for (j = 0; j < f->records[i].count; ++j) {
      free(f->records[i].fields[j].name);
      free(f->records[i].fields[j].value);
    }
    free(f->records[i].fields);
  }
  free(f->records);
  free(f->path);
  f->records = NULL;
  f->count = 0;
  f->path = NULL;
}

int kat_has(const kat_record *r, const char *name) {
  size_t i;
  for (i = 0; i < r->count; ++i)
    if (strcmp(r->fields[i].name, name) == 0) return 1;
  return 0;
}

const char *kat_str(const kat_record *r, const char *name) {
  size_t i;
  for (i = 0; i < r->count; ++i)
    if (strcmp(r->fields[i].name, name) == 0) return r->fields[i].value;
  die("record lacks field", name);
  return NULL;
}

static int nibble(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  die("bad hex digit in field", "");
  return 0;
}

uint8_t *kat_bytes(const kat_record *r, const char *name, size_t *len) {
  const char *h = kat_str(r, name);
  size_t n = strlen(h), i;
  uint8_t *out;
  if (n % 2) die("odd-length hex in field", name);
  out = (uint8_t *)malloc(n / 2 + 1);
  if (!out) die("out of memory", "");
  for (i = 0; i < n / 2; ++i) out[i] = (uint8_t)(nibble(h[2 * i]) << 4 | nibble(h[2 * i + 1]));
  *len = n / 2;
  return out;
}

size_t kat_num(const kat_record *r, const char *name) { return (size_t)strtoul(kat_str(r, name), NULL, 10); }

const char *kat_where(const kat_file *f, const kat_record *r) {
  static char buf[512];
  snprintf(buf, sizeof buf, "%s:%d", f->path, r->line);
  return buf;
}

size_t kat_manifest_each(void (*fn)(const kat_manifest_row *row, void *ctx), void *ctx) {
  const char *env = getenv("ASCON_VECTOR_MANIFEST");
  const char *path = env && *env ? env : ASCON_VECTOR_MANIFEST_DEFAULT;
  FILE *f = fopen(path, "r");
  char line[512];
  size_t rows = 0;
  if (f == NULL) die("cannot read the vector manifest", path);
  while (fgets(line, sizeof line, f)) {
    kat_manifest_row row;
    unsigned long records, must_fail;
    if (line[0] == '#' || line[strspn(line, " \t\r\n")] == '\0') continue;
    if (sscanf(line, "%255s %63s %15s %lu %lu", row.file, row.algorithm, row.format, &records, &must_fail) != 5)
      die("malformed manifest line", line);
    row.records = (size_t)records;
    row.must_fail = (size_t)must_fail;
    fn(&row, ctx);
    ++rows;
  }
  fclose(f);
  return rows;
}
