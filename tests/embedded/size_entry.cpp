// SPDX-License-Identifier: Apache-2.0 OR MIT
// Entry points for the per-algorithm code-size table (tests/embedded/sizes.sh):
// one algorithm per build (ASCON_SIZE_AEAD128, _HASH256, _XOF128, _CXOF128),
// with the same shape as the eBACS API ascon-c is measured through.
#include <ascon/ascon.hpp>
#include <cstddef>
#include <cstdint>

using u8 = std::uint8_t;
extern "C" {
#if ASCON_SIZE_AEAD128
int aead_encrypt(u8* c, const u8* m, std::size_t mlen, const u8* ad, std::size_t adlen, const u8* npub, const u8* k) {
  const ascon::Aead128 a{std::span<const u8, 16>(k, 16)};
  return static_cast<int>(a.encrypt(std::span<const u8, 16>(npub, 16), {m, mlen}, {ad, adlen}, {c, mlen + 16}).code);
}
int aead_decrypt(u8* m, const u8* c, std::size_t clen, const u8* ad, std::size_t adlen, const u8* npub, const u8* k) {
  const ascon::Aead128 a{std::span<const u8, 16>(k, 16)};
  if (clen < 16) return -1;
  return static_cast<int>(a.decrypt(std::span<const u8, 16>(npub, 16), {c, clen}, {ad, adlen}, {m, clen - 16}).code);
}
#elif ASCON_SIZE_HASH256
void hash(u8* out, const u8* in, std::size_t len) { ascon::Hash256::hash({in, len}, std::span<u8, 32>(out, 32)); }
#elif ASCON_SIZE_XOF128
void xof(u8* out, std::size_t outlen, const u8* in, std::size_t len) { ascon::Xof128::xof({in, len}, {out, outlen}); }
#elif ASCON_SIZE_CXOF128
int cxof(u8* out, std::size_t outlen, const u8* in, std::size_t len, const u8* z, std::size_t zlen) {
  return static_cast<int>(ascon::Cxof128::cxof({in, len}, {z, zlen}, {out, outlen}).code);
}
#endif
}
