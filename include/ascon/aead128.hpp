// SPDX-License-Identifier: Apache-2.0 OR MIT
// Ascon-AEAD128 (NIST SP 800-232, section 4): 128-bit key, nonce and tag.
//
//   ascon::Aead128 aead(key);
//   aead.encrypt(nonce, plaintext, associated_data, ciphertext_and_tag);
//   if (!aead.decrypt(nonce, ciphertext_and_tag, associated_data, plaintext)) { /* reject */ }
//
// Also: detached tags (the full 16-byte tag apart from the ciphertext), the
// nonce-masking option (Aead128::with_nonce_masking with a 256-bit key),
// bit-length inputs (encrypt_bits), and incremental Encryptor / Decryptor.
// Every Aead128 function takes exactly 16 tag bytes. Tags truncated to
// 32..128 bits only through TruncatedAead128, whose length is fixed once at
// construction: never take the tag length from the message.
#pragma once

#include "detail/aead_params.hpp"

namespace ascon {

using Aead128 = detail::Aead<detail::Aead128Params>;
using TruncatedAead128 = detail::TruncatedAead<detail::Aead128Params>;

inline constexpr std::size_t aead128_key_size = Aead128::key_size;
inline constexpr std::size_t aead128_nonce_size = Aead128::nonce_size;
inline constexpr std::size_t aead128_tag_size = Aead128::tag_size;
inline constexpr std::size_t aead128_min_tag_size = Aead128::min_tag_size;
inline constexpr std::size_t aead128_masked_key_size = 32;

}  // namespace ascon
