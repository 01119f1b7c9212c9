// SPDX-License-Identifier: Apache-2.0 OR MIT
// Boolean masking of 64-bit words for the side-channel protected ("protected")
// Ascon code: a secret word x is held as N shares whose XOR is x.
//
// Share-safe representation (the compiler must never recombine shares):
//  - share d is stored rotated left by rot(d) bits (share 0 not rotated), so
//    even a register or bus that carries share 0 and then share 1 of the same
//    word shows w0 ^ w1 = x0 ^ rotl(x1, rot(1)), which is not x;
//  - every value that mixes two share domains is followed by a register
//    barrier (an empty asm the optimiser cannot see through), so gcc/clang
//    cannot rewrite (a0 & b0) ^ (a0 & b1) as a0 & (b0 ^ b1), which would
//    unmask b;
//  - shares are only ever combined where the result is public by design
//    (ciphertext, tag, the verdict of a tag check), in combine().
//
// Nothing here allocates, calls the OS or uses libc beyond memcpy/memset: the
// protected code runs freestanding (bare metal, the leakage harness).
#pragma once

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <utility>

#include "../detail/config.hpp"

namespace ascon::protected_ {

// Where a share's stored word is rotated: distinct for every share, none a
// multiple of 8 or 32 so byte and half-word lanes of two shares never line up.
inline constexpr int share_rotation[4] = {0, 5, 23, 43};

namespace detail {

// An empty asm that makes the optimiser forget what it knows about v and
// keeps v in (general) registers. Split into 32-bit halves on 32-bit targets,
// where a 64-bit "+r" operand is not portable (RV32).
ASCON_ALWAYS_INLINE void barrier(std::uint64_t& v) noexcept {
#if defined(__GNUC__) || defined(__clang__)
#if UINTPTR_MAX > 0xffffffffu
  __asm__ volatile("" : "+r"(v));
#else
  std::uint32_t lo = static_cast<std::uint32_t>(v), hi = static_cast<std::uint32_t>(v >> 32);
  __asm__ volatile("" : "+r"(lo), "+r"(hi));
  v = (std::uint64_t{hi} << 32) | lo;
#endif
#else
  volatile std::uint64_t t = v;
  v = t;
#endif
}

// Makes v live in memory at this point: its current value is stored (and
// reloaded after). For a share that accumulates several partial products,
// c ^= t1; c ^= t2: without it the compiler loads c once and stores
// c ^ t1 ^ t2 once, and the bus transition between that load and that store
// has the Hamming distance of t1 ^ t2, which can be unmasked (a0 & b). With
// it every store differs from the previous value by one partial product.
ASCON_ALWAYS_INLINE void to_memory(std::uint64_t& v) noexcept {
#if defined(__GNUC__) || defined(__clang__)
  __asm__ volatile("" : "+m"(v));
#else
  volatile std::uint64_t* p = &v;
  *p = *p;
#endif
}

// Zeroes the register that holds t, in place (t is dead afterwards). A
// partial product a_i & b_j mixes two share domains; if its register is next
// reused for a share of another domain (b_0 after ~a_0 & b_1 in frame 0),
// the Hamming distance of that overwrite is the unmasked b wherever a_0 is 0
// (found by the leakage harness on x86-64 -O2 and -Os). After the clear the
// next value written there is compared with zero. "+r" keeps t in the
// register it was computed in; where no instruction is given here, an empty
// barrier is all there is (the leakage evaluation covers x86-64 and Thumb-2).
ASCON_ALWAYS_INLINE void clear(std::uint64_t& t) noexcept {
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
  __asm__ volatile("xorl %k0, %k0" : "+r"(t));  // a 32-bit xor zeroes all 64 bits
#elif defined(__aarch64__) && (defined(__GNUC__) || defined(__clang__))
  __asm__ volatile("mov %x0, xzr" : "+r"(t));
#elif (defined(__arm__) || defined(__i386__) || (defined(__riscv) && __riscv_xlen == 32)) && \
    (defined(__GNUC__) || defined(__clang__))
  std::uint32_t lo = static_cast<std::uint32_t>(t), hi = static_cast<std::uint32_t>(t >> 32);
#if defined(__i386__)
  __asm__ volatile("xorl %0, %0\n\txorl %1, %1" : "+r"(lo), "+r"(hi));
#elif defined(__riscv)
  __asm__ volatile("li %0, 0\n\tli %1, 0" : "+r"(lo), "+r"(hi));
#elif defined(__thumb__) && !defined(__thumb2__)
  __asm__ volatile("movs %0, #0\n\tmovs %1, #0" : "+l"(lo), "+l"(hi) : : "cc");
#else
  __asm__ volatile("mov %0, #0\n\tmov %1, #0" : "+r"(lo), "+r"(hi));
#endif
  t = (std::uint64_t{hi} << 32) | lo;
#else
  t = 0;
  barrier(t);
#endif
}

// Converts a stored word of share J into the rotation frame of share I.
template <int I, int J>
ASCON_ALWAYS_INLINE std::uint64_t to_frame(std::uint64_t w) noexcept {
  constexpr int r = (share_rotation[I] - share_rotation[J] + 64) % 64;
  if constexpr (r == 0) {
    return w;
  } else {
    return std::rotl(w, r);
  }
}

template <int N, class F, int... I>
ASCON_ALWAYS_INLINE void for_shares_impl(F&& f, std::integer_sequence<int, I...>) noexcept {
  (f(std::integral_constant<int, I>{}), ...);
}
// f(std::integral_constant<int, d>) for d = 0..N-1, unrolled.
template <int N, class F>
ASCON_ALWAYS_INLINE void for_shares(F&& f) noexcept {
  for_shares_impl<N>(f, std::make_integer_sequence<int, N>{});
}

// Reads the next 8 bytes of caller-supplied randomness.
ASCON_ALWAYS_INLINE std::uint64_t take64(const std::uint8_t*& rnd) noexcept {
  std::uint64_t r;
  std::memcpy(&r, rnd, 8);
  rnd += 8;
  return r;
}

}  // namespace detail

// A 64-bit word as N shares (stored rotated, see above).
template <int N>
struct Shared {
  static_assert(N >= 2 && N <= 4, "2, 3 or 4 shares");
  std::array<std::uint64_t, N> w{};

  // A fresh sharing of a public value v: N-1 random words from rnd (advanced
  // by 8 * (N-1) bytes), share 0 = v ^ the others in its frame.
  static ASCON_ALWAYS_INLINE Shared fresh(std::uint64_t v, const std::uint8_t*& rnd) noexcept {
    Shared s;
    detail::for_shares<N>([&](auto d) {
      if constexpr (d != 0) {
        s.w[d] = detail::take64(rnd);
        detail::barrier(s.w[d]);
        v ^= detail::to_frame<0, d>(s.w[d]);
        detail::barrier(v);
      }
    });
    s.w[0] = v;
    return s;
  }
  // XOR of a public value (into share 0).
  ASCON_ALWAYS_INLINE void add(std::uint64_t v) noexcept { w[0] ^= v; }
  // Share-wise XOR of another shared word.
  ASCON_ALWAYS_INLINE void add(const Shared& o) noexcept {
    detail::for_shares<N>([&](auto d) {
      w[d] ^= o.w[d];
      detail::barrier(w[d]);
    });
  }
  // Re-randomises the sharing with N-1 fresh words (the value is unchanged).
  ASCON_ALWAYS_INLINE void refresh(const std::uint8_t*& rnd) noexcept { add(fresh(0, rnd)); }
  // The value, for results that are public by design only (ciphertext, tags,
  // verdicts). `mask` selects the bits wanted; each share is masked before
  // the shares meet, so unselected bits are never recombined.
  ASCON_ALWAYS_INLINE std::uint64_t combine(std::uint64_t mask = ~std::uint64_t{0}) const noexcept {
    std::uint64_t v = w[0] & mask;
    detail::for_shares<N>([&](auto d) {
      if constexpr (d != 0) {
        std::uint64_t t = detail::to_frame<0, d>(w[d]) & mask;
        detail::barrier(t);
        v ^= t;
      }
    });
    return v;
  }
};

// The caller's view of a key as shares: key = share[0] ^ ... ^ share[N-1],
// byte-wise, each share 16 bytes (the layout of key_shares arguments, share d
// at bytes 16d .. 16d + 15). Converted share by share, never combined.
template <int N>
inline constexpr std::size_t key_shares_size = 16 * N;

}  // namespace ascon::protected_
