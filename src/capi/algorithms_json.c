/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Writes the catalogue as JSON (share/ascon/algorithms.json), read through
 * the C ABI itself (ascon_algorithm_count/info), so bindings in other
 * languages get exactly the rows libascon reports. A build step: run once
 * at build time, its output installed with the library.
 * usage: ascon_algorithms_json [OUTPUT]   (standard output without one) */
#include <ascon.h>
#include <stdio.h>

/* Catalogue strings are plain ASCII; escape what JSON requires anyway. */
static void json_string(const char *s) {
  putchar('"');
  for (; *s; ++s) {
    const unsigned char c = (unsigned char)*s;
    if (c == '"' || c == '\\')
      printf("\\%c", c);
    else if (c < 0x20)
      printf("\\u%04x", c);
    else
      putchar(c);
  }
  putchar('"');
}

int main(int argc, char **argv) {
  size_t i, n = ascon_algorithm_count();
  if (argc > 1 && freopen(argv[1], "w", stdout) == NULL) {
    perror(argv[1]);
    return 1;
  }
  printf("{\n  \"library\": \"libascon\",\n  \"version\": ");
  json_string(ascon_version_string());
  printf(",\n  \"algorithms\": [\n");
  for (i = 0; i < n; ++i) {
    const ascon_algorithm *a = ascon_algorithm_info(i);
    if (a == NULL) return 1;
    printf("    {\"name\": ");
    json_string(a->name);
    printf(", \"title\": ");
    json_string(a->title);
    printf(", \"kind\": ");
    json_string(a->kind);
    printf(", \"family\": ");
    json_string(a->family);
    printf(", \"c_prefix\": ");
    json_string(a->c_prefix);
    printf(", \"key_bytes\": %lu, \"nonce_bytes\": %lu, \"output_bytes\": %lu, \"batch\": %s}%s\n",
           (unsigned long)a->key_bytes, (unsigned long)a->nonce_bytes, (unsigned long)a->output_bytes,
           ascon_batch_supported(a->name) ? "true" : "false", i + 1 < n ? "," : "");
  }
  printf("  ]\n}\n");
  return fflush(stdout) != 0 || ferror(stdout) ? 1 : 0;
}
