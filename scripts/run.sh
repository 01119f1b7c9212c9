#!/usr/bin/env bash
# The main job: build, then hash and round-trip-encrypt a file (README.md by default).
source "$(dirname "$0")/lib/common.sh"
ensure_base
configure_build "$ASCON_ROOT/build/release" -DCMAKE_BUILD_TYPE=Release >/dev/null
"$ASCON_ROOT/build/release/examples/ascon_demo" "${1:-$ASCON_ROOT/README.md}"
