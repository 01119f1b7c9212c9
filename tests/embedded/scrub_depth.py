#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Checks, from GCC's -fcallgraph-info=su output (.ci files) of the C
library, that every scrubbed C entry point zeroes at least the stack its work
can use: for each function that calls both a scrub_stack instance and a
Scrubbed<...>::work, the work's worst-case stack (the largest sum of static
frame sizes along any call path below it, as stack_usage.py) must fit in the
scrub's frame with a margin. Both frames start at the entry point's stack
pointer, so a work frame deeper than the scrub's frame leaves its deepest
words unzeroed. Usage: scrub_depth.py MARGIN FILE.ci...
Prints one line per entry point class (the deepest work per scrub instance)
and exits 1 if any work exceeds its scrub's frame / MARGIN."""
import re
import sys

margin = float(sys.argv[1])
nodes, edges = {}, {}
for f in sys.argv[2:]:
    text = open(f).read()
    for m in re.finditer(r'node: \{ title: "([^"]*)" label: "([^"]*)"', text):
        su = re.search(r"(\d+) bytes \((static|dynamic[^)]*)\)", m.group(2))
        nodes[m.group(1)] = max(nodes.get(m.group(1), 0), int(su.group(1)) if su else 0)
    for m in re.finditer(r'edge: \{ sourcename: "([^"]*)" targetname: "([^"]*)"', text):
        edges.setdefault(m.group(1), set()).add(m.group(2))


# A function defined in another of the files: its node there is titled
# "FILE:NAME", the declaration's here "NAME".
defined = {t.rsplit(":", 1)[-1]: t for t in nodes if ":" in t}


def frame(n):
    return nodes.get(defined.get(n, n), 0)


def worst(n, seen=()):
    if n in seen:
        raise SystemExit(f"recursion through {n}")
    n = defined.get(n, n)
    return nodes.get(n, 0) + max((worst(c, seen + (n,)) for c in edges.get(n, ())), default=0)


def short(n):
    # the Scrub enumerators in src/capi/dispatch.hpp's order
    names = ["standard", "oneshot", "hash", "bits", "batch", "protected_", "call_key"]
    m = re.search(r"scrub_stackILNS0_5ScrubE(\d+)EEEvv$", n)
    return "Scrub::" + names[int(m.group(1))] if m and int(m.group(1)) < len(names) else n


deepest, bad, entries = {}, [], 0
for caller, callees in edges.items():
    scrubs = [c for c in callees if "scrub_stack" in c]
    works = [c for c in callees if re.search(r"Scrubbed.*4work", c)]
    if not scrubs or not works:
        continue
    for s in scrubs:
        region = frame(s)
        if region == 0:
            raise SystemExit(f"{s}: no frame size (not in these files?)")
        for w in works:
            entries += 1
            depth = worst(w)
            if s not in deepest or depth > deepest[s][0]:
                deepest[s] = (depth, caller)
            if depth * margin > region:
                bad.append(f"{caller}: work reaches {depth} bytes, the scrub's frame is {region} "
                           f"(margin {region / depth:.2f} < {margin})")
if entries == 0:
    raise SystemExit("no scrubbed entry point found: wrong files?")
for s, (depth, caller) in sorted(deepest.items(), key=lambda kv: frame(kv[0])):
    print(f"scrub frame {frame(s):6d}  deepest work {depth:6d}  margin {frame(s) / max(depth, 1):5.2f}  {short(s)}")
print(f"{entries} entry points checked")
for b in bad:
    print("scrub_depth: error:", b, file=sys.stderr)
sys.exit(1 if bad else 0)
