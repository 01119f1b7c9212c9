#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# Instructions per byte of the plain 64-bit and the bit-interleaved (bi32)
# permutation on 32-bit Linux targets, armhf and i686 (bench_linux.cpp), and,
# with ASCON_C_DIR (an ascon-c checkout outside this repository), of ascon-c's
# opt32 and bi32 AEAD128 and Hash256 built with the same compiler and flags.
#   [ASCON_C_DIR=/tmp/ascon-c] bench/embedded/icount-linux.sh [OUT_DIR]
# Prints the markdown table of docs/embedded.md.
#
# Exact counts without a TCG plugin (Debian 12's QEMU ships none):
# - i686: valgrind's callgrind ("Collected", every guest instruction executed),
#   on a static binary.
# - armhf: qemu-arm (user mode) with -singlestep (one guest instruction per
#   translation block) and -d nochain,exec (one "Trace" line per block run,
#   chaining off so none is skipped): the lines are the instructions.
# Each figure is (count of a 2048-byte run - count of a 1024-byte run) / 1024:
# start-up and exit are the same in both runs and drop out. As a check of the
# method, every i686 difference is counted a second time the armhf way (with
# qemu-i386) and the script fails unless both counts agree exactly.
source "$(dirname "$0")/../../scripts/lib/common.sh"
source "$(dirname "$0")/icount-common.sh"
ensure_apt g++-i686-linux-gnu g++-arm-linux-gnueabihf qemu-user valgrind g++
here="$ASCON_ROOT/bench/embedded"
out="${1:-$ASCON_ROOT/build/icount-linux}"
mkdir -p "$out"
t_start=$(date +%s)

declare -A cxx=([i686]=i686-linux-gnu-g++ [armhf]=arm-linux-gnueabihf-g++)
declare -A cc=([i686]=i686-linux-gnu-gcc [armhf]=arm-linux-gnueabihf-gcc)
flags=(-O2)  # and each toolchain's defaults (see the doc)
algs=(aead128-encrypt hash256 xof128-out)
# plain64 with both spellings of the linear layer (ASCON_LINEAR_SHIFTS in
# permutation.hpp: shifts by default on ARMv7, rotates elsewhere)
variants=(plain64-rotr plain64-shifts bi32)
[ -n "${ASCON_C_DIR:-}" ] && variants+=(ascon-c-opt32 ascon-c-bi32)

# count TARGET BINARY ALG N [qemu]: instructions the whole process executes.
count() {
  local t="$1" bin="$2" alg="$3" n="$4" how="${5:-}"
  if [ "$t" = i686 ] && [ -z "$how" ]; then
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$bin" "$alg" "$n" 2>&1 |
      sed -n 's/^==[0-9]*== Collected : \([0-9]*\)$/\1/p'
  else
    local q=qemu-arm; [ "$t" = i686 ] && q=qemu-i386
    "$q" -singlestep -d nochain,exec -D /dev/stdout "$bin" "$alg" "$n" | grep -c '^Trace'
  fi
}

# build TARGET VARIANT [ALG]: prints the binary's path. ascon-c variants get one
# binary per algorithm (its AEAD and hash share symbol names).
build() {
  local t="$1" v="$2" alg="${3:-}" bin defs=() objs=()
  case $v in
    plain64-rotr) defs=(-DASCON_BI32=0 -DASCON_LINEAR_SHIFTS=0) ;;
    plain64-shifts) defs=(-DASCON_BI32=0 -DASCON_LINEAR_SHIFTS=1) ;;
    bi32) defs=(-DASCON_BI32=1) ;;
    ascon-c-*)
      ascon_c_peer "${cc[$t]}" "$out/obj-$t-$v" "$alg" "${flags[@]}" ;;
  esac
  link_bench_linux "${cxx[$t]}" "$out/bench-$t-$v" "${flags[@]}"
}

# The bytes every build computes must be the same as the host build's.
g++ -std=c++20 -O2 -I"$ASCON_ROOT/include" "$here/bench_linux.cpp" -o "$out/bench-host"
declare -A expect
for a in "${algs[@]}"; do expect[$a]=$("$out/bench-host" "$a" 2048 print); done

declare -A result
for t in armhf i686; do
  for v in "${variants[@]}"; do
    b=""
    for a in "${algs[@]}"; do
      case $v-$a in ascon-c-*-xof128-out) continue ;; esac  # no XOF output here
      # one binary for all of ours; one per algorithm for ascon-c
      if [ -z "$b" ] || [[ $v == ascon-c-* ]]; then b=$(build "$t" "$v" "$a"); fi
      q=qemu-arm; [ $t = i686 ] && q=qemu-i386
      got=$("$q" "$b" "$a" 2048 print)
      [ "$got" = "${expect[$a]}" ] || { echo "icount-linux: error: $t $v $a computes wrong bytes" >&2; exit 1; }
      c1=$(count $t "$b" "$a" 1024); c2=$(count $t "$b" "$a" 2048)
      [ -n "$c1" ] && [ -n "$c2" ] || { echo "icount-linux: error: no count for $t $v $a" >&2; exit 1; }
      if [ $t = i686 ]; then  # the method check: qemu's count of the same difference
        d=$(( $(count $t "$b" "$a" 2048 qemu) - $(count $t "$b" "$a" 1024 qemu) ))
        [ "$d" -eq $((c2 - c1)) ] || {
          echo "icount-linux: error: $t $v $a: valgrind counts $((c2 - c1)), qemu-i386 $d" >&2; exit 1; }
      fi
      result[$t,$v,$a]=$(awk -v d=$((c2 - c1)) 'BEGIN { printf "%.1f", d / 1024 }')
      echo "$t $v $a: $c1 -> $c2 instructions: ${result[$t,$v,$a]} per byte" >&2
    done
  done
done

echo "${cxx[armhf]}: $(${cxx[armhf]} --version | head -n 1)"
echo "${cxx[i686]}: $(${cxx[i686]} --version | head -n 1)"
echo "$(valgrind --version), $(qemu-arm --version | head -n 1)"
echo
echo "| target | algorithm | plain 64-bit, rotates | plain 64-bit, shifts | bi32 (\`ASCON_BI32=1\`) | ascon-c opt32 | ascon-c bi32 |"
echo "|---|---|---|---|---|---|---|"
declare -A name=([aead128-encrypt]="Ascon-AEAD128 encrypt" [hash256]="Ascon-Hash256" [xof128-out]="Ascon-XOF128 output")
for t in armhf i686; do
  for a in "${algs[@]}"; do
    row="| $t | ${name[$a]} |"
    for v in plain64-rotr plain64-shifts bi32 ascon-c-opt32 ascon-c-bi32; do row+=" ${result[$t,$v,$a]:-} |"; done
    echo "$row"
  done
done
echo "icount-linux: $(( $(date +%s) - t_start )) s" >&2
