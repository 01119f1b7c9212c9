#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# ci-lane: side (moved there to balance the lanes: the main lane ran 8 minutes alone after the side lane ended)
# Windows x86-64: the library (libascon.dll with its import library, the
# static libascon.a, the header-only core, the batch engine with its
# threads) and its whole ctest suite cross-built with mingw-w64 and run under
# wine64 (cmake/toolchains/mingw-x86_64.cmake). The command-line tools stay
# POSIX-only (ASCON_BUILD_TOOLS=OFF). GoogleTest is built from
# /usr/src/googletest for the target, as 80-cross.sh does.
source "$(dirname "$0")/../lib/common.sh"
t0=$(date +%s)
ensure_apt cmake ninja-build g++-mingw-w64-x86-64-posix wine64 googletest
dir="$ASCON_ROOT/build/windows"
tc="$ASCON_ROOT/cmake/toolchains/mingw-x86_64.cmake"
export WINEPREFIX="$dir/wineprefix" WINEDEBUG=-all
gtest_dir="$(target_gtest "$tc" "$dir")"
configure_build "$dir/project" -DCMAKE_TOOLCHAIN_FILE="$tc" -DCMAKE_BUILD_TYPE=Release -DGTest_DIR="$gtest_dir" \
  -DASCON_BUILD_TOOLS=OFF -DASCON_BUILD_BENCH=OFF -DASCON_INSTALL=OFF >/dev/null
echo "windows: built ($(( $(date +%s) - t0 )) s)"
# The DLL and its import library are what a Windows C user links against.
for f in "$dir/project/bin/libascon.dll" "$(find "$dir/project" -name libascon.dll.a | head -1)"; do
  [ -f "$f" ] || { echo "windows: missing ${f:-libascon.dll.a}" >&2; exit 1; }
done
# Wine once failed to start a test program at all (no output, 0.01 s; it
# passed alone and on every rerun), so a failing test gets one more try; a
# real failure fails twice. (A persistent wineserver, tried instead, hung the
# first program it started.)
if ctest --test-dir "$dir/project" --output-on-failure -j "$JOBS" --timeout 300 --repeat until-pass:2 >"$dir/ctest.log" 2>&1; then
  echo "windows: $(grep -E 'tests passed' "$dir/ctest.log") under wine64 ($(( $(date +%s) - t0 )) s)"
else
  tail -60 "$dir/ctest.log" >&2
  echo "windows: FAILED (log: $dir/ctest.log)" >&2
  exit 1
fi
