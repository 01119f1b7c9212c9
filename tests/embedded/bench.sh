#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# Instruction counts of Ascon-AEAD128 (encrypt, decrypt) and Ascon-Hash256 on
# bare metal under qemu-system -icount (bench_icount.cpp): per call at 0, 16
# and 64 bytes and per byte of a long message, on Cortex-M0, M3, M4, RV32I
# and RV32 with Zbb/Zbkb. With ASCON_C_DIR (an ascon-c checkout outside this
# repository), also ascon-c's implementations for each core, built with the
# same compiler and flags. Every image first checks that it computes the
# host build's bytes (bench_icount.cpp says how) and the script stops if not.
#   [ASCON_C_DIR=/tmp/ascon-c] tests/embedded/bench.sh [OUT_DIR]
# Prints the Markdown tables of docs/embedded.md.
#   ASCON_BENCH_TARGETS="m0 m4"          only some cores
#   ASCON_BENCH_VARIANTS="default bi32"  only some of our configurations:
#     default, small (ASCON_SMALL=1 -Os), bi32 (ASCON_BI32=1),
#     bi32s (ASCON_BI32_SPONGE=1: sponges kept interleaved), bi32sd (and
#     ASCON_BI32_DUPLEX=1: the AEAD one-shots too), plain
#     (ASCON_BI32_SPONGE=0 ASCON_BI32_DUPLEX=0: sponges and AEAD on plain words),
#     shifts / rotr (ASCON_LINEAR_SHIFTS=1 / 0), noasm (ASCON_ASM=0),
#     capi / capi-small (the C functions, key bytes in every call, as
#     ascon-c's; default or size configuration), c99 / c99-small (the same
#     functions from the C99 edition, src/c99/*.c as strict C99 at -O2 / -Os)
#   ASCON_BENCH_REF="armv7m opt32"       only some ascon-c folders
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$here/../.."
out="${1:-$root/build/embedded-bench}"
mkdir -p "$out"
targets=(${ASCON_BENCH_TARGETS:-m0 m3 m4 rv32i rv32b})
ours=(${ASCON_BENCH_VARIANTS:-default small})
t_start=$(date +%s)

# ascon-c's folders per core: its C (opt32, bi32) and what it has for that
# core (inline-assembly rounds for Arm, assembly for RV32I). Not measured:
# armv6 / bi32_armv6 (Arm state, not Thumb: no Cortex-M runs them), the
# *_lowsize and *_small folders (size first; tests/embedded/sizes.sh), asm_rv32b
# (computes the v1.2 Ascon-128a, not SP 800-232), asm_bi32_rv32b and
# asm_fsr_rv32b (instructions from unratified bit-manipulation drafts,
# packu and fsri, which binutils 2.40 rejects), esp32, avr, opt8, bi8, neon,
# avx512, opt64 (other cores; opt64 on AArch64 is icount-linux.sh's).
declare -A ref=([m0]="opt32 bi32 armv6m bi32_armv6m" [m3]="opt32 bi32 armv7m bi32_armv7m"
                [m4]="opt32 bi32 armv7m bi32_armv7m" [rv32i]="opt32 bi32 asm_rv32i" [rv32b]="opt32 bi32 asm_rv32i")
[ -n "${ASCON_BENCH_REF:-}" ] && for t in "${targets[@]}"; do ref[$t]="$ASCON_BENCH_REF"; done

pico=/usr/lib/picolibc/riscv64-unknown-elf
cxxinc=/usr/include/newlib/c++/12.2.1
for t in "${targets[@]}"; do
  ccinc=()
  case $t in
    m0) arch=(-mcpu=cortex-m0 -mthumb); ld=microbit.ld; cc=arm-none-eabi-gcc; cxx=(arm-none-eabi-g++ -DASCON_BENCH_NRF51=1)
        libc=(-lc_nano -lgcc); q=(qemu-system-arm -machine microbit -global nrf51-soc.flash-size=1048576 -global nrf51-soc.sram-size=262144) ;;
    m3) arch=(-mcpu=cortex-m3 -mthumb); ld=mps2.ld; cc=arm-none-eabi-gcc; cxx=(arm-none-eabi-g++)
        libc=(-lc_nano -lgcc); q=(qemu-system-arm -machine mps2-an385) ;;
    m4) arch=(-mcpu=cortex-m4 -mthumb -mfloat-abi=soft); ld=mps2.ld; cc=arm-none-eabi-gcc; cxx=(arm-none-eabi-g++)
        libc=(-lc_nano -lgcc); q=(qemu-system-arm -machine mps2-an386) ;;
    # Debian has no C++ headers for riscv64-unknown-elf: as in build.sh, GCC 12's
    # target-independent libstdc++ headers (for newlib) over picolibc's C headers.
    rv32i|rv32b)
      march=rv32i_zicsr; qcpu=rv32
      [ $t = rv32b ] && { march=rv32i_zicsr_zbb_zbkb; qcpu=rv32,zbb=true,zbkb=true; }
      arch=(-march=$march -mabi=ilp32 -mcmodel=medany -mno-relax); ld=riscv-virt.ld; cc=riscv64-unknown-elf-gcc; ccinc=(-isystem "$pico/include")
      cxx=(riscv64-unknown-elf-g++ -nostdinc++ -isystem "$cxxinc" -isystem "$cxxinc/arm-none-eabi/thumb/nofp" -isystem "$pico/include")
      # the rv32i multilib (GCC picks none for an -march with extensions)
      libc=("$pico/lib/release/rv32i/ilp32/libc.a" "$($cc -march=rv32i -mabi=ilp32 -print-libgcc-file-name)"); q=(qemu-system-riscv32 -machine virt -bios none -cpu "$qcpu") ;;
    *) echo "bench: error: unknown target $t" >&2; exit 2 ;;
  esac
  variants=()
  for v in "${ours[@]}"; do variants+=("ours $v"); done
  if [ -n "${ASCON_C_DIR:-}" ]; then
    for d in ${ref[$t]}; do
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
          bi32) defs=(-DASCON_BI32=1) ;;
          bi32s) defs=(-DASCON_BI32_SPONGE=1) ;;
          bi32sd) defs=(-DASCON_BI32_SPONGE=1 -DASCON_BI32_DUPLEX=1) ;;
          plain) defs=(-DASCON_BI32_SPONGE=0 -DASCON_BI32_DUPLEX=0) ;;
          shifts) defs=(-DASCON_LINEAR_SHIFTS=1) ;;
          rotr) defs=(-DASCON_LINEAR_SHIFTS=0) ;;
          noasm) defs=(-DASCON_ASM=0) ;;
          capi) defs=(-DASCON_BENCH_CAPI=1); src+=("$root"/src/capi/{aead,hash,common}.cpp) ;;
          capi-small) defs=(-DASCON_BENCH_CAPI=1 -DASCON_SMALL=1 -Os); src+=("$root"/src/capi/{aead,hash,common}.cpp) ;;
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
        (cd "$o" && "$cc" "${arch[@]}" "${ccinc[@]}" -O2 -ffunction-sections -fdata-sections -I"$d" -I"$ASCON_C_DIR/tests" \
           -c $(ls "$d"/*.c "$d"/*.S 2>/dev/null | grep -v printstate))
        src+=("$o"/*.o) ;;
    esac
    elf="$out/bench-$t-$label-$kind.elf"
    "${cxx[@]}" "${arch[@]}" -std=c++20 -O2 -fno-exceptions -fno-rtti -fno-threadsafe-statics -fno-use-cxa-atexit \
      -ffunction-sections -fdata-sections "${defs[@]}" "-DASCON_KAT_TARGET=\"$t\"" "-DASCON_BENCH_LABEL=\"$label\"" \
      -I"$root/include" "$here/startup.cpp" "${src[@]}" -nostdlib -nostartfiles -L"$here" -T"$here/$ld" \
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
