# SPDX-License-Identifier: Apache-2.0 OR MIT
"""The signatures the native one-shot functions show (help(), __doc__) are the
stubs' (ascon_native/*.pyi): the same parameters, kinds, defaults and types,
never the `object | None` of a parameter that takes None only to raise a
TypeError naming itself."""

import ast
import importlib
import inspect
import pathlib

import pytest

import ascon_native

PKG = pathlib.Path(ascon_native.__file__).parent


def stub_functions(module_name):
    """name -> ast.FunctionDef for the top-level functions of the module's .pyi."""
    stub = PKG / (module_name.split(".")[-1] if "." in module_name else "__init__")
    tree = ast.parse(stub.with_suffix(".pyi").read_text())
    return {n.name: n for n in tree.body if isinstance(n, ast.FunctionDef)}


def native_functions(module):
    return {n: f for n, f in vars(module).items() if type(f).__name__ == "nb_func"}


def shape(fn: ast.FunctionDef):
    """Parameters (name, kind, annotation's last dotted part, default) and the result type."""
    a = fn.args
    last = lambda e: None if e is None else ast.unparse(e).split(".")[-1]
    rows = []
    defaults = [None] * (len(a.args) - len(a.defaults)) + list(a.defaults)
    for p, d in zip(a.args, defaults):
        rows.append((p.arg, "positional", last(p.annotation), None if d is None else ast.literal_eval(d)))
    for p, d in zip(a.kwonlyargs, a.kw_defaults):
        rows.append((p.arg, "keyword", last(p.annotation), None if d is None else ast.literal_eval(d)))
    return rows, last(fn.returns)


MODULES = ["ascon_native", "ascon_native.v12"]
CASES = [(m, n) for m in MODULES for n in sorted(native_functions(importlib.import_module(m)))
         if n in stub_functions(m)]


def test_the_one_shot_functions_are_covered():
    names = {n for _, n in CASES}
    assert {"hash256", "xof128", "cxof128", "mac", "prf", "prfshort", "hash", "xofa", "maca"} <= names


@pytest.mark.parametrize("module_name,name", CASES)
def test_native_signature_is_the_stubs(module_name, name):
    fn = getattr(importlib.import_module(module_name), name)
    (text, _doc, _defaults), = fn.__nb_signature__
    runtime = ast.parse(text + ": ...").body[0]
    assert runtime.name == name
    params, result = shape(runtime)
    assert all(ann not in (None, "object") and "None" not in ann for _, _, ann, _ in params), text
    assert (params, result) == shape(stub_functions(module_name)[name])
    # help() shows the same first line (nanobind puts the signature first in __doc__).
    assert fn.__doc__.splitlines()[0] == text[len("def "):]


def test_inspect_signature_from_the_native_text():
    """nanobind functions have no __signature__; the text they carry makes one."""
    (text, _, _), = ascon_native.cxof128.__nb_signature__
    ns = {}
    exec("from __future__ import annotations\n" + text + ": ...", ns)  # Buffer: only 3.12+ has it
    sig = inspect.signature(ns["cxof128"])
    assert list(sig.parameters) == ["data", "length", "customization"]
    assert sig.parameters["customization"].kind is inspect.Parameter.KEYWORD_ONLY
    assert sig.parameters["customization"].default == b""
    assert sig.parameters["length"].annotation == "int"
    assert sig.parameters["data"].annotation == "collections.abc.Buffer"
