#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# The assembly rounds outside the GCC builds that run them:
#  - every generated header in include/ascon/rounds/ is what its generator
#    (scripts/gen/round_*.py) writes; each generator first runs every
#    emitted instruction against the plain round of scripts/gen/ascon_model.py
#    on random states;
#  - for every target of tests/embedded/targets.conf with asm_insns, the
#    rounds select.h picks there (asm_rounds.c, through select.h's macros
#    only) compile with GCC and, with asm_clang, with clang, and the object
#    holds at least the instructions the table says (a branch of select.h
#    that stopped matching its target fails to compile or comes out short).
#    v6-M needs -fomit-frame-pointer under clang, which keeps r7 otherwise.
# The KAT images (85-embedded.sh) check the GCC builds' results under QEMU.
#   tests/embedded/asm_check.sh [OUT_DIR]
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$here/../.."
source "$here/targets.sh"
out="${1:-$root/build/embedded/asm-check}"
mkdir -p "$out"
for gen in "$root"/scripts/gen/round_*.py; do
  python3 "$gen" --check >/dev/null || exit 1
done
flags=(-std=c99 -Wall -Wextra -Werror -O2 -I"$root/include" -c)
declare -A part_no=([perm]=1 [one]=2 [bi32]=3 [loop]=4)
have_clang=0; command -v clang >/dev/null && have_clang=1
# check MIN OBJ OBJDUMP COMPILER ARGS...: compiles, counts, compares.
check() {
  local min="$1" obj="$2" objdump="$3"; shift 3
  "$@" "${flags[@]}" -o "$obj"
  local n; n=$("$objdump" -d "$obj" | grep -cE '^ +[0-9a-f]+:')
  [ "$n" -ge "$min" ] || { echo "asm_check: error: $obj has $n instructions, fewer than $min" >&2; exit 1; }
  echo "asm_check: $(basename "$obj"): $n instructions ($1)"
}
for t in $(targets_with asm_insns); do
  target_words cc "$t" cc; target_words arch "$t" arch; target_words sysinc "$t" sysinc
  target_words clang_args "$t" asm_clang
  objdump="${cc[0]%gcc}objdump"
  for pm in $(target_get "$t" asm_insns); do
    part="${pm%%:*}" min="${pm#*:}"
    [ -n "${part_no[$part]:-}" ] || { echo "asm_check: error: $t: unknown part $part in asm_insns" >&2; exit 1; }
    src=("$here/asm_rounds.c" -DASCON_CHECK_PART="${part_no[$part]}")
    check "$min" "$out/$t-$part-gcc.o" "$objdump" "${cc[@]}" "${arch[@]}" "${sysinc[@]}" "${src[@]}"
    if [ "$have_clang" = 1 ] && [ ${#clang_args[@]} -gt 0 ]; then
      check "$min" "$out/$t-$part-clang.o" "$objdump" clang "${clang_args[@]}" "${src[@]}"
    fi
  done
done
[ "$have_clang" = 1 ] || echo "asm_check: clang not installed, its builds skipped"
