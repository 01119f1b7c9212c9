// SPDX-License-Identifier: Apache-2.0 OR MIT
// The yardstick for asconsum on one large file: the C++ core's Ascon-Hash256
// over the same bytes already in memory. Reads FILE whole first (not timed),
// then hashes it REPS times and prints the digest and the CPU seconds of the
// fastest and the median run (hash only), and MB/s (1 MB = 10^6 bytes).
//
//   hash_file_inmem FILE [REPS] [oneshot|update|update1m]
//     oneshot   Hash256::hash over the whole buffer (default)
//     update    one Hash256::update over the whole buffer
//     update1m  Hash256::update in 1 MiB pieces, as a streaming reader feeds it
//
// As a whole process (REPS 0: read and hash once, no timing of its own) it
// is also what asconsum is timed against with an outside timer.
// The hash runs as asconsum, libascon and ascon_native run it: the x86-64-v3
// variant where the CPU has it (ASCON_IMPLEMENTATION=baseline: the baseline).
#include <ascon/detail/dispatch.hpp>
#include <ascon/hash256.hpp>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <string>
#include <vector>

namespace {

double cpu_seconds() {
  timespec t{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) + 1e-9 * static_cast<double>(t.tv_nsec);
}

ascon::Hash256::Digest hash(const std::vector<std::uint8_t>& data, const std::string& mode) {
  const std::span<const std::uint8_t> all(data);
  if (mode == "oneshot") return ascon::Hash256::hash(all);
  ascon::Hash256 h;
  if (mode == "update") {
    h.update(all);
  } else {
    constexpr std::size_t piece = std::size_t{1} << 20;
    for (std::size_t off = 0; off < all.size(); off += piece)
      h.update(all.subspan(off, std::min(piece, all.size() - off)));
  }
  return h.digest();
}

ascon::Hash256::Digest run(const std::vector<std::uint8_t>& data, const std::string& mode) {
  return ascon::detail::run_dispatched([&] { return hash(data, mode); });
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: hash_file_inmem FILE [REPS] [oneshot|update|update1m]\n");
    return 2;
  }
  const int reps = argc > 2 ? std::atoi(argv[2]) : 5;
  const std::string mode = argc > 3 ? argv[3] : "oneshot";
  if (mode != "oneshot" && mode != "update" && mode != "update1m") {
    std::fprintf(stderr, "hash_file_inmem: unknown mode '%s'\n", mode.c_str());
    return 2;
  }
  std::FILE* f = std::fopen(argv[1], "rb");
  if (f == nullptr || std::fseek(f, 0, SEEK_END) != 0) {
    std::fprintf(stderr, "hash_file_inmem: cannot open %s\n", argv[1]);
    return 1;
  }
  std::vector<std::uint8_t> data(static_cast<std::size_t>(std::ftell(f)));
  std::rewind(f);
  if (std::fread(data.data(), 1, data.size(), f) != data.size()) {
    std::fprintf(stderr, "hash_file_inmem: cannot read %s\n", argv[1]);
    return 1;
  }
  std::fclose(f);
  std::vector<double> times;
  ascon::Hash256::Digest d = run(data, mode);  // also the warm-up
  for (int i = 0; i < reps; ++i) {
    const double t0 = cpu_seconds();
    d = run(data, mode);
    times.push_back(cpu_seconds() - t0);
  }
  for (const auto b : d) std::printf("%02x", b);
  std::printf("  %s\n", argv[1]);
  if (!times.empty()) {
    std::sort(times.begin(), times.end());
    const double med = times[times.size() / 2];
    std::printf("%s (%s): %zu bytes, %d runs, CPU s min %.4f median %.4f, MB/s (median) %.0f\n", mode.c_str(),
                ascon::detail::implementation_name(), data.size(), reps, times.front(), med,
                static_cast<double>(data.size()) / med / 1e6);
  }
  return 0;
}
