// SPDX-License-Identifier: Apache-2.0 OR MIT
// Checked size arithmetic: every size computed from caller-supplied lengths
// (n * len, a + b, sums over a batch) goes through these, so a product or sum
// that does not fit in std::size_t is refused instead of wrapping into a small
// number that passes a later size check. Plain C++17 with
// no library dependency, so the C layer, the batch engine and the CUDA host
// code all use the same few lines.
#pragma once

#include <cstddef>
#include <cstdint>

namespace ascon::detail {

inline constexpr std::size_t size_max = static_cast<std::size_t>(-1);

// out = a + b; false (out untouched) if that does not fit.
[[nodiscard]] constexpr bool checked_add(std::size_t a, std::size_t b, std::size_t& out) noexcept {
  if (b > size_max - a) return false;
  out = a + b;
  return true;
}

// out = a * b; false (out untouched) if that does not fit.
[[nodiscard]] constexpr bool checked_mul(std::size_t a, std::size_t b, std::size_t& out) noexcept {
  if (a != 0 && b > size_max / a) return false;
  out = a * b;
  return true;
}

// A running sum that remembers whether it ever overflowed: add every length,
// then test ok() once (cheaper to read than a check after each step).
class CheckedSum {
 public:
  constexpr CheckedSum& add(std::size_t n) noexcept {
    ok_ = ok_ && checked_add(value_, n, value_);
    return *this;
  }
  [[nodiscard]] constexpr bool ok() const noexcept { return ok_; }
  [[nodiscard]] constexpr std::size_t value() const noexcept { return ok_ ? value_ : size_max; }

 private:
  std::size_t value_ = 0;
  bool ok_ = true;
};

// a + b, or size_max when that does not fit: for sizes that only steer a
// heuristic (how many threads to start) and never bound memory.
constexpr std::size_t saturating_add(std::size_t a, std::size_t b) noexcept {
  return b > size_max - a ? size_max : a + b;
}

}  // namespace ascon::detail
