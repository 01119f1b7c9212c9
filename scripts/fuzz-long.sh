#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# Long fuzzing runs: scripts/fuzz-long.sh [SECONDS_PER_TARGET] [TARGET...]
# (default 600 s each, every target). The corpus grows in build/fuzz-corpus/
# and is reused by the next run (and by the short CI run on the same machine).
source "$(dirname "$0")/lib/common.sh"
source "$ASCON_ROOT/scripts/lib/fuzz.sh"
secs="${1:-600}"
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=("${FUZZ_TARGETS[@]}")
fuzz_build
status=0
for t in "${targets[@]}"; do fuzz_run "$t" "$secs" || status=1; done
exit $status
