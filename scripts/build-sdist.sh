#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# The sdist of ascon-native, from the files git tracks only: scikit-build-core
# builds an sdist from the working tree, where an untracked file with a
# build input's name (include/ascon/detail/dev_key.h) or a symlink to a file
# outside (-> /etc/passwd, ~/.ssh/...) would be released with it. The tracked
# files as they are now (uncommitted edits included, untracked files never)
# are exported into a fresh folder, the sdist built there and checked by
# tests/release/check_sdist.py against `git ls-files`.
#   scripts/build-sdist.sh PYTHON OUTDIR   # PYTHON has scikit-build-core; prints the sdist's path
source "$(dirname "$0")/lib/common.sh"
[ $# -eq 2 ] || { echo "usage: scripts/build-sdist.sh PYTHON OUTDIR" >&2; exit 2; }
py="$1"
case "$py" in */*) py="$(cd "$(dirname "$py")" && pwd)/$(basename "$py")" ;; esac
mkdir -p "$2"
out="$(cd "$2" && pwd)"
cd "$ASCON_ROOT"
git rev-parse --git-dir >/dev/null 2>&1 || { echo "build-sdist: error: $ASCON_ROOT is not a git checkout" >&2; exit 1; }
# A commit of the tracked files' current content, made without touching the
# tree, the index or the stash list; nothing when the tree is clean.
rev="$(git stash create)"
stage="$(mktemp -d)"
trap 'rm -rf "$stage"' EXIT
git archive --format=tar "${rev:-HEAD}" | tar -x -C "$stage"
rm -f "$out"/ascon_native-*.tar.gz
(cd "$stage" && "$py" -c 'import sys; from scikit_build_core.build import build_sdist; build_sdist(sys.argv[1])' "$out" >/dev/null)
sdist="$(ls "$out"/ascon_native-*.tar.gz)"
"$py" tests/release/check_sdist.py --tracked-in "$ASCON_ROOT" "$sdist" >&2
echo "$sdist"
