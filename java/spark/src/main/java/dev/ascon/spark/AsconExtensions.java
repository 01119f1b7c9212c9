// SPDX-License-Identifier: Apache-2.0 OR MIT
package dev.ascon.spark;

import java.util.Arrays;
import java.util.List;
import org.apache.spark.sql.SparkSessionExtensions;
import org.apache.spark.sql.catalyst.FunctionIdentifier;
import org.apache.spark.sql.catalyst.expressions.Alias;
import org.apache.spark.sql.catalyst.expressions.Expression;
import org.apache.spark.sql.catalyst.expressions.ExpressionInfo;
import org.apache.spark.sql.catalyst.expressions.Literal;
import org.apache.spark.sql.catalyst.expressions.objects.StaticInvoke;
import org.apache.spark.sql.types.AbstractDataType;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DataTypes;
import scala.Option;
import scala.Tuple3;
import scala.collection.immutable.Seq;
import scala.jdk.javaapi.CollectionConverters;
import scala.runtime.AbstractFunction1;
import scala.runtime.BoxedUnit;

/**
 * The Ascon SQL functions, registered with
 * {@code spark.sql.extensions=dev.ascon.spark.AsconExtensions}:
 * ascon_hash256(col), ascon_xof128(col, n), ascon_mac(col, key),
 * ascon_prf(col, key[, n = 16]), ascon_encrypt(col, key[, ad]),
 * ascon_decrypt(col, key[, ad]) (raises on a row that does not verify),
 * try_ascon_decrypt (null instead), and _hex forms of the digests
 * (lower-case hex strings, as sha2 returns). Strings are hashed as their
 * UTF-8 bytes (implicit cast to binary); null in, null out.
 *
 * Each call becomes a Catalyst StaticInvoke of an {@link AsconFunctions}
 * method, the expression Spark's own aes_encrypt/aes_decrypt become: its
 * doGenCode emits a direct call in the whole-stage generated code.
 */
public final class AsconExtensions extends AbstractFunction1<SparkSessionExtensions, BoxedUnit> {
  private static final DataType BIN = DataTypes.BinaryType, STR = DataTypes.StringType, INT = DataTypes.IntegerType;

  public AsconExtensions() {}

  @Override
  public BoxedUnit apply(SparkSessionExtensions ext) {
    digest(ext, "ascon_hash256", "hash256", 1, 1, "ascon_hash256(col): Ascon-Hash256, 32 bytes");
    digest(ext, "ascon_xof128", "xof128", 2, 2, "ascon_xof128(col, n): the first n bytes of Ascon-XOF128");
    digest(ext, "ascon_mac", "mac", 2, 2, "ascon_mac(col, key): Ascon-Mac under a 16-byte key, 16 bytes");
    digest(ext, "ascon_prf", "prf", 2, 3, "ascon_prf(col, key[, n]): the first n (default 16) bytes of Ascon-Prf");
    aead(ext, "ascon_encrypt", "encrypt", false, "ascon_encrypt(col, key[, ad]): nonce || ciphertext || tag (Ascon-AEAD128)");
    aead(ext, "ascon_decrypt", "decrypt", true, "ascon_decrypt(col, key[, ad]): the plaintext; raises on a row that does not verify");
    aead(ext, "try_ascon_decrypt", "tryDecrypt", true, "try_ascon_decrypt(col, key[, ad]): the plaintext, or null");
    return BoxedUnit.UNIT;
  }

  private static void register(SparkSessionExtensions ext, String name, String usage,
                               java.util.function.Function<List<Expression>, Expression> build) {
    ExpressionInfo info = new ExpressionInfo(AsconExtensions.class.getName(), null, name, usage, "", "", "", "misc_funcs", "0.1.0", "", "");
    ext.injectFunction(new Tuple3<>(FunctionIdentifier.apply(name), info,
        new AbstractFunction1<Seq<Expression>, Expression>() {
          @Override
          public Expression apply(Seq<Expression> args) {
            List<Expression> a = CollectionConverters.asJava(args);
            return named(name, a, build.apply(a));
          }
        }));
  }

  /**
   * The expression under the name the call was written with, e.g. ascon_hash256(v), as
   * Spark names its own functions' columns (the analyzer drops the alias wherever the
   * call is not a top-level column). Inside a built-in function the unaliased column
   * name shows the expression (length(static_invoke(...) AS `ascon_hash256(v)`)).
   */
  private static Expression named(String fn, List<Expression> args, Expression e) {
    StringBuilder b = new StringBuilder(fn).append('(');
    for (int i = 0; i < args.size(); i++) {
      if (i > 0) b.append(", ");
      Expression arg = args.get(i);
      if (arg instanceof Alias) { // one of these functions inside another: its name as written
        b.append(((Alias) arg).name());
        continue;
      }
      b.append(org.apache.spark.sql.catalyst.util.package$.MODULE$.toPrettySQL(arg,
          org.apache.spark.sql.catalyst.util.package$.MODULE$.toPrettySQL$default$2()));
    }
    String name = b.append(')').toString();
    return new Alias(e, name, Alias.apply$default$3(e, name), Alias.apply$default$4(e, name),
        Alias.apply$default$5(e, name), Alias.apply$default$6(e, name));
  }

  private static void digest(SparkSessionExtensions ext, String name, String method, int min, int max, String usage) {
    for (boolean hex : new boolean[] {false, true}) {
      String fn = hex ? name + "_hex" : name;
      register(ext, fn, usage, args -> {
        arity(fn, args, min, max);
        List<Expression> a = new java.util.ArrayList<>(args);
        if (name.equals("ascon_prf") && a.size() == 2) a.add(Literal.create(16, INT));
        List<AbstractDataType> types = new java.util.ArrayList<>();
        types.add(BIN);
        if (name.equals("ascon_xof128")) types.add(INT);
        if (name.equals("ascon_mac") || name.equals("ascon_prf")) {
          types.add(BIN);
          checkLiteralKey(fn, a.get(1));
        }
        if (name.equals("ascon_prf")) types.add(INT);
        return invoke(hex ? method + "Hex" : method, hex ? STR : BIN, a, types, true, true);
      });
    }
  }

  private static void aead(SparkSessionExtensions ext, String name, String method, boolean decrypt, String usage) {
    register(ext, name, usage, args -> {
      arity(name, args, 2, 3);
      checkLiteralKey(name, args.get(1));
      if (args.size() == 2)
        return invoke(method, BIN, args, List.of(BIN, BIN), true, decrypt);
      // a null associated-data row counts as empty, so nulls are handled in the method
      return invoke(method + "Ad", BIN, args, List.of(BIN, BIN, BIN), false, decrypt);
    });
  }

  private static Expression invoke(String method, DataType type, List<Expression> args, List<AbstractDataType> types,
                                   boolean propagateNull, boolean deterministic) {
    return new StaticInvoke(AsconFunctions.class, type, method, seq(args), seq(types), propagateNull, true,
        deterministic, Option.empty());
  }

  private static <T> Seq<T> seq(List<T> l) {
    return CollectionConverters.asScala(l).toList();
  }

  private static void arity(String fn, List<Expression> args, int min, int max) {
    if (args.size() < min || args.size() > max)
      throw new IllegalArgumentException(fn + " takes " + (min == max ? min : min + " to " + max) + " arguments, got " + args.size());
  }

  /** A constant key of the wrong size is refused when the query is analysed, not in every task. */
  private static void checkLiteralKey(String fn, Expression key) {
    if (!key.foldable()) return;
    Object v = key.eval(null);
    if (v instanceof byte[] && ((byte[]) v).length != 16)
      throw new IllegalArgumentException(fn + ": key must be 16 bytes, got " + ((byte[]) v).length);
    if (v instanceof org.apache.spark.unsafe.types.UTF8String && ((org.apache.spark.unsafe.types.UTF8String) v).numBytes() != 16)
      throw new IllegalArgumentException(fn + ": key must be 16 bytes (binary), got a string of "
          + ((org.apache.spark.unsafe.types.UTF8String) v).numBytes() + " bytes");
  }

  static List<String> names() {
    return Arrays.asList("ascon_hash256", "ascon_hash256_hex", "ascon_xof128", "ascon_xof128_hex", "ascon_mac",
        "ascon_mac_hex", "ascon_prf", "ascon_prf_hex", "ascon_encrypt", "ascon_decrypt", "try_ascon_decrypt");
  }
}
