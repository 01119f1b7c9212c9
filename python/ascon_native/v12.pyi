# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Type stubs of ascon_native.v12, the Ascon v1.2 family."""

import sys
from typing import Optional

if sys.version_info >= (3, 12):
    from collections.abc import Buffer
else:
    from typing_extensions import Buffer

from . import InvalidTag as InvalidTag, _Aead, _FixedHash, _Mac, _Prf, _Xof

class _V12Aead(_Aead):
    def __init__(self, key: Buffer) -> None: ...
    @staticmethod
    def generate_key() -> bytes: ...

class Ascon128(_V12Aead): ...
class Ascon128a(_V12Aead): ...
class Ascon80pq(_V12Aead): ...

class Hash(_FixedHash):
    def copy(self) -> Hash: ...

class Hasha(_FixedHash):
    def copy(self) -> Hasha: ...

class Xof(_Xof):
    def copy(self) -> Xof: ...

class Xofa(_Xof):
    def copy(self) -> Xofa: ...

class Mac(_Mac):
    def copy(self) -> Mac: ...

class Maca(_Mac):
    def copy(self) -> Maca: ...

class Prf(_Prf):
    def copy(self) -> Prf: ...

class Prfa(_Prf):
    def copy(self) -> Prfa: ...

def prfshort(key: Buffer, msg: Buffer, length: int = 16) -> bytes: ...
def hash(data: Buffer) -> bytes: ...
def hasha(data: Buffer) -> bytes: ...
def xof(data: Buffer, length: int) -> bytes: ...
def xofa(data: Buffer, length: int) -> bytes: ...
def mac(key: Buffer, msg: Buffer) -> bytes: ...
def maca(key: Buffer, msg: Buffer) -> bytes: ...
def prf(key: Buffer, msg: Buffer, length: int) -> bytes: ...
def prfa(key: Buffer, msg: Buffer, length: int) -> bytes: ...

__all__ = [
    "Ascon128",
    "Ascon128a",
    "Ascon80pq",
    "Hash",
    "Hasha",
    "InvalidTag",
    "Mac",
    "Maca",
    "Prf",
    "Prfa",
    "Xof",
    "Xofa",
    "hash",
    "hasha",
    "mac",
    "maca",
    "prf",
    "prfa",
    "prfshort",
    "xof",
    "xofa",
]
