# SPDX-License-Identifier: Apache-2.0 OR MIT
# 32-bit ARM hard-float (little-endian, 32-bit size_t), Debian g++-arm-linux-gnueabihf, run with qemu-arm.
set(ASCON_CROSS_TRIPLE arm-linux-gnueabihf)
set(ASCON_CROSS_PROCESSOR arm)
set(ASCON_CROSS_QEMU arm)
include(${CMAKE_CURRENT_LIST_DIR}/linux-gnu-cross.cmake)
