#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# The AArch64 size configuration's vector-free scrub is sound: every
# function from which ascon_capi_scrub_a64_gpr is reached (src/capi/common.cpp;
# the routine that leaves the vector registers as they were: the entry points
# that jump to it, hash.cpp's sponge_c copies that jump to it themselves, and
# aead.cpp's decryption stubs that jump into the entry points)
# reaches, through its direct calls and jumps, only code that names no vector register
# (v, q, d, s, h or b operands) and calls nothing outside the image (the C
# library's memcpy and memset use the vector registers) and nothing
# indirectly. Checked on the linked code, not the objects: a function that
# several objects define (permute_from, say) is whichever copy the linker
# kept, so src/capi/{aead,hash,common}.cpp are linked in two orders.
# Also fails when ascon_aead128_encrypt or _decrypt, or an unkeyed hash,
# XOF or CXOF one-shot (hash.cpp's, SP 800-232 and v1.2) does not reach that
# routine, so that it cannot pass by checking nothing.
#   tests/embedded/a64_vector_free.sh           (aarch64-linux-gnu-g++ 12)
#   ASCON_A64_VF_FLAGS="-O2": other flags than the size configuration's.
# tests/c/test_dead_registers.cpp checks the same at run time (qemu-aarch64).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$here/../.."
cxx=aarch64-linux-gnu-g++ objdump=aarch64-linux-gnu-objdump
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
# shellcheck disable=SC2206
flags=(${ASCON_A64_VF_FLAGS:--DASCON_SMALL=1 -Os})
for f in aead hash common; do
  "$cxx" -std=c++20 "${flags[@]}" -fno-exceptions -fno-rtti -fno-asynchronous-unwind-tables -ffunction-sections \
    -fdata-sections -I"$root/include" -c "$root/src/capi/$f.cpp" -o "$tmp/$f.o"
done
roots=(ascon_aead128_encrypt ascon_aead128_decrypt ascon_aead128_masked_encrypt ascon_aead128_masked_decrypt
  ascon_hash256 ascon_xof128 ascon_cxof128 ascon_v12_hash ascon_v12_hasha ascon_v12_xof ascon_v12_xofa)
status=0
for order in "aead hash common" "hash common aead"; do
  objs=()
  for f in $order; do objs+=("$tmp/$f.o"); done
  req=()
  for r in "${roots[@]}"; do req+=("-Wl,--undefined=$r"); done
  "$cxx" -static -nostdlib -Wl,--gc-sections -Wl,--unresolved-symbols=ignore-all -Wl,-q -Wl,-e,"${roots[0]}" \
    "${req[@]}" -o "$tmp/image" "${objs[@]}"
  "$objdump" -dr --no-show-raw-insn "$tmp/image" >"$tmp/image.dis"
  if ! python3 - "$tmp/image.dis" "$order" <<'EOF'; then status=1; fi
import re, sys
dis, order = sys.argv[1], sys.argv[2]
funcs, cur = {}, None
for line in open(dis):
    m = re.match(r'^([0-9a-f]+) <(.+)>:$', line)
    if m:
        cur = m.group(2)
        funcs[cur] = []
        continue
    if cur is None:
        continue
    m = re.match(r'^\s+([0-9a-f]+):\s+R_AARCH64_(\S+)\s+(\S+)', line)
    if m:
        funcs[cur].append(('reloc', m.group(2), m.group(3)))
        continue
    m = re.match(r'^\s+([0-9a-f]+):\t(\S+)\s*(.*)$', line)
    if m:
        funcs[cur].append(('insn', m.group(2), m.group(3)))
GPR = 'ascon_capi_scrub_a64_gpr'
vector = re.compile(r'(?<![\w#])[vqdshb]([0-9]|[12][0-9]|3[01])\b')
def target(ops):
    m = re.search(r'<([^>+]+)(\+0x[0-9a-f]+)?>', ops)
    return (m.group(1), m.group(2)) if m else (None, None)
callers = [f for f, body in funcs.items() if f != GPR and any(
    k == 'insn' and op in ('b', 'bl') and target(ops)[0] == GPR and target(ops)[1] is None for k, op, ops in body)]


def reach(start):
    # every function a direct call or jump (into its start or not) leads to
    seen, todo = set(), [start]
    while todo:
        f = todo.pop()
        if f in seen or f not in funcs:
            continue
        seen.add(f)
        if f == GPR:
            continue
        for kind, op, ops in funcs[f]:
            if kind == 'insn' and op in ('b', 'bl'):
                todo.append(target(ops)[0])
    return seen


bad = []
# (ascon_aead128_decrypt may be a stub that jumps into encryption's body)
for need in ('ascon_aead128_encrypt', 'ascon_aead128_decrypt', 'ascon_hash256', 'ascon_xof128', 'ascon_cxof128',
             'ascon_v12_hash', 'ascon_v12_hasha', 'ascon_v12_xof', 'ascon_v12_xofa'):
    if need not in funcs or GPR not in reach(need):
        bad.append(f'{need} does not reach {GPR}')
# every function from which the routine is reached, and what they reach
roots = [f for f in funcs if f != GPR and GPR in reach(f)]
seen = set()
for f in roots:
    seen |= reach(f)
seen.discard(GPR)
for f in sorted(seen):
    for kind, op, ops in funcs[f]:
        if kind == 'reloc':
            # (a local function's call is against its section: its target below)
            if op in ('CALL26', 'JUMP26') and not ops.startswith('.') and ops.split('+')[0] not in funcs:
                bad.append(f'{f}: calls {ops}, outside the image')
            continue
        if op in ('br', 'blr', 'braa', 'blraa'):
            bad.append(f'{f}: {op} {ops} (an indirect call)')
        if op in ('b', 'bl'):
            t, off = target(ops)
            if t is None or t not in funcs:
                bad.append(f'{f}: {op} {ops} (not a function of the image)')
        operands = re.sub(r'<[^>]*>|//.*', '', ops)
        if op not in ("b", "bl") and not op.startswith("b.") and vector.search(operands):
            bad.append(f'{f}: {op} {ops}')
print(f'link order {order}: {len(callers)} functions jump to {GPR}, {len(roots)} reach it, {len(seen)} functions checked')
for b in bad:
    print('  ' + b)
sys.exit(1 if bad else 0)
EOF
done
exit $status
