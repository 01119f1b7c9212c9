#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Writes include/ascon/rounds/round_armv6m_mem.h: one Ascon round in ARMv6-M
(Thumb-1) assembly on the state in memory, the round constant a run-time
operand, for the size configuration's loop (permute_words in
include/ascon/permutation.hpp); checks it first by running the emitted
instructions on random states against the plain model.

    python3 scripts/gen/round_armv6m_mem.py --write   (--check: fail if the
                                                      header differs; no
                                                      option: print it)

Why not the speed configuration's round (round_armv6m.h): it keeps the ten
halves in thirteen registers and leaves them in other registers than it
found them (the operand names rotate over twelve rounds), so it cannot be
the body of a loop without unrolling the loop. This one reads the halves
from memory and writes them back, so every round starts and ends alike:

  * the S-box on the five low halves: five LDRs, the constant (a high
    register) XORed into word 2's, the S-box (ASCON_ARMV6M_SBOX_ of
    round_armv6m.h, 19 instructions, two temporaries), five STRs;
  * the S-box on the five high halves, whose results stay in registers but
    word 4's (stored, to free a third register for the linear layer);
  * the linear layer word by word: the low half loaded, 16 instructions
    with two temporaries, both halves stored; word 4 last, both loaded.

152 instructions a round, 2 more to move the constant in; eight low
registers (the base and seven temporaries: r7 must not be a frame pointer,
as for round_armv6m.h) and one high register (the constant).
"""
import random
import sys

from ascon_model import M32 as MASK, ROT, banner, emit, round_ as ref_round

TEMPS = ["t%d" % i for i in range(7)]


def sbox(code, r):
    """ASCON_ARMV6M_SBOX_(r0..r4, t0, t1) of round_armv6m.h; the results in
    r0, r3, r4, t1, t0 (words 0..4)."""
    code.append(("sbox", tuple(r)))
    return [r[0], r[3], r[4], r[6], r[5]]


def linear(code, w, u, v, p, q, r=None):
    """Word w's linear layer on its halves u (bits 0..31) and v (32..63), in
    place, p and q (and r for word 4) temporaries."""
    a, b = ROT[w]
    if w == 4:  # 7 and 41: no shared shift
        code += [("lsrs", p, u, 7), ("lsls", q, u, 23), ("eors", p, q), ("lsls", q, v, 25), ("eors", p, q),
                 ("lsrs", q, v, 9), ("eors", p, q),
                 ("lsrs", r, v, 7), ("lsls", q, v, 23), ("eors", r, q), ("lsls", q, u, 25), ("eors", r, q),
                 ("lsrs", q, u, 9), ("eors", r, q), ("eors", u, p), ("eors", v, r)]
        return
    # x ^ (x >>> a) ^ (x >>> b), a < b: out_u = u ^ R(u) ^ L(v), out_v =
    # v ^ R(v) ^ L(u) with R(x) = (x ^ x >> (b - a)) >> a, L(x) =
    # (x ^ x << (b - a)) << (32 - b); for a, b >= 32 the halves trade R.
    swap = a >= 32
    if swap:
        a, b = b - 32, a - 32
    d = b - a
    rsrc, lsrc = (v, u) if swap else (u, v)
    code += [("lsrs", p, rsrc, d), ("eors", p, rsrc), ("lsrs", p, p, a),
             ("lsls", q, lsrc, d), ("eors", q, lsrc), ("lsls", q, q, 32 - b), ("eors", p, q)]
    if swap:  # out_v = v ^ R(u) ^ L(v)
        code += [("lsls", q, v, d), ("eors", q, v), ("lsls", q, q, 32 - b), ("eors", v, q),
                 ("lsrs", q, u, d), ("eors", q, u), ("lsrs", q, q, a), ("eors", v, q)]
    else:  # out_v = v ^ R(v) ^ L(u)
        code += [("lsrs", q, v, d), ("eors", q, v), ("lsrs", q, q, a), ("eors", v, q),
                 ("lsls", q, u, d), ("eors", q, u), ("lsls", q, q, 32 - b), ("eors", v, q)]
    code.append(("eors", u, p))


def build():
    """The round as (op, operands...): ldr/str (reg, byte offset from s),
    mov from c, the S-box, and two-operand or shift instructions."""
    code = []
    t = TEMPS
    # The low halves (offset 8w) and the constant into word 2's.
    for w in range(5):
        code.append(("ldr", t[w], 8 * w))
    code += [("movc", t[5]), ("eors", t[2], t[5])]
    out = sbox(code, t)
    for w in range(5):
        code.append(("str", out[w], 8 * w))
    # The high halves (offset 8w + 4): kept in registers but word 4's.
    for w in range(5):
        code.append(("ldr", t[w], 8 * w + 4))
    hi = sbox(code, t)
    code.append(("str", hi[4], 36))
    free = [x for x in t if x not in hi[:4]]
    for w in range(4):
        u, p, q = free[:3]
        code.append(("ldr", u, 8 * w))
        linear(code, w, u, hi[w], p, q)
        code += [("str", u, 8 * w), ("str", hi[w], 8 * w + 4)]
        free = [x for x in t if x not in hi[w + 1:4]]
    u, v, p, q, r = free[:5]
    code += [("ldr", u, 32), ("ldr", v, 36)]
    linear(code, 4, u, v, p, q, r)
    code += [("str", u, 32), ("str", v, 36)]
    return code


SBOX = [("eors", 0, 4), ("eors", 4, 3), ("eors", 2, 1), ("movs", 5, 1), ("bics", 5, 0), ("eors", 5, 4),
        ("movs", 6, 0), ("bics", 6, 5), ("eors", 6, 3), ("bics", 4, 6), ("eors", 4, 2), ("bics", 3, 4),
        ("eors", 3, 1), ("bics", 2, 1), ("eors", 0, 2), ("eors", 3, 0), ("eors", 0, 5), ("eors", 6, 4),
        ("mvns", 4, 4)]  # ASCON_ARMV6M_SBOX_'s text, its operands numbered r0..r4, t0, t1


def run(code, mem, c):
    """Runs the round on mem (ten halves, s[2w] low) with constant c."""
    r = {x: random.getrandbits(32) for x in TEMPS}
    mem = list(mem)
    for ins in code:
        op = ins[0]
        if op == "sbox":
            code2 = [(o, ins[1][d], ins[1][s]) for o, d, s in SBOX]
            for o, d, s in code2:
                r[d] = {"eors": r[d] ^ r[s], "movs": r[s], "bics": r[d] & ~r[s] & MASK, "mvns": ~r[s] & MASK}[o]
        elif op == "ldr":
            r[ins[1]] = mem[ins[2] // 4]
        elif op == "str":
            mem[ins[2] // 4] = r[ins[1]]
        elif op == "movc":
            r[ins[1]] = c
        elif op == "eors":
            r[ins[1]] ^= r[ins[2]]
        elif op == "lsls":
            r[ins[1]] = (r[ins[2]] << ins[3]) & MASK
        elif op == "lsrs":
            r[ins[1]] = r[ins[2]] >> ins[3]
        else:
            raise ValueError(op)
    return mem


def check(code):
    rnd = random.Random(3)
    for _ in range(2000):
        x = [rnd.getrandbits(64) for _ in range(5)]
        c = rnd.randrange(256)
        mem = [h for w in x for h in (w & MASK, w >> 32)]
        want = ref_round(x, c)
        if run(code, mem, c) != [h for w in want for h in (w & MASK, w >> 32)]:
            raise SystemExit("round_armv6m_mem: the round does not match the model")


def text(code):
    out = []
    for ins in code:
        op = ins[0]
        if op == "sbox":
            out.append("ASCON_ARMV6M_SBOX_(%s)" % ", ".join(ins[1]))
        elif op in ("ldr", "str"):
            out.append('"%s %%[%s], [%%[s], #%d]\\n\\t"' % (op, ins[1], ins[2]))
        elif op == "movc":
            out.append('"mov %%[%s], %%[c]\\n\\t"' % ins[1])
        elif op in ("lsls", "lsrs"):
            out.append('"%s %%[%s], %%[%s], #%d\\n\\t"' % ins)
        else:
            out.append('"%s %%[%s], %%[%s]\\n\\t"' % ins)
    return out


def count(code):
    return sum(len(SBOX) if ins[0] == "sbox" else 1 for ins in code)


def main():
    code = build()
    check(code)
    n = count(code)
    lines = text(code)
    body = "".join("  %s \\\n" % ln for ln in lines)
    temps = ", ".join("ascon_%s_" % x for x in TEMPS)
    outs = ", ".join('[%s] "=&l"(ascon_%s_)' % (x, x) for x in TEMPS)
    out = banner(__file__, """, which checks every
 * line of it against the plain model first: edit the script, not this file.
 *
 * One Ascon round in ARMv6-M (Thumb-1) assembly on the state in memory, %d
 * instructions: the size configuration's loop body on Cortex-M0/M0+/M1
 * (permute_words in include/ascon/permutation.hpp; select.h, this folder,
 * chooses it). The speed configuration's round (round_armv6m.h) keeps the
 * state in thirteen registers whose roles rotate from round to round, so it
 * runs whole permutations only; this one reads the ten halves and writes them
 * back, so any number of rounds is this text in a loop. It shares that
 * round's S-box text. The script's comments say how it goes.
 *
 * ASCON_ROUND_ARMV6M_MEM(state, rc): state points to the state as ten
 * uint32_t, the halves of word w at [2w] (bits 0..31) and [2w + 1] (bits
 * 32..63), the little-endian layout of five uint64_t; rc the round constant
 * (a uint32_t value).
 * It needs eight low registers (r7 must not be a frame pointer: GCC omits it
 * when optimising, clang needs -fomit-frame-pointer) and one high register. */
#ifndef ASCON_ROUNDS_ROUND_ARMV6M_MEM_H
#define ASCON_ROUNDS_ROUND_ARMV6M_MEM_H

#include <stdint.h>

#include "round_armv6m.h"

#define ASCON_ROUND_ARMV6M_MEM_TEXT \\
""" % n) + body + """
#define ASCON_ROUND_ARMV6M_MEM(state, rc) \\
  do { \\
    uint32_t %s; \\
    __asm__ __volatile__(".syntax unified\\n\\t" /* GCC wraps inline asm in divided syntax on Thumb-1 */ \\
                         ASCON_ROUND_ARMV6M_MEM_TEXT \\
                         : %s \\
                         : [s] "l"(state), [c] "h"(rc) \\
                         : "cc", "memory"); \\
  } while (0)

#endif
""" % (temps, outs)
    emit(out, "include/ascon/rounds/round_armv6m_mem.h", __file__, doc=__doc__)
    print("round_armv6m_mem: %d instructions, checked" % n, file=sys.stderr)


if __name__ == "__main__":
    main()
