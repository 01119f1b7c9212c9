# SPDX-License-Identifier: Apache-2.0 OR MIT
# examples/python/dask_column_and_tree.py: python dask_column_and_tree.py (needs the extra "dask"; asconsum on PATH)
import os, pathlib, subprocess, tempfile
import dask.dataframe as dd
import pandas as pd
import pyarrow as pa
from distributed import Client, LocalCluster
import ascon_native as ascon
from ascon_native import dask as adask


def main():
    os.chdir(tempfile.mkdtemp())
    for i in range(100):
        p = pathlib.Path("photos", f"{i % 4}", f"img{i}.raw")
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_bytes(os.urandom(i * 100))

    # host: the scheduler, nannies and workers listen on loopback only.
    with LocalCluster(n_workers=2, threads_per_worker=1, host="127.0.0.1", dashboard_address=None) as cluster, \
            Client(cluster) as client:
        # A column: digests and ciphertexts computed on the workers.
        pser = pd.Series([b"x" * i for i in range(1000)], dtype=pd.ArrowDtype(pa.binary()))
        s = dd.from_pandas(pser, npartitions=4)
        digests = adask.hash256(s).compute()
        assert digests.iloc[3] == ascon.hash256(b"xxx")
        key = bytes(range(16))
        sealed = adask.encrypt(s, key)
        assert adask.decrypt(sealed, key).compute().tolist() == pser.tolist()

        # A file tree: the manifest asconsum --check verifies.
        manifest = adask.checksum_tree("photos", client=client)
        pathlib.Path("photos.asconsum").write_text(manifest)

    subprocess.run(["asconsum", "--check", "--quiet", "photos.asconsum"], check=True)
    print(manifest.splitlines()[0])


# The guard matters: the cluster starts worker processes that import this file.
if __name__ == "__main__":
    main()
