#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# Builds and runs every test; installs whatever a fresh Debian machine lacks.
# Extra suites (sanitizers, C library, Python, CLI, fuzzing, emulation...) are
# the numbered parts in scripts/test.d/, run in order; any failure fails all.
source "$(dirname "$0")/lib/common.sh"
cd "$ASCON_ROOT"
if [ ! -d "$ASCON_VECTORS_DIR/sp800-232" ]; then
  echo "test.sh: error: known-answer vectors not found at $ASCON_VECTORS_DIR (set ASCON_VECTORS_DIR)" >&2
  exit 1
fi
ensure_base
start=$(date +%s)
configure_build build/release -DCMAKE_BUILD_TYPE=Release
echo "==== release build: $(( $(date +%s) - start )) s"
t0=$(date +%s)
ctest --test-dir build/release --output-on-failure -j "$JOBS"
echo "==== release ctest: $(( $(date +%s) - t0 )) s"
failed=()
for part in scripts/test.d/*.sh; do
  [ -e "$part" ] || continue
  echo "==== $(basename "$part")"
  t0=$(date +%s)
  if bash "$part"; then echo "==== $(basename "$part"): ok ($(( $(date +%s) - t0 )) s)"
  else echo "==== $(basename "$part"): FAILED" >&2; failed+=("$part"); fi
done
echo "==== all tests done in $(( $(date +%s) - start )) s"
if [ ${#failed[@]} -gt 0 ]; then echo "failed parts: ${failed[*]}" >&2; exit 1; fi
