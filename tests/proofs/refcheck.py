# SPDX-License-Identifier: Apache-2.0 OR MIT
"""The tool's round (spec.py) against the spec-literal C reference
(reference/ascon_ref.c), compiled and run on a few concrete states."""
import os, random, subprocess, tempfile
import z3
import spec


def check(root):
    with tempfile.TemporaryDirectory() as tmp:
        exe = os.path.join(tmp, "ref")
        subprocess.run(["cc", "-O1", "-I", os.path.join(root, "reference"), os.path.join(root, "tests/proofs/refcheck.c"),
                        os.path.join(root, "reference/ascon_ref.c"), "-o", exe], check=True)
        rnd = random.Random(800232)
        cases = [(r, [rnd.getrandbits(64) for _ in range(5)]) for r in (1, 6, 8, 12) for _ in range(3)]
        cases.append((12, [0] * 5))
        inp = "".join(f"{r} " + " ".join(f"{w:x}" for w in x) + "\n" for r, x in cases)
        out = subprocess.run([exe], input=inp, capture_output=True, text=True, check=True).stdout.split("\n")
        for (r, x), line in zip(cases, out):
            want = [int(w, 16) for w in line.split()]
            got = spec.permute(x, r)  # on Python ints
            sym = [z3.simplify(w).as_long() for w in spec.permute([z3.BitVecVal(w, 64) for w in x], r)]  # as z3 terms
            if got != want or sym != want:
                raise SystemExit(f"prove: the tool's round differs from reference/ on p[{r}] of {x}")
    print(f"prove: the z3 round equals reference/ascon_ref.c on {len(cases)} states")
