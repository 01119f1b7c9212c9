# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Ascon on Dask: hash and encrypt DataFrame columns partition by partition,
and hash a file tree across a cluster into an ``asconsum`` manifest.

    >>> import dask.dataframe as dd, pandas as pd
    >>> from ascon_native import dask as adask
    >>> s = dd.from_pandas(pd.Series([b"abc", None]), npartitions=1)
    >>> adask.hash256(s).compute().iloc[0].hex()[:16]
    '45aa03431c3c829b'

Column functions run ``ascon_native.arrow`` on each partition through
``map_partitions`` and return Series of Arrow-backed dtype
(``pd.ArrowDtype``): ``fixed_size_binary(32)`` digests, ``binary``
ciphertexts and plaintexts. Partitions of ``pd.ArrowDtype`` columns are read
without copying; ``object`` columns of bytes (or str) are converted to Arrow
first. Null rows stay null. The key of ``encrypt``/``decrypt`` travels in the
task graph to the workers: on a real cluster, connect with TLS.

``checksum_tree`` hashes many files at once on the workers (files of up to
1 MiB in one batch call each task, larger files streamed) and returns the
manifest text, which ``asconsum --check`` verifies from the same directory.
Needs dask[dataframe], distributed, pandas and pyarrow (the extra ``dask``;
install notes in docs/scale-out.md: the package is not on PyPI).
"""

import errno
import glob
import os
import stat

try:
    import dask
    import dask.dataframe as _dd
    import pandas as pd
    import pyarrow as pa
except ImportError as e:  # pragma: no cover
    raise ImportError("ascon_native.dask needs dask, pandas and pyarrow: pip install 'dask[dataframe]' distributed pandas pyarrow") from e

import ascon_native as _pkg

from . import algorithms as _catalogue
from . import arrow as _arrow
from . import batch as _batch

__all__ = ["hash256", "encrypt", "decrypt", "checksum_tree", "manifest_line"]


def _to_arrow(part):
    """A pandas partition as an Arrow column, zero-copy for ArrowDtype columns."""
    if isinstance(part.dtype, pd.ArrowDtype):
        return part.array.__arrow_array__()
    return pa.array(part, from_pandas=True)


def _to_pandas(result, part):
    return pd.Series(pd.arrays.ArrowExtensionArray(result), index=part.index, name=part.name)


def _meta(series, typ):
    return pd.Series(pd.arrays.ArrowExtensionArray(pa.array([], type=typ)), name=series.name)


def _check_series(series):
    if not hasattr(series, "map_partitions") or not hasattr(series, "npartitions"):
        raise TypeError(f"series must be a dask.dataframe Series, not {type(series).__name__!r}")
    if isinstance(series, _dd.DataFrame):
        raise TypeError(
            "series must be a dask.dataframe Series (one column, e.g. df['payload']), not a DataFrame "
            f"with columns {list(series.columns)!r}"
        )


def _hash_part(part):
    return _to_pandas(_arrow.hash256(_to_arrow(part)), part)


def _encrypt_part(part, key, associated_data):
    return _to_pandas(_arrow.encrypt(_to_arrow(part), key, associated_data), part)


def _decrypt_part(part, key, associated_data, errors, partition_info=None):
    try:
        return _to_pandas(_arrow.decrypt(_to_arrow(part), key, associated_data, errors=errors), part)
    except _arrow.InvalidTag as e:
        # A partition does not know how many rows the ones before it hold: name
        # the row by its index label (its position in the whole Series for a
        # default RangeIndex) and by its place in this partition.
        row = getattr(e, "row", None)
        if row is None:
            raise
        number = (partition_info or {}).get("number")
        label = part.index[row]
        label = label.item() if hasattr(label, "item") else label  # numpy scalar -> Python
        where = f"row {row} of partition {number}" if number is not None else f"row {row} of its partition"
        err = _arrow.InvalidTag(
            f"authentication failed for the row with index label {label!r} ({where}): "
            "no plaintext is released"
        )
        err.partition_row, err.partition, err.index_label = row, number, label
        raise err from None


def hash256(series):
    """Ascon-Hash256 of every row: a Series of ``fixed_size_binary(32)``."""
    _check_series(series)
    return series.map_partitions(_hash_part, meta=_meta(series, pa.binary(32)))


def _check_ad(associated_data):
    if associated_data is not None and not isinstance(associated_data, (bytes, bytearray, memoryview)):
        raise TypeError("associated_data must be None or bytes (one value for every row)")
    return None if associated_data is None else bytes(associated_data)


def encrypt(series, key, associated_data=None):
    """Ascon-AEAD128 of every row with a fresh random nonce: ``binary`` rows of
    ``nonce || ciphertext || tag`` (see ``ascon_native.arrow.encrypt``)."""
    _check_series(series)
    key, ad = _arrow._check_aead_key(key), _check_ad(associated_data)
    return series.map_partitions(_encrypt_part, key, ad, meta=_meta(series, pa.binary()))


def decrypt(series, key, associated_data=None, errors="raise"):
    """Verifies and decrypts every row of ``encrypt``'s output. errors="raise":
    a failed row fails the computation with ``InvalidTag``; errors="null": it
    becomes null. Unverified plaintext is never returned."""
    _check_series(series)
    key, ad = _arrow._check_aead_key(key), _check_ad(associated_data)
    if errors not in ("raise", "null"):
        raise ValueError(f'errors must be "raise" or "null", got {errors!r}')
    return series.map_partitions(_decrypt_part, key, ad, errors, meta=_meta(series, pa.binary()))


# ---- file trees -------------------------------------------------------------------

# The unkeyed hashes and XOFs of the catalogue that the batch engine runs
# (row["batch"]), by catalogue name and by Python function name (asconsum -a
# takes both): "ascon-hash256"/"hash256", "ascon-xof128"/"xof128".
_ALGORITHMS = {
    n: row
    for row in _catalogue
    if row["batch"] and row["kind"] in ("hash", "xof")
    for n in (row["name"], row["python_function"])
}
_SMALL = 1 << 20  # files up to this size are read whole and hashed in one batch call
_CHUNK = 1 << 20


def manifest_line(digest_hex, path):
    """One ``asconsum`` line, ``<hex>  <path>``. A name with a newline, carriage
    return or backslash is escaped (``\\n``, ``\\r``, ``\\\\``) and the line starts
    with a backslash, as coreutils and ``asconsum`` do."""
    if any(c in path for c in "\\\n\r"):
        esc = path.replace("\\", "\\\\").replace("\n", "\\n").replace("\r", "\\r")
        return f"\\{digest_hex}  {esc}"
    return f"{digest_hex}  {path}"


_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_READ = os.O_RDONLY | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0)
_WALK = os.open in os.supports_dir_fd and hasattr(os, "O_DIRECTORY") and _NOFOLLOW != 0


def _listed(root, path):
    """What a worker needs to open exactly the file listed at `path`: the
    tree's real path `root`, the path below it, and the file's inode number."""
    rel = os.path.relpath(path, root)
    return (root, rel, os.stat(path, follow_symlinks=False).st_ino)


def _open_listed(entry):
    """The file of a listing entry (_listed) opened for reading, if it is
    still that file: from the tree's folder, each folder below it opened
    without following a symlink (a folder replaced by a link out of the tree
    fails here), the file itself without following one or blocking on a
    FIFO, and then it must be a regular file with the inode number the
    listing saw. (Inode numbers, not device numbers: a shared file system
    gives the same file another st_dev on each host of a cluster.)"""
    root, rel, ino = entry
    path = os.path.join(root, rel)
    parts = rel.split(os.sep)
    last = _READ | _NOFOLLOW | getattr(os, "O_NONBLOCK", 0)
    if _WALK:
        dir_fd = os.open(root, _READ | os.O_DIRECTORY)
        try:
            for part in parts[:-1]:
                below = os.open(part, _READ | os.O_DIRECTORY | _NOFOLLOW, dir_fd=dir_fd)
                os.close(dir_fd)
                dir_fd = below
            fd = os.open(parts[-1], last, dir_fd=dir_fd)
        finally:
            os.close(dir_fd)
    else:  # no openat here: the inode check below is what is left
        fd = os.open(path, last)
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            raise OSError(errno.EINVAL, "not a regular file", path)
        if st.st_ino != ino:
            raise OSError(errno.ESTALE, "changed since it was listed (not the file listed)", path)
        return os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise


def _hash_files(entries, algorithm, length):
    """Digests (hex) of the listed files (_listed entries), in order: small
    files in one batch call, larger ones streamed (never more than 2 MiB of
    one file in memory)."""
    row = _ALGORITHMS[algorithm]
    xof = row["kind"] == "xof"
    small, digests = {}, [None] * len(entries)
    for i, p in enumerate(entries):
        with _open_listed(p) as f:
            head = f.read(_SMALL + 1)
            if len(head) <= _SMALL:
                small[i] = head
                continue
            h = getattr(_pkg, row["python_class"])()
            h.update(head)
            while chunk := f.read(_CHUNK):
                h.update(chunk)
        digests[i] = h.hexdigest(length) if xof else h.hexdigest()
    idx = list(small)
    data = [small[i] for i in idx]
    out = _batch.sponge(row["name"], data, length if xof else None)
    for i, d in zip(idx, out):
        digests[i] = d.hex()
    return digests


def _inside(path, tree):
    try:
        return os.path.commonpath([path, tree]) == tree
    except ValueError:  # another drive (Windows)
        return False


def _hashable(p, tree, follow_symlinks, named=False):
    """The real path of the file a worker hashes for entry `p`, or None:
    regular files only, inside `tree` (a real path) unless named; a symlink
    only with follow_symlinks, and only to a regular file inside `tree`, so a
    manifest never vouches for files outside it."""
    st = os.lstat(p)
    if stat.S_ISREG(st.st_mode):
        # A glob's "**" walks through symlinked directories: check where the file really is.
        real = os.path.realpath(p)
        return real if named or _inside(real, tree) else None
    if not (follow_symlinks and stat.S_ISLNK(st.st_mode)):
        return None
    target = os.path.realpath(p)
    if not _inside(target, tree) or not os.path.isfile(target):
        return None
    return target


def _glob_base(pattern):
    """The directory of a glob pattern before its first wildcard."""
    parts, base = pattern.split(os.sep), []
    for part in parts:
        if glob.has_magic(part):
            break
        base.append(part)
    return os.sep.join(base) or "."


def _entry(real, tree):
    """The worker's entry (_listed) for the file at real path `real`: opened
    from the tree's folder when it is inside the tree, else (a file named
    outside it) from its own folder."""
    return _listed(tree if tree is not None and _inside(real, tree) else os.path.dirname(real), real)


def _expand(paths_or_glob, follow_symlinks=False):
    """[(path as given, the worker's entry (_listed))] of every file to hash.
    Entries of a directory or glob that are not regular files are skipped;
    named ones are refused."""
    if isinstance(paths_or_glob, (str, os.PathLike)):
        root = os.fspath(paths_or_glob)
        if os.path.isdir(root):
            items, named, tree = [root], False, None
        else:
            items, named = sorted(glob.glob(root, recursive=True)), False
            tree = os.path.realpath(_glob_base(root))
        if not items:
            raise ValueError(f"paths_or_glob matched no file: {root!r}")
    else:
        items, named, tree = [os.fspath(p) for p in paths_or_glob], True, os.path.realpath(os.curdir)
    files = []
    for p in items:
        if os.path.isdir(p) and (named or tree is None or not os.path.islink(p)):
            top = os.path.realpath(p)
            for d, dirs, names in os.walk(p):  # never descends into symlinked directories
                dirs.sort()
                for n in sorted(names):
                    path = os.path.join(d, n)
                    target = _hashable(path, top, follow_symlinks)
                    if target is not None:
                        files.append((path, _entry(target, top)))
            continue
        if not os.path.lexists(p):
            if named:
                raise ValueError(f"paths_or_glob: no such file or directory: {p!r}")
            continue
        target = _hashable(p, tree, follow_symlinks, named)
        if target is not None:
            files.append((p, _entry(target, tree)))
        elif named:
            raise ValueError(f"paths_or_glob: not a regular file (or a symlink not followed): {p!r}")
    return files


def checksum_tree(paths_or_glob, client=None, algorithm="hash256", *, length=32, files_per_task=256,
                  follow_symlinks=False):
    """Hashes every file of a directory tree, a glob (``**`` recursive) or a
    list of paths across the cluster and returns the manifest text: one
    ``<hex>  <path>`` line per file, sorted by path, ending with a newline, as
    ``asconsum`` writes it (paths as given: relative ones are checked from the
    same directory, ``asconsum --check MANIFEST``; with algorithm="xof128",
    ``asconsum -a xof128 --length N --check``).

    client: a ``distributed.Client``; None uses Dask's current scheduler.

    Only regular files are hashed: FIFOs, devices, sockets and symlinks met in
    a directory or a glob are skipped, and a named one is a ValueError.
    follow_symlinks=True hashes a symlink to a regular file inside the tree
    (the directory given, the glob's directory before its first wildcard, or
    for a list the current directory) under the link's name; links leaving it
    are still skipped. Workers open each file from the tree's folder without
    following a symlink in any folder below it or in the name, or blocking on
    a FIFO, and refuse one that is not the regular file listed (its inode
    number changed).
    """
    if not isinstance(follow_symlinks, bool):
        raise TypeError(f"follow_symlinks must be a bool, not {type(follow_symlinks).__name__!r}")
    if not isinstance(algorithm, str) or algorithm.lower() not in _ALGORITHMS:
        raise ValueError(f"algorithm must be one of {sorted(_ALGORITHMS)}, got {algorithm!r}")
    algorithm = algorithm.lower()
    if not isinstance(length, int) or not 1 <= length <= 65536:
        raise ValueError(f"length must be from 1 to 65536 (asconsum's range), got {length!r}")
    if not isinstance(files_per_task, int) or files_per_task < 1:
        raise ValueError(f"files_per_task must be a positive int, got {files_per_task!r}")
    entries = _expand(paths_or_glob, follow_symlinks)
    files = [name for name, _ in entries]
    # Workers run in their own directories: they get the tree's real absolute
    # path, the path below it and the inode number each file had when listed
    # (a real cluster needs the tree at the same path on every worker, e.g. a
    # shared file system); the manifest keeps the paths as given.
    listed = [entry for _, entry in entries]
    tasks = [listed[i : i + files_per_task] for i in range(0, len(files), files_per_task)]
    if client is not None:
        futures = client.map(_hash_files, tasks, algorithm=algorithm, length=length, pure=False)
        results = client.gather(futures)
    else:
        results = dask.compute(*[dask.delayed(_hash_files)(t, algorithm, length) for t in tasks])
    digests = [d for ds in results for d in ds]
    lines = [manifest_line(d, p) for p, d in zip(files, digests)]
    return "".join(line + "\n" for line in lines)


# ---- keyed columns ----------------------------------------------------------------


def _mac_part(part, key):
    return _to_pandas(_arrow.mac(key, _to_arrow(part)), part)


def _prf_part(part, key, length):
    return _to_pandas(_arrow.prf(key, _to_arrow(part), length), part)


def mac(key, series):
    """Ascon-Mac of every row under one 16-byte key: a Series of
    ``fixed_size_binary(16)`` tags with the input's index (see
    ``ascon_native.arrow.mac``). The key travels in the task graph."""
    key = _arrow._check_key16(key)  # first: a swapped (series, key) gets the hint
    _check_series(series)
    return series.map_partitions(_mac_part, key, meta=_meta(series, pa.binary(_arrow.MAC_SIZE)))


def prf(key, series, length):
    """The first ``length`` bytes of Ascon-Prf of every row under one 16-byte
    key: a Series of ``fixed_size_binary(length)`` with the input's index."""
    key = _arrow._check_key16(key)
    _check_series(series)
    _arrow._check_length(length)
    return series.map_partitions(_prf_part, key, length, meta=_meta(series, pa.binary(length)))


__all__ += ["mac", "prf"]
