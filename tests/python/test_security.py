# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Security rules of the Python package (docs/safety.md, hardening review), each test able to fail
on code that breaks its rule.

- the tag length is bound at construction (tag_length=); nothing lets a receiver pass another.
- PRF verify() refuses expected values shorter than 16 bytes (one byte: forged in 256 tries).
- decrypt_into() never writes unverified plaintext into the caller's buffer, even while the
  GIL is released and other threads can read that buffer.
- the extension binds its symbols at load time (-z now), as libascon.so: no lazy-binding
  resolver saving registers (key words) on the stack inside a keyed call.
"""

import struct
import sys
import threading

import pytest

import ascon_native as ascon
from ascon_native import v12

KEY = bytes(range(16))
NONCE = bytes(range(16, 32))


@pytest.mark.parametrize("cls", [ascon.AsconPrf, v12.Prf, v12.Prfa])
def test_prf_verify_refuses_short_values(cls):
    p = cls(KEY, b"message")
    for n in (1, 4, 15):
        with pytest.raises(ValueError, match=f"at least 16 bytes, got {n}$"):
            p.verify(p.digest(n))
    p.verify(p.digest(16))
    p.verify(p.digest(100))


def test_tag_length_is_bound_at_construction():
    sealed4 = ascon.AsconAEAD128(KEY, tag_length=4).encrypt(NONCE, b"attack at dawn", b"")
    full = ascon.AsconAEAD128(KEY)
    # "ciphertext || 4-byte tag" is not accepted by a 16-byte-tag object.
    with pytest.raises(ascon.InvalidTag):
        full.decrypt(NONCE, sealed4, b"")
    for name in ("decrypt", "decrypt_into"):
        method = getattr(full, name)
        with pytest.raises(TypeError):
            method(NONCE, sealed4, b"", bytearray(32), tag_length=4)
    assert not any("trunc" in name for name in dir(full))


class _Watcher(threading.Thread):
    """Reads `buf` in a loop until stopped; records any nonzero byte it ever sees."""

    def __init__(self, buf, step):
        super().__init__(daemon=True)
        self.buf, self.step = buf, step
        self.stop = threading.Event()
        self.started_reading = threading.Event()
        self.saw_nonzero = False
        self.reads = 0

    def run(self):
        view = memoryview(self.buf)
        n = len(view)
        while not self.stop.is_set():
            for off in range(0, n, self.step):
                if view[off]:
                    self.saw_nonzero = True
            self.reads += 1
            self.started_reading.set()


def test_decrypt_into_never_exposes_unverified_plaintext():
    # A large message (the GIL is released above 2 KiB) with a forged tag:
    # the old code wrote its plaintext into `buf` and zeroed it only after the
    # tag check; a thread reading `buf` meanwhile saw it.
    size = 16 << 20
    aead = ascon.AsconAEAD128(KEY)
    plaintext = b"\xff" * size  # every byte nonzero, so any released byte shows
    sealed = bytearray(aead.encrypt(NONCE, plaintext, b""))
    sealed[-1] ^= 1
    buf = bytearray(size)
    watcher = _Watcher(buf, step=4096)
    watcher.start()
    watcher.started_reading.wait()
    try:
        for _ in range(4):
            with pytest.raises(ascon.InvalidTag):
                aead.decrypt_into(NONCE, sealed, b"", buf)
    finally:
        watcher.stop.set()
        watcher.join()
    assert watcher.reads > 0
    assert not watcher.saw_nonzero, "another thread saw unverified plaintext in the caller's buffer"
    assert buf == bytearray(size)
    # A good tag still decrypts into the buffer.
    sealed[-1] ^= 1
    assert aead.decrypt_into(NONCE, sealed, b"", buf) == size
    assert buf == plaintext


def test_decrypt_into_in_place_still_works_for_large_data():
    aead = ascon.AsconAEAD128(KEY, tag_length=8)
    data = bytes(i % 251 for i in range(10000))
    buf = bytearray(aead.encrypt(NONCE, data, b"ad"))
    n = aead.decrypt_into(NONCE, memoryview(buf), b"ad", buf)
    assert n == len(data) and bytes(buf[:n]) == data


def _elf_dynamic_flags(path):
    """(DT_BIND_NOW present, DT_FLAGS, DT_FLAGS_1) of a 64-bit little-endian ELF file, or None."""
    data = open(path, "rb").read()
    if data[:4] != b"\x7fELF" or data[4] != 2 or data[5] != 1:
        return None
    shoff, = struct.unpack_from("<Q", data, 0x28)
    shentsize, shnum = struct.unpack_from("<HH", data, 0x3A)
    bind_now, flags, flags_1 = False, 0, 0
    for i in range(shnum):
        sh_type, = struct.unpack_from("<I", data, shoff + i * shentsize + 4)
        if sh_type != 6:  # SHT_DYNAMIC
            continue
        off, size = struct.unpack_from("<QQ", data, shoff + i * shentsize + 0x18)
        for j in range(0, size, 16):
            tag, val = struct.unpack_from("<qQ", data, off + j)
            if tag == 24:  # DT_BIND_NOW
                bind_now = True
            elif tag == 30:  # DT_FLAGS
                flags = val
            elif tag == 0x6FFFFFFB:  # DT_FLAGS_1
                flags_1 = val
    return bind_now, flags, flags_1


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="ELF dynamic section: Linux builds only")
def test_extension_is_bound_at_load_time():
    from ascon_native import _ascon

    found = _elf_dynamic_flags(_ascon.__file__)
    if found is None:
        pytest.skip("not a 64-bit little-endian ELF extension")
    bind_now, flags, flags_1 = found
    assert bind_now or flags & 0x8 or flags_1 & 0x1, f"{_ascon.__file__} is not linked -z now"
