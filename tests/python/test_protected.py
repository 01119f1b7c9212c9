# SPDX-License-Identifier: Apache-2.0 OR MIT
"""ascon_native.protected (masked Ascon, testing only) against the vectors and the plain functions."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

import ascon_native as ascon
from ascon_native import protected
from conftest import h, read_records

SHARES = (2, 3, 4)
LEVELS = ("leveled", "full")
KINDS = [(s, lv) for s in SHARES for lv in LEVELS]


@pytest.mark.parametrize("shares,level", KINDS)
def test_aead_vectors(shares, level):
    records = read_records("sp800-232/ascon-aead128.txt")
    for r in records:
        a = protected.Aead128(h(r, "Key"), shares=shares, level=level)
        ct = h(r, "CT")
        assert a.encrypt(h(r, "Nonce"), h(r, "PT"), h(r, "AD")) == ct, r["Count"]
        assert a.decrypt(h(r, "Nonce"), ct, h(r, "AD")) == h(r, "PT"), r["Count"]
        bad = bytearray(ct)
        bad[-1] ^= 0x80  # a tag bit
        with pytest.raises(protected.InvalidTag):
            a.decrypt(h(r, "Nonce"), bytes(bad), h(r, "AD"))
        if ct[:-16]:
            bad = bytearray(ct)
            bad[0] ^= 1  # a ciphertext bit
            with pytest.raises(protected.InvalidTag):
                a.decrypt(h(r, "Nonce"), bytes(bad), h(r, "AD"))


@pytest.mark.parametrize("shares,level", KINDS)
def test_aead_acvp_truncated_tags_and_failures(shares, level):
    records = read_records("sp800-232/acvp/ascon-aead128.txt")
    assert len(records) == 120 and sum(r["TestPassed"] == "False" for r in records) == 30
    for r in records:
        tag = h(r, "Tag")
        a = protected.Aead128(h(r, "Key"), shares=shares, level=level, tag_length=len(tag))
        data = h(r, "CT") + tag
        if r["TestPassed"] == "True":
            assert a.decrypt(h(r, "Nonce"), data, h(r, "AD")) == h(r, "PT")
            assert a.encrypt(h(r, "Nonce"), h(r, "PT"), h(r, "AD")) == data
        else:
            with pytest.raises(protected.InvalidTag):
                a.decrypt(h(r, "Nonce"), data, h(r, "AD"))


@pytest.mark.parametrize("shares", SHARES)
def test_mac_vectors(shares):
    for r in read_records("mac-prf-v1.3/ascon-mac.txt"):
        m = protected.Mac(h(r, "Key"), shares=shares)
        assert m.tag(h(r, "Msg")) == h(r, "Tag"), r["Count"]
        m.verify(h(r, "Msg"), h(r, "Tag"))
        bad = bytearray(h(r, "Tag"))
        bad[7] ^= 4
        with pytest.raises(protected.InvalidTag):
            m.verify(h(r, "Msg"), bytes(bad))


@pytest.mark.parametrize("shares", SHARES)
def test_prf_vectors(shares):
    for r in read_records("mac-prf-v1.3/ascon-prf.txt"):
        p = protected.Prf(h(r, "Key"), shares=shares)
        tag = h(r, "Tag")
        assert p.prf(h(r, "Msg"), len(tag)) == tag, r["Count"]


@pytest.mark.parametrize("shares", SHARES)
def test_prf_short_vectors_and_lengths(shares):
    for r in read_records("mac-prf-v1.3/ascon-prfshort.txt"):
        key, msg = h(r, "Key"), h(r, "Msg")
        assert protected.prf_short(key, msg, shares=shares) == h(r, "Tag")
        for n in (1, 7, 8, 9, 15):  # the length is an input of PrfShort: compare with the plain one
            assert protected.prf_short(key, msg, n, shares=shares) == ascon.prfshort(key, msg, n)


@given(
    key=st.binary(min_size=16, max_size=16),
    nonce=st.binary(min_size=16, max_size=16),
    pt=st.binary(max_size=100),
    ad=st.binary(max_size=50),
    kind=st.sampled_from(KINDS),
    tag_length=st.integers(4, 16),
)
def test_aead_matches_plain(key, nonce, pt, ad, kind, tag_length):
    shares, level = kind
    a = protected.Aead128(key, shares=shares, level=level, tag_length=tag_length)
    ref = ascon.AsconAEAD128(key, tag_length=tag_length)
    ct = a.encrypt(nonce, pt, ad)
    assert ct == ref.encrypt(nonce, pt, ad)
    assert a.decrypt(nonce, ct, ad) == pt
    a.refresh()  # new shares, same key
    assert a.encrypt(nonce, pt, ad) == ct


@given(
    key=st.binary(min_size=16, max_size=16),
    msg=st.binary(max_size=100),
    length=st.integers(0, 80),
    shares=st.sampled_from(SHARES),
)
def test_mac_prf_match_plain(key, msg, length, shares):
    m, p = protected.Mac(key, shares=shares), protected.Prf(key, shares=shares)
    assert m.tag(msg) == ascon.mac(key, msg)
    assert p.prf(msg, length) == ascon.prf(key, msg, length)
    m.refresh()
    p.refresh()
    assert m.tag(msg) == ascon.mac(key, msg)
    assert p.prf(msg, length) == ascon.prf(key, msg, length)


def test_properties():
    a = protected.Aead128(bytes(16), shares=3, level="full", tag_length=8)
    assert (a.shares, a.level, a.tag_length) == (3, "full", 8)
    # SP 800-232 AEAD: 6 words (8 * (shares - 1) bytes each) per call, 12 in leveled mode.
    assert a.random_bytes_per_call == 6 * 16
    assert protected.Aead128(bytes(16), shares=2).random_bytes_per_call == 12 * 8
    m = protected.Mac(bytes(16), shares=4)
    assert (m.shares, m.random_bytes_per_call) == (4, 6 * 24)
    assert protected.Prf(bytes(16)).shares == 2


def test_bad_arguments():
    k = bytes(16)
    for shares in (0, 1, 5):
        with pytest.raises(ValueError, match="shares must be 2, 3 or 4"):
            protected.Aead128(k, shares=shares)
        with pytest.raises(ValueError, match="shares must be 2, 3 or 4"):
            protected.Mac(k, shares=shares)
        with pytest.raises(ValueError, match="shares must be 2, 3 or 4"):
            protected.prf_short(k, b"", shares=shares)
    with pytest.raises(ValueError, match="level must be"):
        protected.Aead128(k, level="half")
    with pytest.raises(ValueError, match="tag_length"):
        protected.Aead128(k, tag_length=3)
    with pytest.raises(ValueError, match="key must be 16 bytes"):
        protected.Prf(bytes(15))
    with pytest.raises(ValueError, match="nonce must be 16 bytes"):
        protected.Aead128(k).encrypt(bytes(12), b"", None)
    with pytest.raises(ValueError, match="msg must be at most 16"):
        protected.prf_short(k, bytes(17))
    with pytest.raises(ValueError, match="length must be from 1 to 16"):
        protected.prf_short(k, b"", 17)
    with pytest.raises(TypeError):
        protected.Mac(k).tag("text")
    # Shorter than the tag, or a tag of the wrong size: InvalidTag, never a partial result.
    with pytest.raises(protected.InvalidTag):
        protected.Aead128(k).decrypt(bytes(16), bytes(15), None)
    with pytest.raises(protected.InvalidTag):
        protected.Mac(k).verify(b"", bytes(15))


def _stub_params():
    """{name or Class.method: [parameter names, '*' for keyword-only start]} from protected.pyi."""
    import ast
    import pathlib

    tree = ast.parse((pathlib.Path(protected.__file__).with_suffix(".pyi")).read_text())
    found = {}

    def params(f):
        a = f.args
        names = [x.arg for x in a.args]
        if a.kwonlyargs:
            names += ["*"] + [x.arg for x in a.kwonlyargs]
        return names

    for node in tree.body:
        if isinstance(node, ast.FunctionDef):
            found[node.name] = params(node)
        elif isinstance(node, ast.ClassDef):
            for f in node.body:
                if isinstance(f, ast.FunctionDef) and not any(
                    isinstance(d, ast.Name) and d.id == "property" for d in f.decorator_list
                ):
                    found[f"{node.name}.{f.name}"] = params(f)
    return found


def test_stub_signatures_match_the_extension():
    # stubtest cannot read nanobind signatures (allowlist.txt); nanobind puts
    # them in the first docstring line instead.
    import re

    stubs = _stub_params()
    assert len(stubs) >= 12
    for name, want in stubs.items():
        obj = protected
        for part in name.split("."):
            obj = getattr(obj, part)
        sig = obj.__doc__.splitlines()[0]
        inner = sig[sig.index("(") + 1 : sig.rindex(")")]
        got = [re.split(r"[:=]", p)[0].strip() for p in inner.split(", ")] if inner else []
        assert got == want, (name, sig)
