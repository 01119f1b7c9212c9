# SPDX-License-Identifier: Apache-2.0 OR MIT
# examples/python/api_protected.py: python api_protected.py
import os
from ascon_native import protected, AsconAEAD128, mac, prf, prfshort

key, nonce = os.urandom(16), os.urandom(16)
a = protected.Aead128(key, shares=3, level="full")   # shares 2-4, level "leveled" or "full", tag_length=4..16
ct = a.encrypt(nonce, b"x", b"ad")
assert ct == AsconAEAD128(key).encrypt(nonce, b"x", b"ad") and a.decrypt(nonce, ct, b"ad") == b"x"
m = protected.Mac(key, shares=2)
tag = m.tag(b"x")
assert tag == mac(key, b"x")
m.verify(b"x", tag)                                   # raises InvalidTag on a mismatch
assert protected.Prf(key).prf(b"x", 40) == prf(key, b"x", 40)
assert protected.prf_short(key, b"x", 16, shares=4) == prfshort(key, b"x", 16)
a.refresh()                                           # new key shares, same key
