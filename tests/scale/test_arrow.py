# SPDX-License-Identifier: Apache-2.0 OR MIT
"""ascon_native.arrow over pyarrow, Polars and pandas (Arrow dtypes) columns: every
row equals the scalar API, nulls stay null, slices (non-zero offsets) and
every binary layout are read right, tampered rows are null or raise, bad
arguments raise naming the argument, and `import ascon_native` works without
pyarrow."""

import subprocess
import sys

import pyarrow as pa
import pytest

import ascon_native as ascon
from ascon_native import arrow

KEY = bytes(range(16))
VALUES = [b"", None, b"abc", bytes(range(256)) * 3, None, b"x" * 17] + [bytes([i]) * i for i in range(25)]
MIB = b"\xa5" * (1 << 20)


def scalar(fn, values):
    return [None if v is None else fn(v) for v in values]


TYPES = [pa.binary(), pa.large_binary(), pa.binary_view()]


@pytest.mark.parametrize("typ", TYPES)
def test_hash_xof_cxof_every_layout(typ):
    col = pa.array(VALUES, type=typ)
    h = arrow.hash256(col)
    assert h.type == pa.binary(32)
    assert h.to_pylist() == scalar(ascon.hash256, VALUES)
    assert h.null_count == 2
    assert arrow.xof128(col, 50).to_pylist() == scalar(lambda v: ascon.xof128(v, 50), VALUES)
    assert arrow.cxof128(col, 9, b"zz").to_pylist() == scalar(lambda v: ascon.cxof128(v, 9, customization=b"zz"), VALUES)


def test_strings_hash_as_utf8():
    words = ["", None, "héllo", "ascon" * 5]
    want = scalar(lambda s: ascon.hash256(s.encode()), words)
    for typ in (pa.string(), pa.large_string(), pa.string_view()):
        assert arrow.hash256(pa.array(words, type=typ)).to_pylist() == want


def test_fixed_size_binary_and_slices():
    fixed = pa.array([bytes([i]) * 8 for i in range(40)], type=pa.binary(8))
    assert arrow.hash256(fixed).to_pylist() == [ascon.hash256(bytes([i]) * 8) for i in range(40)]
    col = pa.array(VALUES)
    for start, stop in ((1, 5), (3, len(VALUES)), (7, 7)):
        part = col.slice(start, stop - start)  # non-zero offset, and bitmap bits not byte-aligned
        assert arrow.hash256(part).to_pylist() == scalar(ascon.hash256, VALUES[start:stop])
    part = fixed.slice(5, 9)
    assert arrow.hash256(part).to_pylist() == [ascon.hash256(bytes([i]) * 8) for i in range(5, 14)]


def test_chunked_input_gives_chunked_output():
    ch = pa.chunked_array([pa.array(VALUES[:4]), pa.array(VALUES[4:])])
    out = arrow.hash256(ch)
    assert isinstance(out, pa.ChunkedArray) and out.num_chunks == 2
    assert out.to_pylist() == scalar(ascon.hash256, VALUES)


def test_one_mib_row():
    col = pa.array([MIB, b"", None])
    assert arrow.hash256(col).to_pylist() == [ascon.hash256(MIB), ascon.hash256(b""), None]
    sealed = arrow.encrypt(col, KEY)
    assert arrow.decrypt(sealed, KEY).to_pylist() == [MIB, b"", None]


@pytest.mark.parametrize("typ", TYPES)
def test_encrypt_layout_and_roundtrip(typ):
    col = pa.array(VALUES, type=typ)
    sealed = arrow.encrypt(col, KEY, b"hdr", threads=2)
    assert sealed.type == (pa.large_binary() if typ == pa.large_binary() else pa.binary())
    aead = ascon.AsconAEAD128(KEY)
    for v, row in zip(VALUES, sealed.to_pylist()):
        if v is None:
            assert row is None
            continue
        nonce, body = row[:16], row[16:]
        assert aead.decrypt(nonce, body, b"hdr") == v  # each row is nonce || ciphertext || tag
    assert arrow.decrypt(sealed, KEY, b"hdr").to_pylist() == VALUES
    # Random nonces differ row to row.
    nonces = [r[:16] for r in sealed.to_pylist() if r is not None]
    assert len(set(nonces)) == len(nonces)


def test_nonce_column_and_per_row_ad():
    n = len(VALUES)
    nonces = pa.array([i.to_bytes(16, "big") for i in range(n)], type=pa.binary(16))
    ad = pa.array([b"ad%d" % i if i % 3 else None for i in range(n)])
    sealed = arrow.encrypt(pa.array(VALUES), KEY, ad, nonce=nonces)
    aead = ascon.AsconAEAD128(KEY)
    for i, (v, row) in enumerate(zip(VALUES, sealed.to_pylist())):
        if v is not None:
            a = b"ad%d" % i if i % 3 else b""  # a null associated-data row is empty
            assert row == i.to_bytes(16, "big") + aead.encrypt(i.to_bytes(16, "big"), v, a)
    assert arrow.decrypt(sealed, KEY, ad).to_pylist() == VALUES
    with pytest.raises(ascon.InvalidTag):
        arrow.decrypt(sealed, KEY, b"other")


def test_empty_columns():
    for typ in TYPES + [pa.string(), pa.binary(4)]:
        empty = pa.array([], type=typ)
        assert arrow.hash256(empty).to_pylist() == []
        assert arrow.decrypt(arrow.encrypt(empty, KEY), KEY).to_pylist() == []
    assert arrow.hash256(pa.chunked_array([], type=pa.binary())).to_pylist() == []


@pytest.mark.parametrize("threads", [1, 2, 0])
def test_many_rows_cross_blocks_and_threads(threads):
    # More rows than one block of the engine calls (1024), nulls and tampering in later blocks.
    values = [None if i % 97 == 5 else bytes([i & 0xFF]) * (i % 70) for i in range(5000)]
    col = pa.array(values)
    assert arrow.hash256(col, threads=threads).to_pylist() == scalar(ascon.hash256, values)
    sealed = arrow.encrypt(col, KEY, b"ad", threads=threads)
    rows = sealed.to_pylist()
    for i in (1500, 3333, 4999):
        rows[i] = rows[i][:16] + bytes([rows[i][16] ^ 0x80]) + rows[i][17:]
    got = arrow.decrypt(pa.array(rows), KEY, b"ad", errors="null", threads=threads).to_pylist()
    assert got == [None if i in (1500, 3333, 4999) else v for i, v in enumerate(values)]
    with pytest.raises(ascon.InvalidTag, match="row 1500"):
        arrow.decrypt(pa.array(rows), KEY, b"ad", threads=threads)


def test_tampered_rows_null_or_raise_never_plaintext():
    sealed = arrow.encrypt(pa.array(VALUES), KEY).to_pylist()
    bad = list(sealed)
    bad[2] = bad[2][:20] + bytes([bad[2][20] ^ 1]) + bad[2][21:]  # ciphertext byte
    bad[3] = bad[3][:-1] + bytes([bad[3][-1] ^ 1])  # tag byte
    bad[5] = bad[5][:31]  # shorter than nonce + tag
    col = pa.array(bad)
    out = arrow.decrypt(col, KEY, errors="null")
    want = [None if i in (2, 3, 5) else v for i, v in enumerate(VALUES)]
    assert out.to_pylist() == want
    # The slots under the failed rows hold zeros, not unverified plaintext.
    data = out.buffers()[2].to_pybytes() if out.buffers()[2] is not None else b""
    assert bytes(range(256)) not in data
    with pytest.raises(ascon.InvalidTag, match="row 2"):
        arrow.decrypt(col, KEY)
    with pytest.raises(ascon.InvalidTag):
        arrow.decrypt(arrow.encrypt(pa.array(VALUES), KEY), bytes(16))


def test_polars_and_pandas_columns():
    import pandas as pd
    import polars as pl

    s = pl.Series("v", VALUES, dtype=pl.Binary)
    assert arrow.hash256(s).to_pylist() == scalar(ascon.hash256, VALUES)
    strs = pl.Series("s", ["a", None, "ü"])
    assert arrow.hash256(strs).to_pylist() == [ascon.hash256(b"a"), None, ascon.hash256("ü".encode())]
    sealed = arrow.encrypt(s, KEY)
    assert arrow.decrypt(pl.from_arrow(sealed), KEY).to_pylist() == VALUES
    # pandas Series export an Arrow stream (__arrow_c_stream__).
    ser = pd.Series(VALUES, dtype=pd.ArrowDtype(pa.binary()))
    assert arrow.hash256(ser).to_pylist() == scalar(ascon.hash256, VALUES)


def test_bad_arguments_name_the_argument():
    col = pa.array(VALUES)
    with pytest.raises(TypeError, match="col"):
        arrow.hash256(pa.array([1, 2, 3]))
    with pytest.raises(TypeError, match="col"):
        arrow.hash256([b"a"])
    with pytest.raises(TypeError, match="col"):
        arrow.hash256(pa.array(["a"]).dictionary_encode())
    with pytest.raises(ValueError, match="length"):
        arrow.xof128(col, 0)
    with pytest.raises(ValueError, match="length"):
        arrow.xof128(col, 2**31)
    with pytest.raises(TypeError, match="length"):
        arrow.xof128(col, "8")
    with pytest.raises(ValueError, match="customization"):
        arrow.cxof128(col, 8, bytes(257))
    with pytest.raises(ValueError, match="key"):
        arrow.encrypt(col, bytes(15))
    with pytest.raises(TypeError, match="key"):
        arrow.encrypt(col, "k" * 16)
    with pytest.raises(ValueError, match="key"):
        arrow.decrypt(col, bytes(17))
    with pytest.raises(ValueError, match="nonce"):
        arrow.encrypt(col, KEY, nonce=pa.array([bytes(16)] * (len(VALUES) - 1)))
    with pytest.raises(ValueError, match="nonce row 0"):
        arrow.encrypt(col, KEY, nonce=pa.array([bytes(12)] * len(VALUES)))
    with pytest.raises(ValueError, match="nonce"):
        arrow.encrypt(col, KEY, nonce="fixed")
    with pytest.raises(TypeError, match="nonce"):
        arrow.encrypt(col, KEY, nonce=bytes(16))
    with pytest.raises(ValueError, match="associated_data"):
        arrow.encrypt(col, KEY, pa.array([b"a"]))
    with pytest.raises(TypeError, match="associated_data"):
        arrow.encrypt(col, KEY, "ad")
    with pytest.raises(ValueError, match="errors"):
        arrow.decrypt(col, KEY, errors="ignore")
    with pytest.raises(ValueError, match="threads"):
        arrow.hash256(col, threads=-2)


def test_import_without_pyarrow():
    # Block pyarrow's import: the package and ascon_native.batch still work;
    # ascon_native.arrow says what to install.
    code = (
        "import sys; sys.modules['pyarrow'] = None\n"
        "import ascon_native, ascon_native.batch\n"
        "assert ascon_native.batch.hash256([b'abc']) == [ascon_native.hash256(b'abc')]\n"
        "try:\n    import ascon_native.arrow\nexcept ImportError as e:\n    assert 'pip install pyarrow' in str(e); print('ok')\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "ok"


def test_view_pointing_outside_its_buffer_is_refused():
    # A binary_view row whose (buffer, offset, size) runs past the end of the
    # data buffer: refused, never read out of bounds.
    import struct

    data = pa.py_buffer(b"d" * 50)
    view = struct.pack("<i4sii", 20, b"dddd", 0, 40)  # 40 + 20 > 50
    arr = pa.Array.from_buffers(pa.binary_view(), 1, [None, pa.py_buffer(view), data])
    with pytest.raises(ValueError, match="malformed Arrow array .view outside the data buffers. at row 0"):
        arrow.hash256(arr)
    ok = pa.Array.from_buffers(pa.binary_view(), 1, [None, pa.py_buffer(struct.pack("<i4sii", 20, b"dddd", 0, 30)), data])
    assert arrow.hash256(ok).to_pylist() == [ascon.hash256(b"d" * 20)]


# ---- hostile columns: every extent checked against the buffers' sizes --------------


def corrupted_ipc(typ, new_offsets):
    """A 2-row column [b"hello", b"x"] read back from an IPC stream whose
    offsets (0, 5, 6) were rewritten: pyarrow reads it without complaint."""
    import struct

    fmt = "<i" if typ == pa.binary() else "<q"
    sink = pa.BufferOutputStream()
    batch = pa.record_batch([pa.array([b"hello", b"x"], type=typ)], names=["c"])
    with pa.ipc.new_stream(sink, batch.schema) as w:
        w.write_batch(batch)
    raw = sink.getvalue().to_pybytes()
    good = b"".join(struct.pack(fmt, v) for v in (0, 5, 6))
    assert raw.count(good) == 1
    bad = raw.replace(good, b"".join(struct.pack(fmt, v) for v in new_offsets))
    col = pa.ipc.open_stream(bad).read_all().column("c").chunk(0)
    assert col.buffers()[1].to_pybytes()[: len(good)] != good  # the corruption reached the array
    return col


CORRUPT = [
    # a last offset past the 6-byte data buffer (heap after it sealed), far past it (a crash)
    (pa.binary(), (0, 5, 4096), "offset past the data buffer. at row 1"),
    (pa.large_binary(), (0, 5, 1 << 40), "offset past the data buffer. at row 1"),
    (pa.binary(), (-8, 5, 6), "negative offset. at row 0"),
    (pa.large_binary(), (0, 6, 3), "decreasing offsets. at row 1"),
]


@pytest.mark.parametrize("typ,offsets,why", CORRUPT)
def test_corrupted_ipc_offsets_are_refused(typ, offsets, why):
    col = corrupted_ipc(typ, offsets)
    readers = (arrow.hash256, lambda c: arrow.xof128(c, 8), lambda c: arrow.encrypt(c, KEY), lambda c: arrow.decrypt(c, KEY))
    for f in readers:
        with pytest.raises(ValueError, match="col: malformed Arrow array ." + why):
            f(col)
    # As a nonce or associated-data column too.
    good = pa.array([b"n" * 16, b"m" * 16])
    with pytest.raises(ValueError, match="associated_data: malformed Arrow array"):
        arrow.encrypt(good, KEY, associated_data=col)
    with pytest.raises(ValueError, match="nonce: malformed Arrow array"):
        arrow.encrypt(good, KEY, nonce=col)


def hostile(arr, sizes):
    """Hashes `arr` through the native reader with `sizes` as the declared
    buffer sizes (smaller than what the array uses: a producer whose buffers
    are shorter than its lengths, offsets or slice say)."""
    from ascon_native._ascon import _arrow

    schema, array = arr.__arrow_c_array__()
    return _arrow.sponge("ascon-hash256", schema, array, sizes, None, None, None, 1, None)


def sizes_of(arr):
    return [0 if b is None else b.size for b in arr.buffers()]


def smaller(arr, i, by=1):
    s = sizes_of(arr)
    s[i] -= by
    return tuple(s)


BIN = pa.array([b"hello", b"x", b"abc"])
NULLS = pa.array([b"a", None] * 10)  # 20 rows: a 3-byte bitmap
FIXED = pa.array([b"f" * 8] * 4, type=pa.binary(8))
VIEWS = pa.array([b"short", b"a row longer than twelve bytes", b"z"], type=pa.binary_view())
HOSTILE = {
    "past the data": (BIN, smaller(BIN, 2), "offset past the data buffer. at row 2"),
    "short offsets": (BIN, smaller(BIN, 1, 4), "offsets buffer smaller"),
    "slice past offsets": (BIN.slice(1), smaller(BIN, 1, 4), "offsets buffer smaller"),
    "short bitmap": (NULLS, smaller(NULLS, 0, sizes_of(NULLS)[0] - 2), "validity bitmap smaller"),
    "slice past bitmap": (NULLS.slice(9), smaller(NULLS, 0, sizes_of(NULLS)[0] - 2), "validity bitmap smaller"),
    "short fixed": (FIXED, smaller(FIXED, 1), "data buffer smaller"),
    "slice past fixed": (FIXED.slice(3), smaller(FIXED, 1), "data buffer smaller"),
    "short views": (VIEWS, smaller(VIEWS, 1), "views buffer smaller"),
    "view past its data": (VIEWS, smaller(VIEWS, 2), "view outside the data buffers. at row 1"),
    "negative size": (BIN, (0, -1, 9), "negative buffer size"),
}


@pytest.mark.parametrize("case", sorted(HOSTILE))
def test_declared_buffer_sizes_bound_every_extent(case):
    arr, sizes, why = HOSTILE[case]
    with pytest.raises(ValueError, match="col: malformed Arrow array ." + why):
        hostile(arr, sizes)
    # With its real sizes (what ascon_native.arrow passes) the same array reads.
    nulls, _, data = hostile(arr, tuple(sizes_of(arr)))
    assert bytes(data) == b"".join(b"\0" * 32 if v is None else ascon.hash256(v) for v in arr.to_pylist())


def test_foreign_producers_are_trusted_but_offsets_still_checked():
    # No declared sizes (a producer other than pyarrow): read as declared.
    nulls, _, data = hostile(BIN.slice(1), None)
    assert bytes(data) == ascon.hash256(b"x") + ascon.hash256(b"abc")
    with pytest.raises(ValueError, match="decreasing offsets"):
        hostile(corrupted_ipc(pa.binary(), (0, 6, 3)), None)


def test_type_errors_name_the_arrow_type_in_words():
    # The engine sees Arrow format codes ('i', 'l'); the message names the type.
    cases = [(pa.array(["a", "b", "a"]).dictionary_encode(), "dictionary"),
             (pa.array([1, 2, 3]), "int64"), (pa.array([1.5]), "double")]
    for col, words in cases:
        for fn in (arrow.hash256, lambda c: arrow.encrypt(c, KEY), lambda c: arrow.decrypt(c, KEY)):
            with pytest.raises(TypeError, match="col") as e:
                fn(col)
            assert words in str(e.value) and "format '" not in str(e.value), str(e.value)
    with pytest.raises(TypeError, match="associated_data.*int32") as e:
        arrow.encrypt(pa.array(VALUES), KEY, pa.array(range(len(VALUES)), type=pa.int32()))


def test_invalid_tag_names_the_row_of_the_whole_column():
    # Three chunks of 100 rows: row 250 is row 50 of the third chunk.
    sealed = arrow.encrypt(pa.chunked_array([pa.array([bytes([i]) * 8 for i in range(100)])] * 3), KEY)
    rows = sealed.to_pylist()
    rows[250] = rows[250][:-1] + bytes([rows[250][-1] ^ 1])
    tampered = pa.chunked_array([pa.array(rows[i:i + 100]) for i in range(0, 300, 100)])
    with pytest.raises(ascon.InvalidTag, match=r"row 250\b") as e:
        arrow.decrypt(tampered, KEY)
    assert e.value.row == 250
    got = arrow.decrypt(tampered, KEY, errors="null").to_pylist()
    assert got[250] is None and got[249] == bytes([49]) * 8  # row 49 of the third chunk


def test_pandas_object_series_of_bytes_or_str():
    import pandas as pd

    ser = pd.Series(VALUES, dtype=object)
    assert arrow.hash256(ser).to_pylist() == scalar(ascon.hash256, VALUES)
    strs = pd.Series(["a", None, "ü"], dtype=object)
    assert arrow.hash256(strs).to_pylist() == [ascon.hash256(b"a"), None, ascon.hash256("ü".encode())]
    sealed = arrow.encrypt(ser, KEY, b"ad")
    assert arrow.decrypt(sealed, KEY, b"ad").to_pylist() == VALUES
    with pytest.raises(TypeError, match="col.*object"):
        arrow.hash256(pd.Series([b"a", 3], dtype=object))

