// SPDX-License-Identifier: Apache-2.0 OR MIT
// Ascon (NIST SP 800-232) in one include: Ascon-AEAD128, Ascon-Hash256,
// Ascon-XOF128, Ascon-CXOF128, and Ascon-Mac / Prf / PrfShort.
// The legacy v1.2 family is in <ascon/v12.hpp>.
#pragma once

#include "aead128.hpp"
#include "ct.hpp"
#include "hash256.hpp"
#include "mac.hpp"
#include "permutation.hpp"
#include "status.hpp"
#include "version.hpp"
#include "xof128.hpp"
