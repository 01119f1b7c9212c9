# SPDX-License-Identifier: Apache-2.0 OR MIT
"""AVR for the proofs: the linked object read back with avr-objdump (capstone
has no AVR decoder) and executed symbolically over z3 bit-vectors: r0..r31
(8 bits), the flags C, Z and T, and machine.py's byte memory. Branches must
depend on concrete values only (the round's loop counter); only the
instructions of src/c99/ascon_avr.S are modelled, any other is a hard error."""
import re, subprocess
import z3
import machine

LINE = re.compile(r"^\s*([0-9a-f]+):\t((?:[0-9a-f]{2} )+)\s*\t(\S+)\s*([^;]*)(?:;\s*0x([0-9a-f]+))?")


class Insn:
    def __init__(self, address, size, mnemonic, ops, target):
        self.address, self.size, self.mnemonic, self.ops, self.target = address, size, mnemonic, ops, target
        self.op_str = ", ".join(ops)


def build(src, out, cc):
    """Assembles and links src (entry: its function) so that branches are resolved."""
    subprocess.run(cc + ["-nostdlib", "-nostartfiles", "-Wl,-e,ascon_c99_permute_avr", src, "-o", out], check=True)
    text = subprocess.run(["avr-objdump", "-d", "-j", ".text", out], capture_output=True, text=True, check=True).stdout
    code = []
    for line in text.splitlines():
        mt = LINE.match(line)
        if mt:
            ops = [o.strip() for o in mt.group(4).split(",") if o.strip()]
            code.append(Insn(int(mt.group(1), 16), len(mt.group(2).split()), mt.group(3), ops,
                             int(mt.group(5), 16) if mt.group(5) else None))
    if not code:
        raise machine.Unknown("avr-objdump printed no instructions")
    return code


def _bit(v, k):
    return z3.Extract(k, k, v)


def _z_addr(m, op):
    """Z or Z+d as a concrete address."""
    d = int(op[2:]) if op.startswith("Z+") else 0
    if op not in ("Z",) and not op.startswith("Z+"):
        raise machine.Unknown(f"AVR address mode {op}")
    return z3.BitVecVal(machine.concrete(z3.Concat(m.get("r31"), m.get("r30")), "Z") + d, 32)


def start(m, state_addr, sp, first):
    """The call ascon_c99_permute_avr(b = state_addr, first)."""
    m.set("r24", z3.BitVecVal(state_addr & 0xFF, 8))
    m.set("r25", z3.BitVecVal(state_addr >> 8, 8))
    m.set("r22", z3.BitVecVal(first, 8))
    m.set("r1", z3.BitVecVal(0, 8))  # avr-gcc's zero register: 0 at every call
    m.sp = sp


def step(m, insn):
    """Executes one instruction; False at the return, a Jump where it branches."""
    mn, ops = insn.mnemonic, insn.ops

    def setz(v):  # the Z flag as the value it tests; set by every ALU instruction here
        m.set("Zf", v)

    def alu(v):
        m.set(ops[0], v)
        setz(v)

    g = m.get
    if mn in ("eor", "and", "or"):
        f = {"eor": lambda a, b: a ^ b, "and": lambda a, b: a & b, "or": lambda a, b: a | b}[mn]
        alu(f(g(ops[0]), g(ops[1])))
    elif mn == "mov":
        m.set(ops[0], g(ops[1]))
    elif mn == "movw":
        d, s = int(ops[0][1:]), int(ops[1][1:])
        m.set(f"r{d}", g(f"r{s}"))
        m.set(f"r{d + 1}", g(f"r{s + 1}"))
    elif mn == "ldi":
        m.set(ops[0], z3.BitVecVal(int(ops[1], 0) & 0xFF, 8))
    elif mn in ("sub", "cpi", "subi"):
        a, b = g(ops[0]), (g(ops[1]) if mn == "sub" else z3.BitVecVal(int(ops[1], 0) & 0xFF, 8))
        m.set("C", z3.If(z3.ULT(a, b), z3.BitVecVal(1, 1), z3.BitVecVal(0, 1)))
        setz(a - b)
        if mn != "cpi":
            m.set(ops[0], a - b)
    elif mn == "inc":
        alu(g(ops[0]) + 1)
    elif mn == "com":
        m.set("C", z3.BitVecVal(1, 1))
        alu(~g(ops[0]))
    elif mn == "swap":
        m.set(ops[0], z3.RotateLeft(g(ops[0]), 4))
    elif mn in ("lsr", "ror"):
        a = g(ops[0])
        top = z3.BitVecVal(0, 1) if mn == "lsr" else g("C")
        m.set("C", _bit(a, 0))
        alu(z3.Concat(top, z3.Extract(7, 1, a)))
    elif mn in ("add", "adc") and ops[0] == ops[1]:  # lsl, rol
        a = g(ops[0])
        low = z3.BitVecVal(0, 1) if mn == "add" else g("C")
        m.set("C", _bit(a, 7))
        alu(z3.Concat(z3.Extract(6, 0, a), low))
    elif mn == "adc":  # a + b + C (the round adds the zero register r1 to fold a carry back in)
        a, b = z3.ZeroExt(1, g(ops[0])), z3.ZeroExt(1, g(ops[1]))
        v = a + b + z3.ZeroExt(8, g("C"))
        m.set("C", z3.Extract(8, 8, v))
        alu(z3.Extract(7, 0, v))
    elif mn == "bst":
        m.set("T", _bit(g(ops[0]), int(ops[1])))
    elif mn == "bld":
        a, k = g(ops[0]), int(ops[1])
        parts = ([z3.Extract(7, k + 1, a)] if k < 7 else []) + [g("T")] + ([z3.Extract(k - 1, 0, a)] if k else [])
        m.set(ops[0], z3.Concat(*parts) if len(parts) > 1 else parts[0])
    elif mn in ("ld", "ldd"):
        m.set(ops[0], m.load(_z_addr(m, ops[1]), 1))
    elif mn in ("st", "std"):
        m.store(_z_addr(m, ops[0]), g(ops[1]), 1)
    elif mn == "push":
        m.store(z3.BitVecVal(m.sp, 32), g(ops[0]), 1)
        m.sp -= 1
    elif mn == "pop":
        m.sp += 1
        m.set(ops[0], m.load(z3.BitVecVal(m.sp, 32), 1))
    elif mn == "breq":
        if machine.concrete(g("Zf"), "breq") == 0:
            return machine.Jump(insn.target)
    elif mn == "rjmp":
        return machine.Jump(insn.target)
    elif mn == "ret":
        return False
    else:
        raise machine.Unknown(f"AVR instruction not modelled: {mn} {insn.op_str}")
    return True
