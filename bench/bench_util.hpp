// SPDX-License-Identifier: Apache-2.0 OR MIT
// Shared helpers of the benchmarks: a cycle counter and the counters every
// benchmark reports (cycles per byte from the time-stamp counter, bytes/s).
#pragma once

#include <benchmark/benchmark.h>

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <vector>

#if defined(__x86_64__) || defined(__i386__)
#include <x86intrin.h>
#endif

namespace bench {

// TSC ticks on x86 (what the reference figures use); nanoseconds elsewhere.
inline std::uint64_t ticks() noexcept {
#if defined(__x86_64__) || defined(__i386__)
  return __rdtsc();
#else
  return static_cast<std::uint64_t>(std::chrono::steady_clock::now().time_since_epoch().count());
#endif
}

// The sizes every single-message benchmark runs at.
inline const std::vector<std::int64_t> sizes = {0, 16, 64, 256, 1536, 16384, 1 << 20};

inline std::vector<std::uint8_t> pattern(std::size_t n, std::uint8_t seed = 1) {
  std::vector<std::uint8_t> v(n);
  for (std::size_t i = 0; i < n; ++i) v[i] = static_cast<std::uint8_t>(seed + 31 * i + (i >> 8));
  return v;
}

// Times the loop `body` and records
//   cpb:    TSC cycles per byte of payload (per message when the payload is 0
//           bytes), from the fastest chunk of iterations: the machine may be
//           shared, and the fastest chunk is the one least disturbed by others;
//   cycles: TSC cycles per call, same chunk;
//   bytes_per_second (Google Benchmark's own, from wall time).
template <class F>
void run_timed(benchmark::State& state, std::size_t bytes_per_iter, F&& body) {
  // About 20k cycles per chunk keeps the timer reads negligible.
  const std::uint64_t chunk = 1 + 20000 / (300 + 3 * bytes_per_iter);
  std::uint64_t best = ~std::uint64_t{0}, in_chunk = 0, t0 = ticks();
  std::uint64_t best_n = 1;
  for (auto _ : state) {
    body();
    if (++in_chunk == chunk) {
      const std::uint64_t t1 = ticks();
      if (t1 - t0 < best) best = t1 - t0, best_n = in_chunk;
      in_chunk = 0;
      t0 = t1;
    }
  }
  if (best == ~std::uint64_t{0}) best = ticks() - t0, best_n = in_chunk ? in_chunk : 1;
  const double per_iter = static_cast<double>(best) / static_cast<double>(best_n);
  state.counters["cycles"] = per_iter;
  state.counters["cpb"] = bytes_per_iter ? per_iter / static_cast<double>(bytes_per_iter) : per_iter;
  state.SetBytesProcessed(static_cast<std::int64_t>(bytes_per_iter) * state.iterations());
}

}  // namespace bench
