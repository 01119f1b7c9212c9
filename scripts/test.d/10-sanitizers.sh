#!/usr/bin/env bash
# The whole C++ suite once more under AddressSanitizer + UndefinedBehaviorSanitizer (gcc).
source "$(dirname "$0")/../lib/common.sh"
configure_build "$ASCON_ROOT/build/asan-ubsan" -DCMAKE_BUILD_TYPE=Debug \
  -DCMAKE_CXX_FLAGS="-O1 -g -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer" \
  -DCMAKE_C_FLAGS="-O1 -g -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer"
ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
  ctest --test-dir "$ASCON_ROOT/build/asan-ubsan" --output-on-failure -j "$JOBS" -LE no-sanitizer
