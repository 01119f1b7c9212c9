// SPDX-License-Identifier: Apache-2.0 OR MIT
// The generic Ascon sponge: every hash, XOF, CXOF, MAC and PRF of both
// families is this class with a parameter set (see detail/params.hpp).
//
//   init:     S = IV || K || 0..., then Ascon-p[a]
//   absorb:   rate-sized blocks XORed into S0.., Ascon-p[b] after each full block
//   finalize: pad the last (possibly empty) block, [domain bit], Ascon-p[a]
//   squeeze:  output `squeeze_rate` bytes, Ascon-p[b] between output blocks
//
// Partial input is XORed straight into the state, so there is no buffer and
// nothing to wipe besides the state itself. The byte loops take the state's
// representation R (detail/state_rep.hpp: plain, or kept bit-interleaved).
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <span>

#include "ct.hpp"
#include "detail/bytes.hpp"
#include "detail/state_rep.hpp"
#include "permutation.hpp"
// ASCON_SMALL_BI32=1: the size configuration's bodies keep the state
// bit-interleaved (detail/small_bi32.hpp); opt-in.
#ifndef ASCON_SMALL_BI32
#define ASCON_SMALL_BI32 0
#endif
#if ASCON_SMALL && ASCON_SMALL_BI32
#include "detail/small_bi32.hpp"  // the interleaved size configuration's one-shot bodies
#elif ASCON_SMALL
#include "detail/small.hpp"  // the size configuration's one-shot bodies
#endif

namespace ascon::detail {

// A sponge parameter set.
//   Order         byte order policy (LittleEndian for SP 800-232, BigEndian for v1.2)
//   IV            the initial value in S0
//   Rate          absorb rate in bytes (8, 32 or 40)
//   SqueezeRate   squeeze rate in bytes (8 or 16)
//   A, B          rounds of Ascon-p for init/finalize and between blocks
//   DomainSep     whether the domain bit is set before finalize (keyed PRFs)
template <class Order_, std::uint64_t IV_, std::size_t Rate_, std::size_t SqueezeRate_, int A_, int B_, bool DomainSep_>
struct SpongeParams {
  using Order = Order_;
  static constexpr std::uint64_t iv = IV_;
  static constexpr std::size_t rate = Rate_;
  static constexpr std::size_t squeeze_rate = SqueezeRate_;
  static constexpr int a = A_;
  static constexpr int b = B_;
  static constexpr bool domain_sep = DomainSep_;
  static_assert(rate % 8 == 0 && rate <= 40 && squeeze_rate % 8 == 0 && squeeze_rate <= 40);
};

// XORs byte `v` into the state at byte position `pos` (of the 40-byte state).
template <class Order, class R = PlainRep>
ASCON_ALWAYS_INLINE constexpr void xor_byte(State& s, std::size_t pos, u8 v) noexcept {
  s.x[pos / 8] ^= R::in(Order::byte_at(v, pos % 8));
}

// XORs n bytes into the state starting at byte position pos.
template <class Order, class R = PlainRep>
constexpr void xor_bytes(State& s, std::size_t pos, const u8* p, std::size_t n) noexcept {
#if ASCON_SMALL
  if constexpr (std::is_same_v<R, PlainRep>)
    if (!std::is_constant_evaluated()) return small::xor_in(s.x, pos, p, n, small::flip_of<Order>);
#endif
  while (n > 0 && pos % 8 != 0) {
    xor_byte<Order, R>(s, pos++, *p++);
    --n;
  }
  for (; n >= 8; n -= 8, p += 8, pos += 8) s.x[pos / 8] ^= R::in(Order::load(p));
  if (n > 0) s.x[pos / 8] ^= R::in(Order::load_partial(p, n));
}

// Copies n bytes of the state, starting at byte position pos, to out.
template <class Order, class R = PlainRep>
constexpr void extract_bytes(const State& s, std::size_t pos, u8* out, std::size_t n) noexcept {
  while (n > 0 && pos % 8 != 0) {
    *out++ = Order::get_byte(R::out(s.x[pos / 8]), pos % 8);
    ++pos;
    --n;
  }
  for (; n >= 8; n -= 8, out += 8, pos += 8) Order::store(out, R::out(s.x[pos / 8]));
  if (n > 0) Order::store_partial(out, R::out(s.x[pos / 8]), n);
}

// The absorbing loop every sponge and the duplex's associated data share:
// XORs n bytes into the first `Rate` bytes of the state, with Ascon-p[B]
// after each full block. `pos` is how full the current block is (< Rate).
template <class Order, std::size_t Rate, int B, class R = PlainRep>
constexpr void absorb_blocks(State& st, std::size_t& pos, const u8* p, std::size_t n) noexcept {
  if (pos != 0) {  // top up a partial block first
    const std::size_t take = std::min(n, Rate - pos);
    xor_bytes<Order, R>(st, pos, p, take);
    pos += take;
    p += take;
    n -= take;
    if (pos < Rate) return;
    R::template permute<B>(st);
    pos = 0;
  }
  if (n >= Rate) {
    State s = st;  // a local copy the loads cannot alias: stays in registers across blocks
    for (; n >= Rate; n -= Rate, p += Rate) {
      for (std::size_t w = 0; w < Rate / 8; ++w) s.x[w] ^= R::in(Order::load(p + 8 * w));
      R::template permute<B>(s);
    }
    st = s;
    wipe_object(s);  // secret for keyed sponges; at -O1 the copy reaches the stack
  }
  if (n > 0) {
    xor_bytes<Order, R>(st, 0, p, n);
    pos = n;
  }
}

// Squeezing side of a sponge: hands out any amount of output in any pieces.
// The state it is given is in SpongeRep's representation (Sponge::finalize).
template <class P>
class SqueezeState {
  using R = SpongeRep;

 public:
  constexpr SqueezeState() noexcept = default;
  constexpr explicit SqueezeState(const State& finalized) noexcept : s_(finalized) {}
  constexpr SqueezeState(const SqueezeState&) noexcept = default;
  constexpr SqueezeState& operator=(const SqueezeState&) noexcept = default;
  constexpr ~SqueezeState() { wipe_object(s_); }

  // Writes the next out.size() bytes of output.
  constexpr void squeeze(std::span<std::uint8_t> out) noexcept {
    std::uint8_t* p = out.data();
    std::size_t n = out.size();
    while (n > 0) {
      if (pos_ == P::squeeze_rate) {
        R::template permute<P::b>(s_);
        pos_ = 0;
      }
      if (pos_ == 0 && n >= P::squeeze_rate) {  // whole blocks, word at a time
        State s = s_;                           // a local the output stores cannot alias: stays in registers
        for (;;) {
          for (std::size_t w = 0; w < P::squeeze_rate / 8; ++w) P::Order::store(p + 8 * w, R::out(s.x[w]));
          p += P::squeeze_rate;
          n -= P::squeeze_rate;
          if (n < P::squeeze_rate) break;
          R::template permute<P::b>(s);
        }
        s_ = s;
        wipe_object(s);  // see absorb_blocks()
        pos_ = P::squeeze_rate;
        continue;
      }
      const std::size_t take = std::min(n, P::squeeze_rate - pos_);
      extract_bytes<typename P::Order, R>(s_, pos_, p, take);
      pos_ += take;
      p += take;
      n -= take;
    }
  }

 private:
  State s_{};
  std::size_t pos_ = 0;
};

// Absorbing side of a sponge.
template <class P>
class Sponge {
  using R = SpongeRep;

 public:
  using Order = typename P::Order;

  // The unkeyed initial state (plain words), computed once at compile time.
  static constexpr State unkeyed_initial_state() noexcept {
    State s{};
    s.x[0] = P::iv;
    permute<P::a>(s);
    return s;
  }

  constexpr Sponge() noexcept : s_(initial_) {}
  // Keyed initialisation: S = IV || K0 || K1 || 0 || 0 (Ascon-Mac/Prf).
  constexpr explicit Sponge(std::span<const std::uint8_t, 16> key) noexcept {
    s_.x[0] = R::in(P::iv);
    s_.x[1] = R::in(Order::load(key.data()));
    s_.x[2] = R::in(Order::load(key.data() + 8));
    R::template permute<P::a>(s_);
  }
  constexpr Sponge(const Sponge&) noexcept = default;
  constexpr Sponge& operator=(const Sponge&) noexcept = default;
  constexpr ~Sponge() { wipe_object(s_); }

  constexpr void absorb(const std::uint8_t* p, std::size_t n) noexcept {
    absorb_blocks<Order, P::rate, P::b, R>(s_, pos_, p, n);
  }
  constexpr void absorb(std::span<const std::uint8_t> in) noexcept { absorb(in.data(), in.size()); }

  // Pads the current block and permutes with Ascon-p[b] without finishing:
  // ends one input string and starts the next (CXOF customization).
  constexpr void end_string(std::uint8_t last = 0, unsigned bits = 0) noexcept {
    xor_byte<Order, R>(s_, pos_, Order::pad_byte(last, bits));
    R::template permute<P::b>(s_);
    pos_ = 0;
  }

  // Pads, sets the domain bit if the parameter set has one, permutes with
  // Ascon-p[a]. `last`/`bits`: a final partial byte of `bits` (0..7) bits.
  constexpr SqueezeState<P> finalize(std::uint8_t last = 0, unsigned bits = 0) const noexcept {
    State s = s_;
    xor_byte<Order, R>(s, pos_, Order::pad_byte(last, bits));
    if constexpr (P::domain_sep) s.x[4] ^= R::in(Order::domain_bit);
    R::template permute<P::a>(s);
    SqueezeState<P> out(s);
    wipe_object(s);
    return out;
  }

 private:
  static constexpr State initial_ = R::from_plain(unkeyed_initial_state());
  State s_{};
  std::size_t pos_ = 0;
};

// ---- one-shot: one message, one local state ---------------------------------
// What the one-shot hash/XOF/CXOF functions run: straight-line code over a
// local state (no Sponge or SqueezeState objects, no per-call copies of the
// state, one wipe at the end), so a short message costs little more than its
// permutations. Same bytes as Sponge + finalize + squeeze (vector and
// differential tests check both paths).

// The last, partial block of a rate of 8 or 16 bytes (n < rate): whole
// words, then the partial one. `step(x, offset, k)` handles the k bytes at
// `offset` with state word x; every word is named by a constant, so the
// state stays in registers (a run-time index would put it on the stack).
template <std::size_t RateWords, class Step>
ASCON_ALWAYS_INLINE constexpr void last_block(State& s, std::size_t n, Step step) noexcept {
  static_assert(RateWords == 1 || RateWords == 2);
  if constexpr (RateWords == 2) {
    if (n >= 8) {
      step(s.x[0], 0, 8);
      step(s.x[1], 8, n - 8);
      return;
    }
  }
  step(s.x[0], 0, n);
}

// Absorbs all of in[0..n) and the padding, without the final permutation
// (the sponges' input and the duplex AEAD's associated data).
template <class P, class R = PlainRep>
ASCON_ALWAYS_INLINE constexpr void absorb_padded(State& s, const u8* in, std::size_t n) noexcept {
  using O = typename P::Order;
  if constexpr (P::rate <= 16) {
    // The blocks never touch S2: it stays complemented across them (one NOT
    // less per block where that pays, see loop_s2_flip).
    if (n >= P::rate) {
      loop_s2_flip(s);
      for (; n >= P::rate; n -= P::rate, in += P::rate) {
        for (std::size_t w = 0; w < P::rate / 8; ++w) s.x[w] ^= R::in(O::load(in + 8 * w));
        R::template loop_permute<P::b>(s);
      }
      loop_s2_flip(s);
    }
    last_block<P::rate / 8>(s, n, [in](std::uint64_t& x, std::size_t at, std::size_t k) {
      x ^= R::in(k == 8 ? O::load(in + at) : O::load_partial(in + at, k) ^ O::byte_at(O::pad_byte(), k));
    });
  } else {
    for (; n >= P::rate; n -= P::rate, in += P::rate) {
      for (std::size_t w = 0; w < P::rate / 8; ++w) s.x[w] ^= R::in(O::load(in + 8 * w));
      R::template permute<P::b>(s);
    }
    xor_bytes<O, R>(s, 0, in, n);
    xor_byte<O, R>(s, n, O::pad_byte());
  }
}

// Ascon-CXOF's customization prefix, from the initial state: the length of
// z in bits as one block (the word is the count itself in either byte
// order), then z padded, each followed by Ascon-p[b]. The caller checked
// z_len (at most 256 bytes).
template <class P, class R = PlainRep>
ASCON_ALWAYS_INLINE constexpr void custom_start(State& s, const u8* z, std::size_t z_len) noexcept {
  static_assert(P::rate == 8, "the length of z is one block");
  s.x[0] ^= R::in(8 * static_cast<std::uint64_t>(z_len));
  R::template permute<P::b>(s);
  absorb_padded<P, R>(s, z, z_len);
  R::template permute<P::b>(s);
}

// Finalizes a padded state and writes out_len bytes of output.
template <class P, class R = PlainRep>
ASCON_ALWAYS_INLINE constexpr void finalize_squeeze(State& s, u8* out, std::size_t out_len) noexcept {
  static_assert(P::squeeze_rate == 8, "one-shot squeezing is written for 8-byte output blocks");
  using O = typename P::Order;
  if constexpr (P::domain_sep) s.x[4] ^= R::in(O::domain_bit);
  R::template permute<P::a>(s);
  if (out_len > 8) {
    loop_s2_flip(s);  // output blocks never read S2: complemented across them
    for (; out_len > 8; out_len -= 8, out += 8) {
      O::store(out, R::out(s.x[0]));
      R::template loop_permute<P::b>(s);
    }
    loop_s2_flip(s);
  }
  if (out_len == 8)
    O::store(out, R::out(s.x[0]));
  else
    O::store_partial(out, R::out(s.x[0]), out_len);
}

// Unkeyed hash or XOF of one message; with Custom (CXOF), first the
// customization string z (custom_start).
// The size configuration's call goes straight to small::sponge from the
// caller (no frame of its own between them: 32 bytes of stack on a
// Cortex-M0, where GCC kept this function out of line).
template <class P, bool Custom = false>
ASCON_ONESHOT_INLINE constexpr void sponge_oneshot_words(const u8* in, std::size_t n, u8* out, std::size_t out_len,
                                                         const u8* z, std::size_t z_len) noexcept;
template <class P, bool Custom = false>
ASCON_ALWAYS_INLINE constexpr void sponge_oneshot(const u8* in, std::size_t n, u8* out, std::size_t out_len,
                                                  const u8* z = nullptr, std::size_t z_len = 0) noexcept {
#if ASCON_SMALL
  if constexpr (small::sponge_fits<P>)
    if (!std::is_constant_evaluated())
      return small::sponge<false, small::wide_words ? small::flip_of<typename P::Order> : 0u,
                           small::sponge_copy<Custom>>(small::sponge_mode<P, Custom>, in, n, out, out_len, z, z_len);
#endif
  sponge_oneshot_words<P, Custom>(in, n, out, out_len, z, z_len);
}
template <class P, bool Custom>
ASCON_ONESHOT_INLINE constexpr void sponge_oneshot_words(const u8* in, std::size_t n, u8* out, std::size_t out_len,
                                                         const u8* z, std::size_t z_len) noexcept {
  using R = SpongeRep;
  constexpr State initial = R::from_plain(Sponge<P>::unkeyed_initial_state());  // computed at compile time
  State s = initial;
  if constexpr (Custom) custom_start<P, R>(s, z, z_len);
  absorb_padded<P, R>(s, in, n);
  finalize_squeeze<P, R>(s, out, out_len);
  wipe_object(s);  // the message may be secret (passwords, keys being derived)
}

// Bit-string input for SP 800-232's bit-oriented interface: absorbs the first
// `bits` bits of `in` (whole bytes, then a partial byte) and finalizes.
template <class P>
constexpr SqueezeState<P> absorb_bits_and_finalize(Sponge<P>& sp, std::span<const std::uint8_t> in,
                                                   std::size_t bits) noexcept {
  static_assert(P::Order::supports_bits);
  sp.absorb(in.data(), bits / 8);
  const unsigned rem = static_cast<unsigned>(bits % 8);
  return sp.finalize(rem ? in[bits / 8] : 0, rem);
}

// Keeps only the first `bits` bits of an output (low bits of the last byte).
// Callers always pass at least ceil(bits / 8) bytes; the bound check only
// lets GCC see that (else -Wstringop-overflow when `bits` is a run-time value).
constexpr void truncate_bits(std::span<std::uint8_t> out, std::size_t bits) noexcept {
  if (bits % 8 != 0 && bits / 8 < out.size()) out[bits / 8] &= static_cast<std::uint8_t>((1u << (bits % 8)) - 1);
}

// Written so that no bit count overflows: (bits + 7) / 8 would wrap to 0 for
// bits near SIZE_MAX and let a huge length pass the size checks.
constexpr std::size_t bytes_for_bits(std::size_t bits) noexcept { return bits / 8 + (bits % 8 != 0); }

}  // namespace ascon::detail
