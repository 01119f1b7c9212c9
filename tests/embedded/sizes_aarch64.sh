#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# Code size on AArch64 (aarch64-linux-gnu-gcc 12, bytes) of the size
# configuration (ASCON_SMALL=1, -Os) per algorithm, through the C++
# one-shots (tests/embedded/size_entry.cpp) and the C functions (src/capi/),
# beside ascon-c's size-first C folder opt64_lowsize (and opt64) at -Os, the
# same compiler and flags on both sides.
#   ASCON_C_DIR=/tmp/ascon-c tests/embedded/sizes_aarch64.sh   (a checkout of
#   ascon-c, never inside this repository); prints a Markdown table.
#   ASCON_SIZE_ALGS="aead128 hash256": only some rows.
#   ASCON_SIZE_SMALL_DEFS="-DASCON_SMALL_STORED_IV=0": extra defines for ours.
#   ASCON_SIZE_SYMBOLS=1: also each image's symbols (nm --size-sort -S).
#
# How, and why not sizes.sh's way: each cell is a static image linked as the
# bare-metal ones are (-nostdlib, rooted at the algorithm's entry points,
# -ffunction-sections -fdata-sections -Wl,--gc-sections), whose .text,
# .rodata and .data are counted. There is no AArch64 bare-metal C library
# here (glibc's static memcpy pulls in stdio and the unwinder), so no
# library is linked: memcpy, memset and memmove stay unresolved (the images
# count the algorithm's own code: sizes.sh's "over a firmware that already
# links memcpy and memset" measure; ours call none of them); any other
# undefined symbol fails the cell. A cell says which of those three its image
# calls ("(calls memcpy)": their code is not counted). Compiled with
# -fno-asynchronous-unwind-tables on both sides, as a bare-metal build is:
# AArch64 Linux GCC otherwise adds .eh_frame (184 bytes to our Hash256
# objects before this branch, 144 to opt64_lowsize's).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$here/../.."
: "${ASCON_C_DIR:?set ASCON_C_DIR to an ascon-c checkout}"
cc=aarch64-linux-gnu-gcc cxx=aarch64-linux-gnu-g++ nm=aarch64-linux-gnu-nm readelf=aarch64-linux-gnu-readelf size=aarch64-linux-gnu-size
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
common=(-Os -fno-asynchronous-unwind-tables -fno-unwind-tables -ffunction-sections -fdata-sections)

# image OUT ENTRY... -- COMPILER ARGS...: prints the image's .text + .rodata
# + .data bytes, or n/a (a compile or link error, or an undefined symbol
# other than memcpy, memset, memmove).
image() {
  local out="$1" roots=()
  shift
  while [ "$1" != "--" ]; do roots+=("-Wl,--require-defined=$1"); shift; done
  shift
  if ! "$@" "${common[@]}" -static -nostdlib -Wl,--gc-sections -Wl,--unresolved-symbols=ignore-all \
    "${roots[@]}" -Wl,-e,"${roots[0]#-Wl,--require-defined=}" -o "$out" 2>"$out.log"; then
    echo n/a; return
  fi
  local undef
  undef=$("$readelf" -Ws "$out" | awk '$7 == "UND" && $8 != "" { print $8 }' | grep -vxE 'memcpy|memset|memmove' || true)
  if [ -n "$undef" ]; then echo "n/a (undefined: $undef)"; return; fi
  if [ -n "${ASCON_SIZE_SYMBOLS:-}" ]; then "$nm" --size-sort -S "$out" | sed "s|^|$(basename "$out"): |" >&2; fi
  local libc
  libc=$("$readelf" -Ws "$out" | awk '$7 == "UND" && $8 != "" { printf " %s", $8 }')
  "$size" -A "$out" | awk -v libc="$libc" '$1 ~ /^\.(text|rodata|data)/ { s += $2 } END { print s + 0 (libc == "" ? "" : " (calls" libc ")") }'
}

declare -A ours_entry=([aead128]="aead_encrypt aead_decrypt" [hash256]=hash [xof128]=xof [cxof128]=cxof)
declare -A capi_entry=([aead128]="ascon_aead128_encrypt ascon_aead128_decrypt" [hash256]=ascon_hash256
                       [xof128]=ascon_xof128 [cxof128]=ascon_cxof128)
declare -A ref_dir=([aead128]=crypto_aead/asconaead128 [hash256]=crypto_hash/asconhash256
                    [xof128]=crypto_hash/asconxof128 [cxof128]=crypto_cxof/asconcxof128)
declare -A ref_entry=([aead128]="crypto_aead_encrypt crypto_aead_decrypt" [hash256]=crypto_hash
                      [xof128]=crypto_hash [cxof128]=crypto_cxof)
declare -A name=([aead128]="Ascon-AEAD128 enc+dec" [hash256]=Ascon-Hash256 [xof128]=Ascon-XOF128 [cxof128]=Ascon-CXOF128)
small=(-DASCON_SMALL=1 ${ASCON_SIZE_SMALL_DEFS:-})
echo "| algorithm | C++ ASCON_SMALL -Os | C functions ASCON_SMALL -Os | ascon-c opt64_lowsize -Os | ascon-c opt64 -Os |"
echo "|---|---|---|---|---|"
for alg in ${ASCON_SIZE_ALGS:-aead128 hash256 xof128 cxof128}; do
  row="| ${name[$alg]} |"
  row+=" $(image "$tmp/$alg-cxx" ${ours_entry[$alg]} -- "$cxx" -std=c++20 "${small[@]}" -fno-exceptions -fno-rtti \
    "-DASCON_SIZE_${alg^^}=1" -I"$root/include" "$here/size_entry.cpp") |"
  row+=" $(image "$tmp/$alg-capi" ${capi_entry[$alg]} -- "$cxx" -std=c++20 "${small[@]}" -fno-exceptions -fno-rtti \
    -I"$root/include" "$root"/src/capi/{aead,hash,common}.cpp) |"
  for impl in opt64_lowsize opt64; do
    d="$ASCON_C_DIR/${ref_dir[$alg]}/$impl"
    if [ -d "$d" ]; then
      # shellcheck disable=SC2046
      row+=" $(image "$tmp/$alg-$impl" ${ref_entry[$alg]} -- "$cc" -std=c99 -I"$d" -I"$ASCON_C_DIR/tests" \
        $(ls "$d"/*.c | grep -v printstate)) |"
    else
      row+=" n/a |"
    fi
  done
  echo "$row"
done
