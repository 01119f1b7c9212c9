# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Errors a user can read: every wrong argument is a one-line TypeError or
ValueError that names the argument (never nanobind's multi-line
"incompatible function arguments" list, never an empty MemoryError)."""

import numpy as np
import pytest

import ascon_native as ascon
from ascon_native import batch, v12

KEY = bytes(range(16))
NONCE = bytes(range(16, 32))
MAX_LENGTH = 2**31 - 1  # one call's output; longer output comes from a reader in pieces


def aead():
    return ascon.AsconAEAD128(KEY)


@pytest.mark.parametrize(
    "what,call",
    [
        ("data", lambda: ascon.hash256(None)),
        ("data", lambda: ascon.xof128(None, 5)),
        ("data", lambda: ascon.cxof128(None, 5)),
        ("customization", lambda: ascon.cxof128(b"", 5, customization=None)),
        ("key", lambda: ascon.mac(None, b"")),
        ("msg", lambda: ascon.mac(KEY, None)),
        ("key", lambda: ascon.prf(None, b"", 5)),
        ("msg", lambda: ascon.prfshort(KEY, None)),
        ("data", lambda: ascon.ascon_hash256(None)),
        ("data", lambda: ascon.ascon_hash256().update(None)),
        ("data", lambda: ascon.ascon_xof128().update(None)),
        ("key", lambda: ascon.AsconMac(None)),
        ("tag", lambda: ascon.AsconMac(KEY, b"").verify(None)),
        ("key", lambda: ascon.AsconAEAD128(None)),
        ("nonce", lambda: aead().encrypt(None, b"", None)),
        ("data", lambda: aead().encrypt(NONCE, None, None)),
        ("data", lambda: aead().decrypt(NONCE, None, None)),
        ("buf", lambda: aead().encrypt_into(NONCE, b"", None, None)),
        ("buf", lambda: ascon.ascon_xof128().reader().readinto(None)),
        ("data", lambda: v12.hash(None)),
        ("key", lambda: v12.Ascon128(None)),
    ],
)
def test_none_for_bytes_is_a_one_line_type_error(what, call):
    with pytest.raises(TypeError, match=rf"^{what} must be a (writable )?bytes-like object, not 'NoneType'$"):
        call()


@pytest.mark.parametrize("length", [2**31, 2**40, 2**63, 2**64, 10**30])
@pytest.mark.parametrize(
    "what,call",
    [
        ("length", lambda n: ascon.xof128(b"", n)),
        ("length", lambda n: ascon.cxof128(b"", n)),
        ("length", lambda n: ascon.prf(KEY, b"", n)),
        ("length", lambda n: ascon.ascon_xof128().digest(n)),
        ("length", lambda n: ascon.ascon_xof128().hexdigest(n)),
        ("length", lambda n: v12.xof(b"", n)),
        ("n", lambda n: ascon.ascon_xof128().reader().read(n)),
    ],
)
def test_too_long_output_is_a_value_error(what, call, length):
    with pytest.raises(ValueError, match=rf"^{what} must be from 0 to {MAX_LENGTH} bytes, got {length}$"):
        call(length)


@pytest.mark.parametrize("bad,kind", [(None, "NoneType"), ("5", "str"), (5.0, "float"), (b"5", "bytes")])
def test_length_of_wrong_type_is_a_type_error(bad, kind):
    with pytest.raises(TypeError, match=rf"^length must be an int, not '{kind}'$"):
        ascon.xof128(b"", bad)
    with pytest.raises(TypeError, match=rf"^n must be an int, not '{kind}'$"):
        ascon.ascon_xof128().reader().read(bad)


def test_lengths_at_the_edges_still_work():
    assert ascon.xof128(b"", 0) == b""
    assert ascon.xof128(b"abc", np.int64(7)) == ascon.xof128(b"abc", 7)  # any int-like (__index__)
    assert ascon.ascon_xof128(b"abc").reader().read(True) == ascon.xof128(b"abc", 1)
    with pytest.raises(ValueError, match="^length must be non-negative, got -1$"):
        ascon.xof128(b"", -1)
    with pytest.raises(ValueError, match="^length must be non-negative, got -" + str(2**70) + "$"):
        ascon.xof128(b"", -(2**70))


def test_batch_xof_length_zero_like_xof128():
    assert batch.xof128([b"a", b"bc", b""], 0) == [b"", b"", b""]
    assert batch.cxof128([b"a"], 0, customization=b"z") == [b""]
    out = batch.xof128(np.zeros((3, 5), dtype=np.uint8), 0)
    assert out.shape == (3, 0)
    with pytest.raises(ValueError, match="^length must be from 0 to"):
        batch.xof128([b"a"], -1)


def _readonly_array(n):
    a = np.zeros(n, dtype=np.uint8)
    a.setflags(write=False)
    return a


@pytest.mark.parametrize("make", [bytes, _readonly_array, lambda n: memoryview(bytes(n))],
                         ids=["bytes", "numpy-readonly", "memoryview-readonly"])
def test_read_only_output_is_the_same_type_error(make):
    with pytest.raises(TypeError, match=r"^buf must be a writable bytes-like object"):
        aead().encrypt_into(NONCE, b"x" * 10, None, make(64))
    with pytest.raises(TypeError, match=r"^buf must be a writable bytes-like object"):
        ascon.ascon_xof128(b"abc").reader().readinto(make(8))
