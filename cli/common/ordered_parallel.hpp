// SPDX-License-Identifier: Apache-2.0 OR MIT
// Runs independent jobs on several threads and hands the results back in
// input order, so a tool's output does not depend on --jobs.
//
//   ascon::cli::run_ordered<Digest>(files.size(), jobs,
//       [&](std::size_t i) { return hash(files[i]); },              // on a worker thread
//       [&](std::size_t i, Digest& d) { print(files[i], d); });    // on the calling thread, i = 0, 1, 2...
#pragma once

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <cstddef>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

namespace ascon::cli {

// jobs <= 1 runs everything on the calling thread, one job after another.
// Workers run at most `jobs` items ahead of the one being emitted, so memory
// stays bounded however many items there are.
template <class Result, class Work, class Emit>
void run_ordered(std::size_t count, unsigned jobs, Work work, Emit emit) {
  if (jobs <= 1 || count <= 1) {
    for (std::size_t i = 0; i < count; ++i) {
      Result r = work(i);
      emit(i, r);
    }
    return;
  }
  const std::size_t window = 2 * static_cast<std::size_t>(jobs);
  std::vector<std::optional<Result>> slots(window);  // slot i % window holds item i
  std::mutex m;
  std::condition_variable ready, room;
  std::size_t next = 0, emitted = 0;

  auto worker = [&] {
    for (;;) {
      std::size_t i;
      {
        std::unique_lock lock(m);
        room.wait(lock, [&] { return next >= count || next < emitted + window; });
        if (next >= count) return;
        i = next++;
      }
      Result r = work(i);
      {
        std::lock_guard lock(m);
        slots[i % window].emplace(std::move(r));
      }
      ready.notify_all();
    }
  };
  std::vector<std::thread> threads;
  const unsigned n_threads = static_cast<unsigned>(std::min<std::size_t>(jobs, count));
  threads.reserve(n_threads);
  for (unsigned t = 0; t < n_threads; ++t) threads.emplace_back(worker);
  for (std::size_t i = 0; i < count; ++i) {
    std::optional<Result> r;
    {
      std::unique_lock lock(m);
      ready.wait(lock, [&] { return slots[i % window].has_value(); });
      r.swap(slots[i % window]);
    }
    emit(i, *r);
    {
      std::lock_guard lock(m);
      emitted = i + 1;
    }
    room.notify_all();
  }
  for (auto& t : threads) t.join();
}

}  // namespace ascon::cli

namespace ascon::cli {

// Calls work(i) for i in [0, count) on up to `jobs` threads (jobs <= 1: on
// the calling thread, in order); returns when all are done.
template <class Work>
void parallel_for(std::size_t count, unsigned jobs, Work work) {
  if (jobs <= 1 || count <= 1) {
    for (std::size_t i = 0; i < count; ++i) work(i);
    return;
  }
  std::atomic<std::size_t> next{0};
  auto worker = [&] {
    for (std::size_t i; (i = next.fetch_add(1)) < count;) work(i);
  };
  std::vector<std::thread> threads;
  const unsigned n_threads = static_cast<unsigned>(std::min<std::size_t>(jobs, count));
  for (unsigned t = 1; t < n_threads; ++t) threads.emplace_back(worker);
  worker();  // the calling thread works too
  for (auto& t : threads) t.join();
}

}  // namespace ascon::cli
