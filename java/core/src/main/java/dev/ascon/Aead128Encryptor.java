// SPDX-License-Identifier: Apache-2.0 OR MIT
package dev.ascon;

import java.nio.ByteBuffer;
import java.util.Objects;

/**
 * Incremental Ascon-AEAD128 encryption of one message: {@link #updateAAD}
 * (any number of calls, all before the plaintext), {@link #update} (each call
 * returns as many ciphertext bytes as it was given plaintext), then
 * {@link #finish}, which returns the tag. One message only: any call after
 * finish() throws IllegalStateException, so a nonce cannot be reused through it.
 */
public final class Aead128Encryptor {
  private final Duplex d;
  private final int tagLen;

  Aead128Encryptor(Duplex d, int tagLen) {
    this.d = d;
    this.tagLen = tagLen;
  }

  public Aead128Encryptor updateAAD(byte[] ad) {
    return updateAAD(ad, 0, ad.length);
  }

  public Aead128Encryptor updateAAD(byte[] ad, int off, int len) {
    Objects.checkFromIndexSize(off, len, ad.length);
    if (d.phase != Duplex.AD) throw state("associated data after the plaintext");
    d.absorbAd(ad, off, len);
    return this;
  }

  public Aead128Encryptor updateAAD(ByteBuffer ad) {
    if (d.phase != Duplex.AD) throw state("associated data after the plaintext");
    Streams.forEach(ad, (b, o, n) -> d.absorbAd(b, o, n));
    return this;
  }

  /** Encrypts in[off..off+len) into out[outOff]; returns len. In place allowed. */
  public int update(byte[] in, int off, int len, byte[] out, int outOff) {
    Objects.checkFromIndexSize(off, len, in.length);
    Objects.checkFromIndexSize(outOff, len, out.length);
    Aead128.checkOverlap(in, off, out, outOff, len);
    live();
    d.startData();
    d.encrypt(in, off, len, out, outOff);
    return len;
  }

  public byte[] update(byte[] in) {
    byte[] out = new byte[in.length];
    update(in, 0, in.length, out, 0);
    return out;
  }

  /** Encrypts in's remaining bytes into out (which needs as many remaining); advances both. */
  public int update(ByteBuffer in, ByteBuffer out) {
    int n = in.remaining();
    if (out.remaining() < n) throw new IllegalArgumentException("output needs " + n + " bytes, " + out.remaining() + " remain");
    live();
    d.startData();
    Streams.transform(in, out, d::encrypt);
    return n;
  }

  /** The tag (tag length bound in the Aead128). Ends this encryptor. */
  public byte[] finish() {
    byte[] t = new byte[tagLen];
    finish(t, 0);
    return t;
  }

  public void finish(byte[] tag, int off) {
    Objects.checkFromIndexSize(off, tagLen, tag.length);
    live();
    d.finish(tag, off, tagLen);
  }

  public int tagLength() {
    return tagLen;
  }

  private void live() {
    if (d.phase == Duplex.DONE) throw state("encryptor already finished: start a new one with a new nonce");
  }

  private static IllegalStateException state(String m) {
    return new IllegalStateException("Ascon-AEAD128: " + m);
  }
}
