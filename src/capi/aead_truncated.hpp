// SPDX-License-Identifier: Apache-2.0 OR MIT
// The C API's truncated key (ascon_aead128_truncated_*): an AEAD key bound to
// one tag length. Part of aead.cpp, apart only to keep that file short.
#pragma once

#include "capi.hpp"

namespace ascon::capi {
namespace {

// ---- the truncated key: an AEAD key bound to one tag length ------------------------
// Shared by AeadC's bit forms (bound to 128 bits there) and the
// ascon_aead128_truncated_* functions.
template <class A>
struct TruncC {
  using T = detail::TruncatedAead<typename A::Params>;
  using Nonce = typename A::Nonce;
  using KBox = Box<T, 0xA5C0A0F0u, ascon_aead128_truncated_key>;
  // Only called with a length already checked.
  static T bind(const A& aead, std::size_t tag_bits) noexcept { return *T::with_tag_bits(aead, tag_bits); }
  static int init(ascon_aead128_truncated_key* k, const A& aead, std::size_t tag_bits) noexcept {
    auto t = T::with_tag_bits(aead, tag_bits);
    if (!t) return ASCON_ERR_BAD_LENGTH;
    KBox::make(k, *t);
    return ASCON_OK;
  }
  static const T* get(const ascon_aead128_truncated_key* k) noexcept {
    return KBox::alive(k) ? KBox::get(const_cast<ascon_aead128_truncated_key*>(k)) : nullptr;
  }
  static int encrypt_bits(const T& t, std::uint8_t* c, std::uint8_t* tag, const std::uint8_t* m, std::size_t m_bits,
                          const std::uint8_t* ad, std::size_t ad_bits, const std::uint8_t* nonce) noexcept {
    const std::size_t m_len = bytes_for_bits(m_bits), ad_len = bytes_for_bits(ad_bits);
    ASCON_CHECK_BUFFERS(c, m_len, tag, 1, m, m_len, ad, ad_len, nonce, 1);
    return code(t.encrypt_bits(Nonce(nonce, 16), in(m, m_len), m_bits, in(ad, ad_len), ad_bits, out(c, m_len),
                               out(tag, t.tag_size())));
  }
  static int decrypt_bits(const T& t, std::uint8_t* m, const std::uint8_t* c, std::size_t c_bits,
                          const std::uint8_t* tag, const std::uint8_t* ad, std::size_t ad_bits,
                          const std::uint8_t* nonce) noexcept {
    const std::size_t c_len = bytes_for_bits(c_bits), ad_len = bytes_for_bits(ad_bits);
    ASCON_CHECK_BUFFERS(m, c_len, c, c_len, tag, 1, ad, ad_len, nonce, 1);
    return code(t.decrypt_bits(Nonce(nonce, 16), in(c, c_len), c_bits, in(ad, ad_len), ad_bits, in(tag, t.tag_size()),
                               out(m, c_len)));
  }
};

}  // namespace
}  // namespace ascon::capi
