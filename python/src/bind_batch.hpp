// SPDX-License-Identifier: Apache-2.0 OR MIT
// The batch engine (include/ascon/batch.hpp) for Python: the private
// submodules _ascon._batch (lists of bytes-like objects, 2-D uint8 arrays)
// and _ascon._arrow (columns read through the Arrow C data interface). The
// public faces are ascon_native/batch.py and ascon_native/arrow.py.
#pragma once

#include <nanobind/nanobind.h>

namespace ascon_py {
// Registers _batch, then _arrow (bind_arrow.cpp).
void bind_batch(nanobind::module_& m);
void bind_arrow(nanobind::module_& m);
}  // namespace ascon_py
