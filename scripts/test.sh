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
# cpu_total: CPU seconds (user + system) of every finished child so far, from
# the shell's own `times` (run in this shell, not a subshell, to see them).
cpu_total() {
  times >"$logs/.times"
  cpu=$(awk 'NR == 2 { t = 0; for (i = 1; i <= 2; i++) { split($i, a, "m"); t += a[1] * 60 + a[2] } printf "%d", t }' "$logs/.times")
}
# mark: a part starts (its wall clock and the CPU seconds so far).
mark() { t0=$(date +%s); cpu_total; c0=$cpu; }
# row NAME STATUS [LOG]: one line of the closing table for the part begun at
# the last mark: its seconds, its CPU seconds on all cores (near 2x its
# seconds: both cores busy; near 1x: one core idle, a lever for the CI's wall
# time) and the tests its log reports.
row() {
  local wall=$(( $(date +%s) - t0 )); cpu_total
  table+=("$(printf '%-22s %6s s %6s cpu-s %6s tests  %s' "$1" "$wall" "$(( cpu - c0 ))" "$([ -n "${3:-}" ] && count_tests "$3" || echo -)" "$2")")
}
print_table() {
  echo "==== time table (part, seconds, CPU seconds, tests run; the log of each part: build/ci-logs/)"
  printf '%s\n' "${table[@]}"
  local all=$(( $(date +%s) - start )); cpu_total
  echo "==== all tests done in $all s, $(( cpu - cpu_start )) CPU-s"
}
start=$(date +%s)
mark
cpu_start=$c0
configure_build build/release -DCMAKE_BUILD_TYPE=Release
echo "==== release build: $(( $(date +%s) - start )) s"
row "release build" ok
mark
failed=()
if ctest --test-dir build/release --output-on-failure -j "$JOBS" 2>&1 | tee "$logs/release-ctest.log"; then
  row "release ctest" ok "$logs/release-ctest.log"
else
  row "release ctest" FAILED "$logs/release-ctest.log"
  print_table; exit 1
fi
echo "==== release ctest: $(( $(date +%s) - t0 )) s"
for part in scripts/test.d/*.sh; do
  [ -e "$part" ] || continue
  name="$(basename "$part")"
  echo "==== $name"
  mark
  if bash "$part" 2>&1 | tee "$logs/${name%.sh}.log"; then
    echo "==== $name: ok ($(( $(date +%s) - t0 )) s)"
    row "$name" ok "$logs/${name%.sh}.log"
  else
    echo "==== $name: FAILED" >&2; failed+=("$part")
    row "$name" FAILED "$logs/${name%.sh}.log"
  fi
done
print_table
if [ ${#failed[@]} -gt 0 ]; then echo "failed parts: ${failed[*]}" >&2; exit 1; fi
