#!/usr/bin/env bash
# The Python package: builds it with `pip install .` (scikit-build-core +
# nanobind from PyPI) into a fresh venv, then runs the pytest suite in
# tests/python (every vector file, Hypothesis properties, API conformance, and
# the v1.2 family against the pure-Python `ascon` 0.0.9). About 2 minutes on
# 2 cores, most of it compiling the extension the first time.
source "$(dirname "$0")/../lib/common.sh"
cd "$ASCON_ROOT"

# Debian's python3 needs venv (with ensurepip) and the headers to build against.
if ! python3 -c 'import ensurepip, venv' 2>/dev/null || [ ! -e "$(python3 -c 'import sysconfig; print(sysconfig.get_paths()["include"])')/Python.h" ]; then
  ensure_apt python3-venv python3-dev
fi

t0=$(date +%s)
VENV="$ASCON_ROOT/build/venv"
[ -x "$VENV/bin/python" ] || python3 -m venv "$VENV"
PY="$VENV/bin/python"
export PIP_DISABLE_PIP_VERSION_CHECK=1 PIP_NO_INPUT=1
"$PY" -m pip install -q --upgrade pip
"$PY" -m pip install -q pytest hypothesis numpy "ascon==0.0.9"
echo "40-python: venv and test packages ($(( $(date +%s) - t0 )) s)"
t1=$(date +%s)
# Build the wheel in build/python (kept between runs, so a rebuild is incremental).
CMAKE_BUILD_PARALLEL_LEVEL="$JOBS" "$PY" -m pip install -q --force-reinstall --no-deps .
echo "40-python: package built and installed ($(( $(date +%s) - t1 )) s)"

# Run from the tests folder so `import ascon_native` is the installed package,
# never the source tree. pytest exits 5 when it collected no test: a failure here.
cd "$ASCON_ROOT/tests/python"
set +e
"$PY" -m pytest -q -p no:cacheprovider --rootdir=. .
rc=$?
set -e
if [ $rc -eq 5 ]; then echo "40-python: error: pytest collected no tests" >&2; exit 1; fi
[ $rc -eq 0 ] || exit $rc
# Every code variant this machine can run: the vectors again with the
# run-time dispatch forced to the baseline.
echo "40-python: the vector files again with ASCON_IMPLEMENTATION=baseline"
ASCON_IMPLEMENTATION=baseline "$PY" -c 'import ascon_native as a; assert a.implementation == "baseline", a.implementation'
ASCON_IMPLEMENTATION=baseline "$PY" -m pytest -q -p no:cacheprovider --rootdir=. test_vectors.py test_catalogue.py
