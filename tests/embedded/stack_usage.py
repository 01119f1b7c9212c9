#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Worst-case stack use of each entry point, from GCC's -fcallgraph-info=su
output (.ci files): the largest sum of static frame sizes along any call
path (no recursion in the library). Library functions outside the
translation unit (memcpy, memset) count as 0 here; newlib-nano's take a few
bytes. Usage: stack_usage.py FILE.ci ENTRY..."""
import re
import sys

nodes, edges = {}, {}
text = open(sys.argv[1]).read()
for m in re.finditer(r'node: \{ title: "([^"]*)" label: "([^"]*)"', text):
    su = re.search(r"(\d+) bytes \((static|dynamic[^)]*)\)", m.group(2))
    nodes[m.group(1)] = int(su.group(1)) if su else 0
for m in re.finditer(r'edge: \{ sourcename: "([^"]*)" targetname: "([^"]*)"', text):
    edges.setdefault(m.group(1), set()).add(m.group(2))


def worst(n, seen=()):
    if n in seen:
        raise SystemExit(f"recursion through {n}")
    return nodes.get(n, 0) + max((worst(c, seen + (n,)) for c in edges.get(n, ())), default=0)


for entry in sys.argv[2:]:
    key = next(k for k in nodes if k.endswith(":" + entry) or k == entry)
    print(entry, worst(key))
