#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
"""The release sdist holds exactly the git-tracked build inputs.

In a scratch repository holding this checkout's tracked files, files that
look like build inputs but are not tracked are planted (a header, a module)
with symlinks to files outside the tree. scripts/build-sdist.sh must leave
every one of them out, and tests/release/check_sdist.py must refuse an sdist
built from the working tree as scikit-build-core builds one by itself (which
takes them in).

    python3 tests/release/test_sdist_tracked.py [PYTHON]

PYTHON: an interpreter with scikit-build-core (default: this one). Exits 77
(skipped) when it has none.
"""
import os
import pathlib
import shutil
import subprocess
import sys
import tarfile
import tempfile

ROOT = pathlib.Path(__file__).resolve().parents[2]
PLANTED_FILES = ["include/ascon/detail/dev_key.h", "python/ascon_native/local_settings.py"]
PLANTED_LINKS = {"python/ascon_native/passwd.py": "/etc/passwd", "include/ascon/detail/host.h": "/etc/hostname"}


def git(*args, cwd):
    return subprocess.run(["git", "-c", "user.name=test", "-c", "user.email=test@invalid", *args], cwd=cwd,
                          check=True, capture_output=True).stdout


def scratch_repository(where):
    """A git repository holding this checkout's tracked files as they are now."""
    rev = git("stash", "create", cwd=ROOT).decode().strip() or "HEAD"
    tar = git("archive", "--format=tar", rev, cwd=ROOT)
    subprocess.run(["tar", "-x", "-C", str(where)], input=tar, check=True)
    git("init", "-q", cwd=where)
    git("add", "-A", cwd=where)
    git("commit", "-q", "-m", "tracked files", cwd=where)


def plant(tree):
    for name in PLANTED_FILES:
        (tree / name).write_text("# not tracked: must not be released\n")
    for name, target in PLANTED_LINKS.items():
        os.symlink(target, tree / name)


def members(sdist):
    with tarfile.open(sdist) as tar:
        return {m.name.split("/", 1)[1]: m for m in tar.getmembers() if "/" in m.name}


def main(python):
    python = os.path.abspath(python) if os.sep in python else (shutil.which(python) or python)
    if subprocess.run([python, "-c", "import scikit_build_core"], capture_output=True).returncode != 0:
        print(f"test_sdist_tracked: skipped: no scikit-build-core in {python}")
        return 77
    failures = []
    with tempfile.TemporaryDirectory() as tmp:
        tree = pathlib.Path(tmp) / "src"
        tree.mkdir()
        scratch_repository(tree)
        plant(tree)
        planted = PLANTED_FILES + list(PLANTED_LINKS)

        # The project's way: only tracked files, and the check passes.
        r = subprocess.run(["bash", "scripts/build-sdist.sh", python, str(pathlib.Path(tmp) / "release")], cwd=tree,
                           capture_output=True, text=True)
        if r.returncode != 0:
            failures.append(f"scripts/build-sdist.sh failed: {r.stderr.strip()}")
        else:
            got = members(r.stdout.strip().splitlines()[-1])
            failures += [f"released an untracked file: {n}" for n in planted if n in got]
            failures += [f"released a non-regular member: {n}" for n, m in got.items() if not (m.isfile() or m.isdir())]
            if "include/ascon/version.hpp" not in got:
                failures.append("the released sdist lacks include/ascon/version.hpp (nothing was built?)")

        # The working tree as scikit-build-core takes it: the check must refuse it.
        naive = pathlib.Path(tmp) / "naive"
        subprocess.run([python, "-c", "import sys; from scikit_build_core.build import build_sdist; "
                        "build_sdist(sys.argv[1])", str(naive)], cwd=tree, check=True, capture_output=True)
        sdist = next(naive.glob("ascon_native-*.tar.gz"))
        if not all(n in members(sdist) for n in planted):
            failures.append("scikit-build-core no longer takes untracked files: the planted case tests nothing")
        r = subprocess.run([sys.executable, str(tree / "tests/release/check_sdist.py"), "--tracked-in", str(tree),
                            str(sdist)], capture_output=True, text=True)
        if r.returncode == 0:
            failures.append("check_sdist.py passed an sdist with untracked files and symlinks")
        for n in planted:
            if n not in r.stderr:
                failures.append(f"check_sdist.py did not name {n}: {r.stderr.strip()}")
    for f in failures:
        print(f"test_sdist_tracked: error: {f}", file=sys.stderr)
    if failures:
        return 1
    print("test_sdist_tracked: untracked files and symlinks left out of the release sdist and refused by the check")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else sys.executable))
