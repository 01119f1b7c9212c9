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
// (tests/test_kat_small, the m4-small bare-metal image).
//
// Included by aead.hpp, sponge.hpp and hash.hpp only when ASCON_SMALL is on;
// the speed path never sees it.
#pragma once

#include <bit>
#include <cstddef>
#include <cstdint>

#include "../ct.hpp"
#include "../permutation.hpp"
#include "bytes.hpp"
#include "config.hpp"

namespace ascon::detail::small {

static_assert(std::endian::native == std::endian::little || std::endian::native == std::endian::big,
              "the byte view of the state needs a little- or big-endian host");

// A parameter set as data: one copy of each body serves all of them.
struct Mode {
  std::uint64_t iv;  // sponges: S0 before the first permutation
  std::uint8_t rate;     // bytes absorbed (and squeezed) per block
  std::uint8_t first_a;  // Ascon-p[a] starts at round 16 - a of the loop
  std::uint8_t first_b;
  std::uint8_t pad;      // the padding byte: 0x01 (SP 800-232) or 0x80 (v1.2)
  std::uint8_t domain;   // the domain bit, as a byte at state byte 39
  std::uint8_t flip;     // state byte j is memory byte j ^ flip
  bool custom;           // CXOF: a customization string comes first
};

template <class Order>
inline constexpr std::uint8_t flip_of = Order::endian == std::endian::native ? 0 : 7;

// Sponges whose absorb and squeeze rates agree and that set no domain bit:
// every hash, XOF and CXOF of both families.
template <class P>
inline constexpr bool sponge_fits = P::rate == P::squeeze_rate && !P::domain_sep;

template <class P, bool Custom = false>
inline constexpr Mode sponge_mode = {P::iv, P::rate, 16 - P::a, 16 - P::b, P::Order::pad_byte(),
                                     static_cast<std::uint8_t>(P::Order::byte_at(1, 0) == 1 ? 0x80 : 0x01),
                                     flip_of<typename P::Order>, Custom};

template <class P>
inline constexpr Mode aead_mode = {0, P::rate, 16 - P::a, 16 - P::b, P::Order::pad_byte(),
                                   // SP 800-232 (little-endian): S4 ^= 1 << 63, the top bit of
                                   // byte 39; v1.2 (big-endian): S4 ^= 1, the low bit of byte 39.
                                   static_cast<std::uint8_t>(P::Order::byte_at(1, 0) == 1 ? 0x80 : 0x01),
                                   flip_of<typename P::Order>, false};

// Overwrites n bytes with zeros through a volatile pointer: the compiler can
// neither drop the stores nor turn them into a memset call (which would pull
// newlib's memset into the image).
ASCON_NOINLINE inline void wipe(void* p, std::size_t n) noexcept {
  volatile std::uint8_t* v = static_cast<volatile std::uint8_t*>(p);
  while (n--) *v++ = 0;
}

// XORs n bytes into the state words x from state byte pos on (xor_bytes).
ASCON_NOINLINE inline void xor_in(std::uint64_t* x, std::size_t pos, const std::uint8_t* p, std::size_t n,
                                  unsigned flip) noexcept {
  std::uint8_t* const b = reinterpret_cast<std::uint8_t*>(x);
  while (n--) b[pos++ ^ flip] ^= *p++;
}

ASCON_ALWAYS_INLINE void xor_words(std::uint64_t* x, const State& k) noexcept {
  for (int w = 0; w < 5; ++w) x[w] ^= k.x[w];
}

// A sponge or duplex in progress. Plain words, not a State: a State is
// zeroed on construction, which GCC does with a memset call.
struct Ctx {
  std::uint64_t x[5];
  const Mode* m;
  std::size_t pos;  // bytes of the current block used (0..rate)
};

// What run() does with each byte c of input (or 0 without input) and the
// state byte s at the current position.
enum Op : unsigned {
  pad_after = 1,   // pad the block once the data is done
  has_input = 2,   // read `in`; without it every input byte is 0 (squeezing)
  take_input = 4,  // the state takes the input byte (decryption), else s ^= c
};
inline constexpr unsigned op_absorb = has_input | pad_after;                // s ^= c (out: s)
inline constexpr unsigned op_decrypt = has_input | pad_after | take_input;  // out = s ^ c, s = c
inline constexpr unsigned op_squeeze = 0;                                   // out = s

// The one duplex loop: n bytes through the rate, Ascon-p[b] before a block
// when the previous one is full (so none after the last), then the padding.
// Absorbing, encrypting (absorbing with output), decrypting and squeezing
// differ only in `op` and whether there is an output.
ASCON_NOINLINE inline void run(Ctx& c, const std::uint8_t* in, std::uint8_t* out, std::size_t n, unsigned op) noexcept {
  std::uint8_t* const b = reinterpret_cast<std::uint8_t*>(c.x);
  const Mode& m = *c.m;
  for (;; --n) {
    if (c.pos == m.rate && (n != 0 || (op & pad_after))) {
      permute_words(c.x, m.first_b);
      c.pos = 0;
    }
    if (n == 0) break;
    std::uint8_t& s = b[c.pos++ ^ m.flip];
    const std::uint8_t x = (op & has_input) ? *in++ : 0;
    const std::uint8_t t = static_cast<std::uint8_t>(s ^ x);
    if (out) *out++ = t;
    s = (op & take_input) ? x : t;
  }
  if (op & pad_after) b[c.pos ^ m.flip] ^= m.pad;
}

// Hash, XOF and CXOF in one: IV and Ascon-p[a]; for a CXOF the length of Z
// in bits as one block, then Z padded; the message padded; Ascon-p[a];
// out_len bytes squeezed. The caller checked z_len (at most 256 bytes).
ASCON_NOINLINE inline void sponge(const Mode& m, const std::uint8_t* in, std::size_t n, std::uint8_t* out,
                                  std::size_t out_len, const std::uint8_t* z, std::size_t z_len) noexcept {
  Ctx c;
  wipe(c.x, sizeof c.x);
  c.m = &m;
  c.x[0] = m.iv;
  permute_words(c.x, m.first_a);
  if (m.custom) {
    c.x[0] ^= 8 * static_cast<std::uint64_t>(z_len);  // a word: the same in either byte order
    permute_words(c.x, m.first_b);
    c.pos = 0;
    run(c, z, nullptr, z_len, op_absorb);
    permute_words(c.x, m.first_b);
  }
  c.pos = 0;
  run(c, in, nullptr, n, op_absorb);
  permute_words(c.x, m.first_a);
  c.pos = 0;
  run(c, nullptr, out, out_len, op_squeeze);
  wipe(c.x, sizeof c.x);
}

// One AEAD message, both directions. The key as AeadKey lays it out.
struct AeadJob {
  const State* init;        // IV || K || 0
  const State* tail;        // 0* || K
  const State* after_rate;  // 0^rate || K || 0*
  const std::uint8_t* nonce_mask;
  const std::uint8_t* nonce;
  const std::uint8_t* ad;
  std::size_t ad_len;
  const std::uint8_t* in;
  std::size_t len;
  std::uint8_t* out;
  std::uint8_t* tag;  // written when encrypting, read when decrypting
  const Mode* mode;
  bool decrypt;
};

// The duplex AEAD: returns whether the tag matched (always true when
// encrypting). A failed decryption zeroes all len bytes of output.
ASCON_NOINLINE inline bool aead(const AeadJob& j) noexcept {
  const Mode& m = *j.mode;
  Ctx c;
  wipe(c.x, sizeof c.x);
  c.m = &m;
  xor_words(c.x, *j.init);
  xor_in(c.x, 24, j.nonce, 16, m.flip);
  xor_in(c.x, 24, j.nonce_mask, 16, m.flip);
  // The received tag first: it may share memory with the plaintext.
  std::uint8_t received[16];
  for (unsigned i = 0; i < 16; ++i) received[i] = j.decrypt ? j.tag[i] : 0;
  permute_words(c.x, m.first_a);
  xor_words(c.x, *j.tail);
  c.pos = 0;
  if (j.ad_len != 0) {
    run(c, j.ad, nullptr, j.ad_len, op_absorb);
    permute_words(c.x, m.first_b);
  }
  std::uint8_t* const b = reinterpret_cast<std::uint8_t*>(c.x);
  b[39 ^ m.flip] ^= m.domain;
  c.pos = 0;
  run(c, j.in, j.out, j.len, j.decrypt ? op_decrypt : op_absorb);
  xor_words(c.x, *j.after_rate);
  permute_words(c.x, m.first_a);
  xor_words(c.x, *j.tail);
  // The tag is the last 16 bytes; compared without an early exit.
  std::uint32_t diff = 0;
  for (unsigned i = 0; i < 16; ++i) {
    const std::uint8_t t = b[(24 + i) ^ m.flip];
    if (j.decrypt) diff |= static_cast<std::uint32_t>(t ^ received[i]); else j.tag[i] = t;
  }
  wipe(c.x, sizeof c.x);
  wipe(received, sizeof received);
  // Whether the tag matched is public (the caller learns it); nothing else is.
  const bool ok = declassify(value_barrier(diff) == 0);
  if (!ok) wipe(j.out, j.len);
  return ok;
}

}  // namespace ascon::detail::small
