#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Ascon in data pipelines beside each tool's own functions, on the same data
in one run, printed as one Markdown table (docs/scale-out.md, "Speed"):

- pyarrow: arrow.hash256 (1 and 2 threads), arrow.mac, arrow.encrypt against
  hashlib.sha256 called row by row (pyarrow has no SHA-256 kernel);
- Polars: map_batches over arrow.hash256 against Polars' built-in hash()
  (64-bit, not cryptographic: the cost of a native column function);
- DuckDB: an Arrow UDF over arrow.hash256 against DuckDB's sha256();
- Dask: dask.hash256 on a LocalCluster of 1 and 2 workers (1 thread each),
  partitions made and persisted on the workers, cluster start excluded;
- Spark local[2]: hash256_udf (binary, hex), mac_udf, encrypt_udf against
  sha2(col, 256), xxhash64 and aes_encrypt (GCM), each written to the noop
  sink from a cached DataFrame; and where the time of a hashing UDF goes:
  the bare scan, an Arrow UDF that returns its input unchanged (JVM -> Python
  -> JVM transfer and Arrow conversion, no work), one that returns a 32-byte
  column without hashing (the transfer of the result's shape), and the
  engine alone (arrow.hash256 in this process, divided over Spark's 2 tasks).
  With --spark-jar (the jar of java/spark, docs/java.md) the same session
  also has the Java library's SQL functions: ascon_hash256 (binary, hex),
  ascon_mac and ascon_encrypt beside md5 and the cells above (the Python
  UDF cells then call the Arrow UDFs explicitly, since the factories would
  pick the JVM functions).

Rows of 64 B and 1 KiB (1,000,000 each by default; --rows to change), best
of --reps runs per cell, every tool in this one process so the cells meet
the same background load.

    python bench/python/bench_pipelines.py               # needs pyarrow, polars, duckdb, dask[dataframe], distributed, pyspark
    python bench/python/bench_pipelines.py --rows 20000  # a smoke run
    python bench/python/bench_pipelines.py --only spark  # or arrow, polars, duckdb, dask
    python bench/python/bench_pipelines.py --only spark --spark-jar java/spark/target/ascon-spark-0.1.0.jar

These are benchmarks, not tests: nothing here asserts a speed.
"""

import argparse
import hashlib
import os
import platform
import sys
import time

from bench_timing import best

KEY = bytes(range(16))
SIZES = (64, 1024)


def column(rows, size):
    """A pyarrow binary column of `rows` distinct rows of `size` bytes, built
    from buffers (no Python object per row)."""
    import pyarrow as pa

    block = bytes((i * 131 + 7) & 0xFF for i in range(251))
    data = bytearray((block * (rows * size // 251 + 2))[: rows * size])
    for i in range(rows):  # make every row distinct: its number in its first 8 bytes
        data[i * size:i * size + 8] = i.to_bytes(8, "little")
    offsets = pa.array(range(0, size * (rows + 1), size), pa.int32()).buffers()[1]
    return pa.Array.from_buffers(pa.binary(), rows, [None, offsets, pa.py_buffer(bytes(data))])


class Table:
    """Cells as (tool, function) rows and one column per row size."""

    def __init__(self, rows):
        self.rows, self.cells, self.order = rows, {}, []

    def add(self, tool, fn, size, seconds):
        key = (tool, fn)
        if key not in self.cells:
            self.order.append(key)
            self.cells[key] = {}
        self.cells[key][size] = seconds
        print(f"  {tool:8} {fn:55} {size:5} B  {seconds:8.3f} s", file=sys.stderr, flush=True)

    def markdown(self):
        head = " | ".join(f"{self.rows:,} x {s if s < 1024 else s // 1024} {'B' if s < 1024 else 'KiB'}" for s in SIZES)
        out = [f"| tool | function | {head} |", "| --- | --- |" + " ---: |" * len(SIZES)]
        for tool, fn in self.order:
            vals = []
            for s in SIZES:
                t = self.cells[(tool, fn)].get(s)
                vals.append("" if t is None else f"{t:.2f} s ({self.rows / t / 1e6:.2f} M rows/s, {self.rows * s / t / 1e6:,.0f} MB/s)")
            out.append(f"| {tool} | {fn} | " + " | ".join(vals) + " |")
        return "\n".join(out)


def bench_arrow(table, cols, reps):
    from ascon_native import arrow

    for size, col in cols.items():
        table.add("pyarrow", "`arrow.hash256`, 1 thread", size, best(lambda: arrow.hash256(col), reps))
        table.add("pyarrow", "`arrow.hash256`, 2 threads", size, best(lambda: arrow.hash256(col, threads=2), reps))
        table.add("pyarrow", "`arrow.mac` (Ascon-Mac, on the batch engine)", size,
                  best(lambda: arrow.mac(KEY, col), 1))
        table.add("pyarrow", "`arrow.encrypt`, random nonces, 1 thread", size,
                  best(lambda: arrow.encrypt(col, KEY), reps))
        table.add("pyarrow", "`hashlib.sha256` per row (Python loop)", size,
                  best(lambda: [None if v is None else hashlib.sha256(v).digest() for v in col.to_pylist()], 1))


def bench_polars(table, cols, reps):
    import polars as pl

    from ascon_native import arrow

    for size, col in cols.items():
        df = pl.DataFrame({"v": pl.from_arrow(col)})
        ours = pl.col("v").map_batches(lambda s: pl.from_arrow(arrow.hash256(s)).cast(pl.Binary), return_dtype=pl.Binary)
        table.add("Polars", "`map_batches` over `arrow.hash256`", size, best(lambda: df.select(ours), reps))
        table.add("Polars", "built-in `hash()` (64-bit, not cryptographic)", size,
                  best(lambda: df.select(pl.col("v").hash()), reps))


def bench_duckdb(table, cols, reps):
    import duckdb
    import pyarrow as pa

    from ascon_native import arrow

    con = duckdb.connect()
    con.execute("SET threads = 2")
    con.create_function("ascon_hash256", lambda c: arrow.hash256(c).cast(pa.binary()), ["BLOB"], "BLOB", type="arrow")
    for size, col in cols.items():
        t = pa.table({"v": col})
        con.register("src", t)
        con.execute("CREATE OR REPLACE TABLE t AS SELECT v FROM src")
        q = lambda e: (lambda: con.execute(f"SELECT max({e}) FROM t").fetchall())
        table.add("DuckDB", "Arrow UDF over `arrow.hash256`", size, best(q("ascon_hash256(v)"), reps))
        table.add("DuckDB", "built-in `sha256()` (hex text)", size, best(q("sha256(v)"), reps))
        table.add("DuckDB", "built-in `md5()` (hex text)", size, best(q("md5(v)"), reps))
    con.close()


def _dask_part(which, rows, size):
    import pandas as pd

    return pd.Series(pd.arrays.ArrowExtensionArray(column(rows, size)), name="v")


def bench_dask(table, rows, reps):
    import dask.dataframe as dd
    import pandas as pd
    import pyarrow as pa
    from distributed import Client, LocalCluster, wait

    from ascon_native import dask as adask

    parts = 8
    meta = pd.Series(pd.arrays.ArrowExtensionArray(pa.array([], pa.binary())), name="v")
    for workers in (1, 2):
        with LocalCluster(n_workers=workers, threads_per_worker=1, host="127.0.0.1", dashboard_address=None) as cluster, \
                Client(cluster) as client:
            for size in SIZES:
                # Inputs of their own per shape and cluster: nothing is taken from an earlier cell.
                s = dd.from_map(_dask_part, [(i, workers, size) for i in range(parts)], rows=rows // parts,
                                size=size, meta=meta).persist()
                wait(s)
                # The last digest of each partition comes back. Every run gets task names of its
                # own (an identity step with the run's number): the scheduler would otherwise hand
                # back results of the run before that it still holds.
                runs = iter(range(10**6))
                job = lambda: adask.hash256(s.map_partitions(lambda p, run: p, next(runs), meta=meta)) \
                    .map_partitions(lambda p: p.iloc[-1:]).compute()
                job()
                table.add("Dask", f"`dask.hash256`, {workers} worker{'s' if workers > 1 else ''}", size, best(job, reps))
                del s


def bench_spark(table, rows, reps, cols, jar=None):
    from pyspark.sql import SparkSession
    from pyspark.sql import functions as F
    import pyarrow as pa

    from ascon_native import arrow
    from ascon_native import spark as aspark

    os.environ.setdefault("PYSPARK_PYTHON", sys.executable)
    os.environ.setdefault("SPARK_LOCAL_IP", "127.0.0.1")
    builder = (SparkSession.builder.master("local[2]").config("spark.ui.enabled", "false")
               .config("spark.ui.showConsoleProgress", "false").config("spark.driver.memory", "6g").config("spark.driver.bindAddress", "127.0.0.1")
               .config("spark.driver.host", "127.0.0.1"))
    if jar:
        builder = builder.config("spark.jars", jar).config("spark.sql.extensions", "dev.ascon.spark.AsconExtensions")
    spark = builder.getOrCreate()
    spark.sparkContext.setLogLevel("ERROR")
    kind = aspark.ENGINE
    if jar and not aspark.jvm_functions(spark):
        raise SystemExit(f"--spark-jar {jar}: the session has no ascon_hash256")

    # Profile helpers: the same UDF machinery with no hashing.
    def udf(name, fn):
        return aspark._udf(name, "binary", fn)

    ident = udf("identity", lambda c: c)
    zeros = {}

    def const32(c):
        n = len(c)
        if n not in zeros:
            zeros[n] = pa.array([bytes(32)] * n, pa.binary())
        return zeros[n]

    shape_only = udf("const32", const32)
    # The Arrow UDFs by their parts: with the jar, the factories would give the JVM functions.
    h = aspark._digest_udf("ascon_hash256", False, arrow.hash256)
    hx = aspark._digest_udf("ascon_hash256", True, arrow.hash256)
    m = aspark._digest_udf("ascon_mac", False, lambda c: arrow.mac(KEY, c))
    enc = aspark._udf("ascon_encrypt", "binary", lambda c: arrow.encrypt(c, KEY, None))
    key = F.lit(KEY)
    jvm = lambda name, *a: F.call_function(name, F.col("v"), *a)
    for size in SIZES:
        # Distinct rows of `size` bytes: 64-byte SHA-512 digests, repeated to 1 KiB.
        d = F.unhex(F.sha2(F.col("id").cast("string"), 512))
        v = d if size == 64 else F.concat(*([d] * (size // 64)))
        df = spark.range(rows).select(v.alias("v")).repartition(2).cache()
        df.count()
        jobs = [
            ("scan only (`noop` of the column itself)", lambda: df.select("v")),
            (f"identity {kind} (transfer both ways, no work)", lambda: df.select(ident("v"))),
            (f"{kind} returning 32 zero bytes per row (transfer, no hashing)", lambda: df.select(shape_only("v"))),
            (f"`hash256_udf()` ({kind})", lambda: df.select(h("v"))),
            ("`hash256_udf(hex=True)`", lambda: df.select(hx("v"))),
            ("built-in `sha2(v, 256)` (hex text)", lambda: df.select(F.sha2("v", 256))),
            ("built-in `xxhash64(v)` (64-bit, not cryptographic)", lambda: df.select(F.xxhash64("v"))),
            ("`mac_udf(key)` (Ascon-Mac, on the batch engine)", lambda: df.select(m("v"))),
            ("`encrypt_udf(key)`", lambda: df.select(enc("v"))),
            ("built-in `aes_encrypt(v, key)` (GCM)", lambda: df.select(F.aes_encrypt("v", key))),
        ]
        if jar:
            jobs += [
                ("built-in `md5(v)` (hex text)", lambda: df.select(F.md5("v"))),
                ("Java library: `ascon_hash256(v)`", lambda: df.select(jvm("ascon_hash256"))),
                ("Java library: `ascon_hash256_hex(v)`", lambda: df.select(jvm("ascon_hash256_hex"))),
                ("Java library: `ascon_mac(v, key)`", lambda: df.select(jvm("ascon_mac", key))),
                ("Java library: `ascon_encrypt(v, key)`", lambda: df.select(jvm("ascon_encrypt", key))),
            ]
        for name, job in jobs:
            run = lambda: job().write.format("noop").mode("overwrite").save()
            job().limit(20_000).write.format("noop").mode("overwrite").save()  # warm-up: JIT, Python workers
            table.add("Spark", name, size, best(run, reps))
        col = cols[size]
        table.add("Spark", "engine alone: `arrow.hash256` in this process, time / 2 tasks", size,
                  best(lambda: arrow.hash256(col), reps) / 2)
        df.unpersist()
    spark.stop()


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--rows", type=int, default=1_000_000)
    ap.add_argument("--reps", type=int, default=3, help="timed runs per cell, the best kept (default 3)")
    ap.add_argument("--spark-jar", help="the java/spark jar: adds the Java library's SQL functions to the Spark cells")
    ap.add_argument("--only", choices=["arrow", "polars", "duckdb", "dask", "spark"], action="append")
    args = ap.parse_args()
    only = set(args.only or ["arrow", "polars", "duckdb", "dask", "spark"])
    import ascon_native
    from ascon_native import batch

    cpu = next((l.split(":", 1)[1].strip() for l in open("/proc/cpuinfo") if l.startswith("model name")),
               platform.machine()) if os.path.exists("/proc/cpuinfo") else platform.machine()
    load0 = os.getloadavg()
    print(f"{cpu}, {os.cpu_count()} CPUs; Python {sys.version.split()[0]}, ascon_native {ascon_native.__version__}, "
          f"batch backend {batch.backend()}; load average at start {load0[0]:.1f}", flush=True)
    versions = []
    for mod in ("pyarrow", "polars", "duckdb", "dask", "pyspark"):
        try:
            versions.append(f"{mod} {__import__(mod).__version__}")
        except ImportError:
            pass
    print(", ".join(versions) + "\n", flush=True)
    table = Table(args.rows)
    cols = {s: column(args.rows, s) for s in SIZES}
    t0 = time.time()
    if "arrow" in only:
        bench_arrow(table, cols, args.reps)
    if "polars" in only:
        bench_polars(table, cols, args.reps)
    if "duckdb" in only:
        bench_duckdb(table, cols, args.reps)
    if "dask" in only:
        bench_dask(table, args.rows, args.reps)
    if "spark" in only:
        bench_spark(table, args.rows, args.reps, cols, args.spark_jar)
    load1 = os.getloadavg()
    print(table.markdown())
    print(f"\n{time.time() - t0:.0f} s in all; load average at the end {load1[0]:.1f} (1 min), {load1[2]:.1f} (15 min)")


if __name__ == "__main__":
    main()
