// SPDX-License-Identifier: Apache-2.0 OR MIT
// Hash256 / XOF128 / CXOF128 lanes. Each lane absorbs one message, one
// 8-byte word per Ascon-p[12], then its padded last word; a lane that has
// absorbed its last word hands its state to a squeeze pool and takes the next
// message at once, so every lane absorbs a word at every step whatever the
// lengths. The pool squeezes L messages at a time (8 bytes per Ascon-p[12]),
// the rest when the batch ends. While every busy lane is absorbing whole
// words, a tight loop runs without per-lane decisions (the kernel's own loop
// when every lane is busy). Lanes take the longest messages first
// (engine.hpp); a batch of few messages, and the last few lanes of any batch,
// finish alone on the single-message sponge code (finish_alone).
#include <ascon/ct.hpp>
#include <ascon/detail/bytes.hpp>
#include <ascon/detail/dispatch.hpp>
#include <ascon/detail/params.hpp>
#include <ascon/sponge.hpp>

#include "engine.hpp"

namespace ascon::batch::detail {

namespace {
using LE = ascon::detail::LittleEndian;
constexpr u8 zero_word[8] = {};
// The single-message sponge code for a lane finishing alone: every sponge
// here has rate 8 and Ascon-p[12] throughout, as Hash256 has.
using Solo = ascon::detail::Hash256Params;
static_assert(Solo::rate == 8 && Solo::squeeze_rate == 8 && Solo::a == 12 && Solo::b == 12 && !Solo::domain_sep);

struct SpongeLane {
  const u8* p = zero_word;  // next input
  std::size_t left = 0;     // input bytes not yet absorbed
  std::size_t step = 0;     // 8 while busy, else 0 (idle lanes read zero_word)
  u8* out = nullptr;
  bool busy = false;
};

// A message from state s to its end on the single-message sponge code
// (dispatched like libascon's entry points): the rest of its input, padded,
// then out_len bytes. For a batch of few, or a lane of its last few
// (solo_lanes in engine.hpp).
ASCON_NOINLINE void finish_alone(State s, const u8* p, std::size_t left, u8* out, std::size_t out_len) noexcept {
  ascon::detail::run_dispatched([&] {
    ascon::detail::absorb_padded<Solo>(s, p, left);
    ascon::detail::finalize_squeeze<Solo>(s, out, out_len);
  });
  secure_wipe(&s, sizeof s);
}
}  // namespace

void sponge_many(const Kernel& k, const State& start, const MessageList& msgs, std::size_t begin, std::size_t end,
                 u8* outs, std::size_t out_len) noexcept {
  if (end - begin <= solo_lanes(k)) {  // too few to fill the lanes: each alone
    for (std::size_t i = begin; i < end; ++i)
      finish_alone(start, msgs.data(i), msgs.size(i), outs + i * out_len, out_len);
    return;
  }
  const unsigned L = k.lanes;
  alignas(64) u64 x[5 * max_lanes] = {};
  SpongeLane lane[max_lanes];
  LongestFirst order(begin, end, [&msgs](std::size_t i) { return msgs.size(i) / 8; });
  // Messages absorbed and waiting to be squeezed: [0, waiting).
  alignas(64) u64 sq[5 * max_lanes] = {};
  u8* sq_out[max_lanes];
  unsigned waiting = 0;

  auto squeeze_waiting = [&] {
    if (waiting == 0) return;
    for (std::size_t done = 0; done < out_len; done += 8) {
      k.rounds(sq, p12_first, 12);
      const std::size_t n = std::min<std::size_t>(8, out_len - done);
      for (unsigned i = 0; i < waiting; ++i) {
        if (n == 8) LE::store(sq_out[i] + done, sq[i]); else LE::store_partial(sq_out[i] + done, sq[i], n);
      }
    }
    waiting = 0;
  };
  auto take_next = [&](unsigned l) {
    SpongeLane& ln = lane[l];
    const std::size_t next = order.next();
    if (next == end) {
      ln = SpongeLane{};
      return;
    }
    for (int w = 0; w < 5; ++w) x[w * L + l] = start.x[w];
    ln.p = msgs.data(next);
    ln.left = msgs.size(next);
    ln.out = outs + next * out_len;
    ln.busy = true;
    ln.step = 8;
  };
  for (unsigned l = 0; l < L; ++l) take_next(l);
  const unsigned solo = solo_lanes(k);

  for (;;) {
    // Whole words in every busy lane: `run` steps with no decisions.
    std::size_t run = SIZE_MAX;
    unsigned busy = 0;
    for (unsigned l = 0; l < L; ++l) {
      if (!lane[l].busy) continue;
      ++busy;
      run = std::min(run, lane[l].left / 8);
    }
    if (busy == 0) break;
    if (busy <= solo && order.done()) [[unlikely]] {  // the batch's last few: alone (engine.hpp)
      for (unsigned l = 0; l < L; ++l) {
        if (!lane[l].busy) continue;
        State s;
        for (int w = 0; w < 5; ++w) s.x[w] = x[w * L + l];
        finish_alone(s, lane[l].p, lane[l].left, lane[l].out, out_len);
        secure_wipe(&s, sizeof s);
        lane[l] = SpongeLane{};
      }
      break;
    }
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
    // One step with a decision per lane: a whole word, or the padded last
    // word, after which the state goes to the squeeze pool and the lane
    // starts the next message (which may end at once too).
    for (unsigned l = 0; l < L; ++l) {
      SpongeLane& ln = lane[l];
      while (ln.busy) {
        if (ln.left >= 8) {
          x[l] ^= LE::load(ln.p);
          ln.p += 8;
          ln.left -= 8;
          break;
        }
        x[l] ^= LE::load_partial(ln.p, ln.left) ^ (u64{1} << (8 * ln.left));
        for (int w = 0; w < 5; ++w) sq[w * L + waiting] = x[w * L + l];
        sq_out[waiting] = ln.out;
        if (++waiting == L) squeeze_waiting();
        take_next(l);
      }
    }
    k.rounds(x, p12_first, 12);
  }
  squeeze_waiting();
  secure_wipe(x, sizeof x);
  secure_wipe(sq, sizeof sq);
}

}  // namespace ascon::batch::detail
