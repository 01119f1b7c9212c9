#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# Code size (text + data of a linked image, bytes) per algorithm on the
# targets of tests/embedded/targets.conf with sizes = yes (Cortex-M0 and
# M4), for this library's speed (-O2) and size (ASCON_SMALL=1, -Os)
# configurations, through the C++ one-shots and through the C functions
# (src/capi/), and its C99 edition (src/c99/*.c, -Os), beside ascon-c's
# C implementations opt32 and the smallest ones (opt32_lowsize,
# opt64_lowsize, bi32_lowsize, ref; its other C implementations are larger)
# at -Os and its inline-assembly ones for the core (armv6m, bi32_armv6m on
# the M0, armv7m, bi32_armv7m on the M4) at -O2 (the table's size_peers),
# built with the same compiler. Each
# image keeps only the algorithm's entry points (--gc-sections), plus what they pull in from
# newlib-nano and libgcc (memcpy, memset) for both sides alike.
#   ASCON_C_DIR=/tmp/ascon-c tests/embedded/sizes.sh   (a checkout of ascon-c,
#   never inside this repository); prints a Markdown table.
#   ASCON_SIZE_ALGS="aead128 hash256" ASCON_SIZE_CORES=m0: only some rows.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
source "$here/targets.sh"
: "${ASCON_C_DIR:?set ASCON_C_DIR to an ascon-c checkout}"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

# link OUT ENTRY... -- compiler args: an image rooted at the entry symbols
# (the target's cc, arch, libc and size tool set by the loop below).
size_of() {
  local out="$1"; shift
  local roots=()
  while [ "$1" != "--" ]; do roots+=("-Wl,--require-defined=$1"); shift; done
  shift
  "${cc[@]}" "$@" "${roots[@]}" -Wl,-e,"${roots[0]#-Wl,--require-defined=}" -o "$out" -ffunction-sections -fdata-sections \
    -nostdlib -Wl,--gc-sections -x none -Wl,--start-group "${libc[@]}" -Wl,--end-group 2>"$out.log" || { echo "n/a"; return; }
  "$sizetool" "$out" | awk 'NR == 2 { print $1 + $2 }'
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
echo "| algorithm | core | C++ -O2 | C++ ASCON_SMALL -Os | C functions -O2 | C functions ASCON_SMALL -Os | C99 edition -Os | ascon-c opt32 -Os | ascon-c opt32_lowsize -Os | ascon-c opt64_lowsize -Os | ascon-c bi32_lowsize -Os | ascon-c ref -Os | ascon-c armv6m / armv7m -O2 | ascon-c bi32_armv6m / bi32_armv7m -O2 |"
echo "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|"
for alg in ${ASCON_SIZE_ALGS:-aead128 hash256 xof128 cxof128}; do
  for cpu in ${ASCON_SIZE_CORES:-$(targets_with sizes)}; do
    cpu="$(target_name "$cpu")"
    target_words cc "$cpu" cc; target_words arch "$cpu" arch; target_words libc "$cpu" libc
    sizetool="${cc[0]%gcc}size"
    flag="-DASCON_SIZE_${alg^^}=1"
    row="| ${name[$alg]} | $(target_get "$cpu" core) |"
    row+=" $(size_of "$tmp/o.elf" ${ours_entry[$alg]} -- "${arch[@]}" -x c++ -std=c++20 -O2 -fno-exceptions -fno-rtti "$flag" -I"$here/../../include" "$here/size_entry.cpp") |"
    row+=" $(size_of "$tmp/s.elf" ${ours_entry[$alg]} -- "${arch[@]}" -x c++ -std=c++20 -Os -DASCON_SMALL=1 -fno-exceptions -fno-rtti "$flag" -I"$here/../../include" "$here/size_entry.cpp") |"
    for cfg in "-O2" "-Os -DASCON_SMALL=1"; do
      row+=" $(size_of "$tmp/f.elf" ${c99_entry[$alg]} -- "${arch[@]}" -x c++ -std=c++20 $cfg -fno-exceptions -fno-rtti -I"$here/../../include" "${capi[@]}") |"
    done
    row+=" $(size_of "$tmp/c.elf" ${c99_entry[$alg]} -- "${arch[@]}" -std=c99 -Os -I"$here/../../include" "$here"/../../src/c99/*.c) |"
    for impl in $(target_get "$cpu" size_peers); do
      d="$ASCON_C_DIR/${ref_dir[$alg]}/${impl%%:*}"
      if [ -d "$d" ]; then
        row+=" $(size_of "$tmp/r.elf" ${ref_entry[$alg]} -- "${arch[@]}" ${impl#*:} -std=c99 -I"$d" -I"$ASCON_C_DIR/tests" $(ls "$d"/*.c | grep -v printstate)) |"
      else
        row+=" n/a |"
      fi
    done
    echo "$row"
  done
done
