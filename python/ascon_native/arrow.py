# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Ascon over Arrow columns: pyarrow, Polars, DuckDB, pandas (ArrowDtype) ...

Every function takes ``col``: any object that speaks the Arrow PyCapsule
interface, an array (``__arrow_c_array__``) or a stream of chunks
(``__arrow_c_stream__``, e.g. ``pyarrow.ChunkedArray``, ``polars.Series``).
The column is read in place through the Arrow C data interface (no copy of
the data); its type must be ``binary``, ``large_binary``, ``binary_view``,
``string``, ``large_string``, ``string_view`` (hashed as UTF-8 bytes) or
``fixed_size_binary``; a pandas Series of ``object`` dtype holding bytes or
str (None for null) is converted to Arrow once. An array gives a ``pyarrow.Array``, a stream a
``pyarrow.ChunkedArray`` (one result chunk per input chunk). Null rows stay
null. Results are built with pyarrow (``pip install pyarrow``)::

    >>> import pyarrow as pa
    >>> from ascon_native import arrow
    >>> arrow.hash256(pa.array([b"abc", None])).to_pylist()[1] is None
    True

``encrypt`` writes each row as ``nonce || ciphertext || tag`` (16 + n + 16
bytes, like Spark's ``aes_encrypt`` with a random IV); ``decrypt`` verifies
each row and never returns unverified plaintext: a row that fails is null
(``errors="null"``) or raises ``InvalidTag`` (``errors="raise"``, the
default) and then nothing is returned.
"""

import os
import re

try:
    import pyarrow as pa
except ImportError as e:  # pragma: no cover - exercised by the no-pyarrow test
    raise ImportError("ascon_native.arrow needs pyarrow: pip install pyarrow") from e

from . import InvalidTag  # re-exported: decrypt raises it
from . import algorithms as _catalogue
from ._ascon import _arrow

__all__ = ["hash256", "xof128", "cxof128", "encrypt", "decrypt"]

# Result buffers come from pyarrow's memory pool, which reuses its pages
# from call to call (a fresh bytes object of many MiB page-faults every time).
_alloc = pa.allocate_buffer
NONCE_SIZE = TAG_SIZE = KEY_SIZE = 16
# The output size of each batch row with a fixed one (catalogue: hash, mac).
_FIXED_SIZE = {row["name"]: row["output_size"] for row in _catalogue if row["batch"] and row["output_size"]}


def _chunks(col, what="col"):
    """(chunks, is_stream): the column as a list of objects with
    __arrow_c_array__, without copying."""
    if hasattr(col, "__arrow_c_array__"):
        return [col], False
    if hasattr(col, "__arrow_c_stream__"):
        return pa.chunked_array(col).chunks, True
    # pandas before 3.0: Arrow-backed Series/arrays have only __arrow_array__ (no copy).
    backing = col.array if hasattr(getattr(col, "array", None), "__arrow_array__") else col
    if hasattr(backing, "__arrow_array__"):
        return _chunks(backing.__arrow_array__(), what)
    if _is_pandas_object(col):
        # An ordinary pandas Series of bytes (or str) objects: converted to
        # Arrow once (a copy); None/NaN become null rows.
        try:
            return [pa.array(col, from_pandas=True)], False
        except (pa.ArrowInvalid, pa.ArrowTypeError) as e:
            raise TypeError(f"{what}: a pandas Series of object dtype must hold bytes or str values (or None): {e}") from None
    raise TypeError(
        f"{what} must be an Arrow array or stream (an object with __arrow_c_array__ or __arrow_c_stream__, "
        f"e.g. pyarrow.Array, polars.Series), not {type(col).__name__!r}"
    )


def _is_pandas_object(col):
    """A pandas Series or Index of dtype object (bytes or str values), told
    apart without importing pandas."""
    return type(col).__module__.startswith("pandas.") and str(getattr(col, "dtype", "")) == "object"


# Arrow types by what they are, for messages (an Arrow format code such as
# 'i' means nothing to a reader).
_ACCEPTED = "binary, large_binary, binary_view, string, large_string, string_view or fixed_size_binary"


def _type_words(c):
    """The Arrow type of array `c` in words, for a TypeError."""
    try:
        typ = c.type if isinstance(c, pa.Array) else pa.array(c).type
    except Exception:  # a producer pyarrow cannot import: say nothing more
        return "an unsupported Arrow type"
    if pa.types.is_dictionary(typ):
        return (f"a dictionary-encoded column ({typ}): decode it first, "
                "e.g. pyarrow.compute.cast(col, col.type.value_type) or col.dictionary_decode()")
    return f"an Arrow {typ} column"


def _call(fn, *args, cols):
    """fn(*args) of the engine, its TypeError for a column of the wrong type
    replaced by one that names the argument and its type in words. cols:
    {argument name: array}."""
    try:
        return fn(*args)
    except TypeError as e:
        msg = str(e)
        for what, c in cols.items():
            if msg.startswith(what + " ") and "got Arrow format" in msg:
                raise TypeError(f"{what} must be a binary or string column ({_ACCEPTED}), not {_type_words(c)}") from None
        raise


_ROW = re.compile(r"for row (\d+)")


def _global_row(e, offset):
    """InvalidTag `e` of a chunk re-raised with the row counted from the
    start of the whole column (the row is also its ``row`` attribute)."""
    m = _ROW.search(str(e))
    if m is None:
        raise e
    row = int(m.group(1)) + offset
    err = InvalidTag(f"authentication failed for row {row}: no plaintext is released")
    err.row = row
    raise err from None


def _export(c):
    """(schema, array, sizes) of one array: its C data interface capsules and
    the byte size of each buffer, which the reader checks every offset and
    extent against. The C data interface carries no buffer sizes; they are
    known for pyarrow arrays (a corrupted IPC stream reads without complaint)
    and None for other producers, whose buffers are trusted to hold what their
    lengths and offsets declare (the offsets are still checked)."""
    schema, array = c.__arrow_c_array__()
    sizes = None
    if isinstance(c, pa.Array):
        sizes = tuple(0 if b is None else b.size for b in c.buffers())
    return schema, array, sizes


def _single(col, what):
    """The column as one array (chunks concatenated if there are several),
    for columns that must line up row by row with another."""
    chunks, is_stream = _chunks(col, what)
    if not is_stream:
        return col, False
    if len(chunks) == 1:
        return chunks[0], True
    if not chunks:
        return pa.array([], type=pa.chunked_array(col).type), True
    return pa.concat_arrays(chunks), True


def _result(pieces, is_stream, typ):
    if is_stream:
        return pa.chunked_array(pieces, type=typ)
    return pieces[0]


def _check_threads(threads):
    if not isinstance(threads, int) or isinstance(threads, bool):
        raise TypeError(f"threads must be an int, not {type(threads).__name__!r}")


def _sponge(name, col, length, customization, threads, key=None):
    """A sponge row of the catalogue with a batch path, by name; length None
    for a row of a fixed output size, key for a keyed row."""
    _check_threads(threads)
    if length is not None:
        if not isinstance(length, int) or isinstance(length, bool):
            raise TypeError(f"length must be an int, not {type(length).__name__!r}")
        if not 1 <= length < 2**31:
            raise ValueError(f"length must be from 1 to 2**31-1 bytes, got {length}")
    width = length if length is not None else _FIXED_SIZE[name]
    typ = pa.binary(width)
    chunks, is_stream = _chunks(col)
    pieces = []
    for c in chunks:
        schema, array, sizes = _export(c)
        nulls, validity, data = _call(_arrow.sponge, name, schema, array, sizes, length, key, customization, threads,
                                      _alloc, cols={"col": c})
        n = data.size // width
        bufs = [None if validity is None else pa.py_buffer(validity), data]
        pieces.append(pa.Array.from_buffers(typ, n, bufs, null_count=nulls))
    return _result(pieces, is_stream, typ)


def hash256(col, *, threads=1):
    """Ascon-Hash256 of every row: a ``fixed_size_binary(32)`` column."""
    return _sponge("ascon-hash256", col, None, None, threads)


def xof128(col, length, *, threads=1):
    """The first ``length`` bytes of Ascon-XOF128 of every row: ``fixed_size_binary(length)``."""
    return _sponge("ascon-xof128", col, length, None, threads)


def cxof128(col, length, customization=b"", *, threads=1):
    """Ascon-CXOF128 of every row under one customization string (at most 256 bytes)."""
    return _sponge("ascon-cxof128", col, length, customization, threads)


def _ad_arg(associated_data):
    """None, one bytes value for all rows, or a (schema, array) capsule pair."""
    if associated_data is None or isinstance(associated_data, (bytes, bytearray, memoryview)):
        return associated_data, None
    if isinstance(associated_data, str):
        raise TypeError("associated_data must be bytes-like or an Arrow column, not str (encode it first)")
    arr, _ = _single(associated_data, "associated_data")
    return _export(arr), arr


def _var_result(n, nulls, validity, offsets, data, large):
    typ = pa.large_binary() if large else pa.binary()
    bufs = [None if validity is None else pa.py_buffer(validity), offsets, data]
    return pa.Array.from_buffers(typ, n, bufs, null_count=nulls), typ


def _key_arg(key):
    if isinstance(key, str):
        raise TypeError("key must be a bytes-like object, not str")
    return key


def encrypt(col, key, associated_data=None, nonce="random", *, threads=1):
    """Ascon-AEAD128 of every row under one 16-byte key: a ``binary`` column
    (``large_binary`` for a large input) of ``nonce || ciphertext || tag``.

    nonce="random" draws a fresh 16-byte nonce per row from os.urandom;
    or pass a column with one 16-byte nonce per row (never reuse a nonce
    under the same key). associated_data: None, one bytes value for every row,
    or a column with one value per row (a null row counts as empty).
    """
    _check_threads(threads)
    key = _key_arg(key)
    per_row = not (associated_data is None or isinstance(associated_data, (bytes, bytearray, memoryview, str)))
    if isinstance(nonce, str):
        if nonce != "random":
            raise ValueError(f'nonce must be "random" or an Arrow column of 16-byte nonces, got {nonce!r}')
    elif isinstance(nonce, (bytes, bytearray, memoryview)):
        raise TypeError('nonce must be "random" or an Arrow column of 16-byte nonces (one per row), not bytes')
    use_nonce_col = not isinstance(nonce, str)
    if per_row or use_nonce_col:
        # Rows must line up with their nonces / associated data: one array each.
        arr, is_stream = _single(col, "col")
        chunks = [arr]
    else:
        chunks, is_stream = _chunks(col)
    ad, _keep_ad = _ad_arg(associated_data)
    keep = None
    if use_nonce_col:
        keep, _ = _single(nonce, "nonce")
        nonce_arg = _export(keep)
    pieces, typ = [], pa.binary()
    for c in chunks:
        schema, array, sizes = _export(c)
        n = _arrow.length(array)
        if not use_nonce_col:
            nonce_arg = os.urandom(NONCE_SIZE * n)
        nulls, validity, offsets, data, large = _call(
            _arrow.encrypt, key, schema, array, sizes, nonce_arg, ad, False, threads, _alloc,
            cols={"col": c, "nonce": keep, "associated_data": _keep_ad},
        )
        piece, typ = _var_result(n, nulls, validity, offsets, data, large)
        pieces.append(piece)
    return _result(pieces, is_stream, typ)


def decrypt(col, key, associated_data=None, *, errors="raise", threads=1):
    """Verifies and decrypts every ``nonce || ciphertext || tag`` row: a
    ``binary`` column (``large_binary`` for a large input) of plaintexts.

    errors="raise": a row that fails (or is shorter than 32 bytes) raises
    ``InvalidTag`` naming it, and nothing is returned. errors="null": such a
    row is null. Null rows stay null. Unverified plaintext is never returned.
    """
    _check_threads(threads)
    key = _key_arg(key)
    if errors not in ("raise", "null"):
        raise ValueError(f'errors must be "raise" or "null", got {errors!r}')
    per_row = not (associated_data is None or isinstance(associated_data, (bytes, bytearray, memoryview, str)))
    if per_row:
        arr, is_stream = _single(col, "col")
        chunks = [arr]
    else:
        chunks, is_stream = _chunks(col)
    ad, _keep_ad = _ad_arg(associated_data)
    pieces, typ, offset = [], pa.binary(), 0
    for c in chunks:
        schema, array, sizes = _export(c)
        n = _arrow.length(array)
        try:
            nulls, validity, offsets, data, large = _call(
                _arrow.decrypt, key, schema, array, sizes, ad, errors == "raise", threads, _alloc,
                cols={"col": c, "associated_data": _keep_ad},
            )
        except InvalidTag as e:
            _global_row(e, offset)  # rows are counted over the whole column, not the chunk
        piece, typ = _var_result(n, nulls, validity, offsets, data, large)
        pieces.append(piece)
        offset += n
    return _result(pieces, is_stream, typ)


# ---- keyed columns: Ascon-Mac and Ascon-Prf ---------------------------------------

MAC_SIZE = 16


def _check_key16(key):
    if isinstance(key, str):
        raise TypeError("key must be a bytes-like object of 16 bytes, not str")
    if not isinstance(key, (bytes, bytearray, memoryview)):
        raise TypeError(f"key must be a bytes-like object of 16 bytes, not {type(key).__name__!r} "
                        "(the key comes first: mac(key, col), prf(key, col, length))")
    if memoryview(key).nbytes != KEY_SIZE:
        raise ValueError(f"key must be {KEY_SIZE} bytes, got {memoryview(key).nbytes}")
    return bytes(key)


def _check_aead_key(key):
    """The key of the Dask and Spark AEAD calls: 16 bytes (bytes-like, not str)."""
    if isinstance(key, str) or not isinstance(key, (bytes, bytearray, memoryview)):
        raise TypeError(f"key must be bytes, not {type(key).__name__!r}")
    if len(key) != 16:
        raise ValueError(f"key must be 16 bytes, got {len(key)}")
    return bytes(key)


def _check_length(length):
    if not isinstance(length, int) or isinstance(length, bool):
        raise TypeError(f"length must be an int, not {type(length).__name__!r}")
    if not 1 <= length < 2**31:
        raise ValueError(f"length must be from 1 to 2**31-1 bytes, got {length}")


def _keyed(name, key, col, length, threads):
    """Ascon-Mac ("mac", 16-byte tags) or the first `length` bytes of
    Ascon-Prf ("prf") of every row under one key, on the batch engine:
    fixed_size_binary(width), nulls kept."""
    if name == "mac":
        return _sponge("ascon-mac", col, None, None, threads, key=key)
    return _sponge("ascon-prf", col, length, None, threads, key=key)


def mac(key, col, *, threads=1):
    """Ascon-Mac of every row under one 16-byte key: ``fixed_size_binary(16)``
    tags, null rows null. A keyed digest: without the key nobody can compute
    it, so a pseudonymized column (e-mail addresses ...) cannot be reversed by
    hashing a list of guesses, as an unkeyed hash can."""
    return _keyed("mac", _check_key16(key), col, MAC_SIZE, threads)


def prf(key, col, length, *, threads=1):
    """The first ``length`` bytes of Ascon-Prf of every row under one 16-byte
    key: ``fixed_size_binary(length)``, null rows null."""
    key = _check_key16(key)
    _check_length(length)
    return _keyed("prf", key, col, length, threads)


__all__ += ["mac", "prf"]


def _hex(arr):
    """A fixed_size_binary array as lower-case hex strings (the form of Spark's
    sha2 and DuckDB's sha256), nulls kept: one ``bytes.hex`` over the whole
    data buffer, no loop per row."""
    w, n = arr.type.byte_width, len(arr)
    if arr.offset:
        arr = pa.array(arr.to_pylist(), arr.type)
    validity, data = arr.buffers()
    text = pa.py_buffer(data.to_pybytes()[: n * w].hex().encode())
    typ, ityp = (pa.string(), pa.int32()) if 2 * w * n < 2**31 else (pa.large_string(), pa.int64())
    offsets = pa.array(range(0, 2 * w * (n + 1), 2 * w), ityp).buffers()[1]
    return pa.Array.from_buffers(typ, n, [validity, offsets, text], null_count=arr.null_count)
