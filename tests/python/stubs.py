# SPDX-License-Identifier: Apache-2.0 OR MIT
"""The package's type stubs (.pyi) as syntax trees, for the tests that compare
them with the native functions' signatures (test_introspection.py,
test_signatures.py)."""
import ast
import pathlib

import ascon_native

PKG = pathlib.Path(ascon_native.__file__).parent


def stub_tree(module_name):
    name = "__init__" if module_name == "ascon_native" else module_name.split(".")[-1]
    return ast.parse((PKG / f"{name}.pyi").read_text())


def stub_classes():
    """name -> ast.ClassDef over every stub; classes named alike in two stubs
    (v12.Mac, protected.Mac) are told apart by module below."""
    out = {}
    for stub in PKG.glob("*.pyi"):
        module_name = "ascon_native" if stub.stem == "__init__" else f"ascon_native.{stub.stem}"
        for n in ast.parse(stub.read_text()).body:
            if isinstance(n, ast.ClassDef):
                out[(module_name, n.name)] = n
    return out


CLASSES = stub_classes()


def stub_class(module_name, cls_name):
    """The class as the module's stub declares it, or __init__.pyi's."""
    return CLASSES.get((module_name, cls_name)) or CLASSES.get(("ascon_native", cls_name))


def stub_method(module_name, cls_name, method):
    """The method as the stub's class or its nearest base declares it (bases
    are looked up in the class's own stub, then in __init__.pyi)."""
    cls = stub_class(module_name, cls_name)
    if cls is None:
        return None
    for n in cls.body:
        if isinstance(n, ast.FunctionDef) and n.name == method:
            return n
    for base in cls.bases:
        found = stub_method(module_name, ast.unparse(base).split(".")[-1], method)
        if found is not None:
            return found
    return None
