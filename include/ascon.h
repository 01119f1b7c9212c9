/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * libascon: the C API of the Ascon library (NIST SP 800-232 and Ascon v1.2).
 *
 * Pure C99, usable from C++ (extern "C"). Names follow libsodium:
 * ascon_<algorithm>[_<operation>], sizes as ASCON_* macros and as functions.
 * The full guide is docs/c-api.md; in short:
 *
 *   Return values: 0 success, -1 (ASCON_ERR_AUTH) authentication failure,
 *   other negative ASCON_ERR_* codes for misuse; ascon_error_string() names
 *   them. An output length (size_t *..._len) is written only on success and
 *   may be NULL. A NULL pointer is allowed only with a zero length; fixed-size
 *   arguments (keys, nonces, digests, states) must never be NULL. On any
 *   error nothing is written, except that a failed decryption zeroes the
 *   plaintext buffer, so no unauthenticated byte is ever released.
 *
 *   State structs (ascon_*_state) are opaque, fixed-size and may live on the
 *   stack. Every incremental operation starts with _init; _final (or
 *   _abort, which every state has) ends it and wipes the state; any later
 *   call on that state returns ASCON_ERR_OUT_OF_ORDER until the next _init.
 *   A zeroed state (memset 0, or = {0}) is never live: every call but _init
 *   refuses it with ASCON_ERR_OUT_OF_ORDER. Zero a state before its first
 *   _init if you want that guarantee for states never initialised.
 *   Never copy a state (memcpy, struct assignment): a copy of an encryption
 *   state goes on under the same nonce (keystream reuse, two valid tags), and
 *   a copy of a decryption state points at the same plaintext buffer.
 *
 *   Tags: every AEAD function here takes the full 16-byte tag (tag_len must
 *   be 16, tag_bits 128). Short tags (SP 800-232: 32..128 bits) only through
 *   an ascon_aead128_truncated_key, whose length is fixed once at init by
 *   your protocol. Never take the tag length from the message: a receiver
 *   that checks "as many tag bytes as arrived" lets a forger send 4-byte tags
 *   and succeed after about 2^32 tries instead of 2^128.
 */
#ifndef ASCON_H
#define ASCON_H

/* One header per topic (libsodium style); this one includes them all. */
#include "ascon/c/common.h"
#include "ascon/c/aead128.h"
#include "ascon/c/hash.h"
#include "ascon/c/mac.h"
#include "ascon/c/random.h"
/* The C99 edition (src/c99/, docs/c99.md; its CMake target and pkg-config
 * file define ASCON_C99) has the five parts above and none of the five below:
 * with ASCON_C99 defined they are not declared, and with gcc or clang a call
 * to one of their functions is a compile error ("attempt to use poisoned"),
 * not a link error. c99_absent.h is generated (scripts/c99_surface.py). */
#ifndef ASCON_C99
#include "ascon/c/v12.h"
#include "ascon/c/protected.h"
#include "ascon/c/catalogue.h"
#include "ascon/c/batch.h"
#include "ascon/c/stream.h"
#else
#include "ascon/c/c99_absent.h"
#endif

#endif /* ASCON_H */
