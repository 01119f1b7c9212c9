#!/usr/bin/env bash
# Installs the core into a scratch prefix and builds a user's program against
# it three ways: find_package(ascon CONFIG), add_subdirectory, pkg-config.
source "$(dirname "$0")/../lib/common.sh"
work="$ASCON_ROOT/build/install-test"
rm -rf "$work" && mkdir -p "$work"
consumer="$ASCON_ROOT/tests/install/cpp_consumer"
cmake -S "$ASCON_ROOT" -B "$work/lib" -G Ninja -DASCON_BUILD_TESTS=OFF -DASCON_BUILD_TOOLS=OFF -DASCON_INSTALL=ON >/dev/null
cmake --build "$work/lib" -j "$JOBS" >/dev/null  # the compiled parts (C library, batch engine)
cmake --install "$work/lib" --prefix "$work/prefix" >/dev/null
# Ascon-Hash256("abc"), from an independent computation with reference/.
expected=$(cc -std=c99 -O1 -I"$ASCON_ROOT/reference" -x c - "$ASCON_ROOT/reference/ascon_ref.c" -o "$work/ref_abc" <<'C' && "$work/ref_abc"
#include <stdio.h>
#include "ascon_ref.h"
int main(void) { unsigned char d[32]; int i; ascon_ref_hash256(d, (const unsigned char*)"abc", 24);
  for (i = 0; i < 32; i++) printf("%02x", d[i]); printf("\n"); return 0; }
C
)
check() {
  local how="$1" got="$2"
  if [ "$got" = "$expected" ]; then echo "consumer via $how: ok ($got)"; else
    echo "consumer via $how: FAILED: got '$got', expected '$expected'" >&2; exit 1; fi
}
cmake -S "$consumer" -B "$work/fp" -G Ninja -DCMAKE_PREFIX_PATH="$work/prefix" >/dev/null && cmake --build "$work/fp" >/dev/null
check find_package "$("$work/fp/consumer")"
cmake -S "$consumer" -B "$work/sub" -G Ninja -DASCON_CONSUME=subdirectory -DASCON_SOURCE_DIR="$ASCON_ROOT" >/dev/null && cmake --build "$work/sub" >/dev/null
check add_subdirectory "$("$work/sub/consumer")"
# A project that add_subdirectory()s the library for the header-only core
# compiles its own file and nothing of ours (no C library, batch engine, shims).
extra=$(find "$work/sub" -name '*.o' ! -path '*/consumer.dir/*')
if [ -n "$extra" ]; then
  echo "15-install: the add_subdirectory consumer compiled more than its own code:" >&2; echo "$extra" >&2; exit 1
fi
echo "consumer via add_subdirectory: compiled only its own main.cpp"
export PKG_CONFIG_PATH="$work/prefix/share/pkgconfig"
c++ $(pkg-config --cflags ascon) "$consumer/main.cpp" -o "$work/pc_consumer"
check pkg-config "$("$work/pc_consumer")"
