#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Checks (--check) or adds (--fix) the SPDX licence line in every source file.

A source file is one whose name says which comment syntax it takes (the
table below): code, build and CI scripts, linker scripts, configuration
templates. Documentation (.md, the man page), data (vectors, lock files,
symbol lists, images) and generated files carry none. The line must be in
the first five lines; --fix puts it first, or right after a shebang or a
Python encoding line, and leaves files that have it untouched, so running it
again (after new files arrive) changes only the new files.

Files come from `git ls-files` (tracked plus untracked, not ignored) when the
tree is a git checkout, otherwise from a walk that skips build trees and
virtual environments. Exit status: 0 all carry it, 1 some do not (--check).
"""
import argparse
import os
import re
import subprocess
import sys

LICENSE = "Apache-2.0 OR MIT"
TAG = "SPDX-License-Identifier: " + LICENSE

# name suffix -> (comment opener, closer)
SLASH = ("// ", "")
BLOCK = ("/* ", " */")
HASH = ("# ", "")
STYLES = {
    ".cpp": SLASH, ".hpp": SLASH, ".cu": SLASH, ".cuh": SLASH, ".rs": SLASH,
    # C sources and linker scripts: the block comment every C standard and ld accept.
    ".c": BLOCK, ".h": BLOCK, ".ld": BLOCK,
    ".py": HASH, ".pyi": HASH, ".sh": HASH, ".cmake": HASH, ".toml": HASH,
    ".cmake.in": HASH, ".pc.in": HASH, ".cnf.in": HASH,
    "CMakeLists.txt": HASH, ".ci/run": HASH,
}
SKIP_DIRS = {".git", "target", "node_modules", "__pycache__"}


def style_of(path):
    """The comment style of a path given with '/' separators, or None: not a source file."""
    for key, style in STYLES.items():
        if key.startswith("."):
            if path.endswith(key) or path == key:
                return style
        elif path == key or path.endswith("/" + key):
            return style
    return None


def list_files(root):
    try:
        out = subprocess.run(["git", "-C", root, "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
                             check=True, capture_output=True).stdout
        return sorted({p for p in out.decode().split("\0") if p and os.path.isfile(os.path.join(root, p))})
    except (OSError, subprocess.CalledProcessError):
        pass
    files = []
    for d, dirs, names in os.walk(root):
        rel = os.path.relpath(d, root)
        dirs[:] = [x for x in dirs if x not in SKIP_DIRS and not x.startswith(("build", ".venv", "dist"))
                   and not os.path.exists(os.path.join(d, x, "pyvenv.cfg"))]
        files += [os.path.normpath(os.path.join(rel, n)) for n in names]
    return sorted(files)


def has_tag(lines):
    return any(TAG in line for line in lines[:5])


def insert_at(lines):
    """Index of the line the tag goes before: after a shebang and a coding line."""
    i = 0
    if lines and lines[0].startswith("#!"):
        i = 1
    if len(lines) > i and re.match(r"^#.*coding[:=]", lines[i]):
        i += 1
    return i


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    mode = ap.add_mutually_exclusive_group(required=True)
    mode.add_argument("--check", action="store_true", help="list files without the line; exit 1 if any")
    mode.add_argument("--fix", action="store_true", help="add the line where it is missing")
    ap.add_argument("--root", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
    args = ap.parse_args()
    root = os.path.abspath(args.root)

    missing, checked = [], 0
    for rel in list_files(root):
        style = style_of(rel.replace(os.sep, "/"))
        if style is None:
            continue
        path = os.path.join(root, rel)
        with open(path, encoding="utf-8", newline="") as f:
            text = f.read()
        checked += 1
        lines = text.splitlines(keepends=True)
        if has_tag(lines):
            continue
        missing.append(rel)
        if args.fix:
            nl = "\r\n" if "\r\n" in text else "\n"
            i = insert_at(lines)
            lines.insert(i, style[0] + TAG + style[1] + nl)
            with open(path, "w", encoding="utf-8", newline="") as f:
                f.write("".join(lines))

    if not checked:
        print("spdx: error: no source file found under " + root, file=sys.stderr)
        return 1
    if args.fix:
        print(f"spdx: added the line to {len(missing)} of {checked} source files")
        for m in missing:
            print("  " + m)
        return 0
    for m in missing:
        print(f"spdx: error: {m}: no '{TAG}' line in its first five lines", file=sys.stderr)
    if missing:
        print("spdx: hint: run scripts/spdx.py --fix", file=sys.stderr)
        return 1
    print(f"spdx: all {checked} source files carry '{TAG}'")
    return 0


if __name__ == "__main__":
    sys.exit(main())
