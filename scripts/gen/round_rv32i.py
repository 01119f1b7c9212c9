#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Writes include/ascon/rounds/round_rv32i.h: Ascon-p[6], p[8] and p[12] in
RV32I assembly, as macros that write each piece once (the header says how),
and checks it first: expands the macros as the C preprocessor does and runs
every instruction of the text on random states against a plain permutation.

    python3 scripts/gen/round_rv32i.py --write   (--check: fail if the header
                                                 differs; no option: print it)

RV32I has three-operand AND, OR, XOR and shifts by an immediate, no AND-NOT,
no rotate. The ten 32-bit halves stay in their registers from the first
round to the last, with five temporaries; every round is unrolled, the
round constant an XORI immediate.

  * Linear layer: each half of x ^ (x >>> a) ^ (x >>> b) is the half
    itself and four shifted halves, 8 instructions (4 shifts, 4 XORs), 16 a
    word; the new halves are written straight back into the word's own
    registers.
  * S-box, per 32-bit half, 16 instructions: the three XORs before and
    after chi, and each of the five chi terms x_i ^ (~x_{i+1} & x_{i+2}) in
    two, c ^ (a op b) with op AND, OR or XOR. Two things make that possible
    without AND-NOT:
      - words held in either polarity: a register may hold a word or its
        complement (the linear layer keeps a complement a complement: each
        output half XORs an odd number of terms), and ~a & b is a' & b with
        a complemented, ~(a | b') with b complemented (the result then
        comes out complemented);
      - the values the XORs before chi leave behind, kept in registers: x2
        and x4 beside x2 ^ x1 and x4 ^ x3. So ~x1 & (x2 ^ x1) is
        x2 & (x2 ^ x1), ~x3 & (x4 ^ x3) is x4 & (x4 ^ x3), and
        x1 ^ (~(x2 ^ x1) & x3) is x2 ^ ((x2 ^ x1) | x3), whatever the
        polarities.
    The generator finds every such two-instruction form of each term by
    truth table, for each pattern of polarities; a term with none takes a
    third instruction. The S-box's final NOT of x2 is only a change of
    polarity. Which polarity each word has in each round is a shortest path
    over the 32 patterns (plain in, plain out; complementing a half costs an
    XORI, the low half of x2 is free through the round constant's
    immediate): 16 per half and round, and 6 or 7 instructions in all at
    the ends, so Ascon-p[12] is 1363 instructions (113.6 a round), p[8]
    910, p[6] 685. The terms of each half are ordered so that each result
    overwrites a value no later term reads, with at most three values
    computed ahead (temporaries t2..t4).
"""
import itertools
import random
import re
import sys

from ascon_model import M32 as MASK, RC16 as RC, ROT, banner, emit, permute as ref_permutation, round_ as ref_round
from cpp_expand import asm_text

POLS = list(itertools.product((0, 1), repeat=5))


# --- the polarity search -------------------------------------------------
# Values are truth tables over the five input bits of one S-box column.
TT = 32
ONES = (1 << TT) - 1
X = [sum(((k >> i) & 1) << k for k in range(TT)) for i in range(5)]
U = [X[0] ^ X[4], X[1], X[2] ^ X[1], X[3], X[4] ^ X[3]]  # chi's inputs
V = [U[i] ^ (~U[(i + 1) % 5] & ONES & U[(i + 2) % 5]) for i in range(5)]  # chi's outputs
# What the registers hold when chi starts (x0 was overwritten by u0; x2 is
# x2 with the constant, which changes nothing here).
NAMES = ["u0", "x1", "x2", "x3", "x4", "u2", "u4"]
VALUES = [U[0], X[1], X[2], X[3], X[4], U[2], U[4]]
OPS = {"and": lambda a, b: a & b, "or": lambda a, b: a | b, "xor": lambda a, b: a ^ b}


def polarities(p):
    """The polarity of each named value for input polarities p."""
    return [p[0] ^ p[4], p[1], p[2], p[3], p[4], p[2] ^ p[1], p[4] ^ p[3]]


def two_op_forms(i, p):
    """Chi output i as c ^ (a op b) over the registers: (c, op, a, b, result polarity)."""
    pol = polarities(p)
    held = [v ^ (ONES if q else 0) for v, q in zip(VALUES, pol)]
    out = []
    for ia, ib in itertools.combinations(range(len(NAMES)), 2):
        for op, f in OPS.items():
            t = f(held[ia], held[ib])
            for ic in range(len(NAMES)):
                r = held[ic] ^ t
                for flip in (0, 1):
                    if r == V[i] ^ (ONES if flip else 0):
                        out.append((NAMES[ic], op, NAMES[ia], NAMES[ib], flip))
    return out


def three_op_forms(i, p):
    """The fallback, x ^ ((a | b) ^ a) or x ^ ((a & b) ^ a) where a and b
    have one polarity: (c, op, a, b, result polarity)."""
    pol = dict(zip(NAMES, polarities(p)))
    u = ["u0", "x1", "u2", "x3", "u4"]
    c, a, b = u[i], u[(i + 1) % 5], u[(i + 2) % 5]
    if pol[a] != pol[b]:
        return []
    return [(c, "or3" if pol[a] == 0 else "and3", a, b, pol[c])]


def term_options(i, p):
    """Result polarity -> (cost, forms) of chi term i; a form with a
    complemented result costs an XORI more."""
    opts = {}
    for cost, forms in ((2, two_op_forms(i, p)), (3, three_op_forms(i, p))):
        for f in forms:
            for flip in (0, 1):
                r, c = f[4] ^ flip, cost + flip
                if r not in opts or opts[r][0] > c:
                    opts[r] = (c, [])
                if opts[r][0] == c:
                    opts[r][1].append(f + (flip,))
    return opts


TERMS = {(i, p): term_options(i, p) for i in range(5) for p in POLS}


def sbox_options(p):
    """Output polarity -> (cost, per-term result polarities) of the S-box on
    one half whose input polarities are p."""
    per = [sorted(TERMS[(i, p)].items()) for i in range(5)]
    best = {}
    for ch in itertools.product(*per):
        cost = 6 + sum(x[1][0] for x in ch)
        r = [x[0] for x in ch]
        out = (r[0] ^ r[4], r[1] ^ r[0], r[2] ^ 1, r[3] ^ r[2], r[4])
        if out not in best or best[out][0] > cost:
            best[out] = (cost, r)
    return best


SBOX = {p: sbox_options(p) for p in POLS}


def round_options(p):
    """Polarity after the round -> (cost of the S-box and fixes, plan)."""
    res = {}
    for flip2 in (0, 1):  # the low half's x2 complemented through the constant
        plo = (p[0], p[1], p[2] ^ flip2, p[3], p[4])
        for olo, (clo, rlo) in SBOX[plo].items():
            for ohi, (chi, rhi) in SBOX[p].items():
                # the halves of a word must agree before the linear layer;
                # fix: complement one half; then any word may be complemented (2)
                for fix in itertools.product((0, 1), repeat=5):
                    cost = clo + chi
                    out = []
                    fixes = []
                    for w in range(5):
                        a, b = olo[w], ohi[w]
                        if a != b:
                            cost += 1
                            fixes.append((w, "l" if fix[w] else "h"))  # complement that half
                            out.append(b if fix[w] else a)
                        else:
                            if fix[w]:
                                cost += 2
                                fixes.append((w, "l"))
                                fixes.append((w, "h"))
                            out.append(a ^ fix[w])
                    out = tuple(out)
                    if out not in res or res[out][0] > cost:
                        res[out] = (cost, (flip2, plo, rlo, rhi, fixes))
    return res


ROUND = {p: round_options(p) for p in POLS}


def one_round():
    """One round plain in and out with x2's low half left as it is (the
    constant comes from a register, so it cannot be complemented for free)."""
    zero = (0,) * 5
    best = None
    for out, (cost, pl) in [(zero, ROUND[zero][zero])]:
        assert pl[0] == 0, "round_rv32i: the plain round wants the constant complemented"
        best = (cost, pl)
    return best


def plan(n):
    """Cheapest polarities for n rounds, plain in and plain out."""
    zero = (0,) * 5
    dist = {zero: (0, [])}
    for _ in range(n):
        nd = {}
        for p, (c, path) in dist.items():
            for out, (e, pl) in ROUND[p].items():
                if out not in nd or nd[out][0] > c + e:
                    nd[out] = (c + e, path + [(p, pl)])
        dist = nd
    return dist[zero]


# --- the S-box schedule ---------------------------------------------------
def schedule(forms):
    """An order for the five chi terms, each written over its own input's
    register (term i's result goes where u_i, x_i or the kept x2/x4 was),
    with at most three inner values computed ahead of their XOR; None if
    there is none. Returns [(term, form, inner computed before step k)]."""
    home = ["u0", "x1", "x2", "x3", "x4"]  # the register each result overwrites
    for order in itertools.permutations(range(5)):
        dead_at = {home[i]: k for k, i in enumerate(order)}  # value -> step its register is overwritten
        if any(dead_at.get(forms[i][0], 99) < k for k, i in enumerate(order)):
            continue
        # each inner value as late as possible: before its operands die
        when = {i: min([k] + [dead_at[v] for v in forms[i][2:4] if dead_at.get(v, 99) < k]) for k, i in enumerate(order)}
        # temporaries: inner values live from `when` to their own step
        live = max(sum(1 for j in range(5) if when[order[j]] <= k <= j) for k in range(5))
        if live <= 3:
            return order, when
    return None


def sbox_plan(p, results):
    """The S-box on one half whose input polarities are p, its chi terms to
    come out in polarities results: (forms, order, when) as schedule() says."""
    candidates = [TERMS[(i, p)][results[i]][1] for i in range(5)]
    for forms in itertools.product(*candidates):
        sch = schedule(forms)
        if sch:
            return (forms,) + sch
    raise SystemExit("round_rv32i: no schedule for the S-box")


# --- the check -------------------------------------------------------------
SIM = dict(OPS, xori=lambda a, i: a ^ (i & MASK), srli=lambda a, i: a >> i, slli=lambda a, i: (a << i) & MASK)


def run(code, regs):
    r = dict(regs)
    for name, d, a, b in code:
        if name in OPS:
            r[d] = OPS[name](r[a], r[b])
        else:
            assert -2048 <= b < 2048 if name == "xori" else 0 < b < 32
            r[d] = SIM[name](r[a], b)
    return r


def check(code, n, rng):
    for _ in range(200):
        s = [rng.getrandbits(64) for _ in range(5)]
        regs = {}
        for i in range(5):
            regs["x%dl" % i] = s[i] & MASK
            regs["x%dh" % i] = s[i] >> 32
        for t in range(5):
            regs["t%d" % t] = rng.getrandbits(32)
        r = run(code, regs)
        got = [r["x%dl" % i] | r["x%dh" % i] << 32 for i in range(5)]
        if got != ref_permutation(s, n):
            raise SystemExit("round_rv32i: Ascon-p[%d] does not match the reference" % n)
    return len(code)


def check_one(code, rng):
    """The one round, the constant in register c, against the plain round."""
    for _ in range(200):
        s = [rng.getrandbits(64) for _ in range(5)]
        c = rng.randrange(256)
        regs = {"c": c}
        for i in range(5):
            regs["x%dl" % i], regs["x%dh" % i] = s[i] & MASK, s[i] >> 32
        for t in range(5):
            regs["t%d" % t] = rng.getrandbits(32)
        r = run(code, regs)
        if [r["x%dl" % i] | r["x%dh" % i] << 32 for i in range(5)] != ref_round(s, c) or r["c"] != c:
            raise SystemExit("round_rv32i: the one round does not match the reference")
    return len(code)


def instructions(text):
    """The (op, d, a, b) of each "op %[d], %[a], %[b]\\n\\t" or "op %[d], %[a], imm\\n\\t"."""
    pat = re.compile(r"(\w+) %\[(\w+)\], %\[(\w+)\], (?:%\[(\w+)\]|(-?\d+))")
    return [(m[1], m[2], m[3], m[4] or int(m[5])) for m in map(pat.fullmatch, text.split("\\n\\t")[:-1])]


# --- the header: each piece once, as macros over operand names ----------------
def R(op, d, a, b):
    return 'ASCON_RV32I_R_("%s", %s, %s, %s)' % (op, d, a, b)


def sbox_macro(p, results):
    """The S-box on one half (operands x0..x4), as (the skeleton's body,
    the variant's arguments): per term k, its inner value ok (and, or, or3:
    an IN_ macro) of ak and bk, the value ck it is XORed into, and fk, the
    complement of the result or nothing."""
    forms, order, when = sbox_plan(p, results)
    reg = {"u0": "x0", "x1": "x1", "x2": "x2", "x3": "x3", "x4": "x4", "u2": "t1", "u4": "t0"}
    body = [" ".join((R("xor", "x0", "x0", "x4"), R("xor", "t0", "x4", "x3"), R("xor", "t1", "x2", "x1")))]
    free, tmp, args = ["t2", "t3", "t4"], {}, [None] * 5
    for k, i in enumerate(order):
        step = []
        for j in order:
            if when[j] == k and j not in tmp:
                c, op, a, b, _, flip = forms[j]
                tmp[j] = free.pop(0)
                args[j] = [op, reg[a], reg[b], reg[c], ("ASCON_RV32I_NOT_(x%d)" % j) * flip]
                step.append("ASCON_RV32I_IN_##o%d(%s, a%d, b%d)" % (j, tmp[j], j, j))
        line = [R("xor", "x%d" % i, "c%d" % i, tmp[i]), "f%d" % i]
        body += [" ".join(step)] if len(step) > 1 else []  # several inner values: a line of their own
        body.append(" ".join((step if len(step) == 1 else []) + line))
        free.insert(0, tmp[i])
    body.append(" ".join((R("xor", "x1", "x1", "x0"), R("xor", "x0", "x0", "x4"), R("xor", "x3", "x3", "x2"))))
    return body, sum(args, [])


def sbox_name(*pq):
    return "ASCON_RV32I_SBOX_%s_%s_" % tuple("".join(map(str, x)) for x in pq)


def word_args(w):
    """WORD_'s arguments for word w: each rotation's halves shifted right and
    left into the low half (the high half takes them the other way round)."""
    l, h = "x%dl" % w, "x%dh" % w
    return [l, h] + sum((([l, h] if r < 32 else [h, l]) + [str(r % 32), str(32 - r % 32)] for r in ROT[w]), [])


def rounds(n):
    """Ascon-p[n] as ROUND_'s arguments but the first, each round with its
    immediate (the constant, complemented where x2's low half is)."""
    out = []
    for k, (p, (flip2, plo, rlo, rhi, fixes)) in enumerate(plan(n)[1]):
        fix = " ".join("ASCON_RV32I_NOT_(x%d%s)" % f for f in fixes)
        out.append(([sbox_name(plo, rlo), sbox_name(p, rhi), fix], ~RC[16 - n + k] if flip2 else RC[16 - n + k]))
    return out


def main():
    codes = (12, 8, 6)
    seq = {n: rounds(n) for n in codes}
    keys = {n: [r for r, _ in seq[n]] for n in seq}
    # The rounds p[12] and p[8] start with, and those p[12] and p[6] end with.
    head = next(k for k in range(len(keys[8]), -1, -1) if keys[12][:k] == keys[8][:k])
    tail = next(k for k in range(len(keys[6]), -1, -1) if keys[12][-k:] == keys[6][-k:])
    one = one_round()
    variants = {}
    for n in codes:
        for p, (flip2, plo, rlo, rhi, fixes) in plan(n)[1] + [((0,) * 5, one[1])]:
            for pq in ((plo, rlo), (p, rhi)):
                variants[sbox_name(*pq)] = sbox_macro(*pq)
    skeleton = next(iter(variants.values()))[0]
    if any(v[0] != skeleton for v in variants.values()):
        raise SystemExit("round_rv32i: the S-boxes do not share one skeleton")
    out = []
    w = out.append

    def macro(head, body):
        """A #define over lines, escaped newlines aligned one past the longest."""
        lines = ["#define " + head] + ["  " + ln for ln in body]
        width = max(len(ln) for ln in lines[:-1])
        w("".join(ln.ljust(width) + " \\\n" for ln in lines[:-1]) + lines[-1] + "\n\n")

    def call(name, args):
        return ["%s(%s)" % (name, ", ".join(map(str, args)))]

    def rnds(part):  # a line per round
        return sum((call("ASCON_RV32I_ROUND_", [c] + r) for r, c in part), [])

    five = "x0, x1, x2, x3, x4"
    w("/* The generator lays the macros out. */\n/* clang-format off */\n"
      "/* One instruction on named operands; NOT_: r = ~r. */\n"
      '#define ASCON_RV32I_R_(op, d, a, b) op " %[" #d "], %[" #a "], %[" #b "]\\n\\t"\n'
      '#define ASCON_RV32I_I_(op, d, a, i) op " %[" #d "], %[" #a "], " #i "\\n\\t"\n'
      '#define ASCON_RV32I_NOT_(r) ASCON_RV32I_I_("xori", r, r, -1)\n\n'
      "/* The inner value of a chi term into d: a op b; or3: (a | b) ^ a. */\n")
    ops = sorted({op for v in variants.values() for op in v[1][0::5]})
    for op in ops:
        w("#define ASCON_RV32I_IN_%s(d, a, b) %s%s\n" % (op, R(op.rstrip("3"), "d", "a", "b"),
                                                       " " + R("xor", "d", "d", "a") if op.endswith("3") else ""))
    w("\n/* The S-box on one half x0..x4 (t0..t4 temporaries): x0, t0, t1 = x0 ^ x4,\n"
      " * x4 ^ x3, x2 ^ x1; then each chi term k, written over xk: its inner value\n"
      " * (ok of ak and bk) XORed into ck, complemented by fk (or not); then the\n"
      " * XORs after chi. The inner values take t2..t4, some computed ahead. */\n")
    macro("ASCON_RV32I_SBOX_(%s, %s)" % (five, ", ".join(x + str(k) for k in range(5) for x in "oabcf")), skeleton)
    w("/* The S-box for inputs of polarities P (x0..x4; 1: the register holds the\n"
      " * complement) whose chi terms come out in polarities Q: SBOX_P_Q_. */\n")
    for name, (_, args) in sorted(variants.items()):
        w("#define %s(%s) ASCON_RV32I_SBOX_(%s, %s)\n" % (name, five, five, ", ".join(args)))
    w("\n/* The linear layer on word l, h: the low half XORs in a >> s, b << sb,\n"
      " * c >> r and d << rb (summed in t0), the high half the same with a, b and\n"
      " * c, d trading places (in t1). */\n")
    shift = lambda *a: 'ASCON_RV32I_I_("%s", %s, %s, %s)' % a
    macro("ASCON_RV32I_HALF_(acc, a, s, b, sb, c, r, d, rb)",
          ["%s %s %s" % (shift("srli", "acc", "a", "s"), shift("slli", "t2", "b", "sb"), R("xor", "acc", "acc", "t2")),
           "%s %s" % (shift("srli", "t2", "c", "r"), R("xor", "acc", "acc", "t2")),
           "%s %s" % (shift("slli", "t2", "d", "rb"), R("xor", "acc", "acc", "t2"))])
    macro("ASCON_RV32I_WORD_(l, h, a, b, s, sb, c, d, r, rb)",
          ["ASCON_RV32I_HALF_(t0, a, s, b, sb, c, r, d, rb) ASCON_RV32I_HALF_(t1, b, s, a, sb, d, r, c, rb)",
           "%s %s" % (R("xor", "l", "l", "t0"), R("xor", "h", "h", "t1"))])
    w("/* One round: x2l ^= c (the constant or its complement), the S-boxes lo\n"
      " * and hi on the two halves, the complements fix, the linear layer. */\n")
    macro("ASCON_RV32I_BODY_(lo, hi, fix)",
          ["lo(x0l, x1l, x2l, x3l, x4l) hi(x0h, x1h, x2h, x3h, x4h) fix"] +
          [call("ASCON_RV32I_WORD_", word_args(k))[0] for k in range(5)])
    w('#define ASCON_RV32I_ROUND_(c, lo, hi, fix) ASCON_RV32I_I_("xori", x2l, x2l, c) ASCON_RV32I_BODY_(lo, hi, fix)\n\n')
    flip2, plo, rlo, rhi, fixes = one[1]
    w("/* One round, plain in and out, the constant in operand c (a register): the\n"
      " * size configuration's loop body (permute_words in permutation.hpp). */\n")
    w('#define ASCON_ROUND_RV32I_TEXT ASCON_RV32I_R_("xor", x2l, x2l, c) ASCON_RV32I_BODY_(%s, %s, %s)\n\n'
      % (sbox_name(plo, rlo), sbox_name((0,) * 5, rhi), " ".join("ASCON_RV32I_NOT_(x%d%s)" % f for f in fixes)))
    for name, part, what in (("HEAD", seq[12][:head], "first %d rounds of p[12] and p[8]" % head),
                             ("TAIL", seq[12][-tail:], "last %d rounds of p[12] and p[6]" % tail)):
        w("/* The %s, c0.. their immediates. */\n" % what)
        cs = ["c%d" % j for j in range(len(part))]
        macro("ASCON_RV32I_%s_(%s)" % (name, ", ".join(cs)), rnds([(r, c) for (r, _), c in zip(part, cs)]))
    w("/* Ascon-p[12], p[8], p[6]: the rounds' text. */\n")
    for n in codes:
        body, rest = [], seq[n]
        if keys[n][:head] == keys[12][:head]:
            body, rest = call("ASCON_RV32I_HEAD_", [c for _, c in rest[:head]]), rest[head:]
        end = []
        if keys[n][-tail:] == keys[12][-tail:]:
            end, rest = call("ASCON_RV32I_TAIL_", [c for _, c in rest[-tail:]]), rest[:-tail]
        macro("ASCON_PERMUTE_RV32I_%d_TEXT" % n, body + rnds(rest) + end)
    w("/* clang-format on */\n")
    header = "".join(out)
    # What the compiler assembles: each permutation's macro expanded, run
    # against the plain permutation.
    rng = random.Random(2026)
    counts = {n: check(instructions(asm_text(header, "ASCON_PERMUTE_RV32I_%d_TEXT" % n)), n, rng) for n in codes}
    one_n = check_one(instructions(asm_text(header, "ASCON_ROUND_RV32I_TEXT")), rng)
    emit(banner(__file__, """ (which says how the rounds are
 * built and checks every instruction against a plain permutation first);
 * edit the generator, not this file.
 *
 * Ascon-p[12], p[8] and p[6] in RV32I assembly on the five 64-bit words as
 * ten 32-bit halves (l: bits 0..31, h: bits 32..63), %d, %d and %d
 * instructions, with five temporaries. Usable from C and C++ (GNU inline
 * assembly, GCC or clang); select.h (this folder) chooses it for the C++
 * core on RV32 without Zbb or Zbkb, and the C++ round stays the reference
 * it is tested against (tests/embedded/kat_baremetal.cpp compares both).
 *
 * Each piece is written once: the S-box as one macro over a half's operands
 * and its terms' choices (a line for each polarity pattern the rounds meet),
 * the linear layer, the round taking its constant and S-boxes, and the rounds
 * p[12] shares with p[8] (the first) and with p[6] (the last). */
#ifndef ASCON_ROUNDS_ROUND_RV32I_H
#define ASCON_ROUNDS_ROUND_RV32I_H

#include <stdint.h>

""") % (counts[12], counts[8], counts[6]) + header + """/* s0l..s4h: uint32_t lvalues, the state halves, updated in place. */
#define ASCON_PERMUTE_RV32I_(text, s0l, s0h, s1l, s1h, s2l, s2h, s3l, s3h, s4l, s4h)                                \\
  do {                                                                                                              \\
    uint32_t ascon_t0_, ascon_t1_, ascon_t2_, ascon_t3_, ascon_t4_;                                                 \\
    __asm__(text                                                                                                    \\
            : [x0l] "+r"(s0l), [x0h] "+r"(s0h), [x1l] "+r"(s1l), [x1h] "+r"(s1h), [x2l] "+r"(s2l), [x2h] "+r"(s2h), \\
              [x3l] "+r"(s3l), [x3h] "+r"(s3h), [x4l] "+r"(s4l), [x4h] "+r"(s4h), [t0] "=&r"(ascon_t0_),            \\
              [t1] "=&r"(ascon_t1_), [t2] "=&r"(ascon_t2_), [t3] "=&r"(ascon_t3_), [t4] "=&r"(ascon_t4_));          \\
  } while (0)
""" + "".join("""
#define ASCON_PERMUTE_RV32I_%d(s0l, s0h, s1l, s1h, s2l, s2h, s3l, s3h, s4l, s4h) \\
  ASCON_PERMUTE_RV32I_(ASCON_PERMUTE_RV32I_%d_TEXT, s0l, s0h, s1l, s1h, s2l, s2h, s3l, s3h, s4l, s4h)
""" % (n, n) for n in codes) + """
/* One round on the halves s0l..s4h (uint32_t lvalues, in place) with round
 * constant rc (a uint32_t value): %d instructions. */
#define ASCON_ROUND_RV32I(s0l, s0h, s1l, s1h, s2l, s2h, s3l, s3h, s4l, s4h, rc)                                     \\
  do {                                                                                                              \\
    uint32_t ascon_t0_, ascon_t1_, ascon_t2_, ascon_t3_, ascon_t4_;                                                 \\
    __asm__(ASCON_ROUND_RV32I_TEXT                                                                                  \\
            : [x0l] "+r"(s0l), [x0h] "+r"(s0h), [x1l] "+r"(s1l), [x1h] "+r"(s1h), [x2l] "+r"(s2l), [x2h] "+r"(s2h), \\
              [x3l] "+r"(s3l), [x3h] "+r"(s3h), [x4l] "+r"(s4l), [x4h] "+r"(s4h), [t0] "=&r"(ascon_t0_),            \\
              [t1] "=&r"(ascon_t1_), [t2] "=&r"(ascon_t2_), [t3] "=&r"(ascon_t3_), [t4] "=&r"(ascon_t4_)            \\
            : [c] "r"(rc));                                                                                         \\
  } while (0)
""" % one_n + "\n#endif\n", "include/ascon/rounds/round_rv32i.h", __file__, doc=__doc__)
    sys.stderr.write("round_rv32i: p[12] %d, p[8] %d, p[6] %d, one round %d instructions, checked\n"
                     % (counts[12], counts[8], counts[6], one_n))


if __name__ == "__main__":
    main()
