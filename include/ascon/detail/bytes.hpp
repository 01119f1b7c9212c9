// SPDX-License-Identifier: Apache-2.0 OR MIT
// Byte order policies: how a byte string is laid into the 64-bit state words.
//
// NIST SP 800-232 loads bytes little-endian (byte i of a word is bits 8i..8i+7)
// and pads with a 1 bit right after the message, i.e. byte 0x01. Ascon v1.2
// loads bytes big-endian and pads with 0x80. Everything else in the sponge and
// duplex code is the same, so the order is a template parameter, not a copy.
#pragma once

#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <type_traits>

#include "config.hpp"

namespace ascon::detail {

using u8 = std::uint8_t;
using u64 = std::uint64_t;

constexpr u64 byteswap64(u64 x) noexcept {
  x = ((x & 0x00ff00ff00ff00ffull) << 8) | ((x >> 8) & 0x00ff00ff00ff00ffull);
  x = ((x & 0x0000ffff0000ffffull) << 16) | ((x >> 16) & 0x0000ffff0000ffffull);
  return (x << 32) | (x >> 32);
}

// Cores without unaligned word access (ARMv6-M, or v7-M built with
// -mno-unaligned-access): there GCC turns an 8-byte memcpy it cannot prove
// aligned into a call to memcpy, several dozen instructions on a Cortex-M0
// for every word the modes move. So load() and store() take two word
// accesses when the pointer is 4-aligned and bytes otherwise (the branch is
// on the buffer's address, which is public). RV32 too: GCC 12 assumes
// misaligned accesses are slow there and assembles every 8-byte memcpy it
// cannot prove aligned from bytes, through the stack.
#if (defined(__arm__) && !defined(__ARM_FEATURE_UNALIGNED) && defined(__GNUC__)) || \
    (defined(__riscv) && __riscv_xlen == 32 && defined(__GNUC__))
#define ASCON_BYTES_STRICT_ALIGN 1
#else
#define ASCON_BYTES_STRICT_ALIGN 0
#endif

// Shared machinery of both orders; `Shift(i)` is where byte i sits in a word.
template <class Derived>
struct ByteOrderBase {
  // A whole 8-byte word. At run time one unaligned load (plus a swap when the
  // host order differs); at compile time a byte loop.
  ASCON_ALWAYS_INLINE static constexpr u64 load(const u8* p) noexcept {
    if (!std::is_constant_evaluated()) {
      u64 w;
#if ASCON_BYTES_STRICT_ALIGN
      if ((reinterpret_cast<std::uintptr_t>(p) & 3) != 0) return load_bytes(p);
      const auto* q = static_cast<const u8*>(__builtin_assume_aligned(p, 4));
      std::uint32_t a, b;  // two word loads (an 8-byte memcpy goes through the stack)
      std::memcpy(&a, q, 4);
      std::memcpy(&b, q + 4, 4);
      w = std::endian::native == std::endian::little ? (u64{a} | u64{b} << 32) : (u64{a} << 32 | u64{b});
#else
      std::memcpy(&w, p, 8);
#endif
      return std::endian::native == Derived::endian ? w : byteswap64(w);
    }
    u64 w = 0;
    for (std::size_t i = 0; i < 8; ++i) w |= u64{p[i]} << Derived::shift(i);
    return w;
  }
  ASCON_ALWAYS_INLINE static constexpr void store(u8* p, u64 w) noexcept {
    if (!std::is_constant_evaluated()) {
#if ASCON_BYTES_STRICT_ALIGN
      if ((reinterpret_cast<std::uintptr_t>(p) & 3) != 0) return store_bytes(p, w);
#endif
      w = std::endian::native == Derived::endian ? w : byteswap64(w);
#if ASCON_BYTES_STRICT_ALIGN
      auto* q = static_cast<u8*>(__builtin_assume_aligned(p, 4));
      const auto lo = static_cast<std::uint32_t>(w), hi = static_cast<std::uint32_t>(w >> 32);
      const bool le = std::endian::native == std::endian::little;
      std::memcpy(q, le ? &lo : &hi, 4);
      std::memcpy(q + 4, le ? &hi : &lo, 4);
#else
      std::memcpy(p, &w, 8);
#endif
      return;
    }
    for (std::size_t i = 0; i < 8; ++i) p[i] = static_cast<u8>(w >> Derived::shift(i));
  }
#if ASCON_BYTES_STRICT_ALIGN
  // A word from / to 8 bytes at any address, as two 32-bit halves (GCC's own
  // byte loop shifts 64-bit values by a variable amount).
  ASCON_ALWAYS_INLINE static u64 load_bytes(const u8* p) noexcept {
    const std::uint32_t lo =
        std::uint32_t{p[0]} | std::uint32_t{p[1]} << 8 | std::uint32_t{p[2]} << 16 | std::uint32_t{p[3]} << 24;
    const std::uint32_t hi =
        std::uint32_t{p[4]} | std::uint32_t{p[5]} << 8 | std::uint32_t{p[6]} << 16 | std::uint32_t{p[7]} << 24;
    const u64 w = u64{lo} | u64{hi} << 32;  // the bytes in little-endian order
    return Derived::endian == std::endian::little ? w : byteswap64(w);
  }
  ASCON_ALWAYS_INLINE static void store_bytes(u8* p, u64 w) noexcept {
    if constexpr (Derived::endian != std::endian::little) w = byteswap64(w);
    const auto lo = static_cast<std::uint32_t>(w), hi = static_cast<std::uint32_t>(w >> 32);
    p[0] = static_cast<u8>(lo), p[1] = static_cast<u8>(lo >> 8), p[2] = static_cast<u8>(lo >> 16);
    p[3] = static_cast<u8>(lo >> 24), p[4] = static_cast<u8>(hi), p[5] = static_cast<u8>(hi >> 8);
    p[6] = static_cast<u8>(hi >> 16), p[7] = static_cast<u8>(hi >> 24);
  }
#endif
  // The first n (< 8) bytes; the rest of the word is zero.
  ASCON_ALWAYS_INLINE static constexpr u64 load_partial(const u8* p, std::size_t n) noexcept {
    u64 w = 0;
    ASCON_SHORT_LOOP
    for (std::size_t i = 0; i < n; ++i) w |= u64{p[i]} << Derived::shift(i);
    return w;
  }
  ASCON_ALWAYS_INLINE static constexpr void store_partial(u8* p, u64 w, std::size_t n) noexcept {
    ASCON_SHORT_LOOP
    for (std::size_t i = 0; i < n; ++i) p[i] = static_cast<u8>(w >> Derived::shift(i));
  }
  // Mask of the first n (<= 8) bytes of a word.
  static constexpr u64 mask(std::size_t n) noexcept { return n >= 8 ? ~u64{0} : Derived::bytes_to_mask(n); }
  static constexpr u64 byte_at(u8 b, std::size_t i) noexcept { return u64{b} << Derived::shift(i); }
  static constexpr u8 get_byte(u64 w, std::size_t i) noexcept { return static_cast<u8>(w >> Derived::shift(i)); }
};

struct LittleEndian : ByteOrderBase<LittleEndian> {
  static constexpr std::endian endian = std::endian::little;
  static constexpr unsigned shift(std::size_t i) noexcept { return static_cast<unsigned>(8 * i); }
  static constexpr u64 bytes_to_mask(std::size_t n) noexcept { return (u64{1} << (8 * n)) - 1; }
  // The padding byte after `bits` (0..7) message bits in the last byte `v`:
  // SP 800-232 appends a 1 bit right after the last bit, bits counted from the
  // least significant end of each byte.
  static constexpr u8 pad_byte(u8 v = 0, unsigned bits = 0) noexcept {
    return static_cast<u8>((v & ((1u << bits) - 1)) | (1u << bits));
  }
  // Domain separation bit: the last bit of the 320-bit state (0^319 || 1).
  static constexpr u64 domain_bit = u64{1} << 63;
  static constexpr bool supports_bits = true;
};

struct BigEndian : ByteOrderBase<BigEndian> {
  static constexpr std::endian endian = std::endian::big;
  static constexpr unsigned shift(std::size_t i) noexcept { return static_cast<unsigned>(56 - 8 * i); }
  static constexpr u64 bytes_to_mask(std::size_t n) noexcept { return n == 0 ? 0 : ~u64{0} << (64 - 8 * n); }
  static constexpr u8 pad_byte(u8 = 0, unsigned = 0) noexcept { return 0x80; }
  static constexpr u64 domain_bit = 1;
  static constexpr bool supports_bits = false;  // v1.2 is byte oriented
};

}  // namespace ascon::detail
