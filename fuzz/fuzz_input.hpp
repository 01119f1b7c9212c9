// SPDX-License-Identifier: Apache-2.0 OR MIT
// Splits a libFuzzer input into typed fields, front to back. Running out of
// bytes yields zeros / empty spans, so every input is usable; the seed
// generator (make_seeds.py) writes fields in exactly this order.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <cstdio>
#include <span>
#include <vector>

#if __has_include(<ascon_ref.h>)
#include <ascon_ref.h>
#define ASCON_FUZZ_HAVE_REFERENCE 1  // differential checks against reference/
#else
#define ASCON_FUZZ_HAVE_REFERENCE 0
#endif

namespace fuzz {

using Bytes = std::vector<std::uint8_t>;

class Input {
 public:
  Input(const std::uint8_t* data, std::size_t size) : p_(data), n_(size) {}
  std::uint8_t u8() { return n_ ? (--n_, *p_++) : 0; }
  std::size_t u16() { return std::size_t{u8()} | std::size_t{u8()} << 8; }
  // Exactly n bytes (zero-padded if the input is short).
  Bytes bytes(std::size_t n) {
    Bytes b(n, 0);
    const std::size_t k = std::min(n, n_);
    std::copy_n(p_, k, b.begin());
    p_ += k, n_ -= k;
    return b;
  }
  // A length-prefixed field (u16 length, at most what is left).
  Bytes field() { return bytes(std::min(u16(), n_)); }
  Bytes rest() { return bytes(n_); }
  std::size_t left() const { return n_; }

 private:
  const std::uint8_t* p_;
  std::size_t n_;
};

// A split point in 0..n chosen by one fuzzer byte.
inline std::size_t cut(std::uint8_t c, std::size_t n) { return n == 0 ? 0 : (std::size_t{c} * (n + 1)) / 256; }

// Aborts with a message; libFuzzer records the input that got here.
[[noreturn]] inline void fail(const char* what, const char* algo) {
  std::fprintf(stderr, "fuzz check failed: %s (%s)\n", what, algo);
  std::abort();
}
#define FUZZ_CHECK(cond, algo)              \
  do {                                      \
    if (!(cond)) ::fuzz::fail(#cond, algo); \
  } while (0)

template <std::size_t N>
std::span<const std::uint8_t, N> fixed(const Bytes& b) {
  return std::span<const std::uint8_t, N>(b.data(), N);
}

}  // namespace fuzz
