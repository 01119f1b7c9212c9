# SPDX-License-Identifier: Apache-2.0 OR MIT
# 64-bit ARM (little-endian), Debian g++-aarch64-linux-gnu, run with qemu-aarch64.
set(ASCON_CROSS_TRIPLE aarch64-linux-gnu)
set(ASCON_CROSS_PROCESSOR aarch64)
set(ASCON_CROSS_QEMU aarch64)
include(${CMAKE_CURRENT_LIST_DIR}/linux-gnu-cross.cmake)
