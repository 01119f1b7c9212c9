#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Writes include/ascon/rounds/round_armv6m.h: one Ascon round in ARMv6-M
(Thumb-1) assembly, and checks it first by running the emitted instructions
on random states against a plain Python round.

    python3 scripts/gen/round_armv6m.py --write   (--check: fail if the
                                                  header differs; no option:
                                                  print it)

Why a generator: with eight low registers and five high ones (only MOV
reaches those) the round is a register-allocation puzzle; the schedule is
written once here, in terms of which value sits in which operand, and the
simulation proves the emitted text computes the round whatever the schedule.

The schedule (per round, 138 instructions; the rounds of Ascon-p[6], p[8]
and p[12] are chained in one asm block, with operand names rotating):
  * The round starts with one 32-bit half of every word in low registers
    (group X) plus one half of the other group (Y, word E), the other four Y
    halves in high registers. The S-box runs on X (19 instructions, two
    temporaries), then four Y halves come in and four X halves go out
    (8 MOVs; X of word 4 stays), the S-box runs on Y.
  * The linear layer is symmetric in the two halves of a word, so it does
    not matter which group holds bits 0..31. Word 4 goes first (both halves
    are low; it needs a third temporary, parked in the free high register),
    then words 0, 1, 2, 3, each bringing its X half in and sending the
    previous X half out (2 MOVs per word). The last X half (word E) stays low.
  * So the round ends as it started with the roles of X and Y swapped: the
    next round starts with the S-box on Y. The round constant goes to the
    group holding bits 0..31, first or second: two texts.
"""
import random
import sys

from ascon_model import M32 as MASK, RC16 as RC, ROT, banner, emit, round_ as ref_round

E = 3  # the word whose other half starts (and ends) in a low register


class Sched:
    def __init__(self):
        self.low = ["a%d" % i for i in range(8)]
        self.high = ["h%d" % i for i in range(5)]
        self.slot = {}  # slot -> logical name (or None)
        self.code = []
        self.sboxes = []  # (start, end in code, operands r0..r4, t0, t1) of each S-box

    def where(self, name):
        for s, v in self.slot.items():
            if v == name:
                return s
        raise KeyError(name)

    def free(self, cls):
        for s in (self.low if cls == "l" else self.high):
            if self.slot.get(s) is None:
                return s
        raise RuntimeError("no free %s register" % cls)

    def emit(self, op, *args):
        self.code.append((op, args))

    def set(self, s, v):
        self.slot[s] = v


def build(const_first):
    """Emits one round; returns the schedule (code and final slots)."""
    s = Sched()
    for i in range(5):
        s.set("a%d" % i, "X%d" % i)
    s.set("a5", "Y%d" % E)
    others = [i for i in range(5) if i != E]
    for k, i in enumerate(others):
        s.set("h%d" % k, "Y%d" % i)

    def sbox(g, const):
        r = [s.where("%s%d" % (g, i)) for i in range(5)]
        p = s.free("l")
        s.set(p, "tmp")
        q = s.free("l")
        s.set(q, "tmp")
        start = len(s.code)
        if const:
            s.emit("imm", p)
            s.emit("eors", r[2], p)
        # x0 ^= x4; x4 ^= x3; x2 ^= x1
        s.emit("eors", r[0], r[4])
        s.emit("eors", r[4], r[3])
        s.emit("eors", r[2], r[1])
        # The chi layer, each output from the previous one where that is the
        # same term: ~x0 & x1, then x0 & ~y4 (= x0 & ~x4: where x0 = 1,
        # y4 = x4), x4 & ~y3 (= ~x3 & x4), x3 & ~y2 (= x3 & ~x2), x2 & ~x1.
        s.emit("movs", p, r[1]); s.emit("bics", p, r[0]); s.emit("eors", p, r[4])  # p = y4
        s.emit("movs", q, r[0]); s.emit("bics", q, p); s.emit("eors", q, r[3])     # q = y3
        s.emit("bics", r[4], q); s.emit("eors", r[4], r[2])                         # r4 = y2
        s.emit("bics", r[3], r[4]); s.emit("eors", r[3], r[1])                      # r3 = y1
        s.emit("bics", r[2], r[1]); s.emit("eors", r[0], r[2])                      # r0 = y0
        s.emit("eors", r[3], r[0])  # x1 = y1 ^ y0
        s.emit("eors", r[0], p)     # x0 = y0 ^ y4
        s.emit("eors", q, r[4])     # x3 = y3 ^ y2
        s.emit("mvns", r[4], r[4])  # x2 = ~y2
        for name, reg in ((0, r[0]), (1, r[3]), (2, r[4]), (3, q), (4, p)):
            s.set(reg, "%s%d" % (g, name))
        s.set(r[1], None)
        s.set(r[2], None)
        s.sboxes.append((start, len(s.code), r + [p, q]))

    def move(name, cls):
        src = s.where(name)
        dst = s.free(cls)
        s.emit("mov" if cls == "h" or src.startswith("h") else "movs", dst, src)
        s.set(dst, name)
        s.set(src, None)

    sbox("X", const_first)
    # Y in, X out (X4 stays): in, in, then out/in pairs while Y remain high.
    ins = ["Y%d" % i for i in others]
    outs = ["X%d" % i for i in range(4)]
    while ins or outs:
        if ins and any(s.slot.get(r) is None for r in s.low):
            move(ins.pop(0), "l")
        else:
            move(outs.pop(0), "h")
    sbox("Y", not const_first)

    def linear(w, prev):
        if w != 4:
            move("X%d" % w, "l")
            if prev is not None:
                move("X%d" % prev, "h")
        u, v = s.where("X%d" % w), s.where("Y%d" % w)
        p = s.free("l"); s.set(p, "tmp")
        q = s.free("l"); s.set(q, "tmp")
        a, b = ROT[w]
        if w == 4:
            # f_u = u>>7 ^ u<<23 ^ v<<25 ^ v>>9 and the mirror image: no
            # shared shift, so f_u waits in a high register.
            park = s.free("h")
            s.emit("lsrs", p, u, 7); s.emit("lsls", q, u, 23); s.emit("eors", p, q)
            s.emit("lsls", q, v, 25); s.emit("eors", p, q); s.emit("lsrs", q, v, 9); s.emit("eors", p, q)
            s.emit("mov", park, p)
            s.emit("lsrs", p, v, 7); s.emit("lsls", q, v, 23); s.emit("eors", p, q)
            s.emit("lsls", q, u, 25); s.emit("eors", p, q); s.emit("lsrs", q, u, 9); s.emit("eors", p, q)
            s.emit("eors", v, p)
            s.emit("mov", p, park)
            s.emit("eors", u, p)
        else:
            # x ^ (x >>> a) ^ (x >>> b), a < b: with R(w) = w>>a ^ w>>b and
            # L(w) = w<<(32-a) ^ w<<(32-b), out_u = u ^ R(u) ^ L(v) and
            # out_v = v ^ R(v) ^ L(u); for a, b >= 32 the halves trade R.
            # R(w) = (w ^ w>>(b-a)) >> a, L(w) = (w ^ w<<(b-a)) << (32-b).
            swap = a >= 32
            if swap:
                a, b = b - 32, a - 32
            d = b - a
            rsrc, lsrc = (v, u) if swap else (u, v)  # f_u = R(rsrc) ^ L(lsrc)
            s.emit("lsrs", p, rsrc, d); s.emit("eors", p, rsrc); s.emit("lsrs", p, p, a)
            s.emit("lsls", q, lsrc, d); s.emit("eors", q, lsrc); s.emit("lsls", q, q, 32 - b)
            s.emit("eors", p, q)  # p = f_u
            # v ^= R(the other) ^ L(the other), in place: v's own term first.
            if swap:  # out_v = v ^ R(u) ^ L(v)
                s.emit("lsls", q, v, d); s.emit("eors", q, v); s.emit("lsls", q, q, 32 - b); s.emit("eors", v, q)
                s.emit("lsrs", q, u, d); s.emit("eors", q, u); s.emit("lsrs", q, q, a); s.emit("eors", v, q)
            else:     # out_v = v ^ R(v) ^ L(u)
                s.emit("lsrs", q, v, d); s.emit("eors", q, v); s.emit("lsrs", q, q, a); s.emit("eors", v, q)
                s.emit("lsls", q, u, d); s.emit("eors", q, u); s.emit("lsls", q, q, 32 - b); s.emit("eors", v, q)
            s.emit("eors", u, p)
        s.set(p, None)
        s.set(q, None)

    prev = None
    for w in (4, 0, 1, 2, 3):
        linear(w, prev)
        prev = w
    assert prev == E
    return s


def run(code, regs, c):
    r = dict(regs)
    for op, args in code:
        if op == "imm":
            r[args[0]] = c
        elif op in ("mov", "movs"):
            r[args[0]] = r[args[1]]
        elif op == "eors":
            r[args[0]] ^= r[args[1]]
        elif op == "bics":
            r[args[0]] &= ~r[args[1]] & MASK
        elif op == "ands":
            r[args[0]] &= r[args[1]]
        elif op == "mvns":
            r[args[0]] = ~r[args[1]] & MASK
        elif op == "lsls":
            r[args[0]] = (r[args[1]] << args[2]) & MASK
        elif op == "lsrs":
            r[args[0]] = r[args[1]] >> args[2]
        else:
            raise ValueError(op)
    return r


def check(sched, const_first, initial, final):
    rnd = random.Random(1)
    for _ in range(2000):
        x = [rnd.getrandbits(64) for _ in range(5)]
        c = rnd.randrange(256)
        lo = [v & MASK for v in x]
        hi = [v >> 32 for v in x]
        # X = bits 0..31 when the constant goes with the first S-box.
        X, Y = (lo, hi) if const_first else (hi, lo)
        regs = {s: 0xDEADBEEF for s in sched.low + sched.high}
        for s, v in initial.items():
            regs[s] = (X if v[0] == "X" else Y)[int(v[1])]
        out = run(sched.code, regs, c)
        want = ref_round(x, c)
        wl = [v & MASK for v in want]
        wh = [v >> 32 for v in want]
        WX, WY = (wl, wh) if const_first else (wh, wl)
        for s, v in final.items():
            if v is None or v == "tmp":
                continue
            assert out[s] == (WX if v[0] == "X" else WY)[int(v[1])], (s, v)


COUNTS = (6, 8, 12)


def template_text(code):
    """The round as a macro body: operands named by macro parameters."""
    lines = []
    for op, args in code:
        if op == "imm":
            lines.append('"movs %%[" #%s "], #" #c "\\n\\t"' % args[0])
        elif op in ("lsls", "lsrs"):
            lines.append('"%s %%[" #%s "], %%[" #%s "], #%d\\n\\t"' % (op, args[0], args[1], args[2]))
        else:
            lines.append('"%s %%[" #%s "], %%[" #%s "]\\n\\t"' % (op, args[0], args[1]))
    return lines


def chain(sched, initial, final, rounds):
    """Operand names for each round of Ascon-p[rounds] run as one asm block.

    Operands are named after round 0's positions. Returns the names per
    round (position -> operand) and the operands' contents at the end
    (operand -> (half, word)), half 'l' = bits 0..31."""
    positions = sched.low + sched.high
    content = {}
    for pos in positions:
        v = initial.get(pos)
        content[pos] = None if v is None else (("l" if v[0] == "X" else "h"), int(v[1]))
    names = {pos: pos for pos in positions}
    per_round = []
    for k in range(rounds):
        fgrp = "l" if k % 2 == 0 else "h"
        other = "h" if fgrp == "l" else "l"
        per_round.append(dict(names))
        new = {}
        for lg, pos in final.items():
            new[names[pos]] = ((fgrp if lg[0] == "X" else other), int(lg[1]))
        content = {op: new.get(op) for op in positions}
        # The next round: F is the other group.
        where = {v: op for op, v in content.items() if v is not None}
        nxt = {}
        for pos in positions:
            v = initial.get(pos)
            if v is not None:
                nxt[pos] = where[((other if v[0] == "X" else fgrp), int(v[1]))]
        for cls in ("a", "h"):
            spare = [op for op in positions if op[0] == cls and content[op] is None]
            for pos in positions:
                if pos[0] == cls and pos not in nxt:
                    nxt[pos] = spare.pop(0)
        for pos, op in nxt.items():
            assert op[0] == pos[0], "class mismatch"
        names = nxt
    return per_round, content


def run_chain(text_by_variant, per_round, positions, regs, rounds):
    """Runs the chained rounds on named operands (the check of chain())."""
    r = dict(regs)
    for k in range(rounds):
        code = text_by_variant[k % 2 == 0]
        c = RC[16 - rounds + k]
        m = per_round[k]
        renamed = []
        for op, args in code:
            renamed.append((op, tuple(m[a] if isinstance(a, str) else a for a in args)))
        r = run(renamed, r, c)
    return r


def main():
    scheds = {}
    maps = None
    for const_first in (True, False):
        s = build(const_first)
        initial = {"a%d" % i: "X%d" % i for i in range(5)}
        initial["a5"] = "Y%d" % E
        for k, i in enumerate([i for i in range(5) if i != E]):
            initial["h%d" % k] = "Y%d" % i
        final = {v: k for k, v in s.slot.items() if v and v != "tmp"}
        check(s, const_first, initial, {k: v for k, v in s.slot.items()})
        assert maps is None or maps == (initial, final)
        maps = (initial, final)
        scheds[const_first] = s
    initial, final = maps
    s0 = scheds[True]
    positions = s0.low + s0.high
    n = len(s0.code)
    assert n == len(scheds[False].code)
    chains = {}
    rnd = random.Random(2)
    for rounds in COUNTS:
        per_round, content = chain(s0, initial, final, rounds)
        for _ in range(300):  # the whole chained permutation against the reference
            x = [rnd.getrandbits(64) for _ in range(5)]
            regs = {p: 0xDEADBEEF for p in positions}
            for pos, v in initial.items():
                half = "l" if v[0] == "X" else "h"
                w = x[int(v[1])]
                regs[pos] = w & MASK if half == "l" else w >> 32
            out = run_chain({True: scheds[True].code, False: scheds[False].code}, per_round, positions, regs, rounds)
            want = x
            for k in range(rounds):
                want = ref_round(want, RC[16 - rounds + k])
            for op, v in content.items():
                if v is not None:
                    w = want[v[1]]
                    assert out[op] == (w & MASK if v[0] == "l" else w >> 32), (rounds, op, v)
        chains[rounds] = (per_round, content)

    parts = []
    w = parts.append
    w(banner(__file__, """, which checks every line of it
 * against a plain Python round first: edit the script, not this file.
 *
 * Ascon-p[6], p[8] and p[12] in ARMv6-M (Thumb-1) assembly, %d instructions
 * a round (ascon-c's armv6m round: 151, or 157 in its loop). The five 64-bit
 * words are ten 32-bit halves, eight in low registers, where the S-box and
 * the linear layer run, and five in high registers, reached only by MOV.
 * Usable from C and C++ (GNU inline assembly): select.h (this folder) chooses
 * it on ARMv6-M for the C++ core and the C99 edition; the C++ round stays the
 * reference it is tested against (tests/embedded/kat_baremetal.cpp).
 *
 * How a round goes (the script's comments say more): the S-box on one 32-bit
 * half of every word (19 instructions; two temporaries, each chi output
 * computed from the previous one where the term is the same), eight MOVs
 * swap the halves between the banks, the S-box on the other halves, then the
 * linear layer word by word (16 instructions each, 18 for word 4) with two
 * MOVs per word. A round leaves the halves in the other bank than it found
 * them, so the rounds of one permutation are one asm block whose operand
 * names rotate from round to round (the ROUND macros take the names); the
 * linear layer does not mind which half is which, the round constant goes to
 * bits 0..31 (the _F text when those are the first S-box's halves).
 *
 * The block needs all eight low registers and five high ones: r7 must not be
 * a frame pointer (GCC omits it when optimising; clang needs
 * -fomit-frame-pointer). */
#ifndef ASCON_ROUNDS_ROUND_ARMV6M_H
#define ASCON_ROUNDS_ROUND_ARMV6M_H

#include <stdint.h>

""" % n))
    params = ", ".join(positions)
    # F and S are the same instructions but for where the constant goes
    # (imm, eors: at the first or at the second S-box): one round text, the
    # constant's two instructions passed in as k1 or k2, the other left empty.
    code = {cf: scheds[cf].code for cf in (True, False)}
    rc_at = {cf: next(i for i, (op, _) in enumerate(code[cf]) if op == "imm") for cf in code}
    bare = code[True][:rc_at[True]] + code[True][rc_at[True] + 2:]
    assert bare == code[False][:rc_at[False]] + code[False][rc_at[False] + 2:]
    rc_ops = {cf: (code[cf][rc_at[cf]][1][0], code[cf][rc_at[cf] + 1][1][0]) for cf in code}
    w("/* The round constant c into operand x, t its temporary. */\n")
    w('#define ASCON_ARMV6M_RC_(c, t, x) "movs %[" #t "], #" #c "\\n\\t" "eors %[" #x "], %[" #t "]\\n\\t"\n\n')
    # The S-box text on named operands, taken from the first S-box of the
    # round; the round names its operands for both.
    (start, end, ops_x), (_, _, ops_y) = scheds[False].sboxes  # S: no constant before the first
    sbox_len = end - start
    sbox_at = [start, rc_at[False]]  # where each S-box starts in bare
    sbox_ops = [ops_x, ops_y]
    formal = ["r0", "r1", "r2", "r3", "r4", "t0", "t1"]
    rename = dict(zip(sbox_ops[0], formal))
    sbox_code = [(op, tuple(rename.get(a, a) for a in args)) for op, args in bare[sbox_at[0]:sbox_at[0] + sbox_len]]
    for at, ops in zip(sbox_at, sbox_ops):  # both S-boxes are that text
        back = dict(zip(formal, ops))
        assert bare[at:at + sbox_len] == [(op, tuple(back.get(a, a) for a in args)) for op, args in sbox_code]
    w("/* The S-box on r0..r4 (one 32-bit half of each word), t0 and t1 temporaries;\n")
    w(" * the results in r0, r3, r4, t1, t0 (words 0..4). */\n")
    w("#define ASCON_ARMV6M_SBOX_(%s) \\\n" % ", ".join(formal))
    text = template_text(sbox_code)
    for i, line in enumerate(text):
        w("  %s%s\n" % (line, " \\" if i < len(text) - 1 else ""))
    w("\n")
    w("/* One round; k1 and k2: the round constant's instructions before the\n")
    w(" * first or the second S-box (the other empty). */\n")
    w("#define ASCON_ARMV6M_ROUND_(k1, k2, %s) \\\n" % params)
    bare_text = template_text(bare)
    i = 0
    while i < len(bare_text):
        if i in sbox_at:
            n_box = sbox_at.index(i)
            w("  %s \\\n" % ("k1" if n_box == 0 else "k2"))
            w("  ASCON_ARMV6M_SBOX_(%s) \\\n" % ", ".join(sbox_ops[n_box]))
            i += sbox_len
            continue
        if i < sbox_at[1] and i + 1 != sbox_at[1]:  # the eight MOVs between the S-boxes, two a line
            w("  %s %s \\\n" % (bare_text[i], bare_text[i + 1]))
            i += 2
            continue
        w("  %s \\\n" % bare_text[i])
        i += 1
    w("\n")
    for const_first, name in ((True, "F"), (False, "S")):
        t, x = rc_ops[const_first]
        rc = "ASCON_ARMV6M_RC_(c, %s, %s)" % (t, x)
        k = (rc, "") if const_first else ("", rc)
        w("#define ASCON_ARMV6M_ROUND_%s_(c, %s) \\\n" % (name, params))
        w("  ASCON_ARMV6M_ROUND_(%s, %s, %s)\n\n" % (k[0], k[1], params))
    # The operand names of round k are the same in every permutation (the
    # rounds run from the same start): one chain of rounds, p[6] its first 6,
    # p[8] its first 8, each constant a parameter.
    per_round = chains[max(COUNTS)][0]
    for rounds in COUNTS:
        assert chains[rounds][0] == per_round[:rounds]
    prev = 0
    for rounds in COUNTS:
        cs = ", ".join("c%d" % k for k in range(rounds))
        w("/* Rounds 0..%d of the chain, c0..c%d their constants. */\n" % (rounds - 1, rounds - 1))
        w("#define ASCON_ARMV6M_ROUNDS_%d_(%s) \\\n" % (rounds, cs))
        if prev:
            w("  ASCON_ARMV6M_ROUNDS_%d_(%s) \\\n" % (prev, ", ".join("c%d" % k for k in range(prev))))
        for k in range(prev, rounds):
            m = per_round[k]
            w("  ASCON_ARMV6M_ROUND_%s_(c%d, %s)%s\n" % ("F" if k % 2 == 0 else "S", k, ", ".join(m[p] for p in positions),
                                                  " \\" if k < rounds - 1 else ""))
        w("\n")
        prev = rounds
    # The asm block is the same for every count: outputs, inputs and the
    # start (initial positions) do not depend on it.
    outs = []
    for p in positions:
        cls = "l" if p[0] == "a" else "h"
        outs.append('[%s] "=%s%s"(ascon_%s_)' % (p, "" if p in initial else "&", cls, p))
    ins = []
    for p in positions:
        if p in initial:
            v = initial[p]
            half = "l" if v[0] == "X" else "h"
            ins.append('"%d"(x%s%s)' % (positions.index(p), v[1], half))
    w("/* The asm block running `rounds` on the state; leaves the halves in the\n")
    w(" * ascon_*_ temporaries (which hold what: the permutation's macro). */\n")
    w("#define ASCON_ARMV6M_ASM_(rounds, x0l, x0h, x1l, x1h, x2l, x2h, x3l, x3h, x4l, x4h) \\\n")
    w("  uint32_t %s; \\\n" % ", ".join("ascon_%s_" % p for p in positions))
    w('  __asm__(".syntax unified\\n\\t" /* GCC wraps inline asm in divided syntax on Thumb-1 */ \\\n')
    w("          rounds \\\n")
    w("          : %s, \\\n" % ", ".join(outs[:7]))
    w("            %s \\\n" % ", ".join(outs[7:]))
    w("          : %s \\\n" % ", ".join(ins))
    w('          : "cc");\n\n')
    w("/* x0l..x4h: uint32_t lvalues, the state's words as halves (l: bits 0..31,\n")
    w(" * h: bits 32..63), updated in place. */\n")
    for rounds in COUNTS:
        per_round, content = chains[rounds]
        w("#define ASCON_PERMUTE_ARMV6M_%d(x0l, x0h, x1l, x1h, x2l, x2h, x3l, x3h, x4l, x4h) \\\n" % rounds)
        w("  do { \\\n")
        w("    ASCON_ARMV6M_ASM_(ASCON_ARMV6M_ROUNDS_%d_(%s), x0l, x0h, x1l, x1h, x2l, x2h, x3l, x3h, x4l, x4h) \\\n"
          % (rounds, ", ".join("%#04x" % RC[16 - rounds + k] for k in range(rounds))))
        assign = []
        for p in positions:
            v = content[p]
            if v is not None:
                assign.append("(x%d%s) = ascon_%s_" % (v[1], v[0], p))
        w("    %s; \\\n" % ", ".join(assign[:5]))
        w("    %s; \\\n" % ", ".join(assign[5:]))
        w("  } while (0)\n\n")
    w("#endif\n")
    print("round: %d instructions" % n, file=sys.stderr)
    emit("".join(parts), "include/ascon/rounds/round_armv6m.h", __file__, doc=__doc__)


if __name__ == "__main__":
    main()
