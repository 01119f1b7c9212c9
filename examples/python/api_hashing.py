# SPDX-License-Identifier: Apache-2.0 OR MIT
# examples/python/api_hashing.py: python api_hashing.py
import ascon_native as ascon

print(ascon.ascon_hash256(b"abc").hexdigest())    # like hashlib.sha256
h = ascon.ascon_hash256(); h.update(b"a"); h.update(b"bc")
assert h.digest() == ascon.hash256(b"abc")
x = ascon.ascon_xof128(b"abc"); out = x.digest(100)   # like hashlib.shake_128
r = x.reader(); assert r.read(10) + r.read(90) == out # squeeze in pieces, any sizes
assert ascon.xof128(b"abc", 64) == out[:64]
c = ascon.ascon_cxof128(b"abc", customization=b"my-app").digest(32)
assert c == ascon.cxof128(b"abc", 32, customization=b"my-app")
