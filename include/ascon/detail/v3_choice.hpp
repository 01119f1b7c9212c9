// SPDX-License-Identifier: Apache-2.0 OR MIT
// The process's x86-64-v3 choice, shared by the run-time dispatch
// (dispatch.hpp, which makes it) and the permutation (permutation.hpp, which
// reads it where ASCON_ROUND_X86_64_ASM is 2: the assembly round, which needs
// BMI1 and BMI2, inside compiled layers whose own flags do not allow them).
#pragma once

#include <atomic>

#include "config.hpp"

namespace ascon::detail {

// 0 undecided, 1 baseline, 2 x86-64-v3. A plain atomic, not a function-local
// static: the static libascon.a must link into C programs without the C++
// runtime (no __cxa_guard_*). Two threads racing on the first call compute
// the same answer.
inline std::atomic<int> v3_choice{0};

// Whether the x86-64-v3 variant was chosen; false while undecided. Declared
// const, one answer for the process: the variants run only after the
// dispatch decided, and each states its answer at entry (dispatch.hpp:
// __builtin_unreachable on the other one), so the compiler folds every call
// inside it and drops the path the variant never takes (with both,
// libascon.so's text was 2.6 MB instead of 2.2 MB, and a static program
// making four calls 100 KB instead of 57 KB: tests/cmake/run_consumer.sh
// static-size). A caller outside the variants that runs before the decision
// may keep a stale false: it then runs the C++ rounds, which compute the same.
[[gnu::const]] ASCON_NOINLINE inline bool v3_chosen() noexcept {
  return v3_choice.load(std::memory_order_relaxed) == 2;
}

}  // namespace ascon::detail
