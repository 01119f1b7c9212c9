// SPDX-License-Identifier: Apache-2.0 OR MIT
// Every sponge algorithm (hashes, XOFs, the CXOF, MACs, PRFs) of both
// families as a parameter set of the generic sponge; the numbers come from
// constants.hpp. Includes nothing of the duplex (AEAD), which has its own
// header, aead_params.hpp.
#pragma once

#include "bytes.hpp"
#include "constants.hpp"
#include "hash.hpp"

namespace ascon::detail {

namespace c = ::ascon::constants;
using LE = LittleEndian;
using BE = BigEndian;

// ---- NIST SP 800-232 -------------------------------------------------------------------
//                          order IV              rate           squeeze        a               b   domain bit
using Hash256Params =
    SpongeParams<LE, c::hash256_iv, c::sponge_rate, c::sponge_rate, c::sponge_rounds, c::sponge_rounds, false>;
using Xof128Params =
    SpongeParams<LE, c::xof128_iv, c::sponge_rate, c::sponge_rate, c::sponge_rounds, c::sponge_rounds, false>;
using Cxof128Params =
    SpongeParams<LE, c::cxof128_iv, c::sponge_rate, c::sponge_rate, c::sponge_rounds, c::sponge_rounds, false>;
inline constexpr std::size_t cxof128_max_customization_bits = c::cxof128_max_customization_bits;

// ---- Ascon-Mac / Prf / PrfShort, little-endian (ePrint 2021/1574, v1.3) ----------------
using MacParams = SpongeParams<LE, c::mac_iv, 32, 16, 12, 12, true>;
using PrfParams = SpongeParams<LE, c::prf_iv, 32, 16, 12, 12, true>;
using c::prf_short_iv;
using c::prf_short_out_shift;

// ---- Ascon v1.2 (big-endian) -------------------------------------------------------------
using HashV12Params = SpongeParams<BE, c::hash_v12_iv, 8, 8, 12, 12, false>;
using HashaV12Params = SpongeParams<BE, c::hasha_v12_iv, 8, 8, 12, 8, false>;
using XofV12Params = SpongeParams<BE, c::xof_v12_iv, 8, 8, 12, 12, false>;
using XofaV12Params = SpongeParams<BE, c::xofa_v12_iv, 8, 8, 12, 8, false>;
using MacV12Params = SpongeParams<BE, c::mac_v12_iv, 32, 16, 12, 12, true>;
using MacaV12Params = SpongeParams<BE, c::maca_v12_iv, 40, 16, 12, 8, true>;
using PrfV12Params = SpongeParams<BE, c::prf_v12_iv, 32, 16, 12, 12, true>;
using PrfaV12Params = SpongeParams<BE, c::prfa_v12_iv, 40, 16, 12, 8, true>;
using c::prf_short_v12_iv;
using c::prf_short_v12_out_shift;

}  // namespace ascon::detail
