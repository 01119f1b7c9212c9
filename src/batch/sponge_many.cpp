// SPDX-License-Identifier: Apache-2.0 OR MIT
// Sponge lanes (Hash256, XOF128, CXOF128; Mac, Prf: every batch row, one
// loop per lane shape, engine.hpp). Each lane absorbs one message, one rate-sized block per
// Ascon-p[12], then its padded last block; a lane that has absorbed its last
// block hands its state to a squeeze pool and takes the next message at once,
// so every lane absorbs a block at every step whatever the lengths. The pool
// squeezes L messages at a time (one squeeze block per Ascon-p[12]), the rest
// when the batch ends. While every busy lane is absorbing whole blocks, a
// tight loop runs without per-lane decisions (the kernel's own loop when
// every lane is busy and the rate is one word). Lanes take the longest
// messages first (engine.hpp); a batch of few messages, and the last few
// lanes of any batch, finish alone on the single-message sponge code
// (finish_alone).
#include <ascon/ct.hpp>
#include <ascon/detail/bytes.hpp>
#include <ascon/detail/dispatch.hpp>
#include <ascon/detail/params.hpp>
#include <ascon/sponge.hpp>

#include "engine.hpp"

namespace ascon::batch::detail {

namespace {
using LE = ascon::detail::LittleEndian;
constexpr u8 zero_block[40] = {};  // what idle lanes read: one block of any rate

struct SpongeLane {
  const u8* p = zero_block;  // next input
  std::size_t left = 0;      // input bytes not yet absorbed
  std::size_t step = 0;      // the rate while busy, else 0 (idle lanes read zero_block)
  u8* out = nullptr;
  bool busy = false;
};

// A message from state s to its end on the single-message sponge code
// (dispatched like libascon's entry points): the rest of its input, padded,
// then out_len bytes. For a batch of few, or a lane of its last few
// (solo_lanes in engine.hpp).
template <class Shape>
ASCON_NOINLINE void finish_alone(State s, const u8* p, std::size_t left, u8* out, std::size_t out_len) noexcept {
  ascon::detail::run_dispatched([&] {
    ascon::detail::absorb_padded<Shape>(s, p, left);
    if constexpr (Shape::squeeze_rate == 8) {
      ascon::detail::finalize_squeeze<Shape>(s, out, out_len);
    } else {
      if constexpr (Shape::domain_sep) s.x[4] ^= Shape::Order::domain_bit;
      permute<Shape::a>(s);
      ascon::detail::SqueezeState<Shape> squeeze(s);
      squeeze.squeeze({out, out_len});
    }
  });
  secure_wipe(&s, sizeof s);
}
}  // namespace

template <class Shape>
void sponge_many(const Kernel& k, const State& start, const MessageList& msgs, std::size_t begin, std::size_t end,
                 u8* outs, std::size_t out_len) noexcept {
  // The lanes below are written for these: little-endian words, Ascon-p[12]
  // everywhere (kernel rounds p12_first), the rate inside x0..x3.
  static_assert(std::is_same_v<typename Shape::Order, LE> && Shape::a == 12 && Shape::b == 12);
  static_assert(Shape::rate % 8 == 0 && Shape::rate <= 32 && Shape::squeeze_rate % 8 == 0 && Shape::squeeze_rate <= 32);
  constexpr std::size_t rate = Shape::rate;
  constexpr unsigned R = rate / 8, Q = Shape::squeeze_rate / 8;
  if (end - begin <= solo_lanes(k)) {  // too few to fill the lanes: each alone
    for (std::size_t i = begin; i < end; ++i)
      finish_alone<Shape>(start, msgs.data(i), msgs.size(i), outs + i * out_len, out_len);
    return;
  }
  const unsigned L = k.lanes;
  alignas(64) u64 x[5 * max_lanes] = {};
  SpongeLane lane[max_lanes];
  LongestFirst order(begin, end, [&msgs](std::size_t i) { return msgs.size(i) / rate; });
  // Messages absorbed and waiting to be squeezed: [0, waiting).
  alignas(64) u64 sq[5 * max_lanes] = {};
  u8* sq_out[max_lanes];
  unsigned waiting = 0;

  auto squeeze_waiting = [&] {
    if (waiting == 0) return;
    for (std::size_t done = 0; done < out_len;) {
      k.rounds(sq, p12_first, 12);
      for (unsigned q = 0; q < Q && done < out_len; ++q) {
        const std::size_t n = std::min<std::size_t>(8, out_len - done);
        for (unsigned i = 0; i < waiting; ++i) {
          if (n == 8)
            LE::store(sq_out[i] + done, sq[q * L + i]);
          else
            LE::store_partial(sq_out[i] + done, sq[q * L + i], n);
        }
        done += n;
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
    ln.step = rate;
  };
  for (unsigned l = 0; l < L; ++l) take_next(l);
  const unsigned solo = solo_lanes(k);

  for (;;) {
    // Whole blocks in every busy lane: `run` steps with no decisions.
    std::size_t run = SIZE_MAX;
    unsigned busy = 0;
    for (unsigned l = 0; l < L; ++l) {
      if (!lane[l].busy) continue;
      ++busy;
      run = std::min(run, lane[l].left / rate);
    }
    if (busy == 0) break;
    if (busy <= solo && order.done()) [[unlikely]] {  // the batch's last few: alone (engine.hpp)
      for (unsigned l = 0; l < L; ++l) {
        if (!lane[l].busy) continue;
        State s;
        for (int w = 0; w < 5; ++w) s.x[w] = x[w * L + l];
        finish_alone<Shape>(s, lane[l].p, lane[l].left, lane[l].out, out_len);
        secure_wipe(&s, sizeof s);
        lane[l] = SpongeLane{};
      }
      break;
    }
    if (R == 1 && run > 0 && busy == L && k.sponge_words) {  // every lane busy: the kernel's own loop
      const u8* p[max_lanes];
      for (unsigned l = 0; l < L; ++l) p[l] = lane[l].p;
      k.sponge_words(x, p, run);
      for (unsigned l = 0; l < L; ++l) lane[l].p += 8 * run, lane[l].left -= 8 * run;
      continue;
    }
    if (run > 0) {
      for (std::size_t j = 0; j < run; ++j) {
        for (unsigned l = 0; l < L; ++l) {
          for (unsigned w = 0; w < R; ++w) x[w * L + l] ^= LE::load(lane[l].p + 8 * w);
          lane[l].p += lane[l].step;
        }
        k.rounds(x, p12_first, 12);
      }
      for (unsigned l = 0; l < L; ++l)
        if (lane[l].busy) lane[l].left -= rate * run;
      continue;
    }
    // One step with a decision per lane: a whole block, or the padded last
    // block (and the domain bit), after which the state goes to the squeeze
    // pool and the lane starts the next message (which may end at once too).
    for (unsigned l = 0; l < L; ++l) {
      SpongeLane& ln = lane[l];
      while (ln.busy) {
        if (ln.left >= rate) {
          for (unsigned w = 0; w < R; ++w) x[w * L + l] ^= LE::load(ln.p + 8 * w);
          ln.p += rate;
          ln.left -= rate;
          break;
        }
        const std::size_t whole = ln.left / 8, rest = ln.left % 8;
        for (std::size_t w = 0; w < whole; ++w) x[w * L + l] ^= LE::load(ln.p + 8 * w);
        x[whole * L + l] ^= LE::load_partial(ln.p + 8 * whole, rest) ^ (u64{1} << (8 * rest));
        if constexpr (Shape::domain_sep) x[4 * L + l] ^= LE::domain_bit;
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

// One instantiation per lane shape of engine.hpp's has_lanes.
template void sponge_many<lane_shape<ascon::detail::Hash256Params>>(const Kernel&, const State&, const MessageList&,
                                                                    std::size_t, std::size_t, u8*,
                                                                    std::size_t) noexcept;
template void sponge_many<lane_shape<ascon::detail::MacParams>>(const Kernel&, const State&, const MessageList&,
                                                                std::size_t, std::size_t, u8*, std::size_t) noexcept;

}  // namespace ascon::batch::detail
