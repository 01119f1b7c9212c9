// SPDX-License-Identifier: Apache-2.0 OR MIT
package dev.ascon.jca;

import dev.ascon.Hash256;
import java.nio.ByteBuffer;
import java.security.MessageDigestSpi;

/** MessageDigest "Ascon-Hash256": digest() resets, as the JCA contract says. */
public final class Hash256Spi extends MessageDigestSpi {
  private final Hash256 h = new Hash256();
  private final byte[] one = new byte[1];

  public Hash256Spi() {}

  @Override
  protected int engineGetDigestLength() {
    return Hash256.DIGEST_SIZE;
  }

  @Override
  protected void engineUpdate(byte input) {
    one[0] = input;
    h.update(one, 0, 1);
  }

  @Override
  protected void engineUpdate(byte[] input, int offset, int len) {
    h.update(input, offset, len);
  }

  @Override
  protected void engineUpdate(ByteBuffer input) {
    h.update(input);
  }

  @Override
  protected byte[] engineDigest() {
    byte[] d = h.digest();
    h.reset();
    return d;
  }

  @Override
  protected void engineReset() {
    h.reset();
  }
}
