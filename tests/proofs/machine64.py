# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Symbolic execution of straight-line AArch64 and x86-64 code over z3
bit-vectors, on machine.py's Machine with 64-bit registers. Only what the
C++ core's Ascon-p[r] compiles to is modelled (64-bit logic, rotates, loads
and stores through a base register, pushes and pops of callee-saved
registers); any other instruction, operand kind or register width is a hard
error that names it, so a compiler that emits something new fails the
proof instead of passing it unread. Flags are not modelled: nothing here
reads them, and an instruction that would (a branch, adc, cmov, set) is
not modelled and so refused."""
import z3
import capstone
from capstone import arm64, x86
from machine import Unknown, disassemble, shifted  # noqa: F401 (disassemble: prove.py calls it here)

M64 = (1 << 64) - 1


# ---- AArch64 ----
A64_BIN = {
    "eor": lambda a, b: a ^ b, "eon": lambda a, b: a ^ ~b, "and": lambda a, b: a & b,
    "bic": lambda a, b: a & ~b, "orr": lambda a, b: a | b, "orn": lambda a, b: a | ~b,
}


def _a64_reg(insn, op):
    """A general register: (its x name, bits: 64 for xN, 32 for wN); anything
    else (sp as data, vector registers) is refused."""
    n = insn.reg_name(op.reg)
    if n in ("xzr", "wzr"):
        return "xzr", 64 if n[0] == "x" else 32
    if n[0] in "xw" and n[1:].isdigit() and int(n[1:]) <= 30:
        return "x" + n[1:], 64 if n[0] == "x" else 32
    raise Unknown(f"AArch64 register {n} (only x0..x30, w0..w30 and zr are modelled) in {insn.mnemonic} {insn.op_str}")


def _a64_get(m, insn, op):
    n, bits = _a64_reg(insn, op)
    v = z3.BitVecVal(0, 64) if n == "xzr" else m.get(n)
    return v if bits == 64 else z3.Extract(31, 0, v)


def _a64_set(m, insn, op, v):
    """A write: a w register's value zero-extends into its x register."""
    n, bits = _a64_reg(insn, op)
    if v.size() != bits:
        raise Unknown(f"operand sizes of {insn.mnemonic} {insn.op_str}")
    if n != "xzr":
        m.set(n, v if bits == 64 else z3.ZeroExt(32, v))


def _a64_operand(m, insn, op, bits):
    if op.type == arm64.ARM64_OP_IMM:
        if op.shift.type not in (0, arm64.ARM64_SFT_INVALID):
            raise Unknown(f"shifted immediate in {insn.mnemonic} {insn.op_str}")
        return z3.BitVecVal(op.imm & ((1 << bits) - 1), bits)
    if op.type != arm64.ARM64_OP_REG or op.ext not in (0, arm64.ARM64_EXT_INVALID):
        raise Unknown(f"operand of {insn.mnemonic} {insn.op_str}")
    v = _a64_get(m, insn, op)
    if v.size() != bits:
        raise Unknown(f"operand sizes of {insn.mnemonic} {insn.op_str}")
    return shifted(v, insn, op, A64_SHIFTS)


A64_SHIFTS = (arm64.ARM64_SFT_INVALID, arm64.ARM64_SFT_LSL, arm64.ARM64_SFT_LSR, arm64.ARM64_SFT_ASR,
              arm64.ARM64_SFT_ROR)


def a64_step(m, insn):
    """Executes one instruction; returns False at the function's return."""
    mn, ops = insn.mnemonic, insn.operands
    if mn in A64_BIN and len(ops) == 3:
        bits = _a64_reg(insn, ops[0])[1]
        _a64_set(m, insn, ops[0], A64_BIN[mn](_a64_get(m, insn, ops[1]), _a64_operand(m, insn, ops[2], bits)))
    elif mn in ("mov", "mvn") and len(ops) == 2:
        v = _a64_operand(m, insn, ops[1], _a64_reg(insn, ops[0])[1])
        _a64_set(m, insn, ops[0], v if mn == "mov" else ~v)
    elif mn == "ror" and len(ops) == 3 and ops[2].type == arm64.ARM64_OP_IMM:
        v = _a64_get(m, insn, ops[1])
        _a64_set(m, insn, ops[0], z3.RotateRight(v, ops[2].imm % v.size()))
    elif mn in ("ldr", "str", "ldp", "stp"):
        regs = [o for o in ops if o.type == arm64.ARM64_OP_REG]
        mems = [o for o in ops if o.type == arm64.ARM64_OP_MEM]
        if len(mems) != 1 or len(regs) + 1 != len(ops) or insn.writeback or mems[0].mem.index:
            raise Unknown(f"addressing mode of {insn.mnemonic} {insn.op_str} (only [xn, #imm] is modelled)")
        base = insn.reg_name(mems[0].mem.base)
        addr = m.get(base) + mems[0].mem.disp
        size = 8 if _a64_reg(insn, regs[0])[1] == 64 else 4
        for k, op in enumerate(regs):
            if mn.startswith("ld"):
                _a64_set(m, insn, op, m.load(addr + size * k, size))
            else:
                m.store(addr + size * k, _a64_get(m, insn, op), size)
    elif mn == "ret" and (not ops or insn.reg_name(ops[0].reg) in ("x30", "lr")):
        return False
    elif mn == "nop":
        pass
    else:
        raise Unknown(f"AArch64 instruction not modelled: {insn.mnemonic} {insn.op_str}")
    return True


# ---- x86-64 ----
def _x86_parts():
    """Every general register name -> (its 64-bit register, lowest bit, bits)."""
    t = {}
    for c in "abcd":
        r = f"r{c}x"
        t.update({r: (r, 0, 64), f"e{c}x": (r, 0, 32), f"{c}x": (r, 0, 16), f"{c}l": (r, 0, 8), f"{c}h": (r, 8, 8)})
    for c in ("si", "di", "bp", "sp"):
        r = "r" + c
        t.update({r: (r, 0, 64), "e" + c: (r, 0, 32), c: (r, 0, 16), c + "l": (r, 0, 8)})
    for i in range(8, 16):
        r = f"r{i}"
        t.update({r: (r, 0, 64), r + "d": (r, 0, 32), r + "w": (r, 0, 16), r + "b": (r, 0, 8)})
    return t


_X86_PARTS = _x86_parts()


def _x86_part(name):
    if name not in _X86_PARTS:
        raise Unknown(f"x86 register {name}")
    return _X86_PARTS[name]


def _x86_get(m, name):
    r, lo, bits = _x86_part(name)
    v = m.get(r)
    return v if bits == 64 else z3.Extract(lo + bits - 1, lo, v)


def _x86_put(m, name, v):
    """A write: 32-bit registers zero-extend into their 64-bit one, 8- and
    16-bit ones leave the other bits as they were."""
    r, lo, bits = _x86_part(name)
    if bits == 64:
        m.set(r, v)
    elif bits == 32:
        m.set(r, z3.ZeroExt(32, v))
    else:
        old = m.get(r)
        parts = ([z3.Extract(63, lo + bits, old)] if lo + bits < 64 else []) + [v] + ([z3.Extract(lo - 1, 0, old)] if lo else [])
        m.set(r, z3.Concat(*parts))


def _x86_addr(m, insn, op):
    mem = op.mem
    if mem.segment != x86.X86_REG_INVALID or mem.base in (x86.X86_REG_INVALID, x86.X86_REG_RIP):
        raise Unknown(f"address of {insn.mnemonic} {insn.op_str} (only base + index * scale + disp is modelled)")
    a = m.get(insn.reg_name(mem.base)) + mem.disp
    if mem.index != x86.X86_REG_INVALID:
        a = a + m.get(insn.reg_name(mem.index)) * mem.scale
    return a


def _x86_read(m, insn, op):
    if op.type == x86.X86_OP_REG:
        v = _x86_get(m, insn.reg_name(op.reg))
    elif op.type == x86.X86_OP_IMM:
        v = z3.BitVecVal(op.imm & ((1 << 8 * op.size) - 1), 8 * op.size)  # capstone gives it sign-extended
    elif op.type == x86.X86_OP_MEM:
        v = m.load(_x86_addr(m, insn, op), op.size)
    else:
        raise Unknown(f"operand of {insn.mnemonic} {insn.op_str}")
    if v.size() != 8 * op.size:
        raise Unknown(f"operand size of {insn.mnemonic} {insn.op_str}")
    return v


def _x86_write(m, insn, op, v):
    if v.size() != 8 * op.size:
        raise Unknown(f"destination size of {insn.mnemonic} {insn.op_str}")
    if op.type == x86.X86_OP_REG:
        _x86_put(m, insn.reg_name(op.reg), v)
    elif op.type == x86.X86_OP_MEM:
        m.store(_x86_addr(m, insn, op), v, op.size)
    else:
        raise Unknown(f"destination of {insn.mnemonic} {insn.op_str}")


X86_BIN = {"xor": lambda a, b: a ^ b, "and": lambda a, b: a & b, "or": lambda a, b: a | b}


def _count(insn, ops):
    """A rotate's count: an immediate (rol r, 1 has it implicit)."""
    if len(ops) == 1:
        if insn.bytes[0] & 0xF8 == 0x48 and insn.bytes[1] == 0xD1:  # REX.W D1 /0, /1: by one
            return 1
        raise Unknown(f"rotate count of {insn.mnemonic} {insn.op_str}")
    if ops[1].type != x86.X86_OP_IMM:
        raise Unknown(f"rotate by a register: {insn.mnemonic} {insn.op_str}")
    return ops[1].imm & 63


def x64_step(m, insn):
    """Executes one instruction; returns False at the function's return."""
    mn, ops = insn.mnemonic, insn.operands
    if insn.prefix[0] not in (0, None) or any(insn.prefix[1:]):
        raise Unknown(f"prefixed instruction {insn.mnemonic} {insn.op_str}")
    if mn in X86_BIN and len(ops) == 2:
        _x86_write(m, insn, ops[0], X86_BIN[mn](_x86_read(m, insn, ops[0]), _x86_read(m, insn, ops[1])))
    elif mn == "andn" and len(ops) == 3:  # dst = ~src1 & src2
        _x86_write(m, insn, ops[0], ~_x86_read(m, insn, ops[1]) & _x86_read(m, insn, ops[2]))
    elif mn == "mov" and len(ops) == 2:
        _x86_write(m, insn, ops[0], _x86_read(m, insn, ops[1]))
    elif mn == "movabs" and len(ops) == 2 and ops[1].type == x86.X86_OP_IMM and ops[0].size == 8:
        _x86_write(m, insn, ops[0], z3.BitVecVal(ops[1].imm & M64, 64))
    elif mn == "not" and len(ops) == 1:
        _x86_write(m, insn, ops[0], ~_x86_read(m, insn, ops[0]))
    elif mn in ("rol", "ror") and len(ops) in (1, 2):
        v, n = _x86_read(m, insn, ops[0]), _count(insn, ops)
        _x86_write(m, insn, ops[0], z3.RotateLeft(v, n) if mn == "rol" else z3.RotateRight(v, n))
    elif mn == "rorx" and len(ops) == 3 and ops[2].type == x86.X86_OP_IMM:
        _x86_write(m, insn, ops[0], z3.RotateRight(_x86_read(m, insn, ops[1]), ops[2].imm & 63))
    elif mn == "push" and len(ops) == 1:
        v = _x86_read(m, insn, ops[0])
        if v.size() != 64:
            raise Unknown(f"push of {insn.op_str}")
        m.set("rsp", m.get("rsp") - 8)
        m.store(m.get("rsp"), v, 8)
    elif mn == "pop" and len(ops) == 1 and ops[0].size == 8:
        v = m.load(m.get("rsp"), 8)
        m.set("rsp", m.get("rsp") + 8)
        _x86_write(m, insn, ops[0], v)
    elif mn == "ret" and not ops:
        return False
    elif mn in ("nop", "endbr64"):
        pass
    else:
        raise Unknown(f"x86-64 instruction not modelled: {insn.mnemonic} {insn.op_str}")
    return True


STEP = {"a64": a64_step, "x64": x64_step}
