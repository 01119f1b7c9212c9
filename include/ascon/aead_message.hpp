// SPDX-License-Identifier: Apache-2.0 OR MIT
// One message of an Ascon-AEAD128 batch, shared by the CPU batch engine
// (ascon::batch) and the GPU backend (ascon::cuda): every message has its own
// key, nonce, associated data and tag. What a message writes (out; tag when
// encrypting) may not overlap what it reads (key, nonce, ad, in; tag when
// decrypting), except out == in; the statuses of a decryption overlap no
// message. The engine refuses either with Error::overlapping_buffers.
#pragma once

#include <cstddef>
#include <cstdint>

namespace ascon {

struct AeadMessage {
  const std::uint8_t* key;    // 16 bytes
  const std::uint8_t* nonce;  // 16 bytes
  const std::uint8_t* ad;
  std::size_t ad_len;
  const std::uint8_t* in;  // plaintext (encrypt) or ciphertext (decrypt)
  std::size_t len;
  std::uint8_t* out;  // len bytes; may equal in
  std::uint8_t* tag;  // 16 bytes: written by encrypt, read by decrypt
};

}  // namespace ascon
