# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Every known-answer vector file of tests/vectors.manifest, run through the
Python API of its algorithm (found in ascon_native.algorithms, the catalogue).

The API is byte-oriented, so records of the acvp-bits format whose lengths are
not whole bytes are skipped (each such skip is counted and checked); the C++
tests run them through the core's bit-oriented interface.
"""

import pytest

import ascon_native as ascon
from ascon_native import v12

from conftest import h, manifest, read_records, vectors_dir

vectors_dir()  # fail collection loudly if the folder is missing

ROWS = {r["name"]: r for r in ascon.algorithms}


def bound(row):
    """The class and the one-shot function of a catalogue row."""
    mod = v12 if row["module"] == "ascon_native.v12" else ascon
    cls = getattr(mod, row["python_class"]) if row["python_class"] else None
    fn = getattr(mod, row["python_function"]) if row["python_function"] else None
    return cls, fn


def whole_bytes(r, *fields):
    return all(int(r[f]) % 8 == 0 for f in fields)


def prefix(r, data, bits):
    return h(r, data)[: int(r[bits]) // 8]


def check_aead_lwc(cls, r):
    aead = cls(h(r, "Key"))
    nonce, pt, ad, ct = h(r, "Nonce"), h(r, "PT"), h(r, "AD"), h(r, "CT")
    assert aead.encrypt(nonce, pt, ad) == ct
    assert aead.decrypt(nonce, ct, ad) == pt
    buf = bytearray(len(ct))
    assert aead.encrypt_into(nonce, pt, ad, buf) == len(ct)
    assert buf == ct
    out = bytearray(len(pt))
    assert aead.decrypt_into(nonce, ct, ad, out) == len(pt)
    assert out == pt
    return True


def check_aead_acvp(cls, r):
    tag = h(r, "Tag")
    aead = cls(h(r, "Key"), tag_length=len(tag))
    nonce, pt, ad, ct = h(r, "Nonce"), h(r, "PT"), h(r, "AD"), h(r, "CT")
    if r["TestPassed"] == "True":
        assert aead.encrypt(nonce, pt, ad) == ct + tag
        assert aead.decrypt(nonce, ct + tag, ad) == pt
        return True
    with pytest.raises(ascon.InvalidTag):
        aead.decrypt(nonce, ct + tag, ad)
    buf = bytearray(b"\xaa" * len(ct))
    with pytest.raises(ascon.InvalidTag):
        aead.decrypt_into(nonce, ct + tag, ad, buf)
    assert buf == bytes(len(ct)), "buffer must be zeroed after a failed decryption"
    return True


def check_aead_acvp_bits(cls, r):
    if not whole_bytes(r, "ADBits", "PTBits", "TagBits"):
        return None  # skipped: bit lengths
    masked = r["NonceMasking"] == "true"
    key = h(r, "Key") + (h(r, "SecondKey") if masked else b"")
    aead = cls(key, tag_length=int(r["TagBits"]) // 8, nonce_masking=masked)
    nonce, ad, ct_tag = h(r, "Nonce"), h(r, "AD"), h(r, "CT") + h(r, "Tag")
    if r["TestPassed"] == "true":
        assert aead.decrypt(nonce, ct_tag, ad) == h(r, "PT")
    else:
        with pytest.raises(ascon.InvalidTag):
            aead.decrypt(nonce, ct_tag, ad)
    return True


def check_sponge(kind, cls, fn, r, fmt):
    if fmt == "acvp-bits":
        if not whole_bytes(r, *[f for f in ("MsgBits", "ZBits", "MDBits") if f in r]):
            return None  # skipped: bit lengths
        msg, md = prefix(r, "Msg", "MsgBits"), h(r, "MD")
    else:
        msg, md = h(r, "Msg"), h(r, "MD" if "MD" in r else "Tag")
    if kind == "hash":
        assert cls(msg).digest() == md and cls(msg).hexdigest() == md.hex() and fn(msg) == md
    elif kind == "xof":
        assert cls(msg).digest(len(md)) == md and fn(msg, len(md)) == md
        reader, half = cls(msg).reader(), len(md) // 2
        assert reader.read(half) + reader.read(len(md) - half) == md
    elif kind == "cxof":
        z = prefix(r, "Z", "ZBits") if fmt == "acvp-bits" else h(r, "Z")
        assert cls(msg, customization=z).digest(len(md)) == md
        assert fn(msg, len(md), customization=z) == md
    elif kind == "mac":
        key = h(r, "Key")
        m = cls(key, msg)
        assert m.digest() == md and fn(key, msg) == md
        m.verify(md)
    elif kind == "prf":
        key = h(r, "Key")
        assert cls(key, msg).digest(len(md)) == md and fn(key, msg, len(md)) == md
        cls(key, msg).verify(md)
    elif kind == "prfshort":
        key = h(r, "Key")
        assert fn(key, msg) == md and fn(key, msg, 16) == md
    return True


@pytest.mark.parametrize("vf", manifest(), ids=lambda v: v["path"])
def test_vector_file(vf):
    row = ROWS[vf["algorithm"]]
    cls, fn = bound(row)
    records = read_records(vf["path"])
    assert len(records) == vf["records"]
    checked = skipped = must_fail = 0
    for r in records:
        if r.get("TestPassed", "True").lower() == "false":
            must_fail += 1
        if row["kind"] == "aead":
            check = {"lwc": check_aead_lwc, "acvp": check_aead_acvp, "acvp-bits": check_aead_acvp_bits}[vf["format"]]
            ok = check(cls, r)
        else:
            ok = check_sponge(row["kind"], cls, fn, r, vf["format"])
        if ok is None:
            skipped += 1
        else:
            checked += 1
    assert must_fail == vf["must_fail"]
    assert checked + skipped == vf["records"]
    if vf["format"] != "acvp-bits":
        assert skipped == 0


def test_acvp_bits_skips_are_the_known_ones():
    # The sample set was picked for its bit lengths: whole-byte records are
    # Hash TcId 30/49 and XOF TcId 19 only; a new one must not be silently ignored.
    whole = []
    for vf in manifest():
        if vf["format"] != "acvp-bits":
            continue
        for r in read_records(vf["path"]):
            fields = [f for f in ("MsgBits", "ZBits", "MDBits", "ADBits", "PTBits", "TagBits") if f in r]
            if whole_bytes(r, *fields):
                whole.append((vf["algorithm"], r["TcId"]))
    assert sorted(whole) == sorted([("ascon-hash256", "30"), ("ascon-hash256", "49"), ("ascon-xof128", "19")])
