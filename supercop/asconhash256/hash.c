/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* SUPERCOP / eBACS entry points for Ascon-Hash256 (NIST SP 800-232), over libascon. */
#include "api.h"
#define ASCON_SUPERCOP_HASH ascon_hash256
#include "ascon_supercop_hash.h"
