// SPDX-License-Identifier: Apache-2.0 OR MIT
// The eBACS (SUPERCOP) entry points of ascon-c's implementations, which the
// instruction-count benchmarks link from ASCON_C_DIR to measure them beside ours.
#pragma once

extern "C" int crypto_aead_encrypt(unsigned char*, unsigned long long*, const unsigned char*, unsigned long long,
                                   const unsigned char*, unsigned long long, const unsigned char*, const unsigned char*,
                                   const unsigned char*);
extern "C" int crypto_aead_decrypt(unsigned char*, unsigned long long*, unsigned char*, const unsigned char*,
                                   unsigned long long, const unsigned char*, unsigned long long, const unsigned char*,
                                   const unsigned char*);
extern "C" int crypto_hash(unsigned char*, const unsigned char*, unsigned long long);
