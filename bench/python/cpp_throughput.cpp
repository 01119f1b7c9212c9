// SPDX-License-Identifier: Apache-2.0 OR MIT
// Ascon-Hash256 and Ascon-AEAD128 throughput of the C++ core on 1 MiB, and
// Ascon-Hash256 time per call on empty and 64-byte inputs, for
// bench/python/bench.py to set beside the Python figures. Built by bench.py
// with the flags the extension gets (-O3, C++20). Prints "name seconds_per_call".
#include <ascon/ascon.hpp>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <span>
#include <vector>

#include "best_seconds.hpp"

int main(int argc, char** argv) {
  const int reps = argc > 1 ? std::atoi(argv[1]) : 20;
  std::vector<std::uint8_t> msg(1 << 20, 0x61), out(msg.size() + 16);
  std::array<std::uint8_t, 32> digest{};
  const std::array<std::uint8_t, 16> key{}, nonce{};
  const ascon::Aead128 aead(key);
  volatile std::uint8_t sink = 0;
  const double h = best_seconds(
      [&] {
        ascon::Hash256::hash(msg, digest);
        sink = sink ^ digest[0];
      },
      reps);
  const double e = best_seconds(
      [&] {
        (void)aead.encrypt(nonce, msg, {}, out);
        sink = sink ^ out[0];
      },
      reps);
  // Per-call time on short inputs: the compute part of a Python call.
  constexpr int calls = 100000;
  const std::span<const std::uint8_t> empty{}, small(msg.data(), 64);
  const double h0 = best_seconds(
                        [&] {
                          for (int i = 0; i < calls; ++i) {
                            ascon::Hash256::hash(empty, digest);
                            sink = sink ^ digest[0];
                          }
                        },
                        5) /
                    calls;
  const double h64 = best_seconds(
                         [&] {
                           for (int i = 0; i < calls; ++i) {
                             ascon::Hash256::hash(small, digest);
                             sink = sink ^ digest[0];
                           }
                         },
                         5) /
                     calls;
  std::printf("hash256_1MiB %.9f\naead128_encrypt_1MiB %.9f\nhash256_empty %.12f\nhash256_64B %.12f\n", h, e, h0, h64);
}
