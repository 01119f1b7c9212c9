/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* A tiny program using the installed (or sub-project) libascon, built by
 * the packaging tests (tests/cmake/) through find_package, add_subdirectory and
 * pkg-config. Exit 0 only if the library computes a known answer and
 * round-trips an AEAD message. */
#include <ascon.h>
#include <stdio.h>
#include <string.h>

int main(void) {
  /* Ascon-Hash256 of the empty message (sp800-232/ascon-hash256.txt, Count = 1). */
  static const uint8_t empty_md[32] = {0x0B, 0x3B, 0xE5, 0x85, 0x0F, 0x2F, 0x6B, 0x98, 0xCA, 0xF2, 0x9F,
                                       0x8F, 0xDE, 0xA8, 0x9B, 0x64, 0xA1, 0xFA, 0x70, 0xAA, 0x24, 0x9B,
                                       0x8F, 0x83, 0x9B, 0xD5, 0x3B, 0xAA, 0x30, 0x4D, 0x92, 0xB2};
  uint8_t md[ASCON_HASH256_BYTES], key[ASCON_AEAD128_KEYBYTES] = {1}, nonce[ASCON_AEAD128_NONCEBYTES] = {2};
  const uint8_t msg[] = "hello, ascon";
  uint8_t ct[sizeof msg + ASCON_AEAD128_TAGBYTES], back[sizeof msg];
  size_t ct_len = 0, back_len = 0;
  if (ascon_hash256(md, NULL, 0) != 0 || memcmp(md, empty_md, sizeof md) != 0) {
    fprintf(stderr, "consumer: error: wrong Ascon-Hash256 digest\n");
    return 1;
  }
  if (ascon_aead128_encrypt(ct, sizeof ct, &ct_len, msg, sizeof msg, NULL, 0, nonce, key) != 0 ||
      ascon_aead128_decrypt(back, sizeof back, &back_len, ct, ct_len, NULL, 0, nonce, key) != 0 ||
      back_len != sizeof msg || memcmp(back, msg, sizeof msg) != 0) {
    fprintf(stderr, "consumer: error: AEAD round trip failed\n");
    return 1;
  }
  /* The batch engine too (threads included), so a plain C link of
   * libascon.a is shown to need nothing from the C++ runtime. */
  {
    const uint8_t *msgs[3] = {NULL, msg, msg};
    const size_t lens[3] = {0, sizeof msg, sizeof msg};
    uint8_t mds[3 * ASCON_HASH256_BYTES];
    if (ascon_hash256_many(mds, sizeof mds, msgs, lens, 3, 2) != 0 || memcmp(mds, empty_md, 32) != 0 ||
        memcmp(mds + 32, mds + 64, 32) != 0) {
      fprintf(stderr, "consumer: error: batch Ascon-Hash256 failed\n");
      return 1;
    }
  }
  printf("consumer: libascon %s works\n", ascon_version_string());
  return 0;
}
