/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* SUPERCOP / eBACS entry points for Ascon-Xof (v1.2; crypto_hash gives 32 bytes), over libascon. */
#include "api.h"
#define ASCON_SUPERCOP_XOF ascon_v12_xof
#include "ascon_supercop_hash.h"
