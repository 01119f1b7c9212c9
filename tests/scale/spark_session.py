# SPDX-License-Identifier: Apache-2.0 OR MIT
"""The SparkSession every Spark test module opens: master local[2], every
server on loopback, no UI, two shuffle partitions, quiet logs."""
import os
import sys

from pyspark.sql import SparkSession


def loopback_session(app_name, **config):
    # The executors' Python must be this one (it has ascon_native installed).
    os.environ.setdefault("PYSPARK_PYTHON", sys.executable)
    # Every server on loopback: the driver and block manager (bindAddress,
    # host), and anything else the JVM opens (SPARK_LOCAL_IP, read at launch).
    os.environ.setdefault("SPARK_LOCAL_IP", "127.0.0.1")
    b = (SparkSession.builder.master("local[2]").appName(app_name)
         .config("spark.driver.bindAddress", "127.0.0.1").config("spark.driver.host", "127.0.0.1")
         .config("spark.ui.enabled", "false").config("spark.sql.shuffle.partitions", "2"))
    for key, value in config.items():
        b = b.config(key, value)
    s = b.getOrCreate()
    s.sparkContext.setLogLevel("ERROR")
    return s
