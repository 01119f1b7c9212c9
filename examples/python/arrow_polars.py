# SPDX-License-Identifier: Apache-2.0 OR MIT
# examples/python/arrow_polars.py: python arrow_polars.py (needs the extra "arrow" and pip install "polars==2.1.0")
import os
import polars as pl
import ascon_native as ascon
from ascon_native import arrow

# A Polars Series is an Arrow column: the functions read it in place; pl.from_arrow wraps the result.
df = pl.DataFrame({"email": ["a@example.org", "b@example.org", None]})
df = df.with_columns(pl.from_arrow(arrow.hash256(df["email"])).alias("email_hash"))
assert df["email_hash"][0] == ascon.hash256(b"a@example.org")

# In a lazy query: map_batches hands each batch of the column over as a Series.
key = os.urandom(16)  # in production: one key per purpose, from a secret store (see "Keyed columns")
pseudonymize = lambda s: pl.from_arrow(arrow.mac(key, s)).cast(pl.Binary)
out = (pl.LazyFrame({"email": ["a@example.org", None, "c@example.org"], "amount": [5, 7, 9]})
       .with_columns(pl.col("email").str.to_lowercase().map_batches(pseudonymize, return_dtype=pl.Binary)
                     .alias("user"))
       .drop("email")
       .collect())
assert out["user"][0] == ascon.mac(key, b"a@example.org") and out["user"][1] is None
print(out)
