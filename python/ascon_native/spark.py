# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Ascon in PySpark: column UDFs over ``ascon_native.arrow``.

    >>> from ascon_native import spark as aspark                # doctest: +SKIP
    >>> df.select(aspark.hash256_udf()("payload"))              # doctest: +SKIP

On PySpark 4.1 or newer each UDF is an ``arrow_udf``: it receives Spark's
Arrow batches (``pyarrow.Array``) and runs the batch engine over them without
a copy or a Python loop per row. On PySpark 3.5 and 4.0 (no ``arrow_udf``)
it is a ``pandas_udf`` whose Series are converted to Arrow and back (one copy
each way). Results are ``binary`` columns (Spark has no fixed-size binary
type), or lower-case hex ``string`` columns with ``hex=True``, the form of
Spark's ``sha2``. ``mac_udf`` and ``prf_udf`` are keyed (Ascon-Mac,
Ascon-Prf): the pseudonymization of a column (see docs/scale-out.md).
``encrypt_udf`` rows are ``nonce || ciphertext || tag`` with a fresh random
nonce per row; ``decrypt_udf`` fails the task on a row that fails
(errors="raise", the default: a wrong key must not pass as an all-null
column) or gives null for it (errors="null", on request). The associated
data is one ``bytes`` value for every row or a Spark column with one value
per row (``F.col("tenant")``; a null row counts as empty). Arguments are
checked on the driver, when the UDF is made, not later in an executor. The
key is captured in the UDF's closure and shipped to the executors: on a real
cluster, enable Spark's RPC encryption (``spark.network.crypto.enabled``).
For whole Arrow batches use ``DataFrame.mapInArrow`` with
``ascon_native.arrow`` directly (see docs/scale-out.md).

When the session has the Java library's SQL functions (the jar of java/spark
on the classpath and ``spark.sql.extensions=dev.ascon.spark.AsconExtensions``,
see docs/java.md), every factory here returns those instead of a Python UDF:
the same results, computed in Spark's generated code without sending the rows
to Python. ``engine()`` says which one a UDF made now would use ("jvm", or
``ENGINE`` otherwise); ``jvm_functions()`` whether the session has them.
``ASCON_SPARK_ENGINE=udf`` in the environment keeps the Arrow UDFs: the batch
engine's SIMD lanes hash long rows faster than the JVM's one message at a
time (docs/scale-out.md, "Speed").
Needs pyspark >= 3.5 and pyarrow (pandas too before 4.1; the extra
``spark``; install notes in docs/scale-out.md: the package is not on PyPI).
"""

import os

try:
    import pyarrow as pa
    import pyspark
    from pyspark.sql import Column
except ImportError as e:  # pragma: no cover
    raise ImportError("ascon_native.spark needs pyspark >= 3.5 and pyarrow: pip install 'pyspark>=3.5' pyarrow") from e

try:
    from pyspark.sql.functions import arrow_udf  # PySpark 4.1+
except ImportError:
    arrow_udf = None
    try:
        import pandas as pd
        from pyspark.sql.functions import pandas_udf
    except ImportError as e:  # pragma: no cover
        raise ImportError(f"ascon_native.spark on PySpark {pyspark.__version__} (before 4.1) needs pandas "
                          "for pandas_udf: pip install pandas") from e

from . import arrow as _arrow

__all__ = ["hash256_udf", "mac_udf", "prf_udf", "encrypt_udf", "decrypt_udf", "ENGINE", "engine", "jvm_functions"]

# Which Spark UDF kind carries the batches: "arrow_udf" (4.1+) or "pandas_udf".
ENGINE = "arrow_udf" if arrow_udf is not None else "pandas_udf"


def jvm_functions(spark=None):
    """True when `spark` (default: the active session) has the Java library's
    Ascon SQL functions (dev.ascon.spark.AsconExtensions)."""
    from pyspark.sql import SparkSession
    if os.environ.get("ASCON_SPARK_ENGINE", "").lower() == "udf":
        return False
    spark = spark if spark is not None else SparkSession.getActiveSession()
    if spark is None:
        return False
    try:
        return bool(spark.catalog.functionExists("ascon_hash256"))
    except Exception:  # pragma: no cover - a session that cannot answer has none
        return False


def engine(spark=None):
    """What a UDF made now computes with: "jvm" (the SQL functions of the Java
    library, in Spark's generated code) or ENGINE ("arrow_udf"/"pandas_udf")."""
    return "jvm" if jvm_functions(spark) else ENGINE


def _col(c):
    from pyspark.sql import functions as F
    return F.col(c) if isinstance(c, str) else c


def _jvm(name, *args):
    """A function of the data column calling the SQL function `name` with
    constant arguments `args` (bytes, int) or Columns."""
    from pyspark.sql import functions as F

    def apply(col):
        extra = [a if isinstance(a, Column) else F.lit(a) for a in args]
        return F.call_function(name, _col(col), *extra)

    apply.__name__ = name
    apply.engine = "jvm"
    return apply


def _to_arrow(s):
    """A pandas_udf's Series (bytes, str or None objects) as an Arrow array."""
    arr = pa.array(s, from_pandas=True)
    return arr.cast(pa.binary()) if pa.types.is_null(arr.type) else arr  # an all-null batch


def _udf(name, return_type, fn):
    """A Spark column UDF named `name` of `fn`, a function from one or two
    pyarrow Arrays to one: an arrow_udf where Spark has it, else a pandas_udf
    that converts its Series to Arrow and back."""
    nargs = fn.__code__.co_argcount
    if arrow_udf is not None:
        if nargs == 1:
            def f(col: pa.Array) -> pa.Array:
                return fn(col)
        else:
            def f(col: pa.Array, ad: pa.Array) -> pa.Array:
                return fn(col, ad)
        f.__name__ = f.__qualname__ = name
        return arrow_udf(return_type)(f)
    if nargs == 1:
        def g(col: pd.Series) -> pd.Series:
            return fn(_to_arrow(col)).to_pandas()
    else:
        def g(col: pd.Series, ad: pd.Series) -> pd.Series:
            return fn(_to_arrow(col), _to_arrow(ad)).to_pandas()
    g.__name__ = g.__qualname__ = name
    return pandas_udf(return_type)(g)


def _ad(associated_data):
    """None, one bytes value for every row, or a Spark Column (one value per
    row, passed to the UDF as a second column: a column cannot travel in the
    closure)."""
    if associated_data is None or isinstance(associated_data, Column):
        return associated_data
    if isinstance(associated_data, (bytes, bytearray, memoryview)):
        return bytes(associated_data)
    if isinstance(associated_data, str):
        raise TypeError("associated_data must be None, bytes or a Spark Column, not str "
                        "(encode a constant first; for a per-row column pass F.col(name))")
    raise TypeError("associated_data must be None, bytes (one value for every row) or a Spark Column "
                    f"(one value per row), not {type(associated_data).__name__!r}")


def _hex_arg(hex):
    if not isinstance(hex, bool):
        raise TypeError(f"hex must be True or False, not {type(hex).__name__!r}")
    return hex


def _digest_udf(name, hex, fn):
    """A UDF of `fn` (an Array to a fixed_size_binary Array): binary, or hex strings."""
    if _hex_arg(hex):
        return _udf(name, "string", lambda col: _arrow._hex(fn(col)))
    return _udf(name, "binary", lambda col: fn(col).cast(pa.binary()))


def _per_row(udf2, ad):
    """The UDF with a per-row AD column: a function of the data column that
    passes `ad` as the second column of `udf2`."""

    def apply(col):
        return udf2(col, ad)

    apply.__name__ = udf2.__name__
    return apply


def hash256_udf(*, hex=False):
    """Ascon-Hash256 of each row (binary or string column): ``binary``, or
    ``string`` of 64 hex digits with hex=True (as ``sha2(col, 256)``)."""
    if jvm_functions():
        return _jvm("ascon_hash256_hex" if _hex_arg(hex) else "ascon_hash256")
    return _digest_udf("ascon_hash256", hex, _arrow.hash256)


def mac_udf(key, *, hex=False):
    """Ascon-Mac of each row under one 16-byte key: 16-byte ``binary`` tags, or
    32 hex digits with hex=True. A keyed digest, for pseudonymizing a column."""
    key = _arrow._check_key16(key)
    if jvm_functions():
        return _jvm("ascon_mac_hex" if _hex_arg(hex) else "ascon_mac", key)
    return _digest_udf("ascon_mac", hex, lambda col: _arrow.mac(key, col))


def prf_udf(key, length, *, hex=False):
    """The first ``length`` bytes of Ascon-Prf of each row under one 16-byte key."""
    key = _arrow._check_key16(key)
    _arrow._check_length(length)
    if jvm_functions():
        return _jvm("ascon_prf_hex" if _hex_arg(hex) else "ascon_prf", key, length)
    return _digest_udf("ascon_prf", hex, lambda col: _arrow.prf(key, col, length))


def encrypt_udf(key, associated_data=None):
    """Ascon-AEAD128 of each row, ``nonce || ciphertext || tag`` (``binary``).
    associated_data: None, bytes, or a Spark Column (one value per row):
    ``encrypt_udf(key, F.col("tenant"))("email")``."""
    key, ad = _arrow._check_aead_key(key), _ad(associated_data)
    if jvm_functions():
        return _jvm("ascon_encrypt", key) if ad is None else _jvm("ascon_encrypt", key, ad)
    if isinstance(ad, Column):
        return _per_row(_udf("ascon_encrypt", "binary", lambda col, ad_col: _arrow.encrypt(col, key, ad_col)), ad)
    return _udf("ascon_encrypt", "binary", lambda col: _arrow.encrypt(col, key, ad))


def decrypt_udf(key, associated_data=None, errors="raise"):
    """The verified plaintext of each row (``binary``). errors="raise" (the
    default): a row that fails fails the task with ``InvalidTag``;
    errors="null": that row is null. associated_data as in ``encrypt_udf``."""
    key, ad = _arrow._check_aead_key(key), _ad(associated_data)
    if errors not in ("raise", "null"):
        raise ValueError(f'errors must be "raise" or "null", got {errors!r}')
    if jvm_functions():
        fn = "ascon_decrypt" if errors == "raise" else "try_ascon_decrypt"
        return _jvm(fn, key) if ad is None else _jvm(fn, key, ad)
    if isinstance(ad, Column):
        return _per_row(_udf("ascon_decrypt", "binary",
                             lambda col, ad_col: _arrow.decrypt(col, key, ad_col, errors=errors)), ad)
    return _udf("ascon_decrypt", "binary", lambda col: _arrow.decrypt(col, key, ad, errors=errors))
