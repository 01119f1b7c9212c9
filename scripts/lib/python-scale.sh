# SPDX-License-Identifier: Apache-2.0 OR MIT
# Shared by the scale-out parts (42-python-batch, 44-dask, 46-spark): the venv
# build/venv with pytest, the pinned packages a part names
# (tests/scale/constraints.txt) and ascon_native from this tree: the wheel
# 40-python.sh built when its sources are these, else built here. Each
# part runs on its own from a clean clone; after another part, the venv and
# the build are reused and the package is rebuilt only if its sources changed.
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
cd "$ASCON_ROOT"

# scale_venv PKG...: sets PY; prints how long the installs took.
scale_venv() {
  local t0 stamp sum
  t0=$(date +%s)
  if ! python3 -c 'import ensurepip, venv' 2>/dev/null || [ ! -e "$(python3 -c 'import sysconfig; print(sysconfig.get_paths()["include"])')/Python.h" ]; then
    ensure_apt python3-venv python3-dev
  fi
  ensure_apt g++ cmake ninja-build
  local venv="$ASCON_ROOT/build/venv"
  [ -x "$venv/bin/python" ] || python3 -m venv "$venv"
  PY="$venv/bin/python"
  export PIP_DISABLE_PIP_VERSION_CHECK=1 PIP_NO_INPUT=1
  "$PY" -m pip install -q --upgrade pip
  "$PY" -m pip install -q -c "$ASCON_ROOT/tests/scale/constraints.txt" pytest hypothesis numpy "$@"
  # Reinstall the package only when the sources it is built from changed.
  stamp="$venv/.ascon_native_sources"
  sum="$(ascon_native_sources_sum)"
  if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$sum" ] || ! "$PY" -c 'import ascon_native' 2>/dev/null; then
    local wheel
    wheel="$(built_wheel_for "$sum")"
    if [ -n "$wheel" ]; then
      # 40-python's manylinux wheel, built from these very sources: the
      # package users install, and no second compile of it (about 100 s).
      echo "$PART: installing 40-python's $(basename "$wheel")"
      "$PY" -m pip install -q --force-reinstall --no-deps "$wheel"
    else
      CMAKE_BUILD_PARALLEL_LEVEL="$JOBS" "$PY" -m pip install -q --force-reinstall --no-deps .
    fi
    echo "$sum" > "$stamp"
  fi
  echo "$PART: install $(( $(date +%s) - t0 )) s"
}

# ascon_native_sources_sum: one checksum of every file the package is built
# from (run from the tree's root).
ascon_native_sources_sum() {
  find python include src cmake CMakeLists.txt pyproject.toml -type f -not -name '*.pyc' -print0 | sort -z |
    xargs -0 sha256sum | sha256sum
}

# built_wheel_for SUM: the wheel 40-python recorded in build/ascon-native-wheel
# (its sources' checksum, then its path) when it was built from sources with
# that checksum for this venv's CPython ($PY); else nothing.
built_wheel_for() {
  local rec="$ASCON_ROOT/build/ascon-native-wheel" wheel tag
  [ -f "$rec" ] && [ "$(sed -n 1p "$rec")" = "$1" ] || return 0
  wheel="$(sed -n 2p "$rec")"
  tag="$("$PY" -c 'import sys; print(f"cp{sys.version_info[0]}{sys.version_info[1]}")')"
  case "$(basename "$wheel")" in
    ascon_native-*-"$tag"-"$tag"-*.whl) [ -f "$wheel" ] && echo "$wheel" ;;
  esac
  return 0
}

# run_pytest FILE...: from tests/scale (so ascon_native is the installed
# package, never the source tree); no test collected is a failure.
run_pytest() {
  local t0 rc
  t0=$(date +%s)
  cd "$ASCON_ROOT/tests/scale"
  set +e
  "$PY" -m pytest -q -p no:cacheprovider --rootdir=. "$@"
  rc=$?
  set -e
  cd "$ASCON_ROOT"
  echo "$PART: tests $(( $(date +%s) - t0 )) s"
  if [ $rc -eq 5 ]; then echo "$PART: error: pytest collected no tests" >&2; return 1; fi
  return $rc
}
