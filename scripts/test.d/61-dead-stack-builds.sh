#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# The dead-stack tests (frames and the lazy-binding and signal routes) on
# libascon builds the release ctest does not cover; only the library and the
# dead-stack programs are built (about 1 CPU minute each).
#  - The size configuration at -O2 (ASCON_SMALL=1, CMake Release): its work
#    frames are shallow, so a secret lies within a few dozen bytes of the
#    entry point's stack pointer, where the scrub's own frame once left an
#    alignment gap it did not zero (a stream payload key 72 bytes below).
#  - Clang's release build: its work's frames are two to three times GCC's
#    (the scrub depths of src/capi/dispatch.hpp have a Clang row of their own).
#  - -march=native, by GCC and by Clang, where the CPU has AVX-512: the
#    compiler then uses ZMM and mask registers inside the library's own work,
#    which the default build (baseline plus a run-time x86-64-v3 variant)
#    never does, and the scrub must clear them too.
# The dead-register test too: in each of these builds the Ascon-AEAD128
# one-shots' work must write no vector register (src/capi/dispatch.hpp,
# ASCON_CAPI_VECTOR_FREE_), since their scrub then clears none.
source "$(dirname "$0")/../lib/common.sh"
targets="c_test_dead_stack_ascon_c_static c_dead_stack_lazy_ascon_c_static c_dead_stack_signal_ascon_c_static
c_test_dead_stack_ascon_c c_dead_stack_lazy_ascon_c c_dead_stack_signal_ascon_c c_test_dead_registers"

dir="$ASCON_ROOT/build/small-o2"
# shellcheck disable=SC2086  # targets is a word list on purpose
build_targets "$dir" "-DCMAKE_BUILD_TYPE=Release -DCMAKE_C_FLAGS=-DASCON_SMALL=1 -DCMAKE_CXX_FLAGS=-DASCON_SMALL=1 \
-DASCON_BUILD_BENCH=OFF" $targets
ctest --test-dir "$dir" -R 'DeadStack|DeadRegisters' --output-on-failure -j "$JOBS"

ensure_apt clang
dir="$ASCON_ROOT/build/clang-release"
# shellcheck disable=SC2086
CC=clang CXX=clang++ build_targets "$dir" "-DCMAKE_BUILD_TYPE=Release -DASCON_BUILD_BENCH=OFF" $targets
ctest --test-dir "$dir" -R 'DeadStack|DeadRegisters' --output-on-failure -j "$JOBS"

if ! grep -qw avx512f /proc/cpuinfo 2>/dev/null; then
  echo "61-dead-stack-builds: this CPU has no AVX-512: no -march=native build (the release ctest covers AVX2 and baseline)"
  exit 0
fi
dir="$ASCON_ROOT/build/native-avx512"
# shellcheck disable=SC2086
build_targets "$dir" "-DCMAKE_BUILD_TYPE=Release -DCMAKE_C_FLAGS=-march=native -DCMAKE_CXX_FLAGS=-march=native \
-DASCON_BUILD_BENCH=OFF" $targets
# The build really is an AVX-512 one: EVEX instructions (ZMM and mask
# registers) in libascon.a outside the scrub routine, whose assembly has them
# in every build. (A count, not grep -q: an early exit would kill objdump with
# SIGPIPE and fail the pipeline.)
evex=$(objdump -d "$dir/src/capi/libascon.a" | awk '/^[0-9a-f]+ <.*>:$/ { skip = ($0 ~ /<ascon_capi_scrub_x86_64>/) } !skip' |
  grep -cE 'vmovdqa64|%zmm|%k[0-7]' || true)
[ "$evex" -gt 0 ] || { echo "61-dead-stack-builds: error: -march=native produced no AVX-512 code in libascon.a" >&2; exit 1; }
echo "61-dead-stack-builds: $evex AVX-512 instructions in libascon.a"
ctest --test-dir "$dir" -R 'DeadStack|DeadRegisters' --output-on-failure -j "$JOBS"
dir="$ASCON_ROOT/build/clang-native-avx512"
# shellcheck disable=SC2086
CC=clang CXX=clang++ build_targets "$dir" "-DCMAKE_BUILD_TYPE=Release -DCMAKE_C_FLAGS=-march=native \
-DCMAKE_CXX_FLAGS=-march=native -DASCON_BUILD_BENCH=OFF" $targets
ctest --test-dir "$dir" -R 'DeadStack|DeadRegisters' --output-on-failure -j "$JOBS"
