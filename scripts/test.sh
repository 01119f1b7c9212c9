#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# Builds and runs every test; installs whatever a fresh Debian machine lacks.
# Extra suites (sanitizers, C library, Python, CLI, fuzzing, emulation...) are
# the numbered parts in scripts/test.d/; any failure fails all.
#
# Two lanes, side by side, after the release build and its ctest: most parts
# compile on both cores (sanitizers, cross, Windows...) and run in the main
# lane; the parts marked "# ci-lane: side" (tests in one Python or JVM
# process, SMT proofs, emulated traces: one core each, most of their time)
# run in order in the side lane, on the core the main lane leaves idle. Each
# lane runs its parts in file-name order (the Python parts build on 40's
# wheel). Every Debian package the parts name is installed up front, in the
# background, while the release build compiles. ASCON_CI_LANES=1 runs every
# part in one lane, in file-name order.
#
# The main lane's output is shown as it comes; a side-lane part's whole
# output is shown when it ends; each part's log is in build/ci-logs/. The log
# ends with a time table: one line per part, its seconds, its CPU seconds
# (near 2x its seconds: both cores busy) and the tests it ran (read from its
# output: ctest's "out of N", pytest's "N passed", the embedded runs' "N vector
# file runs passed", fuzzing's "N targets clean"; "-" where a part prints
# none), so a part that grew shows up at once.
source "$(dirname "$0")/lib/common.sh"
cd "$ASCON_ROOT"
if [ ! -d "$ASCON_VECTORS_DIR/sp800-232" ]; then
  echo "test.sh: error: known-answer vectors not found at $ASCON_VECTORS_DIR (set ASCON_VECTORS_DIR)" >&2
  exit 1
fi
ensure_base
# ccache (depend mode, its cache in build/ccache) for the release tree and the
# builds its ctest starts: packaging.readme builds README's install lines, the
# library and the tools once more, with the release tree's own compiler
# commands (all 66 the same), so its 47 C++ compiles are cache hits instead
# of second compiles (109 -> 6 CPU-s; docs/measurements.md, h-ci). The parts'
# builds have flags of their own and do not use it. Where ccache cannot be
# installed, the same builds run without it.
ensure_apt ccache || true
cxx_launcher=""
if command -v ccache >/dev/null; then
  export CCACHE_DIR="$ASCON_ROOT/build/ccache" CCACHE_DEPEND=true CCACHE_MAXSIZE=1G
  cxx_launcher=ccache
fi
logs="$ASCON_ROOT/build/ci-logs"
rm -rf "$logs"
mkdir -p "$logs"

# Every package up front (ensure_apt takes a lock, so a part that needs one
# waits for this install instead of racing it). A failure here is not fatal:
# each part installs what it still lacks, and fails with apt's message.
# It runs detached (not a child of this shell, whose `times` would count its
# CPU in whichever part was running when it ended); its status lands in a file.
mapfile -t apt_all < <(apt_packages_of scripts/test.d/*.sh scripts/lib/*.sh)
( ( ensure_apt "${apt_all[@]}"; echo $? >"$logs/.apt-status" ) >"$logs/apt-prefetch.log" 2>&1 & )

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
# cpu_total: CPU seconds (user + system) of every finished child of this
# shell so far, from its own `times` (a lane is a shell of its own).
cpu_total() {
  local f="$logs/.times.$BASHPID"
  times >"$f"
  cpu=$(awk 'NR == 2 { t = 0; for (i = 1; i <= 2; i++) { split($i, a, "m"); t += a[1] * 60 + a[2] } printf "%.2f", t }' "$f")
}
# mark: a part starts (its wall clock and the CPU seconds so far).
mark() { t0=$(date +%s); cpu_total; c0=$cpu; }
# row NAME STATUS [LOG]: the time-table line of the part begun at the last
# mark, appended to build/ci-logs/.rows (one line per write: lanes append
# side by side); the table is printed in part order.
row() {
  local wall=$(( $(date +%s) - t0 )); cpu_total
  printf '%-22s %6s s %6s cpu-s %6s tests  %s\n' "$1" "$wall" "$(awk -v a="$cpu" -v b="$c0" 'BEGIN { printf "%.0f", a - b }')" \
    "$([ -n "${3:-}" ] && count_tests "$3" || echo -)" "$2" >>"$logs/.rows"
}
print_table() {
  local all=$(( $(date +%s) - start )); cpu_total
  echo "==== time table (part, seconds, CPU seconds, tests run; the log of each part: build/ci-logs/)"
  sort -s -k1,1 "$logs/.rows" | awk '$1 == "release" { print; next } { rest = rest $0 "\n" } END { printf "%s", rest }'
  echo "==== all tests done in $all s, $(printf '%.0f' "$cpu") CPU-s (lanes: ${ASCON_CI_LANES:-2}; with 2 the lanes overlap, so the parts' seconds add up to more)"
}

# run_part PART [quiet]: runs one numbered part, logs it, adds its row;
# quiet (the side lane) shows its output when it ends instead of as it comes.
run_part() {
  local part="$1" name log
  name="$(basename "$part")"; log="$logs/${name%.sh}.log"
  mark
  if [ "${2:-}" = quiet ]; then
    echo "==== $name (side lane)"
    bash "$part" >"$log" 2>&1 && ok=1 || ok=0
    { echo "==== $name (side lane) output:"; cat "$log"; } 
  else
    echo "==== $name"
    bash "$part" 2>&1 | tee "$log" && ok=1 || ok=0
  fi
  if [ $ok = 1 ]; then
    echo "==== $name: ok ($(( $(date +%s) - t0 )) s)"
    row "$name" ok "$log"
  else
    echo "==== $name: FAILED" >&2
    row "$name" FAILED "$log"
    echo "$name" >>"$logs/.failed"
  fi
}
# lane KIND [quiet]: every part of that lane (main: not marked; side: marked),
# in file-name order; with one lane, every part.
lane() {
  local part
  for part in scripts/test.d/*.sh; do
    [ -e "$part" ] || continue
    if [ "${ASCON_CI_LANES:-2}" != 1 ]; then
      if grep -q '^# ci-lane: side' "$part"; then [ "$1" = side ] || continue; else [ "$1" = main ] || continue; fi
    fi
    run_part "$part" "${2:-}"
  done
}

start=$(date +%s)
mark
configure_build build/release -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_COMPILER_LAUNCHER="$cxx_launcher"
echo "==== release build: $(( $(date +%s) - start )) s"
row "release build" ok
mark
# The constant-time and memcheck tests (labels ct, memcheck: valgrind, 42
# CPU-s) are left to 60-ct, which installs valgrind first and runs them in the
# same tree; run here too, they ran twice.
if env ${cxx_launcher:+CMAKE_CXX_COMPILER_LAUNCHER=$cxx_launcher} \
     ctest --test-dir build/release --output-on-failure -j "$JOBS" -LE '^(ct|memcheck)$' 2>&1 | tee "$logs/release-ctest.log"; then
  row "release ctest" ok "$logs/release-ctest.log"
else
  row "release ctest" FAILED "$logs/release-ctest.log"
  print_table; exit 1
fi
echo "==== release ctest: $(( $(date +%s) - t0 )) s"

# Each lane is a shell of its own, so each part's CPU seconds are its own
# (a lane reaped by this shell would add all its parts to one part's row).
if [ "${ASCON_CI_LANES:-2}" = 1 ]; then
  ( lane all )
else
  ( lane side quiet ) &
  side=$!
  ( lane main ) || true
  wait "$side" || true
fi
if [ "$(cat "$logs/.apt-status" 2>/dev/null)" != 0 ]; then
  echo "test.sh: the up-front install failed or did not finish (build/ci-logs/apt-prefetch.log); each part installed what it lacked" >&2
fi
print_table
if [ -s "$logs/.failed" ]; then echo "failed parts: $(tr '\n' ' ' <"$logs/.failed")" >&2; exit 1; fi
