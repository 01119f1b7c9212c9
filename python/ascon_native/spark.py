# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Ascon in PySpark (4.1 or newer): Arrow UDFs over ``ascon_native.arrow``.

    >>> from ascon_native import spark as aspark                # doctest: +SKIP
    >>> df.select(aspark.hash256_udf()("payload"))              # doctest: +SKIP

Each UDF receives Spark's Arrow batches (``pyarrow.Array``) and runs the batch
engine over them without a copy or a Python loop per row; results are
``binary`` columns (Spark has no fixed-size binary type). ``encrypt_udf``
rows are ``nonce || ciphertext || tag`` with a fresh random nonce per row;
``decrypt_udf`` fails the task on a row that fails (errors="raise", the
default: a wrong key must not pass as an all-null column) or gives null for
it (errors="null", on request). Arguments are checked on the driver, when
the UDF is made, not later in an executor. The key
is captured in the UDF's closure and shipped to the executors: on a real
cluster, enable Spark's RPC encryption (``spark.network.crypto.enabled``).
For whole Arrow batches use ``DataFrame.mapInArrow`` with
``ascon_native.arrow`` directly (see docs/scale-out.md).
Needs pyspark >= 4.1 and pyarrow (the extra ``spark``; install notes in
docs/scale-out.md: the package is not on PyPI).
"""

try:
    import pyarrow as pa
    from pyspark.sql.functions import arrow_udf
except ImportError as e:  # pragma: no cover
    raise ImportError("ascon_native.spark needs pyspark >= 4.1 and pyarrow: pip install 'pyspark>=4.1' pyarrow") from e

from . import arrow as _arrow

__all__ = ["hash256_udf", "encrypt_udf", "decrypt_udf"]


def _key(key):
    if isinstance(key, str) or not isinstance(key, (bytes, bytearray, memoryview)):
        raise TypeError(f"key must be bytes, not {type(key).__name__!r}")
    if len(key) != 16:
        raise ValueError(f"key must be 16 bytes, got {len(key)}")
    return bytes(key)


def _ad(associated_data):
    """One bytes value for every row, or None: the UDF's closure carries it to
    the executors, so a column cannot be passed here."""
    if associated_data is None:
        return None
    if isinstance(associated_data, (bytes, bytearray, memoryview)):
        return bytes(associated_data)
    if isinstance(associated_data, str):
        raise TypeError("associated_data must be None or bytes, not str (encode it first)")
    raise TypeError(
        f"associated_data must be None or bytes (one value for every row), not {type(associated_data).__name__!r}"
    )


def hash256_udf():
    """A ``binary`` Arrow UDF: Ascon-Hash256 of each row (binary or string column)."""

    @arrow_udf("binary")
    def ascon_hash256(col: pa.Array) -> pa.Array:
        return _arrow.hash256(col).cast(pa.binary())

    return ascon_hash256


def encrypt_udf(key, associated_data=None):
    """A ``binary`` Arrow UDF: Ascon-AEAD128 of each row, ``nonce || ciphertext || tag``."""
    key, associated_data = _key(key), _ad(associated_data)

    @arrow_udf("binary")
    def ascon_encrypt(col: pa.Array) -> pa.Array:
        return _arrow.encrypt(col, key, associated_data)

    return ascon_encrypt


def decrypt_udf(key, associated_data=None, errors="raise"):
    """A ``binary`` Arrow UDF: the verified plaintext of each row. errors="raise"
    (the default): a row that fails fails the task with ``InvalidTag``;
    errors="null": that row is null."""
    key, associated_data = _key(key), _ad(associated_data)
    if errors not in ("raise", "null"):
        raise ValueError(f'errors must be "raise" or "null", got {errors!r}')

    @arrow_udf("binary")
    def ascon_decrypt(col: pa.Array) -> pa.Array:
        return _arrow.decrypt(col, key, associated_data, errors=errors)

    return ascon_decrypt
