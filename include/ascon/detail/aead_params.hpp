// SPDX-License-Identifier: Apache-2.0 OR MIT
// Every AEAD of both families as a parameter set of the generic duplex
// (detail/aead.hpp); the numbers come from constants.hpp.
#pragma once

#include "aead.hpp"
#include "bytes.hpp"
#include "constants.hpp"

namespace ascon::detail {

namespace c = ::ascon::constants;

//                                       order IV             IVB key  rate               a                     b min
//                                       tag  nonce masking
using Aead128Params =
    AeadParams<LittleEndian, c::aead128_iv, 8, 16, c::aead128_rate, c::aead128_rounds_a, c::aead128_rounds_b, 4, true>;
using Ascon128Params = AeadParams<BigEndian, c::ascon128_iv, 8, 16, 8, 12, 6, 16, false>;
using Ascon128aParams = AeadParams<BigEndian, c::ascon128a_iv, 8, 16, 16, 12, 8, 16, false>;
using Ascon80pqParams = AeadParams<BigEndian, c::ascon80pq_iv, 4, 20, 8, 12, 6, 16, false>;

}  // namespace ascon::detail
