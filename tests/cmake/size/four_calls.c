/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* What a small C program pays for a static link (docs/c-api.md): four calls,
 * Ascon-AEAD128 encrypt and decrypt, Ascon-Hash256 and Ascon-XOF128, linked
 * with --gc-sections against libascon.a and against the C99 edition
 * (tests/cmake/run_consumer.sh static-size). Prints Ascon-Hash256 of argv[1]
 * (the script compares it with reference/); exits 1 if the AEAD round trip
 * fails or a 16-byte XOF128 output is not the prefix of a 32-byte one. */
#include <ascon.h>
#include <stdio.h>
#include <string.h>

int main(int argc, char **argv) {
  const uint8_t *msg = (const uint8_t *)(argc > 1 ? argv[1] : "four calls");
  size_t len = strlen((const char *)msg);
  uint8_t key[ASCON_AEAD128_KEYBYTES] = {1}, nonce[ASCON_AEAD128_NONCEBYTES] = {2};
  uint8_t ct[64 + ASCON_AEAD128_TAGBYTES], back[64], md[ASCON_HASH256_BYTES], x16[16], x32[32];
  size_t ct_len = 0, back_len = 0, i;
  if (len > 64) len = 64;
  if (ascon_aead128_encrypt(ct, sizeof ct, &ct_len, msg, len, NULL, 0, nonce, key) != 0 ||
      ascon_aead128_decrypt(back, sizeof back, &back_len, ct, ct_len, NULL, 0, nonce, key) != 0 || back_len != len ||
      memcmp(back, msg, len) != 0)
    return 1;
  if (ascon_hash256(md, msg, len) != 0 || ascon_xof128(x16, sizeof x16, msg, len) != 0 ||
      ascon_xof128(x32, sizeof x32, msg, len) != 0 || memcmp(x16, x32, sizeof x16) != 0)
    return 1;
  for (i = 0; i < sizeof md; i++) printf("%02x", md[i]);
  printf("\n");
  return 0;
}
