// SPDX-License-Identifier: Apache-2.0 OR MIT
// The device-pointer functions of ascon::cuda (include/ascon/cuda.hpp): one
// kernel launch each, queued on the caller's stream, nothing copied.
#include <ascon/cuda.hpp>
#include <ascon/detail/checked.hpp>
#include <ascon/xof128.hpp>

#include "host_state.hpp"
#include "pipeline.hpp"

namespace ascon::cuda {

namespace {
using pipeline::launched;
namespace g = ascon::cuda::device;

// Longest message, output or AD a kernel accepts: sizes derived from it
// (words, offsets) cannot wrap.
constexpr std::size_t max_item = ascon::detail::size_max / 4;

Status check_customization(std::span<const std::uint8_t> z) {
  if (z.size() > ascon::Cxof128::max_customization_size) return Error::too_long;
  if (z.data() == nullptr && !z.empty()) return Error::null_pointer;
  return {};
}
Status sponge_device(const g::St& init, const std::uint8_t* data, const std::uint64_t* offsets, std::size_t count,
                     std::size_t out_len, std::uint8_t* outs, Stream stream) {
  if (count == 0) return {};
  if (out_len > max_item) return Error::too_long;  // i * out_len on the device stays below count * out_len
  if (offsets == nullptr || (outs == nullptr && out_len != 0)) return Error::null_pointer;
  return launched(g::launch_sponge_packed(g::SpongePacked{init, data, offsets, count, outs, out_len, nullptr}, stream),
                  "sponge kernel");
}
Status sponge_device_interleaved(const g::St& init, const std::uint64_t* words, std::size_t len, std::size_t count,
                                 std::size_t out_len, std::uint64_t* out, Stream stream) {
  if (count == 0) return {};
  if (len > max_item || out_len > max_item) return Error::too_long;  // (len + 7) / 8 words cannot wrap
  if ((words == nullptr && len != 0) || (out == nullptr && out_len != 0)) return Error::null_pointer;
  const g::SpongeInterleaved d{init,  reinterpret_cast<const g::W*>(words), len,
                               count, reinterpret_cast<g::W*>(out),         out_len};
  return launched(g::launch_sponge_interleaved(d, stream), "sponge kernel");
}
}  // namespace

Status hash256_device(const std::uint8_t* data, const std::uint64_t* offsets, std::size_t count, std::uint8_t* digests,
                      Stream stream) noexcept {
  return sponge_device(g::sponge_initial_state(g::hash256_iv), data, offsets, count, 32, digests, stream);
}
Status xof128_device(const std::uint8_t* data, const std::uint64_t* offsets, std::size_t count, std::size_t out_len,
                     std::uint8_t* outs, Stream stream) noexcept {
  return sponge_device(g::sponge_initial_state(g::xof128_iv), data, offsets, count, out_len, outs, stream);
}
Status cxof128_device(const std::uint8_t* data, const std::uint64_t* offsets, std::size_t count,
                      std::span<const std::uint8_t> z, std::size_t out_len, std::uint8_t* outs,
                      Stream stream) noexcept {
  if (Status st = check_customization(z); !st) return st;
  return sponge_device(g::cxof128_initial_state(z.data(), z.size()), data, offsets, count, out_len, outs, stream);
}
Status hash256_device_interleaved(const std::uint64_t* words, std::size_t msg_len, std::size_t count,
                                  std::uint64_t* digest_words, Stream stream) noexcept {
  return sponge_device_interleaved(g::sponge_initial_state(g::hash256_iv), words, msg_len, count, 32, digest_words,
                                   stream);
}
Status xof128_device_interleaved(const std::uint64_t* words, std::size_t msg_len, std::size_t count,
                                 std::size_t out_len, std::uint64_t* out_words, Stream stream) noexcept {
  return sponge_device_interleaved(g::sponge_initial_state(g::xof128_iv), words, msg_len, count, out_len, out_words,
                                   stream);
}
Status cxof128_device_interleaved(const std::uint64_t* words, std::size_t msg_len, std::size_t count,
                                  std::span<const std::uint8_t> z, std::size_t out_len, std::uint64_t* out_words,
                                  Stream stream) noexcept {
  if (Status st = check_customization(z); !st) return st;
  return sponge_device_interleaved(g::cxof128_initial_state(z.data(), z.size()), words, msg_len, count, out_len,
                                   out_words, stream);
}

Status to_interleaved_device(const std::uint8_t* aos, std::size_t len, std::size_t stride, std::size_t count,
                             std::uint64_t* words, Stream stream) noexcept {
  if (count == 0 || len == 0) return {};
  if (len > max_item) return Error::too_long;
  if (aos == nullptr || words == nullptr) return Error::null_pointer;
  if (count > 1 && stride < len) return Error::bad_length;
  const g::Transpose t{const_cast<std::uint8_t*>(aos), len, stride, count, reinterpret_cast<g::W*>(words)};
  return launched(g::launch_to_interleaved(t, stream), "transpose kernel");
}
Status from_interleaved_device(const std::uint64_t* words, std::size_t len, std::size_t count, std::uint8_t* aos,
                               std::size_t stride, Stream stream) noexcept {
  if (count == 0 || len == 0) return {};
  if (len > max_item) return Error::too_long;
  if (aos == nullptr || words == nullptr) return Error::null_pointer;
  if (count > 1 && stride < len) return Error::bad_length;
  const g::Transpose t{aos, len, stride, count, const_cast<g::W*>(reinterpret_cast<const g::W*>(words))};
  return launched(g::launch_from_interleaved(t, stream), "transpose kernel");
}

namespace {
Status aead_device(const DeviceAeadBatch& b, int* status, bool decrypt, Stream stream) {
  if (b.count == 0) return {};
  if (b.keys == nullptr || b.nonces == nullptr || b.offsets == nullptr || b.tags == nullptr ||
      (decrypt && status == nullptr) || ((b.ad == nullptr) != (b.ad_offsets == nullptr)))
    return Error::null_pointer;
  const g::AeadPacked d{b.count,   b.keys, b.nonces, b.ad,   b.ad_offsets, b.in,
                        b.offsets, b.out,  b.tags,   status, nullptr,      nullptr};
  return launched(g::launch_aead_packed(d, decrypt, stream), "AEAD kernel");
}
Status aead_device_interleaved(const DeviceAeadInterleaved& b, int* status, bool decrypt, Stream stream) {
  if (b.count == 0) return {};
  if (b.keys == nullptr || b.nonces == nullptr || b.tags == nullptr || (decrypt && status == nullptr) ||
      (b.ad == nullptr && b.ad_len != 0) || ((b.in == nullptr || b.out == nullptr) && b.len != 0))
    return Error::null_pointer;
  auto w = [](const std::uint64_t* p) { return reinterpret_cast<const g::W*>(p); };
  const g::AeadInterleaved d{b.count,
                             w(b.keys),
                             w(b.nonces),
                             w(b.ad),
                             b.ad_len,
                             w(b.in),
                             b.len,
                             reinterpret_cast<g::W*>(b.out),
                             reinterpret_cast<g::W*>(b.tags),
                             status};
  return launched(g::launch_aead_interleaved(d, decrypt, stream), "AEAD kernel");
}
}  // namespace

Status aead128_encrypt_device(const DeviceAeadBatch& batch, Stream stream) noexcept {
  return aead_device(batch, nullptr, false, stream);
}
Status aead128_decrypt_device(const DeviceAeadBatch& batch, int* status, Stream stream) noexcept {
  return aead_device(batch, status, true, stream);
}
Status aead128_encrypt_device_interleaved(const DeviceAeadInterleaved& batch, Stream stream) noexcept {
  return aead_device_interleaved(batch, nullptr, false, stream);
}
Status aead128_decrypt_device_interleaved(const DeviceAeadInterleaved& batch, int* status, Stream stream) noexcept {
  return aead_device_interleaved(batch, status, true, stream);
}

}  // namespace ascon::cuda
