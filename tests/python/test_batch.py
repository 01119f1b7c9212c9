# SPDX-License-Identifier: Apache-2.0 OR MIT
"""ascon_native.batch: every output equals the single-message API's, for lists
and 2-D uint8 arrays, lengths around the rate and lane counts that leave
tails; bad arguments raise naming the argument; failed decryption never
releases plaintext."""

import threading

import numpy as np
import pytest

import ascon_native as ascon
from ascon_native import batch

KEY = bytes(range(16))
# 0..17 cross the 8-byte rate twice; 31 messages leave a tail on every lane width.
MSGS = [bytes((i * 7 + j) & 0xFF for j in range(i)) for i in range(18)] + [b"x" * 1000, bytearray(b"ba"), memoryview(b"mv")]
MSGS = MSGS + [bytes([i]) * (i + 40) for i in range(31 - len(MSGS))]


def nonces_for(n):
    return [i.to_bytes(16, "little") for i in range(n)]


@pytest.mark.parametrize("threads", [1, 2, 0])
def test_hash256_list(threads):
    assert batch.hash256(MSGS, threads=threads) == [ascon.hash256(m) for m in MSGS]


def test_xof_cxof_list():
    assert batch.xof128(MSGS, 45) == [ascon.xof128(m, 45) for m in MSGS]
    assert batch.cxof128(MSGS, 7, customization=b"ctx") == [ascon.cxof128(m, 7, customization=b"ctx") for m in MSGS]


def test_empty_batch():
    assert batch.hash256([]) == []
    assert batch.aead128_encrypt(KEY, [], []) == []


@pytest.mark.parametrize("width", [0, 1, 8, 64])
def test_arrays(width):
    a = np.arange(33 * width, dtype=np.uint64).astype(np.uint8).reshape(33, width)
    rows = [bytes(r) for r in a]
    h = batch.hash256(a)
    assert h.shape == (33, 32) and h.dtype == np.uint8
    assert [bytes(r) for r in h] == [ascon.hash256(r) for r in rows]
    assert [bytes(r) for r in batch.xof128(a, 5)] == [ascon.xof128(r, 5) for r in rows]
    # A strided view of a bigger array (row stride > row length) too.
    big = np.zeros((33, width + 3), dtype=np.uint8)
    big[:, :width] = a
    assert np.array_equal(batch.hash256(big[:, :width]), h)


def test_aead_roundtrip_list_and_scalar_equal():
    nonces = nonces_for(len(MSGS))
    ad = [b"ad%d" % i for i in range(len(MSGS))]
    sealed = batch.aead128_encrypt(KEY, nonces, MSGS, ad, threads=2)
    aead = ascon.AsconAEAD128(KEY)
    assert sealed == [aead.encrypt(n, m, a) for n, m, a in zip(nonces, MSGS, ad)]
    assert batch.aead128_decrypt(KEY, nonces, sealed, ad) == [bytes(m) for m in MSGS]
    # One associated data for all.
    one = batch.aead128_encrypt(KEY, nonces, MSGS, b"hdr")
    assert one == [aead.encrypt(n, m, b"hdr") for n, m in zip(nonces, MSGS)]


def test_aead_arrays():
    pt = np.arange(20 * 24, dtype=np.uint32).astype(np.uint8).reshape(20, 24)
    nonces = np.frombuffer(b"".join(nonces_for(20)), dtype=np.uint8).reshape(20, 16)
    ct = batch.aead128_encrypt(KEY, nonces, pt)
    assert ct.shape == (20, 40)
    assert np.array_equal(batch.aead128_decrypt(KEY, nonces, ct), pt)
    bad = ct.copy()
    bad[3, 0] ^= 1
    with pytest.raises(ascon.InvalidTag, match="row 3"):
        batch.aead128_decrypt(KEY, nonces, bad)
    masked = batch.aead128_decrypt(KEY, nonces, bad, errors="null")
    assert masked.mask[3].all() and not masked.mask[2].any()
    assert not masked.data[3].any()  # the failed row is zero, not unverified plaintext
    assert np.array_equal(masked.data[4], pt[4])


def test_tampered_rows_are_none_others_verify():
    nonces = nonces_for(len(MSGS))
    sealed = batch.aead128_encrypt(KEY, nonces, MSGS)
    for i in (0, 5, len(MSGS) - 1):
        sealed[i] = bytes([sealed[i][0] ^ 1]) + sealed[i][1:]
    sealed[7] = b"short"  # shorter than a tag
    out = batch.aead128_decrypt(KEY, nonces, sealed, errors="null")
    for i, m in enumerate(MSGS):
        assert out[i] == (None if i in (0, 5, 7, len(MSGS) - 1) else bytes(m))
    with pytest.raises(ascon.InvalidTag, match="row 0"):
        batch.aead128_decrypt(KEY, nonces, sealed)


def test_bad_arguments_name_the_argument():
    with pytest.raises(TypeError, match="items"):
        batch.hash256("abc")
    with pytest.raises(TypeError, match="items"):
        batch.hash256(b"abc")
    with pytest.raises(TypeError, match=r"items\[1\]"):
        batch.hash256([b"a", "b"])
    with pytest.raises(TypeError, match=r"items\[0\]"):
        batch.hash256([3])
    with pytest.raises(TypeError, match="items"):
        batch.hash256(np.zeros((2, 2), dtype=np.uint16))
    with pytest.raises(TypeError, match="items"):
        batch.hash256(np.zeros(4, dtype=np.uint8))
    with pytest.raises(ValueError, match="length"):
        batch.xof128([b"a"], -1)  # 0 is allowed (empty outputs), as in xof128
    with pytest.raises(ValueError, match="customization"):
        batch.cxof128([b"a"], 4, customization=bytes(257))
    with pytest.raises(ValueError, match="key"):
        batch.aead128_encrypt(bytes(15), nonces_for(1), [b"a"])
    with pytest.raises(ValueError, match=r"nonces\[0\]"):
        batch.aead128_encrypt(KEY, [bytes(15)], [b"a"])
    with pytest.raises(ValueError, match="nonces"):
        batch.aead128_encrypt(KEY, nonces_for(2), [b"a"])
    with pytest.raises(ValueError, match="associated_data"):
        batch.aead128_encrypt(KEY, nonces_for(1), [b"a"], [b"x", b"y"])
    with pytest.raises(ValueError, match="threads"):
        batch.hash256([b"a"], threads=-1)
    with pytest.raises(ValueError, match="errors"):
        batch.aead128_decrypt(KEY, nonces_for(1), [bytes(16)], errors="ignore")


def test_threads_share_the_module():
    # Many Python threads calling at once (the GIL is released inside) agree with one call.
    want = batch.hash256(MSGS)
    got = []

    def work():
        got.append(batch.hash256(MSGS))

    ts = [threading.Thread(target=work) for _ in range(4)]
    for t in ts:
        t.start()
    for t in ts:
        t.join()
    assert got == [want] * 4


def test_backend_name():
    # The names come from the engine's backend table: the chosen one is among
    # this build's, which always has the portable kernel, each name once.
    names = batch.backends()
    assert batch.backend() in names
    assert "portable" in names
    assert len(set(names)) == len(names)
