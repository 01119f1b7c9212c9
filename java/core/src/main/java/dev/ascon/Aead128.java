// SPDX-License-Identifier: Apache-2.0 OR MIT
package dev.ascon;

import java.nio.ByteBuffer;
import java.util.Objects;
import javax.crypto.AEADBadTagException;
import javax.security.auth.Destroyable;

/**
 * Ascon-AEAD128 (NIST SP 800-232): 16-byte key, 16-byte nonce, a tag of
 * 16 bytes or, bound at construction, truncated to 4..15 bytes.
 *
 * <pre>
 *   Aead128 aead = new Aead128(key);
 *   byte[] ct = aead.encrypt(nonce, plaintext, ad);        // ciphertext || tag
 *   byte[] pt = aead.decrypt(nonce, ct, ad);               // AEADBadTagException if forged
 *   aead.destroy();                                        // wipes the key
 * </pre>
 *
 * Nonce masking (SP 800-232, section 4.2.2): {@link #withNonceMasking} takes a
 * 32-byte key K || K'; the nonce that enters the duplex is N XOR K'.
 * A failed decryption throws {@link AEADBadTagException} after zeroing every
 * output byte it wrote: no unauthenticated plaintext is released. Output may
 * be the input itself (same array, same offset); any other overlap is refused.
 * Instances are immutable apart from {@link #destroy()} and, once safely published, may be
 * shared by threads.
 */
public final class Aead128 implements Destroyable {
  public static final int KEY_SIZE = 16;
  public static final int MASKED_KEY_SIZE = 32;
  public static final int NONCE_SIZE = 16;
  public static final int TAG_SIZE = 16;
  /** Shortest truncated tag: 32 bits. */
  public static final int MIN_TAG_SIZE = 4;

  private long k0, k1, m0, m1;
  private final int tagLen;
  private final boolean masked;
  private volatile boolean destroyed;

  /** A 16-byte key and full 16-byte tags. */
  public Aead128(byte[] key) {
    this(key, TAG_SIZE);
  }

  /** A 16-byte key and tags truncated to tagLength bytes (4..16), fixed for this object's life. */
  public Aead128(byte[] key, int tagLength) {
    this(key, tagLength, false);
  }

  private Aead128(byte[] key, int tagLength, boolean nonceMasking) {
    int want = nonceMasking ? MASKED_KEY_SIZE : KEY_SIZE;
    Keys.checkKey(key, 0, key == null ? 0 : key.length, want, nonceMasking ? "Ascon-AEAD128 (nonce masking)" : "Ascon-AEAD128");
    if (tagLength < MIN_TAG_SIZE || tagLength > TAG_SIZE)
      throw new IllegalArgumentException("Ascon-AEAD128 tag length " + tagLength + " bytes; must be " + MIN_TAG_SIZE + ".." + TAG_SIZE);
    k0 = State.load(key, 0);
    k1 = State.load(key, 8);
    if (nonceMasking) {
      m0 = State.load(key, 16);
      m1 = State.load(key, 24);
    }
    tagLen = tagLength;
    masked = nonceMasking;
  }

  /** Nonce masking with a 32-byte key (the AEAD key, then the nonce mask) and full tags. */
  public static Aead128 withNonceMasking(byte[] key) {
    return new Aead128(key, TAG_SIZE, true);
  }

  public static Aead128 withNonceMasking(byte[] key, int tagLength) {
    return new Aead128(key, tagLength, true);
  }

  public int tagLength() {
    return tagLen;
  }

  public boolean nonceMasking() {
    return masked;
  }

  // ---- one-shot, byte[] -------------------------------------------------------------

  /** Ciphertext || tag. ad may be null (none). */
  public byte[] encrypt(byte[] nonce, byte[] pt, byte[] ad) {
    byte[] out = new byte[Math.addExact(pt.length, tagLen)];
    encrypt(nonce, pt, 0, pt.length, ad, 0, ad == null ? 0 : ad.length, out, 0);
    return out;
  }

  /** Writes ptLen ciphertext bytes then the tag at out[outOff]; returns ptLen + tagLength(). */
  public int encrypt(byte[] nonce, byte[] pt, int ptOff, int ptLen, byte[] ad, int adOff, int adLen, byte[] out, int outOff) {
    int total = Math.addExact(ptLen, tagLen);
    Objects.checkFromIndexSize(outOff, total, out.length);
    encryptDetached(nonce, pt, ptOff, ptLen, ad, adOff, adLen, out, outOff, out, outOff + ptLen);
    return total;
  }

  /** Ciphertext at ct[ctOff] (ptLen bytes), the tag (tagLength() bytes) at tag[tagOff]. */
  public void encryptDetached(byte[] nonce, byte[] pt, int ptOff, int ptLen, byte[] ad, int adOff, int adLen,
                              byte[] ct, int ctOff, byte[] tag, int tagOff) {
    Objects.checkFromIndexSize(ptOff, ptLen, pt.length);
    Objects.checkFromIndexSize(ctOff, ptLen, ct.length);
    Objects.checkFromIndexSize(tagOff, tagLen, tag.length);
    checkAd(ad, adOff, adLen);
    checkOverlap(pt, ptOff, ct, ctOff, ptLen);  // the tag is written after all plaintext is read
    Duplex d = start(nonce, 0);
    if (ad != null) d.absorbAd(ad, adOff, adLen);
    d.startData();
    d.encrypt(pt, ptOff, ptLen, ct, ctOff);
    d.finish(tag, tagOff, tagLen);
  }

  /** The plaintext of ciphertext || tag. */
  public byte[] decrypt(byte[] nonce, byte[] in, byte[] ad) throws AEADBadTagException {
    if (in.length < tagLen) throw new AEADBadTagException("input shorter than the " + tagLen + "-byte tag");
    byte[] out = new byte[in.length - tagLen];
    decrypt(nonce, in, 0, in.length, ad, 0, ad == null ? 0 : ad.length, out, 0);
    return out;
  }

  /**
   * Decrypts in[inOff..inOff+inLen) (ciphertext then tag) into out[outOff]; returns the
   * plaintext length. On a bad tag, zeroes those output bytes and throws.
   */
  public int decrypt(byte[] nonce, byte[] in, int inOff, int inLen, byte[] ad, int adOff, int adLen, byte[] out, int outOff)
      throws AEADBadTagException {
    Objects.checkFromIndexSize(inOff, inLen, in.length);
    if (inLen < tagLen) throw new AEADBadTagException("input shorter than the " + tagLen + "-byte tag");
    int n = inLen - tagLen;
    decryptDetached(nonce, in, inOff, n, ad, adOff, adLen, in, inOff + n, out, outOff);
    return n;
  }

  /** Decrypts ct[ctOff..ctOff+ctLen) with a detached tag (tagLength() bytes at tag[tagOff]) into out[outOff]. */
  public void decryptDetached(byte[] nonce, byte[] ct, int ctOff, int ctLen, byte[] ad, int adOff, int adLen,
                              byte[] tag, int tagOff, byte[] out, int outOff) throws AEADBadTagException {
    Objects.checkFromIndexSize(ctOff, ctLen, ct.length);
    Objects.checkFromIndexSize(outOff, ctLen, out.length);
    Objects.checkFromIndexSize(tagOff, tagLen, tag.length);
    checkAd(ad, adOff, adLen);
    checkOverlap(ct, ctOff, out, outOff, ctLen);
    if (out == tag && Math.max(outOff, tagOff) < Math.min(outOff + ctLen, tagOff + tagLen))
      throw new IllegalArgumentException("plaintext output overlaps the tag");
    Duplex d = start(nonce, 0);
    if (ad != null) d.absorbAd(ad, adOff, adLen);
    d.startData();
    d.decrypt(ct, ctOff, ctLen, out, outOff);
    byte[] mine = new byte[TAG_SIZE];
    d.finish(mine, 0, tagLen);
    boolean ok = Keys.equal(mine, 0, tag, tagOff, tagLen);
    Keys.wipe(mine);
    if (!ok) {
      java.util.Arrays.fill(out, outOff, outOff + ctLen, (byte) 0);
      throw new AEADBadTagException("Ascon-AEAD128: tag mismatch");
    }
  }

  // ---- one-shot, ByteBuffer ---------------------------------------------------------

  /**
   * Encrypts pt's remaining bytes into out (ciphertext then tag), advancing pt and ad
   * (which may be null) to their limits and out by the count returned.
   */
  public int encrypt(byte[] nonce, ByteBuffer pt, ByteBuffer ad, ByteBuffer out) {
    int n = pt.remaining(), total = Math.addExact(n, tagLen);
    if (out.remaining() < total) throw new IllegalArgumentException("output needs " + total + " bytes, " + out.remaining() + " remain");
    Aead128Encryptor e = encryptor(nonce);
    if (ad != null) e.updateAAD(ad);
    e.update(pt, out);
    byte[] t = e.finish();
    out.put(t);
    return total;
  }

  /**
   * Decrypts in's remaining bytes (ciphertext then tag) into out, advancing in and ad
   * to their limits and out by the count returned. On a bad tag the bytes written to out
   * are zeroed, the positions are left as they were, and AEADBadTagException is thrown.
   */
  public int decrypt(byte[] nonce, ByteBuffer in, ByteBuffer ad, ByteBuffer out) throws AEADBadTagException {
    int inLen = in.remaining();
    if (inLen < tagLen) throw new AEADBadTagException("input shorter than the " + tagLen + "-byte tag");
    int n = inLen - tagLen;
    if (out.remaining() < n) throw new IllegalArgumentException("output needs " + n + " bytes, " + out.remaining() + " remain");
    int inPos = in.position(), adPos = ad == null ? 0 : ad.position(), outPos = out.position();
    byte[] tag = new byte[tagLen];
    in.get(inPos + n, tag);
    Aead128Decryptor d = decryptor(nonce, out);
    if (ad != null) d.updateAAD(ad);
    d.update(in.limit(inPos + n));
    in.limit(inPos + inLen);
    try {
      d.finish(tag, 0);
    } catch (AEADBadTagException ex) {
      in.position(inPos);
      if (ad != null) ad.position(adPos);
      out.position(outPos);
      throw ex;
    }
    in.position(inPos + inLen);
    return n;
  }

  // ---- incremental ------------------------------------------------------------------

  /** An encryptor for one message under this nonce: associated data first, then plaintext, then finish(). */
  public Aead128Encryptor encryptor(byte[] nonce) {
    return new Aead128Encryptor(start(nonce, 0), tagLen);
  }

  /** A decryptor writing plaintext into out from outOff on; finish() zeroes it all on a bad tag. */
  public Aead128Decryptor decryptor(byte[] nonce, byte[] out, int outOff) {
    Objects.checkIndex(outOff, out.length + 1);
    return new Aead128Decryptor(start(nonce, 0), tagLen, out, outOff);
  }

  /** A decryptor writing plaintext at out's position on (advancing it); finish() zeroes it all on a bad tag. */
  public Aead128Decryptor decryptor(byte[] nonce, ByteBuffer out) {
    return new Aead128Decryptor(start(nonce, 0), tagLen, out);
  }

  // ---- key lifetime -----------------------------------------------------------------

  /** Wipes the key; any later use throws IllegalStateException. */
  @Override
  public void destroy() {
    k0 = 0;
    k1 = 0;
    m0 = 0;
    m1 = 0;
    destroyed = true;
  }

  @Override
  public boolean isDestroyed() {
    return destroyed;
  }

  // ---- internals --------------------------------------------------------------------

  /** A duplex initialised for this key and nonce (bit-oriented test path). */
  Duplex duplexFor(byte[] nonce) {
    return start(nonce, 0);
  }

  private Duplex start(byte[] nonce, int nonceOff) {
    if (destroyed) throw new IllegalStateException("Ascon-AEAD128 key destroyed");
    Objects.requireNonNull(nonce, "nonce");
    if (nonce.length - nonceOff != NONCE_SIZE)
      throw new IllegalArgumentException("Ascon-AEAD128 nonce must be " + NONCE_SIZE + " bytes, got " + (nonce.length - nonceOff));
    Duplex d = new Duplex();
    d.init(k0, k1, State.load(nonce, nonceOff) ^ m0, State.load(nonce, nonceOff + 8) ^ m1);
    return d;
  }

  private static void checkAd(byte[] ad, int adOff, int adLen) {
    if (ad == null) {
      if (adLen != 0 || adOff != 0) throw new IllegalArgumentException("associated data is null but its length is " + adLen);
    } else {
      Objects.checkFromIndexSize(adOff, adLen, ad.length);
    }
  }

  /** In place (same array, same offset) is allowed; any other overlap is refused. */
  static void checkOverlap(byte[] in, int inOff, byte[] out, int outOff, int len) {
    if (in == out && inOff != outOff && len > 0 && Math.max(inOff, outOff) < Math.min(inOff, outOff) + len)
      throw new IllegalArgumentException("input and output overlap (only in-place operation is allowed)");
  }
}
