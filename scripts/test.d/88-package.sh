#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# The C99 edition as embedded developers take it (docs/c99.md, "Packaged"):
#  1. scripts/amalgamate.py writes ascon.h + ascon.c; they build alone with a C
#     compiler (gcc, strict C99, warnings as errors) and pass the C99 KATs and
#     API checks of tests/c (test_kat.c, test_api.c, test_stream.c's random part)
#     against the amalgamated header, with no include/ on the path;
#  2. the Arduino/PlatformIO library it writes (library.properties, library.json,
#     src/, examples/AsconSelfTest): the sketch compiled as the IDE does (C++,
#     Arduino.h first; tests/arduino/ stands in for the core) with avr-gcc for
#     an ATmega328P (Uno) and run under simavr, its hash and AEAD output
#     compared with the SP 800-232 vector files; and with arm-none-eabi-gcc for
#     a Cortex-M4 and a Cortex-M0 (compiled and linked, not run).
# Not tried here: the Arduino IDE, arduino-cli and PlatformIO themselves (not
# reachable from CI), and real boards.
source "$(dirname "$0")/../lib/common.sh"
t0=$(date +%s)
ensure_apt gcc python3 gcc-avr avr-libc simavr libsimavr-dev gcc-arm-none-eabi libnewlib-arm-none-eabi
dir="$ASCON_ROOT/build/package"
rm -rf "$dir" && mkdir -p "$dir"
python3 "$ASCON_ROOT/scripts/amalgamate.py" "$dir" --arduino Ascon
amal="$dir/amalgamated"
mkdir -p "$amal" && cp "$dir/ascon.h" "$dir/ascon.c" "$amal/"

# 1. Host: the tests/c programs over the amalgamation alone.
strict=(-std=c99 -pedantic -Wall -Wextra -Werror -O2)
defs=(-DASCON_STATIC -DASCON_TEST_C99_EDITION -DASCON_VECTORS_DIR_DEFAULT="\"$ASCON_VECTORS_DIR\""
      -DASCON_VECTOR_MANIFEST_DEFAULT="\"$ASCON_ROOT/tests/vectors.manifest\"")
gcc "${strict[@]}" -c "$amal/ascon.c" -o "$amal/ascon.o"
for t in test_kat test_api test_stream; do
  gcc "${strict[@]}" "${defs[@]}" -DSTREAM_DOC="\"$ASCON_ROOT/docs/file-format.md\"" -I"$amal" \
    "$ASCON_ROOT/tests/c/$t.c" "$ASCON_ROOT/tests/c/vectors.c" "$amal/ascon.o" -o "$amal/$t"
  "$amal/$t" >"$amal/$t.log" 2>&1 || { cat "$amal/$t.log" >&2; echo "88-package: amalgamation $t FAILED" >&2; exit 1; }
  tail -1 "$amal/$t.log"
done
echo "88-package: amalgamation built and tested ($(( $(date +%s) - t0 )) s)"

# 2. The Arduino library: every file the layout needs, then the sketch.
lib="$dir/Ascon" stub="$ASCON_ROOT/tests/arduino" ex=AsconSelfTest
for f in library.properties library.json src/ascon.h src/ascon.c "examples/$ex/$ex.ino"; do
  [ -f "$lib/$f" ] || { echo "88-package: $lib/$f missing" >&2; exit 1; }
done
python3 -c 'import json, sys; json.load(open(sys.argv[1]))' "$lib/library.json"
grep -q '^version=[0-9]' "$lib/library.properties"
sketch=(-x c++ -include "$stub/Arduino.h" -I"$stub" -I"$lib/src" "$lib/examples/$ex/$ex.ino")
avr=(-mmcu=atmega328p -Os -ffunction-sections -fdata-sections -Wall -Wextra -Werror)
uno="$dir/uno"
mkdir -p "$uno"
avr-gcc "${avr[@]}" -std=c99 -pedantic -c "$lib/src/ascon.c" -o "$uno/ascon.o"
avr-g++ "${avr[@]}" -std=gnu++11 -c "${sketch[@]}" -o "$uno/sketch.o"
avr-g++ "${avr[@]}" -std=gnu++11 -I"$stub" -c "$stub/arduino_stub.cpp" -o "$uno/stub.o"
avr-g++ -mmcu=atmega328p -Wl,--gc-sections "$uno/sketch.o" "$uno/stub.o" "$uno/ascon.o" -o "$uno/$ex.elf"
avr-size "$uno/$ex.elf" | tail -1 | awk '{printf "88-package: Uno sketch: %d bytes of flash (of 32768), %d of static RAM (of 2048)\n", $1 + $2, $2 + $3}'
cc -O2 "$ASCON_ROOT/tests/avr/simrun.c" -I/usr/include/simavr -lsimavr -o "$uno/simrun"
"$uno/simrun" atmega328p "$uno/$ex.elf" >"$uno/run.log" 2>&1 || { cat "$uno/run.log" >&2; echo "88-package: the sketch did not run" >&2; exit 1; }
# Its output against the vector files (the first Hash256 record; AEAD128 Count = 265).
python3 - "$uno/run.log" "$ASCON_VECTORS_DIR/sp800-232" <<'PY'
import sys
log, vdir = open(sys.argv[1]).read(), sys.argv[2]
def record(path, count):
    rec, cur = {}, None
    for line in open(path):
        k, _, v = line.partition(" = ")
        if k == "Count": cur = v.strip()
        elif cur == str(count) and v: rec[k] = v.strip()
    return rec
md = record(f"{vdir}/ascon-hash256.txt", 1)["MD"]
ct = record(f"{vdir}/ascon-aead128.txt", 265)["CT"]
want = [f'hash256("") = {md}', f"aead128(8 bytes) = {ct}", "self-test: ok"]
missing = [w for w in want if w not in log]
if missing:
    sys.exit("88-package: the sketch's output lacks: " + "; ".join(missing) + "\n" + log)
print("88-package: the sketch ran on an ATmega328P under simavr: Hash256 and AEAD128 match the vectors")
PY
grep "encrypt took" "$uno/run.log" | sed 's/^/88-package: Uno (16 MHz, simulated): /'

for cpu in cortex-m4 cortex-m0; do
  arm=(-mcpu=$cpu -mthumb -Os -ffunction-sections -fdata-sections -Wall -Wextra -Werror)
  o="$dir/$cpu" && mkdir -p "$o"
  arm-none-eabi-gcc "${arm[@]}" -std=c99 -pedantic -c "$lib/src/ascon.c" -o "$o/ascon.o"
  arm-none-eabi-g++ "${arm[@]}" -std=gnu++17 -fno-exceptions -fno-rtti -c "${sketch[@]}" -o "$o/sketch.o"
  arm-none-eabi-g++ "${arm[@]}" -std=gnu++17 -fno-exceptions -fno-rtti -I"$stub" -c "$stub/arduino_stub.cpp" -o "$o/stub.o"
  # Linked with the C driver: the stand-in core needs nothing from libstdc++.
  arm-none-eabi-gcc -mcpu=$cpu -mthumb --specs=nosys.specs -Wl,--gc-sections \
    "$o/sketch.o" "$o/stub.o" "$o/ascon.o" -o "$o/$ex.elf"
  echo "88-package: $cpu sketch compiled and linked ($(arm-none-eabi-size "$o/$ex.elf" | tail -1 | awk '{print $1 + $2}') bytes of flash)"
done
echo "88-package: done ($(( $(date +%s) - t0 )) s)"
