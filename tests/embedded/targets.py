#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Reads tests/embedded/targets.conf (the embedded targets) for Python
scripts, with the standard library only:

    sys.path.insert(0, "tests/embedded"); import targets
    for t in targets.load(): print(t.name, t.get("core"), t.words("peers"))

get() expands ${key} references as tests/embedded/targets.sh does; words()
splits with shlex and runs nothing ($(...) stays as written). As a command:
targets.py lists the targets; targets.py NAME KEY prints one value;
targets.py --dump prints every target's every key as NAME.KEY=VALUE (as
targets.sh's targets_dump does: scripts/test.d/85-embedded.sh compares)."""
import configparser
import os
import pathlib
import re
import shlex
import sys

CONF = pathlib.Path(os.environ.get("ASCON_TARGETS_CONF") or pathlib.Path(__file__).resolve().parent / "targets.conf")
_REF = re.compile(r"\$\{([a-z0-9_]+)\}")


class Target:
    def __init__(self, name, section):
        self.name = name
        self._s = section

    def get(self, key, default=""):
        if key not in self._s:
            return default

        def ref(m):
            if m.group(1) == key or m.group(1) not in self._s:
                raise SystemExit(f"targets.py: {self.name}.{key} refers to ${{{m.group(1)}}}, not a key before it")
            return self.get(m.group(1))
        return _REF.sub(ref, self._s[key])

    def words(self, key):
        return shlex.split(self.get(key))

    def aliases(self):
        return [self.name] + self.words("alias")


def load(path=CONF):
    cp = configparser.ConfigParser(interpolation=None, comment_prefixes=("#",), inline_comment_prefixes=None)
    cp.optionxform = str
    with open(path) as f:
        cp.read_file(f)
    return [Target(n, cp[n]) for n in cp.sections()]


def find(name, path=CONF):
    for t in load(path):
        if name in t.aliases():
            return t
    raise KeyError(f"unknown target {name}")


if __name__ == "__main__":
    if sys.argv[1:] == ["--dump"]:
        for t in load():
            for k in sorted(t._s):
                print(f"{t.name}.{k}={t.get(k)}")
    elif len(sys.argv) == 3:
        print(find(sys.argv[1]).get(sys.argv[2]))
    else:
        for t in load():
            print(t.name, t.get("core"), sep="\t")
