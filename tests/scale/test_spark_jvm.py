# SPDX-License-Identifier: Apache-2.0 OR MIT
"""ascon_native.spark on a session that has the Java library's SQL functions
(the jar of java/spark, named by ASCON_SPARK_JAR; scripts/test.d/47-java.sh
builds it and runs this file): the factories pick the JVM functions and say
so, and every row equals the scalar C++ API, both ways for encryption (rows
sealed in the JVM open in C++ and the reverse). One local[2] session on
loopback; and examples/python/java_spark.py run as a file, its sockets on
loopback too. Without ASCON_SPARK_JAR the module fails loudly rather than skip."""

import json
import os

import pytest
from pyspark.sql import functions as F

import ascon_native as ascon
from ascon_native import spark as aspark
from docblocks import EXAMPLES, run_example
from spark_session import loopback_session

JAR = os.environ.get("ASCON_SPARK_JAR")
if not JAR or not os.path.isfile(JAR):
    raise RuntimeError(f"ASCON_SPARK_JAR must name the built java/spark jar (got {JAR!r})")

KEY = bytes(range(16))
VALUES = [b"", None, b"abc", bytes(range(256)) * 64, b"\xff"] + [bytes([i]) * (i * 13) for i in range(40)]


@pytest.fixture(scope="module")
def spark():
    s = loopback_session("ascon-jvm-tests", **{"spark.jars": JAR,
                                               "spark.sql.extensions": "dev.ascon.spark.AsconExtensions"})
    yield s
    s.stop()


def frame(spark):
    return spark.createDataFrame(list(enumerate(VALUES)), "id long, v binary").repartition(2)


def column(df, c, name):
    return [getattr(r, name) for r in sorted(df.select("id", c.alias(name)).collect(), key=lambda r: r.id)]


def test_engine_is_jvm_and_digests_equal_scalar(spark):
    assert aspark.jvm_functions(spark) and aspark.engine(spark) == "jvm"
    udf = aspark.hash256_udf()
    assert getattr(udf, "engine", None) == "jvm"
    df = frame(spark)
    assert column(df, udf("v"), "h") == [None if v is None else ascon.hash256(v) for v in VALUES]
    assert column(df, aspark.hash256_udf(hex=True)("v"), "h") == [None if v is None else ascon.hash256(v).hex() for v in VALUES]
    assert column(df, aspark.mac_udf(KEY)("v"), "m") == [None if v is None else ascon.mac(KEY, v) for v in VALUES]
    assert column(df, aspark.prf_udf(KEY, 40)("v"), "p") == [None if v is None else ascon.prf(KEY, v, 40) for v in VALUES]


def test_encryption_interoperates_with_the_cpp_core(spark):
    df = frame(spark)
    ad = F.col("id").cast("string").cast("binary")
    sealed = column(df, aspark.encrypt_udf(KEY, ad)("v"), "s")
    aead = ascon.AsconAEAD128(KEY)
    for i, (v, s) in enumerate(zip(VALUES, sealed)):
        if v is None:
            assert s is None
            continue
        assert aead.decrypt(s[:16], s[16:], str(i).encode()) == v
    rows = [(i, None if v is None else bytes(16) + aead.encrypt(bytes(16), v, b"t")) for i, v in enumerate(VALUES)]
    cdf = spark.createDataFrame(rows, "id long, c binary")
    assert column(cdf, aspark.decrypt_udf(KEY, b"t")("c"), "p") == VALUES
    assert column(cdf, aspark.decrypt_udf(KEY, b"u", errors="null")("c"), "p") == [None] * len(VALUES)
    with pytest.raises(Exception, match="does not verify"):
        cdf.select(aspark.decrypt_udf(KEY, b"u")("c")).collect()


def test_environment_keeps_the_arrow_udfs(spark, monkeypatch):
    monkeypatch.setenv("ASCON_SPARK_ENGINE", "udf")
    assert aspark.engine(spark) == aspark.ENGINE
    udf = aspark.hash256_udf()
    assert getattr(udf, "engine", None) is None
    assert column(frame(spark), udf("v"), "h") == [None if v is None else ascon.hash256(v) for v in VALUES]


def test_example_runs_as_a_file(tmp_path):
    # As a user runs it, a JVM of its own, without this part's PYSPARK_PYTHON and SPARK_LOCAL_IP.
    probe = tmp_path / "listeners.jsonl"
    run_example(EXAMPLES / "java_spark.py", tmp_path, env_drop=("PYSPARK_PYTHON", "PYSPARK_DRIVER_PYTHON", "SPARK_LOCAL_IP"),
                probe=f"spark:{probe}")
    seen = [json.loads(line) for line in probe.read_text().splitlines()] if probe.exists() else []
    assert seen, "the example started no Spark session"
    for bad, n in seen:
        assert n >= 2, "no listening socket found: the check would pass on nothing"
        assert bad == [], "the example's Spark session listens on the network"
