#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# Checks (--check, the default) or applies (--fix) the project's C/C++ style
# (.clang-format) over the C and C++ sources git tracks. Left alone: the
# reference oracle (reference/: spec-literal on purpose), assembly, and any
# file without the project's SPDX line (third-party-looking code).
#
#   scripts/format.sh [--check | --fix] [FILE...]   (no FILE: every tracked source)
#
# clang-format: $CLANG_FORMAT if set, else a pinned release from PyPI in
# build/format-tools (one pip install, then reused), so every machine formats
# alike. Exit 0 when everything is formatted (or was fixed), 1 when --check
# finds a file to reformat, 2 on usage errors.
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
CLANG_FORMAT_VERSION=21.1.8

mode=--check
case "${1:-}" in
  --check | --fix) mode=$1; shift ;;
  -h | --help) sed -n '3,13p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
  -*) echo "format.sh: error: unknown option $1 (--check or --fix)" >&2; exit 2 ;;
esac

tool="${CLANG_FORMAT:-}"
if [ -z "$tool" ]; then
  tools="$ASCON_ROOT/build/format-tools"
  tool="$tools/bin/clang-format"
  if ! "$tool" --version 2>/dev/null | grep -q "version $CLANG_FORMAT_VERSION"; then
    python3 -m venv "$tools"
    "$tools/bin/pip" install -q "clang-format==$CLANG_FORMAT_VERSION"
  fi
fi

cd "$ASCON_ROOT"
files=()
if [ $# -gt 0 ]; then
  files=("$@")
else
  while IFS= read -r f; do
    case "$f" in reference/*) continue ;; esac
    head -n 3 "$f" | grep -q 'SPDX-License-Identifier: Apache-2.0 OR MIT' || continue
    files+=("$f")
  done < <(git ls-files '*.c' '*.h' '*.cc' '*.cpp' '*.hpp' '*.cu' '*.cuh')
fi
[ ${#files[@]} -gt 0 ] || exit 0

if [ "$mode" = --fix ]; then
  "$tool" --style=file -i "${files[@]}"
  echo "format.sh: formatted ${#files[@]} files"
  exit 0
fi
bad=0
for f in "${files[@]}"; do
  if ! "$tool" --style=file "$f" | cmp -s "$f" -; then
    echo "format.sh: $f is not formatted (scripts/format.sh --fix $f)" >&2
    bad=$((bad + 1))
  fi
done
if [ "$bad" -gt 0 ]; then
  echo "format.sh: $bad of ${#files[@]} files need formatting" >&2
  exit 1
fi
echo "format.sh: all ${#files[@]} files formatted"
