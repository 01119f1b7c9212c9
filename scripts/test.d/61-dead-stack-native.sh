#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# The dead-stack tests (frames and the lazy-binding and signal routes) on a
# libascon built for this CPU (-march=native): on a CPU with AVX-512 the
# compiler then uses ZMM and mask registers inside the library's own work,
# which the default build (baseline plus a run-time x86-64-v3 variant) never
# does, and the scrub wrapper must clear them too. Only the library and the
# dead-stack programs are built (about 1 CPU minute); skipped where the CPU
# has no AVX-512, since the release ctest already covers AVX2 and baseline.
source "$(dirname "$0")/../lib/common.sh"
if ! grep -qw avx512f /proc/cpuinfo 2>/dev/null; then
  echo "61-dead-stack-native: this CPU has no AVX-512: nothing more to test than the release ctest did"
  exit 0
fi
dir="$ASCON_ROOT/build/native-avx512"
build_targets "$dir" "-DCMAKE_BUILD_TYPE=Release -DCMAKE_C_FLAGS=-march=native -DCMAKE_CXX_FLAGS=-march=native \
-DASCON_BUILD_BENCH=OFF" c_test_dead_stack_ascon_c_static c_dead_stack_lazy_ascon_c_static \
  c_dead_stack_signal_ascon_c_static c_test_dead_stack_ascon_c c_dead_stack_lazy_ascon_c c_dead_stack_signal_ascon_c
# The build really is an AVX-512 one: EVEX instructions (the scrub's 64-byte
# stores, ZMM and mask registers) in libascon.a. (A count, not grep -q: an
# early exit would kill objdump with SIGPIPE and fail the pipeline.)
evex=$(objdump -d "$dir/src/capi/libascon.a" | grep -cE 'vmovdqa64|%zmm|%k[0-7]' || true)
[ "$evex" -gt 0 ] || { echo "61-dead-stack-native: error: -march=native produced no AVX-512 code in libascon.a" >&2; exit 1; }
echo "61-dead-stack-native: $evex AVX-512 instructions in libascon.a"
ctest --test-dir "$dir" -R 'DeadStack' --output-on-failure -j "$JOBS"
