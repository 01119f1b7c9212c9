# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Known-answer vectors for the scale-out tests, read from ASCON_VECTORS_DIR
(else ../shared/vectors beside the repository, as scripts/lib/common.sh)."""

import os
import pathlib

ROOT = pathlib.Path(__file__).resolve().parents[2]


def records(relpath):
    """The records of a vector file as dicts of bytes (hex decoded); a missing
    folder or an empty file fails loudly, never passes silently."""
    env = os.environ.get("ASCON_VECTORS_DIR")
    base = pathlib.Path(env) if env else ROOT.parent / "shared" / "vectors"
    path = base / relpath
    if not path.is_file():
        raise RuntimeError(f"known-answer vectors not found at {path} (set ASCON_VECTORS_DIR)")
    out = []
    for block in path.read_text().split("\n\n"):
        rec = {}
        for line in block.splitlines():
            name, sep, value = line.partition("=")
            if sep and name.strip() != "Count":
                rec[name.strip()] = bytes.fromhex(value.strip())
        if rec:
            out.append(rec)
    if not out:
        raise RuntimeError(f"{path}: no records")
    return out
