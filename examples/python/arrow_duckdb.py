# SPDX-License-Identifier: Apache-2.0 OR MIT
# examples/python/arrow_duckdb.py: python arrow_duckdb.py (needs the extra "arrow" and pip install "duckdb==2.0.0")
import os
import duckdb
import pyarrow as pa
import ascon_native as ascon
from ascon_native import arrow

con = duckdb.connect()  # in memory
# type="arrow": DuckDB hands each vector of rows over as a pyarrow array and takes one back.
con.create_function("ascon_hash256", lambda col: arrow.hash256(col).cast(pa.binary()),
                    ["BLOB"], "BLOB", type="arrow")
key = os.urandom(16)  # one key per purpose, from a secret store (see "Keyed columns")
con.create_function("pseudonym", lambda col: arrow.mac(key, col).cast(pa.binary()),
                    ["VARCHAR"], "BLOB", type="arrow")

con.execute("CREATE TABLE users AS SELECT i AS id, 'user' || i || '@example.org' AS email FROM range(10000) t(i)")
row = con.execute("""SELECT ascon_hash256(email::BLOB), sha256(email), pseudonym(lower(email))
                     FROM users WHERE id = 7""").fetchone()
assert row[0] == ascon.hash256(b"user7@example.org")
assert row[2] == ascon.mac(key, b"user7@example.org")
print(row[0].hex(), "beside DuckDB's sha256():", row[1])
con.close()  # before exit: DuckDB frees its Python UDFs with the connection
