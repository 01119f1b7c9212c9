#!/usr/bin/env bash
# A short libFuzzer run of every target (clang, ASan + UBSan): differential
# checks of every algorithm family and the vector-file parser. Seconds per
# target from FUZZ_SECONDS (default 15). Long runs: scripts/fuzz-long.sh.
source "$(dirname "$0")/../lib/common.sh"
source "$ASCON_ROOT/scripts/lib/fuzz.sh"
fuzz_build
status=0
for t in "${FUZZ_TARGETS[@]}"; do fuzz_run "$t" "${FUZZ_SECONDS:-15}" || status=1; done
exit $status
