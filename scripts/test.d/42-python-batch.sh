#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# ci-lane: side (one core most of the time; scripts/test.sh runs it beside the compiling parts)
# ascon_native.batch and ascon_native.arrow: every row against the scalar API
# over pyarrow (every binary layout, slices, chunks), Polars and pandas
# columns; tampered rows; bad arguments; import without pyarrow; keyed columns
# (arrow.mac/prf) against the scalar Mac/Prf and the mac-prf-v1.3 vectors; the
# examples of docs/python.md and docs/scale-out.md equal their files in
# examples/python/, and the single-message, Arrow (Polars, DuckDB) and batch
# ones run as files. Measured: tests 9 s; 164 s from a clean clone with the
# pip cache warm (about 150 s of it building the extension). The keyed tests
# and the DuckDB example added about 5 s (3 s and 2 s at low load) and the
# duckdb wheel (about 20 MB) a few seconds of install; on a machine at load
# average 30 the whole part took 80 s of install checks and 201 s of tests.
PART=42-python-batch
source "$(dirname "$0")/../lib/python-scale.sh"
scale_venv pyarrow polars pandas duckdb
run_pytest ../python/test_batch.py ../python/test_batch_by_name.py test_arrow.py test_keyed.py test_docs_arrow.py
