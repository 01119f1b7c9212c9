# SPDX-License-Identifier: Apache-2.0 OR MIT
# Shared by scripts/test.d/70-fuzz.sh and scripts/fuzz-long.sh: builds the
# libFuzzer targets with clang (fuzz/CMakeLists.txt) and runs one of them.
# Source after common.sh.
FUZZ_BUILD="${FUZZ_BUILD:-$ASCON_ROOT/build/fuzz}"
FUZZ_CORPUS="${FUZZ_CORPUS:-$ASCON_ROOT/build/fuzz-corpus}"
FUZZ_TARGETS=(fuzz_aead fuzz_hash fuzz_mac fuzz_vectors_parser fuzz_check_lines fuzz_batch fuzz_capi_batch fuzz_evp
  fuzz_arrow_column)

fuzz_build() {
  ensure_apt clang libclang-rt-14-dev python3 libssl-dev  # libssl-dev: fuzz_evp (the OpenSSL provider)
  # -fsanitize=fuzzer-no-link instruments the C oracle in reference/ too.
  cmake -S "$ASCON_ROOT" -B "$FUZZ_BUILD" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCMAKE_C_COMPILER=clang -DCMAKE_CXX_COMPILER=clang++ -DASCON_FUZZ=ON \
    -DASCON_BUILD_TESTS=OFF -DASCON_BUILD_TOOLS=OFF -DASCON_INSTALL=OFF \
    -DCMAKE_C_FLAGS="-fsanitize=fuzzer-no-link,address,undefined" >/dev/null
  cmake --build "$FUZZ_BUILD" -j "$JOBS" --target ascon_fuzzers
  python3 "$ASCON_ROOT/fuzz/make_seeds.py" "$FUZZ_CORPUS/seeds" >/dev/null
}

# fuzz_run TARGET SECONDS: fuzzes from the seeds plus the corpus kept so far;
# new interesting inputs go to $FUZZ_CORPUS/TARGET, crashes to
# $FUZZ_CORPUS/artifacts/. Prints the executions; fails on any finding.
fuzz_run() {
  local t="$1" secs="$2" log
  mkdir -p "$FUZZ_CORPUS/$t" "$FUZZ_CORPUS/artifacts"
  log="$FUZZ_CORPUS/$t.log"
  if ! "$FUZZ_BUILD/fuzz/$t" -max_total_time="$secs" -print_final_stats=1 -timeout=10 -rss_limit_mb=2048 -max_len=1024 \
      -artifact_prefix="$FUZZ_CORPUS/artifacts/$t-" "$FUZZ_CORPUS/$t" "$FUZZ_CORPUS/seeds/$t" >"$log" 2>&1; then
    tail -40 "$log" >&2
    echo "fuzz: $t FOUND A PROBLEM; reproducer in $FUZZ_CORPUS/artifacts/ (full log: $log)" >&2
    return 1
  fi
  printf 'fuzz: %-22s %4ss  %10s executions  %6s corpus files  (reference oracle: %s)\n' "$t" "$secs" \
    "$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")" "$(ls "$FUZZ_CORPUS/$t" | wc -l)" \
    "$(grep -q ascon_reference "$FUZZ_BUILD/build.ninja" && echo yes || echo no)"
}
