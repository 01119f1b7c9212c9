# SPDX-License-Identifier: Apache-2.0 OR MIT
"""The Python package against the algorithm catalogue (include/ascon/catalogue.hpp),
which ascon_native.algorithms exposes: every row is bound under its class and
function names, with the catalogue's name and sizes, and every algorithm has
vector files in tests/vectors.manifest. Old names still work, with a warning."""

import warnings

import pytest

import ascon_native as ascon
from ascon_native import v12

from conftest import manifest


def module_of(row):
    return v12 if row["module"] == "ascon_native.v12" else ascon


def test_catalogue_is_complete_and_unique():
    names = [r["name"] for r in ascon.algorithms]
    assert len(names) == len(set(names)) == 19
    assert {r["family"] for r in ascon.algorithms} == {"sp800-232", "mac-prf", "v1.2"}


@pytest.mark.parametrize("row", ascon.algorithms, ids=lambda r: r["name"])
def test_every_row_is_bound(row):
    mod = module_of(row)
    if row["python_function"]:
        assert callable(getattr(mod, row["python_function"]))
    if row["python_class"]:
        cls = getattr(mod, row["python_class"])
        if row["kind"] in ("hash", "xof", "cxof"):
            assert cls().name == row["name"]
        elif row["kind"] in ("mac", "prf"):
            assert cls(bytes(row["key_size"])).name == row["name"]
        elif row["kind"] == "aead":
            assert cls(bytes(row["key_size"])).key_size == row["key_size"]
    if row["kind"] == "hash":
        assert len(getattr(mod, row["python_function"])(b"abc")) == row["output_size"]
    assert any(v["algorithm"] == row["name"] for v in manifest()), row["name"]


def test_manifest_names_are_catalogue_names():
    names = {r["name"] for r in ascon.algorithms}
    for v in manifest():
        assert v["algorithm"] in names, v


def test_old_class_names_warn_and_still_work():
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        assert ascon.AsconXof128 is ascon.AsconXOF128
        assert ascon.AsconCxof128 is ascon.AsconCXOF128
    assert len(w) == 2 and all(issubclass(x.category, DeprecationWarning) for x in w)
    with pytest.raises(AttributeError):
        ascon.NoSuchThing


def test_implementation_is_reported():
    assert ascon.implementation in ("x86-64-v3", "baseline")
