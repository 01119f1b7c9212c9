# SPDX-License-Identifier: Apache-2.0 OR MIT
"""docs/scale-out.md's column examples run as written."""
import pytest

from docblocks import blocks, run_block


@pytest.mark.parametrize("i,code", list(enumerate(blocks("arrow"))))
def test_doc_block(i, code, tmp_path):
    run_block(code, tmp_path, f"arrow-{i}")
