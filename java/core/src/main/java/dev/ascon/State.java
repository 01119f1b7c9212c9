// SPDX-License-Identifier: Apache-2.0 OR MIT
package dev.ascon;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * The 320-bit Ascon state as five 64-bit words, with the permutation Ascon-p
 * and the little-endian byte access of NIST SP 800-232. The words are fields,
 * not an array: the permutation loads them into locals, runs its rounds in
 * registers and stores them back once.
 */
final class State {
  private static final VarHandle LE = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

  /** Domain separation bit of the keyed sponges: the last bit of the state. */
  static final long DOMAIN_BIT = 1L << 63;

  long x0, x1, x2, x3, x4;

  State() {}

  State(long a, long b, long c, long d, long e) {
    set(a, b, c, d, e);
  }

  /** The one place the five words are written as a whole (a trivial method: the JIT inlines it). */
  void set(long a, long b, long c, long d, long e) {
    x0 = a;
    x1 = b;
    x2 = c;
    x3 = d;
    x4 = e;
  }

  void set(State o) {
    set(o.x0, o.x1, o.x2, o.x3, o.x4);
  }

  void wipe() {
    set(0, 0, 0, 0, 0);
  }

  /** Ascon-p[12]. */
  void p12() {
    permute(0);
  }

  /** Ascon-p[8]. */
  void p8() {
    permute(4);
  }

  /** The last 12 - first rounds of Ascon-p[12]; the round constant of round i is (0xf - i) << 4 | i. */
  private void permute(int first) {
    long s0 = x0, s1 = x1, s2 = x2, s3 = x3, s4 = x4;
    for (int i = first; i < 12; i++) {
      s2 ^= ((0xfL - i) << 4) | i;
      // substitution layer (bitsliced 5-bit S-box)
      s0 ^= s4;
      s4 ^= s3;
      s2 ^= s1;
      long t0 = s0 ^ (~s1 & s2), t1 = s1 ^ (~s2 & s3), t2 = s2 ^ (~s3 & s4), t3 = s3 ^ (~s4 & s0), t4 = s4 ^ (~s0 & s1);
      t1 ^= t0;
      t0 ^= t4;
      t3 ^= t2;
      t2 = ~t2;
      // linear diffusion layer
      s0 = t0 ^ Long.rotateRight(t0, 19) ^ Long.rotateRight(t0, 28);
      s1 = t1 ^ Long.rotateRight(t1, 61) ^ Long.rotateRight(t1, 39);
      s2 = t2 ^ Long.rotateRight(t2, 1) ^ Long.rotateRight(t2, 6);
      s3 = t3 ^ Long.rotateRight(t3, 10) ^ Long.rotateRight(t3, 17);
      s4 = t4 ^ Long.rotateRight(t4, 7) ^ Long.rotateRight(t4, 41);
    }
    set(s0, s1, s2, s3, s4);
  }

  long word(int i) {
    switch (i) {
      case 0: return x0;
      case 1: return x1;
      case 2: return x2;
      case 3: return x3;
      default: return x4;
    }
  }

  void xorWord(int i, long v) {
    switch (i) {
      case 0: x0 ^= v; break;
      case 1: x1 ^= v; break;
      case 2: x2 ^= v; break;
      case 3: x3 ^= v; break;
      default: x4 ^= v; break;
    }
  }

  void setWord(int i, long v) {
    switch (i) {
      case 0: x0 = v; break;
      case 1: x1 = v; break;
      case 2: x2 = v; break;
      case 3: x3 = v; break;
      default: x4 = v; break;
    }
  }

  /** XORs byte v into the state at byte position pos (0..39). */
  void xorByte(int pos, int v) {
    xorWord(pos >>> 3, (v & 0xffL) << ((pos & 7) << 3));
  }

  /** The state byte at position pos (0..39). */
  int byteAt(int pos) {
    return (int) (word(pos >>> 3) >>> ((pos & 7) << 3)) & 0xff;
  }

  /** Replaces the state byte at position pos with v (duplex decryption). */
  void setByte(int pos, int v) {
    int sh = (pos & 7) << 3;
    int w = pos >>> 3;
    setWord(w, (word(w) & ~(0xffL << sh)) | ((v & 0xffL) << sh));
  }

  // ---- little-endian byte access --------------------------------------------------

  static long load(byte[] b, int off) {
    return (long) LE.get(b, off);
  }

  static void store(byte[] b, int off, long v) {
    LE.set(b, off, v);
  }

  /** n (0..8) bytes as the low-order bytes of a word. */
  static long loadPartial(byte[] b, int off, int n) {
    if (n == 8) return load(b, off);
    long v = 0;
    for (int i = 0; i < n; i++) v |= (b[off + i] & 0xffL) << (i << 3);
    return v;
  }

  /** The n (0..8) low-order bytes of v. */
  static void storePartial(byte[] b, int off, long v, int n) {
    if (n == 8) {
      store(b, off, v);
      return;
    }
    for (int i = 0; i < n; i++) b[off + i] = (byte) (v >>> (i << 3));
  }
}
