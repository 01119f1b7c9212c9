# SPDX-License-Identifier: Apache-2.0 OR MIT
# examples/python/java_spark.py: python java_spark.py (needs pyspark, Java 17+ and the jar of java/spark)
# Build the jar first (docs/java.md):
#   cd java && mvn -q package -DskipTests -Dspark.jars.dir=$(python -c 'import pyspark,os;print(os.path.dirname(pyspark.__file__))')/jars
# (ASCON_SPARK_JAR names another jar). The Java library's Spark SQL functions from PySpark.
import os
import sys
from pyspark.sql import SparkSession
from pyspark.sql import functions as F

here = os.path.dirname(os.path.abspath(__file__))
jar = os.environ.get("ASCON_SPARK_JAR", os.path.join(here, "..", "..", "java", "spark", "target", "ascon-spark-0.1.0.jar"))
if not os.path.isfile(jar):
    sys.exit(f"java_spark.py: error: {jar} not found: build it (see docs/java.md) or set ASCON_SPARK_JAR")

# A local session on loopback only, with the jar and its SQL extension.
os.environ.setdefault("SPARK_LOCAL_IP", "127.0.0.1")
os.environ.setdefault("PYSPARK_PYTHON", sys.executable)
spark = (SparkSession.builder.master("local[2]")
         .config("spark.driver.bindAddress", "127.0.0.1").config("spark.driver.host", "127.0.0.1")
         .config("spark.ui.enabled", "false")
         .config("spark.jars", jar)
         .config("spark.sql.extensions", "dev.ascon.spark.AsconExtensions")
         .getOrCreate())
spark.sparkContext.setLogLevel("ERROR")

df = spark.createDataFrame([(i, f"user{i}@example.org") for i in range(1000)], "id long, email string")
df.createOrReplaceTempView("users")

# SQL: a digest as sha2 gives it (hex string), and the raw bytes.
row = spark.sql("""select ascon_hash256_hex(email) as h, sha2(email, 256) as s, ascon_hash256(email) as b
                   from users where id = 7""").first()
print("ascon_hash256_hex:", row.h)
assert len(row.h) == 64 and row.b.hex() == row.h
# Ascon-Hash256 of "abc" (the first bytes of the published digest).
assert spark.sql("select ascon_hash256_hex('abc')").first()[0].startswith("45aa03431c3c829b")

# Pseudonymization with a keyed digest, and encryption bound to each row's id.
mac_key, key = os.urandom(16), os.urandom(16)
ad = F.col("id").cast("string").cast("binary")
sealed = df.select("id", F.call_function("ascon_mac_hex", F.col("email"), F.lit(mac_key)).alias("user"),
                   F.call_function("ascon_encrypt", F.col("email"), F.lit(key), ad).alias("sealed"))
opened = sealed.select("id", F.call_function("ascon_decrypt", F.col("sealed"), F.lit(key), ad).cast("string").alias("email"))
assert opened.where("id = 7").first().email == "user7@example.org"
# Another row's id as associated data does not verify: null with try_ascon_decrypt.
moved = sealed.select(F.call_function("try_ascon_decrypt", F.col("sealed"), F.lit(key),
                                      (F.col("id") + 1).cast("string").cast("binary")).alias("x"))
assert moved.where("x is not null").count() == 0

# ascon_native.spark picks these functions when the session has them.
try:
    from ascon_native import spark as aspark
except ImportError:
    print("ascon_native not installed: skipping its part")
else:
    print("ascon_native.spark engine:", aspark.engine(spark))
    assert aspark.engine(spark) == "jvm"
    got = df.select(aspark.hash256_udf(hex=True)("email").alias("h")).where(F.col("h") == row.h).count()
    assert got == 1
print("java_spark.py: ok")
spark.stop()
