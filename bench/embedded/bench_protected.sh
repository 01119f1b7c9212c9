#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# Instructions per call of the protected (masked) Ascon-AEAD128 encryption on
# Cortex-M0 and M4 under qemu-system -icount (bench_protected.cpp), for 2, 3
# and 4 shares, leveled and full, and of the protected Ascon-Mac and Ascon-Prf
# (16 bytes out) for 2, 3 and 4 shares, against the unmasked code and, with
# ASCON_C_DIR (an ascon-c checkout outside this repository), ascon-c's
# crypto_aead/asconaead128/protected_bi32_armv6_leveled with 2, 3 and 4 key
# shares, built the same way (-O2). Every configuration's ciphertext is
# checked against the LWC vector file first. Sizes: the image's text + data
# minus that of an image that encrypts nothing.
# The targets: those of tests/embedded/targets.conf with bench_protected = yes.
#   [ASCON_C_DIR=/tmp/ascon-c] bench/embedded/bench_protected.sh [OUT_DIR]
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$here/../.."
emb="$root/tests/embedded"  # the start-up code, semihosting and linker scripts the KAT images use too
source "$emb/targets.sh"
out="${1:-$root/build/embedded-bench-protected}"
vectors="${ASCON_VECTORS_DIR:-$root/../shared/vectors}"
mkdir -p "$out"
# The LWC record with key 00..0f, nonce 10..1f, PT 20..2f, no AD (Count = 16 * 33 + 1).
expect=$(awk '/^Count = 529$/{f=1} f && /^CT = /{print $3; exit}' "$vectors/sp800-232/ascon-aead128.txt")
[ -n "$expect" ] || { echo "bench_protected: no vector record 529 in $vectors" >&2; exit 1; }
# Mac and Prf: key 00..0f, message 10..1f (Count = 17); Prf's first 16 bytes.
mac_expect=$(awk '/^Count = 17$/{f=1} f && /^Tag = /{print $3; exit}' "$vectors/mac-prf-v1.3/ascon-mac.txt")
prf_expect=$(awk '/^Count = 17$/{f=1} f && /^Tag = /{print substr($3, 1, 32); exit}' "$vectors/mac-prf-v1.3/ascon-prf.txt")
[ -n "$mac_expect" ] && [ -n "$prf_expect" ] || { echo "bench_protected: no Mac/Prf record 17 in $vectors" >&2; exit 1; }

configs=("empty|-DASCON_BENCH_EMPTY=1" "unmasked|-DASCON_BENCH_PLAIN=1")
for n in 2 3 4; do
  configs+=("leveled-$n|-DASCON_BENCH_SHARES=$n -DASCON_BENCH_FULL=0" "full-$n|-DASCON_BENCH_SHARES=$n -DASCON_BENCH_FULL=1")
done
if [ -n "${ASCON_C_DIR:-}" ]; then
  for n in 2 3 4; do configs+=("ascon-c-leveled-$n|-DASCON_BENCH_REF=1 -DNUM_SHARES_KEY=$n"); done
fi
# ASCON_BENCH_ONLY=aead|mac (Mac and Prf) runs one part of the table.
if [ "${ASCON_BENCH_ONLY:-}" = mac ]; then configs=("empty|-DASCON_BENCH_EMPTY=1"); fi
if [ "${ASCON_BENCH_ONLY:-}" != aead ]; then
  for alg in 1:mac 2:prf; do
    a=${alg#*:}
    configs+=("$a-unmasked|-DASCON_BENCH_ALG=${alg%:*} -DASCON_BENCH_PLAIN=1")
    for n in 2 3 4; do configs+=("$a-$n|-DASCON_BENCH_ALG=${alg%:*} -DASCON_BENCH_SHARES=$n"); done
  done
fi

printf '| target | configuration | 0 B | 16 B | 64 B | 1536 B | insn/B at 1536 | size (B) |\n|---|---|---|---|---|---|---|---|\n' >"$out/table.md"
for t in $(targets_with bench_protected); do
  target_words cc "$t" cc; target_words cxx "$t" cxx; target_words arch "$t" arch; target_words extra "$t" bench_defs
  target_words libc "$t" libc; target_words q "$t" qemu
  ld="$(target_get "$t" ld)"
  sizetool="${cc[0]%gcc}size"
  empty_size=0
  for c in "${configs[@]}"; do
    label="${c%%|*}"; read -r -a defs <<<"${c#*|}"
    objs=()
    if [[ $label == ascon-c-* ]]; then
      d="$ASCON_C_DIR/crypto_aead/asconaead128/protected_bi32_armv6_leveled"
      o="$out/obj-$t-$label"; rm -rf "$o"; mkdir -p "$o"
      # ascon-c's protected code is ARMv6/v7 (Thumb-2) inline assembly: it
      # does not build for v6-M; say so and go on.
      if ! (cd "$o" && "${cc[@]}" "${arch[@]}" -O2 -ffunction-sections -fdata-sections "${defs[@]:1}" \
              -I"$d" -I"$ASCON_C_DIR/tests" -c $(ls "$d"/*.c | grep -v printstate)) >"$o/build.log" 2>&1; then
        echo "| $t | $label | does not build for $t (Thumb-2 assembly) | | | | | |" >>"$out/table.md"
        echo "bench_protected: $label does not build for $t ($(grep -m1 -o 'Error: .*' "$o/build.log" || echo see $o/build.log))"
        continue
      fi
      objs=("$o"/*.o)
    fi
    elf="$out/bench-$t-$label.elf"
    "${cxx[@]}" "${arch[@]}" "${extra[@]}" -std=c++20 -O2 -fno-exceptions -fno-rtti -fno-threadsafe-statics -fno-use-cxa-atexit \
      -ffunction-sections -fdata-sections "${defs[@]}" "-DASCON_KAT_TARGET=\"$t\"" "-DASCON_BENCH_LABEL=\"$label\"" \
      -I"$root/include" -I"$emb" "$emb/startup.cpp" "$here/bench_protected.cpp" "${objs[@]}" -nostdlib -nostartfiles \
      -L"$emb" -T"$emb/$ld" -Wl,--gc-sections -Wl,--start-group "${libc[@]}" -Wl,--end-group -o "$elf"
    size=$("$sizetool" "$elf" | awk 'NR==2{print $1 + $2}')
    log=$(timeout 300 "${q[@]}" -icount shift=0 -nographic -monitor none -serial none \
            -semihosting-config enable=on,target=native,arg=bench -kernel "$elf" 2>&1)
    echo "$log"
    if [ "$label" = empty ]; then empty_size=$size; continue; fi
    ct=$(echo "$log" | grep -o 'ct16 [0-9A-F]*' | cut -d' ' -f2)
    want=$expect; case $label in mac-*) want=$mac_expect ;; prf-*) want=$prf_expect ;; esac
    if [ "$ct" != "$want" ]; then echo "bench_protected: $t $label: WRONG output $ct (expected $want)" >&2; exit 1; fi
    read -r c0 c16 c64 c1536 <<<"$(echo "$log" | grep -o 'insn/call [0-9 ]*' | cut -d' ' -f2-)"
    per_byte=$(awk -v a="$c1536" -v b="$c0" 'BEGIN{printf "%.1f", (a - b) / 1536}')
    echo "| $t | $label | $c0 | $c16 | $c64 | $c1536 | $per_byte | $((size - empty_size)) |" >>"$out/table.md"
  done
done
cat "$out/table.md"
