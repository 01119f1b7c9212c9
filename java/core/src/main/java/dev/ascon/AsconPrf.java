// SPDX-License-Identifier: Apache-2.0 OR MIT
package dev.ascon;

import java.nio.ByteBuffer;
import java.util.Objects;
import javax.security.auth.Destroyable;

/**
 * Ascon-Prf (IACR ePrint 2021/1574), little-endian version going with NIST
 * SP 800-232: a 16-byte key and output of any length.
 *
 * <pre>
 *   byte[] out = AsconPrf.prf(key, message, 32);
 * </pre>
 */
public final class AsconPrf implements Destroyable {
  public static final int KEY_SIZE = KeyedSponge.KEY_SIZE;
  /** Shortest expected output {@link #verify} accepts: shorter ones are too easily forged. */
  public static final int MIN_VERIFY_SIZE = 16;

  private final KeyedSponge keyed;

  public AsconPrf(byte[] key) {
    this(key, 0, key == null ? 0 : key.length);
  }

  public AsconPrf(byte[] key, int off, int len) {
    keyed = new KeyedSponge(Sponge.PRF_IV, "Ascon-Prf", key, off, len);
  }

  public AsconPrf update(byte[] in) {
    return update(in, 0, in.length);
  }

  public AsconPrf update(byte[] in, int off, int len) {
    keyed.live().absorb(in, off, len);
    return this;
  }

  public AsconPrf update(ByteBuffer in) {
    keyed.live().absorb(in);
    return this;
  }

  /** A reader of the output for the input so far (destroy it when done: it holds keyed state). */
  public XofReader reader() {
    return keyed.live().reader();
  }

  public byte[] digest(int outLen) {
    XofReader r = reader();
    try {
      return r.read(outLen);
    } finally {
      r.destroy();
    }
  }

  /** Constant-time check of an expected output of at least 16 bytes (shorter ones never verify). */
  public boolean verify(byte[] expected) {
    Objects.requireNonNull(expected);
    if (expected.length < MIN_VERIFY_SIZE) return false;
    byte[] mine = digest(expected.length);
    boolean ok = Keys.equal(mine, 0, expected, 0, expected.length);
    Keys.wipe(mine);
    return ok;
  }

  public AsconPrf reset() {
    keyed.reset();
    return this;
  }

  public static byte[] prf(byte[] key, byte[] in, int outLen) {
    AsconPrf p = new AsconPrf(key);
    try {
      return p.update(in).digest(outLen);
    } finally {
      p.destroy();
    }
  }

  @Override
  public void destroy() {
    keyed.destroy();
  }

  @Override
  public boolean isDestroyed() {
    return keyed.isDestroyed();
  }
}
