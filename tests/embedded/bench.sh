#!/usr/bin/env bash
# Instructions per byte of the plain 64-bit and the bit-interleaved (bi32)
# permutation on Cortex-M0 and M4 under qemu-system -icount (bench_icount.cpp).
#   tests/embedded/bench.sh [OUT_DIR]
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
out="${1:-$here/../../build/embedded-bench}"
for t in m0 m4; do
  for bi in 0 1; do
    label=$([ $bi = 1 ] && echo bi32 || echo plain64)
    case $t in
      m0) cc=(arm-none-eabi-g++ -mcpu=cortex-m0 -mthumb -DASCON_BENCH_NRF51=1); ld=microbit.ld
          q=(qemu-system-arm -machine microbit -global nrf51-soc.flash-size=1048576 -global nrf51-soc.sram-size=262144) ;;
      m4) cc=(arm-none-eabi-g++ -mcpu=cortex-m4 -mthumb -mfloat-abi=soft); ld=mps2.ld; q=(qemu-system-arm -machine mps2-an386) ;;
    esac
    mkdir -p "$out"
    "${cc[@]}" -std=c++20 -O2 -fno-exceptions -fno-rtti -fno-threadsafe-statics -ffunction-sections -fdata-sections \
      -DASCON_BI32=$bi "-DASCON_KAT_TARGET=\"$t\"" "-DASCON_BENCH_LABEL=\"$label\"" -I"$here/../../include" \
      "$here/bench_icount.cpp" "$here/startup.cpp" -nostdlib -nostartfiles -L"$here" -T"$here/$ld" -Wl,--gc-sections \
      -Wl,--start-group -lc_nano -lgcc -Wl,--end-group -o "$out/bench-$t-$label.elf"
    timeout 120 "${q[@]}" -icount shift=0 -nographic -monitor none -serial none \
      -semihosting-config enable=on,target=native,arg=bench -kernel "$out/bench-$t-$label.elf"
  done
done
