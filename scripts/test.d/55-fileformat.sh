#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# `ascon encrypt/decrypt` beyond ctest (which already ran the format and CLI tests):
# a 128 MiB stream through pipes (sealed on 1 thread, opened on 2), peak memory of a
# 64 MiB decryption with -j 1 and -j 2 (bounded: a few MiB per thread),
# and a 64 MiB file round trip with the default chunk size. About 5 s on 2 cores
# after the release build; from a clean clone it builds the `ascon` binary first.
source "$(dirname "$0")/../lib/common.sh"
t0=$(date +%s)
ensure_base
build_targets "$ASCON_ROOT/build/release" "-DCMAKE_BUILD_TYPE=Release" ascon_cli
A="$ASCON_ROOT/build/release/cli/ascon/ascon"
W="$(mktemp -d)"
trap 'rm -rf "$W"' EXIT
"$A" keygen -o "$W/key"

# A 128 MiB stream through pipes, never touching the disk.
want=$(head -c $((128 << 20)) /dev/zero | sha256sum)
got=$(head -c $((128 << 20)) /dev/zero | "$A" encrypt -q -j 1 -k "$W/key" | "$A" decrypt -q -j 2 -k "$W/key" | sha256sum)
[ "$got" = "$want" ] || { echo "55-fileformat: 128 MiB pipe round trip mismatch" >&2; exit 1; }
# Bounded memory: the peak resident size of decrypting 64 MiB stays at two
# chunk groups (16 chunks per thread). The kernel's own peak for the finished
# child (getrusage ru_maxrss, KiB): polling /proc while it ran missed a
# process that ended before the first poll on a loaded machine (0 KiB).
head -c $((64 << 20)) /dev/urandom >"$W/p"
"$A" encrypt -q -k "$W/key" -o "$W/e" "$W/p"
for j in 1 2; do
  rss=$(python3 -c 'import resource, subprocess, sys
subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, check=True)
print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)' "$A" decrypt -q -j "$j" -k "$W/key" "$W/e")
  echo "55-fileformat: peak RSS of decrypting 64 MiB with -j $j: ${rss} KiB"
  [ "${rss:-0}" -gt 0 ] && [ "$rss" -lt 16384 ] || { echo "55-fileformat: decryption (-j $j) used ${rss} KiB: not bounded memory" >&2; exit 1; }
done
"$A" decrypt -q -k "$W/key" -o "$W/d" "$W/e"
cmp "$W/p" "$W/d" || { echo "55-fileformat: 64 MiB file round trip mismatch" >&2; exit 1; }
echo "55-fileformat: ok ($(( $(date +%s) - t0 )) s)"
