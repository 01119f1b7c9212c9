# SPDX-License-Identifier: Apache-2.0 OR MIT
"""docs/scale-out.md's Dask example (a LocalCluster, a column and a file tree checked by asconsum) runs as written."""
import pytest

from docblocks import blocks, run_block


@pytest.mark.parametrize("i,code", list(enumerate(blocks("dask"))))
def test_doc_block(i, code, tmp_path):
    run_block(code, tmp_path, f"dask-{i}")
