#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# Which round include/ascon/rounds/select.h picks, per compiler, target and
# switch: each row names the backend the header must choose (its
# ASCON_ROUNDS_NAME) and for which editions (ASCON_ROUNDS_CXX /
# ASCON_ROUNDS_C99), read from the preprocessor's macro dump, so a changed
# condition in the one #elif chain fails here instead of silently swapping
# the round a build runs. No code is compiled or run.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
inc="$here/../../include/ascon/rounds"
# The bare-metal targets' C compilers and flags from the target table
# (tests/embedded/targets.conf); AVR and the host are not table targets.
source "$here/targets.sh"
compiler() {  # NAME TARGET: NAME=(cc arch sysinc -O2)
  local _c _a _i
  target_words _c "$2" cc; target_words _a "$2" arch; target_words _i "$2" sysinc
  eval "$1=(\"\${_c[@]}\" \"\${_a[@]}\" \"\${_i[@]}\" -O2)"
}
compiler m0 m0; compiler m4 m4; compiler rv rv32i; compiler rvb rv32b
fail=0
# expect NAME CXX C99 -- COMPILER AND FLAGS...
expect() {
  local name="$1" cxx="$2" c99="$3"; shift 4
  command -v "$1" >/dev/null || { echo "select_check: error: $1 not installed" >&2; exit 2; }
  local dump got
  dump="$(echo '#include "select.h"' | "$@" -I"$inc" -x c -std=c99 -dM -E -)"
  got="$(printf '%s\n' "$dump" | awk '$2 == "ASCON_ROUNDS_NAME" { n = $3 } $2 == "ASCON_ROUNDS_CXX" { x = $3 }
                                       $2 == "ASCON_ROUNDS_C99" { c = $3 } END { print n, x, c }')"
  if [ "$got" = "\"$name\" $cxx $c99" ]; then
    echo "select: ${*:2} -> $name (C++ $cxx, C99 $c99)"
  else
    echo "select_check: error: ${*:2}: got $got, want \"$name\" $cxx $c99" >&2
    fail=1
  fi
}
expect armv7m 1 1 -- "${m4[@]}"
expect c 0 0 -- "${m4[@]}" -DASCON_ASM=0
expect armv6m 1 1 -- "${m0[@]}"
expect c 0 0 -- "${m0[@]}" -DASCON_ASM_ARMV6M=0
# ASCON_ASM=0 means no assembly round at all, whatever else is set.
expect c 0 0 -- "${m0[@]}" -DASCON_ASM=0
expect c 0 0 -- "${m0[@]}" -DASCON_ASM=0 -DASCON_ASM_ARMV6M=1
expect rv32i 1 1 -- "${rv[@]}"
expect c 0 0 -- "${rv[@]}" -DASCON_ASM=0
# RV32 with Zbb/Zbkb: its round is the size loop's only (ASCON_ROUNDS_LOOP 3).
expect rv32b 0 0 -- "${rvb[@]}"
expect c 0 0 -- "${rvb[@]}" -DASCON_ASM=0
expect avr 0 1 -- avr-gcc -mmcu=atmega1284p -Os -DASCON_C99_AVR_ASM=1
expect c 0 0 -- avr-gcc -mmcu=atmega1284p -Os -DASCON_C99_AVR_ASM=1 -DASCON_ASM=0
expect c 0 0 -- avr-gcc -mmcu=atmega1284p -Os
expect c 0 0 -- cc -O2
[ "$fail" = 0 ] || { echo "select_check: FAILED" >&2; exit 1; }
echo "select_check: every row picks its round"
