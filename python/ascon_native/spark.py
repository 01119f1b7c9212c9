# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Ascon in PySpark (4.1 or newer): Arrow UDFs over ``ascon_native.arrow``.

    >>> from ascon_native import spark as aspark                # doctest: +SKIP
    >>> df.select(aspark.hash256_udf()("payload"))              # doctest: +SKIP

Each UDF receives Spark's Arrow batches (``pyarrow.Array``) and runs the batch
engine over them without a copy or a Python loop per row; results are
``binary`` columns (Spark has no fixed-size binary type). ``encrypt_udf``
rows are ``nonce || ciphertext || tag`` with a fresh random nonce per row;
``decrypt_udf`` gives null for a row that fails (errors="null", the default:
Spark jobs usually keep going) or fails the task (errors="raise"). The key
is captured in the UDF's closure and shipped to the executors: on a real
cluster, enable Spark's RPC encryption (``spark.network.crypto.enabled``).
For whole Arrow batches use ``DataFrame.mapInArrow`` with
``ascon_native.arrow`` directly (see docs/scale-out.md).
Needs ``pip install 'ascon-native[spark]'``.
"""

try:
    import pyarrow as pa
    from pyspark.sql.functions import arrow_udf
except ImportError as e:  # pragma: no cover
    raise ImportError("ascon_native.spark needs pyspark >= 4.1 and pyarrow: pip install 'ascon-native[spark]'") from e

from . import arrow as _arrow

__all__ = ["hash256_udf", "encrypt_udf", "decrypt_udf"]


def _key(key):
    if isinstance(key, str) or not isinstance(key, (bytes, bytearray)):
        raise TypeError(f"key must be bytes, not {type(key).__name__!r}")
    if len(key) != 16:
        raise ValueError(f"key must be 16 bytes, got {len(key)}")
    return bytes(key)


def hash256_udf():
    """A ``binary`` Arrow UDF: Ascon-Hash256 of each row (binary or string column)."""

    @arrow_udf("binary")
    def ascon_hash256(col: pa.Array) -> pa.Array:
        return _arrow.hash256(col).cast(pa.binary())

    return ascon_hash256


def encrypt_udf(key, associated_data=None):
    """A ``binary`` Arrow UDF: Ascon-AEAD128 of each row, ``nonce || ciphertext || tag``."""
    key = _key(key)

    @arrow_udf("binary")
    def ascon_encrypt(col: pa.Array) -> pa.Array:
        return _arrow.encrypt(col, key, associated_data)

    return ascon_encrypt


def decrypt_udf(key, associated_data=None, errors="null"):
    """A ``binary`` Arrow UDF: the verified plaintext of each row, or null."""
    key = _key(key)
    if errors not in ("raise", "null"):
        raise ValueError(f'errors must be "raise" or "null", got {errors!r}')

    @arrow_udf("binary")
    def ascon_decrypt(col: pa.Array) -> pa.Array:
        return _arrow.decrypt(col, key, associated_data, errors=errors)

    return ascon_decrypt
