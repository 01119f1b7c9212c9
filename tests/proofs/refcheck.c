/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Runs the spec-literal reference permutation (reference/ascon_ref.c) on the
 * states given as 5 hex words per line on stdin, printing the results, so
 * tests/proofs checks its z3 round against the reference on concrete states. */
#include <stdio.h>
#include <inttypes.h>
#include "ascon_ref.h"
int main(void) {
  uint64_t x[5];
  int r;
  while (scanf("%d %" SCNx64 " %" SCNx64 " %" SCNx64 " %" SCNx64 " %" SCNx64, &r, &x[0], &x[1], &x[2], &x[3], &x[4]) ==
         6) {
    ascon_ref_permute(x, r);
    printf("%016" PRIx64 " %016" PRIx64 " %016" PRIx64 " %016" PRIx64 " %016" PRIx64 "\n", x[0], x[1], x[2], x[3],
           x[4]);
  }
  return 0;
}
