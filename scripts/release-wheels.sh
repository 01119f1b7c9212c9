#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# Every release artifact of ascon-native into dist/, each checked and tested
# as a user would, and a table of them in dist/SUMMARY.md:
#   - the sdist, from git-tracked files only (scripts/build-sdist.sh; contents
#     checked by tests/release/check_sdist.py against git ls-files), installed
#     with plain `pip install` into a bare venv from a read-only copy;
#   - wheels (scripts/build-wheel.sh, Zig targeting glibc 2.17, tagged
#     manylinux2014 by auditwheel) for CPython 3.9, 3.10, 3.11 and one abi3
#     wheel for 3.12+, on x86-64 and aarch64;
#   - `twine check` on all, `auditwheel show` on each wheel, `abi3audit` on
#     the abi3 ones;
#   - x86-64 wheels: the whole Python suite in a fresh venv of every CPython
#     the wheel serves that this machine has (pyenv or pythonX.Y on PATH), the
#     cp311 one also under qemu-x86_64 -cpu qemu64 (no AVX2; the vector
#     files only, as current NumPy needs x86-64-v2 and stops there with SIGILL);
#   - aarch64 wheels: the whole suite under qemu-aarch64 with Debian's arm64
#     CPython 3.9 (bullseye) for cp39, 3.11 (bookworm) for cp311 and 3.13
#     (trixie) for abi3. No Debian release packages 3.10 (Ubuntu 22.04's arm64
#     3.10 is on ports.ubuntu.com, which this machine cannot reach): the cp310
#     aarch64 wheel is built and audited only.
#   - a musllinux_1_2 x86-64 wheel for CPython 3.11 (Zig targeting musl):
#     the whole suite with a musl CPython 3.11 built here from Debian's
#     source package (no distribution here ships one; musl_python in
#     scripts/lib/wheel-test.sh) under Debian trixie's musl 1.2.5. Not for
#     aarch64 or other versions: no musl interpreter to run them on yet.
#     MUSL=0 leaves it out.
# Run from a clean checkout; about 40 minutes on 2 cores the first time
# (each wheel compiles the extension; Zig builds its C++ runtime once per arch).
#   PYVERS="3.11 3.12" ARCHS=x86_64 scripts/release-wheels.sh   # a subset
# From a clone outside /work: ASCON_VECTORS_DIR=/path/to/shared/vectors.
source "$(dirname "$0")/lib/common.sh"
source "$ASCON_ROOT/scripts/lib/wheel-test.sh"
cd "$ASCON_ROOT"
PYVERS="${PYVERS:-3.9 3.10 3.11 3.12}"
ARCHS="${ARCHS:-x86_64 aarch64}"
export PIP_DISABLE_PIP_VERSION_CHECK=1 PIP_NO_INPUT=1
t_start=$(date +%s)

# pythonX.Y on PATH, else pyenv's newest X.Y (a pyenv shim on PATH fails for
# every version but the selected one, so a PATH hit must also run).
find_python() {
  local v="$1" p
  p=$(command -v "python$v" 2>/dev/null || true)
  if [ -n "$p" ] && "$p" -c 'import sys' 2>/dev/null; then echo "$p"; return; fi
  command -v pyenv >/dev/null || return 1
  p=$(ls -d "$(pyenv root)"/versions/"$v".*/bin/python"$v" 2>/dev/null | sort -V | tail -n 1 || true)
  [ -n "$p" ] && "$p" -c 'import sys' 2>/dev/null && echo "$p"
}

# The tests need the known-answer vectors: say so now, not after the builds.
[ -d "$ASCON_VECTORS_DIR" ] || { echo "release-wheels: error: no vectors at $ASCON_VECTORS_DIR (set ASCON_VECTORS_DIR)" >&2; exit 1; }
ensure_apt qemu-user
HOSTPY=$(find_python "$(python3 -c 'import sys; print(f"{sys.version_info[0]}.{sys.version_info[1]}")')")
TOOLS="$ASCON_ROOT/build/release-tools"
[ -x "$TOOLS/bin/python" ] || "$HOSTPY" -m venv "$TOOLS"
"$TOOLS/bin/python" -m pip install -q --upgrade pip
"$TOOLS/bin/python" -m pip install -q "scikit-build-core>=0.11" "nanobind>=2.0" twine abi3audit auditwheel
rm -rf dist && mkdir -p dist

echo "== sdist" >&2
# From the git-tracked files only (scripts/build-sdist.sh runs check_sdist.py).
SDIST=$(bash scripts/build-sdist.sh "$TOOLS/bin/python" dist)

echo "== wheels" >&2
for arch in $ARCHS; do
  for v in $PYVERS; do
    py=$(find_python "$v") || { echo "release-wheels: error: no CPython $v here" >&2; exit 1; }
    t0=$(date +%s)
    w=$(PYTHON="$py" WHEEL_ARCH="$arch" bash scripts/build-wheel.sh)
    echo "release-wheels: $(basename "$w") in $(( $(date +%s) - t0 )) s" >&2
  done
done
if [ "${MUSL:-1}" = 1 ] && [[ " $ARCHS " == *" x86_64 "* && " $PYVERS " == *" 3.11 "* ]] && [ "$(uname -m)" = x86_64 ]; then
  t0=$(date +%s)
  w=$(PYTHON="$(find_python 3.11)" WHEEL_LIBC=musl bash scripts/build-wheel.sh)
  echo "release-wheels: $(basename "$w") in $(( $(date +%s) - t0 )) s" >&2
fi

echo "== twine check, auditwheel show, abi3audit" >&2
"$TOOLS/bin/twine" check --strict dist/*
summary=dist/SUMMARY.md
{
  echo "| artifact | size | auditwheel / abi3audit | tested on |"
  echo "|---|---|---|---|"
} >"$summary"
declare -A tested=()

echo "== tests" >&2
for w in dist/*.whl; do
  name=$(basename "$w")
  case "$name" in
    *-cp311-*musllinux_1_2_x86_64*)
      pybin=$(musl_python "$ASCON_ROOT/build/musl-python")
      loader=$(musl_loader "$ASCON_ROOT/build/musl-trixie")
      echo "release-wheels: $name with a musl CPython 3.11" >&2
      PIP_PY="$TOOLS/bin/python" test_wheel_musl "$loader" "$pybin" "$w" >&2
      tested[$name]="musl CPython 3.11 (built from Debian's source with musl-gcc) under Debian trixie's musl 1.2.5; " ;;
    *x86_64*)
      [ "$(uname -m)" = x86_64 ] || continue
      case "$name" in
        *-abi3-*) vers=""; for v in 3.12 3.13 3.14; do find_python "$v" >/dev/null && vers="$vers $v"; done ;;
        *-cp3*) t=${name#*-cp3}; t=${t%%-*}; vers="3.${t}" ;;
      esac
      for v in $vers; do
        py=$(find_python "$v")
        echo "release-wheels: $name in a fresh CPython $v venv" >&2
        test_wheel_venv "$py" "$w" "$ASCON_ROOT/build/release-venv" >&2
        tested[$name]="${tested[$name]:-}CPython $v venv; "
      done
      if [[ "$name" == *-cp311-* ]]; then
        echo "release-wheels: $name under qemu-x86_64 -cpu qemu64" >&2
        (cd tests/python && qemu-x86_64 -cpu qemu64 "$ASCON_ROOT/build/release-venv-qemu/bin/python" -c 1 2>/dev/null) || {
          rm -rf build/release-venv-qemu; "$(find_python 3.11)" -m venv build/release-venv-qemu
          build/release-venv-qemu/bin/python -m pip install -q "${TEST_DEPS[@]}"; }
        build/release-venv-qemu/bin/python -m pip install -q --force-reinstall --no-deps "$w"
        (cd tests/python && qemu-x86_64 -cpu qemu64 "$ASCON_ROOT/build/release-venv-qemu/bin/python" -c 'import ascon_native as a; assert a.implementation == "baseline", a.implementation' &&
          qemu-x86_64 -cpu qemu64 "$ASCON_ROOT/build/release-venv-qemu/bin/python" -m pytest -q -p no:cacheprovider --rootdir=. test_vectors.py test_catalogue.py) >&2
        tested[$name]="${tested[$name]:-}vector files under qemu-x86_64 -cpu qemu64 (CPython 3.11); "
      fi ;;
    *aarch64*)
      case "$name" in
        *-abi3-*) suite=trixie ;;
        *-cp311-*) suite=bookworm ;;
        *-cp39-*) suite=bullseye ;;
        *) tested[$name]="not run: no aarch64 CPython of its version packaged by Debian; "; continue ;;
      esac
      pybin=$(arm64_python "$suite" "$ASCON_ROOT/build/arm64-$suite")
      echo "release-wheels: $name under qemu-aarch64 with Debian $suite's CPython" >&2
      PIP_PY="$TOOLS/bin/python" test_wheel_qemu_arm64 "$ASCON_ROOT/build/arm64-$suite/root" "$pybin" "$w" >&2
      tested[$name]="${tested[$name]:-}qemu-aarch64, Debian $suite $(basename "$pybin"); " ;;
  esac
done

for w in dist/*.whl; do
  name=$(basename "$w")
  show=("$TOOLS/bin/auditwheel"); [[ "$name" == *musllinux* ]] && show=("$TOOLS/bin/python" scripts/lib/auditwheel_musl.py)
  verdict=$("${show[@]}" show "$w" 2>&1 | tr '\n' ' ' | grep -o 'consistent with the following platform tag: "[^"]*"' | sed 's/.*: //')
  if [[ "$name" == *-abi3-* ]]; then
    if "$TOOLS/bin/abi3audit" --strict --summary --verbose "$w" >"build/abi3audit-$name.txt" 2>&1; then
      verdict="$verdict; abi3audit: $(grep -o '[0-9]* extensions scanned.*' "build/abi3audit-$name.txt" | head -n 1 || echo ok)"
    else
      cat "build/abi3audit-$name.txt" >&2; echo "release-wheels: error: abi3audit: $name" >&2; exit 1
    fi
  fi
  echo "| $name | $(du -k "$w" | cut -f1) KiB | $verdict | ${tested[$name]:-} |" >>"$summary"
done

echo "== the sdist: plain pip install into a bare venv, from a read-only copy" >&2
ro="$ASCON_ROOT/build/sdist-readonly"
rm -rf "$ro" build/sdist-venv && mkdir -p "$ro"
tar -xzf "$SDIST" -C "$ro"
src=$(ls -d "$ro"/ascon_native-*)
"$HOSTPY" -m venv build/sdist-venv
build/sdist-venv/bin/python -m pip install -q --upgrade pip
# A read-only bind mount in a private mount namespace (root ignores file
# modes, so chmod alone would prove nothing).
unshare -m sh -ec "mount --bind '$src' '$src'; mount -o remount,bind,ro '$src'; touch '$src/probe' 2>/dev/null && exit 9; build/sdist-venv/bin/python -m pip install -q '$src'"
(cd tests/python && "$ASCON_ROOT/build/sdist-venv/bin/python" -c 'import ascon_native as a; assert a.hash256(b"").hex() == "0b3be5850f2f6b98caf29f8fdea89b64a1fa70aa249b8f839bd53baa304d92b2"; print("sdist install:", a.__file__, a.implementation)')
echo "| $(basename "$SDIST") | $(du -k "$SDIST" | cut -f1) KiB | check_sdist.py, twine check | pip install into a bare CPython venv from a read-only copy |" >>"$summary"

cat "$summary"
echo "release-wheels: everything in $(( $(date +%s) - t_start )) s"
