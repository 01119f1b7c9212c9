#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# Builds and runs every test; installs whatever a fresh Debian machine lacks.
# Extra suites (sanitizers, C library, Python, CLI, fuzzing, emulation...) are
# the numbered parts in scripts/test.d/, run in order; any failure fails all.
# The log ends with a time table: one line per part, its seconds and the tests
# it ran (read from its output: ctest's "out of N", pytest's "N passed", the
# embedded runs' "N vector file runs passed", fuzzing's "N targets clean";
# "-" where a part prints none), so a part that grew shows up at once.
source "$(dirname "$0")/lib/common.sh"
cd "$ASCON_ROOT"
if [ ! -d "$ASCON_VECTORS_DIR/sp800-232" ]; then
  echo "test.sh: error: known-answer vectors not found at $ASCON_VECTORS_DIR (set ASCON_VECTORS_DIR)" >&2
  exit 1
fi
ensure_base
logs="$ASCON_ROOT/build/ci-logs"
mkdir -p "$logs"
table=()
# count_tests LOG: the number of tests a part's output reports ("-" if none).
count_tests() {
  awk '
    function add(  s) { s = substr($0, RSTART, RLENGTH); gsub(/[^0-9]/, "", s); n += s; seen = 1 }
    match($0, /tests failed out of [0-9]+/) { add(); next }
    match($0, /^[= ]*[0-9]+ passed/) { add(); next }
    match($0, /[0-9]+ vector file runs passed/) { add(); next }
    match($0, /fuzz: [0-9]+ targets clean/) { add(); next }
    match($0, /^(java|js): [0-9]+ passed/) { add(); next }
    END { if (seen) print n; else print "-" }' "$1"
}
# row NAME SECONDS STATUS [LOG]: one line of the closing table.
row() { table+=("$(printf '%-22s %6s s %6s tests  %s' "$1" "$2" "$([ -n "${4:-}" ] && count_tests "$4" || echo -)" "$3")"); }
print_table() {
  echo "==== time table (part, seconds, tests run; the log of each part: build/ci-logs/)"
  printf '%s\n' "${table[@]}"
  echo "==== all tests done in $(( $(date +%s) - start )) s"
}
start=$(date +%s)
configure_build build/release -DCMAKE_BUILD_TYPE=Release
echo "==== release build: $(( $(date +%s) - start )) s"
row "release build" "$(( $(date +%s) - start ))" ok
t0=$(date +%s)
failed=()
if ctest --test-dir build/release --output-on-failure -j "$JOBS" 2>&1 | tee "$logs/release-ctest.log"; then
  row "release ctest" "$(( $(date +%s) - t0 ))" ok "$logs/release-ctest.log"
else
  row "release ctest" "$(( $(date +%s) - t0 ))" FAILED "$logs/release-ctest.log"
  print_table; exit 1
fi
echo "==== release ctest: $(( $(date +%s) - t0 )) s"
for part in scripts/test.d/*.sh; do
  [ -e "$part" ] || continue
  name="$(basename "$part")"
  echo "==== $name"
  t0=$(date +%s)
  if bash "$part" 2>&1 | tee "$logs/${name%.sh}.log"; then
    echo "==== $name: ok ($(( $(date +%s) - t0 )) s)"
    row "$name" "$(( $(date +%s) - t0 ))" ok "$logs/${name%.sh}.log"
  else
    echo "==== $name: FAILED" >&2; failed+=("$part")
    row "$name" "$(( $(date +%s) - t0 ))" FAILED "$logs/${name%.sh}.log"
  fi
done
print_table
if [ ${#failed[@]} -gt 0 ]; then echo "failed parts: ${failed[*]}" >&2; exit 1; fi
