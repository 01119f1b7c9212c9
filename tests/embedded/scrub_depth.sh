#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# Every scrubbed C entry point zeroes at least the stack its work can use,
# with a margin of 1.1 (scrub_depth.py): the C library (src/capi/ aead, hash,
# common: what the bare-metal images link) compiled with GCC's call-graph
# output for Cortex-M0, Cortex-M4, RV32I, RV32 with Zbb/Zbkb and AArch64, at
# -O2, -O3, -Os and in the size configuration (ASCON_SMALL=1 -Os; on the M4
# also its interleaved form, ASCON_SMALL_BI32=1), and for
# x86-64 with run-time dispatch (the host's g++; red zones read from the
# objects; not -O3 unless ASCON_SCRUB_LEVELS names it: the release ctest's
# test_dead_stack measures that build). The scrub depths of src/capi/dispatch.hpp come from these
# figures; tests/c/test_dead_stack checks the same at run time.
#   tests/embedded/scrub_depth.sh            every target and level
#   ASCON_SCRUB_TARGETS="m4 rv32i" ASCON_SCRUB_LEVELS="-O2" ...   some
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$here/../.."
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
# The bare-metal cores' compilers and flags from the target table
# (tests/embedded/targets.conf); AArch64 is a Linux cross compiler.
source "$here/targets.sh"
status=0
for t in ${ASCON_SCRUB_TARGETS:-m0 m4 rv32i rv32b a64 x64}; do
  disasm=()
  if [ "$t" = a64 ]; then
    cc=(aarch64-linux-gnu-g++)
    disasm=(--a64)
  elif [ "$t" = x64 ]; then
    # The host's compiler without -march: the run-time dispatching build
    # users get, with src/capi/CMakeLists.txt's definitions for its
    # optimised configurations (each variant jumps to the scrub routine: its
    # own frame and those below it must fit; the works that do not return
    # an int keep the entry point's call: ScrubbedPick's frames below it).
    cc=(g++ -DASCON_X86_64_V3_AT_RUN_TIME=1 -DASCON_CAPI_TAIL_SCRUB=1 -foptimize-sibling-calls)
    disasm=(--x86-64)
  else
    t="$(target_name "$t")"
    target_words cxx "$t" cxx; target_words arch "$t" arch
    target_words cxxflags "$t" cxxflags; target_words sysinc "$t" sysinc
    cc=("${cxx[@]}" "${arch[@]}" "${cxxflags[@]}" "${sysinc[@]}")
    # Cortex-M: the size configuration's scrub is jumped to (scrub_depth.py)
    [ "${cxx[0]}" = arm-none-eabi-g++ ] && disasm=(--thumb)
  fi
  # On ARMv7-M also the interleaved size configuration (ASCON_SMALL_BI32),
  # whose works have frames of their own.
  bi32_level=""
  [ "$t" = m4 ] && bi32_level=$'\n-Os -DASCON_SMALL=1 -DASCON_SMALL_BI32=1'
  while read -r level; do
    [ -n "$level" ] || continue
    # The ARMv6-M round's inline assembly does not compile at -Os outside the
    # size configuration (too few registers left): no such build exists.
    [ "$t $level" = "m0 -Os" ] && continue
    # x86-64 at -O3 is CMake's Release build, whose frames the release
    # ctest's test_dead_stack measures at run time on the objects themselves:
    # left out of the default list (CI time), kept when asked for by name.
    [ -z "${ASCON_SCRUB_LEVELS:-}" ] && [ "$t $level" = "x64 -O3" ] && continue
    d="$tmp/$t${level// /}"
    mkdir -p "$d"
    # The three files at once: CI runs this part in its side lane, beside
    # parts that leave the second core idle much of the time.
    pids=()
    for f in aead hash common; do
      # x86-64: aead.cpp without vector registers, as src/capi/CMakeLists.txt compiles it
      unit=()
      [ "$t $f" = "x64 aead" ] && unit=(-mgeneral-regs-only)
      (cd "$d" && "${cc[@]}" ${unit[@]+"${unit[@]}"} -std=c++20 $level -fno-exceptions -fno-rtti -I"$root/include" \
         -fcallgraph-info=su -c "$root/src/capi/$f.cpp" -o "$f.o") &
      pids+=($!)
    done
    for p in "${pids[@]}"; do wait "$p" || { echo "scrub_depth: $t $level: a compilation failed" >&2; status=1; }; done
    echo "== $t $level"
    python3 "$here/scrub_depth.py" ${disasm[@]+"${disasm[@]}"} 1.1 "$d"/*.ci || status=1
  done <<<"$(printf '%s\n' "${ASCON_SCRUB_LEVELS:--O2
-O3
-Os
-Os -DASCON_SMALL=1${bi32_level}}")"
done
[ $status = 0 ] && echo "scrub_depth: every entry point's work fits its scrub" || echo "scrub_depth: FAILED" >&2
exit $status
