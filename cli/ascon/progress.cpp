// SPDX-License-Identifier: Apache-2.0 OR MIT
#include "progress.hpp"

#include <cstdio>

namespace ascon::fileformat {

namespace {
// "812.3 MiB" style sizes.
void format_size(char* out, std::size_t n, std::uint64_t bytes) {
  const char* units[] = {"B", "KiB", "MiB", "GiB", "TiB", "PiB"};
  double v = static_cast<double>(bytes);
  int u = 0;
  while (v >= 1024 && u < 5) v /= 1024, ++u;
  std::snprintf(out, n, u == 0 ? "%.0f %s" : "%.1f %s", v, units[u]);
}
}  // namespace

ProgressBar::ProgressBar(bool enabled, std::uint64_t total)
    : enabled_(enabled), total_(total), start_(Clock::now()), last_draw_(start_) {}

void ProgressBar::update(std::uint64_t done) {
  if (!enabled_) return;
  const auto now = Clock::now();
  if (now - start_ < std::chrono::seconds(1) || now - last_draw_ < std::chrono::milliseconds(200)) return;
  last_draw_ = now;
  draw(done, std::chrono::duration<double>(now - start_).count());
}

void ProgressBar::draw(std::uint64_t done, double seconds) {
  char d[32], t[32];
  format_size(d, sizeof d, done);
  const double mbs = seconds > 0 ? static_cast<double>(done) / seconds / 1e6 : 0;
  if (total_ > 0) {
    format_size(t, sizeof t, total_);
    const int pct =
        done >= total_ ? 100 : static_cast<int>(100.0 * static_cast<double>(done) / static_cast<double>(total_));
    char bar[21];
    for (int i = 0; i < 20; ++i) bar[i] = i < pct / 5 ? '#' : '-';
    bar[20] = '\0';
    std::fprintf(stderr, "\r\033[Kascon: [%s] %3d%%  %s / %s  %.1f MB/s", bar, pct, d, t, mbs);
  } else {
    std::fprintf(stderr, "\r\033[Kascon: %s  %.1f MB/s", d, mbs);
  }
  std::fflush(stderr);
  drawn_ = true;
}

void ProgressBar::finish() {
  if (!drawn_) return;
  std::fprintf(stderr, "\r\033[K");
  std::fflush(stderr);
  drawn_ = false;
}

}  // namespace ascon::fileformat
