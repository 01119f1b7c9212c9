/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* SUPERCOP / eBACS entry points for Ascon-CXOF128 (NIST SP 800-232; the crypto_cxof interface of ascon-c), over
 * libascon. */
#include "api.h"
#define ASCON_SUPERCOP_CXOF 1
#include "ascon_supercop_hash.h"
