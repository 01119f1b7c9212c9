#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# Differential test: asconsum and GNU sha256sum run the same scenarios (odd
# file names, --check with mismatches, missing files, bad lines, every
# verification option) and must print the same thing on stdout and stderr and
# exit with the same status, once the tool names and digests are normalised.
# Usage: compare_with_coreutils.sh /path/to/asconsum
set -uo pipefail
asconsum="$(realpath "$1")"
command -v sha256sum >/dev/null || { echo "sha256sum not found" >&2; exit 1; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$work"
failures=0

# Replaces each tool (and checksum file)'s own words and every 64-digit hex digest with fixed tokens.
normalise() { tr '\0' '@' | sed -e 's/sums\.sha/SUMS/g; s/sums\.ascon/SUMS/g' \
                  -e 's/sha256sum/TOOL/g; s/asconsum/TOOL/g; s/ASCON-HASH256/ALG/g; s/SHA256/ALG/g' \
                  -e 's/[0-9a-f]\{64\}/HEX/g'; }

# compare LABEL ARGS...: runs both tools with ARGS in the current folder;
# "@SUMS" in ARGS stands for the tool's own checksum file.
compare() {
  local label="$1"; shift
  local tool out rc
  for tool in sha256sum "$asconsum"; do
    local sums=sums.sha
    [ "$tool" = sha256sum ] || sums=sums.ascon
    local args=("${@//@SUMS/$sums}")
    "$tool" "${args[@]}" >out 2>err
    rc=$?
    out="$( { cat out; echo "--- stderr"; cat err; echo "--- exit $rc"; } | normalise)"
    if [ "$tool" = sha256sum ]; then expected="$out"; fi
  done
  if [ "$out" != "$expected" ]; then
    echo "MISMATCH in '$label':" >&2
    diff <(echo "$expected") <(echo "$out") >&2
    failures=$((failures + 1))
  else
    echo "same: $label"
  fi
}

printf 'plain' > plain
printf 'spaces' > 'with spaces'
printf 'newline' > "$(printf 'new\nline')"
printf 'backslash' > 'back\slash'
printf 'star' > '*star'
printf ' lead' > ' lead'
names=(plain 'with spaces' "$(printf 'new\nline')" 'back\slash' '*star' ' lead')

compare "hash files" "${names[@]}"
compare "binary marker" -b "${names[@]}"
compare "BSD tags" --tag "${names[@]}"
compare "NUL-terminated" -z "${names[@]}"
compare "missing and directory" plain nosuch . 'no such' "$(printf 'a\nb')"
compare "standard input" - </dev/null

sha256sum "${names[@]}" > sums.sha
"$asconsum" "${names[@]}" > sums.ascon
compare "check all good" -c @SUMS
compare "check quiet" -c --quiet @SUMS
sha256sum --tag "${names[@]}" > sums.sha
"$asconsum" --tag "${names[@]}" > sums.ascon
compare "check BSD tags" -c @SUMS

sha256sum "${names[@]}" > sums.sha
"$asconsum" "${names[@]}" > sums.ascon
for s in sums.sha sums.ascon; do
  printf '# a comment\n\nnot a checksum line\n' >> "$s"
  printf '%064d  vanished\n' 0 >> "$s"
done
printf 'changed' > plain
printf 'changed' > "$(printf 'new\nline')"
for opts in "" "--quiet" "--status" "--warn" "--strict" "--ignore-missing" "--warn --strict --quiet"; do
  # shellcheck disable=SC2086
  compare "check with failures $opts" -c $opts @SUMS
done
compare "check list on stdin" -c - < /dev/null
printf 'garbage\n' > sums.sha; cp sums.sha sums.ascon
compare "nothing properly formatted" -c @SUMS
compare "missing checksum file" -c nosuchlist
printf '%064d  vanished\n' 0 > sums.sha; cp sums.sha sums.ascon
compare "ignore-missing verifies nothing" -c --ignore-missing @SUMS

if [ "$failures" -ne 0 ]; then
  echo "$failures scenario(s) differ from sha256sum" >&2
  exit 1
fi
echo "asconsum matches sha256sum in every scenario"
