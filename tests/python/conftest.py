# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Shared helpers of the Python test suite: where the vectors are, and how to read them."""

import os
import pathlib

import pytest
from hypothesis import settings

# No per-example deadline (a timed assertion would be flaky on a busy 2-core
# CI machine) and no example database left in the work tree.
settings.register_profile("ascon", deadline=None, database=None)
settings.load_profile("ascon")

REPO_ROOT = pathlib.Path(__file__).resolve().parents[2]


def vectors_dir() -> pathlib.Path:
    """ASCON_VECTORS_DIR, else ../shared/vectors beside the repository (as scripts/lib/common.sh)."""
    env = os.environ.get("ASCON_VECTORS_DIR")
    path = pathlib.Path(env) if env else REPO_ROOT.parent / "shared" / "vectors"
    if not (path / "sp800-232").is_dir():
        # A missing folder is a loud failure, never a silent pass or skip.
        raise RuntimeError(f"known-answer vectors not found at {path} (set ASCON_VECTORS_DIR)")
    return path


def read_records(relpath: str) -> list[dict[str, str]]:
    """Records of a vector file: blank-line separated blocks of `Name = VALUE` lines."""
    text = (vectors_dir() / relpath).read_text()
    records = []
    for block in text.split("\n\n"):
        rec = {}
        for line in block.splitlines():
            if "=" in line:
                name, _, value = line.partition("=")
                rec[name.strip()] = value.strip()
        if rec:
            records.append(rec)
    if not records:
        raise RuntimeError(f"{relpath}: no records")
    return records


def h(rec: dict[str, str], name: str) -> bytes:
    return bytes.fromhex(rec[name])


@pytest.fixture(params=[bytes, bytearray, memoryview], ids=["bytes", "bytearray", "memoryview"])
def bytes_like(request):
    """Runs a test once per common bytes-like type."""
    return request.param


def manifest() -> list[dict]:
    """tests/vectors.manifest: one dict per vector file (path, algorithm, format, records, must_fail)."""
    rows = []
    for line in (REPO_ROOT / "tests" / "vectors.manifest").read_text().splitlines():
        if line.strip() and not line.startswith("#"):
            path, algorithm, fmt, records, must_fail = line.split()
            rows.append(dict(path=path, algorithm=algorithm, format=fmt, records=int(records), must_fail=int(must_fail)))
    if not rows:
        raise RuntimeError("the vector manifest lists no file")
    return rows
