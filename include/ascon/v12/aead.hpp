// SPDX-License-Identifier: Apache-2.0 OR MIT
// Ascon v1.2 AEAD (the NIST competition version, big-endian): Ascon-128,
// Ascon-128a and Ascon-80pq (20-byte key). For interoperating with devices
// that predate NIST SP 800-232; new designs use ascon::Aead128.
#pragma once

#include "../detail/aead_params.hpp"

namespace ascon::v12 {

using Ascon128 = detail::Aead<detail::Ascon128Params>;
using Ascon128a = detail::Aead<detail::Ascon128aParams>;
using Ascon80pq = detail::Aead<detail::Ascon80pqParams>;

}  // namespace ascon::v12
