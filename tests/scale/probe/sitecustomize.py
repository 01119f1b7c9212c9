# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Loaded at start-up by the example processes the scale-out tests run
(PYTHONPATH), acting in the first process only: ASCON_LISTENER_PROBE is
"dask:FILE" or "spark:FILE"; once the example's LocalCluster or Spark
session is up, the listening sockets of the process tree
(listeners.not_on_loopback) are appended to FILE as a JSON line. The
example itself runs unchanged."""

import os

_probe = os.environ.pop("ASCON_LISTENER_PROBE", None)  # popped: child processes do not probe


def _record(out):
    import json

    import listeners

    with open(out, "a") as f:
        f.write(json.dumps(listeners.not_on_loopback()) + "\n")


def _wrap(cls, name, out):
    inner = getattr(cls, name)

    def wrapped(self, *args, **kwargs):
        result = inner(self, *args, **kwargs)
        _record(out)
        return result

    setattr(cls, name, wrapped)


if _probe:
    _kind, _out = _probe.split(":", 1)
    if _kind == "dask":
        import distributed

        _wrap(distributed.LocalCluster, "__init__", _out)
    elif _kind == "spark":
        from pyspark.sql import SparkSession

        _wrap(SparkSession.Builder, "getOrCreate", _out)
