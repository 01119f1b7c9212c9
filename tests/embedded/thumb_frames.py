# SPDX-License-Identifier: Apache-2.0 OR MIT
"""One line of `arm-none-eabi-objdump -d --no-show-raw-insn` output: the
stack bytes it takes (a push, an stmdb to sp!, an sp subtraction), else 0.
Summed over a function, an upper bound of its frame that includes what an
asm statement pushes, which GCC's frame figure leaves out
(ASCON_ROUND_ARMV7M_LOOP_MEM keeps the state pointer so). Shared by
stack_usage.py and scrub_depth.py."""
import re

_PUSH = re.compile(r"\s+[0-9a-f]+:\t(push|stmdb)(?:\.w)?\s+(sp!, )?\{([^}]*)\}")
_SUB = re.compile(r"\s+[0-9a-f]+:\tsub(?:\.w)?\s+sp, (?:sp, )?#(\d+)")


def frame_bytes(line):
    m = _PUSH.match(line)
    if m and (m.group(1) == "push" or m.group(2)):
        return 4 * len(m.group(3).split(","))
    m = _SUB.match(line)
    return int(m.group(1)) if m else 0
