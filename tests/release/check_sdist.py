#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Checks an sdist of ascon-native: it holds what the extension's build needs
and the licences and docs, nothing else (no tests, scripts, CI files, build
trees, objects or virtual environments), every member a regular file that
git tracks in the checkout it was built from (no untracked file of the
working tree, no symlink or device), every tracked build input there, and
its metadata carries the licence and a description without links that
would be dead on PyPI.

    python3 tests/release/check_sdist.py --tracked-in CHECKOUT dist/ascon_native-X.tar.gz
"""
import argparse
import re
import subprocess
import sys
import tarfile

# Everything the sdist may hold, as regular expressions on the path inside
# its top folder; each group of the build must be there (REQUIRED).
ALLOWED = [
    r"PKG-INFO", r"pyproject\.toml", r"CMakeLists\.txt", r"LICENSE-APACHE", r"LICENSE-MIT",
    r"CHANGELOG\.md", r"SECURITY\.md", r"docs/python\.md",
    r"include/ascon\.h", r"include/ascon/[a-z0-9_/]+\.(hpp|h)",
    r"cmake/[A-Za-z0-9_-]+\.cmake", r"cmake/[a-z0-9.-]+\.in",
    r"src/batch/[a-z0-9_-]+\.(cpp|hpp|cmake)", r"src/batch/CMakeLists\.txt",
    r"python/CMakeLists\.txt", r"python/src/[a-z0-9_]+\.(cpp|hpp)",
    r"python/ascon_native/[a-z0-9_]+\.pyi?", r"python/ascon_native/py\.typed",
]
REQUIRED = [
    "pyproject.toml", "CMakeLists.txt", "LICENSE-APACHE", "LICENSE-MIT", "docs/python.md", "PKG-INFO",
    "include/ascon/version.hpp", "cmake/AsconBatchEngine.cmake", "src/batch/CMakeLists.txt",
    "python/CMakeLists.txt", "python/src/module.cpp", "python/ascon_native/__init__.py",
    "python/ascon_native/__init__.pyi", "python/ascon_native/py.typed",
]


def tracked_files(checkout):
    """The paths git tracks in the checkout (relative, '/'-separated)."""
    out = subprocess.run(["git", "-C", checkout, "ls-files", "-z"], check=True, capture_output=True).stdout
    return {p.decode() for p in out.split(b"\0") if p}


def member_errors(tar, tracked):
    """Every member a directory or a regular file that git tracks; every
    tracked file of the build's groups (ALLOWED) in the sdist."""
    errors, names = [], set()
    for m in tar.getmembers():
        name = m.name.split("/", 1)[1] if "/" in m.name else ""
        if not (m.isfile() or m.isdir()):
            what = f"a symlink to {m.linkname}" if m.issym() else f"a hard link to {m.linkname}" if m.islnk() else \
                "a device, FIFO or other special file"
            errors.append(f"not a regular file: {name or m.name} is {what}")
            continue
        if m.isfile():
            names.add(name)
            if name != "PKG-INFO" and name not in tracked:
                errors.append(f"not tracked by git (a file of the working tree): {name}")
    for t in sorted(tracked):
        if any(re.fullmatch(p, t) for p in ALLOWED) and t not in names:
            errors.append(f"missing: {t} (a tracked build input)")
    return errors


def main(path, checkout):
    errors = []
    with tarfile.open(path) as tar:
        errors += member_errors(tar, tracked_files(checkout))
        members = [m for m in tar.getmembers() if m.isfile()]
        tops = {m.name.split("/", 1)[0] for m in tar.getmembers()}
        if len(tops) != 1:
            errors.append(f"more than one top folder: {sorted(tops)}")
        names = sorted(m.name.split("/", 1)[1] for m in members if "/" in m.name)
        pkg_info = tar.extractfile(next(m for m in members if m.name.endswith("/PKG-INFO"))).read().decode()
        hpp = next((m for m in members if m.name.endswith("/include/ascon/version.hpp")), None)
        version_hpp = tar.extractfile(hpp).read().decode() if hpp else ""
        umbrella = next((m for m in members if m.name.endswith("/include/ascon.h")), None)
        c_parts = re.findall(r'^#include "(ascon/c/[a-z0-9_]+\.h)"', tar.extractfile(umbrella).read().decode(),
                             re.M) if umbrella else []
    for n in names:
        if not any(re.fullmatch(p, n) for p in ALLOWED):
            errors.append(f"not part of a build: {n}")
    for r in REQUIRED:
        if r not in names:
            errors.append(f"missing: {r}")
    # The C API's umbrella header is only usable with every part it includes.
    for part in c_parts:
        if "include/" + part not in names:
            errors.append(f"missing: include/{part} (included by include/ascon.h)")
    head, _, description = pkg_info.partition("\n\n")
    if "License-Expression: Apache-2.0 OR MIT" not in head:
        errors.append("PKG-INFO has no 'License-Expression: Apache-2.0 OR MIT'")
    for f in ("LICENSE-APACHE", "LICENSE-MIT"):
        if f"License-File: {f}" not in head:
            errors.append(f"PKG-INFO has no License-File: {f}")
    errors += metadata_errors(head, version_hpp)
    for link in re.findall(r"\]\(([^)]*)\)", description):
        if not re.match(r"(https?://|mailto:|#)", link):
            errors.append(f"relative link in the long description (dead on PyPI): {link}")
    for e in errors:
        print(f"check_sdist: error: {e}", file=sys.stderr)
    if errors:
        return 1
    print(f"check_sdist: {path}: {len(names)} files, all part of the build and tracked by git, licence, version, "
          "classifiers and URLs in the metadata")
    return 0


def metadata_errors(head, version_hpp):
    """The PKG-INFO fields PyPI shows: the version is the C++ one (its only
    source), and every CPython a wheel is built for has its classifier."""
    errors = []
    fields = re.findall(r"^([A-Za-z-]+): (.*)$", head, re.M)
    version = [v for k, v in fields if k == "Version"]
    want = re.search(r'ASCON_VERSION_STRING "([^"]+)"', version_hpp)
    if not want or version != [want.group(1)]:
        errors.append(f"PKG-INFO Version {version} is not version.hpp's {want.group(1) if want else '(none)'}")
    classifiers = {v for k, v in fields if k == "Classifier"}
    for minor in range(9, 14):
        if f"Programming Language :: Python :: 3.{minor}" not in classifiers:
            errors.append(f"no classifier for Python 3.{minor}")
    for c in ("Operating System :: POSIX :: Linux", "Typing :: Typed"):
        if c not in classifiers:
            errors.append(f"no classifier '{c}'")
    if ("Requires-Python", ">=3.9") not in fields:
        errors.append("PKG-INFO has no 'Requires-Python: >=3.9'")
    if not any(k == "Project-URL" for k, _ in fields):
        errors.append("PKG-INFO has no Project-URL")
    return errors


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--tracked-in", required=True, metavar="CHECKOUT",
                    help="the git checkout the sdist was built from: only its tracked files may be in it")
    ap.add_argument("sdist")
    args = ap.parse_args()
    sys.exit(main(args.sdist, args.tracked_in))
