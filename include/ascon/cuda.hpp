// SPDX-License-Identifier: Apache-2.0 OR MIT
// GPU batch backend (NVIDIA CUDA): millions of independent messages per call,
// one GPU thread per message. Built only with -DASCON_CUDA=ON (CMake target
// ascon::cuda, which defines ASCON_HAVE_CUDA=1 for its users).
//
// Two ways in:
//   - host API: the batch functions of ascon::batch (include/ascon/
//     batch.hpp) with host memory in and out: each is that function with
//     Options::backend = Backend::cuda, checked by the same front door
//     (defined in ascon::batch, which links this backend). Large batches are cut into
//     chunks that flow through pinned staging buffers on several CUDA
//     streams, so copies to and from the GPU overlap with the kernels.
//     Synchronous: everything is written when the call returns.
//   - device API (*_device*): device pointers in and out, nothing copied,
//     the kernels queued on `stream` (asynchronous: synchronise the stream
//     before reading the results). For data that already lives on the GPU.
//
// Errors: as ascon::batch's (bad_length for size mismatches, too_long for a
// CXOF customization string over 256 bytes), Error::unavailable when no GPU is
// usable or a CUDA call fails (last_error() then says why). On any failure
// the outputs hold no partial result: digests and ciphertexts are zeroed and
// decryption reports every message as failed with its plaintext zeroed.
// Decryption never leaves an unverified message's plaintext in the output:
// the kernel zeroes it before anything is copied back.
//
// See docs/gpu.md for when a GPU pays off and for the memory layouts.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>

#include "aead_message.hpp"
#include "status.hpp"

namespace ascon::cuda {

// Number of usable CUDA devices; 0 without a GPU or driver (never throws).
int device_count() noexcept;
// The last CUDA error message of this thread ("" if none).
const char* last_error() noexcept;

// ---- host memory in and out -----------------------------------------------------

using AeadMessage = ascon::AeadMessage;  // see aead_message.hpp

Status hash256_many(std::span<const std::span<const std::uint8_t>> msgs,
                    std::span<std::uint8_t> digests /* 32 * msgs.size() */) noexcept;
// count messages of msg_len bytes, message i at msgs + i * stride.
Status hash256_many_strided(const std::uint8_t* msgs, std::size_t msg_len, std::size_t stride, std::size_t count,
                            std::uint8_t* digests /* 32 * count */) noexcept;
Status xof128_many(std::span<const std::span<const std::uint8_t>> msgs, std::size_t out_len,
                   std::span<std::uint8_t> outs /* out_len * msgs.size() */) noexcept;
Status cxof128_many(std::span<const std::span<const std::uint8_t>> msgs, std::span<const std::uint8_t> customization,
                    std::size_t out_len, std::span<std::uint8_t> outs) noexcept;
Status aead128_encrypt_many(std::span<const AeadMessage> msgs) noexcept;
// status[i] = 0 if message i verified, -1 if not (its output zeroed).
Status aead128_decrypt_many(std::span<const AeadMessage> msgs, std::span<int> status) noexcept;

// ---- device memory in and out (asynchronous on `stream`) -------------------------

using Stream = void*;  // a cudaStream_t; nullptr is the default stream

// Packed layout: message i is data[offsets[i] .. offsets[i+1]) (count + 1
// offsets); output i at outs + i * out_len (32 bytes for Hash256).
Status hash256_device(const std::uint8_t* data, const std::uint64_t* offsets, std::size_t count, std::uint8_t* digests,
                      Stream stream = nullptr) noexcept;
Status xof128_device(const std::uint8_t* data, const std::uint64_t* offsets, std::size_t count, std::size_t out_len,
                     std::uint8_t* outs, Stream stream = nullptr) noexcept;
// The customization string is in host memory (shared by the whole batch).
Status cxof128_device(const std::uint8_t* data, const std::uint64_t* offsets, std::size_t count,
                      std::span<const std::uint8_t> customization, std::size_t out_len, std::uint8_t* outs,
                      Stream stream = nullptr) noexcept;

// Interleaved layout (equal lengths, coalesced): 8-byte little-endian word w
// of message i at words[w * count + i], the last word zero padded; outputs in
// the same layout ((out_len + 7) / 8 words per message).
Status hash256_device_interleaved(const std::uint64_t* words, std::size_t msg_len, std::size_t count,
                                  std::uint64_t* digest_words, Stream stream = nullptr) noexcept;
Status xof128_device_interleaved(const std::uint64_t* words, std::size_t msg_len, std::size_t count,
                                 std::size_t out_len, std::uint64_t* out_words, Stream stream = nullptr) noexcept;
Status cxof128_device_interleaved(const std::uint64_t* words, std::size_t msg_len, std::size_t count,
                                  std::span<const std::uint8_t> customization, std::size_t out_len,
                                  std::uint64_t* out_words, Stream stream = nullptr) noexcept;

// Array of messages (message i at aos + i * stride, len bytes) <-> interleaved words.
Status to_interleaved_device(const std::uint8_t* aos, std::size_t len, std::size_t stride, std::size_t count,
                             std::uint64_t* words, Stream stream = nullptr) noexcept;
Status from_interleaved_device(const std::uint64_t* words, std::size_t len, std::size_t count, std::uint8_t* aos,
                               std::size_t stride, Stream stream = nullptr) noexcept;

// Ascon-AEAD128, packed layout, all device pointers.
struct DeviceAeadBatch {
  std::size_t count = 0;
  const std::uint8_t* keys = nullptr;         // 16 * count
  const std::uint8_t* nonces = nullptr;       // 16 * count
  const std::uint8_t* ad = nullptr;           // may be null: no associated data
  const std::uint64_t* ad_offsets = nullptr;  // count + 1, or null
  const std::uint8_t* in = nullptr;
  const std::uint64_t* offsets = nullptr;  // count + 1; out uses the same offsets
  std::uint8_t* out = nullptr;             // may equal in
  std::uint8_t* tags = nullptr;            // 16 * count: written by encrypt, read by decrypt
};
Status aead128_encrypt_device(const DeviceAeadBatch& batch, Stream stream = nullptr) noexcept;
// status: count ints (device memory), 0 verified, -1 failed (output zeroed).
Status aead128_decrypt_device(const DeviceAeadBatch& batch, int* status, Stream stream = nullptr) noexcept;

// Ascon-AEAD128, interleaved layout: every message has ad_len bytes of
// associated data and len bytes of data; keys, nonces and tags take 2 words each.
struct DeviceAeadInterleaved {
  std::size_t count = 0;
  const std::uint64_t* keys = nullptr;
  const std::uint64_t* nonces = nullptr;
  const std::uint64_t* ad = nullptr;
  std::size_t ad_len = 0;
  const std::uint64_t* in = nullptr;
  std::size_t len = 0;
  std::uint64_t* out = nullptr;
  std::uint64_t* tags = nullptr;
};
Status aead128_encrypt_device_interleaved(const DeviceAeadInterleaved& batch, Stream stream = nullptr) noexcept;
Status aead128_decrypt_device_interleaved(const DeviceAeadInterleaved& batch, int* status,
                                          Stream stream = nullptr) noexcept;

}  // namespace ascon::cuda
