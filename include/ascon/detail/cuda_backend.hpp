// SPDX-License-Identifier: Apache-2.0 OR MIT
// The CUDA backend behind ascon::batch's front door (src/batch/api.cpp):
// host memory in and out, called only with arguments the front door has
// checked (sizes, pointers, customization, statuses), so nothing here checks
// them again; what stays is the backend's own limit (a message too long to
// stage: too_long). On any failure every output is zeroed and every status
// -1; ascon::cuda::last_error() says why a CUDA call failed. Defined in
// src/cuda/host_jobs.cpp (ascon::cuda); not an API of its own.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>

#include "../aead_message.hpp"
#include "../permutation.hpp"
#include "../status.hpp"

namespace ascon::cuda::backend {

// Sponges of rate 8 with Ascon-p[12] throughout (Hash256, XOF128, CXOF128):
// every message absorbed from `start`, out_len bytes each to outs + i * out_len.
Status sponge_many(const State& start, std::span<const std::span<const std::uint8_t>> msgs, std::size_t out_len,
                   std::uint8_t* outs) noexcept;
// The same for `count` messages of msg_len bytes, message i at msgs + i * stride.
Status sponge_many_strided(const State& start, const std::uint8_t* msgs, std::size_t msg_len, std::size_t stride,
                           std::size_t count, std::size_t out_len, std::uint8_t* outs) noexcept;
// Ascon-AEAD128; status null for encryption, else one per message.
Status aead128_many(std::span<const AeadMessage> msgs, int* status) noexcept;

}  // namespace ascon::cuda::backend
