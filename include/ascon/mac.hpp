// SPDX-License-Identifier: Apache-2.0 OR MIT
// Ascon-Mac, Ascon-Prf and Ascon-PrfShort (IACR ePrint 2021/1574), in the
// little-endian version that goes with NIST SP 800-232.
//
//   ascon::Mac m(key); m.update(msg); auto tag = m.tag();  bool ok = m.verify(tag);
//   ascon::Prf::prf(key, msg, out);                         // any out.size()
//   ascon::PrfShort::prf(key, msg16, out16);                // <= 16 bytes in and out
#pragma once

#include "detail/sponge_params.hpp"

namespace ascon {

using Mac = detail::KeyedMac<detail::MacParams>;
using Prf = detail::KeyedPrf<detail::PrfParams>;
using PrfShort = detail::PrfShort<detail::LittleEndian, detail::prf_short_iv, detail::prf_short_out_shift>;

}  // namespace ascon
