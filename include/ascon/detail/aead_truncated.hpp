// SPDX-License-Identifier: Apache-2.0 OR MIT
// TruncatedAead: an Aead bound to one tag length. Part of detail/aead.hpp
// (which includes it after Aead).
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>

#include "../status.hpp"
#include "aead.hpp"

namespace ascon::detail {

// An AEAD key bound to one truncated tag length (SP 800-232: 32..128 bits;
// v1.2 parameter sets allow only 128). The length is fixed here, once, by
// the application's protocol: never take it from a received message (a
// forger who can pick 4-byte tags needs about 2^32 tries, not 2^128). Every
// tag argument must have exactly tag_size() bytes.
//
//   auto a = ascon::TruncatedAead128::with_tag_size(key, 8);   // std::optional
//   if (!a || !a->decrypt(nonce, ciphertext_and_tag, ad, pt)) { /* reject */ }
template <class P>
class TruncatedAead {
 public:
  using Base = Aead<P>;
  using Key = typename Base::Key;
  using Nonce = typename Base::Nonce;
  using Encryptor = typename Base::Encryptor;
  using Decryptor = typename Base::Decryptor;
  static constexpr std::size_t min_tag_size = Base::min_tag_size;
  static constexpr std::size_t max_tag_size = Base::tag_size;

  // Empty unless min_tag_size <= bytes <= 16.
  static constexpr std::optional<TruncatedAead> with_tag_size(const Base& aead, std::size_t bytes) noexcept {
    if (bytes > max_tag_size) return std::nullopt;  // before 8 * bytes can wrap
    return with_tag_bits(aead, 8 * bytes);
  }
  static constexpr std::optional<TruncatedAead> with_tag_size(Key key, std::size_t bytes) noexcept {
    return with_tag_size(Base(key), bytes);
  }
  // Bit lengths (ACVP): 32..128 bits for Ascon-AEAD128; a partial last byte
  // holds its bits in the low-order positions, the others zero.
  static constexpr std::optional<TruncatedAead> with_tag_bits(const Base& aead, std::size_t bits) noexcept {
    if (!Base::tag_bits_ok(bits)) return std::nullopt;
    return TruncatedAead(aead, bits);
  }
  static constexpr std::optional<TruncatedAead> with_tag_bits(Key key, std::size_t bits) noexcept {
    return with_tag_bits(Base(key), bits);
  }

  constexpr std::size_t tag_size() const noexcept { return bytes_for_bits(tag_bits_); }
  constexpr std::size_t tag_bits() const noexcept { return tag_bits_; }

  // Combined: out = ciphertext || tag (tag_size() bytes).
  constexpr Status encrypt(Nonce nonce, std::span<const std::uint8_t> pt, std::span<const std::uint8_t> ad,
                           std::span<std::uint8_t> out) const noexcept {
    if (!bits_fit(pt.size(), ad.size())) return Error::too_long;
    if (out.size() < pt.size() || out.size() - pt.size() < tag_size()) return Error::buffer_too_small;
    return aead_.seal(nonce, pt, 8 * pt.size(), ad, 8 * ad.size(), out.first(pt.size()),
                      out.subspan(pt.size(), tag_size()), tag_bits_);
  }
  [[nodiscard]] constexpr Status decrypt(Nonce nonce, std::span<const std::uint8_t> in,
                                         std::span<const std::uint8_t> ad, std::span<std::uint8_t> pt) const noexcept {
    if (!bits_fit(in.size(), ad.size())) return Error::too_long;
    if (in.size() < tag_size()) return Error::bad_length;
    const std::size_t n = in.size() - tag_size();
    if (pt.size() < n) return Error::buffer_too_small;
    return aead_.open(nonce, in.first(n), 8 * n, ad, 8 * ad.size(), in.subspan(n), tag_bits_, pt.first(n));
  }
  // Detached: tag.size() must equal tag_size().
  constexpr Status encrypt_detached(Nonce nonce, std::span<const std::uint8_t> pt, std::span<const std::uint8_t> ad,
                                    std::span<std::uint8_t> ct, std::span<std::uint8_t> tag) const noexcept {
    if (tag.size() != tag_size()) return Error::bad_length;
    if (!bits_fit(pt.size(), ad.size())) return Error::too_long;
    return aead_.seal(nonce, pt, 8 * pt.size(), ad, 8 * ad.size(), ct, tag, tag_bits_);
  }
  [[nodiscard]] constexpr Status decrypt_detached(Nonce nonce, std::span<const std::uint8_t> ct,
                                                  std::span<const std::uint8_t> ad, std::span<const std::uint8_t> tag,
                                                  std::span<std::uint8_t> pt) const noexcept {
    if (tag.size() != tag_size()) return Error::bad_length;
    if (!bits_fit(ct.size(), ad.size())) return Error::too_long;
    return aead_.open(nonce, ct, 8 * ct.size(), ad, 8 * ad.size(), tag, tag_bits_, pt);
  }
  // Bit-oriented, as Aead::encrypt_bits, with the bound tag length.
  constexpr Status encrypt_bits(Nonce nonce, std::span<const std::uint8_t> pt, std::size_t pt_bits,
                                std::span<const std::uint8_t> ad, std::size_t ad_bits, std::span<std::uint8_t> ct,
                                std::span<std::uint8_t> tag) const noexcept
    requires(P::Order::supports_bits)
  {
    if (tag.size() != tag_size()) return Error::bad_length;
    return aead_.seal(nonce, pt, pt_bits, ad, ad_bits, ct, tag, tag_bits_);
  }
  [[nodiscard]] constexpr Status decrypt_bits(Nonce nonce, std::span<const std::uint8_t> ct, std::size_t ct_bits,
                                              std::span<const std::uint8_t> ad, std::size_t ad_bits,
                                              std::span<const std::uint8_t> tag,
                                              std::span<std::uint8_t> pt) const noexcept
    requires(P::Order::supports_bits)
  {
    if (tag.size() != tag_size()) return Error::bad_length;
    return aead_.open(nonce, ct, ct_bits, ad, ad_bits, tag, tag_bits_, pt);
  }

  // Incremental, with finish() taking exactly tag_size() bytes (see
  // Aead::Encryptor / Aead::Decryptor, and the Decryptor's lifetime rule).
  constexpr Encryptor encryptor(Nonce nonce) const noexcept { return Encryptor(aead_, nonce, tag_bits_); }
  constexpr Decryptor decryptor(Nonce nonce, std::span<std::uint8_t> plaintext_out) const noexcept {
    return Decryptor(aead_, nonce, plaintext_out, tag_bits_);
  }

 private:
  constexpr TruncatedAead(const Base& aead, std::size_t bits) noexcept : aead_(aead), tag_bits_(bits) {}
  Base aead_;
  std::size_t tag_bits_;
};

}  // namespace ascon::detail
