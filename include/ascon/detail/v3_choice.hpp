// SPDX-License-Identifier: Apache-2.0 OR MIT
// The process's x86-64-v3 choice, shared by the run-time dispatch
// (dispatch.hpp, which makes it) and the permutation (permutation.hpp, which
// reads it where ASCON_ROUND_X86_64_ASM is 2: the assembly round, which needs
// BMI1 and BMI2, inside compiled layers whose own flags do not allow them).
#pragma once

#include <atomic>

namespace ascon::detail {

// 0 undecided, 1 baseline, 2 x86-64-v3. A plain atomic, not a function-local
// static: the static libascon.a must link into C programs without the C++
// runtime (no __cxa_guard_*). Two threads racing on the first call compute
// the same answer.
inline std::atomic<int> v3_choice{0};

// Whether the x86-64-v3 variant was chosen; false while undecided.
inline bool v3_chosen() noexcept { return v3_choice.load(std::memory_order_relaxed) == 2; }

}  // namespace ascon::detail
