// SPDX-License-Identifier: Apache-2.0 OR MIT
package dev.ascon;

import java.nio.ByteBuffer;
import java.util.Objects;
import javax.security.auth.Destroyable;

/**
 * Ascon-Mac (IACR ePrint 2021/1574), the little-endian version that goes
 * with NIST SP 800-232: a 16-byte key and a 16-byte tag.
 *
 * <pre>
 *   byte[] tag = AsconMac.mac(key, message);
 *   AsconMac m = new AsconMac(key); m.update(part); boolean ok = m.verify(tag); m.destroy();
 * </pre>
 *
 * {@link #tag()} leaves the object as it was. {@link #destroy()} wipes the key
 * and the state; any later call throws IllegalStateException.
 */
public final class AsconMac implements Destroyable {
  public static final int KEY_SIZE = KeyedSponge.KEY_SIZE;
  public static final int TAG_SIZE = 16;

  private final KeyedSponge keyed;
  private final Sponge.Squeezer squeezer = new Sponge.Squeezer(16);
  private final byte[] tmp = new byte[TAG_SIZE];

  public AsconMac(byte[] key) {
    this(key, 0, key == null ? 0 : key.length);
  }

  public AsconMac(byte[] key, int off, int len) {
    keyed = new KeyedSponge(Sponge.MAC_IV, "Ascon-Mac", key, off, len);
  }

  public AsconMac update(byte[] in) {
    return update(in, 0, in.length);
  }

  public AsconMac update(byte[] in, int off, int len) {
    keyed.live().absorb(in, off, len);
    return this;
  }

  public AsconMac update(ByteBuffer in) {
    keyed.live().absorb(in);
    return this;
  }

  public byte[] tag() {
    byte[] t = new byte[TAG_SIZE];
    tag(t, 0);
    return t;
  }

  public void tag(byte[] out, int off) {
    Sponge sponge = keyed.live();
    Objects.checkFromIndexSize(off, TAG_SIZE, out.length);
    sponge.finish(squeezer, out, off, TAG_SIZE);
  }

  /** Constant-time comparison of the tag of the input so far with expected (16 bytes). */
  public boolean verify(byte[] expected) {
    return verify(expected, 0, expected.length);
  }

  public boolean verify(byte[] expected, int off, int len) {
    Objects.checkFromIndexSize(off, len, expected.length);
    if (len != TAG_SIZE) return false;
    tag(tmp, 0);
    boolean ok = Keys.equal(tmp, 0, expected, off, TAG_SIZE);
    Keys.wipe(tmp);
    return ok;
  }

  /** Back to the empty message under the same key. */
  public AsconMac reset() {
    keyed.reset();
    return this;
  }

  public static byte[] mac(byte[] key, byte[] in) {
    AsconMac m = new AsconMac(key);
    try {
      return m.update(in).tag();
    } finally {
      m.destroy();
    }
  }

  public static boolean verify(byte[] key, byte[] in, byte[] expected) {
    AsconMac m = new AsconMac(key);
    try {
      return m.update(in).verify(expected);
    } finally {
      m.destroy();
    }
  }

  @Override
  public void destroy() {
    keyed.destroy();
    squeezer.wipe();
  }

  @Override
  public boolean isDestroyed() {
    return keyed.isDestroyed();
  }
}
