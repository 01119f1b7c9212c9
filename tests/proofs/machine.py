# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Symbolic execution of ARM Thumb and RV32I code over z3 bit-vectors:
registers and a byte-addressed memory whose addresses must come out concrete;
straight-line, or (Thumb) loops whose branches test the Z flag of a concrete
counter (a branch on a state-dependent flag is refused). Only the instructions the rounds and their wrappers compile to
are modelled; any other is a hard error that names it."""
import z3
import capstone
from capstone import arm, riscv


class Unknown(Exception):
    pass


class Jump:
    """A step's result where the code branches: the next instruction's address."""

    def __init__(self, target):
        self.target = target


def execute(code, m, step):
    """Runs the code from its first instruction, yielding after each executed
    instruction its count (0, 1, ..); stops at the return."""
    at = {insn.address: insn for insn in code}
    pc, n = code[0].address, 0
    while True:
        if pc not in at:
            raise Unknown(f"the code runs to 0x{pc:x}, past its end, without returning")
        insn = at[pc]
        res = step(m, insn)
        if res is False:
            return
        yield n
        n += 1
        pc = res.target if isinstance(res, Jump) else pc + insn.size


def concrete(v, what):
    v = z3.simplify(v)
    if not z3.is_bv_value(v):
        raise Unknown(f"{what}: address or condition is not concrete: {v}")
    return v.as_long()


class Machine:
    """Registers (name -> 32-bit expression) and memory (address -> byte)."""

    def __init__(self, fold, bits=32):
        self.r, self.mem, self.fold, self.fresh_n, self.bits = {}, {}, fold, 0, bits

    def fresh(self, bits=None, name="u"):
        bits = bits or self.bits
        self.fresh_n += 1
        return z3.BitVec(f"{name}{self.fresh_n}", bits)

    def get(self, reg):
        if reg not in self.r:  # a register nobody set: any value
            self.r[reg] = self.fresh(name=reg + "_")
        return self.r[reg]

    def set(self, reg, v):
        self.r[reg] = z3.simplify(v) if self.fold else v

    def load(self, addr, n):
        a = concrete(addr, "load")
        bs = []
        for k in range(n):
            if a + k not in self.mem:
                raise Unknown(f"load from 0x{a + k:x}, which was never written nor is an input")
            bs.append(self.mem[a + k])
        v = z3.Concat(*reversed(bs)) if n > 1 else bs[0]
        return z3.simplify(v) if self.fold else v

    def store(self, addr, v, n):
        a = concrete(addr, "store")
        for k in range(n):
            b = z3.Extract(8 * k + 7, 8 * k, v)
            self.mem[a + k] = z3.simplify(b) if self.fold else b

    def locations(self):
        """Every register and aligned memory word of the machine's width: name -> expression."""
        n = self.bits // 8
        out = {k: v for k, v in self.r.items() if v.size() == self.bits}
        for a in self.mem:
            if a % n == 0 and all(a + k in self.mem for k in range(n)):
                out[a] = z3.Concat(*[self.mem[a + k] for k in reversed(range(n))]) if n > 1 else self.mem[a]
        return out

    def put(self, loc, v):
        if isinstance(loc, int):
            self.store(z3.BitVecVal(loc, 32), v, v.size() // 8)
        else:
            self.r[loc] = v


# capstone's decoder per executor: Thumb (ARMv6-M/v7-M), RV32, and
# machine64.py's AArch64 and x86-64.
DECODERS = {"thumb": (capstone.CS_ARCH_ARM, capstone.CS_MODE_THUMB | capstone.CS_MODE_MCLASS),
            "rv32": (capstone.CS_ARCH_RISCV, capstone.CS_MODE_RISCV32),
            "a64": (capstone.CS_ARCH_ARM64, capstone.CS_MODE_ARM),
            "x64": (capstone.CS_ARCH_X86, capstone.CS_MODE_64)}


def disassemble(arch, code, addr=0):
    md = capstone.Cs(*DECODERS[arch])
    md.detail = True
    out = list(md.disasm(code, addr))
    if sum(i.size for i in out) != len(code):
        raise Unknown(f"{arch}: capstone could not decode the code past 0x{sum(i.size for i in out):x}")
    return out


# ---- ARM Thumb (ARMv6-M and ARMv7-M) ----
def _arm_operand(m, insn, op):
    if op.type == arm.ARM_OP_IMM:
        return z3.BitVecVal(op.imm & 0xFFFFFFFF, 32)
    if op.type != arm.ARM_OP_REG:
        raise Unknown(f"operand of {insn.mnemonic} {insn.op_str}")
    return shifted(m.get(insn.reg_name(op.reg)), insn, op, ARM_SHIFTS)


# A shifted-register operand (Arm and AArch64 alike): capstone's shift kind
# -> what it does; kinds 0 and INVALID are no shift, any other is refused.
ARM_SHIFTS = (arm.ARM_SFT_INVALID, arm.ARM_SFT_LSL, arm.ARM_SFT_LSR, arm.ARM_SFT_ASR, arm.ARM_SFT_ROR)


def shifted(v, insn, op, kinds):
    none, lsl, lsr, asr, ror = kinds
    st, sv = op.shift.type, op.shift.value
    if st in (0, none):
        return v
    if st == lsl:
        return v << sv
    if st == lsr:
        return z3.LShR(v, sv)
    if st == asr:
        return v >> sv
    if st == ror:
        return z3.RotateRight(v, sv)
    raise Unknown(f"shift kind {st} in {insn.mnemonic} {insn.op_str}")


ARM_BIN = {
    "eor": lambda a, b: a ^ b, "and": lambda a, b: a & b, "orr": lambda a, b: a | b,
    "bic": lambda a, b: a & ~b, "orn": lambda a, b: a | ~b, "add": lambda a, b: a + b,
    "sub": lambda a, b: a - b, "lsl": lambda a, b: a << b, "lsr": lambda a, b: z3.LShR(a, b),
    "ror": lambda a, b: z3.RotateRight(a, b),
}


def arm_step(m, insn):
    """Executes one instruction; returns False at the function's return."""
    mn = insn.mnemonic.split(".")[0]
    ops = insn.operands
    base = mn[:-1] if mn.endswith("s") and mn[:-1] in ARM_BIN or mn in ("movs", "mvns") else mn
    # Branches (a round's loop, the size configuration's): on the Z flag of
    # the last flag-setting instruction, which must have had a concrete
    # result (a loop counter), never a state-dependent one.
    if mn in ("b", "beq", "bne"):
        if mn != "b":
            if getattr(m, "z", None) is None:
                raise Unknown(f"{insn.mnemonic} {insn.op_str} on a flag that is not concrete")
            if m.z != (mn == "beq"):
                return True
        return Jump(ops[0].imm)
    if insn.cc not in (0, arm.ARM_CC_AL):
        raise Unknown(f"conditional instruction {insn.mnemonic} {insn.op_str}")
    if mn == "cmp":
        d = z3.simplify(m.get(insn.reg_name(ops[0].reg)) - _arm_operand(m, insn, ops[1]))
        m.z = d.as_long() == 0 if z3.is_bv_value(d) else None
        return True
    if mn == "tst":  # (the interleaved size loop's end: its table pointer, concrete)
        d = z3.simplify(m.get(insn.reg_name(ops[0].reg)) & _arm_operand(m, insn, ops[1]))
        m.z = d.as_long() == 0 if z3.is_bv_value(d) else None
        return True
    if base != mn or insn.update_flags:  # flags from this result: known only where it is concrete
        m.z = None
    if base in ARM_BIN:
        name = insn.reg_name(ops[0].reg)
        if len(ops) == 2:
            a, b = m.get(name), _arm_operand(m, insn, ops[1])
        else:
            a, b = _arm_operand(m, insn, ops[1]), _arm_operand(m, insn, ops[2])
        if name in ("sp", "pc") and base not in ("add", "sub"):
            raise Unknown(f"{insn.mnemonic} {insn.op_str}")
        m.set(name, ARM_BIN[base](a, b))
        if base != mn:
            v = z3.simplify(m.get(name))
            m.z = v.as_long() == 0 if z3.is_bv_value(v) else None
    elif base in ("mov", "mvn"):
        v = _arm_operand(m, insn, ops[1])
        m.set(insn.reg_name(ops[0].reg), v if base == "mov" else ~v)
        if base != mn:
            v = z3.simplify(m.get(insn.reg_name(ops[0].reg)))
            m.z = v.as_long() == 0 if z3.is_bv_value(v) else None
    elif mn == "ldrb" and insn.writeback and len(ops) == 3 and ops[2].type == arm.ARM_OP_IMM:
        # Post-indexed byte load (a table read by pointer): [rn], #imm loads
        # at rn, then rn += imm.
        mem, rn = ops[1].mem, insn.reg_name(ops[1].mem.base)
        if mem.index or mem.disp:
            raise Unknown(f"{insn.mnemonic} {insn.op_str}")
        a = m.get(rn)
        m.set(insn.reg_name(ops[0].reg), z3.ZeroExt(24, m.load(a, 1)))
        m.set(rn, a + ops[2].imm)
    elif mn in ("ldr", "str", "ldrd", "strd"):
        regs = [insn.reg_name(o.reg) for o in ops if o.type == arm.ARM_OP_REG]
        mem = [o for o in ops if o.type == arm.ARM_OP_MEM][0]
        if mem.mem.index:
            raise Unknown(f"indexed address in {insn.mnemonic} {insn.op_str}")
        addr = m.get(insn.reg_name(mem.mem.base)) + mem.mem.disp
        if insn.writeback or len([o for o in ops if o.type == arm.ARM_OP_IMM]):
            raise Unknown(f"write-back address in {insn.mnemonic} {insn.op_str}")
        for k, reg in enumerate(regs):
            if mn.startswith("ldr"):
                m.set(reg, m.load(addr + 4 * k, 4))
            else:
                m.store(addr + 4 * k, m.get(reg), 4)
    elif mn in ("push", "pop", "stm", "stmia", "ldm", "ldmia", "stmdb"):
        if mn in ("push", "stmdb"):
            regs = [insn.reg_name(o.reg) for o in (ops if mn == "push" else ops[1:])]
            bn = "sp" if mn == "push" else insn.reg_name(ops[0].reg)
            a = m.get(bn) - 4 * len(regs)
            for k, reg in enumerate(regs):
                m.store(a + 4 * k, m.get(reg), 4)
            if mn == "push" or insn.writeback:
                m.set(bn, a)
        else:
            regs = [insn.reg_name(o.reg) for o in (ops if mn == "pop" else ops[1:])]
            bn = "sp" if mn == "pop" else insn.reg_name(ops[0].reg)
            a = m.get(bn)
            for k, reg in enumerate(regs):
                if mn.startswith("stm"):
                    m.store(a + 4 * k, m.get(reg), 4)
                elif reg == "pc":
                    return False
                else:
                    m.set(reg, m.load(a + 4 * k, 4))
            if (mn == "pop" or insn.writeback) and bn not in regs:
                m.set(bn, a + 4 * len(regs))
    elif mn == "bx" and insn.reg_name(ops[0].reg) == "lr":
        return False
    elif mn == "nop":
        pass
    else:
        raise Unknown(f"ARM instruction not modelled: {insn.mnemonic} {insn.op_str}")
    return True


# ---- RV32I ----
RV_BIN = {
    "xor": lambda a, b: a ^ b, "and": lambda a, b: a & b, "or": lambda a, b: a | b,
    "add": lambda a, b: a + b, "sub": lambda a, b: a - b, "sll": lambda a, b: a << (b & 31),
    "srl": lambda a, b: z3.LShR(a, b & 31), "sra": lambda a, b: a >> (b & 31),
}


def rv_step(m, insn):
    mn = insn.mnemonic
    ops = insn.operands

    def val(o):
        if o.type == riscv.RISCV_OP_IMM:
            return z3.BitVecVal(o.imm & 0xFFFFFFFF, 32)
        n = insn.reg_name(o.reg)
        return z3.BitVecVal(0, 32) if n == "zero" else m.get(n)

    def dst(v):
        n = insn.reg_name(ops[0].reg)
        if n != "zero":
            m.set(n, v)

    op = mn[:-1] if mn.endswith("i") and mn[:-1] in RV_BIN else mn
    if mn in ("slli", "srli", "srai"):
        op = mn[:-1]
    if op in RV_BIN:
        dst(RV_BIN[op](val(ops[1]), val(ops[2])))
    elif mn in ("mv", "not", "neg", "li"):
        v = val(ops[1])
        dst({"mv": v, "not": ~v, "neg": -v, "li": v}[mn])
    elif mn == "lui":
        dst(z3.BitVecVal((ops[1].imm << 12) & 0xFFFFFFFF, 32))
    elif mn in ("lw", "sw"):
        mem = ops[1].mem
        addr = m.get(insn.reg_name(mem.base)) + mem.disp
        if mn == "lw":
            dst(m.load(addr, 4))
        else:
            m.store(addr, val(ops[0]), 4)
    elif mn == "ret" or (mn == "jalr" and len(ops) == 1 and insn.reg_name(ops[0].reg) == "ra"):
        return False
    elif mn == "nop":
        pass
    else:
        raise Unknown(f"RV32I instruction not modelled: {mn} {insn.op_str}")
    return True


STEP = {"thumb": arm_step, "rv32": rv_step}
