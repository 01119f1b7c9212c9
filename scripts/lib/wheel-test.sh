# SPDX-License-Identifier: Apache-2.0 OR MIT
# Testing a wheel as a user would, for scripts/test.d/40-python.sh and
# scripts/release-wheels.sh (source after common.sh).
#   test_wheel_venv PYTHON WHEEL   fresh venv, pip install, the whole suite
#   arm64_python SUITE DIR         an aarch64 CPython from Debian, for qemu
#   test_wheel_qemu_arm64 ROOT PYBIN WHEEL   the whole suite under qemu-aarch64

TEST_DEPS=(pytest hypothesis numpy "ascon==0.0.9")

# The implementation the dispatch must pick on this CPU.
expected_implementation() {
  if [ "$(uname -m)" = x86_64 ] && grep -qw avx2 /proc/cpuinfo && grep -qw bmi1 /proc/cpuinfo && grep -qw bmi2 /proc/cpuinfo; then
    echo x86-64-v3
  else
    echo baseline
  fi
}

# test_wheel_venv PYTHON WHEEL [VENV]: a fresh venv of PYTHON with the wheel
# and the test dependencies, then the whole Python suite from tests/python
# (so `import ascon_native` is the installed wheel, never the source tree).
test_wheel_venv() {
  local py="$1" wheel="$2" venv="${3:-$ASCON_ROOT/build/wheel-venv-$(basename "$1")}" want rc
  rm -rf "$venv"
  "$py" -m venv "$venv"
  export PIP_DISABLE_PIP_VERSION_CHECK=1 PIP_NO_INPUT=1
  "$venv/bin/python" -m pip install -q --upgrade pip
  "$venv/bin/python" -m pip install -q "${TEST_DEPS[@]}" "$wheel"
  want=$(expected_implementation)
  (
    cd "$ASCON_ROOT/tests/python"
    "$venv/bin/python" -c "import ascon_native as a, sys; sys.exit(0 if '/site-packages/' in a.__file__ and a.implementation == '$want' else f'{a.__file__}: implementation {a.implementation}, want $want')"
    set +e
    "$venv/bin/python" -m pytest -q -p no:cacheprovider --rootdir=. .
    rc=$?
    [ $rc -eq 5 ] && { echo "wheel-test: error: pytest collected no tests" >&2; exit 1; }
    exit $rc
  )
}

# arm64_python SUITE DIR: unpacks Debian SUITE's (bullseye: CPython 3.9,
# bookworm: 3.11, trixie: 3.13) arm64 python3 packages and the libraries they need into
# DIR/root, with apt's lists in DIR (this machine's apt setup is untouched).
# Prints the interpreter's path inside the root.
arm64_python() {
  local suite="$1" dir="$2" pyv pkgs
  case "$suite" in
    bullseye) pyv=3.9; pkgs="libffi7 libssl1.1 libreadline8 libtirpc3 libdb5.3 libmpdec3" ;;
    bookworm) pyv=3.11; pkgs="libffi8 libssl3 libreadline8 libtirpc3 libdb5.3" ;;
    trixie) pyv=3.13; pkgs="libffi8 libssl3t64 libreadline8t64 libtirpc3t64 libdb5.3t64 libmpdec4" ;;
    *) echo "arm64_python: unknown suite $suite" >&2; return 2 ;;
  esac
  if [ ! -x "$dir/root/usr/bin/python$pyv" ]; then
    mkdir -p "$dir/lists/partial" "$dir/cache/archives/partial" "$dir/debs" "$dir/root"
    : >"$dir/status"
    echo "deb [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] http://deb.debian.org/debian $suite main" >"$dir/sources.list"
    cat >"$dir/apt.conf" <<CONF
Dir::State::Lists "$dir/lists";
Dir::Cache "$dir/cache";
Dir::State::status "$dir/status";
Dir::Etc::sourcelist "$dir/sources.list";
Dir::Etc::sourceparts "/nonexistent";
APT::Architecture "arm64";
APT::Architectures { "arm64"; };
CONF
    APT_CONFIG="$dir/apt.conf" apt-get -qq update >&2
    # shellcheck disable=SC2086
    (cd "$dir/debs" && APT_CONFIG="$dir/apt.conf" apt-get download -qq "python$pyv-minimal" "libpython$pyv-minimal" \
      "libpython$pyv-stdlib" libc6 libexpat1 zlib1g libbz2-1.0 liblzma5 libsqlite3-0 libncursesw6 libtinfo6 \
      libuuid1 libgcc-s1 libstdc++6 libcrypt1 libnsl2 libzstd1 libgssapi-krb5-2 libkrb5-3 libk5crypto3 libkrb5support0 \
      libcom-err2 libkeyutils1 $pkgs 2>&1 | grep -v unsandboxed >&2 || true)
    for d in "$dir"/debs/*.deb; do dpkg-deb -x "$d" "$dir/root"; done
    [ -e "$dir/root/lib" ] || ln -s usr/lib "$dir/root/lib"  # merged /usr (trixie)
  fi
  [ -x "$dir/root/usr/bin/python$pyv" ] || { echo "arm64_python: no python$pyv unpacked in $dir/root" >&2; return 1; }
  echo "/usr/bin/python$pyv"
}

# test_wheel_qemu_arm64 ROOT PYBIN WHEEL: the wheel and the test dependencies
# (aarch64 wheels, chosen by the pip of $PIP_PY, default python3) into a
# folder of the root,
# then the whole suite under qemu-aarch64 with that interpreter.
test_wheel_qemu_arm64() {
  local root="$1" pybin="$2" wheel="$3" pyv site
  pyv=$(basename "$pybin" | sed 's/python//')
  site="$root/site-$(basename "$wheel" .whl)"
  rm -rf "$site"
  "${PIP_PY:-python3}" -m pip install -q --target "$site" --only-binary=:all: --implementation cp --python-version "$pyv" \
    --platform manylinux2014_aarch64 --platform manylinux_2_28_aarch64 --platform "manylinux_2_17_aarch64" \
    "${TEST_DEPS[@]}" "$wheel"
  (
    cd "$ASCON_ROOT/tests/python"
    export PYTHONPATH="$site" PYTHONDONTWRITEBYTECODE=1
    # The batch engine's NEON kernel must be in the wheel and picked on aarch64.
    qemu-aarch64 -L "$root" "$root$pybin" -c "import ascon_native as a, platform, sys; from ascon_native import batch; print('aarch64 CPython', sys.version.split()[0], platform.machine(), a.__file__, 'batch backend', batch.backend()); assert a.__file__.startswith('$site'); assert batch.backend() == 'neon', batch.backends()"
    qemu-aarch64 -L "$root" "$root$pybin" -m pytest -q -p no:cacheprovider --rootdir=. .
  )
}
