#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# The assembly headers outside the GCC builds that run them:
#  - include/ascon/rounds/round_armv6m.h and round_rv32i.h are what
#    scripts/gen_round_armv6m.py and gen_round_rv32i.py write (each script
#    first runs every emitted instruction against a plain round on random
#    states, for p[6], p[8] and p[12]);
#  - include/ascon/rounds/round_bi32_armv7m.h (the ARMv7-M round on
#    bit-interleaved halves) is what scripts/gen_round_bi32_armv7m.py writes
#    (the script first runs it against a plain round: one round, p[6], p[8]
#    and p[12] with the names rotating as the header says);
#  - the headers compile with clang (and GCC) for their cores: v6-M needs
#    -fomit-frame-pointer under clang, which keeps r7 otherwise.
# The KAT images (85-embedded.sh) check the GCC builds' results under QEMU.
#   tests/embedded/asm_check.sh [OUT_DIR]
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$here/../.."
out="${1:-$root/build/embedded/asm-check}"
mkdir -p "$out"
for name in armv6m rv32i bi32_armv7m; do
  python3 "$root/scripts/gen_round_$name.py" >"$out/round_$name.h" 2>/dev/null
  cmp -s "$out/round_$name.h" "$root/include/ascon/rounds/round_$name.h" || {
    echo "asm_check: error: include/ascon/rounds/round_$name.h is not what scripts/gen_round_$name.py writes" >&2; exit 1; }
done
# write_c FILE HEADER STATEMENT...: a C file whose function runs the
# statements on ten halves a..j loaded from and stored to memory.
write_c() {
  local file="$1" header="$2"; shift 2
  {
    printf '#include <stdint.h>\n#include "ascon/rounds/%s"\nvoid p(uint32_t *s) {\n' "$header"
    printf '  uint32_t a = s[0], b = s[1], c = s[2], d = s[3], e = s[4], f = s[5], g = s[6], h = s[7], i = s[8], j = s[9];\n'
    printf '  %s;\n' "$@"
    printf '  s[0] = a, s[1] = b, s[2] = c, s[3] = d, s[4] = e, s[5] = f, s[6] = g, s[7] = h, s[8] = i, s[9] = j;\n}\n'
  } >"$file"
}
halves="a, b, c, d, e, f, g, h, i, j"
write_c "$out/v6m.c" round_armv6m.h "ASCON_PERMUTE_ARMV6M_12($halves)" "ASCON_PERMUTE_ARMV6M_8($halves)" \
  "ASCON_PERMUTE_ARMV6M_6($halves)"
write_c "$out/v7m.c" round_armv7m.h "ASCON_ROUND_ARMV7M($halves, 0xf0)" "ASCON_ROUND_ARMV7M($halves, 0xe1)"
write_c "$out/rv32i.c" round_rv32i.h "ASCON_PERMUTE_RV32I_12($halves)" "ASCON_PERMUTE_RV32I_8($halves)" \
  "ASCON_PERMUTE_RV32I_6($halves)"
# The interleaved round's second call with the names rotated, as the header says.
write_c "$out/v7m-bi32.c" round_bi32_armv7m.h "ASCON_ROUND_BI32_ARMV7M($halves, 0xc, 0xc)" \
  "ASCON_ROUND_BI32_ARMV7M(e, f, g, h, i, j, a, b, c, d, 0x9, 0xc)"
flags=(-std=c99 -Wall -Wextra -Werror -O2 -I"$root/include" -c)
# Each build must hold the rounds: 2 x 73 (v7-M), 2 x 52 (v7-M interleaved), 26 x 138 (v6-M), 1363 + 910 + 685 (RV32I) instructions at least.
count() {
  case "$1" in
    *rv32i*) riscv64-unknown-elf-objdump -d "$1" | grep -cE '^ +[0-9a-f]+:' ;;
    *) arm-none-eabi-objdump -d "$1" | grep -cE '^ +[0-9a-f]+:' ;;
  esac
}
check() {  # check MIN OBJ COMPILER ARGS...
  local min="$1" obj="$2"; shift 2
  "$@" "${flags[@]}" -o "$obj"
  local n; n=$(count "$obj")
  [ "$n" -ge "$min" ] || { echo "asm_check: error: $obj has $n instructions, fewer than $min" >&2; exit 1; }
  echo "asm_check: $(basename "$obj"): $n instructions ($1)"
}
check 3588 "$out/v6m-gcc.o" arm-none-eabi-gcc -mcpu=cortex-m0 -mthumb "$out/v6m.c"
check 146 "$out/v7m-gcc.o" arm-none-eabi-gcc -mcpu=cortex-m4 -mthumb "$out/v7m.c"
check 104 "$out/v7m-bi32-gcc.o" arm-none-eabi-gcc -mcpu=cortex-m3 -mthumb "$out/v7m-bi32.c"
rv=(-march=rv32i -mabi=ilp32)
check 2958 "$out/rv32i-gcc.o" riscv64-unknown-elf-gcc "${rv[@]}" -isystem /usr/lib/picolibc/riscv64-unknown-elf/include "$out/rv32i.c"
if command -v clang >/dev/null; then
  check 2958 "$out/rv32i-clang.o" clang --target=riscv32-unknown-elf "${rv[@]}" "$out/rv32i.c"
  check 3588 "$out/v6m-clang.o" clang --target=thumbv6m-none-eabi -mcpu=cortex-m0 -fomit-frame-pointer "$out/v6m.c"
  check 146 "$out/v7m-clang.o" clang --target=thumbv7m-none-eabi -mcpu=cortex-m3 "$out/v7m.c"
  check 146 "$out/v7em-clang.o" clang --target=thumbv7em-none-eabi -mcpu=cortex-m4 "$out/v7m.c"
  check 104 "$out/v7m-bi32-clang.o" clang --target=thumbv7m-none-eabi -mcpu=cortex-m3 "$out/v7m-bi32.c"
  check 104 "$out/v7em-bi32-clang.o" clang --target=thumbv7em-none-eabi -mcpu=cortex-m4 "$out/v7m-bi32.c"
else
  echo "asm_check: clang not installed, its builds skipped"
fi
