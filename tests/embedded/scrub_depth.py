#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Checks, from GCC's -fcallgraph-info=su output (.ci files) of the C
library, that every scrubbed C entry point zeroes at least the stack its work
can use: for each function that calls both a scrub_stack instance and a
Scrubbed<...>::work (or, with x86-64 run-time dispatch, the variants
Variants<F>::v3 and ::baseline), the work's worst-case stack (the largest sum of static
frame sizes along any call path below it, as stack_usage.py) must fit in the
scrub's frame with a margin. Both frames start at the entry point's stack
pointer, so a work frame deeper than the scrub's frame leaves its deepest
words unzeroed. Usage: scrub_depth.py [--x86-64] MARGIN FILE.ci...
Prints one line per entry point class (the deepest work per scrub instance)
and exits 1 if any work exceeds its scrub's frame / MARGIN."""
import re
import sys

from thumb_frames import frame_bytes

args = sys.argv[1:]
# --x86-64: a leaf may use the 128-byte red zone below its stack pointer
# without a frame, which GCC's frame sizes leave out (added at each leaf, as
# far as its disassembly reaches; the C library's, not in these files, use
# none). The scrub there is an assembly routine, ascon_capi_scrub_x86_64
# (src/capi/common.cpp), that zeroes at least its first argument's bytes
# below its return address, where the work's return address was: the
# region is that argument, read from the caller's code (the constant moved
# into edi before the call; the smallest, if several). Where the work itself
# jumps to the routine as its last act (ASCON_CAPI_TAIL_SCRUB: the variants
# and works of src/capi/dispatch.hpp's TailWork), the routine starts at the
# work's caller's stack pointer: the region is that constant, and what it
# must cover is the work's own frame and everything below it.
# --a64: AArch64 objects; in the size configuration the scrub there is an
# assembly routine too, ascon_capi_scrub_a64 (or _gpr), that zeroes its second
# argument's bytes below its stack pointer: tail-called, that is the entry
# point's caller's, so the region is that argument (the constant moved into
# x1 or w1 before the call) less the entry point's own frame. A work that
# jumps to the routine itself (small::sponge_c with its Tail, the hash
# class's one-shots, src/capi/hash.cpp) starts it at its caller's stack
# pointer: the region is the constant, what it must cover the work's own
# frame and everything below it, and every caller must jump to that work
# (a call would leave the caller's frame above the region): an error
# otherwise.
# --thumb: Cortex-M objects; in the size configuration the scrub there is
# scrub_return<C> (src/capi/common.cpp), which the entry point jumps to
# after its work (or with its work inlined): its frame then starts at the
# entry point's caller's stack pointer, so its region is its whole frame and
# what it must cover is the entry point's own frame and everything below it.
# A call instead of the jump (GCC makes no tail call where a local's address
# may reach the callee) would leave the entry point's frame above the
# region: an error. Its frame must be the region and the saved registers with
# no padding word between them (what lies below the saved registers a
# multiple of 64 bytes). On Thumb-2 the routine has no frame (h-m4v): it
# zeroes the bytes below its stack pointer without moving it; its region is
# then the constant it subtracts from sp into its pointer (`sub rN, sp, #N`,
# or `movw rN, #N` and `sub rN, sp, rN` past 4095; rN may be ip, h-m4t),
# read from the object.
x86_64 = args[:1] == ["--x86-64"]
a64 = args[:1] == ["--a64"]
thumb = args[:1] == ["--thumb"]
if x86_64 or a64 or thumb:
    args = args[1:]
M_SCRUB = "scrub_return"
thumb_jump, thumb_call, below, pushed, m_region = set(), set(), {}, {}, {}
if thumb:
    import subprocess
    for f in args[1:]:
        fn, mine, movw = None, {}, (None, 0)  # a weak function is in several objects: one copy's pushes
        dis = subprocess.run(["arm-none-eabi-objdump", "-dr", "--no-show-raw-insn", f[:-3] + ".o"],
                             capture_output=True, text=True, check=True).stdout
        for line in dis.splitlines():
            m = re.match(r"[0-9a-f]+ <(.*)>:$", line)
            if m:
                fn = m.group(1)
                mine[fn] = 0
                continue
            m = re.search(r"R_ARM_THM_(CALL|JUMP24)\s+(\S*" + M_SCRUB + r"\S*)$", line)
            if m:
                (thumb_jump if m.group(1) == "JUMP24" else thumb_call).add(fn)
            # every function's pushes and sp subtractions (thumb_frames.py):
            # an asm statement's push is not in GCC's frame size
            if fn:
                mine[fn] += frame_bytes(line)
            if fn and M_SCRUB in fn:
                # a frameless routine's region: sp less a constant
                m = re.search(r"\bmovw\s+(r\d+|ip), #(\d+)", line)
                if m:
                    movw = (m.group(1), int(m.group(2)))
                m = re.search(r"\bsubw?(?:\.w)?\s+(r\d+|ip), sp, (?:#(\d+)|(r\d+|ip))\s*(?:@.*)?$", line)
                if m:
                    if m.group(2):
                        m_region[fn] = int(m.group(2))
                    elif movw[0] == m.group(3):
                        m_region[fn] = movw[1]
                # the frame below the saved registers: sp subtractions, and
                # r0-r3 pushed with them (GCC's way to take 4 to 16 bytes)
                m = re.search(r"\bsub(?:\.w)?\s+sp, #(\d+)", line)
                if m:
                    below[fn] = below.get(fn, 0) + int(m.group(1))
                m = re.search(r"\bpush(?:\.w)?\s+\{([^}]*)\}", line)
                if m:
                    low = [r for r in m.group(1).replace(" ", "").split(",") if r in ("r0", "r1", "r2", "r3")]
                    below[fn] = below.get(fn, 0) + 4 * len(low)
        for fn, n in mine.items():
            pushed[fn] = max(pushed.get(fn, 0), n)
    for fn, n in below.items():
        if n % 64:
            raise SystemExit(f"{fn}: frame of {n} bytes below its saved registers: a padding word the scrub "
                             "leaves unwritten")
X86_SCRUB = "ascon_capi_scrub_x86_64"
A64_SCRUB = "ascon_capi_scrub_a64"
A64_SCRUBS = (A64_SCRUB, A64_SCRUB + "_gpr")  # _gpr: the same stores, no vector registers
ASM_SCRUBS = (X86_SCRUB,) + A64_SCRUBS
# FILE.o beside each FILE.ci: the red zone each x86-64 function reads or
# writes, from its disassembly (the deepest -N(%rsp) operand), and the depth
# each passes the scrub routine.
red_zone, x86_depth, x86_tail, a64_asm = {}, {}, set(), {}
a64_jump, a64_called = set(), {}  # functions that jump to the routine; callers (bl) of each function
if a64:
    import subprocess
    for f in args[1:]:
        # the constant must be set at most six instructions before the
        # call (GCC: the frame's restore between them, up to four pairs and
        # the result's mov where the work jumps itself), not some earlier x1:
        # any other write of x1 or w1, and any call, forgets it
        fn, x1, since = None, None, 0
        dis = subprocess.run(["aarch64-linux-gnu-objdump", "-dr", "--no-show-raw-insn", f[:-3] + ".o"],
                             capture_output=True, text=True, check=True).stdout
        # Entry points in assembly (aead.cpp, the AArch64 size configuration):
        # GCC's call graph has no node for them, so their frame (the sub from
        # sp) and calls come from here, as a64_asm[fn] = (frame, callees).
        for m in re.finditer(r"^[0-9a-f]+ <(\w+)>:\n((?:.+\n)+)", dis, re.M):
            body = m.group(2)
            sub = re.search(r"\tsub\s+sp, sp, #0x([0-9a-f]+)", body)
            calls = set(re.findall(r"R_AARCH64_(?:CALL|JUMP)26\s+(\S+)", body))
            if sub and any(c in A64_SCRUBS for c in calls):
                a64_asm[m.group(1)] = (int(sub.group(1), 16), calls)
        for line in dis.splitlines():
            m = re.match(r"[0-9a-f]+ <(.*)>:$", line)
            if m:
                fn, x1 = m.group(1), None
                continue
            if re.match(r"\s+[0-9a-f]+:\t", line):
                since += 1
            if re.search(r"\t\S+\s+[wx]1\b|\tbl\s", line) and "<" + A64_SCRUB not in line:
                x1 = None
            m = re.search(r"\bmov\s+[wx]1, #0x([0-9a-f]+)", line)
            if m:
                x1, since = int(m.group(1), 16), 0
            # calls: to another section (a relocation) or within this one
            m = re.search(r"R_AARCH64_CALL26\s+(\S+)$|\tbl\s+[0-9a-f]+ <([^+>]+)>$", line)
            if m:
                a64_called.setdefault(m.group(1) or m.group(2), set()).add(fn)
            m = re.search(r"R_AARCH64_(CALL|JUMP)26\s+" + A64_SCRUB + r"(?:_gpr)?$", line)
            if m:
                if x1 is None or since > 6:
                    raise SystemExit(f"{fn}: calls {A64_SCRUB} without a constant depth in x1 just before")
                x86_depth[fn] = min(x86_depth.get(fn, x1), x1)
                if m.group(1) == "JUMP":
                    a64_jump.add(fn)
if x86_64:
    import subprocess
    for f in args[1:]:
        fn, edi, insn = None, None, ""
        dis = subprocess.run(["objdump", "-dr", "--no-show-raw-insn", f[:-3] + ".o"], capture_output=True,
                             text=True, check=True).stdout
        for line in dis.splitlines():
            m = re.match(r"[0-9a-f]+ <(.*)>:$", line)
            if m:
                fn, edi = m.group(1), None
                continue
            m = re.match(r"\s+[0-9a-f]+:\t(\S+)", line)
            if m:
                insn = m.group(1)
            for off in re.findall(r"-0x([0-9a-f]+)\(%rsp", line):
                red_zone[fn] = max(red_zone.get(fn, 0), int(off, 16))
            m = re.search(r"mov\s+\$0x([0-9a-f]+),%edi", line)
            if m:
                edi = int(m.group(1), 16)
            # the routine, or its straight path for the x86-64-v3 one-shots
            # (ascon_capi_scrub_x86_64_ymm: the same region)
            if re.search(r"R_X86_64_PLT32\s+" + X86_SCRUB + r"(?:_ymm)?-", line):
                if edi is None:
                    raise SystemExit(f"{fn}: calls {X86_SCRUB} without a constant depth in edi")
                x86_depth[fn] = min(x86_depth.get(fn, edi), edi)
                if insn == "jmp":
                    x86_tail.add(fn)
                elif "8TailWork" in fn:
                    raise SystemExit(f"{fn}: calls {X86_SCRUB} instead of jumping to it (no tail call: the routine "
                                     "would trap)")
margin = float(args[0])
nodes, edges, compiled = {}, {}, set()
for f in args[1:]:
    text = open(f).read()
    for m in re.finditer(r'node: \{ title: "([^"]*)" label: "([^"]*)"', text):
        su = re.search(r"(\d+) bytes \((static|dynamic[^)]*)\)", m.group(2))
        nodes[m.group(1)] = max(nodes.get(m.group(1), 0), int(su.group(1)) if su else 0)
        if su:
            compiled.add(m.group(1))
    for m in re.finditer(r'edge: \{ sourcename: "([^"]*)" targetname: "([^"]*)"', text):
        edges.setdefault(m.group(1), set()).add(m.group(2))


for fn, (size, calls) in a64_asm.items():
    if fn not in nodes:  # assembly: no node of GCC's
        nodes[fn] = size
        edges[fn] = calls

# Thumb: a function's pushes where they exceed GCC's frame size (an asm push)
for fn, n in pushed.items():
    for k in [k for k in nodes if k == fn or k.endswith(":" + fn)]:
        nodes[k] = max(nodes[k], n)

# A function defined in another of the files: its node there is titled
# "FILE:NAME", the declaration's here "NAME".
defined = {t.rsplit(":", 1)[-1]: t for t in nodes if ":" in t}


def frame(n):
    return nodes.get(defined.get(n, n), 0)


def scrub_frame(s):
    # a Cortex-M scrub_return's region: its frame, or, frameless, the bytes
    # it zeroes below its stack pointer
    n = frame(s)
    if n == 0:
        n = next((r for k, r in m_region.items() if s == k or s.endswith(":" + k)), 0)
    return n


def region_of(s, caller=None):
    if s == X86_SCRUB:
        return x86_depth[caller.rsplit(":", 1)[-1]]
    if s in A64_SCRUBS:
        return x86_depth[caller.rsplit(":", 1)[-1]] - frame(caller)
    return frame(s)


def worst(n, seen=()):
    if n in seen:
        raise SystemExit(f"recursion through {n}")
    n = defined.get(n, n)
    leaf = red_zone.get(n.rsplit(":", 1)[-1], 0)
    return nodes.get(n, 0) + max((worst(c, seen + (n,)) for c in edges.get(n, ())), default=leaf)


def short(n):
    # the Scrub enumerators in src/capi/dispatch.hpp's order
    names = ["standard", "oneshot", "hash", "bits", "batch", "protected_", "call_key"]
    m = re.search(r"scrub_(?:stack|return)ILNS0_5ScrubE(\d+)EEEvv$|scrub_returnILNS0_5ScrubE(\d+)EEEii$", n)
    if m and m.group(2):
        return "Scrub::" + names[int(m.group(2))] + " (scrub_return)" if int(m.group(2)) < len(names) else n
    return "Scrub::" + names[int(m.group(1))] if m and int(m.group(1)) < len(names) else n


deepest, bad, entries, checked = {}, [], 0, set()


def check(s, region, caller, w, skip=None):
    global entries
    entries += 1
    checked.add(caller.rsplit(":", 1)[-1])
    if skip is None:
        depth = worst(w)
    else:
        # the entry point itself, with its work inlined or called; the scrub
        # it jumps to not counted
        n = defined.get(w, w)
        depth = nodes.get(n, 0) + max((worst(c, (n,)) for c in edges.get(n, ()) if c != skip), default=0)
    key = (s, region)  # a routine: one line per region
    if key not in deepest or depth > deepest[key][0]:
        deepest[key] = (depth, caller)
    if depth * margin > region:
        bad.append(f"{caller}: work reaches {depth} bytes, the scrub zeroes {region} "
                   f"(margin {region / depth:.2f} < {margin})")


# The works that jump to the routine: their own frames count.
for w in sorted(x86_tail):
    node = defined.get(w, w)
    if node not in nodes:
        raise SystemExit(f"{w}: jumps to {X86_SCRUB} but has no frame size (not in these files?)")
    check(X86_SCRUB, x86_depth[w], w, w)
# AArch64: the works that jump to the routine themselves (no out-of-line
# Scrubbed work below them): their own frames count, and no caller may
# call them.
for w in sorted(a64_jump):
    node = defined.get(w, w)
    if node not in nodes:
        raise SystemExit(f"{w}: jumps to {A64_SCRUB} but has no frame size (not in these files?)")
    if any(re.search(r"Scrubbed.*4work", c) for c in edges.get(node, ())):
        continue  # an entry point after its work: below
    if w in a64_called:
        raise SystemExit(f"{w}: jumps to {A64_SCRUB} but is called by {sorted(a64_called[w])} (their frames "
                         "would lie above the zeroed region)")
    check(next(s for s in A64_SCRUBS if s in {c.rsplit(':', 1)[-1] for c in edges.get(node, ())}), x86_depth[w],
          w, w)
for caller, callees in edges.items():
    tails = [c for c in callees if M_SCRUB in c]
    if tails:
        name = caller.rsplit(":", 1)[-1]
        if not thumb:
            raise SystemExit(f"{caller}: calls {M_SCRUB} (Cortex-M only: --thumb)")
        works = [c for c in callees if re.search(r"Scrubbed.*4work", c)]
        for s in tails:
            if scrub_frame(s) == 0:
                raise SystemExit(f"{s}: no frame size nor region (not in these files?)")
            if name in thumb_jump and name not in thumb_call:
                check(s, scrub_frame(s), caller, caller, skip=s)
            elif works:
                # called, as scrub_stack is: its frame (or region) below the
                # entry point's, over an out-of-line work's
                for w in works:
                    check(s, scrub_frame(s), caller, w)
            else:
                raise SystemExit(f"{caller}: calls {M_SCRUB} instead of jumping to it, its work inlined (its own "
                                 "frame would lie above the zeroed region)")
        continue
    scrubs = [c for c in callees if "scrub_stack" in c or c.rsplit(":", 1)[-1] in ASM_SCRUBS]
    # Scrubbed<...>::work, or, in x86-64 builds with run-time dispatch, the
    # two variants ScrubbedPick's inlined call reaches (Variants<F>::v3 and
    # ::baseline), whose frames lie below the entry point's as a work's do.
    works = [c for c in callees if re.search(r"Scrubbed.*4work|8VariantsIXadL.*E(2v3|8baseline)E|^ascon_capi_\w+_work$", c)]
    if not scrubs or not works:
        continue
    for s in scrubs:
        if s.rsplit(":", 1)[-1] in ASM_SCRUBS:
            s = s.rsplit(":", 1)[-1]
        elif frame(s) == 0:
            raise SystemExit(f"{s}: no frame size (not in these files?)")
        region = region_of(s, caller)
        for w in works:
            check(s, region, caller, w)
if entries == 0:
    raise SystemExit("no scrubbed entry point found: wrong files?")
# AArch64: every function that reaches the routine was checked, as an entry
# point over its work or as a work that jumps to it (one that calls it
# with no out-of-line work would be neither)
for fn in sorted(set(x86_depth) - checked if a64 else ()):
    bad.append(f"{fn}: reaches {A64_SCRUB} but is neither an entry point over a Scrubbed work nor a work that "
               "jumps to it")
for (s, region), (depth, caller) in sorted(deepest.items(), key=lambda kv: kv[0][1]):
    name = f"{s}({region})" if s in ASM_SCRUBS else short(s)
    print(f"scrub region {region:5d}  deepest work {depth:6d}  margin {region / max(depth, 1):5.2f}  {name}")
print(f"{entries} entry points checked")
for b in bad:
    print("scrub_depth: error:", b, file=sys.stderr)
sys.exit(1 if bad else 0)
