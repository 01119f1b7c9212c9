# SPDX-License-Identifier: Apache-2.0 OR MIT
# Shared by the scripts: repo root, vector folder, installing missing Debian packages.
set -euo pipefail
ASCON_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
export ASCON_VECTORS_DIR="${ASCON_VECTORS_DIR:-$ASCON_ROOT/../shared/vectors}"
JOBS="${JOBS:-$(nproc 2>/dev/null || echo 2)}"

# ensure_apt PKG...: installs the packages that are not installed yet. One
# install at a time (scripts/test.sh runs parts side by side and installs
# every part's packages up front): the first caller holds a lock, the others
# wait for it and then see their packages there.
ensure_apt() {
  apt_missing "$@" || return 0
  local lock="${TMPDIR:-/tmp}/ascon-ci-apt.lock" fd
  exec {fd}>"$lock"
  flock "$fd"
  if apt_missing "$@"; then
    echo "installing: ${APT_MISSING[*]}" >&2
    local sudo=""
    [ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null && sudo=sudo
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${APT_MISSING[@]}" >/dev/null
  fi
  exec {fd}>&-
}
# apt_missing PKG...: true when some PKG is not installed; they are left in APT_MISSING.
apt_missing() {
  APT_MISSING=()
  local p
  for p in "$@"; do dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" || APT_MISSING+=("$p"); done
  [ ${#APT_MISSING[@]} -gt 0 ]
}
# apt_packages_of FILE...: the package names written literally on the
# ensure_apt lines of the scripts (continuation lines joined), for the one
# install up front; a name built at run time, or a line under a condition
# on the same line (`command -v node || ensure_apt nodejs`), is left to its part.
apt_packages_of() {
  awk '/^[[:space:]]*ensure_apt / { l = $0; while (l ~ /\\$/ && (getline n) > 0) { sub(/\\$/, "", l); l = l " " n }
         sub(/^.*ensure_apt /, "", l); sub(/[;#|&].*$/, "", l); print l }' "$@" |
    tr ' ' '\n' | grep -E '^[a-z0-9][a-z0-9.+-]+$' | sort -u
}

# The base toolchain every build needs.
ensure_base() { ensure_apt cmake ninja-build g++ libgtest-dev pkg-config; }

# configure_build DIR [cmake args...]: configure and build the project in DIR.
configure_build() {
  local dir="$1"; shift
  cmake -S "$ASCON_ROOT" -B "$dir" -G Ninja -DASCON_VECTORS_DIR="$ASCON_VECTORS_DIR" "$@" >/dev/null
  cmake --build "$dir" -j "$JOBS"
}

# build_targets DIR "CMAKE ARGS" TARGET...: configures DIR and builds only the
# TARGETs, keeping the output out of sight unless it fails: then the whole log
# is shown (errors are never hidden) and the caller stops (set -e).
build_targets() {
  local dir="$1" args="$2"; shift 2
  mkdir -p "$dir"
  local log="$dir/build-targets.log"
  # shellcheck disable=SC2086  # args is a word list on purpose
  if ! { cmake -S "$ASCON_ROOT" -B "$dir" -G Ninja -DASCON_VECTORS_DIR="$ASCON_VECTORS_DIR" $args &&
         cmake --build "$dir" -j "$JOBS" --target "$@"; } >"$log" 2>&1; then
    cat "$log" >&2
    echo "error: building $* in $dir failed (the log is above and in $log)" >&2
    return 1
  fi
}

# target_gtest TOOLCHAIN DIR: GoogleTest from /usr/src/googletest, built once
# for a cross target under DIR/googletest (a half-finished earlier build is
# redone); prints the folder of its GTestConfig.cmake, for -DGTest_DIR.
target_gtest() {
  local tc="$1" dir="$2/googletest" cfg
  cfg=$(find "$dir/install" -name GTestConfig.cmake 2>/dev/null | head -n 1 || true)
  if [ -z "$cfg" ]; then
    cmake -S /usr/src/googletest -B "$dir/build" -G Ninja -DCMAKE_TOOLCHAIN_FILE="$tc" \
      -DCMAKE_BUILD_TYPE=Release -DBUILD_GMOCK=OFF -DCMAKE_INSTALL_PREFIX="$dir/install" >/dev/null
    cmake --build "$dir/build" -j "$JOBS" >/dev/null
    cmake --install "$dir/build" >/dev/null
    cfg=$(find "$dir/install" -name GTestConfig.cmake | head -n 1)
  fi
  [ -n "$cfg" ] || { echo "target_gtest: GoogleTest did not build for $tc" >&2; return 1; }
  dirname "$cfg"
}
