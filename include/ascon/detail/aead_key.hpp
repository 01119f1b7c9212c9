// SPDX-License-Identifier: Apache-2.0 OR MIT
// The pieces of the duplex AEAD below the mode: its parameter set, the key in
// the form the mode XORs into the state, and the buffer rules every entry
// point checks. Part of detail/aead.hpp.
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>

#include "../ct.hpp"
#include "../permutation.hpp"
#include "../sponge.hpp"

namespace ascon::detail {

// An AEAD parameter set.
//   IVBytes       bytes of the IV at the front of the state (8, or 4 for 80pq)
//   KeyBytes      16, or 20 for Ascon-80pq
//   Rate          8 or 16 bytes
//   MinTagBytes   shortest tag allowed (SP 800-232: 32 bits; v1.2: full tags)
//   NonceMasking  whether the SP 800-232 nonce-masking option exists
template <class Order_, std::uint64_t IV_, std::size_t IVBytes_, std::size_t KeyBytes_, std::size_t Rate_, int A_,
          int B_, std::size_t MinTagBytes_, bool NonceMasking_>
struct AeadParams {
  using Order = Order_;
  static constexpr std::uint64_t iv = IV_;
  static constexpr std::size_t iv_bytes = IVBytes_;
  static constexpr std::size_t key_bytes = KeyBytes_;
  static constexpr std::size_t rate = Rate_;
  static constexpr int a = A_;
  static constexpr int b = B_;
  static constexpr std::size_t min_tag_bytes = MinTagBytes_;
  static constexpr bool nonce_masking = NonceMasking_;
  static_assert(iv_bytes + key_bytes + 16 == 40, "IV || K || N fills the 320-bit state");
};

// The key, in the form the mode XORs into the state. Both forms offer the
// same four operations: the initial state for a nonce, adding K after the
// initial permutation ("tail") and before the final one ("after_rate"), and
// the two words that mask the tag.
//  - A 16-byte key (Ascon-AEAD128, Ascon-128, Ascon-128a) is two words added
//    at run time: building it is two loads, wiping it 32 bytes, and a
//    one-shot call keeps it in registers.
//  - Ascon-80pq's 20-byte key straddles words, so its three layouts are
//    precomputed states.
template <class P, bool TwoWords = (P::key_bytes == 16 && P::iv_bytes == 8)>
struct AeadKey;

template <class P>
struct AeadKey<P, true> {
  using O = typename P::Order;
  // K0, K1, then the nonce mask (zero unless nonce masking). Every
  // constructor writes all four (no default initializer: the size
  // configuration's would be a memset call on RV32).
  std::array<std::uint64_t, 4> w;
#if ASCON_BI32_DUPLEX
  // K0, K1 as the one-shots' interleaved state holds them (DuplexRep),
  // converted once here rather than three times a message.
  std::array<std::uint64_t, 2> wi{};
#endif

  constexpr AeadKey() noexcept : w{} {}
#if ASCON_SMALL && !ASCON_SMALL_WORDS
  // The size configuration on cores without misaligned words (Cortex-M0,
  // RV32I): the words zeroed by stores, then the 16 key bytes XORed in by
  // the out-of-line xor_in (which the nonce needs anyway), instead of an
  // inlined byte-wise 64-bit load in every function that builds a key (128
  // bytes a constructor on a Cortex-M0) or two calls that return a 64-bit
  // word each (116 + 72 bytes on RV32). Out of line, so the one-shots of an
  // image share it (inlined, the stores were 48 bytes an entry on RV32); the
  // stores, not small::wipe_words, which only this constructor linked
  // (AEAD128 image 52 bytes less on RV32, 4 on a Cortex-M0).
  ASCON_NOINLINE constexpr explicit AeadKey(const std::uint8_t* k) noexcept {
    if (std::is_constant_evaluated()) {
      w = {O::load(k), O::load(k + 8), 0, 0};
    } else {
      w[0] = 0;
      w[1] = 0;
      w[2] = 0;
      w[3] = 0;
      small::xor_in(w.data(), 0, k, 16, small::flip_of<O>);
    }
  }
#else
  constexpr explicit AeadKey(const std::uint8_t* k) noexcept
      : w{O::load(k), O::load(k + 8), 0, 0}
#if ASCON_BI32_DUPLEX
        ,
        wi{DuplexRep::in(w[0]), DuplexRep::in(w[1])}
#endif
  {
  }
#endif
  constexpr AeadKey(const AeadKey&) noexcept = default;
  constexpr AeadKey& operator=(const AeadKey&) noexcept = default;
  constexpr ~AeadKey() {
#if ASCON_SMALL
    // The size configuration on 64-bit cores: four volatile word stores
    // (AArch64: two pair stores, below), not the call of secure_wipe's byte
    // loop with its address and length.
    // Volatile, not two pairs behind secure_wipe's asm barrier: the
    // barrier's register operand kept the object's address in a saved
    // register across the one-shot's call (AArch64: the two AEAD128 entry
    // points 4 bytes and a 16-byte frame each less, h-a64x).
    if constexpr (sizeof(std::size_t) >= sizeof(std::uint64_t)) {
      if (!std::is_constant_evaluated()) {
#if defined(__aarch64__) && defined(__GNUC__) && !defined(__clang__)
        // AArch64 (GCC): two zero-register pair stores, each an asm with the
        // pair as its memory operand ("Ump": an stp address, here sp + an
        // offset), which GCC does not pair from volatile word stores and
        // which keep no address in a register: the C++ AEAD128 entry points
        // 8 bytes each less (docs/measurements.md, h-a64w).
        struct Pair {
          std::uint64_t a, b;
        };
        auto* const q = reinterpret_cast<Pair*>(w.data());
        __asm__ volatile("stp xzr, xzr, %0" : "=Ump"(q[0]));
        __asm__ volatile("stp xzr, xzr, %0" : "=Ump"(q[1]));
#else
        volatile std::uint64_t* const p = w.data();
        p[0] = 0;
        p[1] = 0;
        p[2] = 0;
        p[3] = 0;
#endif
      }
    } else
#endif
    {
      wipe_object(w);
    }
#if ASCON_BI32_DUPLEX
    wipe_object(wi);
#endif
  }

  constexpr void set_nonce_mask(const std::uint8_t* m) noexcept {
    w[2] = O::load(m);
    w[3] = O::load(m + 8);
  }
  // IV || K || (N ^ mask)
  ASCON_ALWAYS_INLINE constexpr State initial_state(const std::uint8_t* nonce) const noexcept {
    return State{{P::iv, w[0], w[1], O::load(nonce) ^ w[2], O::load(nonce + 8) ^ w[3]}};
  }
  ASCON_ALWAYS_INLINE constexpr void add_tail(State& s) const noexcept {  // S ^= 0* || K
    s.x[3] ^= w[0];
    s.x[4] ^= w[1];
  }
  ASCON_ALWAYS_INLINE constexpr void add_after_rate(State& s) const noexcept {  // S ^= 0^rate || K || 0*
    s.x[P::rate / 8] ^= w[0];
    s.x[P::rate / 8 + 1] ^= w[1];
  }
  ASCON_ALWAYS_INLINE constexpr std::uint64_t tag_mask(int i) const noexcept { return w[i]; }

  // The same in representation R (detail/state_rep.hpp), for the one-shots.
  template <class R>
  ASCON_ALWAYS_INLINE constexpr State initial_state_in(const std::uint8_t* nonce) const noexcept {
#if ASCON_BI32_DUPLEX
    if constexpr (std::is_same_v<R, DuplexRep>)
      return State{{ R::in(P::iv), wi[0], wi[1], R::in(O::load(nonce) ^ w[2]), R::in(O::load(nonce + 8) ^ w[3]) }};
#endif
    return R::from_plain(initial_state(nonce));
  }
  template <class R>
  ASCON_ALWAYS_INLINE constexpr void add_tail_in(State& s) const noexcept {
#if ASCON_BI32_DUPLEX
    if constexpr (std::is_same_v<R, DuplexRep>) {
      s.x[3] ^= wi[0];
      s.x[4] ^= wi[1];
      return;
    }
#endif
    xor_plain<R>(s, [this](State& t) { add_tail(t); });
  }
  template <class R>
  ASCON_ALWAYS_INLINE constexpr void add_after_rate_in(State& s) const noexcept {
#if ASCON_BI32_DUPLEX
    if constexpr (std::is_same_v<R, DuplexRep>) {
      s.x[P::rate / 8] ^= wi[0];
      s.x[P::rate / 8 + 1] ^= wi[1];
      return;
    }
#endif
    xor_plain<R>(s, [this](State& t) { add_after_rate(t); });
  }
};

template <class P>
struct AeadKey<P, false> {
  using O = typename P::Order;
  State init{};                               // IV || K || 0 (the nonce is added per message)
  State tail{};                               // 0* || K, after the initial permutation; its S3, S4 mask the tag
  State after_rate{};                         // 0^rate || K || 0*, before the final permutation
  std::array<std::uint8_t, 16> nonce_mask{};  // second key half with nonce masking, else zero

  constexpr AeadKey() noexcept = default;
  constexpr explicit AeadKey(const std::uint8_t* k) noexcept {
    init.x[0] = P::iv;
    xor_bytes<O>(init, P::iv_bytes, k, P::key_bytes);
    xor_bytes<O>(tail, 40 - P::key_bytes, k, P::key_bytes);
    xor_bytes<O>(after_rate, P::rate, k, P::key_bytes);
  }
  constexpr AeadKey(const AeadKey&) noexcept = default;
  constexpr AeadKey& operator=(const AeadKey&) noexcept = default;
  constexpr ~AeadKey() {
    wipe_object(init);
    wipe_object(tail);
    wipe_object(after_rate);
    wipe_object(nonce_mask);
  }

  constexpr void set_nonce_mask(const std::uint8_t* m) noexcept { std::copy_n(m, 16, nonce_mask.data()); }
  constexpr State initial_state(const std::uint8_t* nonce) const noexcept {
    State s = init;
    s.x[3] ^= O::load(nonce) ^ O::load(nonce_mask.data());
    s.x[4] ^= O::load(nonce + 8) ^ O::load(nonce_mask.data() + 8);
    return s;
  }
  constexpr void add_tail(State& s) const noexcept { xor_state(s, tail); }
  constexpr void add_after_rate(State& s) const noexcept { xor_state(s, after_rate); }
  constexpr std::uint64_t tag_mask(int i) const noexcept { return tail.x[3 + i]; }
  template <class R>
  constexpr State initial_state_in(const std::uint8_t* nonce) const noexcept {
    return R::from_plain(initial_state(nonce));
  }
  template <class R>
  constexpr void add_tail_in(State& s) const noexcept {
    xor_plain<R>(s, [this](State& t) { add_tail(t); });
  }
  template <class R>
  constexpr void add_after_rate_in(State& s) const noexcept {
    xor_plain<R>(s, [this](State& t) { add_after_rate(t); });
  }

 private:
  static constexpr void xor_state(State& s, const State& k) noexcept {
    for (int i = 0; i < 5; ++i) s.x[i] ^= k.x[i];
  }
};

// The key of one call made by an entry point that zeroes, on return, the
// stack its work used (the C functions' scrubbed wrappers,
// src/capi/dispatch.hpp): AeadKey<P, true>'s words without a nonce mask and
// without a wipe of their own, so the compiler keeps them in registers and
// spills them only into frames that scrub zeroes. The key bytes are read and
// converted where the first permutation's state is built. Not for anything
// that outlives the call or runs without that scrub.
template <class P>
struct CallKey {
  static_assert(P::key_bytes == 16 && P::iv_bytes == 8, "a two-word key");
  using O = typename P::Order;
  // Where the one-shots' representation is the plain one (64-bit cores) the
  // converted words are k0, k1 themselves and the object holds two words,
  // not four (four made GCC 12 store them as one 32-byte vector, which
  // realigned the frame and added a vzeroupper to each x86-64-v3 call).
  static constexpr bool plain = std::is_same_v<DuplexRep, PlainRep>;
  struct Converted {
    std::uint64_t r0, r1;
  };
  struct None {};
  std::uint64_t k0, k1;                                                  // K as loaded
  [[no_unique_address]] std::conditional_t<plain, None, Converted> rep;  // in the one-shots' representation

  ASCON_ALWAYS_INLINE constexpr explicit CallKey(const std::uint8_t* k) noexcept : k0(O::load(k)), k1(O::load(k + 8)) {
    if constexpr (!plain) rep = Converted{DuplexRep::in(k0), DuplexRep::in(k1)};
  }
  CallKey(const CallKey&) = delete;
  CallKey& operator=(const CallKey&) = delete;

  // For the one-shots only: R is DuplexRep, whose form r0, r1 hold.
  template <class R>
  ASCON_ALWAYS_INLINE constexpr State initial_state_in(const std::uint8_t* nonce) const noexcept {
    static_assert(std::is_same_v<R, DuplexRep>);
    return State{{R::in(P::iv), rep0(), rep1(), R::in(O::load(nonce)), R::in(O::load(nonce + 8))}};
  }
  template <class R>
  ASCON_ALWAYS_INLINE constexpr void add_tail_in(State& s) const noexcept {
    from_frame();
    s.x[3] ^= rep0();
    s.x[4] ^= rep1();
  }
  template <class R>
  ASCON_ALWAYS_INLINE constexpr void add_after_rate_in(State& s) const noexcept {
    from_frame();
    s.x[P::rate / 8] ^= rep0();
    s.x[P::rate / 8 + 1] ^= rep1();
  }
  ASCON_ALWAYS_INLINE constexpr std::uint64_t tag_mask(int i) const noexcept { return i == 0 ? k0 : k1; }

 private:
  ASCON_ALWAYS_INLINE constexpr std::uint64_t rep0() const noexcept {
    if constexpr (plain)
      return k0;
    else
      return rep.r0;
  }
  ASCON_ALWAYS_INLINE constexpr std::uint64_t rep1() const noexcept {
    if constexpr (plain)
      return k1;
    else
      return rep.r1;
  }
  // x86-64 has 16 general registers: the five state words, the round's
  // temporaries and the call's pointers and lengths fill them, and two more
  // held across each permutation for the key made GCC 12 (-march=native on
  // a Zen 5) park a state word in a vector register and fetch it back in
  // every round of the initialisation (a 0-byte AEAD128 encryption 152 ->
  // 174 TSC cycles). So the words stay in this object, in the frame of the
  // call that the caller's scrub zeroes, and are read from there where they
  // are added: the empty asm tells the compiler the object may have changed,
  // so it keeps no register copy across the permutation before it. The asm
  // emits nothing; the words are stored once, when the key is read. Other
  // targets (31 or more registers, or the bit-interleaved key of 32-bit
  // cores, spilled anyway) keep the registers.
  ASCON_ALWAYS_INLINE constexpr void from_frame() const noexcept {
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__)) && !defined(ASCON_CT_WITH_MSAN)
    if (!std::is_constant_evaluated()) {
      auto* self = const_cast<CallKey*>(this);  // never a const object: encrypt_with_key's local
      if constexpr (plain)
        __asm__ volatile("" : "+m"(self->k0), "+m"(self->k1));
      else
        __asm__ volatile("" : "+m"(self->k0), "+m"(self->k1), "+m"(self->rep.r0), "+m"(self->rep.r1));
    }
#endif
  }
};

// The byte-length functions pass 8 * size as a bit count: it must not wrap
// (on 32-bit targets, a 512 MiB message would otherwise be processed only
// in part and reported as done). 8 * x fits a size_t exactly when x has no
// bit above SIZE_MAX / 8, which is all ones.
inline constexpr bool bits_fit(std::size_t data_bytes, std::size_t ad_bytes) noexcept {
#if ASCON_SMALL
  // The size configuration, every core: the top three bits tested, which
  // AArch64 does in one compare with a shifted operand instead of building
  // the constant (4 bytes a check: the AEAD128 image 1084 -> 1076, h-a64y),
  // and 32-bit cores by a shift too (M0 AEAD128 8 bytes less, h-m4t).
  // small.hpp's aead_words_body repeats this test (it cannot include this
  // file: sponge.hpp, which this file includes, includes small.hpp).
  return ((data_bytes | ad_bytes) >> (sizeof(std::size_t) * 8 - 3)) == 0;
#else
  return (data_bytes | ad_bytes) <= SIZE_MAX / 8;
#endif
}

// In-place operation is allowed; any other overlap is refused.
inline constexpr bool buffers_ok(const std::uint8_t* in, std::size_t n, const std::uint8_t* out) noexcept {
  if (std::is_constant_evaluated() || n == 0 || in == out) return true;
  const auto a = reinterpret_cast<std::uintptr_t>(in), b = reinterpret_cast<std::uintptr_t>(out);
  return a + n <= b || b + n <= a;
}

// [a, a + an) and [b, b + bn) share no byte (an empty range overlaps nothing).
inline bool disjoint(const void* a, std::size_t an, const void* b, std::size_t bn) noexcept {
  if (an == 0 || bn == 0) return true;
  const auto x = reinterpret_cast<std::uintptr_t>(a), y = reinterpret_cast<std::uintptr_t>(b);
  return x + an <= y || y + bn <= x;
}

}  // namespace ascon::detail
