#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# ci-lane: side (one core most of the time; scripts/test.sh runs it beside the compiling parts)
# ascon_native.dask on a real distributed.LocalCluster (2 workers, 1 thread
# each): columns against the scalar API (null, empty, 1 MiB rows), tampered
# rows, and checksum_tree manifests of a 1,000-file tree verified by the
# asconsum built here (`asconsum --check`); the Dask example of
# docs/scale-out.md run as a file (`python examples/python/dask_...py`);
# every listening socket of both clusters on loopback; keyed columns
# (dask.mac/prf) keep each tag on its row's index label. Measured: tests 23 s
# after 42, 57 s from a clean clone, before the two keyed tests (a few seconds
# on the running cluster); at load average 30: 89 s install checks, 234 s tests.
PART=44-dask
source "$(dirname "$0")/../lib/python-scale.sh"
scale_venv pyarrow pandas "dask[dataframe]" distributed
build="$ASCON_ROOT/build/release"
if [ ! -x "$build/cli/asconsum/asconsum" ]; then
  ensure_base
  cmake -S "$ASCON_ROOT" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DASCON_VECTORS_DIR="$ASCON_VECTORS_DIR" >/dev/null
  cmake --build "$build" -j "$JOBS" --target asconsum
fi
export ASCONSUM="$build/cli/asconsum/asconsum"
run_pytest test_dask.py test_docs_dask.py
