#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# ci-lane: side (moved there to balance the lanes: the main lane ran 8 minutes alone after the side lane ended)
# A short libFuzzer run of every target (clang, ASan + UBSan): differential
# checks of every algorithm family and the vector-file parser. Seconds per
# target from FUZZ_SECONDS (default 15). Long runs: scripts/fuzz-long.sh.
# A libFuzzer run uses one core, so $JOBS targets run side by side: each still
# gets its full FUZZ_SECONDS, the part takes 1/JOBS of the wall time.
source "$(dirname "$0")/../lib/common.sh"
source "$ASCON_ROOT/scripts/lib/fuzz.sh"
t0=$(date +%s)
fuzz_build
echo "fuzz: built ($(( $(date +%s) - t0 )) s)"
failed="$FUZZ_CORPUS/failed-targets"
rm -f "$failed"
for t in "${FUZZ_TARGETS[@]}"; do
  while [ "$(jobs -rp | wc -l)" -ge "$JOBS" ]; do wait -n || true; done
  # Each target has its own corpus, log and artifact prefix (scripts/lib/fuzz.sh).
  { fuzz_run "$t" "${FUZZ_SECONDS:-15}" || echo "$t" >>"$failed"; } &
done
wait
if [ -s "$failed" ]; then echo "fuzz: findings in: $(tr '\n' ' ' <"$failed")" >&2; exit 1; fi
echo "fuzz: ${#FUZZ_TARGETS[@]} targets clean ($(( $(date +%s) - t0 )) s)"
