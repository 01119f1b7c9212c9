// SPDX-License-Identifier: Apache-2.0 OR MIT
package dev.ascon;

import java.nio.ByteBuffer;

/**
 * The output of an XOF or PRF, read in as many calls as wanted: reading n
 * bytes and then m bytes gives the same n + m bytes as one read of n + m.
 * Keyed readers (Ascon-Prf) hold secret state: {@link #destroy()} wipes it.
 */
public final class XofReader implements javax.security.auth.Destroyable {
  private final Sponge.Squeezer squeezer;
  private boolean destroyed;

  XofReader(Sponge.Squeezer squeezer) {
    this.squeezer = squeezer;
  }

  public XofReader read(byte[] out) {
    return read(out, 0, out.length);
  }

  public XofReader read(byte[] out, int off, int len) {
    check();
    squeezer.squeeze(out, off, len);
    return this;
  }

  public byte[] read(int n) {
    if (n < 0) throw new IllegalArgumentException("negative output length " + n);
    byte[] out = new byte[n];
    read(out, 0, n);
    return out;
  }

  /** Fills the buffer's remaining bytes and advances its position to its limit. */
  public XofReader read(ByteBuffer out) {
    check();
    squeezer.squeeze(out);
    return this;
  }

  @Override
  public void destroy() {
    squeezer.wipe();
    destroyed = true;
  }

  @Override
  public boolean isDestroyed() {
    return destroyed;
  }

  private void check() {
    if (destroyed) throw new IllegalStateException("reader destroyed");
  }
}
