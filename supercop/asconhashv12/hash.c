/* SUPERCOP / eBACS entry points for Ascon-Hash (v1.2), over libascon. */
#include "api.h"
#define ASCON_SUPERCOP_HASH ascon_v12_hash
#include "ascon_supercop_hash.h"
