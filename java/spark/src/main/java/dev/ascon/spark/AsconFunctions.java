// SPDX-License-Identifier: Apache-2.0 OR MIT
package dev.ascon.spark;

import dev.ascon.Aead128;
import dev.ascon.AsconMac;
import dev.ascon.AsconPrf;
import dev.ascon.Hash256;
import dev.ascon.Xof128;
import java.security.SecureRandom;
import java.util.Arrays;
import javax.crypto.AEADBadTagException;
import org.apache.spark.unsafe.types.UTF8String;

/**
 * What the Spark SQL functions run per row: static methods that the
 * generated code of each function's StaticInvoke expression calls directly
 * (no UDF boundary, no conversion of the row's bytes). Nulls never arrive
 * where the function propagates them; the associated-data forms take a null
 * AD row as empty, as ascon_native.spark's UDFs do. Encrypted rows are
 * nonce (16) || ciphertext || tag (16), the format of encrypt_udf.
 */
public final class AsconFunctions {
  private AsconFunctions() {}

  private static final byte[] HEX = "0123456789abcdef".getBytes(java.nio.charset.StandardCharsets.US_ASCII);

  static UTF8String hex(byte[] b) {
    byte[] out = new byte[2 * b.length];
    for (int i = 0; i < b.length; i++) {
      out[2 * i] = HEX[(b[i] >> 4) & 15];
      out[2 * i + 1] = HEX[b[i] & 15];
    }
    return UTF8String.fromBytes(out);
  }

  public static byte[] hash256(byte[] in) {
    return Hash256.hash(in);
  }

  public static UTF8String hash256Hex(byte[] in) {
    return hex(Hash256.hash(in));
  }

  public static byte[] xof128(byte[] in, int n) {
    if (n < 0) throw new IllegalArgumentException("ascon_xof128: negative output length " + n);
    return Xof128.xof(in, n);
  }

  public static UTF8String xof128Hex(byte[] in, int n) {
    return hex(xof128(in, n));
  }

  public static byte[] mac(byte[] in, byte[] key) {
    checkKey("ascon_mac", key);
    return AsconMac.mac(key, in);
  }

  public static UTF8String macHex(byte[] in, byte[] key) {
    return hex(mac(in, key));
  }

  public static byte[] prf(byte[] in, byte[] key, int n) {
    checkKey("ascon_prf", key);
    if (n < 0) throw new IllegalArgumentException("ascon_prf: negative output length " + n);
    return AsconPrf.prf(key, in, n);
  }

  public static UTF8String prfHex(byte[] in, byte[] key, int n) {
    return hex(prf(in, key, n));
  }

  public static byte[] encrypt(byte[] pt, byte[] key) {
    return encryptAd(pt, key, null);
  }

  /** pt and key null: null; ad null: empty. */
  public static byte[] encryptAd(byte[] pt, byte[] key, byte[] ad) {
    if (pt == null || key == null) return null;
    Aead128 a = aead("ascon_encrypt", key);
    byte[] out = new byte[16 + pt.length + 16];
    Nonces.next(out);
    a.encrypt(Arrays.copyOf(out, 16), pt, 0, pt.length, ad, 0, ad == null ? 0 : ad.length, out, 16);
    a.destroy();
    return out;
  }

  public static byte[] decrypt(byte[] row, byte[] key) {
    return decryptAd(row, key, null);
  }

  /** Raises on a row that does not verify (a wrong key must not pass as an all-null column). */
  public static byte[] decryptAd(byte[] row, byte[] key, byte[] ad) {
    if (row == null || key == null) return null;
    try {
      return open(row, key, ad);
    } catch (AEADBadTagException e) {
      throw new SecurityException("ascon_decrypt: row does not verify (wrong key, associated data, or tampered data); "
          + "try_ascon_decrypt gives null instead", e);
    }
  }

  public static byte[] tryDecrypt(byte[] row, byte[] key) {
    return tryDecryptAd(row, key, null);
  }

  /** Null for a row that does not verify; a wrong-size key still raises (it is a mistake, not data). */
  public static byte[] tryDecryptAd(byte[] row, byte[] key, byte[] ad) {
    if (row == null || key == null) return null;
    try {
      return open(row, key, ad);
    } catch (AEADBadTagException e) {
      return null;
    }
  }

  private static byte[] open(byte[] row, byte[] key, byte[] ad) throws AEADBadTagException {
    Aead128 a = aead("ascon_decrypt", key);
    try {
      if (row.length < 32) throw new AEADBadTagException("row shorter than nonce and tag");
      byte[] pt = new byte[row.length - 32];
      a.decrypt(Arrays.copyOf(row, 16), row, 16, row.length - 16, ad, 0, ad == null ? 0 : ad.length, pt, 0);
      return pt;
    } finally {
      a.destroy();
    }
  }

  private static Aead128 aead(String fn, byte[] key) {
    if (key.length != Aead128.KEY_SIZE)
      throw new IllegalArgumentException(fn + ": key must be 16 bytes, got " + key.length);
    return new Aead128(key);
  }

  static void checkKey(String fn, byte[] key) {
    if (key.length != 16) throw new IllegalArgumentException(fn + ": key must be 16 bytes, got " + key.length);
  }

  /** Fresh random nonces, drawn from SecureRandom 4 KiB at a time per thread. */
  static final class Nonces {
    private static final ThreadLocal<Nonces> LOCAL = ThreadLocal.withInitial(Nonces::new);
    private final SecureRandom rng = new SecureRandom();
    private final byte[] pool = new byte[4096];
    private int at = pool.length;

    static void next(byte[] out) {
      Nonces n = LOCAL.get();
      if (n.at == n.pool.length) {
        n.rng.nextBytes(n.pool);
        n.at = 0;
      }
      System.arraycopy(n.pool, n.at, out, 0, 16);
      Arrays.fill(n.pool, n.at, n.at + 16, (byte) 0); // each nonce handed out once
      n.at += 16;
    }
  }
}
