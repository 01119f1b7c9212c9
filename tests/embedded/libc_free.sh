#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# The size configuration (ASCON_SMALL=1 -Os) links nothing from the C
# library: its C++ one-shots (tests/embedded/size_entry.cpp, the shape
# sizes.sh measures) and the C functions over them (src/capi/) link with
# -nostdlib and libgcc only, for every core sizes.sh and the bare-metal
# images cover (docs/embedded.md: "no memcpy/memset"; GCC turns a fixed-size
# copy into a memcpy call where the core cannot load misaligned words).
# The other exported C functions of a size-configuration libascon (the
# incremental AEAD, _bits, truncated tags, Ascon-80pq, Mac/Prf/PrfShort,
# streaming hash/XOF, protected, stream, random and catalogue calls: one
# image per core rooted at all of them) run the core's own classes, whose
# struct copies and zeroings GCC still turns into memcpy/memset/memmove
# calls on these cores (a few hundred call sites): that image may take only
# those three from a C library ($c_all_allowed below), nothing else (no
# strlen, memcmp, malloc, abort, ...). Not rooted at all: the batch engine
# ($not_rooted: ascon_*_many*, ascon_batch_*), which allocates and runs
# threads. A few seconds per core.
#   tests/embedded/libc_free.sh [CORE...]   (default: m0 m4 rv32i rv32b)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
source "$here/targets.sh"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
root="$here/../.."
status=0
# The exported C functions not rooted: the batch engine (src/capi/batch.cpp,
# src/batch/) allocates and runs threads.
not_rooted='_many(_packed)?$|^ascon_batch_'
# What the image of every other exported C function may take from a C
# library: the struct copies and zeroings of the core's classes. Bound to
# address 0 (the image is linked, never run), so any other C library
# function still fails the link.
c_all_allowed=(memcpy memset memmove)
# link NAME ENTRY... -- SOURCES/FLAGS: an image rooted at the entries, no libc.
link() {
  local name="$1" roots=(); shift
  while [ "$1" != "--" ]; do roots+=("-Wl,--require-defined=$1"); shift; done
  shift
  if "${cc[@]}" "${cxxarch[@]}" -x c++ -std=c++20 -Os -DASCON_SMALL=1 -fno-exceptions -fno-rtti \
       -ffunction-sections -fdata-sections -I"$root/include" "$@" "${roots[@]}" \
       -Wl,-e,"${roots[0]#-Wl,--require-defined=}" -nostdlib -Wl,--gc-sections -x none "$libgcc" \
       -o "$tmp/$name.elf" 2>"$tmp/$name.log"; then
    echo "libc-free $cpu $name: ok"
  else
    cat "$tmp/$cpu"-*.log >&2
    grep "undefined reference" "$tmp/$name.log" | sed "s/+0x[0-9a-f]*//" | sort -u | ${CXXFILT:-c++filt} | head -${ASCON_LIBC_SHOW:-3} >&2 || tail -5 "$tmp/$name.log" >&2
    echo "libc-free $cpu $name: FAILED (links the C library)" >&2
    status=1
  fi
}
# compile_capi PREFIX DEFINE FILE...: src/capi/FILE.cpp of the size
# configuration (plus DEFINE, which may be empty) to $tmp/PREFIX-FILE.o, two
# at a time; the target's compiler and flags as the loop below sets them.
compile_capi() {
  local prefix="$1" define="$2" f pids=() p; shift 2
  for f in "$@"; do
    "${cc[@]}" "${cxxarch[@]}" -x c++ -std=c++20 -Os -DASCON_SMALL=1 $define -fno-exceptions -fno-rtti \
      -ffunction-sections -fdata-sections -I"$root/include" -c "$root/src/capi/$f.cpp" -o "$tmp/$prefix-$f.o" \
      2>"$tmp/$prefix-$f.log" &
    pids+=($!)
    [ ${#pids[@]} -lt 2 ] || { wait "${pids[0]}" || true; pids=("${pids[@]:1}"); }
  done
  for p in "${pids[@]}"; do wait "$p" || true; done
}
for cpu in ${*:-m0 m4 rv32i rv32b}; do
  cpu="$(target_name "$cpu")"
  target_words cc "$cpu" cc; target_words arch "$cpu" arch
  target_words cxxflags "$cpu" cxxflags; target_words sysinc "$cpu" sysinc
  cxxarch=("${arch[@]}" "${cxxflags[@]}" "${sysinc[@]}")
  # libgcc of the target's own multilib (its libc key names it): asked with
  # an -march that names zicsr, riscv64-unknown-elf-gcc answers the rv64
  # default, whose 64-bit shift helpers an RV32 image cannot take.
  target_words libc "$cpu" libc
  libgcc=""
  for w in "${libc[@]}"; do [[ $w == */libgcc.a ]] && libgcc="$w"; done
  [ -n "$libgcc" ] || libgcc="$("${cc[@]}" "${arch[@]}" -print-libgcc-file-name)"
  # The C library's sources compiled once per core (two at a time), linked
  # into the three C images below.
  compile_capi "$cpu" "" aead hash common protected stream random catalogue
  capi=(-x none "$tmp/$cpu-"{aead,hash,common}.o)
  # Every one-shot the size configuration runs through detail/small.hpp:
  # the AEAD ones plain, nonce-masked and detached, Ascon-128/128a, and every
  # hash and XOF of both families.
  aead_roots=$(for a in aead128 aead128_masked v12_ascon128 v12_ascon128a; do
                 for d in encrypt decrypt; do echo ascon_${a}_$d ascon_${a}_${d}_detached; done
               done)
  hash_roots="ascon_hash256 ascon_xof128 ascon_cxof128 ascon_v12_hash ascon_v12_hasha ascon_v12_xof ascon_v12_xofa"
  link cxx-aead128 aead_encrypt aead_decrypt -- -DASCON_SIZE_AEAD128=1 "$here/size_entry.cpp"
  link cxx-hash256 hash -- -DASCON_SIZE_HASH256=1 "$here/size_entry.cpp"
  link c-aead $aead_roots -- "${capi[@]}"
  link c-hash $hash_roots -- "${capi[@]}"
  # Every exported C function but the batch engine's, in one image per core.
  link c-all $(grep -v '^#' "$root/src/capi/exported_symbols.txt" | grep -Ev "$not_rooted") \
    -- "${capi[@]}" "$tmp/$cpu-"{protected,stream,random,catalogue}.o $(printf -- "-Wl,--defsym=%s=0 " "${c_all_allowed[@]}")
  # On the M4 also the interleaved size configuration (detail/small_bi32.hpp).
  if [ "$cpu" = m4 ]; then
    b=-DASCON_SMALL_BI32=1
    link bi32-cxx-aead128 aead_encrypt aead_decrypt -- -DASCON_SIZE_AEAD128=1 $b "$here/size_entry.cpp"
    link bi32-cxx-hash256 hash -- -DASCON_SIZE_HASH256=1 $b "$here/size_entry.cpp"
    compile_capi "$cpu-bi32" $b aead hash common
    link bi32-c-aead $aead_roots -- -x none "$tmp/$cpu-bi32-"{aead,hash,common}.o
    link bi32-c-hash $hash_roots -- -x none "$tmp/$cpu-bi32-"{aead,hash,common}.o
  fi
done
exit $status
