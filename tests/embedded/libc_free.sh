#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# The size configuration (ASCON_SMALL=1 -Os) links nothing from the C
# library: its C++ one-shots (tests/embedded/size_entry.cpp, the shape
# sizes.sh measures) and the C functions over them (src/capi/: not the
# incremental, _bits, truncated, Ascon-80pq or Mac/Prf calls, which run the
# core's own classes) link with -nostdlib and libgcc only, for every core sizes.sh and the bare-metal images cover
# (docs/embedded.md: "no memcpy/memset"; GCC turns a fixed-size copy into a
# memcpy call where the core cannot load misaligned words). A few seconds.
#   tests/embedded/libc_free.sh [CORE...]   (default: m0 m4 rv32i rv32b)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
source "$here/targets.sh"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
root="$here/../.."
status=0
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
  for extra in "" $([ "$cpu" = m4 ] && echo -DASCON_SMALL_BI32=1); do
  # (on the M4 also the interleaved size configuration, detail/small_bi32.hpp)
  pre="${extra:+bi32-}"
  link ${pre}cxx-aead128 aead_encrypt aead_decrypt -- -DASCON_SIZE_AEAD128=1 $extra "$here/size_entry.cpp"
  link ${pre}cxx-hash256 hash -- -DASCON_SIZE_HASH256=1 $extra "$here/size_entry.cpp"
  # Every one-shot the size configuration runs through detail/small.hpp:
  # the AEAD ones plain, nonce-masked and detached, Ascon-128/128a, and every
  # hash and XOF of both families.
  link ${pre}c-aead $(for a in aead128 aead128_masked v12_ascon128 v12_ascon128a; do
                  for d in encrypt decrypt; do echo ascon_${a}_$d ascon_${a}_${d}_detached; done
                done) -- $extra "${capi[@]}"
  link ${pre}c-hash ascon_hash256 ascon_xof128 ascon_cxof128 ascon_v12_hash ascon_v12_hasha ascon_v12_xof ascon_v12_xofa \
    -- $extra "${capi[@]}"
  done
done
exit $status
