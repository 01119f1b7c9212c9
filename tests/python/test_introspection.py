# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Every public callable of the package answers inspect.signature() with the
parameters its stub (ascon_native/*.pyi) declares, and the native functions
and methods behave as Python functions do where tools look: pickle by
reference, help(), bound methods, __wrapped__."""

import ast
import copy
import importlib
import inspect
import pickle
import pydoc

import pytest

import ascon_native
from stubs import PKG, stub_method, stub_tree


# The modules of the package; the scale-out ones need their optional
# dependencies (pyarrow, dask, pyspark) and are skipped without them.
MODULES = ["ascon_native", "ascon_native.v12", "ascon_native.protected", "ascon_native.batch",
           "ascon_native.arrow", "ascon_native.dask", "ascon_native.spark"]
NATIVE_MODULES = MODULES[:3]  # their functions are nanobind's, with signatures written in the bindings

# Classes that inspect cannot give a constructor signature, each for a reason
# checked below, so the list cannot hide a class that lost its signature.
NO_CONSTRUCTOR = {"XofReader"}  # made by .reader(); calling the class raises TypeError
EXCEPTIONS = {"InvalidTag"}  # BaseException(*args): inspect reads no exception class


def load(module_name):
    try:
        return importlib.import_module(module_name)
    except ImportError as e:
        pytest.skip(f"{module_name}: {e}")


NO_DEFAULT = "<no default>"
P = inspect.Parameter


def annotation_text(text):
    """collections.abc.Buffer -> Buffer; Optional[X] -> X | None: the stubs' and
    the runtime's spelling of one type made equal."""
    if text.startswith("Optional[") and text.endswith("]"):
        text = text[len("Optional["):-1] + " | None"
    return " | ".join(part.strip().split(".")[-1] for part in text.split("|"))


def stub_params(fn: ast.FunctionDef):
    """(name, kind, annotation, default) of each parameter a stub declares;
    a default written `...` matches any default."""
    a = fn.args
    def ann(node):
        return None if node is None else annotation_text(ast.unparse(node))
    def default(node):
        if node is None:
            return NO_DEFAULT
        value = ast.literal_eval(node)
        return any if value is Ellipsis else value
    positional = [(p, P.POSITIONAL_ONLY) for p in a.posonlyargs] + [(p, P.POSITIONAL_OR_KEYWORD) for p in a.args]
    defaults = [None] * (len(positional) - len(a.defaults)) + list(a.defaults)
    out = [(p.arg, kind, ann(p.annotation), default(d)) for (p, kind), d in zip(positional, defaults)]
    if a.vararg:
        out.append((a.vararg.arg, P.VAR_POSITIONAL, ann(a.vararg.annotation), NO_DEFAULT))
    out += [(p.arg, P.KEYWORD_ONLY, ann(p.annotation), default(d)) for p, d in zip(a.kwonlyargs, a.kw_defaults)]
    if a.kwarg:
        out.append((a.kwarg.arg, P.VAR_KEYWORD, ann(a.kwarg.annotation), NO_DEFAULT))
    return out


def runtime_params(sig):
    return [(p.name, p.kind, None if p.annotation is P.empty else annotation_text(p.annotation),
             NO_DEFAULT if p.default is P.empty else p.default) for p in sig.parameters.values()]


def assert_same(sig, stub_fn, where, drop_self=False, annotations=True):
    """The runtime signature has the stub's parameters: names, kinds and
    defaults; with annotations, their types and the result type too (the
    native functions; the pure-Python modules leave theirs to the stubs)."""
    want = stub_params(stub_fn)[1 if drop_self else 0:]
    got = runtime_params(sig)
    assert [g[0] for g in got] == [w[0] for w in want], where
    for g, w in zip(got, want):
        assert g[1] == w[1], f"{where}: {g[0]} is {g[1]}, the stub says {w[1]}"
        assert w[3] is any or g[3] == w[3], f"{where}: {g[0]} defaults to {g[3]!r}, the stub says {w[3]!r}"
        if annotations:
            assert g[2] == w[2], f"{where}: {g[0]}: {g[2]} where the stub says {w[2]}"
    if annotations and not drop_self:
        assert annotation_text(sig.return_annotation) == annotation_text(ast.unparse(stub_fn.returns)), where


def public_names(module):
    return [n for n in getattr(module, "__all__", dir(module)) if not n.startswith("_")]


@pytest.mark.parametrize("module_name", MODULES)
def test_every_public_callable_has_the_stubs_signature(module_name):
    module = load(module_name)
    stub_defs = {n.name: n for n in stub_tree(module_name).body if isinstance(n, ast.FunctionDef)}
    native = module_name in NATIVE_MODULES
    checked = 0
    for name in public_names(module):
        obj = getattr(module, name)
        if not callable(obj):
            continue
        if isinstance(obj, type):
            if obj.__name__ in EXCEPTIONS:
                assert issubclass(obj, BaseException)
                continue
            if obj.__name__ in NO_CONSTRUCTOR:
                with pytest.raises(TypeError):
                    obj()
                continue
            want = stub_method(module_name, obj.__name__, "__init__")  # aliases: their class
            assert want is not None, f"{module_name}.{name}: no __init__ in the stub"
            assert_same(inspect.signature(obj), want, f"{module_name}.{name}", drop_self=True,
                        annotations=native)
        else:
            assert name in stub_defs, f"{module_name}.{name}: not in the stub"
            assert_same(inspect.signature(obj), stub_defs[name], f"{module_name}.{name}", annotations=native)
        checked += 1
    assert checked > 0


def class_methods():
    """(module, class, method, object) for every public method of a public native class."""
    out = []
    for module_name in NATIVE_MODULES:
        module = importlib.import_module(module_name)
        for cls_name in public_names(module):
            cls = getattr(module, cls_name)
            if not isinstance(cls, type) or cls_name in EXCEPTIONS or cls.__name__ != cls_name:  # aliases: once
                continue
            for meth_name, meth in vars(cls).items():
                if not meth_name.startswith("_") and callable(meth) and not isinstance(meth, type):
                    out.append((module_name, cls_name, meth_name, getattr(cls, meth_name)))
    return out


METHODS = class_methods()


def test_the_methods_are_covered():
    have = {(m, c, n) for m, c, n, _ in METHODS}
    assert {("ascon_native", "AsconAEAD128", n) for n in ("encrypt", "decrypt", "encrypt_into", "generate_key")} <= have
    assert {("ascon_native.v12", "Ascon128", "decrypt"), ("ascon_native", "XofReader", "readinto"),
            ("ascon_native.protected", "Aead128", "encrypt"), ("ascon_native", "AsconHash256", "copy")} <= have


@pytest.mark.parametrize("module_name,cls_name,method,fn", METHODS, ids=lambda v: v if isinstance(v, str) else "")
def test_every_public_method_has_the_stubs_signature(module_name, cls_name, method, fn):
    want = stub_method(module_name, cls_name, method)
    assert want is not None, f"{module_name}.{cls_name}.{method}: not in the stub"
    assert_same(inspect.signature(fn), want, f"{module_name}.{cls_name}.{method}")


def native_objects():
    """Every public native function and method, as users reach it."""
    out = []
    for module_name in NATIVE_MODULES:
        module = importlib.import_module(module_name)
        out += [(f"{module_name}.{n}", getattr(module, n)) for n in public_names(module)
                if callable(getattr(module, n)) and not isinstance(getattr(module, n), type)]
    out += [(f"{m}.{c}.{n}", fn) for m, c, n, fn in METHODS]
    return out


NATIVE = native_objects()


@pytest.mark.parametrize("path,fn", NATIVE, ids=[p for p, _ in NATIVE])
def test_pickles_by_reference(path, fn):
    """Spark, Dask and multiprocessing ship functions to workers with pickle."""
    for proto in range(pickle.HIGHEST_PROTOCOL + 1):
        assert pickle.loads(pickle.dumps(fn, protocol=proto)) is fn
    assert copy.copy(fn) is fn and copy.deepcopy(fn) is fn
    # pickle finds it again as <__module__>.<__qualname__>: the name users import.
    assert fn.__module__ in NATIVE_MODULES and path == f"{fn.__module__}.{fn.__qualname__}"


def test_the_wrapper_forwards_calls_and_keeps_the_nanobind_function():
    h = ascon_native.hash256
    raw = h.__wrapped__
    assert type(raw).__name__ == "nb_func" and raw.__nb_signature__ == h.__nb_signature__
    assert h(b"abc") == raw(b"abc") == ascon_native.ascon_hash256(b"abc").digest()
    assert h(data=b"abc") == raw(b"abc")
    # Keyword-only arguments and defaults pass through the vectorcall unchanged.
    c = ascon_native.cxof128
    assert c(b"x", 20, customization=b"ab") == c.__wrapped__(b"x", 20, customization=b"ab") != c(b"x", 20)
    with pytest.raises(TypeError, match="data"):
        h("str")
    with pytest.raises(TypeError):
        h(b"", b"")
    assert h.__name__ == "hash256" and h.__qualname__ == "hash256" and h.__module__ == "ascon_native"
    assert repr(h) == "<native function ascon_native.hash256>"
    assert h.__doc__ == raw.__doc__ and "Ascon-Hash256" in h.__doc__
    assert inspect.isroutine(h) and inspect.signature(h) is inspect.signature(h)  # built once, kept


def test_signature_details():
    sig = inspect.signature(ascon_native.cxof128)
    assert str(sig) == ("(data: 'collections.abc.Buffer', length: 'int', *, "
                        "customization: 'collections.abc.Buffer' = b'') -> 'bytes'")
    sig = inspect.signature(ascon_native.AsconAEAD128)
    p = sig.parameters
    assert p["tag_length"].kind is inspect.Parameter.KEYWORD_ONLY and p["tag_length"].default == 16
    assert p["nonce_masking"].default is False
    sig = inspect.signature(ascon_native.protected.Aead128)  # defaults nanobind keeps as values
    assert [sig.parameters[n].default for n in ("shares", "level", "tag_length")] == [2, "leveled", 16]
    assert inspect.signature(ascon_native.AsconAEAD128.generate_key).parameters["nonce_masking"].default is False


def test_methods_bind_as_python_methods():
    aead = ascon_native.AsconAEAD128(bytes(16))
    m = aead.encrypt
    assert m.__self__ is aead and m.__func__ is ascon_native.AsconAEAD128.encrypt
    assert list(inspect.signature(m).parameters) == ["nonce", "data", "associated_data"]
    ct = m(bytes(16), b"hi", None)
    assert ascon_native.AsconAEAD128.encrypt(aead, bytes(16), b"hi", None) == ct
    assert aead.decrypt(bytes(16), ct, None) == b"hi"
    assert repr(ascon_native.AsconAEAD128.encrypt) == "<native method ascon_native.AsconAEAD128.encrypt>"
    # A static method stays unbound on an instance.
    assert len(aead.generate_key()) == 16


def test_a_module_function_stored_in_a_class_stays_unbound():
    class Holder:
        h = ascon_native.hash256

    assert Holder().h(b"abc") == ascon_native.hash256(b"abc")


def test_a_subclass_with_its_own_constructor_gets_its_own_signature():
    class Sub(ascon_native.AsconHash256):
        def __init__(self, prefix, data=b""):
            super().__init__(prefix + data)

    assert list(inspect.signature(Sub).parameters) == ["prefix", "data"]
    assert not hasattr(ascon_native.AsconHash256(), "__signature__")


def test_help_shows_the_types_and_the_text():
    text = pydoc.render_doc(ascon_native.hash256, renderer=pydoc.plaintext)
    assert "hash256(data: 'collections.abc.Buffer') -> 'bytes'" in text
    assert "Ascon-Hash256 of data in one call." in text
    text = pydoc.render_doc(ascon_native.AsconAEAD128, renderer=pydoc.plaintext)
    assert "encrypt(self, nonce: 'collections.abc.Buffer'" in text
    assert "AsconAEAD128(key: 'collections.abc.Buffer', *, tag_length: 'int' = 16" in text
