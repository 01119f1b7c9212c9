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

}  // namespace ascon::cuda::device
