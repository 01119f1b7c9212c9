#!/bin/sh
# ct_expect.sh clean|O2|planted VALGRIND PROGRAM: runs PROGRAM under valgrind
# memcheck. A clean build must exit 0 with no report. A planted build must be
# reported, and the first report's stack must name planted_hex_value, so a
# leak found elsewhere cannot pass for the planted one.
mode="$1"; valgrind="$2"; prog="$3"
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
"$valgrind" --error-exitcode=1 --track-origins=yes --errors-for-leak-kinds=none "$prog" >"$log" 2>&1
rc=$?
cat "$log"
if [ "$mode" != planted ]; then exit "$rc"; fi
[ "$rc" -ne 0 ] || { echo "ct_expect: the planted leak was not reported" >&2; exit 1; }
first="$(grep -A4 -m1 'depends on uninitialised value' "$log")"
printf '%s\n' "$first" | grep -q 'planted_hex_value' \
  || { echo "ct_expect: the first report is not the planted leak" >&2; exit 1; }
echo "ct_expect: the planted leak was reported where it was planted"
