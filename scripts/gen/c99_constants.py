#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Writes src/c99/ascon_constants.h, the C99 edition's initial values and
unkeyed initial states, from the C++ core's include/ascon/detail/constants.hpp
(the one place the IVs are written):

  - the IVs of Ascon-AEAD128, Ascon-Mac, Ascon-Prf and Ascon-PrfShort as
    32-bit halves (low, high), which the edition loads without 64-bit
    constants (its 8-bit representation has none);
  - the unkeyed initial states Ascon-p[12](IV || 0^256) of Ascon-Hash256,
    Ascon-XOF128 and Ascon-CXOF128 as the 40 state bytes (byte j of word w at
    8w + j), which save the edition a permutation per message.

    python3 scripts/gen/c99_constants.py --write   (or --check: fail if the
                                                    committed file differs)

The permutation here is the plain SP 800-232 round; the edition's known
answers (every Hash256, XOF128 and CXOF128 vector) check the states again.
"""
import re

from ascon_model import ROOT, banner, emit, permute

CONSTANTS = ROOT / "include" / "ascon" / "detail" / "constants.hpp"
OUT = "src/c99/ascon_constants.h"

# (macro, constants.hpp name, comment) for the IVs the edition loads as halves.
HALVES = [("IV_AEAD128", "aead128_iv", "Ascon-AEAD128"),
          ("IV_MAC", "mac_iv", "Ascon-Mac"),
          ("IV_PRF", "prf_iv", "Ascon-Prf")]
# PrfShort: the low half only; the lengths go at bits 24 (output) and 48 (input).
LOW_ONLY = [("IV_PRFSHORT", "prf_short_iv", "Ascon-PrfShort, low half (its high half is 0 but for the input length)")]
STATES = [("INIT_HASH256", "hash256_iv", "Ascon-Hash256"),
          ("INIT_XOF128", "xof128_iv", "Ascon-XOF128"),
          ("INIT_CXOF128", "cxof128_iv", "Ascon-CXOF128")]


def ivs():
    text = CONSTANTS.read_text()
    found = dict(re.findall(r"inline constexpr std::uint64_t (\w+) = (0x[0-9a-fA-F]+)ull;", text))
    return {k: int(v, 16) for k, v in found.items()}


def render():
    v = ivs()
    missing = [n for _, n, _ in HALVES + LOW_ONLY + STATES if n not in v]
    if missing:
        raise SystemExit(f"c99_constants: {CONSTANTS.relative_to(ROOT)} has no {', '.join(missing)}")
    out = [banner(__file__, " from include/ascon/detail/constants.hpp:\n"),
           " * edit those, not this file (the c99.constants test fails when they differ).\n",
           " *\n",
           " * The C99 edition's initial values, as 32-bit halves (low, high: no 64-bit\n",
           " * constants on any target), and the unkeyed initial states\n",
           " * Ascon-p[12](IV || 0^256) as the 40 state bytes (byte j of word w at 8w + j),\n",
           " * kept as constants to save a permutation per message. */\n",
           "#ifndef ASCON_C99_CONSTANTS_H\n#define ASCON_C99_CONSTANTS_H\n\n"]
    for macro, name, what in HALVES:
        x = v[name]
        out.append(f"/* {what}: {x:#018x} */\n#define {macro} {x & 0xFFFFFFFF:#010x}ul, {x >> 32:#010x}ul\n")
    for macro, name, what in LOW_ONLY:
        x = v[name]
        if x >> 32:
            raise SystemExit(f"c99_constants: {name} has a high half; the edition takes only its low one")
        out.append(f"/* {what}: {x:#018x} */\n#define {macro} {x:#010x}ul\n")
    for macro, name, what in STATES:
        s = permute([v[name], 0, 0, 0, 0], 12)
        b = [(s[w] >> (8 * j)) & 0xFF for w in range(5) for j in range(8)]
        rows = [", ".join(f"0x{c:02x}" for c in b[i:i + 20]) for i in (0, 20)]
        out.append(f"/* {what}: Ascon-p[12]({v[name]:#018x} || 0^256) */\n#define {macro} \\\n"
                   f"  {{{rows[0]}, \\\n   {rows[1]}}}\n")
    out.append("\n#endif\n")
    return "".join(out)


def main():
    emit(render(), OUT, __file__, doc=__doc__)


if __name__ == "__main__":
    main()
