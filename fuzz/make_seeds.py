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

# fuzz_evp: sel | size0 u16 | size1 u16 | key[20] | nonce[16] | ops (fuzz_evp.cpp's switch; +0x80: context 1)
def evp_init(f, ctx=0, room=0):
    return bytes([0 | ctx, f]) + u16(room)  # f: 1 enc, 2 cipher, 4 key, 8 nonce, 16 room param


ENC, DEC = 15, 14
evp_key, evp_nonce = bytes(range(20)), bytes(range(100, 116))


def evp_seed(name, size0, ops, size1=0, sel=0, key=evp_key, nonce=evp_nonce):
    write("fuzz_evp", name, bytes([sel]) + u16(size0) + u16(size1) + key + nonce + b"".join(ops))


def evp_seal(pieces):  # encrypts generated data on context 0 (fresh buffers), reads its 16-byte tag
    return [evp_init(ENC)] + [bytes([3]) + u16(n) + bytes([i, 0]) for i, n in enumerate(pieces)] + [b"\x05", b"\x09\x0f"]


def evp_open(pieces, declare=None):  # decrypts that ciphertext on context 0 into its final buffer
    ops = [evp_init(DEC), b"\x08"]
    if declare is not None:
        ops.append(b"\x0b" + u16(declare))
    ops += [bytes([4]) + u16(n) + bytes([1, 1 if i == 0 else 0]) for i, n in enumerate(pieces)]
    return ops + [b"\x05"]


# EVP_EncryptInit(3)'s do_crypt loop: 1 KiB updates into outbuf[1024 + 32], final into outbuf
evp_seed("do-crypt", 1056, evp_seal([1024] * 10) + evp_open([1024] * 10))
evp_seed("one-update", 10240, evp_seal([10240]) + evp_open([10240]))
evp_seed("pieces-declared", 10240, evp_seal([4000, 6240]) + evp_open([4000, 6240], declare=10240))
evp_seed("copy-ready", 64, [evp_init(ENC), b"\x0a", bytes([0x83]) + u16(64) + bytes([1, 1]), b"\x85"], size1=64)
evp_seed("copy-midway", 64, evp_seal([10]) + [evp_init(DEC), b"\x08", bytes([4]) + u16(5) + bytes([1, 1]), b"\x0a",
                                              bytes([0x84]) + u16(5) + bytes([1, 0]), b"\x88", b"\x8b" + u16(64), b"\x85"],
         size1=64)
evp_seed("length-after-tag", 64, evp_seal([40]) + [evp_init(DEC), b"\x08", b"\x06\x04"] + evp_open([40])[2:])
# A final into the update's buffer shrunk in place to one block (realloc keeps the address):
# nothing declared, then the real room declared. Final must write nothing past the block.
evp_seed("realloc-final", 64, evp_seal([4096]) + [evp_init(DEC), b"\x08", bytes([14]) + u16(4096) + bytes([1, 0, 32])])
evp_seed("realloc-final-declared", 64,
         evp_seal([4096]) + [evp_init(DEC), b"\x08", bytes([14]) + u16(4096) + bytes([3, 0, 32])])
# A ready decryption copied, both copies switched to encryption with no nonce: neither may encrypt.
evp_seed("direction-copy", 64, [evp_init(DEC), b"\x0a", bytes([13, 0]), bytes([0x8d, 1]),
                                bytes([3]) + u16(64) + bytes([1, 0]), bytes([0x83]) + u16(64) + bytes([2, 0]),
                                b"\x05", b"\x85"], size1=64)
# A received tag, a switch to encryption, a 4-byte tag length, back to decryption with the nonce
# again: the old tag is gone (else it would be compared in 4 bytes).
evp_seed("direction-tag", 64, evp_seal([40]) + [evp_init(DEC), b"\x08", bytes([13, 0]), b"\x06\x04", bytes([13, 1]),
                                                evp_init(8), bytes([4]) + u16(40) + bytes([1, 1]), b"\x05"])
evp_seed("max-message", 64, evp_seal([64]) + [evp_init(DEC), b"\x0c" + u16(40) + b"\x00"] + evp_open([64])[1:])
for i, r in enumerate(records("sp800-232/ascon-aead128.txt")[:12]):
    ad, ct_tag = hx(r, "AD"), hx(r, "CT")
    ct, tag = ct_tag[:-16], ct_tag[-16:]
    evp_seed(f"kat-{i}", len(ct), [evp_init(DEC), bytes([7, 16]) + tag, b"\x01" + u16(len(ad)) + ad,
                                   b"\x02\x01" + u16(len(ct)) + ct, b"\x05"],
             key=hx(r, "Key") + bytes(4), nonce=hx(r, "Nonce"))


# fuzz_arrow_column: sel (layout = sel % 4) | width u16 | length u16 | offset u16 | null_count | n_data |
#                    declare_variadic | per buffer: size u16 + bytes. Well-formed columns of every layout.
def buffer(b):
    return u16(len(b)) + b


for n, off in ((0, 0), (1, 0), (5, 2), (9, 3)):
    rows = [bytes([i]) * (3 * i) for i in range(off + n)]
    ends = [0]
    for r in rows:
        ends.append(ends[-1] + len(r))
    bitmap = bytes([0xFB]) * ((off + n + 7) // 8 or 1)
    values = b"".join(rows)
    for sel, fmt in ((0, "<i"), (1, "<q")):
        offs = b"".join(struct.pack(fmt, e) for e in ends)
        write("fuzz_arrow_column", f"offsets{sel}-n{n}-o{off}",
              bytes([sel]) + u16(0) + u16(n) + u16(off) + bytes([1, 0, 1]) +
              buffer(bitmap) + buffer(offs) + buffer(values))
    # views: rows of up to 12 bytes inline, longer ones in data buffer 0
    views = b"".join(struct.pack("<i12s", len(r), r) if len(r) <= 12 else
                     struct.pack("<i4sii", len(r), r[:4], 0, ends[i]) for i, r in enumerate(rows))
    for declare in (0, 1):
        write("fuzz_arrow_column", f"views-n{n}-o{off}-d{declare}",
              bytes([2]) + u16(0) + u16(n) + u16(off) + bytes([1, 1, declare]) + buffer(bitmap) + buffer(views) +
              buffer(values) + buffer(struct.pack("<q", len(values))))
    write("fuzz_arrow_column", f"fixed-n{n}-o{off}",
          bytes([3]) + u16(7) + u16(n) + u16(off) + bytes([0, 0, 0]) + buffer(b"") + buffer(bytes(7 * (off + n))))

print(f"make_seeds.py: seeds written to {out}")
