// SPDX-License-Identifier: Apache-2.0 OR MIT
// leak_target for the masked variants (target.cpp says what the call does):
// the library's protected Ascon-AEAD128 initialization (ascon::protected_),
// from caller-made key shares and caller-supplied randomness.
#pragma once
#include <bit>
#include <cstdint>
#include <span>

#include "ascon/protected/aead128.hpp"

extern "C" [[gnu::noinline, gnu::used]] void leak_target(const std::uint8_t* in, std::uint8_t* out) {
  namespace p = ascon::protected_;
  constexpr int S = LEAK_SHARES;
  auto key = p::MaskedKey<S>::from_shares(std::span<const std::uint8_t, p::key_shares_size<S>>(in, 16 * S));
  const std::uint8_t* rnd = in + 16 * S + 16;
  p::MaskedState<S> m = p::detail::aead_init<S>(key, in + 16 * S, rnd);
  // Each share back in the plain frame and stored on its own: the tracer
  // XORs them (--check); nothing here joins two shares.
  p::detail::for_shares<S>([&](auto d) {
    for (int w = 0; w < 5; ++w) store64(out + 40 * d + 8 * w, std::rotr(m.x[w].w[d], p::share_rotation[d]));
  });
}
