#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# ci-lane: side (one core most of the time; scripts/test.sh runs it beside the compiling parts)
# Simulated-leakage evaluation (tests/leakage/): the protected Ascon-AEAD128
# initialization, finalization and tag check and Ascon-Mac, built for
# Cortex-M4 and x86-64 (-O2, -Os), run under unicorn; fixed-versus-random
# t-tests under register Hamming-weight and -distance and memory-bus models
# must pass for 2 shares (50 k traces, first order) and 3 shares (second
# order), and must fail for the unmasked code, a planted share recombination
# and 2 shares at second order.
# After 85-embedded, which installs the same Arm toolchain.
source "$(dirname "$0")/../lib/common.sh"
ensure_apt gcc-arm-none-eabi libstdc++-arm-none-eabi-dev libnewlib-arm-none-eabi g++
if ! python3 -c 'import ensurepip, venv' 2>/dev/null; then ensure_apt python3-venv; fi
bash "$ASCON_ROOT/tests/leakage/evaluate.sh" ci "$ASCON_ROOT/build/leakage"
