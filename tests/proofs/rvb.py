# SPDX-License-Identifier: Apache-2.0 OR MIT
"""RV32 with Zbb for the symbolic executor (machine.py): capstone 5 decodes
no Zbb instruction, so this decodes the 32-bit encodings itself (the wrapper
is built without the C extension) — the base integer instructions the
wrapper compiles to and Zbb's andn, orn, xnor, ror, rol, rori — and steps
them over a machine.Machine. Any other encoding is a hard error."""
import z3

import machine

REGS = ["zero", "ra", "sp", "gp", "tp", "t0", "t1", "t2", "s0", "s1"] + [f"a{k}" for k in range(8)] + \
    [f"s{k}" for k in range(2, 12)] + [f"t{k}" for k in range(3, 7)]
M32 = 0xFFFFFFFF


class Insn:
    def __init__(self, address, mnemonic, rd, rs1, rs2=None, imm=None):
        self.address, self.size, self.mnemonic = address, 4, mnemonic
        self.rd, self.rs1, self.rs2, self.imm = rd, rs1, rs2, imm

    def __repr__(self):
        return f"{self.address:#x}: {self.mnemonic} {self.rd} {self.rs1} {self.rs2} {self.imm}"


# (funct7, funct3) of OP (0x33)
OP = {(0x00, 0): "add", (0x20, 0): "sub", (0x00, 1): "sll", (0x00, 4): "xor", (0x00, 5): "srl", (0x20, 5): "sra",
      (0x00, 6): "or", (0x00, 7): "and", (0x20, 7): "andn", (0x20, 6): "orn", (0x20, 4): "xnor",
      (0x30, 5): "ror", (0x30, 1): "rol"}
# funct3 of OP-IMM (0x13) without a shift amount
OPI = {0: "addi", 4: "xori", 6: "ori", 7: "andi"}
# (imm[11:5], funct3) of OP-IMM's shifts, RV32 (shamt in imm[4:0])
SHI = {(0x00, 1): "slli", (0x00, 5): "srli", (0x20, 5): "srai", (0x30, 5): "rori"}


def sext(v, bits):
    return v - (1 << bits) if v >> (bits - 1) & 1 else v


def decode(word, address):
    opc, rd, f3 = word & 0x7F, REGS[word >> 7 & 31], word >> 12 & 7
    rs1, rs2, f7 = REGS[word >> 15 & 31], REGS[word >> 20 & 31], word >> 25
    if opc == 0x33 and (f7, f3) in OP:
        return Insn(address, OP[(f7, f3)], rd, rs1, rs2)
    if opc == 0x13 and f3 in OPI:
        return Insn(address, OPI[f3], rd, rs1, imm=sext(word >> 20, 12))
    if opc == 0x13 and (f7, f3) in SHI:
        return Insn(address, SHI[(f7, f3)], rd, rs1, imm=word >> 20 & 31)
    if opc == 0x37:
        return Insn(address, "lui", rd, None, imm=word & 0xFFFFF000)
    if opc == 0x03 and f3 == 2:
        return Insn(address, "lw", rd, rs1, imm=sext(word >> 20, 12))
    if opc == 0x23 and f3 == 2:
        return Insn(address, "sw", None, rs1, rs2, imm=sext((word >> 25) << 5 | (word >> 7 & 31), 12))
    if opc == 0x67 and f3 == 0:
        return Insn(address, "jalr", rd, rs1, imm=sext(word >> 20, 12))
    raise machine.Unknown(f"rv32b: encoding {word:08x} at {address:#x} not modelled")


def disassemble(code, addr=0):
    if len(code) % 4:
        raise machine.Unknown("rv32b: code is not whole 32-bit instructions (built with the C extension?)")
    return [decode(int.from_bytes(code[k:k + 4], "little"), addr + k) for k in range(0, len(code), 4)]


BIN = {"add": lambda a, b: a + b, "sub": lambda a, b: a - b, "xor": lambda a, b: a ^ b, "or": lambda a, b: a | b,
       "and": lambda a, b: a & b, "andn": lambda a, b: a & ~b, "orn": lambda a, b: a | ~b,
       "xnor": lambda a, b: ~(a ^ b), "sll": lambda a, b: a << (b & 31), "srl": lambda a, b: z3.LShR(a, b & 31),
       "sra": lambda a, b: a >> (b & 31), "ror": lambda a, b: z3.RotateRight(a, b & 31),
       "rol": lambda a, b: z3.RotateLeft(a, b & 31)}
IMM = {"addi": "add", "xori": "xor", "ori": "or", "andi": "and", "slli": "sll", "srli": "srl", "srai": "sra",
       "rori": "ror"}


def step(m, insn):
    def get(r):
        return z3.BitVecVal(0, 32) if r == "zero" else m.get(r)

    def put(v):
        if insn.rd != "zero":
            m.set(insn.rd, v)

    mn = insn.mnemonic
    if mn in BIN:
        put(BIN[mn](get(insn.rs1), get(insn.rs2)))
    elif mn in IMM:
        put(BIN[IMM[mn]](get(insn.rs1), z3.BitVecVal(insn.imm & M32, 32)))
    elif mn == "lui":
        put(z3.BitVecVal(insn.imm, 32))
    elif mn == "lw":
        put(m.load(get(insn.rs1) + insn.imm, 4))
    elif mn == "sw":
        m.store(get(insn.rs1) + insn.imm, get(insn.rs2), 4)
    elif mn == "jalr" and insn.rd == "zero" and insn.rs1 == "ra" and insn.imm == 0:
        return False  # ret
    else:
        raise machine.Unknown(f"rv32b: {insn} not modelled")
    return True
