/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The C99 edition built with ASCON_C99_ERROR_STRINGS=0 (for chips with a
 * few KiB of SRAM): ascon_error_string gives each code's number, distinct
 * for every code, and "unknown" outside the list. */
#include <ascon.h>
#include <stdio.h>
#include <string.h>

#include "check.h"

CHECK_MAIN_DEFS

int main(void) {
  int a, b;
  char want[16]; /* "%d" of any int: 12 bytes */
  for (a = ASCON_ERR_BAD_RANDOMNESS; a <= ASCON_OK; ++a) {
    snprintf(want, sizeof want, "%d", a);
    CHECK(strcmp(ascon_error_string(a), want) == 0);
    for (b = ASCON_ERR_BAD_RANDOMNESS; b < a; ++b) CHECK(strcmp(ascon_error_string(a), ascon_error_string(b)) != 0);
  }
  CHECK(strcmp(ascon_error_string(1), "unknown") == 0);
  CHECK(strcmp(ascon_error_string(ASCON_ERR_BAD_RANDOMNESS - 1), "unknown") == 0);
  CHECK(strcmp(ascon_version_string(), ASCON_VERSION_STRING) == 0);
  return check_exit("test_error_numbers");
}
