// SPDX-License-Identifier: Apache-2.0 OR MIT
// The Arrow C data interface for the batch bindings (arrow_capi.hpp).
#include "arrow_capi.hpp"

#include <cstring>
#include <limits>
#include <string>

#include "batch_run.hpp"

namespace ascon_py {

namespace {
// The declared byte size of each buffer: a tuple of ints (pyarrow's
// Array.buffers()[i].size, 0 for a missing buffer) or None (trusted).
std::vector<std::int64_t> declared_sizes(nb::handle sizes, const char* what) {
  std::vector<std::int64_t> out;
  if (sizes.is_none()) return out;
  if (!PyTuple_Check(sizes.ptr())) raise_type_error(std::string(what) + ": buffer sizes must be a tuple of ints");
  for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(sizes.ptr()); ++i) {
    const long long v = PyLong_AsLongLong(PyTuple_GET_ITEM(sizes.ptr(), i));
    if (v == -1 && PyErr_Occurred()) throw nb::python_error();
    out.push_back(v);
  }
  return out;
}

nb::bytes new_zero_bytes(std::size_t n) {
  nb::bytes b = new_bytes(n);
  std::memset(bytes_data(b), 0, n);
  return b;
}

}  // namespace

nb::object validity_bitmap(std::size_t n, const std::vector<u8>& ok, std::size_t& null_count) {
  null_count = 0;
  for (u8 v : ok) null_count += !v;
  if (!null_count) return nb::none();
  nb::bytes bits = new_zero_bytes((n + 7) / 8);
  u8* p = bytes_data(bits);
  for (std::size_t i = 0; i < n; ++i)
    if (ok[i]) p[i >> 3] |= static_cast<u8>(1u << (i & 7));
  return bits;
}

std::vector<u8> valid_flags(const Rows& r) {
  std::vector<u8> ok(r.size(), 1);
  for (std::size_t i = 0; i < r.size(); ++i) ok[i] = r.valid(i);
  return ok;
}

Layout read_column(nb::handle schema_caps, nb::handle array_caps, nb::handle sizes, const char* what, Rows& rows) {
  const auto* schema = capsule_pointer<ArrowSchema>(schema_caps, "arrow_schema", what);
  const auto* array = capsule_pointer<ArrowArray>(array_caps, "arrow_array", what);
  rows.keep(nb::borrow(schema_caps));
  rows.keep(nb::borrow(array_caps));
  const std::string fmt = schema->format ? schema->format : "";
  ascon_arrow::Column c;
  if (!ascon_arrow::parse_format(fmt, c.layout, c.width))
    raise_type_error(std::string(what) +
                     " must be a binary or string column (binary, large_binary, binary_view, string, large_string, "
                     "string_view or fixed_size_binary), got Arrow format '" +
                     fmt + "'");
  if (schema->dictionary) raise_value_error(std::string(what) + ": malformed Arrow array (dictionary)");
  const std::vector<std::int64_t> declared = declared_sizes(sizes, what);
  c.length = array->length, c.offset = array->offset, c.null_count = array->null_count;
  c.n_buffers = array->n_buffers, c.buffers = array->buffers;
  c.sizes = declared.empty() ? nullptr : declared.data();
  c.n_sizes = static_cast<std::int64_t>(declared.size());
  ascon_arrow::ColumnRows r;
  if (const ascon_arrow::Problem p = ascon_arrow::read_column(c, r))
    raise_value_error(std::string(what) + ": malformed Arrow array (" + p.what + ")" +
                      (p.row >= 0 ? " at row " + std::to_string(p.row) : std::string()));
  rows.valid_flags() = std::move(r.valid);
  if (r.strided) {
    rows.set_strided(r.base, r.width, r.width, static_cast<std::size_t>(c.length));
  } else {
    rows.reserve(r.spans.size());
    for (auto sp : r.spans) rows.add_row(sp);
  }
  return c.layout;
}

bool is_capsule_pair(nb::handle h) {
  return PyTuple_Check(h.ptr()) && (PyTuple_GET_SIZE(h.ptr()) == 2 || PyTuple_GET_SIZE(h.ptr()) == 3) &&
         PyCapsule_CheckExact(PyTuple_GET_ITEM(h.ptr(), 0));
}

Layout read_companion(nb::handle h, const char* what, Rows& rows) {
  const nb::handle sizes = PyTuple_GET_SIZE(h.ptr()) == 3 ? nb::handle(PyTuple_GET_ITEM(h.ptr(), 2)) : nb::none();
  return read_column(nb::borrow(PyTuple_GET_ITEM(h.ptr(), 0)), nb::borrow(PyTuple_GET_ITEM(h.ptr(), 1)), sizes, what,
                     rows);
}

OutBuffer::OutBuffer(std::size_t n, nb::handle alloc, bool zero) : size(n) {
  if (alloc.is_none()) {
    nb::bytes b = new_bytes(n);
    data = bytes_data(b);
    obj = std::move(b);
  } else {
    obj = nb::borrow(alloc)(n);
    Py_buffer v;
    if (PyObject_GetBuffer(obj.ptr(), &v, PyBUF_WRITABLE) != 0) throw nb::python_error();
    const bool big_enough = static_cast<std::size_t>(v.len) >= n;
    data = static_cast<u8*>(v.buf);
    PyBuffer_Release(&v);  // the memory stays with obj, which we keep
    if (!big_enough) raise_value_error("alloc returned a buffer that is too small");
  }
  if (zero && n) std::memset(data, 0, n);
}

// zero: whether to clear the data first (decryption; encryption writes every byte).
VarOut var_out(const std::vector<std::size_t>& sizes, bool large, bool zero, nb::handle alloc) {
  const std::size_t n = sizes.size();
  std::size_t total = 0;
  for (std::size_t s : sizes) total = checked_add(total, s, "the output column");
  if (!large && total > static_cast<std::size_t>(std::numeric_limits<std::int32_t>::max()))
    raise_value_error("the output column exceeds 2 GiB, the limit of Arrow binary; pass a large_binary column");
  VarOut v;
  v.offsets.emplace(checked_mul(n + 1, large ? 8 : 4, "the output column"), alloc, false);
  v.data.emplace(total, alloc, zero);
  v.outs.resize(n);
  u8* d = v.data->data;
  u8* o = v.offsets->data;
  std::size_t at = 0;
  for (std::size_t i = 0; i <= n; ++i) {
    if (large) {
      const auto x = static_cast<std::int64_t>(at);
      std::memcpy(o + 8 * i, &x, 8);
    } else {
      const auto x = static_cast<std::int32_t>(at);
      std::memcpy(o + 4 * i, &x, 4);
    }
    if (i < n) v.outs[i] = d + at, at += sizes[i];
  }
  return v;
}

}  // namespace ascon_py
