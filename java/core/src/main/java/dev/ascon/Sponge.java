// SPDX-License-Identifier: Apache-2.0 OR MIT
package dev.ascon;

import java.nio.ByteBuffer;
import java.util.Objects;

/**
 * The absorbing side of every Ascon sponge: Hash256, XOF128 and CXOF128
 * (rate 8 bytes, unkeyed) and Mac/Prf (rate 32 bytes, keyed, domain bit set
 * before finalization). Partial input is XORed straight into the state, so
 * the state is all there is to copy or wipe.
 */
final class Sponge implements ArrayOp {
  static final long HASH256_IV = 0x0000080100cc0002L;
  static final long XOF128_IV = 0x0000080000cc0003L;
  static final long CXOF128_IV = 0x0000080000cc0004L;
  static final long MAC_IV = 0x0010200080cc0005L;
  static final long PRF_IV = 0x0010200000cc0006L;

  private final State s = new State();
  private final int rate; // 8 or 32
  private final boolean keyed;
  private int pos;

  private Sponge(int rate, boolean keyed) {
    this.rate = rate;
    this.keyed = keyed;
  }

  /** An unkeyed rate-8 sponge started from a precomputed initial state. */
  static Sponge unkeyed(State initial) {
    Sponge sp = new Sponge(8, false);
    sp.s.set(initial);
    return sp;
  }

  /** Keyed initialisation: S = IV || K0 || K1 || 0 || 0, then Ascon-p[12]. */
  static Sponge keyed(long iv, long k0, long k1) {
    Sponge sp = new Sponge(32, true);
    sp.rekey(iv, k0, k1);
    return sp;
  }

  /** Back to the keyed initial state, in place (no second sponge holding key material to wipe). */
  void rekey(long iv, long k0, long k1) {
    s.set(iv, k0, k1, 0, 0);
    s.p12();
    pos = 0;
  }

  /** IV || 0..., then Ascon-p[12]: computed once per algorithm. */
  static State initialState(long iv) {
    State st = new State(iv, 0, 0, 0, 0);
    st.p12();
    return st;
  }

  void reset(State initial) {
    s.set(initial);
    pos = 0;
  }

  void copyFrom(Sponge o) {
    s.set(o.s);
    pos = o.pos;
  }

  void wipe() {
    s.wipe();
    pos = 0;
  }

  void absorb(byte[] in, int off, int len) {
    Objects.checkFromIndexSize(off, len, in.length);
    State st = s;
    // fill a started block
    while (pos != 0 && len > 0) {
      st.xorByte(pos, in[off++]);
      len--;
      if (++pos == rate) {
        st.p12();
        pos = 0;
      }
    }
    if (rate == 8) {
      for (; len >= 8; len -= 8, off += 8) {
        st.x0 ^= State.load(in, off);
        st.p12();
      }
    } else {
      for (; len >= 32; len -= 32, off += 32) {
        st.x0 ^= State.load(in, off);
        st.x1 ^= State.load(in, off + 8);
        st.x2 ^= State.load(in, off + 16);
        st.x3 ^= State.load(in, off + 24);
        st.p12();
      }
    }
    while (len > 0) {
      st.xorByte(pos++, in[off++]);
      len--;
    }
  }

  void absorb(ByteBuffer in) {
    ArrayOp.overBuffer(in, false, this);
  }

  @Override
  public void apply(byte[] b, int off, int len) {
    absorb(b, off, len);
  }

  /** Pads the current block and permutes without finishing (ends the CXOF customization string). */
  void endString() {
    endString(0, 0);
  }

  /** The same after a last partial byte: the low `bits` (0..7) bits of v, then the 1 of the padding. */
  void endString(int v, int bits) {
    s.xorByte(pos, (v & ((1 << bits) - 1)) | (1 << bits));
    s.p12();
    pos = 0;
  }

  /** Pads, sets the domain bit when keyed, permutes into out; this sponge is unchanged. */
  void finalizeInto(Squeezer out) {
    finalizeInto(out, 0, 0);
  }

  /** finalizeInto after a last partial byte of `bits` (0..7) bits of v (bit-oriented input). */
  void finalizeInto(Squeezer out, int v, int bits) {
    State t = out.s;
    t.set(s);
    t.xorByte(pos, (v & ((1 << bits) - 1)) | (1 << bits));
    if (keyed) t.x4 ^= State.DOMAIN_BIT;
    t.p12();
    out.pos = 0;
  }

  /** The first len output bytes for the input so far into out[off]; sq is wiped afterwards. */
  void finish(Squeezer sq, byte[] out, int off, int len) {
    finalizeInto(sq);
    sq.squeeze(out, off, len);
    sq.wipe();
  }

  /** The same into the buffer's remaining bytes (advancing it to its limit). */
  void finish(Squeezer sq, ByteBuffer out) {
    finalizeInto(sq);
    sq.squeeze(out);
    sq.wipe();
  }

  /** A reader of the output for the input so far: 8 bytes per permutation unkeyed, 16 keyed. */
  XofReader reader() {
    Squeezer sq = new Squeezer(keyed ? 16 : 8);
    finalizeInto(sq);
    return new XofReader(sq);
  }

  /** The squeezing side: 8 (unkeyed) or 16 (Mac/Prf) output bytes per Ascon-p[12]. */
  static final class Squeezer implements ArrayOp {
    final State s = new State();
    final int rate;
    int pos;

    Squeezer(int rate) {
      this.rate = rate;
    }

    void squeeze(byte[] out, int off, int len) {
      Objects.checkFromIndexSize(off, len, out.length);
      State st = s;
      while (len > 0) {
        if (pos == rate) {
          st.p12();
          pos = 0;
        }
        if (pos == 0 && len >= rate) {
          State.store(out, off, st.x0);
          if (rate == 16) State.store(out, off + 8, st.x1);
          off += rate;
          len -= rate;
          pos = rate;
          continue;
        }
        out[off++] = (byte) st.byteAt(pos++);
        len--;
      }
    }

    void squeeze(ByteBuffer out) {
      ArrayOp.overBuffer(out, true, this);
    }

    @Override
    public void apply(byte[] b, int off, int len) {
      squeeze(b, off, len);
    }

    void wipe() {
      s.wipe();
      pos = 0;
    }
  }
}
