// SPDX-License-Identifier: Apache-2.0 OR MIT
// The operating system's random generator: the one place the library, the
// protected code (protected/os_random.hpp) and the command-line tools read
// it from.
//
//   Linux:              the getrandom(2) system call, retried on EINTR until
//                       every byte is filled (never a partial fill), called
//                       through syscall(): glibc's wrapper needs glibc 2.25,
//                       and the manylinux2014 wheels link against 2.17;
//                       /dev/urandom only on a kernel without the system call
//                       (ENOSYS, before 3.17) or headers without SYS_getrandom
//   macOS, the BSDs:    arc4random_buf (the kernel's generator; cannot fail)
//   Windows:            BCryptGenRandom with the system-preferred generator
//                       (link bcrypt: CMake does so for ascon::ascon)
//   anything else:      none: ASCON_HAVE_OS_RANDOM is 0 and os_random_bytes
//                       fails, so a board without an OS never gets weak bytes
//                       (give it an entropy source: ascon_random_set_source).
#pragma once

#include <cstddef>
#include <cstdint>

#ifndef ASCON_HAVE_OS_RANDOM
#if defined(__linux__) || defined(__APPLE__) || defined(_WIN32) || defined(__FreeBSD__) || defined(__OpenBSD__) || \
    defined(__NetBSD__) || defined(__DragonFly__)
#define ASCON_HAVE_OS_RANDOM 1
#else
#define ASCON_HAVE_OS_RANDOM 0
#endif
#endif

#if ASCON_HAVE_OS_RANDOM
#if defined(_WIN32)
// Lean, and without the min/max macros that would break std::min after it.
#ifndef NOMINMAX
#define NOMINMAX
#endif
#ifndef WIN32_LEAN_AND_MEAN
#define WIN32_LEAN_AND_MEAN
#endif
#include <windows.h>
#include <bcrypt.h>
#if defined(_MSC_VER)
#pragma comment(lib, "bcrypt")  // MSVC; CMake links bcrypt for MinGW (ascon::ascon)
#endif
#elif defined(__linux__)
#include <errno.h>
#include <fcntl.h>
#include <sys/syscall.h>
#include <unistd.h>
#else
#include <stdlib.h>  // arc4random_buf
#endif
#endif

namespace ascon {

// Fills out[0..n) with bytes from the OS generator; true on success. On
// failure (or without an OS generator) returns false; the caller must not
// use the buffer.
inline bool os_random_bytes(std::uint8_t* out, std::size_t n) noexcept {
#if !ASCON_HAVE_OS_RANDOM
  (void)out;
  (void)n;
  return false;
#elif defined(_WIN32)
  // ULONG is 32 bits: larger requests in pieces.
  while (n > 0) {
    const ULONG k = n > 0x40000000u ? 0x40000000u : static_cast<ULONG>(n);
    if (!BCRYPT_SUCCESS(BCryptGenRandom(nullptr, out, k, BCRYPT_USE_SYSTEM_PREFERRED_RNG))) return false;
    out += k;
    n -= k;
  }
  return true;
#elif defined(__linux__)
#if defined(SYS_getrandom)
  while (n > 0) {
    const long got = syscall(SYS_getrandom, out, n, 0);
    if (got > 0) {
      out += got;
      n -= static_cast<std::size_t>(got);
    } else if (got < 0 && errno == EINTR) {
      continue;  // a signal before any byte: ask again
    } else if (got < 0 && errno == ENOSYS) {
      break;  // a kernel before 3.17: the device below
    } else {
      return false;
    }
  }
#endif
  if (n == 0) return true;
  const int fd = open("/dev/urandom", O_RDONLY | O_CLOEXEC);
  if (fd < 0) return false;
  while (n > 0) {
    const ssize_t got = read(fd, out, n);
    if (got > 0) {
      out += got;
      n -= static_cast<std::size_t>(got);
    } else if (!(got < 0 && errno == EINTR)) {
      break;
    }
  }
  close(fd);
  return n == 0;
#else
  arc4random_buf(out, n);
  return true;
#endif
}

}  // namespace ascon
