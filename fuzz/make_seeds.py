#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Writes fuzzing seed corpora from the known-answer vectors.

The vectors stay in ASCON_VECTORS_DIR; the seeds are generated at run time
into a git-ignored folder (default build/fuzz-corpus), one subfolder per
target, each file laid out as that target's fuzz_*.cpp reads its input.
Usage: make_seeds.py [OUT_DIR] [--per-file N]
"""
import os
import struct
import sys
from pathlib import Path

root = Path(__file__).resolve().parent.parent
vectors = Path(os.environ.get("ASCON_VECTORS_DIR", root.parent / "shared" / "vectors"))
args = [a for a in sys.argv[1:] if not a.startswith("--")]
out = Path(args[0]) if args else root / "build" / "fuzz-corpus"
per_file = 40
if "--per-file" in sys.argv:
    per_file = int(sys.argv[sys.argv.index("--per-file") + 1])

if not (vectors / "sp800-232").is_dir():
    sys.exit(f"make_seeds.py: error: known-answer vectors not found at {vectors} (set ASCON_VECTORS_DIR)")


def records(rel):
    recs, cur = [], {}
    for line in (vectors / rel).read_text().splitlines():
        if not line.strip():
            if cur:
                recs.append(cur)
            cur = {}
            continue
        k, _, v = line.partition("=")
        cur[k.strip()] = v.strip()
    if cur:
        recs.append(cur)
    # An even spread over the file: short and long inputs alike.
    step = max(1, len(recs) // per_file)
    return recs[::step][:per_file]


def hx(r, k):
    return bytes.fromhex(r.get(k, ""))


def write(target, name, data):
    d = out / target
    d.mkdir(parents=True, exist_ok=True)
    (d / name).write_bytes(data)


def u16(n):
    return struct.pack("<H", min(n, 0xFFFF))


# fuzz_aead: sel | key[32] | nonce[16] | ad_len u16 | ad | cut x3 | tag_len | tamper u16 | tamper_bit | drop | pt
aead_files = {0: "sp800-232/ascon-aead128.txt", 2: "v1.2/ascon128.txt", 3: "v1.2/ascon128a.txt", 4: "v1.2/ascon80pq.txt"}
for sel, rel in aead_files.items():
    for i, r in enumerate(records(rel)):
        key, ad, pt = hx(r, "Key"), hx(r, "AD"), hx(r, "PT")
        body = key.ljust(32, b"\0") + hx(r, "Nonce") + u16(len(ad)) + ad + bytes([i * 37 % 256, i * 59 % 256, i * 83 % 256, i % 13, i, 0, i % 8, i % 64]) + pt
        write("fuzz_aead", f"{Path(rel).stem}-{i}", bytes([sel]) + body)
        if sel == 0:  # the same record with nonce masking (second key half = pattern)
            write("fuzz_aead", f"{Path(rel).stem}-masked-{i}", bytes([1]) + key + bytes(range(16)) + body[32:])

# fuzz_hash: sel | z_len u16 | z | cut x2 | out_len u16 | drop | msg
hash_files = {0: ("sp800-232/ascon-hash256.txt", 32), 1: ("sp800-232/ascon-xof128.txt", 64), 2: ("sp800-232/ascon-cxof128.txt", 64),
              3: ("v1.2/ascon-hash.txt", 32), 4: ("v1.2/ascon-hasha.txt", 32), 5: ("v1.2/ascon-xof.txt", 32), 6: ("v1.2/ascon-xofa.txt", 32)}
for sel, (rel, outlen) in hash_files.items():
    for i, r in enumerate(records(rel)):
        z = hx(r, "Z")
        write("fuzz_hash", f"{Path(rel).stem}-{i}",
              bytes([sel]) + u16(len(z)) + z + bytes([i * 41 % 256, i * 67 % 256]) + u16(outlen) + bytes([i % 256]) + hx(r, "Msg"))

# fuzz_mac: sel | key[16] | cut | out_len | tamper u16 | msg
mac_files = {0: "mac-prf-v1.3/ascon-mac.txt", 1: "mac-prf-v1.3/ascon-prf.txt", 2: "mac-prf-v1.3/ascon-prfshort.txt",
             3: "v1.2/ascon-mac.txt", 4: "v1.2/ascon-maca.txt", 5: "v1.2/ascon-prf.txt", 6: "v1.2/ascon-prfa.txt",
             7: "v1.2/ascon-prfshort.txt"}
for sel, rel in mac_files.items():
    for i, r in enumerate(records(rel)):
        write("fuzz_mac", f"{Path(rel).stem}-{i}",
              bytes([sel]) + hx(r, "Key") + bytes([i * 43 % 256, len(hx(r, "Tag")) - 1]) + u16(i * 7) + hx(r, "Msg"))

# fuzz_vectors_parser: the start of every vector file (whole records only).
for path in sorted(vectors.rglob("*.txt")):
    text = path.read_text()
    cut = text.find("\n\n", 3000)
    write("fuzz_vectors_parser", str(path.relative_to(vectors)).replace("/", "_"), text[: cut if cut > 0 else len(text)].encode())

# fuzz_check_lines: checksum lists as asconsum writes them, from Hash256
# digests (algorithm byte 0 is hash256): GNU, binary-marker, BSD tagged and
# escaped names, plus a comment and a malformed line.
for i, r in enumerate(records("sp800-232/ascon-hash256.txt")[:8]):
    md = r["MD"].lower()
    lines = [f"{md}  file{i}.txt", f"{md} *bin {i}", f"ASCON-HASH256 (tag{i}) = {md}",
             f"\\{md}  new\\nline{i}", "# comment", f"{md[:-1]}  short"]
    write("fuzz_check_lines", f"hash256-{i}", bytes([0, i]) + ("\n".join(lines) + "\n").encode())

# fuzz_batch: sel | backend | threads | count | out_len u16 | z field | k | messages (u16 length + bytes each)
msgs = [hx(r, "Msg") for r in records("sp800-232/ascon-hash256.txt")[:24]]
for sel in range(4):
    for count in (1, 5, 17, 23):
        body = b"".join(u16(len(m)) + m for m in msgs[:count])
        write("fuzz_batch", f"sel{sel}-n{count}",
              bytes([sel, count % 5, count % 3, count - 1]) + u16(8 * count) + u16(3) + b"abc" + bytes([count]) + body)

# fuzz_capi_batch: sel | threads | n | misalign | out_len u16 | out_mode | key_stride | break u16 | break_val |
#                  off0 | lens (u16 each) | data
for sel in range(9):
    for n in (0, 1, 7, 19):
        lens = [(7 * i + sel) % 70 for i in range(n)]
        data = bytes((i * 31 + sel) & 0xFF for i in range(sum(lens) + 8))
        for mode, brk in ((1, 0xFFFF), (2, 0xFFFF), (4, 0xFFFF), (1, 1)):
            write("fuzz_capi_batch", f"sel{sel}-n{n}-m{mode}-b{brk}",
                  bytes([sel, n % 3, n, n % 8]) + u16(40) + bytes([mode, 1]) + u16(brk) + bytes([n]) +
                  bytes([n % 5]) + b"".join(u16(l) for l in lens) + data)

print(f"make_seeds.py: seeds written to {out}")
