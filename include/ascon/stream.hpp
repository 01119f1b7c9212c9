// SPDX-License-Identifier: Apache-2.0 OR MIT
// The chunked AEAD core shared by the ascon-file-v1 file format
// (src/fileformat, docs/file-format.md) and the C streaming API
// (ascon_stream_*, include/ascon/c/stream.h): key derivation, the 64-byte
// header, and the sealing and opening of one chunk.
//
//   header_key  = CXOF("ascon-file-v1 header key",  K || salt, 16)
//   payload_key = CXOF("ascon-file-v1 payload key", K || salt, 16)
//   header      = magic || 01 || 01 || 00 00 || chunk_size (be32) || salt || header_tag
//   nonce_i     = I2OSP(i, 15) || last_i
//   chunk_i     = Ascon-AEAD128(payload_key, nonce_i, ad = "", P_i)  (ciphertext || 16-byte tag)
//
// Header-only, noexcept and allocation-free, so the C library (built without
// exceptions) and freestanding builds can use it; the file format adds the
// I/O, the batching and the error messages.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string_view>

#include "aead128.hpp"
#include "ct.hpp"
#include "xof128.hpp"

namespace ascon::stream {

inline constexpr std::size_t key_size = 16;
inline constexpr std::size_t salt_size = 32;
inline constexpr std::size_t tag_size = 16;
inline constexpr std::size_t header_size = 64;
inline constexpr std::size_t header_tagged_size = 48;  // the bytes the header tag covers
inline constexpr std::uint8_t format_version = 1;
inline constexpr std::uint8_t key_kind_key_file = 1;  // a 128-bit key from a key file
inline constexpr std::uint32_t default_chunk_size = 64 * 1024;
inline constexpr std::uint32_t max_chunk_size = 16 * 1024 * 1024;
inline constexpr std::array<std::uint8_t, 8> magic = {0x89, 'A', 'S', 'C', 'O', 'N', 0x0D, 0x0A};

// SP 800-232 section 4.3: at most 2^54 bytes, nonces included, may be
// processed under one Ascon-AEAD128 key. Every stream has its own payload key
// (derived from the key and its salt), so the limit bounds one stream: each
// chunk processes its plaintext and its 16-byte nonce.
inline constexpr std::uint64_t max_bytes_per_payload_key = std::uint64_t{1} << 54;
// The most chunks one stream of this chunk size may have (about 2^30 for
// 16 MiB chunks, 2^38 for the default 64 KiB: 16 PiB of plaintext).
constexpr std::uint64_t max_chunks(std::uint64_t chunk_size) noexcept {
  return max_bytes_per_payload_key / (chunk_size + 16);
}
constexpr bool chunk_size_ok(std::uint64_t chunk_size) noexcept {
  return chunk_size >= 1 && chunk_size <= max_chunk_size;
}

using Key = std::span<const std::uint8_t, key_size>;
using Salt = std::span<const std::uint8_t, salt_size>;
using Header = std::array<std::uint8_t, header_size>;

// The keys of one stream, wiped when they go away.
struct Keys {
  std::array<std::uint8_t, key_size> header_key{};
  std::array<std::uint8_t, key_size> payload_key{};
  Keys() = default;
  Keys(const Keys&) = delete;
  Keys& operator=(const Keys&) = delete;
  ~Keys() {
    secure_wipe(header_key.data(), header_key.size());
    secure_wipe(payload_key.data(), payload_key.size());
  }
};

namespace detail {
inline constexpr std::string_view header_key_label = "ascon-file-v1 header key";
inline constexpr std::string_view payload_key_label = "ascon-file-v1 payload key";
inline constexpr std::string_view header_tag_label = "ascon-file-v1 header tag";

inline std::span<const std::uint8_t> bytes_of(std::string_view s) noexcept {
  return {reinterpret_cast<const std::uint8_t*>(s.data()), s.size()};
}
// Ascon-CXOF128 with customization `label` over secret || data, 16 bytes out.
// The labels are far below the 256-byte customization limit.
inline void cxof_16(std::string_view label, std::span<const std::uint8_t> secret, std::span<const std::uint8_t> data,
                    std::span<std::uint8_t, 16> out) noexcept {
  auto x = Cxof128::create(bytes_of(label));
  x->update(secret).update(data).finalize(out);  // the sponge wipes its state itself
}
inline void store_be32(std::uint8_t* p, std::uint32_t v) noexcept {
  for (int i = 3; i >= 0; --i, v >>= 8) p[i] = static_cast<std::uint8_t>(v);
}
}  // namespace detail

inline std::uint32_t load_be32(const std::uint8_t* p) noexcept {
  return (std::uint32_t{p[0]} << 24) | (std::uint32_t{p[1]} << 16) | (std::uint32_t{p[2]} << 8) | p[3];
}

inline void derive_keys(Key key, Salt salt, Keys& out) noexcept {
  detail::cxof_16(detail::header_key_label, key, salt, out.header_key);
  detail::cxof_16(detail::payload_key_label, key, salt, out.payload_key);
}

// The 16-byte Ascon-AEAD128 nonce of chunk `counter`: 15-byte big-endian counter || last flag.
inline std::array<std::uint8_t, 16> chunk_nonce(std::uint64_t counter, bool last) noexcept {
  std::array<std::uint8_t, 16> n{};
  for (int i = 14; i >= 7; --i, counter >>= 8) n[i] = static_cast<std::uint8_t>(counter);  // bytes 0..6 stay zero
  n[15] = last ? 1 : 0;
  return n;
}

// The complete 64-byte header, tag included. chunk_size must satisfy chunk_size_ok.
inline Header make_header(const Keys& keys, Salt salt, std::uint32_t chunk_size) noexcept {
  Header h{};
  for (std::size_t i = 0; i < magic.size(); ++i) h[i] = magic[i];
  h[8] = format_version;
  h[9] = key_kind_key_file;
  // h[10], h[11]: reserved, zero
  detail::store_be32(&h[12], chunk_size);
  for (std::size_t i = 0; i < salt_size; ++i) h[16 + i] = salt[i];
  detail::cxof_16(detail::header_tag_label, keys.header_key, std::span(h).first(header_tagged_size),
                  std::span(h).subspan<header_tagged_size, tag_size>());
  return h;
}

// What is wrong with a header, in the order a reader checks.
enum class HeaderError { ok, bad_magic, bad_version, bad_key_kind, bad_reserved, bad_chunk_size, bad_tag };

// Checks every field of `h`, derives the stream's keys from `key` and the
// header's salt into `keys`, and compares the header tag in constant time.
// On success `chunk_size` holds the header's chunk size. On any failure the
// keys are wiped.
inline HeaderError open_header(std::span<const std::uint8_t, header_size> h, Key key, Keys& keys,
                               std::uint32_t& chunk_size) noexcept {
  for (std::size_t i = 0; i < magic.size(); ++i)
    if (h[i] != magic[i]) return HeaderError::bad_magic;
  if (h[8] != format_version) return HeaderError::bad_version;
  if (h[9] != key_kind_key_file) return HeaderError::bad_key_kind;
  if (h[10] != 0 || h[11] != 0) return HeaderError::bad_reserved;
  const std::uint32_t c = load_be32(&h[12]);
  if (!chunk_size_ok(c)) return HeaderError::bad_chunk_size;
  const Salt salt = h.subspan<16, salt_size>();
  derive_keys(key, salt, keys);
  const Header expected = make_header(keys, salt, c);
  if (!ct_equal(std::span(expected).subspan<header_tagged_size>(), h.subspan<header_tagged_size>())) {
    secure_wipe(keys.header_key.data(), key_size);
    secure_wipe(keys.payload_key.data(), key_size);
    return HeaderError::bad_tag;
  }
  chunk_size = c;
  return HeaderError::ok;
}

// Seals chunk `counter`: out = ciphertext (pt.size() bytes) || tag. `out`
// holds pt.size() + 16 bytes and may start at pt (in place).
inline Status seal_chunk(std::span<const std::uint8_t, key_size> payload_key, std::uint64_t counter, bool last,
                         std::span<const std::uint8_t> pt, std::span<std::uint8_t> out) noexcept {
  const auto nonce = chunk_nonce(counter, last);
  return Aead128(payload_key).encrypt(nonce, pt, {}, out);
}

// Opens chunk `counter` (sealed = ciphertext || tag, at least 16 bytes) into
// pt (sealed.size() - 16 bytes, may start at sealed). On failure pt is zeroed.
[[nodiscard]] inline Status open_chunk(std::span<const std::uint8_t, key_size> payload_key, std::uint64_t counter,
                                       bool last, std::span<const std::uint8_t> sealed,
                                       std::span<std::uint8_t> pt) noexcept {
  const auto nonce = chunk_nonce(counter, last);
  return Aead128(payload_key).decrypt(nonce, sealed, {}, pt);
}

}  // namespace ascon::stream
