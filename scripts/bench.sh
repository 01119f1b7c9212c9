#!/usr/bin/env bash
# Runs every benchmark and writes bench/results/results.md and results.png:
# single-message speed of every algorithm built with gcc -O3 -march=native,
# clang -O3 -march=native and plain gcc -O2, RustCrypto's ascon-aead 0.6 and
# ascon-hash 0.4 in the same run (bench/peers/, needs cargo and crates.io),
# and the batch engine per backend and thread count.
# Environment: BENCH_MIN_TIME (seconds per benchmark, default 0.1).
source "$(dirname "$0")/lib/common.sh"
cd "$ASCON_ROOT"
ensure_base
ensure_apt libbenchmark-dev clang python3-venv
MIN_TIME="${BENCH_MIN_TIME:-0.1}"
OUT="$ASCON_ROOT/bench/results"
mkdir -p "$OUT"

peers=()
if command -v cargo >/dev/null; then
  # Default target flags: with -C target-cpu=native the crates were ~50% slower
  # here (LLVM vectorizes the permutation across register files), so the
  # comparison uses their faster default build.
  (cd bench/peers && RUSTFLAGS= cargo build --release --quiet)
  # cargo may hand back an older artifact (older mtime): make ninja relink.
  touch bench/peers/target/release/libascon_peers.a
  peers=(-DASCON_BENCH_PEERS_LIB="$ASCON_ROOT/bench/peers/target/release/libascon_peers.a")
else
  echo "bench.sh: cargo not found, no RustCrypto comparison" >&2
fi

# build NAME CXX CXXFLAGS BUILD_TYPE TARGETS...
build() {
  local name="$1" cxx="$2" flags="$3" type="$4"; shift 4
  # --fresh: switching the compiler of an existing build folder makes CMake
  # drop the cache together with the options given here.
  cmake --fresh -S . -B "build/bench-$name" -G Ninja -DCMAKE_CXX_COMPILER="$cxx" -DCMAKE_BUILD_TYPE="$type" \
    -DCMAKE_CXX_FLAGS="$flags" -DASCON_BUILD_TESTS=OFF "${peers[@]}" >/dev/null
  cmake --build "build/bench-$name" -j "$JOBS" --target "$@"
}
build gcc g++ "-march=native" Release bench_core bench_batch
build clang clang++ "-march=native" Release bench_core
build gcc-O2 g++ "-O2" None bench_core

run() {  # run BINARY JSON [args]
  local bin="$1" json="$2"; shift 2
  echo "== $bin" >&2
  "$bin" --benchmark_min_time="$MIN_TIME" --benchmark_format=console --benchmark_out_format=json \
    --benchmark_out="$json" "$@" >/dev/null
}
run build/bench-gcc/bench/bench_core "$OUT/core-gcc.json"
run build/bench-clang/bench/bench_core "$OUT/core-clang.json" --benchmark_filter='^ascon/'
run build/bench-gcc-O2/bench/bench_core "$OUT/core-gcc-O2.json" --benchmark_filter='^ascon/'
run build/bench-gcc/bench/bench_batch "$OUT/batch.json"

VENV="$ASCON_ROOT/build/bench-venv"
[ -x "$VENV/bin/python" ] || python3 -m venv "$VENV"
"$VENV/bin/python" -c "import matplotlib" 2>/dev/null || "$VENV/bin/pip" install -q matplotlib
"$VENV/bin/python" bench/make_report.py "$OUT" \
  "$OUT/core-gcc.json:gcc -O3 -march=native" "$OUT/core-clang.json:clang -O3 -march=native" \
  "$OUT/core-gcc-O2.json:gcc -O2" --batch "$OUT/batch.json"
echo "bench.sh: wrote $OUT/results.md and $OUT/results.png"
