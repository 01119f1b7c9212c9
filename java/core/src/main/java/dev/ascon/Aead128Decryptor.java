// SPDX-License-Identifier: Apache-2.0 OR MIT
package dev.ascon;

import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.Objects;
import javax.crypto.AEADBadTagException;

/**
 * Incremental Ascon-AEAD128 decryption of one message into an output bound at
 * creation: {@link #updateAAD}, {@link #update} (plaintext goes to the bound
 * output, one byte per ciphertext byte), then {@link #finish} with the tag.
 * The plaintext is not authentic until finish() returns: on a bad tag,
 * finish() zeroes every byte written and throws {@link AEADBadTagException}.
 * One message only: any call after finish() throws IllegalStateException.
 */
public final class Aead128Decryptor {
  private final Duplex d;
  private final int tagLen;
  private final byte[] outArray;
  private final int outStart;
  private final ByteBuffer outBuf;
  private final int bufStart;
  private int written;

  Aead128Decryptor(Duplex d, int tagLen, byte[] out, int outOff) {
    this.d = d;
    this.tagLen = tagLen;
    this.outArray = Objects.requireNonNull(out);
    this.outStart = outOff;
    this.outBuf = null;
    this.bufStart = 0;
  }

  Aead128Decryptor(Duplex d, int tagLen, ByteBuffer out) {
    this.d = d;
    this.tagLen = tagLen;
    this.outArray = null;
    this.outStart = 0;
    this.outBuf = Objects.requireNonNull(out);
    this.bufStart = out.position();
  }

  public Aead128Decryptor updateAAD(byte[] ad) {
    return updateAAD(ad, 0, ad.length);
  }

  public Aead128Decryptor updateAAD(byte[] ad, int off, int len) {
    Objects.checkFromIndexSize(off, len, ad.length);
    if (d.phase != Duplex.AD) throw state("associated data after the ciphertext");
    d.absorbAd(ad, off, len);
    return this;
  }

  public Aead128Decryptor updateAAD(ByteBuffer ad) {
    if (d.phase != Duplex.AD) throw state("associated data after the ciphertext");
    Streams.forEach(ad, (b, o, n) -> d.absorbAd(b, o, n));
    return this;
  }

  /** Decrypts ct[off..off+len) into the bound output (unauthenticated until finish()); returns len. */
  public int update(byte[] ct, int off, int len) {
    Objects.checkFromIndexSize(off, len, ct.length);
    live();
    d.startData();
    if (outArray != null) {
      int at = outStart + written;
      Objects.checkFromIndexSize(at, len, outArray.length);
      Aead128.checkOverlap(ct, off, outArray, at, len);
      d.decrypt(ct, off, len, outArray, at);
    } else {
      if (outBuf.remaining() < len) throw new IllegalArgumentException("output has " + outBuf.remaining() + " bytes left, " + len + " needed");
      Streams.transform(ByteBuffer.wrap(ct, off, len), outBuf, d::decrypt);
    }
    written += len;
    return len;
  }

  /** Decrypts ct's remaining bytes (advancing it) into the bound output. */
  public int update(ByteBuffer ct) {
    int n = ct.remaining();
    live();
    d.startData();
    if (outArray != null) {
      int at = outStart + written;
      Objects.checkFromIndexSize(at, n, outArray.length);
      Streams.transform(ct, ByteBuffer.wrap(outArray, at, n), d::decrypt);
    } else {
      if (outBuf.remaining() < n) throw new IllegalArgumentException("output has " + outBuf.remaining() + " bytes left, " + n + " needed");
      Streams.transform(ct, outBuf, d::decrypt);
    }
    written += n;
    return n;
  }

  /** Checks the tag (tag length bound in the Aead128) at tag[off]; on a mismatch zeroes all output and throws. */
  public void finish(byte[] tag, int off) throws AEADBadTagException {
    Objects.checkFromIndexSize(off, tagLen, tag.length);
    live();
    byte[] mine = new byte[Aead128.TAG_SIZE];
    d.finish(mine, 0, tagLen);
    boolean ok = Keys.equal(mine, 0, tag, off, tagLen);
    Keys.wipe(mine);
    if (ok) return;
    zeroOutput();
    throw new AEADBadTagException("Ascon-AEAD128: tag mismatch");
  }

  public void finish(byte[] tag) throws AEADBadTagException {
    if (tag.length != tagLen) {
      live();
      d.wipe();
      zeroOutput();
      throw new AEADBadTagException("tag of " + tag.length + " bytes; this key expects " + tagLen);
    }
    finish(tag, 0);
  }

  /** Plaintext bytes written so far. */
  public int written() {
    return written;
  }

  private void zeroOutput() {
    if (outArray != null) Arrays.fill(outArray, outStart, outStart + written, (byte) 0);
    else {
      for (int i = 0; i < written; i++) outBuf.put(bufStart + i, (byte) 0);
      outBuf.position(bufStart);
    }
  }

  private void live() {
    if (d.phase == Duplex.DONE) throw state("decryptor already finished");
  }

  private static IllegalStateException state(String m) {
    return new IllegalStateException("Ascon-AEAD128: " + m);
  }
}
