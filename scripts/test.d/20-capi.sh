#!/usr/bin/env bash
# The C library as an outside project sees it: install build/release into a
# temporary prefix, then build and run tests/consumer through
# find_package(ascon CONFIG), add_subdirectory of the source tree, and
# pkg-config (shared and static). The C tests themselves run in ctest.
source "$(dirname "$0")/../lib/common.sh"
ensure_apt pkg-config binutils
build="$ASCON_ROOT/build/release"
configure_build "$build" -DCMAKE_BUILD_TYPE=Release
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
prefix="$work/prefix"
cmake --install "$build" --prefix "$prefix" >/dev/null
libdir="$(dirname "$(find "$prefix" -name 'libascon.so' | head -n 1)")"
consumer="$ASCON_ROOT/tests/consumer"

run_all() { # DIR LIBDIR: run every consumer binary built in DIR, shared library from LIBDIR
  local exe
  for exe in consumer_shared consumer_static consumer_cxx; do
    LD_LIBRARY_PATH="$2" "$1/$exe"
  done
}

echo "-- consumer via find_package(ascon CONFIG)"
cmake -S "$consumer" -B "$work/package" -G Ninja -DASCON_CONSUMER_MODE=package -DCMAKE_PREFIX_PATH="$prefix" >/dev/null
cmake --build "$work/package" >/dev/null
run_all "$work/package" "$libdir"
# The installed shared library must be found without help from the build tree.
if ldd "$work/package/consumer_shared" | grep -q "$ASCON_ROOT/build"; then
  echo "20-capi: error: consumer_shared links against the build tree" >&2; exit 1
fi

echo "-- consumer via add_subdirectory"
cmake -S "$consumer" -B "$work/subdir" -G Ninja -DASCON_CONSUMER_MODE=subdir -DASCON_SOURCE_DIR="$ASCON_ROOT" >/dev/null
cmake --build "$work/subdir" -j "$JOBS" >/dev/null
run_all "$work/subdir" "$work/subdir/ascon/src/capi"

echo "-- consumer via pkg-config (ascon-c)"
export PKG_CONFIG_PATH="$libdir/pkgconfig"
pkg-config --exists ascon-c
cc -std=c99 -Wall -Wextra -Werror "$consumer/consumer.c" $(pkg-config --cflags --libs ascon-c) -o "$work/pc_shared"
LD_LIBRARY_PATH="$libdir" "$work/pc_shared"
# Static: a plain C link works, libascon.a needs nothing from the C++ runtime.
cc -std=c99 -Wall -Wextra -Werror "$consumer/consumer.c" $(pkg-config --cflags ascon-c) "$libdir/libascon.a" -o "$work/pc_static"
"$work/pc_static"
echo "20-capi: all consumer builds ran"
