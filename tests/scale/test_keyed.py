# SPDX-License-Identifier: Apache-2.0 OR MIT
"""ascon_native.arrow.mac / prf (Ascon-Mac, Ascon-Prf over a column under one
key): every row equals the single-message ascon_native.mac / prf and the
known-answer vectors, nulls stay null, every binary and string layout,
chunks, Polars and pandas columns, and bad arguments name the argument."""

import pandas as pd
import polars as pl
import pyarrow as pa
import pytest

import ascon_native as ascon
from ascon_native import arrow
from kat import records

KEY = bytes(range(16))
VALUES = [b"", None, b"abc", bytes(range(256)) * 3, None, b"x" * 17] + [bytes([i]) * i for i in range(40)]
TYPES = [pa.binary(), pa.large_binary(), pa.binary_view()]


def scalar(fn, values):
    return [None if v is None else fn(v) for v in values]


@pytest.mark.parametrize("typ", TYPES)
def test_every_row_equals_the_single_message_functions(typ):
    col = pa.array(VALUES, type=typ)
    tags = arrow.mac(KEY, col)
    assert tags.type == pa.binary(16) and tags.null_count == 2
    assert tags.to_pylist() == scalar(lambda v: ascon.mac(KEY, v), VALUES)
    for length in (1, 16, 33, 100):
        out = arrow.prf(KEY, col, length)
        assert out.type == pa.binary(length)
        assert out.to_pylist() == scalar(lambda v: ascon.prf(KEY, v, length), VALUES)


def test_known_answer_vectors():
    # Every record of the little-endian Ascon-Mac / Ascon-Prf files that go with SP 800-232.
    for name, fn in (("mac", lambda key, col: arrow.mac(key, col)),
                     ("prf", lambda key, col: arrow.prf(key, col, 64))):
        recs = records(f"mac-prf-v1.3/ascon-{name}.txt")
        assert len(recs) > 1000
        by_key = {}
        for r in recs:
            by_key.setdefault(r["Key"], []).append(r)
        for key, rs in by_key.items():
            got = fn(key, pa.array([r["Msg"] for r in rs], type=pa.binary()))
            assert got.to_pylist() == [r["Tag"] for r in rs]


def test_strings_are_keyed_as_utf8_and_fixed_size_binary():
    words = ["", None, "héllo", "user@example.org"]
    want = scalar(lambda s: ascon.mac(KEY, s.encode()), words)
    for typ in (pa.string(), pa.large_string(), pa.string_view()):
        assert arrow.mac(KEY, pa.array(words, type=typ)).to_pylist() == want
    fixed = pa.array([bytes([i]) * 8 for i in range(20)], type=pa.binary(8))
    assert arrow.prf(KEY, fixed, 8).to_pylist() == [ascon.prf(KEY, bytes([i]) * 8, 8) for i in range(20)]
    part = pa.array(VALUES).slice(3, 9)  # a non-zero offset
    assert arrow.mac(KEY, part).to_pylist() == scalar(lambda v: ascon.mac(KEY, v), VALUES[3:12])


def test_chunks_polars_pandas_and_empty():
    ch = pa.chunked_array([pa.array(VALUES[:4]), pa.array([], pa.binary()), pa.array(VALUES[4:])])
    out = arrow.mac(KEY, ch)
    assert isinstance(out, pa.ChunkedArray) and [len(c) for c in out.chunks] == [4, 0, len(VALUES) - 4]
    assert out.to_pylist() == scalar(lambda v: ascon.mac(KEY, v), VALUES)
    emails = ["a@example.org", None, "b@example.org"]
    want = scalar(lambda s: ascon.mac(KEY, s.encode()), emails)
    assert arrow.mac(KEY, pl.Series(emails)).to_pylist() == want
    assert arrow.mac(KEY, pd.Series(emails)).to_pylist() == want  # object dtype
    assert arrow.mac(KEY, pd.Series(emails, dtype=pd.ArrowDtype(pa.string()))).to_pylist() == want
    assert arrow.prf(KEY, pa.array([], pa.binary()), 8).to_pylist() == []


def test_different_keys_give_different_tags():
    col = pa.array([b"user@example.org"])
    assert arrow.mac(KEY, col)[0] != arrow.mac(bytes(16), col)[0]


def test_bad_arguments_name_the_argument():
    col = pa.array([b"a"])
    with pytest.raises(TypeError, match="key .*key comes first"):
        arrow.mac(col, KEY)
    with pytest.raises(TypeError, match="key .*not str"):
        arrow.prf("k" * 16, col, 8)
    with pytest.raises(ValueError, match="key must be 16 bytes, got 15"):
        arrow.mac(bytes(15), col)
    with pytest.raises(ValueError, match="length"):
        arrow.prf(KEY, col, 0)
    with pytest.raises(TypeError, match="length"):
        arrow.prf(KEY, col, 8.0)
    with pytest.raises(TypeError, match="threads"):
        arrow.mac(KEY, col, threads="2")
    with pytest.raises(TypeError, match="col must be a binary or string column.*int64"):
        arrow.mac(KEY, pa.array([1, 2]))
    with pytest.raises(TypeError, match="col must be .*dictionary-encoded"):
        arrow.mac(KEY, pa.array(["a"]).dictionary_encode())
    with pytest.raises(TypeError, match="col must be an Arrow array"):
        arrow.prf(KEY, [b"a"], 8)
