# SPDX-License-Identifier: Apache-2.0 OR MIT
"""The signatures the native one-shot functions show (help(), __doc__) are the
stubs' (ascon_native/*.pyi): the same parameters, kinds, defaults and types,
never the `object | None` of a parameter that takes None only to raise a
TypeError naming itself."""

import ast
import importlib
import inspect

import pytest

import ascon_native
from stubs import PKG, stub_class, stub_method



def stub_functions(module_name):
    """name -> ast.FunctionDef for the top-level functions of the module's .pyi."""
    stub = PKG / (module_name.split(".")[-1] if "." in module_name else "__init__")
    tree = ast.parse(stub.with_suffix(".pyi").read_text())
    return {n.name: n for n in tree.body if isinstance(n, ast.FunctionDef)}


def native_functions(module):
    return {n: f for n, f in vars(module).items() if hasattr(f, "__nb_signature__")}


def shape(fn: ast.FunctionDef):
    """Parameters (name, kind, annotation's last dotted part, default) and the result type."""
    a = fn.args
    def last(e):  # collections.abc.Buffer -> Buffer; Optional[X] -> X | None
        if e is None:
            return None
        text = ast.unparse(e)
        if text.startswith("Optional[") and text.endswith("]"):
            text = text[len("Optional["):-1] + " | None"
        return " | ".join(part.strip().split(".")[-1] for part in text.split("|"))
    rows = []
    defaults = [None] * (len(a.args) - len(a.defaults)) + list(a.defaults)
    for p, d in zip(a.args, defaults):
        rows.append((p.arg, "positional", last(p.annotation), None if d is None else ast.literal_eval(d)))
    for p, d in zip(a.kwonlyargs, a.kw_defaults):
        rows.append((p.arg, "keyword", last(p.annotation), None if d is None else ast.literal_eval(d)))
    return rows, last(fn.returns)


def native_text(fn):
    """The first signature nanobind keeps, with its default values put back in
    (nanobind marks each one \\0 and keeps the values beside the text)."""
    text, _doc, defaults = fn.__nb_signature__[0]
    for value in defaults or ():
        text = text.replace("\\0", repr(value), 1)
    return text


MODULES = ["ascon_native", "ascon_native.v12"]
CASES = [(m, n) for m in MODULES for n in sorted(native_functions(importlib.import_module(m)))
         if n in stub_functions(m)]


def test_the_one_shot_functions_are_covered():
    names = {n for _, n in CASES}
    assert {"hash256", "xof128", "cxof128", "mac", "prf", "prfshort", "hash", "xofa", "maca"} <= names


@pytest.mark.parametrize("module_name,name", CASES)
def test_native_signature_is_the_stubs(module_name, name):
    fn = getattr(importlib.import_module(module_name), name)
    assert len(fn.__nb_signature__) == 1  # no overloads
    text = native_text(fn)
    runtime = ast.parse(text + ": ...").body[0]
    assert runtime.name == name
    params, result = shape(runtime)
    assert all(ann not in (None, "object") and ann != "object | None" for _, _, ann, _ in params), text
    assert (params, result) == shape(stub_functions(module_name)[name])
    # help() shows the same first line (nanobind puts the signature first in __doc__).
    assert fn.__doc__.splitlines()[0] == text[len("def "):]


def test_inspect_signature_from_the_native_text():
    """The text nanobind keeps makes a signature (as the wrappers' __signature__ does)."""
    text = native_text(ascon_native.cxof128)
    ns = {}
    exec("from __future__ import annotations\n" + text + ": ...", ns)  # Buffer: only 3.12+ has it
    sig = inspect.signature(ns["cxof128"])
    assert list(sig.parameters) == ["data", "length", "customization"]
    assert sig.parameters["customization"].kind is inspect.Parameter.KEYWORD_ONLY
    assert sig.parameters["customization"].default == b""
    assert sig.parameters["length"].annotation == "int"
    assert sig.parameters["data"].annotation == "collections.abc.Buffer"


def method_cases():
    """(module, class, method) for every native method of a class the stubs declare."""
    out = []
    for module_name in MODULES:
        module = importlib.import_module(module_name)
        for cls_name, cls in sorted(vars(module).items()):
            if not isinstance(cls, type) or stub_class(module_name, cls_name) is None:
                continue
            for meth_name in sorted(vars(cls)):
                meth = getattr(cls, meth_name)  # a static method: the function, not its staticmethod
                if hasattr(meth, "__nb_signature__") and stub_method(module_name, cls_name, meth_name) is not None:
                    out.append((module_name, cls_name, meth_name))
    return out


METHOD_CASES = method_cases()


def test_the_methods_are_covered():
    have = {(c, m) for _, c, m in METHOD_CASES}
    for cls in ("AsconAEAD128", "Ascon128"):
        assert {(cls, m) for m in ("__init__", "encrypt", "decrypt", "encrypt_into", "decrypt_into")} <= have
    assert {("AsconCXOF128", "__init__"), ("AsconXOF128", "digest"), ("AsconMac", "verify"),
            ("AsconHash256", "update"), ("XofReader", "readinto")} <= have


@pytest.mark.parametrize("module_name,cls_name,method", METHOD_CASES)
def test_method_signature_is_the_stubs(module_name, cls_name, method):
    fn = getattr(getattr(importlib.import_module(module_name), cls_name), method)
    text = native_text(fn)
    runtime = ast.parse(text + ": ...").body[0]
    params, result = shape(runtime)
    params = [p for p in params if p[0] != "self"]
    assert all(ann not in (None, "object") and ann != "object | None" for _, _, ann, _ in params), text
    want_params, want_result = shape(stub_method(module_name, cls_name, method))
    assert (params, result) == ([p for p in want_params if p[0] != "self"], want_result)
