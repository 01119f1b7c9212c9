// SPDX-License-Identifier: Apache-2.0 OR MIT
package dev.ascon;

import java.nio.ByteBuffer;

/**
 * Ascon-CXOF128 (NIST SP 800-232): XOF128's sibling with a customization
 * string Z of at most 256 bytes (2048 bits), absorbed first as its length in
 * bits (one block) and then Z itself, padded; then the message.
 *
 * <pre>
 *   byte[] out = Cxof128.xof(message, customization, 64);
 * </pre>
 */
public final class Cxof128 {
  /** Longest customization string in bytes (SP 800-232: 2048 bits). */
  public static final int MAX_CUSTOMIZATION_SIZE = 256;

  private static final State INITIAL = Sponge.initialState(Sponge.CXOF128_IV);

  private final Sponge sponge = Sponge.unkeyed(INITIAL);
  private final Sponge start;

  /** @throws IllegalArgumentException if the customization string is longer than 256 bytes */
  public Cxof128(byte[] customization) {
    this(customization, 0, customization.length);
  }

  public Cxof128(byte[] customization, int off, int len) {
    java.util.Objects.checkFromIndexSize(off, len, customization.length);
    if (len > MAX_CUSTOMIZATION_SIZE)
      throw new IllegalArgumentException("customization string of " + len + " bytes; at most " + MAX_CUSTOMIZATION_SIZE);
    byte[] lenBlock = new byte[8];
    State.store(lenBlock, 0, 8L * len);
    sponge.absorb(lenBlock, 0, 8);
    sponge.absorb(customization, off, len);
    sponge.endString();
    start = Sponge.unkeyed(INITIAL);
    start.copyFrom(sponge);
  }

  public Cxof128 update(byte[] in) {
    return update(in, 0, in.length);
  }

  public Cxof128 update(byte[] in, int off, int len) {
    sponge.absorb(in, off, len);
    return this;
  }

  public Cxof128 update(ByteBuffer in) {
    sponge.absorb(in);
    return this;
  }

  public XofReader reader() {
    return sponge.reader();
  }

  public byte[] digest(int outLen) {
    return reader().read(outLen);
  }

  /** Back to the empty message with the same customization string. */
  public Cxof128 reset() {
    sponge.copyFrom(start);
    return this;
  }

  public static byte[] xof(byte[] in, byte[] customization, int outLen) {
    return new Cxof128(customization).update(in).digest(outLen);
  }

  public static void xof(ByteBuffer in, byte[] customization, ByteBuffer out) {
    new Cxof128(customization).update(in).reader().read(out);
  }
}
