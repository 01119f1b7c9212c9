#!/usr/bin/env bash
# Builds the bare-metal KAT image (tests/embedded/kat_baremetal.cpp, the C++
# core and the C library) for one target:
#   build.sh TARGET OUT.elf [extra compiler flags...]
# TARGET: m0 (micro:bit), m3 (mps2-an385), m4 (mps2-an386), rv32 (virt).
# Freestanding: -nostdlib with only libc's string functions and libgcc, so a
# dependency on a heap, exceptions, RTTI, threads or files fails to link.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$here/../.."
target="$1"; out="$2"; shift 2
case "$target" in
  m0) cc=arm-none-eabi-g++; arch=(-mcpu=cortex-m0 -mthumb); ld=microbit.ld; libc=(-lc_nano) ;;
  m3) cc=arm-none-eabi-g++; arch=(-mcpu=cortex-m3 -mthumb); ld=mps2.ld; libc=(-lc_nano) ;;
  m4) cc=arm-none-eabi-g++; arch=(-mcpu=cortex-m4 -mthumb -mfloat-abi=soft); ld=mps2.ld; libc=(-lc_nano) ;;
  *) echo "build.sh: error: unknown target $target" >&2; exit 2 ;;
esac
mkdir -p "$(dirname "$out")"
"$cc" "${arch[@]}" -std=c++20 -O2 -g -Wall -Wextra -fno-exceptions -fno-rtti -fno-threadsafe-statics \
  -fno-use-cxa-atexit -ffunction-sections -fdata-sections \
  -DASCON_KAT_ARENA=65536 "-DASCON_KAT_TARGET=\"$target\"" "$@" \
  -I"$root/include" "$here/kat_baremetal.cpp" "$here/startup.cpp" "$root"/src/capi/*.cpp \
  -nostdlib -nostartfiles -L"$here" -T"$here/$ld" -Wl,--gc-sections -Wl,--start-group "${libc[@]}" -lgcc -Wl,--end-group \
  -o "$out"
