// SPDX-License-Identifier: Apache-2.0 OR MIT
// Constant-time check of the side-channel protected (masked) C API
// (src/capi/protected.cpp over include/ascon/protected/), by the ctgrind
// method of ct_layers.cpp: the library's protected sources are compiled into
// this program with ASCON_CT_VALIDATION, and the key, the key shares, every
// byte the randomness callback hands out, the plaintexts, the received
// ciphertexts and tags and the Mac/Prf inputs are marked undefined for
// valgrind memcheck, which reports any branch or memory index that depends
// on them. Public by design: the C return codes (whether a tag matched,
// whether a draw was refused) and the outputs, declassified before this
// program looks at them. 2, 3 and 4 shares, both AEAD128 levels, good and
// forged decryption, Mac and its verification (good and forged), Prf,
// PrfShort, refresh, keys from a key and from shares.
//
// Built again with ASCON_CT_PLANT_PROTECTED_LEAK, the masked round branches
// on a bit of a share (include/ascon/protected/permutation.hpp): that build
// must be reported, only at masked_round (expect_planted.sh). The share's
// value depends only on the marked randomness and key, so the report also
// proves that they reach the masked permutation.
#include <ascon.h>

#include <cstdio>
#include <cstring>

#include "ct_util.hpp"

namespace {

using namespace ct;  // Bytes, pattern, ct_mark_secret/public, failures (ct_util.hpp)

void secret(Bytes& b) {
  if (!b.empty()) ct_mark_secret(b.data(), b.size());
}
int reveal(int v) {
  ct_mark_public(&v, sizeof v);
  return v;
}
bool same(Bytes got, const Bytes& want) {  // declassified first, as a caller that sends the output does
  if (!got.empty()) ct_mark_public(got.data(), got.size());
  return got == want;
}

// xorshift64, every byte handed out marked secret: the masks are secrets.
int secret_rng(void* ctx, std::uint8_t* out, std::size_t n) {
  auto* x = static_cast<std::uint64_t*>(ctx);
  for (std::size_t i = 0; i < n; ++i) {
    *x ^= *x << 13, *x ^= *x >> 7, *x ^= *x << 17;
    out[i] = static_cast<std::uint8_t>(*x >> 11);
  }
  ct_mark_secret(out, n);
  return 0;
}

void check_aead(ascon_protected_key* k, int level, std::size_t n) {
  const Bytes nonce = pattern(16, 0x33), ad = pattern(n % 19, 1), pt_clear = pattern(n, 0x11);
  Bytes pt = pt_clear, sealed(n + 16);
  secret(pt);
  size_t len = 0;
  CT_CHECK(reveal(ascon_protected_aead128_encrypt(k, level, sealed.data(), sealed.size(), &len, pt.data(), n, ad.data(),
                                                  ad.size(), nonce.data())) == 0);
  ct_mark_public(sealed.data(), sealed.size());
  for (const bool good : {true, false}) {
    Bytes in = sealed, out(n, 0xEE);
    if (!good) in[n + n % 16] ^= 0x40;
    secret(in);
    const int rc = ascon_protected_aead128_decrypt(k, level, out.data(), out.size(), &len, in.data(), in.size(),
                                                   ad.data(), ad.size(), nonce.data());
    CT_CHECK(rc == (good ? 0 : ASCON_ERR_AUTHENTICATION_FAILED));  // the verdict is public
    CT_CHECK(same(out, good ? pt_clear : Bytes(n, 0)));
  }
}

void check_mac_prf(ascon_protected_key* k, std::size_t n) {
  const Bytes msg_clear = pattern(n, 0x5C);
  Bytes msg = msg_clear, tag(16), out(n + 7), shortout(16);
  secret(msg);
  CT_CHECK(reveal(ascon_protected_mac(k, tag.data(), msg.data(), n)) == 0);
  ct_mark_public(tag.data(), 16);
  for (const bool good : {true, false}) {
    Bytes recv = tag;
    if (!good) recv[n % 16] ^= 1;
    secret(recv);
    CT_CHECK(ascon_protected_mac_verify(k, recv.data(), msg.data(), n) == (good ? 0 : ASCON_ERR_AUTHENTICATION_FAILED));
  }
  CT_CHECK(reveal(ascon_protected_prf(k, out.data(), out.size(), msg.data(), n)) == 0);
  ct_mark_public(out.data(), out.size());
  const std::size_t in_len = n % 17, out_len = 1 + n % 16;
  CT_CHECK(reveal(ascon_protected_prfshort(k, shortout.data(), out_len, msg.data(), in_len)) == 0);
  ct_mark_public(shortout.data(), shortout.size());
  // The same values again through the plain API: the masked code computed them.
  Bytes key = pattern(16, 0x5A), want(16);
  CT_CHECK(ascon_mac(want.data(), msg_clear.data(), n, key.data()) == 0);
  CT_CHECK(tag == want);
}

}  // namespace

int main() {
  ct::program = "ct_protected";
  std::uint64_t seed = 0x9E3779B97F4A7C15u;
  const Bytes key_clear = pattern(16, 0x5A);
  int runs = 0;
  for (unsigned shares = 2; shares <= 4; ++shares) {
    Bytes key = key_clear;
    secret(key);
    ascon_protected_key k;
    std::memset(&k, 0, sizeof k);
    CT_CHECK(reveal(ascon_protected_key_init(&k, key.data(), shares, secret_rng, &seed)) == 0);
    for (int level = ASCON_PROTECTED_LEVELED; level <= ASCON_PROTECTED_FULL; ++level)
      for (std::size_t n : {0u, 15u, 16u, 45u}) check_aead(&k, level, n), ++runs;
    CT_CHECK(reveal(ascon_protected_key_refresh(&k)) == 0);
    for (std::size_t n : {0u, 31u, 40u}) check_mac_prf(&k, n), ++runs;
    ascon_protected_key_wipe(&k);
    // From shares made elsewhere, each share secret.
    Bytes shares_bytes(16 * shares);
    secret_rng(&seed, shares_bytes.data(), 16 * (shares - 1));
    ct_mark_public(shares_bytes.data(), shares_bytes.size());
    for (std::size_t i = 0; i < 16; ++i) {
      std::uint8_t x = key_clear[i];
      for (unsigned d = 0; d + 1 < shares; ++d) x ^= shares_bytes[16 * d + i];
      shares_bytes[16 * (shares - 1) + i] = x;
    }
    secret(shares_bytes);
    CT_CHECK(reveal(ascon_protected_key_init_shares(&k, shares_bytes.data(), shares, secret_rng, &seed)) == 0);
    check_aead(&k, ASCON_PROTECTED_FULL, 33), ++runs;
    check_mac_prf(&k, 9), ++runs;
    ascon_protected_key_wipe(&k);
  }
  if (failures) {
    std::fprintf(stderr, "ct_protected: %d functional check(s) failed\n", failures);
    return 2;
  }
  std::printf("ct_protected: %d protected C API runs (2-4 shares, both levels) on secret key, data and randomness\n",
              runs);
  return 0;
}
