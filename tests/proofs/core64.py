# SPDX-License-Identifier: Apache-2.0 OR MIT
"""The proof of a 64-bit core's Ascon-p[r] (prove.py's core_a64, core_x64),
cut value by value inside each round's S-box.

The whole-state cuts of prove.py need the state after round j held whole at
one instruction. Compiled 64-bit cores never do: they start round j + 1
before round j's last word is done, and gcc for AArch64 never holds word 0
of a round's output at all (it feeds the next round from the S-box's t0 and
t4, not from their XOR). What they do hold are values of the S-box: the chi
outputs a_0..a_4 (spec.chi_: the S-box before its last XORs and NOT) and
the S-box outputs a_0 ^ a_4, a_1 ^ a_0, ~a_2, a_3 ^ a_2 (spec.finish_).

A concrete run finds the instruction where each such value of each round
first appears and where (a register or stack word, plain or complemented:
the core leaves x2 complemented between rounds). In the symbolic run, the
free words are the chi outputs A_j of each round j, defined by the spec:
A_1 = chi_(S, c_1), A_{j+1} = chi_(p_L(finish_(A_j)), c_{j+1}). At a cut,
the location must equal the value as a function of A_j, for all values of
the free words its expression reads, and is then replaced by that function
of A_j. A claim that reads free words of older levels than the newest (a
value the code kept from before a cut) is checked with the newer levels'
free words replaced by their definitions down to the oldest level read: the
same claim under hypotheses that hold for every input. The output must be
p_L(finish_(A_r)). By induction over the cuts, the symbolic state with A_j
bound to the spec's values for S is the code's state on S, so the output is
p[r](S) for all S. A code that computes something else fails a claim; one
that reaches values by paths the cuts do not see only makes its claims
deeper (slower), never a false proof."""
import random
import z3
import machine, spec


# The values a cut may be: each round's chi outputs a_0..a_4, its S-box
# outputs and its output words, as expressions of the round's free chi
# outputs A_j.
TARGETS = [("a0", lambda a: a[0]), ("a1", lambda a: a[1]), ("a2", lambda a: a[2]), ("a3", lambda a: a[3]),
           ("a4", lambda a: a[4]), ("u0", lambda a: a[0] ^ a[4]), ("u1", lambda a: a[1] ^ a[0]),
           ("u3", lambda a: a[3] ^ a[2])] + [
    # and the round's output words (p_L of the S-box outputs): clang for
    # AArch64 computes the last round's from values before the S-box cuts.
    (f"x{k}", lambda a, k=k: spec.linear_(spec.finish_(a))[k]) for k in range(5)]


def flip(entry, words):
    """The words as the code holds them: S2 complemented for the block
    loops' permute_complemented (entry "complemented"), else as they are."""
    if not entry.get("complemented"):
        return words
    return [~w if k == 2 else w for k, w in enumerate(words)]


def find_cuts(code, entry, r, start, step):
    """instruction number -> [(round j, target name, [(location, complemented)])]."""
    rnd = random.Random(20261)
    x = [rnd.getrandbits(64) for _ in range(5)]
    m = start(entry, flip(entry, [z3.BitVecVal(w, 64) for w in x]), True, r)
    want = {}
    for j, i in enumerate(range(16 - r, 16), 1):
        a = spec.chi_(x, spec.const(i))
        for name, f in TARGETS:
            want[f(a)] = (j, name, False)
            want[f(a) ^ spec.M64] = (j, name, True)
        x = spec.linear_(spec.finish_(a))
    cuts, found = {}, set()
    for n in machine.execute(code, m, step):
        seen = {}
        for loc, v in m.locations().items():
            v = v if z3.is_bv_value(v) else z3.simplify(v)
            if z3.is_bv_value(v) and v.as_long() in want:
                j, name, neg = want[v.as_long()]
                if (j, name) not in found:
                    seen.setdefault((j, name), []).append((loc, neg))
        for (j, name), locs in sorted(seen.items()):
            found.add((j, name))
            cuts.setdefault(n, []).append((j, name, locs))
    return cuts


def _levels(e, seen, out):
    """The levels of the free words in e: 0 for the input S, j for U_j."""
    stack = [e]
    while stack:
        x = stack.pop()
        if x.get_id() in seen:
            continue
        seen.add(x.get_id())
        if z3.is_const(x) and not z3.is_bv_value(x):
            n = str(x)
            out.add(0 if n.startswith("s_") else int(n[1:n.index("_")]))
        stack.extend(x.children())
    return out


def prove(code, entry, r, cuts, start, step, check, state_at):
    """Proves the code's p[r] at the cuts; returns None or the failure."""
    S = [z3.BitVec(f"s_x{k}", 64) for k in range(5)]
    U = [S] + [[z3.BitVec(f"a{j}_x{k}", 64) for k in range(5)] for j in range(1, r + 1)]
    consts = [spec.const(i) for i in range(16 - r, 16)]
    # The spec's definition of each free word: U_j = p_S(p_C(p_L(U_{j-1}))).
    # A claim whose code side reads words of an older level than the last
    # (a value the code kept from before a cut, or an S-box output it
    # recomputes from the previous round's values) is checked with the free
    # words of the newer levels replaced by their definitions, down to the
    # oldest level it reads. That is the same claim under true hypotheses:
    # every U_j is the spec's value for the input, so proven this way each
    # cut still holds for the values the code really computes.
    defs = [None] + [list(zip(U[j], spec.chi_(U[0] if j == 1 else spec.linear_(spec.finish_(U[j - 1])), consts[j - 1])))
                     for j in range(1, r + 1)]

    def expand(pairs):
        seen, lv = set(), set()
        for g, w in pairs:
            _levels(w, seen, _levels(g, seen, lv))
        if len(lv) <= 1:
            return pairs
        for j in range(max(lv), min(lv), -1):
            pairs = [(z3.substitute(g, *defs[j]), z3.substitute(w, *defs[j])) for g, w in pairs]
        return pairs

    m = start(entry, flip(entry, S), False, r)
    for n in machine.execute(code, m, step):
        for j, name, locs in cuts.get(n, ()):
            want = dict(TARGETS)[name](U[j])
            have = m.locations()
            pairs = expand([(have[loc], ~want if neg else want) for loc, neg in locs])
            fail = check(pairs, f"S-box value {name} of round {j} of p[{r}]")
            if fail:
                return fail
            for loc, neg in locs:
                m.put(loc, ~want if neg else want)
    got = [m.load(z3.BitVecVal(state_at + 8 * k, 64), 8) for k in range(5)]
    return check(expand(list(zip(got, flip(entry, spec.linear_(spec.finish_(U[r])))))), f"linear layer of round {r} of p[{r}] (the output)")
