# SPDX-License-Identifier: Apache-2.0 OR MIT
# Windows x86-64, cross-built with Debian's mingw-w64 (posix thread model, so
# std::thread and the threaded batch engine work) and run under wine64:
#   cmake -B build/windows -DCMAKE_TOOLCHAIN_FILE=cmake/toolchains/mingw-x86_64.cmake
# libascon is a DLL (libascon.dll) with its import library (libascon.dll.a);
# programs link the GCC runtime statically so wine needs no mingw DLLs.
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR AMD64)
set(CMAKE_C_COMPILER x86_64-w64-mingw32-gcc-posix)
set(CMAKE_CXX_COMPILER x86_64-w64-mingw32-g++-posix)
set(CMAKE_RC_COMPILER x86_64-w64-mingw32-windres)

set(CMAKE_FIND_ROOT_PATH /usr/x86_64-w64-mingw32)
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE BOTH)

set(CMAKE_EXE_LINKER_FLAGS_INIT "-static")
set(CMAKE_SHARED_LINKER_FLAGS_INIT "-static-libgcc -static-libstdc++ -Wl,-Bstatic,--whole-archive -lwinpthread -Wl,--no-whole-archive,-Bdynamic")
# Windows finds a program's DLLs beside it: every program and DLL in one folder.
set(CMAKE_RUNTIME_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR}/bin)

find_program(ASCON_WINE64 wine64 PATHS /usr/lib/wine)
if(ASCON_WINE64)
  set(CMAKE_CROSSCOMPILING_EMULATOR "${ASCON_WINE64}")
else()
  message(WARNING "wine64 not found (Debian package wine64): tests cannot run")
endif()
