// SPDX-License-Identifier: Apache-2.0 OR MIT
// Real signatures for the native functions (see native_function.hpp).
//
// A nanobind function carries its signature only as text (__nb_signature__):
// inspect.signature() refuses it, and its type is immutable, so no
// __signature__ can be added to it. A Python `def` around each function would
// give one, at about 18 ns per call (8 % of a 16-byte hash256). These wrappers
// are C objects instead: calling one is one PyObject_Vectorcall on the
// nanobind function with the caller's arguments untouched (no tuple, no
// dict), and everything else (__signature__, pickling, repr) is looked up
// only when someone asks. Written against the C API common to CPython 3.9+
// and the stable ABI (Py_LIMITED_API, 3.12+): heap types from specs, no
// object layout of CPython's own read.
#include "native_function.hpp"

#include <cstddef>
#include <string>
#include <vector>

#if PY_VERSION_HEX < 0x030C0000
#include <structmember.h>
#define ASCON_T_PYSSIZET T_PYSSIZET
#define ASCON_T_OBJECT_EX T_OBJECT_EX
#define ASCON_READONLY READONLY
#else
#define ASCON_T_PYSSIZET Py_T_PYSSIZET
#define ASCON_T_OBJECT_EX Py_T_OBJECT_EX
#define ASCON_READONLY Py_READONLY
#endif

namespace nb = nanobind;

namespace ascon_py {
namespace {

// One wrapped function or method. `vectorcall` is what CPython calls.
struct Wrapper {
  PyObject_HEAD vectorcallfunc vectorcall;
  PyObject* func;       // the nanobind function or method (strong reference)
  PyObject* module;     // str: the public module, for __module__ and pickle
  PyObject* signature;  // inspect.Signature once built, else nullptr
#ifndef Py_LIMITED_API
  vectorcallfunc inner;  // func's own vectorcall entry, called directly
#endif
};

// __signature__ of a class: the constructor's, for that class only.
struct ClassSignature {
  PyObject_HEAD PyObject* cls;  // the class whose dict holds this descriptor
  PyObject* init;               // its nanobind __init__
  PyObject* signature;          // built on first use
};

PyTypeObject* function_type = nullptr;  // module functions, static methods (in a staticmethod)
PyTypeObject* method_type = nullptr;    // methods: bind to an instance
PyTypeObject* class_signature_type = nullptr;
PyObject* types_method_type = nullptr;  // types.MethodType

// The call: the caller's argument vector passed on as it is (with
// PY_VECTORCALL_ARGUMENTS_OFFSET, so the callee may still use args[-1]).
PyObject* forward(PyObject* self, PyObject* const* args, size_t nargsf, PyObject* kwnames) {
  auto* w = reinterpret_cast<Wrapper*>(self);
#ifndef Py_LIMITED_API
  return w->inner(w->func, args, nargsf, kwnames);
#else
  return PyObject_Vectorcall(w->func, args, nargsf, kwnames);
#endif
}

// ascon_native._signature.from_native(func, drop_first): the parsing is
// Python's own (ast), done once per function.
PyObject* build_signature(PyObject* func, bool drop_first) {
  PyObject* mod = PyImport_ImportModule("ascon_native._signature");
  if (!mod) return nullptr;
  PyObject* sig = PyObject_CallMethod(mod, "from_native", "OO", func, drop_first ? Py_True : Py_False);
  Py_DECREF(mod);
  return sig;
}

int wrapper_traverse(PyObject* self, visitproc visit, void* arg) {
  auto* w = reinterpret_cast<Wrapper*>(self);
  Py_VISIT(Py_TYPE(self));
  Py_VISIT(w->func);
  Py_VISIT(w->module);
  Py_VISIT(w->signature);
  return 0;
}

int wrapper_clear(PyObject* self) {
  auto* w = reinterpret_cast<Wrapper*>(self);
  Py_CLEAR(w->func);
  Py_CLEAR(w->module);
  Py_CLEAR(w->signature);
  return 0;
}

void free_heap_object(PyObject* self) {
  PyTypeObject* tp = Py_TYPE(self);
  reinterpret_cast<freefunc>(PyType_GetSlot(tp, Py_tp_free))(self);
  Py_DECREF(tp);
}

void wrapper_dealloc(PyObject* self) {
  PyObject_GC_UnTrack(self);
  wrapper_clear(self);
  free_heap_object(self);
}

// __module__ sits in the type's dict as a plain value (PyType_FromSpec puts
// it there after the getsets), which would shadow a getset for the
// instances: answer it here, as nanobind's own function type does.
PyObject* wrapper_getattro(PyObject* self, PyObject* name) {
  auto* w = reinterpret_cast<Wrapper*>(self);
  if (PyUnicode_Check(name) && PyUnicode_CompareWithASCIIString(name, "__module__") == 0) {
    Py_INCREF(w->module);
    return w->module;
  }
  return PyObject_GenericGetAttr(self, name);
}

// A getset, not the getattro above: pydoc reads __doc__ with
// object.__getattribute__, which skips a type's getattro.
PyObject* get_doc(PyObject* self, void*) {
  return PyObject_GetAttrString(reinterpret_cast<Wrapper*>(self)->func, "__doc__");
}

PyObject* get_signature(PyObject* self, void*) {
  auto* w = reinterpret_cast<Wrapper*>(self);
  if (!w->signature) {
    w->signature = build_signature(w->func, false);
    if (!w->signature) return nullptr;
  }
  Py_INCREF(w->signature);
  return w->signature;
}

PyObject* get_name(PyObject* self, void*) {
  return PyObject_GetAttrString(reinterpret_cast<Wrapper*>(self)->func, "__name__");
}

PyObject* get_qualname(PyObject* self, void*) {
  return PyObject_GetAttrString(reinterpret_cast<Wrapper*>(self)->func, "__qualname__");
}

// nanobind's own stub generator and the tests read the text from here.
PyObject* get_nb_signature(PyObject* self, void*) {
  return PyObject_GetAttrString(reinterpret_cast<Wrapper*>(self)->func, "__nb_signature__");
}

// pickle: by reference, as a module global (a Python function's behaviour),
// so Spark, Dask and multiprocessing can ship these functions to workers.
PyObject* wrapper_reduce(PyObject* self, PyObject*) { return get_qualname(self, nullptr); }

PyObject* wrapper_repr(PyObject* self) {
  auto* w = reinterpret_cast<Wrapper*>(self);
  PyObject* qualname = get_qualname(self, nullptr);
  if (!qualname) return nullptr;
  PyObject* r = PyUnicode_FromFormat("<native %s %U.%U>", Py_TYPE(self) == method_type ? "method" : "function",
                                     w->module, qualname);
  Py_DECREF(qualname);
  return r;
}

// A module function stored in a class stays unbound, as a builtin function
// does; having __get__ makes inspect.isroutine() and pydoc see a routine.
PyObject* function_descr_get(PyObject* self, PyObject*, PyObject*) {
  Py_INCREF(self);
  return self;
}

// A method read from an instance: a bound method whose signature inspect
// derives from ours (self dropped). Calls of obj.method(...) skip this: the
// interpreter sees Py_TPFLAGS_METHOD_DESCRIPTOR and calls us with obj first.
PyObject* method_descr_get(PyObject* self, PyObject* obj, PyObject*) {
  if (obj == nullptr || obj == Py_None) {
    Py_INCREF(self);
    return self;
  }
  return PyObject_CallFunctionObjArgs(types_method_type, self, obj, nullptr);
}

PyMemberDef wrapper_members[] = {{"__vectorcalloffset__", ASCON_T_PYSSIZET,
                                  static_cast<Py_ssize_t>(offsetof(Wrapper, vectorcall)), ASCON_READONLY, nullptr},
                                 {"__wrapped__", ASCON_T_OBJECT_EX, static_cast<Py_ssize_t>(offsetof(Wrapper, func)),
                                  ASCON_READONLY, "The nanobind function called."},
                                 {nullptr, 0, 0, 0, nullptr}};

PyGetSetDef wrapper_getset[] = {
    {"__signature__", get_signature, nullptr, "inspect.Signature, from the native signature text.", nullptr},
    {"__doc__", get_doc, nullptr, nullptr, nullptr},
    {"__name__", get_name, nullptr, nullptr, nullptr},
    {"__qualname__", get_qualname, nullptr, nullptr, nullptr},
    {"__nb_signature__", get_nb_signature, nullptr, nullptr, nullptr},
    {nullptr, nullptr, nullptr, nullptr, nullptr}};

PyMethodDef wrapper_methods[] = {{"__reduce__", wrapper_reduce, METH_NOARGS, nullptr}, {nullptr, nullptr, 0, nullptr}};

#define ASCON_WRAPPER_SLOTS(descr_get)                                                                               \
  {                                                                                                                  \
    {Py_tp_call, reinterpret_cast<void*>(PyVectorcall_Call)}, {Py_tp_descr_get, reinterpret_cast<void*>(descr_get)}, \
        {Py_tp_getattro, reinterpret_cast<void*>(wrapper_getattro)},                                                 \
        {Py_tp_repr, reinterpret_cast<void*>(wrapper_repr)},                                                         \
        {Py_tp_traverse, reinterpret_cast<void*>(wrapper_traverse)},                                                 \
        {Py_tp_clear, reinterpret_cast<void*>(wrapper_clear)},                                                       \
        {Py_tp_dealloc, reinterpret_cast<void*>(wrapper_dealloc)}, {Py_tp_members, wrapper_members},                 \
        {Py_tp_getset, wrapper_getset}, {Py_tp_methods, wrapper_methods}, {                                          \
      0, nullptr                                                                                                     \
    }                                                                                                                \
  }

PyType_Slot function_slots[] = ASCON_WRAPPER_SLOTS(function_descr_get);
PyType_Slot method_slots[] = ASCON_WRAPPER_SLOTS(method_descr_get);

#ifndef Py_TPFLAGS_METHOD_DESCRIPTOR
#define Py_TPFLAGS_METHOD_DESCRIPTOR (1UL << 17)
#endif

// Immutable, as nanobind's own function types: CPython (3.11+) specialises
// the method lookup of obj.method(...) only for descriptors of an immutable
// type; without it each such call takes the generic path (+4 ns on a Zen 5).
#ifdef Py_TPFLAGS_IMMUTABLETYPE
constexpr unsigned long immutable_flag = Py_TPFLAGS_IMMUTABLETYPE;
#else
constexpr unsigned long immutable_flag = 0;  // CPython 3.9 has no such flag (and no such specialisation)
#endif
constexpr unsigned long wrapper_flags =
    Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC | Py_TPFLAGS_HAVE_VECTORCALL | immutable_flag;

PyType_Spec function_spec = {"ascon_native.native_function", static_cast<int>(sizeof(Wrapper)), 0, wrapper_flags,
                             function_slots};
PyType_Spec method_spec = {"ascon_native.native_method", static_cast<int>(sizeof(Wrapper)), 0,
                           wrapper_flags | Py_TPFLAGS_METHOD_DESCRIPTOR, method_slots};

// ---- the class descriptor -----------------------------------------------------------------

int class_signature_traverse(PyObject* self, visitproc visit, void* arg) {
  auto* c = reinterpret_cast<ClassSignature*>(self);
  Py_VISIT(Py_TYPE(self));
  Py_VISIT(c->cls);
  Py_VISIT(c->init);
  Py_VISIT(c->signature);
  return 0;
}

int class_signature_clear(PyObject* self) {
  auto* c = reinterpret_cast<ClassSignature*>(self);
  Py_CLEAR(c->cls);
  Py_CLEAR(c->init);
  Py_CLEAR(c->signature);
  return 0;
}

void class_signature_dealloc(PyObject* self) {
  PyObject_GC_UnTrack(self);
  class_signature_clear(self);
  free_heap_object(self);
}

// Only the class itself has this signature: an instance has none, and a
// Python subclass with an __init__ of its own gets inspect's usual answer
// (the AttributeError sends inspect on to it).
PyObject* class_signature_get(PyObject* self, PyObject* obj, PyObject* type) {
  auto* c = reinterpret_cast<ClassSignature*>(self);
  if ((obj != nullptr && obj != Py_None) || type != c->cls) {
    PyErr_SetString(PyExc_AttributeError, "__signature__");
    return nullptr;
  }
  if (!c->signature) {
    c->signature = build_signature(c->init, true);
    if (!c->signature) return nullptr;
  }
  Py_INCREF(c->signature);
  return c->signature;
}

PyType_Slot class_signature_slots[] = {{Py_tp_descr_get, reinterpret_cast<void*>(class_signature_get)},
                                       {Py_tp_traverse, reinterpret_cast<void*>(class_signature_traverse)},
                                       {Py_tp_clear, reinterpret_cast<void*>(class_signature_clear)},
                                       {Py_tp_dealloc, reinterpret_cast<void*>(class_signature_dealloc)},
                                       {0, nullptr}};

PyType_Spec class_signature_spec = {"ascon_native.class_signature", static_cast<int>(sizeof(ClassSignature)), 0,
                                    Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC | immutable_flag, class_signature_slots};

// ---- wrapping -------------------------------------------------------------------------------

void make_types() {
  if (function_type) return;
  function_type = reinterpret_cast<PyTypeObject*>(PyType_FromSpec(&function_spec));
  if (!function_type) throw nb::python_error();
  method_type = reinterpret_cast<PyTypeObject*>(PyType_FromSpec(&method_spec));
  if (!method_type) throw nb::python_error();
  class_signature_type = reinterpret_cast<PyTypeObject*>(PyType_FromSpec(&class_signature_spec));
  if (!class_signature_type) throw nb::python_error();
  types_method_type = nb::object(nb::module_::import_("types").attr("MethodType")).release().ptr();
}

// A nanobind function, not one of ours (which pass __nb_signature__ on): a
// name bound twice is wrapped once.
bool is_nanobind_function(nb::handle v) {
  PyTypeObject* t = Py_TYPE(v.ptr());
  return t != function_type && t != method_type && !PyType_Check(v.ptr()) && nb::hasattr(v, "__nb_signature__");
}

bool is_method(nb::handle v) { return (PyType_GetFlags(Py_TYPE(v.ptr())) & Py_TPFLAGS_METHOD_DESCRIPTOR) != 0; }

nb::object wrap(nb::handle func, const nb::str& module) {
  PyTypeObject* tp = is_method(func) ? method_type : function_type;
  PyObject* o = PyType_GenericAlloc(tp, 0);
  if (!o) throw nb::python_error();
  auto* w = reinterpret_cast<Wrapper*>(o);
  w->vectorcall = forward;
  w->func = func.inc_ref().ptr();
  w->module = module.inc_ref().ptr();
  w->signature = nullptr;
#ifndef Py_LIMITED_API
  w->inner = PyVectorcall_Function(func.ptr());
  if (!w->inner) {
    Py_DECREF(o);
    throw nb::type_error("expected a nanobind function (vectorcall)");
  }
#endif
  return nb::steal(o);
}

// The public (name, value) pairs of a namespace, copied first: the caller
// rebinds names while it walks them.
std::vector<std::pair<std::string, nb::object>> public_items(nb::handle mapping) {
  std::vector<std::pair<std::string, nb::object>> out;
  nb::object items = mapping.attr("items")();
  for (nb::handle kv : items) {
    nb::object key = kv[0];
    if (!nb::isinstance<nb::str>(key)) continue;
    std::string name = nb::borrow<nb::str>(key).c_str();
    if (!name.empty() && name[0] != '_') out.emplace_back(name, nb::borrow(kv[1]));
  }
  return out;
}

void expose_class(nb::handle cls, const nb::str& module) {
  const nb::object staticmethod_type = nb::module_::import_("builtins").attr("staticmethod");
  nb::object dict = cls.attr("__dict__");
  for (auto& [name, value] : public_items(dict)) {
    if (!is_nanobind_function(value)) continue;
    nb::object w = wrap(value, module);
    if (!is_method(value)) {     // a static method: a staticmethod object, as Python writes one
      w = staticmethod_type(w);  // builtins.staticmethod: PyStaticMethod_New is not in the stable ABI
    }
    nb::setattr(cls, name.c_str(), w);
  }
  nb::object init = dict.attr("get")("__init__");
  if (!is_nanobind_function(init)) return;  // no constructor (made by other objects only)
  PyObject* o = PyType_GenericAlloc(class_signature_type, 0);
  if (!o) throw nb::python_error();
  auto* c = reinterpret_cast<ClassSignature*>(o);
  c->cls = cls.inc_ref().ptr();
  c->init = init.release().ptr();
  c->signature = nullptr;
  nb::setattr(cls, "__signature__", nb::steal(o));
}

}  // namespace

void expose_signatures(nb::module_& m, const char* public_module) {
  make_types();
  const nb::str module(public_module);
  for (auto& [name, value] : public_items(m.attr("__dict__"))) {
    if (is_nanobind_function(value))
      m.attr(name.c_str()) = wrap(value, module);
    else if (nb::type_check(value))
      expose_class(value, module);
  }
}

}  // namespace ascon_py
