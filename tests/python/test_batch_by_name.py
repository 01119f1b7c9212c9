# SPDX-License-Identifier: Apache-2.0 OR MIT
"""ascon_native.batch.sponge: every catalogue row marked ``batch`` reached by
its name equals the single-message function, for lists and 2-D arrays; names
without a batch path and wrong arguments raise clearly. The rows come from
ascon_native.algorithms, so a row added to the engine is tested here too."""

import numpy as np
import pytest

import ascon_native as ascon
from ascon_native import batch

MSGS = [bytes((i * 5 + j) & 0xFF for j in range(i)) for i in range(70)] + [b"y" * 1000]
KEY = bytes(range(16))
BATCH_ROWS = [row for row in ascon.algorithms if row["batch"]]


def one(row, msg, length, key, z):
    """The single-message Python function of a row."""
    fn = getattr(ascon, row["python_function"])
    if row["kind"] == "hash":
        return fn(msg)
    if row["kind"] == "xof":
        return fn(msg, length)
    if row["kind"] == "cxof":
        return fn(msg, length, customization=z)
    if row["kind"] == "mac":
        return fn(key, msg)
    if row["kind"] == "prf":
        return fn(key, msg, length)
    raise AssertionError(f"{row['name']}: a batch row of a kind this test does not know")


def args_of(row):
    key = KEY if row["key_size"] else None
    z = b"custom" if row["kind"] == "cxof" else None
    length = None if row["output_size"] else 41
    return length, key, z


def test_the_catalogue_marks_the_engines_rows():
    names = {row["name"] for row in BATCH_ROWS}
    assert {"ascon-hash256", "ascon-xof128", "ascon-cxof128"} <= names
    assert not any(row["family"] == "v1.2" for row in BATCH_ROWS)


@pytest.mark.parametrize("row", BATCH_ROWS, ids=lambda r: r["name"])
@pytest.mark.parametrize("threads", [1, 3])
def test_every_batch_row_equals_its_single_message_function(row, threads):
    length, key, z = args_of(row)
    got = batch.sponge(row["name"], MSGS, length, key=key, customization=z, threads=threads)
    assert got == [one(row, m, length, key, z or b"") for m in MSGS]


@pytest.mark.parametrize("row", BATCH_ROWS, ids=lambda r: r["name"])
def test_every_batch_row_on_a_2d_array(row):
    length, key, z = args_of(row)
    arr = np.frombuffer(bytes(range(256)) * 3, dtype=np.uint8)[: 17 * 40].reshape(17, 40)
    got = batch.sponge(row["name"], arr, length, key=key, customization=z)
    width = row["output_size"] or length
    assert got.shape == (17, width)
    assert [bytes(r) for r in got] == [one(row, bytes(r), length, key, z or b"") for r in arr]


def test_names_without_a_batch_path_raise():
    with pytest.raises(ValueError, match="no batch path.*ascon-hash256"):
        batch.sponge("ascon-hash-v12", MSGS)
    with pytest.raises(ValueError, match="no batch path"):
        batch.sponge("no-such-algorithm", MSGS)


def test_aliases_and_case():
    assert batch.sponge("HASH256", MSGS) == batch.hash256(MSGS)


def test_wrong_arguments_raise_clearly():
    with pytest.raises(TypeError, match="needs a length"):
        batch.sponge("ascon-xof128", MSGS)
    with pytest.raises(TypeError, match="length must be an int"):
        batch.sponge("ascon-xof128", MSGS, "32")
    with pytest.raises(TypeError, match="takes no key"):
        batch.sponge("ascon-hash256", MSGS, key=KEY)
    with pytest.raises(TypeError, match="takes no customization"):
        batch.sponge("ascon-xof128", MSGS, 16, customization=b"z")
    with pytest.raises(ValueError, match="customization"):
        batch.sponge("ascon-cxof128", MSGS, 16, customization=b"z" * 257)


def test_mac_and_prf_equal_the_single_message_functions():
    assert batch.mac(KEY, MSGS) == [ascon.mac(KEY, m) for m in MSGS]
    assert batch.prf(KEY, MSGS, 64, threads=2) == [ascon.prf(KEY, m, 64) for m in MSGS]
    arr = np.arange(40 * 33, dtype=np.uint32).astype(np.uint8).reshape(40, 33)
    assert [bytes(r) for r in batch.mac(KEY, arr)] == [ascon.mac(KEY, bytes(r)) for r in arr]


def test_mac_and_prf_refuse_wrong_keys_and_lengths():
    with pytest.raises(ValueError, match="key must be 16 bytes, got 15"):
        batch.mac(KEY[:15], MSGS)
    with pytest.raises(TypeError, match="needs a key"):
        batch.sponge("ascon-prf", MSGS, 16)
    with pytest.raises(ValueError, match="length must be from 0"):
        batch.prf(KEY, MSGS, -1)
