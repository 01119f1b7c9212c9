// SPDX-License-Identifier: Apache-2.0 OR MIT
// The scalar side of the batch engine, shared by every CPU backend: lane
// scheduling for the sponge (hash/XOF/CXOF) and for AEAD, and the split of a
// batch across threads.
#pragma once

#include <ascon/batch.hpp>
#include <ascon/detail/hash.hpp>
#include <ascon/detail/sponge_params.hpp>
#include <ascon/permutation.hpp>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <span>

#include <pthread.h>
#if defined(_WIN32)
#ifndef NOMINMAX
#define NOMINMAX  // keep std::min/std::max usable
#endif
#include <windows.h>  // GetSystemInfo: mingw-w64's winpthreads has no sysconf
#else
#include <unistd.h>
#endif

#include "kernel.hpp"

namespace ascon::batch::detail {

using u8 = std::uint8_t;

// The messages of a batch: a list of spans, or `len` bytes every `stride` bytes.
struct MessageList {
  const std::span<const u8>* spans = nullptr;
  const u8* base = nullptr;
  std::size_t len = 0, stride = 0;
  const u8* data(std::size_t i) const noexcept { return spans ? spans[i].data() : base + i * stride; }
  std::size_t size(std::size_t i) const noexcept { return spans ? spans[i].size() : len; }
};

// The parameter set of a catalogue row's C++ type (sponge rows only): the
// first argument of its class template, FixedHash<P, D>, Xof<P>, Cxof<P, M>,
// KeyedMac<P> or KeyedPrf<P>.
template <class T>
struct params_of;
template <template <class, std::size_t...> class Row, class P, std::size_t... N>
struct params_of<Row<P, N...>> {
  using type = P;
};

// What the lanes need of a parameter set: everything but the IV (which only
// shapes the start state), so rows of one shape share one lane loop.
template <class P>
using lane_shape =
    ascon::detail::SpongeParams<typename P::Order, 0, P::rate, P::squeeze_rate, P::a, P::b, P::domain_sep>;
// The shapes the lanes are built for (sponge_many.cpp instantiates each);
// the front door refuses at compile time a batch row of another shape.
template <class Shape>
inline constexpr bool has_lanes = false;
template <>
inline constexpr bool has_lanes<lane_shape<ascon::detail::Hash256Params>> = true;  // Hash256, XOF128, CXOF128
template <>
inline constexpr bool has_lanes<lane_shape<ascon::detail::MacParams>> = true;  // Mac, Prf: rate 32, squeeze 16

// From state `start`, absorbs messages [begin, end) (Shape's rate and
// padding, its domain bit), out_len bytes each to outs + i * out_len.
template <class Shape>
void sponge_many(const Kernel& k, const State& start, const MessageList& msgs, std::size_t begin, std::size_t end,
                 u8* outs, std::size_t out_len) noexcept;

// Ascon-AEAD128 over msgs[begin, end); for decryption status[i] is set.
void aead_many(const Kernel& k, bool decrypt, const AeadMessage* msgs, std::size_t begin, std::size_t end,
               int* status) noexcept;

// The order in which lanes take messages [begin, end): longest first, window
// by window. A batch ends when its last lane ends, and lanes end apart by the
// lengths of what each took last; taking the shortest messages last keeps
// that spread small (16 lanes over 512..1536-byte messages in arrival order
// ran about 20% longer than the same bytes in equal lengths). Lengths are
// public, so the sort may branch on them; equal lengths keep arrival order
// (and skip the sort). cost(i) is message i's work in blocks.
template <class Cost>
class LongestFirst {
 public:
  LongestFirst(std::size_t begin, std::size_t end, Cost cost) noexcept : next_(begin), end_(end), cost_(cost) {}
  // The next message's index, or `end` when every one has been handed out.
  std::size_t next() noexcept {
    if (at_ == count_) fill();
    return at_ < count_ ? base_ + static_cast<std::size_t>(key_[at_++] & 0xffffffffu) : end_;
  }
  bool done() const noexcept { return at_ == count_ && next_ == end_; }

 private:
  static constexpr std::size_t window = 512;
  // key = (2^32 - 1 - cost) << 32 | position: ascending keys are descending
  // costs, ties in arrival order.
  void fill() noexcept {
    base_ = next_;
    count_ = std::min(window, end_ - next_);
    next_ += count_;
    at_ = 0;
    bool sorted = true;
    for (std::size_t i = 0; i < count_; ++i) {
      const std::uint64_t c = std::min<std::uint64_t>(cost_(base_ + i), 0xffffffffu);
      key_[i] = (0xffffffffu - c) << 32 | i;
      sorted = sorted && (i == 0 || key_[i] > key_[i - 1]);
    }
    if (!sorted) std::sort(key_, key_ + count_);
  }
  std::size_t next_, end_;
  Cost cost_;
  std::size_t base_ = 0, count_ = 0, at_ = 0;
  std::uint64_t key_[window];
};

// When no message is left to take and at most this many lanes are busy, each
// busy lane's message is finished alone on the single-message code (run
// dispatched, as libascon's entry points are) instead of stepping all L lanes
// for a few. Where the vector kernel's step for L lanes costs more than that
// many single-message permutations, Intel Xeon (model 167), TSC cycles:
// AEAD128 16-byte step 200 (avx512, 16 lanes), 283 (avx2, 10 lanes), 128
// (portable, 2) against 76 alone; Hash256 8-byte step 237, 390, 192 against
// 116 alone. Without it a batch of one message ran 2.5-3.5x slower than the
// single-message call.
inline unsigned solo_lanes(const Kernel& k) noexcept {
  switch (k.backend) {
    case Backend::avx512:
      return 2;
    case Backend::avx2:
      return 3;
    default:
      return 1;  // portable (2 lanes), neon (4 lanes, not measured)
  }
}

// Threads come from POSIX threads directly rather than std::thread, so the
// engine needs nothing from the C++ runtime (no exceptions, no allocation):
// libascon.a links it and stays usable from a plain C link.
inline constexpr unsigned max_threads = 256;  // more than any machine we split for

// Processors online (at least 1); what threads = 0 means.
inline unsigned hardware_threads() noexcept {
#if defined(_WIN32)
  SYSTEM_INFO info;
  GetSystemInfo(&info);
  const long n = static_cast<long>(info.dwNumberOfProcessors);
#else
  const long n = sysconf(_SC_NPROCESSORS_ONLN);
#endif
  return n < 1 ? 1u : static_cast<unsigned>(std::min<long>(n, max_threads));
}

// The input a thread must get for a second one to pay: about 300k TSC cycles
// of work at the backend's speed. Starting a thread and waking an idle core
// cost tens of microseconds (2-vCPU Intel Xeon VM, bench_batch 256 x 1 KiB
// on 2 threads against 1: AEAD128 avx512 0.75x, avx2 0.87x as fast; Hash256
// avx2 1.42x, portable 1.68x; with 4 MiB, 1.6-1.9x). Cycles per byte of one
// core, same machine: AEAD128 avx512 0.85, avx2 1.8, portable 4.5; Hash256
// 2.05, 5.0, 13 (neon as portable: not measured).
inline std::size_t min_bytes_per_thread(const Kernel& k, bool aead) noexcept {
  constexpr std::size_t work = 300000;
  switch (k.backend) {
    case Backend::avx512:
      return aead ? work * 100 / 85 : work * 100 / 205;
    case Backend::avx2:
      return aead ? work * 10 / 18 : work / 5;
    default:
      return aead ? work * 10 / 45 : work / 13;
  }
}

// A worker thread's stack outlives the thread: the C library keeps it for
// the next thread it creates (glibc's cache of thread stacks), so the frames
// of a worker's piece, key and state words among them, are zeroed before the
// thread ends: worker_scrub bytes below the thread's start frame, where the
// pieces' frames reached about 7 KB (x86-64, GCC 12, -O2/-O3, every backend;
// tests/c/test_dead_stack's WorkerThreadStacks). Its registers end with it.
inline constexpr std::size_t worker_scrub = 16 * 1024;
ASCON_NOINLINE inline void wipe_worker_stack() noexcept {
  unsigned char region[worker_scrub];
  ascon::secure_wipe(region, sizeof region);
}

// f over [0, count) in `threads` (at least 2) contiguous pieces, each on its
// own thread but the last. Out of line: the piece table (max_threads
// entries, 10 KB) is in this frame only, not in the single-thread path's,
// whose depth the C entry points' stack scrub must reach (batch_scrub_depth).
template <class F>
ASCON_NOINLINE void run_on_threads(std::size_t count, unsigned threads, F& f) noexcept {
  struct Piece {
    F* f;
    std::size_t begin, end;
    pthread_t thread;
    bool started;
  };
  Piece pieces[max_threads];
  auto run = [](void* arg) -> void* {
    auto* p = static_cast<Piece*>(arg);
    (*p->f)(p->begin, p->end);
    wipe_worker_stack();
    return nullptr;
  };
  std::size_t begin = 0;
  for (unsigned t = 0; t < threads; ++t) {
    Piece& p = pieces[t];
    p = {&f, begin, count / threads * (t + 1) + (count % threads) * (t + 1) / threads, {}, false};
    begin = p.end;
    // The last piece runs on the calling thread; one that gets no thread too.
    if (t + 1 < threads) p.started = pthread_create(&p.thread, nullptr, +run, &p) == 0;
    if (!p.started) f(p.begin, p.end);
  }
  for (unsigned t = 0; t + 1 < threads; ++t)
    if (pieces[t].started) pthread_join(pieces[t].thread, nullptr);
}

// Runs f(begin, end) over [0, count) in up to `threads` contiguous pieces (0 =
// one per hardware thread), each on its own thread, and no more pieces than
// give each min_bytes of the total: small batches stay on the calling thread.
template <class F>
void split_across_threads(std::size_t count, std::size_t total_bytes, unsigned threads, std::size_t min_bytes,
                          F&& f) noexcept {
  if (threads == 0) threads = hardware_threads();
  threads = static_cast<unsigned>(std::min<std::size_t>(
      {threads, max_threads, count, std::max<std::size_t>(1, total_bytes / std::max<std::size_t>(1, min_bytes))}));
  if (threads <= 1) {
    if (count) f(std::size_t{0}, count);
    return;
  }
  run_on_threads(count, threads, f);
}

}  // namespace ascon::batch::detail
