/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* SUPERCOP / eBACS entry points for Ascon-128 (v1.2), over libascon. */
#include "api.h"
#define ASCON_SUPERCOP_AEAD ascon_v12_ascon128
#include "ascon_supercop_aead.h"
