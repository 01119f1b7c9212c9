// SPDX-License-Identifier: Apache-2.0 OR MIT
// The size configuration's bodies (ASCON_SMALL=1, for microcontroller flash):
// every one-shot of a sponge (hash, XOF, CXOF) and of the duplex AEAD runs
// through the few out-of-line functions here, with the parameter set passed
// as data (a Mode in read-only memory) instead of instantiated as code.
//
// The state is worked on byte by byte through its memory: byte j of the
// state in the algorithm's byte order sits at byte j ^ flip of the five
// words in memory (flip = 0 when the algorithm's order is the host's, else
// 7). That needs no 64-bit shifts and no partial-word loads, so the code is
// a handful of byte loops around the one permutation loop. It costs speed
// (a byte at a time), never a byte of output: the vectors run through it
// (ctest's test_small on the host, the m4-small bare-metal image). 64-bit
// cores (wide_words) take their own paths in sponge() and aead_words(): the
// state words in place, whole blocks as words, only a last partial word a
// byte at a time, the byte order a template argument (smaller and faster
// there: docs/measurements.md, h-a64sz and h-a64b).
//
// Included by sponge.hpp (so by aead.hpp and hash.hpp) only when ASCON_SMALL
// is on; the speed path never sees it. Sizes: docs/embedded.md.
#pragma once

#include <bit>
#include <cstddef>
#include <cstdint>
#include <type_traits>

#include "../ct.hpp"
#include "../permutation.hpp"
#include "bytes.hpp"
#include "config.hpp"
#include "small_common.hpp"

#if !ASCON_SMALL
#error "detail/small.hpp is the ASCON_SMALL=1 configuration's (sponge.hpp includes it then)"
#endif

namespace ascon::detail::small {

static_assert(std::endian::native == std::endian::little || std::endian::native == std::endian::big,
              "the byte view of the state needs a little- or big-endian host");

// A parameter set as data: one copy of each body serves all of them.
// ModeBytes: what run() and the sponges with a stored initial state read;
// Mode: with the IV, for the AEAD and the sponges without one.
struct ModeBytes {
  std::uint8_t rate;    // bytes absorbed (and squeezed) per block
  std::uint8_t rc_a;    // Ascon-p[a]'s first round constant (round 16 - a's), as
  std::uint8_t rc_b;    // permute_from takes it; rc_b: Ascon-p[b]'s
  std::uint8_t pad;     // the padding byte: 0x01 (SP 800-232) or 0x80 (v1.2)
  std::uint8_t domain;  // the domain bit, as a byte at state byte 39
  std::uint8_t flip;    // state byte j is memory byte j ^ flip
  bool custom;          // CXOF: a customization string comes first
};
struct Mode : ModeBytes {
  std::uint64_t iv;  // S0 before the first permutation
};

// ASCON_SMALL_STORED_IV: every hash, XOF and CXOF starts from its state
// after IV and Ascon-p[a], stored beside its Mode in place of the IV (32
// bytes more flash per mode linked) and copied in, instead of running that
// permutation in each call (one of the five in a 0-byte Hash256). Computed at compile time by
// permute_words itself (constant evaluation takes its C++ round; the
// size-configuration tests compare it with the run-time round, assembly
// included). Default: per core, below (docs/measurements.md has the
// figures).
#ifndef ASCON_SMALL_STORED_IV
// On: Cortex-M0/M0+/M1 (ARMv6-M) and RV32 with Zbb/Zbkb, below ascon-c's
// size-first folders in flash with it; AArch64, where it costs 4 bytes of a
// Hash256 image (tests/embedded/sizes_aarch64.sh: 664 against 660) and
// saves a permutation a call (0 bytes: 1699 instructions, opt64_lowsize
// 1752); ARMv7-M (Thumb-2: Cortex-M3/M4/M33), where a 0-byte Hash256 took
// 1.28x armv7m_lowsize's instructions without it (4987 against 3887; 4057
// with it) and the hash image is below armv7m_lowsize's over memcpy with it
// since sponge() drops the CXOF's part where no CXOF calls it (h-m4z).
// Off: RV32I, where it would take the Hash256 image above opt32_lowsize
// over a firmware that has memcpy; x86. The C one-shots' copy on AArch64
// (sponge_c) takes an IvMode instead whatever this says: 32 bytes less an
// image for one permutation more a call (h-a64h).
#if defined(__thumb__) ||                                                                          \
    (defined(__riscv) && __riscv_xlen == 32 && (defined(__riscv_zbb) || defined(__riscv_zbkb))) || \
    defined(__aarch64__)
#define ASCON_SMALL_STORED_IV 1
#else
#define ASCON_SMALL_STORED_IV 0
#endif
#endif

// A sponge's Mode and, with ASCON_SMALL_STORED_IV, its initial state
// instead of the IV (8 bytes less each).
struct SpongeMode {
#if ASCON_SMALL_STORED_IV
  ModeBytes m;
  std::uint64_t start[5];  // IV || 0, then Ascon-p[a]: the words as run() and permute_words hold them
#else
  Mode m;
#endif
};

// The state after IV || 0^256 and Ascon-p[rounds from `first` on]: what a
// SpongeMode stores, and what its test recomputes at run time.
struct Start {
  std::uint64_t x[5];
};
constexpr Start start_after(std::uint64_t iv, int first) noexcept {
  Start s{{iv, 0, 0, 0, 0}};
  permute_words(s.x, first);
  return s;
}

template <class P>
inline constexpr Start start_of = start_after(P::iv, 16 - P::a);

template <class P, bool Custom>
inline constexpr ModeBytes mode_bytes = {P::rate, round_constant_at<std::uint8_t>(16 - P::a),
                                         round_constant_at<std::uint8_t>(16 - P::b), P::Order::pad_byte(),
                                         // SP 800-232 (little-endian): S4 ^= 1 << 63, the top bit of
                                         // byte 39; v1.2 (big-endian): S4 ^= 1, the low bit of byte 39.
                                         static_cast<std::uint8_t>(P::Order::byte_at(1, 0) == 1 ? 0x80 : 0x01),
                                         flip_of<typename P::Order>, Custom};
template <class P, bool Custom = false>
  requires(P::rate == 8)  // every sponge_fits one; sponge()'s 64-bit path takes the rate to be S0
inline constexpr SpongeMode sponge_mode = {
#if ASCON_SMALL_STORED_IV
    mode_bytes<P, Custom>,
    {start_of<P>.x[0], start_of<P>.x[1], start_of<P>.x[2], start_of<P>.x[3], start_of<P>.x[4]},
#else
    {mode_bytes<P, Custom>, P::iv},
#endif
};

template <class P>
inline constexpr Mode aead_mode = {mode_bytes<P, false>, P::iv};

// A sponge's Mode for a 64-bit copy that runs IV and Ascon-p[a] itself
// instead of copying a stored start (sponge_c, the C one-shots' copy on
// AArch64: 16 bytes of mode instead of 48). x0: S0 before that
// permutation, where the copy runs it as a first phase of its block loop
// with nothing to absorb (a copy without Z, CopyZ false: that phase
// absorbs only the padding, so x0 is the IV with the padding word xored
// in), else the IV (the copy with Z runs it before the loop).
struct IvMode {
  ModeBytes m;
  std::uint64_t x0;
};
// The padding word sponge_words xors into S0 after a phase with nothing
// left to absorb (Flip: the mode's byte order against the algorithm's).
constexpr std::uint64_t empty_block(std::uint8_t pad, unsigned flip) noexcept {
  std::uint64_t t = pad;
  if (std::endian::native == std::endian::big) t = __builtin_bswap64(t);
  return flip ? __builtin_bswap64(t) : t;
}
// The same with the mode bytes as constants of the copy (so immediates)
// and only S0 passed, in a register: one copy per mode bytes (SP 800-232's
// Hash256 and XOF128 share one; v1.2's Hash and Hasha do not).
template <ModeBytes MB>
struct ImmMode {
  static constexpr ModeBytes m = MB;
  std::uint64_t x0;
};
template <class SM>
inline constexpr bool starts_at_iv = std::is_same_v<SM, IvMode>;
template <ModeBytes MB>
inline constexpr bool starts_at_iv<ImmMode<MB>> = true;
template <class P, bool Custom, bool CopyZ>
  requires(P::rate == 8)
inline constexpr IvMode iv_mode = {
    mode_bytes<P, Custom>, CopyZ ? P::iv : P::iv ^ empty_block(P::Order::pad_byte(), flip_of<typename P::Order>)};

// Zeros that neither get dropped nor become a memset call (ct.hpp's
// secure_wipe is a volatile byte loop in the size configuration).
ASCON_ALWAYS_INLINE void wipe(void* p, std::size_t n) noexcept { secure_wipe(p, n); }

// ASCON_SMALL_WORDS: run() and xor_in() move whole words where the core
// loads and stores them at any address (Armv7-M and later, AArch64, x86).
// ASCON_SMALL_ALIGNED_WORDS: where it does not, they still do when every
// address involved is word-aligned (RV32I: a word-aligned nonce or message
// costs a quarter of the byte loop's loads; a misaligned word there traps or
// is emulated); not on Cortex-M0 (Thumb-1), whose flash the extra paths
// would grow (58 bytes of xor_in alone), so bytes there.
#ifndef ASCON_SMALL_WORDS
#if defined(__ARM_FEATURE_UNALIGNED) || defined(__aarch64__) || defined(__x86_64__) || defined(__i386__)
#define ASCON_SMALL_WORDS 1
#else
#define ASCON_SMALL_WORDS 0
#endif
#endif
#ifndef ASCON_SMALL_ALIGNED_WORDS
#if !ASCON_SMALL_WORDS && !(defined(__thumb__) && !defined(__thumb2__))
#define ASCON_SMALL_ALIGNED_WORDS 1
#else
#define ASCON_SMALL_ALIGNED_WORDS 0
#endif
#endif

// Whether a word path may run with these addresses ORed together (null
// counts as aligned). The addresses are public: a branch on them is fine.
ASCON_ALWAYS_INLINE bool words_at(std::uintptr_t a) noexcept {
  return ASCON_SMALL_WORDS || (ASCON_SMALL_ALIGNED_WORDS && a % sizeof(std::size_t) == 0);
}
// A pointer the word path reads or writes through: aligned there unless the
// core takes any address; said so, or GCC calls memcpy for each word.
template <class T>
ASCON_ALWAYS_INLINE T* word_ptr(T* p) noexcept {
  if constexpr (ASCON_SMALL_WORDS) return p;
  return static_cast<T*>(__builtin_assume_aligned(p, sizeof(std::size_t)));
}
inline constexpr bool small_words = ASCON_SMALL_WORDS || ASCON_SMALL_ALIGNED_WORDS;

// XORs n bytes into the bytes at `to` from byte pos on, byte j at j ^ flip:
// xor_bytes's key layouts (Ascon-80pq), the C functions' and AeadKey's key
// bytes into key words, the nonce, a received tag into a buffer.
ASCON_ALWAYS_INLINE void xor_in_bytes(void* to, std::size_t pos, const void* from, std::size_t n,
                                      unsigned flip) noexcept {
  std::uint8_t* const b = static_cast<std::uint8_t*>(to);
  const std::uint8_t* p = static_cast<const std::uint8_t*>(from);
  // Memory order (flip 0): whole words first, as run() does.
  const bool words = small_words && flip == 0 &&
                     words_at(reinterpret_cast<std::uintptr_t>(b + pos) | reinterpret_cast<std::uintptr_t>(p));
  for (; words && n >= sizeof(std::size_t); n -= sizeof(std::size_t)) {
    std::size_t s, x;
    __builtin_memcpy(&s, word_ptr(b + pos), sizeof s);
    __builtin_memcpy(&x, word_ptr(p), sizeof x);
    s ^= x;
    __builtin_memcpy(word_ptr(b + pos), &s, sizeof s);
    pos += sizeof s;
    p += sizeof s;
  }
  while (n--) b[pos++ ^ flip] ^= *p++;
}
#if defined(__arm__)
// 32-bit Arm passes four arguments in registers: out of line with flip
// above pos in the second (pos < 256), as a fifth kept a stack slot in
// aead()'s frame (Cortex-M4 and M0: 8 bytes of AEAD128 stack for 4 to 8
// of code). Elsewhere (RV32: 8 to 12 bytes more code, no stack) five.
ASCON_NOINLINE inline void xor_in_at(void* to, std::size_t pos_flip, const void* from, std::size_t n) noexcept {
  xor_in_bytes(to, pos_flip & 0xffu, from, n, static_cast<unsigned>(pos_flip >> 8));
}
ASCON_ALWAYS_INLINE void xor_in(void* to, std::size_t pos, const void* from, std::size_t n, unsigned flip) noexcept {
  xor_in_at(to, pos | std::size_t{flip} << 8, from, n);
}
#else
ASCON_NOINLINE inline void xor_in(void* to, std::size_t pos, const void* from, std::size_t n, unsigned flip) noexcept {
  xor_in_bytes(to, pos, from, n, flip);
}
#endif

// Two key words (K0, K1 or the nonce mask) XORed onto two state words:
// the AEAD key is words in the state's own layout, so word onto word, with
// no byte loop and no alignment question. Inlined on 64-bit cores (two
// loads, an XOR and a store a word: less than the call); out of line on
// 32-bit ones, where five inlined copies were 36 bytes each on a Cortex-M4.
inline constexpr bool wide_words = sizeof(std::size_t) >= sizeof(std::uint64_t);
ASCON_ALWAYS_INLINE void xor_key_words(std::uint64_t* to, const std::uint64_t* key) noexcept {
  to[0] ^= key[0];
  to[1] ^= key[1];
}
ASCON_NOINLINE inline void xor_key_call(std::uint64_t* to, const std::uint64_t* key) noexcept {
  xor_key_words(to, key);
}
ASCON_ALWAYS_INLINE void xor_key(std::uint64_t* to, const std::uint64_t* key) noexcept {
  if constexpr (wide_words)
    xor_key_words(to, key);
  else
    xor_key_call(to, key);
}

// A sponge or duplex in progress. Plain words, not a State: a State is
// zeroed on construction, which GCC does with a memset call.
struct Duplex {
  std::uint64_t x[5];
  const ModeBytes* m;
  std::size_t pos;  // where the next run() starts in the block (0..rate, or 24 for the tag), | Op flags
};
// An AEAD message's: also the received tag, wiped with the state. Apart, so
// that a sponge's frame holds 16 bytes less.
struct Ctx : Duplex {
  std::uint64_t received[2];
};
static_assert(sizeof(Duplex) % sizeof(std::uint64_t) == 0 && sizeof(Ctx) == sizeof(Duplex) + 16,
              "wipe() stores whole words");

// A context's wipe (small_common.hpp's word stores, the whole object):
// out of line on 32-bit cores (with no length argument to pass at each
// call), inline on 64-bit ones (a store a word, no call or loop).
template <class C>
ASCON_ALWAYS_INLINE void wipe_ctx_words(C& c) noexcept {
  volatile std::uint64_t* const v = reinterpret_cast<volatile std::uint64_t*>(&c);  // the whole object, not x[]
  for (std::size_t i = 0; i < sizeof c / sizeof *v; ++i) v[i] = 0;
}
template <class C>
ASCON_NOINLINE inline void wipe_ctx(C& c) noexcept {
  wipe_ctx_words(c);
}
// An AEAD context's wipe on 32-bit cores, at the start (m: its Mode, set
// after the zeros) and at the end (m null): aead() then holds no register
// for the Mode across the call (h-m4y).
ASCON_NOINLINE inline void wipe_ctx(Ctx& c, const ModeBytes* m) noexcept {
  wipe_ctx_words(c);
  c.m = m;
}
template <class C>
  requires std::is_base_of_v<Duplex, C>
ASCON_ALWAYS_INLINE void wipe(C& c) noexcept {
  if constexpr (wide_words)
    wipe_ctx_words(c);
  else
    wipe_ctx(c);
}

// What run() does besides XORing each input byte c into the state byte s
// at the current position (an output byte, if any, is s ^ c): flags on the
// start position in Duplex::pos, not a fifth argument (a stack slot in
// every caller's frame on 32-bit Arm: h-m4sz). Each test a compare of two
// registers or with zero (no mask and no constant, which GCC kept in a
// callee-saved register across the loop: h-rvsz, h-m4port):
enum Op : int {
  pad_after = 0,                 // pad the block once the data is done
  no_pad = 0x100,                // squeezing, the tag: no padding (above every position)
  take_input = -0x7fffffff - 1,  // pad, and the state takes the input byte (decryption) instead: the sign
};
// op is c.pos as run() read it, pos the position now. Every padded run
// starts a block (at 0), so its op (0, or negative) is at most any
// position; no_pad's is above every position.
ASCON_ALWAYS_INLINE bool pads(int op, std::size_t pos) noexcept {
  return static_cast<std::ptrdiff_t>(op) <= static_cast<std::ptrdiff_t>(pos);
}
ASCON_ALWAYS_INLINE bool takes_input(int op) noexcept { return op < 0; }

// The one duplex loop: n bytes through the rate, Ascon-p[b] before a block
// when the previous one is full (so none after the last), then the padding.
// Absorbing (no output), encrypting (s ^= c, out = s), decrypting (out =
// s ^ c, s = c) and squeezing (no input: c = 0, out = s) share it. `in` may
// be null only when it is not read (squeezing, or n = 0).
// The position lives in a register for the whole loop (c.pos is where it
// starts, with the Op flags on it; callers set it before every call):
// through the context, GCC reloaded and stored it around every byte store,
// which may alias it.
ASCON_NOINLINE inline void run(Duplex& c, const std::uint8_t* in, std::uint8_t* out, std::size_t n) noexcept {
  std::uint8_t* const b = reinterpret_cast<std::uint8_t*>(c.x);
  const ModeBytes& m = *c.m;
  const int op0 = static_cast<int>(c.pos);
  std::size_t pos = c.pos & 0xffu;
#if defined(__thumb__) && !defined(__thumb2__)
  // Thumb-1 (eight low registers): the operation read from the context at
  // each test (run() never writes c.pos; the byte stores may alias it, so
  // GCC reloads it) instead of from a stack slot of its own: 4 bytes less
  // code on a Cortex-M0, the same instructions a byte.
#define ASCON_SMALL_RUN_OP static_cast<int>(c.pos)
#else
#define ASCON_SMALL_RUN_OP op0
#endif
  for (;;) {
    if (n == 0 && !pads(ASCON_SMALL_RUN_OP, pos)) return;
    if (pos == m.rate) {
      permute_from(c.x, m.rc_b);
      // 0, but opaque: what GCC knows of a zero position it used to copy
      // the loop's head (24 bytes more on a Cortex-M4).
#if defined(__thumb2__)
      pos -= m.rate;
#else
      pos = 0;
      __asm__("" : "+r"(pos));
#endif
    }
    // A word at a time where the word paths may run (ASCON_SMALL_WORDS,
    // ASCON_SMALL_ALIGNED_WORDS) and the state's bytes are in memory order
    // (flip 0): the same steps on sizeof(size_t) bytes. Rates and the tag's
    // position are multiples of 8, so pos stays word-aligned until fewer
    // than a word of data is left.
    if (small_words && m.flip == 0 && n >= sizeof(std::size_t) && pos % sizeof(std::size_t) == 0 &&
        words_at(reinterpret_cast<std::uintptr_t>(in) | reinterpret_cast<std::uintptr_t>(out))) {
      std::size_t s, x = 0;
      __builtin_memcpy(&s, word_ptr(b + pos), sizeof s);
      if (in) {
        __builtin_memcpy(&x, word_ptr(in), sizeof x);
        in += sizeof x;
      }
      const std::size_t t = s ^ x;
      if (out) {
        __builtin_memcpy(word_ptr(out), &t, sizeof t);
        out += sizeof t;
      }
      s = takes_input(op0) ? x : t;
      __builtin_memcpy(word_ptr(b + pos), &s, sizeof s);
      pos += sizeof s;
      n -= sizeof s;
      continue;
    }
    std::uint8_t& s = b[pos++ ^ m.flip];
    if (n == 0) {  // the padding after the data
      s ^= m.pad;
      return;
    }
    const std::uint8_t x = in ? *in++ : 0;
    const std::uint8_t t = static_cast<std::uint8_t>(s ^ x);
    if (out) *out++ = t;
    s = takes_input(ASCON_SMALL_RUN_OP) ? x : t;
    --n;
  }
}
#undef ASCON_SMALL_RUN_OP

// sponge_c and its body without vector registers on AArch64 (GCC): the C
// one-shots' scrub then need not clear them (src/capi/hash.cpp; the 40-byte
// start-state copy below is two general register pairs and a word there).
// Inlined into sponge() (the C++ one-shots), the body is compiled as
// sponge() is, with them (a callee's target options may be a subset).
#if defined(__aarch64__) && defined(__GNUC__) && !defined(__clang__)
#define ASCON_SMALL_GPR_ __attribute__((target("general-regs-only")))
#define ASCON_SMALL_GPR_ON_ 1
#else
#define ASCON_SMALL_GPR_
#endif
// sponge()'s 64-bit path (wide_words), inlined into sponge() and into
// sponge_c() below.
// SM: a SpongeMode (the stored start where ASCON_SMALL_STORED_IV), or an
// IvMode (IV and Ascon-p[a] run here: the C one-shots' copy, sponge_c).
template <unsigned Flip, bool Custom, class SM, bool Wipe = true>
ASCON_ALWAYS_INLINE ASCON_SMALL_GPR_ void sponge_words(const SM& sm, const std::uint8_t* in, std::size_t n,
                                                       std::uint8_t* out, std::size_t out_len, const std::uint8_t* z,
                                                       std::size_t z_len) noexcept {
  constexpr bool iv = starts_at_iv<SM>;
  // Without Z: IV's Ascon-p[a] as the loop's first phase, an empty one.
  constexpr bool empty_first = iv && !Custom;
  const auto& m = sm.m;
  // 64-bit cores: every sponge here has an 8-byte rate (sponge_fits), so
  // the rate is S0, a word. Three phases through one block loop: Z
  // (CXOF), the message, the output; whole blocks as words, the last
  // partial one a byte at a time (byte i at bit 8 * (i ^ flip)), with no
  // run() and no position in memory. docs/measurements.md (h-a64sz).
  std::uint64_t x[5];
  if constexpr (iv) {
    x[0] = sm.x0;
    x[1] = 0;
    x[2] = 0;
    x[3] = 0;
    x[4] = 0;
  }
#if ASCON_SMALL_STORED_IV
  else if constexpr (ASCON_SMALL_WORDS) {
    // Inline pair loads and stores (AArch64: 8 bytes less than a word
    // loop): 32 bytes then a word, so that without vector registers
    // (sponge_c, ASCON_SMALL_GPR_) the copy is two general register pairs
    // where a 40-byte copy was a memcpy call; with them it is the
    // q-register pair and the word it was (h-a64v).
    __builtin_memcpy(x, sm.start, 32);
    x[4] = sm.start[4];
  } else {
    for (std::size_t i = 0; i < 5; ++i) {
      x[i] = sm.start[i];
      __asm__("" : "+r"(i));  // no memcpy call
    }
  }
#else
  else {
    x[0] = m.iv;
    for (std::size_t i = 1; i < 5; ++i) {
      x[i] = 0;
      __asm__("" : "+r"(i));  // no memset call
    }
    permute_from(x, m.rc_a);
  }
#endif
  struct Part {
    const std::uint8_t* p;
    std::size_t n;
  };
  // Z (a CXOF's, only in the copy that may run one), the message, the
  // output, walked by a pointer: one pair load a phase instead of a scaled
  // index and two loads, and no Z entry where no CXOF runs (so neither z
  // nor z_len is passed). AArch64 Hash256 and XOF128 copies 296 -> 284
  // bytes, the C functions' 300 -> 288 (docs/measurements.md, h-a64x).
  // With empty_first, parts[0] is the empty phase and the loop starts there.
  constexpr std::size_t first = Custom || empty_first ? 1 : 0;
  Part parts[first + 2];
  if constexpr (Custom) parts[0] = {z, z_len};
  if constexpr (empty_first) parts[0] = {nullptr, 0};
  parts[first] = {in, n};
  parts[first + 1] = {out, out_len};
  const Part* part = parts + (empty_first ? 0 : first);
  if constexpr (iv && Custom) permute_from(x, m.rc_a);  // parts stored first: no argument kept across it
  if (Custom && m.custom) {
    x[0] ^= 8 * static_cast<std::uint64_t>(z_len);  // a word: the same in either byte order
    permute_from(x, m.rc_b);
    part = parts;
  }
  // One loop over the blocks of every phase, with one permutation call:
  // Ascon-p[b] between blocks, Ascon-p[a] (Ascon-p[b] after Z) after a
  // phase's last absorbed block, then the next phase (AArch64 C Hash256
  // and XOF128 copies 4 bytes less, the CXOF's 8, than a loop per phase
  // with a call each; h-a64h).
  const std::uint8_t* p = part->p;  // in: may be null when its length is 0
  std::size_t len = part->n;
  for (;;) {
    const bool squeeze = part == parts + first + 1;
    // Bytes as memcpy moves them to or from a word (byte i at bit 8 * i
    // on a little-endian core), that word byte-reversed where the
    // algorithm's byte order is not the core's (flip 7).
    // The partial block's loops run to len itself (below 8 there), not
    // to min(len, 8): GCC held the 8 in a callee-saved register for the
    // csel (AArch64 Hash256 / XOF128 copies 284 -> 264 bytes, CXOF128's
    // 348 -> 336; h-a64x).
    const bool whole = len >= 8;
    std::uint64_t t;
    if (squeeze) {
      std::uint8_t* const o = const_cast<std::uint8_t*>(p);
      t = Flip ? __builtin_bswap64(x[0]) : x[0];
      if (whole) {
        __builtin_memcpy(o, &t, 8);
      } else {
        if constexpr (std::endian::native == std::endian::big) t = __builtin_bswap64(t);
        // Counting down, byte i shifted out by 8 * i (4 bytes less than
        // counting up and shifting t, h-a64x).
        for (std::size_t i = len; i-- > 0;) o[i] = static_cast<std::uint8_t>(t >> 8 * i);
      }
      if (len <= 8) break;
    } else {
      if (whole) {
        __builtin_memcpy(&t, p, 8);
      } else {
        t = m.pad;  // the padding after the last byte
        // (i != 0, then --i: a cbz where `i-- > 0` was a sub, cmn and
        // b.eq on AArch64, 4 bytes; h-a64h)
        for (std::size_t i = len; i != 0;) {
          --i;
          t = t << 8 | p[i];
        }
        if constexpr (std::endian::native == std::endian::big) t = __builtin_bswap64(t);
      }
      x[0] ^= Flip ? __builtin_bswap64(t) : t;
    }
    std::uint8_t rc = m.rc_b;
    if (!squeeze && !whole) {
      rc = Custom && part == parts ? m.rc_b : m.rc_a;
      ++part;
      p = part->p;
      len = part->n;
    } else {
      p += 8;
      len -= 8;
    }
    permute_from(x, rc);
  }
  // Plain stores the asm claims to read (secure_wipe's barrier): paired
  // (three stores where volatile ones were five).
  // Kept in the Scrubbed copy too (the C functions' on these cores): a
  // word of it may have been in a register the scrub does not reach.
  // Not where the copy jumps to the scrub itself (Wipe false: sponge_c with
  // a Tail), which zeroes this frame after the jump (scrub_depth.py checks
  // that the region covers it) and the registers the copy used (no vector
  // register: ASCON_SMALL_GPR_; x19-x24 hold the caller's values again).
  if constexpr (Wipe) {
    for (std::uint64_t& w : x) w = 0;
    __asm__ volatile("" : : "r"(x) : "memory");
  }
}

// The C functions' copy on AArch64 (src/capi/hash.cpp; elsewhere
// sponge<true>): sponge<true>'s 64-bit work with the arguments in the
// order the C one-shots receive theirs (out, in, in_len; the mode, the
// output length and Z after), so that their work moves fewer registers
// before the jump here (AArch64 Hash256 C function 4 bytes less, CXOF128's
// 12: h-a64v; the mode before the output length: XOF128's entry point one
// `mov` less, h-a64h). The copy without Z (Custom false) takes no z, z_len
// (IPA-SRA drops them).
// Tail (not void): the copy ends with a jump to Tail::routine(0,
// Tail::depth), the C library's stack and register scrub, which then
// starts at the stack pointer of sponge_c's caller (the C one-shot's entry
// point jumps here, so its caller's): the entry point needs no frame, no
// call and no jump of its own to the scrub (src/capi/hash.cpp; AArch64
// Hash256 C function 20 bytes less, h-a64h). GCC makes the call a jump
// (x's lifetime has ended there).
#define ASCON_SMALL_SPONGE_C 1
template <class SM>
using ModeArg = std::conditional_t<(sizeof(SM) <= 8), SM, const SM&>;  // an ImmMode by value
template <unsigned Flip, bool Custom, class Tail = void, class SM = SpongeMode>
ASCON_NOINLINE ASCON_SMALL_GPR_ inline int sponge_c(std::uint8_t* out, const std::uint8_t* in, std::size_t n,
                                                    ModeArg<SM> sm, std::size_t out_len, const std::uint8_t* z,
                                                    std::size_t z_len) noexcept {
  sponge_words<Flip, Custom, SM, std::is_void_v<Tail>>(sm, in, n, out, out_len, z, z_len);
  if constexpr (std::is_void_v<Tail>)
    return 0;
  else
    return Tail::routine(0, Tail::depth);
}

// Hash, XOF and CXOF in one: IV and Ascon-p[a]; for a CXOF the length of Z
// in bits as one block, then Z padded; the message padded; Ascon-p[a];
// out_len bytes squeezed. The caller checked z_len (at most 256 bytes).
// Scrubbed: the C functions' copy (src/capi/hash.cpp), whose entry point
// zeroes the dead stack after the call (dispatch.hpp), so the state is left
// to that scrub, as aead<true>'s; it returns ASCON_OK (0), so that the
// entry point's work ends in a jump to it, not a call and a frame.
// Flip: on 64-bit cores, the Mode's byte order as a template argument (one
// copy per byte order linked: the SP 800-232 family shares one), so no
// run-time byte reversal; 32-bit cores read m.flip (Flip is 0 there).
// Custom: whether the copy may run a CXOF (then m.custom says whether this
// one does). The hash and XOF one-shots call the copy without, which has no
// customization code and no z, z_len (on a Cortex-M4, 56 bytes of a
// Hash256 image: the branch, and two arguments on the stack); a firmware
// with a CXOF and a hash or XOF then links both copies (h-m4z).
// (sponge_body: sponge()'s work, inlined into it and into sponge_c32.)
template <bool Scrubbed = false, unsigned Flip = 0, bool Custom = true>
ASCON_ALWAYS_INLINE std::conditional_t<Scrubbed, int, void> sponge_body(const SpongeMode& sm, const std::uint8_t* in,
                                                                        std::size_t n, std::uint8_t* out,
                                                                        std::size_t out_len, const std::uint8_t* z,
                                                                        std::size_t z_len) noexcept {
  const auto& m = sm.m;
  if constexpr (wide_words) {
    sponge_words<Flip, Custom>(sm, in, n, out, out_len, z, z_len);
    if constexpr (Scrubbed)
      return 0;
    else
      return;
  }
  Duplex c;
  // Every run() below starts a block: c.pos is 0 (run() reads it, never
  // writes it) until the squeeze, which sets no_pad.
#if ASCON_SMALL_STORED_IV
#if defined(__thumb2__)
  if constexpr (Custom)
#endif
    c.pos = 0;  // the stored state writes all five words: no wipe first (Thumb-2's hash and XOF: below)
#else
  wipe(c);  // the IV's words after x[0] are zero, and the position
#endif
  c.m = &m;
#if ASCON_SMALL_STORED_IV
  // The stored state, word by word (xor_in's loop was 20 bytes more on a
  // Cortex-M0, a byte at a time, and 56 more on a Cortex-M4).
  // Through pointers: an index made opaque had GCC recompute both
  // addresses from it each pass (11 instructions a word on RV32, now 7).
  // Core words (32-bit on 32-bit cores), not 64-bit ones: one register
  // for the copy, not a pair (Cortex-M4: 4 bytes of code, 8 of the
  // sponge's frame; M0 and RV32+Zbb 8 bytes of code; h-m4z).
#if defined(__thumb2__)
  // Thumb-2: an index, not two pointers: with the Mode read through c.m
  // below, no callee-saved register beyond the sponge's four is taken
  // (Cortex-M4 sponge frame 72 -> 64 bytes, h-m4x). As assembly, four
  // 16-bit instructions counting down to 0 with the state's address in r0
  // (run()'s first argument next) and r3 (the Mode, stored in c.m above)
  // for the word: as C, GCC addressed the state from sp anew each pass
  // (sp + i + 48, then [r0, #-48]; 20 bytes) and, given a register for it,
  // kept a zero or the Mode in a fifth callee-saved register (a frame 8
  // bytes deeper). The index ends at 0: c.pos. Cortex-M4 Hash256 / XOF128
  // over memcpy, C functions 688 / 692 -> 680 / 684, C++ 660 / 664 ->
  // 652 / 656, frames unchanged (h-m4t). Not the CXOF's copy: with Z's
  // registers its frame grew 72 -> 80 bytes so; it keeps the C loop.
  typedef std::size_t __attribute__((may_alias)) word;
  if constexpr (Custom) {
    for (std::size_t i = 0; i < sizeof c.x; i += sizeof(word)) {
      *reinterpret_cast<word*>(reinterpret_cast<char*>(c.x) + i) =
          *reinterpret_cast<const word*>(reinterpret_cast<const char*>(sm.start) + i);
      __asm__("" : "+r"(i));  // no memcpy call
    }
  } else {
    register std::size_t i __asm__("r4") = sizeof c.x;
    register std::uint64_t* d __asm__("r0") = c.x;
    __asm__(
        "1:\n\t"
        "subs %[i], #4\n\t"
        "ldr r3, [%[f], %[i]]\n\t"
        "str r3, [%[d], %[i]]\n\t"
        "bne 1b"
        : [i] "+l"(i), [d] "+l"(d), "=m"(c.x)
        : [f] "l"(sm.start)
        : "r3", "cc", "memory");
    c.pos = i;  // 0
  }
#else
  typedef std::size_t __attribute__((may_alias)) word;
  const word* from = reinterpret_cast<const word*>(sm.start);
  for (word* to = reinterpret_cast<word*>(c.x); to != reinterpret_cast<word*>(c.x + 5); ++to) {
    *to = *from++;
    __asm__("" : "+r"(to));  // no memcpy call
  }
#endif
#else
  c.x[0] = m.iv;
  permute_from(c.x, m.rc_a);
#endif
  if (Custom && m.custom) {
    // The length in bits as a word (the same in either byte order). At
    // most 2048: on 32-bit cores only the word's low half changes, one
    // 32-bit XOR instead of two and the 64-bit shift.
    if constexpr (wide_words) {
      c.x[0] ^= 8 * static_cast<std::uint64_t>(z_len);
    } else {
      typedef std::uint32_t __attribute__((may_alias)) half;
      *(reinterpret_cast<half*>(c.x) + (std::endian::native == std::endian::big)) ^= 8 * static_cast<half>(z_len);
    }
    permute_from(c.x, m.rc_b);
    run(c, z, nullptr, z_len);
    // Through c.m as the last Ascon-p[a] below (Cortex-M4 CXOF sponge frame
    // 80 -> 72 bytes, the same code size; RV32+Zbb 8 bytes less; h-m4x).
    permute_from(c.x, (ASCON_SMALL_STORED_IV ? *c.m : m).rc_b);
  }
  run(c, in, nullptr, n);
  // With the stored state: through c.m, reloaded after the call, so that
  // no register holds &m across it (Cortex-M4 sponge frame 72 -> 64 bytes
  // with the Thumb-2 copy loop above; RV32+Zbb 8 bytes less code; RV32I,
  // whose first permutation reads m here, 4 more: not there; h-m4x).
  permute_from(c.x, (ASCON_SMALL_STORED_IV ? *c.m : m).rc_a);
  c.pos = no_pad;
  run(c, nullptr, out, out_len);
  if constexpr (Scrubbed)
    return 0;
  else if constexpr (ASCON_SMALL_STORED_IV)
    wipe_ctx_words(c);  // the only wipe here: inline (8 bytes less on a Cortex-M4 than the call)
  else
    wipe(c);
}

template <bool Scrubbed = false, unsigned Flip = 0, bool Custom = true>
ASCON_NOINLINE inline std::conditional_t<Scrubbed, int, void> sponge(const SpongeMode& sm, const std::uint8_t* in,
                                                                     std::size_t n, std::uint8_t* out,
                                                                     std::size_t out_len, const std::uint8_t* z,
                                                                     std::size_t z_len) noexcept {
  return sponge_body<Scrubbed, Flip, Custom>(sm, in, n, out, out_len, z, z_len);
}
// The C one-shots' copy on Cortex-M and RV32I (src/capi/hash.cpp; 64-bit
// cores take sponge_c or sponge<true>): sponge<true>'s work with the output
// first, as the C functions receive it, and the Mode before the output
// length, so that ascon_hash256 passes its three arguments where they came
// and ascon_xof128 moves three (h-m4t: C functions over memcpy, Hash256 /
// XOF128 M4 688 / 696 -> 688 / 692, M0 648 / 656 -> 644 / 652, RV32I 1376 /
// 1388 -> 1372 / 1384; RV32+Zbb/Zbkb 1268 / 1280 -> 1276 / 1288, so not
// there). The hash and XOF copy only (no Z): the CXOF's in this order had
// a frame 8 bytes deeper on the M4 (80 against 72), so it keeps sponge<true>.
#if !defined(__aarch64__) && !defined(__x86_64__) && !defined(__riscv_zbb) && !defined(__riscv_zbkb) && \
    (defined(__thumb__) || (defined(__riscv) && __riscv_xlen == 32))
#define ASCON_SMALL_SPONGE_C32 1
ASCON_NOINLINE inline int sponge_c32(std::uint8_t* out, const std::uint8_t* in, std::size_t n, const SpongeMode& sm,
                                     std::size_t out_len) noexcept {
  return sponge_body<true, 0, false>(sm, in, n, out, out_len, nullptr, 0);
}
#endif

// 64-bit cores' AEAD duplex (aead() below): n bytes through the rate's
// words (m.rate / 8 of them) from `in`, padded, Ascon-p[b] before a block when
// the previous one is full (so none after the last). out null: absorbing (the
// associated data); else encrypting (out = S ^ c, S ^= c) or decrypting
// (out = S ^ c, S = c). Each state word is worked on in memory order (the
// bytes as memcpy moves them: byte-reversed where the algorithm's byte order
// is not the core's), whole words with one load and store, the last partial
// one a byte at a time; no run(), no position in memory.
ASCON_ALWAYS_INLINE std::uint64_t memory_order(std::uint64_t v, unsigned flip) noexcept {
  return flip ? __builtin_bswap64(v) : v;
}
// A word whose byte i is at bit 8 * i, in memory order (and back).
ASCON_ALWAYS_INLINE std::uint64_t from_le(std::uint64_t v) noexcept {
  if constexpr (std::endian::native == std::endian::big) return __builtin_bswap64(v);
  return v;
}
// The AEAD's Mode on 64-bit cores: a compile-time constant where one
// parameter set has the copy to itself (Fixed, the address of its
// aead_mode: SP 800-232's only AEAD, Ascon-AEAD128, whose byte order no
// other two-word-key AEAD shares), so its rate, round constants, padding,
// domain bit and IV are immediates and no Mode is passed (the AArch64 entry
// points stored its address as a stack argument); else (Fixed null: the
// v1.2 pair Ascon-128 / -128a, one copy for both) a run-time argument, the
// one element of the pack. Ascon-AEAD128's AArch64 image 1176 -> 1084
// bytes, the C functions' 1404 -> 1324 (docs/measurements.md, h-a64y).
template <class P>
inline constexpr const Mode* fixed_aead_mode =
    std::is_same_v<typename P::Order, LittleEndian> ? &aead_mode<P> : nullptr;
// (mode_of, small_common.hpp, reads the pack.)
template <unsigned Flip, const Mode* Fixed, class... M>
ASCON_NOINLINE inline void duplex_words(std::uint64_t* x, const std::uint8_t* in, std::uint8_t* out, std::size_t n,
                                        bool decrypt, const M&... mode) noexcept {
  const Mode& m = mode_of<Fixed>(mode...);
  const std::size_t words = m.rate / 8u;
  for (std::size_t i = 0;; ++i) {
    if (i == words) {
      permute_from(x, m.rc_b);
      i = 0;
    }
    std::uint64_t s = memory_order(x[i], Flip);
    std::uint64_t c, keep = 0;  // the input; the state bytes past it (none in a whole word)
    if (n >= 8) {
      __builtin_memcpy(&c, in, 8);
    } else {
      c = 0;
      for (std::size_t j = n; j-- > 0;) c = c << 8 | in[j];
      c = from_le(c);
      keep = from_le(~std::uint64_t{0} << 8 * n);
    }
    const std::uint64_t t = s ^ c;
    if (out) {
      if (n >= 8) {
        __builtin_memcpy(out, &t, 8);
        out += 8;
      } else {
        std::uint64_t u = from_le(t);
        for (std::size_t j = n; j-- > 0;) out[j] = static_cast<std::uint8_t>(u >> 8 * j);  // (as sponge's squeeze)
      }
    }
    s = decrypt ? c ^ (s & keep) : t;
    if (n < 8) {
      // The padding: where it is the bit 1 (Fixed: Ascon-AEAD128) on a
      // little-endian core, keep's lowest bit (keep & -keep), not a shift
      // of its own (AArch64 duplex_words 260 -> 252 bytes, h-a64x).
      std::uint64_t pad;
      if constexpr (Fixed != nullptr && Fixed->pad == 1 && std::endian::native == std::endian::little)
        pad = keep & -keep;
      else
        pad = from_le(std::uint64_t{m.pad} << 8 * n);
      x[i] = memory_order(s ^ pad, Flip);
      return;
    }
    x[i] = memory_order(s, Flip);
    in += 8;
    n -= 8;
  }
}

// S ^= K at state word w, Ascon-p[a], S ^= 0* || K: the start (K after the
// IV) and the end (K after the rate) of a message.
ASCON_NOINLINE inline void keyed_permute(Duplex& c, const std::uint64_t* key, std::size_t w) noexcept {
  xor_key(c.x + w, key);
  permute_from(c.x, c.m->rc_a);
  xor_key(c.x + 3, key);
}

// 64-bit cores' AEAD, the whole call after the entry point's length
// checks: the overlap check, the duplex, the tag, the wipes; returns an
// ascon::Error value (0; overlapping_buffers, -6; authentication_failed,
// -1; status.hpp). Its arguments in registers (x0-x7 and the direction on
// the stack on AArch64, the Mode too where it is not Fixed), not an AeadJob: the entry points' job stores and this
// body's loads were about 30 instructions, and the overlap check here, once,
// kept the entry points' values in registers across no call (the two
// eBACS entry points were 464 bytes, docs/measurements.md h-a64b).
// The state words in place, the key words XORed on as words, the nonce and
// the tags as words in memory order, the data through duplex_words().
// A failed decryption zeroes all len bytes of output. Scrubbed: the
// caller zeroes this call's dead stack frames afterwards (the C functions'
// scrub, src/capi/dispatch.hpp), so the state is left to it.
// (The body; aead_words, aead_words_c and aead_words_kd below are its calls.)
// Lengths: the C++ one-shots' copy (aead_words_kd) refuses lengths whose
// bit count wraps itself (too_long, -7: bits_fit, aead_key.hpp), first; the
// C functions (aead_words) checked them before the call.
inline constexpr int aead_overlapping = -6, aead_failed = -1;  // Error::overlapping_buffers, authentication_failed
inline constexpr int aead_too_long = -7;                       // Error::too_long
template <bool Scrubbed, unsigned Flip, const Mode* Fixed = nullptr, bool Lengths = false, class... M>
ASCON_ALWAYS_INLINE int aead_words_body(std::uint8_t* out, const std::uint8_t* in, std::size_t len,
                                        const std::uint8_t* ad, std::size_t ad_len, const std::uint8_t* nonce,
                                        const std::uint64_t* key, std::uint8_t* tag, bool decrypt,
                                        const M&... mode) noexcept {
  const Mode& m = mode_of<Fixed>(mode...);
  if constexpr (Lengths)
    if ((len | ad_len) >> (sizeof(std::size_t) * 8 - 3)) return aead_too_long;  // bits_fit's test
  {
    // In place, or apart (the addresses are public).
    const auto d = reinterpret_cast<std::uintptr_t>(out) - reinterpret_cast<std::uintptr_t>(in);
    const std::uintptr_t e = d < -d ? d : -d;  // the distance between the two starts
    if (e != 0 && e < len) return aead_overlapping;
  }
  constexpr unsigned flip = Flip;
  std::uint64_t w[4];  // the nonce's words, then the received tag's (read first: it may share the plaintext's memory)
  __builtin_memcpy(w, nonce, 16);
  if (decrypt) __builtin_memcpy(w + 2, tag, 16);
  std::uint64_t x[5] = {m.iv, key[0], key[1], key[2] ^ memory_order(w[0], flip), key[3] ^ memory_order(w[1], flip)};
  permute_from(x, m.rc_a);
  x[3] ^= key[0];
  x[4] ^= key[1];
  if (ad_len != 0) {
    duplex_words<Flip, Fixed>(x, ad, nullptr, ad_len, false, mode...);
    permute_from(x, m.rc_b);
  }
  x[4] ^= memory_order(from_le(std::uint64_t{m.domain} << 56), flip);  // state byte 39
  duplex_words<Flip, Fixed>(x, in, out, len, decrypt, mode...);
  const std::size_t r = m.rate / 8u;
  x[r] ^= key[0];
  x[r + 1] ^= key[1];
  permute_from(x, m.rc_a);
  const std::uint64_t t0 = memory_order(x[3] ^ key[0], flip), t1 = memory_order(x[4] ^ key[1], flip);
  std::uint64_t diff = 0;
  if (decrypt) {
    diff = (t0 ^ w[2]) | (t1 ^ w[3]);  // whole words, no early exit
  } else {
    __builtin_memcpy(tag, &t0, 8);
    __builtin_memcpy(tag + 8, &t1, 8);
  }
  if constexpr (!Scrubbed) {
    for (std::uint64_t& v : x) v = 0;
    __asm__ volatile("" : : "r"(x) : "memory");  // secure_wipe's barrier: the stores stay
  }
  // Whether the tag matched is public (the caller learns it); nothing else is.
  const bool ok = declassify(value_barrier(diff) == 0);
  if (ok) return 0;
  // secure_wipe's volatile byte loop, inline: the image then needs no
  // secure_wipe at all (12 bytes less on AArch64, h-a64b). Counting down:
  // GCC ends the loop with the index at -1, aead_failed, and returns it
  // (AArch64 aead_words 476 -> 468 bytes, h-a64z).
  volatile std::uint8_t* const v = out;
  for (std::size_t i = len; i-- > 0;) v[i] = 0;
  return aead_failed;
}
template <bool Scrubbed, unsigned Flip, const Mode* Fixed = nullptr, class... M>
ASCON_NOINLINE inline int aead_words(std::uint8_t* out, const std::uint8_t* in, std::size_t len, const std::uint8_t* ad,
                                     std::size_t ad_len, const std::uint8_t* nonce, const std::uint64_t* key,
                                     std::uint8_t* tag, bool decrypt, const M&... mode) noexcept {
  return aead_words_body<Scrubbed, Flip, Fixed>(out, in, len, ad, ad_len, nonce, key, tag, decrypt, mode...);
}
// The C functions' call (src/capi/aead_small.hpp, AArch64): the arguments
// where the C one-shot has them (out x0, in x3, the length x4, ad x5,
// ad_len x6, nonce x7), the key and tag in x1, x2, the direction on the stack.
template <bool Scrubbed, unsigned Flip, const Mode* Fixed>
ASCON_NOINLINE inline int aead_words_c(std::uint8_t* out, const std::uint64_t* key, std::uint8_t* tag,
                                       const std::uint8_t* in, std::size_t len, const std::uint8_t* ad,
                                       std::size_t ad_len, const std::uint8_t* nonce, bool decrypt) noexcept {
  return aead_words_body<Scrubbed, Flip, Fixed>(out, in, len, ad, ad_len, nonce, key, tag, decrypt);
}
// The C++ one-shots' call (aead.hpp's small_call): the direction in the key
// pointer's low bit (key_dir(); the key words are aligned), so that the
// eight arguments fit x0-x7 on AArch64 and neither entry point stores a
// ninth on the stack (C++ AEAD128 image 1028 -> 1008 bytes, h-a64u). The
// C functions keep aead_words: their work's frame has the stack argument
// anyway, and this copy was 4 bytes more there.
ASCON_ALWAYS_INLINE std::uintptr_t key_dir(const std::uint64_t* key, bool decrypt) noexcept {
  return reinterpret_cast<std::uintptr_t>(key) | std::uintptr_t{decrypt};
}
template <bool Scrubbed, unsigned Flip, const Mode* Fixed = nullptr, class... M>
ASCON_NOINLINE inline int aead_words_kd(std::uint8_t* out, const std::uint8_t* in, std::size_t len,
                                        const std::uint8_t* ad, std::size_t ad_len, const std::uint8_t* nonce,
                                        std::uintptr_t key_and_dir, std::uint8_t* tag, const M&... mode) noexcept {
  const bool decrypt = key_and_dir & 1;
  const auto* const key = reinterpret_cast<const std::uint64_t*>(key_and_dir & ~std::uintptr_t{1});
  return aead_words_body<Scrubbed, Flip, Fixed, true>(out, in, len, ad, ad_len, nonce, key, tag, decrypt, mode...);
}

// The duplex AEAD, the whole call after the entry point's length checks:
// the overlap check, the duplex, the tag, the wipes; returns an
// ascon::Error value as aead_words() does (0; overlapping_buffers, -6;
// authentication_failed, -1). The check here, once, not inlined in every
// entry point (Cortex-M4: AEAD128 image 1196 -> 1180 bytes over memcpy,
// h-m4y). A failed decryption zeroes all len bytes of output.
// Scrubbed: the caller zeroes this call's dead stack frames afterwards (the
// C functions' scrub, src/capi/dispatch.hpp), so the state is left to it.
// key: the key as AeadKey holds a 16-byte one, the plain words K0, K1,
// then the nonce mask's two words (zero without nonce masking), in memory.
// 64-bit cores: aead_words() (the entry points call it directly).
// (small_bi32.hpp's aead() returns whether the tag matched instead.)
// Flip: the Mode's byte order (flip_of<Order>) as a template argument for
// the nonce's and the domain byte's positions (one copy per byte order
// linked; the SP 800-232 family shares one): the domain byte inline and no
// run-time flip for the nonce's xor_in (Cortex-M4 AEAD128 image 12 bytes
// less, M0 16, RV32I 12; h-m4y). run() still reads m.flip.
inline constexpr bool aead_returns_error = true;
// Fixed (ASCON_SMALL_AEAD_LEAN_FRAME, 32-bit cores): the Mode as a
// compile-time constant, as aead_words' Fixed, for Ascon-AEAD128 (whose
// byte order, Flip, no other AEAD shares): no Mode argument (the entry
// points' literal loads), its round constant, domain byte and rate as
// immediates; run() still reads it through c.m. Cortex-M4 AEAD128 image
// 1172 -> 1152 bytes over memcpy, the C functions' 1272 -> 1260 (h-m4x).
template <class P>
inline constexpr const Mode* lean_fixed_mode =
    ASCON_SMALL_AEAD_LEAN_FRAME && !wide_words ? fixed_aead_mode<P> : nullptr;
template <bool Scrubbed = false, unsigned Flip = 0, const Mode* Fixed = nullptr, class... M>
ASCON_NOINLINE inline int aead(const AeadJob& j ASCON_SMALL_AEAD_PARAMS) noexcept {
  // Each read where it is used (lean: the register argument).
  const auto key = [&] { return ASCON_SMALL_AEAD_KEY; };
  const auto nonce = [&] { return ASCON_SMALL_AEAD_NONCE; };
  const Mode& m = ASCON_SMALL_AEAD_MODE;
  if constexpr (wide_words)
    return (m.flip ? aead_words<Scrubbed, 7, nullptr, Mode>
                   : aead_words<Scrubbed, 0, nullptr, Mode>)(j.out, j.in, job_len(j), j.ad, j.ad_len, nonce(), key(),
                                                             j.tag, job_decrypts(j), m);
  // ASCON_SMALL_AEAD_LEAN_FRAME (small_common.hpp): the job's fields and
  // the Mode read from memory where they are used.
  constexpr bool lean = ASCON_SMALL_AEAD_LEAN_FRAME;
  Ctx c;
  if constexpr (lean) {
    // The Mode into c.m by the wipe's call, so that no register holds it
    // across the call; from here read through c.m (the empty asm: GCC may
    // not assume it is still &m).
    wipe_ctx(c, &m);
    __asm__("" : "+m"(c.m));
  }
  {
    // In place, or apart (the addresses are public). Lean: after the
    // call, so that its temporaries take the argument registers, free by
    // now.
    const auto a = reinterpret_cast<std::uintptr_t>(j.in), b = reinterpret_cast<std::uintptr_t>(j.out);
    const std::size_t n = job_len(j);
    if (!(n == 0 || a == b || a + n <= b || b + n <= a)) return aead_overlapping;
    // Lean: the job's fields read again where they are used, not held in
    // a callee-saved register across the calls between (GCC knows the
    // calls below leave the job alone).
    if constexpr (lean) __asm__("" : : : "memory");
  }
  const auto len = [&] { return job_len(j); };
  const auto decrypt = [&] { return job_decrypts(j); };
  const auto mode = [&]() -> const Mode& {
    if constexpr (Fixed != nullptr) return *Fixed;
    return lean ? *static_cast<const Mode*>(c.m) : m;
  };
  if constexpr (!lean) {
    // 32-bit cores: the wipe's loop is smaller than stores of each member.
    wipe(c);
    c.m = &m;
  }
  // Through c.m even where the Mode is Fixed: the IV as an immediate was
  // a literal pair (10 bytes more on a Cortex-M4).
  c.x[0] = (lean ? *static_cast<const Mode*>(c.m) : m).iv;
  xor_key(c.x + 3, key() + 2);
  // The received tag first: it may share memory with the plaintext. When
  // encrypting it stays zero.
  if (decrypt()) xor_in(c.received, 0, j.tag, 16, 0);
  // IV || K || (N ^ mask)
  xor_in(c.x, 24, nonce(), 16, Flip);
  keyed_permute(c, key(), 1);
  if (j.ad_len != 0) {
    run(c, j.ad, nullptr, j.ad_len);
    permute_from(c.x, mode().rc_b);
  }
  reinterpret_cast<std::uint8_t*>(c.x)[39 ^ Flip] ^= mode().domain;
  c.pos = static_cast<std::size_t>(decrypt() ? take_input : pad_after);
  run(c, j.in, j.out, len());
  keyed_permute(c, key(), mode().rate / 8u);
  // The tag is state bytes 24..39, read as run() reads the rate (pos 24 is
  // past the rate, so no permutation): XORed with the zero buffer it is
  // the tag; with the received tag, the difference, in place.
  c.pos = 24 | no_pad;
  std::uint8_t* const r = reinterpret_cast<std::uint8_t*>(c.received);
  run(c, r, decrypt() ? r : j.tag, 16);
  // Whole words, no early exit; folded to one core word before the wipe's
  // call (a 64-bit difference held two callee-saved registers across it:
  // Cortex-M4 frame 88 -> 80 bytes, h-m4y).
#if defined(__thumb2__)
  // Thumb-2: one load of the four words and three ORs, 10 bytes where GCC
  // took four loads and an orr.w (16; h-m4t).
  register std::uintptr_t diff_r __asm__("r0") = reinterpret_cast<std::uintptr_t>(c.received);
  __asm__(
      "ldmia r0, {r0, r1, r2, r3}\n\t"
      "orrs r0, r1\n\t"
      "orrs r0, r2\n\t"
      "orrs r0, r3"
      : "+r"(diff_r)
      : "m"(c.received)
      : "r1", "r2", "r3", "cc");
  const std::size_t diff = diff_r;
#else
  const std::uint64_t d = c.received[0] | c.received[1];
  const std::size_t diff = static_cast<std::size_t>(d) | static_cast<std::size_t>(d >> 32);
#endif
  if constexpr (!Scrubbed) {
    if constexpr (lean)
      wipe_ctx(c, nullptr);
    else
      wipe(c);
  }
  // Whether the tag matched is public (the caller learns it); nothing else is.
  const bool ok = declassify(value_barrier(diff) == 0);
  if (ok) return 0;
  wipe(j.out, len());
  return aead_failed;
}

}  // namespace ascon::detail::small
