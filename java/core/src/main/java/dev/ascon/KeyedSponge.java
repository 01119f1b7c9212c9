// SPDX-License-Identifier: Apache-2.0 OR MIT
package dev.ascon;

/**
 * The key life cycle that Ascon-Mac and Ascon-Prf share: a 16-byte key held as
 * two words, the keyed sponge, reset to the keyed initial state in place, and
 * destroy, which wipes both; after it every use throws IllegalStateException.
 */
final class KeyedSponge {
  static final int KEY_SIZE = 16;

  private final long iv;
  private final String name;
  private long k0, k1;
  private final Sponge sponge;
  private boolean destroyed;

  KeyedSponge(long iv, String name, byte[] key, int off, int len) {
    Keys.checkKey(key, off, len, KEY_SIZE, name);
    this.iv = iv;
    this.name = name;
    k0 = State.load(key, off);
    k1 = State.load(key, off + 8);
    sponge = Sponge.keyed(iv, k0, k1);
  }

  /** The sponge, once it is known the key has not been destroyed. */
  Sponge live() {
    if (destroyed) throw new IllegalStateException(name + " key destroyed");
    return sponge;
  }

  /** Back to the empty message under the same key. */
  void reset() {
    live().rekey(iv, k0, k1);
  }

  void destroy() {
    k0 = 0;
    k1 = 0;
    sponge.wipe();
    destroyed = true;
  }

  boolean isDestroyed() {
    return destroyed;
  }
}
