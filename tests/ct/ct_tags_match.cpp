// SPDX-License-Identifier: Apache-2.0 OR MIT
// The tag comparison of ct_check.cpp, in a file of its own so the clean and
// the planted (ASCON_CT_PLANT_LEAK) programs differ in this small file only
// and share one compile of ct_check.cpp, which instantiates every algorithm
// (tests/ct/CMakeLists.txt). The planted build compares with an early-exit
// loop, a classic timing leak the checker must report here.
#include <cstddef>
#include <cstdint>
#include <span>

#include "ct_util.hpp"

// Compares tags the way this check must not find in the library. Not inlined,
// so the planted build's report names it (tests/ct/expect_planted.sh).
[[gnu::noinline]] bool tags_match([[maybe_unused]] std::span<const std::uint8_t> a,
                                  [[maybe_unused]] std::span<const std::uint8_t> b) {
#if defined(ASCON_CT_PLANT_LEAK)
  for (std::size_t i = 0; i < a.size(); ++i)
    if (a[i] != b[i]) return false;  // early exit: time depends on the secret tag
  return true;
#else
  bool equal = ascon::ct_equal(a, b);
  ct::ct_mark_public(&equal, sizeof equal);
  return equal;
#endif
}
