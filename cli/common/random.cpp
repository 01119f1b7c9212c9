// SPDX-License-Identifier: Apache-2.0 OR MIT
#include "common/random.hpp"

#include <ascon/os_random.hpp>

#include "common/app.hpp"

namespace ascon::cli {

void random_bytes(std::span<std::uint8_t> out) {
  // The library's one OS generator: getrandom (EINTR retried, never a
  // partial fill), /dev/urandom only on a kernel without it.
  if (!ascon::os_random_bytes(out.data(), out.size()))
    fail("the operating system's random generator failed (getrandom and /dev/urandom)");
}

}  // namespace ascon::cli
