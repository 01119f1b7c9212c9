# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Ascon (NIST SP 800-232) for Python, at the speed of the C++ core.

Hashing in the shape of :mod:`hashlib`::

    >>> import ascon_native as ascon
    >>> ascon.ascon_hash256(b"abc").hexdigest()[:16]
    '45aa03431c3c829b'
    >>> x = ascon.ascon_xof128(b"abc"); len(x.digest(100))
    100

Authenticated encryption in the shape of pyca/cryptography::

    >>> key = ascon.AsconAEAD128.generate_key()
    >>> aead = ascon.AsconAEAD128(key)
    >>> nonce = bytes(16)   # never reuse a nonce with the same key
    >>> aead.decrypt(nonce, aead.encrypt(nonce, b"secret", b"header"), b"header")
    b'secret'

MAC and PRF in the shape of :mod:`hmac`: :class:`AsconMac`, :class:`AsconPrf`,
:func:`prfshort`. The legacy Ascon v1.2 family lives apart in
:mod:`ascon_native.v12`.

Every input accepts any contiguous bytes-like object (bytes, bytearray,
memoryview, array.array, NumPy arrays); ``str`` is a TypeError. Inputs larger
than 2 KiB are processed with the GIL released.
"""

import warnings as _warnings

from ._ascon import (
    AsconAEAD128,
    AsconCXOF128,
    AsconHash256,
    AsconMac,
    AsconPrf,
    AsconXOF128,
    InvalidTag,
    XofReader,
    __version__,
    algorithms,
    implementation,
    cxof128,
    hash256,
    mac,
    prf,
    prfshort,
    xof128,
)
from . import protected, v12

InvalidTag.__module__ = __name__

# hashlib-style constructor names: ascon_hash256(data=b"") like hashlib.sha256(...).
ascon_hash256 = AsconHash256
ascon_xof128 = AsconXOF128
ascon_cxof128 = AsconCXOF128

# Class names of 0.1, before the catalogue gave every class the NIST casing.
_DEPRECATED = {"AsconXof128": "AsconXOF128", "AsconCxof128": "AsconCXOF128"}


def __getattr__(name):
    if name in _DEPRECATED:
        new = _DEPRECATED[name]
        _warnings.warn(f"ascon_native.{name} is deprecated, use {new}", DeprecationWarning, stacklevel=2)
        return globals()[new]
    raise AttributeError(f"module 'ascon_native' has no attribute {name!r}")

# Every public name defined above. The stub lists them for type checkers;
# stubtest (scripts/test.d/40-python.sh) checks that the two lists agree.
__all__ = sorted(n for n in dict(globals()) if not n.startswith("_")) + ["__version__"]
