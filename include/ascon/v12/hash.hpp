// SPDX-License-Identifier: Apache-2.0 OR MIT
// Ascon v1.2 hashing (big-endian): Ascon-Hash, Ascon-Hasha, Ascon-Xof,
// Ascon-Xofa. New designs use ascon::Hash256 / ascon::Xof128.
#pragma once

#include "../detail/sponge_params.hpp"

namespace ascon::v12 {

using Hash = detail::FixedHash<detail::HashV12Params, 32>;
using Hasha = detail::FixedHash<detail::HashaV12Params, 32>;
using Xof = detail::Xof<detail::XofV12Params>;
using Xofa = detail::Xof<detail::XofaV12Params>;

}  // namespace ascon::v12
