# SPDX-License-Identifier: Apache-2.0 OR MIT
# examples/python/batch_lists.py: python batch_lists.py (needs numpy)
import numpy as np
import ascon_native as ascon
from ascon_native import batch

msgs = [b"one", b"two", b"three"]
assert batch.hash256(msgs) == [ascon.hash256(m) for m in msgs]
blocks = np.zeros((1000, 64), dtype=np.uint8)       # 1000 messages of 64 bytes, one per row
print(batch.hash256(blocks, threads=2).shape)        # (1000, 32)

key = bytes(16)
nonces = [i.to_bytes(16, "little") for i in range(len(msgs))]   # unique per message
sealed = batch.aead128_encrypt(key, nonces, msgs)                # ciphertext || tag each
assert batch.aead128_decrypt(key, nonces, sealed) == msgs
