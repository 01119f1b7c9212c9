#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Throughput of the scale-out layers (docs/scale-out.md), printed as Markdown:

1. ascon_native.arrow.hash256 / .encrypt over 1,000,000 x 64 B and
   10,000 x 16 KiB binary columns, 1 and 2 threads, beside the C++ batch
   engine on the same shapes (bench/python/cpp_batch_throughput.cpp, the CMake
   target cpp_batch_throughput: linked with ascon::batch as the library builds
   it, every SIMD kernel with its own flags; built in --build-dir, configured
   there as Release if it has no CMakeCache.txt). Best of --reps runs each,
   C++ and Python alternating rounds so that both meet the same background load.
2. ascon_native.dask.hash256: rows/s on a LocalCluster with 1 and 2 workers
   (1 thread each), cluster start-up excluded, best of 3.
3. Spark (local[2], one session): our arrow_udf Ascon-Hash256 against the
   built-in sha2(col, 256) on the same cached DataFrame, written to the
   "noop" sink, best of 3.

    python bench/python/bench_scale.py                  # all three (needs the [dask] and [spark] extras)
    python bench/python/bench_scale.py --only arrow     # or dask, spark
    python bench/python/bench_scale.py --quick          # smaller inputs, a smoke run

These are benchmarks, not tests: nothing here asserts a speed.
"""

import argparse
import os
import pathlib
import platform
import subprocess
import sys
import time

from bench_timing import best

ROOT = pathlib.Path(__file__).resolve().parents[2]
SHAPES = [(1_000_000, 64), (10_000, 16 * 1024)]


def build_cpp(build_dir):
    """Builds the C++ throughput program with CMake (the engine's own source list and kernel flags)."""
    build_dir = pathlib.Path(build_dir)
    if not (build_dir / "CMakeCache.txt").exists():
        subprocess.run(["cmake", "-S", str(ROOT), "-B", str(build_dir), "-DCMAKE_BUILD_TYPE=Release"], check=True)
    subprocess.run(["cmake", "--build", str(build_dir), "--target", "cpp_batch_throughput"], check=True)
    return build_dir / "bench" / "cpp_batch_throughput"


def bench_arrow(quick, reps, rounds, build_dir):
    import pyarrow as pa

    from ascon_native import arrow

    key = bytes(16)
    print("### ascon_native.arrow vs the C++ batch engine\n")
    print("| input | threads | C++ hash256_many | arrow.hash256 | ratio | C++ aead128_encrypt_many | arrow.encrypt "
          "(random nonces) | ratio | arrow.encrypt (nonce column) | ratio |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    exe = build_cpp(build_dir)
    for count, length in SHAPES:
        if quick:
            count //= 10
        data = bytes((i * 131 + 7) & 0xFF for i in range(256)) * (count * length // 256 + 1)
        offsets = pa.py_buffer(memoryview(bytearray(
            b"".join((i * length).to_bytes(4, "little") for i in range(count + 1)))))
        col = pa.Array.from_buffers(pa.binary(), count, [None, offsets, pa.py_buffer(data[: count * length])])
        mb = count * length / 1e6
        # Given nonces: the same work as the C++ program, without drawing 16 random bytes per row.
        nonces = pa.Array.from_buffers(pa.binary(16), count, [None, pa.py_buffer(os.urandom(16 * count))])
        for threads in (1, 2):
            cpp = {"hash256": float("inf"), "encrypt": float("inf")}
            py = {"hash256": float("inf"), "encrypt": float("inf"), "encrypt_col": float("inf")}
            for _ in range(rounds):
                out = subprocess.run([str(exe), str(count), str(length), str(threads), str(reps)], check=True,
                                     capture_output=True, text=True).stdout
                for name, sec in (line.split() for line in out.splitlines()):
                    cpp[name] = min(cpp[name], float(sec))
                py["hash256"] = min(py["hash256"], best(lambda: arrow.hash256(col, threads=threads), reps))
                py["encrypt"] = min(py["encrypt"], best(lambda: arrow.encrypt(col, key, threads=threads), reps))
                py["encrypt_col"] = min(py["encrypt_col"],
                                        best(lambda: arrow.encrypt(col, key, nonce=nonces, threads=threads), reps))
            print(f"| {count:,} x {length:,} B | {threads} | {mb / cpp['hash256']:,.0f} MB/s | {mb / py['hash256']:,.0f} MB/s | "
                  f"{cpp['hash256'] / py['hash256']:.0%} | {mb / cpp['encrypt']:,.0f} MB/s | {mb / py['encrypt']:,.0f} MB/s | "
                  f"{cpp['encrypt'] / py['encrypt']:.0%} | {mb / py['encrypt_col']:,.0f} MB/s | "
                  f"{cpp['encrypt'] / py['encrypt_col']:.0%} |")
    print()


def bench_dask(quick):
    import dask.dataframe as dd
    import pandas as pd
    import pyarrow as pa
    from distributed import Client, LocalCluster

    from ascon_native import dask as adask

    rows = 20_000 if quick else 200_000
    pser = pd.Series([i.to_bytes(8, "little") * 8 for i in range(rows)], dtype=pd.ArrowDtype(pa.binary()))
    print(f"### ascon_native.dask.hash256, {rows:,} rows x 64 B, 8 partitions\n")
    print("| workers (1 thread each) | cluster start | best job time | rows/s |")
    print("| ---: | ---: | ---: | ---: |")
    for workers in (1, 2):
        t0 = time.perf_counter()
        with LocalCluster(n_workers=workers, threads_per_worker=1, dashboard_address=None) as cluster, Client(cluster):
            start = time.perf_counter() - t0
            s = dd.from_pandas(pser, npartitions=8).persist()
            t = best(lambda: adask.hash256(s).compute(), 3)
        print(f"| {workers} | {start:.1f} s | {t:.3f} s | {rows / t:,.0f} |")
    print()


def bench_spark(quick):
    from pyspark.sql import SparkSession
    from pyspark.sql import functions as F

    from ascon_native import spark as aspark

    os.environ.setdefault("PYSPARK_PYTHON", sys.executable)
    rows = 100_000 if quick else 1_000_000
    spark = (SparkSession.builder.master("local[2]").config("spark.ui.enabled", "false").getOrCreate())
    spark.sparkContext.setLogLevel("ERROR")
    # 64-byte binary rows, cached so both functions read the same data.
    df = spark.range(rows).select(F.unhex(F.sha2(F.col("id").cast("string"), 512)).alias("v")).repartition(2).cache()
    df.count()
    ascon_udf = aspark.hash256_udf()
    jobs = {"Ascon-Hash256, arrow_udf (ascon_native)": lambda: df.select(ascon_udf("v")),
            "SHA-256, built-in sha2(col, 256)": lambda: df.select(F.sha2("v", 256))}
    print(f"### Spark local[2], {rows:,} rows x 64 B, written to the noop sink\n")
    print("| function | best of 3 | rows/s |")
    print("| --- | ---: | ---: |")
    for name, job in jobs.items():
        job().write.format("noop").mode("overwrite").save()  # warm-up (JIT, Python workers)
        t = best(lambda: job().write.format("noop").mode("overwrite").save(), 3)
        print(f"| {name} | {t:.2f} s | {rows / t:,.0f} |")
    spark.stop()
    print()


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--only", choices=["arrow", "dask", "spark"])
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--reps", type=int, default=3, help="timed runs per round (default 3)")
    ap.add_argument("--rounds", type=int, default=3, help="alternating C++/Python rounds (default 3)")
    ap.add_argument("--build-dir", default=str(ROOT / "build" / "release"),
                    help="CMake build folder for cpp_batch_throughput (default build/release)")
    args = ap.parse_args()
    import ascon_native
    from ascon_native import batch

    cpu = next((l.split(":", 1)[1].strip() for l in open("/proc/cpuinfo") if l.startswith("model name")), platform.machine()) \
        if os.path.exists("/proc/cpuinfo") else platform.machine()
    print(f"{cpu}, {os.cpu_count()} CPUs; Python {sys.version.split()[0]}, ascon_native {ascon_native.__version__}, "
          f"batch backend {batch.backend()}\n")
    if args.only in (None, "arrow"):
        bench_arrow(args.quick, args.reps, args.rounds, args.build_dir)
    if args.only in (None, "dask"):
        bench_dask(args.quick)
    if args.only in (None, "spark"):
        bench_spark(args.quick)


if __name__ == "__main__":
    main()
