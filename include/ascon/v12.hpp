// SPDX-License-Identifier: Apache-2.0 OR MIT
// The whole Ascon v1.2 family, kept in namespace ascon::v12 so nobody picks
// it by accident instead of the NIST SP 800-232 algorithms in ascon.hpp.
#pragma once

#include "v12/aead.hpp"
#include "v12/hash.hpp"
#include "v12/mac.hpp"
