#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# Builds the leakage tracer (tests/leakage/tracer.c against the libunicorn of
# the PyPI wheel in VENV) and the target images:
#   build.sh VENV OUTDIR
# Targets: OUTDIR/<arch>-<opt>-<variant>.elf for arch m4 (Cortex-M4 Thumb-2:
# the target of tests/embedded/targets.conf with leakage = yes, its compiler
# and flags) and x86 (x86-64, g++), opt O2 and Os, variant unmasked,
# masked2, masked3, planted2. Each image holds every window (target.cpp),
# the tracer's --entry picks one.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$here/../.."
source "$root/tests/embedded/targets.sh"
venv="$1"; out="$2"
mkdir -p "$out"
uc="$("$venv/bin/python" -c 'import unicorn, os; print(os.path.dirname(unicorn.__file__))')"
# The tracer counts bits all the time: the POPCNT instruction where the host has it.
popcnt=(); grep -qw popcnt /proc/cpuinfo 2>/dev/null && popcnt=(-mpopcnt)
cc -O2 "${popcnt[@]}" -Wall -Wextra -I"$uc/include" "$here/tracer.c" -o "$out/tracer" "$uc/lib/libunicorn.so.2" -lm -Wl,-rpath,"$uc/lib"

variants=(${LEAK_VARIANTS:-unmasked masked2 masked3 planted2})
for arch in $(targets_with leakage) x86; do
  for opt in O2 Os; do
    for v in "${variants[@]}"; do
      case "$v" in
        unmasked) defs=(-DLEAK_VARIANT_UNMASKED -DLEAK_SHARES=1) ;;
        masked*) defs=(-DLEAK_VARIANT_MASKED "-DLEAK_SHARES=${v#masked}") ;;
        planted*) defs=(-DLEAK_VARIANT_MASKED -DASCON_PROTECTED_PLANTED_DEFECT "-DLEAK_SHARES=${v#planted}") ;;
      esac
      if [ "$arch" != x86 ]; then
        target_words cxx "$arch" cxx; target_words flags "$arch" arch; target_words libc "$arch" libc
        cmd=("${cxx[@]}" "${flags[@]}" -Wl,-Ttext=0x10000 -Wl,--start-group "${libc[@]}" -Wl,--end-group)
      else
        cmd=(g++ -fno-pie -no-pie -static -fno-stack-protector -fcf-protection=none -Wl,--build-id=none -Wl,-Ttext=0x401000)
      fi
      "${cmd[0]}" -std=c++20 "-$opt" -Wall -Wextra -ffreestanding -fno-exceptions -fno-rtti -nostdlib -nostartfiles \
        -ffunction-sections -Wl,--gc-sections -Wl,-e,leak_init -Wl,-u,leak_final -Wl,-u,leak_tagcheck -Wl,-u,leak_mac "${defs[@]}" -I"$root/include" -I"$here" \
        "$here/target.cpp" "${cmd[@]:1}" -o "$out/$arch-$opt-$v.elf"
    done
  done
done
