// SPDX-License-Identifier: Apache-2.0 OR MIT
// The Arrow column reader of ascon_native.arrow (python/src/arrow_column.hpp)
// on fuzzer-chosen arrays: any layout, length, offset (slices), null count,
// offsets, bitmaps and views, over buffers allocated with exactly their
// declared sizes, so ASan sees any read past an extent. A column the reader
// accepts must give one row per element, each span inside one buffer; every
// row byte is read.
//
// Input: layout | width u16 | length u16 | offset u16 | null_count u8 |
//        n_data u8 | declare_variadic u8 | per buffer: size u16, then bytes.
#include <cstdint>
#include <cstring>
#include <memory>
#include <vector>

#include "arrow_column.hpp"
#include "fuzz_input.hpp"

namespace {

using ascon_arrow::Layout;

struct Buffer {
  std::unique_ptr<std::uint8_t[]> p;  // exactly `size` bytes (null for 0)
  std::int64_t size = 0;
};

Buffer make_buffer(fuzz::Input& in) {
  const std::size_t size = in.u16() % 2048;
  Buffer b;
  b.size = static_cast<std::int64_t>(size);
  if (size == 0) return b;
  b.p.reset(new std::uint8_t[size]);
  const fuzz::Bytes fill = in.bytes(size);
  std::copy(fill.begin(), fill.end(), b.p.get());
  return b;
}

bool inside(const std::uint8_t* p, std::size_t n, const Buffer& b) {
  const auto a = reinterpret_cast<std::uintptr_t>(p), lo = reinterpret_cast<std::uintptr_t>(b.p.get());
  return b.p != nullptr && a >= lo && a + n <= lo + static_cast<std::uintptr_t>(b.size);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  fuzz::Input in(data, size);
  ascon_arrow::Column c;
  const std::uint8_t sel = in.u8();
  c.layout = static_cast<Layout>(sel % 4);
  c.width = c.layout == Layout::fixed ? static_cast<std::int64_t>(in.u16() % 64) : 0;
  if (c.layout != Layout::fixed) in.u16();
  c.length = static_cast<std::int64_t>(in.u16() % 512);
  c.offset = static_cast<std::int64_t>(in.u16() % 512);
  if (sel & 0x80) c.offset = INT64_MAX - (c.offset & 3);  // offset + length near the limit
  const std::uint8_t nulls = in.u8();
  c.null_count = nulls == 0xff ? -1 : nulls % 4;
  const std::int64_t n_data = in.u8() % 4;
  const bool declare_variadic = in.u8() & 1;
  c.n_buffers = c.layout == Layout::fixed ? 2 : c.layout == Layout::views ? 3 + n_data : 3;

  std::vector<Buffer> bufs(static_cast<std::size_t>(c.n_buffers));
  for (std::int64_t i = 0; i < c.n_buffers; ++i) bufs[static_cast<std::size_t>(i)] = make_buffer(in);
  std::vector<const void*> ptrs;
  std::vector<std::int64_t> sizes;
  for (const Buffer& b : bufs) ptrs.push_back(b.p.get()), sizes.push_back(b.size);
  c.buffers = ptrs.data();
  c.sizes = sizes.data();
  c.n_sizes = c.n_buffers;
  // pyarrow declares no size for the views' variadic sizes buffer (the
  // exporter builds it): then that buffer is trusted, so make it honest.
  Buffer variadic;
  if (c.layout == Layout::views && !declare_variadic) {
    variadic.size = 8 * n_data;
    variadic.p.reset(new std::uint8_t[static_cast<std::size_t>(8 * n_data + 1)]);
    for (std::int64_t k = 0; k < n_data; ++k) {
      const std::int64_t s = bufs[static_cast<std::size_t>(2 + k)].size;
      std::memcpy(variadic.p.get() + 8 * k, &s, 8);
    }
    ptrs.back() = variadic.p.get();
    c.n_sizes = c.n_buffers - 1;
  }

  ascon_arrow::ColumnRows rows;
  if (ascon_arrow::read_column(c, rows)) return 0;  // refused: nothing else to check

  const auto n = static_cast<std::size_t>(c.length);
  FUZZ_CHECK(rows.valid.empty() || rows.valid.size() == n, "arrow");
  FUZZ_CHECK(rows.strided || rows.spans.size() == n, "arrow");
  volatile std::uint8_t sink = 0;
  for (std::size_t i = 0; i < n; ++i) {
    const std::uint8_t* p = rows.strided ? (rows.base ? rows.base + i * rows.width : nullptr) : rows.spans[i].data();
    const std::size_t len = rows.strided ? rows.width : rows.spans[i].size();
    if (len == 0) continue;
    bool ok = false;
    for (const Buffer& b : bufs) ok = ok || inside(p, len, b);
    FUZZ_CHECK(ok, "arrow");  // every row lies inside one buffer the producer declared
    for (std::size_t k = 0; k < len; ++k) sink = sink ^ p[k];
  }
  (void)sink;
  return 0;
}
