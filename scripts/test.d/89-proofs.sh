#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# ci-lane: side (one core most of the time; scripts/test.sh runs it beside the compiling parts)
# Proofs that the compiled assembly rounds equal the SP 800-232 round for all
# states, with a planted error per round that must fail (tests/proofs/prove.py).
# Every round in CI: ARMv7-M, bit-interleaved ARMv7-M, ARMv6-M, RV32I (gcc and
# clang each) and the C99 edition's AVR round (avr-gcc), p[12], p[8] and p[6],
# each proven round by round (p[r] by composition) with its planted error;
# the size configuration's loop rounds (RV32I's on the halves, ARMv6-M's on
# the state in memory; gcc and clang) called once per round, the same way;
# and the C++ core's single-message Ascon-p[r] compiled for AArch64 (gcc,
# clang) and x86-64 (gcc, clang; baseline, the dispatch's x86-64-v3 variant
# and -march=x86-64-v3; permute_complemented too, but for clang's v3, which
# uses AVX2 in its last round), cut value by value at each round's S-box
# (tests/proofs/core64.py). Times in docs/embedded.md "What is proven". Not
# yet proven: the SIMD batch kernels.
source "$(dirname "$0")/../lib/common.sh"
t0=$(date +%s)
ensure_apt gcc-arm-none-eabi gcc-riscv64-unknown-elf picolibc-riscv64-unknown-elf clang gcc-avr avr-libc python3-venv \
  g++ g++-aarch64-linux-gnu
venv="$ASCON_ROOT/build/proof-venv"
[ -x "$venv/bin/python" ] || python3 -m venv "$venv"
export PIP_DISABLE_PIP_VERSION_CHECK=1 PIP_NO_INPUT=1
"$venv/bin/python" -m pip install -q z3-solver capstone
echo "89-proofs: tools ready ($(( $(date +%s) - t0 )) s)"
"$venv/bin/python" "$ASCON_ROOT/tests/proofs/prove.py"
echo "89-proofs: done in $(( $(date +%s) - t0 )) s"
