#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Markdown tables from bench_icount.cpp's lines on stdin (bench.sh):
  [ insn TARGET LABEL ] ALG call0 A call16 B call64 C byte D
First every implementation's counts, then ours (label "default") against the
best ascon-c implementation of each cell. Arguments: the targets, in order.
With --doors first: one table per core instead, a row per door a user has
(C++ one-shots, C functions, C99 edition, each in the speed and the size
configuration), each cell against ascon-c's best (speed rows) or its best
size-first folder (*_lowsize, *_small; size rows), each under a line that
names the commit (--commit REV), ascon-c's (--ascon-c REV), the compiler and
the harness; the input may then be the scripts' whole logs (the tool version
lines they print first name the compiler and emulator):
  cat bench-m0.log ... | bench_table.py --doors --commit REV --ascon-c REV m0 m4 ...
The cores' names are the bare-metal targets' (tests/embedded/targets.conf)
and AArch64 (Linux, icount-aarch64.sh)."""
import pathlib
import re
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2] / "tests" / "embedded"))
import targets  # noqa: E402

core = {"aarch64": "AArch64", "x86_64": "x86-64"}
core.update({t.name: t.get("core") for t in targets.load()})
compiler = {t.name: t.get("cxx") for t in targets.load()}
algs = [("aead128-encrypt", "AEAD128 encrypt"), ("aead128-decrypt", "AEAD128 decrypt"), ("hash256", "Hash256")]
metrics = [("call0", "0 B"), ("call16", "16 B"), ("call64", "64 B"), ("byte", "per byte")]

args = sys.argv[1:]
doors_mode = args[:1] == ["--doors"]
args = args[doors_mode:]
opts = {}
while args[:1] and args[0] in ("--commit", "--ascon-c") and len(args) > 1:
    opts[args[0]] = args[1]
    args = args[2:]

rows = {}  # (target, alg) -> {label: {metric: value}}
tools = []  # the logs' tool version lines (compilers, QEMU, valgrind)
for line in sys.stdin:
    if not line.startswith("[ insn "):
        if re.search(r"g\+\+|QEMU|qemu-|valgrind", line) and not line.startswith("|"):
            tools.append(line.strip())
        continue
    head, _, rest = line.partition("]")
    _, _, target, label = head.split()
    f = rest.split()
    rows.setdefault((target, f[0]), {})[label] = {f[i]: float(f[i + 1]) for i in range(1, len(f), 2)}

targets = args or sorted({t for t, _ in rows})


def fmt(m, v):
    return f"{v:.1f}" if m == "byte" else f"{v:.0f}"


# The doors, in the order a user meets them: (label, name, size configuration).
doors = [("default", "C++ one-shot", False), ("capi", "C functions", False), ("c99", "C99 edition", False),
         ("small", "C++ one-shot, ASCON_SMALL -Os", True), ("capi-small", "C functions, ASCON_SMALL -Os", True),
         ("c99-small", "C99 edition -Os", True)]
door_cells = [("aead128-encrypt", m, f"AEAD128 enc {n}") for m, n in metrics] + \
             [("hash256", m, f"Hash256 {n}") for m, n in (metrics[0], metrics[3])]


def size_first(label):
    return label.endswith("_lowsize") or label.endswith("_small")


def version(pattern):
    """The version in the first tool line that matches pattern, else None."""
    for line in tools:
        m = re.search(pattern, line)
        if m:
            return m.group(1)
    return None


def caption(t):
    """Commit, compiler and harness of core t's table, from the options and the logs."""
    if t == "x86_64":
        cxx, v = "g++", version(r"^g\+\+:.*\) (\d+\.\d+\.\d+)")
        run, e = "`ASCON_ICOUNT_HOST=1 bench/embedded/icount-aarch64.sh`, valgrind", version(r"valgrind-(\d+[.\d]*)")
        run += f" {e}" if e else ""
        run += " callgrind"
    elif t == "aarch64":
        cxx, v = "aarch64-linux-gnu-g++", version(r"^aarch64-linux-gnu-g\+\+:.*\) (\d+\.\d+\.\d+)")
        run, e = "`bench/embedded/icount-aarch64.sh`, qemu-aarch64", version(r"qemu-aarch64 version (\d+[.\d]*)")
        run += f" {e}" if e else ""
    else:
        cxx = (compiler.get(t) or "").split()[0] if compiler.get(t) else "?"
        v = version(r"^" + re.escape(cxx) + r" .*\) (\d+\.\d+\.\d+)")
        run, e = "`bench/embedded/bench.sh`, qemu-system", version(r"QEMU emulator version (\d+[.\d]*)")
        run += f" {e}" if e else ""
        run += " `-icount` (bare metal)"
    parts = []
    if "--commit" in opts:
        parts.append(f"commit {opts['--commit']}")
    parts.append(f"{cxx} {v}" if v else cxx)
    if "--ascon-c" in opts:
        parts.append(f"ascon-c {opts['--ascon-c']}")
    parts.append(run)
    return "; ".join(parts)


def print_doors():
    print("Every door per core: instructions (ours / ascon-c's best, which), speed rows against every folder measured,")
    print("size rows against the size-first folders (*_lowsize, *_small); bold where ours is at or below.")
    for t in targets:
        have = [d for d in doors if any(d[0] in rows.get((t, a), {}) for a, _, _ in door_cells)]
        if not have:
            continue
        print()
        print(f"**{core.get(t, t)}** ({caption(t)})")
        print()
        print("| door | " + " | ".join(n for _, _, n in door_cells) + " |")
        print("|---|" + "---|" * len(door_cells))
        for label, name, small in have:
            cells = []
            for a, m, _ in door_cells:
                r = rows.get((t, a), {})
                refs = {k: v for k, v in r.items() if k.startswith("ascon-c-") and (size_first(k[8:]) or not small)}
                if label not in r:
                    cells.append("")
                elif not refs:
                    cells.append(fmt(m, r[label][m]))
                else:
                    best = min(refs, key=lambda k: refs[k][m])
                    ours, b = r[label][m], refs[best][m]
                    mark = "**" if ours <= b else ""
                    cells.append(f"{mark}{fmt(m, ours)}{mark} / {fmt(m, b)} {best[8:]} ({ours / b:.2f})")
            print(f"| {name} | " + " | ".join(cells) + " |")


if doors_mode:
    print_doors()
    sys.exit(0)

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
