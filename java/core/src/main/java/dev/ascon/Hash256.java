// SPDX-License-Identifier: Apache-2.0 OR MIT
package dev.ascon;

import java.nio.ByteBuffer;
import java.util.Objects;

/**
 * Ascon-Hash256 (NIST SP 800-232): a 32-byte digest.
 *
 * <pre>
 *   byte[] d = Hash256.hash(message);
 *   Hash256 h = new Hash256(); h.update(part1).update(part2); byte[] d = h.digest();
 * </pre>
 *
 * {@link #digest()} leaves the object as it was: more input may follow, and
 * each digest covers everything absorbed so far. Not thread-safe.
 */
public final class Hash256 {
  /** Digest length in bytes. */
  public static final int DIGEST_SIZE = 32;

  private static final State INITIAL = Sponge.initialState(Sponge.HASH256_IV);

  private final Sponge sponge = Sponge.unkeyed(INITIAL);
  private final Sponge.Squeezer squeezer = new Sponge.Squeezer(8);

  public Hash256() {}

  public Hash256 update(byte[] in) {
    return update(in, 0, in.length);
  }

  public Hash256 update(byte[] in, int off, int len) {
    sponge.absorb(in, off, len);
    return this;
  }

  /** Absorbs the buffer's remaining bytes and advances its position to its limit. */
  public Hash256 update(ByteBuffer in) {
    sponge.absorb(in);
    return this;
  }

  public byte[] digest() {
    byte[] out = new byte[DIGEST_SIZE];
    digest(out, 0);
    return out;
  }

  /** Writes the 32-byte digest at out[off]. */
  public void digest(byte[] out, int off) {
    Objects.checkFromIndexSize(off, DIGEST_SIZE, out.length);
    sponge.finish(squeezer, out, off, DIGEST_SIZE);
  }

  /** Writes the digest at the buffer's position (32 bytes must remain) and advances it. */
  public void digest(ByteBuffer out) {
    if (out.remaining() < DIGEST_SIZE) throw new IllegalArgumentException("digest needs 32 bytes, " + out.remaining() + " remain");
    sponge.finish(squeezer, out.slice().limit(DIGEST_SIZE));
    out.position(out.position() + DIGEST_SIZE);
  }

  /** Back to the empty message. */
  public Hash256 reset() {
    sponge.reset(INITIAL);
    return this;
  }

  public static byte[] hash(byte[] in) {
    return hash(in, 0, in.length);
  }

  public static byte[] hash(byte[] in, int off, int len) {
    byte[] out = new byte[DIGEST_SIZE];
    hash(in, off, len, out, 0);
    return out;
  }

  public static void hash(byte[] in, int off, int len, byte[] out, int outOff) {
    Objects.checkFromIndexSize(outOff, DIGEST_SIZE, out.length);
    Objects.checkFromIndexSize(off, len, in.length);
    // One message, one local state: the same steps as the sponge, without its objects.
    State s = new State();
    s.set(INITIAL);
    for (; len >= 8; len -= 8, off += 8) {
      s.x0 ^= State.load(in, off);
      s.p12();
    }
    s.x0 ^= State.loadPartial(in, off, len) ^ (1L << (len << 3));
    s.p12();
    for (int i = 0; i < 4; i++) {
      if (i > 0) s.p12();
      State.store(out, outOff + 8 * i, s.x0);
    }
  }

  /** Hashes the input's remaining bytes (advancing it to its limit) into 32 bytes at out's position. */
  public static void hash(ByteBuffer in, ByteBuffer out) {
    new Hash256().update(in).digest(out);
  }
}
