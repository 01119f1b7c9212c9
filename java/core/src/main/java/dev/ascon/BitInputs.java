// SPDX-License-Identifier: Apache-2.0 OR MIT
package dev.ascon;

import java.util.Arrays;

/**
 * Inputs and outputs whose length in bits is not a multiple of 8, as NIST's
 * ACVP tests them (a partial last byte holds its bits in the low-order
 * positions; truncated outputs keep the first bits). Package-private: the
 * public API is byte oriented; the tests run the ACVP bit-length samples,
 * which are also the only published vectors with nonce masking, through here.
 */
final class BitInputs {
  private BitInputs() {}

  private static byte[] truncate(byte[] full, long bits) {
    byte[] out = Arrays.copyOf(full, (int) ((bits + 7) / 8));
    if (bits % 8 != 0) out[out.length - 1] &= (byte) ((1 << (bits % 8)) - 1);
    return out;
  }

  /** Ciphertext (ptBits) and tag (tagBits) of Ascon-AEAD128. */
  static byte[][] seal(Aead128 a, byte[] nonce, byte[] pt, long ptBits, byte[] ad, long adBits, int tagBits) {
    return run(a, nonce, pt, ptBits, ad, adBits, tagBits, false);
  }

  /** Plaintext (ctBits) and the computed tag (tagBits), for the caller to compare. */
  static byte[][] open(Aead128 a, byte[] nonce, byte[] ct, long ctBits, byte[] ad, long adBits, int tagBits) {
    return run(a, nonce, ct, ctBits, ad, adBits, tagBits, true);
  }

  private static byte[][] run(Aead128 a, byte[] nonce, byte[] in, long bits, byte[] ad, long adBits, int tagBits, boolean dec) {
    Duplex d = a.duplexFor(nonce);
    int adWhole = (int) (adBits / 8), adRem = (int) (adBits % 8);
    d.absorbAd(ad, 0, adWhole);
    if (adRem != 0) d.endAdBits(ad[adWhole], adRem);
    d.startData();
    int whole = (int) (bits / 8), rem = (int) (bits % 8);
    byte[] out = new byte[(int) ((bits + 7) / 8)];
    if (dec) d.decrypt(in, 0, whole, out, 0);
    else d.encrypt(in, 0, whole, out, 0);
    if (rem != 0) out[whole] = (byte) d.lastBits(in[whole], rem, dec);
    byte[] tag = new byte[16];
    d.finish(tag, 0, 16);
    return new byte[][] {out, truncate(tag, tagBits)};
  }

  /** Hash256 (cxof = false, z = null), XOF128 or CXOF128 of a bit string, outBits of output. */
  static byte[] sponge(String alg, byte[] msg, long msgBits, byte[] z, long zBits, long outBits) {
    State init = Sponge.initialState(alg.equals("ascon-hash256") ? Sponge.HASH256_IV
        : alg.equals("ascon-xof128") ? Sponge.XOF128_IV : Sponge.CXOF128_IV);
    Sponge sp = Sponge.unkeyed(init);
    if (alg.equals("ascon-cxof128")) {
      byte[] len = new byte[8];
      State.store(len, 0, zBits);
      sp.absorb(len, 0, 8);
      sp.absorb(z, 0, (int) (zBits / 8));
      int r = (int) (zBits % 8);
      sp.endString(r == 0 ? 0 : z[(int) (zBits / 8)], r);
    }
    sp.absorb(msg, 0, (int) (msgBits / 8));
    int r = (int) (msgBits % 8);
    Sponge.Squeezer sq = new Sponge.Squeezer(8);
    sp.finalizeInto(sq, r == 0 ? 0 : msg[(int) (msgBits / 8)], r);
    byte[] out = new byte[(int) ((outBits + 7) / 8)];
    sq.squeeze(out, 0, out.length);
    return truncate(out, outBits);
  }
}
