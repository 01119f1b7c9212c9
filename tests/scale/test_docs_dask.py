# SPDX-License-Identifier: Apache-2.0 OR MIT
"""docs/scale-out.md's Dask example (a LocalCluster, a column and a file tree
checked by asconsum) runs as written, and its cluster listens on loopback only."""
import distributed
import pytest

from docblocks import blocks, run_block
from listeners import not_on_loopback


@pytest.mark.parametrize("i,code", list(enumerate(blocks("dask"))))
def test_doc_block(i, code, tmp_path, monkeypatch):
    seen = []

    class Recording(distributed.LocalCluster):
        """The block's own LocalCluster; notes the listeners once it is up."""
        def __init__(self, *args, **kwargs):
            super().__init__(*args, **kwargs)
            seen.append(not_on_loopback())

    monkeypatch.setattr(distributed, "LocalCluster", Recording)
    run_block(code, tmp_path, f"dask-{i}")
    assert seen, "the block started no LocalCluster"
    for bad, n in seen:
        assert n >= 3, "fewer listening sockets than servers: the check would pass on nothing"
        assert bad == [], "the docs' Dask cluster listens on the network"
