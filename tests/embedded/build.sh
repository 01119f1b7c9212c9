#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# Builds the bare-metal KAT image (tests/embedded/kat_baremetal.cpp, the C++
# core and the C library) for one target:
#   build.sh TARGET OUT.elf [extra compiler flags...]
# TARGET: a target of tests/embedded/targets.conf (m0: micro:bit, m3:
# mps2-an385, m4: mps2-an386, rv32i: virt, rv32b: virt, RV32 with Zbb/Zbkb),
# each optionally with -bi32 and/or -small (or -small-bi32), and -c99 where the table says
# c99 = yes: the C library is then the C99 edition (the .c files of src/c99/,
# compiled as strict C99).
# Freestanding: -nostdlib with only libc's string functions and libgcc, so a
# dependency on a heap, exceptions, RTTI, threads or files fails to link.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$here/../.."
source "$here/targets.sh"
target="$1"; out="$2"; shift 2
# Suffixes: -bi32 forces the bit-interleaved permutation, -small builds the
# size configuration (ASCON_SMALL=1 at -Os).
# -small-bi32: the size configuration with the state bit-interleaved
# (ASCON_SMALL_BI32=1, detail/small_bi32.hpp).
if [[ "$target" == *-small-bi32* ]]; then
  target="${target/-small-bi32/}"; set -- -Os -DASCON_SMALL=1 -DASCON_SMALL_BI32=1 "$@"
fi
if [[ "$target" == *-bi32* ]]; then target="${target/-bi32/}"; set -- -DASCON_BI32=1 "$@"; fi
if [[ "$target" == *-small* ]]; then target="${target/-small/}"; set -- -Os -DASCON_SMALL=1 "$@"; fi
c99=0
if [[ "$target" == *-c99* ]]; then target="${target/-c99/}"; c99=1; fi
target="$(target_name "$target")"
target_words cc "$target" cc; target_words cxx "$target" cxx
target_words arch "$target" arch; target_words kat_arch "$target" kat_arch
target_words cxxflags "$target" cxxflags; target_words sysinc "$target" sysinc
target_words libc "$target" kat_libc
[ ${#libc[@]} -gt 0 ] || target_words libc "$target" libc
ld="$(target_get "$target" ld)"
mkdir -p "$(dirname "$out")"
clib=("$root"/src/capi/{aead,hash,common}.cpp)
if [ "$c99" = 1 ]; then
  [ "$(target_get "$target" c99)" = yes ] || {
    echo "build.sh: error: -c99 is for the targets with c99 = yes: $(targets_with c99 | xargs)" >&2; exit 2; }
  clib=()
  for f in "$root"/src/c99/*.c; do
    clib+=("$(dirname "$out")/c99_$(basename "$f" .c).o")
    "${cc[@]}" "${arch[@]}" "${kat_arch[@]}" "${sysinc[@]}" -std=c99 -pedantic -Wall -Wextra -Wcast-qual -Werror -O2 \
      -ffunction-sections -fdata-sections -I"$root/include" -c "$f" -o "${clib[-1]}"
  done
fi
"${cxx[@]}" "${arch[@]}" "${kat_arch[@]}" "${cxxflags[@]}" "${sysinc[@]}" -std=c++20 -O2 -Wall -Wextra -fno-exceptions \
  -fno-rtti -fno-threadsafe-statics -fno-use-cxa-atexit -ffunction-sections -fdata-sections \
  -DASCON_KAT_ARENA=65536 "-DASCON_KAT_TARGET=\"$(basename "$(dirname "$out")")\"" "$@" \
  -I"$root/include" "$here/kat_baremetal.cpp" "$here/startup.cpp" "${clib[@]}" \
  -nostdlib -nostartfiles -L"$here" -T"$here/$ld" -Wl,--gc-sections -Wl,--start-group "${libc[@]}" -Wl,--end-group \
  -o "$out"
