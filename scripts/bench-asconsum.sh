#!/usr/bin/env bash
# Times asconsum against sha256sum and b2sum on the same 1 GiB file (best of
# 3 runs each, file in the page cache), prints seconds and MB/s, and deletes
# the file. Usage: scripts/bench-asconsum.sh [SIZE_MIB]   (default 1024)
source "$(dirname "$0")/lib/common.sh"
ensure_base
ensure_apt time
configure_build "$ASCON_ROOT/build/release" -DCMAKE_BUILD_TYPE=Release >/dev/null
asconsum="$ASCON_ROOT/build/release/cli/asconsum/asconsum"
mib="${1:-1024}"
file="$(mktemp /tmp/asconsum-bench-XXXXXX)"
trap 'rm -f "$file"' EXIT
head -c "$((mib * 1024 * 1024))" /dev/urandom > "$file"
cat "$file" > /dev/null  # warm the page cache so every tool reads from memory
bytes=$(stat -c %s "$file")

# best_of_3 CMD...: the smallest elapsed time of three runs, in seconds.
best_of_3() {
  local best="" t
  for _ in 1 2 3; do
    t=$( { /usr/bin/time -f '%e' "$@" "$file" >/dev/null; } 2>&1 | tail -1)
    if [ -z "$best" ] || awk "BEGIN{exit !($t < $best)}"; then best=$t; fi
  done
  echo "$best"
}

echo "file: $mib MiB ($bytes bytes); $(nproc) CPUs; $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2-)"
printf '%-34s %8s %10s\n' tool seconds MB/s
for tool in "$asconsum" "$asconsum -a xof128" "$asconsum -a ascon-hasha" sha256sum b2sum; do
  # shellcheck disable=SC2086
  s=$(best_of_3 $tool)
  printf '%-34s %8s %10s\n' "$(basename "${tool%% *}")${tool#"${tool%% *}"}" "$s" \
    "$(awk "BEGIN{ if ($s > 0) printf \"%.0f\", $bytes / $s / 1e6; else print \"-\" }")"
done
