// SPDX-License-Identifier: Apache-2.0 OR MIT
// Shared plumbing of the Python bindings: bytes-like arguments through the
// buffer protocol, size checks with clear messages, new bytes/str results,
// releasing the GIL for large inputs, and the InvalidTag exception.
#pragma once

#include <nanobind/nanobind.h>

#include "pycompat.hpp"

#include <ascon/status.hpp>
#include <stdexcept>

#include <array>
#include <cstddef>
#include <cstdint>
#include <mutex>
#include <span>
#include <string>
#include <utility>

#include <ascon/ct.hpp>
#include <ascon/detail/dispatch.hpp>

namespace ascon_py {

namespace nb = nanobind;
using u8 = std::uint8_t;

// Inputs longer than this are processed with the GIL released, so threads
// hash in parallel; below it the release/re-acquire costs more than it saves.
inline constexpr std::size_t release_gil_above = 2048;

// ---- errors ---------------------------------------------------------------------

// ascon_native.InvalidTag, created once at module import.
inline PyObject*& invalid_tag_type() {
  static PyObject* type = nullptr;
  return type;
}

[[noreturn]] inline void raise_invalid_tag() {
  PyErr_SetString(invalid_tag_type(), "authentication failed: the tag does not match");
  throw nb::python_error();
}

[[noreturn]] inline void raise_value_error(const std::string& msg) { throw nb::value_error(msg.c_str()); }

// The one place where an ascon::Error becomes a Python exception: a failed
// tag is InvalidTag, a missing backend or GPU and a randomness source that
// failed are RuntimeError, a misuse of a
// stateful object is RuntimeError, every bad size or buffer is ValueError.
// The message is the library's own (ascon::error_message).
[[noreturn]] inline void raise_status(ascon::Status st) {
  switch (st.code) {
    case ascon::Error::authentication_failed:
      raise_invalid_tag();
    case ascon::Error::unavailable:
    case ascon::Error::bad_randomness:
    case ascon::Error::out_of_order:
      throw std::runtime_error(st.message());  // nanobind: RuntimeError
    case ascon::Error::null_pointer:
    case ascon::Error::bad_length:
    case ascon::Error::buffer_too_small:
    case ascon::Error::overlapping_buffers:
    case ascon::Error::too_long:
    case ascon::Error::ok:
      break;
  }
  raise_value_error(st.message());
}

// "key must be 16 bytes, got 15"
inline void require_size(std::size_t found, std::size_t expected, const char* what) {
  if (found != expected)
    raise_value_error(std::string(what) + " must be " + std::to_string(expected) + " bytes, got " +
                      std::to_string(found));
}

inline void require_at_most(std::size_t found, std::size_t limit, const char* what) {
  if (found > limit)
    raise_value_error(std::string(what) + " must be at most " + std::to_string(limit) + " bytes, got " +
                      std::to_string(found));
}

// The most bytes one call hands out (as the batch calls): more would be an
// allocation that fails with an empty MemoryError, or takes all the memory.
// A reader squeezes longer outputs in pieces.
inline constexpr std::size_t max_output_length = 0x7fffffff;

// Output lengths arrive as Python ints (anything with __index__): a
// TypeError for other types, a ValueError naming the argument for negative
// ones (as hashlib) and for more than max_output_length, whatever the size.
inline std::size_t checked_length(nb::handle length, const char* what = "length") {
  PyObject* o = length.ptr();
  if (!PyIndex_Check(o))
    throw nb::type_error((std::string(what) + " must be an int, not '" + py_type_name(o) + "'").c_str());
  nb::object i = nb::steal(PyNumber_Index(o));
  if (!i.is_valid()) throw nb::python_error();
  int overflow = 0;
  const long long v = PyLong_AsLongLongAndOverflow(i.ptr(), &overflow);
  if (v == -1 && PyErr_Occurred()) throw nb::python_error();
  if (overflow == 0 && v < 0) overflow = -1;  // on overflow, v is -1 whatever the sign
  if (overflow < 0) raise_value_error(std::string(what) + " must be non-negative, got " + nb::str(i).c_str());
  if (overflow > 0 || static_cast<unsigned long long>(v) > max_output_length)
    raise_value_error(std::string(what) + " must be from 0 to " + std::to_string(max_output_length) + " bytes, got " +
                      nb::str(i).c_str());
  return static_cast<std::size_t>(v);
}

// ---- bytes-like input -------------------------------------------------------------

// A read-only view of any bytes-like argument (bytes, bytearray, memoryview,
// array.array, NumPy arrays...). The buffer stays exported (so a bytearray
// cannot be resized) until this object dies, which happens with the GIL held.
// bytes themselves are immutable and read directly, saving the export.
class InBuf {
 public:
  InBuf(nb::handle obj, const char* what, bool none_is_empty = false) {
    PyObject* o = obj.ptr();
    if (PyBytes_Check(o)) {
      data_ = reinterpret_cast<const u8*>(PyBytes_AS_STRING(o));
      size_ = static_cast<std::size_t>(PyBytes_GET_SIZE(o));
      return;
    }
    if (none_is_empty && o == Py_None) return;
    if (PyUnicode_Check(o))
      throw nb::type_error((std::string(what) + " must be a bytes-like object, not str (encode it first)").c_str());
    if (!PyObject_CheckBuffer(o))
      throw nb::type_error((std::string(what) + " must be a bytes-like object, not '" + py_type_name(o) + "'").c_str());
    // PyBUF_SIMPLE asks for one C-contiguous block of bytes; a strided view
    // fails here with the exporter's own BufferError/ValueError.
    if (PyObject_GetBuffer(o, &view_, PyBUF_SIMPLE) != 0) throw nb::python_error();
    exported_ = true;
    data_ = static_cast<const u8*>(view_.buf);
    size_ = static_cast<std::size_t>(view_.len);
  }
  InBuf(const InBuf&) = delete;
  InBuf& operator=(const InBuf&) = delete;
  ~InBuf() {
    if (exported_) PyBuffer_Release(&view_);
  }

  const u8* data() const noexcept { return data_; }
  std::size_t size() const noexcept { return size_; }
  std::span<const u8> span() const noexcept { return {data_ ? data_ : empty(), size_}; }
  template <std::size_t N>
  std::span<const u8, N> fixed() const noexcept {
    return std::span<const u8, N>(data_, N);
  }

 private:
  static const u8* empty() noexcept {
    static const u8 zero = 0;
    return &zero;
  }
  Py_buffer view_{};
  bool exported_ = false;
  const u8* data_ = nullptr;
  std::size_t size_ = 0;
};

// Ascon-PrfShort's arguments, plain or protected: a 16-byte key, at most 16
// bytes in; returns the output length asked for, which must be 1 to 16 bytes.
inline std::size_t prfshort_length(const InBuf& key, const InBuf& msg, nb::handle length) {
  require_size(key.size(), 16, "key");
  require_at_most(msg.size(), 16, "msg");
  const std::size_t n = checked_length(length);
  if (n < 1 || n > 16) raise_value_error("length must be from 1 to 16 bytes, got " + std::to_string(n));
  return n;
}

// A writable view of a caller's buffer (bytearray, memoryview, NumPy...).
class OutBuf {
 public:
  OutBuf(nb::handle obj, const char* what) {
    PyObject* o = obj.ptr();
    if (!PyObject_CheckBuffer(o) || PyBytes_Check(o))
      throw nb::type_error(
          (std::string(what) + " must be a writable bytes-like object, not '" + py_type_name(o) + "'").c_str());
    // A read-only buffer (a read-only NumPy array or memoryview) is the same
    // TypeError as bytes, not each exporter's own BufferError/ValueError.
    if (PyObject_GetBuffer(o, &view_, PyBUF_WRITABLE) != 0) {
      bool read_only;
      {
        nb::error_scope keep;  // the exporter's own error, restored at the brace
        Py_buffer ro;
        read_only = PyObject_GetBuffer(o, &ro, PyBUF_SIMPLE) == 0;
        if (read_only)
          PyBuffer_Release(&ro);
        else
          PyErr_Clear();
      }
      if (!read_only) throw nb::python_error();
      PyErr_Clear();
      throw nb::type_error(
          (std::string(what) + " must be a writable bytes-like object, not a read-only '" + py_type_name(o) + "'")
              .c_str());
    }
  }
  OutBuf(const OutBuf&) = delete;
  OutBuf& operator=(const OutBuf&) = delete;
  ~OutBuf() { PyBuffer_Release(&view_); }
  u8* data() const noexcept { return static_cast<u8*>(view_.buf); }
  std::size_t size() const noexcept { return static_cast<std::size_t>(view_.len); }

 private:
  Py_buffer view_{};
};

// ---- results -------------------------------------------------------------------------

// A new bytes object of n bytes, to be filled before anyone else sees it.
inline nb::bytes new_bytes(std::size_t n) {
  PyObject* b = PyBytes_FromStringAndSize(nullptr, static_cast<Py_ssize_t>(n));
  if (!b) throw nb::python_error();
  return nb::steal<nb::bytes>(b);
}
inline u8* bytes_data(nb::bytes& b) noexcept { return reinterpret_cast<u8*>(PyBytes_AS_STRING(b.ptr())); }

// Lower-case hex, as hashlib's hexdigest().
inline nb::str to_hex(const u8* p, std::size_t n) {
  static constexpr char digits[] = "0123456789abcdef";
  std::string s(2 * n, '0');
  for (std::size_t i = 0; i < n; ++i) {
    s[2 * i] = digits[p[i] >> 4];
    s[2 * i + 1] = digits[p[i] & 15];
  }
  return nb::str(s.data(), s.size());
}
inline nb::str bytes_to_hex(nb::bytes& b) {
  nb::str s = to_hex(bytes_data(b), static_cast<std::size_t>(PyBytes_GET_SIZE(b.ptr())));
  return s;
}

// ---- the GIL ------------------------------------------------------------------------------

// Runs f() without the GIL when `big`, else with it.
template <class F>
decltype(auto) maybe_without_gil(bool big, F&& f) {
  if (big) {
    nb::gil_scoped_release nogil;
    return ascon::detail::run_dispatched(f);
  }
  return ascon::detail::run_dispatched(f);
}

// Runs f() holding `mu`, the lock of one incremental object, so two threads
// updating the same object never interleave. With `big` the GIL is released
// first. With the GIL held, an uncontended try_lock is the common case; if
// another thread holds the lock (it is hashing a large input without the GIL),
// the GIL is released while waiting so that thread can finish.
template <class F>
decltype(auto) locked(std::mutex& mu, bool big, F&& f) {
  if (big) {
    nb::gil_scoped_release nogil;
    std::lock_guard<std::mutex> g(mu);
    return ascon::detail::run_dispatched(f);
  }
  if (!mu.try_lock()) {
    nb::gil_scoped_release nogil;
    mu.lock();
  }
  std::lock_guard<std::mutex> g(mu, std::adopt_lock);
  return ascon::detail::run_dispatched(f);
}

// A fixed-size secret kept on the stack and wiped when it goes out of scope.
template <std::size_t N>
struct WipedArray {
  std::array<u8, N> b{};
  ~WipedArray() { ascon::secure_wipe(b.data(), N); }
};

}  // namespace ascon_py
