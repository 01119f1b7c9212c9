/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* SUPERCOP / eBACS entry points for Ascon-XOF128 (NIST SP 800-232; crypto_hash gives 64 bytes, as in ascon-c), over
 * libascon. */
#include "api.h"
#define ASCON_SUPERCOP_XOF ascon_xof128
#include "ascon_supercop_hash.h"
