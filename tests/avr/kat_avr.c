/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The known-answer suite of the C99 edition on AVR (under simavr, through
 * tests/avr/simrun.c): the records of kat_image.h, generated from the vector
 * files by kat_image.py (LWC inputs regenerated here, ACVP samples stored
 * whole, expected outputs exact), one-shot and incremental, plus a tampered
 * tag per AEAD record that must fail and zero its output; the ACVP samples
 * through the bit-length functions, with nonce masking, truncated tags and
 * decryptions that must fail. Prints one line per file and "kat: all passed". */
#include <ascon.h>
#include <string.h>

#include "kat_image.h"
#include "port.h"

#ifndef KAT_TARGET
#define KAT_TARGET "avr"
#endif

#if defined(KAT_SMALL) /* 6 KB of RAM: LWC records only (kat_image.py --small) */
static uint8_t arena[1100], expected[80], got[80], back[80];
#else
static uint8_t arena[2400], expected[1400], got[4200], back[1400];
#endif
static const uint8_t *field[4];
static size_t len[4];
static unsigned failures;

#define FAIL_IF(cond)     \
  do {                    \
    if (cond) ++failures; \
  } while (0)

static unsigned rd(const uint8_t **p) { return pgm_read_byte((*p)++); }

/* One record: its inputs rebuilt into the arena, its expected output read;
 * returns the expected length. */
static size_t load(const uint8_t **p, unsigned nfields) {
  size_t off = 0, n, i;
  unsigned f;
  for (f = 0; f < nfields; ++f) {
    const unsigned first = rd(p);
    len[f] = rd(p);
    len[f] |= (size_t)rd(p) << 8;
    for (i = 0; i < len[f]; ++i) arena[off + i] = (uint8_t)(first + i);
    field[f] = arena + off;
    off += len[f];
  }
  n = rd(p);
  n |= (size_t)rd(p) << 8;
  for (i = 0; i < n; ++i) expected[i] = (uint8_t)rd(p);
  return n;
}
static int same(const uint8_t *a, size_t n) { return memcmp(a, expected, n) == 0; }
static int zero(const uint8_t *a, size_t n) {
  size_t i;
  for (i = 0; i < n; ++i)
    if (a[i]) return 0;
  return 1;
}

static void aead(const uint8_t **p) {
  ascon_aead128_encrypt_state es;
  const size_t n = load(p, 4), pl = len[2], al = len[3], h = pl / 2;
  size_t out = 0;
  const uint8_t *k = field[0], *nonce = field[1], *pt = field[2], *ad = field[3];
  FAIL_IF(n != pl + 16);
  FAIL_IF(ascon_aead128_encrypt(got, sizeof got, &out, pt, pl, ad, al, nonce, k) != 0 || out != n || !same(got, n));
  FAIL_IF(ascon_aead128_decrypt(back, sizeof back, &out, got, n, ad, al, nonce, k) != 0 || out != pl ||
          memcmp(back, pt, pl) != 0);
  got[n - 1] ^= 1;
  FAIL_IF(ascon_aead128_decrypt(back, sizeof back, &out, got, n, ad, al, nonce, k) != ASCON_ERR_AUTH ||
          !zero(back, pl));
  memset(got, 0, sizeof got);
  FAIL_IF(ascon_aead128_encrypt_init(&es, nonce, k) != 0 || ascon_aead128_encrypt_update_ad(&es, ad, al) != 0 ||
          ascon_aead128_encrypt_update(&es, got, pt, h) != 0 ||
          ascon_aead128_encrypt_update(&es, got + h, pt + h, pl - h) != 0 ||
          ascon_aead128_encrypt_final(&es, got + pl, 16) != 0 || !same(got, n));
}
static void hash(const uint8_t **p, unsigned algo) {
  ascon_hash256_state hs;
  ascon_xof128_state xs;
  const size_t n = load(p, algo == 4 ? 2 : 1), ml = len[0], h = ml / 3;
  const uint8_t *m = field[0];
  memset(got, 0, sizeof got);
  if (algo == 2) {
    FAIL_IF(n != 32 || ascon_hash256(got, m, ml) != 0 || !same(got, n));
    FAIL_IF(ascon_hash256_init(&hs) != 0 || ascon_hash256_update(&hs, m, h) != 0 ||
            ascon_hash256_update(&hs, m + h, ml - h) != 0 || ascon_hash256_final(&hs, back) != 0 || !same(back, n));
  } else if (algo == 3) {
    FAIL_IF(n > sizeof got || ascon_xof128(got, n, m, ml) != 0 || !same(got, n));
    FAIL_IF(ascon_xof128_init(&xs) != 0 || ascon_xof128_update(&xs, m, h) != 0 ||
            ascon_xof128_update(&xs, m + h, ml - h) != 0 || ascon_xof128_squeeze(&xs, back, 5) != 0 ||
            ascon_xof128_final(&xs, back + 5, n - 5) != 0 || !same(back, n));
  } else {
    FAIL_IF(n > sizeof got || ascon_cxof128(got, n, m, ml, field[1], len[1]) != 0 || !same(got, n));
  }
}
static void keyed(const uint8_t **p, unsigned algo) {
  const size_t n = load(p, 2);
  const uint8_t *k = field[0], *m = field[1];
  const size_t ml = len[1];
  memset(got, 0, sizeof got);
  FAIL_IF(len[0] != 16 || n > sizeof got);
  if (algo == 5) {
    FAIL_IF(n != 16 || ascon_mac(got, m, ml, k) != 0 || !same(got, n) || ascon_mac_verify(expected, m, ml, k) != 0);
  } else if (algo == 6) {
    FAIL_IF(ascon_prf(got, n, m, ml, k) != 0 || !same(got, n));
  } else {
    FAIL_IF(ascon_prfshort(got, n, m, ml, k) != 0 || !same(got, n));
  }
}

#if !defined(KAT_SMALL)
/* ---- ACVP samples: numbers as u16, byte strings as u16 length + bytes -------------- */
static size_t rd16(const uint8_t **p) {
  size_t v = rd(p);
  return v | (size_t)rd(p) << 8;
}
static size_t blob(const uint8_t **p, uint8_t *dst, size_t cap) {
  size_t n = rd16(p), i;
  for (i = 0; i < n; ++i) {
    const uint8_t b = (uint8_t)rd(p);
    if (i < cap) dst[i] = b;
  }
  FAIL_IF(n > cap);
  return n;
}
static void aead_bits(const uint8_t **p) {
  uint8_t key[32], nonce[16], tag[16], mine[16];
  ascon_aead128_truncated_key tk;
  size_t i, ad_bits, pt_bits, tag_bits, al, pl, cl, tl;
  unsigned masked, decrypt, pass;
  uint8_t *ad = arena, *pt;
  for (i = 0; i < 32; ++i) key[i] = (uint8_t)rd(p);
  for (i = 0; i < 16; ++i) nonce[i] = (uint8_t)rd(p);
  masked = rd(p), decrypt = rd(p), pass = rd(p);
  ad_bits = rd16(p), al = blob(p, ad, 2000);
  pt = arena + al;
  pt_bits = rd16(p), pl = blob(p, pt, 2000);
  cl = blob(p, expected, sizeof expected);
  tag_bits = rd16(p), tl = blob(p, tag, sizeof tag);
  FAIL_IF(al * 8 < ad_bits || cl * 8 < pt_bits || (pass && pl != cl));
  FAIL_IF((masked ? ascon_aead128_masked_truncated_init(&tk, key, tag_bits)
                  : ascon_aead128_truncated_init(&tk, key, tag_bits)) != 0 ||
          ascon_aead128_truncated_tagbytes(&tk) != tl);
  if (!decrypt) {
    FAIL_IF(ascon_aead128_truncated_encrypt_bits(&tk, got, mine, pt, pt_bits, ad, ad_bits, nonce) != 0 ||
            !same(got, cl) || memcmp(mine, tag, tl) != 0);
  } else {
    memset(back, 0x5a, cl);
    FAIL_IF(ascon_aead128_truncated_decrypt_bits(&tk, back, expected, pt_bits, tag, ad, ad_bits, nonce) !=
            (pass ? 0 : ASCON_ERR_AUTH));
    FAIL_IF(pass ? memcmp(back, pt, pl) != 0 : !zero(back, cl));
  }
  ascon_aead128_truncated_wipe(&tk);
}
static void hash_bits(const uint8_t **p, unsigned algo) {
  size_t msg_bits = rd16(p), ml = blob(p, arena, sizeof arena), z_bits = 0, out_bits, n, i;
  uint8_t *z = arena + ml, diff = 0;
  if (algo == 11) z_bits = rd16(p), blob(p, z, sizeof arena - ml);
  out_bits = rd16(p), n = rd16(p); /* the expected output, compared straight from flash */
  if (n > sizeof got || n != (out_bits + 7) / 8) {
    ++failures;
    return;
  }
  memset(got, 0, sizeof got);
  if (algo == 9) FAIL_IF(out_bits != 256 || ascon_hash256_bits(got, arena, msg_bits) != 0);
  if (algo == 10) FAIL_IF(ascon_xof128_bits(got, out_bits, arena, msg_bits) != 0);
  if (algo == 11) FAIL_IF(ascon_cxof128_bits(got, out_bits, arena, msg_bits, z, z_bits) != 0);
  for (i = 0; i < n; ++i) diff |= (uint8_t)(got[i] ^ rd(p));
  FAIL_IF(diff != 0);
}
#endif

int main(void) {
  unsigned s, i, total = 0;
  for (s = 0; s < sizeof kat_streams / sizeof kat_streams[0]; ++s) {
    const kat_stream *ks = &kat_streams[s];
    const uint8_t *p = ks->data;
    const unsigned before = failures;
    for (i = 0; i < ks->count; ++i) {
      if (ks->algo == 1)
        aead(&p);
      else if (ks->algo <= 4)
        hash(&p, ks->algo);
      else if (ks->algo <= 7)
        keyed(&p, ks->algo);
#if !defined(KAT_SMALL)
      else if (ks->algo == 8)
        aead_bits(&p);
      else
        hash_bits(&p, ks->algo);
#endif
    }
    total += ks->count;
    out_str("[ KAT " KAT_TARGET " ] ");
    out_str(ks->file);
    out_str(" ");
    out_num(ks->count);
    out_str(failures == before ? " records passed\n" : " records FAILED\n");
  }
  out_str(ascon_implementation());
  out_str(failures ? ": kat: FAILED, " : ": kat: all passed, ");
  out_num(total);
  out_str(" records\n");
  sim_exit(failures ? 1 : 0);
  return 0;
}
