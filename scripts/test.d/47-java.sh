#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# ci-lane: side (one core most of the time; scripts/test.sh runs it beside the compiling parts)
# The JVM library (java/): the pure-Java core and its JCA provider on every
# SP 800-232 and Mac/Prf vector file, the misuse tests, and the Spark SQL
# functions on one local[2] session bound to loopback (java/spark, compiled
# and run against the jars of the pyspark that 46-spark installs: no second
# Spark from Maven Central); then ascon_native.spark on a session with the
# jar (it must pick the JVM functions) and the PySpark example as a file
# (examples/python/java_spark.py, its sockets on loopback).
# Maven's own plugins and JUnit come from Maven Central on a fresh machine.
# Measured: 65-77 s after 46-spark set up the venv (Maven 21-35 s with its
# downloads, the Python tests with the example 50 s); docs/java.md, "CI".
PART=47-java
source "$(dirname "$0")/../lib/python-scale.sh"
ensure_apt openjdk-17-jdk-headless maven
scale_venv pyarrow pandas pyspark
JARS="$("$PY" -c 'import os, pyspark; print(os.path.join(os.path.dirname(pyspark.__file__), "jars"))')"
CP="$(ls "$JARS"/*.jar | paste -sd, -)"
export SPARK_LOCAL_IP=127.0.0.1 PYSPARK_PYTHON="$PY" PYSPARK_DRIVER_PYTHON="$PY"

t0=$(date +%s)
cd "$ASCON_ROOT/java"
rm -rf core/target/surefire-reports spark/target/surefire-reports
# package = compile, every test (core, provider, Spark), and the jars
nice mvn -B -q -T 1 -Dspark.jars.dir="$JARS" -Dmaven.test.additionalClasspath="$CP" package
# Surefire is quiet under -q: the counts from its reports, as one closing line.
read -r tests failures errors skipped < <(cat core/target/surefire-reports/TEST-*.xml spark/target/surefire-reports/TEST-*.xml |
  grep -o '<testsuite [^>]*>' | awk '{
    for (i = 1; i <= NF; i++) { split($i, kv, "="); gsub(/"/, "", kv[2]);
      if (kv[1] == "tests") t += kv[2]; if (kv[1] == "failures") f += kv[2];
      if (kv[1] == "errors") e += kv[2]; if (kv[1] == "skipped") s += kv[2] } }
    END { print t + 0, f + 0, e + 0, s + 0 }')
echo "$PART: maven $(( $(date +%s) - t0 )) s"
cd "$ASCON_ROOT"
[ "$tests" -gt 0 ] || { echo "$PART: error: Surefire ran no test" >&2; exit 1; }

export ASCON_SPARK_JAR="$ASCON_ROOT/java/spark/target/ascon-spark-0.1.0.jar"
run_pytest test_spark_jvm.py
echo "java: $(( tests - failures - errors - skipped )) passed, $(( failures + errors )) failed"
echo "$PART: total $(( $(date +%s) - t0 )) s after the venv"
