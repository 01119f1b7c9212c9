/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* What tests/embedded/asm_check.sh compiles for each target: the assembly
 * rounds include/ascon/rounds/select.h picks there, through its macros only,
 * on ten halves a..j loaded from and stored to memory. ASCON_CHECK_PART picks
 * which: 1 (perm) Ascon-p[12], p[8] and p[6]; 2 (one) two single rounds;
 * 3 (bi32) two rounds on interleaved halves, the second with the names
 * rotated as the round's header says; 4 (loop) two rounds of the size
 * configuration's loop round (ASCON_ROUNDS_LOOP: on the halves, or on the
 * state in memory, then before the halves are loaded). A part select.h does
 * not offer here fails to compile. */
#include <stdint.h>

#include "ascon/rounds/select.h"

void p(uint32_t *s);
void p(uint32_t *s) {
#if ASCON_CHECK_PART == 4 && ASCON_ROUNDS_LOOP == 2
  ASCON_ROUNDS_LOOP_ROUND_MEM(s, 0xf0u);
  ASCON_ROUNDS_LOOP_ROUND_MEM(s, 0xe1u);
#endif
  uint32_t a = s[0], b = s[1], c = s[2], d = s[3], e = s[4], f = s[5], g = s[6], h = s[7], i = s[8], j = s[9];
#if ASCON_CHECK_PART == 1
#if ASCON_ROUNDS_STATE != ASCON_ROUNDS_STATE_HALVES || ASCON_ROUNDS_ONE || !defined(ASCON_ROUNDS_PERMUTE_12) || \
    !defined(ASCON_ROUNDS_PERMUTE_8) || !defined(ASCON_ROUNDS_PERMUTE_6)
#error "no whole permutations on halves here"
#endif
  ASCON_ROUNDS_PERMUTE_12(a, b, c, d, e, f, g, h, i, j);
  ASCON_ROUNDS_PERMUTE_8(a, b, c, d, e, f, g, h, i, j);
  ASCON_ROUNDS_PERMUTE_6(a, b, c, d, e, f, g, h, i, j);
#elif ASCON_CHECK_PART == 2
#if ASCON_ROUNDS_STATE != ASCON_ROUNDS_STATE_HALVES || !ASCON_ROUNDS_ONE
#error "no single round on halves here"
#endif
  ASCON_ROUNDS_ROUND(a, b, c, d, e, f, g, h, i, j, 0xf0);
  ASCON_ROUNDS_ROUND(a, b, c, d, e, f, g, h, i, j, 0xe1);
#elif ASCON_CHECK_PART == 3
#if !ASCON_ROUNDS_BI32
#error "no interleaved round here"
#endif
  ASCON_ROUNDS_ROUND_BI32(a, b, c, d, e, f, g, h, i, j, 0xc, 0xc);
  ASCON_ROUNDS_ROUND_BI32(e, f, g, h, i, j, a, b, c, d, 0x9, 0xc);
#elif ASCON_CHECK_PART == 4
#if ASCON_ROUNDS_LOOP == 1
  ASCON_ROUNDS_LOOP_ROUND(a, b, c, d, e, f, g, h, i, j, 0xf0u);
  ASCON_ROUNDS_LOOP_ROUND(a, b, c, d, e, f, g, h, i, j, 0xe1u);
#elif ASCON_ROUNDS_LOOP == 3
  ASCON_ROUNDS_LOOP_ROUND_BI32(a, b, c, d, e, f, g, h, i, j, 0xcu, 0xcu);
  ASCON_ROUNDS_LOOP_ROUND_BI32(a, b, c, d, e, f, g, h, i, j, 0x9u, 0xcu); /* every word in its own halves */
#elif ASCON_ROUNDS_LOOP != 2
#error "no loop round here"
#endif
#else
#error "ASCON_CHECK_PART: 1, 2, 3 or 4"
#endif
  s[0] = a, s[1] = b, s[2] = c, s[3] = d, s[4] = e, s[5] = f, s[6] = g, s[7] = h, s[8] = i, s[9] = j;
}
