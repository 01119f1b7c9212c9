// SPDX-License-Identifier: Apache-2.0 OR MIT
// Aead's incremental interface: Aead<P>::Encryptor and Aead<P>::Decryptor,
// over the Duplex. Part of detail/aead.hpp (which includes it after Aead).
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <span>

#include "../ct.hpp"
#include "../status.hpp"
#include "aead.hpp"

namespace ascon::detail {

// ---- incremental --------------------------------------------------------------
// Encryptor: update_ad() any number of times, then update() any number of
// times, then finish(). A call out of that order fails, and so does every
// call after it (sticky), so a misuse can never yield a valid-looking tag.
// Never copy an encryption state: a copy would go on under the same nonce
// (two keystreams from one, two valid tags). So copying does not compile,
// and moving leaves the source dead (every later call fails).
template <class P>
class Aead<P>::Encryptor {
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
template <class P>
class Aead<P>::Decryptor {
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

}  // namespace ascon::detail
