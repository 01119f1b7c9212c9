/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * What every part of libascon's C API shares: the export macro, the version, error
 * codes and the opaque state type. <ascon.h> includes it (and every part).
 */
#ifndef ASCON_C_COMMON_H
#define ASCON_C_COMMON_H

#include <stddef.h>
#include <stdint.h>

/* ---- export macro ---------------------------------------------------------------- */
#if defined(ASCON_STATIC)
#define ASCON_API
#elif defined(_WIN32)
#if defined(ASCON_BUILDING_LIBRARY)
#define ASCON_API __declspec(dllexport)
#else
#define ASCON_API __declspec(dllimport)
#endif
#elif defined(__GNUC__) || defined(__clang__)
#define ASCON_API __attribute__((visibility("default")))
#else
#define ASCON_API
#endif

#if defined(__GNUC__) || defined(__clang__)
#define ASCON_NODISCARD __attribute__((warn_unused_result))
#else
#define ASCON_NODISCARD
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* ---- version (kept equal to project(VERSION) in CMakeLists.txt and to
 * include/ascon/version.hpp; CMake refuses to configure when they differ) --------- */
#define ASCON_VERSION_MAJOR 0
#define ASCON_VERSION_MINOR 1
#define ASCON_VERSION_PATCH 0
#define ASCON_VERSION_STRING "0.1.0"

/* The version of the library actually linked, e.g. "0.1.0". */
ASCON_API const char *ascon_version_string(void);

/* Which code the single-message functions run: "x86-64-v3" (AVX2, BMI1,
 * BMI2; chosen at run time on CPUs that have them) or "baseline". Set
 * ASCON_IMPLEMENTATION=baseline in the environment to force the baseline. */
ASCON_API const char *ascon_implementation(void);

/* ---- error codes (the C++ ascon::Error values, same names: ASCON_ERROR_LIST in
 * include/ascon/status.hpp is the one list; the C tests check every entry) ---------- */
#define ASCON_OK 0
#define ASCON_ERR_AUTHENTICATION_FAILED (-1) /* tag mismatch: the output was zeroed */
#define ASCON_ERR_NULL_POINTER (-2)          /* NULL where a non-empty buffer or a state is required */
#define ASCON_ERR_BAD_LENGTH (-3)            /* a length the algorithm does not allow */
#define ASCON_ERR_BUFFER_TOO_SMALL (-4)      /* the output buffer cannot hold the result */
#define ASCON_ERR_OUT_OF_ORDER (-5)          /* state not initialised, already finished, AD after data */
#define ASCON_ERR_OVERLAPPING_BUFFERS (-6)   /* input and output overlap without being identical */
#define ASCON_ERR_TOO_LONG (-7)              /* input beyond the algorithm's (or size_t's) limit */
#define ASCON_ERR_UNAVAILABLE (-8)           /* a backend this machine lacks, or a GPU failure */
#define ASCON_ERR_BAD_RANDOMNESS (-9)        /* the randomness source failed or gave bytes that cannot mask */

/* Shorter spellings of 0.1, kept: */
#define ASCON_ERR_AUTH ASCON_ERR_AUTHENTICATION_FAILED
#define ASCON_ERR_OVERLAP ASCON_ERR_OVERLAPPING_BUFFERS

/* A static, human-readable message for any return value (never NULL). */
ASCON_API const char *ascon_error_string(int code);

/* Zeroes n bytes in a way the compiler cannot optimise away. */
ASCON_API void ascon_memzero(void *p, size_t n);

/* ---- opaque states ---------------------------------------------------------------- */
/* Aligned byte arrays big enough for the C++ objects (checked when the
 * library is built). Sizes are part of the ABI. */
#if defined(__SDCC) /* no double there (it warns and takes float); the other members align */
#define ASCON_STATE_ALIGN_DOUBLE_
#else
#define ASCON_STATE_ALIGN_DOUBLE_ double align_double_;
#endif
#define ASCON_DEFINE_STATE_(name, size) \
  typedef union name {                  \
    unsigned char opaque[size];         \
    uint64_t align_u64_;                \
    void *align_ptr_;                   \
    ASCON_STATE_ALIGN_DOUBLE_           \
  } name

/* Sized for the edition compiled. libascon's (no ASCON_C99) are its ABI: 128 and
 * 320 bytes, whatever the target. The C99 edition's hold its own smaller structs
 * (src/c99 checks that each fits, and by no more than alignment padding): on
 * 16-bit targets (AVR, MSP430, STM8) exactly, elsewhere rounded up for 32- and
 * 64-bit pointers and 8-byte words. The edition's sources define ASCON_C99
 * themselves, so a program that forgets it only allocates more than needed. */
#if !defined(ASCON_C99)
#define ASCON_SPONGE_STATE_SIZE_ 128
#define ASCON_AEAD_STATE_SIZE_ 320
#define ASCON_AEAD_DECRYPT_STATE_SIZE_ 320
#elif defined(__AVR__) || defined(__SDCC_stm8) || (defined(UINTPTR_MAX) && UINTPTR_MAX <= 0xFFFFu)
#define ASCON_SPONGE_STATE_SIZE_ 49
#define ASCON_AEAD_STATE_SIZE_ 66
#define ASCON_AEAD_DECRYPT_STATE_SIZE_ 71
#define ASCON_STATE_SIZES_EXACT_ 1 /* src/c99 checks that they are */
#elif defined(UINTPTR_MAX) && UINTPTR_MAX <= 0xFFFFFFFFu
#define ASCON_SPONGE_STATE_SIZE_ 56
#define ASCON_AEAD_STATE_SIZE_ 72
#define ASCON_AEAD_DECRYPT_STATE_SIZE_ 88
#else
#define ASCON_SPONGE_STATE_SIZE_ 56
#define ASCON_AEAD_STATE_SIZE_ 72
#define ASCON_AEAD_DECRYPT_STATE_SIZE_ 96
#endif

/* Every state and key type has an _abort (or _wipe): it ends an operation without
 * output and wipes the state; 0 on a live state, ASCON_ERR_OUT_OF_ORDER on one that
 * is not (never initialised, zeroed, already ended). */

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* ASCON_C_COMMON_H */
