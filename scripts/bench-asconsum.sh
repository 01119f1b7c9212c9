#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# asconsum next to sha256sum and b3sum (and age, for scale), side by side in one
# run, 1 and 2 threads, as a markdown table: 10,000 files of 4 KiB, 1,000 files
# of 1 MiB and one 1 GiB file, every tool given the same file list (xargs).
#   scripts/bench-asconsum.sh [OUT.md]       (the files are deleted afterwards)
# Each figure is the best of 3 runs, files in the page cache: wall seconds, MB/s, CPU seconds (user + sys: steadier than
# wall time on a busy machine)
# (1 MB = 10^6 bytes hashed), peak RSS. The machine and its load average are
# printed with the table: on a shared machine the figures are noisy.
# SMALL_FILES, MEDIUM_FILES and BIG_MIB shrink the sets for a quick look.
source "$(dirname "$0")/lib/common.sh"
ensure_base
ensure_apt time age b3sum coreutils findutils
OUT="${1:-}"
SMALL_FILES="${SMALL_FILES:-10000}"
MEDIUM_FILES="${MEDIUM_FILES:-1000}"
BIG_MIB="${BIG_MIB:-1024}"
build_targets "$ASCON_ROOT/build/release" "-DCMAKE_BUILD_TYPE=Release" asconsum
S="$ASCON_ROOT/build/release/cli/asconsum/asconsum"
W="$(mktemp -d "${TMPDIR:-/tmp}/bench-asconsum.XXXXXX")"
trap 'rm -rf "$W"' EXIT
start=$(date +%s)

# make_set NAME COUNT BYTES: COUNT random files of BYTES each; W/NAME.list lists them.
make_set() {
  mkdir -p "$W/$1"
  head -c "$(($2 * $3))" /dev/urandom | split -a 5 -d -b "$3" - "$W/$1/f"
  find "$W/$1" -type f | sort >"$W/$1.list"
  xargs -a "$W/$1.list" cat >/dev/null  # into the page cache
}
make_set small "$SMALL_FILES" 4096
make_set medium "$MEDIUM_FILES" 1048576
make_set big 1 $((BIG_MIB * 1048576))

rows=""
# row SET TOOL...: best of 3 runs of `xargs TOOL` over SET's files; adds a table row.
row() {
  local set="$1" best="" r bytes; shift
  bytes=$(($(xargs -a "$W/$set.list" stat -c %s | paste -sd+)))
  for _ in 1 2 3; do
    /usr/bin/time -o "$W/time" -f '%e %M %U %S' xargs -a "$W/$set.list" "$@" >"$W/out" 2>"$W/err" ||
      { cat "$W/err" >&2; echo "bench: '$*' failed" >&2; exit 1; }
    r=$(tail -1 "$W/time")
    if [ -z "$best" ] || awk -v a="${r%% *}" -v b="${best%% *}" 'BEGIN { exit !(a < b) }'; then best=$r; fi
  done
  rows+=$(awk -v s="$set" -v t="$*" -v n="$bytes" -v r="$best" -v S="$S" 'BEGIN { split(r, x, " ");
    sub(S, "asconsum", t);
    printf "| %s | %s | %.2f | %.0f | %.2f | %.1f |", s, t, x[1], (x[1] > 0 ? n / x[1] / 1e6 : 0), x[3] + x[4], x[2] / 1024 }')$'\n'
}
small="$SMALL_FILES × 4 KiB"; medium="$MEDIUM_FILES × 1 MiB"; big="1 × $BIG_MIB MiB"
load_before=$(cut -d' ' -f1-3 /proc/loadavg)
for set in small medium big; do
  row "$set" "$S" -j 1
  row "$set" "$S" -j 2
  row "$set" sha256sum
  row "$set" b3sum --num-threads 1
  row "$set" b3sum --num-threads 2
done
row big "$S" -j 1 -a ascon-xof128
# For scale: encrypting the big file with age (ChaCha20-Poly1305) to /dev/null.
age-keygen -o "$W/age-id" 2>/dev/null
recipient=$(age-keygen -y "$W/age-id")
row big age -r "$recipient"
rows=$(sed -e "s/^| small |/| $small |/" -e "s/^| medium |/| $medium |/" -e "s/^| big |/| $big |/" \
           -e "s/age -r [^ |]*/age -r RECIPIENT (encrypt)/" <<<"$rows")

# The digests agree with one file at a time (a quick sanity check of the batching).
xargs -a "$W/small.list" "$S" -j 2 >"$W/batched"
head -3 "$W/small.list" | while read -r f; do "$S" "$f"; done >"$W/single"
cmp -s <(head -3 "$W/batched") "$W/single" || { echo "bench: batched digests differ" >&2; exit 1; }

table="asconsum vs sha256sum and b3sum, $(lscpu | sed -n 's/^Model name: *//p' | head -1), $(nproc) CPUs, $(date -u '+%Y-%m-%d %H:%M UTC'), load average before: $load_before, after: $(cut -d' ' -f1-3 /proc/loadavg)

| files | tool | seconds | MB/s | CPU s (user+sys) | peak RSS (MiB) |
|---|---|---:|---:|---:|---:|
${rows}

(best of 3 runs of \`xargs TOOL\` over the file list; $(b3sum --version), $(sha256sum --version | head -1), age $(age --version 2>/dev/null | head -1))"
echo "$table"
[ -z "$OUT" ] || echo "$table" >"$OUT"
echo "bench-asconsum: $(($(date +%s) - start)) s" >&2
