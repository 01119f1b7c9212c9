# SPDX-License-Identifier: Apache-2.0 OR MIT
"""The v1.2 family against the independent pure-Python package `ascon` 0.0.9
(the designers' old v1.2 reference code) on random inputs."""

import pytest
from hypothesis import given, settings, strategies as st

from ascon_native import InvalidTag, v12

ref = pytest.importorskip("ascon", reason="pip install ascon==0.0.9")
if getattr(ref, "hash", None) is None or not hasattr(ref, "encrypt"):
    pytest.fail("the installed `ascon` is not the 0.0.9 API (pip install ascon==0.0.9)")

msgs = st.binary(max_size=100)


@settings(max_examples=40, deadline=None)
@given(st.binary(min_size=20, max_size=20), st.binary(min_size=16, max_size=16), msgs, st.binary(max_size=40))
def test_aead(key, nonce, pt, ad):
    for variant, cls, k in [("Ascon-128", v12.Ascon128, key[:16]), ("Ascon-128a", v12.Ascon128a, key[:16]),
                            ("Ascon-80pq", v12.Ascon80pq, key)]:
        ct = ref.encrypt(k, nonce, ad, pt, variant)
        assert cls(k).encrypt(nonce, pt, ad) == ct
        assert cls(k).decrypt(nonce, ct, ad) == pt
        bad = bytes([ct[0] ^ 1]) + ct[1:]
        assert ref.decrypt(k, nonce, ad, bad, variant) is None
        with pytest.raises(InvalidTag):
            cls(k).decrypt(nonce, bad, ad)


@settings(max_examples=40, deadline=None)
@given(msgs, st.integers(0, 80))
def test_hash_xof(msg, n):
    assert v12.Hash(msg).digest() == ref.hash(msg, "Ascon-Hash", 32)
    assert v12.Hasha(msg).digest() == ref.hash(msg, "Ascon-Hasha", 32)
    assert v12.Xof(msg).digest(n) == ref.hash(msg, "Ascon-Xof", n)
    assert v12.Xofa(msg).digest(n) == ref.hash(msg, "Ascon-Xofa", n)


@settings(max_examples=40, deadline=None)
@given(st.binary(min_size=16, max_size=16), msgs, st.integers(1, 80))
def test_mac_prf(key, msg, n):
    assert v12.Mac(key, msg).digest() == ref.mac(key, msg, "Ascon-Mac", 16)
    assert v12.Maca(key, msg).digest() == ref.mac(key, msg, "Ascon-Maca", 16)
    assert v12.Prf(key, msg).digest(n) == ref.mac(key, msg, "Ascon-Prf", n)
    assert v12.Prfa(key, msg).digest(n) == ref.mac(key, msg, "Ascon-Prfa", n)


@settings(max_examples=40, deadline=None)
@given(st.binary(min_size=16, max_size=16), st.binary(max_size=16), st.integers(1, 16))
def test_prfshort(key, msg, n):
    assert v12.prfshort(key, msg, n) == ref.mac(key, msg, "Ascon-PrfShort", n)
