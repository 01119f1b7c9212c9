// SPDX-License-Identifier: Apache-2.0 OR MIT
// The WebAssembly instance and what every part of the package shares: the
// buffer layout, argument checks and the wipe after each call.
//
// The compiled module (src/ascon_wasm.cpp and the C++ core) comes from the
// entry that was imported: index.js compiles it from the bytes embedded in
// dist/wasm.js (no fs, no fetch), worker.js takes the WebAssembly.Module that
// runtimes like Cloudflare Workers give for `import m from './x.wasm'`
// (they forbid compiling from bytes). It is instantiated on first use. Its memory is fixed (128 KiB, never grows):
// inputs are copied into its 64 KiB io buffer, in pieces through the
// incremental functions when they do not fit, and after every call the bytes
// of io that held input or output, the key/nonce/tag/state slots and the
// stack a call can use are zeroed.

// E: the exports; M: the memory; the rest are addresses and sizes (layout()).
// LIMIT: the largest input a one-shot takes whole (tests lower it so the
// vectors also run through the streaming path).
export const S = { E: null, M: null, IO: 0, IO_SIZE: 0, KEY: 0, NONCE: 0, TAG: 0, ST: 0, ST_SIZE: 0, RD: 0, RD_SIZE: 0, STACK_TOP: 0, LIMIT: 0 };
// Bytes below the stack top that any call uses at most (a test checks it).
export const STACK_WIPE = 2048;
export const EMPTY = new Uint8Array(0);
export const MAX_OUT = 2 ** 31 - 1;

// The entry's function that returns the WebAssembly.Module (called once).
let source = null;
export function provideModule(f) { source = f; }

export function wasm() {
  if (S.E) return S.E;
  if (!source) throw new Error('ascon: no WebAssembly module: import the package through one of its entries (index.js, worker.js)');
  const E = new WebAssembly.Instance(source(), {}).exports;
  const L = ['IO', 'KEY', 'NONCE', 'TAG', 'ST', 'RD', 'IO_SIZE', 'ST_SIZE', 'RD_SIZE', 'STACK_TOP'];
  L.forEach((name, i) => { S[name] = E.layout(i); });
  S.M = new Uint8Array(E.memory.buffer);
  S.LIMIT = S.IO_SIZE;
  S.E = E;
  return E;
}

/** Tests only: the largest input a one-shot takes whole (undefined: all of io). */
export function setLimitForTests(n) { wasm(); S.LIMIT = n === undefined ? S.IO_SIZE : n; }

// Zeroes io[0, n), the key, nonce, tag, state and reader slots, and the stack.
export function wipe(n) {
  const M = S.M;
  M.fill(0, S.IO, S.IO + Math.min(n, S.IO_SIZE));
  M.fill(0, S.KEY, S.KEY + 32);
  M.fill(0, S.NONCE, S.NONCE + 16);
  M.fill(0, S.TAG, S.TAG + 16);
  M.fill(0, S.ST, S.ST + S.ST_SIZE);
  M.fill(0, S.RD, S.RD + S.RD_SIZE);
  M.fill(0, S.STACK_TOP - STACK_WIPE, S.STACK_TOP);
}

/** Thrown by decrypt() when the tag does not match; no plaintext is released. */
export class AsconAuthenticationError extends Error {
  constructor() {
    super('ascon: authentication failed (wrong key, nonce, associated data, ciphertext or tag)');
    this.name = 'AsconAuthenticationError';
  }
}

export function bytes(x, name) {
  if (typeof x === 'string') throw new TypeError(`ascon: ${name} must be a Uint8Array, not a string (encode it first, e.g. new TextEncoder().encode(s))`);
  if (!(x instanceof Uint8Array)) {
    if (ArrayBuffer.isView(x)) x = new Uint8Array(x.buffer, x.byteOffset, x.byteLength);
    else throw new TypeError(`ascon: ${name} must be a Uint8Array, got ${x === null ? 'null' : typeof x}`);
  }
  // A view of a detached (transferred) buffer reads as empty: refuse it
  // rather than take it for the empty string.
  if (x.byteLength === 0) {
    try { new Uint8Array(x.buffer, 0, 0); } catch { throw new TypeError(`ascon: ${name} is a view of a detached ArrayBuffer`); }
  }
  return x;
}
export function sized(x, name, ...sizes) {
  x = bytes(x, name);
  if (!sizes.includes(x.length)) throw new RangeError(`ascon: ${name} must be ${sizes.join(' or ')} bytes, got ${x.length}`);
  return x;
}
export function count(n, name, min, max) {
  if (!Number.isSafeInteger(n) || n < min || n > max) throw new RangeError(`ascon: ${name} must be an integer from ${min} to ${max}, got ${n}`);
  return n;
}
export function check(rc, what) {
  if (rc !== 0) throw new RangeError(`ascon: ${what} refused its arguments (status ${rc})`);
}
