#!/usr/bin/env bash
# Speed of `ascon encrypt` / `ascon decrypt` on a 1 GiB file (MB/s, 1 MB = 10^6 bytes),
# next to hashing the same file with asconsum (if built) or sha256sum.
#   scripts/bench-fileformat.sh [SIZE_MIB]      (default 1024; the files are deleted afterwards)
# Each figure is the best of 3 runs with the input in the page cache. "to file" includes
# the fsync and rename of the output; "to /dev/null" is the pure crypto + read cost.
source "$(dirname "$0")/lib/common.sh"
cd "$ASCON_ROOT"
MIB="${1:-1024}"
[ -x build/release/cli/ascon/ascon ] || configure_build build/release -DCMAKE_BUILD_TYPE=Release
A="$ASCON_ROOT/build/release/cli/ascon/ascon"
SUM="$ASCON_ROOT/build/release/cli/asconsum/asconsum"
W="$(mktemp -d "${TMPDIR:-/tmp}/bench-fileformat.XXXXXX")"
trap 'rm -rf "$W"' EXIT
bytes=$((MIB * 1024 * 1024))

"$A" keygen -o "$W/key"
head -c "$bytes" /dev/urandom >"$W/plain"
cat "$W/plain" >/dev/null

# best_of LABEL CMD...: runs CMD 3 times; prints the best wall-clock MB/s over $bytes and,
# for that run, MB per CPU-second (user + sys): the steadier figure on a shared machine.
best_of() {
  local label="$1"; shift
  local best="999999 0 0" r
  for _ in 1 2 3; do
    r=$( { TIMEFORMAT='%R %U %S'; time "$@" >/dev/null 2>&1; } 2>&1 ) || { echo "bench: '$*' failed" >&2; exit 1; }
    best=$(awk -v r="$r" -v b="$best" 'BEGIN { split(r, x, " "); split(b, y, " "); print (x[1] < y[1] ? r : b) }')
  done
  awk -v l="$label" -v n="$bytes" -v r="$best" 'BEGIN { split(r, x, " ");
    printf "%-32s %8.1f MB/s wall (%.2f s)  %8.1f MB/s per CPU-second\n", l, n / x[1] / 1e6, x[1], n / (x[2] + x[3]) / 1e6 }'
}
enc_file() { rm -f "$W/enc"; "$A" encrypt -q -k "$W/key" -o "$W/enc" "$W/plain"; }
dec_file() { rm -f "$W/dec"; "$A" decrypt -q -k "$W/key" -o "$W/dec" "$W/enc"; }
enc_null() { "$A" encrypt -q -k "$W/key" "$W/plain" >/dev/null; }
dec_null() { "$A" decrypt -q -k "$W/key" "$W/enc" >/dev/null; }

echo "ascon file encryption, $MIB MiB, $(uname -m), $(nproc) cores, $(date -u +%Y-%m-%d)"
best_of "ascon encrypt (to file)" enc_file
best_of "ascon decrypt (to file)" dec_file
best_of "ascon encrypt (to /dev/null)" enc_null
best_of "ascon decrypt (to /dev/null)" dec_null
cmp -s "$W/plain" "$W/dec" || { echo "bench: round trip mismatch" >&2; exit 1; }
sum_ascon() { "$SUM" "$W/plain" >/dev/null; }
sum_sha256() { sha256sum "$W/plain" >/dev/null; }
if [ -x "$SUM" ]; then best_of "asconsum (Ascon-Hash256)" sum_ascon; fi
best_of "sha256sum (for scale)" sum_sha256
