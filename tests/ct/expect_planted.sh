#!/bin/sh
# SPDX-License-Identifier: Apache-2.0 OR MIT
# Runs a planted-leak build of a constant-time check and passes only if the
# checker reported a secret-dependent branch AND every report points at the
# planted function: a report anywhere else is a real
# leak, and "some Conditional jump somewhere" is not proof that the planted
# one was seen.
# usage: expect_planted.sh FUNCTION COMMAND...   (valgrind ... prog, or an MSan build)
set -u
fn=$1
shift
log=$(mktemp)
trap 'rm -f "$log"' EXIT
"$@" >"$log" 2>&1
rc=$?
# The first stack frame after each report header: valgrind "at 0x...: fn (file:line)",
# MemorySanitizer "#0 0x... in fn file:line".
frames=$(awk '
  /Conditional jump or move depends on uninitialised value|Use of uninitialised value|Syscall param .* uninitialised|use-of-uninitialized-value/ { want = 1; next }
  want && /(at 0x|#0 0x)/ { print; want = 0 }
' "$log")
if [ "$rc" -eq 0 ] || [ -z "$frames" ]; then
  cat "$log"
  echo "expect_planted: error: the planted leak in $fn was NOT reported (exit $rc)" >&2
  exit 1
fi
if echo "$frames" | grep -v "$fn" >/dev/null; then
  cat "$log"
  echo "expect_planted: error: a report points outside the planted $fn (a real leak?):" >&2
  echo "$frames" | grep -v "$fn" >&2
  exit 1
fi
echo "expect_planted: $(echo "$frames" | wc -l) report(s), each at the planted $fn:"
echo "$frames" | sort | uniq -c | sed -n '1,5p'
