# SPDX-License-Identifier: Apache-2.0 OR MIT
# Shared part of the Debian cross toolchains in this folder: the per-target
# files set ASCON_CROSS_TRIPLE (GNU triple), ASCON_CROSS_PROCESSOR and
# ASCON_CROSS_QEMU (qemu-user binary suffix), then include this file.
#
# Binaries run under qemu-user with the target's libraries from
# /usr/<triple>, so ctest (and gtest_discover_tests) runs everything emulated:
#   cmake -B build/cross-s390x -DCMAKE_TOOLCHAIN_FILE=cmake/toolchains/s390x.cmake
set(CMAKE_SYSTEM_NAME Linux)
set(CMAKE_SYSTEM_PROCESSOR ${ASCON_CROSS_PROCESSOR})
set(CMAKE_C_COMPILER ${ASCON_CROSS_TRIPLE}-gcc)
set(CMAKE_CXX_COMPILER ${ASCON_CROSS_TRIPLE}-g++)

# Libraries, headers and packages (GoogleTest built for the target) come from
# the target's root or from folders named in CMAKE_PREFIX_PATH / <Pkg>_DIR;
# programs (python, ...) from the host.
set(CMAKE_FIND_ROOT_PATH /usr/${ASCON_CROSS_TRIPLE})
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE BOTH)

find_program(ASCON_CROSS_QEMU_BIN qemu-${ASCON_CROSS_QEMU})
if(ASCON_CROSS_QEMU_BIN)
  set(CMAKE_CROSSCOMPILING_EMULATOR "${ASCON_CROSS_QEMU_BIN};-L;/usr/${ASCON_CROSS_TRIPLE}")
else()
  message(WARNING "qemu-${ASCON_CROSS_QEMU} not found (Debian package qemu-user): tests cannot run")
endif()
