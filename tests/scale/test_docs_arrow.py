# SPDX-License-Identifier: Apache-2.0 OR MIT
"""The examples of docs/scale-out.md and docs/python.md are the files of
examples/python/, shown as they are, and the single-message (api_), Arrow
and batch ones run as files (`python arrow_column.py`)."""
import pytest

from docblocks import DOCS, EXAMPLES, doc_blocks, example_text, examples, run_example, shown_examples


def test_docs_show_each_example_file_as_it_is():
    shown = shown_examples()
    files = sorted(p.name for p in EXAMPLES.glob("*.py"))
    assert files, "no example file: the check would pass on nothing"
    assert sorted(shown) == files, "an example file the docs do not show, or a block naming no file"
    for name, places in shown.items():
        text = example_text(name)
        for doc, block in places:
            assert block == text, f"{doc.name} shows examples/python/{name} differently from the file"


def test_every_scale_out_block_is_a_file_or_marked():
    for b in doc_blocks(DOCS[0]):
        assert b.startswith("# examples/python/") or b.startswith("# not run in CI"), b.splitlines()[0]


@pytest.mark.parametrize("path", examples("api_") + examples("arrow_") + examples("batch_"), ids=lambda p: p.name)
def test_example_runs_as_a_file(path, tmp_path):
    run_example(path, tmp_path)
