// SPDX-License-Identifier: Apache-2.0 OR MIT
// Run-time CPU dispatch of libascon's C entry points: see
// include/ascon/detail/dispatch.hpp. ASCON_DISPATCH(Impl::fn) is fn with its
// x86-64-v3 variant picked at run time where the build has one.
#pragma once

#include <ascon/detail/dispatch.hpp>

#if defined(ASCON_DISPATCH_X86_64_V3)
#define ASCON_DISPATCH(fn) (::ascon::detail::Variants<&fn>::pick)
#else
#define ASCON_DISPATCH(fn) (fn)
#endif

namespace ascon::capi {
using ascon::detail::implementation_name;
}
