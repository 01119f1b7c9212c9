#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# Instruction counts of Ascon-AEAD128 (encrypt, decrypt) and Ascon-Hash256 on
# bare metal under qemu-system -icount (bench_icount.cpp): per call at 0, 16
# and 64 bytes and per byte of a long message, on every target of
# tests/embedded/targets.conf (Cortex-M0, M3, M4, RV32I and RV32 with
# Zbb/Zbkb). With ASCON_C_DIR (an ascon-c checkout outside this repository),
# also ascon-c's implementations for each core (the table's peers), built
# with the same compiler and flags. Every image first checks that it
# computes the host build's bytes (bench_icount.cpp says how) and the script
# stops if not.
#   [ASCON_C_DIR=/tmp/ascon-c] bench/embedded/bench.sh [OUT_DIR]
# Prints the Markdown tables of docs/embedded.md.
#   ASCON_BENCH_TARGETS="m0 m4"          only some targets
#   ASCON_BENCH_VARIANTS="default bi32"  only some of our configurations:
#     default, small (ASCON_SMALL=1 -Os), small-iv (and the stored initial
#     state: ASCON_SMALL_STORED_IV=1), small-bytes (and the byte
#     paths only: ASCON_SMALL_WORDS=0 ASCON_SMALL_ALIGNED_WORDS=0), bi32 (ASCON_BI32=1),
#     bi32s (ASCON_BI32_SPONGE=1: sponges kept interleaved), bi32sd (and
#     ASCON_BI32_DUPLEX=1: the AEAD one-shots too), plain
#     (ASCON_BI32_SPONGE=0 ASCON_BI32_DUPLEX=0: sponges and AEAD on plain words),
#     shifts / rotr (ASCON_LINEAR_SHIFTS=1 / 0), noasm (ASCON_ASM=0),
#     small-bi32 / capi-small-bi32 (the size configuration with the state
#     bit-interleaved, ASCON_SMALL_BI32=1; -rolled: ASCON_SMALL_BI32_ROLLED=1,
#     -bytes: also ASCON_SMALL_BI32_LANE_WORDS=0),
#     capi / capi-small (the C functions, key bytes in every call, as
#     ascon-c's; default or size configuration), c99 / c99-small (the same
#     functions from the C99 edition, src/c99/*.c as strict C99 at -O2 / -Os)
#   ASCON_BENCH_REF="armv7m opt32"       only some ascon-c folders
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$here/../.."
emb="$root/tests/embedded"  # the start-up code, semihosting and linker scripts the KAT images use too
source "$emb/targets.sh"
out="${1:-$root/build/embedded-bench}"
mkdir -p "$out"
targets=()
for t in ${ASCON_BENCH_TARGETS:-$(targets_all)}; do targets+=("$(target_name "$t")"); done
ours=(${ASCON_BENCH_VARIANTS:-default small})
t_start=$(date +%s)

# ascon-c's folders per core (peers in targets.conf): its C (opt32, bi32)
# and what it has for that core (inline-assembly rounds for Arm, assembly for
# RV32I). Not measured: armv6 / bi32_armv6 (Arm state, not Thumb: no
# Cortex-M runs them), the *_lowsize and *_small folders (size first;
# tests/embedded/sizes.sh), asm_rv32b (computes the v1.2 Ascon-128a, not
# SP 800-232), asm_bi32_rv32b and asm_fsr_rv32b (instructions from
# unratified bit-manipulation drafts, packu and fsri, which binutils 2.40
# rejects), esp32, avr, opt8, bi8, neon, avx512, opt64 (other cores; opt64
# on AArch64 is icount-aarch64.sh's).
for t in "${targets[@]}"; do
  target_words cc "$t" cc; target_words cxx "$t" cxx; target_words arch "$t" arch
  target_words cxxflags "$t" cxxflags; target_words ccinc "$t" sysinc
  target_words defs_t "$t" bench_defs; target_words libc "$t" libc; target_words q "$t" qemu
  ld="$(target_get "$t" ld)"
  ref=$(target_get "$t" peers)
  [ -n "${ASCON_BENCH_REF:-}" ] && ref="$ASCON_BENCH_REF"
  # the C++ compiler as the table gives it: the benchmark's macros, then
  # the C++ and C standard headers' locations
  cxx+=("${defs_t[@]}" "${cxxflags[@]}" "${ccinc[@]}")
  variants=()
  for v in "${ours[@]}"; do variants+=("ours $v"); done
  if [ -n "${ASCON_C_DIR:-}" ]; then
    for d in $ref; do
      [ -d "$ASCON_C_DIR/crypto_aead/asconaead128/$d" ] && variants+=("aead $d")
      [ -d "$ASCON_C_DIR/crypto_hash/asconhash256/$d" ] && variants+=("hash $d")
    done
  fi
  for v in "${variants[@]}"; do
    read -r kind label <<<"$v"
    src=("$here/bench_icount.cpp")
    defs=()
    case $kind in
      ours)
        case $label in
          default) ;;
          small) defs=(-DASCON_SMALL=1 -Os) ;;  # the later -Os wins over -O2
          small-iv) defs=(-DASCON_SMALL=1 -DASCON_SMALL_STORED_IV=1 -Os) ;;
          small-bytes) defs=(-DASCON_SMALL=1 -DASCON_SMALL_WORDS=0 -DASCON_SMALL_ALIGNED_WORDS=0 -Os) ;;
          bi32) defs=(-DASCON_BI32=1) ;;
          bi32s) defs=(-DASCON_BI32_SPONGE=1) ;;
          bi32sd) defs=(-DASCON_BI32_SPONGE=1 -DASCON_BI32_DUPLEX=1) ;;
          plain) defs=(-DASCON_BI32_SPONGE=0 -DASCON_BI32_DUPLEX=0) ;;
          shifts) defs=(-DASCON_LINEAR_SHIFTS=1) ;;
          rotr) defs=(-DASCON_LINEAR_SHIFTS=0) ;;
          noasm) defs=(-DASCON_ASM=0) ;;
          capi) defs=(-DASCON_BENCH_CAPI=1); src+=("$root"/src/capi/{aead,hash,common}.cpp) ;;
          capi-small) defs=(-DASCON_BENCH_CAPI=1 -DASCON_SMALL=1 -Os); src+=("$root"/src/capi/{aead,hash,common}.cpp) ;;
          small-bi32) defs=(-DASCON_SMALL=1 -DASCON_SMALL_BI32=1 -Os) ;;
          small-bi32-rolled) defs=(-DASCON_SMALL=1 -DASCON_SMALL_BI32=1 -DASCON_SMALL_BI32_ROLLED=1 -Os) ;;
          small-bi32-bytes) defs=(-DASCON_SMALL=1 -DASCON_SMALL_BI32=1 -DASCON_SMALL_BI32_ROLLED=1 -DASCON_SMALL_BI32_LANE_WORDS=0 -Os) ;;
          capi-small-bi32)
            defs=(-DASCON_BENCH_CAPI=1 -DASCON_SMALL=1 -DASCON_SMALL_BI32=1 -Os)
            src+=("$root"/src/capi/{aead,hash,common}.cpp) ;;
          c99|c99-small)
            defs=(-DASCON_BENCH_CAPI=1); o="$out/obj-$t-$label"; rm -rf "$o"; mkdir -p "$o"
            (cd "$o" && "$cc" "${arch[@]}" "${ccinc[@]}" -std=c99 -pedantic -Wall -Wextra -Wcast-qual -Werror \
               "$([ $label = c99 ] && echo -O2 || echo -Os)" -ffunction-sections -fdata-sections -I"$root/include" \
               -c "$root"/src/c99/*.c)
            src+=("$o"/*.o) ;;
          *) echo "bench: error: unknown variant $label" >&2; exit 2 ;;
        esac ;;
      aead|hash)
        d="$ASCON_C_DIR/$([ $kind = aead ] && echo crypto_aead/asconaead128 || echo crypto_hash/asconhash256)/$label"
        label="ascon-c-$label"; defs=(-DASCON_BENCH_REF_${kind^^}=1)
        o="$out/obj-$t-$label-$kind"; rm -rf "$o"; mkdir -p "$o"
        # ascon-c's sources as its own build compiles them (printstate is debug output)
        (cd "$o" && "${cc[@]}" "${arch[@]}" "${ccinc[@]}" -O2 -ffunction-sections -fdata-sections -I"$d" -I"$ASCON_C_DIR/tests" \
           -c $(ls "$d"/*.c "$d"/*.S 2>/dev/null | grep -v printstate))
        src+=("$o"/*.o) ;;
    esac
    elf="$out/bench-$t-$label-$kind.elf"
    "${cxx[@]}" "${arch[@]}" -std=c++20 -O2 -fno-exceptions -fno-rtti -fno-threadsafe-statics -fno-use-cxa-atexit \
      -ffunction-sections -fdata-sections "${defs[@]}" "-DASCON_KAT_TARGET=\"$t\"" "-DASCON_BENCH_LABEL=\"$label\"" \
      -I"$root/include" -I"$emb" "$emb/startup.cpp" "${src[@]}" -nostdlib -nostartfiles -L"$emb" -T"$emb/$ld" \
      -Wl,--gc-sections -Wl,--start-group "${libc[@]}" -Wl,--end-group -o "$elf"
    timeout 300 "${q[@]}" -icount shift=0 -nographic -monitor none -serial none \
      -semihosting-config enable=on,target=native,arg=bench -kernel "$elf" >"$elf.log" 2>&1 || {
      cat "$elf.log" >&2; echo "bench: error: $t $label failed" >&2; exit 1; }
    cat "$elf.log" >&2
  done
done

# Every image's fingerprints must be the host build's (our portable core).
g++ -std=c++20 -O2 -DASCON_BENCH_HOST=1 -I"$root/include" "$here/bench_icount.cpp" -o "$out/bench-host"
"$out/bench-host" >"$out/host.check"
for log in "$out"/bench-*.elf.log; do
  grep '^check ' "$log" | while read -r _ alg hex; do
    grep -qx "check $alg $hex" "$out/host.check" || {
      echo "bench: error: $(basename "$log" .elf.log) computes wrong $alg bytes" >&2; exit 1; }
  done
  for alg in aead128 hash256; do  # a wrong count of fingerprints fails too
    if grep -q "\] $alg" "$log" && ! grep -q "^check $alg " "$log"; then
      echo "bench: error: $(basename "$log" .elf.log) measured $alg unchecked" >&2; exit 1; fi
  done
done

for c in arm-none-eabi-g++ riscv64-unknown-elf-g++ qemu-system-arm; do
  command -v $c >/dev/null && echo "$($c --version | head -n 1)"
done
echo
cat "$out"/bench-*.elf.log | grep '^\[ insn ' | python3 "$here/bench_table.py" "${targets[@]}"
echo "bench: $(( $(date +%s) - t_start )) s" >&2
