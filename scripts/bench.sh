#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# Runs every benchmark and writes bench/results/results.md and results.png:
# single-message speed of every algorithm built with gcc -O3 -march=native,
# clang -O3 -march=native and plain gcc -O2, RustCrypto's ascon-aead 0.6 and
# ascon-hash 0.4 in the same run (bench/peers/, needs cargo and crates.io),
# and the batch engine per backend and thread count. With ASCON_C_DIR, also
# the official reference ascon-c (opt64 and ref of Ascon-AEAD128, -Hash256,
# -XOF128), compiled in the build tree with the same compilers and flags.
# Environment: BENCH_MIN_TIME (seconds per benchmark, default 0.1);
#   BENCH_OUT: where the results go (default bench/results, which is committed);
#   ASCON_C_DIR: a source checkout of github.com/ascon/ascon-c, e.g.
#   git --git-dir=/path/to/ascon-c.git archive 446347f | tar -x -C /tmp/ascon-c
source "$(dirname "$0")/lib/common.sh"
cd "$ASCON_ROOT"
ensure_base
ensure_apt libbenchmark-dev clang python3-venv
MIN_TIME="${BENCH_MIN_TIME:-0.1}"
OUT="${BENCH_OUT:-$ASCON_ROOT/bench/results}"
mkdir -p "$OUT"

peers=()
if command -v cargo >/dev/null; then
  # Default target flags: with -C target-cpu=native the crates were ~50% slower
  # here (LLVM vectorizes the permutation across register files), so the
  # comparison uses their faster default build.
  (cd bench/peers && RUSTFLAGS='' cargo build --release --quiet)
  # cargo may hand back an older artifact (older mtime): make ninja relink.
  touch bench/peers/target/release/libascon_peers.a
  peers=(-DASCON_BENCH_PEERS_LIB="$ASCON_ROOT/bench/peers/target/release/libascon_peers.a")
else
  echo "bench.sh: cargo not found, no RustCrypto comparison" >&2
fi

ascon_c=()
peer_filter='^ascon/'
if [ -n "${ASCON_C_DIR:-}" ]; then
  if [ ! -f "$ASCON_C_DIR/tests/crypto_aead.h" ] || [ ! -d "$ASCON_C_DIR/crypto_aead/asconaead128/opt64" ]; then
    echo "bench.sh: error: ASCON_C_DIR=$ASCON_C_DIR is not an ascon-c source checkout" >&2
    exit 1
  fi
  ascon_c=(-DASCON_BENCH_ASCON_C_DIR="$(cd "$ASCON_C_DIR" && pwd)")
  peer_filter='^(ascon|ascon-c-opt64|ascon-c-ref)/'
  echo "bench.sh: including the reference ascon-c from $ASCON_C_DIR" >&2
else
  echo "bench.sh: ASCON_C_DIR not set: the official reference ascon-c is not included" >&2
fi

# build NAME CC CXX FLAGS BUILD_TYPE [cmake args...] -- TARGETS...
build() {
  local name="$1" cc="$2" cxx="$3" flags="$4" type="$5"; shift 5
  local args=()
  while [ "$1" != -- ]; do args+=("$1"); shift; done
  shift
  # --fresh: switching the compiler of an existing build folder makes CMake
  # drop the cache together with the options given here. C flags too: ascon-c
  # is C and gets the same compiler family and flags as our C++.
  cmake --fresh -S . -B "build/bench-$name" -G Ninja -DCMAKE_C_COMPILER="$cc" -DCMAKE_CXX_COMPILER="$cxx" \
    -DCMAKE_BUILD_TYPE="$type" -DCMAKE_C_FLAGS="$flags" -DCMAKE_CXX_FLAGS="$flags" -DASCON_BUILD_TESTS=OFF \
    "${peers[@]}" "${args[@]}" >/dev/null
  cmake --build "build/bench-$name" -j "$JOBS" --target "$@"
}
build gcc gcc g++ "-march=native" Release "${ascon_c[@]}" -- bench_core bench_batch
build clang clang clang++ "-march=native" Release "${ascon_c[@]}" -- bench_core
build gcc-O2 gcc g++ "-O2" None -- bench_core

run() {  # run BINARY JSON [args]
  local bin="$1" json="$2"; shift 2
  echo "== $bin" >&2
  "$bin" --benchmark_min_time="$MIN_TIME" --benchmark_format=console --benchmark_out_format=json \
    --benchmark_out="$json" "$@" >/dev/null
}
run build/bench-gcc/bench/bench_core "$OUT/core-gcc.json"
run build/bench-clang/bench/bench_core "$OUT/core-clang.json" --benchmark_filter="$peer_filter"
run build/bench-gcc-O2/bench/bench_core "$OUT/core-gcc-O2.json" --benchmark_filter='^ascon/'
run build/bench-gcc/bench/bench_batch "$OUT/batch.json"

VENV="$ASCON_ROOT/build/bench-venv"
[ -x "$VENV/bin/python" ] || python3 -m venv "$VENV"
"$VENV/bin/python" -c "import matplotlib" 2>/dev/null || "$VENV/bin/pip" install -q matplotlib
"$VENV/bin/python" bench/make_report.py "$OUT" \
  "$OUT/core-gcc.json:gcc -O3 -march=native" "$OUT/core-clang.json:clang -O3 -march=native" \
  "$OUT/core-gcc-O2.json:gcc -O2" --batch "$OUT/batch.json"
echo "bench.sh: wrote $OUT/results.md and $OUT/results.png"
