/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Tiny assertion helpers shared by the C tests: every failed check prints
 * where it failed and counts; main returns check_exit(). */
#ifndef ASCON_TEST_CHECK_H
#define ASCON_TEST_CHECK_H

#include <stdio.h>
#include <string.h>

/* The suite runs against libascon and against the C99 edition (src/c99/),
 * which implements only the SP 800-232 part of ascon.h. Built with
 * ASCON_TEST_C99_EDITION (CMake does it for the c99 test programs), the
 * checks of what that edition leaves out (Ascon v1.2) are compiled out and
 * each program prints that it skipped them. */
#if defined(ASCON_TEST_C99_EDITION)
#define ASCON_TEST_HAS_V12 0
#else
#define ASCON_TEST_HAS_V12 1
#endif
#define SKIPPED_V12(prog) printf("%s: skipped: the Ascon v1.2 checks (not in the C99 edition)\n", prog)

extern int check_failures;
extern long check_count;

#define CHECK(cond)                                                            \
  do {                                                                         \
    ++check_count;                                                             \
    if (!(cond)) {                                                             \
      ++check_failures;                                                        \
      fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); \
    }                                                                          \
  } while (0)

/* CHECK with a context string (vector file and line) in the message. */
#define CHECK_AT(cond, where)                                                              \
  do {                                                                                     \
    ++check_count;                                                                         \
    if (!(cond)) {                                                                         \
      ++check_failures;                                                                    \
      fprintf(stderr, "%s:%d: check failed (%s): %s\n", __FILE__, __LINE__, where, #cond); \
    }                                                                                      \
  } while (0)

#define CHECK_EQ_INT(a, b)                                                                                       \
  do {                                                                                                           \
    long check_a_ = (long)(a), check_b_ = (long)(b);                                                             \
    ++check_count;                                                                                               \
    if (check_a_ != check_b_) {                                                                                  \
      ++check_failures;                                                                                          \
      fprintf(stderr, "%s:%d: %s == %ld, expected %s == %ld\n", __FILE__, __LINE__, #a, check_a_, #b, check_b_); \
    }                                                                                                            \
  } while (0)

/* Defines the counters and the exit code; put CHECK_MAIN_DEFS once per program. */
#define CHECK_MAIN_DEFS   \
  int check_failures = 0; \
  long check_count = 0;

static inline int check_exit(const char *prog) {
  printf("%s: %ld checks, %d failed\n", prog, check_count, check_failures);
  return check_failures == 0 ? 0 : 1;
}

static inline int all_zero(const unsigned char *p, size_t n) {
  unsigned char acc = 0;
  size_t i;
  for (i = 0; i < n; ++i) acc |= p[i];
  return acc == 0;
}

/* Deterministic test bytes that differ with the seed and the position. */
static inline void fill(unsigned char *p, size_t n, unsigned seed) {
  size_t i;
  for (i = 0; i < n; ++i) p[i] = (unsigned char)(seed + 31 * i + (i >> 3));
}

/* A test file's four shared inputs (its static key, nonce, msg, ad), from one seed. */
#define FILL_INPUTS(seed)                                                                                   \
  (fill(key, sizeof key, (seed)), fill(nonce, sizeof nonce, (seed) + 1), fill(msg, sizeof msg, (seed) + 2), \
   fill(ad, sizeof ad, (seed) + 3))

#endif
