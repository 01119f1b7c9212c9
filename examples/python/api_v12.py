# SPDX-License-Identifier: Apache-2.0 OR MIT
# examples/python/api_v12.py: python api_v12.py
import os
from ascon_native import v12

key16, key20, nonce = os.urandom(16), os.urandom(20), os.urandom(16)
for aead in (v12.Ascon128(key16), v12.Ascon128a(key16), v12.Ascon80pq(key20)):  # 16-byte tags
    assert aead.decrypt(nonce, aead.encrypt(nonce, b"x", b"ad"), b"ad") == b"x"
print(v12.Hash(b"x").hexdigest(), v12.Hasha(b"x").hexdigest())
print(v12.Xof(b"x").digest(32).hex(), v12.Xofa(b"x").digest(32).hex())
print(v12.Mac(key16, b"x").hexdigest(), v12.Maca(key16, b"x").hexdigest())
print(v12.Prf(key16, b"x").digest(32).hex(), v12.Prfa(key16, b"x").digest(32).hex(), v12.prfshort(key16, b"x").hex())
