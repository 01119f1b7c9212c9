// Hash256 / XOF128 / CXOF128 lanes. Each lane runs one message: absorb 8-byte
// words (Ascon-p[12] after each), the padded last word, then squeeze 8 bytes
// per Ascon-p[12]. A lane that finishes takes the next message at once, so
// mixed lengths keep every lane busy until the batch runs out. While every
// busy lane is absorbing whole words, a tight loop runs without per-lane
// decisions (the common case, and all of the equal-length case).
#include <ascon/ct.hpp>
#include <ascon/detail/bytes.hpp>

#include "engine.hpp"

namespace ascon::batch::detail {

namespace {
using LE = ascon::detail::LittleEndian;
constexpr u8 zero_word[8] = {};

struct SpongeLane {
  const u8* p = zero_word;  // next input
  std::size_t left = 0;     // input bytes not yet absorbed
  std::size_t step = 0;     // 8 while absorbing whole words, else 0
  u8* out = nullptr;
  std::size_t out_left = 0;
  bool busy = false, absorbing = false;
};
}  // namespace

void sponge_many(const Kernel& k, const State& start, const MessageList& msgs, std::size_t begin, std::size_t end,
                 u8* outs, std::size_t out_len) noexcept {
  const unsigned L = k.lanes;
  alignas(64) u64 x[5 * max_lanes] = {};
  SpongeLane lane[max_lanes];
  std::size_t next = begin;

  auto take_next = [&](unsigned l) {
    SpongeLane& ln = lane[l];
    if (next == end) {
      ln = SpongeLane{};
      return;
    }
    for (int w = 0; w < 5; ++w) x[w * L + l] = start.x[w];
    ln.p = msgs.data(next);
    ln.left = msgs.size(next);
    ln.out = outs + next * out_len;
    ln.out_left = out_len;
    ln.busy = ln.absorbing = true;
    ln.step = 8;
    ++next;
  };
  for (unsigned l = 0; l < L; ++l) take_next(l);

  for (;;) {
    // Whole words in every busy lane: k steps with no decisions.
    std::size_t run = SIZE_MAX;
    unsigned busy = 0;
    for (unsigned l = 0; l < L; ++l) {
      if (!lane[l].busy) continue;
      ++busy;
      run = std::min(run, lane[l].absorbing ? lane[l].left / 8 : 0);
    }
    if (busy == 0) break;
    if (run > 0 && busy == L && k.sponge_words) {  // every lane busy: the kernel's own loop
      const u8* p[max_lanes];
      for (unsigned l = 0; l < L; ++l) p[l] = lane[l].p;
      k.sponge_words(x, p, run);
      for (unsigned l = 0; l < L; ++l) lane[l].p += 8 * run, lane[l].left -= 8 * run;
      continue;
    }
    if (run > 0) {
      for (std::size_t j = 0; j < run; ++j) {
        for (unsigned l = 0; l < L; ++l) {
          x[l] ^= LE::load(lane[l].p);
          lane[l].p += lane[l].step;
        }
        k.rounds(x, p12_first, 12);
      }
      for (unsigned l = 0; l < L; ++l)
        if (lane[l].busy) lane[l].left -= 8 * run;
      continue;
    }
    // One step with a decision per lane.
    for (unsigned l = 0; l < L; ++l) {
      SpongeLane& ln = lane[l];
      while (ln.busy) {
        if (ln.absorbing) {
          if (ln.left >= 8) {
            x[l] ^= LE::load(ln.p);
            ln.p += 8;
            ln.left -= 8;
          } else {  // the last, padded word
            x[l] ^= LE::load_partial(ln.p, ln.left) ^ (u64{1} << (8 * ln.left));
            ln.absorbing = false;
            ln.step = 0;
            ln.p = zero_word;
          }
          break;
        }
        const std::size_t n = std::min<std::size_t>(8, ln.out_left);
        if (n == 8) LE::store(ln.out, x[l]); else LE::store_partial(ln.out, x[l], n);
        ln.out += n;
        ln.out_left -= n;
        if (ln.out_left > 0) break;  // more output after the next permutation
        take_next(l);                // done: the lane starts the next message
      }
    }
    k.rounds(x, p12_first, 12);
  }
  secure_wipe(x, sizeof x);
}

}  // namespace ascon::batch::detail
