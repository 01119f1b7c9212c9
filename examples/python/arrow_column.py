# SPDX-License-Identifier: Apache-2.0 OR MIT
# examples/python/arrow_column.py: python arrow_column.py (needs the extra "arrow": pyarrow)
import pyarrow as pa
import ascon_native as ascon
from ascon_native import arrow

col = pa.array([b"alice", None, b"", "bob".encode()])
digests = arrow.hash256(col)                       # fixed_size_binary(32), nulls kept
assert digests[0].as_py() == ascon.hash256(b"alice")
assert digests[1].as_py() is None

key = ascon.AsconAEAD128.generate_key()
sealed = arrow.encrypt(col, key, associated_data=b"table=users")   # nonce || ciphertext || tag
assert arrow.decrypt(sealed, key, b"table=users").to_pylist() == col.to_pylist()

# A tampered row: null with errors="null", InvalidTag with the default errors="raise".
rows = sealed.to_pylist()
rows[0] = rows[0][:-1] + bytes([rows[0][-1] ^ 1])
tampered = pa.array(rows)
assert arrow.decrypt(tampered, key, b"table=users", errors="null").to_pylist()[0] is None
try:
    arrow.decrypt(tampered, key, b"table=users")
    raise AssertionError("a tampered row must not decrypt")
except ascon.InvalidTag as e:
    print("refused:", e)
