#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Turns the Google Benchmark JSON files of scripts/bench.sh into
bench/results/results.md (Markdown tables) and bench/results/results.png.

Usage: make_report.py OUT_DIR CORE_JSON:LABEL [CORE_JSON:LABEL ...] --batch BATCH_JSON
The first core file is the main build; its rustcrypto/* rows are the peers,
and the ascon-c-opt64/* and ascon-c-ref/* rows (the official reference, when
scripts/bench.sh was given ASCON_C_DIR) of every file, each under its build's label.
"""
import json
import re
import sys
from collections import defaultdict


def load(path):
    with open(path) as f:
        data = json.load(f)
    return data.get("context", {}), [b for b in data["benchmarks"] if b.get("run_type", "iteration") == "iteration"]


def fmt(v):
    return "" if v is None else (f"{v:.2f}" if v < 100 else f"{v:.0f}")


def main():
    args = sys.argv[1:]
    out_dir = args.pop(0)
    batch_path = None
    if "--batch" in args:
        i = args.index("--batch")
        batch_path = args[i + 1]
        del args[i:i + 2]
    builds = [a.rsplit(":", 1) for a in args]

    # cpb[(library label, algorithm)][size]
    cpb = defaultdict(dict)
    sizes = set()
    context = None
    for n, (path, label) in enumerate(builds):
        ctx, rows = load(path)
        context = context or ctx
        for b in rows:
            m = re.match(r"(ascon|rustcrypto|ascon-c-opt64|ascon-c-ref)/([^/]+)/(\d+)$", b["name"])
            if not m:
                continue
            lib, alg, size = m.group(1), m.group(2), int(m.group(3))
            if lib == "rustcrypto" and n != 0:
                continue
            if lib == "rustcrypto":
                who = "RustCrypto"
            elif lib.startswith("ascon-c-"):
                who = f"ascon-c {lib[len('ascon-c-'):]}, {label}"
            else:
                who = f"ours, {label}"
            cpb[(who, alg)][size] = b["cpb"]
            sizes.add(size)
    sizes = sorted(sizes)
    labels = [f"ours, {l}" for _, l in builds]
    # The peers in a fixed order: the reference per build, then RustCrypto.
    peers = [f"ascon-c {impl}, {l}" for _, l in builds for impl in ("opt64", "ref")] + ["RustCrypto"]

    md = ["# Benchmark results", ""]
    if context:
        md.append(f"Machine: {context.get('num_cpus')} CPUs at {context.get('mhz_per_cpu')} MHz "
                  f"(as Google Benchmark reports it), run {context.get('date')}.")
    md += ["Figures are TSC cycles per byte (for 0-byte inputs: cycles per call), from the fastest chunk "
           "of iterations; lower is better. Produced by `scripts/bench.sh`.", ""]
    if not any(w.startswith("ascon-c ") for w, _ in cpb):
        md += ["The official reference ascon-c is not included: run `scripts/bench.sh` with "
               "`ASCON_C_DIR=/path/to/ascon-c` (a source checkout) to add it.", ""]

    def size_name(s):
        return f"{s // 1048576} MiB" if s >= 1048576 else f"{s} B"

    md += ["## Headline: Ascon-AEAD128, Ascon-Hash256, Ascon-XOF128 beside the peers", ""]
    for alg in ["Ascon-AEAD128-encrypt", "Ascon-AEAD128-decrypt", "Ascon-Hash256", "Ascon-XOF128"]:
        md.append(f"### {alg}")
        md.append("")
        md.append("| implementation | " + " | ".join(size_name(s) for s in sizes) + " |")
        md.append("|---" * (len(sizes) + 1) + "|")
        for who in labels + peers:
            row = cpb.get((who, alg))
            if row:
                md.append(f"| {who} | " + " | ".join(fmt(row.get(s)) for s in sizes) + " |")
        # Ours (main build) over the best peer of each size: above 1.00, we are slower.
        ours = cpb.get((labels[0], alg), {})
        ratios = []
        for s in sizes:
            best = min((cpb[(p, alg)][s] for p in peers if s in cpb.get((p, alg), {})), default=None)
            ratios.append(f"{ours[s] / best:.2f}" if best and s in ours else "")
        if any(ratios):
            md.append(f"| ratio {labels[0]} / best peer | " + " | ".join(ratios) + " |")
        md.append("")

    md += [f"## Every algorithm ({labels[0]})", ""]
    md.append("| algorithm | " + " | ".join(size_name(s) for s in sizes) + " |")
    md.append("|---" * (len(sizes) + 1) + "|")
    for (who, alg), row in sorted(cpb.items(), key=lambda kv: kv[0][1]):
        if who == labels[0]:
            md.append(f"| {alg} | " + " | ".join(fmt(row.get(s)) for s in sizes) + " |")
    md.append("")

    batch = defaultdict(dict)  # (op, len) -> (backend, threads) -> count -> (cpb, GB/s)
    if batch_path:
        _, rows = load(batch_path)
        for b in rows:
            m = re.match(r"batch/([^/]+)/([^/]+)/threads:(\d+)/(\d+)/(\d+)", b["name"])
            if not m:
                continue
            op, backend, t, ln, cnt = m.group(1), m.group(2), int(m.group(3)), int(m.group(4)), int(m.group(5))
            batch[(op, ln)].setdefault((backend, t), {})[cnt] = (b["cpb"], b.get("bytes_per_second", 0) / 1e9)
        md += ["## Batch engine (`ascon::batch`)", "",
               "TSC cycles per byte **per core** (elapsed cycles x threads / bytes) and total GB/s, "
               "by number of messages in the batch.", ""]
        for (op, ln) in sorted(batch):
            table = batch[(op, ln)]
            counts = sorted({c for v in table.values() for c in v})
            md.append(f"### {op}, {ln}-byte messages")
            md.append("")
            md.append("| backend | threads | " + " | ".join(f"{c} msgs" for c in counts) + " |")
            md.append("|---|---" + "|---" * len(counts) + "|")
            for (backend, t) in sorted(table):
                cells = []
                for c in counts:
                    v = table[(backend, t)].get(c)
                    cells.append("" if v is None else f"{v[0]:.2f} c/B, {v[1]:.2f} GB/s")
                md.append(f"| {backend} | {t} | " + " | ".join(cells) + " |")
            md.append("")

    with open(f"{out_dir}/results.md", "w") as f:
        f.write("\n".join(md))

    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        print("make_report: matplotlib missing, no chart", file=sys.stderr)
        return
    fig, axes = plt.subplots(1, 3, figsize=(18, 5))
    for ax, alg in zip(axes[:2], ["Ascon-AEAD128-encrypt", "Ascon-Hash256"]):
        shown = [s for s in sizes if s > 0]
        whos = [w for w in labels + peers if (w, alg) in cpb]
        width = 0.8 / max(1, len(whos))
        for i, who in enumerate(whos):
            ax.bar([x + i * width for x in range(len(shown))], [cpb[(who, alg)].get(s, 0) for s in shown], width,
                   label=who)
        ax.set_xticks([x + 0.4 - width / 2 for x in range(len(shown))], [size_name(s) for s in shown])
        ax.set_yscale("log")
        ax.set_ylabel("TSC cycles per byte (lower is better)")
        ax.set_title(f"{alg}, one message")
        ax.legend(fontsize=8)
    ax = axes[2]
    for (op, ln) in sorted(batch):
        if ln != 1024:
            continue
        for (backend, t), v in sorted(batch[(op, ln)].items()):
            counts = sorted(v)
            ax.plot(counts, [v[c][1] for c in counts], marker="o", label=f"{op} {backend} x{t}")
    ax.set_xscale("log")
    ax.set_xlabel("messages of 1 KiB per batch")
    ax.set_ylabel("GB/s (higher is better)")
    ax.set_title("ascon::batch throughput")
    ax.legend(fontsize=6)
    fig.tight_layout()
    fig.savefig(f"{out_dir}/results.png", dpi=110)


if __name__ == "__main__":
    main()
