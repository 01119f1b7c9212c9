// SPDX-License-Identifier: Apache-2.0 OR MIT
// Ascon-XOF128 and Ascon-CXOF128 (NIST SP 800-232, sections 5.2 and 5.3).
//
//   ascon::Xof128::xof(message, out);                      // any out.size()
//   ascon::Xof128 x; x.update(m); auto r = x.reader(); r.squeeze(a); r.squeeze(b);
//   auto c = ascon::Cxof128::create(customization);        // nullopt if > 256 bytes
//   c->update(m).finalize(out);
#pragma once

#include "detail/sponge_params.hpp"

namespace ascon {

using Xof128 = detail::Xof<detail::Xof128Params>;
using Cxof128 = detail::Cxof<detail::Cxof128Params, detail::cxof128_max_customization_bits>;
using XofReader = detail::XofReader<detail::Xof128Params>;
using CxofReader = detail::XofReader<detail::Cxof128Params>;

inline constexpr std::size_t cxof128_max_customization_size = Cxof128::max_customization_size;

}  // namespace ascon
