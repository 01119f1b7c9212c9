#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# ci-lane: side
# The C/C++ style: every tracked source as scripts/format.sh --fix leaves it
# (clang-format pinned from PyPI, installed once into build/format-tools).
# About 10 s after the one pip install.
source "$(dirname "$0")/../lib/common.sh"
t0=$(date +%s)
if "$ASCON_ROOT/scripts/format.sh" --check; then
  echo "format: every source formatted ($(( $(date +%s) - t0 )) s)"
else
  echo "format: FAILED (run scripts/format.sh --fix)" >&2
  exit 1
fi
