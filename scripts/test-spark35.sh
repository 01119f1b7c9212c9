#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# ascon_native.spark on PySpark 3.5 (the pandas_udf path; 4.1+ uses
# arrow_udf and is tested by scripts/test.d/46-spark.sh): tests/scale/
# test_spark.py, every test, run in a venv of its own with pyspark pinned to
# 3.5 (tests/scale/constraints-spark35.txt). Not a CI part: a second PySpark
# is a download of about 320 MB and the tests take 240 s or more on 2 cores,
# over the CI time left. All 15 passed on 3.5.9 (at load average 30 the example
# file alone took 280 s, near its test's 300 s limit). The venv links the ascon_native built for build/venv
# (same Python) instead of building it a second time.
PART=spark35
source "$(dirname "$0")/lib/python-scale.sh"
ensure_apt openjdk-17-jre-headless
scale_venv pyarrow pandas
venv="$ASCON_ROOT/build/venv-spark35"
[ -x "$venv/bin/python" ] || python3 -m venv "$venv"
"$venv/bin/python" -m pip install -q --upgrade pip
"$venv/bin/python" -m pip install -q -c "$ASCON_ROOT/tests/scale/constraints-spark35.txt" pytest numpy pyarrow pandas pyspark
site="$("$venv/bin/python" -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')"
link="$ASCON_ROOT/build/spark35-pkg"
mkdir -p "$link"
ln -sfn "$("$PY" -c 'import ascon_native, os; print(os.path.dirname(ascon_native.__file__))')" "$link/ascon_native"
echo "$link" > "$site/ascon_native_link.pth"
PY="$venv/bin/python"
"$PY" -c 'import pyspark; from ascon_native import spark; print("pyspark", pyspark.__version__, "via", spark.ENGINE)'
export PYSPARK_PYTHON="$PY" PYSPARK_DRIVER_PYTHON="$PY" SPARK_LOCAL_IP=127.0.0.1
run_pytest test_spark.py
