#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# The size configuration (ASCON_SMALL=1 -Os) links nothing from the C
# library: its C++ one-shots (tests/embedded/size_entry.cpp, the shape
# sizes.sh measures), the C functions over them (src/capi/), and every other
# exported C function of a size-configuration libascon (the incremental AEAD,
# _bits, truncated tags, Ascon-80pq, Mac/Prf/PrfShort, streaming hash/XOF,
# the protected and stream calls: one image per core rooted at all of them)
# link with
# -nostdlib and libgcc only, for every core sizes.sh and the bare-metal
# images cover (docs/embedded.md: "no memcpy/memset"; GCC turns a copy of a
# length it cannot see as small, a struct copy or a plain byte loop at -Os
# into a memcpy/memset call). A few seconds per core.
# Allowed to link the C library (not rooted, listed in $allow below): the
# batch engine (ascon_*_many*, ascon_batch_*: malloc, threads) only.
#   tests/embedded/libc_free.sh [CORE...]   (default: m0 m4 rv32i rv32b)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
source "$here/targets.sh"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
root="$here/../.."
status=0
# The exported C functions allowed to link the C library: the batch engine
# (src/capi/batch.cpp, src/batch/) allocates and runs threads.
allow='_many(_packed)?$|^ascon_batch_'
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
    grep -m3 "undefined reference" "$tmp/$name.log" >&2 || tail -5 "$tmp/$name.log" >&2
    echo "libc-free $cpu $name: FAILED (links the C library)" >&2
    status=1
  fi
}
for cpu in ${*:-m0 m4 rv32i rv32b}; do
  cpu="$(target_name "$cpu")"
  target_words cc "$cpu" cc; target_words arch "$cpu" arch
  target_words cxxflags "$cpu" cxxflags; target_words sysinc "$cpu" sysinc
  cxxarch=("${arch[@]}" "${cxxflags[@]}" "${sysinc[@]}")
  libgcc="$("${cc[@]}" "${arch[@]}" -print-libgcc-file-name)"
  capi=("$root"/src/capi/{aead,hash,common}.cpp)
  link cxx-aead128 aead_encrypt aead_decrypt -- -DASCON_SIZE_AEAD128=1 "$here/size_entry.cpp"
  link cxx-hash256 hash -- -DASCON_SIZE_HASH256=1 "$here/size_entry.cpp"
  # Every one-shot the size configuration runs through detail/small.hpp:
  # the AEAD ones plain, nonce-masked and detached, Ascon-128/128a, and every
  # hash and XOF of both families.
  link c-aead $(for a in aead128 aead128_masked v12_ascon128 v12_ascon128a; do
                  for d in encrypt decrypt; do echo ascon_${a}_$d ascon_${a}_${d}_detached; done
                done) -- "${capi[@]}"
  link c-hash ascon_hash256 ascon_xof128 ascon_cxof128 ascon_v12_hash ascon_v12_hasha ascon_v12_xof ascon_v12_xofa \
    -- "${capi[@]}"
  # Every exported C function but the allowed ones, in one image per core.
  link c-all $(grep -v '^#' "$root/src/capi/exported_symbols.txt" | grep -Ev "$allow") \
    -- "${capi[@]}" "$root"/src/capi/{protected,stream,random,catalogue}.cpp
done
exit $status
