// The one thing a batch backend provides: Ascon rounds on several states at
// once. States are kept "structure of arrays": word w of lane l is
// x[w * lanes + l], so a SIMD backend loads word w of all its lanes with one
// vector load. Everything else (absorbing, padding, squeezing, AEAD phases,
// refilling lanes as messages finish) is scalar code shared by all backends
// (sponge_many.cpp, aead_many.cpp).
#pragma once

#include <ascon/batch.hpp>
#include <ascon/permutation.hpp>

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <utility>

namespace ascon::batch::detail {

using u64 = std::uint64_t;
inline constexpr unsigned max_lanes = 16;
// Arguments of Kernel::rounds.
inline constexpr int p12_first = 4, p8_first = 8;

struct Kernel {
  Backend backend;
  unsigned lanes;  // states per call, <= max_lanes
  // The rounds with constants c_first .. c_(first + count - 1) (of the 16 in
  // ascon::round_constants) on every lane: (4, 12) is Ascon-p[12], (8, 8) is
  // Ascon-p[8], (4, 4) the part of Ascon-p[12] before Ascon-p[8] (for lanes
  // that need 12 rounds while others need 8).
  void (*rounds)(u64* x, int first, int count) noexcept;
};

// Kernels compiled into this build (null where the target is absent).
const Kernel* portable_kernel() noexcept;
const Kernel* avx2_kernel() noexcept;
const Kernel* avx512_kernel() noexcept;
const Kernel* neon_kernel() noexcept;

// The kernel for a resolved CPU backend (not automatic, not cuda), or null
// when this build or this CPU lacks it.
const Kernel* kernel_for(Backend b) noexcept;

#if defined(__GNUC__) || defined(__clang__)
// A SIMD word holding 64-bit lanes, on top of the compiler's generic vector
// extensions (R is e.g. `std::uint64_t __attribute__((vector_size(32)))`):
// exactly what detail::round needs, so the round is written once for all.
template <class R>
struct Vec {
  R v;
  [[gnu::always_inline]] friend inline Vec operator^(Vec a, Vec b) noexcept { return {a.v ^ b.v}; }
  [[gnu::always_inline]] friend inline Vec operator&(Vec a, Vec b) noexcept { return {a.v & b.v}; }
  [[gnu::always_inline]] friend inline Vec operator~(Vec a) noexcept { return {~a.v}; }
  [[gnu::always_inline]] inline Vec& operator^=(Vec b) noexcept { v ^= b.v; return *this; }
  [[gnu::always_inline]] inline Vec& operator^=(u64 c) noexcept { v ^= c; return *this; }
  [[gnu::always_inline]] friend inline Vec rotr(Vec a, int n) noexcept { return {(a.v >> n) | (a.v << (64 - n))}; }
};
#endif

// Rounds First .. First + Count - 1, fully unrolled, Sets independent
// register sets interleaved round by round (two chains hide latency).
// As in ascon::permute, every round but the last leaves x2 complemented and
// the next one adds ~c, saving the S-box's NOT.
template <int First, class W, int Sets, std::size_t... I>
[[gnu::always_inline]] inline void unrolled(W (&s)[Sets][5], std::index_sequence<I...>) noexcept {
  constexpr std::size_t last = sizeof...(I) - 1;
  (
      [&] {
        const u64 c = round_constants[First + I];
        for (int k = 0; k < Sets; ++k)
          ascon::detail::round<(I < last)>(s[k][0], s[k][1], s[k][2], s[k][3], s[k][4], I == 0 ? c : ~c);
      }(),
      ...);
}

// The body of every backend's `rounds`: W is one SIMD word (or a plain
// std::uint64_t for the portable kernel), Sets words per state word.
template <class W, int Sets>
void rounds_impl(u64* x, int first, int count) noexcept {
  constexpr unsigned per = sizeof(W) / 8, lanes = per * Sets;
  W s[Sets][5];
  for (int k = 0; k < Sets; ++k)
    for (int w = 0; w < 5; ++w) std::memcpy(&s[k][w], x + w * lanes + k * per, sizeof(W));
  if (first == 4 && count == 12) {
    unrolled<4>(s, std::make_index_sequence<12>{});
  } else if (first == 8 && count == 8) {
    unrolled<8>(s, std::make_index_sequence<8>{});
  } else if (first == 4 && count == 4) {
    unrolled<4>(s, std::make_index_sequence<4>{});
  } else {
    for (int i = first; i < first + count; ++i)
      for (int k = 0; k < Sets; ++k)
        ascon::detail::round(s[k][0], s[k][1], s[k][2], s[k][3], s[k][4], round_constants[static_cast<std::size_t>(i)]);
  }
  for (int k = 0; k < Sets; ++k)
    for (int w = 0; w < 5; ++w) std::memcpy(x + w * lanes + k * per, &s[k][w], sizeof(W));
}

}  // namespace ascon::batch::detail
