#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# ci-lane: side (one core most of the time; scripts/test.sh runs it beside the compiling parts)
# The Python package, as users get it: scripts/build-wheel.sh builds the
# CPython 3.11 x86-64 wheel with Zig against glibc 2.17 (scikit-build-core +
# nanobind + ziglang from PyPI) and auditwheel must tag it manylinux_2_17
# (manylinux2014); it is installed into a fresh venv and the pytest suite in
# tests/python runs on it (every vector file, Hypothesis properties, API
# conformance and error messages, the v1.2 family against the pure-Python
# `ascon` 0.0.9). The sdist's contents are checked (tests/release/check_sdist.py).
# The wheel is built for the baseline x86-64 ISA, so this also checks that
# its run-time dispatch picks x86-64-v3 where the CPU has AVX2/BMI1/BMI2, and
# (under qemu-user) that it runs on an x86-64 without them.
# ASCON_WHEEL_AARCH64=1 also builds the aarch64 wheel and runs the suite on it
# under qemu-aarch64 with Debian's arm64 CPython 3.11 (about 4 more minutes;
# scripts/release-wheels.sh builds and tests the whole matrix).
# About 3.5 minutes on 2 cores, most of it compiling the extension and, the
# first time, Zig's C++ runtime (the build tree and Zig's cache are kept, so a
# rerun compiles only what changed).
source "$(dirname "$0")/../lib/common.sh"
source "$ASCON_ROOT/scripts/lib/wheel-test.sh"
cd "$ASCON_ROOT"

# Debian's python3 needs venv (with ensurepip) and the headers to build against.
if ! python3 -c 'import ensurepip, venv' 2>/dev/null || [ ! -e "$(python3 -c 'import sysconfig; print(sysconfig.get_paths()["include"])')/Python.h" ]; then
  ensure_apt python3-venv python3-dev
fi

t0=$(date +%s)
WHEEL="$(bash scripts/build-wheel.sh)"
case "$WHEEL" in
  *manylinux_2_17_*.whl) ;;
  *) echo "40-python: error: expected a manylinux_2_17 (manylinux2014) wheel, got '$WHEEL'" >&2; exit 1 ;;
esac
echo "40-python: built and repaired $(basename "$WHEEL") in $(( $(date +%s) - t0 )) s"
# The scale-out parts (42, 44, 46, 47: scripts/lib/python-scale.sh) install
# this wheel instead of compiling the package again, while its sources are
# the ones it was built from.
source "$ASCON_ROOT/scripts/lib/python-scale.sh"
printf '%s\n%s\n' "$(ascon_native_sources_sum)" "$(realpath "$WHEEL")" >"$ASCON_ROOT/build/ascon-native-wheel"

# The sdist: only what a build needs, from git-tracked files only (checked
# against git ls-files), the licences in its metadata; and the test that an
# untracked file or symlink planted in a scratch copy stays out of it.
tag="$(python3 -c 'import sys; print(f"{sys.implementation.name}{sys.version_info[0]}{sys.version_info[1]}")')"
rm -rf build/sdist
bash scripts/build-sdist.sh "build/wheel-tools-$tag/bin/python" build/sdist >/dev/null
python3 tests/release/test_sdist_tracked.py "build/wheel-tools-$tag/bin/python"

# A fresh venv each run: nothing from an earlier install or the source tree.
t0=$(date +%s)
VENV="$ASCON_ROOT/build/wheel-venv"
PY="$VENV/bin/python"
test_wheel_venv python3 "$WHEEL" "$VENV"
echo "40-python: fresh venv with the wheel and pytest on it in $(( $(date +%s) - t0 )) s"

# The type stubs against the installed module (mypy.stubtest); the allowlist
# names only what stubtest cannot see through nanobind.
t0=$(date +%s)
"$PY" -m pip install -q mypy
(cd "$VENV" && "$PY" -m mypy.stubtest --ignore-disjoint-bases \
  --mypy-config-file "$ASCON_ROOT/tests/python/stubtest/mypy.ini" \
  --allowlist "$ASCON_ROOT/tests/python/stubtest/allowlist.txt" ascon_native)
echo "40-python: stubtest in $(( $(date +%s) - t0 )) s"
cd "$ASCON_ROOT/tests/python"
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

if [ "${ASCON_WHEEL_AARCH64:-0}" = 1 ]; then
  ensure_apt qemu-user
  t0=$(date +%s)
  cd "$ASCON_ROOT"
  AWHEEL="$(WHEEL_ARCH=aarch64 bash scripts/build-wheel.sh)"
  pybin=$(arm64_python bookworm "$ASCON_ROOT/build/arm64-bookworm")
  PIP_PY="$PY" test_wheel_qemu_arm64 "$ASCON_ROOT/build/arm64-bookworm/root" "$pybin" "$AWHEEL"
  echo "40-python: aarch64 wheel $(basename "$AWHEEL") built and tested under qemu-aarch64 in $(( $(date +%s) - t0 )) s"
fi
