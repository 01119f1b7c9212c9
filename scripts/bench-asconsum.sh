#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# asconsum next to sha256sum and b3sum (and age, for scale), side by side in one
# run, 1 and 2 threads, as a markdown table: 10,000 files of 4 KiB, 1,000 files
# of 1 MiB and one 256 MiB file, every tool given the same file list (xargs).
# The big file is also hashed by the yardstick asconsum is held to: the C++
# core's Ascon-Hash256 over the same bytes already in memory
# (bench/hash_file_inmem: as a whole process, and its own hash-only CPU time),
# and by Python's hashlib.file_digest over ascon_native's hash object when
# ascon_native imports (PYTHON names the interpreter; default python3).
#   scripts/bench-asconsum.sh [OUT.md]       (the files are deleted afterwards)
# Each tool runs RUNS times (default 5), files in the page cache; the table
# gives the median wall seconds and MB/s (1 MB = 10^6 bytes hashed), the
# minimum and median CPU seconds (user + sys: steadier than wall time on a
# busy machine) and the peak RSS. The machine and its load average are
# printed with the table: on a shared machine the figures are noisy.
# SMALL_FILES, MEDIUM_FILES and BIG_MIB size the sets; BUILD the build folder.
source "$(dirname "$0")/lib/common.sh"
ensure_base
ensure_apt time age b3sum coreutils findutils
OUT="${1:-}"
SMALL_FILES="${SMALL_FILES:-10000}"
MEDIUM_FILES="${MEDIUM_FILES:-1000}"
BIG_MIB="${BIG_MIB:-256}"
RUNS="${RUNS:-5}"
PYTHON="${PYTHON:-python3}"
BUILD="${BUILD:-$ASCON_ROOT/build/release}"
build_targets "$BUILD" "-DCMAKE_BUILD_TYPE=Release" asconsum hash_file_inmem
S="$BUILD/cli/asconsum/asconsum"
CORE="$BUILD/bench/hash_file_inmem"
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
# row SET LABEL TOOL...: RUNS runs of `xargs TOOL` over SET's files (after one
# warm-up run); adds a table row named LABEL.
row() {
  local set="$1" label="$2" bytes; shift 2
  bytes=$(($(xargs -a "$W/$set.list" stat -c %s | paste -sd+)))
  : >"$W/times"
  for i in $(seq 0 "$RUNS"); do
    /usr/bin/time -o "$W/time" -f '%e %M %U %S' xargs -a "$W/$set.list" "$@" >"$W/out" 2>"$W/err" ||
      { cat "$W/err" >&2; echo "bench: '$*' failed" >&2; exit 1; }
    [ "$i" -eq 0 ] || tail -1 "$W/time" >>"$W/times"  # run 0 is the warm-up
  done
  # Sorted columns (portable awk has no sort): wall seconds, CPU seconds, then the peak RSS.
  local walls cpus rss
  walls=$(cut -d' ' -f1 "$W/times" | sort -g | paste -sd' ')
  cpus=$(awk '{ printf "%.2f\n", $3 + $4 }' "$W/times" | sort -g | paste -sd' ')
  rss=$(cut -d' ' -f2 "$W/times" | sort -g | tail -1)
  rows+=$(awk -v s="$set" -v t="$label" -v n="$bytes" -v walls="$walls" -v cpus="$cpus" -v rss="$rss" 'BEGIN {
    k = split(walls, w, " "); split(cpus, c, " "); m = int((k + 1) / 2);
    printf "| %s | %s | %.2f | %.0f | %.2f | %.2f | %.1f |", s, t, w[m], (w[m] > 0 ? n / w[m] / 1e6 : 0), c[1], c[m], rss / 1024 }')$'\n'
}
small="$SMALL_FILES × 4 KiB"; medium="$MEDIUM_FILES × 1 MiB"; big="1 × $BIG_MIB MiB"
load_before=$(cut -d' ' -f1-3 /proc/loadavg)
for set in small medium big; do
  row "$set" "asconsum -j 1" "$S" -j 1
  row "$set" "asconsum -j 2" "$S" -j 2
  row "$set" sha256sum sha256sum
  row "$set" "b3sum --num-threads 1" b3sum --num-threads 1
  row "$set" "b3sum --num-threads 2" b3sum --num-threads 2
done
row big "asconsum -a ascon-xof128" "$S" -a ascon-xof128
# The yardstick: the C++ core over the file already in memory (the whole
# process: reading the file into memory, then one Hash256::hash).
row big "C++ Hash256 in memory (hash_file_inmem FILE 0)" sh -c 'exec "$0" "$1" 0' "$CORE"
have_python=0
if "$PYTHON" -c 'import ascon_native' 2>/dev/null; then
  have_python=1
  row big "hashlib.file_digest(f, ascon_native.ascon_hash256)" "$PYTHON" -c '
import hashlib, sys, ascon_native
for name in sys.argv[1:]:
    with open(name, "rb") as f:
        print(hashlib.file_digest(f, ascon_native.ascon_hash256).hexdigest(), name)'
fi
# For scale: encrypting the big file with age (ChaCha20-Poly1305) to /dev/null.
age-keygen -o "$W/age-id" 2>/dev/null
recipient=$(age-keygen -y "$W/age-id")
row big "age -r RECIPIENT (encrypt)" age -r "$recipient"
rows=$(sed -e "s/^| small |/| $small |/" -e "s/^| medium |/| $medium |/" -e "s/^| big |/| $big |/" <<<"$rows")

# The core's own figure: CPU seconds of the hash alone, the file in memory.
big_file=$(head -1 "$W/big.list")
core_line=$("$CORE" "$big_file" "$RUNS" oneshot | tail -1)

# The digests agree: batched against one file at a time, and the big file
# against the in-memory core (and Python, when it ran).
xargs -a "$W/small.list" "$S" -j 2 >"$W/batched"
head -3 "$W/small.list" | while read -r f; do "$S" "$f"; done >"$W/single"
cmp -s <(head -3 "$W/batched") "$W/single" || { echo "bench: batched digests differ" >&2; exit 1; }
want=$("$CORE" "$big_file" 0 | cut -d' ' -f1)
[ "$("$S" "$big_file" | cut -d' ' -f1)" = "$want" ] || { echo "bench: asconsum and the core differ" >&2; exit 1; }

table="asconsum vs sha256sum and b3sum, $(lscpu | sed -n 's/^Model name: *//p' | head -1), $(nproc) CPUs, $(date -u '+%Y-%m-%d %H:%M UTC'), load average before: $load_before, after: $(cut -d' ' -f1-3 /proc/loadavg); asconsum's $("$S" --version | sed -n 's/^implementation: //p') implementation

| files | tool | wall s (median) | MB/s (wall) | CPU s min | CPU s median | peak RSS (MiB) |
|---|---|---:|---:|---:|---:|---:|
${rows}

(whole processes, $RUNS runs of \`xargs TOOL\` over the file list after one warm-up; $(b3sum --version), $(sha256sum --version | head -1), age $(age --version 2>/dev/null | head -1)$([ "$have_python" = 1 ] && echo ", $("$PYTHON" --version 2>&1)"))

The core alone, hash only, the $BIG_MIB MiB file in memory (bench/hash_file_inmem, CPU seconds of $RUNS runs): $core_line"
echo "$table"
[ -z "$OUT" ] || echo "$table" >"$OUT"
echo "bench-asconsum: $(($(date +%s) - start)) s" >&2
