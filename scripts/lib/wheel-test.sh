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

# private_apt DIR SOURCE-LINE [ARCH]: an apt setup of its own in DIR (lists,
# cache, status, the one source line; ARCH sets the package architecture),
# updated. Callers run apt-get with APT_CONFIG="DIR/apt.conf"; this
# machine's apt setup is untouched.
private_apt() {
  local dir="$1" line="$2" arch="${3:-}"
  mkdir -p "$dir/lists/partial" "$dir/cache/archives/partial"
  : >"$dir/status"
  echo "$line" >"$dir/sources.list"
  {
    echo "Dir::State::Lists \"$dir/lists\";"
    echo "Dir::Cache \"$dir/cache\";"
    echo "Dir::State::status \"$dir/status\";"
    echo "Dir::Etc::sourcelist \"$dir/sources.list\";"
    echo 'Dir::Etc::sourceparts "/nonexistent";'
    [ -z "$arch" ] || echo "APT::Architecture \"$arch\"; APT::Architectures { \"$arch\"; };"
  } >"$dir/apt.conf"
  APT_CONFIG="$dir/apt.conf" apt-get -qq update >&2
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
    mkdir -p "$dir/debs" "$dir/root"
    private_apt "$dir" "deb [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] http://deb.debian.org/debian $suite main" arm64
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
  local root="$1" pybin="$2" wheel="$3" pyv site backports=()
  pyv=$(basename "$pybin" | sed 's/python//')
  site="$root/site-$(basename "$wheel" .whl)"
  rm -rf "$site"
  # pip judges environment markers by its own interpreter, not by
  # --python-version: the backports pytest needs before 3.11 are named.
  case "$pyv" in 3.9|3.10) backports=(exceptiongroup tomli) ;; esac
  "${PIP_PY:-python3}" -m pip install -q --target "$site" --only-binary=:all: --implementation cp --python-version "$pyv" \
    --platform manylinux2014_aarch64 --platform manylinux_2_28_aarch64 --platform "manylinux_2_17_aarch64" \
    "${TEST_DEPS[@]}" "${backports[@]}" "$wheel"
  (
    cd "$ASCON_ROOT/tests/python"
    export PYTHONPATH="$site" PYTHONDONTWRITEBYTECODE=1
    # The batch engine's NEON kernel must be in the wheel and picked on aarch64.
    qemu-aarch64 -L "$root" "$root$pybin" -c "import ascon_native as a, platform, sys; from ascon_native import batch; print('aarch64 CPython', sys.version.split()[0], platform.machine(), a.__file__, 'batch backend', batch.backend()); assert a.__file__.startswith('$site'); assert batch.backend() == 'neon', batch.backends()"
    qemu-aarch64 -L "$root" "$root$pybin" -m pytest -q -p no:cacheprovider --rootdir=. .
  )
}

# musl_python DIR: a CPython 3.11 for musl on x86-64 in DIR/root, built with
# musl-gcc (Debian's musl-tools) from Debian bookworm's python3.11 and zlib
# source packages: no distribution here ships a musl CPython. The optional
# modules whose libraries have no musl build here (ssl, ctypes, lzma, ...)
# are left out; the suite needs none of them. About 10 CPU minutes, once.
# Prints the interpreter's path.
musl_python() {
  local dir="$1" src
  if [ ! -x "$dir/root/bin/python3.11" ]; then
    ensure_apt musl-tools
    mkdir -p "$dir/src"
    private_apt "$dir" "deb-src [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] http://deb.debian.org/debian bookworm main"
    (cd "$dir/src" && APT_CONFIG="$dir/apt.conf" apt-get source --download-only -qq python3.11 zlib 2>&1 | grep -v unsandboxed >&2 || true)
    rm -rf "$dir/src/Python-3.11."*/ "$dir/src/zlib-"*/
    tar -xzf "$dir"/src/python3.11_*.orig.tar.gz -C "$dir/src"
    tar -xjf "$dir"/src/zlib_*.orig.tar.bz2 -C "$dir/src"
    src=$(ls -d "$dir"/src/Python-3.11.*/ | head -n 1)
    # zlib (for the zlib and binascii modules; base64 imports binascii),
    # static and position-independent, where CPython's setup.py finds it.
    (cd "$(ls -d "$dir"/src/zlib-*/ | head -n 1)" && CC=musl-gcc CFLAGS="-O2 -fPIC" ./configure --static --prefix="$dir/root" &&
      make -s -j "$JOBS" libz.a && make -s install) >"$dir/zlib.log" 2>&1 || {
      tail -n 30 "$dir/zlib.log" >&2; echo "musl_python: zlib build failed" >&2; return 1; }
    # musl-gcc is gcc with musl's specs and answers -print-multiarch with
    # glibc's triplet: CPython's configure rejects that for a musl target,
    # and setup.py would add glibc's header folder to every module's build.
    printf '#!/bin/sh\nfor a in "$@"; do case "$a" in -print-multiarch|--print-multiarch) echo x86_64-linux-musl; exit 0 ;; esac; done\nexec musl-gcc "$@"\n' >"$dir/cc"
    chmod +x "$dir/cc"
    # setup.py asks dpkg-architecture for glibc's header folder: a shim
    # that fails keeps glibc's headers out of the modules' builds.
    mkdir -p "$dir/shim" && printf '#!/bin/sh\nexit 1\n' >"$dir/shim/dpkg-architecture" && chmod +x "$dir/shim/dpkg-architecture"
    (cd "$src" && export PATH="$dir/shim:$PATH" && ./configure -q CC="$dir/cc" --prefix="$dir/root" --without-ensurepip --disable-test-modules &&
      make -s -j "$JOBS" && make -s install) >"$dir/build.log" 2>&1 || {
      tail -n 30 "$dir/build.log" >&2; echo "musl_python: CPython build failed ($dir/build.log)" >&2; return 1; }
  fi
  "$dir/root/bin/python3.11" -c 'import sys; assert sys.platform == "linux"' || return 1
  echo "$dir/root/bin/python3.11"
}

# musl_loader DIR: Debian trixie's musl 1.2.5 (its libc.so is also its
# dynamic loader) unpacked into DIR/root; prints the loader's path. The
# suite runs under it, not bookworm's musl 1.2.3: NumPy's musllinux wheels
# carry libraries with packed relative relocations (DT_RELR), which musl
# reads from 1.2.4 on (1.2.3 crashes running their constructors).
musl_loader() {
  local dir="$1" lib="$1/root/usr/lib/x86_64-linux-musl/libc.so"
  if [ ! -x "$lib" ]; then
    mkdir -p "$dir/debs"
    private_apt "$dir" "deb [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] http://deb.debian.org/debian trixie main" amd64
    (cd "$dir/debs" && APT_CONFIG="$dir/apt.conf" apt-get download -qq musl 2>&1 | grep -v unsandboxed >&2 || true)
    dpkg-deb -x "$dir"/debs/musl_*.deb "$dir/root"
  fi
  [ -x "$lib" ] || { echo "musl_loader: no musl unpacked in $dir/root" >&2; return 1; }
  echo "$lib"
}

# test_wheel_musl LOADER PYBIN WHEEL: the wheel and the test dependencies
# (musllinux wheels, chosen by the pip of $PIP_PY) into a folder next to the
# interpreter, then the whole suite with that musl CPython under LOADER.
test_wheel_musl() {
  local loader="$1" pybin="$2" wheel="$3" site
  site="$(dirname "$(dirname "$pybin")")/site-$(basename "$wheel" .whl)"
  rm -rf "$site"
  "${PIP_PY:-python3}" -m pip install -q --target "$site" --only-binary=:all: --implementation cp --python-version 3.11 \
    --platform musllinux_1_2_x86_64 --platform musllinux_1_1_x86_64 "${TEST_DEPS[@]}" "$wheel"
  (
    cd "$ASCON_ROOT/tests/python"
    export PYTHONPATH="$site" PYTHONDONTWRITEBYTECODE=1
    # The process must really be musl's: musl's libc mapped, glibc's not.
    "$loader" "$pybin" -c "import ascon_native as a, sys; maps = open('/proc/self/maps').read(); print('musl CPython', sys.version.split()[0], a.__file__, a.implementation); assert 'linux-musl/libc.so' in maps and 'libc.so.6' not in maps, maps; assert a.__file__.startswith('$site'); assert a.implementation == '$(expected_implementation)', a.implementation"
    "$loader" "$pybin" -m pytest -q -p no:cacheprovider --rootdir=. .
  )
}
