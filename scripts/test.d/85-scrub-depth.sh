#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# ci-lane: side (one compiler at a time: about 250 CPU-s of one core on a Zen 5)
# Every scrubbed C entry point zeroes at least the stack its work can use,
# with a margin (tests/embedded/scrub_depth.sh: GCC call graphs of src/capi/
# for Cortex-M0/M4, RV32I, RV32+Zbb and AArch64 at -O2, -O3, -Os and in the
# size configuration; x86-64's frames are test_dead_stack's, in ctest), and
# the AArch64 size configuration's vector-free scrub only where the linked
# code writes no vector register (tests/embedded/a64_vector_free.sh).
source "$(dirname "$0")/../lib/common.sh"
t0=$(date +%s)
ensure_apt gcc-arm-none-eabi libstdc++-arm-none-eabi-dev libnewlib-arm-none-eabi gcc-riscv64-unknown-elf \
  picolibc-riscv64-unknown-elf g++-aarch64-linux-gnu
dir="$ASCON_ROOT/build/embedded"
mkdir -p "$dir"
if "$ASCON_ROOT/tests/embedded/scrub_depth.sh" >"$dir/scrub-depth.log" 2>&1; then
  tail -n 1 "$dir/scrub-depth.log"
  echo "scrub-depth: every entry point checked ($(( $(date +%s) - t0 )) s)"
else
  cat "$dir/scrub-depth.log" >&2; echo "scrub-depth: FAILED" >&2; exit 1
fi
if "$ASCON_ROOT/tests/embedded/a64_vector_free.sh" >"$dir/a64-vector-free.log" 2>&1; then
  echo "scrub-depth: $(tail -n 1 "$dir/a64-vector-free.log")"
else
  cat "$dir/a64-vector-free.log" >&2; echo "scrub-depth: a64_vector_free FAILED" >&2; exit 1
fi
