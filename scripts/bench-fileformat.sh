#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# `ascon encrypt` / `ascon decrypt` next to `age` (Debian's age, ChaCha20-Poly1305)
# on one file, side by side in one run, 1 and 2 threads (-j), as a markdown table.
#   scripts/bench-fileformat.sh [SIZE_MIB] [OUT.md]   (default 1024 MiB; the files are deleted afterwards)
# Each figure is the best of 3 runs, input in the page cache: wall seconds, MB/s, CPU seconds (user + sys: steadier than
# wall time on a busy machine)
# (1 MB = 10^6 bytes of plaintext), peak RSS. "file" includes the fsync and link of
# the output; "/dev/null" is the crypto plus the read. sha256sum and b3sum hash the
# same file for scale. The machine and its load average are printed with the table:
# on a shared machine the figures are noisy.
source "$(dirname "$0")/lib/common.sh"
ensure_base
ensure_apt time age b3sum coreutils
cd "$ASCON_ROOT"
MIB="${1:-1024}"
OUT="${2:-}"
build_targets build/release "-DCMAKE_BUILD_TYPE=Release" ascon_cli
A="$ASCON_ROOT/build/release/cli/ascon/ascon"
W="$(mktemp -d "${TMPDIR:-/tmp}/bench-fileformat.XXXXXX")"
trap 'rm -rf "$W"' EXIT
bytes=$((MIB * 1024 * 1024))
start=$(date +%s)

"$A" keygen -o "$W/key"
age-keygen -o "$W/age-id" 2>/dev/null
recipient=$(age-keygen -y "$W/age-id")
head -c "$bytes" /dev/urandom >"$W/plain"
cat "$W/plain" >/dev/null

rows=""
# row JOB TOOL CMD...: best of 3 runs of CMD (a command or an exported function
# below, run by bash under /usr/bin/time); adds a table row.
row() {
  local job="$1" tool="$2"; shift 2
  local best="" r
  for _ in 1 2 3; do
    /usr/bin/time -o "$W/time" -f '%e %M %U %S' bash -c "$*" >/dev/null 2>"$W/err" ||
      { cat "$W/err" >&2; echo "bench: '$*' failed" >&2; exit 1; }
    r=$(tail -1 "$W/time")
    if [ -z "$best" ] || awk -v a="${r%% *}" -v b="${best%% *}" 'BEGIN { exit !(a < b) }'; then best=$r; fi
  done
  rows+=$(awk -v j="$job" -v t="$tool" -v n="$bytes" -v r="$best" 'BEGIN { split(r, x, " ");
    printf "| %s | %s | %.2f | %.0f | %.2f | %.1f |", j, t, x[1], (x[1] > 0 ? n / x[1] / 1e6 : 0), x[3] + x[4], x[2] / 1024 }')$'\n'
}
# The jobs: $1 is the thread count for ascon.
enc_null() { "$A" encrypt -q -j "$1" -k "$W/key" "$W/plain" >/dev/null; }
dec_null() { "$A" decrypt -q -j "$1" -k "$W/key" "$W/enc" >/dev/null; }
enc_file() { rm -f "$W/enc"; "$A" encrypt -q -j "$1" -k "$W/key" -o "$W/enc" "$W/plain"; }
dec_file() { rm -f "$W/dec"; "$A" decrypt -q -j "$1" -k "$W/key" -o "$W/dec" "$W/enc"; }
age_enc_null() { age -r "$recipient" "$W/plain" >/dev/null; }
age_dec_null() { age -d -i "$W/age-id" "$W/enc.age" >/dev/null; }
age_enc_file() { rm -f "$W/enc.age"; age -r "$recipient" -o "$W/enc.age" "$W/plain" && sync "$W/enc.age"; }
age_dec_file() { rm -f "$W/dec.age"; age -d -i "$W/age-id" -o "$W/dec.age" "$W/enc.age" && sync "$W/dec.age"; }

export A W recipient
export -f enc_null dec_null enc_file dec_file age_enc_null age_dec_null age_enc_file age_dec_file
load_before=$(cut -d' ' -f1-3 /proc/loadavg)
for j in 1 2; do row "encrypt → file" "ascon -j $j" enc_file "$j"; done
row "encrypt → file" "age (+ sync)" age_enc_file
for j in 1 2; do row "decrypt → file" "ascon -j $j" dec_file "$j"; done
row "decrypt → file" "age (+ sync)" age_dec_file
cmp -s "$W/plain" "$W/dec" && cmp -s "$W/plain" "$W/dec.age" || { echo "bench: round trip mismatch" >&2; exit 1; }
for j in 1 2; do row "encrypt → /dev/null" "ascon -j $j" enc_null "$j"; done
row "encrypt → /dev/null" "age" age_enc_null
for j in 1 2; do row "decrypt → /dev/null" "ascon -j $j" dec_null "$j"; done
row "decrypt → /dev/null" "age" age_dec_null
row "hash (for scale)" "sha256sum" sha256sum "$W/plain"
row "hash (for scale)" "b3sum --num-threads 1" b3sum --num-threads 1 "$W/plain"
row "hash (for scale)" "b3sum --num-threads 2" b3sum --num-threads 2 "$W/plain"

table="ascon file encryption vs age, $MIB MiB, $(lscpu | sed -n 's/^Model name: *//p' | head -1), $(nproc) CPUs, $(date -u '+%Y-%m-%d %H:%M UTC'), load average before: $load_before, after: $(cut -d' ' -f1-3 /proc/loadavg)

| job | tool | seconds | MB/s | CPU s (user+sys) | peak RSS (MiB) |
|---|---|---:|---:|---:|---:|
${rows}
(best of 3; $(age --version 2>/dev/null | head -1 | sed 's/^/age /'), $(b3sum --version), $(sha256sum --version | head -1))"
echo "$table"
[ -z "$OUT" ] || echo "$table" >"$OUT"
echo "bench-fileformat: $(($(date +%s) - start)) s" >&2
