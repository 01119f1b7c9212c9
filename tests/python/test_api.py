# SPDX-License-Identifier: Apache-2.0 OR MIT
"""API conformance: the hashlib / hmac / pyca shapes, errors and their messages,
bytes-like inputs, copy independence, threads."""

import array
import hashlib
import threading

import numpy as np
import pytest

import ascon_native as ascon
from ascon_native import v12

KEY = bytes(range(16))
NONCE = bytes(range(16, 32))


# ---- hashlib shape -----------------------------------------------------------------

@pytest.mark.parametrize(
    "ctor,name,digest_size,block_size",
    [
        (ascon.ascon_hash256, "ascon-hash256", 32, 8),
        (ascon.ascon_xof128, "ascon-xof128", 0, 8),
        (ascon.ascon_cxof128, "ascon-cxof128", 0, 8),
        (v12.Hash, "ascon-hash-v12", 32, 8),
        (v12.Xofa, "ascon-xofa-v12", 0, 8),
    ],
)
def test_hash_attributes(ctor, name, digest_size, block_size):
    h = ctor()
    assert (h.name, h.digest_size, h.block_size) == (name, digest_size, block_size)
    ref = hashlib.sha256() if digest_size else hashlib.shake_128()
    for attr in ("update", "digest", "hexdigest", "copy", "name", "digest_size", "block_size"):
        assert hasattr(ref, attr) and hasattr(h, attr)


def test_update_returns_none_and_digest_is_repeatable():
    h = ascon.ascon_hash256(b"ab")
    assert h.update(b"c") is None
    d = h.digest()
    assert h.digest() == d == ascon.hash256(b"abc")
    assert h.hexdigest() == d.hex()
    h.update(b"d")  # still usable after digest()
    assert h.digest() == ascon.hash256(b"abcd")


def test_keyword_data_and_customization():
    assert ascon.ascon_hash256(data=b"x").digest() == ascon.hash256(b"x")
    c = ascon.ascon_cxof128(b"m", customization=b"z")
    assert c.digest(32) == ascon.cxof128(b"m", 32, customization=b"z")
    assert c.digest(32) != ascon.cxof128(b"m", 32)
    with pytest.raises(TypeError):
        ascon.ascon_cxof128(b"m", b"z")  # customization is keyword-only


def test_xof_digest_length_like_shake():
    x = ascon.ascon_xof128(b"abc")
    long = x.digest(1000)
    assert [x.digest(n) for n in (0, 1, 7, 8, 9, 100)] == [long[:n] for n in (0, 1, 7, 8, 9, 100)]
    assert x.hexdigest(5) == long[:5].hex()
    with pytest.raises(ValueError, match="length must be non-negative, got -1"):
        x.digest(-1)
    with pytest.raises(TypeError):
        x.digest()  # like shake_128, a length is required


def test_reader_squeezes_in_pieces():
    long = ascon.xof128(b"abc", 200)
    r = ascon.ascon_xof128(b"abc").reader()
    parts = [r.read(n) for n in (0, 1, 15, 16, 17, 3)]
    buf = bytearray(20)
    assert r.readinto(buf) == 20
    got = b"".join(parts) + bytes(buf)
    assert got == long[: len(got)]
    r2 = r.copy()
    assert r.read(10) == r2.read(10) == long[len(got) : len(got) + 10]


def test_copy_is_independent():
    for h in (ascon.ascon_hash256(b"a"), ascon.ascon_xof128(b"a"), ascon.AsconMac(KEY, b"a"), ascon.AsconPrf(KEY, b"a")):
        c = h.copy()
        c.update(b"b")
        args = () if h.digest_size else (32,)
        assert h.digest(*args) != c.digest(*args)
        h.update(b"b")
        assert h.digest(*args) == c.digest(*args)


def test_cxof_customization_limit():
    ascon.ascon_cxof128(customization=bytes(256))
    with pytest.raises(ValueError, match="customization must be at most 256 bytes, got 257"):
        ascon.ascon_cxof128(customization=bytes(257))
    with pytest.raises(ValueError, match="customization must be at most 256 bytes, got 257"):
        ascon.cxof128(b"", 8, customization=bytes(257))


# ---- bytes-like inputs and type errors -------------------------------------------------------

def test_every_bytes_like_type_is_accepted():
    msg = bytes(range(100))
    want = ascon.hash256(msg)
    for obj in (bytearray(msg), memoryview(msg), array.array("B", msg), np.frombuffer(msg, dtype=np.uint8),
                np.frombuffer(msg, dtype=np.uint32 if False else np.uint8).reshape(10, 10),
                memoryview(bytes(3) + msg)[3:]):
        assert ascon.hash256(obj) == want
        assert ascon.ascon_hash256(obj).digest() == want
    words = array.array("I", range(10))  # multi-byte items: the raw bytes are hashed
    assert ascon.hash256(words) == ascon.hash256(words.tobytes())


def test_non_contiguous_is_refused():
    with pytest.raises((BufferError, ValueError)):
        ascon.hash256(memoryview(b"abcdef")[::2])
    with pytest.raises((BufferError, ValueError)):
        ascon.hash256(np.zeros((4, 4), dtype=np.uint8)[:, ::2])


@pytest.mark.parametrize(
    "call",
    [
        lambda: ascon.hash256("abc"),
        lambda: ascon.ascon_hash256("abc"),
        lambda: ascon.ascon_hash256().update("abc"),
        lambda: ascon.xof128("abc", 4),
        lambda: ascon.AsconAEAD128(KEY).encrypt(NONCE, "abc", None),
        lambda: ascon.AsconAEAD128(KEY).encrypt(NONCE, b"", "ad"),
        lambda: ascon.AsconMac(KEY, "abc"),
        lambda: ascon.AsconMac("k" * 16),
        lambda: v12.Hash("abc"),
    ],
)
def test_str_is_a_type_error(call):
    with pytest.raises(TypeError, match="not str"):
        call()


def test_non_buffer_is_a_type_error():
    with pytest.raises(TypeError, match="data must be a bytes-like object, not 'int'"):
        ascon.hash256(5)
    with pytest.raises(TypeError):
        ascon.AsconAEAD128(KEY).encrypt(NONCE, None, None)  # None is only allowed for associated_data


# ---- AEAD: the pyca shape --------------------------------------------------------------------

def test_aead_key_and_nonce_length_messages():
    with pytest.raises(ValueError, match="^key must be 16 bytes, got 15$"):
        ascon.AsconAEAD128(bytes(15))
    with pytest.raises(ValueError, match="^key must be 32 bytes, got 16$"):
        ascon.AsconAEAD128(bytes(16), nonce_masking=True)
    with pytest.raises(ValueError, match="^key must be 20 bytes, got 16$"):
        v12.Ascon80pq(bytes(16))
    aead = ascon.AsconAEAD128(KEY)
    for method in (aead.encrypt, aead.decrypt):
        with pytest.raises(ValueError, match="^nonce must be 16 bytes, got 12$"):
            method(bytes(12), bytes(32), None)
    with pytest.raises(ValueError, match="^tag_length must be from 4 to 16 bytes, got 3$"):
        ascon.AsconAEAD128(KEY, tag_length=3)
    with pytest.raises(ValueError, match="got 17"):
        ascon.AsconAEAD128(KEY, tag_length=17)


def test_generate_key():
    k1, k2 = ascon.AsconAEAD128.generate_key(), ascon.AsconAEAD128.generate_key()
    assert len(k1) == 16 and k1 != k2
    assert len(ascon.AsconAEAD128.generate_key(nonce_masking=True)) == 32
    assert len(v12.Ascon80pq.generate_key()) == 20
    assert len(v12.Ascon128.generate_key()) == 16


def test_aead_associated_data_none_is_empty_and_tag_length():
    aead = ascon.AsconAEAD128(KEY, tag_length=8)
    assert aead.tag_length == 8
    ct = aead.encrypt(NONCE, b"msg", None)
    assert len(ct) == 3 + 8
    assert ct == aead.encrypt(NONCE, b"msg", b"")
    assert ct == ascon.AsconAEAD128(KEY).encrypt(NONCE, b"msg", None)[:11]  # truncation of the full tag
    assert aead.decrypt(NONCE, ct, None) == b"msg"


def test_aead_decrypt_failures_raise_invalid_tag():
    aead = ascon.AsconAEAD128(KEY)
    ct = aead.encrypt(NONCE, b"attack at dawn", b"hdr")
    for bad_call in (
        lambda: aead.decrypt(NONCE, ct, b"hdr!"),
        lambda: ascon.AsconAEAD128(bytes(16)).decrypt(NONCE, ct, b"hdr"),
        lambda: aead.decrypt(NONCE, ct[:15], b"hdr"),  # shorter than the tag
        lambda: aead.decrypt(NONCE, b"", b"hdr"),
    ):
        with pytest.raises(ascon.InvalidTag):
            bad_call()
    assert issubclass(ascon.InvalidTag, Exception)
    assert ascon.InvalidTag is v12.InvalidTag


def test_encrypt_into_and_decrypt_into():
    aead = ascon.AsconAEAD128(KEY)
    pt = b"x" * 100
    ct = aead.encrypt(NONCE, pt, b"ad")
    buf = bytearray(200)
    assert aead.encrypt_into(NONCE, pt, b"ad", buf) == 116
    assert buf[:116] == ct and buf[116:] == bytes(84)
    out = np.zeros(100, dtype=np.uint8)
    assert aead.decrypt_into(NONCE, ct, b"ad", out) == 100
    assert out.tobytes() == pt
    with pytest.raises(ValueError, match="^buf must be at least 116 bytes, got 115$"):
        aead.encrypt_into(NONCE, pt, b"ad", bytearray(115))
    with pytest.raises(ValueError, match="^buf must be at least 100 bytes, got 99$"):
        aead.decrypt_into(NONCE, ct, b"ad", bytearray(99))
    with pytest.raises(TypeError):
        aead.encrypt_into(NONCE, pt, b"ad", bytes(200))  # read-only
    # overlapping but not identical input and output is refused, nothing written
    buf = bytearray(pt) + bytearray(20)
    with pytest.raises(ValueError, match="overlap"):
        aead.encrypt_into(NONCE, memoryview(buf)[: len(pt)], b"ad", memoryview(buf)[1:])


def test_decrypt_into_zeroes_the_whole_buffer_on_failure():
    aead = ascon.AsconAEAD128(KEY)
    ct = bytearray(aead.encrypt(NONCE, b"secret plaintext", b""))
    ct[0] ^= 1
    buf = bytearray(b"\xff" * 40)
    with pytest.raises(ascon.InvalidTag):
        aead.decrypt_into(NONCE, ct, b"", buf)
    assert buf == bytes(40)
    # in place, too: ciphertext and tag are wiped
    with pytest.raises(ascon.InvalidTag):
        aead.decrypt_into(NONCE, ct, b"", ct)
    assert ct == bytes(len(ct))


# ---- MAC / PRF: the hmac shape ------------------------------------------------------------------

def test_mac_shape_and_verify():
    m = ascon.AsconMac(KEY)
    m.update(b"hello")
    assert (m.name, m.digest_size, m.block_size) == ("ascon-mac", 16, 32)
    tag = m.digest()
    assert m.hexdigest() == tag.hex() and tag == ascon.mac(KEY, b"hello")
    assert m.verify(tag) is None
    for bad in (tag[:-1] + bytes([tag[-1] ^ 1]), tag[:15], b"", tag + b"\x00"):
        with pytest.raises(ascon.InvalidTag):
            m.verify(bad)
    with pytest.raises(ValueError, match="^key must be 16 bytes, got 17$"):
        ascon.AsconMac(bytes(17))


def test_prf_shape():
    p = ascon.AsconPrf(KEY, b"m")
    assert p.digest(100)[:10] == p.digest(10) == ascon.prf(KEY, b"m", 10)
    assert p.reader().read(100) == p.digest(100)
    p.verify(p.digest(77))
    with pytest.raises(ascon.InvalidTag):
        p.verify(bytes(77))


def test_prfshort_limits():
    assert len(ascon.prfshort(KEY, bytes(16))) == 16
    with pytest.raises(ValueError, match="^msg must be at most 16 bytes, got 17$"):
        ascon.prfshort(KEY, bytes(17))
    for n in (0, 17):
        with pytest.raises(ValueError, match="length must be from 1 to 16 bytes"):
            ascon.prfshort(KEY, b"", n)


# ---- module ------------------------------------------------------------------------------------------

def test_version_matches_the_cpp_project():
    import pathlib
    import re

    text = (pathlib.Path(__file__).resolve().parents[2] / "include/ascon/version.hpp").read_text()
    assert ascon.__version__ == re.search(r'ASCON_VERSION_STRING "([^"]+)"', text).group(1)


def test_typing_files_are_installed():
    import pathlib

    pkg = pathlib.Path(ascon.__file__).parent
    assert (pkg / "py.typed").exists() and (pkg / "__init__.pyi").exists() and (pkg / "v12.pyi").exists()


# ---- threads (the GIL is released above 2 KiB) -------------------------------------------------------

def test_threads_on_one_object_never_interleave():
    # Every thread feeds the same chunk, so any serial order gives the same
    # digest; a torn update (two threads inside the sponge at once) would not.
    chunk = bytes(range(256)) * 40 + b"tail"  # not a multiple of the rate
    h = ascon.ascon_hash256()
    threads = [threading.Thread(target=lambda: [h.update(chunk) for _ in range(20)]) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert h.digest() == ascon.hash256(chunk * 80)


def test_threads_hash_independent_data():
    msgs = [bytes([i]) * 300_000 for i in range(4)]
    results = [None] * 4

    def work(i):
        results[i] = ascon.hash256(msgs[i])

    threads = [threading.Thread(target=work, args=(i,)) for i in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert results == [ascon.ascon_hash256(m).digest() for m in msgs]


def test_bytearray_cannot_be_resized_while_hashed():
    # The buffer stays exported while the GIL is released; hashing a bytearray
    # that another thread tries to resize must either finish with the data as
    # it was or the resize must fail, never read freed memory.
    data = bytearray(b"a" * 5_000_000)
    want = ascon.hash256(bytes(data))
    errors = []

    def resize():
        try:
            data.extend(b"b")
        except BufferError:
            errors.append(1)

    t = threading.Thread(target=resize)
    got = [None]
    h = threading.Thread(target=lambda: got.__setitem__(0, ascon.hash256(data)))
    h.start()
    t.start()
    h.join()
    t.join()
    assert got[0] == want or got[0] == ascon.hash256(b"a" * 5_000_000 + b"b")
