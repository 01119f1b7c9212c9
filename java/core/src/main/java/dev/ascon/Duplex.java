// SPDX-License-Identifier: Apache-2.0 OR MIT
package dev.ascon;

/**
 * The Ascon-AEAD128 duplex (NIST SP 800-232, section 4) over one message:
 * initialise with key and nonce, absorb associated data, encrypt or decrypt
 * in any number of calls, finalise to the tag. Used by the one-shot calls
 * and by the incremental encryptor and decryptor alike. Rate 16 bytes
 * (S0, S1), Ascon-p[8] between blocks, Ascon-p[12] around.
 */
final class Duplex {
  static final long IV = 0x00001000808c0001L;
  static final int RATE = 16;
  static final int AD = 0, DATA = 1, DONE = 2;

  final State s = new State();
  private long k0, k1;
  private int pos;
  private boolean adSeen;
  int phase = DONE;

  /** S = IV || K || N, Ascon-p[12], S ^= 0* || K. The nonce is already masked. */
  void init(long key0, long key1, long n0, long n1) {
    k0 = key0;
    k1 = key1;
    State st = s;
    st.x0 = IV;
    st.x1 = key0;
    st.x2 = key1;
    st.x3 = n0;
    st.x4 = n1;
    st.p12();
    st.x3 ^= key0;
    st.x4 ^= key1;
    pos = 0;
    adSeen = false;
    tailPadded = false;
    phase = AD;
  }

  void absorbAd(byte[] a, int off, int len) {
    if (len == 0) return;
    adSeen = true;
    State st = s;
    while (pos != 0 && len > 0) {
      st.xorByte(pos, a[off++]);
      len--;
      if (++pos == RATE) {
        st.p8();
        pos = 0;
      }
    }
    for (; len >= RATE; len -= RATE, off += RATE) {
      st.x0 ^= State.load(a, off);
      st.x1 ^= State.load(a, off + 8);
      st.p8();
    }
    while (len > 0) {
      st.xorByte(pos++, a[off++]);
      len--;
    }
  }

  /**
   * Bit-oriented input (ACVP): the low `bits` (1..7) bits of v end the associated data;
   * SP 800-232 pads with a 1 right after the last bit.
   */
  void endAdBits(int v, int bits) {
    adSeen = true;
    s.xorByte(pos, (v & ((1 << bits) - 1)) | (1 << bits));
    s.p8();
    s.x4 ^= State.DOMAIN_BIT;
    pos = 0;
    phase = DATA;
  }

  /** Encrypts (or decrypts) a last partial byte of `bits` (1..7) bits; the next step is finishBits. */
  int lastBits(int v, int bits, boolean decrypt) {
    startData();
    int mask = (1 << bits) - 1, sb = s.byteAt(pos);
    int out = (sb ^ v) & mask;
    int c = decrypt ? v & mask : out;
    s.setByte(pos, (sb & ~mask) | c);
    s.xorByte(pos, 1 << bits);
    tailPadded = true;
    return out;
  }

  private boolean tailPadded;

  /** Ends the associated data (padded only when there was some) and separates the domains. */
  void startData() {
    if (phase != AD) return;
    if (adSeen) {
      s.xorByte(pos, 0x01);
      s.p8();
    }
    s.x4 ^= State.DOMAIN_BIT;
    pos = 0;
    phase = DATA;
  }

  /** C = P ^ S (rate part), and the state takes C. In place (in == out, same offset) is allowed. */
  void encrypt(byte[] in, int off, int len, byte[] out, int outOff) {
    State st = s;
    while (pos != 0 && len > 0) {
      st.xorByte(pos, in[off++]);
      out[outOff++] = (byte) st.byteAt(pos);
      len--;
      if (++pos == RATE) {
        st.p8();
        pos = 0;
      }
    }
    for (; len >= RATE; len -= RATE, off += RATE, outOff += RATE) {
      long c0 = st.x0 ^ State.load(in, off);
      long c1 = st.x1 ^ State.load(in, off + 8);
      st.x0 = c0;
      st.x1 = c1;
      State.store(out, outOff, c0);
      State.store(out, outOff + 8, c1);
      st.p8();
    }
    while (len > 0) {
      st.xorByte(pos, in[off++]);
      out[outOff++] = (byte) st.byteAt(pos++);
      len--;
    }
  }

  /** P = C ^ S (rate part), and the state takes C. In place allowed. */
  void decrypt(byte[] in, int off, int len, byte[] out, int outOff) {
    State st = s;
    while (pos != 0 && len > 0) {
      int c = in[off++] & 0xff;
      out[outOff++] = (byte) (st.byteAt(pos) ^ c);
      st.setByte(pos, c);
      len--;
      if (++pos == RATE) {
        st.p8();
        pos = 0;
      }
    }
    for (; len >= RATE; len -= RATE, off += RATE, outOff += RATE) {
      long c0 = State.load(in, off);
      long c1 = State.load(in, off + 8);
      State.store(out, outOff, st.x0 ^ c0);
      State.store(out, outOff + 8, st.x1 ^ c1);
      st.x0 = c0;
      st.x1 = c1;
      st.p8();
    }
    while (len > 0) {
      int c = in[off++] & 0xff;
      out[outOff++] = (byte) (st.byteAt(pos) ^ c);
      st.setByte(pos++, c);
      len--;
    }
  }

  /** Pads the last data block, adds the key, Ascon-p[12], and writes the first tagLen tag bytes. */
  void finish(byte[] tag, int tagOff, int tagLen) {
    startData();
    State st = s;
    if (!tailPadded) st.xorByte(pos, 0x01);
    st.x2 ^= k0;
    st.x3 ^= k1;
    st.p12();
    long t0 = st.x3 ^ k0, t1 = st.x4 ^ k1;
    State.storePartial(tag, tagOff, t0, Math.min(tagLen, 8));
    if (tagLen > 8) State.storePartial(tag, tagOff + 8, t1, tagLen - 8);
    wipe();
  }

  void wipe() {
    s.wipe();
    k0 = 0;
    k1 = 0;
    pos = 0;
    phase = DONE;
  }
}
