# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Side-channel protected (masked) Ascon, for testing only.

The C++ library's masked Ascon (``ascon::protected_``, C ``ascon_protected_*``,
docs/side-channels.md) with the key held as 2, 3 or 4 shares. These classes
exist so tests and notebooks can run the masked code and compare it with the
plain functions and the vectors. **They do not protect a key from side
channels**: the key passes through Python ``bytes`` objects that cannot be
wiped, and the interpreter around the call leaks as it likes. Protect a key on
the device, with the C or C++ API.

:class:`Aead128` (``shares=2..4``, ``level="leveled"`` or ``"full"``,
``tag_length=4..16``) has the ``encrypt``/``decrypt`` methods of
:class:`ascon_native.AsconAEAD128`; :class:`Mac` (``tag``, ``verify``),
:class:`Prf` (``prf``) and :func:`prf_short` give the same outputs as
:func:`ascon_native.mac`, :func:`ascon_native.prf` and
:func:`ascon_native.prfshort`. Randomness comes from the OS generator.
Calls keep the GIL (each re-randomises the object's stored key shares).

Not to be confused with SP 800-232 *nonce masking*
(``AsconAEAD128(key, nonce_masking=True)``), a mode option, not a
side-channel counter-measure.
"""

from ._ascon import InvalidTag
from ._ascon.protected import Aead128, Mac, Prf, prf_short

__all__ = ["Aead128", "InvalidTag", "Mac", "Prf", "prf_short"]
