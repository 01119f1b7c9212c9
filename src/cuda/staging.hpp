// SPDX-License-Identifier: Apache-2.0 OR MIT
// How the host API lays a chunk of messages out in its pinned staging buffer
// (the same bytes are then copied to the GPU as they are). Plain C++, shared
// with the host test, so the exact layout the kernels receive is tested
// without a GPU.
//
// A list of variable-length items: offsets[n], lengths[n] (u64, relative to
// the data start), then the items, each starting on an 8-byte boundary so the
// kernels load whole words in one access. Fixed-size items (keys, nonces,
// tags): back to back. Every piece starts 8-aligned.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <utility>

namespace ascon::cuda::device {  // the device side of ascon::cuda

constexpr std::size_t round8(std::size_t n) { return (n + 7) & ~std::size_t{7}; }

struct ListLayout {
  std::size_t offsets = 0, lengths = 0, data = 0, end = 0;  // byte positions in the buffer
};

// Packs items 0..n-1 (get(i) returns {pointer, length}) at byte position pos.
template <class Get>
ListLayout pack_list(std::uint8_t* buf, std::size_t pos, std::size_t n, Get&& get) {
  ListLayout l;
  l.offsets = pos;
  l.lengths = pos + 8 * n;
  l.data = pos + 16 * n;
  auto* off = reinterpret_cast<std::uint64_t*>(buf + l.offsets);
  auto* len = reinterpret_cast<std::uint64_t*>(buf + l.lengths);
  std::size_t at = 0;
  for (std::size_t i = 0; i < n; ++i) {
    const std::pair<const std::uint8_t*, std::size_t> item = get(i);
    off[i] = at;
    len[i] = item.second;
    if (item.second != 0) std::memcpy(buf + l.data + at, item.first, item.second);
    at += round8(item.second);
  }
  l.end = l.data + at;
  return l;
}
// Bytes pack_list needs for one item of `len` bytes (tables included).
constexpr std::size_t list_item_bytes(std::size_t len) { return 16 + round8(len); }

// Packs n items of `size` bytes (get(i) returns the pointer) at pos; returns the end.
template <class Get>
std::size_t pack_fixed(std::uint8_t* buf, std::size_t pos, std::size_t n, std::size_t size, Get&& get) {
  for (std::size_t i = 0; i < n; ++i) std::memcpy(buf + pos + i * size, get(i), size);
  return pos + round8(n * size);
}

// ---- wiping the staging buffers: no secret outlives its chunk ----------------------
// Keys, nonces, associated data and plaintexts pass through a slot's pinned
// input buffer and its device buffers; decrypted plaintexts through the output
// ones. After each chunk is delivered, and before any buffer is freed, the
// bytes that chunk used are zeroed: the pinned host bytes at once, the device
// bytes by `dev_zero(ptr, n)`. The host API passes cudaMemsetAsync on the
// slot's stream: stream order runs it after the kernel and the copy back, and
// before the next chunk's copy in on that stream; the pipeline synchronises
// every stream before returning, so no call returns with secrets left on the GPU.

// Zeroes n bytes with writes the compiler may not drop (the buffers are
// reused, never read again before the next pack, so a plain memset could go).
inline void wipe_host(std::uint8_t* p, std::size_t n) {
  volatile std::uint8_t* v = p;
  for (std::size_t i = 0; i < n; ++i) v[i] = 0;
}

// Bytes of one slot's buffers that the chunk in flight used.
struct SlotUse {
  std::size_t in = 0, out = 0, tmp = 0;
};

struct SlotBuffers {
  std::uint8_t *h_in = nullptr, *h_out = nullptr;                    // pinned host
  std::uint8_t *d_in = nullptr, *d_out = nullptr, *d_tmp = nullptr;  // device
};

// Wipes what `use` says a chunk used; returns the first dev_zero error (0 = none).
template <class DevZero>
int wipe_slot(const SlotBuffers& b, const SlotUse& use, DevZero&& dev_zero) {
  if (b.h_in != nullptr) wipe_host(b.h_in, use.in);
  if (b.h_out != nullptr) wipe_host(b.h_out, use.out);
  int err = 0;
  auto dev = [&](std::uint8_t* p, std::size_t n) {
    if (p != nullptr && n != 0) {
      const int e = dev_zero(p, n);
      if (err == 0) err = e;
    }
  };
  dev(b.d_in, use.in);
  dev(b.d_out, use.out);
  dev(b.d_tmp, use.tmp);
  return err;
}

}  // namespace ascon::cuda::device
