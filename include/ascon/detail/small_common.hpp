// SPDX-License-Identifier: Apache-2.0 OR MIT
// What the size configuration's two bodies share: detail/small.hpp (the
// state on plain words) and detail/small_bi32.hpp (the state bit-interleaved,
// ASCON_SMALL_BI32). sponge.hpp includes one of them, never both; each
// defines its own Mode (the parameter set as data) and the bodies.
#pragma once

#include <bit>
#include <cstddef>
#include <cstdint>

#include "config.hpp"

namespace ascon::detail::small {

struct Mode;

// ASCON_SMALL_SHARED_SPONGE=1: the hash and XOF one-shots call the CXOF's
// copy of sponge() too, so that a firmware linking a CXOF and a hash or XOF
// links one copy. Default 0: the hash and XOF call a copy without the CXOF
// part (a Hash256 image 56 bytes smaller on a Cortex-M4; docs/measurements.md,
// h-m4z).
#ifndef ASCON_SMALL_SHARED_SPONGE
#define ASCON_SMALL_SHARED_SPONGE 0
#endif
// The Custom argument of sponge() for a one-shot of that kind.
template <bool Custom>
inline constexpr bool sponge_copy = Custom || ASCON_SMALL_SHARED_SPONGE;

template <class Order>
inline constexpr std::uint8_t flip_of = Order::endian == std::endian::native ? 0 : 7;

// Sponges whose absorb and squeeze rates agree and that set no domain bit:
// every hash, XOF and CXOF of both families.
template <class P>
inline constexpr bool sponge_fits = P::rate == P::squeeze_rate && !P::domain_sep;

// Zeros as volatile word stores (the state's own type): an eighth of a
// byte loop's stores. For key words (the C functions', AeadKey's) and a
// context (the state; the other members are written before they are read).
ASCON_NOINLINE inline void wipe_words(std::uint64_t* p, std::size_t words) noexcept {
  volatile std::uint64_t* const v = p;
  for (std::size_t i = 0; i < words; ++i) v[i] = 0;
}

// One AEAD message, both directions.
struct AeadJob {
  // The key as AeadKey holds a 16-byte one: the plain words K0, K1, then
  // the nonce mask's two words (zero without nonce masking), in memory.
  const std::uint64_t* key;
  const std::uint8_t* nonce;
  const std::uint8_t* ad;
  std::size_t ad_len;
  const std::uint8_t* in;
  std::size_t len;
  std::uint8_t* out;
  std::uint8_t* tag;  // written when encrypting, read when decrypting
  const Mode* mode;
  bool decrypt;
};

}  // namespace ascon::detail::small
