// SPDX-License-Identifier: Apache-2.0 OR MIT
// The Arrow C data interface (https://arrow.apache.org/docs/format/CDataInterface.html)
// for the batch bindings: reading a binary-like column out of its capsules
// into Rows (zero-copy, every extent checked: arrow_column.hpp), and building
// result columns (validity bitmaps, offsets, data buffers).
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

#include "arrow_column.hpp"
#include "batch_rows.hpp"

namespace ascon_py {

struct ArrowSchema {
  const char* format;
  const char* name;
  const char* metadata;
  std::int64_t flags;
  std::int64_t n_children;
  ArrowSchema** children;
  ArrowSchema* dictionary;
  void (*release)(ArrowSchema*);
  void* private_data;
};

struct ArrowArray {
  std::int64_t length;
  std::int64_t null_count;
  std::int64_t offset;
  std::int64_t n_buffers;
  std::int64_t n_children;
  const void** buffers;
  ArrowArray** children;
  ArrowArray* dictionary;
  void (*release)(ArrowArray*);
  void* private_data;
};

template <class T>
T* capsule_pointer(nb::handle caps, const char* capsule_name, const char* what) {
  void* p = PyCapsule_GetPointer(caps.ptr(), capsule_name);
  if (!p) {
    PyErr_Clear();
    raise_type_error(std::string(what) + ": expected a PyCapsule named '" + capsule_name + "'");
  }
  return static_cast<T*>(p);
}

using ascon_arrow::Layout;

// Reads an Arrow binary-like column into `rows` (zero-copy: the spans point
// into the Arrow buffers, which the capsules keep alive), every extent checked
// against the declared buffer sizes (a tuple of ints, or None: trusted).
// Returns the layout, so results can keep 64-bit offsets for large inputs.
Layout read_column(nb::handle schema_caps, nb::handle array_caps, nb::handle sizes, const char* what, Rows& rows);
// A per-row companion column (nonces, associated data) given as a
// (schema, array) capsule pair, or (schema, array, buffer sizes).
bool is_capsule_pair(nb::handle h);
Layout read_companion(nb::handle h, const char* what, Rows& rows);

// Packs per-row validity into an Arrow bitmap; None when nothing is null.
nb::object validity_bitmap(std::size_t n, const std::vector<u8>& ok, std::size_t& null_count);
std::vector<u8> valid_flags(const Rows& r);

// An output buffer of n bytes from `alloc(n)` when it is given (ascon_native.arrow
// passes pyarrow.allocate_buffer: its memory pool hands back pages it already
// holds, where a new bytes object of many MiB costs a page fault per 4 KiB
// on every call), else a new bytes object. `obj` owns the memory.
struct OutBuffer {
  nb::object obj;
  u8* data = nullptr;
  std::size_t size = 0;
  OutBuffer(std::size_t n, nb::handle alloc, bool zero);
};

// Variable-size Arrow output: offsets (int32 unless `large`) from per-row
// sizes, and the data buffer; outs[i] points at row i.
struct VarOut {
  std::optional<OutBuffer> offsets, data;
  std::vector<u8*> outs;
};
// zero: whether to clear the data first (decryption; encryption writes every byte).
VarOut var_out(const std::vector<std::size_t>& sizes, bool large, bool zero, nb::handle alloc);

}  // namespace ascon_py
