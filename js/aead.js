// SPDX-License-Identifier: Apache-2.0 OR MIT
// Ascon-AEAD128 (NIST SP 800-232) with the key bound in an object.
//
//   const aead = new AsconAead128(key);                 // 16-byte key
//   const sealed = aead.encrypt(nonce, plaintext, ad);  // ciphertext || tag
//   const pt = aead.decrypt(nonce, sealed, ad);         // throws AsconAuthenticationError
//   aead.dispose();                                     // wipes the key
//
// Options, fixed at construction (never taken from a message):
//   tagLength: 4..16 bytes (SP 800-232 allows tags of 32..128 bits; default 16)
//   tagBits:   32..128 bits, for bit-length tags (ACVP); instead of tagLength
//   nonceMasking: SP 800-232's nonce masking: a 32-byte key K || K2, and every
//                 nonce N is used as N ^ K2 (include/ascon/aead128.hpp)
import { S, wasm, wipe, bytes, sized, count, check, EMPTY, AsconAuthenticationError } from './core.js';

export class AsconAead128 {
  #key; #masked; #bits;
  constructor(key, options = {}) {
    const { tagLength, tagBits, nonceMasking = false } = options;
    if (tagLength !== undefined && tagBits !== undefined) throw new TypeError('ascon: give tagLength or tagBits, not both');
    this.#bits = tagBits !== undefined ? count(tagBits, 'tagBits', 32, 128) : 8 * count(tagLength ?? 16, 'tagLength', 4, 16);
    this.#masked = nonceMasking ? 1 : 0;
    this.#key = sized(key, 'key', nonceMasking ? 32 : 16).slice();
  }
  /** Tag length in bytes (the last byte partial when tagBits is not a multiple of 8). */
  get tagLength() { return Math.ceil(this.#bits / 8); }
  get tagBits() { return this.#bits; }

  #enter(nonce) {
    if (!this.#key) throw new TypeError('ascon: AsconAead128 used after dispose()');
    nonce = sized(nonce, 'nonce', 16);
    wasm();
    S.M.set(this.#key, S.KEY);
    S.M.set(nonce, S.NONCE);
  }

  /** Encrypts plaintext; returns ciphertext || tag. */
  encrypt(nonce, plaintext, associatedData = EMPTY) {
    plaintext = bytes(plaintext, 'plaintext');
    const ad = bytes(associatedData, 'associatedData');
    const n = plaintext.length, t = this.tagLength;
    this.#enter(nonce);
    const M = S.M, IO = S.IO;
    try {
      if (ad.length + n + t > S.LIMIT) return this.#stream(0, ad, plaintext, new Uint8Array(n + t));
      M.set(ad, IO);
      M.set(plaintext, IO + ad.length);
      check(S.E.aead_encrypt(this.#masked, this.#bits, 0, ad.length, ad.length, n, ad.length), 'encrypt');
      return M.slice(IO + ad.length, IO + ad.length + n + t);
    } finally { wipe(ad.length + n + t); }
  }

  /** Decrypts ciphertext || tag; throws AsconAuthenticationError (and releases nothing) if the tag is wrong. */
  decrypt(nonce, ciphertext, associatedData = EMPTY) {
    ciphertext = bytes(ciphertext, 'ciphertext');
    const ad = bytes(associatedData, 'associatedData');
    const t = this.tagLength;
    if (ciphertext.length < t) throw new RangeError(`ascon: ciphertext is shorter than the ${t}-byte tag`);
    const n = ciphertext.length - t;
    this.#enter(nonce);
    const M = S.M, IO = S.IO;
    try {
      if (ad.length + n + t > S.LIMIT) return this.#stream(1, ad, ciphertext, new Uint8Array(n));
      M.set(ad, IO);
      M.set(ciphertext, IO + ad.length);
      const rc = S.E.aead_decrypt(this.#masked, this.#bits, 0, ad.length, ad.length, n + t, ad.length);
      if (rc === -1) throw new AsconAuthenticationError();
      check(rc, 'decrypt');
      return M.slice(IO + ad.length, IO + ad.length + n);
    } finally { wipe(ad.length + n + t); }
  }

  // Messages that do not fit in io: the duplex in pieces. Decryption writes
  // into `out`, which is returned only if the tag verifies (zeroed otherwise).
  #stream(decrypt, ad, input, out) {
    const E = S.E, M = S.M, IO = S.IO, L = S.LIMIT, t = this.tagLength;
    const n = decrypt ? input.length - t : input.length;
    E.duplex_init(this.#masked);
    for (let off = 0; off < ad.length; off += L) {
      const piece = ad.subarray(off, off + L);
      M.set(piece, IO);
      E.duplex_ad(0, piece.length);
    }
    E.duplex_end_ad();
    for (let off = 0; off < n; off += L) {
      const k = Math.min(L, n - off);
      M.set(input.subarray(off, off + k), IO);
      E.duplex_data(decrypt, 0, k);
      out.set(M.subarray(IO, IO + k), off);
    }
    if (decrypt) M.set(input.subarray(n), S.TAG);
    const rc = E.duplex_finish(this.#masked, this.#bits, decrypt);
    if (rc === -1) { out.fill(0); throw new AsconAuthenticationError(); }
    check(rc, decrypt ? 'decrypt' : 'encrypt');
    if (!decrypt) out.set(M.subarray(S.TAG, S.TAG + t), n);
    return out;
  }

  /** Bit-length encryption (SP 800-232 bit strings, ACVP): inputs of at most 60 KiB; returns { ciphertext, tag }. */
  encryptBits(nonce, plaintext, plaintextBits, associatedData, associatedDataBits) {
    return this.#bitsCall(0, nonce, plaintext, plaintextBits, associatedData, associatedDataBits);
  }
  /** Bit-length decryption with a detached tag of tagBits bits; throws AsconAuthenticationError. */
  decryptBits(nonce, ciphertext, ciphertextBits, associatedData, associatedDataBits, tag) {
    return this.#bitsCall(1, nonce, ciphertext, ciphertextBits, associatedData, associatedDataBits, tag);
  }
  #bitsCall(decrypt, nonce, input, bits, ad, adBits, tag) {
    input = bytes(input, 'input');
    ad = bytes(ad ?? EMPTY, 'associatedData');
    count(bits, 'bits', 0, 8 * input.length);
    count(adBits, 'associatedDataBits', 0, 8 * ad.length);
    const n = Math.ceil(bits / 8), an = Math.ceil(adBits / 8), t = this.tagLength;
    if (decrypt) tag = sized(tag, 'tag', t);
    if (an + 2 * n > S.IO_SIZE) throw new RangeError('ascon: bit-length inputs must fit the 64 KiB buffer');
    this.#enter(nonce);
    const M = S.M, IO = S.IO;
    try {
      M.set(ad.subarray(0, an), IO);
      M.set(input.subarray(0, n), IO + an);
      if (decrypt) M.set(tag, S.TAG);
      const rc = S.E.aead_bits(decrypt, this.#masked, this.#bits, 0, adBits, an, bits, an + n);
      if (rc === -1) throw new AsconAuthenticationError();
      check(rc, 'aead bits');
      const out = M.slice(IO + an + n, IO + an + 2 * n);
      return decrypt ? out : { ciphertext: out, tag: M.slice(S.TAG, S.TAG + t) };
    } finally { wipe(an + 2 * n); }
  }

  /** Wipes the key; the object is unusable afterwards. */
  dispose() { this.#key?.fill(0); this.#key = null; }
}
