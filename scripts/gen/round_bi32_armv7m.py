#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Writes include/ascon/rounds/round_bi32_armv7m.h: one Ascon round in
ARMv7-M (Thumb-2) assembly on bit-interleaved words, and checks it first by
running the emitted instructions on random states against a plain Python
round on 64-bit words (interleaving before, de-interleaving after; one round
and chains of 6, 8 and 12 with the operand names rotating as the header says).

    python3 scripts/gen/round_bi32_armv7m.py --write   (--check: fail if the
                                                       header differs; no
                                                       option: print it)

The round, 52 instructions (the constant 2, the S-box 2 x 15, the linear
layer 5 x 4), 13 registers (the ten halves and three temporaries):
  * S-box: per half, 15 instructions with three temporaries, after the
    formulation of the S-box in L. Jellema's thesis "Optimizing Ascon on
    RISC-V" (three XORs of input pairs, then each output as one OR/ORN/BIC
    and one XOR). Its outputs land in other registers than the textbook
    order's: y0 where x3 was, y1 in x2's, y2 in x4's... (OUT below); the
    caller renames instead of moving (the next round's operands rotate).
  * Linear layer: x ^= (x >>> a) ^ (x >>> b) is x ^ ((x ^ (x >>> (b - a)))
    >>> a); on interleaved halves a 64-bit rotation is a 32-bit rotation of
    each half (odd amounts also swap them), which the barrel shifter applies
    to an operand: two EORs a half, four a word, with two temporaries.
"""
import random

from ascon_model import M32 as MASK, RC12 as RC, ROT, banner, deinterleave, emit, interleave, ror32 as ror
from ascon_model import round_ as round_ref, sbox as sbox_ref

# The S-box on one half: operands x0..x4 (inputs, constant already added),
# temporaries a, b, c. (op, rd, rn, rm): eor/orr: rn op rm; orn: rn | ~rm;
# bic: rn & ~rm.
SBOX = [
    ("eor", "a", "x1", "x2"),  # a = x1 ^ x2
    ("eor", "b", "x0", "x4"),  # b = x0 ^ x4
    ("eor", "c", "x3", "x4"),  # c = x3 ^ x4
    ("orn", "x4", "x3", "x4"),
    ("eor", "x4", "x4", "a"),  # (x3 | ~x4) ^ a
    ("eor", "x3", "x3", "x1"),
    ("orr", "x3", "x3", "a"),
    ("eor", "x3", "x3", "b"),  # ((x3 ^ x1) | a) ^ b
    ("eor", "x2", "x2", "b"),
    ("orr", "x2", "x2", "x1"),
    ("eor", "x2", "x2", "c"),  # ((x2 ^ b) | x1) ^ c
    ("bic", "x1", "x1", "b"),
    ("eor", "x1", "x1", "c"),  # (x1 & ~b) ^ c
    ("orr", "x0", "x0", "c"),
    ("eor", "x0", "x0", "a"),  # (x0 | c) ^ a
]
# Where output word k of the S-box is: OUT[k] is the input operand holding it.
OUT = None  # found by simulation below (and checked)


def run_sbox(vals):
    v = dict(vals)
    for op, rd, rn, rm in SBOX:
        a, b = v[rn], v[rm]
        v[rd] = {"eor": a ^ b, "orr": a | b, "orn": a | (~b & MASK), "bic": a & (~b & MASK)}[op]
    return v


def find_out():
    # Bit-sliced over all 32 inputs at once: word i's bit j is input j's bit i.
    xs = [sum(((j >> (4 - i)) & 1) << j for j in range(32)) for i in range(5)]
    v = run_sbox({"x%d" % i: xs[i] for i in range(5)})
    ref = sbox_ref(xs)
    out = []
    for k in range(5):
        hits = [i for i in range(5) if v["x%d" % i] == ref[k] & MASK]
        assert len(hits) == 1, "S-box output %d not found" % k
        out.append(hits[0])
    assert sorted(out) == list(range(5))
    return out


OUT = find_out()


def half_rot(n):
    """rotr64 by n on (e, o): (source of new e, its ror), (source of new o, its ror)."""
    if n % 2 == 0:
        return ("e", n // 2), ("o", n // 2)
    return ("o", (n - 1) // 2), ("e", (n + 1) // 2)


def linear(w):
    """The linear layer of word w (operands we, wo), temporaries a, b:
    u = x ^ (x >>> d), x ^= u >>> r1. (op, rd, rn, rm, ror)."""
    r1, r2 = sorted(ROT[w])
    d = r2 - r1
    (se, ke), (so, ko) = half_rot(d)
    code = [("eor", "a", "e", se, ke), ("eor", "b", "o", so, ko)]  # a = u_e, b = u_o
    (se, ke), (so, ko) = half_rot(r1)
    tmp = {"e": "a", "o": "b"}
    code += [("eor", "e", "e", tmp[se], ke), ("eor", "o", "o", tmp[so], ko)]
    return code


def round_code():
    """The emitted round on operands x0e..x4o (x_ = the word's names on
    entry), temporaries t0..t2; the round constant halves ce, co."""
    code = [("eor", "x2e", "x2e", "#ce", 0), ("eor", "x2o", "x2o", "#co", 0)]
    tmp = {"a": "t0", "b": "t1", "c": "t2"}
    for h in "eo":
        for op, rd, rn, rm in SBOX:
            name = lambda r: tmp[r] if r in tmp else r + h
            code.append((op, name(rd), name(rn), name(rm), 0))
    for k in range(5):  # output word k sits in input operand OUT[k]
        w = "x%d" % OUT[k]
        m = {"a": "t0", "b": "t1", "e": w + "e", "o": w + "o"}
        for op, rd, rn, rm, r in linear(k):
            code.append((op, m[rd], m[rn], m[rm], r))
    return code


CODE = round_code()


def simulate(regs, ce, co):
    v = dict(regs)
    v["#ce"], v["#co"] = ce, co
    for op, rd, rn, rm, r in CODE:
        a, b = v[rn], ror(v[rm], r)
        v[rd] = {"eor": a ^ b, "orr": a | b, "orn": a | (~b & MASK), "bic": a & (~b & MASK)}[op]
    return v


def check():
    rnd = random.Random(20261127)
    names = ["x%d" % i for i in range(5)]
    for nrounds in (1, 6, 8, 12, 1, 6, 8, 12):
        for _ in range(50):
            x = [rnd.getrandbits(64) for _ in range(5)]
            # var[k]: the variable that holds logical word k; variables hold (e, o)
            var = {n: interleave(x[i]) for i, n in enumerate(names)}
            order = list(names)
            ref = list(x)
            for r in range(12 - nrounds, 12):
                ce, co = interleave(RC[r])
                regs = {}
                for i in range(5):
                    regs["x%de" % i], regs["x%do" % i] = var[order[i]]
                v = simulate(regs, ce, co)
                for i in range(5):
                    var[order[i]] = (v["x%de" % i], v["x%do" % i])
                # logical word k is now in the operand of input word OUT[k]
                order = [order[OUT[k]] for k in range(5)]
                ref = round_ref(ref, RC[r])
            got = [deinterleave(*var[order[k]]) for k in range(5)]
            assert got == ref, "mismatch after %d rounds" % nrounds


def text():
    lines = []
    for op, rd, rn, rm, r in CODE:
        if rm.startswith("#"):
            lines.append('"%s %%[%s], %%[%s], %%[%s]\\n\\t"' % (op, rd, rn, rm[1:]))
        elif r:
            lines.append('"%s %%[%s], %%[%s], %%[%s], ror #%d\\n\\t"' % (op, rd, rn, rm, r))
        elif rd == rn and op != "orn":
            # the flag-setting two-operand form: 16 bits when both are low registers
            lines.append('"%ss %%[%s], %%[%s]\\n\\t"' % (op, rd, rm))
        else:
            lines.append('"%s %%[%s], %%[%s], %%[%s]\\n\\t"' % (op, rd, rn, rm))
    return lines


def main():
    check()
    perm = ", ".join("y%d in x%d's" % (k, OUT[k]) for k in range(5))
    nxt = ", ".join("x%d" % OUT[k] for k in range(5))
    body = " \\\n  ".join(text())
    emit(banner(__file__, """, which checks every line of it
 * against a plain Python round first: edit the script, not this file.
 *
 * One round of the Ascon permutation in ARMv7-M (Thumb-2) assembly on
 * bit-interleaved words (detail/bi32.hpp: each 64-bit word as its even bits
 * and its odd bits, two 32-bit halves e and o), %d instructions: the round
 * constant 2, the S-box 2 x 15 (three temporaries; after the formulation in
 * L. Jellema's thesis "Optimizing Ascon on RISC-V"), the linear layer 5 x 4
 * (a 64-bit rotation of an interleaved word is a 32-bit rotation of each
 * half, folded into an EOR operand by the barrel shifter). Usable from C
 * and C++ (GNU inline assembly, gcc and clang); the interleaved sponges and
 * duplexes of the C++ core run it on ARMv7-M and ARMv8-M Mainline
 * (select.h in this folder chooses it; detail/state_rep.hpp runs it), and
 * the C++ round on Bi32Word stays the reference it is tested against
 * (tests/embedded/kat_baremetal.cpp).
 *
 * The S-box leaves its outputs in other operands than it took the inputs
 * from: %s
 * halves. Rather than move them, the caller renames: the next round takes
 * (%s) as its (x0, ..., x4); after five rounds the names are back
 * where they started. */
#ifndef ASCON_ROUNDS_ROUND_BI32_ARMV7M_H
#define ASCON_ROUNDS_ROUND_BI32_ARMV7M_H

#include <stdint.h>

#define ASCON_ROUND_BI32_ARMV7M_TEXT \\
  %s

/* x0e..x4o: uint32_t lvalues, the even and odd halves of the five words,
 * updated in place (the results renamed as above); ce, co: the round
 * constant's even and odd halves, integer constant expressions. */
#define ASCON_ROUND_BI32_ARMV7M(x0e_, x0o_, x1e_, x1o_, x2e_, x2o_, x3e_, x3o_, x4e_, x4o_, ce_, co_)       \\
  do {                                                                                                  \\
    uint32_t ascon_t0_, ascon_t1_, ascon_t2_;                                                           \\
    __asm__(ASCON_ROUND_BI32_ARMV7M_TEXT                                                                \\
            : [x0e] "+r"(x0e_), [x0o] "+r"(x0o_), [x1e] "+r"(x1e_), [x1o] "+r"(x1o_), [x2e] "+r"(x2e_), \\
              [x2o] "+r"(x2o_), [x3e] "+r"(x3e_), [x3o] "+r"(x3o_), [x4e] "+r"(x4e_), [x4o] "+r"(x4o_), \\
              [t0] "=&r"(ascon_t0_), [t1] "=&r"(ascon_t1_), [t2] "=&r"(ascon_t2_)                        \\
            : [ce] "i"(ce_), [co] "i"(co_)                                                              \\
            : "cc");                                                                                    \\
  } while (0)

#endif
"""
        % (len(CODE), perm, nxt, body)), "include/ascon/rounds/round_bi32_armv7m.h", __file__, doc=__doc__)


if __name__ == "__main__":
    main()
