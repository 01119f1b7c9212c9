// SPDX-License-Identifier: Apache-2.0 OR MIT
// The few CPython shortcuts the bindings use, written so that the same code
// builds against the full C API (CPython 3.9-3.11 wheels) and the stable ABI
// (Py_LIMITED_API: the cp312-abi3 wheel, which hides object layouts and the
// macros that read them).
#pragma once

#include <nanobind/nanobind.h>

#include <string>

#ifdef Py_LIMITED_API
// Checked functions in place of the layout-reading macros: the callers
// have already checked the type, so these never fail.
#undef PyBytes_AS_STRING
#undef PyBytes_GET_SIZE
#undef PyTuple_GET_SIZE
#undef PyTuple_GET_ITEM
#undef PySequence_Fast_GET_SIZE
#define PyBytes_AS_STRING(o) PyBytes_AsString(o)
#define PyBytes_GET_SIZE(o) PyBytes_Size(o)
#define PyTuple_GET_SIZE(o) PyTuple_Size(o)
#define PyTuple_GET_ITEM(o, i) PyTuple_GetItem(o, i)
#define PySequence_Fast_GET_SIZE(o) PySequence_Size(o)
#endif

namespace ascon_py {

// Item i of a PySequence_Fast result (a list or tuple): a borrowed reference.
inline PyObject* fast_item(PyObject* seq, Py_ssize_t i) {
#ifdef Py_LIMITED_API
  return PyList_Check(seq) ? PyList_GetItem(seq, i) : PyTuple_GetItem(seq, i);
#else
  return PySequence_Fast_GET_ITEM(seq, i);
#endif
}

// The name of o's type for error messages, as CPython's own messages spell
// it ('int', 'NoneType', 'numpy.ndarray'), the same in every build.
inline std::string py_type_name(nanobind::handle o) {
  namespace nb = nanobind;
  nb::handle t(reinterpret_cast<PyObject*>(Py_TYPE(o.ptr())));
  std::string name = nb::borrow<nb::str>(nb::getattr(t, "__qualname__")).c_str();
  nb::object mod = nb::getattr(t, "__module__", nb::none());
  if (nb::isinstance<nb::str>(mod)) {
    std::string m = nb::borrow<nb::str>(mod).c_str();
    if (m != "builtins") name = m + "." + name;
  }
  return name;
}

}  // namespace ascon_py
