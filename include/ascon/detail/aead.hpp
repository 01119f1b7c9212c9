// SPDX-License-Identifier: Apache-2.0 OR MIT
// The generic Ascon duplex AEAD: Ascon-AEAD128 and the v1.2 Ascon-128,
// Ascon-128a and Ascon-80pq are this template with a parameter set.
//
//   init:     S = IV || K || N, Ascon-p[a], S ^= 0* || K
//   AD:       if non-empty, rate-sized padded blocks with Ascon-p[b] after each
//   separate: S ^= 0^319 || 1 (the domain bit)
//   data:     C = P ^ S[rate], S[rate] = C, Ascon-p[b] after each full block;
//             the last (possibly empty) block is padded, no permutation
//   final:    S ^= 0^rate || K || 0*, Ascon-p[a], T = last 128 bits ^ K
//
// Decryption writes plaintext as it goes and zeroes all of it when the tag
// does not match, so no unauthenticated byte is ever left in the output.
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>

#include "../ct.hpp"
#include "../permutation.hpp"
#include "../sponge.hpp"
#include "../status.hpp"
#include "aead_blocks.hpp"
#include "aead_duplex.hpp"
#include "aead_key.hpp"

namespace ascon::detail {

template <class P>
class TruncatedAead;

// Authenticated encryption with a bound key and full 16-byte (128-bit) tags.
// Every entry point here takes exactly 16 tag bytes: a receiver can never be
// talked into checking a shorter tag. Short tags (SP 800-232 allows 32..128
// bits) exist only through TruncatedAead, whose length is fixed once at
// construction and never taken from a message.
template <class P>
class Aead {
 public:
  using Params = P;
  static constexpr std::size_t key_size = P::key_bytes;
  static constexpr std::size_t nonce_size = 16;
  static constexpr std::size_t tag_size = 16;
  static constexpr std::size_t min_tag_size = P::min_tag_bytes;  // for TruncatedAead
  static constexpr std::size_t rate = P::rate;
  using Key = std::span<const std::uint8_t, key_size>;
  using Nonce = std::span<const std::uint8_t, nonce_size>;
  using Tag = std::array<std::uint8_t, tag_size>;

  constexpr explicit Aead(Key key) noexcept : key_(key.data()) {}
  // SP 800-232 nonce masking: a 256-bit key K || K2, and every nonce is
  // replaced by N ^ K2 before use.
  static constexpr Aead with_nonce_masking(std::span<const std::uint8_t, 32> key) noexcept
    requires(P::nonce_masking)
  {
    Aead a(key.template first<16>());
    a.key_.set_nonce_mask(key.data() + 16);
    return a;
  }

  // ---- one-shot, detached: the full 16-byte tag apart from the ciphertext ----
  constexpr Status encrypt_detached(Nonce nonce, std::span<const std::uint8_t> pt, std::span<const std::uint8_t> ad,
                                    std::span<std::uint8_t> ct, std::span<std::uint8_t, tag_size> tag) const noexcept {
#if ASCON_SMALL
    if constexpr (small_lengths)
      if (!std::is_constant_evaluated()) {
        if (ct.size() < pt.size()) return bits_fit(pt.size(), ad.size()) ? Error::buffer_too_small : Error::too_long;
        return small_call(nonce, pt.data(), pt.size(), ad.data(), ad.size(), ct.data(), tag.data(), false);
      }
#endif
    if (!bits_fit(pt.size(), ad.size())) return Error::too_long;  // one limit for the byte and bit forms
    if (ct.size() < pt.size()) return Error::buffer_too_small;
#if ASCON_SMALL
    if constexpr (small_checks)
      if (!std::is_constant_evaluated())
        return small_call(nonce, pt.data(), pt.size(), ad.data(), ad.size(), ct.data(), tag.data(), false);
#endif
    if (!buffers_ok(pt.data(), pt.size(), ct.data())) return Error::overlapping_buffers;
    seal_full(nonce, pt.data(), pt.size(), ad.data(), ad.size(), ct.data(), tag.data());
    return {};
  }
  [[nodiscard]] constexpr Status decrypt_detached(Nonce nonce, std::span<const std::uint8_t> ct,
                                                  std::span<const std::uint8_t> ad,
                                                  std::span<const std::uint8_t, tag_size> tag,
                                                  std::span<std::uint8_t> pt) const noexcept {
#if ASCON_SMALL
    if constexpr (small_lengths)
      if (!std::is_constant_evaluated()) {
        if (pt.size() < ct.size()) return bits_fit(ct.size(), ad.size()) ? Error::buffer_too_small : Error::too_long;
        return small_call(nonce, ct.data(), ct.size(), ad.data(), ad.size(), pt.data(), const_cast<u8*>(tag.data()),
                          true);
      }
#endif
    if (!bits_fit(ct.size(), ad.size())) return Error::too_long;
    if (pt.size() < ct.size()) return Error::buffer_too_small;
#if ASCON_SMALL
    if constexpr (small_checks)
      if (!std::is_constant_evaluated())
        return small_call(nonce, ct.data(), ct.size(), ad.data(), ad.size(), pt.data(), const_cast<u8*>(tag.data()),
                          true);
#endif
    if (!buffers_ok(ct.data(), ct.size(), pt.data())) return Error::overlapping_buffers;
    return open_full(nonce, ct.data(), ct.size(), ad.data(), ad.size(), tag.data(), pt.data());
  }

  // ---- one-shot, combined: out = ciphertext || tag ---------------------------
  constexpr Status encrypt(Nonce nonce, std::span<const std::uint8_t> pt, std::span<const std::uint8_t> ad,
                           std::span<std::uint8_t> out) const noexcept {
    // The length first: within bits_fit, pt.size() + tag_size cannot wrap
    // (it did for a plaintext of nearly SIZE_MAX bytes, and the spans below
    // were then cut past their end).
#if ASCON_SMALL
    // The size configuration on 64-bit cores: no span is cut, and the
    // length is refused in the body (small_lengths); a sum that wraps is
    // then refused there (its tag address is never used).
    if constexpr (small_lengths)
      if (!std::is_constant_evaluated()) {
        if (out.size() < pt.size() + tag_size)
          return bits_fit(pt.size(), ad.size()) ? Error::buffer_too_small : Error::too_long;
        auto* const tag = reinterpret_cast<u8*>(reinterpret_cast<std::uintptr_t>(out.data()) + pt.size());
        return small_call(nonce, pt.data(), pt.size(), ad.data(), ad.size(), out.data(), tag, false);
      }
#endif
    if (!bits_fit(pt.size(), ad.size())) return Error::too_long;
    if (out.size() < pt.size() + tag_size) return Error::buffer_too_small;
    return encrypt_detached(nonce, pt, ad, out.first(pt.size()), out.subspan(pt.size()).template first<tag_size>());
  }
  // `in` is ciphertext || tag; pt receives in.size() - 16 bytes.
  [[nodiscard]] constexpr Status decrypt(Nonce nonce, std::span<const std::uint8_t> in,
                                         std::span<const std::uint8_t> ad, std::span<std::uint8_t> pt) const noexcept {
    if (in.size() < tag_size) return Error::bad_length;
    const std::size_t n = in.size() - tag_size;
    if (pt.size() < n) return Error::buffer_too_small;
    // The tag may share memory with pt (in place, with room for the tag):
    // open() copies it before writing any plaintext.
    return decrypt_detached(nonce, in.first(n), ad, in.subspan(n).template first<tag_size>(), pt.first(n));
  }

  // ---- one-shot with the key bytes of this call only --------------------------
  // For callers that zero the stack their call used, and nothing else (the C
  // functions' scrubbed wrappers, src/capi/dispatch.hpp): as
  // Aead(key).encrypt / .decrypt, with the key read and converted where the
  // first state is built (CallKey) instead of into an object that is then
  // wiped, and the state left to that scrub too. Inlined into the caller's
  // frame: the work of one entry point. Two-word keys, the speed configuration.
  ASCON_ALWAYS_INLINE static constexpr Status encrypt_with_key(const u8* key, Nonce nonce,
                                                               std::span<const std::uint8_t> pt,
                                                               std::span<const std::uint8_t> ad,
                                                               std::span<std::uint8_t> out) noexcept
    requires(P::key_bytes == 16 && P::iv_bytes == 8)
  {
    // encrypt()'s checks, the room first (two comparisons, so no sum to
    // wrap): with the length first, GCC -march=native's 0-byte encryption
    // took 180 TSC cycles instead of 148 on a Zen 5 (peer-bench). A call
    // that fails both gets buffer_too_small here, too_long from encrypt().
    if (out.size() < pt.size() || out.size() - pt.size() < tag_size) return Error::buffer_too_small;
    if (!bits_fit(pt.size(), ad.size())) return Error::too_long;
    if (!buffers_ok(pt.data(), pt.size(), out.data())) return Error::overlapping_buffers;
    CallKey<P> k(key);  // not const: CallKey::from_frame
    seal_words(k, nonce, pt.data(), pt.size(), ad.data(), ad.size(), out.data(), out.data() + pt.size());
    return {};
  }
  [[nodiscard]] ASCON_ALWAYS_INLINE static constexpr Status decrypt_with_key(const u8* key, Nonce nonce,
                                                                             std::span<const std::uint8_t> in,
                                                                             std::span<const std::uint8_t> ad,
                                                                             std::span<std::uint8_t> pt) noexcept
    requires(P::key_bytes == 16 && P::iv_bytes == 8)
  {
    if (in.size() < tag_size) return Error::bad_length;
    const std::size_t n = in.size() - tag_size;  // decrypt()'s checks, in its order
    if (pt.size() < n) return Error::buffer_too_small;
    if (!bits_fit(n, ad.size())) return Error::too_long;
    if (!buffers_ok(in.data(), n, pt.data())) return Error::overlapping_buffers;
    CallKey<P> k(key);  // not const: CallKey::from_frame
    return open_words(k, nonce, in.data(), n, ad.data(), ad.size(), in.data() + n, pt.data());
  }

  // ---- bit-oriented (SP 800-232 bit strings, as ACVP tests them) -------------
  // Lengths in bits; each buffer holds at least ceil(bits / 8) bytes, with the
  // bits of a partial last byte in its low-order positions. Full 128-bit tag;
  // shorter ones through TruncatedAead::with_tag_bits.
  constexpr Status encrypt_bits(Nonce nonce, std::span<const std::uint8_t> pt, std::size_t pt_bits,
                                std::span<const std::uint8_t> ad, std::size_t ad_bits, std::span<std::uint8_t> ct,
                                std::span<std::uint8_t, tag_size> tag) const noexcept
    requires(P::Order::supports_bits)
  {
    return seal(nonce, pt, pt_bits, ad, ad_bits, ct, tag, 8 * tag_size);
  }
  [[nodiscard]] constexpr Status decrypt_bits(Nonce nonce, std::span<const std::uint8_t> ct, std::size_t ct_bits,
                                              std::span<const std::uint8_t> ad, std::size_t ad_bits,
                                              std::span<const std::uint8_t, tag_size> tag,
                                              std::span<std::uint8_t> pt) const noexcept
    requires(P::Order::supports_bits)
  {
    return open(nonce, ct, ct_bits, ad, ad_bits, tag, 8 * tag_size, pt);
  }

  // Kept for one release: producing a short tag is harmless, but the matching
  // decrypt_truncated (which let the receiver pick the length) is gone.
  [[deprecated("use TruncatedAead128::with_tag_size(key, n): the tag length is bound once")]]
  constexpr Status encrypt_truncated(Nonce nonce, std::span<const std::uint8_t> pt, std::span<const std::uint8_t> ad,
                                     std::span<std::uint8_t> ct, std::span<std::uint8_t> tag) const noexcept {
    if (!bits_fit(pt.size(), ad.size())) return Error::too_long;
    if (tag.size() > tag_size) return Error::bad_length;  // before 8 * tag.size() can wrap
    return seal(nonce, pt, 8 * pt.size(), ad, 8 * ad.size(), ct, tag, 8 * tag.size());
  }

  // ---- incremental (detail/aead_stream.hpp) -------------------------------------
  // Encryptor: update_ad(), update(), finish(), in that order; never copied.
  // Decryptor: bound to the caller's whole plaintext buffer, which it zeroes
  // unless finish() verifies the tag.
  class Encryptor;
  class Decryptor;

  constexpr Encryptor encryptor(Nonce nonce) const noexcept { return Encryptor(*this, nonce); }
  constexpr Decryptor decryptor(Nonce nonce, std::span<std::uint8_t> plaintext_out) const noexcept {
    return Decryptor(*this, nonce, plaintext_out);
  }

 private:
  friend class TruncatedAead<P>;

  static constexpr bool tag_bits_ok(std::size_t bits) noexcept {
    return bits >= 8 * min_tag_size && bits <= 8 * tag_size && (P::Order::supports_bits || bits % 8 == 0);
  }

  // ---- the byte-oriented one-shot with a full tag ------------------------------
  // What encrypt/decrypt and the detached forms run: straight-line code over
  // one local state (no Duplex object, no bit-length or truncation logic,
  // the tag compared as two words), so a short message costs little more
  // than its permutations. seal()/open() below serve the bit-oriented and
  // truncated forms; both give the same bytes (vector and differential tests).
  using Order = typename P::Order;
  // How the one-shots hold the state (detail/state_rep.hpp): plain, or kept
  // bit-interleaved from start to tag where ASCON_BI32_DUPLEX says so.
  using R = DuplexRep;

  // A CallKey's caller zeroes the stack the call used (encrypt_with_key).
  template <class K>
  static constexpr bool scrubbed_caller = std::is_same_v<K, CallKey<P>>;

  // IV || K || N, Ascon-p[a], then 0* || K. K: an AeadKey<P> or a CallKey<P>.
  template <class K>
  ASCON_ALWAYS_INLINE static constexpr State start_state(const K& key, Nonce nonce) noexcept {
    State s = key.template initial_state_in<R>(nonce.data());
    R::template permute<P::a>(s);
    key.template add_tail_in<R>(s);
    return s;
  }
  // Associated data (nothing at all when there is none), then the domain bit.
  ASCON_ALWAYS_INLINE static constexpr void absorb_ad_full(State& s, const u8* ad, std::size_t n) noexcept {
    if (n != 0) {
      absorb_padded<P, R>(s, ad, n);
      R::template permute<P::b>(s);
    }
    s.x[4] ^= R::in(Order::domain_bit);
  }
  // Ascon-p[a] after 0^rate || K || 0*; the tag is the last 16 bytes ^ K.
  template <class K>
  ASCON_ALWAYS_INLINE static constexpr void tag_words(const K& key, State& s, std::uint64_t& t0,
                                                      std::uint64_t& t1) noexcept {
    key.template add_after_rate_in<R>(s);
    R::template permute<P::a>(s);
    t0 = R::out(s.x[3]) ^ key.tag_mask(0);
    t1 = R::out(s.x[4]) ^ key.tag_mask(1);
  }

  ASCON_ONESHOT_INLINE constexpr void seal_full(Nonce nonce, const u8* in, std::size_t n, const u8* ad,
                                                std::size_t ad_len, u8* out, u8* tag) const noexcept {
#if ASCON_SMALL
    if constexpr (small_key)
      if (!std::is_constant_evaluated()) return (void)small_aead(nonce, in, n, ad, ad_len, out, tag, false);
#endif
    seal_words(key_, nonce, in, n, ad, ad_len, out, tag);
  }
  template <class K>
  ASCON_ONESHOT_INLINE static constexpr void seal_words(const K& key, Nonce nonce, const u8* in, std::size_t n,
                                                        const u8* ad, std::size_t ad_len, u8* out, u8* tag) noexcept {
    State s = start_state(key, nonce);
    absorb_ad_full(s, ad, ad_len);
    aead_data<P, Direction::encrypt, R>(s, in, out, n);
    std::uint64_t t0 = 0, t1 = 0;
    tag_words(key, s, t0, t1);
    Order::store(tag, t0);
    Order::store(tag + 8, t1);
    if constexpr (!scrubbed_caller<K>) wipe_object(s);
  }

  ASCON_ONESHOT_INLINE constexpr Status open_full(Nonce nonce, const u8* in, std::size_t n, const u8* ad,
                                                  std::size_t ad_len, const u8* tag, u8* out) const noexcept {
#if ASCON_SMALL
    if constexpr (small_key)
      if (!std::is_constant_evaluated())
        return small_aead(nonce, in, n, ad, ad_len, out, const_cast<u8*>(tag), true) ? Status{}
                                                                                     : Error::authentication_failed;
#endif
    return open_words(key_, nonce, in, n, ad, ad_len, tag, out);
  }
  template <class K>
  ASCON_ONESHOT_INLINE static constexpr Status open_words(const K& key, Nonce nonce, const u8* in, std::size_t n,
                                                          const u8* ad, std::size_t ad_len, const u8* tag,
                                                          u8* out) noexcept {
    // The received tag first: it may share memory with the plaintext buffer.
    const std::uint64_t r0 = Order::load(tag), r1 = Order::load(tag + 8);
    State s = start_state(key, nonce);
    absorb_ad_full(s, ad, ad_len);
    aead_data<P, Direction::decrypt, R>(s, in, out, n);
    std::uint64_t diff;
    if constexpr (sizeof(std::size_t) >= sizeof(std::uint64_t)) {
      // 64-bit cores: the received tag and the key's tag mask combined
      // before the last permutation, so one XOR per word follows its last
      // round (the tag check's dependency chain: GCC does not reassociate
      // (x3 ^ K) ^ T). Not on 32-bit cores: four more live registers
      // across the permutation made RV32+Zbb's decryption frame 240 bytes.
      std::uint64_t e0 = key.tag_mask(0) ^ r0, e1 = key.tag_mask(1) ^ r1;
      if (!std::is_constant_evaluated()) {
        e0 = value_barrier(e0);
        e1 = value_barrier(e1);
      }
      key.template add_after_rate_in<R>(s);
      R::template permute<P::a>(s);
      diff = (R::out(s.x[3]) ^ e0) | (R::out(s.x[4]) ^ e1);
    } else {
      std::uint64_t t0 = 0, t1 = 0;
      tag_words(key, s, t0, t1);
      diff = (t0 ^ r0) | (t1 ^ r1);
    }
    if constexpr (!scrubbed_caller<K>) wipe_object(s);
    if (!std::is_constant_evaluated()) diff = value_barrier(diff);
    // Whether the tag matched is public (the caller learns it); nothing else is.
    const bool ok = declassify(diff == 0);
    if (!ok) {
      std::fill_n(out, n, std::uint8_t{0});
      if (!std::is_constant_evaluated()) secure_wipe(out, n);
      return Error::authentication_failed;
    }
    return {};
  }

#if ASCON_SMALL
  // The size configuration: both directions in one shared body
  // (detail/small.hpp), for the two-word keys (Ascon-80pq: the path below).
  // Inlined: the caller builds the job itself (an out-of-line copy that
  // repacked nine arguments cost 28 bytes of a Cortex-M4 image, 24 on an M0).
  static constexpr bool small_key = requires(const AeadKey<P>& k) { k.w; };
  // Whether the tag matched (small_bi32.hpp's aead(), after the caller's
  // overlap check; small.hpp's take small_call below instead).
  ASCON_ALWAYS_INLINE bool small_aead(Nonce nonce, const u8* in, std::size_t n, const u8* ad, std::size_t ad_len,
                                      u8* out, u8* tag, bool decrypt) const noexcept {
    const auto r = small::call_aead<false, small::flip_of<typename P::Order>>(
        small::aead_job(ad, ad_len, in, n, out, tag, decrypt, key_.w.data(), small::aead_mode<P>, nonce.data()),
        key_.w.data(), small::aead_mode<P>, nonce.data());
    if constexpr (small::aead_returns_error)
      return r == 0;
    else
      return r;
  }
  // The overlap check and the whole call in the shared body, which returns
  // the Error value (the entry points keep only the length checks): 64-bit
  // cores small::aead_words, its arguments in registers; 32-bit cores
  // small::aead (one overlap check in the image, not one an entry point:
  // Cortex-M4 AEAD128 image 16 bytes less, h-m4y).
  static constexpr bool small_checks = small_key && (small::wide_words || small::aead_returns_error);
  // 64-bit cores: small::aead_words_kd also refuses lengths whose bit count
  // wraps (too_long), first, so the one-shots keep only the room check and
  // test bits_fit only to tell a refused room from a refused length (the
  // error order as before: too_long wins). Neither C++ AEAD128 entry point
  // of an AArch64 image holds the test then (each 20 bytes less, the body
  // 20 more: the image 1008 -> 988 bytes, docs/measurements.md, h-a64t).
  static constexpr bool small_lengths = small_checks && small::wide_words;
  ASCON_ALWAYS_INLINE Status small_call(Nonce nonce, const u8* in, std::size_t n, const u8* ad, std::size_t ad_len,
                                        u8* out, u8* tag, bool decrypt) const noexcept {
    constexpr unsigned flip = small::flip_of<typename P::Order>;
    if constexpr (small::wide_words) {
      if constexpr (small::fixed_aead_mode<P> != nullptr)
        return static_cast<Error>(small::aead_words_kd<false, flip, small::fixed_aead_mode<P>>(
            out, in, n, ad, ad_len, nonce.data(), small::key_dir(key_.w.data(), decrypt), tag));
      else
        return static_cast<Error>(small::aead_words_kd<false, flip>(
            out, in, n, ad, ad_len, nonce.data(), small::key_dir(key_.w.data(), decrypt), tag, small::aead_mode<P>));
    } else {
      return static_cast<Error>(small::call_aead<false, flip, small::lean_fixed_mode<P>>(
          small::aead_job(ad, ad_len, in, n, out, tag, decrypt, key_.w.data(), small::aead_mode<P>, nonce.data()),
          key_.w.data(), small::aead_mode<P>, nonce.data()));
    }
  }
#endif

  // What seal() and open() check alike: in holds in_bits, out has room for
  // them, ad holds ad_bits and tag tag_bits (a length tag_bits_ok allows).
  static constexpr Status bits_ok(std::span<const std::uint8_t> in, std::size_t in_bits,
                                  std::span<const std::uint8_t> ad, std::size_t ad_bits, std::size_t tag_size,
                                  std::size_t tag_bits, std::span<std::uint8_t> out) noexcept {
    const std::size_t n = bytes_for_bits(in_bits);
    if (!tag_bits_ok(tag_bits) || bytes_for_bits(ad_bits) > ad.size() || n > in.size() ||
        bytes_for_bits(tag_bits) > tag_size)
      return Error::bad_length;
    if (out.size() < n) return Error::buffer_too_small;
    if (!buffers_ok(in.data(), n, out.data())) return Error::overlapping_buffers;
    return {};
  }
  // The duplex of seal() (Decrypt false) and open(): ad_bits of associated
  // data, in_bits from in encrypted (decrypted) to out, the full tag to tag.
  template <bool Decrypt>
  constexpr void duplex_bits(Nonce nonce, std::span<const std::uint8_t> ad, std::size_t ad_bits, const u8* in,
                             std::size_t in_bits, u8* out, Tag& tag) const noexcept {
    Duplex<P> d(key_, nonce);
    d.absorb_ad(ad.data(), ad_bits / 8);
    if (ad_bits % 8)
      d.end_ad(ad[ad_bits / 8], ad_bits % 8);
    else
      d.end_ad();
    const std::size_t whole = in_bits / 8, rest = in_bits % 8;
    if constexpr (Decrypt) {
      d.decrypt(in, out, whole);
      if (rest) out[whole] = d.decrypt_last_bits(in[whole], rest);
    } else {
      d.encrypt(in, out, whole);
      if (rest) out[whole] = d.encrypt_last_bits(in[whole], rest);
    }
    d.finish(key_, tag.data());
  }

  constexpr Status seal(Nonce nonce, std::span<const std::uint8_t> pt, std::size_t pt_bits,
                        std::span<const std::uint8_t> ad, std::size_t ad_bits, std::span<std::uint8_t> ct,
                        std::span<std::uint8_t> tag, std::size_t tag_bits) const noexcept {
    if (const Status s = bits_ok(pt, pt_bits, ad, ad_bits, tag.size(), tag_bits, ct); !s) return s;
    Tag full{};
    duplex_bits<false>(nonce, ad, ad_bits, pt.data(), pt_bits, ct.data(), full);
    std::copy_n(full.data(), bytes_for_bits(tag_bits), tag.data());
    truncate_bits(tag, tag_bits);
    wipe_object(full);
    return {};
  }

  constexpr Status open(Nonce nonce, std::span<const std::uint8_t> ct, std::size_t ct_bits,
                        std::span<const std::uint8_t> ad, std::size_t ad_bits, std::span<const std::uint8_t> tag,
                        std::size_t tag_bits, std::span<std::uint8_t> pt) const noexcept {
    if (const Status s = bits_ok(ct, ct_bits, ad, ad_bits, tag.size(), tag_bits, pt); !s) return s;
    const std::size_t n = bytes_for_bits(ct_bits);
    // Keep the received tag: it may live in the buffer the plaintext overwrites.
    Tag received{};
    std::copy_n(tag.data(), bytes_for_bits(tag_bits), received.data());
    Tag mine{};
    duplex_bits<true>(nonce, ad, ad_bits, ct.data(), ct_bits, pt.data(), mine);
    auto mine_t = std::span<std::uint8_t>(mine).first(bytes_for_bits(tag_bits));
    auto recv_t = std::span<std::uint8_t>(received).first(bytes_for_bits(tag_bits));
    truncate_bits(mine_t, tag_bits);
    truncate_bits(recv_t, tag_bits);
    const bool ok = declassify(ct_equal(mine_t, recv_t));  // accept/reject is public
    wipe_object(mine);
    if (!ok) {
      std::fill_n(pt.data(), n, std::uint8_t{0});
      if (!std::is_constant_evaluated()) secure_wipe(pt.data(), n);
      return Error::authentication_failed;
    }
    return {};
  }

  AeadKey<P> key_;
};

}  // namespace ascon::detail

// The rest of the family, which needs Aead complete.
#include "aead_stream.hpp"
#include "aead_truncated.hpp"
