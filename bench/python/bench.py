#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Benchmarks ascon_native against hashlib and the pure-Python `ascon` package,
and its 1 MiB throughput against the C++ core, in one run; prints a Markdown table.

    python bench/python/bench.py            # needs ascon_native installed (pip install .)
    python bench/python/bench.py --no-cpp   # skip compiling the C++ timing program

Per-call figures are the best of 5 timeit repeats of many calls (least
disturbed by other load); 1 MiB figures are the best of 30 single calls (the
pure-Python package: one call), throughput is 1 MiB divided by that. The C++
column comes from bench/python/cpp_throughput.cpp, compiled here with
`c++ -O3 -std=c++20 -Iinclude` (the extension is built -O3 too) and timed the
same way (best of 10 calls), alternating with the Python calls over 5 rounds
so that both meet the same background load; each side keeps its best.
"""

import argparse
import hashlib
import os
import pathlib
import subprocess
import sys
import tempfile
import timeit

import ascon_native

try:
    import ascon as pure_ascon  # the pure-Python v1.2 package (pip install ascon==0.0.9)
except ImportError:
    pure_ascon = None

ROOT = pathlib.Path(__file__).resolve().parents[2]
MIB = 1 << 20


def best_per_call(fn, number, repeat=5):
    return min(timeit.repeat(fn, number=number, repeat=repeat)) / number


def cpp_vs_python(py_calls, rounds=5, reps=10):
    """Best-of times of the C++ program and of the Python calls, taken in
    alternating rounds so that both see the same background load."""
    src = ROOT / "bench/python/cpp_throughput.cpp"
    best_cpp, best_py = {}, {}
    with tempfile.TemporaryDirectory() as tmp:
        exe = pathlib.Path(tmp) / "cpp_throughput"
        cxx = os.environ.get("CXX", "c++")
        subprocess.run([cxx, "-O3", "-DNDEBUG", "-std=c++20", f"-I{ROOT / 'include'}", str(src), "-o", str(exe)],
                       check=True)
        for _ in range(rounds):
            out = subprocess.run([str(exe), str(reps)], check=True, capture_output=True, text=True).stdout
            for name, sec in (line.split() for line in out.splitlines()):
                best_cpp[name] = min(float(sec), best_cpp.get(name, float("inf")))
            for name, fn in py_calls.items():
                best_py[name] = min(best_per_call(fn, 1, repeat=reps), best_py.get(name, float("inf")))
    return best_cpp, best_py


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--no-cpp", action="store_true", help="do not compile and run the C++ timing program")
    ap.add_argument("--quick", action="store_true", help="fewer iterations (a smoke run)")
    args = ap.parse_args()
    scale = 0.1 if args.quick else 1.0
    n_small, n_big = max(1, int(200_000 * scale)), max(3, int(30 * scale))

    empty, small, big = b"", bytes(range(64)), b"a" * MIB
    key, nonce = bytes(16), bytes(16)
    aead = ascon_native.AsconAEAD128(key)

    rows = []  # (name, empty s/call, 64 B s/call, 1 MiB s/call)

    def add(name, make, n_small=n_small, n_big=n_big):
        # 1 MiB: the best of n_big single calls, as the C++ program does.
        rows.append((name, best_per_call(make(empty), n_small), best_per_call(make(small), n_small),
                     best_per_call(make(big), 1, repeat=n_big)))

    add("ascon_native.hash256(data)", lambda d: lambda: ascon_native.hash256(d))
    add("ascon_native.ascon_hash256(data).digest()", lambda d: lambda: ascon_native.ascon_hash256(d).digest())
    add("hashlib.sha256(data).digest()", lambda d: lambda: hashlib.sha256(d).digest())
    add("hashlib.blake2b(data).digest()", lambda d: lambda: hashlib.blake2b(d).digest())
    if pure_ascon is not None:  # pure Python: ~10^4 times slower, so far fewer calls
        add("ascon 0.0.9 hash (pure Python, Ascon-Hash v1.2)", lambda d: lambda: pure_ascon.hash(d),
            n_small=max(1, int(200 * scale)), n_big=1)
    add("ascon_native.AsconAEAD128.encrypt(nonce, data, None)", lambda d: lambda: aead.encrypt(nonce, d, None))

    if not args.no_cpp:
        cpp, py = cpp_vs_python({"hash256_1MiB": lambda: ascon_native.hash256(big),
                                 "aead128_encrypt_1MiB": lambda: aead.encrypt(nonce, big, None)},
                                rounds=2 if args.quick else 5)
        # Short inputs: the Python call minus the C++ core's time for the same hash is the binding's overhead.
        for name, data in (("hash256_empty", empty), ("hash256_64B", small)):
            py[name] = min(best_per_call(lambda: ascon_native.hash256(data), n_small) for _ in range(3))

    def fmt_t(s):
        return f"{s * 1e9:,.0f} ns" if s < 1e-3 else f"{s * 1e3:,.2f} ms"

    print(f"Python {sys.version.split()[0]}, ascon_native {ascon_native.__version__}\n")
    print("| call | empty input | 64 bytes | 1 MiB | 1 MiB throughput |")
    print("| --- | ---: | ---: | ---: | ---: |")
    for name, e, s, b in rows:
        print(f"| `{name}` | {fmt_t(e)} | {fmt_t(s)} | {fmt_t(b)} | {MIB / b / 1e6:,.1f} MB/s |")
    if not args.no_cpp:
        print("\n| 1 MiB, C++ core vs Python binding (alternating rounds) | C++ | Python | Python / C++ throughput |")
        print("| --- | ---: | ---: | ---: |")
        for label, name in [("Ascon-Hash256", "hash256_1MiB"), ("Ascon-AEAD128 encrypt", "aead128_encrypt_1MiB")]:
            c, p = cpp[name], py[name]
            print(f"| {label} | {MIB / c / 1e6:,.1f} MB/s | {MIB / p / 1e6:,.1f} MB/s | {c / p:.1%} |")
        print("\n| `hash256(data)` per call | C++ core | Python | binding overhead (Python - C++) |")
        print("| --- | ---: | ---: | ---: |")
        for label, name in [("empty input", "hash256_empty"), ("64 bytes", "hash256_64B")]:
            c, p = cpp[name], py[name]
            print(f"| {label} | {fmt_t(c)} | {fmt_t(p)} | {fmt_t(p - c)} |")

if __name__ == "__main__":
    main()
