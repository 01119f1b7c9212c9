# SPDX-License-Identifier: Apache-2.0 OR MIT
"""The examples of docs/scale-out.md and docs/python.md: each Python block
that starts with `# examples/python/NAME.py` is that file, shown as it is;
the tests run the files as a user does, `python NAME.py`, in a process of
their own. Other blocks say `# not run in CI`."""

import os
import pathlib
import re
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
DOCS = [ROOT / "docs" / "scale-out.md", ROOT / "docs" / "python.md"]
EXAMPLES = ROOT / "examples" / "python"
HERE = pathlib.Path(__file__).resolve().parent
_NAMED = re.compile(r"# examples/python/([\w.-]+\.py)\b")


def doc_blocks(doc):
    return re.findall(r"```python\n(.*?)```", doc.read_text(), re.S)


def shown_examples():
    """{file name: [(doc, block)]} of every block naming an example file."""
    found = {}
    for doc in DOCS:
        for b in doc_blocks(doc):
            m = _NAMED.match(b)
            if m:
                found.setdefault(m.group(1), []).append((doc, b))
    return found


def example_text(name):
    """The example file as the docs show it: without its licence line, which
    every source file carries (scripts/spdx.py) and a reader does not need."""
    text = (EXAMPLES / name).read_text()
    return re.sub(r"\A# SPDX-License-Identifier: [^\n]*\n", "", text)


def examples(prefix):
    """The example files whose names start with `prefix` (never none: a
    missing file must fail, not pass silently)."""
    found = sorted(EXAMPLES.glob(f"{prefix}*.py"))
    if not found:
        raise RuntimeError(f"no examples/python/{prefix}*.py")
    return found


def run_example(path, workdir, env_drop=(), probe=None, timeout=300):
    """Runs `python path` from `workdir` with asconsum on PATH, as a user
    would: rc 0 or an AssertionError with the output's tail. probe:
    "dask:FILE" or "spark:FILE", where probe/sitecustomize.py writes the
    listening sockets once the cluster or session is up."""
    env = {k: v for k, v in os.environ.items() if k not in env_drop}
    asconsum = os.environ.get("ASCONSUM", str(ROOT / "build/release/cli/asconsum/asconsum"))
    env["PATH"] = os.path.dirname(asconsum) + os.pathsep + env.get("PATH", "")
    if probe is not None:
        env["PYTHONPATH"] = os.pathsep.join([str(HERE / "probe"), str(HERE)])
        env["ASCON_LISTENER_PROBE"] = str(probe)
    out = subprocess.run([sys.executable, str(path)], cwd=workdir, env=env, capture_output=True, text=True,
                         timeout=timeout)
    assert out.returncode == 0, f"{path.name} failed:\n{out.stdout[-2000:]}\n{out.stderr[-4000:]}"
    return out.stdout
