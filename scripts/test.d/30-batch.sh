#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# The batch engine's tests again with the portable backend forced through
# ASCON_BATCH_BACKEND (the default ctest run covers the best backend of this
# CPU), and the benchmarks built, not run, so they cannot rot.
source "$(dirname "$0")/../lib/common.sh"
ensure_apt libbenchmark-dev
configure_build "$ASCON_ROOT/build/release" -DCMAKE_BUILD_TYPE=Release
test -x "$ASCON_ROOT/build/release/bench/bench_core" -a -x "$ASCON_ROOT/build/release/bench/bench_batch" || {
  echo "30-batch: error: the benchmarks were not built (Google Benchmark not found?)" >&2; exit 1; }
ASCON_BATCH_BACKEND=portable "$ASCON_ROOT/build/release/tests/batch/test_batch" --gtest_brief=1
# NEON: the batch engine built for AArch64 and run under qemu, when available.
if command -v aarch64-linux-gnu-g++ >/dev/null && command -v qemu-aarch64 >/dev/null; then
  out="$ASCON_ROOT/build/release/batch-cross-aarch64"
  aarch64-linux-gnu-g++ -std=c++20 -O2 -static -pthread -I"$ASCON_ROOT/include" \
    "$ASCON_ROOT/tests/batch/cross_check.cpp" "$ASCON_ROOT"/src/batch/*.cpp -o "$out"
  # (not `tee /dev/stderr`: that reopens a log file with O_TRUNC and wipes it)
  result=$(qemu-aarch64 "$out")
  echo "$result"
  grep -q "^backend neon" <<<"$result" || { echo "30-batch: error: NEON not used" >&2; exit 1; }
  grep -qx "mismatches: 0" <<<"$result" || { echo "30-batch: error: NEON results differ from the core" >&2; exit 1; }
else
  echo "30-batch: no aarch64 cross compiler or qemu-aarch64: NEON backend not run" >&2
fi
