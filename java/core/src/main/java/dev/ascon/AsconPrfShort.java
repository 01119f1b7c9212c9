// SPDX-License-Identifier: Apache-2.0 OR MIT
package dev.ascon;

import java.util.Objects;

/**
 * Ascon-PrfShort (IACR ePrint 2021/1574), little-endian version going with
 * NIST SP 800-232: at most 16 bytes in and 16 out, one permutation. The
 * input and output lengths are part of the initial value, so a 4-byte output
 * is its own function, not a prefix of the 16-byte one.
 */
public final class AsconPrfShort {
  public static final int KEY_SIZE = 16;
  public static final int MAX_INPUT_SIZE = 16;
  public static final int MAX_OUTPUT_SIZE = 16;
  private static final long IV = 0x00000000000c0007L;

  private AsconPrfShort() {}

  /** The 16-byte output for in (at most 16 bytes). */
  public static byte[] prf(byte[] key, byte[] in) {
    return prf(key, in, MAX_OUTPUT_SIZE);
  }

  public static byte[] prf(byte[] key, byte[] in, int outLen) {
    Keys.checkKey(key, 0, key == null ? 0 : key.length, KEY_SIZE, "Ascon-PrfShort");
    if (outLen < 0 || outLen > MAX_OUTPUT_SIZE)
      throw new IllegalArgumentException("Ascon-PrfShort output of " + outLen + " bytes; 0.." + MAX_OUTPUT_SIZE);
    byte[] out = new byte[outLen];
    prf(key, 0, in, 0, in.length, out, 0, outLen);
    return out;
  }

  public static void prf(byte[] key, int keyOff, byte[] in, int off, int len, byte[] out, int outOff, int outLen) {
    Objects.checkFromIndexSize(keyOff, KEY_SIZE, Objects.requireNonNull(key, "key").length);
    Objects.checkFromIndexSize(off, len, in.length);
    Objects.checkFromIndexSize(outOff, outLen, out.length);
    if (len > MAX_INPUT_SIZE) throw new IllegalArgumentException("Ascon-PrfShort input of " + len + " bytes; at most " + MAX_INPUT_SIZE);
    if (outLen > MAX_OUTPUT_SIZE) throw new IllegalArgumentException("Ascon-PrfShort output of " + outLen + " bytes; at most " + MAX_OUTPUT_SIZE);
    long k0 = State.load(key, keyOff), k1 = State.load(key, keyOff + 8);
    State s = new State(IV | ((8L * len) << 48) | ((8L * outLen) << 24), k0, k1, 0, 0);
    s.x3 = State.loadPartial(in, off, Math.min(len, 8));
    if (len > 8) s.x4 = State.loadPartial(in, off + 8, len - 8);
    s.p12();
    s.x3 ^= k0;
    s.x4 ^= k1;
    State.storePartial(out, outOff, s.x3, Math.min(outLen, 8));
    if (outLen > 8) State.storePartial(out, outOff + 8, s.x4, outLen - 8);
    s.wipe();
  }

  /** Constant-time check of a 16-byte expected output. */
  public static boolean verify(byte[] key, byte[] in, byte[] expected) {
    if (expected.length != MAX_OUTPUT_SIZE) return false;
    byte[] t = prf(key, in, MAX_OUTPUT_SIZE);
    boolean ok = Keys.equal(t, 0, expected, 0, MAX_OUTPUT_SIZE);
    Keys.wipe(t);
    return ok;
  }
}
