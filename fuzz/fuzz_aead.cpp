// SPDX-License-Identifier: Apache-2.0 OR MIT
// Differential fuzzing of every AEAD: Ascon-AEAD128 (plain, nonce-masked,
// truncated tags, bit lengths), Ascon-128, Ascon-128a, Ascon-80pq.
// For each input: combined == detached == incremental at fuzzer-chosen split
// points == in-place; truncated tags are prefixes of the full tag; decryption
// (one-shot and incremental) round-trips; one flipped bit anywhere in the
// nonce, associated data, ciphertext or tag must fail and zero the output;
// and, when reference/ is built, every result equals the spec-literal oracle.
//
// Input: sel | key[32] | nonce[16] | ad_len u16 | ad | cut x3 | tag_len | tamper u16 | tamper_bit | drop | pt...
#include <ascon/ascon.hpp>
#include <ascon/v12.hpp>
#include <array>
#include <cstring>

#include "fuzz_input.hpp"

namespace {

using fuzz::Bytes;

struct Case {
  Bytes key, nonce, ad, pt;
  std::uint8_t c1, c2, c3, tag_len, tamper_bit, drop;
  std::size_t tamper;
};

// The oracle's view of each algorithm: encrypt into ct || tag (full tag).
enum class Algo { aead128, aead128_masked, ascon128, ascon128a, ascon80pq };

Bytes reference_seal([[maybe_unused]] Algo a, [[maybe_unused]] const Case& c) {
#if ASCON_FUZZ_HAVE_REFERENCE
  Bytes out(c.pt.size() + 16);
  if (a == Algo::aead128 || a == Algo::aead128_masked) {
    Bytes n = c.nonce;
    if (a == Algo::aead128_masked)
      for (int i = 0; i < 16; ++i) n[i] ^= c.key[16 + i];
    ascon_ref_aead128_encrypt(out.data(), out.data() + c.pt.size(), 128, c.key.data(), n.data(), c.ad.data(),
                              8 * c.ad.size(), c.pt.data(), 8 * c.pt.size());
  } else {
    const auto v = a == Algo::ascon128    ? ASCON_REF_V12_128
                   : a == Algo::ascon128a ? ASCON_REF_V12_128A
                                          : ASCON_REF_V12_80PQ;
    ascon_ref_v12_encrypt(v, out.data(), out.data() + c.pt.size(), c.key.data(), c.nonce.data(), c.ad.data(),
                          c.ad.size(), c.pt.data(), c.pt.size());
  }
  return out;
#else
  return {};
#endif
}

template <class A>
void check(const char* name, Algo algo, const A& aead, const Case& c) {
  const std::size_t n = c.pt.size();
  const auto nonce = fuzz::fixed<16>(c.nonce);
  Bytes sealed(n + 16);
  FUZZ_CHECK(aead.encrypt(nonce, c.pt, c.ad, sealed), name);
  if (ASCON_FUZZ_HAVE_REFERENCE) FUZZ_CHECK(sealed == reference_seal(algo, c), name);

  // Detached, and in place.
  Bytes ct(n);
  std::array<std::uint8_t, 16> tag{};
  FUZZ_CHECK(aead.encrypt_detached(nonce, c.pt, c.ad, ct, tag), name);
  FUZZ_CHECK(std::equal(ct.begin(), ct.end(), sealed.begin()) && std::equal(tag.begin(), tag.end(), sealed.begin() + n),
             name);
  Bytes buf = c.pt;
  FUZZ_CHECK(aead.encrypt_detached(nonce, buf, c.ad, buf, tag), name);
  FUZZ_CHECK(buf == ct, name);

  // Incremental with fuzzer-chosen split points.
  const std::size_t a = fuzz::cut(c.c1, c.ad.size()), p1 = fuzz::cut(c.c2, n), p2 = p1 + fuzz::cut(c.c3, n - p1);
  {
    auto e = aead.encryptor(nonce);
    FUZZ_CHECK(e.update_ad(std::span(c.ad).first(a)) && e.update_ad(std::span(c.ad).subspan(a)), name);
    Bytes ict(n);
    FUZZ_CHECK(e.update(std::span(c.pt).first(p1), std::span(ict).first(p1)), name);
    FUZZ_CHECK(e.update(std::span(c.pt).subspan(p1, p2 - p1), std::span(ict).subspan(p1, p2 - p1)), name);
    FUZZ_CHECK(e.update(std::span(c.pt).subspan(p2), std::span(ict).subspan(p2)), name);
    std::array<std::uint8_t, 16> itag{};
    FUZZ_CHECK(e.finish(itag), name);
    FUZZ_CHECK(ict == ct && itag == tag, name);
  }

  // Decryption round trip, one-shot and incremental.
  Bytes back(n, 0xEE);
  FUZZ_CHECK(aead.decrypt(nonce, sealed, c.ad, back) && back == c.pt, name);
  {
    Bytes out(n, 0xEE);
    auto d = aead.decryptor(nonce, out);
    FUZZ_CHECK(d.update_ad(std::span(c.ad).first(a)) && d.update_ad(std::span(c.ad).subspan(a)), name);
    FUZZ_CHECK(d.update(std::span(ct).first(p1)) && d.update(std::span(ct).subspan(p1)), name);
    FUZZ_CHECK(d.finish(tag) && out == c.pt && d.plaintext().size() == n, name);
  }

  // Truncated tags (SP 800-232: 4..16 bytes): prefixes of the full tag.
  if constexpr (A::min_tag_size < A::tag_size) {
    const std::size_t t = A::min_tag_size + c.tag_len % (A::tag_size - A::min_tag_size + 1);
    const auto ta = ascon::detail::TruncatedAead<typename A::Params>::with_tag_size(aead, t);
    FUZZ_CHECK(ta.has_value(), name);
    Bytes tct(n), ttag(t);
    FUZZ_CHECK(ta->encrypt_detached(nonce, c.pt, c.ad, tct, ttag), name);
    FUZZ_CHECK(tct == ct && std::equal(ttag.begin(), ttag.end(), tag.begin()), name);
    Bytes tp(n);
    FUZZ_CHECK(ta->decrypt_detached(nonce, tct, c.ad, ttag, tp) && tp == c.pt, name);
    // The full-tag object never takes the short tag.
    FUZZ_CHECK(t == A::tag_size || aead.decryptor(nonce, tp).finish(ttag).code == ascon::Error::bad_length, name);
  }

  // One flipped bit in nonce, AD, ciphertext or tag: rejected, output zeroed.
  Bytes tn = c.nonce, tad = c.ad, tsealed = sealed;
  const std::size_t where = c.tamper % (16 + c.ad.size() + n + 16);
  const auto bit = static_cast<std::uint8_t>(1u << (c.tamper_bit % 8));
  if (where < 16)
    tn[where] ^= bit;
  else if (where < 16 + c.ad.size())
    tad[where - 16] ^= bit;
  else
    tsealed[where - 16 - c.ad.size()] ^= bit;
  Bytes zeroed(n, 0xEE);
  const auto st = aead.decrypt(fuzz::fixed<16>(tn), tsealed, tad, zeroed);
  FUZZ_CHECK(st.code == ascon::Error::authentication_failed, name);
  FUZZ_CHECK(zeroed == Bytes(n, 0), name);
}

// SP 800-232 bit strings: drop up to 7 bits of the last AD and plaintext bytes.
void check_bits(const ascon::Aead128& aead, const Case& c, bool masked) {
  const char* name = "Aead128 bits";
  const auto nonce = fuzz::fixed<16>(c.nonce);
  const std::size_t pt_bits = c.pt.empty() ? 0 : 8 * c.pt.size() - (c.drop & 7);
  const std::size_t ad_bits = c.ad.empty() ? 0 : 8 * c.ad.size() - ((c.drop >> 3) & 7);
  const std::size_t tag_bits = 32 + c.tag_len % 97;
  const auto ta = ascon::TruncatedAead128::with_tag_bits(aead, tag_bits);
  FUZZ_CHECK(ta.has_value(), name);
  Bytes ct(c.pt.size()), tag((tag_bits + 7) / 8), back(c.pt.size());
  FUZZ_CHECK(ta->encrypt_bits(nonce, c.pt, pt_bits, c.ad, ad_bits, ct, tag), name);
#if ASCON_FUZZ_HAVE_REFERENCE
  Bytes rct(c.pt.size()), rtag(tag.size());
  Bytes n = c.nonce;
  if (masked)
    for (int i = 0; i < 16; ++i) n[i] ^= c.key[16 + i];
  ascon_ref_aead128_encrypt(rct.data(), rtag.data(), tag_bits, c.key.data(), n.data(), c.ad.data(), ad_bits,
                            c.pt.data(), pt_bits);
  FUZZ_CHECK(rct == ct && rtag == tag, name);
#else
  (void)masked;
#endif
  FUZZ_CHECK(ta->decrypt_bits(nonce, ct, pt_bits, c.ad, ad_bits, tag, back), name);
  Bytes expect = c.pt;
  if (pt_bits % 8) expect.back() &= static_cast<std::uint8_t>((1u << (pt_bits % 8)) - 1);
  FUZZ_CHECK(back == expect, name);
  // Flip one of the tag's bits: rejected, output zeroed.
  tag[(c.tamper % tag_bits) / 8] ^= static_cast<std::uint8_t>(1u << (c.tamper % tag_bits % 8));
  FUZZ_CHECK(
      ta->decrypt_bits(nonce, ct, pt_bits, c.ad, ad_bits, tag, back).code == ascon::Error::authentication_failed &&
          back == Bytes(back.size(), 0),
      name);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  fuzz::Input in(data, size);
  const std::uint8_t sel = in.u8();
  Case c;
  c.key = in.bytes(32);
  c.nonce = in.bytes(16);
  c.ad = in.field();
  c.c1 = in.u8(), c.c2 = in.u8(), c.c3 = in.u8(), c.tag_len = in.u8();
  c.tamper = in.u16(), c.tamper_bit = in.u8(), c.drop = in.u8();
  c.pt = in.rest();
  switch (sel % 5) {
    case 0: {
      const ascon::Aead128 a(fuzz::fixed<16>(c.key));
      check("Aead128", Algo::aead128, a, c);
      check_bits(a, c, false);
      break;
    }
    case 1: {
      const auto a = ascon::Aead128::with_nonce_masking(fuzz::fixed<32>(c.key));
      check("Aead128 nonce masking", Algo::aead128_masked, a, c);
      check_bits(a, c, true);
      break;
    }
    case 2:
      check("Ascon-128", Algo::ascon128, ascon::v12::Ascon128(fuzz::fixed<16>(c.key)), c);
      break;
    case 3:
      check("Ascon-128a", Algo::ascon128a, ascon::v12::Ascon128a(fuzz::fixed<16>(c.key)), c);
      break;
    default:
      check("Ascon-80pq", Algo::ascon80pq, ascon::v12::Ascon80pq(fuzz::fixed<20>(c.key)), c);
      break;
  }
  return 0;
}
