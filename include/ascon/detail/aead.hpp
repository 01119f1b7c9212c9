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
#include "aead_blocks.hpp"
#include "checked.hpp"
#include "../permutation.hpp"
#include "../sponge.hpp"
#include "../status.hpp"

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
  std::array<std::uint64_t, 4> w{};  // K0, K1, then the nonce mask (zero unless nonce masking)

  constexpr AeadKey() noexcept = default;
  constexpr explicit AeadKey(const std::uint8_t* k) noexcept : w{O::load(k), O::load(k + 8), 0, 0} {}
  constexpr AeadKey(const AeadKey&) noexcept = default;
  constexpr AeadKey& operator=(const AeadKey&) noexcept = default;
  constexpr ~AeadKey() { wipe_object(w); }

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
};

template <class P>
struct AeadKey<P, false> {
  using O = typename P::Order;
  State init{};        // IV || K || 0 (the nonce is added per message)
  State tail{};        // 0* || K, after the initial permutation; its S3, S4 mask the tag
  State after_rate{};  // 0^rate || K || 0*, before the final permutation
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

 private:
  static constexpr void xor_state(State& s, const State& k) noexcept {
    for (int i = 0; i < 5; ++i) s.x[i] ^= k.x[i];
  }
};

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

// The running duplex of one message.
template <class P>
class Duplex {
 public:
  using Order = typename P::Order;

  constexpr Duplex() noexcept = default;
  constexpr Duplex(const AeadKey<P>& key, std::span<const std::uint8_t, 16> nonce) noexcept
      : s_(key.initial_state(nonce.data())) {
    permute<P::a>(s_);
    key.add_tail(s_);
  }
  constexpr Duplex(const Duplex&) noexcept = default;
  constexpr Duplex& operator=(const Duplex&) noexcept = default;
  constexpr ~Duplex() { wipe_object(s_); }

  // Associated data, in any pieces.
  constexpr void absorb_ad(const std::uint8_t* p, std::size_t n) noexcept {
    if (n == 0) return;
    had_ad_ = true;
    absorb_blocks<Order, P::rate, P::b>(s_, pos_, p, n);
  }
  // Ends the associated data: the final block (only if there was any AD, and
  // then a partial byte of `bits` bits first), then the domain bit.
  constexpr void end_ad(std::uint8_t last = 0, unsigned bits = 0) noexcept {
    if (had_ad_ || bits != 0) {
      xor_byte<Order>(s_, pos_, Order::pad_byte(last, bits));
      permute<P::b>(s_);
    }
    pos_ = 0;
    s_.x[4] ^= Order::domain_bit;
  }

  // Encrypts n bytes (in == out allowed).
  constexpr void encrypt(const std::uint8_t* in, std::uint8_t* out, std::size_t n) noexcept {
    while (n > 0 && pos_ != 0) {
      s_.x[pos_ / 8] ^= Order::byte_at(*in++, pos_ % 8);
      *out++ = Order::get_byte(s_.x[pos_ / 8], pos_ % 8);
      --n;
      if (++pos_ == P::rate) {
        permute<P::b>(s_);
        pos_ = 0;
      }
    }
    if (n >= P::rate) {
      // A local copy: byte stores to `out` may alias the member, not the local,
      // so the state stays in registers across blocks.
      State s = s_;
      aead_blocks<P, Direction::encrypt>(s, in, out, n);
      s_ = s;
      wipe_object(s);  // the local copy is secret state too; at -O1 it reaches the stack
    }
    for (std::size_t w = 0; n > 0; ++w) {
      const std::size_t k = std::min<std::size_t>(n, 8);
      s_.x[w] ^= k == 8 ? Order::load(in) : Order::load_partial(in, k);
      if (k == 8) Order::store(out, s_.x[w]); else Order::store_partial(out, s_.x[w], k);
      in += k, out += k, n -= k, pos_ += k;
    }
  }

  // Decrypts n bytes (in == out allowed): P = C ^ S, then S = C.
  constexpr void decrypt(const std::uint8_t* in, std::uint8_t* out, std::size_t n) noexcept {
    while (n > 0 && pos_ != 0) {
      const u8 c = *in++;
      const u8 m = static_cast<u8>(Order::get_byte(s_.x[pos_ / 8], pos_ % 8) ^ c);
      s_.x[pos_ / 8] ^= Order::byte_at(m, pos_ % 8);
      *out++ = m;
      --n;
      if (++pos_ == P::rate) {
        permute<P::b>(s_);
        pos_ = 0;
      }
    }
    if (n >= P::rate) {
      State s = s_;  // see encrypt()
      aead_blocks<P, Direction::decrypt>(s, in, out, n);
      s_ = s;
      wipe_object(s);  // see encrypt()
    }
    for (std::size_t w = 0; n > 0; ++w) {
      const std::size_t k = std::min<std::size_t>(n, 8);
      const std::uint64_t c = k == 8 ? Order::load(in) : Order::load_partial(in, k);
      const std::uint64_t m = (s_.x[w] ^ c) & Order::mask(k);
      s_.x[w] ^= m;
      if (k == 8) Order::store(out, m); else Order::store_partial(out, m, k);
      in += k, out += k, n -= k, pos_ += k;
    }
  }

  // The last partial byte of a bit-length message (SP 800-232 bit strings):
  // `bits` (1..7) bits of `v`. Returns the output byte, unused bits zero.
  constexpr std::uint8_t encrypt_last_bits(std::uint8_t v, unsigned bits) noexcept {
    const u8 m = static_cast<u8>(v & ((1u << bits) - 1));
    const u8 c = static_cast<u8>((Order::get_byte(s_.x[pos_ / 8], pos_ % 8) ^ m) & ((1u << bits) - 1));
    last_pad_ = Order::pad_byte(m, bits);
    return c;
  }
  constexpr std::uint8_t decrypt_last_bits(std::uint8_t c, unsigned bits) noexcept {
    const u8 m = static_cast<u8>((Order::get_byte(s_.x[pos_ / 8], pos_ % 8) ^ c) & ((1u << bits) - 1));
    last_pad_ = Order::pad_byte(m, bits);
    return m;
  }

  // Pads the data and computes the full 16-byte tag.
  constexpr void finish(const AeadKey<P>& key, std::uint8_t* tag) noexcept {
    xor_byte<Order>(s_, pos_, last_pad_);
    key.add_after_rate(s_);
    permute<P::a>(s_);
    Order::store(tag, s_.x[3] ^ key.tag_mask(0));
    Order::store(tag + 8, s_.x[4] ^ key.tag_mask(1));
  }

 private:
  State s_{};
  std::size_t pos_ = 0;
  bool had_ad_ = false;
  std::uint8_t last_pad_ = Order::pad_byte();
};

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
    if (!bits_fit(pt.size(), ad.size())) return Error::too_long;  // one limit for the byte and bit forms
    if (ct.size() < pt.size()) return Error::buffer_too_small;
    if (!buffers_ok(pt.data(), pt.size(), ct.data())) return Error::overlapping_buffers;
    seal_full(nonce, pt.data(), pt.size(), ad.data(), ad.size(), ct.data(), tag.data());
    return {};
  }
  [[nodiscard]] constexpr Status decrypt_detached(Nonce nonce, std::span<const std::uint8_t> ct,
                                                  std::span<const std::uint8_t> ad,
                                                  std::span<const std::uint8_t, tag_size> tag,
                                                  std::span<std::uint8_t> pt) const noexcept {
    if (!bits_fit(ct.size(), ad.size())) return Error::too_long;
    if (pt.size() < ct.size()) return Error::buffer_too_small;
    if (!buffers_ok(ct.data(), ct.size(), pt.data())) return Error::overlapping_buffers;
    return open_full(nonce, ct.data(), ct.size(), ad.data(), ad.size(), tag.data(), pt.data());
  }

  // ---- one-shot, combined: out = ciphertext || tag ---------------------------
  constexpr Status encrypt(Nonce nonce, std::span<const std::uint8_t> pt, std::span<const std::uint8_t> ad,
                           std::span<std::uint8_t> out) const noexcept {
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

  // ---- incremental --------------------------------------------------------------
  // Encryptor: update_ad() any number of times, then update() any number of
  // times, then finish(). A call out of that order fails, and so does every
  // call after it (sticky), so a misuse can never yield a valid-looking tag.
  // Never copy an encryption state: a copy would go on under the same nonce
  // (two keystreams from one, two valid tags). So copying does not compile,
  // and moving leaves the source dead (every later call fails).
  class Encryptor {
   public:
    constexpr Encryptor(const Aead& aead, Nonce nonce) noexcept : Encryptor(aead, nonce, 8 * Aead::tag_size) {}
    Encryptor(const Encryptor&) = delete;
    Encryptor& operator=(const Encryptor&) = delete;
    Encryptor& operator=(Encryptor&&) = delete;
    constexpr Encryptor(Encryptor&& o) noexcept
        : key_(o.key_), d_(o.d_), phase_(o.phase_), err_(o.err_), tag_(o.tag_), tag_bits_(o.tag_bits_) {
      o.kill();
    }
    constexpr Status update_ad(std::span<const std::uint8_t> ad) noexcept {
      if (err_ != Error::ok) return err_;
      if (phase_ != Phase::ad) return fail(Error::out_of_order);
      d_.absorb_ad(ad.data(), ad.size());
      return {};
    }
    // ct.size() must equal pt.size(); ct may be pt itself.
    constexpr Status update(std::span<const std::uint8_t> pt, std::span<std::uint8_t> ct) noexcept {
      if (err_ != Error::ok) return err_;
      if (phase_ == Phase::done) return fail(Error::out_of_order);
      if (ct.size() != pt.size()) return Error::bad_length;
      if (!buffers_ok(pt.data(), pt.size(), ct.data())) return Error::overlapping_buffers;
      start_data();
      d_.encrypt(pt.data(), ct.data(), pt.size());
      return {};
    }
    // Writes the tag, exactly tag_size() bytes (16, or the length a
    // TruncatedAead bound); repeatable (the same tag again).
    constexpr Status finish(std::span<std::uint8_t> tag) noexcept {
      if (err_ != Error::ok) return err_;
      if (tag.size() != tag_size()) return Error::bad_length;
      if (phase_ != Phase::done) {
        start_data();
        d_.finish(key_, tag_.data());
        phase_ = Phase::done;
      }
      std::copy_n(tag_.data(), tag.size(), tag.data());
      truncate_bits(tag, tag_bits_);
      return {};
    }
    constexpr std::size_t tag_size() const noexcept { return bytes_for_bits(tag_bits_); }
    constexpr ~Encryptor() { wipe_object(tag_); }

   private:
    friend class TruncatedAead<P>;
    constexpr Encryptor(const Aead& aead, Nonce nonce, std::size_t tag_bits) noexcept
        : key_(aead.key_), d_(key_, nonce), tag_bits_(tag_bits) {}
    enum class Phase { ad, data, done };
    constexpr void start_data() noexcept {
      if (phase_ == Phase::ad) {
        d_.end_ad();
        phase_ = Phase::data;
      }
    }
    constexpr Status fail(Error e) noexcept {
      if (err_ == Error::ok) err_ = e;  // keep the first error
      return e;
    }
    constexpr void kill() noexcept {
      key_ = AeadKey<P>{};
      d_ = Duplex<P>{};
      wipe_object(tag_);
      err_ = Error::out_of_order;
    }
    AeadKey<P> key_;
    Duplex<P> d_;
    Phase phase_ = Phase::ad;
    Error err_ = Error::ok;
    Tag tag_{};
    std::size_t tag_bits_;
  };

  // Decryptor: bound at creation to the caller's whole plaintext buffer.
  // update() decrypts the next ciphertext piece into the next bytes of that
  // buffer; finish() checks the tag (exactly tag_size() bytes). Until finish()
  // succeeds those bytes are unauthenticated and must not be used: if the tag
  // is wrong they are zeroed, and if the Decryptor is destroyed without a
  // successful finish() (an error path, an exception elsewhere, an early
  // return) its destructor zeroes them. plaintext() returns them only once
  // verified.
  //
  // Lifetime rule: the Decryptor keeps a pointer to that buffer. The buffer
  // must outlive the Decryptor and must not move: never let a std::vector
  // that backs it grow or be reassigned while a Decryptor is alive (its
  // unverified bytes would stay in the old block, and the destructor's wipe
  // would write into freed memory). Size the buffer first, then create the
  // Decryptor; or use the one-shot decrypt(). The type holds what it can:
  // no copy, no move (it stays in the scope that made it), and no temporary
  // buffer (std::span<uint8_t> does not bind to an rvalue container).
  class Decryptor {
   public:
    constexpr Decryptor(const Aead& aead, Nonce nonce, std::span<std::uint8_t> out) noexcept
        : Decryptor(aead, nonce, out, 8 * Aead::tag_size) {}
    Decryptor(const Decryptor&) = delete;
    Decryptor& operator=(const Decryptor&) = delete;
    constexpr Status update_ad(std::span<const std::uint8_t> ad) noexcept {
      if (phase_ != Phase::ad) return fail(Error::out_of_order);
      d_.absorb_ad(ad.data(), ad.size());
      return {};
    }
    constexpr Status update(std::span<const std::uint8_t> ct) noexcept {
      if (err_ != Error::ok) return err_;
      if (phase_ == Phase::done) return fail(Error::out_of_order);
      if (ct.size() > out_.size() - written_) return fail(Error::buffer_too_small);
      std::uint8_t* dst = out_.data() + written_;
      if (!buffers_ok(ct.data(), ct.size(), dst)) return fail(Error::overlapping_buffers);
      if (phase_ == Phase::ad) {
        d_.end_ad();
        phase_ = Phase::data;
      }
      d_.decrypt(ct.data(), dst, ct.size());
      written_ += ct.size();
      return {};
    }
    // A tag of any other length than tag_size() is refused (bad_length) and
    // ends the operation with the output zeroed, like a wrong tag.
    [[nodiscard]] constexpr Status finish(std::span<const std::uint8_t> tag) noexcept {
      if (phase_ == Phase::done) return verified_ ? Status{} : Status{Error::out_of_order};
      if (err_ == Error::ok && tag.size() != tag_size()) err_ = Error::bad_length;
      if (err_ != Error::ok) {
        wipe_output();
        phase_ = Phase::done;
        return err_;
      }
      if (phase_ == Phase::ad) d_.end_ad();
      Tag mine{}, received{};
      std::copy_n(tag.data(), tag.size(), received.data());
      d_.finish(key_, mine.data());
      auto m = std::span<std::uint8_t>(mine).first(tag.size()), r = std::span<std::uint8_t>(received).first(tag.size());
      truncate_bits(m, tag_bits_);
      truncate_bits(r, tag_bits_);
      verified_ = declassify(ct_equal(m, r));  // accept/reject is public
      wipe_object(mine);
      phase_ = Phase::done;
      if (!verified_) {
        wipe_output();
        return Error::authentication_failed;
      }
      return {};
    }
    // The authenticated plaintext; empty until finish() has succeeded.
    constexpr std::span<const std::uint8_t> plaintext() const noexcept {
      return verified_ ? std::span<const std::uint8_t>(out_.first(written_)) : std::span<const std::uint8_t>{};
    }
    constexpr std::size_t tag_size() const noexcept { return bytes_for_bits(tag_bits_); }
    constexpr ~Decryptor() {
      if (!verified_) wipe_output();
    }

   private:
    friend class TruncatedAead<P>;
    constexpr Decryptor(const Aead& aead, Nonce nonce, std::span<std::uint8_t> out, std::size_t tag_bits) noexcept
        : key_(aead.key_), d_(key_, nonce), out_(out), tag_bits_(tag_bits) {}
    enum class Phase { ad, data, done };
    constexpr Status fail(Error e) noexcept {
      if (err_ == Error::ok) err_ = e;  // keep the first error
      return e;
    }
    constexpr void wipe_output() noexcept {
      std::fill_n(out_.data(), written_, std::uint8_t{0});
      if (!std::is_constant_evaluated() && written_) secure_wipe(out_.data(), written_);
    }
    AeadKey<P> key_;
    Duplex<P> d_;
    std::span<std::uint8_t> out_;
    std::size_t written_ = 0;
    std::size_t tag_bits_;
    Phase phase_ = Phase::ad;
    Error err_ = Error::ok;
    bool verified_ = false;
  };

  constexpr Encryptor encryptor(Nonce nonce) const noexcept { return Encryptor(*this, nonce); }
  constexpr Decryptor decryptor(Nonce nonce, std::span<std::uint8_t> plaintext_out) const noexcept {
    return Decryptor(*this, nonce, plaintext_out);
  }

 private:
  friend class TruncatedAead<P>;

  static constexpr bool tag_bits_ok(std::size_t bits) noexcept {
    return bits >= 8 * min_tag_size && bits <= 8 * tag_size && (P::Order::supports_bits || bits % 8 == 0);
  }

  // The byte-length functions pass 8 * size as a bit count: it must not wrap
  // (on 32-bit targets, a 512 MiB message would otherwise be processed only
  // in part and reported as done).
  static constexpr bool bits_fit(std::size_t data_bytes, std::size_t ad_bytes) noexcept {
    std::size_t bits = 0;
    return checked_mul(data_bytes, 8, bits) && checked_mul(ad_bytes, 8, bits);
  }

  // ---- the byte-oriented one-shot with a full tag ------------------------------
  // What encrypt/decrypt and the detached forms run: straight-line code over
  // one local state (no Duplex object, no bit-length or truncation logic,
  // the tag compared as two words), so a short message costs little more
  // than its permutations. seal()/open() below serve the bit-oriented and
  // truncated forms; both give the same bytes (vector and differential tests).
  using Order = typename P::Order;

  // IV || K || N, Ascon-p[a], then 0* || K.
  ASCON_ALWAYS_INLINE constexpr State start_state(Nonce nonce) const noexcept {
    State s = key_.initial_state(nonce.data());
    permute<P::a>(s);
    key_.add_tail(s);
    return s;
  }
  // Associated data (nothing at all when there is none), then the domain bit.
  ASCON_ALWAYS_INLINE static constexpr void absorb_ad_full(State& s, const u8* ad, std::size_t n) noexcept {
    if (n != 0) {
      absorb_padded<P>(s, ad, n);
      permute<P::b>(s);
    }
    s.x[4] ^= Order::domain_bit;
  }
  // Ascon-p[a] after 0^rate || K || 0*; the tag is the last 16 bytes ^ K.
  ASCON_ALWAYS_INLINE constexpr void tag_words(State& s, std::uint64_t& t0, std::uint64_t& t1) const noexcept {
    key_.add_after_rate(s);
    permute<P::a>(s);
    t0 = s.x[3] ^ key_.tag_mask(0);
    t1 = s.x[4] ^ key_.tag_mask(1);
  }

  ASCON_ONESHOT_INLINE constexpr void seal_full(Nonce nonce, const u8* in, std::size_t n, const u8* ad, std::size_t ad_len, u8* out,
                           u8* tag) const noexcept {
#if ASCON_SMALL
    if constexpr (small_key)
      if (!std::is_constant_evaluated()) return (void)small_aead(nonce, in, n, ad, ad_len, out, tag, false);
#endif
    State s = start_state(nonce);
    absorb_ad_full(s, ad, ad_len);
    aead_data<P, Direction::encrypt>(s, in, out, n);
    std::uint64_t t0 = 0, t1 = 0;
    tag_words(s, t0, t1);
    Order::store(tag, t0);
    Order::store(tag + 8, t1);
    wipe_object(s);
  }

  ASCON_ONESHOT_INLINE constexpr Status open_full(Nonce nonce, const u8* in, std::size_t n, const u8* ad, std::size_t ad_len,
                             const u8* tag, u8* out) const noexcept {
#if ASCON_SMALL
    if constexpr (small_key)
      if (!std::is_constant_evaluated())
        return small_aead(nonce, in, n, ad, ad_len, out, const_cast<u8*>(tag), true) ? Status{}
                                                                                      : Error::authentication_failed;
#endif
    // The received tag first: it may share memory with the plaintext buffer.
    const std::uint64_t r0 = Order::load(tag), r1 = Order::load(tag + 8);
    State s = start_state(nonce);
    absorb_ad_full(s, ad, ad_len);
    aead_data<P, Direction::decrypt>(s, in, out, n);
    std::uint64_t t0 = 0, t1 = 0;
    tag_words(s, t0, t1);
    wipe_object(s);
    std::uint64_t diff = (t0 ^ r0) | (t1 ^ r1);
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
  static constexpr bool small_key = requires(const AeadKey<P>& k) { k.w; };
  ASCON_NOINLINE bool small_aead(Nonce nonce, const u8* in, std::size_t n, const u8* ad, std::size_t ad_len, u8* out,
                                 u8* tag, bool decrypt) const noexcept {
    return small::aead({key_.w.data(), nonce.data(), ad, ad_len, in, n, out, tag, &small::aead_mode<P>, decrypt});
  }
#endif

  constexpr Status seal(Nonce nonce, std::span<const std::uint8_t> pt, std::size_t pt_bits,
                        std::span<const std::uint8_t> ad, std::size_t ad_bits, std::span<std::uint8_t> ct,
                        std::span<std::uint8_t> tag, std::size_t tag_bits) const noexcept {
    const std::size_t n = bytes_for_bits(pt_bits);
    if (!tag_bits_ok(tag_bits) || bytes_for_bits(ad_bits) > ad.size() || n > pt.size() ||
        bytes_for_bits(tag_bits) > tag.size())
      return Error::bad_length;
    if (ct.size() < n) return Error::buffer_too_small;
    if (!buffers_ok(pt.data(), n, ct.data())) return Error::overlapping_buffers;
    Duplex<P> d(key_, nonce);
    d.absorb_ad(ad.data(), ad_bits / 8);
    if (ad_bits % 8) d.end_ad(ad[ad_bits / 8], ad_bits % 8); else d.end_ad();
    d.encrypt(pt.data(), ct.data(), pt_bits / 8);
    if (pt_bits % 8) ct[pt_bits / 8] = d.encrypt_last_bits(pt[pt_bits / 8], pt_bits % 8);
    Tag full{};
    d.finish(key_, full.data());
    std::copy_n(full.data(), bytes_for_bits(tag_bits), tag.data());
    truncate_bits(tag, tag_bits);
    wipe_object(full);
    return {};
  }

  constexpr Status open(Nonce nonce, std::span<const std::uint8_t> ct, std::size_t ct_bits,
                        std::span<const std::uint8_t> ad, std::size_t ad_bits, std::span<const std::uint8_t> tag,
                        std::size_t tag_bits, std::span<std::uint8_t> pt) const noexcept {
    const std::size_t n = bytes_for_bits(ct_bits);
    if (!tag_bits_ok(tag_bits) || bytes_for_bits(ad_bits) > ad.size() || n > ct.size() ||
        bytes_for_bits(tag_bits) > tag.size())
      return Error::bad_length;
    if (pt.size() < n) return Error::buffer_too_small;
    if (!buffers_ok(ct.data(), n, pt.data())) return Error::overlapping_buffers;
    // Keep the received tag: it may live in the buffer the plaintext overwrites.
    Tag received{};
    std::copy_n(tag.data(), bytes_for_bits(tag_bits), received.data());
    Duplex<P> d(key_, nonce);
    d.absorb_ad(ad.data(), ad_bits / 8);
    if (ad_bits % 8) d.end_ad(ad[ad_bits / 8], ad_bits % 8); else d.end_ad();
    d.decrypt(ct.data(), pt.data(), ct_bits / 8);
    if (ct_bits % 8) pt[ct_bits / 8] = d.decrypt_last_bits(ct[ct_bits / 8], ct_bits % 8);
    Tag mine{};
    d.finish(key_, mine.data());
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

// An AEAD key bound to one truncated tag length (SP 800-232: 32..128 bits;
// v1.2 parameter sets allow only 128). The length is fixed here, once, by
// the application's protocol: never take it from a received message (a
// forger who can pick 4-byte tags needs about 2^32 tries, not 2^128). Every
// tag argument must have exactly tag_size() bytes.
//
//   auto a = ascon::TruncatedAead128::with_tag_size(key, 8);   // std::optional
//   if (!a || !a->decrypt(nonce, ciphertext_and_tag, ad, pt)) { /* reject */ }
template <class P>
class TruncatedAead {
 public:
  using Base = Aead<P>;
  using Key = typename Base::Key;
  using Nonce = typename Base::Nonce;
  using Encryptor = typename Base::Encryptor;
  using Decryptor = typename Base::Decryptor;
  static constexpr std::size_t min_tag_size = Base::min_tag_size;
  static constexpr std::size_t max_tag_size = Base::tag_size;

  // Empty unless min_tag_size <= bytes <= 16.
  static constexpr std::optional<TruncatedAead> with_tag_size(const Base& aead, std::size_t bytes) noexcept {
    if (bytes > max_tag_size) return std::nullopt;  // before 8 * bytes can wrap
    return with_tag_bits(aead, 8 * bytes);
  }
  static constexpr std::optional<TruncatedAead> with_tag_size(Key key, std::size_t bytes) noexcept {
    return with_tag_size(Base(key), bytes);
  }
  // Bit lengths (ACVP): 32..128 bits for Ascon-AEAD128; a partial last byte
  // holds its bits in the low-order positions, the others zero.
  static constexpr std::optional<TruncatedAead> with_tag_bits(const Base& aead, std::size_t bits) noexcept {
    if (!Base::tag_bits_ok(bits)) return std::nullopt;
    return TruncatedAead(aead, bits);
  }
  static constexpr std::optional<TruncatedAead> with_tag_bits(Key key, std::size_t bits) noexcept {
    return with_tag_bits(Base(key), bits);
  }

  constexpr std::size_t tag_size() const noexcept { return bytes_for_bits(tag_bits_); }
  constexpr std::size_t tag_bits() const noexcept { return tag_bits_; }

  // Combined: out = ciphertext || tag (tag_size() bytes).
  constexpr Status encrypt(Nonce nonce, std::span<const std::uint8_t> pt, std::span<const std::uint8_t> ad,
                           std::span<std::uint8_t> out) const noexcept {
    if (!Base::bits_fit(pt.size(), ad.size())) return Error::too_long;
    if (out.size() < pt.size() || out.size() - pt.size() < tag_size()) return Error::buffer_too_small;
    return aead_.seal(nonce, pt, 8 * pt.size(), ad, 8 * ad.size(), out.first(pt.size()),
                      out.subspan(pt.size(), tag_size()), tag_bits_);
  }
  [[nodiscard]] constexpr Status decrypt(Nonce nonce, std::span<const std::uint8_t> in,
                                         std::span<const std::uint8_t> ad, std::span<std::uint8_t> pt) const noexcept {
    if (!Base::bits_fit(in.size(), ad.size())) return Error::too_long;
    if (in.size() < tag_size()) return Error::bad_length;
    const std::size_t n = in.size() - tag_size();
    if (pt.size() < n) return Error::buffer_too_small;
    return aead_.open(nonce, in.first(n), 8 * n, ad, 8 * ad.size(), in.subspan(n), tag_bits_, pt.first(n));
  }
  // Detached: tag.size() must equal tag_size().
  constexpr Status encrypt_detached(Nonce nonce, std::span<const std::uint8_t> pt, std::span<const std::uint8_t> ad,
                                    std::span<std::uint8_t> ct, std::span<std::uint8_t> tag) const noexcept {
    if (tag.size() != tag_size()) return Error::bad_length;
    if (!Base::bits_fit(pt.size(), ad.size())) return Error::too_long;
    return aead_.seal(nonce, pt, 8 * pt.size(), ad, 8 * ad.size(), ct, tag, tag_bits_);
  }
  [[nodiscard]] constexpr Status decrypt_detached(Nonce nonce, std::span<const std::uint8_t> ct,
                                                  std::span<const std::uint8_t> ad, std::span<const std::uint8_t> tag,
                                                  std::span<std::uint8_t> pt) const noexcept {
    if (tag.size() != tag_size()) return Error::bad_length;
    if (!Base::bits_fit(ct.size(), ad.size())) return Error::too_long;
    return aead_.open(nonce, ct, 8 * ct.size(), ad, 8 * ad.size(), tag, tag_bits_, pt);
  }
  // Bit-oriented, as Aead::encrypt_bits, with the bound tag length.
  constexpr Status encrypt_bits(Nonce nonce, std::span<const std::uint8_t> pt, std::size_t pt_bits,
                                std::span<const std::uint8_t> ad, std::size_t ad_bits, std::span<std::uint8_t> ct,
                                std::span<std::uint8_t> tag) const noexcept
    requires(P::Order::supports_bits)
  {
    if (tag.size() != tag_size()) return Error::bad_length;
    return aead_.seal(nonce, pt, pt_bits, ad, ad_bits, ct, tag, tag_bits_);
  }
  [[nodiscard]] constexpr Status decrypt_bits(Nonce nonce, std::span<const std::uint8_t> ct, std::size_t ct_bits,
                                              std::span<const std::uint8_t> ad, std::size_t ad_bits,
                                              std::span<const std::uint8_t> tag,
                                              std::span<std::uint8_t> pt) const noexcept
    requires(P::Order::supports_bits)
  {
    if (tag.size() != tag_size()) return Error::bad_length;
    return aead_.open(nonce, ct, ct_bits, ad, ad_bits, tag, tag_bits_, pt);
  }

  // Incremental, with finish() taking exactly tag_size() bytes (see
  // Aead::Encryptor / Aead::Decryptor, and the Decryptor's lifetime rule).
  constexpr Encryptor encryptor(Nonce nonce) const noexcept { return Encryptor(aead_, nonce, tag_bits_); }
  constexpr Decryptor decryptor(Nonce nonce, std::span<std::uint8_t> plaintext_out) const noexcept {
    return Decryptor(aead_, nonce, plaintext_out, tag_bits_);
  }

 private:
  constexpr TruncatedAead(const Base& aead, std::size_t bits) noexcept : aead_(aead), tag_bits_(bits) {}
  Base aead_;
  std::size_t tag_bits_;
};

}  // namespace ascon::detail
