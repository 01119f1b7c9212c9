// SPDX-License-Identifier: Apache-2.0 OR MIT
package dev.ascon;

import java.security.MessageDigest;
import java.util.Arrays;
import java.util.Objects;

/** Key length checks and constant-time comparison shared by the keyed classes. */
final class Keys {
  private Keys() {}

  static void checkKey(byte[] key, int off, int len, int expected, String what) {
    Objects.requireNonNull(key, "key");
    Objects.checkFromIndexSize(off, len, key.length);
    if (len != expected)
      throw new IllegalArgumentException(what + " key must be " + expected + " bytes, got " + len);
  }

  /** Constant-time equality of a[aOff..aOff+n) and b[bOff..bOff+n). */
  static boolean equal(byte[] a, int aOff, byte[] b, int bOff, int n) {
    int d = 0;
    for (int i = 0; i < n; i++) d |= a[aOff + i] ^ b[bOff + i];
    return d == 0;
  }

  static void wipe(byte[] b) {
    if (b != null) Arrays.fill(b, (byte) 0);
  }

  static boolean equal(byte[] a, byte[] b) {
    return MessageDigest.isEqual(a, b);
  }
}
