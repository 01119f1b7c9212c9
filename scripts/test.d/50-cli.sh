#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# CLI checks beyond ctest (which already runs tests/cli: vector digests, every
# --check case, and the differential test against sha256sum): install the
# tools into a scratch prefix and use the installed asconsum and man page the
# way a user would, on a file of many read() pieces, through a pipe, and
# with --jobs. About 5 s on 2 cores after the release build.
source "$(dirname "$0")/../lib/common.sh"
build="$ASCON_ROOT/build/release"
ensure_base
# The install below needs every installed target: build them all (a no-op
# after scripts/test.sh's build; from a clean clone, the whole release build).
configure_build "$build" -DCMAKE_BUILD_TYPE=Release >"$build.log" 2>&1 || { cat "$build.log" >&2; exit 1; }
prefix="$(mktemp -d)"
trap 'rm -rf "$prefix"' EXIT
# As README.md says: after scripts/run.sh (which builds only the tools in
# build/release), the cli component installs the tools and their man pages,
# and nothing else.
bash "$ASCON_ROOT/scripts/run.sh" >/dev/null
cmake --install "$build" --component cli --prefix "$prefix" >/dev/null
got="$(cd "$prefix" && find . -type f | LC_ALL=C sort | tr '\n' ' ')"
want="./bin/ascon ./bin/asconsum ./share/man/man1/ascon.1 ./share/man/man1/asconsum.1 "
[ "$got" = "$want" ] || { echo "50-cli: --component cli installed '$got', expected '$want'" >&2; exit 1; }
for page in ascon asconsum; do  # the man pages render without warnings
  if command -v groff >/dev/null; then
    warn=$(groff -man -Tutf8 -ww "$prefix/share/man/man1/$page.1" 2>&1 >/dev/null)
    [ -z "$warn" ] || { echo "50-cli: $page.1: $warn" >&2; exit 1; }
  fi
done
asconsum="$prefix/bin/asconsum"
"$asconsum" --version && "$prefix/bin/ascon" --version

cd "$prefix"
head -c 20000000 /dev/zero | tr '\0' 'a' > big           # 20 MB: 20 read() pieces
seq 1 50000 > small
by_file="$("$asconsum" big small)"
by_pipe="$(cat big | "$asconsum")"
[ "${by_file%%  *}" = "${by_pipe%%  *}" ] || { echo "50-cli: file and pipe digests differ" >&2; exit 1; }
[ "$("$asconsum" -j 2 big small big)" = "$(printf '%s\n' "$by_file" | head -1; printf '%s\n' "$by_file" | tail -1; printf '%s\n' "$by_file" | head -1)" ] \
  || { echo "50-cli: --jobs changed the output" >&2; exit 1; }
printf '%s\n' "$by_file" > SUMS
"$asconsum" --check --quiet SUMS
echo "x" >> small
if "$asconsum" --check --status SUMS; then echo "50-cli: a changed file passed --check" >&2; exit 1; fi
echo "50-cli: installed asconsum works"
