// SPDX-License-Identifier: Apache-2.0 OR MIT
// Ascon (NIST SP 800-232) for JavaScript, the API every entry exports
// (index.js, worker.js): hashes, XOFs, Mac/Prf/PrfShort here, Ascon-AEAD128
// in aead.js, bit-length one-shots in bits.js; the WebAssembly instance and
// the memory rules in core.js. Uint8Array in, Uint8Array out; strings are
// refused with a TypeError.
import { S, wasm, wipe, bytes, sized, count, check, EMPTY, MAX_OUT } from './core.js';

export { AsconAuthenticationError } from './core.js';
export { AsconAead128 } from './aead.js';
export { hash256Bits, xof128Bits, cxof128Bits } from './bits.js';

// ---- sponges: one-shots and the incremental objects ---------------------------------
const HASH256 = 0, XOF128 = 1, CXOF128 = 2, MAC = 3, PRF = 4;

// Absorbs `data` into the sponge in the state slot, in io-sized pieces.
function absorb(alg, data) {
  for (let off = 0; off < data.length; off += S.LIMIT) {
    const piece = data.subarray(off, off + S.LIMIT);
    S.M.set(piece, S.IO);
    S.E.sponge_update(alg, 0, piece.length);
  }
}
// Squeezes n bytes from the reader slot.
function squeeze(alg, n) {
  const out = new Uint8Array(n);
  for (let off = 0; off < n; off += S.LIMIT) {
    const k = Math.min(S.LIMIT, n - off);
    S.E.sponge_squeeze(alg, 0, k);
    out.set(S.M.subarray(S.IO, S.IO + k), off);
  }
  return out;
}
// The whole message through the incremental path (inputs larger than io).
function streamed(alg, data, n, z = EMPTY) {
  S.M.set(z, S.IO);
  check(S.E.sponge_init(alg, 0, z.length), 'init');
  absorb(alg, data);
  S.E.sponge_final(alg);
  return squeeze(alg, n);
}
function cxofCustom(z) {
  z = bytes(z ?? EMPTY, 'customization');
  if (z.length > 256) throw new RangeError(`ascon: customization must be at most 256 bytes, got ${z.length}`);
  return z;
}

/** Ascon-Hash256 of data: 32 bytes. */
export function hash256(data) {
  data = bytes(data, 'data');
  wasm();
  try {
    if (data.length + 32 > S.LIMIT) return streamed(HASH256, data, 32);
    S.M.set(data, S.IO);
    S.E.hash256(0, data.length, data.length);
    return S.M.slice(S.IO + data.length, S.IO + data.length + 32);
  } finally { wipe(data.length + 32); }
}
/** Ascon-XOF128 of data: outputLength bytes. */
export function xof128(data, outputLength = 32) {
  data = bytes(data, 'data');
  count(outputLength, 'outputLength', 0, MAX_OUT);
  wasm();
  try {
    if (data.length + outputLength > S.LIMIT) return streamed(XOF128, data, outputLength);
    S.M.set(data, S.IO);
    S.E.xof128(0, data.length, data.length, outputLength);
    return S.M.slice(S.IO + data.length, S.IO + data.length + outputLength);
  } finally { wipe(data.length + outputLength); }
}
/** Ascon-CXOF128 of data with a customization string (at most 256 bytes). */
export function cxof128(data, outputLength = 32, customization = EMPTY) {
  data = bytes(data, 'data');
  count(outputLength, 'outputLength', 0, MAX_OUT);
  const z = cxofCustom(customization);
  wasm();
  try {
    if (z.length + data.length + outputLength > S.LIMIT) return streamed(CXOF128, data, outputLength, z);
    S.M.set(z, S.IO);
    S.M.set(data, S.IO + z.length);
    const o = z.length + data.length;
    check(S.E.cxof128(z.length, data.length, 0, z.length, o, outputLength), 'cxof128');
    return S.M.slice(S.IO + o, S.IO + o + outputLength);
  } finally { wipe(z.length + data.length + outputLength); }
}

// Squeezes any length of output, in pieces (an XOF, CXOF or PRF after digest).
class Reader {
  #alg; #st;
  constructor(alg, st) { this.#alg = alg; this.#st = st; }
  /** The next n bytes of output. */
  read(n) {
    count(n, 'n', 0, MAX_OUT);
    if (!this.#st) throw new TypeError('ascon: reader used after dispose()');
    wasm();
    try {
      S.M.set(this.#st, S.RD);
      const out = squeeze(this.#alg, n);
      this.#st.set(S.M.subarray(S.RD, S.RD + S.RD_SIZE));
      return out;
    } finally { wipe(Math.min(n, S.LIMIT)); }
  }
  dispose() { this.#st?.fill(0); this.#st = null; }
}

// The incremental sponge objects keep their state here, in JavaScript, and
// bring it into the wasm state slot for each call.
class Sponge {
  #alg; #st; #out;
  constructor(alg, init, out) { this.#alg = alg; this.#st = init; this.#out = out; }
  static create(alg, key, z, out) {
    wasm();
    try {
      if (key) S.M.set(key, S.KEY);
      S.M.set(z, S.IO);
      check(S.E.sponge_init(alg, 0, z.length), 'init');
      return new this(alg, S.M.slice(S.ST, S.ST + S.ST_SIZE), out);
    } finally { wipe(z.length); }
  }
  #live() { if (!this.#st) throw new TypeError('ascon: object used after dispose()'); wasm(); }
  /** Absorbs more input; returns this. */
  update(data) {
    data = bytes(data, 'data');
    this.#live();
    try {
      S.M.set(this.#st, S.ST);
      absorb(this.#alg, data);
      this.#st.set(S.M.subarray(S.ST, S.ST + S.ST_SIZE));
      return this;
    } finally { wipe(Math.min(data.length, S.LIMIT)); }
  }
  #finalReader() {
    S.M.set(this.#st, S.ST);
    S.E.sponge_final(this.#alg);
    return S.M.slice(S.RD, S.RD + S.RD_SIZE);
  }
  /** The output for the input so far (repeatable; update() may continue). */
  digest(outputLength = this.#out) {
    if (typeof outputLength === 'string') throw new TypeError('ascon: digest() returns a Uint8Array; encodings are not supported');
    if (outputLength !== this.#out && (this.#alg === HASH256 || this.#alg === MAC)) throw new RangeError(`ascon: this digest is ${this.#out} bytes`);
    count(outputLength, 'outputLength', 0, MAX_OUT);
    return this.reader().read(outputLength);
  }
  /** A reader of any length of output (XOF, CXOF, PRF). */
  reader() {
    this.#live();
    try { return new Reader(this.#alg, this.#finalReader()); } finally { wipe(0); }
  }
  /** An independent copy of this object's state. */
  copy() { this.#live(); return new this.constructor(this.#alg, this.#st.slice(), this.#out); }
  /** Wipes the state; the object is unusable afterwards. */
  dispose() { this.#st?.fill(0); this.#st = null; }
}

/** Keyed Ascon-Mac (16-byte key, 16-byte tag). */
export class AsconMac extends Sponge {
  constructor(key, ...rest) {
    if (rest.length) { super(key, ...rest); return; } // copy()
    const k = sized(key, 'key', 16);
    wasm();
    try { S.M.set(k, S.KEY); check(S.E.sponge_init(MAC, 0, 0), 'init'); super(MAC, S.M.slice(S.ST, S.ST + S.ST_SIZE), 16); } finally { wipe(0); }
  }
  /** Constant-time check of a received 16-byte tag. */
  verify(tag) {
    tag = sized(tag, 'tag', 16);
    const mine = this.digest();
    try {
      S.M.set(mine, S.IO);
      S.M.set(tag, S.IO + 16);
      return S.E.ct_equal(0, 16, 16) === 1;
    } finally { mine.fill(0); wipe(32); }
  }
}
/** Keyed Ascon-Prf (16-byte key, any output length). */
export class AsconPrf extends Sponge {
  constructor(key, ...rest) {
    if (rest.length) { super(key, ...rest); return; }
    const k = sized(key, 'key', 16);
    wasm();
    try { S.M.set(k, S.KEY); check(S.E.sponge_init(PRF, 0, 0), 'init'); super(PRF, S.M.slice(S.ST, S.ST + S.ST_SIZE), 32); } finally { wipe(0); }
  }
}

const HASHES = { 'ascon-hash256': [HASH256, 32], 'ascon-xof128': [XOF128, 32], 'ascon-cxof128': [CXOF128, 32] };
/**
 * Incremental hashing in the shape of Node's crypto.createHash:
 * createHash('ascon-hash256'), createHash('ascon-xof128', { outputLength }),
 * createHash('ascon-cxof128', { customization, outputLength }).
 */
export function createHash(algorithm, options = {}) {
  const a = HASHES[typeof algorithm === 'string' ? algorithm.toLowerCase() : ''];
  if (!a) throw new TypeError(`ascon: unknown algorithm ${String(algorithm)} (ascon-hash256, ascon-xof128, ascon-cxof128)`);
  const [alg, def] = a;
  let out = def;
  if (options.outputLength !== undefined) {
    if (alg === HASH256 && options.outputLength !== 32) throw new RangeError('ascon: ascon-hash256 has a 32-byte output');
    out = count(options.outputLength, 'outputLength', 0, MAX_OUT);
  }
  const z = alg === CXOF128 ? cxofCustom(options.customization) : EMPTY;
  return Sponge.create(alg, null, z, out);
}

/** Ascon-Mac of data under a 16-byte key: 16 bytes. */
export function mac(key, data) {
  key = sized(key, 'key', 16);
  data = bytes(data, 'data');
  wasm();
  try {
    S.M.set(key, S.KEY);
    if (data.length + 16 > S.LIMIT) return streamed(MAC, data, 16);
    S.M.set(data, S.IO);
    S.E.mac(0, data.length, data.length);
    return S.M.slice(S.IO + data.length, S.IO + data.length + 16);
  } finally { wipe(data.length + 16); }
}
/** Ascon-Prf of data under a 16-byte key: outputLength bytes. */
export function prf(key, data, outputLength = 32) {
  key = sized(key, 'key', 16);
  data = bytes(data, 'data');
  count(outputLength, 'outputLength', 0, MAX_OUT);
  wasm();
  try {
    S.M.set(key, S.KEY);
    if (data.length + outputLength > S.LIMIT) return streamed(PRF, data, outputLength);
    S.M.set(data, S.IO);
    S.E.prf(0, data.length, data.length, outputLength);
    return S.M.slice(S.IO + data.length, S.IO + data.length + outputLength);
  } finally { wipe(data.length + outputLength); }
}
/** Ascon-PrfShort: at most 16 bytes in, at most 16 out, under a 16-byte key. */
export function prfShort(key, data, outputLength = 16) {
  key = sized(key, 'key', 16);
  data = bytes(data, 'data');
  if (data.length > 16) throw new RangeError(`ascon: prfShort takes at most 16 bytes of data, got ${data.length}`);
  count(outputLength, 'outputLength', 0, 16);
  wasm();
  try {
    S.M.set(key, S.KEY);
    S.M.set(data, S.IO);
    check(S.E.prf_short(0, data.length, 16, outputLength), 'prfShort');
    return S.M.slice(S.IO + 16, S.IO + 16 + outputLength);
  } finally { wipe(32); }
}

