#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# The Python package, as users get it: scripts/build-wheel.sh builds the wheel
# (scikit-build-core + nanobind from PyPI) and repairs it with auditwheel into
# a manylinux wheel in dist/; it is installed into a fresh venv and the pytest
# suite in tests/python runs on it (every vector file, Hypothesis properties,
# API conformance, and the v1.2 family against the pure-Python `ascon`
# 0.0.9). The wheel is built for the baseline x86-64 ISA, so this also checks
# that its run-time dispatch picks x86-64-v3 where the CPU has AVX2/BMI1/BMI2,
# and (under qemu-user) that it runs on an x86-64 without them.
# About 2 minutes on 2 cores, most of it compiling the extension the first
# time (the build tree is kept, so a rerun compiles only what changed).
source "$(dirname "$0")/../lib/common.sh"
cd "$ASCON_ROOT"

# Debian's python3 needs venv (with ensurepip) and the headers to build against.
if ! python3 -c 'import ensurepip, venv' 2>/dev/null || [ ! -e "$(python3 -c 'import sysconfig; print(sysconfig.get_paths()["include"])')/Python.h" ]; then
  ensure_apt python3-venv python3-dev
fi

t0=$(date +%s)
WHEEL="$(bash scripts/build-wheel.sh)"
case "$WHEEL" in
  *-manylinux_*.whl) ;;
  *) echo "40-python: error: expected a manylinux wheel, got '$WHEEL'" >&2; exit 1 ;;
esac
echo "40-python: built and repaired $(basename "$WHEEL") in $(( $(date +%s) - t0 )) s"

# A fresh venv each run: nothing from an earlier install or the source tree.
t0=$(date +%s)
VENV="$ASCON_ROOT/build/wheel-venv"
rm -rf "$VENV"
python3 -m venv "$VENV"
PY="$VENV/bin/python"
export PIP_DISABLE_PIP_VERSION_CHECK=1 PIP_NO_INPUT=1
"$PY" -m pip install -q --upgrade pip
"$PY" -m pip install -q pytest hypothesis numpy "ascon==0.0.9" "$WHEEL"
echo "40-python: fresh venv with the wheel in $(( $(date +%s) - t0 )) s"

# Run from the tests folder so `import ascon_native` is the installed package,
# never the source tree. pytest exits 5 when it collected no test: a failure here.
cd "$ASCON_ROOT/tests/python"
"$PY" -c 'import ascon_native, sys; sys.exit(0 if "/site-packages/" in ascon_native.__file__ else "not the installed wheel: " + ascon_native.__file__)'

# The dispatch in the baseline-built wheel: the fast path wherever the CPU
# can run it (x86-64-v3 = AVX2 + BMI1 + BMI2, as __builtin_cpu_supports sees).
want=baseline
if [ "$(uname -m)" = x86_64 ] && grep -qw avx2 /proc/cpuinfo && grep -qw bmi1 /proc/cpuinfo && grep -qw bmi2 /proc/cpuinfo; then
  want=x86-64-v3
fi
"$PY" -c "import ascon_native as a, sys; sys.exit(0 if a.implementation == '$want' else f'implementation is {a.implementation}, want $want')"
echo "40-python: ascon_native.implementation is $want"
t0=$(date +%s)
set +e
"$PY" -m pytest -q -p no:cacheprovider --rootdir=. .
rc=$?
set -e
if [ $rc -eq 5 ]; then echo "40-python: error: pytest collected no tests" >&2; exit 1; fi
[ $rc -eq 0 ] || exit $rc
echo "40-python: pytest on the wheel in $(( $(date +%s) - t0 )) s"
# Every code variant this machine can run: the vectors again with the
# run-time dispatch forced to the baseline.
echo "40-python: the vector files again with ASCON_IMPLEMENTATION=baseline"
ASCON_IMPLEMENTATION=baseline "$PY" -c 'import ascon_native as a; assert a.implementation == "baseline", a.implementation'
ASCON_IMPLEMENTATION=baseline "$PY" -m pytest -q -p no:cacheprovider --rootdir=. test_vectors.py test_catalogue.py

# The wheel on a CPU without AVX2/BMI: qemu-user emulating the plain x86-64
# model (qemu64) stops with SIGILL at any AVX, AVX2 or BMI instruction, so
# this shows that the baseline build needs none outside the dispatched
# variants and that the dispatch falls back by itself (no variable set).
if [ "$(uname -m)" = x86_64 ]; then
  ensure_apt qemu-user
  t0=$(date +%s)
  echo "40-python: the vector files again on an emulated x86-64 without AVX2 (qemu-x86_64 -cpu qemu64)"
  qemu-x86_64 -cpu qemu64 "$PY" -c 'import ascon_native as a; assert a.implementation == "baseline", a.implementation'
  qemu-x86_64 -cpu qemu64 "$PY" -m pytest -q -p no:cacheprovider --rootdir=. test_vectors.py test_catalogue.py
  echo "40-python: emulated baseline CPU in $(( $(date +%s) - t0 )) s"
fi
