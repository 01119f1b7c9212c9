// SPDX-License-Identifier: Apache-2.0 OR MIT
// Side-channel protected Ascon-Mac, Ascon-Prf and Ascon-PrfShort (the
// little-endian versions that go with SP 800-232) with N = 2, 3 or 4
// shares. The key sits in the initial state and the permutation is
// invertible, so every permutation runs masked; only outputs (tags, PRF
// output) are unmasked, and Mac verification compares a masked tag (only
// the verdict comes out, as in aead128.hpp).
//
// Freestanding core functions: key as shares, randomness from the caller.
#pragma once

#include "aead128.hpp"

namespace ascon::protected_ {

// Random bytes one Mac, Prf or PrfShort call takes: the key's shares
// refreshed (2 words) and fresh sharings of the IV word, the two zero words
// (or PrfShort's input) and the zero word x5 (4 words).
template <int N>
inline constexpr std::size_t mac_random_bytes = 6 * word_random_bytes<N>;

namespace detail {

// S = IV || K || 0 || 0 masked (PrfShort: its input in S3, S4).
template <int N>
MaskedState<N> keyed_state(MaskedKey<N>& key, std::uint64_t iv, std::uint64_t x3, std::uint64_t x4,
                           const std::uint8_t*& rnd) noexcept {
  key.refresh(rnd);
  MaskedState<N> m;
  m.x[0] = Shared<N>::fresh(iv, rnd);
  m.x[1] = key.k[0];
  m.x[2] = key.k[1];
  m.x[3] = Shared<N>::fresh(x3, rnd);
  m.x[4] = Shared<N>::fresh(x4, rnd);
  m.x[5] = Shared<N>::fresh(0, rnd);
  return m;
}

// Ascon-Mac/Prf up to the first output block: init, Ascon-p[12], 32-byte
// blocks with Ascon-p[12] after each, the padded last block and the domain
// bit, Ascon-p[12]. The output is then S0, S1.
template <int N>
MaskedState<N> mac_absorb(MaskedKey<N>& key, std::uint64_t iv, const std::uint8_t* in, std::size_t n,
                          const std::uint8_t* rnd) noexcept {
  MaskedState<N> m = keyed_state(key, iv, 0, 0, rnd);
  permute<12>(m);
  for (; n >= 32; n -= 32, in += 32) {
    for (int w = 0; w < 4; ++w) m.x[w].add(LE::load(in + 8 * w));
    permute<12>(m);
  }
  int i = 0;
  for (; n >= 8; n -= 8, in += 8) m.x[i++].add(LE::load(in));
  m.x[i].add(LE::load_partial(in, n) ^ LE::byte_at(0x01, n));
  m.x[4].add(LE::domain_bit);
  permute<12>(m);
  return m;
}

}  // namespace detail

namespace detail {
template <int N>
void mac_tag(MaskedKey<N>& key, const std::uint8_t* in, std::size_t n, std::uint8_t* tag,
             const std::uint8_t* rnd) noexcept {
  MaskedState<N> m = mac_absorb(key, ::ascon::constants::mac_iv, in, n, rnd);
  LE::store(tag, m.x[0].combine());
  LE::store(tag + 8, m.x[1].combine());
  wipe_object(m);
}
template <int N>
bool mac_verify(MaskedKey<N>& key, const std::uint8_t* in, std::size_t n, const std::uint8_t* tag,
                const std::uint8_t* rnd) noexcept {
  MaskedState<N> m = mac_absorb(key, ::ascon::constants::mac_iv, in, n, rnd);
  const bool ok = masked_tag_check<N, 0>(m, tag);
  wipe_object(m);
  return ok;
}
// Ascon-Prf: any output length, 16 bytes (S0, S1) per block, Ascon-p[12] between.
template <int N>
void prf_out(MaskedKey<N>& key, const std::uint8_t* in, std::size_t n, std::uint8_t* out, std::size_t outlen,
             const std::uint8_t* rnd) noexcept {
  MaskedState<N> m = mac_absorb(key, ::ascon::constants::prf_iv, in, n, rnd);
  for (;;) {
    for (int w = 0; w < 2 && outlen > 0; ++w) {
      const std::size_t k = outlen < 8 ? outlen : 8;
      if (k == 8)
        LE::store(out, m.x[w].combine());
      else
        LE::store_partial(out, m.x[w].combine(LE::mask(k)), k);
      out += k, outlen -= k;
    }
    if (outlen == 0) break;
    permute<12>(m);
  }
  wipe_object(m);
}
// Ascon-PrfShort: at most 16 bytes in and out, one Ascon-p[12]; the IV
// carries both lengths in bits.
template <int N>
void prf_short_out(MaskedKey<N>& key, const std::uint8_t* in, std::size_t n, std::uint8_t* out, std::size_t outlen,
                   const std::uint8_t* rnd) noexcept {
  const std::uint64_t iv = ::ascon::constants::prf_short_iv | (static_cast<std::uint64_t>(8 * n) << 48) |
                           (static_cast<std::uint64_t>(8 * outlen) << ::ascon::constants::prf_short_out_shift);
  const std::uint64_t x3 = n >= 8 ? LE::load(in) : LE::load_partial(in, n);
  const std::uint64_t x4 = n > 8 ? LE::load_partial(in + 8, n - 8) : 0;
  MaskedState<N> m = keyed_state(key, iv, x3, x4, rnd);
  permute<12>(m);
  m.x[3].add(key.k[0]);
  m.x[4].add(key.k[1]);
  for (int w = 3; w < 5 && outlen > 0; ++w) {
    const std::size_t k = outlen < 8 ? outlen : 8;
    if (k == 8)
      LE::store(out, m.x[w].combine());
    else
      LE::store_partial(out, m.x[w].combine(LE::mask(k)), k);
    out += k, outlen -= k;
  }
  wipe_object(m);
}
}  // namespace detail

// ---- freestanding entry points (key shares and randomness as in aead128.hpp) ----

// Ascon-Mac: a 16-byte tag of msg.
template <int N>
void mac(std::span<const std::uint8_t, key_shares_size<N>> key_shares, std::span<const std::uint8_t> msg,
         std::span<std::uint8_t, 16> tag, std::span<const std::uint8_t, mac_random_bytes<N>> rnd) noexcept {
  auto key = MaskedKey<N>::from_shares(key_shares);
  detail::mac_tag(key, msg.data(), msg.size(), tag.data(), rnd.data());
}

template <int N>
[[nodiscard]] bool mac_verify(std::span<const std::uint8_t, key_shares_size<N>> key_shares,
                              std::span<const std::uint8_t> msg, std::span<const std::uint8_t, 16> tag,
                              std::span<const std::uint8_t, mac_random_bytes<N>> rnd) noexcept {
  auto key = MaskedKey<N>::from_shares(key_shares);
  return detail::mac_verify(key, msg.data(), msg.size(), tag.data(), rnd.data());
}

template <int N>
void prf(std::span<const std::uint8_t, key_shares_size<N>> key_shares, std::span<const std::uint8_t> in,
         std::span<std::uint8_t> out, std::span<const std::uint8_t, mac_random_bytes<N>> rnd) noexcept {
  auto key = MaskedKey<N>::from_shares(key_shares);
  detail::prf_out(key, in.data(), in.size(), out.data(), out.size(), rnd.data());
}

// in.size() and out.size() at most 16; false (nothing written) otherwise.
template <int N>
[[nodiscard]] bool prf_short(std::span<const std::uint8_t, key_shares_size<N>> key_shares,
                             std::span<const std::uint8_t> in, std::span<std::uint8_t> out,
                             std::span<const std::uint8_t, mac_random_bytes<N>> rnd) noexcept {
  if (in.size() > 16 || out.size() > 16) return false;
  auto key = MaskedKey<N>::from_shares(key_shares);
  detail::prf_short_out(key, in.data(), in.size(), out.data(), out.size(), rnd.data());
  return true;
}

}  // namespace ascon::protected_
