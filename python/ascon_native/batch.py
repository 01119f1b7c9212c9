# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Many messages in one call, on the C++ batch engine (SIMD lanes, threads).

Each function takes ``items``: a list (any sequence) of bytes-like objects, or
a 2-D ``uint8`` NumPy array with one message per row. A list gives a list of
``bytes``; an array gives an array (one output per row). The GIL is released
while the engine runs; ``threads`` splits the batch across that many threads
(0: one per CPU)::

    >>> from ascon_native import batch
    >>> batch.hash256([b"abc", b""])[0].hex()[:16]
    '45aa03431c3c829b'

Every output equals the single-message function's (``ascon_native.hash256``,
``AsconAEAD128.encrypt`` ...). Bad arguments raise ``TypeError`` or
``ValueError`` naming the argument before anything is computed.
"""

from . import InvalidTag  # noqa: F401  (re-exported: decrypt raises it)
from ._ascon import _batch

__all__ = ["sponge", "hash256", "xof128", "cxof128", "mac", "prf", "aead128_encrypt", "aead128_decrypt", "backend", "backends"]


def _as_array(flat, n, width):
    import numpy as np  # only reached when the caller passed a NumPy array

    return np.frombuffer(flat, dtype=np.uint8).reshape(n, width)


def _rows(items):
    shape = getattr(items, "shape", None)
    return shape[0] if shape is not None else None


def sponge(name, items, length=None, *, key=None, customization=None, threads=1):
    """Any algorithm of ``ascon_native.algorithms`` whose row has ``batch``
    true, by name ("ascon-hash256", or an alias): ``length`` bytes of every
    item (None for a row of a fixed ``output_size``), under ``key`` (keyed
    rows: exactly ``key_size`` bytes) and ``customization`` (cxof rows)."""
    is_array, out, width = _batch.sponge(name, items, length, key, customization, threads)
    if is_array:
        return _as_array(out, _rows(items), width)
    return out


def hash256(items, *, threads=1):
    """Ascon-Hash256 of every item: 32 bytes each."""
    return sponge("ascon-hash256", items, threads=threads)


def xof128(items, length, *, threads=1):
    """The first ``length`` bytes of Ascon-XOF128 of every item."""
    return sponge("ascon-xof128", items, length, threads=threads)


def cxof128(items, length, *, customization=b"", threads=1):
    """The first ``length`` bytes of Ascon-CXOF128 of every item, one
    customization string (at most 256 bytes) for all."""
    return sponge("ascon-cxof128", items, length, customization=customization, threads=threads)


def mac(key, items, *, threads=1):
    """Ascon-Mac of every item under one 16-byte key: 16-byte tags."""
    return sponge("ascon-mac", items, key=key, threads=threads)


def prf(key, items, length, *, threads=1):
    """The first ``length`` bytes of Ascon-Prf of every item under one 16-byte key."""
    return sponge("ascon-prf", items, length, key=key, threads=threads)


def aead128_encrypt(key, nonces, items, associated_data=None, *, threads=1):
    """Ascon-AEAD128 of every item under one 16-byte key: ``ciphertext || tag``
    per item, as ``AsconAEAD128(key).encrypt(nonce, item, ad)``.

    nonces: one 16-byte nonce per item (a list, or an (n, 16) uint8 array);
    never reuse a nonce under the same key. associated_data: None, one
    bytes-like value for every item, or a list with one per item.
    """
    is_array, out = _batch.encrypt(key, nonces, items, associated_data, threads)
    if is_array:
        return _as_array(out, _rows(items), items.shape[1] + 16)
    return out


def aead128_decrypt(key, nonces, items, associated_data=None, *, errors="raise", threads=1):
    """Verifies and decrypts every ``ciphertext || tag`` item.

    errors="raise": any item that fails raises ``InvalidTag`` (naming the
    first one) and nothing is returned. errors="null": a failed item is
    ``None`` in a list; for an array input the result is a
    ``numpy.ma.MaskedArray`` whose failed rows are masked (and zero).
    Unverified plaintext is never returned.
    """
    if errors not in ("raise", "null"):
        raise ValueError(f'errors must be "raise" or "null", got {errors!r}')
    is_array, out, ok = _batch.decrypt(key, nonces, items, associated_data, errors == "raise", threads)
    if not is_array:
        return out
    import numpy as np

    n = _rows(items)
    arr = _as_array(out, n, items.shape[1] - 16)
    if errors == "raise":
        return arr
    bad = np.frombuffer(ok, dtype=np.uint8) == 0
    return np.ma.MaskedArray(arr, mask=np.repeat(bad[:, None], arr.shape[1], axis=1))


def backend():
    """The batch engine's backend on this machine, one of backends(): the fastest this CPU runs
    (ASCON_BATCH_BACKEND overrides it)."""
    return _batch.backend()


def backends():
    """The batch engine's backends in this build, fastest first ("avx512", "avx2", ..., "portable"),
    from its backend table; not all may run on this machine."""
    return _batch.backends()
