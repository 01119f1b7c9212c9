#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# The OpenSSL 3 provider (docs/openssl.md) against the system's OpenSSL:
# installs libssl-dev, openssl and python3, builds ascon.so into build/release
# (-DASCON_OPENSSL_PROVIDER=ON: a missing OpenSSL fails loudly), runs the
# ctest label "openssl" (every vector file through EVP, misuse, the doc
# examples, openssl list/dgst/enc against asconsum, hashlib through
# OPENSSL_CONF), then installs the module into a scratch prefix and uses it
# from there the way a user would, and prints the overhead benchmark.
source "$(dirname "$0")/../lib/common.sh"
t0=$(date +%s)
ensure_base
ensure_apt libssl-dev openssl python3
openssl version
build="$ASCON_ROOT/build/release"
cmake -S "$ASCON_ROOT" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DASCON_VECTORS_DIR="$ASCON_VECTORS_DIR" \
  -DASCON_OPENSSL_PROVIDER=ON >/dev/null
# Only what the label needs (the rest of build/release is the main run's business).
cmake --build "$build" -j "$JOBS" --target ascon_openssl_provider test_evp_kat test_evp_misuse test_evp_final asconsum \
  bench_openssl_provider openssl_doc_example_1 openssl_doc_example_2
ctest --test-dir "$build" -L openssl --output-on-failure
listed="$(ctest --test-dir "$build" -N -L openssl)"  # (not piped into grep -q: pipefail would see SIGPIPE)
[[ "$listed" == *openssl.cli* ]] \
  || { echo "58-openssl: error: the openssl.cli test was not configured (openssl or python3 missing?)" >&2; exit 1; }

# Installed: cmake --install puts ascon.so under the prefix; OpenSSL finds it
# through -provider-path, OPENSSL_MODULES, or a configuration file.
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cmake --install "$build" --prefix "$work/prefix" --component openssl >/dev/null
module="$(find "$work/prefix" -name ascon.so | head -n 1)"
[ -n "$module" ] || { echo "58-openssl: error: cmake --install did not install ascon.so" >&2; exit 1; }
[ -f "$work/prefix/include/ascon_provider.h" ] || { echo "58-openssl: error: ascon_provider.h not installed" >&2; exit 1; }
printf abc > "$work/abc"
want=45aa03431c3c829b3b066f33e844b0cc4d20a45af92d3dcfdf34f40fc20935cf  # Ascon-Hash256("abc")
got="$(OPENSSL_MODULES="$(dirname "$module")" openssl dgst -provider ascon -provider default -ascon-hash256 -r "$work/abc")"
[ "${got%% *}" = "$want" ] || { echo "58-openssl: error: installed module: $got" >&2; exit 1; }
sed "s|@MODULE@|$module|" "$ASCON_ROOT/tests/openssl/ascon.cnf.in" > "$work/ascon.cnf"
got="$(OPENSSL_CONF="$work/ascon.cnf" python3 -c 'import hashlib; print(hashlib.new("ascon-hash256", b"abc").hexdigest())')"
[ "$got" = "$want" ] || { echo "58-openssl: error: hashlib through the installed module: $got" >&2; exit 1; }
echo "58-openssl: the installed module works from openssl dgst and hashlib"

# The provider's overhead against libascon (figures only, nothing asserted on time).
OPENSSL_MODULES="$(dirname "$module")" "$build/tests/openssl/bench_openssl_provider"
echo "58-openssl: done in $(( $(date +%s) - t0 )) s"
