#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# ascon_native.batch and ascon_native.arrow: every row against the scalar API
# over pyarrow (every binary layout, slices, chunks), Polars and pandas
# columns; tampered rows; bad arguments; import without pyarrow; the
# examples of docs/python.md and docs/scale-out.md equal their files in
# examples/python/, and the single-message, Arrow and batch ones run as
# files. Measured: tests 9 s; 164 s from a clean clone with the pip cache
# warm (about 150 s of it building the extension).
PART=42-python-batch
source "$(dirname "$0")/../lib/python-scale.sh"
scale_venv pyarrow polars pandas
run_pytest ../python/test_batch.py ../python/test_batch_by_name.py test_arrow.py test_docs_arrow.py
