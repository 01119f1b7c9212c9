// SPDX-License-Identifier: Apache-2.0 OR MIT
// Real signatures for the native functions: inspect.signature(), help() and
// pickle work on them as on Python functions, at the call cost of one
// vectorcall forward.
#pragma once

#include <nanobind/nanobind.h>

namespace ascon_py {

// Replaces every public nanobind function of m, and every public method and
// static method of m's public classes, with a thin forwarding object that has
// __signature__ (built from nanobind's own signature text on first use),
// __wrapped__, and pickles by reference as public_module.<qualname>; gives
// each public class with a bound constructor a __signature__ of its own.
// public_module is where users import these names from ("ascon_native",
// "ascon_native.v12"): the module pickle looks them up in.
void expose_signatures(nanobind::module_& m, const char* public_module);

}  // namespace ascon_py
