# SPDX-License-Identifier: Apache-2.0 OR MIT
"""docs/scale-out.md's Dask example (a LocalCluster, a column and a file tree
checked by asconsum) runs as a file, `python dask_column_and_tree.py` (its
`__main__` guard lets the worker processes start), and its cluster listens
on loopback only."""
import json

import pytest

from docblocks import examples, run_example


@pytest.mark.parametrize("path", examples("dask_"), ids=lambda p: p.name)
def test_example_runs_as_a_file(path, tmp_path):
    probe = tmp_path / "listeners.jsonl"
    run_example(path, tmp_path, probe=f"dask:{probe}")
    seen = [json.loads(line) for line in probe.read_text().splitlines()] if probe.exists() else []
    assert seen, "the example started no LocalCluster"
    for bad, n in seen:
        assert n >= 3, "fewer listening sockets than servers: the check would pass on nothing"
        assert bad == [], "the docs' Dask cluster listens on the network"
