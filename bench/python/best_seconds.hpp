// SPDX-License-Identifier: Apache-2.0 OR MIT
// The shortest wall time of `reps` runs of f(), in seconds: what the Python
// benchmarks' C++ baselines (cpp_throughput.cpp, cpp_batch_throughput.cpp) report.
#pragma once

#include <algorithm>
#include <chrono>

template <class F>
double best_seconds(F&& f, int reps) {
  double best = 1e9;
  for (int r = 0; r < reps; ++r) {
    const auto t0 = std::chrono::steady_clock::now();
    f();
    best = std::min(best, std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count());
  }
  return best;
}
