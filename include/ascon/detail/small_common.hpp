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

// ASCON_SMALL_AEAD_LEAN_FRAME (Thumb-2: Cortex-M3/M4/M33): aead() keeps
// only three registers across its calls (the job's, the key's and the
// nonce's pointers; the Mode and the job's fields read from memory where
// they are used, a fourth register was an 8-byte step of its frame), and
// the job has no direction field (the top bit of len instead: one field
// less in every entry point's frame). AEAD128 encryption stack 256 -> 240
// bytes on a Cortex-M4, 8 bytes more code (h-m4y). Elsewhere the job as
// before, all fields, read where they are used: with this layout the
// Cortex-M0's C functions took 24 bytes more, RV32I's 76.
#ifndef ASCON_SMALL_AEAD_LEAN_FRAME
#if defined(__thumb2__)
#define ASCON_SMALL_AEAD_LEAN_FRAME 1
#else
#define ASCON_SMALL_AEAD_LEAN_FRAME 0
#endif
#endif

// One AEAD message, both directions. Lean: the key (AeadKey's words: K0,
// K1, then the nonce mask's two words, zero without nonce masking), the
// Mode and the nonce are aead()'s register arguments beside it (as fields
// they were 12 bytes of every entry point's frame on a Cortex-M4), and the
// direction is the top bit of len (aead_decrypt), a bit no length has:
// every caller checked bits_fit(len, ad_len) first. Elsewhere all are
// fields. aead_job() and call_aead() build and pass either.
// The key as aead() takes it: AeadKey's words; with ASCON_SMALL_BI32 any
// address of the same bytes (the C functions pass the caller's key bytes,
// no copy: small_bi32.hpp's aead() loads the words it converts).
#if defined(ASCON_SMALL_BI32) && ASCON_SMALL_BI32
using AeadKeyArg = const void*;
#else
using AeadKeyArg = const std::uint64_t*;
#endif
struct AeadJob {
#if !ASCON_SMALL_AEAD_LEAN_FRAME
  AeadKeyArg key;
  const std::uint8_t* nonce;
#endif
  const std::uint8_t* ad;
  std::size_t ad_len;
  const std::uint8_t* in;
  std::size_t len;  // lean: | aead_decrypt when decrypting
  std::uint8_t* out;
  std::uint8_t* tag;  // written when encrypting, read when decrypting
#if !ASCON_SMALL_AEAD_LEAN_FRAME
  const Mode* mode;
  bool decrypt;
#endif
};
inline constexpr std::size_t aead_decrypt = ~(SIZE_MAX >> 1);
// The job's length and direction.
ASCON_ALWAYS_INLINE std::size_t job_len(const AeadJob& j) noexcept {
  return ASCON_SMALL_AEAD_LEAN_FRAME ? j.len & ~aead_decrypt : j.len;
}
ASCON_ALWAYS_INLINE bool job_decrypts(const AeadJob& j) noexcept {
#if ASCON_SMALL_AEAD_LEAN_FRAME
  return (j.len & aead_decrypt) != 0;
#else
  return j.decrypt;
#endif
}
// aead()'s parameters after the job, and what its body names them by.
#if ASCON_SMALL_AEAD_LEAN_FRAME
#define ASCON_SMALL_AEAD_PARAMS , AeadKeyArg ascon_key_, const std::uint8_t *ascon_nonce_, const M &... ascon_mode_
#define ASCON_SMALL_AEAD_KEY ascon_key_
#define ASCON_SMALL_AEAD_MODE (mode_of<Fixed>(ascon_mode_...))
#define ASCON_SMALL_AEAD_NONCE ascon_nonce_
#else
#define ASCON_SMALL_AEAD_PARAMS
#define ASCON_SMALL_AEAD_KEY j.key
#define ASCON_SMALL_AEAD_MODE (*j.mode)
#define ASCON_SMALL_AEAD_NONCE j.nonce
#endif
// The Mode a body runs with: *Fixed where the body has it as a constant
// (Ascon-AEAD128's: lean_fixed_mode and fixed_aead_mode in small.hpp; its
// rate, round constants and domain byte immediates, and no entry point
// loads its address), else the pack's one element, passed at run time
// (lean aead()'s last argument, 64-bit cores' duplex_words and aead_words).
template <const Mode* Fixed, class... M>
  requires(sizeof...(M) == (Fixed ? 0u : 1u))
ASCON_ALWAYS_INLINE const Mode& mode_of(const M&... m) noexcept {
  if constexpr (sizeof...(M) == 0)
    return *Fixed;
  else
    return (m, ...);
}
// A job for aead() (lean: without the key, Mode and nonce), and the call
// with it (small.hpp's or small_bi32.hpp's aead(), found by
// argument-dependent lookup where this is instantiated).
ASCON_ALWAYS_INLINE AeadJob aead_job(const std::uint8_t* ad, std::size_t ad_len, const std::uint8_t* in,
                                     std::size_t len, std::uint8_t* out, std::uint8_t* tag, bool decrypt,
                                     [[maybe_unused]] AeadKeyArg key, [[maybe_unused]] const Mode& m,
                                     [[maybe_unused]] const std::uint8_t* nonce) noexcept {
#if ASCON_SMALL_AEAD_LEAN_FRAME
  return {ad, ad_len, in, decrypt ? len | aead_decrypt : len, out, tag};
#else
  return {key, nonce, ad, ad_len, in, len, out, tag, &m, decrypt};
#endif
}
template <bool Scrubbed, unsigned Flip, const Mode* Fixed = nullptr>
ASCON_ALWAYS_INLINE auto call_aead(const AeadJob& job, [[maybe_unused]] AeadKeyArg key, [[maybe_unused]] const Mode& m,
                                   [[maybe_unused]] const std::uint8_t* nonce) noexcept {
#if ASCON_SMALL_AEAD_LEAN_FRAME
  if constexpr (Fixed != nullptr)
    return aead<Scrubbed, Flip, Fixed>(job, key, nonce);
  else
    return aead<Scrubbed, Flip, nullptr>(job, key, nonce, m);
#else
  return aead<Scrubbed, Flip>(job);
#endif
}

}  // namespace ascon::detail::small
