// SPDX-License-Identifier: Apache-2.0 OR MIT
// The one thing a batch backend provides: Ascon rounds on several states at
// once. States are kept "structure of arrays": word w of lane l is
// x[w * lanes + l], so a SIMD backend loads word w of all its lanes with one
// vector load. Everything else (absorbing, padding, squeezing, AEAD phases,
// refilling lanes as messages finish) is scalar code shared by all backends
// (sponge_many.cpp, aead_many.cpp).
#pragma once

#include <ascon/batch.hpp>
#include <ascon/detail/bytes.hpp>
#include <ascon/permutation.hpp>

#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <type_traits>
#include <utility>
#if defined(__AVX2__)
#include <immintrin.h>
#endif

namespace ascon::batch::detail {

using u64 = std::uint64_t;
inline constexpr unsigned max_lanes = 16;
// Arguments of Kernel::rounds.
inline constexpr int p12_first = 4, p8_first = 8;

struct Kernel {
  Backend backend;
  unsigned lanes;  // states per call, <= max_lanes
  // The rounds with constants c_first .. c_(first + count - 1) (of the 16 in
  // ascon::round_constants) on every lane: (4, 12) is Ascon-p[12], (8, 8) is
  // Ascon-p[8], (4, 4) the part of Ascon-p[12] before Ascon-p[8] (for lanes
  // that need 12 rounds while others need 8).
  void (*rounds)(u64* x, int first, int count) noexcept;
  // The engine's two hot loops with every lane busy, the state kept in
  // registers for the whole run rather than loaded and stored around each
  // permutation, and each lane's input loaded straight into its vector slot
  // (a scalar store into x followed by a vector load of it stalls).
  // Sponge: `run` times, word 0 ^= the next 8 bytes at p[l] + 8 j, then
  // Ascon-p[12]. Null: the engine loops over `rounds` itself.
  void (*sponge_words)(u64* x, const std::uint8_t* const* p, std::size_t run) noexcept;
  // AEAD128 data: `run` times, the 16-byte block at in[l] + 16 j goes through
  // words 0 and 1 (C = P ^ S; S = C) to out[l] + 16 j, then Ascon-p[8].
  void (*aead_blocks)(u64* x, const std::uint8_t* const* in, std::uint8_t* const* out, std::size_t run,
                      bool decrypt) noexcept;
};

// One getter per cpu row of the backend table, defined in kernel_<name>.cpp:
// the kernel, or null where this build's target lacks it.
#define ASCON_BATCH_KERNEL_DECL_cpu(name) const Kernel* name##_kernel() noexcept;
#define ASCON_BATCH_KERNEL_DECL_device(name)
#define ASCON_BATCH_KERNEL_DECL_(name, where, runs) ASCON_BATCH_KERNEL_DECL_##where(name)
ASCON_BATCH_BACKENDS(ASCON_BATCH_KERNEL_DECL_)
#undef ASCON_BATCH_KERNEL_DECL_

// The kernel for a resolved CPU backend (not automatic, not cuda), or null
// when this build or this CPU lacks it.
const Kernel* kernel_for(Backend b) noexcept;

#if defined(__GNUC__) || defined(__clang__)
// A SIMD word holding 64-bit lanes, on top of the compiler's generic vector
// extensions (R is e.g. `std::uint64_t __attribute__((vector_size(32)))`):
// exactly what detail::round needs, so the round is written once for all.
template <class R>
struct Vec {
  R v;
  [[gnu::always_inline]] friend inline Vec operator^(Vec a, Vec b) noexcept { return {a.v ^ b.v}; }
  [[gnu::always_inline]] friend inline Vec operator&(Vec a, Vec b) noexcept { return {a.v & b.v}; }
  [[gnu::always_inline]] friend inline Vec operator~(Vec a) noexcept { return {~a.v}; }
  [[gnu::always_inline]] inline Vec& operator^=(Vec b) noexcept {
    v ^= b.v;
    return *this;
  }
  [[gnu::always_inline]] inline Vec& operator^=(u64 c) noexcept {
    v ^= c;
    return *this;
  }
  [[gnu::always_inline]] friend inline Vec rotr(Vec a, int n) noexcept { return {(a.v >> n) | (a.v << (64 - n))}; }
};
#endif

// Moving 64-bit words between the lanes' buffers and one SIMD word W (or a
// plain std::uint64_t, one lane): gather reads lane i's word at p[i] + off.
template <class W>
struct Lanes {
  using LE = ascon::detail::LittleEndian;
  static constexpr unsigned n = 1;
  [[gnu::always_inline]] static inline W gather(const std::uint8_t* const* p, std::size_t off) noexcept {
    return LE::load(p[0] + off);
  }
  [[gnu::always_inline]] static inline void scatter(W v, std::uint8_t* const* p, std::size_t off) noexcept {
    LE::store(p[0] + off, v);
  }
  // The two words of the lane's 16-byte block at p[0] + off (AEAD128 data).
  [[gnu::always_inline]] static inline void gather_block(W (&w)[2], const std::uint8_t* const* p,
                                                         std::size_t off) noexcept {
    w[0] = gather(p, off), w[1] = gather(p, off + 8);
  }
  [[gnu::always_inline]] static inline void scatter_block(const W (&w)[2], std::uint8_t* const* p,
                                                          std::size_t off) noexcept {
    scatter(w[0], p, off), scatter(w[1], p, off + 8);
  }
};
#if defined(__GNUC__) || defined(__clang__)
template <class R>
struct Lanes<Vec<R>> {
  using LE = ascon::detail::LittleEndian;
  static constexpr unsigned n = sizeof(R) / 8;
  template <std::size_t... I>
  [[gnu::always_inline]] static inline Vec<R> gather(const std::uint8_t* const* p, std::size_t off,
                                                     std::index_sequence<I...>) noexcept {
    return {R{LE::load(p[I] + off)...}};
  }
  [[gnu::always_inline]] static inline Vec<R> gather(const std::uint8_t* const* p, std::size_t off) noexcept {
    return gather(p, off, std::make_index_sequence<n>{});
  }
  [[gnu::always_inline]] static inline void scatter(Vec<R> v, std::uint8_t* const* p, std::size_t off) noexcept {
    for (unsigned i = 0; i < n; ++i) LE::store(p[i] + off, v.v[i]);
  }
#if defined(__AVX2__)
  // The 16 bytes at lo and at hi in the low and high halves of one register.
  [[gnu::always_inline]] static inline __m256i pair(const std::uint8_t* lo, const std::uint8_t* hi) noexcept {
    return _mm256_inserti128_si256(_mm256_castsi128_si256(_mm_loadu_si128(reinterpret_cast<const __m128i*>(lo))),
                                   _mm_loadu_si128(reinterpret_cast<const __m128i*>(hi)), 1);
  }
  [[gnu::always_inline]] static inline void store16(std::uint8_t* p, __m128i v) noexcept {
    _mm_storeu_si128(reinterpret_cast<__m128i*>(p), v);
  }
#endif
  // The two words of each lane's 16-byte block at p[i] + off (AEAD128 data).
  // Four lanes (AVX2): each lane's block is one 128-bit load, lanes 0|2 and
  // 1|3 paired in two registers (vinserti128), words 0 and 1 picked out of
  // the pairs (vpunpck{l,h}qdq); the stores the same backwards (measured:
  // the kernel's AEAD loop 3% faster than 16 word loads and inserts). Other
  // widths: two word gathers.
  [[gnu::always_inline]] static inline void gather_block(Vec<R> (&w)[2], const std::uint8_t* const* p,
                                                         std::size_t off) noexcept {
#if defined(__AVX2__)
    if constexpr (n == 4) {
      const __m256i a = pair(p[0] + off, p[2] + off), c = pair(p[1] + off, p[3] + off);
      w[0].v = R(_mm256_unpacklo_epi64(a, c));
      w[1].v = R(_mm256_unpackhi_epi64(a, c));
      return;
    }
#endif
    w[0] = gather(p, off), w[1] = gather(p, off + 8);
  }
  [[gnu::always_inline]] static inline void scatter_block(const Vec<R> (&w)[2], std::uint8_t* const* p,
                                                          std::size_t off) noexcept {
#if defined(__AVX2__)
    if constexpr (n == 4) {
      const __m256i a = _mm256_unpacklo_epi64(__m256i(w[0].v), __m256i(w[1].v));
      const __m256i c = _mm256_unpackhi_epi64(__m256i(w[0].v), __m256i(w[1].v));
      store16(p[0] + off, _mm256_castsi256_si128(a));
      store16(p[1] + off, _mm256_castsi256_si128(c));
      store16(p[2] + off, _mm256_extracti128_si256(a, 1));
      store16(p[3] + off, _mm256_extracti128_si256(c, 1));
      return;
    }
#endif
    scatter(w[0], p, off), scatter(w[1], p, off + 8);
  }
};
#endif

// Lambdas that must be inlined (the round and the per-set steps inside the
// unrolled loops: gcc otherwise calls a function per round, through memory).
#if defined(__GNUC__) || defined(__clang__)
#define ASCON_BATCH_INLINE_LAMBDA __attribute__((always_inline))
#else
#define ASCON_BATCH_INLINE_LAMBDA
#endif

// The word type of a state S (an array of 5 W or u64).
template <class S>
using word_of = std::remove_cvref_t<decltype(std::declval<S&>()[0])>;
// A word (SIMD or u64) from lanes at p; returned by value so the compiler
// keeps it in a register (a memcpy into the state array made gcc copy the
// whole state through the stack first).
template <class W>
[[gnu::always_inline]] inline W load_word(const u64* p) noexcept {
  if constexpr (std::is_same_v<W, u64>) {
    return *p;
  } else {
    using U [[gnu::aligned(8), gnu::may_alias]] = decltype(W::v);
    return W{*reinterpret_cast<const U*>(p)};
  }
}
template <class W>
[[gnu::always_inline]] inline void store_word(u64* p, W w) noexcept {
  if constexpr (std::is_same_v<W, u64>) {
    *p = w;
  } else {
    using U [[gnu::aligned(8), gnu::may_alias]] = decltype(W::v);
    *reinterpret_cast<U*>(p) = w.v;
  }
}

// The registers of one kernel call: Sets SIMD words W per state word (the
// vector lanes, 0 .. per * Sets - 1) and Scalars plain states in general
// registers (the lanes after them). A scalar state beside the vectors runs on
// the integer units while the vector units are busy: more lanes per call for
// little extra time where the CPU issues both at once.
template <class W, int Sets, int Scalars>
struct Regs {
  static constexpr unsigned per = Lanes<W>::n, vector_lanes = per * Sets, lanes = vector_lanes + Scalars;
  W v[Sets][5];
  std::array<std::array<u64, 5>, Scalars> g;  // std::array: Scalars may be 0
  // f(s, l) for every register set: s its five words (W or u64), l its first lane.
  template <class F>
  [[gnu::always_inline]] inline void each(F&& f) noexcept {
    for (int k = 0; k < Sets; ++k) f(v[k], k * per);
    for (int k = 0; k < Scalars; ++k) f(g[k], vector_lanes + k);
  }
  [[gnu::always_inline]] inline void load(const u64* x) noexcept {
    each([&](auto& s, unsigned l) ASCON_BATCH_INLINE_LAMBDA {
      for (int w = 0; w < 5; ++w) s[w] = load_word<word_of<decltype(s)>>(x + w * lanes + l);
    });
  }
  [[gnu::always_inline]] inline void store(u64* x) noexcept {
    each([&](auto& s, unsigned l) ASCON_BATCH_INLINE_LAMBDA {
      for (int w = 0; w < 5; ++w) store_word(x + w * lanes + l, s[w]);
    });
  }
};

// Rounds First .. First + Count - 1, fully unrolled, every register set
// interleaved round by round (independent chains hide latency).
// As in ascon::permute, every round but the last leaves x2 complemented and
// the next one adds ~c, saving the S-box's NOT.
template <int First, class R, std::size_t... I>
[[gnu::always_inline]] inline void unrolled(R& r, std::index_sequence<I...>) noexcept {
  constexpr std::size_t last = sizeof...(I) - 1;
  (
      [&]() ASCON_BATCH_INLINE_LAMBDA {
        const u64 c = round_constants[First + I];
        r.each([&](auto& s, unsigned) ASCON_BATCH_INLINE_LAMBDA {
          ascon::detail::round<(I < last)>(s[0], s[1], s[2], s[3], s[4], I == 0 ? c : ~c);
        });
      }(),
      ...);
}

// The body of every backend's `rounds`.
template <class W, int Sets, int Scalars>
void rounds_impl(u64* x, int first, int count) noexcept {
  Regs<W, Sets, Scalars> r;
  r.load(x);
  if (first == 4 && count == 12) {
    unrolled<4>(r, std::make_index_sequence<12>{});
  } else if (first == 8 && count == 8) {
    unrolled<8>(r, std::make_index_sequence<8>{});
  } else if (first == 4 && count == 4) {
    unrolled<4>(r, std::make_index_sequence<4>{});
  } else {
    for (int i = first; i < first + count; ++i)
      r.each([&](auto& s, unsigned) ASCON_BATCH_INLINE_LAMBDA {
        ascon::detail::round(s[0], s[1], s[2], s[3], s[4], round_constants[static_cast<std::size_t>(i)]);
      });
  }
  r.store(x);
}

// Kernel::sponge_words for every backend.
template <class W, int Sets, int Scalars>
void sponge_words_impl(u64* x, const std::uint8_t* const* p, std::size_t run) noexcept {
  Regs<W, Sets, Scalars> r;
  r.load(x);
  for (std::size_t j = 0; j < run; ++j) {
    r.each([&](auto& s, unsigned l)
               ASCON_BATCH_INLINE_LAMBDA { s[0] ^= Lanes<word_of<decltype(s)>>::gather(p + l, 8 * j); });
    unrolled<4>(r, std::make_index_sequence<12>{});
  }
  r.store(x);
}

// Kernel::aead_blocks for every backend (Decrypt fixed per instantiation, so
// the loop has no branch).
template <class W, int Sets, int Scalars, bool Decrypt>
void aead_blocks_loop(u64* x, const std::uint8_t* const* in, std::uint8_t* const* out, std::size_t run) noexcept {
  Regs<W, Sets, Scalars> r;
  r.load(x);
  for (std::size_t j = 0; j < run; ++j) {
    r.each([&](auto& s, unsigned l) ASCON_BATCH_INLINE_LAMBDA {
      using W1 = word_of<decltype(s)>;
      W1 c[2];
      Lanes<W1>::gather_block(c, in + l, 16 * j);
      if constexpr (Decrypt) {
        const W1 p[2] = {s[0] ^ c[0], s[1] ^ c[1]};
        Lanes<W1>::scatter_block(p, out + l, 16 * j);
        s[0] = c[0], s[1] = c[1];
      } else {
        s[0] ^= c[0], s[1] ^= c[1];
        const W1 o[2] = {s[0], s[1]};
        Lanes<W1>::scatter_block(o, out + l, 16 * j);
      }
    });
    unrolled<8>(r, std::make_index_sequence<8>{});
  }
  r.store(x);
}
template <class W, int Sets, int Scalars>
void aead_blocks_impl(u64* x, const std::uint8_t* const* in, std::uint8_t* const* out, std::size_t run,
                      bool decrypt) noexcept {
  if (decrypt)
    aead_blocks_loop<W, Sets, Scalars, true>(x, in, out, run);
  else
    aead_blocks_loop<W, Sets, Scalars, false>(x, in, out, run);
}

// The entry points of one backend: the shared loops above instantiated for
// its word type W (a vector of lanes, or u64) in its own, ISA-specific file,
// with Scalars more lanes in general registers.
template <class W, int Sets, int Scalars = 0>
struct Entries {
  static constexpr unsigned lanes = Regs<W, Sets, Scalars>::lanes;
  static_assert(lanes <= max_lanes, "the engine's buffers hold max_lanes states");
  static void rounds(u64* x, int first, int count) noexcept { rounds_impl<W, Sets, Scalars>(x, first, count); }
  static void sponge_words(u64* x, const std::uint8_t* const* p, std::size_t run) noexcept {
    sponge_words_impl<W, Sets, Scalars>(x, p, run);
  }
  static void aead_blocks(u64* x, const std::uint8_t* const* in, std::uint8_t* const* out, std::size_t run,
                          bool decrypt) noexcept {
    aead_blocks_impl<W, Sets, Scalars>(x, in, out, run, decrypt);
  }
};

// The kernel of backend B made of all of E's entry points (a SIMD file's
// getter returns its address where the file is built for B's instruction set).
template <Backend B, class E>
inline constexpr Kernel kernel_of{B, E::lanes, E::rounds, E::sponge_words, E::aead_blocks};
#if defined(__GNUC__) || defined(__clang__)
// ... for a SIMD backend: 64-bit lanes in words of VectorBytes bytes, two
// register sets, Scalars more states in general registers.
template <unsigned VectorBytes>
struct u64_vector {
  typedef std::uint64_t type __attribute__((vector_size(VectorBytes)));
};
template <Backend B, unsigned VectorBytes, int Scalars = 0>
inline constexpr const Kernel* simd_kernel =
    &kernel_of<B, Entries<Vec<typename u64_vector<VectorBytes>::type>, 2, Scalars>>;
#endif

}  // namespace ascon::batch::detail
