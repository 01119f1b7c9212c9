#!/bin/sh
# SPDX-License-Identifier: Apache-2.0 OR MIT
# Every ELF file given must be linked -z now (DT_BIND_NOW, or NOW in DT_FLAGS
# or DT_FLAGS_1): with lazy binding the dynamic linker's resolver runs inside
# the first call of each imported function and saves every register (key and
# state words included) on the stack, below what a stack scrub reaches.
# usage: check_bind_now.sh READELF FILE...
set -eu
readelf_tool=$1
shift
status=0
for f in "$@"; do
  dyn=$("$readelf_tool" -d "$f")
  if printf '%s\n' "$dyn" | grep -Eq '\(BIND_NOW\)|\(FLAGS\) +.*BIND_NOW|\(FLAGS_1\) +.*\bNOW\b'; then
    echo "check_bind_now: $f: bound at load time"
  else
    echo "check_bind_now: error: $f is not linked -z now (no BIND_NOW, no NOW flag)" >&2
    status=1
  fi
done
exit $status
