// SPDX-License-Identifier: Apache-2.0 OR MIT
package dev.ascon.spark;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ascon.Vectors;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The SQL functions on one SparkSession (master local[2], every socket on
 * loopback), against the known-answer vectors. Codegen only: a function that
 * fell back to interpreted evaluation would fail the query.
 */
class SparkFunctionsTest {
  static SparkSession spark;

  @BeforeAll
  static void start() {
    spark = SparkSession.builder().master("local[2]").appName("ascon-spark-test")
        .config("spark.driver.bindAddress", "127.0.0.1").config("spark.driver.host", "127.0.0.1")
        .config("spark.ui.enabled", "false").config("spark.sql.shuffle.partitions", "2")
        .config("spark.sql.codegen.factoryMode", "CODEGEN_ONLY")
        .config("spark.sql.extensions", AsconExtensions.class.getName()).getOrCreate();
  }

  @AfterAll
  static void stop() {
    if (spark != null) spark.stop();
  }

  /** A table of binary columns from a vector file (fields renamed to lower case). */
  static Dataset<Row> table(String file, String... fields) {
    List<StructField> sf = new ArrayList<>();
    for (String f : fields) sf.add(DataTypes.createStructField(f.toLowerCase(), DataTypes.BinaryType, true));
    List<Row> rows = new ArrayList<>();
    for (Map<String, String> r : Vectors.records(file)) {
      Object[] v = new Object[fields.length];
      for (int i = 0; i < fields.length; i++) v[i] = Vectors.hex(r, fields[i]);
      rows.add(RowFactory.create(v));
    }
    return spark.createDataFrame(rows, DataTypes.createStructType(sf));
  }

  static long count(String sql) {
    return spark.sql(sql).count();
  }

  @Test
  void digestsMatchTheVectors() {
    table("sp800-232/ascon-hash256.txt", "Msg", "MD").createOrReplaceTempView("h");
    assertEquals(1025, count("select * from h where ascon_hash256(msg) = md and ascon_hash256_hex(msg) = lower(hex(md))"));
    String plan = spark.sql("select ascon_hash256(cast(id as string)) from range(10)").queryExecution().executedPlan().toString();
    assertTrue(plan.contains("*("), "whole-stage generated code: " + plan);
    // columns are named as written, as Spark's own functions are
    assertEquals("ascon_hash256(msg)", spark.sql("select ascon_hash256(msg) from h").columns()[0]);
    assertEquals("ascon_xof128_hex(ascon_hash256(msg), 4)", spark.sql("select ascon_xof128_hex(ascon_hash256(msg), 4) from h").columns()[0]);
    assertEquals(1025, count("select * from h where length(ascon_hash256(msg)) = 32"), "nested in a built-in");
    table("sp800-232/ascon-xof128.txt", "Msg", "MD").createOrReplaceTempView("x");
    assertEquals(1025, count("select * from x where ascon_xof128(msg, 64) = md and ascon_xof128_hex(msg, 64) = lower(hex(md))"));
    table("mac-prf-v1.3/ascon-mac.txt", "Key", "Msg", "Tag").createOrReplaceTempView("m");
    assertEquals(1025, count("select * from m where ascon_mac(msg, key) = tag and ascon_mac_hex(msg, key) = lower(hex(tag))"));
    assertEquals("ascon_mac_hex(msg, key)", spark.sql("select ascon_mac_hex(msg, key) from m").columns()[0]);
    table("mac-prf-v1.3/ascon-prf.txt", "Key", "Msg", "Tag").createOrReplaceTempView("p");
    assertEquals(1025, count("select * from p where ascon_prf(msg, key, 64) = tag and ascon_prf(msg, key) = substring(tag, 1, 16)"));
  }

  @Test
  void stringsNullsAndKeys() {
    Row r = spark.sql("select ascon_hash256('abc') = ascon_hash256(cast('abc' as binary)), ascon_hash256(cast(null as binary)),"
        + " ascon_mac(cast(null as binary), X'000102030405060708090A0B0C0D0E0F'), ascon_encrypt(cast(null as binary), X'000102030405060708090A0B0C0D0E0F')").first();
    assertEquals(true, r.get(0));
    assertNull(r.get(1));
    assertNull(r.get(2));
    assertNull(r.get(3));
    Exception lit = assertThrows(Exception.class, () -> spark.sql("select ascon_mac(X'00', X'0011')").collect());
    assertTrue(String.valueOf(lit.getMessage()).contains("key must be 16 bytes"), lit.getMessage());
    Exception col = assertThrows(Exception.class,
        () -> spark.sql("select ascon_encrypt(X'00', k) from values (X'00112233') as t(k)").collect());
    assertTrue(causes(col).contains("key must be 16 bytes, got 4"), causes(col));
  }

  @Test
  void decryptTheVectorsAndRefuseForgeries() {
    List<Row> rows = new ArrayList<>();
    for (Map<String, String> v : Vectors.records("sp800-232/ascon-aead128.txt")) {
      byte[] nonce = Vectors.hex(v, "Nonce"), ct = Vectors.hex(v, "CT");
      byte[] row = Arrays.copyOf(nonce, 16 + ct.length);
      System.arraycopy(ct, 0, row, 16, ct.length);
      rows.add(RowFactory.create(Vectors.hex(v, "Key"), row, Vectors.hex(v, "AD"), Vectors.hex(v, "PT")));
    }
    StructType st = DataTypes.createStructType(Arrays.asList(DataTypes.createStructField("key", DataTypes.BinaryType, true),
        DataTypes.createStructField("c", DataTypes.BinaryType, true), DataTypes.createStructField("ad", DataTypes.BinaryType, true),
        DataTypes.createStructField("pt", DataTypes.BinaryType, true)));
    spark.createDataFrame(rows, st).createOrReplaceTempView("a");
    assertEquals(1089, count("select * from a where ascon_decrypt(c, key, ad) = pt and try_ascon_decrypt(c, key, ad) = pt"));
    assertEquals(1089, count("select * from a where ascon_decrypt(ascon_encrypt(pt, key, ad), key, ad) = pt"));
    assertEquals(1089, count("select * from a where ascon_encrypt(pt, key) <> ascon_encrypt(pt, key)"), "fresh nonce per row");
    // a null associated-data row counts as empty, as in ascon_native.spark
    assertEquals(1, count("select * from a where length(ad) = 0 and length(pt) = 0 and ascon_decrypt(c, key, cast(null as binary)) = pt"));
    // tampered rows: null with try_, an error without
    assertEquals(1089, count("select * from a where try_ascon_decrypt(c, key, concat(ad, X'00')) is null"));
    Exception e = assertThrows(Exception.class, () -> spark.sql("select ascon_decrypt(c, key, concat(ad, X'00')) from a").collect());
    assertTrue(causes(e).contains("does not verify"), causes(e));
    Row one = spark.sql("select ascon_decrypt(ascon_encrypt(X'616263', X'000102030405060708090A0B0C0D0E0F'), X'000102030405060708090A0B0C0D0E0F')").first();
    assertArrayEquals("abc".getBytes(), (byte[]) one.get(0));
  }

  static String causes(Throwable t) {
    StringBuilder b = new StringBuilder();
    for (; t != null; t = t.getCause()) b.append(t).append(" | ");
    return b.toString();
  }
}
