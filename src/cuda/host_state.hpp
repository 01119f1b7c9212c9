// SPDX-License-Identifier: Apache-2.0 OR MIT
// Initial states the host computes once per batch and hands to the kernels,
// taken from the core (one copy of the CXOF customization prefix for every
// layer) and converted to the device's two-halves words. Host code only.
#pragma once

#include <ascon/ct.hpp>
#include <ascon/detail/sponge_params.hpp>
#include <ascon/sponge.hpp>
#include <cstddef>
#include <cstdint>

#include "ascon_device.cuh"

namespace ascon::cuda::device {

// Ascon-CXOF128's state after the customization string z (at most 256
// bytes): the core's custom_start.
inline St cxof128_initial_state(const std::uint8_t* z, std::size_t z_len) noexcept {
  using P = ascon::detail::Cxof128Params;
  State s = ascon::detail::Sponge<P>::unkeyed_initial_state();
  ascon::detail::custom_start<P>(s, z, z_len);
  St out;
  for (int i = 0; i < 5; ++i) out.x[i] = make_w(s.x[i]);
  ascon::secure_wipe(&s, sizeof s);
  return out;
}

}  // namespace ascon::cuda::device
