// SPDX-License-Identifier: Apache-2.0 OR MIT
// The masked Ascon permutation Ascon-p[r] on a shared state (N = 2, 3, 4).
//
// The S-box is written as five Toffoli gates c ^= ~a & b whose target c is
// never one of its inputs: the target's shares then act as the "guards" that
// keep each partial product masked, so no fresh randomness is needed inside
// the permutation (the idea of Daemen's "Changing of the Guards" and of
// ascon-c's protected_bi32_armv6_leveled). One extra word x5, a sharing of
// zero, takes the gate that has no free target; after each round its shares
// are rotated and re-balanced into a new sharing of zero, so a whole
// permutation needs only the randomness that set x5 up once.
//
// Chi, in place, with the originals x0..x4 after the first affine layer:
//   x5 ^= ~x3 & x4            the term of x2 (x5 was zero)
//   x4 ^= ~x0 & x1            y4
//   x1 ^= ~x2 & x3            y1
//   x3 ^= ~y4 & x0            = ~x4 & x0, since x0 & ~x0 = 0
//   x0 ^= ~y1 & x2            = ~x1 & x2, since x2 & ~x2 = 0
//   x2 ^= x5                  y2
// Linear parts (the affine layers, the linear diffusion) run share by share.
#pragma once

#include "../permutation.hpp"
#include "shares.hpp"

namespace ascon::protected_ {

// Five shared state words plus the zero-sharing word x5 the S-box borrows.
template <int N>
struct MaskedState {
  Shared<N> x[6]{};
};

namespace detail {

// c ^= ~a & b on shares: every product a_i & b_j lands in c_i, the same
// share domain first, then the cross terms (b_j turned into i's frame).
template <int N>
ASCON_ALWAYS_INLINE void xor_andn(Shared<N>& c, const Shared<N>& a, const Shared<N>& b) noexcept {
  for_shares<N>([&](auto k) {
    for_shares<N>([&](auto i) {
      constexpr int j = (i + k) % N;
      std::uint64_t ai = a.w[i];
      if constexpr (i == 0) ai = ~ai;
      std::uint64_t t = ai & to_frame<i, j>(b.w[j]);
      barrier(t);
      c.w[i] ^= t;
      to_memory(c.w[i]);  // one partial product per store (see to_memory)
      clear(t);           // its register never goes from a_i & b_j to a share of b
    });
  });
}

// The words a linear step wrote pass through general registers: without
// this gcc vectorises the share-by-share steps, loading both shares of a
// word into one SIMD register (their Hamming weights then add up).
template <class... W>
ASCON_ALWAYS_INLINE void in_registers(W&... w) noexcept {
  (barrier(w), ...);
}

// One round on share d's words only (affine layers and diffusion are linear).
template <int N>
ASCON_ALWAYS_INLINE void affine1(MaskedState<N>& s, int d) noexcept {
  auto& x = s.x;
  x[2].w[d] ^= x[1].w[d];
  x[0].w[d] ^= x[4].w[d];
  x[4].w[d] ^= x[3].w[d];
  in_registers(x[2].w[d], x[0].w[d], x[4].w[d]);
}
template <int N>
ASCON_ALWAYS_INLINE void affine2(MaskedState<N>& s, int d) noexcept {
  auto& x = s.x;
  x[2].w[d] ^= x[5].w[d];
  x[1].w[d] ^= x[0].w[d];
  x[0].w[d] ^= x[4].w[d];
  x[3].w[d] ^= x[2].w[d];
  in_registers(x[2].w[d], x[1].w[d], x[0].w[d], x[3].w[d]);
}
template <int N>
ASCON_ALWAYS_INLINE void diffusion(MaskedState<N>& s, int d) noexcept {
  using std::rotr;
  auto& x = s.x;
  x[0].w[d] ^= rotr(x[0].w[d], 19) ^ rotr(x[0].w[d], 28);
  x[1].w[d] ^= rotr(x[1].w[d], 61) ^ rotr(x[1].w[d], 39);
  x[2].w[d] ^= rotr(x[2].w[d], 1) ^ rotr(x[2].w[d], 6);
  x[3].w[d] ^= rotr(x[3].w[d], 10) ^ rotr(x[3].w[d], 17);
  x[4].w[d] ^= rotr(x[4].w[d], 7) ^ rotr(x[4].w[d], 41);
  in_registers(x[0].w[d], x[1].w[d], x[2].w[d], x[3].w[d], x[4].w[d]);
}
// Forces a lambda inline (GCC/Clang). The masked round's compiled code must
// not depend on what else the program calls: with -Os gcc outlines a helper
// lambda once it has a second caller, and the round's registers are then
// allocated differently.
#if defined(__GNUC__) || defined(__clang__)
#define ASCON_PROTECTED_INLINE_LAMBDA __attribute__((always_inline))
#else
#define ASCON_PROTECTED_INLINE_LAMBDA
#endif

// Makes x5 a new sharing of zero from its own shares: shares 1.. are rotated
// within their frame (a different value, as random as before), share 0
// becomes the XOR of them in frame 0. Its lambda is forced inline: the tag
// check calls this too, and on Cortex-M4 -Os the outlined copy changed the
// round's registers: one went from share 0 of x0 (end of a round) to share 0
// of x3 (next round), a distance the Hamming-distance model caught (|t| 82
// at 50 k traces; docs/side-channels.md).
inline constexpr int reuse_rotation[4] = {0, 7, 13, 29};
template <int N>
ASCON_ALWAYS_INLINE void reuse_zero(Shared<N>& z) noexcept {
  std::uint64_t w0 = 0;
  for_shares<N>([&](auto d) ASCON_PROTECTED_INLINE_LAMBDA {
    if constexpr (d != 0) {
      z.w[d] = std::rotl(z.w[d], reuse_rotation[d]);
      barrier(z.w[d]);
      w0 ^= to_frame<0, d>(z.w[d]);
      barrier(w0);
    }
  });
  z.w[0] = w0;
}

template <int N>
ASCON_NOINLINE void masked_round(MaskedState<N>& s, std::uint64_t c) noexcept {
  s.x[2].w[0] ^= c;
#if defined(ASCON_PROTECTED_PLANTED_DEFECT)
  // Test-only: recombines the shares of x0 in one register, a defect a
  // leakage evaluation must catch. Never defined in a real build.
  {
    std::uint64_t leak = s.x[0].combine();
    barrier(leak);
  }
#endif
#if defined(ASCON_CT_PLANT_PROTECTED_LEAK)
  // Test-only (tests/ct/ct_protected.cpp): a branch on a bit of a share, the
  // defect the constant-time check must report here. Never in a real build.
  if (s.x[0].w[0] & 1) __asm__ volatile("" ::: "memory");
#endif
  // Linear steps run share by share; a register that held one share and then
  // another shows x_d ^ x_e only in different rotation frames (shares.hpp).
  for_shares<N>([&](auto d) { affine1(s, d); });
  xor_andn(s.x[5], s.x[3], s.x[4]);
  xor_andn(s.x[4], s.x[0], s.x[1]);
  xor_andn(s.x[1], s.x[2], s.x[3]);
  xor_andn(s.x[3], s.x[4], s.x[0]);
  xor_andn(s.x[0], s.x[1], s.x[2]);
  for_shares<N>([&](auto d) { affine2(s, d); });
  s.x[2].w[0] = ~s.x[2].w[0];
  reuse_zero(s.x[5]);
  for_shares<N>([&](auto k) {  // the last share first, as ascon-c: share 0 (unrotated) last
    diffusion(s, N - 1 - k);
  });
}

}  // namespace detail

// Masked Ascon-p[Rounds]. x5 must hold a sharing of zero (zero_word() or
// the state a previous permute left); it still does afterwards.
template <int Rounds, int N>
void permute(MaskedState<N>& s) noexcept {
  static_assert(Rounds >= 1 && Rounds <= max_rounds);
  for (int i = max_rounds - Rounds; i < max_rounds; ++i)
    detail::masked_round(s, round_constants[static_cast<std::size_t>(i)]);
}

// Randomness a fresh sharing of one word takes.
template <int N>
inline constexpr std::size_t word_random_bytes = 8 * (N - 1);

// Shares a public state freshly (6 words: x0..x4 and the zero word x5),
// taking 6 * word_random_bytes<N> bytes from rnd.
template <int N>
MaskedState<N> mask_state(const State& plain, const std::uint8_t*& rnd) noexcept {
  MaskedState<N> m;
  for (int i = 0; i < 5; ++i) m.x[i] = Shared<N>::fresh(plain.x[i], rnd);
  m.x[5] = Shared<N>::fresh(0, rnd);
  return m;
}

// Removes the masks (leveled mode: the data phase runs unmasked).
template <int N>
State unmask_state(const MaskedState<N>& m) noexcept {
  State s;
  for (int i = 0; i < 5; ++i) s.x[i] = m.x[i].combine();
  return s;
}

}  // namespace ascon::protected_
