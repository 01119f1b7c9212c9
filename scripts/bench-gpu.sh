#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# GPU benchmark in one command: installs nvcc from PyPI if needed, builds the
# CUDA backend and runs bench/cuda/bench_cuda, which prints Markdown tables
# (kernel-only and end-to-end GB/s for AEAD128 and Hash256, and the
# host-device bandwidth). ASCON_BENCH_MAX_BYTES caps the input per run.
source "$(dirname "$0")/lib/common.sh"
source "$(dirname "$0")/lib/cuda-toolkit.sh"
ensure_base
ensure_nvcc
cmake -S "$ASCON_ROOT" -B "$ASCON_ROOT/build/cuda-bench" -G Ninja -DCMAKE_BUILD_TYPE=Release -DASCON_CUDA=ON \
  -DCMAKE_CUDA_COMPILER="$NVCC" -DASCON_BUILD_TESTS=OFF -DASCON_BUILD_TOOLS=OFF >/dev/null
cmake --build "$ASCON_ROOT/build/cuda-bench" -j "$JOBS" --target bench_cuda
exec "$ASCON_ROOT/build/cuda-bench/src/cuda/bench_cuda" "$@"
