#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Worst-case stack use of each entry point, from GCC's -fcallgraph-info=su
output (.ci files): the largest sum of static frame sizes along any call
path (no recursion in the library). Library functions outside the
translation units (memcpy, memset) count as 0 here; newlib-nano's take a few
bytes. Usage: stack_usage.py FILE[,FILE...] ENTRY...

FILE is a .ci file or, for a library written partly in assembly (ascon-c's
armv6m_lowsize), a Thumb .S file: each of its global functions counts every
`push` and `sub sp` in its body, an upper bound of its frame (exact for
straight-line code that pushes before it pops). Several .ci files (one per
translation unit) merge: a function defined in one and called from another
is one node."""
import re
import sys

nodes, edges = {}, {}


def read_ci(text):
    for m in re.finditer(r'node: \{ title: "([^"]*)" label: "([^"]*)"', text):
        su = re.search(r"(\d+) bytes \((static|dynamic[^)]*)\)", m.group(2))
        # a callee only declared in this unit has no size: keep its definition's
        nodes[m.group(1)] = max(nodes.get(m.group(1), 0), int(su.group(1)) if su else 0)
    for m in re.finditer(r'edge: \{ sourcename: "([^"]*)" targetname: "([^"]*)"', text):
        edges.setdefault(m.group(1), set()).add(m.group(2))


def read_asm(text):
    name = None
    for line in text.splitlines():
        line = line.split("@")[0].strip()
        label = re.match(r"^([A-Za-z_]\w*):", line)
        if label and re.search(r"\.global\s+" + label.group(1) + r"\b", text):
            name = label.group(1)
            nodes[name] = 0
        elif name and line.startswith(".size"):
            name = None
        elif name:
            push = re.match(r"push\s*\{([^}]*)\}", line)
            sub = re.match(r"sub\w*\s+sp,\s*(?:sp,\s*)?#(\d+)", line)
            if push:
                nodes[name] += 4 * len(push.group(1).split(","))
            elif sub:
                nodes[name] += int(sub.group(1))


for f in sys.argv[1].split(","):
    text = open(f).read()
    read_asm(text) if f.endswith((".S", ".s")) else read_ci(text)


def worst(n, seen=()):
    if n in seen:
        raise SystemExit(f"recursion through {n}")
    return nodes.get(n, 0) + max((worst(c, seen + (n,)) for c in edges.get(n, ())), default=0)


for entry in sys.argv[2:]:
    key = next(k for k in nodes if k.endswith(":" + entry) or k == entry)
    print(entry, worst(key))
