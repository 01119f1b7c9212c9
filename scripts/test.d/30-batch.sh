#!/usr/bin/env bash
# The batch engine's tests again with the portable backend forced through
# ASCON_BATCH_BACKEND (the default ctest run covers the best backend of this
# CPU), and the benchmarks built, not run, so they cannot rot.
source "$(dirname "$0")/../lib/common.sh"
ensure_apt libbenchmark-dev
configure_build "$ASCON_ROOT/build/release" -DCMAKE_BUILD_TYPE=Release
test -x "$ASCON_ROOT/build/release/bench/bench_core" -a -x "$ASCON_ROOT/build/release/bench/bench_batch" || {
  echo "30-batch: error: the benchmarks were not built (Google Benchmark not found?)" >&2; exit 1; }
ASCON_BATCH_BACKEND=portable "$ASCON_ROOT/build/release/tests/batch/test_batch" --gtest_brief=1
