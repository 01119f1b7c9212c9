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
outputs land in other operands than its inputs (v7m.OUT, a five-cycle);
where the ARMv7-M round leaves them there and has the caller rename, this
round parks the word left in x0's operands in two temporaries (sbox()) and
then runs the linear layer as a chain, each word working in the operands
the one before freed (linear_chain()), so every word ends in its own
operands with no move, 71 instructions as before: the caller's loop keeps
the ten halves in the same registers, where the renaming cost the size
loop ten to fourteen moves a round.
"""
import random

import round_bi32_armv7m as v7m
from ascon_model import M32, RC12, banner, deinterleave, emit, interleave, ror32, round_

OPS = {"eor": "xor", "orr": "or", "orn": "orn", "bic": "andn"}
SIM = {"xor": lambda a, b: a ^ b, "or": lambda a, b: a | b, "orn": lambda a, b: a | (~b & M32),
       "andn": lambda a, b: a & (~b & M32)}


# Where each word is after the S-box: the ARMv7-M S-box leaves word k in
# the operands of input word v7m.OUT[k], a five-cycle; here the word it
# leaves in x0's operands goes to temporaries instead (PARK_E, PARK_O: its
# even and odd halves), which breaks the cycle so the linear layer can put
# every word back in its own operands without a move.
PARK_E, PARK_O = "t2", "t0"


def sbox():
    """The constant and the S-box, lowered from the ARMv7-M round's, but the
    last instruction of each half, which writes the result in x0's operand,
    writes it to a register that is free by then: the e half's to t2 (its
    c, read last by the instruction before), the o half's to t0 (its a,
    read last by that instruction). The o half's c is then x0e (free once
    the e half's result left it)."""
    code = [("xori", "x2e", "x2e", "#ce"), ("xori", "x2o", "x2o", "#co")]
    last = max(i for i, (_, rd, _, _) in enumerate(v7m.SBOX) if rd == "x0")
    assert last == len(v7m.SBOX) - 1 and v7m.SBOX[last] == ("eor", "x0", "x0", "a")
    assert v7m.SBOX[last - 1] == ("orr", "x0", "x0", "c")
    assert all("c" not in (rn, rm) for _, _, rn, rm in v7m.SBOX[last:])
    for h, tmp, park in (("e", {"a": "t0", "b": "t1", "c": "t2"}, PARK_E),
                         ("o", {"a": "t0", "b": "t1", "c": "x0e"}, PARK_O)):
        for i, (op, rd, rn, rm) in enumerate(v7m.SBOX):
            name = lambda r: tmp[r] if r in tmp else r + h
            code.append((OPS[op], park if i == last else name(rd), name(rn), name(rm)))
    return code


def linear_chain():
    """The linear layer written so that every word ends in its own operands
    (OUT below is the identity: the caller renames nothing, where the
    ARMv7-M round's renaming cost the size loop's C ten moves or more a
    round).

    Each word's layer reads its two halves and needs two scratch registers;
    its results can go to those scratch registers (each is read last by the
    instruction that writes the result), after which its input operands are
    free. So the words go in a chain: x0's operands are free after the S-box
    (sbox()); the word that belongs there goes first, working in them; then
    the word that belongs in the operands it freed; and so on, the parked
    word last, into the operands the one before it freed. (op, rd, rs1, rs2
    or rotation amount)."""
    home = {k: "x%d" % v7m.OUT[k] for k in range(5)}  # word k's operands after the S-box
    parked = v7m.OUT.index(0)
    home[parked] = None
    out = []
    free = "x0"
    done = []
    while True:
        k = int(free[1])  # the word that belongs in the free operands
        se, so = (home[k] + "e", home[k] + "o") if home[k] else (PARK_E, PARK_O)
        ops = v7m.linear(k)  # (op, rd, rn, rm, ror) over a, b, e, o
        # the results: e' = e ^ ror(X), o' = o ^ ror(Y), {X, Y} = {a, b};
        # each result goes to the register of the temporary it reads
        x_e, x_o = ops[2][3], ops[3][3]
        assert {x_e, x_o} == {"a", "b"}
        reg = {x_e: free + "e", x_o: free + "o", "e": se, "o": so}
        for n, (op, rd, rn, rm, r) in enumerate(ops):
            assert op == "eor" and rn in "eo"
            d = reg[rd] if n < 2 else reg[rm]  # the results over the temporary they read
            if r:
                out += [("rori", d, reg[rm], r), ("xor", d, reg[rn], d)]
            else:
                out.append(("xor", d, reg[rn], reg[rm]))
        done.append(k)
        if k == parked:
            break
        free = home[k]  # its operands are free now
    assert sorted(done) == list(range(5))
    return out


CODE = sbox() + linear_chain()
OUT = list(range(5))  # word k ends in operands x_k


def simulate(regs, ce, co):
    v = dict(regs)
    for op, rd, a, b in CODE:
        if op == "xori":
            v[rd] = v[a] ^ {"#ce": ce, "#co": co}[b]
        elif op == "rori":
            v[rd] = ror32(v[a], b)
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
 * Every word ends in the operands it came in (no renaming between rounds,
 * no moves): the S-box leaves its outputs in other operands than it took
 * the inputs from, the one in x0's operands in two temporaries instead,
 * and the linear layer writes each word's result into the operands the
 * word before it freed, a chain that ends with the parked word (a loop
 * keeps the halves in the same ten registers; the renaming the ARMv7-M
 * round asks for cost that loop ten moves or more a round). */
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
