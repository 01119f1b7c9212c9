#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# The whole test suite (every tests/<suite>/ included) cross-compiled for other
# architectures and run under qemu-user: aarch64, armhf and i686 (32-bit
# size_t), riscv64, s390x (big-endian). GoogleTest is built from
# /usr/src/googletest once per target. ASCON_CROSS_ARCHS picks a subset.
# Tests may read ASCON_TEST_EMULATED=1 to use fewer random iterations.
source "$(dirname "$0")/../lib/common.sh"
archs=(${ASCON_CROSS_ARCHS:-aarch64 armhf i686 riscv64 s390x})
# Every target's Debian cross compiler, even for a subset: one literal list,
# which scripts/test.sh reads to install everything up front.
ensure_apt qemu-user googletest g++-aarch64-linux-gnu g++-arm-linux-gnueabihf g++-i686-linux-gnu \
  g++-riscv64-linux-gnu g++-s390x-linux-gnu

status=0
for a in "${archs[@]}"; do
  t0=$(date +%s)
  tc="$ASCON_ROOT/cmake/toolchains/$a.cmake"
  dir="$ASCON_ROOT/build/cross-$a"
  gtest_dir="$(target_gtest "$tc" "$dir")"
  # aarch64 also runs the size configuration's KATs (test_small): its paths
  # there (stored initial states, word-at-a-time nonce) run nowhere else.
  extra=()
  [ "$a" = aarch64 ] && extra=(-DASCON_TEST_SMALL=ON)
  # -O2: what users build; tools and benchmarks off: only what runs under qemu
  # is built (the suite, examples included).
  configure_build "$dir/project" -DCMAKE_TOOLCHAIN_FILE="$tc" -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_CXX_FLAGS_RELEASE="-O2" -DCMAKE_C_FLAGS_RELEASE="-O2" -DGTest_DIR="$gtest_dir" \
    -DASCON_BUILD_TOOLS=OFF -DASCON_BUILD_BENCH=OFF -DASCON_INSTALL=OFF "${extra[@]}" >/dev/null
  echo "cross $a: built ($(( $(date +%s) - t0 )) s)"
  if ASCON_TEST_EMULATED=1 ctest --test-dir "$dir/project" --output-on-failure -j "$JOBS" >"$dir/ctest.log" 2>&1; then
    echo "cross $a: $(grep -E 'tests passed' "$dir/ctest.log") ($(( $(date +%s) - t0 )) s)"
  else
    tail -60 "$dir/ctest.log" >&2
    echo "cross $a: FAILED (log: $dir/ctest.log)" >&2
    status=1
  fi
done
exit $status
