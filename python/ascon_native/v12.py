# SPDX-License-Identifier: Apache-2.0 OR MIT
"""The Ascon v1.2 family (the NIST competition version, big-endian).

For talking to systems that predate NIST SP 800-232 only; new designs use the
top-level :mod:`ascon_native` (Ascon-AEAD128, Ascon-Hash256, ...). These
algorithms produce different outputs from their SP 800-232 namesakes.

AEAD: :class:`Ascon128`, :class:`Ascon128a`, :class:`Ascon80pq` (20-byte key),
with the same methods as :class:`ascon_native.AsconAEAD128` (16-byte tags only).
Hashing (hashlib shape): :class:`Hash`, :class:`Hasha`, :class:`Xof`, :class:`Xofa`.
MAC/PRF (hmac shape): :class:`Mac`, :class:`Maca`, :class:`Prf`, :class:`Prfa`,
:func:`prfshort`. One-shot functions: :func:`hash`, :func:`hasha`, :func:`xof`,
:func:`xofa`, :func:`mac`, :func:`maca`, :func:`prf`, :func:`prfa`.
"""

from ._ascon import InvalidTag
from ._ascon.v12 import (
    Ascon128,
    Ascon128a,
    Ascon80pq,
    Hash,
    Hasha,
    Mac,
    Maca,
    Prf,
    Prfa,
    Xof,
    Xofa,
    hash,
    hasha,
    mac,
    maca,
    prf,
    prfa,
    prfshort,
    xof,
    xofa,
)

# Every public name defined above. The stub lists them for type checkers;
# stubtest (scripts/test.d/40-python.sh) checks that the two lists agree.
__all__ = sorted(n for n in dict(globals()) if not n.startswith("_"))
