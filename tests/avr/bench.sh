#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# Cycles and size of Ascon-AEAD128 and Ascon-Hash256 on AVR (ATmega1284P under
# simavr, exact cycle counts), the C99 edition against ascon-c's 8-bit
# implementations, same compiler (avr-gcc 5.4) and flags: cycles from -O2
# builds, flash and RAM from -Os builds. Each build checks a known answer
# first (tests/avr/bench_avr.c) and is left out if it fails.
#   flash  text + data of the firmware minus the same firmware without the
#          algorithm (BENCH_NONE)
#   RAM    data + bss minus the baseline's, plus the deepest stack of the run
# usage: ASCON_C_DIR=/path/to/ascon-c tests/avr/bench.sh [OUT_DIR]
# IMPLS overrides the list: "c99 c99-asm c99-asm-ebacs c99-64 opt8 opt8_lowsize bi8 avr_lowsize"
# (c99-asm-ebacs: the edition with the assembly round behind ascon-c's eBACS
# entry points, tests/avr/ebacs_c99.c, so both sides share an interface);
# with only c99* there, ASCON_C_DIR may be left unset.
# MCU=atmega328p (Arduino Uno, 2 KiB SRAM) benches with 256-byte long messages
# (cycles/B from 256 and 512 B) and a 64-byte Hash256 known answer, so that the
# buffers fit; it also prints each call's milliseconds at 16 MHz and the RAM split.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$here/../.."
vectors="${ASCON_VECTORS_DIR:-$root/../shared/vectors}"
out="${1:-$root/build/avr-bench}"
impls=(${IMPLS:-c99 c99-asm c99-asm-ebacs c99-64 opt8 opt8_lowsize bi8 avr_lowsize})
mcu="${MCU:-atmega1284p}"
long=1024 hash_kat=1024
[ "$mcu" = atmega328p ] && long=256 hash_kat=64
mkdir -p "$out"
if [ -n "${ASCON_C_DIR:-}" ]; then
  peer="$ASCON_C_DIR"
else # only the size baseline needs ascon-c's SUPERCOP headers: declare those functions
  for i in "${impls[@]}"; do [[ "$i" == c99* ]] || { echo "bench: set ASCON_C_DIR for $i" >&2; exit 2; }; done
  peer="$out/peer-api" && mkdir -p "$peer/tests"
  printf '%s\n' 'int crypto_aead_encrypt(unsigned char *, unsigned long long *, const unsigned char *, unsigned long long, const unsigned char *, unsigned long long, const unsigned char *, const unsigned char *, const unsigned char *);' \
    'int crypto_aead_decrypt(unsigned char *, unsigned long long *, unsigned char *, const unsigned char *, unsigned long long, const unsigned char *, unsigned long long, const unsigned char *, const unsigned char *);' >"$peer/tests/crypto_aead.h"
  echo 'int crypto_hash(unsigned char *, const unsigned char *, unsigned long long);' >"$peer/tests/crypto_hash.h"
fi
[ -x "$out/simrun" ] || cc -O2 -Wall -Wextra "$here/simrun.c" -I/usr/include/simavr -lsimavr -o "$out/simrun"

# Two known answers from the vector files: the last Ascon-AEAD128 record
# (32-byte PT and AD) and the 1024-byte Ascon-Hash256 record.
python3 - "$vectors" "$out/bench_kat.h" "$hash_kat" <<'PY'
import sys
vdir, out, hash_len = sys.argv[1], sys.argv[2], int(sys.argv[3])
def recs(p):
    r = {}
    for line in open(p):
        line = line.strip()
        if not line:
            if r: yield r
            r = {}
        elif "=" in line:
            k, v = line.split("=", 1); r[k.strip()] = v.strip()
    if r: yield r
a = list(recs(f"{vdir}/sp800-232/ascon-aead128.txt"))[-1]
h = [r for r in recs(f"{vdir}/sp800-232/ascon-hash256.txt") if len(r["Msg"]) == 2 * hash_len][0]
assert a["PT"].startswith("2021") and a["AD"].startswith("3031") and h["Msg"].startswith("0001")
c = lambda x: ",".join(f"0x{b:02x}" for b in bytes.fromhex(x))
with open(out, "w") as o:
    o.write("#include <avr/pgmspace.h>\n")
    o.write(f"#define KAT_AEAD_PTLEN {len(a['PT']) // 2}\n#define KAT_AEAD_ADLEN {len(a['AD']) // 2}\n")
    o.write(f"static const unsigned char kat_aead_ct[] PROGMEM = {{{c(a['CT'])}}};\n")
    o.write(f"#define KAT_HASH_LEN {len(h['Msg']) // 2}\n")
    o.write(f"static const unsigned char kat_hash_md[] PROGMEM = {{{c(h['MD'])}}};\n")
PY

# build IMPL ALGO OPT: the firmware's sources and flags; prints the ELF path.
build() {
  local impl="$1" algo="$2" opt="$3" elf="$out/$1-$2$3.elf" srcs=() defs=(-DBENCH_${2^^} -DLONG=$long)
  case "$impl" in
    none) defs+=(-DBENCH_PEER -I"$peer/tests"); srcs+=("$out/none.c") ;;
    c99) srcs+=("$root"/src/c99/*.c) ;;
    c99-64) srcs+=("$root"/src/c99/*.c); defs+=(-DASCON_C99_REPR=64) ;;
    c99-asm) srcs+=("$root"/src/c99/*.c "$root/src/c99/ascon_avr.S"); defs+=(-DASCON_C99_AVR_ASM=1) ;;
    c99-asm-ebacs) srcs+=("$root"/src/c99/*.c "$root/src/c99/ascon_avr.S" "$here/ebacs_c99.c")
       defs+=(-DASCON_C99_AVR_ASM=1 -DBENCH_PEER -I"$peer/tests") ;;
    *) local d
       [ "$algo" = aead ] && d="$peer/crypto_aead/asconaead128/$impl" || d="$peer/crypto_hash/asconhash256/$impl"
       srcs+=($(ls "$d"/*.c "$d"/*.S 2>/dev/null)); defs+=(-DBENCH_PEER -I"$d" -I"$peer/tests") ;;
  esac
  avr-gcc -mmcu=$mcu -std=gnu99 $opt -ffunction-sections -fdata-sections -Wl,--gc-sections \
    -I"$root/include" -I"$out" -I"$here" "${defs[@]}" "$here/bench_avr.c" "${srcs[@]}" -o "$elf" 2>"$elf.log" || {
    echo "bench: $impl $algo $opt does not build (see $elf.log)" >&2; return 1; }
  echo "$elf"
}
# A stand-in with no algorithm for the size baseline (fails the known answer: never run).
cat >"$out/none.c" <<'C'
#include "crypto_aead.h"
#include "crypto_hash.h"
int crypto_aead_encrypt(unsigned char *c, unsigned long long *l, const unsigned char *m, unsigned long long ml,
                        const unsigned char *a, unsigned long long al, const unsigned char *s,
                        const unsigned char *n, const unsigned char *k) { (void)c,(void)l,(void)m,(void)ml,(void)a,(void)al,(void)s,(void)n,(void)k; return 0; }
int crypto_aead_decrypt(unsigned char *m, unsigned long long *l, unsigned char *s, const unsigned char *c,
                        unsigned long long cl, const unsigned char *a, unsigned long long al,
                        const unsigned char *n, const unsigned char *k) { (void)m,(void)l,(void)s,(void)c,(void)cl,(void)a,(void)al,(void)n,(void)k; return 0; }
int crypto_hash(unsigned char *o, const unsigned char *i, unsigned long long n) { (void)o,(void)i,(void)n; return 0; }
C
sizes() { avr-size -A "$1" | awk '$1==".text"||$1==".data"{f+=$2} $1==".data"||$1==".bss"{r+=$2} END{print f, r}'; }
# run ELF: simrun's output as "label n cycles" lines (the empty window subtracted).
run() {
  "$out/simrun" $mcu "$1" | awk '/^@/{l=substr($1,2)" "$2} /^cycles/{c[l]=$2} /^@stack/{print "stack", $2}
    /known answer ok/{ok=1} END{if(!ok) exit 1; for(k in c) if(k!="empty 0") print k, c[k]-c["empty 0"]}'
}

declare -A R
for algo in aead hash; do
  base=$(build none $algo -Os)
  read -r bf br < <(sizes "$base")
  for impl in "${impls[@]}"; do
    fast=$(build "$impl" $algo -O2) && small=$(build "$impl" $algo -Os) || continue
    if ! cyc=$(run "$fast") || ! rs=$(run "$small"); then
      echo "bench: $impl $algo: WRONG known answer, left out" >&2; continue
    fi
    read -r f r < <(sizes "$small")
    R[$impl,$algo,flash]=$(( f - bf ))
    R[$impl,$algo,stack]=$(echo "$rs" | awk '$1=="stack"{print $2}')
    R[$impl,$algo,static]=$(( r - br ))
    R[$impl,$algo,ram]=$(( r - br + R[$impl,$algo,stack] ))
    R[$impl,$algo,ms]=$(echo "$rs" | grep -v '^stack' | sort -k1,1 -k2,2n | awk '{printf "%s %s: %.2f ms; ", $1, $2, $3 / 16e3}')
    while read -r what n c; do R[$impl,$algo,$what,$n]=$c; done < <(echo "$cyc" | grep -v '^stack')
  done
done

cpb() { [ -n "${R[$1,$2,$3,$((2 * long))]:-}" ] && echo $(( (R[$1,$2,$3,$((2 * long))] - R[$1,$2,$3,$long]) / long )) || echo "-"; }
echo "AVR $mcu under simavr, avr-gcc $(avr-gcc -dumpversion); cycles -O2, flash/RAM -Os; no associated data"
echo
echo "| implementation | AEAD enc cycles/B | enc 0 / 16 / 64 B | AEAD dec cycles/B | dec 0 / 16 / 64 B | Hash256 cycles/B | hash 0 / 16 / 64 B | flash AEAD / Hash | RAM AEAD / Hash |"
echo "|---|---|---|---|---|---|---|---|---|"
for impl in "${impls[@]}"; do
  [ -n "${R[$impl,aead,flash]:-}${R[$impl,hash,flash]:-}" ] || continue
  g() { echo "${R[$impl,$1,$2,$3]:--}"; }
  echo "| $impl | $(cpb $impl aead enc) | $(g aead enc 0) / $(g aead enc 16) / $(g aead enc 64) | $(cpb $impl aead dec) | $(g aead dec 0) / $(g aead dec 16) / $(g aead dec 64) | $(cpb $impl hash hash) | $(g hash hash 0) / $(g hash hash 16) / $(g hash hash 64) | ${R[$impl,aead,flash]:--} / ${R[$impl,hash,flash]:--} | ${R[$impl,aead,ram]:--} / ${R[$impl,hash,ram]:--} |"
done
echo
echo "Per call at 16 MHz (cycles / 16e3, -Os builds) and RAM = static (data + bss) + stack (painted):"
for impl in "${impls[@]}"; do
  for algo in aead hash; do
    [ -n "${R[$impl,$algo,flash]:-}" ] || continue
    echo "$impl $algo: flash ${R[$impl,$algo,flash]}, static ${R[$impl,$algo,static]}, stack ${R[$impl,$algo,stack]}; ${R[$impl,$algo,ms]}"
  done
done
