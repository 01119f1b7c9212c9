// SPDX-License-Identifier: Apache-2.0 OR MIT
package dev.ascon;

import static dev.ascon.Vectors.hex;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.Map;

/** Every API form of the sponge algorithms against one known-answer record. */
final class SpongeVectorTest {
  private SpongeVectorTest() {}

  /** The input at offset 3 of a larger array, with junk around it. */
  static byte[] padded(byte[] b) {
    byte[] p = new byte[b.length + 7];
    Arrays.fill(p, (byte) 0x5a);
    System.arraycopy(b, 0, p, 3, b.length);
    return p;
  }

  static ByteBuffer direct(byte[] b) {
    ByteBuffer d = ByteBuffer.allocateDirect(b.length);
    d.put(b).flip();
    return d;
  }

  static byte[] drain(ByteBuffer b) {
    b.flip();
    byte[] o = new byte[b.remaining()];
    b.get(o);
    return o;
  }

  static void hash256(byte[] msg, byte[] md) {
    assertArrayEquals(md, Hash256.hash(msg), "one-shot");
    byte[] out = new byte[40];
    Hash256.hash(padded(msg), 3, msg.length, out, 5);
    assertArrayEquals(md, Arrays.copyOfRange(out, 5, 37), "offset form");
    for (int cut : Vectors.splits(msg.length)) {
      Hash256 h = new Hash256().update(msg, 0, cut).update(msg, cut, msg.length - cut);
      assertArrayEquals(md, h.digest(), "split at " + cut);
      assertArrayEquals(md, h.digest(), "digest repeated");
    }
    Hash256 bytes = new Hash256();
    for (byte b : msg) bytes.update(new byte[] {b});
    assertArrayEquals(md, bytes.digest(), "byte by byte");
    for (boolean isDirect : new boolean[] {false, true}) {
      ByteBuffer in = isDirect ? direct(msg) : ByteBuffer.wrap(msg);
      ByteBuffer o = isDirect ? ByteBuffer.allocateDirect(32) : ByteBuffer.allocate(32);
      Hash256.hash(in, o);
      assertEquals(0, in.remaining());
      assertArrayEquals(md, drain(o), "ByteBuffer direct=" + isDirect);
    }
    assertArrayEquals(md, new Hash256().update(new byte[] {1, 2}).reset().update(msg).digest(), "reset");
  }

  static void xof(byte[] msg, byte[] z, byte[] md, boolean custom) {
    int n = md.length;
    if (custom) {
      assertArrayEquals(md, Cxof128.xof(msg, z, n), "one-shot");
    } else {
      assertArrayEquals(md, Xof128.xof(msg, n), "one-shot");
      byte[] out = new byte[n + 9];
      Xof128.xof(padded(msg), 3, msg.length, out, 4, n);
      assertArrayEquals(md, Arrays.copyOfRange(out, 4, 4 + n), "offset form");
    }
    for (int cut : Vectors.splits(msg.length)) {
      byte[] got = custom
          ? new Cxof128(z).update(msg, 0, cut).update(msg, cut, msg.length - cut).digest(n)
          : new Xof128().update(msg, 0, cut).update(msg, cut, msg.length - cut).digest(n);
      assertArrayEquals(md, got, "input split at " + cut);
    }
    for (int cut : Vectors.splits(n)) {
      XofReader r = custom ? new Cxof128(z).update(msg).reader() : new Xof128().update(msg).reader();
      byte[] out = new byte[n];
      r.read(out, 0, cut).read(out, cut, n - cut);
      assertArrayEquals(md, out, "output split at " + cut);
    }
    XofReader bytewise = custom ? new Cxof128(z).update(msg).reader() : new Xof128().update(msg).reader();
    byte[] acc = new byte[n];
    for (int i = 0; i < n; i++) acc[i] = bytewise.read(1)[0];
    assertArrayEquals(md, acc, "output byte by byte");
    for (boolean isDirect : new boolean[] {false, true}) {
      ByteBuffer in = isDirect ? direct(msg) : ByteBuffer.wrap(msg);
      ByteBuffer o = isDirect ? ByteBuffer.allocateDirect(n) : ByteBuffer.allocate(n);
      if (custom) Cxof128.xof(in, z, o);
      else Xof128.xof(in, o);
      assertArrayEquals(md, drain(o), "ByteBuffer direct=" + isDirect);
    }
    if (custom) {
      Cxof128 c = new Cxof128(z).update(new byte[] {9});
      assertArrayEquals(md, c.reset().update(msg).digest(n), "reset keeps Z");
    }
  }

  static void mac(byte[] key, byte[] msg, byte[] tag) {
    assertArrayEquals(tag, AsconMac.mac(key, msg), "one-shot");
    assertTrue(AsconMac.verify(key, msg, tag));
    byte[] bad = tag.clone();
    bad[bad.length - 1] ^= 1;
    assertFalse(AsconMac.verify(key, msg, bad), "flipped tag bit");
    for (int cut : Vectors.splits(msg.length)) {
      AsconMac m = new AsconMac(key).update(msg, 0, cut).update(msg, cut, msg.length - cut);
      assertArrayEquals(tag, m.tag(), "split at " + cut);
      assertTrue(m.verify(tag));
      m.destroy();
    }
    for (boolean isDirect : new boolean[] {false, true}) {
      AsconMac m = new AsconMac(padded(key), 3, 16).update(isDirect ? direct(msg) : ByteBuffer.wrap(msg));
      assertArrayEquals(tag, m.tag(), "ByteBuffer direct=" + isDirect);
      assertArrayEquals(tag, m.reset().update(msg).tag(), "reset");
    }
  }

  static void prf(byte[] key, byte[] msg, byte[] md) {
    int n = md.length;
    assertArrayEquals(md, AsconPrf.prf(key, msg, n), "one-shot");
    for (int cut : Vectors.splits(msg.length)) {
      AsconPrf p = new AsconPrf(key).update(msg, 0, cut).update(msg, cut, msg.length - cut);
      assertArrayEquals(md, p.digest(n), "split at " + cut);
      assertTrue(p.verify(md));
    }
    for (int cut : Vectors.splits(n)) {
      XofReader r = new AsconPrf(key).update(msg).reader();
      byte[] out = new byte[n];
      r.read(out, 0, cut).read(out, cut, n - cut);
      assertArrayEquals(md, out, "output split at " + cut);
    }
    AsconPrf used = new AsconPrf(key).update(msg).update(new byte[] {1, 2, 3});
    assertArrayEquals(md, used.reset().update(msg).digest(n), "reset");
    used.destroy();
    ByteBuffer o = ByteBuffer.allocateDirect(n);
    new AsconPrf(key).update(direct(msg)).reader().read(o);
    assertArrayEquals(md, drain(o), "direct ByteBuffer");
    byte[] bad = md.clone();
    bad[0] ^= (byte) 0x80;
    assertFalse(new AsconPrf(key).update(msg).verify(bad));
  }

  static void prfShort(byte[] key, byte[] msg, byte[] md) {
    assertArrayEquals(md, AsconPrfShort.prf(key, msg), "one-shot");
    byte[] out = new byte[20];
    AsconPrfShort.prf(padded(key), 3, padded(msg), 3, msg.length, out, 2, 16);
    assertArrayEquals(md, Arrays.copyOfRange(out, 2, 18), "offset form");
    assertTrue(AsconPrfShort.verify(key, msg, md));
    byte[] bad = md.clone();
    bad[7] ^= 4;
    assertFalse(AsconPrfShort.verify(key, msg, bad));
  }

  /** Dispatches one record of a sponge algorithm; returns false if skipped (bit lengths). */
  static boolean check(String alg, String format, Map<String, String> r) {
    if (format.equals("acvp-bits")) {
      long msgBits = Long.parseLong(r.get("MsgBits")), mdBits = Long.parseLong(r.get("MDBits"));
      long zBits = r.containsKey("ZBits") ? Long.parseLong(r.get("ZBits")) : 0;
      if (msgBits % 8 != 0 || zBits % 8 != 0 || mdBits % 8 != 0) {
        byte[] z = r.containsKey("Z") ? hex(r, "Z") : new byte[0];
        assertArrayEquals(hex(r, "MD"), BitInputs.sponge(alg, hex(r, "Msg"), msgBits, z, zBits, mdBits), "bit lengths");
        return false;
      }
    }
    byte[] msg = hex(r, "Msg");
    byte[] out = hex(r, r.containsKey("MD") ? "MD" : "Tag");
    switch (alg) {
      case "ascon-hash256": hash256(msg, out); break;
      case "ascon-xof128": xof(msg, null, out, false); break;
      case "ascon-cxof128": xof(msg, hex(r, "Z"), out, true); break;
      case "ascon-mac": mac(hex(r, "Key"), msg, out); break;
      case "ascon-prf": prf(hex(r, "Key"), msg, out); break;
      case "ascon-prfshort": prfShort(hex(r, "Key"), msg, out); break;
      default: throw new IllegalArgumentException(alg);
    }
    return true;
  }
}
