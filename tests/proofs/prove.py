#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Proves that every assembly round, as the compiler builds it, equals the
SP 800-232 round for all 2^320 states.

For each entry of ROUNDS and each compiler: a small C function loading the
state from s[], running Ascon-p[r] with the round's macro, storing it back, is
compiled with the build's flags; its object is disassembled (capstone) and run
symbolically (machine.py). The AVR round of the C99 edition is its own
function in assembly: linked, read back with avr-objdump and run (avr.py),
called with first = 12 - r. The theorem, per round count r:

    mem_out = pieces(p[r](words(mem_in)))

where pieces() is the round's convention (32-bit halves l, h; or the
bit-interleaved halves e, o of detail/bi32.hpp, with the word-to-slot renaming
its header states; or AVR's bytes), all 320 input bits free. It is proven round by round: a
concrete run finds where (which register or stack word, plain or complemented)
the code holds each piece of the state after round j; there the symbolic
state must equal (maybe complemented) pieces(round_j(S)) for free S, and is
replaced by a fresh free state for round j + 1. So each step proves, for all
S: code round j+1 (S) = round_{j+1}(S) in the convention, and p[r] follows by
composition (the rounds run one after the other on the state the last left;
the code after a cut may still read stale values of the earlier round, but
the step holds for all of those too).

The free state is ten free pieces (32-bit variables: the convention is a
bijection, so this is every state), the words built from them for the spec
side; each piece's claim is one small SAT problem (check()). That keeps a
round to a fraction of a second where one problem over all 320 bits, with
the interleaving as 64 one-bit extracts per half, took minutes.

The C++ core's single-message Ascon-p[r] on AArch64 and x86-64 (core.cpp,
core_a64 and core_x64 below) holds no whole state between rounds; its proof
cuts value by value inside each round's S-box (core64.py), convention the
five 64-bit words.

Then a negative control per round: a copy of the header with one planted
error (a wrong round constant or rotation) must fail with a counterexample.

  prove.py [--only NAME] [--no-negative]
"""
import argparse, os, random, re, shutil, subprocess, sys, tempfile, time
import z3
import avr, core64, machine, machine64, rvb, spec

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))

HALVES = "a, b, c, d, e, f, g, h, i, j"
V6M_CONST = "ASCON_PERMUTE_ARMV6M_{r}(" + HALVES + ")"


def p_calls(macro, r):
    return [f"{macro}_{r}({HALVES})"]


def v7m_calls(r):
    return [f"ASCON_ROUND_ARMV7M({HALVES}, {spec.const(i):#x})" for i in range(16 - r, 16)]


def loop_calls(macro, r):
    """The size configuration's loop round, once per round with its constant."""
    return [f"{macro}({HALVES}, {spec.const(i):#x})" for i in range(16 - r, 16)]


def mem_calls(r):
    """The loop round on the state in memory (the wrapper passes s itself)."""
    return [f"ASCON_ROUND_ARMV6M_MEM(s, {spec.const(i):#x})" for i in range(16 - r, 16)]


def bi32_calls(r, macro="ASCON_ROUND_BI32_ARMV7M", step=2):
    # round_bi32_armv7m.h leaves word k in the slot of input word k + 2: the
    # next round's names rotate by two slots (step 2); round_bi32_rv32b.h
    # leaves every word in its own slot (step 0).
    names = [("a", "b"), ("c", "d"), ("e", "f"), ("g", "h"), ("i", "j")]
    out = []
    for n, i in enumerate(range(16 - r, 16)):
        slots = [names[(k + step * n) % 5] for k in range(5)]
        ce, co = spec.interleave_int(spec.const(i))
        out.append(f"{macro}(" + ", ".join(x for s in slots for x in s) + f", {ce:#x}, {co:#x})")
    return out


# The rounds: header (the one place that says where each file lives), the
# state convention, the word -> slot map after r rounds, the calls for p[r],
# the builds (as tests/embedded/asm_check.sh and the embedded builds make
# them), and the planted error of the negative control (regex, replacement).
RV = ["-march=rv32i", "-mabi=ilp32"]
# The RV32I builds both RV32I rounds (the unrolled permutations and the loop round) are proven in.
RV32I_BUILDS = {"gcc": ["riscv64-unknown-elf-gcc", *RV, "-isystem", "/usr/lib/picolibc/riscv64-unknown-elf/include"],
                "clang": ["clang", "--target=riscv32-unknown-elf", *RV]}
ARM_GCC = "arm-none-eabi-gcc"
GCC_X64 = ["-fno-schedule-insns2", "-fno-tree-reassoc"]
ROUNDS = {
    "armv7m": dict(
        header="include/ascon/rounds/round_armv7m.h", convention="halves", slot=lambda k, r: k, calls=v7m_calls,
        arch="thumb",
        builds={"gcc-m4": [ARM_GCC, "-mcpu=cortex-m4", "-mthumb"], "gcc-m3": [ARM_GCC, "-mcpu=cortex-m3", "-mthumb"],
                "clang-m3": ["clang", "--target=thumbv7m-none-eabi", "-mcpu=cortex-m3"],
                "clang-m4": ["clang", "--target=thumbv7em-none-eabi", "-mcpu=cortex-m4"]},
        plant=(r"lsr #19", "lsr #18")),
    "bi32_armv7m": dict(
        header="include/ascon/rounds/round_bi32_armv7m.h", convention="bi32", slot=lambda k, r: (k + 2 * r) % 5,
        calls=bi32_calls, arch="thumb",
        builds={"gcc-m3": [ARM_GCC, "-mcpu=cortex-m3", "-mthumb"], "gcc-m4": [ARM_GCC, "-mcpu=cortex-m4", "-mthumb"],
                "clang-m3": ["clang", "--target=thumbv7m-none-eabi", "-mcpu=cortex-m3"],
                "clang-m4": ["clang", "--target=thumbv7em-none-eabi", "-mcpu=cortex-m4"]},
        plant=(r"ror #11", "ror #12")),
    "armv6m": dict(
        header="include/ascon/rounds/round_armv6m.h", convention="halves", slot=lambda k, r: k,
        calls=lambda r: p_calls("ASCON_PERMUTE_ARMV6M", r), arch="thumb",
        builds={"gcc-m0": [ARM_GCC, "-mcpu=cortex-m0", "-mthumb"],
                "clang-m0": ["clang", "--target=thumbv6m-none-eabi", "-mcpu=cortex-m0", "-fomit-frame-pointer"]},
        plant=(r'"\], #" #c "\\n\\t"', r'"], #" #c "+1\\n\\t"')),
    "rv32i": dict(
        header="include/ascon/rounds/round_rv32i.h", convention="halves", slot=lambda k, r: k,
        calls=lambda r: p_calls("ASCON_PERMUTE_RV32I", r), arch="rv32",
        builds=RV32I_BUILDS,
        plant=(r"x0h, 19, 13,", "x0h, 18, 14,")),
    # The size configuration's loop rounds (ASCON_ROUNDS_LOOP in select.h),
    # called once per round with the constant as a run-time operand: RV32I's
    # on the halves, ARMv6-M's on the state in memory (the wrapper hands it
    # s, not halves; "pointer"). The planted errors: x2l ^ c made x2l | c, and
    # word 0's first shift one bit short.
    "rv32i_loop": dict(
        header="include/ascon/rounds/round_rv32i.h", convention="halves", slot=lambda k, r: k,
        calls=lambda r: loop_calls("ASCON_ROUND_RV32I", r), arch="rv32",
        builds=RV32I_BUILDS,
        plant=(r'ASCON_RV32I_R_\("xor", x2l, x2l, c\)', 'ASCON_RV32I_R_("or", x2l, x2l, c)')),
    # RV32 with Zbb (Zbkb's rori/andn/orn are the same encodings): the size
    # configuration's interleaved loop round, the constant's halves as
    # run-time operands; no C extension, so rvb.py decodes every instruction.
    # The planted error: one rotation of word 3's odd half (parked in t0 by
    # the S-box) a bit short.
    "bi32_rv32b": dict(
        header="include/ascon/rounds/round_bi32_rv32b.h", convention="bi32", slot=lambda k, r: k,
        calls=lambda r: bi32_calls(r, "ASCON_ROUND_BI32_RV32B", step=0), arch="rv32b",
        builds={"gcc": ["riscv64-unknown-elf-gcc", "-march=rv32i_zbb", "-mabi=ilp32", "-isystem",
                        "/usr/lib/picolibc/riscv64-unknown-elf/include"],
                "clang": ["clang", "--target=riscv32-unknown-elf", "-march=rv32i_zbb", "-mabi=ilp32"]},
        plant=(r"rori %\[x3e\], %\[t0\], 3", "rori %[x3e], %[t0], 2")),
    # ARMv7-M's whole size-configuration loop (ASCON_ROUND_ARMV7M_LOOP_MEM):
    # the state loaded from s and stored back by the asm, the round above in
    # a loop that counts the constant (branches on its concrete value), one
    # call per p[r] with the first round's constant; p[16] takes the loop's
    # 0x0f -> 0xf0 step. GCC only (select.h: clang finds no register for
    # the frame slot's address). The planted error ends the loop a round early.
    "armv7m_loop": dict(
        header="include/ascon/rounds/round_armv7m.h", convention="halves", slot=lambda k, r: k,
        calls=lambda r: [f"ASCON_ROUND_ARMV7M_LOOP_MEM(s, {spec.const(16 - r):#x}u)"], arch="thumb",
        wrapper="pointer", counts=(16, 12, 8, 6, 1),
        builds={"gcc-m4": [ARM_GCC, "-mcpu=cortex-m4", "-mthumb"], "gcc-m3": [ARM_GCC, "-mcpu=cortex-m3", "-mthumb"]},
        plant=(r"cmp %\[c\], #0x3c", "cmp %[c], #0x4b")),
    # The interleaved size configuration's loop (ASCON_ROUND_BI32_ARMV7M_LOOP_MEM,
    # detail/small_bi32_round.hpp): the interleaved halves loaded from s and
    # stored back, the constants' halves read from the 32-byte table (the
    # wrapper passes s + 64, where start() stores the table: 32-aligned, as
    # the loop's end test needs), one call per p[r]. GCC only. The planted
    # error: one rotation of word 1's odd half a bit short.
    "bi32_armv7m_loop": dict(
        header="include/ascon/rounds/round_bi32_armv7m_loop.h", convention="bi32", slot=lambda k, r: k,
        calls=lambda r: [f"ASCON_ROUND_BI32_ARMV7M_LOOP_MEM(s, (const uint8_t *)s + 64 + {2 * (16 - r)})"],
        arch="thumb", wrapper="pointer", table=True, counts=(16, 12, 8, 6, 1),
        builds={"gcc-m4": [ARM_GCC, "-mcpu=cortex-m4", "-mthumb"], "gcc-m3": [ARM_GCC, "-mcpu=cortex-m3", "-mthumb"]},
        plant=(r"ror #20", "ror #21")),
    "armv6m_mem": dict(
        header="include/ascon/rounds/round_armv6m_mem.h", convention="halves", slot=lambda k, r: k,
        calls=mem_calls, arch="thumb", wrapper="pointer",
        builds={"gcc-m0": [ARM_GCC, "-mcpu=cortex-m0", "-mthumb"],
                "clang-m0": ["clang", "--target=thumbv6m-none-eabi", "-mcpu=cortex-m0", "-fomit-frame-pointer"]},
        plant=(r'#9\\n\\t"', r'#8\\n\\t"')),
    # The C99 edition's AVR round: the state as 40 bytes (b[8w + j] = byte j
    # of word w); between rounds words 0, 1, 3, 4 are in memory and word 2 in
    # r2..r9 (held: piece k -> its location); assembled and linked as
    # tests/avr/build.sh does; p[r] is the call with first = 12 - r. The
    # planted error takes x0 >>> 27 where the round takes x0 >>> 19 (the
    # copy's bytes renamed one place off).
    "avr": dict(
        header="src/c99/ascon_avr.S", convention="bytes", slot=lambda k, r: k, calls=None, arch="avr",
        builds={"avr-gcc": ["avr-gcc", "-mmcu=atmega1284p"]},
        held=lambda k: f"r{k - 14}" if 16 <= k < 24 else AVR_S + k,
        plant=(r"XORW r20, r21, r22, r23, r24, r25, r18, r19", "XORW r21, r22, r23, r24, r25, r18, r19, r20")),
    # The C++ core's single-message Ascon-p[r] on 64-bit targets: permute<r>
    # in a function of its own (core.cpp), compiled with the library's
    # Release flags; the state is the five words in memory, x2 complemented
    # between rounds as the core leaves it (find_cuts sees it so). The planted
    # error turns one rotation of word 1 (39 into 38).
    "core_a64": dict(
        header="include/ascon/permutation.hpp", convention="words", slot=lambda k, r: k, calls=None, arch="a64",
        builds={"gcc": ["aarch64-linux-gnu-g++"], "clang": ["clang++", "--target=aarch64-linux-gnu"]},
        plant=(r"const W y1 = linear<61, 39>\(t1\);", "const W y1 = linear<61, 38>(t1);")),
    # x86-64, the C++ round: the baseline build and the x86-64-v3 variant
    # (ANDN, RORX) as the run-time dispatch compiles it (v3: core.cpp's
    # PROOF_V3, target attributes, where the C++ round still runs when the
    # process has not chosen x86-64-v3); gcc with the project's speed flags
    # (ascon_speed_flags in CMakeLists.txt).
    "core_x64": dict(
        header="include/ascon/permutation.hpp", convention="words", slot=lambda k, r: k, calls=None, arch="x64",
        builds={"gcc": ["g++", *GCC_X64], "gcc-v3": ["g++", *GCC_X64, "-DPROOF_V3"],
                "clang": ["clang++"], "clang-v3": ["clang++", "-DPROOF_V3"]},
        # x86-64 compiles the spread order (ASCON_ROUND_SPREAD_ORDER): the
        # planted error is in its rotation of word 1 (39 into 38).
        plant=(r"W r1b = pinned\(rotr\(x1, 39\)\);", "W r1b = pinned(rotr(x1, 38));")),
    # x86-64, the assembly round (ASCON_ROUND_X86_64_ASM): -march=x86-64-v3
    # builds (mode 1), and the same statement forced into a PROOF_V3 function
    # (the dispatching layers' v3 variants run it so, mode 2, behind a branch
    # on the process's choice that this executor cannot follow: a load).
    # The planted error turns word 1's inner rotation (42 into 41).
    "core_x64_asm": dict(
        header="include/ascon/permutation.hpp", convention="words", slot=lambda k, r: k, calls=None, arch="x64",
        builds={"gcc-march-v3": ["g++", *GCC_X64, "-march=x86-64-v3"],
                "gcc-v3": ["g++", *GCC_X64, "-DPROOF_V3", "-DASCON_ROUND_X86_64_ASM=1"],
                "clang-march-v3": ["clang++", "-march=x86-64-v3"]},
        plant=(r'"rorx \$42, %\[x1\], %\[t1\]', '"rorx $41, %[x1], %[t1]')),
}
# The block loops' permute_complemented<r> (S2 complemented in and out: the
# theorem is out = C(p[r](C(in))), C complementing word 2), per compiler.
# Not clang's x86-64-v3 build of the C++ round: it computes the last round's linear layer
# for four words in AVX2 (vpsrlvq/vpsllvq with shift counts from .rodata),
# which the executor does not model (its relocations stop it).
for _a, _b in (("a64", ("gcc", "clang")), ("x64", ("gcc", "gcc-v3", "clang")),
               ("x64_asm", ("gcc-march-v3", "gcc-v3", "clang-march-v3"))):
    _e = ROUNDS[f"core_{_a}"]
    ROUNDS[f"core_{_a}_complemented"] = dict(_e, complemented=True,
                                             builds={b: _e["builds"][b] + ["-DPROOF_COMPLEMENTED"] for b in _b})
FLAGS = ["-std=c99", "-Wall", "-Wextra", "-Werror", "-O2", "-c"]
# The library's Release flags (CMAKE_BUILD_TYPE=Release and its targets' options).
CXX_FLAGS = ["-std=gnu++20", "-O3", "-DNDEBUG", "-fPIC", "-fno-exceptions", "-fno-rtti", "-Wall", "-Wextra", "-Werror", "-c"]
CORE_ARCHES = ("a64", "x64")
S_ADDR, SP = 0x10000000, 0x20008000
AVR_S, AVR_SP = 0x0100, 0x10FF  # 16-bit data addresses
TACTIC = z3.Then("simplify", "bit-blast", "sat")
STEP = {**machine.STEP, **machine64.STEP, "avr": avr.step, "rv32b": rvb.step}


def compile_wrapper(tmp, header, calls, cc, pointer=False):
    """pointer: the calls take s itself, else the halves a..j loaded from it."""
    c = os.path.join(tmp, "w.c")
    with open(c, "w") as f:
        f.write(f'#include <stdint.h>\n#include "{os.path.basename(header)}"\nvoid p(uint32_t *s) {{\n')
        if not pointer:
            f.write("  uint32_t " + ", ".join(f"{n} = s[{k}]" for k, n in enumerate(HALVES.split(", "))) + ";\n")
        f.write("".join(f"  {x};\n" for x in calls))
        if not pointer:
            f.write("  " + ", ".join(f"s[{k}] = {n}" for k, n in enumerate(HALVES.split(", "))) + ";\n")
        f.write("}\n")
    o = os.path.join(tmp, "w.o")
    # The copy first (it may hold the planted error), then the tree's rounds
    # folder for the headers it includes.
    rounds = os.path.join(ROOT, "include", "ascon", "rounds")
    subprocess.run(cc + FLAGS + ["-I", os.path.dirname(header), "-I", rounds, c, "-o", o], check=True)
    objcopy = "riscv64-unknown-elf-objcopy" if "riscv" in " ".join(cc) else "arm-none-eabi-objcopy"
    objdump = objcopy.replace("objcopy", "objdump")
    rel = subprocess.run([objdump, "-r", "-j", ".text", o], capture_output=True, text=True, check=True).stdout
    if re.search(r"^[0-9a-f]+ ", rel, re.M):
        raise machine.Unknown(f"the wrapper has relocations (calls or data):\n{rel}")
    b = os.path.join(tmp, "w.bin")
    subprocess.run([objcopy, "-O", "binary", "--only-section=.text", o, b], check=True)
    return open(b, "rb").read()


def compile_core(tmp, r, cc, arch):
    """The C++ core's p[r] (core.cpp), compiled against the header copy in
    tmp/ascon (the rest of include/ascon as it is): its .text."""
    o = os.path.join(tmp, "core.o")
    inc = os.path.join(ROOT, "include")
    subprocess.run(cc + CXX_FLAGS + [f"-DPROOF_ROUNDS={r}", "-I", tmp, "-I", inc, "-I", os.path.join(inc, "ascon"),
                                     os.path.join(ROOT, "tests", "proofs", "core.cpp"), "-o", o], check=True)
    pre = "aarch64-linux-gnu-" if arch == "a64" else ""
    rel = subprocess.run([pre + "objdump", "-r", "-j", ".text", o], capture_output=True, text=True, check=True).stdout
    if re.search(r"^[0-9a-f]+ ", rel, re.M):
        raise machine.Unknown(f"the core's function has relocations (calls or data):\n{rel}")
    b = os.path.join(tmp, "core.bin")
    subprocess.run([pre + "objcopy", "-O", "binary", "--only-section=.text", o, b], check=True)
    return machine64.disassemble(arch, open(b, "rb").read())


def compile_code(entry, tmp, header, r, cc):
    """The instructions to run: the wrapper's, or (AVR) the linked round's."""
    if entry["arch"] == "avr":
        return avr.build(header, os.path.join(tmp, "a.elf"), cc)
    if entry["arch"] in CORE_ARCHES:
        return compile_core(tmp, r, cc, entry["arch"])
    dis = rvb.disassemble if entry["arch"] == "rv32b" else lambda b: machine.disassemble(entry["arch"], b)
    return dis(compile_wrapper(tmp, header, entry["calls"](r), cc,
                                                              entry.get("wrapper") == "pointer"))


def width(convention):
    return spec.CONVENTIONS[convention][1]


def fresh_pieces(tag, convention):
    """A free state as its pieces: free variables (32 or 8 bits), one per
    location. Pieces are a bijection of the five words, so "for all pieces"
    is "for all states"; the words are built from them (spec.words)."""
    w = width(convention)
    n = 64 // w
    names = {"halves": "lh", "bi32": "eo", "bytes": [f"b{j}" for j in range(8)], "words": [""]}[convention]
    return [z3.BitVec(f"{tag}_x{k // n}{names[k % n]}", w) for k in range(5 * n)]


def start(entry, ps, fold, r):
    """The machine at the call: the state's pieces in memory, its address as the argument."""
    avr_ = entry["arch"] == "avr"
    base = AVR_S if avr_ else S_ADDR
    m = machine.Machine(fold, 8 if avr_ else 64 if entry["arch"] in CORE_ARCHES else 32)
    for k, p in enumerate(ps):
        m.store(z3.BitVecVal(base + p.size() // 8 * k, 32), p, p.size() // 8)
    if entry.get("table"):  # the round constants' interleaved halves, two bytes a round, at s + 64
        for i in range(16):
            for h, v in enumerate(spec.interleave_int(spec.const(i))):
                m.store(z3.BitVecVal(S_ADDR + 64 + 2 * i + h, 32), z3.BitVecVal(v, 8), 1)
    if avr_:
        avr.start(m, AVR_S, AVR_SP, 12 - r)  # runs rounds 12 - r .. 11 of p[12]
        m.set("C", m.fresh(1, "C_"))
        m.set("T", m.fresh(1, "T_"))
        return m
    sp, arg = {"thumb": ("sp", "r0"), "rv32": ("sp", "a0"), "rv32b": ("sp", "a0"), "a64": ("sp", "x0"), "x64": ("rsp", "rdi")}[entry["arch"]]
    m.set(sp, z3.BitVecVal(SP, m.bits))
    m.set(arg, z3.BitVecVal(S_ADDR, m.bits))
    return m


def state_locations(m, entry):
    """Where a state may be held between rounds. The AVR round keeps piece k
    at entry["held"](k): a byte of its memory or a register (find_cuts)."""
    locs = m.locations()
    if entry["arch"] == "avr":
        return {a: locs[a] for a in map(entry["held"], range(40)) if a in locs}
    return locs


def out_words(m, entry, r):
    """The output pieces in word order (word k read from its slot)."""
    conv, slot = entry["convention"], entry["slot"]
    n, b = 64 // width(conv), width(conv) // 8
    base = AVR_S if entry["arch"] == "avr" else S_ADDR
    got = [m.load(z3.BitVecVal(base + b * k, 32), b) for k in range(5 * n)]
    return [got[n * slot(k, r) + h] for k in range(5) for h in range(n)]


def find_cuts(code, entry, r):
    """A concrete run: after which instruction the state after round j
    (j = 1 .. r-1) is first held whole, and where: piece -> [(location, complemented)]."""
    rnd = random.Random(20260)
    x = [rnd.getrandbits(64) for _ in range(5)]
    m = start(entry, [z3.simplify(p) for p in spec.pieces([z3.BitVecVal(w, 64) for w in x], entry["convention"])], True, r)
    targets, cuts, j = [], {}, 1
    for i in range(16 - r, 16 - 1):
        x = spec.round_(x, spec.const(i))
        targets.append([z3.simplify(p).as_long() for p in spec.pieces([z3.BitVecVal(w, 64) for w in x], entry["convention"])])
    ones = (1 << width(entry["convention"])) - 1
    for n in machine.execute(code, m, STEP[entry["arch"]]):
        if j <= len(targets):
            have = {}
            for loc, v in state_locations(m, entry).items():
                v = v if z3.is_bv_value(v) else z3.simplify(v)
                if z3.is_bv_value(v):
                    have.setdefault(v.as_long(), []).append((loc, False))
                    if entry["arch"] != "avr":
                        have.setdefault(v.as_long() ^ ones, []).append((loc, True))
            if entry["arch"] == "avr":  # piece k at held(k) only: bytes match others by chance
                held = entry["held"]
                if all((held(k), False) in have.get(t, ()) for k, t in enumerate(targets[j - 1])):
                    cuts[n] = [[(held(k), False)] for k in range(40)]
                    j += 1
            elif all(t in have for t in targets[j - 1]):
                cuts[n] = [have[t] for t in targets[j - 1]]
                j += 1
    # Where the state after round j is never held whole (a wrong round), the
    # rest is proven (or refuted) in one piece from the last cut.
    return cuts


def check(claims, what):
    """Proves every (got, want) pair equal for all values; returns None or a
    counterexample. One small problem per pair (a 32-bit piece): its
    difference got ^ want, simplified, bit-blasted and shown never nonzero by
    SAT; the conjunction of the pairs is the claim."""
    for g, w in claims:
        d = z3.simplify(g ^ w)
        if z3.is_bv_value(d) and d.as_long() == 0:
            continue
        s = TACTIC.solver()
        s.add(d != 0)
        res = s.check()
        if res == z3.unsat:
            continue
        if res != z3.sat:
            raise machine.Unknown(f"{what}: solver says {res}")
        mdl = s.model()
        got, want = (z3.simplify(mdl.eval(x, True)).as_long() for x in (g, w))
        inp = ", ".join(f"{v}={mdl[v].as_long():#x}" for v in sorted(mdl.decls(), key=str) if "_x" in str(v))
        return f"{what}: counterexample {inp}: got {got:#x} where the spec gives {want:#x}"
    return None


def cuts_of(code, entry, r):
    if entry["arch"] in CORE_ARCHES:
        return core64.find_cuts(code, entry, r, start, STEP[entry["arch"]])
    return find_cuts(code, entry, r)


def prove(code, entry, r, cuts=None):
    """Proves p[r] of the code round by round (at the given cuts, else at those
    its concrete run shows); returns None or the failure."""
    cuts = cuts_of(code, entry, r) if cuts is None else cuts
    if entry["arch"] in CORE_ARCHES:
        return core64.prove(code, entry, r, cuts, start, STEP[entry["arch"]], check, S_ADDR)
    conv = entry["convention"]
    P = fresh_pieces("s0", conv)
    S = spec.words(P, conv)
    m = start(entry, P, False, r)
    j, consts = 0, [spec.const(i) for i in range(16 - r, 16)]
    for n in machine.execute(code, m, STEP[entry["arch"]]):
        if n in cuts:
            want = spec.pieces(spec.round_(S, consts[j]), conv)
            locs = state_locations(m, entry)
            claims = [(locs[loc], ~w if neg else w) for w, ls in zip(want, cuts[n]) for loc, neg in ls]
            fail = check(claims, f"round {j + 1} of p[{r}]")
            if fail:
                return fail
            j += 1
            P = fresh_pieces(f"s{j}", conv)
            S = spec.words(P, conv)
            for p, ls in zip(P, cuts[n]):
                for loc, neg in ls:
                    m.put(loc, ~p if neg else p)
    for c in consts[j:]:
        S = spec.round_(S, c)
    what = f"round {r} of p[{r}]" if j == r - 1 else f"rounds {j + 1}..{r} of p[{r}] (no state after round {j + 1} found)"
    return check(list(zip(out_words(m, entry, r), spec.pieces(S, conv))), what)


def fingerprint(code):
    """What identifies a compiled round: each instruction's address and bytes
    (capstone's), or its decoded fields (the RV32 and AVR decoders' tuples)."""
    return tuple((i.address, bytes(i.bytes)) if hasattr(i, "bytes") else repr(i) for i in code)


def run_round(name, entry, tmp, planted=False):
    """Proves every build of the round for p[12], p[8], p[6]; returns failures."""
    sub = "ascon" if entry["arch"] in CORE_ARCHES else ""  # core.cpp includes "ascon/permutation.hpp"
    os.makedirs(os.path.join(tmp, sub), exist_ok=True)
    header = os.path.join(tmp, sub, os.path.basename(entry["header"]))
    text = open(os.path.join(ROOT, entry["header"])).read()
    open(header, "w").write(text)
    if planted:  # the correct build's cuts: the wrong code never holds a right state
        good = {b: compile_code(entry, tmp, header, 6, cc) for b, cc in entry["builds"].items()}
        text, n = re.subn(entry["plant"][0], entry["plant"][1], text, count=1)
        assert n == 1, f"{name}: the planted error's pattern is not in the header"
        open(header, "w").write(text)
    fails = []
    # Builds whose instructions are the same as an earlier build's (GCC emits
    # the same Thumb-2 for -mcpu=cortex-m3 and -mcpu=cortex-m4, say) share
    # its verdict: the proof is about the instructions, not the flags.
    done = {}
    for build, cc in entry["builds"].items():
        if shutil.which(cc[0]) is None:
            raise SystemExit(f"prove: {cc[0]} is not installed")
        for r in ((6,) if planted else entry.get("counts", (12, 8, 6))):
            t0 = time.monotonic()
            code = compile_code(entry, tmp, header, r, cc)
            cuts = None
            if planted:
                assert len(code) == len(good[build]), f"{name} {build}: the planted error changed the code's length"
            key = (r, fingerprint(code), fingerprint(good[build]) if planted else None)
            tag = "planted error" if planted else "proof"
            if key in done:
                first, fail = done[key]
                print(f"prove: {name} {build} p[{r}] ({len(code)} instructions): {tag}: "
                      f"{'HOLDS' if not fail else 'FAILS'}: the same instructions as {first}'s", flush=True)
                if fail:
                    fails.append(f"{name} {build} p[{r}]")
                continue
            if planted:
                cuts = cuts_of(good[build], entry, r)
            fail = prove(code, entry, r, cuts)
            done[key] = (build, fail)
            dt = time.monotonic() - t0
            print(f"prove: {name} {build} p[{r}] ({len(code)} instructions): {tag}: "
                  f"{'HOLDS' if not fail else 'FAILS'} in {dt:.1f} s" + (f"\n  {fail}" if fail else ""), flush=True)
            if fail:
                fails.append(f"{name} {build} p[{r}]")
    return fails


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--only", action="append")
    ap.add_argument("--no-negative", action="store_true")
    a = ap.parse_args()
    t0 = time.monotonic()
    import refcheck
    refcheck.check(ROOT)
    bad = []
    for name, entry in ROUNDS.items():
        if a.only and name not in a.only:
            continue
        with tempfile.TemporaryDirectory() as tmp:
            bad += run_round(name, entry, tmp)
            if not a.no_negative:
                missed = run_round(name, entry, tmp, planted=True)
                if not missed:
                    bad.append(f"{name}: the planted error ({entry['plant'][1]}) was not caught")
    print(f"prove: total {time.monotonic() - t0:.1f} s")
    if bad:
        sys.exit("prove: FAILED: " + "; ".join(bad))
    print("prove: every round equals the SP 800-232 round; every planted error failed")


if __name__ == "__main__":
    main()
