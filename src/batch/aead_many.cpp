// Ascon-AEAD128 lanes. Each lane walks one message through the phases of
// SP 800-232 (init, associated data, data, finalization), asking for
// Ascon-p[12] or Ascon-p[8] before each permutation; a lane that finishes
// takes the next message. When some lanes need 12 rounds and others 8, the
// first 4 rounds run alone and the 8-round lanes are put back as they were
// (Ascon-p[12] is 4 rounds, then exactly Ascon-p[8]). While every busy lane
// is in the middle of its data, a tight loop runs whole 16-byte blocks.
#include <ascon/ct.hpp>
#include <ascon/detail/bytes.hpp>
#include <ascon/detail/params.hpp>

#include "engine.hpp"

namespace ascon::batch::detail {

namespace {
using LE = ascon::detail::LittleEndian;
using P = ascon::detail::Aead128Params;
constexpr u64 domain_bit = LE::domain_bit;
static_assert(P::rate == 16 && P::a == 12 && P::b == 8);

enum class Phase : std::uint8_t { idle, start, after_init, ad, ad_end, data, after_final };

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

class AeadEngine {
 public:
  AeadEngine(const Kernel& k, bool decrypt, const AeadMessage* msgs, std::size_t begin, std::size_t end,
             int* status) noexcept
      : k_(k), L_(k.lanes), dec_(decrypt), msgs_(msgs), next_(begin), end_(end), status_(status) {}
  ~AeadEngine() {
    secure_wipe(x_, sizeof x_);
    secure_wipe(lane_, sizeof lane_);
  }

  void run() noexcept {
    int need[max_lanes];
    for (unsigned l = 0; l < L_; ++l) {
      take_next(l);
      need[l] = prepare(l);
    }
    for (;;) {
      bool any12 = false, any8 = false;
      for (unsigned l = 0; l < L_; ++l) any12 |= need[l] == 12, any8 |= need[l] == 8;
      if (!any12 && !any8) break;
      permute(need, any12, any8);
      bulk_data();
      for (unsigned l = 0; l < L_; ++l) need[l] = prepare(l);
    }
  }

 private:
  u64& w(int word, unsigned l) noexcept { return x_[word * L_ + l]; }

  void take_next(unsigned l) noexcept {
    AeadLane& ln = lane_[l];
    if (next_ == end_) {
      ln.phase = Phase::idle;
      return;
    }
    const AeadMessage& m = msgs_[next_];
    ln.m = &m;
    ln.index = next_++;
    ln.k0 = LE::load(m.key);
    ln.k1 = LE::load(m.key + 8);
    ln.ad = m.ad;
    ln.ad_left = m.ad_len;
    ln.in = m.in;
    ln.out = m.out;
    ln.left = m.len;
    if (dec_) std::memcpy(ln.tag, m.tag, 16);
    ln.phase = Phase::start;
  }

  // Runs lane l up to its next permutation; returns its rounds (12 or 8), or
  // 0 when the batch has no message left for it.
  int prepare(unsigned l) noexcept {
    AeadLane& ln = lane_[l];
    for (;;) {
      switch (ln.phase) {
        case Phase::idle: return 0;
        case Phase::start:
          w(0, l) = P::iv;
          w(1, l) = ln.k0;
          w(2, l) = ln.k1;
          w(3, l) = LE::load(ln.m->nonce);
          w(4, l) = LE::load(ln.m->nonce + 8);
          ln.phase = Phase::after_init;
          return 12;
        case Phase::after_init:
          w(3, l) ^= ln.k0;
          w(4, l) ^= ln.k1;
          ln.phase = ln.ad_left ? Phase::ad : Phase::ad_end;
          break;
        case Phase::ad:
          if (ln.ad_left >= 16) {
            w(0, l) ^= LE::load(ln.ad);
            w(1, l) ^= LE::load(ln.ad + 8);
            ln.ad += 16, ln.ad_left -= 16;
          } else {  // last block, padded
            absorb_partial(l, ln.ad, ln.ad_left);
            ln.phase = Phase::ad_end;
          }
          return 8;
        case Phase::ad_end:
          w(4, l) ^= domain_bit;
          ln.phase = Phase::data;
          break;
        case Phase::data:
          if (ln.left >= 16) {
            block(l, ln.in, ln.out);
            ln.in += 16, ln.out += 16, ln.left -= 16;
            return 8;
          }
          last_block(l, ln.in, ln.out, ln.left);
          w(2, l) ^= ln.k0;
          w(3, l) ^= ln.k1;
          ln.phase = Phase::after_final;
          return 12;
        case Phase::after_final:
          finish(l);
          take_next(l);
          break;
      }
    }
  }

  // One whole 16-byte data block: C = P ^ S (encrypt) or P = C ^ S (decrypt); S = C.
  void block(unsigned l, const u8* in, u8* out) noexcept {
    for (int i = 0; i < 2; ++i) {
      const u64 v = LE::load(in + 8 * i);
      if (dec_) {
        LE::store(out + 8 * i, w(i, l) ^ v);
        w(i, l) = v;
      } else {
        w(i, l) ^= v;
        LE::store(out + 8 * i, w(i, l));
      }
    }
  }
  // The last data block, 0..15 bytes, then the padding bit.
  void last_block(unsigned l, const u8* in, u8* out, std::size_t n) noexcept {
    for (int i = 0; i < 2 && n > 8 * static_cast<std::size_t>(i); ++i) {
      const std::size_t k = std::min<std::size_t>(8, n - 8 * i);
      const u64 v = LE::load_partial(in + 8 * i, k);
      const u64 o = dec_ ? ((w(i, l) ^ v) & LE::mask(k)) : (w(i, l) ^ v);
      w(i, l) ^= dec_ ? o : v;
      LE::store_partial(out + 8 * i, o, k);
    }
    w(static_cast<int>(n / 8), l) ^= u64{1} << (8 * (n % 8));
  }
  void absorb_partial(unsigned l, const u8* p, std::size_t n) noexcept {
    for (int i = 0; i < 2 && n > 8 * static_cast<std::size_t>(i); ++i)
      w(i, l) ^= LE::load_partial(p + 8 * i, std::min<std::size_t>(8, n - 8 * i));
    w(static_cast<int>(n / 8), l) ^= u64{1} << (8 * (n % 8));
  }

  // Tag = S3 || S4 ^ K: written (encrypt) or compared in constant time
  // (decrypt; a mismatch zeroes that message's output and nothing else).
  void finish(unsigned l) noexcept {
    AeadLane& ln = lane_[l];
    std::uint8_t mine[16];
    LE::store(mine, w(3, l) ^ ln.k0);
    LE::store(mine + 8, w(4, l) ^ ln.k1);
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

  void permute(const int* need, bool any12, bool any8) noexcept {
    if (any12 && any8) {
      u64 keep[5 * max_lanes];  // 8-round lanes skip the first 4 rounds
      for (unsigned l = 0; l < L_; ++l)
        if (need[l] == 8)
          for (int i = 0; i < 5; ++i) keep[i * L_ + l] = w(i, l);
      k_.rounds(x_, p12_first, 4);
      for (unsigned l = 0; l < L_; ++l)
        if (need[l] == 8)
          for (int i = 0; i < 5; ++i) w(i, l) = keep[i * L_ + l];
      k_.rounds(x_, p8_first, 8);
      secure_wipe(keep, sizeof keep);
    } else {
      k_.rounds(x_, any12 ? p12_first : p8_first, any12 ? 12 : 8);
    }
  }

  // While every busy lane is in the middle of its data: run whole blocks
  // without per-lane phase decisions.
  void bulk_data() noexcept {
    std::size_t run = SIZE_MAX;
    unsigned busy[max_lanes], n = 0;
    for (unsigned l = 0; l < L_; ++l) {
      const AeadLane& ln = lane_[l];
      if (ln.phase == Phase::idle) continue;
      if (ln.phase != Phase::data) return;
      busy[n++] = l;
      run = std::min(run, ln.left / 16);
    }
    if (n == 0 || run == 0) return;
    for (std::size_t j = 0; j < run; ++j) {
      for (unsigned i = 0; i < n; ++i) {
        AeadLane& ln = lane_[busy[i]];
        block(busy[i], ln.in, ln.out);
        ln.in += 16, ln.out += 16;
      }
      k_.rounds(x_, p8_first, 8);
    }
    for (unsigned i = 0; i < n; ++i) lane_[busy[i]].left -= 16 * run;
  }

  const Kernel& k_;
  const unsigned L_;
  const bool dec_;
  const AeadMessage* msgs_;
  std::size_t next_, end_;
  int* status_;
  alignas(64) u64 x_[5 * max_lanes] = {};
  AeadLane lane_[max_lanes];
};
}  // namespace

void aead_many(const Kernel& k, bool decrypt, const AeadMessage* msgs, std::size_t begin, std::size_t end,
               int* status) noexcept {
  AeadEngine(k, decrypt, msgs, begin, end, status).run();
}

}  // namespace ascon::batch::detail
