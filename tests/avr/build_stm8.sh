#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# Builds the C99 edition's known-answer firmware for the STM8 (8-bit, 6 KB of
# RAM) with SDCC, warnings as errors, from the vector files in VECTORS_DIR:
# the small image of kat_image.py (LWC records only). Run it with run_stm8.
# usage: build_stm8.sh OUT_DIR VECTORS_DIR
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$here/../.."
out="$1" vectors="$2"
mkdir -p "$out"
python3 "$here/kat_image.py" --small "$root/tests/vectors.manifest" "$vectors" "$out/kat_image.h"
cc=(sdcc -mstm8 --std-c99 --Werror -DASCON_STATIC -I"$root/include")
c99=()  # one .rel per file of the edition
for f in "$root"/src/c99/*.c; do
  "${cc[@]}" -c "$f" -o "$out/c99_$(basename "$f" .c).rel"
  c99+=("c99_$(basename "$f" .c).rel")
done
"${cc[@]}" -DKAT_SMALL '-DKAT_TARGET="stm8"' -I"$out" -I"$here" -c "$here/kat_avr.c" -o "$out/kat.rel"
(cd "$out" && sdcc -mstm8 kat.rel "${c99[@]}" -o kat.ihx >/dev/null)
