// SPDX-License-Identifier: Apache-2.0 OR MIT
// The numbers that define each algorithm: initial values, rates, rounds and
// the CXOF length-prefix rule. C++17 and template-free, so the CUDA device
// code (src/cuda/) and the batch engine (src/batch/) include this one header
// instead of repeating the values; detail/sponge_params.hpp and
// detail/aead_params.hpp build the parameter sets of the C++20 core from it.
//
// IV fields (SP 800-232): variant | a << 16 | b << 20 | tag bits << 24 |
// rate bytes << 40 (the v1.2 IVs put key bits, rate bits, a and b in the top bytes).
#pragma once

#include <cstdint>

namespace ascon::constants {

// ---- NIST SP 800-232 ---------------------------------------------------------------
inline constexpr std::uint64_t aead128_iv = 0x00001000808c0001ull;
inline constexpr std::uint64_t hash256_iv = 0x0000080100cc0002ull;
inline constexpr std::uint64_t xof128_iv = 0x0000080000cc0003ull;
inline constexpr std::uint64_t cxof128_iv = 0x0000080000cc0004ull;
inline constexpr unsigned aead128_rate = 16;      // bytes absorbed per Ascon-p[b]
inline constexpr unsigned aead128_rounds_a = 12;  // initialisation and finalisation
inline constexpr unsigned aead128_rounds_b = 8;   // between blocks
inline constexpr unsigned sponge_rate = 8;        // Hash256, XOF128, CXOF128
inline constexpr unsigned sponge_rounds = 12;
inline constexpr unsigned cxof128_max_customization_bits = 2048;

// Ascon-CXOF128 absorbs the customization string Z as: one block holding
// Z's length in bits (a little-endian 64-bit word), Ascon-p[12], then Z padded
// like a message, Ascon-p[12]; then the message.
constexpr std::uint64_t cxof128_length_block(std::uint64_t z_bits) noexcept { return z_bits; }

// ---- Ascon-Mac / Prf / PrfShort, little-endian (ePrint 2021/1574, v1.3) -------------
inline constexpr std::uint64_t mac_iv = 0x0010200080cc0005ull;
inline constexpr std::uint64_t prf_iv = 0x0010200000cc0006ull;
// PrfShort IVs without the lengths: the output length in bits goes at bit 24
// (little-endian) or 32 (v1.2), the input length in bits at bit 48.
inline constexpr std::uint64_t prf_short_iv = 0x00000000000c0007ull;
inline constexpr unsigned prf_short_out_shift = 24;

// ---- Ascon v1.2 (big-endian) ---------------------------------------------------------
inline constexpr std::uint64_t ascon128_iv = 0x80400c0600000000ull;
inline constexpr std::uint64_t ascon128a_iv = 0x80800c0800000000ull;
inline constexpr std::uint64_t ascon80pq_iv = 0xa0400c0600000000ull;
inline constexpr std::uint64_t hash_v12_iv = 0x00400c0000000100ull;
inline constexpr std::uint64_t hasha_v12_iv = 0x00400c0400000100ull;
inline constexpr std::uint64_t xof_v12_iv = 0x00400c0000000000ull;
inline constexpr std::uint64_t xofa_v12_iv = 0x00400c0400000000ull;
inline constexpr std::uint64_t mac_v12_iv = 0x80808c0000000080ull;
inline constexpr std::uint64_t maca_v12_iv = 0x80808c0400000080ull;
inline constexpr std::uint64_t prf_v12_iv = 0x80808c0000000000ull;
inline constexpr std::uint64_t prfa_v12_iv = 0x80808c0400000000ull;
inline constexpr std::uint64_t prf_short_v12_iv = 0x80004c0000000000ull;
inline constexpr unsigned prf_short_v12_out_shift = 32;

}  // namespace ascon::constants
