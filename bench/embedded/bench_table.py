#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Markdown tables from bench_icount.cpp's lines on stdin (bench.sh):
  [ insn TARGET LABEL ] ALG call0 A call16 B call64 C byte D
First every implementation's counts, then ours (label "default") against the
best ascon-c implementation of each cell. Arguments: the targets, in order.
The cores' names are the bare-metal targets' (tests/embedded/targets.conf)
and AArch64 (Linux, icount-aarch64.sh)."""
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2] / "tests" / "embedded"))
import targets  # noqa: E402

core = {"aarch64": "AArch64", "x86_64": "x86-64"}
core.update({t.name: t.get("core") for t in targets.load()})
algs = [("aead128-encrypt", "AEAD128 encrypt"), ("aead128-decrypt", "AEAD128 decrypt"), ("hash256", "Hash256")]
metrics = [("call0", "0 B"), ("call16", "16 B"), ("call64", "64 B"), ("byte", "per byte")]

rows = {}  # (target, alg) -> {label: {metric: value}}
for line in sys.stdin:
    head, _, rest = line.partition("]")
    _, _, target, label = head.split()
    f = rest.split()
    rows.setdefault((target, f[0]), {})[label] = {f[i]: float(f[i + 1]) for i in range(1, len(f), 2)}

targets = sys.argv[1:] or sorted({t for t, _ in rows})


def fmt(m, v):
    return f"{v:.1f}" if m == "byte" else f"{v:.0f}"


print("Instructions per call (0, 16, 64 B) and per byte of a long message (instruction counts, not cycles):")
print()
print("| core | algorithm | implementation | " + " | ".join(n for _, n in metrics) + " |")
print("|---|---|---|" + "---|" * len(metrics))
for t in targets:
    for a, an in algs:
        for label, v in rows.get((t, a), {}).items():
            print(f"| {core.get(t, t)} | {an} | {label} | " + " | ".join(fmt(m, v[m]) for m, _ in metrics) + " |")
# Ours against ascon-c's best: the C++ one-shots (default) and, where
# measured, the C functions (capi), which take the key bytes in every call
# as ascon-c's eBACS functions do.
for ours_label, what in (("default", "Ours (default configuration, C++ one-shots)"),
                         ("capi", "Ours through the C functions (key bytes in every call, as ascon-c)")):
    if not any(ours_label in r for r in rows.values()):
        continue
    print()
    print(f"{what} against ascon-c's best for each cell: ours / best (which), ratio; bold where ours is at or below:")
    print()
    print("| core | algorithm | " + " | ".join(n for _, n in metrics) + " |")
    print("|---|---|" + "---|" * len(metrics))
    for t in targets:
        for a, an in algs:
            r = rows.get((t, a), {})
            refs = {k: v for k, v in r.items() if k.startswith("ascon-c-")}
            if ours_label not in r or not refs:
                continue
            cells = []
            for m, _ in metrics:
                best = min(refs, key=lambda k: refs[k][m])
                ours, b = r[ours_label][m], refs[best][m]
                mark = "**" if ours <= b else ""
                cells.append(f"{mark}{fmt(m, ours)}{mark} / {fmt(m, b)} {best[8:]} ({ours / b:.2f})")
            print(f"| {core.get(t, t)} | {an} | " + " | ".join(cells) + " |")
