# SPDX-License-Identifier: Apache-2.0 OR MIT
"""ascon_native.spark and the Spark recipe of docs/scale-out.md on a real
SparkSession, master local[2], one session for every test: every row equals
the scalar API (null, empty, 1 MiB), tampered rows are null or fail the job,
and mapInArrow works on whole batches."""

import json

import pyarrow as pa
import pytest
from pyspark.sql import functions as F

import ascon_native as ascon
from ascon_native import arrow
from ascon_native import spark as aspark
from docblocks import examples, run_example
from listeners import not_on_loopback
from spark_session import loopback_session

KEY = bytes(range(16))
MIB = bytes(range(256)) * 4096
VALUES = [b"", None, b"abc", MIB, b"\xff"] + [bytes([i]) * (i * 11) for i in range(50)]


@pytest.fixture(scope="module")
def spark():
    s = loopback_session("ascon-tests")
    yield s
    s.stop()


def frame(spark, values):
    return spark.createDataFrame(list(enumerate(values)), "id long, v binary").repartition(2)


def by_id(rows, col):
    return [getattr(r, col) for r in sorted(rows, key=lambda r: r.id)]


def test_hash256_udf_equals_scalar(spark):
    df = frame(spark, VALUES)
    got = by_id(df.select("id", aspark.hash256_udf()("v").alias("h")).collect(), "h")
    assert got == [None if v is None else ascon.hash256(v) for v in VALUES]


def test_string_column_hashes_utf8(spark):
    df = spark.createDataFrame([(0, "héllo"), (1, None)], "id long, s string")
    got = by_id(df.select("id", aspark.hash256_udf()("s").alias("h")).collect(), "h")
    assert got == [ascon.hash256("héllo".encode()), None]


def test_encrypt_decrypt_udfs_and_tampering(spark):
    df = frame(spark, VALUES)
    sealed = df.select("id", aspark.encrypt_udf(KEY, b"ad")("v").alias("c")).cache()
    rows = by_id(sealed.collect(), "c")
    aead = ascon.AsconAEAD128(KEY)
    for v, r in zip(VALUES, rows):
        assert (r is None) if v is None else aead.decrypt(r[:16], r[16:], b"ad") == v
    opened = by_id(sealed.select("id", aspark.decrypt_udf(KEY, b"ad")("c").alias("p")).collect(), "p")
    assert opened == VALUES
    bad = list(rows)
    bad[2] = bad[2][:-1] + bytes([bad[2][-1] ^ 1])
    tdf = frame(spark, bad)
    got = by_id(tdf.select("id", aspark.decrypt_udf(KEY, b"ad", errors="null")("v").alias("p")).collect(), "p")
    assert got == [None if i == 2 else v for i, v in enumerate(VALUES)]
    with pytest.raises(Exception, match="InvalidTag|authentication failed"):
        tdf.select(aspark.decrypt_udf(KEY, b"ad", errors="raise")("v")).collect()


def test_decrypt_udf_fails_loudly_by_default(spark):
    # A wrong key must fail the job, not pass as an all-null column.
    sealed = frame(spark, VALUES).select("id", aspark.encrypt_udf(KEY)("v").alias("c"))
    with pytest.raises(Exception, match="InvalidTag|authentication failed"):
        sealed.select(aspark.decrypt_udf(bytes(16))("c")).collect()


def test_udf_arguments_checked_on_the_driver():
    # Refused when the UDF is made, before any executor sees it.
    for make in (aspark.encrypt_udf, aspark.decrypt_udf):
        with pytest.raises(TypeError, match="associated_data.*str"):
            make(KEY, "ad")
        with pytest.raises(TypeError, match="associated_data"):
            make(KEY, pa.array([b"a"]))
        with pytest.raises(TypeError, match="associated_data"):
            make(KEY, 5)


def test_map_in_arrow(spark):
    df = frame(spark, VALUES)

    def digests(batches):
        for b in batches:
            yield pa.RecordBatch.from_arrays([b.column("id"), arrow.hash256(b.column("v")).cast(pa.binary())],
                                             names=["id", "d"])

    got = by_id(df.mapInArrow(digests, "id long, d binary").collect(), "d")
    assert got == [None if v is None else ascon.hash256(v) for v in VALUES]


def test_same_frame_as_sha2(spark):
    # Our UDF and Spark's built-in sha2 side by side on one DataFrame (the benchmark's shape).
    df = spark.range(1000).select(F.col("id"), F.concat(F.lit("row"), F.col("id").cast("string")).cast("binary").alias("v"))
    out = df.select("id", aspark.hash256_udf()("v").alias("a"), F.sha2("v", 256).alias("s")).where("id = 5").first()
    assert out.a == ascon.hash256(b"row5") and len(out.s) == 64


def test_bad_arguments():
    with pytest.raises(ValueError, match="key"):
        aspark.encrypt_udf(bytes(15))
    with pytest.raises(TypeError, match="key"):
        aspark.decrypt_udf("k" * 16)
    with pytest.raises(ValueError, match="errors"):
        aspark.decrypt_udf(KEY, errors="skip")


def test_servers_listen_on_loopback_only(spark):
    # Python workers started too (the UDF), then every listener of this
    # process and its children: the JVM's driver RPC and block manager,
    # Py4J, the workers' daemon.
    spark.range(4).select(aspark.hash256_udf()(F.col("id").cast("string"))).collect()
    bad, n = not_on_loopback()
    assert n >= 2, "no listening socket found: the check would pass on nothing"
    assert bad == [], "servers reachable from the network"


@pytest.mark.parametrize("path", examples("spark_"), ids=lambda p: p.name)
def test_example_runs_as_a_file(path, tmp_path):
    # As a user runs it: `python spark_udfs.py`, a JVM of its own, without
    # the CI part's PYSPARK_PYTHON (the example must set it, or the workers
    # start a Python without pyarrow) and SPARK_LOCAL_IP.
    probe = tmp_path / "listeners.jsonl"
    run_example(path, tmp_path, env_drop=("PYSPARK_PYTHON", "PYSPARK_DRIVER_PYTHON", "SPARK_LOCAL_IP"),
                probe=f"spark:{probe}")
    seen = [json.loads(line) for line in probe.read_text().splitlines()] if probe.exists() else []
    assert seen, "the example started no Spark session"
    for bad, n in seen:
        assert n >= 2, "no listening socket found: the check would pass on nothing"
        assert bad == [], "the docs' Spark session listens on the network"


def test_engine_matches_the_installed_pyspark():
    # arrow_udf where PySpark has it (4.1+), pandas_udf before (3.5, 4.0).
    import pyspark
    major, minor = (int(x) for x in pyspark.__version__.split(".")[:2])
    assert aspark.ENGINE == ("arrow_udf" if (major, minor) >= (4, 1) else "pandas_udf")


def test_per_row_associated_data_column(spark):
    ads = [None if i % 7 == 3 else f"tenant{i % 5}".encode() for i in range(len(VALUES))]
    df = spark.createDataFrame([(i, v, a) for i, (v, a) in enumerate(zip(VALUES, ads))],
                               "id long, v binary, ad binary").repartition(2)
    sealed = df.select("id", "ad", aspark.encrypt_udf(KEY, F.col("ad"))("v").alias("c")).cache()
    aead = ascon.AsconAEAD128(KEY)
    for r in sorted(sealed.collect(), key=lambda r: r.id):
        v, a = VALUES[r.id], ads[r.id]
        # each row sealed under its own AD (a null AD row counts as empty)
        assert (r.c is None) if v is None else aead.decrypt(r.c[:16], r.c[16:], a or b"") == v
    opened = by_id(sealed.select("id", aspark.decrypt_udf(KEY, F.col("ad"))("c").alias("p")).collect(), "p")
    assert opened == VALUES
    # One row's AD changed: that row fails (null on request, else the job fails).
    moved = sealed.withColumn("ad", F.when(F.col("id") == 2, F.lit(b"other")).otherwise(F.col("ad")))
    got = by_id(moved.select("id", aspark.decrypt_udf(KEY, F.col("ad"), errors="null")("c").alias("p")).collect(), "p")
    assert got == [None if i == 2 else v for i, v in enumerate(VALUES)]
    with pytest.raises(Exception, match="InvalidTag|authentication failed"):
        moved.select(aspark.decrypt_udf(KEY, F.col("ad"))("c")).collect()


def test_hex_output_has_the_form_of_sha2(spark):
    df = frame(spark, VALUES)
    rows = df.select("id", aspark.hash256_udf(hex=True)("v").alias("h"), F.sha2("v", 256).alias("s")).collect()
    got = by_id(rows, "h")
    assert got == [None if v is None else ascon.hash256(v).hex() for v in VALUES]
    for r in rows:  # same type, case and length as Spark's own sha2
        assert (r.h is None) == (r.s is None)
        assert r.h is None or (isinstance(r.h, str) and len(r.h) == len(r.s) and r.h == r.h.lower())


def test_mac_prf_udfs_every_row(spark):
    df = frame(spark, VALUES)
    out = df.select("id", aspark.mac_udf(KEY)("v").alias("m"), aspark.mac_udf(KEY, hex=True)("v").alias("mh"),
                    aspark.prf_udf(KEY, 40)("v").alias("p"), aspark.prf_udf(KEY, 8, hex=True)("v").alias("ph")).collect()
    assert by_id(out, "m") == [None if v is None else ascon.mac(KEY, v) for v in VALUES]
    assert by_id(out, "mh") == [None if v is None else ascon.mac(KEY, v).hex() for v in VALUES]
    assert by_id(out, "p") == [None if v is None else ascon.prf(KEY, v, 40) for v in VALUES]
    assert by_id(out, "ph") == [None if v is None else ascon.prf(KEY, v, 8).hex() for v in VALUES]
    emails = spark.createDataFrame([(0, "a@example.org"), (1, None)], "id long, e string")
    assert by_id(emails.select("id", aspark.mac_udf(KEY)("e").alias("t")).collect(), "t") == \
        [ascon.mac(KEY, b"a@example.org"), None]


def test_keyed_and_hex_arguments_checked_on_the_driver():
    with pytest.raises(ValueError, match="key must be 16 bytes"):
        aspark.mac_udf(bytes(8))
    with pytest.raises(TypeError, match="key"):
        aspark.prf_udf("k" * 16, 8)
    with pytest.raises(ValueError, match="length"):
        aspark.prf_udf(KEY, 0)
    with pytest.raises(TypeError, match="hex"):
        aspark.hash256_udf(hex="yes")
    with pytest.raises(TypeError, match="associated_data.*str"):
        aspark.encrypt_udf(KEY, "tenant")
