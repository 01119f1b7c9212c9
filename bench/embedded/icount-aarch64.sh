#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# Instruction counts on AArch64 (Linux, qemu-aarch64 user mode): Ascon-AEAD128
# encrypt and decrypt (no associated data) and Ascon-Hash256, per call at 0,
# 16 and 64 bytes and per byte of a long message; with ASCON_C_DIR (an
# ascon-c checkout outside this repository), also ascon-c's opt64 built with
# the same compiler and flags (aarch64-linux-gnu-gcc, -O2).
#   [ASCON_C_DIR=/tmp/ascon-c] bench/embedded/icount-aarch64.sh [OUT_DIR]
#   ASCON_BENCH_VARIANTS="default rotr"  ours: default, rotr / shifts
#     (ASCON_LINEAR_SHIFTS=0 / 1), small (ASCON_SMALL=1 -Os), capi /
#     capi-small (the C functions, key bytes in every call, as ascon-c's;
#     default or size configuration; compiled with ASCON_X86_64_V3_AT_RUN_TIME
#     as libascon's CMake target is, so that on the x86-64 host the
#     x86-64-v3 variant runs the assembly round), c99 / c99-small
#     (the C99 edition's C functions, src/c99/*.c as strict C99 at -O2 / -Os)
#   ASCON_BENCH_REF="opt64 opt64_lowsize"  ascon-c folders (default opt64)
#   ASCON_ICOUNT_HOST=1  the same on the x86-64 host instead (gcc, g++; counts
#     from valgrind's callgrind, "Collected": every guest instruction)
# Prints the Markdown tables of docs/embedded.md (bench/embedded/bench_table.py).
#
# Exact counts as in icount-linux.sh: qemu-aarch64 -singlestep (one guest
# instruction per translation block) -d nochain,exec (one "Trace" line per
# block run): the lines are the instructions the whole process executes.
# Start-up, set-up and exit are the same whatever the repetition count, so
# one call is (count with REPS = 5 - count with REPS = 1) / 4, and a byte is
# (one 2048-byte call - one 1024-byte call) / 1024 (bench_linux.cpp). Every
# binary first prints its outputs, which must be the host build's bytes.
# Instruction counts are not cycles: an out-of-order core's time is a weak
# function of them.
source "$(dirname "$0")/../../scripts/lib/common.sh"
source "$(dirname "$0")/icount-common.sh"
here="$ASCON_ROOT/bench/embedded"
if [ -n "${ASCON_ICOUNT_HOST:-}" ]; then
  ensure_apt g++ valgrind
  t=x86_64 cxx=g++ cc=gcc run=()
else
  ensure_apt g++-aarch64-linux-gnu qemu-user g++
  t=aarch64 cxx=aarch64-linux-gnu-g++ cc=aarch64-linux-gnu-gcc run=(qemu-aarch64)
fi
out="${1:-$ASCON_ROOT/build/icount-$t}"
mkdir -p "$out"
t_start=$(date +%s)
flags=(-O2)
algs=(aead128-encrypt aead128-decrypt hash256)
variants=()
for v in ${ASCON_BENCH_VARIANTS:-default}; do variants+=("$v"); done
if [ -n "${ASCON_C_DIR:-}" ]; then
  for d in ${ASCON_BENCH_REF:-opt64}; do variants+=("ascon-c-$d"); done
fi

# build VARIANT ALG: prints the binary's path (ascon-c: one per algorithm,
# as its AEAD and hash share symbol names).
build() {
  local v="$1" alg="$2" defs=() objs=() bin
  case $v in
    default) ;;
    rotr) defs=(-DASCON_LINEAR_SHIFTS=0) ;;
    shifts) defs=(-DASCON_LINEAR_SHIFTS=1) ;;
    small) defs=(-DASCON_SMALL=1 -Os) ;;
    capi) defs=(-DASCON_BENCH_CAPI=1 -DASCON_X86_64_V3_AT_RUN_TIME=1); objs=("$ASCON_ROOT"/src/capi/{aead,hash,common}.cpp) ;;
    capi-small) defs=(-DASCON_BENCH_CAPI=1 -DASCON_X86_64_V3_AT_RUN_TIME=1 -DASCON_SMALL=1 -Os); objs=("$ASCON_ROOT"/src/capi/{aead,hash,common}.cpp) ;;
    c99|c99-small)
      defs=(-DASCON_BENCH_CAPI=1); rm -rf "$out/obj-$v"; mkdir -p "$out/obj-$v"
      (cd "$out/obj-$v" && "$cc" -std=c99 -pedantic -Wall -Wextra -Wcast-qual -Werror "$([ $v = c99 ] && echo -O2 || echo -Os)" \
         -DASCON_STATIC -I"$ASCON_ROOT/include" -c "$ASCON_ROOT"/src/c99/*.c)
      objs=("$out/obj-$v"/*.o) ;;
    ascon-c-*)
      ascon_c_peer "$cc" "$out/obj-$v" "$alg" "${flags[@]}" ;;
    *) echo "icount-aarch64: error: unknown variant $v" >&2; exit 2 ;;
  esac
  bin="$out/bench-$v"
  if [ -x "$bin" ]; then echo "$bin"; else link_bench_linux "$cxx" "$bin" "${flags[@]}"; fi
}
count() {  # BINARY ALG N REPS
  if [ $t = x86_64 ]; then
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 | sed -n 's/^==[0-9]*== Collected : \([0-9]*\)$/\1/p'
  else
    qemu-aarch64 -singlestep -d nochain,exec -D /dev/stdout "$@" | grep -c '^Trace'
  fi
}
call() {  # BINARY ALG N: instructions of one call
  local c5 c1
  c5=$(count "$1" "$2" "$3" 5); c1=$(count "$1" "$2" "$3" 1)
  [ "$c1" -gt 0 ] && [ $(( (c5 - c1) % 4 )) -eq 0 ] || {
    echo "icount-aarch64: error: $1 $2 $3: counts $c1, $c5" >&2; exit 1; }
  echo $(( (c5 - c1) / 4 ))
}

g++ -std=c++20 -O2 -I"$ASCON_ROOT/include" "$here/bench_linux.cpp" -o "$out/bench-host"
rm -f "$out"/bench-default* "$out"/bench-rotr* "$out"/bench-shifts* "$out"/bench-small* "$out"/bench-capi* "$out"/bench-c99* "$out"/bench-ascon-c-*
lines=()
for v in "${variants[@]}"; do
  for a in "${algs[@]}"; do
    b=$(build "$v" "$a")
    for n in 0 16 64 1024; do
      [ "$("${run[@]}" "$b" "$a" $n print)" = "$("$out/bench-host" "$a" $n print)" ] || {
        echo "icount-aarch64: error: $v $a computes wrong bytes at $n" >&2; exit 1; }
    done
    c0=$(call "$b" "$a" 0); c16=$(call "$b" "$a" 16); c64=$(call "$b" "$a" 64)
    k1=$(call "$b" "$a" 1024); k2=$(call "$b" "$a" 2048)
    lines+=("[ insn $t $v ] $a call0 $c0 call16 $c16 call64 $c64 byte $(awk -v d=$((k2 - k1)) 'BEGIN { printf "%.2f", d / 1024 }')")
    echo "${lines[-1]}" >&2
  done
done

echo "$cxx: $($cxx --version | head -n 1); $(if [ $t = x86_64 ]; then valgrind --version; else qemu-aarch64 --version | head -n 1; fi)"
echo
printf '%s\n' "${lines[@]}" | python3 "$here/bench_table.py" $t
echo "icount-aarch64: $(( $(date +%s) - t_start )) s" >&2
