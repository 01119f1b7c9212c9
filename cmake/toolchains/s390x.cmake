# SPDX-License-Identifier: Apache-2.0 OR MIT
# IBM Z (64-bit BIG-endian), Debian g++-s390x-linux-gnu, run with qemu-s390x.
set(ASCON_CROSS_TRIPLE s390x-linux-gnu)
set(ASCON_CROSS_PROCESSOR s390x)
set(ASCON_CROSS_QEMU s390x)
include(${CMAKE_CURRENT_LIST_DIR}/linux-gnu-cross.cmake)
