// SPDX-License-Identifier: Apache-2.0 OR MIT
// Ascon-Hash256 (NIST SP 800-232, section 5): 256-bit digest.
//
//   auto digest = ascon::Hash256::hash(message);          // one-shot
//   ascon::Hash256 h; h.update(a).update(b); h.digest();  // incremental
#pragma once

#include "detail/sponge_params.hpp"

namespace ascon {

using Hash256 = detail::FixedHash<detail::Hash256Params, 32>;
inline constexpr std::size_t hash256_digest_size = Hash256::digest_size;

}  // namespace ascon
