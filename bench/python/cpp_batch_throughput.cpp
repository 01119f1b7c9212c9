// SPDX-License-Identifier: Apache-2.0 OR MIT
// The C++ batch engine's throughput on the shapes bench/python/bench_scale.py
// gives ascon_native.arrow: COUNT messages of LEN bytes packed one after the
// other (Arrow's binary layout), hashed with hash256_many and encrypted with
// aead128_encrypt_many (nonce || ciphertext || tag per row, as arrow.encrypt
// writes), on THREADS threads. The span list is built once, outside the timing:
// this is the engine alone. Prints "hash256 SECONDS" and "encrypt SECONDS",
// the best of REPS runs. Built by bench_scale.py with the library's flags.
//   cpp_batch_throughput COUNT LEN THREADS REPS
#include <ascon/batch.hpp>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <span>
#include <vector>

#include "best_seconds.hpp"

int main(int argc, char** argv) {
  if (argc != 5) return 2;
  const std::size_t count = std::strtoull(argv[1], nullptr, 10), len = std::strtoull(argv[2], nullptr, 10);
  ascon::batch::Options o;
  o.threads = static_cast<unsigned>(std::atoi(argv[3]));
  const int reps = std::atoi(argv[4]);
  std::vector<std::uint8_t> data(count * len);
  for (std::size_t i = 0; i < data.size(); ++i) data[i] = static_cast<std::uint8_t>(i * 131 + 7);
  std::vector<std::span<const std::uint8_t>> msgs;
  for (std::size_t i = 0; i < count; ++i) msgs.emplace_back(data.data() + i * len, len);
  std::vector<std::uint8_t> digests(32 * count), sealed(count * (len + 32));
  const std::uint8_t key[16] = {1}, ad[1] = {};
  std::vector<ascon::AeadMessage> am(count);
  for (std::size_t i = 0; i < count; ++i) {
    std::uint8_t* row = sealed.data() + i * (len + 32);
    am[i] = {key, row, ad, 0, msgs[i].data(), len, row + 16, row + 16 + len};
  }
  const double h = best_seconds([&] { (void)ascon::batch::hash256_many(msgs, digests, o); }, reps);
  const double e = best_seconds([&] { (void)ascon::batch::aead128_encrypt_many(am, o); }, reps);
  std::printf("hash256 %.9f\nencrypt %.9f\n", h, e);
  return digests[0] == 0 && sealed[20] == 0 ? 0 : 0;  // keep the outputs alive
}
