// SPDX-License-Identifier: Apache-2.0 OR MIT
// Reading the rows of a batch call (batch_rows.hpp).
#include "batch_rows.hpp"

#include <cstring>

namespace ascon_py {

void raise_type_error(const std::string& msg) { throw nb::type_error(msg.c_str()); }

namespace {
// Reads a 2-D C-contiguous-rows uint8 buffer (NumPy array) into `rows`; false
// if `obj` exports no buffer or is 1-D bytes (those are rows of a list).
bool read_2d(nb::handle obj, const char* what, Rows& rows) {
  PyObject* o = obj.ptr();
  if (!PyObject_CheckBuffer(o) || PyBytes_Check(o) || PyByteArray_Check(o)) return false;
  Py_buffer& v = rows.new_view();
  if (PyObject_GetBuffer(o, &v, PyBUF_STRIDES | PyBUF_FORMAT) != 0) {
    rows.drop_last_view();
    throw nb::python_error();
  }
  const bool bytes_format = v.itemsize == 1 && (!v.format || std::strcmp(v.format, "B") == 0 ||
                                                std::strcmp(v.format, "b") == 0 || std::strcmp(v.format, "c") == 0);
  if (v.ndim != 2 || !bytes_format)
    raise_type_error(std::string(what) + " must be a list of bytes-like objects or a 2-D uint8 array, got a " +
                     std::to_string(v.ndim) + "-D buffer of format '" + (v.format ? v.format : "B") + "'");
  if (v.shape[1] > 1 && v.strides[1] != 1)
    raise_value_error(std::string(what) + " must have contiguous rows (use numpy.ascontiguousarray)");
  if (v.shape[0] > 1 && v.strides[0] < v.shape[1])
    raise_value_error(std::string(what) + " rows must not overlap (negative or short row stride)");
  rows.set_strided(static_cast<const u8*>(v.buf), static_cast<std::size_t>(v.shape[1]),
                   static_cast<std::size_t>(v.strides[0]), static_cast<std::size_t>(v.shape[0]));
  return true;
}

}  // namespace

bool read_items(nb::handle obj, const char* what, Rows& rows) {
  if (PyUnicode_Check(obj.ptr()))
    raise_type_error(std::string(what) + " must be a list of bytes-like objects, not str");
  if (read_2d(obj, what, rows)) return true;
  if (PyBytes_Check(obj.ptr()) || PyByteArray_Check(obj.ptr()))
    raise_type_error(std::string(what) + " must be a list of bytes-like objects or a 2-D uint8 array, not one " +
                     py_type_name(obj) + " (wrap it in a list)");
  PyObject* seq = PySequence_Fast(obj.ptr(), "");
  if (!seq) {
    PyErr_Clear();
    raise_type_error(std::string(what) + " must be a list of bytes-like objects or a 2-D uint8 array, not '" +
                     py_type_name(obj) + "'");
  }
  nb::object hold = nb::steal(seq);
  rows.keep(hold);  // a tuple from PySequence_Fast owns the items we point into
  const Py_ssize_t n = PySequence_Fast_GET_SIZE(seq);
  rows.reserve(static_cast<std::size_t>(n));
  for (Py_ssize_t i = 0; i < n; ++i) {
    PyObject* it = fast_item(seq, i);
    if (PyBytes_Check(it)) {  // immutable: read in place, no export needed
      rows.add_row(
          {reinterpret_cast<const u8*>(PyBytes_AS_STRING(it)), static_cast<std::size_t>(PyBytes_GET_SIZE(it))});
      continue;
    }
    const std::string name = std::string(what) + "[" + std::to_string(i) + "]";
    if (PyUnicode_Check(it)) raise_type_error(name + " must be a bytes-like object, not str (encode it first)");
    if (!PyObject_CheckBuffer(it))
      raise_type_error(name + " must be a bytes-like object, not '" + py_type_name(it) + "'");
    Py_buffer& v = rows.new_view();
    if (PyObject_GetBuffer(it, &v, PyBUF_SIMPLE) != 0) {
      rows.drop_last_view();
      throw nb::python_error();
    }
    rows.add_row({static_cast<const u8*>(v.buf), static_cast<std::size_t>(v.len)});
  }
  return false;
}

void check_rows_match(const Rows& r, std::size_t n, const char* what) {
  if (r.size() != n)
    raise_value_error(std::string(what) + " must have one row per input row (" + std::to_string(n) + "), got " +
                      std::to_string(r.size()));
}

void one_for_all(Rows& rows, nb::handle value, const char* what, std::size_t n) {
  rows.keep(nb::borrow(value));
  InBuf in(value, what, /*none_is_empty=*/true);
  // The bytes stay valid while `value` is kept (bytes are immutable; other
  // buffers are copied into a bytes object first so no export must outlive InBuf).
  if (PyBytes_Check(value.ptr()) || value.is_none()) {
    rows.set_strided(in.data(), in.size(), 0, n);
    return;
  }
  nb::bytes copy(reinterpret_cast<const char*>(in.data()), in.size());
  rows.keep(copy);
  rows.set_strided(reinterpret_cast<const u8*>(PyBytes_AS_STRING(copy.ptr())), in.size(), 0, n);
}

}  // namespace ascon_py
