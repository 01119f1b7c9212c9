// SPDX-License-Identifier: Apache-2.0 OR MIT
// Types of ascon-wasm. Every byte argument is a Uint8Array (other typed
// arrays are read as their bytes); a string throws a TypeError.
type Bytes = Uint8Array | ArrayBufferView;

/** Thrown by decrypt()/decryptBits() when the tag does not match; no plaintext is released. */
export class AsconAuthenticationError extends Error {}

/** Ascon-Hash256: 32 bytes. */
export function hash256(data: Bytes): Uint8Array;
/** Ascon-XOF128: outputLength bytes (default 32). */
export function xof128(data: Bytes, outputLength?: number): Uint8Array;
/** Ascon-CXOF128 with a customization string of at most 256 bytes. */
export function cxof128(data: Bytes, outputLength?: number, customization?: Bytes): Uint8Array;
/** Ascon-Mac under a 16-byte key: 16 bytes. */
export function mac(key: Bytes, data: Bytes): Uint8Array;
/** Ascon-Prf under a 16-byte key: outputLength bytes (default 32). */
export function prf(key: Bytes, data: Bytes, outputLength?: number): Uint8Array;
/** Ascon-PrfShort under a 16-byte key: at most 16 bytes in and out (default 16 out). */
export function prfShort(key: Bytes, data: Bytes, outputLength?: number): Uint8Array;

/** Squeezes output in any pieces. */
export interface AsconReader {
  read(n: number): Uint8Array;
  dispose(): void;
}
/** An incremental hash, XOF, CXOF, MAC or PRF; update() returns this, digest() is repeatable. */
export interface AsconHash {
  update(data: Bytes): this;
  /** The output so far: the bound length, or n bytes (XOF/CXOF/PRF). */
  digest(n?: number): Uint8Array;
  reader(): AsconReader;
  copy(): this;
  /** Wipes the state. */
  dispose(): void;
}
export type AsconHashAlgorithm = 'ascon-hash256' | 'ascon-xof128' | 'ascon-cxof128';
/** Like Node's crypto.createHash. */
export function createHash(algorithm: AsconHashAlgorithm, options?: { outputLength?: number; customization?: Bytes }): AsconHash;

export class AsconMac implements AsconHash {
  constructor(key: Bytes);
  update(data: Bytes): this;
  digest(): Uint8Array;
  reader(): AsconReader;
  copy(): this;
  /** Constant-time check of a received 16-byte tag. */
  verify(tag: Bytes): boolean;
  dispose(): void;
}
export class AsconPrf implements AsconHash {
  constructor(key: Bytes);
  update(data: Bytes): this;
  digest(n?: number): Uint8Array;
  reader(): AsconReader;
  copy(): this;
  dispose(): void;
}

export interface AsconAead128Options {
  /** Tag length in bytes, 4..16 (default 16); bound here, never taken from a message. */
  tagLength?: number;
  /** Tag length in bits, 32..128, instead of tagLength (ACVP bit strings). */
  tagBits?: number;
  /** SP 800-232 nonce masking: a 32-byte key K || K2; every nonce N is used as N ^ K2. */
  nonceMasking?: boolean;
}
/** Ascon-AEAD128 with a bound 16-byte key (32 with nonce masking) and a 16-byte nonce. */
export class AsconAead128 {
  constructor(key: Bytes, options?: AsconAead128Options);
  readonly tagLength: number;
  readonly tagBits: number;
  /** ciphertext || tag */
  encrypt(nonce: Bytes, plaintext: Bytes, associatedData?: Bytes): Uint8Array;
  /** Throws AsconAuthenticationError if the tag does not match. */
  decrypt(nonce: Bytes, ciphertextAndTag: Bytes, associatedData?: Bytes): Uint8Array;
  /** Bit-length inputs (at most 60 KiB); the tag is detached. */
  encryptBits(nonce: Bytes, plaintext: Bytes, plaintextBits: number, associatedData: Bytes, associatedDataBits: number): { ciphertext: Uint8Array; tag: Uint8Array };
  decryptBits(nonce: Bytes, ciphertext: Bytes, ciphertextBits: number, associatedData: Bytes, associatedDataBits: number, tag: Bytes): Uint8Array;
  /** Wipes the key; the object is unusable afterwards. */
  dispose(): void;
}

/** Bit-length one-shots (SP 800-232 bit strings, least significant bit first; at most 60 KiB). */
export function hash256Bits(data: Bytes, bits: number): Uint8Array;
export function xof128Bits(data: Bytes, bits: number, outBits: number): Uint8Array;
export function cxof128Bits(data: Bytes, bits: number, customization: Bytes, customizationBits: number, outBits: number): Uint8Array;
