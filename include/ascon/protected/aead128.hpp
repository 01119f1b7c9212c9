// SPDX-License-Identifier: Apache-2.0 OR MIT
// Side-channel protected Ascon-AEAD128 (NIST SP 800-232) with N = 2, 3 or 4
// shares, in two levels:
//   Level::leveled  the key-dependent permutations (initialisation and
//                   finalisation) run masked; the data phase runs unmasked
//                   on the state the masked initialisation left
//   Level::full     every permutation runs masked
// Decryption never unmasks the tag it computes: it adds the received tag to
// the masked tag words, zeroes the other words, permutes masked and compares
// the result with the permutation of zero, so only the verdict comes out.
//
// The core functions here take the key as shares and all the randomness a
// call needs as a buffer (aead128_random_bytes<N, L> bytes): freestanding.
// protected_::Aead128<N, L> (protected.hpp) is the key object around them.
#pragma once

#include <span>

#include "../detail/constants.hpp"
#include "../sponge.hpp"
#include "key.hpp"
#include "permutation.hpp"

namespace ascon::protected_ {

enum class Level { leveled, full };

// Random bytes one AEAD128 call takes: the key's shares refreshed (2 words),
// fresh sharings of IV, nonce and the zero word (4 words); leveled mode again
// 6 words to mask the state for the finalisation. One word is 8 * (N-1) bytes.
template <int N, Level L>
inline constexpr std::size_t aead128_random_bytes = (L == Level::leveled ? 12 : 6) * word_random_bytes<N>;

namespace detail {

using LE = ::ascon::detail::LittleEndian;

// The data phase on an unmasked state (leveled) or a masked one (full).
// Only rate words are ever combined, and only after the data is added:
// they then hold ciphertext (public) or a masked selection of plaintext.
struct PlainDuplex {
  State s;
  void add(int i, std::uint64_t v) noexcept { s.x[i] ^= v; }
  std::uint64_t get(int i, std::uint64_t mask = ~std::uint64_t{0}) const noexcept { return s.x[i] & mask; }
  void permute_b() noexcept { ::ascon::permute<8>(s); }
};
template <int N>
struct MaskedDuplex {
  MaskedState<N> s;
  void add(int i, std::uint64_t v) noexcept { s.x[i].add(v); }
  std::uint64_t get(int i, std::uint64_t mask = ~std::uint64_t{0}) const noexcept { return s.x[i].combine(mask); }
  void permute_b() noexcept { permute<8>(s); }
};

template <class D>
void absorb_ad(D& d, const std::uint8_t* ad, std::size_t n) noexcept {
  if (n > 0) {
    for (; n >= 16; n -= 16, ad += 16) {
      d.add(0, LE::load(ad));
      d.add(1, LE::load(ad + 8));
      d.permute_b();
    }
    int i = 0;
    if (n >= 8) {
      d.add(0, LE::load(ad));
      ad += 8, n -= 8, i = 1;
    }
    d.add(i, LE::load_partial(ad, n) ^ LE::byte_at(0x01, n));
    d.permute_b();
  }
  d.add(4, LE::domain_bit);
}

// C = P ^ S[rate], S[rate] = C; the last (possibly empty) block padded.
template <class D>
void encrypt_data(D& d, const std::uint8_t* in, std::uint8_t* out, std::size_t n) noexcept {
  for (; n >= 16; n -= 16, in += 16, out += 16) {
    for (int w = 0; w < 2; ++w) {
      d.add(w, LE::load(in + 8 * w));
      LE::store(out + 8 * w, d.get(w));
    }
    d.permute_b();
  }
  int i = 0;
  if (n >= 8) {
    d.add(0, LE::load(in));
    LE::store(out, d.get(0));
    in += 8, out += 8, n -= 8, i = 1;
  }
  d.add(i, LE::load_partial(in, n));
  LE::store_partial(out, d.get(i, LE::mask(n)), n);
  d.add(i, LE::byte_at(0x01, n));
}

// P = C ^ S[rate], S[rate] = C: adding C leaves P in the state (masked in
// full mode), P is read out, and adding C ^ P turns the state word into C.
template <class D>
void decrypt_data(D& d, const std::uint8_t* in, std::uint8_t* out, std::size_t n) noexcept {
  auto word = [&](int w, std::size_t k) {
    const std::uint64_t c = k == 8 ? LE::load(in) : LE::load_partial(in, k);
    d.add(w, c);
    const std::uint64_t p = d.get(w, LE::mask(k));
    if (k == 8)
      LE::store(out, p);
    else
      LE::store_partial(out, p, k);
    d.add(w, c ^ p);
    in += k, out += k;
  };
  for (; n >= 16; n -= 16) {
    word(0, 8);
    word(1, 8);
    d.permute_b();
  }
  int i = 0;
  if (n >= 8) {
    word(0, 8);
    n -= 8, i = 1;
  }
  word(i, n);
  d.add(i, LE::byte_at(0x01, n));
}

// S = IV || K || N masked, Ascon-p[12] masked, S ^= 0* || K.
template <int N>
MaskedState<N> aead_init(MaskedKey<N>& key, const std::uint8_t* nonce, const std::uint8_t*& rnd) noexcept {
  key.refresh(rnd);
  MaskedState<N> m;
  m.x[0] = Shared<N>::fresh(::ascon::constants::aead128_iv, rnd);
  m.x[1] = key.k[0];
  m.x[2] = key.k[1];
  m.x[3] = Shared<N>::fresh(LE::load(nonce), rnd);
  m.x[4] = Shared<N>::fresh(LE::load(nonce + 8), rnd);
  m.x[5] = Shared<N>::fresh(0, rnd);
  permute<12>(m);
  m.x[3].add(key.k[0]);
  m.x[4].add(key.k[1]);
  return m;
}

// S ^= 0^128 || K || 0, Ascon-p[12] masked, tag words S3, S4 ^= K (masked).
template <int N>
void aead_final(MaskedState<N>& m, const MaskedKey<N>& key) noexcept {
  m.x[2].add(key.k[0]);
  m.x[3].add(key.k[1]);
  permute<12>(m);
  m.x[3].add(key.k[0]);
  m.x[4].add(key.k[1]);
}

// Ascon-p[12] of the zero state: what the tag check below gives when the tags match.
inline constexpr State p12_of_zero = [] {
  State z{};
  ::ascon::permute<12>(z);
  return z;
}();

// Keeps only the bits in `mask` of a shared word (share by share: AND with
// a public mask is linear, each share gets the mask in its own frame).
template <int N>
ASCON_ALWAYS_INLINE void keep_bits(Shared<N>& x, std::uint64_t mask) noexcept {
  for_shares<N>([&](auto d) { x.w[d] &= to_frame<d, 0>(mask); });
}

// Adds the expected tag (tag_len bytes, 1..16) to the masked tag words
// (Words, Words + 1), keeps only the bytes it covers, sets every other word
// to a sharing of zero and runs Ascon-p[12] masked: equal tags give the zero
// state, unequal ones a difference nobody can read back through 128 of the
// 320 output bits. Everything here stays masked (the leakage harness runs it
// as its own window).
template <int N, int Words>
void masked_tag_diff(MaskedState<N>& m, const std::uint8_t* tag, std::size_t tag_len = 16) noexcept {
  for (int i = 0; i < 5; ++i)
    if (i != Words && i != Words + 1) reuse_zero(m.x[i]);
  const std::size_t k0 = tag_len < 8 ? tag_len : 8, k1 = tag_len - k0;
  m.x[Words].add(LE::load_partial(tag, k0));
  m.x[Words + 1].add(LE::load_partial(tag + k0, k1));
  keep_bits(m.x[Words], LE::mask(k0));
  keep_bits(m.x[Words + 1], LE::mask(k1));
  permute<12>(m);
}

// The tag check: masked_tag_diff, then the two words compared with those of
// Ascon-p[12](0). Only the permuted difference is unmasked (as ascon-c
// does), never the computed tag.
template <int N, int Words>
bool masked_tag_check(MaskedState<N>& m, const std::uint8_t* tag, std::size_t tag_len = 16) noexcept {
  masked_tag_diff<N, Words>(m, tag, tag_len);
  std::uint64_t diff = m.x[Words].combine() ^ p12_of_zero.x[Words];
  diff |= m.x[Words + 1].combine() ^ p12_of_zero.x[Words + 1];
  diff = ::ascon::detail::value_barrier(diff);
  return ::ascon::detail::declassify(diff == 0);
}

// The first tag_len (1..16) bytes of the tag words; the rest are never unmasked.
template <int N>
void store_tag(const MaskedState<N>& m, int w, std::uint8_t* tag, std::size_t tag_len) noexcept {
  const std::size_t k0 = tag_len < 8 ? tag_len : 8, k1 = tag_len - k0;
  LE::store_partial(tag, m.x[w].combine(LE::mask(k0)), k0);
  LE::store_partial(tag + k0, m.x[w + 1].combine(LE::mask(k1)), k1);
}

// The part both directions share: the masked initialization, the
// associated data and the data phase (masked at Level::full, plain at
// Level::leveled and masked again before the finalization), then the masked
// finalization. data(duplex) encrypts or decrypts the message on whichever
// duplex the level gives; the caller takes the tag from the returned state.
template <int N, Level L, class Data>
MaskedState<N> aead_run(MaskedKey<N>& key, const std::uint8_t* nonce, const std::uint8_t* ad, std::size_t adlen,
                        const std::uint8_t* rnd, Data&& data) noexcept {
  MaskedDuplex<N> md{aead_init(key, nonce, rnd)};
  if constexpr (L == Level::full) {
    absorb_ad(md, ad, adlen);
    data(md);
  } else {
    PlainDuplex pd{unmask_state(md.s)};
    absorb_ad(pd, ad, adlen);
    data(pd);
    md.s = mask_state<N>(pd.s, rnd);
    wipe_object(pd.s);
  }
  aead_final(md.s, key);
  MaskedState<N> out = md.s;  // returned in place (NRVO); the duplex's copy is wiped
  wipe_object(md.s);
  return out;
}

template <int N, Level L>
void aead_seal(MaskedKey<N>& key, const std::uint8_t* nonce, const std::uint8_t* ad, std::size_t adlen,
               const std::uint8_t* pt, std::size_t n, std::uint8_t* ct, std::uint8_t* tag, const std::uint8_t* rnd,
               std::size_t tag_len = 16) noexcept {
  auto s = aead_run<N, L>(key, nonce, ad, adlen, rnd, [&](auto& d) { encrypt_data(d, pt, ct, n); });
  store_tag(s, 3, tag, tag_len);
  wipe_object(s);
}

template <int N, Level L>
bool aead_open(MaskedKey<N>& key, const std::uint8_t* nonce, const std::uint8_t* ad, std::size_t adlen,
               const std::uint8_t* ct, std::size_t n, const std::uint8_t* tag, std::uint8_t* pt,
               const std::uint8_t* rnd, std::size_t tag_len = 16) noexcept {
  // The received tag first: it may share memory with the plaintext buffer.
  std::uint8_t received[16] = {};
  for (std::size_t i = 0; i < tag_len; ++i) received[i] = tag[i];
  auto s = aead_run<N, L>(key, nonce, ad, adlen, rnd, [&](auto& d) { decrypt_data(d, ct, pt, n); });
  const bool ok = masked_tag_check<N, 3>(s, received, tag_len);
  wipe_object(s);
  wipe_object(received);
  if (!ok) secure_wipe(pt, n);
  return ok;
}

}  // namespace detail

// ---- freestanding entry points: key as shares, randomness from the caller ----
// key_shares: share d at bytes 16d..16d+15, key = XOR of the shares.
// rnd: exactly aead128_random_bytes<N, L> uniformly random bytes, fresh per call.
// ct may equal pt (in place); any other overlap is not allowed.

template <int N, Level L>
void aead128_encrypt(std::span<const std::uint8_t, key_shares_size<N>> key_shares,
                     std::span<const std::uint8_t, 16> nonce, std::span<const std::uint8_t> ad,
                     std::span<const std::uint8_t> pt, std::uint8_t* ct, std::span<std::uint8_t, 16> tag,
                     std::span<const std::uint8_t, aead128_random_bytes<N, L>> rnd) noexcept {
  auto key = MaskedKey<N>::from_shares(key_shares);
  detail::aead_seal<N, L>(key, nonce.data(), ad.data(), ad.size(), pt.data(), pt.size(), ct, tag.data(), rnd.data());
}

// Returns whether the tag matched; on a mismatch pt (ct.size() bytes) is zeroed.
template <int N, Level L>
[[nodiscard]] bool aead128_decrypt(std::span<const std::uint8_t, key_shares_size<N>> key_shares,
                                   std::span<const std::uint8_t, 16> nonce, std::span<const std::uint8_t> ad,
                                   std::span<const std::uint8_t> ct, std::span<const std::uint8_t, 16> tag,
                                   std::uint8_t* pt,
                                   std::span<const std::uint8_t, aead128_random_bytes<N, L>> rnd) noexcept {
  auto key = MaskedKey<N>::from_shares(key_shares);
  return detail::aead_open<N, L>(key, nonce.data(), ad.data(), ad.size(), ct.data(), ct.size(), tag.data(), pt,
                                 rnd.data());
}

}  // namespace ascon::protected_
