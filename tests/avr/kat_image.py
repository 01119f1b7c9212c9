#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Writes the AVR known-answer image (a C header of PROGMEM byte streams) from
the vector files of tests/vectors.manifest, for tests/avr/kat_avr.c.

The LWC files' inputs are runs of consecutive bytes (Key = 00 01 .. 0F, Msg =
10 11 ..), so each input is stored as (first byte, length) and regenerated on
the device; an input that is not such a run stops the generator. Expected
outputs are stored whole. Records are chosen to fit flash (< 64 KB, so plain
pgm_read_byte works) and the CI time budget: of each file, every record whose
variable inputs (PT + AD, Msg + Z, Msg) add up to at most LIMIT bytes, plus
the record with the longest message (1024 bytes: the multi-block paths).

The acvp-bits files (ACVP samples: bit lengths, nonce masking, truncated tags,
decryptions that must fail) have random inputs: they are stored whole, every
record.

With --small (for cores with 6 KB of RAM and 32 KB of flash, such as the
STM8 under ucsim): smaller bounds, no 1024-byte messages, no ACVP samples.

usage: kat_image.py [--small] MANIFEST VECTORS_DIR OUT.h
"""
import os
import sys

# algorithm -> (id, input fields in order, output field, LIMIT)
ALGOS = {
    "ascon-aead128": (1, ["Key", "Nonce", "PT", "AD"], "CT", 28),
    "ascon-hash256": (2, ["Msg"], "MD", 40),
    "ascon-xof128": (3, ["Msg"], "MD", 40),
    "ascon-cxof128": (4, ["Msg", "Z"], "MD", 16),
    "ascon-mac": (5, ["Key", "Msg"], "Tag", 40),
    "ascon-prf": (6, ["Key", "Msg"], "Tag", 40),
    "ascon-prfshort": (7, ["Key", "Msg"], "Tag", 40),
}
VARIABLE = ("PT", "AD", "Msg", "Z")
# acvp-bits algorithms -> id (the device's switch)
BITS = {"ascon-aead128": 8, "ascon-hash256": 9, "ascon-xof128": 10, "ascon-cxof128": 11}


def u16(v):
    if v > 0xFFFF:
        sys.exit(f"kat_image: {v} does not fit the image's 16-bit lengths")
    return bytes([v & 0xFF, v >> 8])


def blob(hexstr):
    b = bytes.fromhex(hexstr)
    return u16(len(b)) + b


def bits_record(algo_id, r):
    """One acvp-bits record: numbers as u16, byte strings as u16 length + bytes."""
    if algo_id == 8:
        masked = r["NonceMasking"].lower() == "true"
        enc = r["Direction"] == "encrypt"
        passed = r.get("TestPassed", "true").lower() == "true"
        key2 = r["SecondKey"] if masked else "00" * 16
        return (bytes.fromhex(r["Key"]) + bytes.fromhex(key2) + bytes.fromhex(r["Nonce"]) +
                bytes([masked, 0 if enc else 1, passed]) + u16(int(r["ADBits"])) + blob(r["AD"]) +
                u16(int(r["PTBits"])) + blob(r["PT"]) + blob(r["CT"]) + u16(int(r["TagBits"])) + blob(r["Tag"]))
    out = u16(int(r["MsgBits"])) + blob(r["Msg"])
    if algo_id == 11:
        out += u16(int(r["ZBits"])) + blob(r["Z"])
    return out + u16(int(r.get("MDBits", "256"))) + blob(r["MD"])


def records(path):
    rec = {}
    for line in open(path):
        line = line.strip()
        if not line:
            if rec:
                yield rec
            rec = {}
            continue
        if "=" in line:
            k, v = line.split("=", 1)
            rec[k.strip()] = v.strip()
    if rec:
        yield rec


def run_of(hexstr, where):
    b = bytes.fromhex(hexstr)
    if any(b[i] != (b[0] + i) & 0xFF for i in range(len(b))):
        sys.exit(f"kat_image: {where}: input is not a run of consecutive bytes")
    return (b[0] if b else 0, len(b))


SMALL_LIMITS = {"ascon-aead128": 6, "ascon-cxof128": 4}


def main():
    args = sys.argv[1:]
    small = args[0] == "--small"
    if small:
        args = args[1:]
    manifest, vdir, out = args[:3]
    streams, total = [], 0
    for line in open(manifest):
        f = line.split("#", 1)[0].split()
        if len(f) >= 3 and f[2] == "acvp-bits" and f[1] in BITS and not small:
            recs = list(records(os.path.join(vdir, f[0])))
            data = b"".join(bits_record(BITS[f[1]], r) for r in recs)
            streams.append((f[1] + "-bits", f[0], BITS[f[1]], len(recs), data))
            total += len(data)
            continue
        if len(f) < 3 or f[1] not in ALGOS or f[2] != "lwc":
            continue
        algo_id, fields, out_field, limit = ALGOS[f[1]]
        if small:
            limit = SMALL_LIMITS.get(f[1], 8)
        recs = list(records(os.path.join(vdir, f[0])))
        if not recs:
            sys.exit(f"kat_image: {f[0]}: no records")
        longest = max(range(len(recs)), key=lambda i: len(recs[i].get("Msg", recs[i].get("PT", ""))))
        data, n = bytearray(), 0
        for i, r in enumerate(recs):
            runs = [run_of(r[k], f"{f[0]} record {r.get('Count')} {k}") for k in fields]
            if (small or i != longest) and sum(l for k, (_, l) in zip(fields, runs) if k in VARIABLE) > limit:
                continue
            for first, length in runs:
                data += bytes([first, length & 0xFF, length >> 8])
            o = bytes.fromhex(r[out_field])
            data += bytes([len(o) & 0xFF, len(o) >> 8]) + o
            n += 1
        streams.append((f[1], f[0], algo_id, n, data))
        total += len(data)
    if total > 60000:
        sys.exit(f"kat_image: {total} bytes do not fit below 64 KB of flash")
    with open(out, "w") as o:
        o.write("/* Generated by tests/avr/kat_image.py from the vector files: do not edit. */\n")
        o.write("#if defined(__AVR__)\n#include <avr/pgmspace.h>\n#else\n#define PROGMEM\n#endif\n")
        for name, _, algo_id, n, data in streams:
            ident = name.replace("-", "_")
            o.write(f"static const unsigned char kat_{ident}[{len(data)}] PROGMEM = {{")
            o.write(",".join(str(x) for x in data))
            o.write("};\n")
        o.write("typedef struct { unsigned char algo; unsigned count; const unsigned char *data; const char *file; } kat_stream;\n")
        o.write("static const kat_stream kat_streams[] = {\n")
        for name, path, algo_id, n, data in streams:
            o.write(f'  {{{algo_id}, {n}u, kat_{name.replace("-", "_")}, "{path}"}},\n')
        o.write("};\n")
    print(f"kat_image: {len(streams)} files, {sum(s[3] for s in streams)} records, {total} bytes")


main()
