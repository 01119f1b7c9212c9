/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* SUPERCOP / eBACS entry points for Ascon-AEAD128 (NIST SP 800-232), over libascon. */
#include "api.h"
#define ASCON_SUPERCOP_AEAD ascon_aead128
#include "ascon_supercop_aead.h"
