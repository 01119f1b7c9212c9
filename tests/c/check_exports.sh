#!/bin/sh
# SPDX-License-Identifier: Apache-2.0 OR MIT
# Compares what libascon.so exports with src/capi/exported_symbols.txt, and
# that list with the ASCON_API declarations of include/ascon.h.
# usage: check_exports.sh NM LIBRARY LIST HEADER
set -eu
nm_tool=$1 lib=$2 list=$3 header=$4
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# Every defined dynamic symbol except the ones the linker itself adds.
"$nm_tool" -D --defined-only "$lib" | awk '{print $NF}' \
  | grep -Ev '^(_init|_fini|_edata|_end|__bss_start)$' | LC_ALL=C sort > "$tmp/exported"
grep -v '^#' "$list" | LC_ALL=C sort > "$tmp/expected"
# Function names declared with ASCON_API (declarations may span lines), in
# the header and the per-topic headers it includes (include/ascon/c/).
dir=$(dirname "$header")
topics=$(sed -n 's|^#include "\(ascon/c/[a-z0-9_]*\.h\)".*|\1|p' "$header")
(cat "$header"; for t in $topics; do cat "$dir/$t"; done) | tr '\n' ' ' | grep -o 'ASCON_API[^;]*;' | grep -o 'ascon_[a-z0-9_]* *(' | tr -d ' (' \
  | LC_ALL=C sort -u > "$tmp/declared"
status=0
if ! diff -u "$tmp/expected" "$tmp/exported"; then
  echo "check_exports: error: $lib exports differ from $list (lines with + are exported but not listed)" >&2
  status=1
fi
if ! diff -u "$tmp/expected" "$tmp/declared"; then
  echo "check_exports: error: $list differs from the ASCON_API functions of $header" >&2
  status=1
fi
[ "$status" -eq 0 ] && echo "check_exports: $(wc -l < "$tmp/exported") exported symbols match $list"
exit $status
