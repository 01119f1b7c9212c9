// SPDX-License-Identifier: Apache-2.0 OR MIT
// The data phase of the duplex AEAD, written once for every caller that holds
// the rate words as 64-bit words: the one-shots, the incremental Duplex, the
// batch engine's lone path and its lanes.
//
//   encrypt: C = P ^ S[rate], S[rate] = C
//   decrypt: P = C ^ S[rate], S[rate] = C
//   Ascon-p[b] after each whole block; the last (possibly empty) block is
//   padded, with no permutation after it.
//
// R (detail/state_rep.hpp) says how the state holds its words: plain, or
// bit-interleaved (bytes converted on the way in and out only).
//
// The rate words are reached through `r[i]` with i a constant after inlining:
// a State's `s.x`, or a view of two words elsewhere (a lane of the batch
// engine). Naming every word by a constant keeps the state in registers.
#pragma once

#include <cstddef>
#include <cstdint>

#include "../permutation.hpp"
#include "bytes.hpp"
#include "state_rep.hpp"

namespace ascon::detail {

enum class Direction : bool { encrypt, decrypt };

// One whole rate-sized block. In place (in == out) is allowed: each block's
// loads come before its stores. Every word named by a constant index: a loop
// over the words is not always unrolled at -O2 (GCC 12 on RV32 kept it, and
// with it the state in memory).
template <class P, Direction D, class R, std::size_t W, class Rate>
ASCON_ALWAYS_INLINE constexpr void aead_block_word(Rate&& r, const std::uint8_t* in, std::uint8_t* out) noexcept {
  using O = typename P::Order;
  if constexpr (D == Direction::encrypt) {
    r[W] ^= R::in(O::load(in + 8 * W));
    O::store(out + 8 * W, R::out(r[W]));
  } else {
    const std::uint64_t c = O::load(in + 8 * W);
    O::store(out + 8 * W, R::out(r[W]) ^ c);
    r[W] = R::in(c);
  }
}
template <class P, Direction D, class R, class Rate>
ASCON_ALWAYS_INLINE constexpr void aead_block_words(Rate&& r, const std::uint8_t* in, std::uint8_t* out) noexcept {
  constexpr std::size_t words = P::rate / 8;
  static_assert(words == 1 || words == 2, "a rate of 8 or 16 bytes");
  if constexpr (words == 2 && D == Direction::decrypt) {
    // both words loaded before the first store (in place, in == out)
    using O = typename P::Order;
    const std::uint64_t c0 = O::load(in), c1 = O::load(in + 8);
    O::store(out, R::out(r[0]) ^ c0);
    O::store(out + 8, R::out(r[1]) ^ c1);
    r[0] = R::in(c0);
    r[1] = R::in(c1);
  } else {
    aead_block_word<P, D, R, 0>(r, in, out);
    if constexpr (words == 2) aead_block_word<P, D, R, 1>(r, in, out);
  }
}
template <class P, Direction D, class R = PlainRep, class Rate>
ASCON_ALWAYS_INLINE constexpr void aead_block(Rate&& r, const std::uint8_t* in, std::uint8_t* out) noexcept {
#if ASCON_BYTES_STRICT_ALIGN
  // Where words need 4-aligned addresses (bytes.hpp), one test of both
  // buffers' addresses (public) per block instead of one per word access.
  if (!std::is_constant_evaluated()) {
    if (((reinterpret_cast<std::uintptr_t>(in) | reinterpret_cast<std::uintptr_t>(out)) & 3) == 0) {
      return aead_block_words<P, D, R>(r, static_cast<const std::uint8_t*>(__builtin_assume_aligned(in, 4)),
                                       static_cast<std::uint8_t*>(__builtin_assume_aligned(out, 4)));
    }
  }
#endif
  aead_block_words<P, D, R>(r, in, out);
}

// The k (0..8) bytes at in + at through rate word x; below 8, the padding.
// Partial words keep the state's bytes past the message (decryption masks
// the plaintext to k bytes).
template <class P, Direction D, class R = PlainRep>
ASCON_ALWAYS_INLINE constexpr void aead_last_word(std::uint64_t& x, const std::uint8_t* in, std::uint8_t* out,
                                                  std::size_t at, std::size_t k) noexcept {
  using O = typename P::Order;
  if constexpr (D == Direction::encrypt) {
    if (k == 8) {
      x ^= R::in(O::load(in + at));
      O::store(out + at, R::out(x));
      return;
    }
    x ^= R::in(O::load_partial(in + at, k));
    O::store_partial(out + at, R::out(x), k);
  } else {
    if (k == 8) {
      const std::uint64_t c = O::load(in + at);
      O::store(out + at, R::out(x) ^ c);
      x = R::in(c);
      return;
    }
    const std::uint64_t m = (R::out(x) ^ O::load_partial(in + at, k)) & O::mask(k);
    O::store_partial(out + at, m, k);
    x ^= R::in(m);
  }
  x ^= R::in(O::byte_at(O::pad_byte(), k));
}

// The last block: n (< rate) bytes, then the padding.
template <class P, Direction D, class R = PlainRep, class Rate>
ASCON_ALWAYS_INLINE constexpr void aead_last_block(Rate&& r, const std::uint8_t* in, std::uint8_t* out,
                                                   std::size_t n) noexcept {
  if constexpr (P::rate == 16) {
    if (n >= 8) {
      aead_last_word<P, D, R>(r[0], in, out, 0, 8);
      aead_last_word<P, D, R>(r[1], in, out, 8, n - 8);
      return;
    }
  }
  aead_last_word<P, D, R>(r[0], in, out, 0, n);
}

// All whole blocks of in[0..n) through the state; advances in, out and n
// past them (n < rate after). S2 stays complemented across the blocks, which
// never touch it, where that pays (loop_s2_flip in permutation.hpp: one NOT
// less per block for the C++ round; the assembly rounds take S2 plain).
template <class P, Direction D, class R = PlainRep>
ASCON_ALWAYS_INLINE constexpr void aead_blocks(State& s, const std::uint8_t*& in, std::uint8_t*& out,
                                               std::size_t& n) noexcept {
  static_assert(P::rate <= 16, "the rate must end before S2");
  if (n < P::rate) return;
  loop_s2_flip(s);
  if constexpr (sizeof(std::size_t) >= 8) {
    // 64-bit cores: the loop runs to an end pointer, and what is left is
    // n % rate. With n counted down GCC 12 derived a trip count before the
    // loop and the bytes left after it (x86-64: 15 instructions around a
    // 16-byte message's one block, 3 now). Not on 32-bit cores: the end
    // pointer held across the permutation cost the Cortex-M0 1.4% a byte.
    const std::uint8_t* const end = in + (n - n % P::rate);
    n %= P::rate;
    do {
      aead_block<P, D, R>(s.x, in, out);
      R::template loop_permute<P::b>(s);
      in += P::rate;
      out += P::rate;
    } while (in != end);
  } else {
    for (; n >= P::rate; n -= P::rate, in += P::rate, out += P::rate) {
      aead_block<P, D, R>(s.x, in, out);
      R::template loop_permute<P::b>(s);
    }
  }
  loop_s2_flip(s);
}

// The whole data phase of a one-shot: the blocks, then the padded last one.
template <class P, Direction D, class R = PlainRep>
ASCON_ALWAYS_INLINE constexpr void aead_data(State& s, const std::uint8_t* in, std::uint8_t* out,
                                             std::size_t n) noexcept {
  aead_blocks<P, D, R>(s, in, out, n);
  aead_last_block<P, D, R>(s.x, in, out, n);
}

}  // namespace ascon::detail
