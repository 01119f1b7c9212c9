#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# Code size (text + data of a linked image, bytes) per algorithm on the
# targets of tests/embedded/targets.conf with sizes = yes (Cortex-M0 and
# M4), for this library's speed (-O2) and size (ASCON_SMALL=1, -Os)
# configurations, through the C++ one-shots and through the C functions
# (src/capi/), and its C99 edition (src/c99/*.c, -Os), beside ascon-c's
# C implementations opt32 and the smallest ones (opt32_lowsize,
# opt64_lowsize, bi32_lowsize, ref; its other C implementations are larger)
# at -Os, its inline-assembly ones for the core (armv6m, bi32_armv6m on
# the M0, armv7m, bi32_armv7m on the M4) at -O2 and its size-first
# assembly folders (armv6m_lowsize on the M0, armv7m_lowsize,
# armv7m_small, bi32_armv7m_small on the M4) at -Os (the table's
# size_peers), built with the same compiler. Each image keeps only the
# algorithm's entry points (--gc-sections), plus what they pull in from
# newlib-nano and libgcc (memcpy, memset) for both sides alike.
# Two tables: the images linked alone, then over a firmware that already
# links memcpy and memset (most do): the image with those two as extra
# roots, less an image of only them, so it counts the algorithm's own code.
#   ASCON_C_DIR=/tmp/ascon-c tests/embedded/sizes.sh   (a checkout of ascon-c,
#   never inside this repository); prints two Markdown tables.
#   ASCON_SIZE_ALGS="aead128 hash256" ASCON_SIZE_CORES=m0: only some rows.
#   ASCON_SIZE_SMALL_DEFS="-DASCON_SMALL_BI32=1": extra defines for the two
#   ASCON_SMALL columns (e.g. the interleaved size configuration).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
source "$here/targets.sh"
: "${ASCON_C_DIR:?set ASCON_C_DIR to an ascon-c checkout}"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

# size_of OUT ENTRY... -- compiler args: an image rooted at the entry
# symbols (the target's cc, arch, libc and size tool set by the loop below);
# prints "ALONE OVER": its size, and its size with memcpy and memset as
# extra roots less the size of an image of only those two (base, per core).
link_size() {
  local out="$1"; shift
  local roots=()
  while [ "$1" != "--" ]; do roots+=("-Wl,--require-defined=$1"); shift; done
  shift
  "${cc[@]}" "$@" "${roots[@]}" -Wl,-e,"${roots[0]#-Wl,--require-defined=}" -o "$out" -ffunction-sections -fdata-sections \
    -nostdlib -Wl,--gc-sections -x none -Wl,--start-group "${libc[@]}" -Wl,--end-group 2>"$out.log" || { echo "n/a"; return; }
  "$sizetool" "$out" | awk 'NR == 2 { print $1 + $2 }'
}
size_of() {
  local out="$1" entries=() alone over
  shift
  while [ "$1" != "--" ]; do entries+=("$1"); shift; done
  shift
  alone=$(link_size "$out" "${entries[@]}" -- "$@")
  over=$(link_size "$out" "${entries[@]}" memcpy memset -- "$@")
  if [ "$alone" = n/a ] || [ "$over" = n/a ]; then echo "n/a n/a"; else echo "$alone $((over - base))"; fi
}

declare -A ours_entry=([aead128]="aead_encrypt aead_decrypt" [hash256]=hash [xof128]=xof [cxof128]=cxof)
declare -A ref_dir=([aead128]=crypto_aead/asconaead128 [hash256]=crypto_hash/asconhash256
                    [xof128]=crypto_hash/asconxof128 [cxof128]=crypto_cxof/asconcxof128)
declare -A name=([aead128]="Ascon-AEAD128 enc+dec" [hash256]=Ascon-Hash256 [xof128]=Ascon-XOF128 [cxof128]=Ascon-CXOF128)
declare -A c99_entry=([aead128]="ascon_aead128_encrypt ascon_aead128_decrypt" [hash256]=ascon_hash256
                      [xof128]=ascon_xof128 [cxof128]=ascon_cxof128)
declare -A ref_entry=([aead128]="crypto_aead_encrypt crypto_aead_decrypt" [hash256]=crypto_hash
                      [xof128]=crypto_hash [cxof128]=crypto_cxof)
capi=("$here"/../../src/capi/{aead,hash,common}.cpp)
header="| algorithm | core | C++ -O2 | C++ ASCON_SMALL -Os | C functions -O2 | C functions ASCON_SMALL -Os | C99 edition -Os | ascon-c opt32 -Os | ascon-c opt32_lowsize -Os | ascon-c opt64_lowsize -Os | ascon-c bi32_lowsize -Os | ascon-c ref -Os | ascon-c armv6m / armv7m -O2 | ascon-c bi32_armv6m / bi32_armv7m -O2 | ascon-c armv6m_lowsize / armv7m_lowsize -Os | ascon-c armv7m_small -Os | ascon-c bi32_armv7m_small -Os |"
sep="|$(printf -- '---|%.0s' $(seq $(( $(tr -cd '|' <<<"$header" | wc -c) - 1 ))))"
alone_rows=() over_rows=()
# cell SIZE_OF-OUTPUT: appends one cell to each table's row
cell() { read -r a o <<<"$1"; row_a+=" $a |"; row_o+=" $o |"; }
for alg in ${ASCON_SIZE_ALGS:-aead128 hash256 xof128 cxof128}; do
  for cpu in ${ASCON_SIZE_CORES:-$(targets_with sizes)}; do
    cpu="$(target_name "$cpu")"
    target_words cc "$cpu" cc; target_words arch "$cpu" arch; target_words libc "$cpu" libc
    # the C++ standard headers' and the C headers' locations (RV32: no
    # toolchain default; empty on Arm)
    target_words cxxflags "$cpu" cxxflags; target_words sysinc "$cpu" sysinc
    cxxarch=("${arch[@]}" "${cxxflags[@]}" "${sysinc[@]}") carch=("${arch[@]}" "${sysinc[@]}")
    sizetool="${cc[0]%gcc}size"
    base=$(link_size "$tmp/b.elf" memcpy memset -- "${arch[@]}" -x c /dev/null)
    flag="-DASCON_SIZE_${alg^^}=1"
    row_a="| ${name[$alg]} | $(target_get "$cpu" core) |"; row_o="$row_a"
    cell "$(size_of "$tmp/o.elf" ${ours_entry[$alg]} -- "${cxxarch[@]}" -x c++ -std=c++20 -O2 -fno-exceptions -fno-rtti "$flag" -I"$here/../../include" "$here/size_entry.cpp")"
    cell "$(size_of "$tmp/s.elf" ${ours_entry[$alg]} -- "${cxxarch[@]}" -x c++ -std=c++20 -Os -DASCON_SMALL=1 ${ASCON_SIZE_SMALL_DEFS:-} -fno-exceptions -fno-rtti "$flag" -I"$here/../../include" "$here/size_entry.cpp")"
    for cfg in "-O2" "-Os -DASCON_SMALL=1 ${ASCON_SIZE_SMALL_DEFS:-}"; do
      cell "$(size_of "$tmp/f.elf" ${c99_entry[$alg]} -- "${cxxarch[@]}" -x c++ -std=c++20 $cfg -fno-exceptions -fno-rtti -I"$here/../../include" "${capi[@]}")"
    done
    cell "$(size_of "$tmp/c.elf" ${c99_entry[$alg]} -- "${carch[@]}" -std=c99 -Os -I"$here/../../include" "$here"/../../src/c99/*.c)"
    for impl in $(target_get "$cpu" size_peers); do
      d="$ASCON_C_DIR/${ref_dir[$alg]}/${impl%%:*}"
      if [ -d "$d" ]; then
        cell "$(size_of "$tmp/r.elf" ${ref_entry[$alg]} -- "${carch[@]}" ${impl#*:} -std=c99 -I"$d" -I"$ASCON_C_DIR/tests" $(ls "$d"/*.c "$d"/*.S 2>/dev/null | grep -v printstate))"
      else
        cell "n/a n/a"
      fi
    done
    alone_rows+=("$row_a"); over_rows+=("$row_o")
  done
done
echo "Linked alone:"
echo
echo "$header"
echo "$sep"
printf '%s\n' "${alone_rows[@]}"
echo
echo "Over a firmware that already links memcpy and memset (the image with both as extra roots, less an image of only them):"
echo
echo "$header"
echo "$sep"
printf '%s\n' "${over_rows[@]}"
