// The scalar side of the batch engine, shared by every CPU backend: lane
// scheduling for the sponge (hash/XOF/CXOF) and for AEAD, and the split of a
// batch across threads.
#pragma once

#include <ascon/batch.hpp>
#include <ascon/permutation.hpp>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <span>
#include <system_error>
#include <thread>
#include <vector>

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

// Sponge with rate 8 and Ascon-p[12] everywhere (Hash256, XOF128, CXOF128):
// from state `start`, absorbs messages [begin, end), out_len bytes each to
// outs + i * out_len.
void sponge_many(const Kernel& k, const State& start, const MessageList& msgs, std::size_t begin, std::size_t end,
                 u8* outs, std::size_t out_len) noexcept;

// Ascon-AEAD128 over msgs[begin, end); for decryption status[i] is set.
void aead_many(const Kernel& k, bool decrypt, const AeadMessage* msgs, std::size_t begin, std::size_t end,
               int* status) noexcept;

// Runs f(begin, end) over [0, count) in up to `threads` contiguous pieces (0 =
// one per hardware thread), each on its own thread. Small batches stay on the
// calling thread: starting a thread costs more than hashing a few KiB.
template <class F>
void split_across_threads(std::size_t count, std::size_t total_bytes, unsigned threads, F&& f) {
  if (threads == 0) threads = std::max(1u, std::thread::hardware_concurrency());
  constexpr std::size_t min_bytes_per_thread = 16 * 1024;
  threads = static_cast<unsigned>(
      std::min<std::size_t>({threads, count, std::max<std::size_t>(1, total_bytes / min_bytes_per_thread)}));
  if (threads <= 1) {
    if (count) f(std::size_t{0}, count);
    return;
  }
  std::vector<std::thread> pool;
  pool.reserve(threads - 1);
  std::size_t begin = 0;
  for (unsigned t = 0; t < threads; ++t) {
    const std::size_t end = count * (t + 1) / threads;
    if (t + 1 == threads) {
      f(begin, end);  // the last piece on the calling thread
    } else {
      try {
        pool.emplace_back([&f, begin, end] { f(begin, end); });
      } catch (const std::system_error&) {
        f(begin, end);  // no thread to be had: do it here
      }
    }
    begin = end;
  }
  for (auto& th : pool) th.join();
}

}  // namespace ascon::batch::detail
