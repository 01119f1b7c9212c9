#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# One packaging test: builds a user's project against the library the way an
# outside project would, and runs it. Called by ctest (tests/cmake/CMakeLists.txt).
#   run_consumer.sh WHAT SOURCE_DIR PREFIX WORK
# WHAT: cpp-find-package | cpp-add-subdirectory | cpp-pkg-config   (header-only core)
#       c-find-package | c-add-subdirectory | c-pkg-config           (libascon)
set -euo pipefail
what=$1 src=$2 prefix=$3 work=$4
here="$src/tests/cmake"
rm -rf "$work" && mkdir -p "$work"
gen=(-G Ninja)
command -v ninja >/dev/null || gen=()

# Ascon-Hash256("abc") from an independent computation with reference/.
expected_abc() {
  cc -std=c99 -O1 -I"$src/reference" -x c - "$src/reference/ascon_ref.c" -o "$work/ref_abc" <<'C'
#include <stdio.h>
#include "ascon_ref.h"
int main(void) { unsigned char d[32]; int i; ascon_ref_hash256(d, (const unsigned char*)"abc", 24);
  for (i = 0; i < 32; i++) printf("%02x", d[i]); printf("\n"); return 0; }
C
  "$work/ref_abc"
}
check_abc() {
  local got; got=$("$1")
  if [ "$got" != "$(expected_abc)" ]; then echo "$what: got '$got', expected Ascon-Hash256(abc)" >&2; exit 1; fi
  echo "$what: ok ($got)"
}
libdir() { dirname "$(find "$prefix" -name 'libascon.so' | head -n 1)"; }

case "$what" in
  cpp-find-package)
    cmake -S "$here/cpp_consumer" -B "$work" "${gen[@]}" -DCMAKE_PREFIX_PATH="$prefix" >/dev/null
    cmake --build "$work" >/dev/null
    check_abc "$work/consumer" ;;
  cpp-add-subdirectory)
    cmake -S "$here/cpp_consumer" -B "$work" "${gen[@]}" -DASCON_CONSUME=subdirectory -DASCON_SOURCE_DIR="$src" >/dev/null
    cmake --build "$work" >/dev/null
    check_abc "$work/consumer"
    # A project that wants the header-only core compiles its own file and
    # nothing of ours (no C library, batch engine, SUPERCOP shims).
    extra=$(find "$work" -name '*.o' ! -path '*/consumer.dir/*')
    if [ -n "$extra" ]; then echo "$what: compiled more than its own code:" >&2; echo "$extra" >&2; exit 1; fi
    echo "$what: compiled only its own main.cpp" ;;
  cpp-pkg-config)
    PKG_CONFIG_PATH="$prefix/share/pkgconfig" c++ $(PKG_CONFIG_PATH="$prefix/share/pkgconfig" pkg-config --cflags ascon) \
      "$here/cpp_consumer/main.cpp" -o "$work/consumer"
    check_abc "$work/consumer" ;;
  c-find-package)
    cmake -S "$here/c_consumer" -B "$work" "${gen[@]}" -DASCON_CONSUMER_MODE=package -DCMAKE_PREFIX_PATH="$prefix" >/dev/null
    cmake --build "$work" >/dev/null
    for exe in consumer_shared consumer_static consumer_cxx; do LD_LIBRARY_PATH="$(libdir)" "$work/$exe"; done
    # The shared library used is the installed one, not the build tree's.
    if ! LD_LIBRARY_PATH="$(libdir)" ldd "$work/consumer_shared" | grep libascon | grep -q "$prefix/"; then
      echo "$what: consumer_shared does not use the installed libascon:" >&2
      LD_LIBRARY_PATH="$(libdir)" ldd "$work/consumer_shared" | grep libascon >&2; exit 1
    fi ;;
  c-add-subdirectory)
    cmake -S "$here/c_consumer" -B "$work" "${gen[@]}" -DASCON_CONSUMER_MODE=subdir -DASCON_SOURCE_DIR="$src" >/dev/null
    cmake --build "$work" >/dev/null
    for exe in consumer_shared consumer_static consumer_cxx; do LD_LIBRARY_PATH="$work/ascon/src/capi" "$work/$exe"; done ;;
  c-pkg-config)
    lib=$(libdir)
    export PKG_CONFIG_PATH="$lib/pkgconfig"
    pkg-config --exists ascon-c
    cc -std=c99 -Wall -Wextra -Werror "$here/c_consumer/consumer.c" $(pkg-config --cflags --libs ascon-c) -o "$work/pc_shared"
    LD_LIBRARY_PATH="$lib" "$work/pc_shared"
    # Static: a plain C link works, libascon.a needs nothing from the C++ runtime.
    cc -std=c99 -Wall -Wextra -Werror "$here/c_consumer/consumer.c" $(pkg-config --cflags ascon-c) "$lib/libascon.a" -o "$work/pc_static"
    "$work/pc_static" ;;
  *) echo "run_consumer.sh: unknown test $what" >&2; exit 2 ;;
esac
