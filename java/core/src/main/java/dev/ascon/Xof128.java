// SPDX-License-Identifier: Apache-2.0 OR MIT
package dev.ascon;

import java.nio.ByteBuffer;

/**
 * Ascon-XOF128 (NIST SP 800-232): output of any length.
 *
 * <pre>
 *   byte[] out = Xof128.xof(message, 64);
 *   XofReader r = new Xof128().update(message).reader();  r.read(a); r.read(b);
 * </pre>
 *
 * {@link #reader()} leaves the object as it was: each reader covers the input
 * absorbed so far. Not thread-safe.
 */
public final class Xof128 {
  private static final State INITIAL = Sponge.initialState(Sponge.XOF128_IV);

  private final Sponge sponge = Sponge.unkeyed(INITIAL);

  public Xof128() {}

  public Xof128 update(byte[] in) {
    return update(in, 0, in.length);
  }

  public Xof128 update(byte[] in, int off, int len) {
    sponge.absorb(in, off, len);
    return this;
  }

  /** Absorbs the buffer's remaining bytes and advances its position to its limit. */
  public Xof128 update(ByteBuffer in) {
    sponge.absorb(in);
    return this;
  }

  /** A reader of the output for the input so far. */
  public XofReader reader() {
    return sponge.reader();
  }

  /** The first outLen bytes of output. */
  public byte[] digest(int outLen) {
    return reader().read(outLen);
  }

  public Xof128 reset() {
    sponge.reset(INITIAL);
    return this;
  }

  public static byte[] xof(byte[] in, int outLen) {
    return new Xof128().update(in).digest(outLen);
  }

  public static void xof(byte[] in, int off, int len, byte[] out, int outOff, int outLen) {
    new Xof128().update(in, off, len).reader().read(out, outOff, outLen);
  }

  /** Absorbs in's remaining bytes and fills out's remaining bytes. */
  public static void xof(ByteBuffer in, ByteBuffer out) {
    new Xof128().update(in).reader().read(out);
  }
}
