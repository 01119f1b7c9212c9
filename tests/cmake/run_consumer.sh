#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# One packaging test: builds a user's project against the library the way an
# outside project would, and runs it. Called by ctest (tests/cmake/CMakeLists.txt).
#   run_consumer.sh WHAT SOURCE_DIR PREFIX WORK
# WHAT: readme             README.md's install lines, run as written: configure,
#                          build and install into PREFIX (the others' fixture)
#       cpp-find-package | cpp-add-subdirectory | cpp-pkg-config   (header-only core)
#       c-find-package | c-add-subdirectory | c-fetchcontent | c-pkg-config
#                          (libascon and the C99 edition, no option set)
#       c99-alone          src/c99 configured, built and installed as its own
#                          project with no C++ compiler, then used from C
#       static-size        a four-call program linked statically with --gc-sections
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
# check_four PROGRAM: tests/cmake/size/four_calls.c prints Ascon-Hash256(argv[1]).
check_four() {
  local got; got=$("$1" abc)
  if [ "$got" != "$(expected_abc)" ]; then echo "$what: $1 abc printed '$got', expected Ascon-Hash256(abc)" >&2; exit 1; fi
  echo "$what: $(basename "$1") ok"
}

case "$what" in
  readme)
    # The fenced block under "## Using it from CMake or pkg-config", as
    # written, run in WORK (so `build` is WORK/build) from SOURCE_DIR, with
    # PREFIX for /usr/local. The generator and parallelism come from the
    # environment (CMAKE_GENERATOR, CMAKE_BUILD_PARALLEL_LEVEL), not the lines.
    block=$(awk '/^## Using it from CMake or pkg-config/{f=1} f&&/^```sh/{b=1;next} b&&/^```/{exit} b' "$src/README.md")
    [ -n "$block" ] || { echo "$what: no install block in README.md" >&2; exit 1; }
    printf '%s\n' "$block" | grep -q -- '--build' || { echo "$what: README's install lines have no build step" >&2; exit 1; }
    echo "$what: running README.md's lines:"; printf '%s\n' "$block"
    script=${block//" -S . "/" -S \"\$src\" "}
    script=${script//"/usr/local"/"\"\$prefix\""}
    rm -rf "$prefix"
    command -v ninja >/dev/null && export CMAKE_GENERATOR=Ninja
    export CMAKE_BUILD_PARALLEL_LEVEL="${CMAKE_BUILD_PARALLEL_LEVEL:-$(nproc 2>/dev/null || echo 2)}"
    (cd "$work" && src="$src" prefix="$prefix" bash -euo pipefail -c "$script") > "$work/readme.log" 2>&1 ||
      { cat "$work/readme.log" >&2; echo "$what: README.md's install lines failed (log above)" >&2; exit 1; }
    # No build type in the lines: the project chose Release and said so.
    grep -q "no CMAKE_BUILD_TYPE given: building Release" "$work/readme.log" &&
      grep -q '^CMAKE_BUILD_TYPE:STRING=Release$' "$work/build/CMakeCache.txt" ||
      { echo "$what: the README's build is not a Release build announced as such" >&2; exit 1; }
    for f in ascon.h libascon.a libascon.so libascon_c99.a asconsum ascon ascon.1 ascon-c99.pc select.h; do
      [ -n "$(find "$prefix" -name "$f" | head -n 1)" ] || { echo "$what: $f was not installed" >&2; exit 1; }
    done
    echo "$what: ok (Release build installed into $prefix)" ;;
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
    check_four "$work/consumer_c99"
    # The shared library used is the installed one, not the build tree's.
    if ! LD_LIBRARY_PATH="$(libdir)" ldd "$work/consumer_shared" | grep libascon | grep -q "$prefix/"; then
      echo "$what: consumer_shared does not use the installed libascon:" >&2
      LD_LIBRARY_PATH="$(libdir)" ldd "$work/consumer_shared" | grep libascon >&2; exit 1
    fi ;;
  c-add-subdirectory)
    cmake -S "$here/c_consumer" -B "$work" "${gen[@]}" -DASCON_CONSUMER_MODE=subdir -DASCON_SOURCE_DIR="$src" >/dev/null
    cmake --build "$work" >/dev/null
    for exe in consumer_shared consumer_static consumer_cxx; do LD_LIBRARY_PATH="$work/ascon/src/capi" "$work/$exe"; done
    check_four "$work/consumer_c99" ;;
  c-fetchcontent)
    cmake -S "$here/c_consumer" -B "$work" "${gen[@]}" -DASCON_CONSUMER_MODE=fetchcontent -DASCON_SOURCE_DIR="$src" >/dev/null
    cmake --build "$work" >/dev/null
    check_four "$work/consumer_c99"
    # Only what was linked was compiled: the edition, not libascon.
    extra=$(find "$work" -name '*.o' -path '*capi*')
    if [ -n "$extra" ]; then echo "$what: compiled libascon though only the edition was linked:" >&2; echo "$extra" >&2; exit 1; fi ;;
  c-pkg-config)
    lib=$(libdir)
    export PKG_CONFIG_PATH="$lib/pkgconfig"
    pkg-config --exists ascon-c
    cc -std=c99 -Wall -Wextra -Werror "$here/c_consumer/consumer.c" $(pkg-config --cflags --libs ascon-c) -o "$work/pc_shared"
    LD_LIBRARY_PATH="$lib" "$work/pc_shared"
    # Static: a plain C link works, libascon.a needs nothing from the C++ runtime.
    cc -std=c99 -Wall -Wextra -Werror "$here/c_consumer/consumer.c" $(pkg-config --cflags ascon-c) "$lib/libascon.a" -o "$work/pc_static"
    "$work/pc_static"
    # The C99 edition (static only; its Cflags define ASCON_STATIC and ASCON_C99).
    cc -std=c99 -Wall -Wextra -Werror "$here/size/four_calls.c" $(pkg-config --cflags --libs ascon-c99) -o "$work/pc_c99"
    check_four "$work/pc_c99" ;;
  c99-alone)
    # PATH with a C toolchain and nothing for C++; CXX names no compiler, so
    # any enable_language(CXX) would fail the configure.
    tools="$work/tools"; mkdir -p "$tools"
    for t in cmake ninja make cc gcc as ld ar ranlib nm strip objdump objcopy readelf pkg-config sh bash env \
             uname sed grep cat rm mkdir dirname basename find; do
      p=$(command -v "$t" || true); [ -n "$p" ] && ln -sf "$p" "$tools/$t"
    done
    for t in c++ g++ clang++ CC; do
      if PATH="$tools" command -v "$t" >/dev/null; then echo "$what: $t is on the restricted PATH" >&2; exit 1; fi
    done
    nocxx() { env PATH="$tools" CXX=/nonexistent/c++ "$@"; }
    # The full project says where to go instead of failing on the C++ compiler.
    if nocxx cmake -S "$src" -B "$work/full" "${gen[@]}" > "$work/full.log" 2>&1; then
      echo "$what: the full project configured without a C++ compiler" >&2; exit 1
    fi
    grep -q "cmake -S src/c99" "$work/full.log" || { cat "$work/full.log" >&2; echo "$what: no pointer to src/c99" >&2; exit 1; }
    p99="$work/prefix"
    nocxx cmake -S "$src/src/c99" -B "$work/build" "${gen[@]}" >/dev/null
    nocxx cmake --build "$work/build" >/dev/null
    nocxx cmake --install "$work/build" --prefix "$p99" >/dev/null
    # The round folder both editions share goes with the edition alone too.
    for f in select.h round_armv7m.h round_armv6m.h round_armv6m_mem.h round_bi32_armv7m.h round_rv32i.h; do
      [ -f "$p99/include/ascon/rounds/$f" ] || { echo "$what: include/ascon/rounds/$f was not installed" >&2; exit 1; }
    done
    nocxx cmake -S "$here/c99_consumer" -B "$work/consumer" "${gen[@]}" -DCMAKE_PREFIX_PATH="$p99" >/dev/null
    nocxx cmake --build "$work/consumer" >/dev/null
    check_four "$work/consumer/consumer_c99"
    pc=$(dirname "$(find "$p99" -name ascon-c99.pc | head -n 1)")
    nocxx env PKG_CONFIG_PATH="$pc" sh -c 'cc -std=c99 -Wall -Wextra -Werror "$1" $(pkg-config --cflags --libs ascon-c99) -o "$2"' \
      sh "$here/size/four_calls.c" "$work/pc_c99"
    check_four "$work/pc_c99" ;;
  static-size)
    # What a static link costs (docs/c-api.md): four calls, --gc-sections.
    # Fails if libascon.a loses its per-function sections (the program was
    # 1.25 MB of text then), if the hash and XOF one-shots stop sharing their
    # body (68,812 bytes then, 55,598 now with gcc 12.2), or if the edition
    # grows past its size (19,782 in its speed configuration, since its
    # AEAD128 one-shots run in one function with the state in registers on
    # 64-bit targets: 13,962 before): limits about 15 % above today's figures.
    lib=$(libdir)
    link() { cc -std=c99 -O2 $(PKG_CONFIG_PATH="$lib/pkgconfig" pkg-config --cflags "$1") "$here/size/four_calls.c" "$2" \
               -pthread -Wl,--gc-sections -o "$3"; }
    link ascon-c "$lib/libascon.a" "$work/four_libascon"
    link ascon-c99 "$lib/libascon_c99.a" "$work/four_c99"
    for exe in four_libascon four_c99; do check_four "$work/$exe"; done
    size "$work/four_libascon" "$work/four_c99"
    text() { size "$1" | awk 'NR==2 {print $1}'; }
    t_lib=$(text "$work/four_libascon") t_c99=$(text "$work/four_c99")
    if [ "$t_lib" -gt 65536 ] || [ "$t_c99" -gt 22528 ]; then
      echo "$what: text $t_lib (libascon.a) or $t_c99 (C99 edition) bytes: over 64 KiB / 22 KiB" >&2; exit 1
    fi ;;
  *) echo "run_consumer.sh: unknown test $what" >&2; exit 2 ;;
esac
