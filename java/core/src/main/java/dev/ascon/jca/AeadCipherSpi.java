// SPDX-License-Identifier: Apache-2.0 OR MIT
package dev.ascon.jca;

import dev.ascon.Aead128;
import dev.ascon.Aead128Encryptor;
import java.security.AlgorithmParameters;
import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidKeyException;
import java.security.Key;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.security.spec.AlgorithmParameterSpec;
import java.util.Arrays;
import javax.crypto.AEADBadTagException;
import javax.crypto.BadPaddingException;
import javax.crypto.Cipher;
import javax.crypto.CipherSpi;
import javax.crypto.IllegalBlockSizeException;
import javax.crypto.NoSuchPaddingException;
import javax.crypto.ShortBufferException;
import javax.crypto.spec.GCMParameterSpec;

/**
 * Cipher "Ascon-AEAD128" with the call patterns of the JDK's AES/GCM:
 * <ul>
 *   <li>encryption streams: update() returns ciphertext at once, doFinal() the rest and the tag;
 *       after doFinal() the cipher must be initialised again with a new nonce, and an init for
 *       encryption with the key and nonce of the previous encryption is refused;</li>
 *   <li>decryption buffers everything until doFinal(), which returns the plaintext only if the tag
 *       verifies and otherwise throws AEADBadTagException having written nothing; afterwards the
 *       cipher is ready to decrypt again under the same key and nonce;</li>
 *   <li>updateAAD() only before the first update().</li>
 * </ul>
 */
public final class AeadCipherSpi extends CipherSpi {
  private int mode;
  private Aead128 aead;
  private byte[] nonce;
  private int tagLen;
  private Aead128Encryptor enc; // encryption in progress
  private boolean encDone;      // encryption finished: re-init needed
  private boolean dataStarted;
  private byte[] adBuf = new byte[0], ctBuf = new byte[0]; // decryption buffers
  private int adLen, ctLen;
  private byte[] lastEncKey, lastEncNonce;

  public AeadCipherSpi() {}

  @Override
  protected void engineSetMode(String m) throws NoSuchAlgorithmException {
    if (!m.equalsIgnoreCase("NONE")) throw new NoSuchAlgorithmException("Ascon-AEAD128 has no mode " + m);
  }

  @Override
  protected void engineSetPadding(String p) throws NoSuchPaddingException {
    if (!p.equalsIgnoreCase("NoPadding")) throw new NoSuchPaddingException("Ascon-AEAD128 takes no padding " + p);
  }

  @Override
  protected int engineGetBlockSize() {
    return 16;
  }

  @Override
  protected int engineGetOutputSize(int inputLen) {
    if (mode == Cipher.ENCRYPT_MODE) return Math.addExact(inputLen, tagLen);
    return Math.max(0, Math.addExact(ctLen, inputLen) - tagLen);
  }

  @Override
  protected byte[] engineGetIV() {
    return nonce == null ? null : nonce.clone();
  }

  /** Parameters are given as specs; no AlgorithmParameters object is offered (GCMParameterSpec covers it). */
  @Override
  protected AlgorithmParameters engineGetParameters() {
    return null;
  }

  @Override
  protected void engineInit(int opmode, Key key, SecureRandom random) throws InvalidKeyException {
    if (opmode == Cipher.DECRYPT_MODE || opmode == Cipher.UNWRAP_MODE)
      throw new InvalidKeyException("Ascon-AEAD128 decryption needs the nonce: pass an AsconParameterSpec or GCMParameterSpec");
    byte[] n = new byte[Aead128.NONCE_SIZE];
    (random != null ? random : new SecureRandom()).nextBytes(n);
    try {
      engineInit(opmode, key, new AsconParameterSpec(n), random);
    } catch (InvalidAlgorithmParameterException e) {
      throw new InvalidKeyException(e.getMessage(), e);
    }
  }

  @Override
  protected void engineInit(int opmode, Key key, AlgorithmParameterSpec params, SecureRandom random)
      throws InvalidKeyException, InvalidAlgorithmParameterException {
    if (params == null) {
      engineInit(opmode, key, random);
      return;
    }
    byte[] n;
    int tagBits;
    boolean masked = false;
    if (params instanceof AsconParameterSpec) {
      AsconParameterSpec s = (AsconParameterSpec) params;
      n = s.getNonce();
      tagBits = s.getTagBits();
      masked = s.isNonceMasking();
    } else if (params instanceof GCMParameterSpec) {
      GCMParameterSpec s = (GCMParameterSpec) params;
      n = s.getIV();
      tagBits = s.getTLen();
    } else {
      throw new InvalidAlgorithmParameterException("Ascon-AEAD128 takes AsconParameterSpec or GCMParameterSpec");
    }
    if (n.length != Aead128.NONCE_SIZE) throw new InvalidAlgorithmParameterException("nonce must be 16 bytes, got " + n.length);
    if (tagBits % 8 != 0 || tagBits < 32 || tagBits > 128)
      throw new InvalidAlgorithmParameterException("tag length " + tagBits + " bits; must be 32..128, a multiple of 8");
    boolean encrypt = opmode == Cipher.ENCRYPT_MODE || opmode == Cipher.WRAP_MODE;
    byte[] k = rawKey(key);
    try {
      if (encrypt && lastEncKey != null && MessageDigest.isEqual(k, lastEncKey) && Arrays.equals(n, lastEncNonce))
        throw new InvalidAlgorithmParameterException("Cannot reuse nonce for Ascon-AEAD128 encryption under the same key");
      Aead128 a;
      try {
        a = masked ? Aead128.withNonceMasking(k, tagBits / 8) : new Aead128(k, tagBits / 8);
      } catch (IllegalArgumentException e) {
        throw new InvalidKeyException(e.getMessage(), e);
      }
      if (aead != null) aead.destroy();
      aead = a;
      if (encrypt) {
        if (lastEncKey != null) Arrays.fill(lastEncKey, (byte) 0);
        lastEncKey = k.clone();
        lastEncNonce = n.clone();
      }
    } finally {
      Arrays.fill(k, (byte) 0);
    }
    mode = encrypt ? Cipher.ENCRYPT_MODE : Cipher.DECRYPT_MODE;
    nonce = n;
    tagLen = tagBits / 8;
    restart();
  }

  @Override
  protected void engineInit(int opmode, Key key, AlgorithmParameters params, SecureRandom random)
      throws InvalidKeyException, InvalidAlgorithmParameterException {
    // null parameters: the spec overload generates the nonce (encryption) or refuses (decryption)
    AlgorithmParameterSpec spec = null;
    if (params != null) {
      try {
        spec = params.getParameterSpec(GCMParameterSpec.class);
      } catch (java.security.spec.InvalidParameterSpecException e) {
        throw new InvalidAlgorithmParameterException("unsupported parameters " + params.getAlgorithm(), e);
      }
    }
    engineInit(opmode, key, spec, random);
  }

  private void restart() {
    wipeBuffers();
    encDone = false;
    dataStarted = false;
    enc = mode == Cipher.ENCRYPT_MODE ? aead.encryptor(nonce) : null;
  }

  private void wipeBuffers() {
    Arrays.fill(adBuf, (byte) 0);
    Arrays.fill(ctBuf, (byte) 0);
    adLen = 0;
    ctLen = 0;
  }

  private void checkReady() {
    if (aead == null) throw new IllegalStateException("Cipher not initialized");
    if (encDone) throw new IllegalStateException("Ascon-AEAD128 encryption finished: init again with a new nonce");
  }

  @Override
  protected void engineUpdateAAD(byte[] src, int offset, int len) {
    checkReady();
    if (dataStarted) throw new IllegalStateException("updateAAD after update: associated data must come first");
    if (enc != null) {
      enc.updateAAD(src, offset, len);
    } else {
      adBuf = append(adBuf, adLen, src, offset, len);
      adLen += len;
    }
  }

  @Override
  protected byte[] engineUpdate(byte[] input, int offset, int len) {
    checkReady();
    if (mode == Cipher.DECRYPT_MODE) {
      engineUpdateDecrypt(input, offset, len);
      return new byte[0];
    }
    dataStarted = true;
    byte[] out = new byte[len];
    enc.update(input, offset, len, out, 0);
    return out;
  }

  @Override
  protected int engineUpdate(byte[] input, int offset, int len, byte[] output, int outOff) throws ShortBufferException {
    checkReady();
    if (mode == Cipher.DECRYPT_MODE) {
      engineUpdateDecrypt(input, offset, len);
      return 0;
    }
    if (output.length - outOff < len) throw new ShortBufferException("output needs " + len + " bytes");
    dataStarted = true;
    if (input == output && offset != outOff) { // overlapping buffers: JCA callers may do this
      input = Arrays.copyOfRange(input, offset, offset + len);
      offset = 0;
    }
    return enc.update(input, offset, len, output, outOff);
  }

  private void engineUpdateDecrypt(byte[] input, int offset, int len) {
    dataStarted = true;
    ctBuf = append(ctBuf, ctLen, input, offset, len);
    ctLen += len;
  }

  @Override
  protected byte[] engineDoFinal(byte[] input, int offset, int len) throws IllegalBlockSizeException, BadPaddingException {
    checkReady();
    int size = engineGetOutputSize(len);
    if (mode == Cipher.DECRYPT_MODE && ctLen + len < tagLen) {
      restart();
      throw new AEADBadTagException("input shorter than the " + tagLen + "-byte tag");
    }
    byte[] out = new byte[size];
    try {
      engineDoFinal(input, offset, len, out, 0);
    } catch (ShortBufferException e) {
      throw new IllegalStateException(e);
    }
    return out;
  }

  @Override
  protected int engineDoFinal(byte[] input, int offset, int len, byte[] output, int outOff)
      throws ShortBufferException, IllegalBlockSizeException, BadPaddingException {
    checkReady();
    if (input == null) len = 0;
    int need = engineGetOutputSize(len);
    if (output.length - outOff < need) throw new ShortBufferException("output needs " + need + " bytes");
    if (mode == Cipher.ENCRYPT_MODE) {
      int n = engineUpdate(input == null ? new byte[0] : input, offset, len, output, outOff);
      enc.finish(output, outOff + n);
      enc = null;
      encDone = true;
      return n + tagLen;
    }
    if (len > 0) engineUpdateDecrypt(input, offset, len);
    try {
      if (ctLen < tagLen) throw new AEADBadTagException("input shorter than the " + tagLen + "-byte tag");
      byte[] pt = new byte[ctLen - tagLen];
      try {
        aead.decrypt(nonce, ctBuf, 0, ctLen, adBuf, 0, adLen, pt, 0);
        System.arraycopy(pt, 0, output, outOff, pt.length);
        return pt.length;
      } finally {
        Arrays.fill(pt, (byte) 0);
      }
    } finally {
      restart(); // same key and nonce: ready to decrypt again, as GCM is
    }
  }

  @Override
  protected int engineGetKeySize(Key key) throws InvalidKeyException {
    byte[] k = rawKey(key);
    int bits = 8 * k.length;
    Arrays.fill(k, (byte) 0);
    return bits;
  }

  static byte[] rawKey(Key key) throws InvalidKeyException {
    if (key == null) throw new InvalidKeyException("null key");
    if (key.getFormat() != null && !key.getFormat().equalsIgnoreCase("RAW"))
      throw new InvalidKeyException("key format " + key.getFormat() + "; RAW expected");
    byte[] k = key.getEncoded();
    if (k == null) throw new InvalidKeyException("key has no encoding");
    return k;
  }

  private static byte[] append(byte[] buf, int used, byte[] src, int off, int len) {
    java.util.Objects.checkFromIndexSize(off, len, src.length);
    if (buf.length - used < len) {
      byte[] bigger = Arrays.copyOf(buf, Math.max(Math.addExact(used, len), Math.min(Integer.MAX_VALUE - 8, 2 * buf.length + 64)));
      Arrays.fill(buf, (byte) 0);
      buf = bigger;
    }
    System.arraycopy(src, off, buf, used, len);
    return buf;
  }
}
