// SPDX-License-Identifier: Apache-2.0 OR MIT
// Constant-time check of the layers above the core, not only the core itself:
// the batch engine (every CPU backend this machine and valgrind run, 1 and 2
// threads) and the C library (one-shot, incremental and batch functions),
// both compiled into this program with ASCON_CT_VALIDATION so the library's
// own declassification hooks are live. Keys, plaintexts, received
// ciphertexts and tags, and hashed messages are marked secret; only the
// per-message verdict (status[i], the C return code) is public by design,
// and outputs are declassified before this program looks at them.
//
// Built again with ASCON_CT_PLANT_LEAK, the output comparison below exits
// early on the first differing byte of a still-secret plaintext:
// tests/ct/expect_planted.sh then requires every report to point at
// planted_leak_compare, proving the secrets really flow through both layers.
#include <ascon.h>

#include <ascon/aead128.hpp>
#include <ascon/batch.hpp>
#include <ascon/ct.hpp>
#include <ascon/hash256.hpp>
#include <cstdio>

#include "ct_util.hpp"
#include <cstring>
#include <string>
#include <vector>

namespace {

using namespace ct;  // Bytes, pattern, ct_mark_secret/public, failures (ct_util.hpp)

void secret(Bytes& b) {
  if (!b.empty()) ct_mark_secret(b.data(), b.size());
}
template <class T>
T reveal(T v) {
  ct_mark_public(&v, sizeof v);
  return v;
}

// Whether `got` (a secret-derived output) equals `want`. The real build
// declassifies it first, as any caller that prints or sends the output does.
// The planted build compares the secret bytes with an early exit instead.
[[gnu::noinline]] bool planted_leak_compare(const std::uint8_t* got, const std::uint8_t* want, std::size_t n) {
#if defined(ASCON_CT_PLANT_LEAK)
  for (std::size_t i = 0; i < n; ++i)
    if (got[i] != want[i]) return false;  // branch on a secret byte
  return true;
#else
  if (n != 0) ct_mark_public(got, n);
  return n == 0 || std::memcmp(got, want, n) == 0;
#endif
}
bool same(const Bytes& got, const Bytes& want) {
  return got.size() == want.size() && planted_leak_compare(got.data(), want.data(), got.size());
}

constexpr std::size_t kCount = 19;  // not a multiple of any lane count

// ---- the batch engine ---------------------------------------------------------------
void check_batch(ascon::batch::Backend backend, unsigned threads) {
  const ascon::batch::Options o{backend, threads};
  std::vector<Bytes> keys, nonces, ads, pts, cts(kCount), tags(kCount, Bytes(16));
  std::vector<ascon::AeadMessage> msgs;
  for (std::size_t i = 0; i < kCount; ++i) {
    keys.push_back(pattern(16, static_cast<std::uint8_t>(i)));
    nonces.push_back(pattern(16, static_cast<std::uint8_t>(100 + i)));
    ads.push_back(pattern(i % 5 * 7, 3));
    pts.push_back(pattern(i * 13 % 90, static_cast<std::uint8_t>(50 + i)));
    cts[i].resize(pts[i].size());
  }
  const std::vector<Bytes> pts_clear = pts;
  for (auto& k : keys) secret(k);
  for (auto& p : pts) secret(p);
  for (std::size_t i = 0; i < kCount; ++i)
    msgs.push_back({keys[i].data(), nonces[i].data(), ads[i].data(), ads[i].size(), pts[i].data(), pts[i].size(),
                    cts[i].data(), tags[i].data()});
  CT_CHECK(reveal(ascon::batch::aead128_encrypt_many(msgs, o)).ok());
  for (std::size_t i = 0; i < kCount; ++i) {  // ciphertexts and tags are public
    if (!cts[i].empty()) ct_mark_public(cts[i].data(), cts[i].size());
    ct_mark_public(tags[i].data(), 16);
  }
  // Decrypt: ciphertexts and received tags secret; every third tag is wrong.
  std::vector<Bytes> back(kCount);
  for (std::size_t i = 0; i < kCount; ++i) {
    back[i].assign(pts[i].size(), 0xEE);
    if (i % 3 == 1) tags[i][i % 16] ^= 1;
    secret(cts[i]);
    secret(tags[i]);
    msgs[i].in = cts[i].data(), msgs[i].out = back[i].data();
  }
  std::vector<int> status(kCount, 7);
  CT_CHECK(reveal(ascon::batch::aead128_decrypt_many(msgs, status, o)).ok());
  for (std::size_t i = 0; i < kCount; ++i) {
    // status[i] is declassified by the engine itself: reading it here is
    // what every caller does, and must not be reported.
    const bool good = i % 3 != 1;
    CT_CHECK(status[i] == (good ? 0 : -1));
    CT_CHECK(same(back[i], good ? pts_clear[i] : Bytes(pts[i].size(), 0)));
  }
  // Hash256 / XOF128 over secret messages, list and strided forms.
  std::vector<std::span<const std::uint8_t>> spans(pts.begin(), pts.end());
  Bytes digests(32 * kCount), xof(24 * kCount);
  CT_CHECK(reveal(ascon::batch::hash256_many(spans, digests, o)).ok());
  CT_CHECK(reveal(ascon::batch::xof128_many(spans, 24, xof, o)).ok());
  Bytes want(32);
  ascon::Hash256::hash(pts_clear[5], std::span<std::uint8_t, 32>(want.data(), 32));
  CT_CHECK(same(Bytes(digests.begin() + 5 * 32, digests.begin() + 6 * 32), want));
  ct_mark_public(xof.data(), xof.size());
  Bytes flat = pattern(40 * kCount, 9), strided(32 * kCount);
  secret(flat);
  CT_CHECK(reveal(ascon::batch::hash256_many_strided(flat.data(), 33, 40, kCount, strided.data(), o)).ok());
  ct_mark_public(strided.data(), strided.size());
}

// ---- the C library ------------------------------------------------------------------
void check_c() {
  Bytes key = pattern(16, 0x5A), nonce = pattern(16, 0x33), ad = pattern(11, 1);
  const Bytes pt_clear = pattern(45, 0x11);
  Bytes pt = pt_clear;
  secret(key), secret(pt);
  // One-shot combined AEAD; decrypt the good and a tampered message.
  Bytes sealed(pt.size() + 16);
  size_t len = 0;
  CT_CHECK(ascon_aead128_encrypt(sealed.data(), sealed.size(), &len, pt.data(), pt.size(), ad.data(), ad.size(),
                                 nonce.data(), key.data()) == 0);
  ct_mark_public(sealed.data(), sealed.size());
  for (const bool good : {true, false}) {
    Bytes in = sealed, out(pt.size(), 0xEE);
    if (!good) in[pt.size() + 3] ^= 0x40;
    secret(in);
    const int rc = ascon_aead128_decrypt(out.data(), out.size(), &len, in.data(), in.size(), ad.data(), ad.size(),
                                         nonce.data(), key.data());
    CT_CHECK(rc == (good ? 0 : ASCON_ERR_AUTHENTICATION_FAILED));  // the verdict is public
    CT_CHECK(same(out, good ? pt_clear : Bytes(pt.size(), 0)));
  }
  // Hash256 and the MAC verify path with a secret received tag.
  Bytes digest(32), tag(16);
  CT_CHECK(ascon_hash256(digest.data(), pt.data(), pt.size()) == 0);
  ct_mark_public(digest.data(), 32);
  CT_CHECK(ascon_mac(tag.data(), pt.data(), pt.size(), key.data()) == 0);
  ct_mark_public(tag.data(), 16);
  Bytes recv = tag;
  secret(recv);
  // The verify result is the public verdict; the core leaves declassifying it to the caller.
  CT_CHECK(reveal(ascon_mac_verify(recv.data(), pt.data(), pt.size(), key.data())) == 0);
  recv = tag;
  recv[7] ^= 1;
  secret(recv);
  CT_CHECK(reveal(ascon_mac_verify(recv.data(), pt.data(), pt.size(), key.data())) == ASCON_ERR_AUTHENTICATION_FAILED);
  // Batch through the C ABI: packed decryption with one tampered message.
  constexpr std::size_t n = 5;
  Bytes data = pattern(100, 0x70), cts(100), back(100, 0xEE), tags(16 * n), nonces = pattern(16 * n, 0x44);
  const Bytes data_clear = data;
  const std::int64_t off[n + 1] = {0, 0, 9, 40, 41, 100};
  secret(data);
  const ascon_packed msgs{data.data(), data.size(), off, n};
  CT_CHECK(ascon_aead128_encrypt_many_packed(cts.data(), cts.size(), tags.data(), &msgs, nullptr, nonces.data(),
                                             key.data(), 0, 1) == 0);
  ct_mark_public(cts.data(), cts.size()), ct_mark_public(tags.data(), tags.size());
  tags[16 * 2] ^= 1;
  secret(cts), secret(tags);
  const ascon_packed sealed_msgs{cts.data(), cts.size(), off, n};
  int status[n];
  CT_CHECK(ascon_aead128_decrypt_many_packed(status, back.data(), back.size(), tags.data(), &sealed_msgs, nullptr,
                                             nonces.data(), key.data(), 0, 2) == ASCON_ERR_AUTHENTICATION_FAILED);
  for (std::size_t i = 0; i < n; ++i) CT_CHECK(status[i] == (i == 2 ? -1 : 0));
  Bytes want = data_clear;
  std::memset(want.data() + 9, 0, 31);  // message 2 failed: zeroed
  CT_CHECK(same(back, want));
  const uint8_t* ptrs[n];
  size_t lens[n];
  for (std::size_t i = 0; i < n; ++i)
    ptrs[i] = data.data() + off[i], lens[i] = static_cast<size_t>(off[i + 1] - off[i]);
  Bytes hashes(32 * n);
  CT_CHECK(ascon_hash256_many(hashes.data(), hashes.size(), ptrs, lens, n, 1) == 0);
  ct_mark_public(hashes.data(), hashes.size());
}

}  // namespace

int main() {
  ct::program = "ct_layers";
  using B = ascon::batch::Backend;
  int backends = 0;
  std::string names;
  for (B b : ascon::batch::all_backends()) {
    // valgrind hides AVX-512 from CPUID (built here without a device).
    if (!ascon::batch::available(b)) continue;
    ++backends;
    names += std::string(" ") + ascon::batch::backend_name(b);
    check_batch(b, 1);
    check_batch(b, 2);
  }
  check_c();
  if (failures) {
    std::fprintf(stderr, "ct_layers: %d functional check(s) failed\n", failures);
    return 2;
  }
  std::printf("ct_layers: batch engine (%d backends:%s) and C library ran on secret-marked inputs\n", backends,
              names.c_str());
  return 0;
}
