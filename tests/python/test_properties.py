# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Hypothesis properties: incremental equals one-shot at any split, AEAD round
trips, and every single-byte change of ciphertext, tag, AD or nonce fails."""

import hashlib  # noqa: F401  (documents the shape the objects follow)

from hypothesis import given, settings, strategies as st

import ascon_native as ascon
from ascon_native import v12

data = st.binary(max_size=200)
key16 = st.binary(min_size=16, max_size=16)
nonce16 = st.binary(min_size=16, max_size=16)


def split3(msg, i, j):
    i, j = sorted((i % (len(msg) + 1), j % (len(msg) + 1)))
    return msg[:i], msg[i:j], msg[j:]


@given(data, st.integers(0, 300), st.integers(0, 300))
def test_hash_incremental_any_split(msg, i, j):
    for cls, oneshot in [(ascon.ascon_hash256, ascon.hash256), (v12.Hash, None), (v12.Hasha, None)]:
        obj = cls()
        for part in split3(msg, i, j):
            obj.update(part)
        assert obj.digest() == cls(msg).digest()
        if oneshot:
            assert obj.digest() == oneshot(msg)


@given(data, st.integers(0, 300), st.integers(0, 300), st.integers(0, 100), st.binary(max_size=40))
def test_xof_incremental_any_split_and_read_pieces(msg, i, j, n, z):
    for make in [ascon.ascon_xof128, lambda m=b"": ascon.ascon_cxof128(m, customization=z), v12.Xof, v12.Xofa]:
        obj = make()
        for part in split3(msg, i, j):
            obj.update(part)
        full = make(msg).digest(n + 50)
        assert obj.digest(n) == full[:n]
        r = obj.reader()
        assert r.read(n) + r.read(50) == full


@given(key16, data, st.integers(0, 300), st.integers(0, 300))
def test_mac_prf_incremental_any_split(key, msg, i, j):
    for cls in [ascon.AsconMac, v12.Mac, v12.Maca]:
        m = cls(key)
        for part in split3(msg, i, j):
            m.update(part)
        assert m.digest() == cls(key, msg).digest()
    for cls in [ascon.AsconPrf, v12.Prf, v12.Prfa]:
        p = cls(key)
        for part in split3(msg, i, j):
            p.update(part)
        assert p.digest(40) == cls(key, msg).digest(40)
    assert ascon.mac(key, msg) == ascon.AsconMac(key, msg).digest()
    assert ascon.prf(key, msg, 33) == ascon.AsconPrf(key, msg).digest(33)


AEADS = [
    lambda k, t: ascon.AsconAEAD128(k[:16], tag_length=t),
    lambda k, t: ascon.AsconAEAD128(k[:32], tag_length=t, nonce_masking=True),
    lambda k, t: v12.Ascon128(k[:16]),
    lambda k, t: v12.Ascon128a(k[:16]),
    lambda k, t: v12.Ascon80pq(k[:20]),
]


@given(st.binary(min_size=32, max_size=32), nonce16, data, st.binary(max_size=40), st.integers(4, 16))
def test_aead_roundtrip(key, nonce, pt, ad, tag_length):
    for make in AEADS:
        aead = make(key, tag_length)
        ct = aead.encrypt(nonce, pt, ad)
        assert len(ct) == len(pt) + aead.tag_length
        assert aead.decrypt(nonce, ct, ad) == pt
        # in place: plaintext at the front of the buffer that receives ciphertext || tag
        buf = bytearray(pt) + bytearray(aead.tag_length)
        aead.encrypt_into(nonce, memoryview(buf)[: len(pt)], ad, buf)
        assert buf == ct
        n = aead.decrypt_into(nonce, buf, ad, buf)
        assert bytes(buf[:n]) == pt


def flips(b):
    """b with each byte in turn changed (xor 0x01 and 0x80 alternately, so every bit position shows up)."""
    for i in range(len(b)):
        yield b[:i] + bytes([b[i] ^ (1 << (i % 8))]) + b[i + 1 :]


@settings(max_examples=30, deadline=None)
@given(st.binary(min_size=32, max_size=32), nonce16, st.binary(max_size=40), st.binary(max_size=24), st.integers(4, 16))
def test_aead_every_single_byte_tamper_fails(key, nonce, pt, ad, tag_length):
    for make in AEADS:
        aead = make(key, tag_length)
        ct = aead.encrypt(nonce, pt, ad)
        tampered = [(nonce, c, ad) for c in flips(ct)]  # every byte of ciphertext and tag
        tampered += [(nonce, ct, a) for a in flips(ad)]
        tampered += [(nn, ct, ad) for nn in flips(nonce)]
        tampered += [(nonce, ct[:-1], ad), (nonce, ct, ad + b"\x00")]  # truncated, extended
        for nn, c, a in tampered:
            try:
                aead.decrypt(nn, c, a)
            except ascon.InvalidTag:
                pass
            else:
                raise AssertionError("tampered message accepted")
            buf = bytearray(b"\x55" * len(c))
            try:
                aead.decrypt_into(nn, c, a, buf)
            except ascon.InvalidTag:
                assert buf == bytes(len(buf))
            else:
                raise AssertionError("tampered message accepted by decrypt_into")


@given(st.binary(min_size=32, max_size=32), nonce16, data, st.binary(max_size=40))
def test_nonce_masking_is_nonce_xor_second_key(key, nonce, pt, ad):
    # SP 800-232 nonce masking: (K || K2, N) behaves as (K, N ^ K2).
    masked = ascon.AsconAEAD128(key, nonce_masking=True)
    plain = ascon.AsconAEAD128(key[:16])
    effective = bytes(a ^ b for a, b in zip(nonce, key[16:]))
    assert masked.encrypt(nonce, pt, ad) == plain.encrypt(effective, pt, ad)


@given(key16, st.binary(max_size=16), st.integers(4, 15))
def test_prfshort_length_is_bound_into_the_output(key, msg, n):
    # PrfShort encodes the output length in its IV: a short output is not a
    # prefix of the 16-byte one (a truncating implementation fails this; the
    # chance of a 4-byte coincidence is 2**-32).
    assert ascon.prfshort(key, msg, n) != ascon.prfshort(key, msg)[:n]
    assert v12.prfshort(key, msg, n) != v12.prfshort(key, msg)[:n]
