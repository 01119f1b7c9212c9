# SPDX-License-Identifier: Apache-2.0 OR MIT
# examples/python/api_mac_prf.py: python api_mac_prf.py
import os
import ascon_native as ascon

key16, msg, msg16 = os.urandom(16), b"message more", b"sixteen bytes!!!"
m = ascon.AsconMac(key16, b"message")   # Ascon-Mac, 16-byte tag
m.update(b" more"); tag = m.digest()
m.verify(tag)                            # constant time; raises InvalidTag on mismatch
assert tag == ascon.mac(key16, msg)
assert ascon.AsconPrf(key16, msg).digest(64)[:32] == ascon.prf(key16, msg, 32)
print(ascon.prfshort(key16, msg16, length=16).hex())  # <= 16 bytes in, 1..16 bytes out
