// SPDX-License-Identifier: Apache-2.0 OR MIT
// The C library's random generator (random.cpp), for the entry points that
// draw randomness themselves (ascon_stream_init_push's salt).
#pragma once

#include <cstddef>
#include <cstdint>

namespace ascon::capi {
// Fills out[0..n) from the installed source or the OS: ASCON_OK, or
// ASCON_ERR_UNAVAILABLE with out zeroed.
int random_fill(std::uint8_t* out, std::size_t n) noexcept;
}  // namespace ascon::capi
