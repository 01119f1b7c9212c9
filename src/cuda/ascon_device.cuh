// SPDX-License-Identifier: Apache-2.0 OR MIT
// Per-message Ascon code of the GPU backend: one thread runs one message.
//
// Written once as __host__ __device__ functions so that the very code the
// kernels run is also compiled by a plain C++ compiler and tested on the CPU
// (tests/cuda/test_cuda_device_code.cpp) on machines without a GPU.
//
// Design, for a GPU without a native 64-bit rotate:
//   - each 64-bit state word is two 32-bit halves (W: lo = bytes 0..3, hi =
//     bytes 4..7, little endian as SP 800-232 loads them), so a rotation is
//     two funnel shifts (__funnelshift_r on the device, shifts on the host);
//   - the rounds are unrolled by templates and every round constant is a
//     template argument, so it is folded into an immediate XOR;
//   - inputs and outputs are reached through small "source" and "sink"
//     objects: the same algorithm code serves the packed layout (each message
//     contiguous, found through an offsets array) and the interleaved layout
//     (word w of message i at index w * count + i, so that neighbouring threads
//     read neighbouring words and the loads coalesce).
//
// Secret data never selects a branch or an address: the only branches are on
// lengths (public) and, after decryption, on the verification result (which
// is reported anyway).
#pragma once

#include <stddef.h>
#include <stdint.h>

#include "../../include/ascon/detail/constants.hpp"  // IVs and the CXOF rule, shared with the core

#if defined(__CUDACC__)
#define ASCON_HD __host__ __device__ __forceinline__
#else
#define ASCON_HD inline
#endif

namespace ascon::cuda::device {  // the device side of ascon::cuda

// A 64-bit Ascon word as two 32-bit halves (same memory image as uint64_t
// on a little-endian machine, and as CUDA's uint2).
struct alignas(8) W {
  uint32_t lo, hi;
};
struct St {
  W x[5];
};

ASCON_HD W make_w(uint64_t v) { return W{static_cast<uint32_t>(v), static_cast<uint32_t>(v >> 32)}; }
ASCON_HD uint64_t to_u64(W w) { return static_cast<uint64_t>(w.hi) << 32 | w.lo; }
ASCON_HD W operator^(W a, W b) { return W{a.lo ^ b.lo, a.hi ^ b.hi}; }
ASCON_HD W& operator^=(W& a, W b) {
  a.lo ^= b.lo;
  a.hi ^= b.hi;
  return a;
}

// (hi:lo) >> n, low 32 bits, for 0 < n < 32.
template <int N>
ASCON_HD uint32_t shr_pair(uint32_t lo, uint32_t hi) {
#if defined(__CUDA_ARCH__)
  return __funnelshift_r(lo, hi, N);
#else
  return (lo >> N) | (hi << (32 - N));
#endif
}

// 64-bit rotate right by a compile-time amount.
template <int N>
ASCON_HD W rotr(W v) {
  static_assert(N > 0 && N < 64 && N != 32, "Ascon's rotation amounts");
  if constexpr (N < 32) {
    return W{shr_pair<N>(v.lo, v.hi), shr_pair<N>(v.hi, v.lo)};
  } else {
    return W{shr_pair<N - 32>(v.hi, v.lo), shr_pair<N - 32>(v.lo, v.hi)};
  }
}

// One round with its constant C (SP 800-232 section 3; same S-box
// formulation as include/ascon/permutation.hpp).
template <uint32_t C>
ASCON_HD void round(St& s) {
  W x0 = s.x[0], x1 = s.x[1], x2 = s.x[2], x3 = s.x[3], x4 = s.x[4];
  x2.lo ^= C;  // constants are below 256: only the low half changes
  x0 ^= x4;
  x4 ^= x3;
  x2 ^= x1;
  W t0{x0.lo ^ (~x1.lo & x2.lo), x0.hi ^ (~x1.hi & x2.hi)};
  W t1{x1.lo ^ (~x2.lo & x3.lo), x1.hi ^ (~x2.hi & x3.hi)};
  W t2{x2.lo ^ (~x3.lo & x4.lo), x2.hi ^ (~x3.hi & x4.hi)};
  W t3{x3.lo ^ (~x4.lo & x0.lo), x3.hi ^ (~x4.hi & x0.hi)};
  W t4{x4.lo ^ (~x0.lo & x1.lo), x4.hi ^ (~x0.hi & x1.hi)};
  t1 ^= t0;
  t0 ^= t4;
  t3 ^= t2;
  t2.lo = ~t2.lo;
  t2.hi = ~t2.hi;
  s.x[0] = t0 ^ rotr<19>(t0) ^ rotr<28>(t0);
  s.x[1] = t1 ^ rotr<61>(t1) ^ rotr<39>(t1);
  s.x[2] = t2 ^ rotr<1>(t2) ^ rotr<6>(t2);
  s.x[3] = t3 ^ rotr<10>(t3) ^ rotr<17>(t3);
  s.x[4] = t4 ^ rotr<7>(t4) ^ rotr<41>(t4);
}

// The round constant of round i (0..15) of Ascon-p[16]: 0x3c, 0x2d, ..., 0x4b.
template <int I>
struct RoundConstant {
  static constexpr uint32_t value = static_cast<uint32_t>((((19 - I) & 15) << 4) | ((I + 12) & 15));
};

template <int I, int End>
ASCON_HD void rounds_from(St& s) {
  if constexpr (I < End) {
    round<RoundConstant<I>::value>(s);
    rounds_from<I + 1, End>(s);
  }
}

// Ascon-p[R]: the last R of the 16 rounds, fully unrolled.
template <int R>
ASCON_HD void permute(St& s) {
  static_assert(R >= 1 && R <= 16, "Ascon-p[r] is defined for 1 <= r <= 16");
  rounds_from<16 - R, 16>(s);
}

// ---- bytes <-> words ------------------------------------------------------------

// Loads n (0..8) bytes little endian; the rest of the word is zero.
ASCON_HD W load_bytes(const uint8_t* p, size_t n) {
  uint64_t v = 0;
  for (size_t i = 0; i < n; ++i) v |= static_cast<uint64_t>(p[i]) << (8 * i);
  return make_w(v);
}
ASCON_HD void store_bytes(uint8_t* p, W w, size_t n) {
  const uint64_t v = to_u64(w);
  for (size_t i = 0; i < n; ++i) p[i] = static_cast<uint8_t>(v >> (8 * i));
}
// GPUs are little-endian, so memory holds a word's lo half first and an
// aligned word can be read as a W. The host build of this code (tested on
// big-endian s390x too) takes the byte path there instead.
#if !defined(__CUDA_ARCH__) && defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
#define ASCON_GPU_WORDS_ARE_LE 0
#else
#define ASCON_GPU_WORDS_ARE_LE 1
#endif

// A full word from any address: one 8-byte load when aligned.
ASCON_HD W load_word(const uint8_t* p) {
  if (ASCON_GPU_WORDS_ARE_LE && (reinterpret_cast<uintptr_t>(p) & 7) == 0) return *reinterpret_cast<const W*>(p);
  return load_bytes(p, 8);
}
ASCON_HD void store_word(uint8_t* p, W w) {
  if (ASCON_GPU_WORDS_ARE_LE && (reinterpret_cast<uintptr_t>(p) & 7) == 0) {
    *reinterpret_cast<W*>(p) = w;
  } else {
    store_bytes(p, w, 8);
  }
}
// The low n (0..8) bytes of w; the others cleared.
ASCON_HD W keep_bytes(W w, size_t n) {
  if (n >= 8) return w;
  if (n >= 4) return W{w.lo, n == 4 ? 0u : w.hi & ((1u << (8 * (n - 4))) - 1)};
  return W{n == 0 ? 0u : w.lo & ((1u << (8 * n)) - 1), 0u};
}
// The padding byte 0x01 at byte position n (0..7) of a word.
ASCON_HD W pad_word(size_t n) { return n < 4 ? W{1u << (8 * n), 0u} : W{0u, 1u << (8 * (n - 4))}; }

// ---- sources and sinks: where the words of one message live --------------------

// A contiguous message (packed layout, or any host buffer).
struct PackedIn {
  const uint8_t* p;
  ASCON_HD W word(size_t w) const { return load_word(p + 8 * w); }
  ASCON_HD W partial(size_t w, size_t n) const { return load_bytes(p + 8 * w, n); }
};
struct PackedOut {
  uint8_t* p;
  ASCON_HD void word(size_t w, W v) const { store_word(p + 8 * w, v); }
  ASCON_HD void partial(size_t w, W v, size_t n) const { store_bytes(p + 8 * w, v, n); }
};
// Message `index` of an interleaved batch of `count` messages: word w at
// words[w * count + index]. A last partial word is padded with zeros in the
// staging buffer; it is masked here anyway so stray bytes cannot matter.
struct InterleavedIn {
  const W* words;
  size_t count, index;
  ASCON_HD W word(size_t w) const { return words[w * count + index]; }
  ASCON_HD W partial(size_t w, size_t n) const { return keep_bytes(word(w), n); }
};
// Writes whole words: the bytes past a partial end stay zero.
struct InterleavedOut {
  W* words;
  size_t count, index;
  ASCON_HD void word(size_t w, W v) const { words[w * count + index] = v; }
  ASCON_HD void partial(size_t w, W v, size_t n) const { word(w, keep_bytes(v, n)); }
};

// ---- Ascon-Hash256, Ascon-XOF128, Ascon-CXOF128 -----------------------------------

// Initial states: S = IV || 0, Ascon-p[12]. For CXOF the customization
// string is absorbed too; every message of a batch shares the result, so it
// is computed once on the host, by the core (host_state.hpp), and handed to
// the kernel.
using ascon::constants::hash256_iv;
using ascon::constants::xof128_iv;

ASCON_HD St sponge_initial_state(uint64_t iv) {
  St s{};
  s.x[0] = make_w(iv);
  permute<12>(s);
  return s;
}

// Absorbs len bytes with the 8-byte rate and pads the last block.
template <class In>
ASCON_HD void absorb_padded(St& s, const In& in, size_t len) {
  const size_t full = len / 8, rem = len % 8;
  for (size_t w = 0; w < full; ++w) {
    s.x[0] ^= in.word(w);
    permute<12>(s);
  }
  if (rem != 0) s.x[0] ^= in.partial(full, rem);
  s.x[0] ^= pad_word(rem);
}

// The whole sponge on one message from a precomputed initial state:
// Hash256 (out_len 32), XOF128 and CXOF128 (any out_len).
template <class In, class Out>
ASCON_HD void sponge(const St& init, const In& in, size_t len, const Out& out, size_t out_len) {
  St s = init;
  absorb_padded(s, in, len);
  permute<12>(s);
  const size_t full = out_len / 8, rem = out_len % 8;
  for (size_t w = 0; w < full; ++w) {
    out.word(w, s.x[0]);
    if (w + 1 < full || rem != 0) permute<12>(s);
  }
  if (rem != 0) out.partial(full, s.x[0], rem);
}

// ---- Ascon-AEAD128 ----------------------------------------------------------------

using ascon::constants::aead128_iv;

struct Key {
  W k0, k1;
};

// S = IV || K || N, Ascon-p[12], S ^= 0* || K, associated data (16-byte
// rate, Ascon-p[8] after each padded block, nothing if there is none), then
// the domain bit.
template <class AdIn>
ASCON_HD St aead_start(const Key& k, W n0, W n1, const AdIn& ad, size_t ad_len) {
  St s{};
  s.x[0] = make_w(aead128_iv);
  s.x[1] = k.k0;
  s.x[2] = k.k1;
  s.x[3] = n0;
  s.x[4] = n1;
  permute<12>(s);
  s.x[3] ^= k.k0;
  s.x[4] ^= k.k1;
  if (ad_len > 0) {
    const size_t blocks = ad_len / 16, rem = ad_len % 16;
    for (size_t b = 0; b < blocks; ++b) {
      s.x[0] ^= ad.word(2 * b);
      s.x[1] ^= ad.word(2 * b + 1);
      permute<8>(s);
    }
    const size_t w = 2 * blocks;
    if (rem >= 8) {
      s.x[0] ^= ad.word(w);
      if (rem > 8) s.x[1] ^= ad.partial(w + 1, rem - 8);
      s.x[1] ^= pad_word(rem - 8);
    } else {
      if (rem > 0) s.x[0] ^= ad.partial(w, rem);
      s.x[0] ^= pad_word(rem);
    }
    permute<8>(s);
  }
  s.x[4].hi ^= 0x80000000u;  // domain bit: the last bit of the state
  return s;
}

// S ^= 0^128 || K || 0, Ascon-p[12], T = S3 || S4 ^ K.
ASCON_HD void aead_tag(St& s, const Key& k, W& t0, W& t1) {
  s.x[2] ^= k.k0;
  s.x[3] ^= k.k1;
  permute<12>(s);
  t0 = s.x[3] ^ k.k0;
  t1 = s.x[4] ^ k.k1;
}

// Encrypts len bytes; in and out may be the same memory.
template <class In, class Out>
ASCON_HD void aead_encrypt_data(St& s, const In& in, const Out& out, size_t len) {
  const size_t blocks = len / 16, rem = len % 16;
  for (size_t b = 0; b < blocks; ++b) {
    s.x[0] ^= in.word(2 * b);
    s.x[1] ^= in.word(2 * b + 1);
    out.word(2 * b, s.x[0]);
    out.word(2 * b + 1, s.x[1]);
    permute<8>(s);
  }
  const size_t w = 2 * blocks;
  if (rem >= 8) {
    s.x[0] ^= in.word(w);
    out.word(w, s.x[0]);
    if (rem > 8) {
      s.x[1] ^= in.partial(w + 1, rem - 8);
      out.partial(w + 1, s.x[1], rem - 8);
    }
    s.x[1] ^= pad_word(rem - 8);
  } else {
    if (rem > 0) {
      s.x[0] ^= in.partial(w, rem);
      out.partial(w, s.x[0], rem);
    }
    s.x[0] ^= pad_word(rem);
  }
}

// P = C ^ S and S = C on the bytes of the message (partial words keep the
// rest of the state word), then the padding.
template <class In, class Out>
ASCON_HD void aead_decrypt_data(St& s, const In& in, const Out& out, size_t len) {
  const size_t blocks = len / 16, rem = len % 16;
  for (size_t b = 0; b < blocks; ++b) {
    const W c0 = in.word(2 * b), c1 = in.word(2 * b + 1);
    out.word(2 * b, s.x[0] ^ c0);
    out.word(2 * b + 1, s.x[1] ^ c1);
    s.x[0] = c0;
    s.x[1] = c1;
    permute<8>(s);
  }
  const size_t w = 2 * blocks;
  auto last = [&](W& x, size_t word, size_t n) {
    const W m = keep_bytes(x ^ in.partial(word, n), n);
    out.partial(word, m, n);
    x ^= m;
  };
  if (rem >= 8) {
    const W c0 = in.word(w);
    out.word(w, s.x[0] ^ c0);
    s.x[0] = c0;
    if (rem > 8) last(s.x[1], w + 1, rem - 8);
    s.x[1] ^= pad_word(rem - 8);
  } else {
    if (rem > 0) last(s.x[0], w, rem);
    s.x[0] ^= pad_word(rem);
  }
}

// Zeroes len bytes of a message's output.
template <class Out>
ASCON_HD void zero_output(const Out& out, size_t len) {
  const size_t full = len / 8, rem = len % 8;
  for (size_t w = 0; w < full; ++w) out.word(w, W{0, 0});
  if (rem != 0) out.partial(full, W{0, 0}, rem);
}

// Whole encryption of one message; the tag goes to tag_out words 0 and 1.
template <class AdIn, class In, class Out, class TagOut>
ASCON_HD void aead128_encrypt(const Key& k, W n0, W n1, const AdIn& ad, size_t ad_len, const In& in, const Out& out,
                              size_t len, const TagOut& tag_out) {
  St s = aead_start(k, n0, n1, ad, ad_len);
  aead_encrypt_data(s, in, out, len);
  W t0, t1;
  aead_tag(s, k, t0, t1);
  tag_out.word(0, t0);
  tag_out.word(1, t1);
}

// Whole decryption of one message: 0 if the tag verifies, else -1 with the
// output zeroed before the function returns (so before any copy back).
// The tag comparison has no early exit.
template <class AdIn, class In, class Out, class TagIn>
ASCON_HD int aead128_decrypt(const Key& k, W n0, W n1, const AdIn& ad, size_t ad_len, const In& in, const Out& out,
                             size_t len, const TagIn& tag_in) {
  St s = aead_start(k, n0, n1, ad, ad_len);
  aead_decrypt_data(s, in, out, len);
  W t0, t1;
  aead_tag(s, k, t0, t1);
  const W e0 = tag_in.word(0), e1 = tag_in.word(1);
  const uint32_t diff = (t0.lo ^ e0.lo) | (t0.hi ^ e0.hi) | (t1.lo ^ e1.lo) | (t1.hi ^ e1.hi);
  // ok = 1 exactly when diff == 0, computed without a comparison branch.
  const uint32_t ok = 1u ^ ((diff | (0u - diff)) >> 31);
  if (!ok) zero_output(out, len);
  return static_cast<int>(ok) - 1;
}

// ---- layout conversion ---------------------------------------------------------

// Word `w` of message `i` of an array of messages (message i at
// aos + i * stride, len bytes each), zero-padded past len: the value the
// interleaved layout holds at index w * count + i.
ASCON_HD W aos_word(const uint8_t* aos, size_t len, size_t stride, size_t i, size_t w) {
  const uint8_t* p = aos + i * stride + 8 * w;
  const size_t left = len - 8 * w;
  return left >= 8 ? load_word(p) : load_bytes(p, left);
}
// The reverse: writes the bytes of interleaved word `v` (word w of message
// i) back to the array of messages, never past len.
ASCON_HD void aos_store(uint8_t* aos, size_t len, size_t stride, size_t i, size_t w, W v) {
  uint8_t* p = aos + i * stride + 8 * w;
  const size_t left = len - 8 * w;
  if (left >= 8) {
    store_word(p, v);
  } else {
    store_bytes(p, v, left);
  }
}
// Words a message of len bytes takes in the interleaved layout.
ASCON_HD size_t words_for(size_t len) { return (len + 7) / 8; }

}  // namespace ascon::cuda::device
