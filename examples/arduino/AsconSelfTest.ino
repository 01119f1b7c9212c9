// SPDX-License-Identifier: Apache-2.0 OR MIT
// Ascon on an Arduino: Ascon-Hash256 and Ascon-AEAD128 with the C99 edition
// (the "Ascon" library: scripts/amalgamate.py OUT --arduino Ascon). Prints
// the hash of the empty message, the AEAD128 ciphertext || tag of a short
// message and whether it decrypts and rejects a flipped bit, at 115200 baud.
//
// Nonces: never reuse one under a key. A board without a true random
// generator keeps a counter in EEPROM and reserves ranges ahead of use
// (docs/c99.md, "Nonces on a microcontroller"); the fixed nonce below is for
// this self-test only.
#include <ascon.h>

static void printHex(const char *label, const uint8_t *p, size_t n) {
  Serial.print(label);
  for (size_t i = 0; i < n; ++i) {
    if (p[i] < 16) Serial.print('0');
    Serial.print(p[i], HEX);
  }
  Serial.println();
}

void setup() {
  Serial.begin(115200);
  uint8_t digest[ASCON_HASH256_BYTES];
  ascon_hash256(digest, NULL, 0);
  printHex("hash256(\"\") = ", digest, sizeof digest);

  uint8_t key[16], nonce[16], msg[8], ct[sizeof msg + ASCON_AEAD128_TAGBYTES], back[sizeof msg];
  // The inputs of the SP 800-232 known answer Count = 265 (ascon-aead128.txt).
  for (uint8_t i = 0; i < 16; ++i) key[i] = i, nonce[i] = 0x10 + i;
  for (uint8_t i = 0; i < sizeof msg; ++i) msg[i] = 0x20 + i;
  size_t ct_len = 0, back_len = 0;
  const unsigned long t0 = micros();
  ascon_aead128_encrypt(ct, sizeof ct, &ct_len, msg, sizeof msg, NULL, 0, nonce, key);
  const unsigned long t1 = micros();
  printHex("aead128(8 bytes) = ", ct, ct_len);
  Serial.print("encrypt took ");
  Serial.print(t1 - t0);
  Serial.println(" us");

  const int ok = ascon_aead128_decrypt(back, sizeof back, &back_len, ct, ct_len, NULL, 0, nonce, key) == 0 &&
                 back_len == sizeof msg && memcmp(back, msg, sizeof msg) == 0;
  ct[0] ^= 1;
  const int refused = ascon_aead128_decrypt(back, sizeof back, &back_len, ct, ct_len, NULL, 0, nonce, key) ==
                      ASCON_ERR_AUTHENTICATION_FAILED;
  Serial.println(ok && refused ? "self-test: ok" : "self-test: FAILED");
}

void loop() {}
