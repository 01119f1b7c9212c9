# SPDX-License-Identifier: Apache-2.0 OR MIT
"""The Python blocks of docs/scale-out.md, run by the tests: each starts with
`# needs: arrow|dask|spark` (which CI part runs it) or `# not run in CI`."""

import os
import pathlib
import re

ROOT = pathlib.Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "scale-out.md"


def blocks(need):
    text = DOC.read_text()
    found = [b for b in re.findall(r"```python\n(.*?)```", text, re.S) if b.startswith(f"# needs: {need}\n")]
    if not found:
        raise RuntimeError(f"no '# needs: {need}' block in {DOC}")  # never a silent pass
    return found


def run_block(code, workdir, name):
    """Runs one block in this process (so a Spark block reuses the test's
    session), from `workdir`, with asconsum on PATH."""
    old_cwd, old_path = os.getcwd(), os.environ.get("PATH", "")
    asconsum = os.environ.get("ASCONSUM", str(ROOT / "build/release/cli/asconsum/asconsum"))
    os.environ["PATH"] = os.path.dirname(asconsum) + os.pathsep + old_path
    os.chdir(workdir)
    try:
        exec(compile(code, f"{DOC.name}:{name}", "exec"), {"__name__": "__docblock__"})
    finally:
        os.chdir(old_cwd)
        os.environ["PATH"] = old_path
