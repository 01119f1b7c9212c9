#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# Instructions per byte of the plain 64-bit and the bit-interleaved (bi32)
# permutation on Cortex-M0 and M4 under qemu-system -icount (bench_icount.cpp).
# With ASCON_C_DIR (an ascon-c checkout outside this repository), also
# ascon-c's opt32 and bi32 AEAD128 and Hash256, built the same way.
#   [ASCON_C_DIR=/tmp/ascon-c] tests/embedded/bench.sh [OUT_DIR]
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
out="${1:-$here/../../build/embedded-bench}"
# plain64 with both spellings of the linear layer (ASCON_LINEAR_SHIFTS in
# permutation.hpp: shifts by default on ARMv7-M, rotates on v6-M); "small":
# the size configuration (ASCON_SMALL=1, -Os). ASCON_BENCH_VARIANTS (e.g.
# "small" or "0 plain64|small") measures only some of them.
variants=("0 plain64-rotr" "0 plain64-shifts" "1 bi32" "small small")
[ -n "${ASCON_C_DIR:-}" ] && variants+=("aead opt32" "aead bi32" "hash opt32" "hash bi32")
if [ -n "${ASCON_BENCH_VARIANTS:-}" ]; then
  IFS='|' read -r -a variants <<<"$ASCON_BENCH_VARIANTS"
  for i in "${!variants[@]}"; do [ "${variants[$i]}" = small ] && variants[$i]="small small"; done
fi
mkdir -p "$out"
for t in m0 m4; do
  for v in "${variants[@]}"; do
    read -r bi label <<<"$v"
    src=("$here/bench_icount.cpp")
    defs=()
    case $label in plain64-rotr) defs=(-DASCON_LINEAR_SHIFTS=0) ;; plain64-shifts) defs=(-DASCON_LINEAR_SHIFTS=1) ;; esac
    case $bi in
      small) bi="0 -DASCON_SMALL=1 -Os" ;;  # the later -Os wins over -O2
      aead|hash)
        d="$ASCON_C_DIR/$([ $bi = aead ] && echo crypto_aead/asconaead128 || echo crypto_hash/asconhash256)/$label"
        label="ascon-c-$label"; bi="0 -DASCON_BENCH_REF_${bi^^}=1"
        o="$out/obj-$t-$label"; rm -rf "$o"; mkdir -p "$o"
        c_arch=$([ $t = m0 ] && echo -mcpu=cortex-m0 || echo -mcpu=cortex-m4)
        (cd "$o" && arm-none-eabi-gcc "$c_arch" -mthumb -O2 -ffunction-sections -fdata-sections -I"$d" \
           -I"$ASCON_C_DIR/tests" -c $(ls "$d"/*.c | grep -v printstate))
        src+=("$o"/*.o) ;;
    esac
    case $t in
      m0) cc=(arm-none-eabi-g++ -mcpu=cortex-m0 -mthumb -DASCON_BENCH_NRF51=1); ld=microbit.ld
          q=(qemu-system-arm -machine microbit -global nrf51-soc.flash-size=1048576 -global nrf51-soc.sram-size=262144) ;;
      m4) cc=(arm-none-eabi-g++ -mcpu=cortex-m4 -mthumb -mfloat-abi=soft); ld=mps2.ld; q=(qemu-system-arm -machine mps2-an386) ;;
    esac
    "${cc[@]}" -std=c++20 -O2 -fno-exceptions -fno-rtti -fno-threadsafe-statics -ffunction-sections -fdata-sections \
      -DASCON_BI32=$bi "${defs[@]}" "-DASCON_KAT_TARGET=\"$t\"" "-DASCON_BENCH_LABEL=\"$label\"" -I"$here/../../include" \
      "$here/startup.cpp" "${src[@]}" -nostdlib -nostartfiles -L"$here" -T"$here/$ld" -Wl,--gc-sections \
      -Wl,--start-group -lc_nano -lgcc -Wl,--end-group -o "$out/bench-$t-$label.elf"
    timeout 120 "${q[@]}" -icount shift=0 -nographic -monitor none -serial none \
      -semihosting-config enable=on,target=native,arg=bench -kernel "$out/bench-$t-$label.elf"
  done
done
