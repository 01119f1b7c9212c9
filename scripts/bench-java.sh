#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# The JMH table of docs/java.md: this library's Ascon-Hash256 and
# Ascon-AEAD128 against Bouncy Castle 1.87 and the JDK's SHA-256 and
# AES-128-GCM at 16 B, 64 B, 1 KiB and 1 MiB. A benchmark, not a test.
# Short runs by default (1 fork, 2 x 1 s warm-up, 3 x 1 s measured) for a
# small shared machine; JMH_ARGS overrides them. Results: build/jmh.csv.
source "$(dirname "$0")/lib/common.sh"
cd "$ASCON_ROOT/java"
ensure_apt openjdk-17-jdk-headless maven
mvn -B -q -T 1 -Pbench -DskipTests package
cd "$ASCON_ROOT"
mkdir -p build
# shellcheck disable=SC2086  # JMH_ARGS is a word list on purpose
java -jar java/bench/target/ascon-bench.jar ${JMH_ARGS:--f 1 -wi 2 -w 1s -i 3 -r 1s} -rf csv -rff build/jmh.csv "$@"
# ns per byte of each cell, the form of the table in docs/java.md
python3 - <<'PY'
import csv
rows = list(csv.DictReader(open("build/jmh.csv")))
for r in rows:
    size = int(r["Param: size"])
    ns = float(r["Score"])
    print(f'{r["Benchmark"].split(".")[-1]:22s} {size:8d} B {ns:14.1f} ns/op {ns / size:8.2f} ns/B  (+-{float(r["Score Error (99.9%)"]):.1f})')
PY
# The C++ core's single-message speed at the same sizes, in the same run
# (the "C++" rows of docs/java.md): best of 5, where JMH gives the mean.
ensure_apt g++
g++ -std=c++20 -O2 -Iinclude -Wno-unused-result java/bench/native/hash256_c.cpp -o build/hash256_c
build/hash256_c
