# SPDX-License-Identifier: Apache-2.0 OR MIT
# 64-bit RISC-V (little-endian, no unaligned-access guarantees), Debian g++-riscv64-linux-gnu, run with qemu-riscv64.
set(ASCON_CROSS_TRIPLE riscv64-linux-gnu)
set(ASCON_CROSS_PROCESSOR riscv64)
set(ASCON_CROSS_QEMU riscv64)
include(${CMAKE_CURRENT_LIST_DIR}/linux-gnu-cross.cmake)
