#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# The C99 edition (src/c99/) on 8-bit AVR: built with avr-gcc 5.4 (warnings as
# errors), its known-answer image (tests/avr/kat_image.py: the SP 800-232 and
# Mac/Prf LWC files, the records that fit, and the ACVP samples whole) run on an ATmega1284P under
# simavr (tests/avr/simrun.c, exact cycles). A tampered vector must fail.
# Then a second 8-bit core and compiler: the STM8 with SDCC 4.2 under ucsim
# (sstm8), a smaller image for its 6 KB of RAM.
source "$(dirname "$0")/../lib/common.sh"
t0=$(date +%s)
ensure_apt gcc-avr avr-libc simavr libsimavr-dev python3 sdcc sdcc-ucsim
dir="$ASCON_ROOT/build/avr"
rm -rf "$dir"
"$ASCON_ROOT/tests/avr/build.sh" "$dir/kat" "$ASCON_VECTORS_DIR" atmega1284p
if ! "$dir/kat/simrun" atmega1284p "$dir/kat/kat.elf" >"$dir/kat.log" 2>&1 || ! grep -q "kat: all passed" "$dir/kat.log"; then
  cat "$dir/kat.log" >&2
  echo "87-avr: known-answer suite FAILED" >&2
  exit 1
fi
grep "KAT avr\|kat:" "$dir/kat.log"

# The same with the AVR assembly round (ASCON_C99_AVR_ASM=1, src/c99/ascon_avr.S).
"$ASCON_ROOT/tests/avr/build.sh" "$dir/kat-asm" "$ASCON_VECTORS_DIR" atmega1284p -DASCON_C99_AVR_ASM=1 \
  "$ASCON_ROOT/src/c99/ascon_avr.S"
if ! "$dir/kat/simrun" atmega1284p "$dir/kat-asm/kat.elf" >"$dir/kat-asm.log" 2>&1 ||
   ! grep -q "c99-8-avr-asm: kat: all passed" "$dir/kat-asm.log"; then
  cat "$dir/kat-asm.log" >&2
  echo "87-avr: known-answer suite with the assembly round FAILED" >&2
  exit 1
fi
grep "kat:" "$dir/kat-asm.log"

# The same firmware from a vector set with one expected byte changed must fail.
bad="$dir/tampered-vectors"
mkdir -p "$bad"
cp -r "$ASCON_VECTORS_DIR/sp800-232" "$ASCON_VECTORS_DIR/mac-prf-v1.3" "$bad/"
python3 - "$bad/sp800-232/ascon-hash256.txt" <<'PY'
import sys
p = sys.argv[1]
s = open(p).read()
i = s.index("MD = ") + 5
s = s[:i] + ("0" if s[i] != "0" else "1") + s[i + 1:]
open(p, "w").write(s)
PY
"$ASCON_ROOT/tests/avr/build.sh" "$dir/tampered" "$bad" atmega1284p
if "$dir/kat/simrun" atmega1284p "$dir/tampered/kat.elf" >"$dir/tampered.log" 2>&1; then
  cat "$dir/tampered.log" >&2
  echo "87-avr: a tampered vector was NOT caught" >&2
  exit 1
fi
grep -q "ascon-hash256.txt 42 records FAILED" "$dir/tampered.log" || { cat "$dir/tampered.log" >&2; exit 1; }
echo "87-avr: tampered vector caught ($(( $(date +%s) - t0 )) s)"

# SRAM taken by the edition's strings on an ATmega328P (Arduino Uno, 2 KiB).
"$ASCON_ROOT/tests/avr/sram_strings.sh" "$dir/sram"

# STM8: ucsim's simulator interface at 0x7fff carries the output and the stop.
"$ASCON_ROOT/tests/avr/build_stm8.sh" "$dir/stm8" "$ASCON_VECTORS_DIR"
rm -f "$dir/stm8/out.txt"
printf 'run\nquit\n' | timeout 300 sstm8 -b -I "if=rom[0x7fff],out=$dir/stm8/out.txt" -c - "$dir/stm8/kat.ihx" \
  >"$dir/stm8/sim.log" 2>&1 || true
if ! grep -q "kat: all passed" "$dir/stm8/out.txt" 2>/dev/null || grep -q FAILED "$dir/stm8/out.txt"; then
  cat "$dir/stm8/sim.log" "$dir/stm8/out.txt" >&2 || true
  echo "87-avr: STM8 known-answer suite FAILED" >&2
  exit 1
fi
grep "KAT stm8\|kat:" "$dir/stm8/out.txt"
echo "87-avr: done ($(( $(date +%s) - t0 )) s)"
