/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* A small reader for the known-answer vector files (../shared/vectors, or
 * the folder in the environment variable ASCON_VECTORS_DIR): records of
 * "Name = VALUE" lines separated by blank lines. A missing file or folder is
 * fatal (exit 1), never a silent pass. */
#ifndef ASCON_TEST_VECTORS_H
#define ASCON_TEST_VECTORS_H

#include <stddef.h>
#include <stdint.h>

typedef struct {
  char *name;
  char *value;
} kat_field;

typedef struct {
  kat_field *fields;
  size_t count;
  int line; /* line of the record's first field */
} kat_record;

typedef struct {
  kat_record *records;
  size_t count;
  char *path;
} kat_file;

/* Loads `relpath` below the vectors folder; exits(1) with a message if it fails. */
kat_file kat_load(const char *relpath);
void kat_free(kat_file *f);

/* The value of field `name`; exits(1) if the record lacks it. */
const char *kat_str(const kat_record *r, const char *name);
int kat_has(const kat_record *r, const char *name);
/* Hex field as bytes: a malloc'ed buffer (never NULL, at least 1 byte) and its length. */
uint8_t *kat_bytes(const kat_record *r, const char *name, size_t *len);
size_t kat_num(const kat_record *r, const char *name);
/* "file:line" of a record, for messages (a static buffer). */
const char *kat_where(const kat_file *f, const kat_record *r);

/* One line of tests/vectors.manifest: the list of vector files every suite reads. */
typedef struct {
  char file[256];
  char algorithm[64]; /* the catalogue name, e.g. "ascon-hash256" */
  char format[16];    /* "lwc", "acvp" or "acvp-bits" */
  size_t records, must_fail;
} kat_manifest_row;

/* Calls fn for every line of the manifest (ASCON_VECTOR_MANIFEST in the
 * environment, else the path built in); exits(1) if it cannot be read or a
 * line is malformed. Returns the number of lines. */
size_t kat_manifest_each(void (*fn)(const kat_manifest_row *row, void *ctx), void *ctx);

#endif
