#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# Constant-time check (tests/ct/, ctgrind method) under valgrind memcheck:
# the real program at -O2 and -O0 must run clean, and the build with a
# planted secret-dependent branch must be reported. Also the C99 edition's
# known-answer tests under memcheck (label memcheck: no state byte read before
# it is written). Installs valgrind first, so on a fresh machine the checks
# run instead of being skipped.
source "$(dirname "$0")/../lib/common.sh"
ensure_apt valgrind
dir="$ASCON_ROOT/build/release"
configure_build "$dir" -DCMAKE_BUILD_TYPE=Release >/dev/null
log="$dir/ct.log"
# Only here: scripts/test.sh's release ctest leaves these labels out.
if ! ctest --test-dir "$dir" -L '^(ct|memcheck)$' --output-on-failure -j "$JOBS" >"$log" 2>&1; then
  cat "$log" >&2
  exit 1
fi
if grep -q "Skipped\|Not Run" "$log"; then
  cat "$log" >&2
  echo "60-ct: constant-time check was skipped although valgrind is installed" >&2
  exit 1
fi
if ! grep -q "memcheck" "$log"; then
  cat "$log" >&2
  echo "60-ct: the C99 edition's memcheck run is missing although valgrind is installed" >&2
  exit 1
fi
grep -E "ct_check|ct_key_file|ct_c99|memcheck|tests passed" "$log"
# Show that the planted leaks are what valgrind reports.
valgrind --error-exitcode=1 --track-origins=yes -q "$dir/tests/ct/ct_check_planted" 2>&1 | sed -n '1,3p' || true
valgrind --error-exitcode=1 -q "$dir/tests/ct/ct_key_file_planted" 2>&1 | grep -m1 -A1 'depends on uninitialised' || true
