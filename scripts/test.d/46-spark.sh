#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# ci-lane: side (one core most of the time; scripts/test.sh runs it beside the compiling parts)
# ascon_native.spark and the Spark recipe of docs/scale-out.md on a real
# SparkSession, master local[2], one session for all tests: arrow_udf hash,
# encrypt and decrypt against the scalar API, tampered rows, mapInArrow, and
# our UDF beside sha2(col, 256); every listening socket on loopback; the
# Spark example of docs/scale-out.md run as a file, in a JVM of its own. PySpark
# from PyPI (about 490 MB installed, pinned with pandas < 3 as it asks), Java 17 from Debian. Measured: about 2 minutes with
# the pip cache warm (the download on a fresh machine comes on top); tests
# 93 s on a loaded machine, 36 s more than with the example run in-process.
# Since then: keyed UDFs (mac_udf/prf_udf), hex output, a per-row associated-data
# column and the engine check (5 tests, about 11 more Spark jobs, a few more in
# the example): tests 570 s at load average 27 on 2 cores (no low-load figure).
PART=46-spark
source "$(dirname "$0")/../lib/python-scale.sh"
ensure_apt openjdk-17-jre-headless
scale_venv pyarrow pandas pyspark
# The executors' Python workers must be the venv's (it has ascon_native).
export PYSPARK_PYTHON="$PY" PYSPARK_DRIVER_PYTHON="$PY"
# Every server a test starts listens on loopback only (the tests check it;
# the docs' example is checked without this, in a process of its own).
export SPARK_LOCAL_IP=127.0.0.1
run_pytest test_spark.py
