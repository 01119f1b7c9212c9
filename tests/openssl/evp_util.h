/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Shared by the provider's EVP tests: load the "ascon" provider (found
 * through OPENSSL_MODULES, which ctest sets to the build folder of ascon.so)
 * and a few EVP helpers. Only public OpenSSL API is used. */
#ifndef ASCON_TEST_EVP_UTIL_H
#define ASCON_TEST_EVP_UTIL_H

#include <openssl/core_names.h>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/params.h>
#include <openssl/provider.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../src/openssl/ascon_provider.h"

#define PROPQ "provider=" ASCON_PROVIDER_NAME

static inline OSSL_PROVIDER *load_ascon(void) {
  OSSL_PROVIDER *p = OSSL_PROVIDER_load(NULL, ASCON_PROVIDER_NAME);
  if (p == NULL) {
    fprintf(stderr, "cannot load the ascon provider (OPENSSL_MODULES=%s)\n",
            getenv("OPENSSL_MODULES") ? getenv("OPENSSL_MODULES") : "(unset)");
    ERR_print_errors_fp(stderr);
    exit(1);
  }
  return p;
}

/* Whether the newest error on the queue mentions `text`; clears the queue. */
static inline int error_says(const char *text) {
  char buf[512] = "";
  unsigned long e = ERR_peek_last_error();
  if (e != 0) ERR_error_string_n(e, buf, sizeof buf);
  ERR_clear_error();
  if (e == 0 || strstr(buf, text) == NULL) {
    fprintf(stderr, "  expected an error saying \"%s\", got \"%s\"\n", text, buf);
    return 0;
  }
  return 1;
}

/* Whether any error on the queue mentions `text` (OpenSSL may stack its own
 * on top of the provider's); clears the queue. */
static inline int error_queue_says(const char *text) {
  char buf[512] = "", seen[1024] = "";
  unsigned long e;
  int found = 0;
  while ((e = ERR_get_error()) != 0) {
    ERR_error_string_n(e, buf, sizeof buf);
    if (strstr(buf, text) != NULL) found = 1;
    strncat(seen, buf, sizeof seen - strlen(seen) - 2);
    strcat(seen, "; ");
  }
  if (!found) fprintf(stderr, "  expected an error saying \"%s\" on the queue, got \"%s\"\n", text, seen);
  return found;
}

#endif
