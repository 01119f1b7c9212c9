# SPDX-License-Identifier: Apache-2.0 OR MIT
"""ascon_native.dask on a real distributed.LocalCluster (2 worker processes,
1 thread each): every row equals the scalar API (null, empty and 1 MiB values
included), tampered rows are null or fail, and checksum_tree's manifest of a
1,000-file tree (odd names included) passes `asconsum --check`."""

import os
import pathlib
import subprocess

import dask
import dask.dataframe as dd
import pandas as pd
import pyarrow as pa
import pytest
from distributed import Client, LocalCluster

import ascon_native as ascon
from ascon_native import dask as adask
from listeners import not_on_loopback

ROOT = pathlib.Path(__file__).resolve().parents[2]
KEY = bytes(range(16))
MIB = bytes(range(256)) * 4096  # 1 MiB, not valid UTF-8
VALUES = [b"", None, b"abc", MIB, b"\xff\xfe", None] + [bytes([i]) * (i * 37) for i in range(60)]


def asconsum():
    path = os.environ.get("ASCONSUM", str(ROOT / "build/release/cli/asconsum/asconsum"))
    if not os.access(path, os.X_OK):
        raise RuntimeError(f"asconsum not found at {path}: build it (cmake --build build/release --target asconsum) or set ASCONSUM")
    return path


@pytest.fixture(scope="module")
def client():
    # host: the scheduler, nannies and workers listen on loopback only.
    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True, host="127.0.0.1",
                      dashboard_address=None) as cluster:
        with Client(cluster) as c:
            yield c


def binary_series(values, npartitions=4):
    pser = pd.Series(values, dtype=pd.ArrowDtype(pa.binary()), name="payload")
    return dd.from_pandas(pser, npartitions=npartitions)


def scalar(fn, values):
    return [None if v is None else fn(v) for v in values]


def as_list(pser):
    return [None if pd.isna(v) else v for v in pser.tolist()]


def test_hash256_every_row(client):
    s = binary_series(VALUES)
    out = adask.hash256(s)
    assert out.dtype == pd.ArrowDtype(pa.binary(32))
    got = out.compute()
    assert as_list(got) == scalar(ascon.hash256, VALUES)
    assert got.name == "payload"
    assert len(client.scheduler_info()["workers"]) == 2


def test_object_bytes_column(client):
    # object columns of bytes work too when Dask keeps them as objects.
    with dask.config.set({"dataframe.convert-string": False}):
        s = dd.from_pandas(pd.Series(VALUES, dtype=object), npartitions=3)
        assert as_list(adask.hash256(s).compute()) == scalar(ascon.hash256, VALUES)


def test_encrypt_decrypt_and_tampering(client):
    s = binary_series(VALUES)
    sealed = adask.encrypt(s, KEY, b"hdr").persist()
    rows = as_list(sealed.compute())
    aead = ascon.AsconAEAD128(KEY)
    for v, r in zip(VALUES, rows):
        assert (r is None) if v is None else aead.decrypt(r[:16], r[16:], b"hdr") == v
    assert as_list(adask.decrypt(sealed, KEY, b"hdr").compute()) == VALUES

    bad = list(rows)
    bad[2] = bad[2][:-1] + bytes([bad[2][-1] ^ 1])
    tampered = binary_series(bad)
    got = as_list(adask.decrypt(tampered, KEY, b"hdr", errors="null").compute())
    assert got == [None if i == 2 else v for i, v in enumerate(VALUES)]
    with pytest.raises(ascon.InvalidTag):
        adask.decrypt(tampered, KEY, b"hdr").compute()


def test_invalid_tag_names_the_row_of_the_whole_series(client):
    # 4 partitions of 100 rows: row 250 sits in partition 2, at row 50 of it.
    values = [bytes([i % 256]) * 8 for i in range(400)]
    rows = as_list(adask.encrypt(binary_series(values), KEY).compute())
    rows[250] = rows[250][:-1] + bytes([rows[250][-1] ^ 1])
    with pytest.raises(ascon.InvalidTag, match=r"index label 250 \(row 50 of partition 2\)"):
        adask.decrypt(binary_series(rows), KEY).compute()


def test_dataframe_instead_of_series_is_a_clear_type_error():
    df = dd.from_pandas(pd.DataFrame({"payload": [b"a", b"b"], "n": [1, 2]}), npartitions=1)
    for call in (lambda: adask.hash256(df), lambda: adask.encrypt(df, KEY), lambda: adask.decrypt(df, KEY)):
        with pytest.raises(TypeError, match=r"series must be a dask.dataframe Series.*DataFrame.*'payload'"):
            call()


def test_bad_arguments():
    s = binary_series(VALUES[:3], 1)
    with pytest.raises(TypeError, match="series"):
        adask.hash256([b"a"])
    with pytest.raises(ValueError, match="key"):
        adask.encrypt(s, bytes(15))
    with pytest.raises(TypeError, match="key"):
        adask.encrypt(s, "k" * 16)
    with pytest.raises(TypeError, match="associated_data"):
        adask.encrypt(s, KEY, "ad")
    with pytest.raises(ValueError, match="errors"):
        adask.decrypt(s, KEY, errors="skip")
    with pytest.raises(ValueError, match="algorithm"):
        adask.checksum_tree(".", algorithm="sha256")


def make_tree(root: pathlib.Path, n=1000):
    names = []
    for i in range(n):
        sub = root / f"d{i % 7}" / f"e{i % 3}"
        sub.mkdir(parents=True, exist_ok=True)
        p = sub / f"f{i:04d}.bin"
        p.write_bytes(bytes([i & 0xFF]) * (i % 300))
        names.append(p)
    # Odd names (escaped in the manifest), an empty file and one over 1 MiB (streamed).
    for name, data in (("new\nline", b"n"), ("back\\slash", b"b"), ("sp ace", b"s"), ("empty", b""), ("big", MIB + b"!")):
        (root / name).write_bytes(data)
    return n + 5


def test_checksum_tree_passes_asconsum_check(client, tmp_path):
    tree = tmp_path / "tree"
    count = make_tree(tree)
    os.chdir(tmp_path)  # relative paths, as a user runs it
    manifest = adask.checksum_tree("tree", client=client, files_per_task=64)
    lines = manifest.splitlines()
    assert len(lines) == count
    assert "\\" + ascon.hash256(b"n").hex() + "  tree/new\\nline" in lines
    (tmp_path / "SUMS").write_text(manifest)
    r = subprocess.run([asconsum(), "--check", "SUMS"], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    assert r.stdout.count(": OK") == count
    # The same manifest from the default scheduler, and from a glob.
    assert adask.checksum_tree("tree") == manifest
    assert adask.checksum_tree("tree/d1/**/*.bin", client=client).count("\n") == sum(
        1 for i in range(1000) if i % 7 == 1
    )
    # A changed file fails the check.
    (tree / "d0" / "e0" / "f0000.bin").write_bytes(b"changed")
    r = subprocess.run([asconsum(), "--check", "SUMS"], capture_output=True, text=True)
    assert r.returncode == 1 and "f0000.bin: FAILED" in r.stdout


def test_checksum_tree_xof128(client, tmp_path):
    (tmp_path / "a").write_bytes(b"abc")
    os.chdir(tmp_path)
    manifest = adask.checksum_tree(["a"], client=client, algorithm="ascon-xof128", length=20)  # catalogue name
    assert manifest == ascon.xof128(b"abc", 20).hex() + "  a\n"
    (tmp_path / "SUMS").write_text(manifest)
    r = subprocess.run([asconsum(), "-a", "xof128", "--length", "20", "--check", "SUMS"], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr


# ---- checksum_tree on hostile trees: regular files only, no symlink out ----------


def hostile_tree(tmp_path):
    """A tree with one regular file and every kind of entry that must not be
    hashed: a symlink out of the tree (a file the manifest's reader may not
    read), a symlink to /dev/zero, a FIFO with no writer, a symlink to a file
    inside the tree."""
    tree = tmp_path / "tree"
    tree.mkdir()
    (tree / "a").write_bytes(b"abc")
    (tmp_path / "secret").write_bytes(b"outside the tree")
    (tree / "out").symlink_to(tmp_path / "secret")
    (tree / "zero").symlink_to("/dev/zero")
    os.mkfifo(tree / "fifo")
    (tree / "inside").symlink_to("a")
    return tree


def with_alarm(seconds, f):
    """f() or a failure after `seconds` (a hang on a FIFO or /dev/zero)."""
    import signal

    def timeout(*_):
        raise TimeoutError(f"no result after {seconds} s")

    old = signal.signal(signal.SIGALRM, timeout)
    signal.alarm(seconds)
    try:
        return f()
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)


def test_checksum_tree_hashes_regular_files_only(tmp_path):
    tree = hostile_tree(tmp_path)
    os.chdir(tmp_path)
    manifest = with_alarm(20, lambda: adask.checksum_tree("tree"))
    assert manifest == ascon.hash256(b"abc").hex() + "  tree/a\n"
    # A glob sees the same entries and takes the same ones.
    assert with_alarm(20, lambda: adask.checksum_tree("tree/*")) == manifest


def test_checksum_tree_symlinks_inside_only_when_asked(tmp_path):
    tree = hostile_tree(tmp_path)
    os.chdir(tmp_path)
    manifest = with_alarm(20, lambda: adask.checksum_tree("tree", follow_symlinks=True))
    digest = ascon.hash256(b"abc").hex()
    # The link to a file inside the tree is hashed; the ones leaving it
    # (the secret, /dev/zero) and the FIFO are not.
    assert manifest == f"{digest}  tree/a\n{digest}  tree/inside\n"
    with pytest.raises(TypeError, match="follow_symlinks"):
        adask.checksum_tree("tree", follow_symlinks="yes")


def test_checksum_tree_refuses_named_special_files(tmp_path):
    tree = hostile_tree(tmp_path)
    os.chdir(tmp_path)
    for name in ("tree/out", "tree/zero", "tree/fifo", "/dev/zero"):
        with pytest.raises(ValueError, match="not a regular file"):
            with_alarm(20, lambda: adask.checksum_tree([name]))


def test_checksum_tree_worker_rechecks_each_file(tmp_path):
    # A file swapped for a FIFO, a symlink or a device after the listing:
    # the worker opens without following links or blocking, and refuses it.
    tree = tmp_path / "tree"
    tree.mkdir()
    for name in ("a", "fifo", "zero", "out"):
        (tree / name).write_bytes(b"abc")
    listed = dict(adask._expand(str(tree)))
    (tmp_path / "secret").write_bytes(b"outside the tree")
    for name in ("fifo", "zero", "out"):
        os.unlink(tree / name)
    os.mkfifo(tree / "fifo")
    (tree / "zero").symlink_to("/dev/zero")
    (tree / "out").symlink_to(tmp_path / "secret")
    for name in ("fifo", "zero", "out"):
        with pytest.raises(OSError):
            with_alarm(20, lambda: adask._hash_files([listed[str(tree / name)]], "hash256", 32))
    # An entry for a device (never listed: the listing refuses one) is refused too.
    with pytest.raises(OSError, match="not a regular file"):
        with_alarm(20, lambda: adask._hash_files([adask._listed("/dev", "/dev/zero")], "hash256", 32))
    assert adask._hash_files([listed[str(tree / "a")]], "hash256", 32) == [ascon.hash256(b"abc").hex()]


def test_checksum_tree_worker_hashes_only_the_listed_file(tmp_path):
    # A directory of the tree replaced by a symlink to one outside it between
    # the listing and the hashing: the worker must not hash the file outside
    # under the listed name (O_NOFOLLOW covers only the last component).
    tree = tmp_path / "tree"
    (tree / "sub").mkdir(parents=True)
    (tree / "sub" / "f").write_bytes(b"inside")
    (tree / "g").write_bytes(b"also inside")
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "f").write_bytes(b"outside the tree")
    (outside / "g").write_bytes(b"outside the tree")
    listed = dict(adask._expand(str(tree)))
    tasks = [listed[str(tree / "sub" / "f")]]
    os.rename(tree / "sub", tmp_path / "moved")
    os.symlink(outside, tree / "sub")
    with pytest.raises(OSError):
        with_alarm(20, lambda: adask._hash_files(tasks, "hash256", 32))
    # A file replaced by another one (renamed over it) is not the file listed either.
    task = listed[str(tree / "g")]
    os.rename(outside / "g", tree / "g")
    with pytest.raises(OSError, match="changed since it was listed"):
        with_alarm(20, lambda: adask._hash_files([task], "hash256", 32))


def test_servers_listen_on_loopback_only(client):
    # The scheduler (this process) and the nannies and workers (its children).
    assert len(client.scheduler_info()["workers"]) == 2
    bad, n = not_on_loopback()
    assert n >= 3, "fewer listening sockets than servers: the check would pass on nothing"
    assert bad == [], "servers reachable from the network"


def test_mac_prf_every_row_keep_the_index(client):
    # A non-default index: each tag must stay on its row's label across partitions.
    pser = pd.Series(VALUES, dtype=pd.ArrowDtype(pa.binary()), index=[1000 + 3 * i for i in range(len(VALUES))])
    s = dd.from_pandas(pser, npartitions=4)
    tags = adask.mac(KEY, s).compute()
    assert list(tags.index) == list(pser.index)
    assert as_list(tags) == scalar(lambda v: ascon.mac(KEY, v), VALUES)
    out = adask.prf(KEY, s, 24).compute()
    assert str(out.dtype) == "fixed_size_binary[24][pyarrow]"
    assert as_list(out) == scalar(lambda v: ascon.prf(KEY, v, 24), VALUES)
    emails = dd.from_pandas(pd.Series(["a@example.org", None] * 10), npartitions=3)
    assert as_list(adask.mac(KEY, emails).compute()) == [ascon.mac(KEY, b"a@example.org"), None] * 10


def test_mac_prf_bad_arguments_on_the_client():
    s = binary_series([b"a"])
    with pytest.raises(TypeError, match="key comes first"):
        adask.mac(s, KEY)
    with pytest.raises(ValueError, match="key must be 16 bytes"):
        adask.prf(bytes(8), s, 8)
    with pytest.raises(ValueError, match="length"):
        adask.prf(KEY, s, 0)
    with pytest.raises(TypeError, match="not a DataFrame"):
        adask.mac(KEY, dd.from_pandas(pd.DataFrame({"a": [b"x"]}), npartitions=1))
