// SPDX-License-Identifier: Apache-2.0 OR MIT
// Secret randomness for the tools (keys, salts): the kernel's CSPRNG.
#pragma once

#include <cstdint>
#include <span>

namespace ascon::cli {

// Fills `out` from getrandom (else /dev/urandom on a kernel without it);
// throws cli::Failure (exit 1) when neither works. Never a userspace PRNG.
void random_bytes(std::span<std::uint8_t> out);

}  // namespace ascon::cli
