# SPDX-License-Identifier: Apache-2.0 OR MIT
"""The proof of a 64-bit core's Ascon-p[r] (prove.py's core_a64, core_x64),
cut word by word at the S-box outputs.

The whole-state cuts of prove.py need the state after round j held whole at
one instruction. Compiled 64-bit cores never do: they start round j + 1
before round j's last word is done, and gcc for AArch64 never holds word 0
of a round's output at all (its linear layer is folded into the next
round's first XOR). What every such code does hold is each word of each
round's S-box output u_j (the state between p_S and p_L): the linear layer
reads it, x ^ (x >>> a) ^ (x >>> b) of it, whatever spelling. So:

    u_1 = p_S(p_C(S, c_1)),  u_{j+1} = p_S(p_C(p_L(u_j), c_{j+1})),  out = p_L(u_r)

is p[r] by definition, and each step is proven word by word. A concrete run
finds the instruction where each word u_j[k] is first held and where (a
register or stack word, plain or complemented: the core leaves x2
complemented between rounds). In the symbolic run, at that instruction the
location must equal (maybe complemented) the spec's u_j[k] computed from the
free words U_{j-1} (from the free input for j = 1), for all their values;
then it is replaced by a free word U_j[k]. Replacing a proven value by a free
one only generalises, so every claim proven holds in particular for the
values the code really computes, and out = p[r](S) follows by induction over
the cuts. Code that reaches a word of u_j by some path other than the held
u_{j-1} (reassociating across the cut) fails the proof rather than passing
it: a failure to look at, never a false proof."""
import random
import z3
import machine, spec


def find_cuts(code, entry, r, start, step):
    """instruction number -> [(round j, word k, [(location, complemented)])]."""
    rnd = random.Random(20261)
    x = [rnd.getrandbits(64) for _ in range(5)]
    m = start(entry, [z3.BitVecVal(w, 64) for w in x], True, r)
    want = {}
    for j, i in enumerate(range(16 - r, 16), 1):
        u = spec.sbox_(x, spec.const(i))
        for k, w in enumerate(u):
            want[w] = (j, k, False)
            want[w ^ spec.M64] = (j, k, True)
        x = spec.linear_(u)
    cuts, found = {}, set()
    for n in machine.execute(code, m, step):
        seen = {}
        for loc, v in m.locations().items():
            v = v if z3.is_bv_value(v) else z3.simplify(v)
            if z3.is_bv_value(v) and v.as_long() in want:
                j, k, neg = want[v.as_long()]
                if (j, k) not in found:
                    seen.setdefault((j, k), []).append((loc, neg))
        for (j, k), locs in sorted(seen.items()):
            found.add((j, k))
            cuts.setdefault(n, []).append((j, k, locs))
    missing = [(j, k) for j in range(1, r + 1) for k in range(5) if (j, k) not in found]
    if missing:
        raise machine.Unknown(f"the code never holds these words u_j[k] of the S-box outputs: {missing}")
    return cuts


def prove(code, entry, r, cuts, start, step, check, state_at):
    """Proves the code's p[r] at the cuts; returns None or the failure."""
    S = [z3.BitVec(f"s_x{k}", 64) for k in range(5)]
    U = [None] + [[z3.BitVec(f"u{j}_x{k}", 64) for k in range(5)] for j in range(1, r + 1)]
    consts = [spec.const(i) for i in range(16 - r, 16)]
    m = start(entry, S, False, r)
    done = {}
    for n in machine.execute(code, m, step):
        for j, k, locs in cuts.get(n, ()):
            prev = S if j == 1 else spec.linear_(U[j - 1])
            want = spec.sbox_(prev, consts[j - 1])[k]
            # The S-box's last XORs read words of u_j already held (u_j[0]
            # = .. ^ u_j[4], u_j[1] = .. ^ u_j[0], u_j[3] = .. ^ u_j[2]):
            # those free words stand for their proven values here.
            defs = [(U[j][q], spec.sbox_(prev, consts[j - 1])[q]) for q in done.get(j, ())]
            have = m.locations()
            got = [z3.substitute(have[loc], *defs) if defs else have[loc] for loc, _ in locs]
            fail = check([(g, ~want if neg else want) for g, (loc, neg) in zip(got, locs)],
                         f"S-box output word {k} of round {j} of p[{r}]")
            if fail:
                return fail
            for loc, neg in locs:
                m.put(loc, ~U[j][k] if neg else U[j][k])
            done.setdefault(j, []).append(k)
    got = [m.load(z3.BitVecVal(state_at + 8 * k, 64), 8) for k in range(5)]
    return check(list(zip(got, spec.linear_(U[r]))), f"linear layer of round {r} of p[{r}] (the output)")
