// SPDX-License-Identifier: Apache-2.0 OR MIT
package dev.ascon.jca;

import java.security.spec.AlgorithmParameterSpec;

/**
 * Parameters of Cipher "Ascon-AEAD128", in the shape of GCMParameterSpec: the
 * 16-byte nonce, the tag length in bits (32..128, a multiple of 8), and
 * whether nonce masking is on (then the key is 32 bytes: K, then the mask).
 * A plain GCMParameterSpec(tLen, nonce) is accepted too (no masking).
 */
public final class AsconParameterSpec implements AlgorithmParameterSpec {
  private final byte[] nonce;
  private final int tagBits;
  private final boolean nonceMasking;

  public AsconParameterSpec(byte[] nonce) {
    this(nonce, 128, false);
  }

  public AsconParameterSpec(byte[] nonce, int tagBits) {
    this(nonce, tagBits, false);
  }

  public AsconParameterSpec(byte[] nonce, int tagBits, boolean nonceMasking) {
    if (nonce == null) throw new IllegalArgumentException("nonce is null");
    this.nonce = nonce.clone();
    this.tagBits = tagBits;
    this.nonceMasking = nonceMasking;
  }

  public byte[] getNonce() {
    return nonce.clone();
  }

  public int getTagBits() {
    return tagBits;
  }

  public boolean isNonceMasking() {
    return nonceMasking;
  }
}
