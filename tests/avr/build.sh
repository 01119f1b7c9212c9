#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# Builds what the AVR checks run: simrun (the simavr host, tests/avr/simrun.c)
# and the C99 edition's known-answer firmware for an ATmega, from the vector
# files in VECTORS_DIR. Flags: avr-gcc 5.4, C99, -pedantic, warnings as errors.
# usage: build.sh OUT_DIR VECTORS_DIR [MCU] [extra avr-gcc flags...]
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$here/../.."
out="$1" vectors="$2" mcu="${3:-atmega1284p}"
shift $(( $# < 3 ? $# : 3 ))
mkdir -p "$out"
[ -x "$out/simrun" ] || cc -O2 -Wall -Wextra "$here/simrun.c" -I/usr/include/simavr -lsimavr -o "$out/simrun"
python3 "$here/kat_image.py" "$root/tests/vectors.manifest" "$vectors" "$out/kat_image.h"
avr-gcc -mmcu="$mcu" -std=c99 -pedantic -Wall -Wextra -Wcast-qual -Werror -Os -ffunction-sections -fdata-sections \
  -Wl,--gc-sections -I"$root/include" -I"$out" -I"$here" "$@" \
  "$root"/src/c99/*.c "$here/kat_avr.c" -o "$out/kat.elf"
# Every file of the edition calls one permutation: a second copy (a static
# one per file) would cost about 1.4 KB of flash unnoticed.
n=$(avr-nm "$out/kat.elf" | grep -c 'permute') || true
[ "$n" = 1 ] || { echo "build.sh: error: $n permutation symbols in kat.elf (want 1):" >&2; avr-nm "$out/kat.elf" | grep permute >&2; exit 1; }
