#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# Simulated-leakage evaluation of the protected code: Ascon-AEAD128's
# initialization, finalization and tag check, Ascon-Mac (tests/leakage/README.md): builds the tracer and the targets, checks every
# target computes the right state, then runs fixed-versus-random t-tests whose
# outcome is known in advance, and fails if any outcome differs:
#   evaluate.sh ci|long [OUTDIR]
# ci:   the CI-sized set (about 3.5 CPU-minutes, under 2 minutes on 2 cores)
# long: the 1 M-trace first-order runs and longer second-order runs (hours;
#       the figures in docs/side-channels.md come from it)
# Needs arm-none-eabi-g++, a C compiler, python3 with venv (pip installs
# unicorn from PyPI into OUTDIR/venv). LEAK_JOBS runs cases in parallel;
# LEAK_ONLY=REGEX runs only the cases whose names match; LEAK_SEED varies
# the random streams.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
profile="${1:-ci}"
out="${2:-$here/../../build/leakage}"
mkdir -p "$out/cases"
out="$(cd "$out" && pwd)"
jobs="${LEAK_JOBS:-$(nproc 2>/dev/null || echo 2)}"

# The fixed keys: all zero; every 64-bit word of Hamming weight 32 (the mean
# of a random word: first-order Hamming-weight leaks of a whole word cancel
# there); the key of the SP 800-232 examples.
declare -A keys=([zero]=00000000000000000000000000000000 [hw32]=0123456789abcdeffedcba9876543210
                 [kat]=000102030405060708090a0b0c0d0e0f)

if [ "${LEAK_CASE:-}" ]; then
  # One case (run through xargs below): name expect arch opt variant shares order traces key [tracer args].
  read -r name expect arch opt variant shares order traces key extra <<<"$LEAK_CASE"
  a=arm; [ "$arch" = x86 ] && a=x86
  t0=$(date +%s)
  # Each case its own reproducible random stream (LEAK_SEED varies them all).
  seed=$(( ${LEAK_SEED:-1} + $(printf '%s' "$name" | cksum | cut -d' ' -f1) ))
  # shellcheck disable=SC2086  # extra is a word list
  "$out/tracer" --arch "$a" --elf "$out/$arch-$opt-$variant.elf" --shares "$shares" --order "$order" \
    --traces "$traces" --key "${keys[$key]}" --seed "$seed" ${extra:-} >"$out/cases/$name.log" 2>&1 || {
    echo "$name: tracer failed" >"$out/cases/$name.result"; cat "$out/cases/$name.log" >&2; exit 0; }
  got=pass; grep -q '^LEAK' "$out/cases/$name.log" && got=leak
  status=ok; [ "$got" = "$expect" ] || status=UNEXPECTED
  n=$(sed -n 's/^traces: \([0-9]*\).*/\1/p' "$out/cases/$name.log")
  t=$(awk '$2 == "max|t|" { printf "%s %s  ", $1, $3 }' "$out/cases/$name.log")
  printf '%-28s expect %-4s got %-4s %-10s traces %7s  %s(%s s)\n' "$name" "$expect" "$got" "$status" "$n" "$t" \
    "$(( $(date +%s) - t0 ))" >"$out/cases/$name.result"
  if [ "$status" != ok ] && [ "$got" = leak ]; then
    # Where it leaks: the tracer's lines and the code just before each address.
    od=objdump; [ "$a" = arm ] && od=arm-none-eabi-objdump
    grep 'LEAK in both' "$out/cases/$name.log" | while read -r line; do
      echo "  $line"
      addr=$(( ${line##* at } ))
      "$od" -d --no-show-raw-insn --start-address=$(( addr - 24 )) --stop-address=$(( addr + 4 )) \
        "$out/$arch-$opt-$variant.elf" | grep '^ ' | sed 's/^/    /'
    done >>"$out/cases/$name.result"
  fi
  exit 0
fi

t0=$(date +%s)
venv="$out/venv"
if ! "$venv/bin/python" -c 'import unicorn' 2>/dev/null; then
  python3 -m venv "$venv"
  "$venv/bin/python" -m pip install -q "unicorn==2.1.4"
fi
bash "$here/build.sh" "$venv" "$out" >"$out/build.log" 2>&1 || { cat "$out/build.log" >&2; exit 1; }
echo "leakage: tracer and targets built ($(( $(date +%s) - t0 )) s)"

# Every image computes the same state in every window (its output shares XORed together).
status=0
for window in init final tagcheck mac; do
  want=$("$out/tracer" --arch x86 --elf "$out/x86-O2-unmasked.elf" --shares 1 --key "${keys[kat]}" --entry "leak_$window" --check)
  for elf in "$out"/*.elf; do
    b=$(basename "$elf" .elf); arch=${b%%-*}; v=${b##*-}; s=1
    case "$v" in masked*|planted*) s=${v: -1} ;; esac
    a=arm; [ "$arch" = x86 ] && a=x86
    got=$("$out/tracer" --arch "$a" --elf "$elf" --shares "$s" --key "${keys[kat]}" --entry "leak_$window" --check) || got=failed
    [ "$got" = "$want" ] || { echo "leakage: $b ($window) computes $got, not $want" >&2; status=1; }
  done
done
[ $status -eq 0 ] && echo "leakage: all $(ls "$out"/*.elf | wc -l) images compute the same state in the 4 windows"

cases=()
add() { cases+=("$*"); }
# Windows (target.cpp): init on every build; final, tagcheck and mac on M4
# -O2 and x86-64 -O2, first order with one fixed key each (CI: 87-leakage may
# grow by about 90 s on 2 cores in all), 3 shares at second order on x86-64
# only (a third of the M4's time per trace).
if [ "$profile" = ci ]; then
  first=50000 second3=20000 second3_more=10000
  first_cfg=(m4:O2 m4:Os x86:O2) first_keys=(zero hw32)
  more_first=("final m4:O2 zero" "final x86:O2 hw32" "tagcheck m4:O2 hw32" "tagcheck x86:O2 zero"
              "mac m4:O2 zero" "mac x86:O2 hw32")
elif [ "$profile" = long ]; then
  first=1000000 second3=200000 second3_more=200000
  first_cfg=(m4:O2 m4:Os x86:O2 x86:Os) first_keys=(zero hw32 kat)
  more_first=()
  for w in final tagcheck mac; do
    for cfg in m4:O2 x86:O2; do for key in zero hw32; do more_first+=("$w $cfg $key"); done; done
  done
else
  echo "usage: evaluate.sh ci|long [OUTDIR]" >&2; exit 2
fi
for cfg in m4:O2 m4:Os x86:O2 x86:Os; do
  arch=${cfg%:*} opt=${cfg#*:}
  # Must fail: the unmasked code within 10 k traces; the planted defect.
  add "init-$arch-$opt-unmasked-zero leak $arch $opt unmasked 1 1 10000 zero --stop-on-leak"
  for key in zero hw32 kat; do
    add "init-$arch-$opt-planted2-$key leak $arch $opt planted2 2 1 10000 $key --stop-on-leak"
  done
  # Second order: 2 shares must fail (the masks are there), 3 must pass.
  add "init-$arch-$opt-masked2-o2 leak $arch $opt masked2 2 2 10000 zero --stop-on-leak"
done
for cfg in "${first_cfg[@]}"; do
  arch=${cfg%:*} opt=${cfg#*:}
  for key in "${first_keys[@]}"; do add "init-$arch-$opt-masked2-$key pass $arch $opt masked2 2 1 $first $key --report 100000"; done
done
for cfg in m4:O2 x86:O2; do
  arch=${cfg%:*} opt=${cfg#*:}
  add "init-$arch-$opt-masked3-o2 pass $arch $opt masked3 3 2 $second3 zero"
done
for w in final tagcheck mac; do
  e="--entry leak_$w"
  for cfg in m4:O2 x86:O2; do
    arch=${cfg%:*} opt=${cfg#*:}
    add "$w-$arch-$opt-unmasked-zero leak $arch $opt unmasked 1 1 10000 zero $e --stop-on-leak"
    add "$w-$arch-$opt-planted2-hw32 leak $arch $opt planted2 2 1 10000 hw32 $e --stop-on-leak"
    add "$w-$arch-$opt-masked2-o2 leak $arch $opt masked2 2 2 10000 zero $e --stop-on-leak"
  done
  add "$w-x86-O2-masked3-o2 pass x86 O2 masked3 3 2 $second3_more zero $e"
  if [ "$profile" = long ]; then add "$w-m4-O2-masked3-o2 pass m4 O2 masked3 3 2 $second3_more zero $e"; fi
done
for c in "${more_first[@]}"; do
  read -r w cfg key <<<"$c"
  arch=${cfg%:*} opt=${cfg#*:}
  add "$w-$arch-$opt-masked2-$key pass $arch $opt masked2 2 1 $first $key --entry leak_$w --report 100000"
done

# LEAK_ONLY=REGEX keeps the cases whose name matches (to rerun a few).
if [ "${LEAK_ONLY:-}" ]; then
  kept=(); for c in "${cases[@]}"; do [[ "${c%% *}" =~ $LEAK_ONLY ]] && kept+=("$c"); done; cases=("${kept[@]}")
fi
# Longest first, so the parallel jobs end together.
printf '%s\n' "${cases[@]}" | sort -t' ' -k8,8nr |
  xargs -P "$jobs" -I{} env LEAK_CASE={} bash "$0" "$profile" "$out"
for c in "${cases[@]}"; do
  name=${c%% *}
  cat "$out/cases/$name.result"
  grep -q ' ok ' "$out/cases/$name.result" || status=1
done
echo "leakage: ${#cases[@]} t-test cases ($(( $(date +%s) - t0 )) s)"
exit $status
