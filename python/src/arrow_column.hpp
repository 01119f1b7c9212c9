// SPDX-License-Identifier: Apache-2.0 OR MIT
// Reading a binary-like Arrow column from the C data interface
// (https://arrow.apache.org/docs/format/CDataInterface.html) into row spans,
// with every extent checked before anything is read through it. No Python
// here: the binding (bind_batch.cpp) and the fuzzer (fuzz/fuzz_arrow_column.cpp)
// use the same checks.
//
// What is checked, against the buffer sizes when the producer declares them
// (pyarrow: Array.buffers()[i].size):
//   - length, offset and offset + length fit in int64; buffers present;
//   - the validity bitmap holds offset + length bits;
//   - binary/string: offset + length + 1 offsets fit in the offsets buffer,
//     start at >= 0, never decrease, and end inside the data buffer;
//   - fixed_size_binary: (offset + length) * width bytes fit in the data buffer;
//   - views: offset + length views fit in the views buffer, and each
//     out-of-line view lies inside its data buffer (whose size is the smaller
//     of the variadic size the array carries and the declared one).
// The C data interface itself carries no buffer sizes (only the variadic
// sizes of the view layout): without declared sizes, the buffers are trusted
// to hold what length, offset and the offsets say, as every Arrow consumer
// trusts them; everything else above is still checked.
#ifndef ASCON_PY_ARROW_COLUMN_HPP
#define ASCON_PY_ARROW_COLUMN_HPP

#include <cstdint>
#include <cstring>
#include <limits>
#include <span>
#include <string_view>
#include <vector>

namespace ascon_arrow {

using u8 = std::uint8_t;

// The layouts read: variable-size binary/string with 32- or 64-bit offsets,
// the 16-byte "view" layout (binary_view/string_view), and fixed_size_binary.
enum class Layout { offsets32, offsets64, views, fixed };

// An Arrow format string's layout; false if it is not binary-like. width:
// fixed_size_binary's byte width ("w:N", N a decimal int32).
inline bool parse_format(std::string_view f, Layout& layout, std::int64_t& width) noexcept {
  width = 0;
  if (f == "z" || f == "u") return layout = Layout::offsets32, true;
  if (f == "Z" || f == "U") return layout = Layout::offsets64, true;
  if (f == "vz" || f == "vu") return layout = Layout::views, true;
  if (f.size() < 3 || f.substr(0, 2) != "w:" || f.size() > 2 + 10) return false;
  for (char c : f.substr(2)) {
    if (c < '0' || c > '9') return false;
    width = width * 10 + (c - '0');
  }
  if (width > std::numeric_limits<std::int32_t>::max()) return false;
  return layout = Layout::fixed, true;
}

// One array as the C data interface gives it, plus the declared sizes.
struct Column {
  Layout layout = Layout::offsets32;
  std::int64_t width = 0;  // fixed_size_binary
  std::int64_t length = 0, offset = 0, null_count = 0, n_buffers = 0;
  const void* const* buffers = nullptr;
  // Bytes of buffers[i] for i < n_sizes (declared by the producer); buffers
  // from n_sizes on are trusted.
  const std::int64_t* sizes = nullptr;
  std::int64_t n_sizes = 0;
};

// The rows read: `strided` (fixed_size_binary: row i at base + i * width)
// or one span per row. valid: empty when no row is null, else one flag per row.
struct ColumnRows {
  bool strided = false;
  const u8* base = nullptr;
  std::size_t width = 0;
  std::vector<std::span<const u8>> spans;
  std::vector<u8> valid;
};

// Why a column was refused: a message, and the row it concerns (-1: none).
struct Problem {
  const char* what = nullptr;
  std::int64_t row = -1;
  explicit operator bool() const noexcept { return what != nullptr; }
};

namespace detail {

constexpr std::int64_t unknown = std::numeric_limits<std::int64_t>::max();

// Declared bytes of buffer i, or `unknown`.
inline std::int64_t size_of(const Column& c, std::int64_t i) noexcept {
  return c.sizes != nullptr && i < c.n_sizes ? c.sizes[i] : unknown;
}

// a * b + add within int64, all non-negative.
inline bool mul_add(std::int64_t a, std::int64_t b, std::int64_t add, std::int64_t& r) noexcept {
  constexpr std::int64_t max = std::numeric_limits<std::int64_t>::max();
  if (b != 0 && a > (max - add) / b) return false;
  r = a * b + add;
  return true;
}

inline std::int64_t offset_at(const Column& c, const void* o, std::int64_t j) noexcept {
  if (c.layout == Layout::offsets32) {
    std::int32_t v;
    std::memcpy(&v, static_cast<const u8*>(o) + 4 * j, 4);
    return v;
  }
  std::int64_t v;
  std::memcpy(&v, static_cast<const u8*>(o) + 8 * j, 8);
  return v;
}

inline Problem read_offsets(const Column& c, std::int64_t end, ColumnRows& out) {
  const void* o = c.buffers[1];
  const u8* data = static_cast<const u8*>(c.buffers[2]);
  const std::int64_t w = c.layout == Layout::offsets32 ? 4 : 8;
  std::int64_t need = 0;
  if (!mul_add(end, w, w, need)) return {"offsets past the address space"};
  if (o == nullptr) return {"no offsets buffer"};
  if (size_of(c, 1) < need) return {"offsets buffer smaller than offset + length + 1 offsets"};
  const std::int64_t data_size = size_of(c, 2);
  std::int64_t prev = offset_at(c, o, c.offset);
  if (prev < 0) return {"negative offset", 0};
  out.spans.reserve(static_cast<std::size_t>(c.length));
  for (std::int64_t i = 0; i < c.length; ++i) {
    const std::int64_t e = offset_at(c, o, c.offset + i + 1);
    if (e < prev) return {"decreasing offsets", i};
    if (e > data_size) return {"offset past the data buffer", i};
    if (e > prev && data == nullptr) return {"no data buffer", i};
    out.spans.emplace_back(e > prev ? data + prev : nullptr, static_cast<std::size_t>(e - prev));
    prev = e;
  }
  return {};
}

// Each view is 16 bytes: int32 size, then the data inline (size <= 12) or a
// 4-byte prefix, int32 buffer index, int32 offset. The data buffers are
// buffers[2 .. n_buffers-2]; the last buffer holds their sizes (int64 each).
inline Problem read_views(const Column& c, std::int64_t end, ColumnRows& out) {
  const u8* views = static_cast<const u8*>(c.buffers[1]);
  std::int64_t need = 0;
  if (!mul_add(end, 16, 0, need)) return {"views past the address space"};
  if (end > 0 && views == nullptr) return {"no views buffer"};
  if (size_of(c, 1) < need) return {"views buffer smaller than offset + length views"};
  const std::int64_t n_data = c.n_buffers - 3;
  const u8* data_sizes = static_cast<const u8*>(c.buffers[c.n_buffers - 1]);
  if (n_data > 0 && data_sizes == nullptr) return {"no variadic buffer sizes"};
  if (size_of(c, c.n_buffers - 1) < 8 * n_data) return {"variadic sizes buffer too small"};
  out.spans.reserve(static_cast<std::size_t>(c.length));
  for (std::int64_t i = 0; i < c.length; ++i) {
    const u8* v = views + 16 * (c.offset + i);
    std::int32_t size, index, start;
    std::memcpy(&size, v, 4);
    if (size < 0) return {"negative view size", i};
    if (size <= 12) {
      out.spans.emplace_back(v + 4, static_cast<std::size_t>(size));
      continue;
    }
    std::memcpy(&index, v + 8, 4);
    std::memcpy(&start, v + 12, 4);
    if (index < 0 || index >= n_data || start < 0) return {"view outside the data buffers", i};
    std::int64_t limit;
    std::memcpy(&limit, data_sizes + 8 * index, 8);
    if (const std::int64_t declared = size_of(c, 2 + index); declared < limit) limit = declared;
    const u8* buf = static_cast<const u8*>(c.buffers[2 + index]);
    if (std::int64_t{start} + size > limit || buf == nullptr) return {"view outside the data buffers", i};
    out.spans.emplace_back(buf + start, static_cast<std::size_t>(size));
  }
  return {};
}

}  // namespace detail

// Reads the column's rows into `out` (spans into the Arrow buffers), or says
// why it is malformed; nothing outside the checked extents is read.
inline Problem read_column(const Column& c, ColumnRows& out) {
  using namespace detail;
  out = ColumnRows{};
  const std::int64_t min_buffers = c.layout == Layout::fixed ? 2 : 3;
  if (c.n_buffers < min_buffers || c.buffers == nullptr) return {"too few buffers"};
  if (c.length < 0 || c.offset < 0 || c.width < 0 || c.n_sizes < 0) return {"negative length or offset"};
  if (c.sizes != nullptr)
    for (std::int64_t i = 0; i < c.n_sizes; ++i)
      if (c.sizes[i] < 0) return {"negative buffer size"};
  std::int64_t end = 0;  // rows offset .. end-1 are read
  if (!mul_add(c.offset, 1, c.length, end) || end > unknown - 8) return {"offset + length past the address space"};
  const auto n = static_cast<std::size_t>(c.length);
  const u8* validity = static_cast<const u8*>(c.buffers[0]);
  if (validity != nullptr && c.null_count != 0 && c.length != 0) {
    if (size_of(c, 0) < (end + 7) / 8) return {"validity bitmap smaller than offset + length bits"};
    out.valid.resize(n);
    for (std::size_t i = 0; i < n; ++i) {
      const auto bit = static_cast<std::uint64_t>(c.offset) + i;
      out.valid[i] = (validity[bit >> 3] >> (bit & 7)) & 1;
    }
  }
  if (c.length == 0) return {};  // no row: no other buffer is read
  switch (c.layout) {
    case Layout::fixed: {
      std::int64_t need = 0;
      if (!mul_add(end, c.width, 0, need)) return {"fixed_size_binary data past the address space"};
      const u8* data = static_cast<const u8*>(c.buffers[1]);
      if (need > 0 && data == nullptr) return {"no data buffer"};
      if (size_of(c, 1) < need) return {"data buffer smaller than (offset + length) * width"};
      out.strided = true;
      out.width = static_cast<std::size_t>(c.width);
      out.base = data != nullptr ? data + c.offset * c.width : nullptr;
      return {};
    }
    case Layout::offsets32:
    case Layout::offsets64:
      return read_offsets(c, end, out);
    case Layout::views:
      return read_views(c, end, out);
  }
  return {"unknown layout"};
}

}  // namespace ascon_arrow

#endif
