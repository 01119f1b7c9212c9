# SPDX-License-Identifier: Apache-2.0 OR MIT
# examples/python/arrow_polars.py: python arrow_polars.py (needs the extra "arrow" and pip install polars)
import polars as pl
import ascon_native as ascon
from ascon_native import arrow

# Polars (or any Arrow producer) works as pyarrow does; wrap results back with pl.from_arrow.
df = pl.DataFrame({"email": ["a@example.org", "b@example.org", None]})
df = df.with_columns(pl.from_arrow(arrow.hash256(df["email"])).alias("email_hash"))
assert df["email_hash"][0] == ascon.hash256(b"a@example.org")
print(df)
