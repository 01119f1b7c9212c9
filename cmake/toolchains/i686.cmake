# SPDX-License-Identifier: Apache-2.0 OR MIT
# 32-bit x86 (little-endian, 32-bit size_t), Debian g++-i686-linux-gnu, run with qemu-i386.
set(ASCON_CROSS_TRIPLE i686-linux-gnu)
set(ASCON_CROSS_PROCESSOR i686)
set(ASCON_CROSS_QEMU i386)
# Debian 12's qemu-i386 (7.2) hangs a dynamically linked i686 program as soon
# as it starts a second thread (even a plain std::thread loop); statically
# linked it runs. Test programs that start threads link statically here.
set(ASCON_CROSS_STATIC_THREADED_TESTS ON)
include(${CMAKE_CURRENT_LIST_DIR}/linux-gnu-cross.cmake)
