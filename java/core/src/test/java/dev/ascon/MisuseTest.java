// SPDX-License-Identifier: Apache-2.0 OR MIT
package dev.ascon;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import javax.crypto.AEADBadTagException;
import org.junit.jupiter.api.Test;

/** Wrong sizes, forged input, reuse and destroyed keys are refused, with nothing released. */
class MisuseTest {
  static final byte[] KEY = seq(16, 1), NONCE = seq(16, 40), PT = seq(33, 7), AD = seq(5, 90);

  static byte[] seq(int n, int start) {
    byte[] b = new byte[n];
    for (int i = 0; i < n; i++) b[i] = (byte) (start + i);
    return b;
  }

  @Test
  void wrongKeyLengths() {
    for (int n : new int[] {0, 15, 17, 32}) {
      IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new Aead128(new byte[n]));
      assertTrue(e.getMessage().contains("16 bytes, got " + n), e.getMessage());
      assertThrows(IllegalArgumentException.class, () -> new AsconMac(new byte[n]));
      assertThrows(IllegalArgumentException.class, () -> new AsconPrf(new byte[n]));
      assertThrows(IllegalArgumentException.class, () -> AsconPrfShort.prf(new byte[n], new byte[1]));
    }
    assertThrows(IllegalArgumentException.class, () -> Aead128.withNonceMasking(new byte[16]));
    assertThrows(NullPointerException.class, () -> new Aead128(null));
  }

  @Test
  void wrongNonceAndTagLengths() {
    Aead128 a = new Aead128(KEY);
    assertThrows(IllegalArgumentException.class, () -> a.encrypt(new byte[12], PT, AD));
    assertThrows(IllegalArgumentException.class, () -> a.encryptor(new byte[17]));
    for (int t : new int[] {0, 3, 17}) assertThrows(IllegalArgumentException.class, () -> new Aead128(KEY, t));
    assertThrows(AEADBadTagException.class, () -> a.decrypt(NONCE, new byte[15], AD));
    assertThrows(IllegalArgumentException.class, () -> AsconPrfShort.prf(KEY, new byte[17]));
    assertThrows(IllegalArgumentException.class, () -> AsconPrfShort.prf(KEY, new byte[3], 17));
    assertThrows(IllegalArgumentException.class, () -> new Cxof128(new byte[257]));
    new Cxof128(new byte[256]);
  }

  @Test
  void truncatedTagIsAPrefixAndBoundAtConstruction() throws Exception {
    byte[] full = new Aead128(KEY).encrypt(NONCE, PT, AD);
    Aead128 t8 = new Aead128(KEY, 8);
    byte[] ct8 = t8.encrypt(NONCE, PT, AD);
    assertArrayEquals(Arrays.copyOf(full, PT.length + 8), ct8);
    assertArrayEquals(PT, t8.decrypt(NONCE, ct8, AD));
    // a full-tag message is not accepted by the 8-byte key: the length comes from the key, not the message
    assertThrows(AEADBadTagException.class, () -> t8.decrypt(NONCE, full, AD));
  }

  @Test
  void tamperedInputZeroesOutput() {
    Aead128 a = new Aead128(KEY);
    byte[] ct = a.encrypt(NONCE, PT, AD);
    for (int i = 0; i < ct.length; i++) {
      byte[] bad = ct.clone();
      bad[i] ^= 0x10;
      byte[] out = new byte[PT.length];
      Arrays.fill(out, (byte) 0x77);
      assertThrows(AEADBadTagException.class, () -> a.decrypt(NONCE, bad, 0, bad.length, AD, 0, AD.length, out, 0));
      assertArrayEquals(new byte[PT.length], out, "byte " + i);
    }
    byte[] out = new byte[PT.length];
    assertThrows(AEADBadTagException.class, () -> a.decrypt(NONCE, ct, 0, ct.length, seq(5, 91), 0, 5, out, 0));
    byte[] nonce2 = NONCE.clone();
    nonce2[15] ^= 1;
    assertThrows(AEADBadTagException.class, () -> a.decrypt(nonce2, ct, AD));
  }

  @Test
  void reusedEncryptorAndDecryptorRefused() throws Exception {
    Aead128 a = new Aead128(KEY);
    Aead128Encryptor e = a.encryptor(NONCE).updateAAD(AD);
    e.update(PT);
    e.finish();
    assertThrows(IllegalStateException.class, () -> e.update(PT));
    assertThrows(IllegalStateException.class, e::finish);
    assertThrows(IllegalStateException.class, () -> e.updateAAD(AD));
    Aead128Encryptor e2 = a.encryptor(NONCE);
    e2.update(PT);
    assertThrows(IllegalStateException.class, () -> e2.updateAAD(AD), "associated data after plaintext");
    byte[] ct = a.encrypt(NONCE, PT, AD);
    byte[] out = new byte[PT.length];
    Aead128Decryptor d = a.decryptor(NONCE, out, 0).updateAAD(AD);
    d.update(ct, 0, PT.length);
    d.finish(Arrays.copyOfRange(ct, PT.length, ct.length));
    assertArrayEquals(PT, out);
    assertThrows(IllegalStateException.class, () -> d.update(ct, 0, 1));
  }

  @Test
  void overlappingBuffersRefusedInPlaceAllowed() throws Exception {
    Aead128 a = new Aead128(KEY);
    byte[] buf = new byte[64];
    System.arraycopy(PT, 0, buf, 0, PT.length);
    assertThrows(IllegalArgumentException.class, () -> a.encrypt(NONCE, buf, 0, PT.length, AD, 0, AD.length, buf, 1));
    a.encrypt(NONCE, buf, 0, PT.length, AD, 0, AD.length, buf, 0);
    assertArrayEquals(a.encrypt(NONCE, PT, AD), Arrays.copyOf(buf, PT.length + 16));
  }

  @Test
  void destroyedKeysRefuseWork() {
    Aead128 a = new Aead128(KEY);
    a.destroy();
    assertTrue(a.isDestroyed());
    assertThrows(IllegalStateException.class, () -> a.encrypt(NONCE, PT, AD));
    AsconMac m = new AsconMac(KEY);
    m.destroy();
    assertThrows(IllegalStateException.class, () -> m.update(PT));
    assertThrows(IllegalStateException.class, m::tag);
    AsconPrf p = new AsconPrf(KEY);
    XofReader r = p.reader();
    p.destroy();
    r.destroy();
    assertThrows(IllegalStateException.class, () -> r.read(4));
    assertThrows(IllegalStateException.class, () -> p.digest(4));
  }

  @Test
  void macVerifyRefusesWrongLengthsAndPrfShortOutputsAreDistinctFunctions() {
    byte[] tag = AsconMac.mac(KEY, PT);
    assertFalse(new AsconMac(KEY).update(PT).verify(Arrays.copyOf(tag, 15)));
    assertFalse(new AsconPrf(KEY).update(PT).verify(AsconPrf.prf(KEY, PT, 15)), "short expected outputs never verify");
    byte[] four = AsconPrfShort.prf(KEY, AD, 4);
    assertNotEquals(Vectors.hex(four), Vectors.hex(Arrays.copyOf(AsconPrfShort.prf(KEY, AD), 4)));
    assertEquals(4, four.length);
  }

  @Test
  void xofReaderContinuesAcrossCallsAndDigestDoesNotConsume() {
    Xof128 x = new Xof128().update(PT);
    byte[] all = x.digest(100);
    XofReader r = x.reader();
    byte[] a = r.read(3), b = r.read(97);
    byte[] joined = Arrays.copyOf(a, 100);
    System.arraycopy(b, 0, joined, 3, 97);
    assertArrayEquals(all, joined);
    Hash256 h = new Hash256().update(PT);
    assertArrayEquals(h.digest(), h.digest());
    assertArrayEquals(Hash256.hash(Arrays.copyOf(PT, PT.length + 1)), h.update(new byte[1]).digest(), "update after digest");
  }
}
