/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* SUPERCOP / eBACS entry points for Ascon-Hasha (v1.2), over libascon. */
#include "api.h"
#define ASCON_SUPERCOP_HASH ascon_v12_hasha
#include "ascon_supercop_hash.h"
