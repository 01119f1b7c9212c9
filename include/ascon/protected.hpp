// SPDX-License-Identifier: Apache-2.0 OR MIT
// Side-channel protected ("protected") Ascon: masked Ascon-AEAD128,
// Ascon-Mac, Ascon-Prf and Ascon-PrfShort with 2, 3 or 4 shares.
//
// Not to be confused with SP 800-232 *nonce masking* (Aead128::with_nonce_masking,
// C ascon_aead128_masked_*), which is a mode option, not a side-channel
// counter-measure. docs/side-channels.md says what each level protects.
//
//   ascon::protected_::Aead128<2> aead(key);          // key shared at once, OS randomness
//   aead.encrypt(nonce, pt, ad, ct_and_tag);
//   if (!aead.decrypt(nonce, ct_and_tag, ad, pt)) { /* reject: pt zeroed */ }
//   ascon::protected_::Aead128<3, Level::full> f(key, my_trng);   // bare metal: a Random callback
//
// The key objects keep the key only as shares, draw the randomness each call
// needs from their Random (a few dozen bytes: aead128_random_bytes,
// mac_random_bytes) and wipe themselves on destruction. The freestanding
// functions underneath (protected/aead128.hpp, protected/mac.hpp) take key
// shares and a randomness buffer instead.
#pragma once

#include <array>
#include <cstdint>
#include <optional>

#include "detail/aead.hpp"
#include "protected/aead128.hpp"
#include "protected/mac.hpp"
#include "protected/random.hpp"
#include "status.hpp"

#ifndef ASCON_PROTECTED_OS_RANDOM
#if defined(__linux__) || defined(__APPLE__) || defined(_WIN32) || defined(__FreeBSD__) || defined(__OpenBSD__) || \
    defined(__NetBSD__)
#define ASCON_PROTECTED_OS_RANDOM 1
#else
#define ASCON_PROTECTED_OS_RANDOM 0
#endif
#endif
#if ASCON_PROTECTED_OS_RANDOM
#include "protected/os_random.hpp"
#endif

namespace ascon::protected_ {

namespace detail {
// What every key object shares: the masked key, the randomness source, and
// one call's worth of randomness drawn into a stack buffer (then wiped)
// through draw(), which refuses bytes that cannot mask (random.hpp).
template <int N>
class KeyHolder {
 public:
  KeyHolder(std::span<const std::uint8_t, 16> key, Random rng) noexcept : rng_(rng) {
    std::array<std::uint8_t, draw_check_bytes + key_random_bytes<N>> r;
    ok_ = draw(rng_, r.data(), key_random_bytes<N>, last_check_);
    const std::uint8_t* p = r.data() + draw_check_bytes;
    if (ok_) key_ = MaskedKey<N>::from_key(key, p);
    wipe_object(r);
  }
  // Shares that cannot mask (a zero share word) make no key (valid() false).
  KeyHolder(std::span<const std::uint8_t, key_shares_size<N>> shares, Random rng) noexcept
      : key_(MaskedKey<N>::from_shares(shares)), rng_(rng) {
    ok_ = key_.can_mask();
    if (!ok_) wipe_object(key_.k);
  }

  // New random shares for the same key (false if the source failed or gave
  // bytes that cannot mask; the shares are then unchanged).
  bool refresh() noexcept {
    return with_random<key_random_bytes<N>>([&](const std::uint8_t* p) {
             key_.refresh(p);
             return Status{};
           })
        .ok();
  }
  // Whether the key was made (its source worked, its shares can mask).
  bool valid() const noexcept { return ok_; }

 protected:
  // f(r) with Bytes fresh random bytes; bad_randomness, f not run, if the
  // key was never made or the draw is refused.
  template <std::size_t Bytes, class F>
  Status with_random(F&& f) noexcept {
    if (!ok_) return Error::bad_randomness;
    std::array<std::uint8_t, draw_check_bytes + Bytes> r;
    if (!draw(rng_, r.data(), Bytes, last_check_)) return Error::bad_randomness;
    Status s = f(r.data() + draw_check_bytes);
    wipe_object(r);
    return s;
  }
  // After a call that failed before writing anything: zeroes out unless it
  // shares memory with the input (in place: the input stays as it was).
  static void wipe_unless_input(std::span<std::uint8_t> out, std::span<const std::uint8_t> in) noexcept {
    if (::ascon::detail::disjoint(out.data(), out.size(), in.data(), in.size())) secure_wipe(out.data(), out.size());
  }
  MaskedKey<N> key_{};
  Random rng_{};
  std::uint64_t last_check_ = 0;  // the previous draw's check word (draw())
  bool ok_ = false;
};

// Mac, Prf and PrfShort: a 16-byte key, Mac-sized randomness per call, and
// outputs wiped when a call fails.
template <int N>
class MacKeyHolder : public KeyHolder<N> {
 public:
  static constexpr std::size_t random_bytes_per_call = mac_random_bytes<N>;
  MacKeyHolder(std::span<const std::uint8_t, 16> key, Random rng) noexcept : KeyHolder<N>(key, rng) {}
#if ASCON_PROTECTED_OS_RANDOM
  explicit MacKeyHolder(std::span<const std::uint8_t, 16> key) noexcept : KeyHolder<N>(key, os_random()) {}
#endif

 protected:
  // f(key, r) fills out from in; if the randomness is refused nothing is
  // written and out is zeroed (unless it shares memory with in).
  template <class F>
  Status fill(std::span<std::uint8_t> out, std::span<const std::uint8_t> in, F&& f) noexcept {
    Status s = this->template with_random<random_bytes_per_call>([&](const std::uint8_t* r) {
      f(this->key_, r);
      return Status{};
    });
    if (!s) this->wipe_unless_input(out, in);
    return s;
  }
};
}  // namespace detail

namespace detail {
// Both AEAD classes: the one-shots with a tag length fixed per object.
template <int N, Level L>
class AeadBase : public KeyHolder<N> {
 public:
  static constexpr std::size_t key_size = 16, nonce_size = 16;
  static constexpr std::size_t random_bytes_per_call = aead128_random_bytes<N, L>;
  using Nonce = std::span<const std::uint8_t, nonce_size>;

 protected:
  template <class K>
  AeadBase(K key, Random rng, std::size_t tag_len) noexcept : KeyHolder<N>(key, rng), tag_len_(tag_len) {}

  Status seal(Nonce nonce, std::span<const std::uint8_t> pt, std::span<const std::uint8_t> ad,
              std::span<std::uint8_t> ct, std::span<std::uint8_t> tag) noexcept {
    if (ct.size() < pt.size()) return Error::buffer_too_small;
    if (tag.size() != tag_len_) return Error::bad_length;
    if (!::ascon::detail::buffers_ok(pt.data(), pt.size(), ct.data())) return Error::overlapping_buffers;
    Status s = this->template with_random<random_bytes_per_call>([&](const std::uint8_t* r) {
      aead_seal<N, L>(this->key_, nonce.data(), ad.data(), ad.size(), pt.data(), pt.size(), ct.data(), tag.data(), r,
                      tag_len_);
      return Status{};
    });
    if (!s) {  // refused before anything was written: the outputs zeroed, an in-place input kept
      this->wipe_unless_input(ct.first(pt.size()), pt);
      this->wipe_unless_input(tag, pt);
    }
    return s;
  }
  Status open(Nonce nonce, std::span<const std::uint8_t> ct, std::span<const std::uint8_t> ad,
              std::span<const std::uint8_t> tag, std::span<std::uint8_t> pt) noexcept {
    if (pt.size() < ct.size()) return Error::buffer_too_small;
    if (!::ascon::detail::buffers_ok(ct.data(), ct.size(), pt.data())) return Error::overlapping_buffers;
    Status s = Error::authentication_failed;
    if (tag.size() == tag_len_)
      s = this->template with_random<random_bytes_per_call>([&](const std::uint8_t* r) -> Status {
        if (!aead_open<N, L>(this->key_, nonce.data(), ad.data(), ad.size(), ct.data(), ct.size(), tag.data(),
                             pt.data(), r, tag_len_))
          return Error::authentication_failed;
        return {};
      });
    // A failed tag check zeroes the output (in place too, as the plain API);
    // refused randomness wrote nothing: the output zeroed, an in-place input kept.
    if (s.code == Error::authentication_failed)
      secure_wipe(pt.data(), ct.size());
    else if (!s)
      this->wipe_unless_input(pt.first(ct.size()), ct);
    return s;
  }
  std::size_t tag_len_ = 16;
};
}  // namespace detail

// Ascon-AEAD128 with a masked key and full 16-byte tags. Status errors:
// buffer_too_small, overlapping_buffers, too_long, authentication_failed
// (output zeroed), and bad_randomness when the randomness source fails or
// gives bytes that cannot mask (random.hpp draw(); nothing written, outputs
// zeroed, an in-place input kept).
template <int N, Level L = Level::leveled>
class Aead128 : public detail::AeadBase<N, L> {
  using Base = detail::AeadBase<N, L>;

 public:
  static constexpr std::size_t tag_size = 16;
  using typename Base::Nonce;

  Aead128(std::span<const std::uint8_t, 16> key, Random rng) noexcept : Base(key, rng, tag_size) {}
#if ASCON_PROTECTED_OS_RANDOM
  explicit Aead128(std::span<const std::uint8_t, 16> key) noexcept : Base(key, os_random(), tag_size) {}
#endif
  // From shares made elsewhere (key = XOR of the 16-byte shares).
  static Aead128 from_shares(std::span<const std::uint8_t, key_shares_size<N>> shares, Random rng) noexcept {
    return Aead128(shares, rng);
  }

  Status encrypt_detached(Nonce nonce, std::span<const std::uint8_t> pt, std::span<const std::uint8_t> ad,
                          std::span<std::uint8_t> ct, std::span<std::uint8_t, tag_size> tag) noexcept {
    return this->seal(nonce, pt, ad, ct, tag);
  }
  Status decrypt_detached(Nonce nonce, std::span<const std::uint8_t> ct, std::span<const std::uint8_t> ad,
                          std::span<const std::uint8_t, tag_size> tag, std::span<std::uint8_t> pt) noexcept {
    return this->open(nonce, ct, ad, tag, pt);
  }
  // out = ciphertext || tag.
  Status encrypt(Nonce nonce, std::span<const std::uint8_t> pt, std::span<const std::uint8_t> ad,
                 std::span<std::uint8_t> out) noexcept {
    if (pt.size() > SIZE_MAX - tag_size) return Error::too_long;
    if (out.size() < pt.size() + tag_size) return Error::buffer_too_small;
    return encrypt_detached(nonce, pt, ad, out.first(pt.size()), out.subspan(pt.size()).template first<tag_size>());
  }
  // in = ciphertext || tag; pt gets in.size() - 16 bytes.
  Status decrypt(Nonce nonce, std::span<const std::uint8_t> in, std::span<const std::uint8_t> ad,
                 std::span<std::uint8_t> pt) noexcept {
    if (in.size() < tag_size) return Error::authentication_failed;
    const std::size_t n = in.size() - tag_size;
    return decrypt_detached(nonce, in.first(n), ad, in.subspan(n).template first<tag_size>(), pt);
  }

 private:
  Aead128(std::span<const std::uint8_t, key_shares_size<N>> shares, Random rng) noexcept
      : Base(shares, rng, tag_size) {}
};

// Ascon-AEAD128 with tags truncated to tag_size() bytes (4..16, SP 800-232:
// at least 32 bits), fixed once per object: never take it from a message.
template <int N, Level L = Level::leveled>
class TruncatedAead128 : public detail::AeadBase<N, L> {
  using Base = detail::AeadBase<N, L>;

 public:
  using typename Base::Nonce;
  static constexpr std::size_t min_tag_size = 4, max_tag_size = 16;

  static std::optional<TruncatedAead128> with_tag_size(std::span<const std::uint8_t, 16> key, std::size_t tag_bytes,
                                                       Random rng) noexcept {
    if (tag_bytes < min_tag_size || tag_bytes > max_tag_size) return std::nullopt;
    return TruncatedAead128(key, rng, tag_bytes);
  }
  std::size_t tag_size() const noexcept { return this->tag_len_; }
  // tag.size() must be tag_size() (bad_length otherwise; decryption: authentication_failed).
  Status encrypt_detached(Nonce nonce, std::span<const std::uint8_t> pt, std::span<const std::uint8_t> ad,
                          std::span<std::uint8_t> ct, std::span<std::uint8_t> tag) noexcept {
    return this->seal(nonce, pt, ad, ct, tag);
  }
  Status decrypt_detached(Nonce nonce, std::span<const std::uint8_t> ct, std::span<const std::uint8_t> ad,
                          std::span<const std::uint8_t> tag, std::span<std::uint8_t> pt) noexcept {
    return this->open(nonce, ct, ad, tag, pt);
  }

 private:
  TruncatedAead128(std::span<const std::uint8_t, 16> key, Random rng, std::size_t t) noexcept : Base(key, rng, t) {}
};

// Ascon-Mac with a masked key: 16-byte tags, masked verification.
template <int N>
class Mac : public detail::MacKeyHolder<N> {
  using Base = detail::MacKeyHolder<N>;

 public:
  using Base::Base;
  Status tag(std::span<const std::uint8_t> msg, std::span<std::uint8_t, 16> out) noexcept {
    return this->fill(out, msg, [&](auto& key, const std::uint8_t* r) {
      detail::mac_tag(key, msg.data(), msg.size(), out.data(), r);
    });
  }
  // True only if the tag matches (and the randomness source worked).
  [[nodiscard]] bool verify(std::span<const std::uint8_t> msg, std::span<const std::uint8_t, 16> expected) noexcept {
    Status s = this->template with_random<Base::random_bytes_per_call>([&](const std::uint8_t* r) -> Status {
      if (!detail::mac_verify(this->key_, msg.data(), msg.size(), expected.data(), r))
        return Error::authentication_failed;
      return {};
    });
    return s.ok();
  }
};

// Ascon-Prf (any output length) with a masked key.
template <int N>
class Prf : public detail::MacKeyHolder<N> {
 public:
  using detail::MacKeyHolder<N>::MacKeyHolder;
  Status prf(std::span<const std::uint8_t> in, std::span<std::uint8_t> out) noexcept {
    return this->fill(out, in, [&](auto& key, const std::uint8_t* r) {
      detail::prf_out(key, in.data(), in.size(), out.data(), out.size(), r);
    });
  }
};

// Ascon-PrfShort (at most 16 bytes in and out) with a masked key.
template <int N>
class PrfShort : public detail::MacKeyHolder<N> {
 public:
  static constexpr std::size_t max_input_size = 16, max_output_size = 16;
  using detail::MacKeyHolder<N>::MacKeyHolder;
  Status prf(std::span<const std::uint8_t> in, std::span<std::uint8_t> out) noexcept {
    if (in.size() > max_input_size) return Error::too_long;
    if (out.size() > max_output_size) return Error::bad_length;
    return this->fill(out, in, [&](auto& key, const std::uint8_t* r) {
      detail::prf_short_out(key, in.data(), in.size(), out.data(), out.size(), r);
    });
  }
};

}  // namespace ascon::protected_
