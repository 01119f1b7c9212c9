// SPDX-License-Identifier: Apache-2.0 OR MIT
// The permutation of ASCON_PERMUTE_OUTLINE=1 builds (WebAssembly, js/):
// included by permutation.hpp after permute_unrolled, whose round() and
// round constants it uses; not a header to include on its own.
#pragma once

namespace ascon::detail {

// One unrolled copy of rounds 4..15 (Ascon-p[12]) that every shorter round
// count enters at its first round (a switch falling through), for plain and
// complemented S2 alike (comp: S2 comes in and goes out complemented; the
// rounds run with it complemented, as permute_unrolled's middle rounds do).
// Against one copy per round count and per form: a fifth of the code, for
// one NOT and a branch per call.
ASCON_NOINLINE inline void permute_outline_from(State& s, int first, bool comp) noexcept {
  PermWord x0 = to_perm_word(s.x[0]), x1 = to_perm_word(s.x[1]), x2 = to_perm_word(s.x[2]), x3 = to_perm_word(s.x[3]),
           x4 = to_perm_word(s.x[4]);
  if (!comp) x2 = ~x2;
#define ASCON_OUTLINE_ROUND_(i, leave) round<leave>(x0, x1, x2, x3, x4, ~std::uint64_t{round_constants[i]})
  switch (first) {
    case 4:
      ASCON_OUTLINE_ROUND_(4, true);
      [[fallthrough]];
    case 5:
      ASCON_OUTLINE_ROUND_(5, true);
      [[fallthrough]];
    case 6:
      ASCON_OUTLINE_ROUND_(6, true);
      [[fallthrough]];
    case 7:
      ASCON_OUTLINE_ROUND_(7, true);
      [[fallthrough]];
    case 8:
      ASCON_OUTLINE_ROUND_(8, true);
      [[fallthrough]];
    case 9:
      ASCON_OUTLINE_ROUND_(9, true);
      [[fallthrough]];
    case 10:
      ASCON_OUTLINE_ROUND_(10, true);
      [[fallthrough]];
    case 11:
      ASCON_OUTLINE_ROUND_(11, true);
      [[fallthrough]];
    case 12:
      ASCON_OUTLINE_ROUND_(12, true);
      [[fallthrough]];
    case 13:
      ASCON_OUTLINE_ROUND_(13, true);
      [[fallthrough]];
    case 14:
      ASCON_OUTLINE_ROUND_(14, true);
      [[fallthrough]];
    default:
      ASCON_OUTLINE_ROUND_(15, false);
  }
#undef ASCON_OUTLINE_ROUND_
  if (comp) x2 = ~x2;
  s.x[0] = from_perm_word(x0);
  s.x[1] = from_perm_word(x1);
  s.x[2] = from_perm_word(x2);
  s.x[3] = from_perm_word(x3);
  s.x[4] = from_perm_word(x4);
}
template <int Rounds, bool Complemented>
ASCON_ALWAYS_INLINE void permute_outline(State& s) noexcept {
  if constexpr (Rounds <= 12) {
    permute_outline_from(s, max_rounds - Rounds, Complemented);
  } else {
    permute_unrolled<Rounds, Complemented>(s, std::make_index_sequence<Rounds>{});
  }
}

}  // namespace ascon::detail
