# SPDX-License-Identifier: Apache-2.0 OR MIT
"""inspect.Signature objects for the native functions, from the text nanobind
keeps of each (``__nb_signature__``, written with ``nb::sig`` in the bindings).

The extension calls :func:`from_native` the first time someone reads a
native function's ``__signature__`` (inspect.signature, help) and keeps the
result. Annotations stay strings, as under ``from __future__ import
annotations``: ``collections.abc.Buffer`` exists only from Python 3.12.
"""

import ast
import inspect
import re

# nanobind writes each default value it holds as a backslash and the value's
# index (\0, \1, ...) in the text and keeps the values beside it.
_NB_DEFAULT = re.compile(r"\\(\d+)")
_MARK = "__ascon_native_default_"


class _Text:
    """A default value nanobind shows only as text: repr() gives that text."""

    __slots__ = ("text",)

    def __init__(self, text):
        self.text = text

    def __repr__(self):
        return self.text


def from_native(func, drop_first=False):
    """The inspect.Signature of a nanobind function; drop_first leaves out its
    first parameter (``self`` of a constructor, for the class's signature)."""
    overloads = func.__nb_signature__
    if len(overloads) != 1:
        raise ValueError(f"{func.__qualname__} has {len(overloads)} overloads; no single signature")
    text, _doc, defaults = overloads[0]
    defaults = tuple(defaults or ())
    marked = _NB_DEFAULT.sub(lambda m: _MARK + m.group(1), text)
    tree = ast.parse(marked + ": ...")
    fn = tree.body[0]
    if not isinstance(fn, ast.FunctionDef):
        raise ValueError(f"{func.__qualname__}: not a function signature: {text!r}")

    def value(node):
        if isinstance(node, ast.Name) and node.id.startswith(_MARK):
            return defaults[int(node.id[len(_MARK):])]
        try:
            return ast.literal_eval(node)
        except ValueError:
            return _Text(ast.unparse(node))

    def annotation(node):
        return inspect.Parameter.empty if node is None else ast.unparse(node)

    a = fn.args
    P = inspect.Parameter
    params = []
    positional = [(p, P.POSITIONAL_ONLY) for p in a.posonlyargs] + [(p, P.POSITIONAL_OR_KEYWORD) for p in a.args]
    first_default = len(positional) - len(a.defaults)
    for i, (p, kind) in enumerate(positional):
        d = value(a.defaults[i - first_default]) if i >= first_default else P.empty
        params.append(P(p.arg, kind, default=d, annotation=annotation(p.annotation)))
    if a.vararg is not None:
        params.append(P(a.vararg.arg, P.VAR_POSITIONAL, annotation=annotation(a.vararg.annotation)))
    for p, d in zip(a.kwonlyargs, a.kw_defaults):
        params.append(P(p.arg, P.KEYWORD_ONLY, default=P.empty if d is None else value(d),
                        annotation=annotation(p.annotation)))
    if a.kwarg is not None:
        params.append(P(a.kwarg.arg, P.VAR_KEYWORD, annotation=annotation(a.kwarg.annotation)))
    if drop_first:
        if not params or params[0].kind not in (P.POSITIONAL_ONLY, P.POSITIONAL_OR_KEYWORD):
            raise ValueError(f"{func.__qualname__}: no first parameter to drop in {text!r}")
        params = params[1:]
    return inspect.Signature(params, return_annotation=annotation(fn.returns))
