#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# Bare-metal known-answer suite: the C++ core and the C library built
# freestanding for every target of tests/embedded/targets.conf (Cortex-M0,
# M3, M4 with arm-none-eabi; RV32I, RV32 + Zbb/Zbkb with riscv64-unknown-elf),
# run under qemu-system, reading every vector file from the host
# over semihosting (tests/embedded/), the list from tests/vectors.manifest.
# A tampered vector file must fail. Then the assembly headers and the round
# selection (tests/embedded/select_check.sh). The C entry points' scrub
# depths are 85-scrub-depth.sh's.
source "$(dirname "$0")/../lib/common.sh"
t0=$(date +%s)
ensure_apt gcc-arm-none-eabi libstdc++-arm-none-eabi-dev libnewlib-arm-none-eabi qemu-system-arm \
  gcc-riscv64-unknown-elf picolibc-riscv64-unknown-elf qemu-system-misc
echo "embedded: tools ready ($(( $(date +%s) - t0 )) s)"

dir="$ASCON_ROOT/build/embedded"
source "$ASCON_ROOT/tests/embedded/targets.sh"
# The bash and the Python reader of the target table must read it alike.
if ! diff <(targets_dump) <(python3 "$ASCON_ROOT/tests/embedded/targets.py" --dump) >&2; then
  echo "embedded: tests/embedded/targets.sh and targets.py read targets.conf differently" >&2; exit 1
fi
# What runs: each target's kat_runs in tests/embedded/targets.conf (TARGET,
# TARGET-bi32: the bit-interleaved permutation forced on, TARGET-small: the
# size configuration, ASCON_SMALL=1 -Os, TARGET-c99: the C checks against
# the C99 edition of the C library, src/c99/); ASCON_EMBEDDED_TARGETS picks
# others (m0-small is not in the default list, for CI time).
default_targets=()
for t in $(targets_with kat_runs); do default_targets+=($(target_get "$t" kat_runs)); done
targets=(${ASCON_EMBEDDED_TARGETS:-${default_targets[*]}})
# The QEMU machine of each run: its target's.
declare -A qemu=()
for t in "${targets[@]}"; do
  base="$(target_name "${t%%-*}")"
  target_words q "$base" qemu
  qemu[$t]="${q[*]}"
done

# Builds run $JOBS at a time (each compiles every algorithm).
mkdir -p "$dir"
rm -f "$dir/failed-builds"
printf '%s\n' "${targets[@]}" | xargs -P "$JOBS" -I{} sh -c \
  '"$1/tests/embedded/build.sh" {} "$2/{}/kat.elf" >"$2/{}.build.log" 2>&1 || echo {} >>"$2/failed-builds"' \
  sh "$ASCON_ROOT" "$dir"
if [ -s "$dir/failed-builds" ]; then
  for t in $(cat "$dir/failed-builds"); do tail -40 "$dir/$t.build.log" >&2; echo "embedded $t: build FAILED" >&2; done
  rm -f "$dir/failed-builds"
  exit 1
fi
echo "embedded: built ${targets[*]} ($(( $(date +%s) - t0 )) s)"

status=0

# run TARGET VECTOR_DIR [FILE...]: the KAT image under QEMU; its exit status.
run() {
  local t="$1" vdir="$2"; shift 2
  local args="arg=kat,arg=.,arg=$ASCON_ROOT/tests/vectors.manifest" f
  for f in "$@"; do args+=",arg=$f"; done
  (cd "$vdir" && timeout 600 ${qemu[$t]} -nographic -monitor none -serial none \
     -semihosting-config "enable=on,target=native,$args" -kernel "$dir/$t/kat.elf")
}

# The images run $JOBS at a time (each QEMU is single-threaded; CI's last
# part beside them, 89-proofs, is too), reported in the list's order.
kat() {
  local t="$1" t1=$(date +%s) rc=0
  run "$t" "$ASCON_VECTORS_DIR" >"$dir/$t/kat.log" 2>&1 || rc=$?
  echo "$rc $(( $(date +%s) - t1 ))" >"$dir/$t/kat.status"
}
for t in "${targets[@]}"; do
  rm -f "$dir/$t/kat.status"
  while [ "$(jobs -rp | wc -l)" -ge "$JOBS" ]; do wait -n || true; done
  kat "$t" &
done
wait
for t in "${targets[@]}"; do
  read -r rc secs <"$dir/$t/kat.status" || rc=1
  if [ "$rc" = 0 ] && grep -q "kat: all passed" "$dir/$t/kat.log"; then
    echo "embedded $t: $(grep -c '^\[ KAT' "$dir/$t/kat.log") vector file runs passed ($secs s)"
  else
    cat "$dir/$t/kat.log" >&2
    echo "embedded $t: FAILED" >&2
    status=1
  fi
done

# The suite must be able to fail: one changed digest byte in a copy of a file.
bad="$dir/tampered"
rm -rf "$bad" && mkdir -p "$bad/sp800-232"
awk '!done && /^MD = /{ c = substr($0, 6, 1); $0 = "MD = " (c == "0" ? "1" : "0") substr($0, 7); done = 1 } { print }' \
  "$ASCON_VECTORS_DIR/sp800-232/ascon-hash256.txt" >"$bad/sp800-232/ascon-hash256.txt"
if run "${targets[0]}" "$bad" sp800-232/ascon-hash256.txt >"$bad/kat.log" 2>&1; then
  cat "$bad/kat.log" >&2; echo "embedded: a tampered vector file passed" >&2; status=1
elif grep -q "1025 records checked, 1024 passed" "$bad/kat.log"; then
  echo "embedded: tampered vector file refused (1 of 1025 records)"
else
  cat "$bad/kat.log" >&2; echo "embedded: tampered run failed for another reason" >&2; status=1
fi
# The assembly rounds: every generated header is its checked generator's
# output, and each target's rounds build with GCC and clang to the size the
# target table says (clang is 10-sanitizers.sh's; a few seconds).
ensure_apt clang
t1=$(date +%s)
if "$ASCON_ROOT/tests/embedded/asm_check.sh" "$dir/asm-check"; then
  echo "embedded: assembly headers checked ($(( $(date +%s) - t1 )) s)"
else
  echo "embedded: assembly header check FAILED" >&2; status=1
fi
# Which round rounds/select.h picks per target and switch (preprocessor only).
ensure_apt gcc-avr avr-libc
if "$ASCON_ROOT/tests/embedded/select_check.sh" >"$dir/select-check.log" 2>&1; then
  echo "embedded: round selection checked"
else
  cat "$dir/select-check.log" >&2; echo "embedded: round selection check FAILED" >&2; status=1
fi
# The size configuration links nothing from the C library (a few seconds).
t1=$(date +%s)
if "$ASCON_ROOT/tests/embedded/libc_free.sh" >"$dir/libc-free.log" 2>&1; then
  echo "embedded: size configuration links no C library ($(grep -c ': ok$' "$dir/libc-free.log") images, $(( $(date +%s) - t1 )) s)"
else
  cat "$dir/libc-free.log" >&2; echo "embedded: size configuration libc-free check FAILED" >&2; status=1
fi
echo "embedded: total $(( $(date +%s) - t0 )) s"
exit $status
