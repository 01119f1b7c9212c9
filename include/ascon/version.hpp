// SPDX-License-Identifier: Apache-2.0 OR MIT
// The library version; the single source of truth is project(VERSION) in
// CMakeLists.txt, which checks these numbers at configure time.
#pragma once

#define ASCON_VERSION_MAJOR 0
#define ASCON_VERSION_MINOR 1
#define ASCON_VERSION_PATCH 0
#define ASCON_VERSION_STRING "0.1.0"

namespace ascon {
inline constexpr int version_major = ASCON_VERSION_MAJOR;
inline constexpr int version_minor = ASCON_VERSION_MINOR;
inline constexpr int version_patch = ASCON_VERSION_PATCH;
inline constexpr const char* version_string = ASCON_VERSION_STRING;
}  // namespace ascon
