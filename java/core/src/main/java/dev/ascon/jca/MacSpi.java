// SPDX-License-Identifier: Apache-2.0 OR MIT
package dev.ascon.jca;

import dev.ascon.AsconMac;
import java.nio.ByteBuffer;
import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidKeyException;
import java.security.Key;
import java.security.spec.AlgorithmParameterSpec;
import java.util.Arrays;

/** Mac "Ascon-Mac": a 16-byte RAW key, a 16-byte tag; doFinal() resets to the same key. */
public final class MacSpi extends javax.crypto.MacSpi {
  private AsconMac mac;
  private final byte[] one = new byte[1];

  public MacSpi() {}

  @Override
  protected int engineGetMacLength() {
    return AsconMac.TAG_SIZE;
  }

  @Override
  protected void engineInit(Key key, AlgorithmParameterSpec params) throws InvalidKeyException, InvalidAlgorithmParameterException {
    if (params != null) throw new InvalidAlgorithmParameterException("Ascon-Mac takes no parameters");
    byte[] k = AeadCipherSpi.rawKey(key);
    try {
      if (mac != null) mac.destroy();
      mac = new AsconMac(k);
    } catch (IllegalArgumentException e) {
      throw new InvalidKeyException(e.getMessage());
    } finally {
      Arrays.fill(k, (byte) 0);
    }
  }

  @Override
  protected void engineUpdate(byte input) {
    one[0] = input;
    mac.update(one, 0, 1);
  }

  @Override
  protected void engineUpdate(byte[] input, int offset, int len) {
    mac.update(input, offset, len);
  }

  @Override
  protected void engineUpdate(ByteBuffer input) {
    mac.update(input);
  }

  @Override
  protected byte[] engineDoFinal() {
    byte[] t = mac.tag();
    mac.reset();
    return t;
  }

  @Override
  protected void engineReset() {
    if (mac != null) mac.reset();
  }
}
