// SPDX-License-Identifier: Apache-2.0 OR MIT
// Public shapes shared by every sponge algorithm: a fixed-size hash, an XOF
// with a reader, a customizable XOF, keyed MAC/PRF and the short-input PRF.
// The concrete algorithms (hash256.hpp, v12/hash.hpp, ...) are aliases of
// these templates with a parameter set.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>

#include "../ct.hpp"
#include "../sponge.hpp"
#include "../status.hpp"

namespace ascon::detail {

// Squeezes any length of output, in as many pieces as the caller likes.
template <class P>
using XofReader = SqueezeState<P>;

// Fixed-length hash (Ascon-Hash256, Ascon-Hash, Ascon-Hasha).
template <class P, std::size_t DigestSize>
class FixedHash {
 public:
  static constexpr std::size_t digest_size = DigestSize;
  static constexpr std::size_t block_size = P::rate;
  using Digest = std::array<std::uint8_t, DigestSize>;

  constexpr FixedHash() noexcept = default;
  constexpr FixedHash& update(std::span<const std::uint8_t> in) noexcept {
    sponge_.absorb(in);
    return *this;
  }
  // Repeatable: the object stays usable (update() continues the message).
  constexpr void finalize(std::span<std::uint8_t, DigestSize> out) const noexcept { sponge_.finalize().squeeze(out); }
  constexpr Digest digest() const noexcept {
    Digest d{};
    finalize(d);
    return d;
  }
  static constexpr void hash(std::span<const std::uint8_t> in, std::span<std::uint8_t, DigestSize> out) noexcept {
    sponge_oneshot<P>(in.data(), in.size(), out.data(), out.size());
  }
  static constexpr Digest hash(std::span<const std::uint8_t> in) noexcept {
    Digest d{};
    hash(in, d);
    return d;
  }
  // Bit-oriented input (SP 800-232 allows messages of any bit length): the
  // first `bits` bits of `in`. bad_length if `in` is shorter than that.
  static constexpr Status hash_bits(std::span<const std::uint8_t> in, std::size_t bits,
                                    std::span<std::uint8_t, DigestSize> out) noexcept
    requires(P::Order::supports_bits)
  {
    if (bytes_for_bits(bits) > in.size()) return Error::bad_length;
    Sponge<P> sp;
    absorb_bits_and_finalize(sp, in, bits).squeeze(out);
    return {};
  }

 private:
  Sponge<P> sponge_;
};

// Extendable-output function (Ascon-XOF128, Ascon-Xof, Ascon-Xofa).
template <class P>
class Xof {
 public:
  static constexpr std::size_t block_size = P::rate;
  using Reader = XofReader<P>;

  constexpr Xof() noexcept = default;
  constexpr Xof& update(std::span<const std::uint8_t> in) noexcept {
    sponge_.absorb(in);
    return *this;
  }
  // A reader over the output of the message so far; this object stays usable.
  constexpr Reader reader() const noexcept { return sponge_.finalize(); }
  // The first out.size() bytes of output. Repeatable.
  constexpr void finalize(std::span<std::uint8_t> out) const noexcept { reader().squeeze(out); }

  static constexpr void xof(std::span<const std::uint8_t> in, std::span<std::uint8_t> out) noexcept {
    sponge_oneshot<P>(in.data(), in.size(), out.data(), out.size());
  }
  // Bit-oriented input and output: the first `out_bits` bits of output for the
  // first `in_bits` bits of `in` (unused high bits of the last byte zeroed).
  static constexpr Status xof_bits(std::span<const std::uint8_t> in, std::size_t in_bits, std::span<std::uint8_t> out,
                                   std::size_t out_bits) noexcept
    requires(P::Order::supports_bits)
  {
    if (bytes_for_bits(in_bits) > in.size() || bytes_for_bits(out_bits) > out.size()) return Error::bad_length;
    Sponge<P> sp;
    auto out_bytes = out.first(bytes_for_bits(out_bits));
    absorb_bits_and_finalize(sp, in, in_bits).squeeze(out_bytes);
    truncate_bits(out_bytes, out_bits);
    return {};
  }

 private:
  Sponge<P> sponge_;
};

// Customized XOF (Ascon-CXOF128): the customization string Z, at most
// MaxCustomBits long, is absorbed first, preceded by its length in bits.
template <class P, std::size_t MaxCustomBits>
class Cxof {
 public:
  static constexpr std::size_t block_size = P::rate;
  static constexpr std::size_t max_customization_size = MaxCustomBits / 8;
  using Reader = XofReader<P>;

  // Empty customization string.
  constexpr Cxof() noexcept : Cxof(nullptr, 0) {}
  // A customization string whose size is known at compile time is checked at
  // compile time.
  template <std::size_t N>
    requires(N != std::dynamic_extent && N <= MaxCustomBits / 8)
  constexpr explicit Cxof(std::span<const std::uint8_t, N> z) noexcept : Cxof(z.data(), 8 * N) {}
  // Run-time sized customization: nullopt if it is longer than the standard allows.
  static constexpr std::optional<Cxof> create(std::span<const std::uint8_t> z) noexcept {
    if (z.size() > max_customization_size) return std::nullopt;
    return Cxof(z.data(), 8 * z.size());
  }
  // Customization of any bit length (at most MaxCustomBits bits).
  static constexpr std::optional<Cxof> create_bits(std::span<const std::uint8_t> z, std::size_t z_bits) noexcept
    requires(P::Order::supports_bits)
  {
    if (z_bits > MaxCustomBits || bytes_for_bits(z_bits) > z.size()) return std::nullopt;
    return Cxof(z.data(), z_bits);
  }

  constexpr Cxof& update(std::span<const std::uint8_t> in) noexcept {
    sponge_.absorb(in);
    return *this;
  }
  constexpr Reader reader() const noexcept { return sponge_.finalize(); }
  constexpr void finalize(std::span<std::uint8_t> out) const noexcept { reader().squeeze(out); }

  static constexpr Status cxof(std::span<const std::uint8_t> in, std::span<const std::uint8_t> z,
                               std::span<std::uint8_t> out) noexcept {
    if (z.size() > max_customization_size) return Error::too_long;
    sponge_oneshot<P, true>(in.data(), in.size(), out.data(), out.size(), z.data(), z.size());
    return {};
  }
  static constexpr Status cxof_bits(std::span<const std::uint8_t> in, std::size_t in_bits,
                                    std::span<const std::uint8_t> z, std::size_t z_bits, std::span<std::uint8_t> out,
                                    std::size_t out_bits) noexcept
    requires(P::Order::supports_bits)
  {
    if (z_bits > MaxCustomBits) return Error::too_long;
    if (bytes_for_bits(z_bits) > z.size() || bytes_for_bits(in_bits) > in.size() ||
        bytes_for_bits(out_bits) > out.size())
      return Error::bad_length;
    Cxof c(z.data(), z_bits);
    auto out_bytes = out.first(bytes_for_bits(out_bits));
    absorb_bits_and_finalize(c.sponge_, in, in_bits).squeeze(out_bytes);
    truncate_bits(out_bytes, out_bits);
    return {};
  }

 private:
  constexpr Cxof(const std::uint8_t* z, std::size_t z_bits) noexcept {
    std::uint8_t len[8]{};
    P::Order::store(len, static_cast<std::uint64_t>(z_bits));
    sponge_.absorb(len, 8);  // one whole block: |Z| in bits
    sponge_.absorb(z, z_bits / 8);
    const unsigned rem = static_cast<unsigned>(z_bits % 8);
    sponge_.end_string(rem ? z[z_bits / 8] : 0, rem);
  }
  Sponge<P> sponge_;
};

// Keyed PRF with any output length (Ascon-Prf, Ascon-Prfa).
template <class P>
class KeyedPrf {
 public:
  static constexpr std::size_t key_size = 16;
  static constexpr std::size_t block_size = P::rate;
  using Reader = XofReader<P>;

  constexpr explicit KeyedPrf(std::span<const std::uint8_t, key_size> key) noexcept : sponge_(key) {}
  constexpr KeyedPrf& update(std::span<const std::uint8_t> in) noexcept {
    sponge_.absorb(in);
    return *this;
  }
  constexpr Reader reader() const noexcept { return sponge_.finalize(); }
  constexpr void finalize(std::span<std::uint8_t> out) const noexcept { reader().squeeze(out); }
  // Shortest expected output verify() accepts: a shorter one is forged in
  // about 256^n tries (one byte: 256), so it never verifies.
  static constexpr std::size_t min_verify_size = 16;
  // Constant-time check of an expected output of at least 16 bytes.
  constexpr bool verify(std::span<const std::uint8_t> expected) const noexcept {
    if (expected.size() < min_verify_size) return false;
    std::array<std::uint8_t, 64> buf{};
    if (expected.size() > buf.size()) return verify_long(expected);
    auto mine = std::span(buf).first(expected.size());
    finalize(mine);
    const bool ok = ct_equal(mine, expected);
    wipe_object(buf);
    return ok;
  }
  static constexpr void prf(std::span<const std::uint8_t, key_size> key, std::span<const std::uint8_t> in,
                            std::span<std::uint8_t> out) noexcept {
    KeyedPrf p(key);
    p.update(in).finalize(out);
  }

 private:
  constexpr bool verify_long(std::span<const std::uint8_t> expected) const noexcept {
    // Compare block by block so no buffer of the full length is needed.
    Reader r = reader();
    std::uint32_t diff = 0;
    std::array<std::uint8_t, 16> blk{};
    for (std::size_t off = 0; off < expected.size(); off += blk.size()) {
      const std::size_t n = std::min(blk.size(), expected.size() - off);
      r.squeeze(std::span(blk).first(n));
      for (std::size_t i = 0; i < n; ++i) diff |= static_cast<std::uint32_t>(blk[i] ^ expected[off + i]);
    }
    wipe_object(blk);
    if (!std::is_constant_evaluated()) diff = value_barrier(diff);
    return ((diff - 1) >> 8) & 1;
  }
  Sponge<P> sponge_;
};

// Keyed MAC with a 16-byte tag (Ascon-Mac, Ascon-Maca).
template <class P>
class KeyedMac {
 public:
  static constexpr std::size_t key_size = 16;
  static constexpr std::size_t tag_size = 16;
  static constexpr std::size_t block_size = P::rate;
  using Tag = std::array<std::uint8_t, tag_size>;

  constexpr explicit KeyedMac(std::span<const std::uint8_t, key_size> key) noexcept : sponge_(key) {}
  constexpr KeyedMac& update(std::span<const std::uint8_t> in) noexcept {
    sponge_.absorb(in);
    return *this;
  }
  constexpr void finalize(std::span<std::uint8_t, tag_size> out) const noexcept { sponge_.finalize().squeeze(out); }
  constexpr Tag tag() const noexcept {
    Tag t{};
    finalize(t);
    return t;
  }
  // Constant-time comparison with a received tag.
  constexpr bool verify(std::span<const std::uint8_t, tag_size> expected) const noexcept {
    Tag t = tag();
    const bool ok = ct_equal(t, expected);
    wipe_object(t);
    return ok;
  }
  static constexpr void mac(std::span<const std::uint8_t, key_size> key, std::span<const std::uint8_t> in,
                            std::span<std::uint8_t, tag_size> out) noexcept {
    KeyedMac m(key);
    m.update(in).finalize(out);
  }
  static constexpr bool verify(std::span<const std::uint8_t, key_size> key, std::span<const std::uint8_t> in,
                               std::span<const std::uint8_t, tag_size> expected) noexcept {
    KeyedMac m(key);
    return m.update(in).verify(expected);
  }

 private:
  Sponge<P> sponge_;
};

// Short-input PRF (Ascon-PrfShort): at most 16 bytes in, at most 16 out, one
// permutation call. The IV carries the input length in bits (bits 48..55) and
// the output length in bits (at OutShift), so a 4-byte output is its own
// function, not a prefix of the 16-byte one.
template <class Order, std::uint64_t IV, unsigned OutShift>
struct PrfShort {
  static constexpr std::size_t key_size = 16;
  static constexpr std::size_t max_input_size = 16;
  static constexpr std::size_t max_output_size = 16;

  static constexpr Status prf(std::span<const std::uint8_t, key_size> key, std::span<const std::uint8_t> in,
                              std::span<std::uint8_t> out) noexcept {
    if (in.size() > max_input_size) return Error::too_long;
    if (out.size() > max_output_size) return Error::bad_length;
    State s{};
    const std::uint64_t k0 = Order::load(key.data()), k1 = Order::load(key.data() + 8);
    s.x[0] = IV | (static_cast<std::uint64_t>(8 * in.size()) << 48) |
             (static_cast<std::uint64_t>(8 * out.size()) << OutShift);
    s.x[1] = k0;
    s.x[2] = k1;
    xor_bytes<Order>(s, 24, in.data(), in.size());
    permute<12>(s);
    s.x[3] ^= k0;
    s.x[4] ^= k1;
    extract_bytes<Order>(s, 24, out.data(), out.size());
    wipe_object(s);
    return {};
  }
  // Constant-time check of a 16-byte tag.
  static constexpr bool verify(std::span<const std::uint8_t, key_size> key, std::span<const std::uint8_t> in,
                               std::span<const std::uint8_t, 16> expected) noexcept {
    std::array<std::uint8_t, 16> t{};
    if (!prf(key, in, t)) return false;
    const bool ok = ct_equal(t, expected);
    wipe_object(t);
    return ok;
  }
};

}  // namespace ascon::detail
