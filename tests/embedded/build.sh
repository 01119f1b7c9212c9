#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# Builds the bare-metal KAT image (tests/embedded/kat_baremetal.cpp, the C++
# core and the C library) for one target:
#   build.sh TARGET OUT.elf [extra compiler flags...]
# TARGET: m0 (micro:bit), m3 (mps2-an385), m4 (mps2-an386), rv32 (virt), rv32b
# (virt, RV32 with Zbb/Zbkb),
# each optionally with -bi32 and/or -small, and m0/m4/rv32/rv32b with -c99: the C
# library is then the C99 edition (the .c files of src/c99/, compiled as strict C99).
# Freestanding: -nostdlib with only libc's string functions and libgcc, so a
# dependency on a heap, exceptions, RTTI, threads or files fails to link.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$here/../.."
target="$1"; out="$2"; shift 2
# Suffixes: -bi32 forces the bit-interleaved permutation, -small builds the
# size configuration (ASCON_SMALL=1 at -Os).
if [[ "$target" == *-bi32* ]]; then target="${target/-bi32/}"; set -- -DASCON_BI32=1 "$@"; fi
if [[ "$target" == *-small* ]]; then target="${target/-small/}"; set -- -Os -DASCON_SMALL=1 "$@"; fi
c99=0
if [[ "$target" == *-c99* ]]; then target="${target/-c99/}"; c99=1; fi
case "$target" in
  m0) cc=arm-none-eabi-g++; arch=(-mcpu=cortex-m0 -mthumb); ld=microbit.ld; libc=(-lc_nano) ;;
  # M3: strict alignment (trap every unaligned word access, as an M0 would).
  # M4: unaligned LDR allowed, as GCC assumes for v7-M; QEMU still faults
  # unaligned LDRD/STRD/LDM, the accesses that broke ascon-c on Cortex-M.
  # Newlib's v7-M memcpy relies on unaligned loads, so M3 links the v6-M
  # (strict-alignment) C library instead: Thumb-1 code runs on a v7-M core.
  m3) cc=arm-none-eabi-g++; arch=(-mcpu=cortex-m3 -mthumb -mno-unaligned-access -DASCON_KAT_TRAP_UNALIGNED=1); ld=mps2.ld
      libc=("$(arm-none-eabi-gcc -mcpu=cortex-m0 -mthumb -print-file-name=libc_nano.a)") ;;
  m4) cc=arm-none-eabi-g++; arch=(-mcpu=cortex-m4 -mthumb -mfloat-abi=soft); ld=mps2.ld; libc=(-lc_nano) ;;
  # Debian ships no C++ standard headers for riscv64-unknown-elf. The core
  # needs only header-only, target-independent parts of libstdc++ (<array>,
  # <bit>, <span>, <optional>, <type_traits>, <cstring>...), so the same GCC
  # 12's libstdc++ headers configured for newlib (from libstdc++-arm-none-eabi-dev)
  # serve, over picolibc's C headers; no libstdc++ code is linked.
  # rv32b: with the ratified bit-manipulation extensions Zbb and Zbkb
  # (rotates, andn), where the sponges keep their state bit-interleaved.
  rv32|rv32b) cc=riscv64-unknown-elf-g++; ld=riscv-virt.ld
      pico=/usr/lib/picolibc/riscv64-unknown-elf
      cxx=/usr/include/newlib/c++/12.2.1
      # -mno-relax: the semihosting trap is aligned inside inline asm, which
      # the linker cannot relax around.
      march=rv32imac_zicsr; [ "$target" = rv32b ] && march=rv32imac_zicsr_zbb_zbkb
      arch=(-march=$march -mabi=ilp32 -mcmodel=medany -mno-relax -nostdinc++ -isystem "$cxx" -isystem "$cxx/arm-none-eabi/thumb/nofp"
            -isystem "$pico/include")
      libc=("$pico/lib/release/rv32imac/ilp32/libc.a")
      c99cc=(riscv64-unknown-elf-gcc -march=$march -mabi=ilp32 -mcmodel=medany -mno-relax -isystem "$pico/include") ;;
  *) echo "build.sh: error: unknown target $target" >&2; exit 2 ;;
esac
mkdir -p "$(dirname "$out")"
clib=("$root"/src/capi/{aead,hash,common}.cpp)
if [ "$c99" = 1 ]; then
  [[ "$target" == m0 || "$target" == m4 || "$target" == rv32* ]] || { echo "build.sh: error: -c99 is for m0, m4, rv32 and rv32b" >&2; exit 2; }
  [[ "$target" == rv32* ]] || c99cc=(arm-none-eabi-gcc "${arch[@]}")
  clib=()
  for f in "$root"/src/c99/*.c; do
    clib+=("$(dirname "$out")/c99_$(basename "$f" .c).o")
    "${c99cc[@]}" -std=c99 -pedantic -Wall -Wextra -Wcast-qual -Werror -O2 -ffunction-sections -fdata-sections \
      -I"$root/include" -c "$f" -o "${clib[-1]}"
  done
fi
"$cc" "${arch[@]}" -std=c++20 -O2 -Wall -Wextra -fno-exceptions -fno-rtti -fno-threadsafe-statics \
  -fno-use-cxa-atexit -ffunction-sections -fdata-sections \
  -DASCON_KAT_ARENA=65536 "-DASCON_KAT_TARGET=\"$(basename "$(dirname "$out")")\"" "$@" \
  -I"$root/include" "$here/kat_baremetal.cpp" "$here/startup.cpp" "${clib[@]}" \
  -nostdlib -nostartfiles -L"$here" -T"$here/$ld" -Wl,--gc-sections -Wl,--start-group "${libc[@]}" -lgcc -Wl,--end-group \
  -o "$out"
