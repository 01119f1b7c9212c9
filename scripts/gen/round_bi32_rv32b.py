#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Writes include/ascon/rounds/round_bi32_rv32b.h: one Ascon round in RV32
assembly with the bit-manipulation instructions of Zbb or Zbkb (rori, andn,
orn) on bit-interleaved words, and checks it first by running the emitted
instructions on random states against the plain round of ascon_model.py
(interleaving before, de-interleaving after; one round and chains of 6, 8
and 12, every word back in its own operands after each round).

    python3 scripts/gen/round_bi32_rv32b.py --write   (--check: fail if the
                                                     header differs; no
                                                     option: print it)

The S-box is the ARMv7-M interleaved round's (round_bi32_armv7m.py: 15
instructions a half with three temporaries), lowered to RV32: EOR/ORR/ORN/BIC
become xor/or/orn/andn, the constant's EORs xor with a register. Its
outputs land in other operands than its inputs (v7m.OUT); where the ARMv7-M
round leaves them there and has the caller rename, this round's linear layer
puts every word back in its own operands (linear_chain: the words in a chain,
each working in the operands the one before freed, two moves at the end), so
the caller's loop keeps the ten halves in the same registers: the renaming
cost the size loop ten to fourteen moves a round, the chain two.
"""
import random

import round_bi32_armv7m as v7m
from ascon_model import M32, RC12, banner, deinterleave, emit, interleave, ror32, round_

OPS = {"eor": "xor", "orr": "or", "orn": "orn", "bic": "andn"}
SIM = {"xor": lambda a, b: a ^ b, "or": lambda a, b: a | b, "orn": lambda a, b: a | (~b & M32),
       "andn": lambda a, b: a & (~b & M32)}


def lower(code):
    """The ARMv7-M round's (op, rd, rn, rm, ror) as RV32 (op, rd, rs1, rs2 or imm)."""
    out = []
    for op, rd, rn, rm, r in code:
        if rm.startswith("#"):
            assert op == "eor" and rd == rn and not r
            out.append(("xori", rd, rn, rm))
        elif not r:
            out.append((OPS[op], rd, rn, rm))
        else:
            assert op == "eor"
            # rd free unless it is rn; else rm, a temporary the schedule reads
            # once (the simulation below fails if that is ever wrong).
            x = rd if rd != rn else rm
            assert x != rn and (x == rd or x.startswith("t"))
            out += [("rori", x, rm, r), ("xor", rd, rn, x)]
    return out


# The S-box part of the ARMv7-M round (the constant, then 15 instructions a
# half): its outputs land in other operands than the inputs (v7m.OUT).
SBOX_LEN = 2 + 2 * len(v7m.SBOX)
assert all(not r for *_, r in v7m.CODE[:SBOX_LEN])


def linear_chain():
    """The linear layer written so that every word ends in its own operands
    (OUT below is the identity: the caller renames nothing, where the
    ARMv7-M schedule's renaming cost the size loop's C ten moves a round).

    Each word's layer reads its two halves and needs two scratch registers;
    its results can go to those scratch registers (each is read last by the
    instruction that writes the result), after which its input operands are
    free. So the words go in a chain: the first (the one in x0's operands)
    uses t0, t1 and leaves its results there; each next word is the one
    whose own operands were just freed, and it works in them; the last
    frees the first one's operands, and two moves put it there. (op, rd, rs1,
    rs2 or rotation amount)."""
    where = {k: "x%d" % v7m.OUT[k] for k in range(5)}  # word k's halves after the S-box
    home = {where[k]: k for k in range(5)}  # the word sitting in an operand pair
    out = []
    k = home["x0"]
    first = k
    scratch = ("t0", "t1")
    for _ in range(5):
        src = where[k]
        se, so = src + "e", src + "o"
        ops = v7m.linear(k)  # (op, rd, rn, rm, ror) over a, b, e, o
        # the results: e' = e ^ ror(X), o' = o ^ ror(Y), {X, Y} = {a, b};
        # each result goes to the register of the temporary it reads
        x_e, x_o = ops[2][3], ops[3][3]
        assert {x_e, x_o} == {"a", "b"}
        reg = {x_e: scratch[0], x_o: scratch[1], "e": se, "o": so}
        for n, (op, rd, rn, rm, r) in enumerate(ops):
            assert op == "eor" and rn in "eo"
            d = reg[rd] if n < 2 else reg[rm]  # the results over the temporary they read
            if r:
                out += [("rori", d, reg[rm], r), ("xor", d, reg[rn], d)]
            else:
                out.append(("xor", d, reg[rn], reg[rm]))
        nxt_home = src  # its operands are free now
        if nxt_home == "x%d" % first:
            break
        # the word whose own operands were freed goes next, in them
        k = int(nxt_home[1])
        scratch = (nxt_home + "e", nxt_home + "o")
    assert nxt_home == "x%d" % first
    out += [("mv", "x%de" % first, "t0", None), ("mv", "x%do" % first, "t1", None)]
    return out


CODE = lower(v7m.CODE[:SBOX_LEN]) + linear_chain()
OUT = list(range(5))  # word k ends in operands x_k


def simulate(regs, ce, co):
    v = dict(regs)
    for op, rd, a, b in CODE:
        if op == "xori":
            v[rd] = v[a] ^ {"#ce": ce, "#co": co}[b]
        elif op == "rori":
            v[rd] = ror32(v[a], b)
        elif op == "mv":
            v[rd] = v[a]
        else:
            v[rd] = SIM[op](v[a], v[b])
    return v


def check():
    rnd = random.Random(20261128)
    names = ["x%d" % i for i in range(5)]
    for nrounds in (1, 6, 8, 12, 1, 6, 8, 12):
        for _ in range(50):
            x = [rnd.getrandbits(64) for _ in range(5)]
            var = {n: interleave(x[i]) for i, n in enumerate(names)}
            order = list(names)
            ref = list(x)
            for r in range(12 - nrounds, 12):
                ce, co = interleave(RC12[r])
                regs = {"t%d" % k: rnd.getrandbits(32) for k in range(3)}
                for i in range(5):
                    regs["x%de" % i], regs["x%do" % i] = var[order[i]]
                v = simulate(regs, ce, co)
                for i in range(5):
                    var[order[i]] = (v["x%de" % i], v["x%do" % i])
                order = [order[OUT[k]] for k in range(5)]
                ref = round_(ref, RC12[r])
            got = [deinterleave(*var[order[k]]) for k in range(5)]
            assert got == ref, "round_bi32_rv32b: mismatch after %d rounds" % nrounds


def text():
    """The round's lines, the constant's halves in registers (xor for the
    ARMv7-M round's EOR with an immediate)."""
    lines = []
    for op, rd, a, b in CODE:
        if op == "xori":
            lines.append('"%s %%[%s], %%[%s], %%[%s]\\n\\t"' % ("xor", rd, a, b[1:]))
        elif op == "rori":
            lines.append('"rori %%[%s], %%[%s], %d\\n\\t"' % (rd, a, b))
        elif op == "mv":
            lines.append('"mv %%[%s], %%[%s]\\n\\t"' % (rd, a))
        else:
            lines.append('"%s %%[%s], %%[%s], %%[%s]\\n\\t"' % (op, rd, a, b))
    return lines


def main():
    check()
    assert OUT == list(range(5))
    body = " \\\n  ".join(text())
    emit(banner(__file__, """, which checks every line of it
 * against the plain round of scripts/gen/ascon_model.py first: edit the
 * script, not this file.
 *
 * One round of the Ascon permutation in RV32 assembly with Zbb or Zbkb
 * (rori, andn, orn) on bit-interleaved words (detail/bi32.hpp: each 64-bit
 * word as its even bits and its odd bits, two 32-bit halves e and o), %d
 * instructions: the ARMv7-M interleaved round's S-box (round_bi32_armv7m.h),
 * then the linear layer with each rotated operand a rori of its own. Usable
 * from C and C++ (GNU inline assembly, GCC or clang); select.h (this folder)
 * chooses it for the size configuration's round loop
 * (permute_words in permutation.hpp) on RV32 with Zbb or Zbkb.
 *
 * Every word ends in the operands it came in (no renaming between rounds):
 * the S-box leaves its outputs in other operands than it took the inputs
 * from, and the linear layer writes each word's result into the operands
 * the word before it freed, in a chain that closes with two moves (one
 * loop keeps the halves in the same ten registers; the renaming the
 * ARMv7-M round asks for cost that loop ten moves or more a round). */
#ifndef ASCON_ROUNDS_ROUND_BI32_RV32B_H
#define ASCON_ROUNDS_ROUND_BI32_RV32B_H

#include <stdint.h>

#define ASCON_ROUND_BI32_RV32B_TEXT \\
  %s

/* x0e..x4o: uint32_t lvalues, the even and odd halves of the five words,
 * updated in place; ce, co: the round
 * constant's even and odd halves, uint32_t values (in registers: the size
 * configuration's loop counts the constant at run time). */
#define ASCON_ROUND_BI32_RV32B(x0e_, x0o_, x1e_, x1o_, x2e_, x2o_, x3e_, x3o_, x4e_, x4o_, ce_, co_)   \\
  do {                                                                                                  \\
    uint32_t ascon_t0_, ascon_t1_, ascon_t2_;                                                           \\
    __asm__(ASCON_ROUND_BI32_RV32B_TEXT                                                                 \\
            : [x0e] "+r"(x0e_), [x0o] "+r"(x0o_), [x1e] "+r"(x1e_), [x1o] "+r"(x1o_), [x2e] "+r"(x2e_), \\
              [x2o] "+r"(x2o_), [x3e] "+r"(x3e_), [x3o] "+r"(x3o_), [x4e] "+r"(x4e_), [x4o] "+r"(x4o_), \\
              [t0] "=&r"(ascon_t0_), [t1] "=&r"(ascon_t1_), [t2] "=&r"(ascon_t2_)                        \\
            : [ce] "r"(ce_), [co] "r"(co_));                                                            \\
  } while (0)

#endif
""" % (len(CODE), body)), "include/ascon/rounds/round_bi32_rv32b.h", __file__, doc=__doc__)


if __name__ == "__main__":
    main()
