# SPDX-License-Identifier: Apache-2.0 OR MIT
# examples/python/api_aead.py: python api_aead.py
import os
import ascon_native as ascon

key = ascon.AsconAEAD128.generate_key()           # os.urandom(16)
aead = ascon.AsconAEAD128(key)
nonce = os.urandom(16)                            # 16 bytes, never reused under a key
ct = aead.encrypt(nonce, b"plaintext", b"header") # ciphertext || tag
pt = aead.decrypt(nonce, ct, b"header")           # raises ascon.InvalidTag on any failure
assert pt == b"plaintext"
try:
    aead.decrypt(nonce, ct, b"another header")
    raise AssertionError("must not verify")
except ascon.InvalidTag:
    print("refused")
