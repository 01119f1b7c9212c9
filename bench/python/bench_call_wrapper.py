# SPDX-License-Identifier: Apache-2.0 OR MIT
"""What the signature-carrying wrappers of the native functions cost per call.

Every public native function and method of ascon_native is a small C object
that forwards the call (vectorcall) to the nanobind function it wraps
(``__wrapped__``) and gives inspect.signature() a real signature. This times,
in one process and interleaved, each call through the wrapper and straight to
the nanobind function: the minimum over many repeats of timeit's mean per call.

    python bench/python/bench_call_wrapper.py [--repeat 200] [--number 20000]

Methods called on an instance (aead.encrypt(...)) go through the wrapper's
method-descriptor path; the raw nanobind method is timed as
nb_method(aead, ...), which skips the attribute lookup, so compare the method
rows with the same script run on a build without the wrappers.
"""

import argparse
import timeit

import ascon_native as a


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=200)
    ap.add_argument("--number", type=int, default=20000)
    args = ap.parse_args()

    key = bytes(16)
    aead = a.AsconAEAD128(key)
    # Both columns call a global name: no module attribute lookup in either.
    env = {"hash256": a.hash256, "xof128": a.xof128, "d16": bytes(16), "nonce": bytes(16), "aead": aead,
           "pt": bytes(16)}
    wrapped = hasattr(a.hash256, "__wrapped__")
    if wrapped:
        env.update(raw_hash256=a.hash256.__wrapped__, raw_xof128=a.xof128.__wrapped__,
                   raw_encrypt=a.AsconAEAD128.encrypt.__wrapped__)
    cases = [
        ("hash256(16 B)", "hash256(d16)", "raw_hash256(d16)"),
        ("xof128(16 B, 32)", "xof128(d16, 32)", "raw_xof128(d16, 32)"),
        ("aead.encrypt(16 B)", "aead.encrypt(nonce, pt, None)", "raw_encrypt(aead, nonce, pt, None)"),
    ]
    timers = []
    for label, stmt, raw in cases:
        timers.append((label, timeit.Timer(stmt, globals=env), timeit.Timer(raw, globals=env) if wrapped else None))
    best = {label: [float("inf"), float("inf")] for label, _, _ in timers}
    for _ in range(args.repeat):  # interleaved: a load change hits both columns alike
        for label, t, r in timers:
            best[label][0] = min(best[label][0], t.timeit(args.number) / args.number)
            if r is not None:
                best[label][1] = min(best[label][1], r.timeit(args.number) / args.number)
    print(f"ascon_native {a.__version__} ({a.implementation}); wrappers: {'yes' if wrapped else 'no'}")
    print("| call | public name, ns | nanobind function, ns | difference, ns |")
    print("|---|---:|---:|---:|")
    for label, (pub, raw) in best.items():
        if wrapped:
            print(f"| {label} | {pub * 1e9:.1f} | {raw * 1e9:.1f} | {(pub - raw) * 1e9:+.1f} |")
        else:
            print(f"| {label} | {pub * 1e9:.1f} | - | - |")


if __name__ == "__main__":
    main()
