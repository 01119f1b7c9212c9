# SPDX-License-Identifier: Apache-2.0 OR MIT
# examples/python/spark_udfs.py: python spark_udfs.py (needs the extra "spark" and Java 17+)
import os
import sys
import pyarrow as pa
from pyspark.sql import SparkSession
from pyspark.sql import functions as F
import ascon_native as ascon
from ascon_native import arrow, spark as aspark

# The executors' Python workers must be a Python with ascon_native and
# pyarrow installed: this one. A local session serves only this machine: the
# driver, the block manager and the web UI on loopback, not on the network
# (both variables are read when the JVM starts).
os.environ.setdefault("PYSPARK_PYTHON", sys.executable)
os.environ.setdefault("SPARK_LOCAL_IP", "127.0.0.1")
spark = (SparkSession.builder.master("local[2]")
         .config("spark.driver.bindAddress", "127.0.0.1").config("spark.driver.host", "127.0.0.1")
         .getOrCreate())
df = spark.createDataFrame([(i, f"user{i}@example.org".encode()) for i in range(1000)], "id long, email binary")

# A column: Ascon-Hash256 beside Spark's own sha2 (hex=True: the same form, a hex string).
hashed = df.select("id", aspark.hash256_udf()("email").alias("ascon"), F.sha2("email", 256).alias("sha256"),
                   aspark.hash256_udf(hex=True)("email").alias("ascon_hex"))
row = hashed.where("id = 7").first()
assert row.ascon == ascon.hash256(b"user7@example.org") and row.ascon_hex == row.ascon.hex()

# Pseudonymization: a keyed digest (Ascon-Mac), one key per purpose, kept in a secret store.
mac_key = os.urandom(16)
users = df.select(aspark.mac_udf(mac_key)("email").alias("user"), "id")
assert users.where("id = 7").first().user == ascon.mac(mac_key, b"user7@example.org")

# Encryption: nonce || ciphertext || tag per row; a row that fails decryption fails the job.
# The associated data: one value for every row, or a column (here each row's id).
key = ascon.AsconAEAD128.generate_key()
sealed = df.select("id", aspark.encrypt_udf(key, b"users")("email").alias("sealed"))
opened = sealed.select("id", aspark.decrypt_udf(key, b"users")("sealed").alias("email"))
assert opened.where("id = 7").first().email == b"user7@example.org"
ad = F.col("id").cast("string").cast("binary")
bound = df.select("id", aspark.encrypt_udf(key, ad)("email").alias("sealed"))
assert bound.select(aspark.decrypt_udf(key, ad)("sealed").alias("e")).where("e is null").count() == 0

# mapInArrow: whole record batches, several columns at once.
def add_digest(batches):
    for b in batches:
        yield pa.RecordBatch.from_arrays(
            [b.column("id"), arrow.hash256(b.column("email")).cast(pa.binary())], names=["id", "digest"])

digests = df.mapInArrow(add_digest, "id long, digest binary")
assert digests.where("id = 7").first().digest == row.ascon
print(digests.count(), "rows hashed")
spark.stop()
