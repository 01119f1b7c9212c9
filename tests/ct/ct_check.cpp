// SPDX-License-Identifier: Apache-2.0 OR MIT
// Constant-time check ("ctgrind"): keys, plaintexts, nonce-masking keys and
// received tags are marked as uninitialised memory, then every algorithm of
// both families runs (one-shot and incremental, encryption and decryption with
// good and bad tags, MAC/PRF verification). Run under
// `valgrind --error-exitcode=1 --track-origins=yes` (or built with
// MemorySanitizer), any branch or memory index that depends on a secret is
// reported as a use of an uninitialised value and fails the run.
//
// Outputs (ciphertexts, tags, digests) and accept/reject results are public by
// design: they are marked defined before this program looks at them.
//
// Linked a second time with ct_tags_match.cpp built with ASCON_CT_PLANT_LEAK,
// the MAC check below compares tags with an early-exit loop, a classic timing
// leak: that build must FAIL, which shows the secrets really flow through the
// library into the check.
#include <ascon/ascon.hpp>
#include <ascon/catalogue.hpp>
#include <ascon/v12.hpp>
#include <cstdio>

#include "ct_util.hpp"
#include <cstring>
#include <vector>

// ct_tags_match.cpp: the caller's own tag comparison (planted leak or not).
bool tags_match(std::span<const std::uint8_t> a, std::span<const std::uint8_t> b);

namespace {

using namespace ct;  // Bytes, pattern, ct_mark_secret/public, failures (ct_util.hpp)

// Lengths around every rate (8, 16, 32, 40) and block boundary.
constexpr std::size_t kLengths[] = {0, 1, 7, 8, 9, 15, 16, 17, 31, 32, 33, 40, 41, 67};

// A secret copy: same bytes, marked undefined.
Bytes secret(const Bytes& b) {
  Bytes s = b;
  if (!s.empty()) ct_mark_secret(s.data(), s.size());
  return s;
}
template <class T>
T reveal(T v) {
  ct_mark_public(&v, sizeof v);
  return v;
}
void reveal(Bytes& b) {
  if (!b.empty()) ct_mark_public(b.data(), b.size());
}
bool ok(ascon::Status st) { return reveal(st).ok(); }
bool failed_auth(ascon::Status st) { return reveal(st).code == ascon::Error::authentication_failed; }

template <std::size_t N>
std::span<const std::uint8_t, N> fixed(const Bytes& b) {
  return std::span<const std::uint8_t, N>(b.data(), N);
}

// ---- AEAD: one-shot, detached, truncated, incremental; good and bad tags ------
template <class A>
void check_aead_with(const A& aead, const Bytes& nonce_b) {
  const auto nonce = fixed<16>(nonce_b);
  for (const std::size_t len : kLengths) {
    const Bytes pt_clear = pattern(len, 0x11), ad = pattern(len % 23, 0x22);
    const Bytes pt = secret(pt_clear);

    Bytes ct(len + A::tag_size);
    CT_CHECK(ok(aead.encrypt(nonce, pt, ad, ct)));
    reveal(ct);  // ciphertext and tag are public

    // Decrypt with the good tag; the received ciphertext and tag count as secret.
    Bytes back(len, 0xEE);
    CT_CHECK(ok(aead.decrypt(nonce, secret(ct), ad, back)));
    reveal(back);
    CT_CHECK(back == pt_clear);

    // A tag with one flipped bit: rejected and the output zeroed.
    Bytes bad = ct;
    bad[len + (len % A::tag_size)] ^= 0x10;
    Bytes zeroed(len, 0xEE);
    CT_CHECK(failed_auth(aead.decrypt(nonce, secret(bad), ad, zeroed)));
    reveal(zeroed);
    CT_CHECK(zeroed == Bytes(len, 0));

    // Truncated tags (SP 800-232 only: v1.2 takes full tags).
    if constexpr (A::min_tag_size < A::tag_size) {
      Bytes c2(len), t2(A::min_tag_size + len % 5);
      const auto ta = ascon::detail::TruncatedAead<typename A::Params>::with_tag_size(aead, t2.size());
      CT_CHECK(ta.has_value());
      CT_CHECK(ok(ta->encrypt_detached(nonce, pt, ad, c2, t2)));
      reveal(c2), reveal(t2);
      CT_CHECK(std::memcmp(t2.data(), ct.data() + len, t2.size()) == 0);
      Bytes p2(len);
      CT_CHECK(ok(ta->decrypt_detached(nonce, secret(c2), ad, secret(t2), p2)));
      reveal(p2);
      CT_CHECK(p2 == pt_clear);
      t2.back() ^= 1;
      CT_CHECK(failed_auth(ta->decrypt_detached(nonce, secret(c2), ad, secret(t2), p2)));
      // Bit-length data: the last partial byte goes through its own path.
      if (len > 0) {
        const std::size_t bits = 8 * len - 3;
        const auto t77 = ascon::detail::TruncatedAead<typename A::Params>::with_tag_bits(aead, 77);
        CT_CHECK(t77.has_value());
        Bytes c3(len), t3(10);
        CT_CHECK(ok(t77->encrypt_bits(nonce, pt, bits, ad, 8 * ad.size(), c3, t3)));
        reveal(c3), reveal(t3);
        Bytes p3(len);
        CT_CHECK(ok(t77->decrypt_bits(nonce, secret(c3), bits, ad, 8 * ad.size(), secret(t3), p3)));
        reveal(p3);
        CT_CHECK(p3.back() == (pt_clear.back() & 0x1F));
      }
    }

    // Incremental, in uneven pieces, must equal one-shot.
    auto enc = aead.encryptor(nonce);
    const std::size_t cut_ad = ad.size() / 3, cut = len / 2 + 1 > len ? len : len / 2 + 1;
    CT_CHECK(ok(enc.update_ad(std::span(ad).first(cut_ad))));
    CT_CHECK(ok(enc.update_ad(std::span(ad).subspan(cut_ad))));
    Bytes ict(len);
    CT_CHECK(ok(enc.update(std::span(pt).first(cut), std::span(ict).first(cut))));
    CT_CHECK(ok(enc.update(std::span(pt).subspan(cut), std::span(ict).subspan(cut))));
    std::array<std::uint8_t, 16> itag{};
    CT_CHECK(ok(enc.finish(itag)));
    reveal(ict), ct_mark_public(itag.data(), itag.size());
    CT_CHECK(std::memcmp(ict.data(), ct.data(), len) == 0 && std::memcmp(itag.data(), ct.data() + len, 16) == 0);

    for (const bool good : {true, false}) {
      Bytes sct = secret(Bytes(ct.begin(), ct.begin() + static_cast<std::ptrdiff_t>(len)));
      Bytes stag(ct.begin() + static_cast<std::ptrdiff_t>(len), ct.end());
      if (!good) stag[len % 16] ^= 0x80;
      stag = secret(stag);
      Bytes out(len, 0xEE);
      auto dec = aead.decryptor(nonce, out);
      CT_CHECK(ok(dec.update_ad(ad)));
      CT_CHECK(ok(dec.update(std::span(sct).first(cut))));
      CT_CHECK(ok(dec.update(std::span(sct).subspan(cut))));
      const auto st = dec.finish(fixed<16>(stag));
      reveal(out);
      if (good)
        CT_CHECK(ok(st) && out == pt_clear);
      else
        CT_CHECK(failed_auth(st) && out == Bytes(len, 0));
    }
  }
}

template <class A>
void check_aead() {
  const Bytes key = secret(pattern(A::key_size, 0x5A)), nonce = pattern(16, 0x33);
  check_aead_with(A(fixed<A::key_size>(key)), nonce);
}

// ---- hashes: the message is the secret ------------------------------------------
template <class H>
void check_fixed_hash() {
  for (const std::size_t len : kLengths) {
    const Bytes msg = secret(pattern(len, 0x44));
    typename H::Digest one = H::hash(msg), inc{};
    H h;
    h.update(std::span(msg).first(len / 3)).update(std::span(msg).subspan(len / 3));
    inc = h.digest();
    ct_mark_public(one.data(), one.size()), ct_mark_public(inc.data(), inc.size());
    CT_CHECK(one == inc);
  }
}

template <class X>
void check_xof() {
  for (const std::size_t len : kLengths) {
    const Bytes msg = secret(pattern(len, 0x55));
    Bytes one(len + 5), inc(len + 5);
    X::xof(msg, one);
    X x;
    x.update(std::span(msg).first(len / 2)).update(std::span(msg).subspan(len / 2));
    auto r = x.reader();
    r.squeeze(std::span(inc).first(3));
    r.squeeze(std::span(inc).subspan(3));
    reveal(one), reveal(inc);
    CT_CHECK(one == inc);
  }
}

void check_sp800_232_bits() {
  for (const std::size_t len : kLengths) {
    if (len == 0) continue;
    const Bytes msg = secret(pattern(len, 0x66)), z = pattern(len % 9, 0x77);
    std::array<std::uint8_t, 32> d{};
    CT_CHECK(ok(ascon::Hash256::hash_bits(msg, 8 * len - 1, d)));
    Bytes x(len), c(len), c2(len);
    CT_CHECK(ok(ascon::Xof128::xof_bits(msg, 8 * len - 2, x, 8 * len - 5)));
    CT_CHECK(ok(ascon::Cxof128::cxof_bits(msg, 8 * len - 3, z, 8 * z.size(), c, 8 * len - 1)));
    CT_CHECK(ok(ascon::Cxof128::cxof(msg, z, c2)));
    auto cx = ascon::Cxof128::create(z);
    CT_CHECK(cx.has_value());
    Bytes c3(len);
    cx->update(msg).finalize(c3);
    reveal(c2), reveal(c3);
    CT_CHECK(c2 == c3);
  }
}

// ---- MAC / PRF: key and message secret, received tags secret --------------------
template <class M>
void check_mac() {
  const Bytes key = secret(pattern(16, 0x0F));
  for (const std::size_t len : kLengths) {
    const Bytes msg = secret(pattern(len, 0x21));
    typename M::Tag tag{};
    M::mac(fixed<16>(key), msg, tag);
    ct_mark_public(tag.data(), tag.size());
    for (const bool good : {true, false}) {
      Bytes recv(tag.begin(), tag.end());
      if (!good) recv[len % 16] ^= 4;
      recv = secret(recv);
      CT_CHECK(reveal(M::verify(fixed<16>(key), msg, fixed<16>(recv))) == good);
      M m(fixed<16>(key));
      m.update(std::span(msg).first(len / 2)).update(std::span(msg).subspan(len / 2));
      // The same check through a caller's own comparison of the computed tag.
      typename M::Tag mine = m.tag();
      CT_CHECK(tags_match(mine, recv) == good);
    }
  }
}

template <class P>
void check_prf() {
  const Bytes key = secret(pattern(16, 0x1E));
  for (const std::size_t len : kLengths) {
    const Bytes msg = secret(pattern(len, 0x2D));
    for (const std::size_t outlen :
         {std::size_t{16}, std::size_t{64}, std::size_t{100}}) {  // 100: the long verify path
      Bytes out(outlen);
      P::prf(fixed<16>(key), msg, out);
      reveal(out);
      P p(fixed<16>(key));
      p.update(msg);
      Bytes recv = secret(out);
      CT_CHECK(reveal(p.verify(recv)));
      recv[outlen - 1 - len % outlen] ^= 1;
      CT_CHECK(!reveal(p.verify(secret(recv))));
    }
  }
}

template <class S>
void check_prf_short() {
  const Bytes key = secret(pattern(16, 0x3C));
  for (std::size_t len = 0; len <= 16; ++len) {
    const Bytes msg = secret(pattern(len, 0x4B));
    std::array<std::uint8_t, 16> out{};
    CT_CHECK(ok(S::prf(fixed<16>(key), msg, out)));
    ct_mark_public(out.data(), out.size());
    Bytes recv = secret(Bytes(out.begin(), out.end()));
    CT_CHECK(reveal(S::verify(fixed<16>(key), msg, fixed<16>(recv))));
    recv[len % 16] ^= 2;
    CT_CHECK(!reveal(S::verify(fixed<16>(key), msg, fixed<16>(secret(recv)))));
  }
}

}  // namespace

int main() {
  ct::program = "ct_check";
  // Every row of the catalogue, SP 800-232 with its Mac/Prf and the v1.2
  // family, by its kind (Ascon-CXOF128: in check_sp800_232_bits below).
  ascon::catalogue::for_each([](auto entry) {
    using E = decltype(entry);
    using T = typename E::type;
    using K = ascon::catalogue::Kind;
    if constexpr (E::kind == K::aead)
      check_aead<T>();
    else if constexpr (E::kind == K::hash)
      check_fixed_hash<T>();
    else if constexpr (E::kind == K::xof)
      check_xof<T>();
    else if constexpr (E::kind == K::mac)
      check_mac<T>();
    else if constexpr (E::kind == K::prf)
      check_prf<T>();
    else if constexpr (E::kind == K::prfshort)
      check_prf_short<T>();
  });
  {
    const Bytes key = secret(pattern(32, 0x6A));  // K || K2, both secret
    check_aead_with(ascon::Aead128::with_nonce_masking(fixed<32>(key)), pattern(16, 0x79));
  }
  check_sp800_232_bits();
  if (failures) {
    std::fprintf(stderr, "ct_check: %d functional check(s) failed\n", failures);
    return 2;
  }
  std::printf("ct_check: every algorithm ran on secret-marked inputs\n");
  return 0;
}
