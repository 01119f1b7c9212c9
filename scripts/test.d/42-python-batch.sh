#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# ascon_native.batch and ascon_native.arrow: every row against the scalar API
# over pyarrow (every binary layout, slices, chunks), Polars and pandas
# columns; tampered rows; bad arguments; import without pyarrow; the column
# examples of docs/scale-out.md. Measured: 17 s after 40-python, 164 s from
# a clean clone with the pip cache warm (159 s of it building the extension).
PART=42-python-batch
source "$(dirname "$0")/../lib/python-scale.sh"
scale_venv pyarrow polars pandas
run_pytest ../python/test_batch.py test_arrow.py test_docs_arrow.py
