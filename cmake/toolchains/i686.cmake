# 32-bit x86 (little-endian, 32-bit size_t), Debian g++-i686-linux-gnu, run with qemu-i386.
set(ASCON_CROSS_TRIPLE i686-linux-gnu)
set(ASCON_CROSS_PROCESSOR i686)
set(ASCON_CROSS_QEMU i386)
include(${CMAKE_CURRENT_LIST_DIR}/linux-gnu-cross.cmake)
