// SPDX-License-Identifier: Apache-2.0 OR MIT
// Ascon-AEAD128 lanes. Each lane walks one message through associated data
// and data, one Ascon-p[8] per block; a lane that finishes takes the next
// message at once. The two Ascon-p[12] of each message (initialization and
// finalization) do not run in the lanes: new messages are initialized L at a
// time in a pool of their own, and finished ones wait in a second pool until
// L of them can be finalized together. So every permutation of the lanes is
// Ascon-p[8] and mixed lengths cost no extra rounds (before, each lane's init
// or final made all L lanes run 12 rounds for that step). While
// every lane is in the middle of its data, the kernel's own loop runs whole
// 16-byte blocks; a lane's last block and the switch to the next message
// need no permutation, so without associated data that loop is left only to
// do them. Lanes take the longest messages first (engine.hpp); a batch of
// few messages, and the last few lanes of any batch, finish alone on the
// single-message permutation (AeadSteps::finish_alone).
#include <ascon/ct.hpp>
#include <ascon/detail/aead_blocks.hpp>
#include <ascon/detail/bytes.hpp>
#include <ascon/detail/dispatch.hpp>
#include <ascon/detail/params.hpp>
#include <ascon/permutation.hpp>
#include <ascon/sponge.hpp>

#include "engine.hpp"

namespace ascon::batch::detail {

namespace {
using LE = ascon::detail::LittleEndian;
using P = ascon::detail::Aead128Params;
using ascon::detail::aead_block;
using ascon::detail::aead_data;
using ascon::detail::aead_last_block;
using ascon::detail::Direction;
constexpr u64 domain_bit = LE::domain_bit;
static_assert(P::rate == 16 && P::a == 12 && P::b == 8);

enum class Phase : std::uint8_t { idle, ad, ad_end, data };

// The rate words of one state: a lane's (x[l], x[L + l]) or a lone state's.
struct Rate {
  u64& r0;
  u64& r1;
  u64& operator[](std::size_t i) const noexcept { return i ? r1 : r0; }
};

struct AeadLane {
  const AeadMessage* m = nullptr;
  std::size_t index = 0;
  u64 k0 = 0, k1 = 0;
  const u8* ad = nullptr;
  std::size_t ad_left = 0;
  const u8* in = nullptr;
  u8* out = nullptr;
  std::size_t left = 0;
  std::uint8_t tag[16] = {};  // the received tag (decryption), copied at the start
  Phase phase = Phase::idle;
};

// What one message needs apart from the permutation, shared by the lanes and
// by a message run alone (a batch of few, or its last few: solo_lanes in
// engine.hpp), which runs on the single-message permutation, dispatched like
// libascon's entry points.
class AeadSteps {
 public:
  AeadSteps(bool decrypt, int* status) noexcept : dec_(decrypt), status_(status) {}

  // msgs[index] from its initialization to its tag, alone.
  void run_alone(const AeadMessage& m, std::size_t index) noexcept {
    AeadLane ln;
    start(ln, m, index);
    State s{{P::iv, ln.k0, ln.k1, LE::load(m.nonce), LE::load(m.nonce + 8)}};
    ascon::detail::run_dispatched([&] { ascon::permute<P::a>(s); });
    s.x[3] ^= ln.k0;
    s.x[4] ^= ln.k1;
    finish_alone(ln, s);
    secure_wipe(&ln, sizeof ln);
  }

 protected:
  // The lane of message msgs[index]: where its input is, and its key words.
  void start(AeadLane& ln, const AeadMessage& m, std::size_t index) const noexcept {
    ln.m = &m;
    ln.index = index;
    ln.k0 = LE::load(m.key);
    ln.k1 = LE::load(m.key + 8);
    ln.ad = m.ad;
    ln.ad_left = m.ad_len;
    ln.in = m.in;
    ln.out = m.out;
    ln.left = m.len;
    if (dec_) std::memcpy(ln.tag, m.tag, 16);
    ln.phase = ln.ad_left ? Phase::ad : Phase::ad_end;
  }

  // Lane ln's message (state s, after its initialization, at a block boundary)
  // to its end, alone.
  void finish_alone(AeadLane& ln, State& s) noexcept {
    ascon::detail::run_dispatched([&] {
      if (ln.phase == Phase::ad) {  // the rest of the associated data, padded
        ascon::detail::absorb_padded<P>(s, ln.ad, ln.ad_left);
        ascon::permute<P::b>(s);
        ln.phase = Phase::ad_end;
      }
      if (ln.phase == Phase::ad_end) s.x[4] ^= domain_bit;
      // The single-message one-shot's data phase (detail/aead_blocks.hpp).
      if (dec_)
        aead_data<P, Direction::decrypt>(s, ln.in, ln.out, ln.left);
      else
        aead_data<P, Direction::encrypt>(s, ln.in, ln.out, ln.left);
      s.x[2] ^= ln.k0;
      s.x[3] ^= ln.k1;
      ascon::permute<P::a>(s);
    });
    finish(ln, s.x[3], s.x[4]);
    secure_wipe(&s, sizeof s);
    ln.phase = Phase::idle;
  }

  // One whole 16-byte data block: C = P ^ S (encrypt) or P = C ^ S (decrypt); S = C.
  void block(Rate r, const u8* in, u8* out) const noexcept {
    if (dec_)
      aead_block<P, Direction::decrypt>(r, in, out);
    else
      aead_block<P, Direction::encrypt>(r, in, out);
  }
  // The last data block, 0..15 bytes, then the padding.
  void last_block(Rate r, const u8* in, u8* out, std::size_t n) const noexcept {
    if (dec_)
      aead_last_block<P, Direction::decrypt>(r, in, out, n);
    else
      aead_last_block<P, Direction::encrypt>(r, in, out, n);
  }
  static void absorb_partial(Rate r, const u8* p, std::size_t n) noexcept {
    for (std::size_t i = 0; i < 2 && n > 8 * i; ++i)
      r[i] ^= LE::load_partial(p + 8 * i, std::min<std::size_t>(8, n - 8 * i));
    r[n / 8] ^= u64{1} << (8 * (n % 8));
  }

  // Tag = S3 || S4 ^ K (s3, s4: the state after the final Ascon-p[12]):
  // written (encrypt) or compared in constant time (decrypt; a mismatch
  // zeroes that message's output and nothing else).
  void finish(const AeadLane& ln, u64 s3, u64 s4) noexcept {
    std::uint8_t mine[16];
    LE::store(mine, s3 ^ ln.k0);
    LE::store(mine + 8, s4 ^ ln.k1);
    if (!dec_) {
      std::memcpy(ln.m->tag, mine, 16);
    } else {
      // Whether the tag matched is public (the caller gets it as status[i]).
      const bool ok =
          ascon::detail::declassify(ct_equal(std::span<const u8>(mine, 16), std::span<const u8>(ln.tag, 16)));
      if (!ok) secure_wipe(ln.m->out, ln.m->len);
      status_[ln.index] = ok ? 0 : -1;
    }
    secure_wipe(mine, sizeof mine);
  }

  const bool dec_;
  int* const status_;
};

class AeadEngine : AeadSteps {
 public:
  AeadEngine(const Kernel& k, bool decrypt, const AeadMessage* msgs, std::size_t begin, std::size_t end,
             int* status) noexcept
      : AeadSteps(decrypt, status), k_(k), L_(k.lanes), msgs_(msgs), end_(end), order_(begin, end, Cost{msgs}) {}
  ~AeadEngine() {
    secure_wipe(x_, sizeof x_);
    secure_wipe(lane_, sizeof lane_);
    secure_wipe(init_x_, sizeof init_x_);
    secure_wipe(init_lane_, sizeof init_lane_);
    secure_wipe(fin_x_, sizeof fin_x_);
    secure_wipe(fin_lane_, sizeof fin_lane_);
  }

  void run() noexcept {
    for (unsigned l = 0; l < L_; ++l) {
      take_next(l);
      settle(l);
    }
    for (;;) {
      if (few_left()) {  // the batch's last few messages: alone (engine.hpp's solo_lanes)
        for (unsigned l = 0; l < L_; ++l)
          if (lane_[l].phase != Phase::idle) finish_alone(l);
        busy_ = 0;
        break;
      }
      if (!bulk_data()) {
        // Some lane is in its associated data: one block in every lane.
        bool any = false;
        for (unsigned l = 0; l < L_; ++l) any |= step(l);
        if (!any) break;
        k_.rounds(x_, p8_first, 8);
      }
      for (unsigned l = 0; l < L_; ++l) settle(l);
    }
    finalize_waiting();
  }

 private:
  u64& w(int word, unsigned l) noexcept { return x_[word * L_ + l]; }
  Rate rate(unsigned l) noexcept { return {w(0, l), w(1, l)}; }

  void finish_alone(unsigned l) noexcept {
    State s;
    for (int word = 0; word < 5; ++word) s.x[word] = w(word, l);
    AeadSteps::finish_alone(lane_[l], s);
  }

  // No message left to take, and at most solo_lanes(k_) lanes busy.
  bool few_left() const noexcept { return busy_ <= solo_ && busy_ > 0 && order_.done() && init_next_ == init_count_; }

  // Lane l takes the next initialized message (initializing the next L when
  // none is ready), or goes idle when the batch has none left.
  void take_next(unsigned l) noexcept {
    if (init_next_ == init_count_) initialize_next();
    const bool was_busy = lane_[l].phase != Phase::idle;
    if (init_count_ == 0) {
      lane_[l].phase = Phase::idle;
      busy_ -= was_busy;
      return;
    }
    busy_ += !was_busy;
    const unsigned i = init_next_++;
    for (int word = 0; word < 5; ++word) w(word, l) = init_x_[word * L_ + i];
    lane_[l] = init_lane_[i];
  }

  // Initialization of up to L messages at once: S = IV || K || N,
  // Ascon-p[12], S ^= 0 || K.
  void initialize_next() noexcept {
    init_next_ = init_count_ = 0;
    for (unsigned i = 0; i < L_; ++i, ++init_count_) {
      const std::size_t next = order_.next();
      if (next == end_) break;
      const AeadMessage& m = msgs_[next];
      AeadLane& ln = init_lane_[i];
      start(ln, m, next);
      init_x_[0 * L_ + i] = P::iv;
      init_x_[1 * L_ + i] = ln.k0;
      init_x_[2 * L_ + i] = ln.k1;
      init_x_[3 * L_ + i] = LE::load(m.nonce);
      init_x_[4 * L_ + i] = LE::load(m.nonce + 8);
    }
    if (init_count_ == 0) return;
    k_.rounds(init_x_, p12_first, 12);
    for (unsigned i = 0; i < init_count_; ++i) {
      init_x_[3 * L_ + i] ^= init_lane_[i].k0;
      init_x_[4 * L_ + i] ^= init_lane_[i].k1;
    }
  }

  // Lane l's message has absorbed all its data and the key: it waits for its
  // Ascon-p[12], which runs once L messages wait.
  void wait_for_final(unsigned l) noexcept {
    const unsigned i = fin_count_++;
    for (int word = 0; word < 5; ++word) fin_x_[word * L_ + i] = w(word, l);
    fin_lane_[i] = lane_[l];
    if (fin_count_ == L_) finalize_waiting();
  }
  void finalize_waiting() noexcept {
    if (fin_count_ == 0) return;
    k_.rounds(fin_x_, p12_first, 12);
    for (unsigned i = 0; i < fin_count_; ++i) finish(fin_lane_[i], fin_x_[3 * L_ + i], fin_x_[4 * L_ + i]);
    fin_count_ = 0;
  }

  // Does lane l's work that needs no permutation (domain bit, last data
  // block, handing the message to the final pool, taking the next one) until
  // its next step is a block of associated data, a whole data block, or none
  // (idle).
  void settle(unsigned l) noexcept {
    AeadLane& ln = lane_[l];
    for (;;) {
      switch (ln.phase) {
        case Phase::idle:
        case Phase::ad:
          return;
        case Phase::ad_end:
          w(4, l) ^= domain_bit;
          ln.phase = Phase::data;
          break;
        case Phase::data:
          if (ln.left >= 16) return;
          last_block(rate(l), ln.in, ln.out, ln.left);
          w(2, l) ^= ln.k0;
          w(3, l) ^= ln.k1;
          wait_for_final(l);
          take_next(l);
          break;
      }
    }
  }

  // Absorbs settled lane l's next block (before an Ascon-p[8]); false when
  // the lane is idle.
  bool step(unsigned l) noexcept {
    AeadLane& ln = lane_[l];
    if (ln.phase == Phase::idle) return false;
    if (ln.phase == Phase::data) {
      block(rate(l), ln.in, ln.out);
      ln.in += 16, ln.out += 16, ln.left -= 16;
    } else if (ln.ad_left >= 16) {
      w(0, l) ^= LE::load(ln.ad);
      w(1, l) ^= LE::load(ln.ad + 8);
      ln.ad += 16, ln.ad_left -= 16;
    } else {  // last block of associated data, padded
      absorb_partial(rate(l), ln.ad, ln.ad_left);
      ln.phase = Phase::ad_end;
    }
    return true;
  }

  // When every busy lane is settled in its data (so has a whole block left):
  // runs whole blocks without per-lane decisions until the first lane runs
  // short, and returns true. False when some lane is in its associated data
  // or none is busy.
  bool bulk_data() noexcept {
    std::size_t run = SIZE_MAX;
    unsigned busy[max_lanes], n = 0;
    for (unsigned l = 0; l < L_; ++l) {
      const AeadLane& ln = lane_[l];
      if (ln.phase == Phase::idle) continue;
      if (ln.phase != Phase::data) return false;
      busy[n++] = l;
      run = std::min(run, ln.left / 16);
    }
    if (n == 0) return false;
    if (n == L_) {  // every lane busy: the kernel's own loop
      const u8* in[max_lanes];
      u8* out[max_lanes];
      for (unsigned l = 0; l < L_; ++l) in[l] = lane_[l].in, out[l] = lane_[l].out;
      k_.aead_blocks(x_, in, out, run, dec_);
      for (unsigned l = 0; l < L_; ++l) lane_[l].in += 16 * run, lane_[l].out += 16 * run, lane_[l].left -= 16 * run;
      return true;
    }
    for (std::size_t j = 0; j < run; ++j) {
      for (unsigned i = 0; i < n; ++i) {
        AeadLane& ln = lane_[busy[i]];
        block(rate(busy[i]), ln.in, ln.out);
        ln.in += 16, ln.out += 16;
      }
      k_.rounds(x_, p8_first, 8);
    }
    for (unsigned i = 0; i < n; ++i) lane_[busy[i]].left -= 16 * run;
    return true;
  }

  const Kernel& k_;
  const unsigned L_;
  const AeadMessage* msgs_;
  std::size_t end_;
  // A message's work in blocks (associated data and data), for the order.
  struct Cost {
    const AeadMessage* m;
    std::size_t operator()(std::size_t i) const noexcept { return m[i].ad_len / 16 + m[i].len / 16; }
  };
  LongestFirst<Cost> order_;
  alignas(64) u64 x_[5 * max_lanes] = {};
  AeadLane lane_[max_lanes];
  // Messages initialized and not yet taken by a lane: [init_next_, init_count_).
  alignas(64) u64 init_x_[5 * max_lanes] = {};
  AeadLane init_lane_[max_lanes];
  unsigned init_next_ = 0, init_count_ = 0;
  // Messages waiting for their final Ascon-p[12]: [0, fin_count_).
  alignas(64) u64 fin_x_[5 * max_lanes] = {};
  AeadLane fin_lane_[max_lanes];
  unsigned fin_count_ = 0;
  // Lanes not idle, and how few of them run alone (solo_lanes).
  unsigned busy_ = 0;
  const unsigned solo_ = solo_lanes(k_);
};
}  // namespace

void aead_many(const Kernel& k, bool decrypt, const AeadMessage* msgs, std::size_t begin, std::size_t end,
               int* status) noexcept {
  if (end - begin <= solo_lanes(k)) {  // too few to fill the lanes: each alone
    AeadSteps steps(decrypt, status);
    for (std::size_t i = begin; i < end; ++i) steps.run_alone(msgs[i], i);
    return;
  }
  AeadEngine(k, decrypt, msgs, begin, end, status).run();
}

}  // namespace ascon::batch::detail
