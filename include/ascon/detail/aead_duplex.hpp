// SPDX-License-Identifier: Apache-2.0 OR MIT
// The running duplex of one message, in any pieces: what the incremental
// Encryptor/Decryptor and the bit-oriented and truncated forms run. Part of
// detail/aead.hpp.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>

#include "../ct.hpp"
#include "../permutation.hpp"
#include "../sponge.hpp"
#include "aead_blocks.hpp"
#include "aead_key.hpp"

namespace ascon::detail {

template <class P>
class Duplex {
 public:
  using Order = typename P::Order;

  constexpr Duplex() noexcept = default;
  constexpr Duplex(const AeadKey<P>& key, std::span<const std::uint8_t, 16> nonce) noexcept
      : s_(key.initial_state(nonce.data())) {
    permute<P::a>(s_);
    key.add_tail(s_);
  }
  constexpr Duplex(const Duplex&) noexcept = default;
  constexpr Duplex& operator=(const Duplex&) noexcept = default;
  constexpr ~Duplex() { wipe_object(s_); }

  // Associated data, in any pieces.
  constexpr void absorb_ad(const std::uint8_t* p, std::size_t n) noexcept {
    if (n == 0) return;
    had_ad_ = true;
    absorb_blocks<Order, P::rate, P::b>(s_, pos_, p, n);
  }
  // Ends the associated data: the final block (only if there was any AD, and
  // then a partial byte of `bits` bits first), then the domain bit.
  constexpr void end_ad(std::uint8_t last = 0, unsigned bits = 0) noexcept {
    if (had_ad_ || bits != 0) {
      xor_byte<Order>(s_, pos_, Order::pad_byte(last, bits));
      permute<P::b>(s_);
    }
    pos_ = 0;
    s_.x[4] ^= Order::domain_bit;
  }

  // Encrypts n bytes (in == out allowed).
  constexpr void encrypt(const std::uint8_t* in, std::uint8_t* out, std::size_t n) noexcept {
    while (n > 0 && pos_ != 0) {
      s_.x[pos_ / 8] ^= Order::byte_at(*in++, pos_ % 8);
      *out++ = Order::get_byte(s_.x[pos_ / 8], pos_ % 8);
      --n;
      if (++pos_ == P::rate) {
        permute<P::b>(s_);
        pos_ = 0;
      }
    }
    if (n >= P::rate) {
      // A local copy: byte stores to `out` may alias the member, not the local,
      // so the state stays in registers across blocks.
      State s = s_;
      aead_blocks<P, Direction::encrypt>(s, in, out, n);
      s_ = s;
      wipe_object(s);  // the local copy is secret state too; at -O1 it reaches the stack
    }
    for (std::size_t w = 0; n > 0; ++w) {
      const std::size_t k = std::min<std::size_t>(n, 8);
      s_.x[w] ^= k == 8 ? Order::load(in) : Order::load_partial(in, k);
      if (k == 8)
        Order::store(out, s_.x[w]);
      else
        Order::store_partial(out, s_.x[w], k);
      in += k, out += k, n -= k, pos_ += k;
    }
  }

  // Decrypts n bytes (in == out allowed): P = C ^ S, then S = C.
  constexpr void decrypt(const std::uint8_t* in, std::uint8_t* out, std::size_t n) noexcept {
    while (n > 0 && pos_ != 0) {
      const u8 c = *in++;
      const u8 m = static_cast<u8>(Order::get_byte(s_.x[pos_ / 8], pos_ % 8) ^ c);
      s_.x[pos_ / 8] ^= Order::byte_at(m, pos_ % 8);
      *out++ = m;
      --n;
      if (++pos_ == P::rate) {
        permute<P::b>(s_);
        pos_ = 0;
      }
    }
    if (n >= P::rate) {
      State s = s_;  // see encrypt()
      aead_blocks<P, Direction::decrypt>(s, in, out, n);
      s_ = s;
      wipe_object(s);  // see encrypt()
    }
    for (std::size_t w = 0; n > 0; ++w) {
      const std::size_t k = std::min<std::size_t>(n, 8);
      const std::uint64_t c = k == 8 ? Order::load(in) : Order::load_partial(in, k);
      const std::uint64_t m = (s_.x[w] ^ c) & Order::mask(k);
      s_.x[w] ^= m;
      if (k == 8)
        Order::store(out, m);
      else
        Order::store_partial(out, m, k);
      in += k, out += k, n -= k, pos_ += k;
    }
  }

  // The last partial byte of a bit-length message (SP 800-232 bit strings):
  // `bits` (1..7) bits of `v`. Returns the output byte, unused bits zero.
  constexpr std::uint8_t encrypt_last_bits(std::uint8_t v, unsigned bits) noexcept {
    const u8 m = static_cast<u8>(v & ((1u << bits) - 1));
    const u8 c = static_cast<u8>((Order::get_byte(s_.x[pos_ / 8], pos_ % 8) ^ m) & ((1u << bits) - 1));
    last_pad_ = Order::pad_byte(m, bits);
    return c;
  }
  constexpr std::uint8_t decrypt_last_bits(std::uint8_t c, unsigned bits) noexcept {
    const u8 m = static_cast<u8>((Order::get_byte(s_.x[pos_ / 8], pos_ % 8) ^ c) & ((1u << bits) - 1));
    last_pad_ = Order::pad_byte(m, bits);
    return m;
  }

  // Pads the data and computes the full 16-byte tag.
  constexpr void finish(const AeadKey<P>& key, std::uint8_t* tag) noexcept {
    xor_byte<Order>(s_, pos_, last_pad_);
    key.add_after_rate(s_);
    permute<P::a>(s_);
    Order::store(tag, s_.x[3] ^ key.tag_mask(0));
    Order::store(tag + 8, s_.x[4] ^ key.tag_mask(1));
  }

 private:
  State s_{};
  std::size_t pos_ = 0;
  bool had_ad_ = false;
  std::uint8_t last_pad_ = Order::pad_byte();
};

}  // namespace ascon::detail
