// SPDX-License-Identifier: Apache-2.0 OR MIT
// The windows for the masked variants (target.cpp says what each call
// does): the library's protected code (ascon::protected_), from caller-made
// shares and caller-supplied randomness.
#pragma once
#include <bit>
#include <cstdint>
#include <span>

#include "ascon/protected/mac.hpp"

namespace {
namespace p = ascon::protected_;
constexpr int S = LEAK_SHARES;

p::MaskedKey<S> leak_key(const std::uint8_t* in) noexcept {
  return p::MaskedKey<S>::from_shares(std::span<const std::uint8_t, p::key_shares_size<S>>(in, 16 * S));
}
// Each share back in the plain frame and stored on its own: the tracer
// XORs them (--check); nothing here joins two shares.
void store_shares(const p::MaskedState<S>& m, std::uint8_t* out) noexcept {
  p::detail::for_shares<S>([&](auto d) {
    for (int w = 0; w < 5; ++w) store64(out + 40 * d + 8 * w, std::rotr(m.x[w].w[d], p::share_rotation[d]));
  });
}
}  // namespace

extern "C" [[gnu::noinline, gnu::used]] void leak_init(const std::uint8_t* in, std::uint8_t* out) {
  auto key = leak_key(in);
  const std::uint8_t* rnd = in + 16 * S + 16;
  store_shares(p::detail::aead_init<S>(key, in + 16 * S, rnd), out);
}

extern "C" [[gnu::noinline, gnu::used]] void leak_final(const std::uint8_t* in, std::uint8_t* out) {
  auto key = leak_key(in);
  const std::uint8_t* rnd = in + 16 * S + 16;
  ascon::State plain;
  plain.x[0] = load64(in + 16 * S);
  plain.x[1] = load64(in + 16 * S + 8);
  for (int w = 0; w < 3; ++w) plain.x[2 + w] = final_state[w];
  auto m = p::mask_state<S>(plain, rnd);
  p::detail::aead_final(m, key);
  store_shares(m, out);
}

// The secret "key" shares are the computed tag (as aead_final leaves it in
// S3, S4); the other words hold fresh sharings, as after the finalization.
extern "C" [[gnu::noinline, gnu::used]] void leak_tagcheck(const std::uint8_t* in, std::uint8_t* out) {
  auto tag = leak_key(in);
  const std::uint8_t* rnd = in + 16 * S + 16;
  p::MaskedState<S> m;
  for (int w : {0, 1, 2, 5}) m.x[w] = p::Shared<S>::fresh(0, rnd);
  m.x[3] = tag.k[0];
  m.x[4] = tag.k[1];
  p::detail::masked_tag_diff<S, 3>(m, in + 16 * S);
  store_shares(m, out);
}

// Ascon-Mac; Ascon-Prf runs the same mac_absorb with another IV.
extern "C" [[gnu::noinline, gnu::used]] void leak_mac(const std::uint8_t* in, std::uint8_t* out) {
  auto key = leak_key(in);
  const std::uint8_t* rnd = in + 16 * S + 16;
  store_shares(p::detail::mac_absorb<S>(key, ascon::constants::mac_iv, in + 16 * S, 16, rnd), out);
}
