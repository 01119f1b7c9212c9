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

from thumb_frames import frame_bytes

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


def arm_pushes(obj):
    """Per function of a Thumb object, the bytes its pushes and sp
    subtractions take, summed (read_asm's bound): what GCC's frame size
    leaves out where an asm statement pushes (ASCON_ROUND_ARMV7M_LOOP_MEM
    keeps the state pointer so, include/ascon/rounds/round_armv7m.h)."""
    import subprocess
    try:
        dis = subprocess.run(["arm-none-eabi-objdump", "-d", "--no-show-raw-insn", obj], capture_output=True,
                             text=True, check=True).stdout
    except (OSError, subprocess.CalledProcessError):
        return {}
    if "elf32-littlearm" not in dis:
        return {}
    out, fn = {}, None
    for line in dis.splitlines():
        m = re.match(r"[0-9a-f]+ <(.*)>:$", line)
        if m:
            fn = m.group(1)
            out[fn] = 0
            continue
        if fn:
            out[fn] += frame_bytes(line)
    return out


for f in sys.argv[1].split(","):
    text = open(f).read()
    if f.endswith((".S", ".s")):
        read_asm(text)
        continue
    read_ci(text)
    import os
    if f.endswith(".ci") and os.path.exists(f[:-3] + ".o"):
        for fn, n in arm_pushes(f[:-3] + ".o").items():
            for k in [k for k in nodes if k == fn or k.endswith(":" + fn)]:
                nodes[k] = max(nodes[k], n)


def worst(n, seen=()):
    if n in seen:
        raise SystemExit(f"recursion through {n}")
    return nodes.get(n, 0) + max((worst(c, seen + (n,)) for c in edges.get(n, ())), default=0)


for entry in sys.argv[2:]:
    key = next(k for k in nodes if k.endswith(":" + entry) or k == entry)
    print(entry, worst(key))
