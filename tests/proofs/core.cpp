// SPDX-License-Identifier: Apache-2.0 OR MIT
// The C++ core's Ascon-p[PROOF_ROUNDS] as one function on the state in
// memory, for prove.py: it is compiled with the library's flags for a 64-bit
// target, disassembled and proven equal to the SP 800-232 permutation.
// PROOF_V3 compiles it as the x86-64-v3 variants of a dispatching build are
// (include/ascon/detail/dispatch.hpp: flatten, target("avx2,bmi,bmi2")).
#include "ascon/permutation.hpp"

#ifdef PROOF_V3
#define PROOF_TARGET __attribute__((flatten, target("avx2,bmi,bmi2")))
#else
#define PROOF_TARGET
#endif

extern "C" PROOF_TARGET ASCON_NOINLINE void p(ascon::State* s);
// PROOF_COMPLEMENTED: the block loops' variant, S2 complemented in and out.
extern "C" PROOF_TARGET ASCON_NOINLINE void p(ascon::State* s) {
#ifdef PROOF_COMPLEMENTED
  ascon::permute_complemented<PROOF_ROUNDS>(*s);
#else
  ascon::permute<PROOF_ROUNDS>(*s);
#endif
}
