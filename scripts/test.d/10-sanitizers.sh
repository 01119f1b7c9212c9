#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# The whole test suite (every tests/<suite>/, so the C suite too once it
# exists) under AddressSanitizer + UndefinedBehaviorSanitizer, once with gcc
# and once with clang; then MemorySanitizer (clang) on what it can check
# reliably (see docs/safety.md): MSan needs every linked library instrumented,
# and GoogleTest / iostreams go through the uninstrumented libstdc++.so, so
# the MSan run is the gtest-free programs labelled "msan": the known-answer
# driver tests/msan/ (every LWC-format vector file, both families) and the
# constant-time check tests/ct/ with secrets as MSan poison (planted leak
# included). ASCON_SANITIZERS picks a subset of: gcc clang msan.
#
# Build cost is most of this part's time (the tests themselves run in under a
# minute), so (measured in CPU seconds per translation unit, README "Tests"):
# - gcc compiles at -Og, clang at -O1. The sanitizers instrument every memory
#   access and every UB-prone operation at any optimisation level, so both
#   compilers still check the whole suite; gcc's ASan at -O1 compiled the
#   heaviest files 2.2 times slower than at -Og (test_misuse: 61 s vs 27 s).
#   The two levels also differ on purpose: one optimised build, one close to
#   the source.
# - Debug info is line tables only (-g1 / -gline-tables-only): reports keep
#   function, file and line for every frame; full -g made gcc's compile 1.5
#   times slower, clang's 1.3 times.
# - Nothing is built that this part does not run: no benchmarks, and no
#   valgrind constant-time programs (tests/ct/ leaves them out of ASan builds;
#   they run in 60-ct).
source "$(dirname "$0")/../lib/common.sh"
# libssl-dev: the OpenSSL provider and its misuse tests (the EVP streaming
# loop that once overflowed the final buffer) run under ASan too.
ensure_apt clang libclang-rt-14-dev libssl-dev
want="${ASCON_SANITIZERS:-gcc clang msan}"
asan_flags="-fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer"
status=0
# ctest_quiet DIR ARGS...: runs ctest, prints the summary line, the whole log on failure.
ctest_quiet() {
  local dir="$1"; shift
  if ctest --test-dir "$dir" --output-on-failure -j "$JOBS" "$@" >"$dir/ctest.log" 2>&1; then
    grep -E "tests passed" "$dir/ctest.log"
  else
    tail -80 "$dir/ctest.log" >&2; return 1
  fi
}
step() { local t0; t0=$(date +%s); if "$@"; then echo "sanitizers: $1 ok ($(( $(date +%s) - t0 )) s)"; else echo "sanitizers: $1 FAILED" >&2; status=1; fi; }

asan_ubsan() {  # asan_ubsan NAME C_COMPILER CXX_COMPILER FLAGS
  local dir="$ASCON_ROOT/build/asan-ubsan-$1" flags="$asan_flags $4"
  # Debug keeps assert() on; its own -g is emptied so FLAGS pick the debug info.
  configure_build "$dir" -DCMAKE_BUILD_TYPE=Debug -DCMAKE_C_COMPILER="$2" -DCMAKE_CXX_COMPILER="$3" \
    -DCMAKE_CXX_FLAGS="$flags" -DCMAKE_C_FLAGS="$flags" -DCMAKE_CXX_FLAGS_DEBUG= -DCMAKE_C_FLAGS_DEBUG= \
    -DASCON_BUILD_BENCH=OFF >/dev/null &&
  ASAN_OPTIONS=detect_leaks=1:strict_string_checks=1 UBSAN_OPTIONS=print_stacktrace=1 \
    ctest_quiet "$dir" -LE no-sanitizer
}
gcc_asan() { asan_ubsan gcc gcc g++ "-Og -g1"; }
# clang's -fsanitize=function (C++ indirect calls through a mismatched
# function type) needs a handler from the C++ half of the UBSan runtime, which
# clang's C driver does not link: the C tests, which link libascon (C++
# inside), would not link. Every other UBSan check stays on.
clang_asan() { asan_ubsan clang clang clang++ "-O1 -gline-tables-only -fno-sanitize=function"; }

msan() {
  local dir="$ASCON_ROOT/build/msan" f="-O1 -gline-tables-only -fsanitize=memory -fsanitize-memory-track-origins=2 -fno-omit-frame-pointer"
  cmake -S "$ASCON_ROOT" -B "$dir" -G Ninja -DASCON_VECTORS_DIR="$ASCON_VECTORS_DIR" -DCMAKE_BUILD_TYPE=Debug \
    -DCMAKE_C_COMPILER=clang -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_CXX_FLAGS="$f" -DCMAKE_C_FLAGS="$f" \
    -DCMAKE_CXX_FLAGS_DEBUG= -DCMAKE_C_FLAGS_DEBUG= -DASCON_BUILD_TOOLS=OFF -DASCON_BUILD_BENCH=OFF >/dev/null &&
  # Only the MSan-capable programs are built (see above).
  cmake --build "$dir" -j "$JOBS" --target msan_kat ct_check_O2 ct_check_O0 ct_check_planted >/dev/null &&
  MSAN_OPTIONS=halt_on_error=1 ctest_quiet "$dir" -L msan
}

for s in $want; do
  case "$s" in
    gcc) step gcc_asan ;;
    clang) step clang_asan ;;
    msan) step msan ;;
  esac
done
exit $status
