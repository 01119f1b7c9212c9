# SPDX-License-Identifier: Apache-2.0 OR MIT
# Windows x86-64 with Clang instead of MinGW's GCC: the same target, linker,
# C++ library (the posix-thread MinGW libstdc++) and wine64 emulator as
# mingw-x86_64.cmake, the compiler Clang with --target. Clang does not find
# Debian's MinGW libstdc++ by itself (its version folder is "12-posix"), so
# its headers and libraries are named here. Not run in CI (docs/embedded.md,
# the Windows paragraph of "How CI checks it", says what it was checked with).
include("${CMAKE_CURRENT_LIST_DIR}/mingw-x86_64.cmake")
file(GLOB _ascon_mingw_gcc LIST_DIRECTORIES true /usr/lib/gcc/x86_64-w64-mingw32/*-posix)
list(GET _ascon_mingw_gcc -1 _ascon_mingw_gcc)
set(CMAKE_C_COMPILER clang)
set(CMAKE_CXX_COMPILER clang++)
set(CMAKE_C_COMPILER_TARGET x86_64-w64-mingw32)
set(CMAKE_CXX_COMPILER_TARGET x86_64-w64-mingw32)
set(CMAKE_CXX_FLAGS_INIT "-isystem ${_ascon_mingw_gcc}/include/c++ -isystem ${_ascon_mingw_gcc}/include/c++/x86_64-w64-mingw32")
# winpthread after libstdc++ (whose mutexes it defines): whole, as the GCC file.
set(_ascon_mingw_threads "-Wl,-Bstatic,--whole-archive -lwinpthread -Wl,--no-whole-archive")
set(CMAKE_EXE_LINKER_FLAGS_INIT "-static -L${_ascon_mingw_gcc} ${_ascon_mingw_threads}")
set(CMAKE_SHARED_LINKER_FLAGS_INIT "-static-libgcc -static-libstdc++ -L${_ascon_mingw_gcc} ${_ascon_mingw_threads},-Bdynamic")
