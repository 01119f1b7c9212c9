#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# On AVR read-only data is copied to SRAM (2 KiB on the ATmega328P of an
# Arduino Uno). Builds three tiny programs for it with the C99 edition
# (avr-gcc -Os, --gc-sections) and checks the SRAM their strings take:
# ascon_version_string alone (a few bytes, not every message of the file),
# ascon_error_string with ASCON_C99_ERROR_STRINGS=0 (numbers only), and
# prints ascon_error_string with the messages, for docs/c99.md.
# usage: sram_strings.sh OUT_DIR
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$here/../.."
out="$1"
mkdir -p "$out"
build() {  # NAME BODY [flags...]: a program whose main runs BODY; prints its .data bytes
  local name=$1 body=$2; shift 2
  printf '#include <ascon.h>\nvolatile char sink;\nvolatile int code = -1;\nint main(void) {\n%s\nreturn 0;\n}\n' \
    "$body" > "$out/$name.c"
  avr-gcc -mmcu=atmega328p -std=c99 -pedantic -Wall -Wextra -Werror -Os -ffunction-sections -fdata-sections \
    -Wl,--gc-sections -DASCON_STATIC -DASCON_C99 -I"$root/include" "$@" "$out/$name.c" "$root"/src/c99/*.c \
    -o "$out/$name.elf"
  avr-size -A "$out/$name.elf" | awk '$1 == ".data" {print $2}'
}
read_all='const char *s = __S__; while (*s) sink = *s++;'
none=$(build none 'sink = 1;')
version=$(build version "${read_all/__S__/ascon_version_string()}")
messages=$(build messages "${read_all/__S__/ascon_error_string(code)}")
numbers=$(build numbers "${read_all/__S__/ascon_error_string(code)}" -DASCON_C99_ERROR_STRINGS=0)
echo "sram_strings: ATmega328P .data bytes: no call ${none:-0}, ascon_version_string ${version:-0}," \
     "ascon_error_string ${messages:-0} (messages) / ${numbers:-0} (ASCON_C99_ERROR_STRINGS=0)"
[ "${version:-0}" -le 16 ] || { echo "sram_strings: error: ascon_version_string takes $version bytes of SRAM (want <= 16)" >&2; exit 1; }
[ "${numbers:-0}" -le 64 ] || { echo "sram_strings: error: ascon_error_string with numbers takes $numbers bytes of SRAM (want <= 64)" >&2; exit 1; }
