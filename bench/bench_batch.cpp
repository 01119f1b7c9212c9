// SPDX-License-Identifier: Apache-2.0 OR MIT
// Batch engine throughput: Ascon-Hash256 (hash256_many_strided) and
// Ascon-AEAD128 encryption (aead128_encrypt_many) for every backend this
// machine runs, 1, 2 and 4 threads, messages of 64 B, 1 KiB and 16 KiB,
// 1 to 4096 of them; and 256 messages of mixed lengths (512..1536 B, 1 KiB on
// average; names .../mixed/256) to compare with equal lengths.
// Names: batch/<op>/<backend>/threads:<t>/<bytes>/<count>.
// Counters: cpb = TSC cycles per byte per core (elapsed cycles x cores used /
// bytes), cores = the cores used, bytes_per_second = total throughput.
#include <ascon/batch.hpp>

#include <algorithm>
#include <string>
#include <thread>

#include "bench_util.hpp"

namespace {

using ascon::batch::Backend;

// The cores a batch of `bytes` really keeps busy with `threads` threads: the
// engine gives each thread at least 16 KiB of work (src/batch/engine.hpp),
// and there are only so many hardware threads.
double cores_used(unsigned threads, std::size_t count, std::size_t bytes) {
  const std::size_t hw = std::max(1u, std::thread::hardware_concurrency());
  return static_cast<double>(
      std::max<std::size_t>(1, std::min<std::size_t>({threads, count, bytes / (16 * 1024), hw})));
}
void per_core(benchmark::State& st, unsigned threads, std::size_t count, std::size_t bytes) {
  const double c = cores_used(threads, count, bytes);
  st.counters["cpb"] = st.counters["cpb"] * c;
  st.counters["cores"] = c;
}

void hash_strided(benchmark::State& st, Backend b, unsigned threads, std::size_t len, std::size_t count) {
  auto msgs = bench::pattern(len * count);
  std::vector<std::uint8_t> digests(32 * count);
  const ascon::batch::Options o{b, threads};
  bench::run_timed(st, len * count, [&] {
    auto s = ascon::batch::hash256_many_strided(msgs.data(), len, len, count, digests.data(), o);
    if (!s) st.SkipWithError(s.message());
    benchmark::ClobberMemory();
  });
  per_core(st, threads, count, len * count);
}

void aead_encrypt(benchmark::State& st, Backend b, unsigned threads, std::size_t len, std::size_t count) {
  auto in = bench::pattern(len * count);
  std::vector<std::uint8_t> out(len * count), tags(16 * count);
  auto keys = bench::pattern(32 * count, 7);
  std::vector<ascon::batch::AeadMessage> msgs(count);
  for (std::size_t i = 0; i < count; ++i)
    msgs[i] = {keys.data() + 32 * i, keys.data() + 32 * i + 16, nullptr, 0, in.data() + len * i, len,
               out.data() + len * i, tags.data() + 16 * i};
  const ascon::batch::Options o{b, threads};
  bench::run_timed(st, len * count, [&] {
    auto s = ascon::batch::aead128_encrypt_many(msgs, o);
    if (!s) st.SkipWithError(s.message());
    benchmark::ClobberMemory();
  });
  per_core(st, threads, count, len * count);
}

// Lengths 512..1536 spread over the batch (mean about 1 KiB), so lanes end
// their messages at different steps.
std::vector<std::size_t> mixed_lengths(std::size_t count) {
  std::vector<std::size_t> lens(count);
  for (std::size_t i = 0; i < count; ++i) lens[i] = 512 + (i * 389) % 1025;
  return lens;
}

void hash_mixed(benchmark::State& st, Backend b, unsigned threads, std::size_t count) {
  const auto lens = mixed_lengths(count);
  std::size_t total = 0;
  for (std::size_t l : lens) total += l;
  auto data = bench::pattern(total);
  std::vector<std::span<const std::uint8_t>> msgs;
  for (std::size_t i = 0, off = 0; i < count; off += lens[i], ++i) msgs.emplace_back(data.data() + off, lens[i]);
  std::vector<std::uint8_t> digests(32 * count);
  const ascon::batch::Options o{b, threads};
  bench::run_timed(st, total, [&] {
    auto s = ascon::batch::hash256_many(msgs, digests, o);
    if (!s) st.SkipWithError(s.message());
    benchmark::ClobberMemory();
  });
  per_core(st, threads, count, total);
}

void aead_mixed(benchmark::State& st, Backend b, unsigned threads, std::size_t count) {
  const auto lens = mixed_lengths(count);
  std::size_t total = 0;
  for (std::size_t l : lens) total += l;
  auto in = bench::pattern(total);
  std::vector<std::uint8_t> out(total), tags(16 * count);
  auto keys = bench::pattern(32 * count, 7);
  std::vector<ascon::batch::AeadMessage> msgs(count);
  for (std::size_t i = 0, off = 0; i < count; off += lens[i], ++i)
    msgs[i] = {keys.data() + 32 * i, keys.data() + 32 * i + 16, nullptr, 0, in.data() + off, lens[i],
               out.data() + off,     tags.data() + 16 * i};
  const ascon::batch::Options o{b, threads};
  bench::run_timed(st, total, [&] {
    auto s = ascon::batch::aead128_encrypt_many(msgs, o);
    if (!s) st.SkipWithError(s.message());
    benchmark::ClobberMemory();
  });
  per_core(st, threads, count, total);
}

}  // namespace

int main(int argc, char** argv) {
  benchmark::Initialize(&argc, argv);
  for (Backend b : ascon::batch::all_backends()) {
    if (!ascon::batch::available(b)) continue;
    for (unsigned t : {1u, 2u, 4u})
      for (std::size_t len : {64u, 1024u, 16384u})
        for (std::size_t count : {1u, 16u, 256u, 4096u}) {
          if (len * count > (16u << 20)) continue;  // keep a run short
          const std::string tail = std::string(ascon::batch::backend_name(b)) + "/threads:" + std::to_string(t) + "/" +
                                   std::to_string(len) + "/" + std::to_string(count);
          benchmark::RegisterBenchmark(("batch/Ascon-Hash256/" + tail).c_str(), hash_strided, b, t, len, count)
              ->UseRealTime();
          benchmark::RegisterBenchmark(("batch/Ascon-AEAD128-encrypt/" + tail).c_str(), aead_encrypt, b, t, len, count)
              ->UseRealTime();
        }
    for (unsigned t : {1u, 2u}) {
      const std::string tail =
          std::string(ascon::batch::backend_name(b)) + "/threads:" + std::to_string(t) + "/mixed/256";
      benchmark::RegisterBenchmark(("batch/Ascon-Hash256/" + tail).c_str(), hash_mixed, b, t, 256)->UseRealTime();
      benchmark::RegisterBenchmark(("batch/Ascon-AEAD128-encrypt/" + tail).c_str(), aead_mixed, b, t, 256)
          ->UseRealTime();
    }
  }
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
}
