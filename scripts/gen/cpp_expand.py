# SPDX-License-Identifier: Apache-2.0 OR MIT
"""A C preprocessor's expansion of the macros a generated assembly header
defines, as much of one as those headers use (function-like macros, # and
##): the generators expand what the compiler will assemble and run that
text, not the Python lists they built it from (round_rv32i.py)."""
import re

TOKEN = re.compile(r'"(?:\\.|[^"\\])*"|\w+|##|\S')


def expand(toks, defs, off=frozenset()):
    """A C preprocessor's expansion of toks, as much of one as the header uses."""
    out, i = [], 0
    while i < len(toks):
        t, i = toks[i], i + 1
        if t not in defs or t in off or (defs[t][0] is not None and toks[i:i + 1] != ["("]):
            out.append(t)
            continue
        params, body = defs[t]
        args, cur, depth = [], [], 0
        if params is not None:
            for i in range(i + 1, len(toks)):
                if toks[i] in ",)" and not depth:
                    args, cur = args + [cur], []
                    if toks[i] == ")":
                        break
                else:
                    depth += (toks[i] == "(") - (toks[i] == ")")
                    cur.append(toks[i])
            i += 1
            assert len(params) == len(args), t
        args = dict(zip(params or [], args))
        res, j = [], 0
        while j < len(body):
            b = body[j]
            if b == "#":
                res.append('"%s"' % "".join(args[body[j + 1]]))
                j += 1
            elif b == "##" or body[j + 1:j + 2] == ["##"]:  # a pasted operand: as written
                res += ["##"] if b == "##" else args.get(b, [b])
            else:
                res += expand(args[b], defs, off) if b in args else [b]
            j += 1
        while "##" in res:
            k = res.index("##")
            res[k - 1:k + 2] = [res[k - 1] + res[k + 1]]
        out += expand(res, defs, off | {t})
    return out


def asm_text(header, call):
    """The assembly text (the string literals joined) that call expands to."""
    defs = {}
    for m in re.finditer(r"^#define (\w+)(\(([^)]*)\))?((?:.*\\\n)*.*)", header, re.M):
        params = [x.strip() for x in m.group(3).split(",")] if m.group(2) else None
        defs[m.group(1)] = (params, TOKEN.findall(m.group(4).replace("\\\n", " ")))
    toks = expand(TOKEN.findall(call), defs)
    assert all(t[0] == '"' for t in toks), call
    return "".join(t[1:-1] for t in toks)
