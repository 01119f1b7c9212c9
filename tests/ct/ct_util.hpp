// SPDX-License-Identifier: Apache-2.0 OR MIT
// Shared by the constant-time checks (ct_check, ct_layers, ct_key_file): the
// failure count, CT_CHECK, and deterministic test bytes. Each program sets
// ct::program to its name for the messages.
#pragma once

#include <ascon/ct.hpp>
#include <cstdint>
#include <cstdio>
#include <vector>

namespace ct {

using Bytes = std::vector<std::uint8_t>;
using ascon::detail::ct_mark_public;
using ascon::detail::ct_mark_secret;

inline int failures = 0;
inline const char* program = "ct";

// n bytes that differ with the seed and the position.
inline Bytes pattern(std::size_t n, std::uint8_t seed, unsigned step = 31, unsigned shift = 3) {
  Bytes b(n);
  for (std::size_t i = 0; i < n; ++i) b[i] = static_cast<std::uint8_t>(seed + step * i + (i >> shift));
  return b;
}

}  // namespace ct

#define CT_CHECK(cond)                                                                           \
  do {                                                                                           \
    if (!(cond)) {                                                                               \
      std::fprintf(stderr, "%s: %s:%d: failed: %s\n", ::ct::program, __FILE__, __LINE__, #cond); \
      ++::ct::failures;                                                                          \
    }                                                                                            \
  } while (0)
