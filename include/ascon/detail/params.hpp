// Every algorithm of both families as a parameter set of the generic sponge
// and duplex. IVs: NIST SP 800-232 (Ascon-AEAD128, -Hash256, -XOF128,
// -CXOF128); the little-endian Ascon-Mac/Prf/PrfShort that go with it; and
// Ascon v1.2 (big-endian), with the IVs of its specification.
#pragma once

#include "aead.hpp"
#include "bytes.hpp"
#include "hash.hpp"

namespace ascon::detail {

using LE = LittleEndian;
using BE = BigEndian;

// ---- NIST SP 800-232 --------------------------------------------------------------
//                          order IV                     IVB key rate a   b  min tag  nonce masking
using Aead128Params = AeadParams<LE, 0x00001000808c0001ull, 8, 16, 16, 12, 8, 4, true>;
//                           order IV                   rate sq  a   b  domain bit
using Hash256Params = SpongeParams<LE, 0x0000080100cc0002ull, 8, 8, 12, 12, false>;
using Xof128Params = SpongeParams<LE, 0x0000080000cc0003ull, 8, 8, 12, 12, false>;
using Cxof128Params = SpongeParams<LE, 0x0000080000cc0004ull, 8, 8, 12, 12, false>;
inline constexpr std::size_t cxof128_max_customization_bits = 2048;

// ---- Ascon-Mac / Prf / PrfShort, little-endian (ePrint 2021/1574, v1.3) ----------
// IV fields: variant | a << 16 | b << 20 | tag bits << 24 | in rate << 40 | out rate << 48
using MacParams = SpongeParams<LE, 0x0010200080cc0005ull, 32, 16, 12, 12, true>;
using PrfParams = SpongeParams<LE, 0x0010200000cc0006ull, 32, 16, 12, 12, true>;
// PrfShort IVs without the lengths: the output length in bits goes at bit 24
// (little-endian) or 32 (v1.2), the input length in bits at bit 48.
inline constexpr std::uint64_t prf_short_iv = 0x00000000000c0007ull;
inline constexpr unsigned prf_short_out_shift = 24;

// ---- Ascon v1.2 (big-endian) -----------------------------------------------------
using Ascon128Params = AeadParams<BE, 0x80400c0600000000ull, 8, 16, 8, 12, 6, 16, false>;
using Ascon128aParams = AeadParams<BE, 0x80800c0800000000ull, 8, 16, 16, 12, 8, 16, false>;
using Ascon80pqParams = AeadParams<BE, 0xa0400c0600000000ull, 4, 20, 8, 12, 6, 16, false>;
using HashV12Params = SpongeParams<BE, 0x00400c0000000100ull, 8, 8, 12, 12, false>;
using HashaV12Params = SpongeParams<BE, 0x00400c0400000100ull, 8, 8, 12, 8, false>;
using XofV12Params = SpongeParams<BE, 0x00400c0000000000ull, 8, 8, 12, 12, false>;
using XofaV12Params = SpongeParams<BE, 0x00400c0400000000ull, 8, 8, 12, 8, false>;
using MacV12Params = SpongeParams<BE, 0x80808c0000000080ull, 32, 16, 12, 12, true>;
using MacaV12Params = SpongeParams<BE, 0x80808c0400000080ull, 40, 16, 12, 8, true>;
using PrfV12Params = SpongeParams<BE, 0x80808c0000000000ull, 32, 16, 12, 12, true>;
using PrfaV12Params = SpongeParams<BE, 0x80808c0400000000ull, 40, 16, 12, 8, true>;
inline constexpr std::uint64_t prf_short_v12_iv = 0x80004c0000000000ull;
inline constexpr unsigned prf_short_v12_out_shift = 32;

}  // namespace ascon::detail
