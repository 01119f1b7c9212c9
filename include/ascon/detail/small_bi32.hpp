// SPDX-License-Identifier: Apache-2.0 OR MIT
// The size configuration's bodies with the state bit-interleaved
// (ASCON_SMALL=1 with ASCON_SMALL_BI32=1): the same interface and duties as
// detail/small.hpp (one out-of-line sponge and one AEAD body, the parameter
// set as data), but every state word is held as its even and odd bits
// (detail/bi32.hpp; packed, even bits low) from the IV to the tag, so the
// permutation runs on the halves without converting (on ARMv7-M every 64-bit
// rotation is one rotated operand: the round loop below). Data meets the
// state one 8-byte lane at a time: the lane is converted to its plain word,
// its bytes are worked on as small.hpp does, and the word is converted back;
// a lane only absorbed (hash, associated data) takes the input converted
// instead (S ^= I(x), no conversion out). The key words are converted once a
// call. Sponge.hpp includes this file in place of small.hpp.
#pragma once

#include <bit>
#include <cstddef>
#include <cstdint>

#include "../ct.hpp"
#include "../permutation.hpp"
#include "bi32.hpp"
#include "bytes.hpp"
#include "config.hpp"
#include "small_common.hpp"
#include "small_bi32_round.hpp"

#if !ASCON_SMALL || !ASCON_SMALL_BI32
#error "detail/small_bi32.hpp is the ASCON_SMALL=1 ASCON_SMALL_BI32=1 configuration's"
#endif

namespace ascon::detail::small {

static_assert(std::endian::native == std::endian::little,
              "the interleaved size configuration reads lanes as little-endian words");

// A word to its interleaved form and back (packed: even bits low), out of
// line: the one copy of each conversion in the image.
// ASCON_SMALL_BI32_ROLLED=1: one routine, the five swaps of Bi32Word::from
// as a loop run forwards or backwards (the masks computed: all ones /
// (2^s + 1)), less flash for more instructions a conversion.
#ifndef ASCON_SMALL_BI32_ROLLED
#define ASCON_SMALL_BI32_ROLLED 0
#endif
#if ASCON_SMALL_BI32_ROLLED
ASCON_NOINLINE inline std::uint64_t convert_bi32(std::uint64_t x, unsigned back) noexcept {
  std::uint32_t lo = static_cast<std::uint32_t>(x), hi = static_cast<std::uint32_t>(x >> 32);
  for (unsigned i = 0; i < 5; ++i) {
    const unsigned s = back ? 1u << i : 16u >> i;
    cross_swap(lo, hi, 0xffffffffu / ((1u << s) + 1u), s);
  }
  return std::uint64_t{lo} | std::uint64_t{hi} << 32;
}
ASCON_ALWAYS_INLINE std::uint64_t to_bi32(std::uint64_t x) noexcept { return convert_bi32(x, 0); }
ASCON_ALWAYS_INLINE std::uint64_t from_bi32(std::uint64_t x) noexcept { return convert_bi32(x, 1); }
#else
ASCON_NOINLINE inline std::uint64_t to_bi32(std::uint64_t x) noexcept { return Bi32Word::from(x).pack(); }
ASCON_NOINLINE inline std::uint64_t from_bi32(std::uint64_t x) noexcept { return Bi32Word::unpack(x).to64(); }
#endif

// A parameter set as data, as small.hpp's; iv is S0 interleaved. 8-byte
// aligned (also on i386, where a 64-bit member is 4): Ctx keeps run()'s
// operation in the address's low three bits.
struct alignas(8) Mode {
  std::uint64_t iv;
  std::uint64_t pad_lane;     // the padding byte at the start of a lane, interleaved
  std::uint64_t domain_lane;  // the domain bit (state byte 39) in S4, interleaved
  std::uint8_t rate;
  std::uint8_t first_a;
  std::uint8_t first_b;
  std::uint8_t pad;
  std::uint8_t flip;  // state byte j is byte j ^ flip of its plain lane
  bool custom;
  bool key_mask;  // AEAD: the key's 16 bytes are followed by the nonce mask's (AeadKey's words)
};

// On by default here: the first Ascon-p[12] of a hash is a sixth of a
// 0-byte Hash256's instructions (measured on the Cortex-M4 against 40 bytes
// of flash: docs/measurements.md).
#ifndef ASCON_SMALL_STORED_IV
#define ASCON_SMALL_STORED_IV 1
#endif

struct SpongeMode {
  Mode m;
#if ASCON_SMALL_STORED_IV
  std::uint64_t start[5];  // the state after IV and Ascon-p[a], interleaved
#endif
};

struct Start {
  std::uint64_t x[5];
};
// The state after IV || 0^256 and Ascon-p[rounds from `first` on],
// interleaved: computed on plain words (constant evaluation runs
// permute_words's C++ round), then converted.
constexpr Start start_after(std::uint64_t iv, int first) noexcept {
  Start s{{iv, 0, 0, 0, 0}};
  permute_words(s.x, first);
  for (auto& w : s.x) w = Bi32Word::from(w).pack();
  return s;
}
template <class P>
inline constexpr Start start_of = start_after(P::iv, 16 - P::a);

// A byte value at state byte j of its lane (j < 8), as the interleaved word.
constexpr std::uint64_t lane_byte(std::uint8_t v, unsigned j, unsigned flip) noexcept {
  return Bi32Word::from(std::uint64_t{v} << (8 * (j ^ flip))).pack();
}
template <class P>
inline constexpr std::uint8_t domain_of = static_cast<std::uint8_t>(P::Order::byte_at(1, 0) == 1 ? 0x80 : 0x01);

template <class P, bool Custom = false>
inline constexpr SpongeMode sponge_mode = {
    {Bi32Word::from(P::iv).pack(), lane_byte(P::Order::pad_byte(), 0, flip_of<typename P::Order>), 0, P::rate,
     16 - P::a, 16 - P::b, P::Order::pad_byte(), flip_of<typename P::Order>, Custom, false},
#if ASCON_SMALL_STORED_IV
    {start_of<P>.x[0], start_of<P>.x[1], start_of<P>.x[2], start_of<P>.x[3], start_of<P>.x[4]},
#endif
};

// KeyMask: aead()'s key is AeadKey's four words (K0, K1, the nonce mask or
// zeros); else 16 key bytes alone (bare_key_mode: the C functions' plain
// key, read where the caller keeps it).
template <class P, bool KeyMask = true>
inline constexpr Mode aead_mode = {Bi32Word::from(P::iv).pack(),
                                   lane_byte(P::Order::pad_byte(), 0, flip_of<typename P::Order>),
                                   lane_byte(domain_of<P>, 7, flip_of<typename P::Order>),
                                   P::rate,
                                   16 - P::a,
                                   16 - P::b,
                                   P::Order::pad_byte(),
                                   flip_of<typename P::Order>,
                                   false,
                                   KeyMask};
template <class P>
inline constexpr const Mode& bare_key_mode = aead_mode<P, false>;

ASCON_ALWAYS_INLINE void wipe(void* p, std::size_t n) noexcept { secure_wipe(p, n); }

// Plain memory helpers the key objects and the C functions use (the same
// contracts as small.hpp's): n bytes XORed into the bytes at `to` from byte
// pos on, byte j at j ^ flip.
ASCON_NOINLINE inline void xor_in(void* to, std::size_t pos, const void* from, std::size_t n, unsigned flip) noexcept {
  std::uint8_t* const b = static_cast<std::uint8_t*>(to);
  const std::uint8_t* p = static_cast<const std::uint8_t*>(from);
  while (n--) b[pos++ ^ flip] ^= *p++;
}

// A duplex in progress: the state interleaved, the received tag (plain
// bytes), the key words K0, K1 interleaved, and the Mode's address with
// run()'s operation (Op) in its low bits, the start derived from the
// operation (the tag's byte 24 with discard, else 0): run() takes four
// register arguments (a fifth was an outgoing stack slot in aead()'s frame,
// docs/measurements.md, h-m4bj), and no word for the start and operation
// (docs/measurements.md, h-m4u, h-m4s).
struct Ctx {
  std::uint64_t x[5];
  std::uint64_t received[2];
  const std::uint8_t* key;  // aead()'s key (AeadKey's words or the caller's bytes), plain
  std::uintptr_t m_op;      // the Mode's address | Op (a Mode is 8-byte aligned)
};
static_assert(alignof(Mode) >= 8, "Ctx::m_op keeps an Op in a Mode address's low three bits");
static_assert(sizeof(Ctx) % sizeof(std::uint64_t) == 0, "wipe(Ctx&) stores whole words");
ASCON_ALWAYS_INLINE void wipe(Ctx& c) noexcept {
  wipe_words(reinterpret_cast<std::uint64_t*>(&c), sizeof c / sizeof(std::uint64_t));
}

enum Op : unsigned {
  pad_after = 1,
  take_input = 2,
  discard = 4,  // the state is not read again (the tag): lanes not written back
};

// Lanes at a time as 64-bit loads and stores where the core takes them at
// any address (Armv7-M, x86, AArch64); else byte by byte within the lane.
#ifndef ASCON_SMALL_BI32_LANE_WORDS
#define ASCON_SMALL_BI32_LANE_WORDS 1
#endif
#if defined(__ARM_FEATURE_UNALIGNED) || defined(__aarch64__) || defined(__x86_64__) || defined(__i386__)
inline constexpr bool lane_words = true;
#else
inline constexpr bool lane_words = false;
#endif

// The C functions' key: whole words where the core loads them at any
// address (src/capi/aead_small.hpp), else bytes.
ASCON_ALWAYS_INLINE bool words_at(std::uintptr_t) noexcept { return lane_words; }
template <class T>
ASCON_ALWAYS_INLINE T* word_ptr(T* p) noexcept {
  return p;
}

// small.hpp's duplex loop on the interleaved state: n bytes through the
// rate (Ascon-p[b] before a block when the previous one is full), then the
// padding; absorbing, encrypting, decrypting and squeezing share it. A lane
// with output (or taking the input) is converted out, worked on, and back;
// a lane only absorbed is built as plain bytes from zero and XORed in
// converted (S ^= I(x)); padding that starts a lane is the mode's stored
// interleaved word; a lane only squeezed (no input) is not written back.
// Where a block is full and more is to come it returns the bytes left (the
// caller, run(), permutes and calls again from byte 0: Ascon-p's frame is
// not under this one's, 48 bytes of stack on a Cortex-M4), else run_done.
inline constexpr std::size_t run_done = SIZE_MAX;
ASCON_NOINLINE inline std::size_t run_lanes(Ctx& c, const std::uint8_t* in, std::uint8_t* out, std::size_t n) noexcept {
  // The Mode and the operation read from c where used (a volatile read, so
  // that neither is kept in a register across the conversions' calls: the
  // frame 48 -> 40 bytes on a Cortex-M4, h-m4s).
  volatile std::uintptr_t& m_op = c.m_op;
  const auto m = [&m_op] { return reinterpret_cast<const Mode*>(m_op & ~std::uintptr_t{7}); };
  const auto op = [&m_op] { return static_cast<unsigned>(m_op & 7u); };
  std::size_t pos = (op() & discard) ? 24u : 0u;  // the tag's lanes, else the rate from byte 0
  while (n != 0 || (op() & pad_after)) {
    if (pos == m()->rate) return n;
    std::uint64_t& w = c.x[pos / 8];
    if (n == 0 && pos % 8 == 0) {  // padding alone in a lane
      w ^= m()->pad_lane;
      return run_done;
    }
    std::uint64_t plain = out ? from_bi32(w) : 0;  // absorbing only: built from zero, XORed in
    if (ASCON_SMALL_BI32_LANE_WORDS && lane_words && m()->flip == 0 && pos % 8 == 0 && n >= 8) {
      std::uint64_t x = 0;
      if (in) {
        __builtin_memcpy(&x, in, 8);
        in += 8;
      }
      const std::uint64_t t = plain ^ x;
      if (out) {
        __builtin_memcpy(out, &t, 8);
        out += 8;
      }
      plain = (op() & take_input) ? x : t;
      pos += 8;
      n -= 8;
    } else {
      std::uint8_t* const b = reinterpret_cast<std::uint8_t*>(&plain);
      do {
        std::uint8_t& s = b[(pos++ % 8) ^ m()->flip];
        if (n == 0) {  // the padding after the data
          s ^= m()->pad;
          m_op = m_op & ~std::uintptr_t{7};  // done once the lane is back
          break;
        }
        const std::uint8_t x = in ? *in++ : 0;
        const std::uint8_t t = static_cast<std::uint8_t>(s ^ x);
        if (out) *out++ = t;
        s = (op() & take_input) ? x : t;
        --n;
      } while (pos % 8 != 0 && (n != 0 || (op() & pad_after)));
    }
    if (!out)
      w ^= to_bi32(plain);
    else if (in && !(op() & discard))
      w = to_bi32(plain);
    plain = 0;
    __asm__("" : : "r"(&plain) : "memory");
  }
  return run_done;
}

// run_lanes() with Mode m and operation op, from state byte 24 with discard
// (the tag), else 0: run_lanes() derives the start from op.
ASCON_ALWAYS_INLINE void run(Ctx& c, const Mode& m, unsigned op, const std::uint8_t* in, std::uint8_t* out,
                             std::size_t n) noexcept {
  c.m_op = reinterpret_cast<std::uintptr_t>(&m) | op;
  for (;;) {
    const std::size_t left = run_lanes(c, in, out, n);
    if (left == run_done) return;
    permute_bi32(c.x, m.first_b);
    const std::size_t k = n - left;  // bytes taken: in and out move together
    if (in) in += k;
    if (out) out += k;
    n = left;
  }
}

// Hash, XOF and CXOF in one, as small.hpp's sponge() (Scrubbed: the C
// functions' copy, as there), with its own lane loops (the rate is one
// lane, S0): a block is read into a plain word (two word loads; the last,
// partial one byte by byte with the padding) and XORed in converted; an
// output block is S0 converted out and stored. Not run() (the AEAD's
// duplex): its paths for the output of absorbed lanes and the rate's other
// lanes are half a Hash256 image on a Cortex-M4 (docs/measurements.md,
// h-m4bj).
// Flip: small.hpp's template argument for 64-bit cores; none here (m.flip
// is read).
// Custom: as small.hpp's (the hash and XOF one-shots' copy has no CXOF part).
template <bool Scrubbed = false, unsigned Flip = 0, bool Custom = true>
ASCON_NOINLINE inline std::conditional_t<Scrubbed, int, void> sponge(const SpongeMode& sm, const std::uint8_t* in,
                                                                     std::size_t n, std::uint8_t* out,
                                                                     std::size_t out_len, const std::uint8_t* z,
                                                                     std::size_t z_len) noexcept {
  const Mode& m = sm.m;
  std::uint64_t s[6];  // the state, then the lane in plain form
  std::uint8_t* const b = reinterpret_cast<std::uint8_t*>(&s[5]);
#if ASCON_SMALL_STORED_IV
  for (std::size_t i = 0; i < 5; ++i) {
    s[i] = sm.start[i];
    __asm__("" : "+r"(i));
  }
#else
  s[1] = s[2] = s[3] = s[4] = 0;
  s[0] = m.iv;
  permute_bi32(s, m.first_a);
#endif
  bool custom = Custom && m.custom;
  const std::uint8_t* p = in;
  std::size_t len = n;
  if (custom) {  // z first, then the message
    s[0] ^= to_bi32(8 * static_cast<std::uint64_t>(z_len));
    permute_bi32(s, m.first_b);
    p = z;
    len = z_len;
  }
  for (;;) {
    for (;;) {  // absorb len bytes and the padding
      s[5] = 0;
      if (lane_words && len >= 8) {
        __builtin_memcpy(&s[5], p, 8);
        if (m.flip != 0) s[5] = __builtin_bswap64(s[5]);
      } else {
        std::size_t i = 0;
        for (; i < len && i < 8; ++i) b[i ^ m.flip] = p[i];
        if (i < 8) b[i ^ m.flip] = m.pad;
      }
      s[0] ^= to_bi32(s[5]);
      if (len < 8) break;
      p += 8;
      len -= 8;
      permute_bi32(s, m.first_b);
    }
    if (!custom) break;
    custom = false;
    permute_bi32(s, m.first_b);
    p = in;
    len = n;
  }
  permute_bi32(s, m.first_a);
  for (;;) {  // squeeze out_len bytes
    s[5] = from_bi32(s[0]);
    if (lane_words && out_len >= 8) {
      if (m.flip != 0) s[5] = __builtin_bswap64(s[5]);
      __builtin_memcpy(out, &s[5], 8);
    } else {
      for (std::size_t i = 0; i < out_len && i < 8; ++i) out[i] = b[i ^ m.flip];
    }
    if (out_len <= 8) break;
    out += 8;
    out_len -= 8;
    permute_bi32(s, m.first_b);
  }
  if constexpr (Scrubbed)
    return 0;
  else
    wipe_words(s, 6);
}

// S ^= K at state words w, w + 1, each key word loaded from aead()'s key
// and converted here (the Ctx holds no interleaved copy: 16 bytes of
// aead()'s frame; docs/measurements.md, h-m4s). Ascon-p is called from
// aead() itself: this frame is beside its, under no other than aead()'s.
ASCON_NOINLINE inline void key_xor(Ctx& c, std::size_t w) noexcept {
  for (std::size_t i = 0; i < 2; ++i) {
    std::uint64_t k;
    if constexpr (lane_words) {
      __builtin_memcpy(&k, c.key + 8 * i, 8);
    } else {
      k = 0;
      xor_in(&k, 0, c.key + 8 * i, 8, 0);
    }
    c.x[w + i] ^= to_bi32(k);
  }
}
// S ^= K at state word w, Ascon-p[a], S ^= 0* || K.
ASCON_ALWAYS_INLINE void keyed_permute(Ctx& c, const Mode& m, std::size_t w) noexcept {
  key_xor(c, w);
  permute_bi32(c.x, m.first_a);
  key_xor(c, 3);
}

// The duplex AEAD: returns whether the tag matched (always true when
// encrypting). A failed decryption zeroes all len bytes of output. The
// caller checked the overlap (small.hpp's aead() checks it and returns an
// Error value instead).
// Flip: small.hpp's byte-order argument; unused here (m.flip is read).
inline constexpr bool aead_returns_error = false;
template <bool Scrubbed = false, unsigned Flip = 0, const Mode* Fixed = nullptr, class... M>
ASCON_NOINLINE inline bool aead(const AeadJob& j ASCON_SMALL_AEAD_PARAMS) noexcept {
  // AeadKey's words, or (m.key_mask false) 16 key bytes at any address:
  // the words as loaded from memory either way (the C functions pass bytes
  // only where the Order is the core's, flip 0).
  const std::uint8_t* const key = static_cast<const std::uint8_t*>(ASCON_SMALL_AEAD_KEY);
  const Mode& m = ASCON_SMALL_AEAD_MODE;
  const std::uint8_t* const nonce = ASCON_SMALL_AEAD_NONCE;
  const bool decrypt = job_decrypts(j);
  Ctx c;
  wipe(c);
  c.m_op = reinterpret_cast<std::uintptr_t>(&m);
  c.x[0] = m.iv;
  c.key = key;
  // IV || K || (N ^ mask): K by the first keyed_permute() (S1, S2 are
  // zero), each nonce word with its mask word (zero without nonce masking)
  // plain, then converted.
  if constexpr (lane_words) {
    for (std::size_t i = 0; i < 2; ++i) {
      std::uint64_t nw, mw;
      __builtin_memcpy(&nw, nonce + 8 * i, 8);
      if (m.flip != 0) nw = __builtin_bswap64(nw);
      if (m.key_mask) {
        __builtin_memcpy(&mw, key + 16 + 8 * i, 8);
        nw ^= mw;
      }
      c.x[3 + i] = to_bi32(nw);
    }
  } else {
    // Cores without misaligned loads (Cortex-M0): the mask's bytes into the
    // wiped Ctx by the out-of-line xor_in (word copies through the stack
    // took aead()'s frame 136 -> 152 bytes on an M0).
    if (m.key_mask) xor_in(c.x + 3, 0, key + 16, 16, 0);
    for (std::size_t i = 0; i < 2; ++i) {
      std::uint64_t nw;
      __builtin_memcpy(&nw, nonce + 8 * i, 8);
      if (m.flip != 0) nw = __builtin_bswap64(nw);
      c.x[3 + i] = to_bi32(nw ^ c.x[3 + i]);
    }
  }
  // The received tag first: it may share memory with the plaintext. XORed
  // with K where the byte order is the core's (flip 0): the tag's own key
  // addition (S3, S4 ^= K after the last Ascon-p) then needs no conversion
  // (below).
  if (decrypt) {
    if constexpr (lane_words) {
      __builtin_memcpy(c.received, j.tag, 16);  // four word loads and stores
      if (m.flip == 0) {
        for (std::size_t i = 0; i < 2; ++i) {
          std::uint64_t k;
          __builtin_memcpy(&k, key + 8 * i, 8);
          c.received[i] ^= k;
        }
      }
    } else {
      xor_in(c.received, 0, j.tag, 16, 0);
      if (m.flip == 0) xor_in(c.received, 0, key, 16, 0);
    }
  }
  keyed_permute(c, m, 1);
  if (j.ad_len != 0) {
    run(c, m, pad_after, j.ad, nullptr, j.ad_len);
    permute_bi32(c.x, m.first_b);
  }
  c.x[4] ^= m.domain_lane;
  run(c, m, decrypt ? pad_after | take_input : pad_after, j.in, j.out, job_len(j));
  key_xor(c, m.rate / 8u);
  permute_bi32(c.x, m.first_a);
  // T = (S3, S4) ^ K: K as the tag's input bytes when encrypting (in the
  // received tag when decrypting), where the byte order is the core's; else
  // added to the state as before.
  if (m.flip != 0) key_xor(c, 3);
  std::uint8_t* const r = reinterpret_cast<std::uint8_t*>(c.received);
  run(c, m, discard, decrypt ? r : (m.flip != 0 ? nullptr : c.key), decrypt ? r : j.tag, 16);
  std::uint64_t diff = c.received[0] | c.received[1];
  if constexpr (!Scrubbed) wipe(c);
  const bool ok = declassify(value_barrier(diff) == 0);
  if (!ok) wipe(j.out, job_len(j));
  return ok;
}

// The interleaved form has no 64-bit word paths: what sponge.hpp and aead.hpp
// name for them (small.hpp's), never called here.
inline constexpr bool wide_words = false;
template <class P>
inline constexpr const Mode* fixed_aead_mode = nullptr;
template <class P>
inline constexpr const Mode* lean_fixed_mode = nullptr;
template <bool Scrubbed, unsigned Flip, const Mode* Fixed = nullptr, class... A>
int aead_words(A...) noexcept;
template <bool Scrubbed, unsigned Flip, const Mode* Fixed = nullptr, class... A>
int aead_words_kd(A...) noexcept;
template <bool Scrubbed, unsigned Flip, const Mode* Fixed, class... A>
int aead_words_c(A...) noexcept;
std::uintptr_t key_dir(const std::uint64_t* key, bool decrypt) noexcept;
inline constexpr int aead_overlapping = -6, aead_failed = -1;
#ifndef ASCON_SMALL_WORDS
#define ASCON_SMALL_WORDS 0
#endif

}  // namespace ascon::detail::small
