# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Type stubs of ascon_native.batch."""

import sys
from typing import Literal, Optional, Sequence, Union, overload

import numpy as np
import numpy.typing as npt

if sys.version_info >= (3, 12):
    from collections.abc import Buffer
else:
    from typing_extensions import Buffer

from . import InvalidTag as InvalidTag

_U8 = npt.NDArray[np.uint8]
_Items = Union[Sequence[Buffer], _U8]

@overload
def sponge(
    name: str,
    items: Sequence[Buffer],
    length: Optional[int] = ...,
    *,
    key: Optional[Buffer] = ...,
    customization: Optional[Buffer] = ...,
    threads: int = ...,
) -> list[bytes]: ...
@overload
def sponge(
    name: str,
    items: _U8,
    length: Optional[int] = ...,
    *,
    key: Optional[Buffer] = ...,
    customization: Optional[Buffer] = ...,
    threads: int = ...,
) -> _U8: ...
@overload
def mac(key: Buffer, items: Sequence[Buffer], *, threads: int = ...) -> list[bytes]: ...
@overload
def mac(key: Buffer, items: _U8, *, threads: int = ...) -> _U8: ...
@overload
def prf(key: Buffer, items: Sequence[Buffer], length: int, *, threads: int = ...) -> list[bytes]: ...
@overload
def prf(key: Buffer, items: _U8, length: int, *, threads: int = ...) -> _U8: ...
@overload
def hash256(items: Sequence[Buffer], *, threads: int = ...) -> list[bytes]: ...
@overload
def hash256(items: _U8, *, threads: int = ...) -> _U8: ...
@overload
def xof128(items: Sequence[Buffer], length: int, *, threads: int = ...) -> list[bytes]: ...
@overload
def xof128(items: _U8, length: int, *, threads: int = ...) -> _U8: ...
@overload
def cxof128(items: Sequence[Buffer], length: int, *, customization: Buffer = ..., threads: int = ...) -> list[bytes]: ...
@overload
def cxof128(items: _U8, length: int, *, customization: Buffer = ..., threads: int = ...) -> _U8: ...
@overload
def aead128_encrypt(key: Buffer, nonces: _Items, items: Sequence[Buffer],
                    associated_data: Union[None, Buffer, Sequence[Buffer], _U8] = ..., *, threads: int = ...) -> list[bytes]: ...
@overload
def aead128_encrypt(key: Buffer, nonces: _Items, items: _U8,
                    associated_data: Union[None, Buffer, Sequence[Buffer], _U8] = ..., *, threads: int = ...) -> _U8: ...
@overload
def aead128_decrypt(key: Buffer, nonces: _Items, items: Sequence[Buffer],
                    associated_data: Union[None, Buffer, Sequence[Buffer], _U8] = ..., *,
                    errors: Literal["raise", "null"] = ..., threads: int = ...) -> list[Optional[bytes]]: ...
@overload
def aead128_decrypt(key: Buffer, nonces: _Items, items: _U8,
                    associated_data: Union[None, Buffer, Sequence[Buffer], _U8] = ..., *,
                    errors: Literal["raise", "null"] = ..., threads: int = ...) -> Union[_U8, np.ma.MaskedArray]: ...
def backend() -> str: ...
def backends() -> list[str]: ...

__all__ = [
    "sponge",
    "hash256",
    "xof128",
    "cxof128",
    "mac",
    "prf",
    "aead128_encrypt",
    "aead128_decrypt",
    "backend",
    "backends",
]
