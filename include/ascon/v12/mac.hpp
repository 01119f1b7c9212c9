// SPDX-License-Identifier: Apache-2.0 OR MIT
// Ascon v1.2 MAC/PRF (big-endian, ePrint 2021/1574): Ascon-Mac, Ascon-Maca,
// Ascon-Prf, Ascon-Prfa and Ascon-PrfShort. New designs use ascon::Mac etc.
#pragma once

#include "../detail/sponge_params.hpp"

namespace ascon::v12 {

using Mac = detail::KeyedMac<detail::MacV12Params>;
using Maca = detail::KeyedMac<detail::MacaV12Params>;
using Prf = detail::KeyedPrf<detail::PrfV12Params>;
using Prfa = detail::KeyedPrf<detail::PrfaV12Params>;
using PrfShort = detail::PrfShort<detail::BigEndian, detail::prf_short_v12_iv, detail::prf_short_v12_out_shift>;

}  // namespace ascon::v12
