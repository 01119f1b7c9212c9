// SPDX-License-Identifier: Apache-2.0 OR MIT
package dev.ascon;

import static dev.ascon.SpongeVectorTest.direct;
import static dev.ascon.SpongeVectorTest.drain;
import static dev.ascon.SpongeVectorTest.padded;
import static dev.ascon.Vectors.hex;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.Map;
import javax.crypto.AEADBadTagException;

/** Every API form of Ascon-AEAD128 against one known-answer record. */
final class AeadVectorTest {
  private AeadVectorTest() {}

  static byte[] cat(byte[] a, byte[] b) {
    byte[] o = Arrays.copyOf(a, a.length + b.length);
    System.arraycopy(b, 0, o, a.length, b.length);
    return o;
  }

  /** Dispatches one AEAD record; returns false if skipped (bit lengths). */
  static boolean check(String format, Map<String, String> r) {
    byte[] key = hex(r, "Key"), nonce = hex(r, "Nonce"), pt = hex(r, "PT"), ad = hex(r, "AD");
    switch (format) {
      case "lwc": {
        byte[] ctTag = hex(r, "CT");
        int n = ctTag.length - 16;
        Aead128 a = new Aead128(key);
        valid(a, nonce, pt, ad, Arrays.copyOf(ctTag, n), Arrays.copyOfRange(ctTag, n, ctTag.length));
        a.destroy();
        return true;
      }
      case "acvp": {
        byte[] ct = hex(r, "CT"), tag = hex(r, "Tag");
        Aead128 a = new Aead128(key, tag.length);
        if (r.get("TestPassed").equalsIgnoreCase("true")) valid(a, nonce, pt, ad, ct, tag);
        else forged(a, nonce, ad, ct, tag);
        return true;
      }
      case "acvp-bits": {
        boolean masked = r.get("NonceMasking").equals("true");
        byte[] ct = hex(r, "CT"), tag = hex(r, "Tag");
        int adBits = Integer.parseInt(r.get("ADBits")), ptBits = Integer.parseInt(r.get("PTBits"));
        int tagBits = Integer.parseInt(r.get("TagBits"));
        Aead128 a = masked ? Aead128.withNonceMasking(cat(key, hex(r, "SecondKey")), tag.length) : new Aead128(key, tag.length);
        if (adBits % 8 != 0 || ptBits % 8 != 0 || tagBits % 8 != 0) {
          bits(a, r, nonce, ad, adBits, ptBits, tagBits);
          return false;
        }
        if (r.get("TestPassed").equals("true")) valid(a, nonce, pt, ad, ct, tag);
        else forged(a, nonce, ad, ct, tag);
        return true;
      }
      default:
        throw new IllegalArgumentException(format);
    }
  }

  /** A record with bit lengths through the bit-oriented path (the only published nonce-masking vectors). */
  static void bits(Aead128 a, Map<String, String> r, byte[] nonce, byte[] ad, int adBits, int ptBits, int tagBits) {
    byte[] ct = hex(r, "CT"), tag = hex(r, "Tag");
    boolean pass = r.get("TestPassed").equals("true");
    if (r.get("Direction").equals("encrypt")) {
      byte[][] got = BitInputs.seal(a, nonce, hex(r, "PT"), ptBits, ad, adBits, tagBits);
      assertArrayEquals(ct, got[0], "bit-length ciphertext");
      assertArrayEquals(tag, got[1], "bit-length tag");
    } else {
      byte[][] got = BitInputs.open(a, nonce, ct, ptBits, ad, adBits, tagBits);
      assertEquals(pass, Arrays.equals(tag, got[1]), "bit-length tag verification");
      if (pass) assertArrayEquals(hex(r, "PT"), got[0], "bit-length plaintext");
    }
  }

  /** Encryption in every form gives ct || tag; decryption in every form gives pt; a flipped tag bit is refused. */
  static void valid(Aead128 a, byte[] nonce, byte[] pt, byte[] ad, byte[] ct, byte[] tag) {
    int n = pt.length, t = tag.length;
    byte[] expect = cat(ct, tag);
    assertArrayEquals(expect, a.encrypt(nonce, pt, ad), "one-shot");
    byte[] out = new byte[n + t + 5];
    assertEquals(n + t, a.encrypt(nonce, padded(pt), 3, n, padded(ad), 3, ad.length, out, 2));
    assertArrayEquals(expect, Arrays.copyOfRange(out, 2, 2 + n + t), "offset form");
    byte[] c = new byte[n], g = new byte[t];
    a.encryptDetached(nonce, pt, 0, n, ad, 0, ad.length, c, 0, g, 0);
    assertArrayEquals(ct, c, "detached ciphertext");
    assertArrayEquals(tag, g, "detached tag");
    byte[] inPlace = Arrays.copyOf(padded(pt), n + t + 3);
    a.encrypt(nonce, inPlace, 3, n, ad, 0, ad.length, inPlace, 3);
    assertArrayEquals(expect, Arrays.copyOfRange(inPlace, 3, 3 + n + t), "in place");
    for (int adCut : Vectors.splits(ad.length)) {
      for (int cut : Vectors.splits(n)) {
        Aead128Encryptor e = a.encryptor(nonce).updateAAD(ad, 0, adCut).updateAAD(ad, adCut, ad.length - adCut);
        byte[] o = new byte[n];
        e.update(pt, 0, cut, o, 0);
        e.update(pt, cut, n - cut, o, cut);
        assertArrayEquals(expect, cat(o, e.finish()), "encryptor, AD split " + adCut + ", PT split " + cut);
      }
    }
    for (boolean isDirect : new boolean[] {false, true}) {
      ByteBuffer o = isDirect ? ByteBuffer.allocateDirect(n + t) : ByteBuffer.allocate(n + t);
      a.encrypt(nonce, isDirect ? direct(pt) : ByteBuffer.wrap(pt), isDirect ? direct(ad) : ByteBuffer.wrap(ad), o);
      assertArrayEquals(expect, drain(o), "ByteBuffer encrypt direct=" + isDirect);
    }
    // decryption
    try {
      assertArrayEquals(pt, a.decrypt(nonce, expect, ad), "decrypt one-shot");
      byte[] p = new byte[n + 4];
      assertEquals(n, a.decrypt(nonce, padded(expect), 3, n + t, padded(ad), 3, ad.length, p, 1));
      assertArrayEquals(pt, Arrays.copyOfRange(p, 1, 1 + n), "decrypt offset form");
      byte[] d = new byte[n];
      a.decryptDetached(nonce, ct, 0, n, ad, 0, ad.length, tag, 0, d, 0);
      assertArrayEquals(pt, d, "decrypt detached");
      byte[] ip = expect.clone();
      a.decrypt(nonce, ip, 0, n + t, ad, 0, ad.length, ip, 0);
      assertArrayEquals(pt, Arrays.copyOf(ip, n), "decrypt in place");
      for (int cut : Vectors.splits(n)) {
        byte[] o = new byte[n];
        Aead128Decryptor dec = a.decryptor(nonce, o, 0).updateAAD(ad);
        dec.update(ct, 0, cut);
        dec.update(ByteBuffer.wrap(ct, cut, n - cut));
        dec.finish(tag);
        assertArrayEquals(pt, o, "decryptor split " + cut);
      }
      for (boolean isDirect : new boolean[] {false, true}) {
        ByteBuffer o = isDirect ? ByteBuffer.allocateDirect(n) : ByteBuffer.allocate(n);
        ByteBuffer in = isDirect ? direct(expect) : ByteBuffer.wrap(expect);
        assertEquals(n, a.decrypt(nonce, in, isDirect ? direct(ad) : ByteBuffer.wrap(ad), o));
        assertEquals(0, in.remaining());
        assertArrayEquals(pt, drain(o), "ByteBuffer decrypt direct=" + isDirect);
        ByteBuffer o2 = isDirect ? ByteBuffer.allocateDirect(n) : ByteBuffer.allocate(n);
        Aead128Decryptor dec = a.decryptor(nonce, o2).updateAAD(ad);
        dec.update(isDirect ? direct(ct) : ByteBuffer.wrap(ct));
        dec.finish(tag);
        assertArrayEquals(pt, drain(o2), "ByteBuffer decryptor direct=" + isDirect);
      }
    } catch (AEADBadTagException e) {
      throw new AssertionError("valid record refused", e);
    }
    byte[] bad = tag.clone();
    bad[t - 1] ^= 0x01;
    forged(a, nonce, ad, ct, bad);
  }

  /** Every decryption form refuses, and every output byte it could have written is zero. */
  static void forged(Aead128 a, byte[] nonce, byte[] ad, byte[] ct, byte[] tag) {
    int n = ct.length, t = tag.length;
    byte[] in = cat(ct, tag);
    assertThrows(AEADBadTagException.class, () -> a.decrypt(nonce, in, ad));
    byte[] out = filled(n + 2);
    assertThrows(AEADBadTagException.class, () -> a.decrypt(nonce, in, 0, n + t, ad, 0, ad.length, out, 1));
    assertZeroInside(out, 1, n);
    byte[] det = filled(n);
    assertThrows(AEADBadTagException.class, () -> a.decryptDetached(nonce, ct, 0, n, ad, 0, ad.length, tag, 0, det, 0));
    assertZeroInside(det, 0, n);
    byte[] ip = in.clone();
    assertThrows(AEADBadTagException.class, () -> a.decrypt(nonce, ip, 0, n + t, ad, 0, ad.length, ip, 0));
    assertZeroInside(ip, 0, n);
    byte[] inc = filled(n);
    Aead128Decryptor dec = a.decryptor(nonce, inc, 0).updateAAD(ad);
    dec.update(ct, 0, n);
    assertThrows(AEADBadTagException.class, () -> dec.finish(tag));
    assertZeroInside(inc, 0, n);
    for (boolean isDirect : new boolean[] {false, true}) {
      ByteBuffer o = isDirect ? ByteBuffer.allocateDirect(n) : ByteBuffer.allocate(n);
      o.put(filled(n)).clear();
      ByteBuffer src = isDirect ? direct(in) : ByteBuffer.wrap(in);
      assertThrows(AEADBadTagException.class, () -> a.decrypt(nonce, src, ByteBuffer.wrap(ad), o));
      assertEquals(0, o.position(), "output position restored");
      assertEquals(n + t, src.remaining(), "input position restored");
      byte[] got = new byte[n];
      o.get(0, got);
      assertArrayEquals(new byte[n], got, "ByteBuffer output zeroed, direct=" + isDirect);
    }
  }

  static byte[] filled(int n) {
    byte[] b = new byte[n];
    Arrays.fill(b, (byte) 0xAA);
    return b;
  }

  static void assertZeroInside(byte[] b, int off, int n) {
    for (int i = 0; i < b.length; i++) {
      boolean inside = i >= off && i < off + n;
      if (inside && b[i] != 0) throw new AssertionError("output byte " + i + " not zeroed after a failed decryption");
    }
  }
}
