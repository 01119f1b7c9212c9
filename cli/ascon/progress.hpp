// SPDX-License-Identifier: Apache-2.0 OR MIT
// A one-line progress bar on standard error: bytes done / total (when known),
// percentage and MB/s. It appears only after a second, so small inputs never
// show it, and only when enabled (stderr is a terminal and no --quiet).
#pragma once

#include <chrono>
#include <cstdint>

namespace ascon::fileformat {

class ProgressBar {
 public:
  ProgressBar(bool enabled, std::uint64_t total /* 0: unknown */);
  ~ProgressBar() { finish(); }
  void update(std::uint64_t done);
  void finish();  // erases the line

 private:
  using Clock = std::chrono::steady_clock;
  void draw(std::uint64_t done, double seconds);
  bool enabled_, drawn_ = false;
  std::uint64_t total_;
  Clock::time_point start_, last_draw_;
};

}  // namespace ascon::fileformat
