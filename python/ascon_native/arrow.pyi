# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Type stubs of ascon_native.arrow. `col` is any object with __arrow_c_array__
or __arrow_c_stream__ (or a pandas Arrow-backed Series); an array gives a
pyarrow.Array, a stream a pyarrow.ChunkedArray."""

import sys
from typing import Any, Literal, Optional, Union

import pyarrow as pa

if sys.version_info >= (3, 12):
    from collections.abc import Buffer
else:
    from typing_extensions import Buffer

from . import InvalidTag as InvalidTag

NONCE_SIZE: int
TAG_SIZE: int
KEY_SIZE: int

_Column = Any  # an Arrow PyCapsule producer: pyarrow, Polars, pandas, DuckDB ...
_Result = Union[pa.Array, pa.ChunkedArray]

def hash256(col: _Column, *, threads: int = ...) -> _Result: ...
def xof128(col: _Column, length: int, *, threads: int = ...) -> _Result: ...
def cxof128(col: _Column, length: int, customization: Buffer = ..., *, threads: int = ...) -> _Result: ...
def encrypt(col: _Column, key: Buffer, associated_data: Union[None, Buffer, _Column] = ...,
            nonce: Union[Literal["random"], _Column] = ..., *, threads: int = ...) -> _Result: ...
def decrypt(col: _Column, key: Buffer, associated_data: Union[None, Buffer, _Column] = ..., *,
            errors: Literal["raise", "null"] = ..., threads: int = ...) -> _Result: ...
def mac(key: Buffer, col: _Column, *, threads: int = ...) -> _Result: ...
def prf(key: Buffer, col: _Column, length: int, *, threads: int = ...) -> _Result: ...

__all__ = ["hash256", "xof128", "cxof128", "encrypt", "decrypt", "mac", "prf"]
