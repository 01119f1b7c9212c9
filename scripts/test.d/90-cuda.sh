#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# ci-lane: side (one core most of the time; scripts/test.sh runs it beside the compiling parts)
# The optional CUDA backend: installs nvcc from PyPI (cached), builds the
# library, the GPU tests and the GPU benchmark with -DASCON_CUDA=ON, and runs
# the GPU tests; on a machine without a GPU they report "skipped: no GPU".
# (The host-side test of the device code runs in the main build already.)
# The GPU benchmark runs only as a quick smoke test here.
source "$(dirname "$0")/../lib/common.sh"
source "$(dirname "$0")/../lib/cuda-toolkit.sh"
t0=$(date +%s)
if ! ensure_nvcc; then
  # CI has PyPI, so a missing nvcc is a failure, not a skip; a machine
  # without PyPI access can opt out with ASCON_ALLOW_NO_NVCC=1.
  if [ "${ASCON_ALLOW_NO_NVCC:-0}" = 1 ]; then
    echo "90-cuda: skipped: nvcc could not be installed from PyPI (ASCON_ALLOW_NO_NVCC=1)"
    exit 0
  fi
  echo "90-cuda: error: nvcc could not be installed from PyPI (see above); ASCON_ALLOW_NO_NVCC=1 skips this part" >&2
  exit 1
fi
"$NVCC" --version | tail -2
echo "90-cuda: nvcc ready ($(( $(date +%s) - t0 )) s)"
# A build folder configured with another nvcc cannot switch compilers: start it afresh.
cache="$ASCON_ROOT/build/cuda/CMakeCache.txt"
if [ -f "$cache" ] && ! grep -qx "CMAKE_CUDA_COMPILER:[A-Z]*=$NVCC" "$cache"; then rm -rf "$ASCON_ROOT/build/cuda"; fi
# Only the CUDA targets and the batch engine that forwards to them: the rest
# of the project is built and tested elsewhere.
cmake -S "$ASCON_ROOT" -B "$ASCON_ROOT/build/cuda" -G Ninja -DCMAKE_BUILD_TYPE=Release -DASCON_CUDA=ON \
  -DCMAKE_CUDA_COMPILER="$NVCC" -DASCON_VECTORS_DIR="$ASCON_VECTORS_DIR" >/dev/null
cmake --build "$ASCON_ROOT/build/cuda" -j "$JOBS" --target ascon_cuda ascon_batch test_batch test_cuda_gpu bench_cuda
echo "90-cuda: built ($(( $(date +%s) - t0 )) s)"
ctest --test-dir "$ASCON_ROOT/build/cuda" --output-on-failure -j "$JOBS" -L cuda
# The benchmark is built (so it keeps compiling) and run as a smoke test on
# 1 MiB per case: a few seconds, not the full 4 GiB benchmark (scripts/bench-gpu.sh).
ASCON_BENCH_MAX_BYTES=$((1 << 20)) "$ASCON_ROOT/build/cuda/src/cuda/bench_cuda"
