// SPDX-License-Identifier: Apache-2.0 OR MIT
// Misuse and memory rules: wrong sizes, strings, detached buffers, huge
// lengths, tampered tags (every byte), inputs larger than the wasm buffer,
// and what the wasm memory holds after a call (no key, no plaintext).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as A from '../index.js';
import { S, STACK_WIPE, wasm } from '../core.js';

const bytes = (n, seed = 1) => Uint8Array.from({ length: n }, (_, i) => (i * 131 + seed * 17 + (i >> 8)) & 255);
const key = bytes(16, 3), nonce = bytes(16, 4);

test('wrong key, nonce and tag lengths are RangeErrors', () => {
  for (const n of [0, 15, 17, 32]) assert.throws(() => new A.AsconAead128(bytes(n)), RangeError);
  for (const n of [16, 31, 33]) assert.throws(() => new A.AsconAead128(bytes(n), { nonceMasking: true }), RangeError);
  const a = new A.AsconAead128(key);
  for (const n of [0, 12, 15, 17]) assert.throws(() => a.encrypt(bytes(n), bytes(3)), RangeError);
  for (const t of [0, 3, 17, 4.5, NaN, '16']) assert.throws(() => new A.AsconAead128(key, { tagLength: t }), RangeError);
  for (const t of [31, 129]) assert.throws(() => new A.AsconAead128(key, { tagBits: t }), RangeError);
  assert.throws(() => A.mac(bytes(15), bytes(1)), RangeError);
  assert.throws(() => new A.AsconPrf(bytes(17)), RangeError);
  assert.throws(() => A.prfShort(key, bytes(17)), RangeError);
  assert.throws(() => A.prfShort(key, bytes(16), 17), RangeError);
  assert.throws(() => A.cxof128(bytes(1), 32, bytes(257)), RangeError);
  assert.throws(() => A.createHash('ascon-cxof128', { customization: bytes(257) }), RangeError);
  assert.throws(() => a.decrypt(nonce, bytes(15)), RangeError);
});

test('strings and other non-bytes are TypeErrors', () => {
  const a = new A.AsconAead128(key);
  const calls = [() => A.hash256('abc'), () => A.xof128('abc'), () => A.cxof128(bytes(1), 8, 'z'), () => A.mac(key, 'm'),
    () => A.prf('k'.repeat(16), bytes(1)), () => A.prfShort(key, 'x'), () => a.encrypt(nonce, 'pt'), () => a.encrypt(nonce, bytes(1), 'ad'),
    () => a.decrypt('n'.repeat(16), bytes(20)), () => new A.AsconAead128('k'.repeat(16)), () => A.createHash('ascon-hash256').update('x'),
    () => A.hash256([1, 2, 3]), () => A.hash256(null), () => A.hash256(new ArrayBuffer(4)), () => A.createHash('sha256'),
    () => A.createHash('ascon-hash256').digest('hex')];
  for (const f of calls) assert.throws(f, TypeError);
  // Other typed arrays are read as their bytes.
  assert.deepEqual(A.hash256(new Uint16Array([0x0201])), A.hash256(Uint8Array.of(1, 2)));
});

test('views of detached buffers are refused, not read as empty', () => {
  for (const n of [0, 8]) {
    const buf = new ArrayBuffer(n);
    const view = new Uint8Array(buf);
    structuredClone(buf, { transfer: [buf] });
    assert.equal(view.length, 0);
    assert.throws(() => A.hash256(view), /detached/);
    assert.throws(() => new A.AsconAead128(key).encrypt(nonce, view), /detached/);
  }
  assert.equal(A.hash256(new Uint8Array(0)).length, 32); // a real empty input is fine
});

test('huge and invalid lengths are RangeErrors before any allocation', () => {
  for (const n of [-1, 2 ** 31, 2 ** 53, Infinity, NaN, 1.5]) {
    assert.throws(() => A.xof128(bytes(1), n), RangeError);
    assert.throws(() => A.createHash('ascon-xof128').digest(n), RangeError);
    assert.throws(() => A.createHash('ascon-xof128').reader().read(n), RangeError);
    assert.throws(() => A.prf(key, bytes(1), n), RangeError);
  }
  assert.throws(() => A.hash256Bits(bytes(2), 17), RangeError);
  assert.throws(() => A.xof128Bits(bytes(70000), 8 * 70000, 8), RangeError);
});

test('every flipped byte of ciphertext, tag, nonce and AD is rejected', () => {
  for (const tagLength of [16, 4]) {
    const a = new A.AsconAead128(key, { tagLength });
    const pt = bytes(21), ad = bytes(9, 7);
    const sealed = a.encrypt(nonce, pt, ad);
    assert.equal(sealed.length, 21 + tagLength);
    for (let i = 0; i < sealed.length; i++) {
      const bad = sealed.slice(); bad[i] ^= 0x01;
      assert.throws(() => a.decrypt(nonce, bad, ad), A.AsconAuthenticationError);
    }
    for (let i = 0; i < 16; i++) { const n = nonce.slice(); n[i] ^= 0x80; assert.throws(() => a.decrypt(n, sealed, ad), A.AsconAuthenticationError); }
    for (let i = 0; i < ad.length; i++) { const d = ad.slice(); d[i] ^= 2; assert.throws(() => a.decrypt(nonce, sealed, d), A.AsconAuthenticationError); }
    assert.throws(() => a.decrypt(nonce, sealed.subarray(0, sealed.length - 1), ad), A.AsconAuthenticationError);
    // The tag length is bound: a 4-byte object never checks a 16-byte tag as 4 bytes and vice versa.
    const other = new A.AsconAead128(key, { tagLength: tagLength === 16 ? 4 : 16 });
    assert.throws(() => other.decrypt(nonce, sealed, ad), A.AsconAuthenticationError);
  }
});

test('inputs larger than the wasm buffer stream and agree with other piece sizes', () => {
  const big = bytes(200_000, 9), ad = bytes(70_000, 5);
  const h = A.createHash('ascon-hash256');
  for (let i = 0; i < big.length; i += 4099) h.update(big.subarray(i, i + 4099));
  assert.deepEqual(A.hash256(big), h.digest());
  const x = A.createHash('ascon-xof128').update(big);
  assert.deepEqual(A.xof128(big, 100_000), x.digest(100_000));
  assert.deepEqual(A.xof128(big, 100_000).subarray(0, 64), A.xof128(big, 64)); // XOF output is a prefix
  const a = new A.AsconAead128(key);
  const sealed = a.encrypt(nonce, big, ad);
  assert.equal(sealed.length, big.length + 16);
  assert.deepEqual(a.decrypt(nonce, sealed, ad), big);
  // The same bytes as the small-message one-shot on a prefix-free check: a
  // short message sealed both ways (whole, and with a huge AD) differs.
  const bad = sealed.slice(); bad[100_000] ^= 4;
  assert.throws(() => a.decrypt(nonce, bad, ad), A.AsconAuthenticationError);
  assert.deepEqual(A.mac(key, big), new A.AsconMac(key).update(big.subarray(0, 99_999)).update(big.subarray(99_999)).digest());
});

test('dispose() ends the object', () => {
  const a = new A.AsconAead128(key);
  a.dispose();
  assert.throws(() => a.encrypt(nonce, bytes(1)), TypeError);
  const m = new A.AsconMac(key); m.dispose();
  assert.throws(() => m.update(bytes(1)), TypeError);
  const r = A.createHash('ascon-xof128').reader(); r.dispose();
  assert.throws(() => r.read(1), TypeError);
});

// Every 16-byte window of `secret` that appears anywhere in wasm memory.
function findIn(mem, secret) {
  const hits = [];
  for (let w = 0; w + 16 <= secret.length; w += 16) {
    const s = secret.subarray(w, w + 16);
    for (let i = mem.indexOf(s[0]); i !== -1 && i + 16 <= mem.length; i = mem.indexOf(s[0], i + 1)) {
      let k = 1; while (k < 16 && mem[i + k] === s[k]) k++;
      if (k === 16) hits.push(i);
    }
  }
  return hits;
}

test('no key or plaintext is left in wasm memory after a call', () => {
  wasm();
  const k = bytes(16, 77), k2 = bytes(32, 78), pt = bytes(96, 79), ad = bytes(40, 80);
  const ops = {
    'aead encrypt': () => new A.AsconAead128(k).encrypt(nonce, pt, ad),
    'aead decrypt': () => { const a = new A.AsconAead128(k); a.decrypt(nonce, a.encrypt(nonce, pt, ad), ad); },
    'aead failed decrypt': () => { const a = new A.AsconAead128(k); const s = a.encrypt(nonce, pt, ad); s[0] ^= 1; try { a.decrypt(nonce, s, ad); } catch { /* expected */ } },
    'aead masked, truncated': () => new A.AsconAead128(k2, { nonceMasking: true, tagLength: 8 }).encrypt(nonce, pt, ad),
    'aead streamed': () => { const a = new A.AsconAead128(k); const big = new Uint8Array(70_000); big.set(pt, 69_000); a.decrypt(nonce, a.encrypt(nonce, big), EMPTY); },
    'aead bits': () => new A.AsconAead128(k, { tagBits: 77 }).encryptBits(nonce, pt, 8 * pt.length - 3, ad, 8 * ad.length),
    mac: () => A.mac(k, pt), 'AsconMac': () => new A.AsconMac(k).update(pt).verify(new Uint8Array(16)),
    prf: () => A.prf(k, pt, 48), 'AsconPrf': () => new A.AsconPrf(k).update(pt).reader().read(40), prfShort: () => A.prfShort(k, pt.subarray(0, 16)),
    hash256: () => A.hash256(pt), 'createHash': () => A.createHash('ascon-cxof128', { customization: ad }).update(pt).digest(80),
  };
  const EMPTY = new Uint8Array(0);
  for (const [name, op] of Object.entries(ops)) {
    op();
    assert.deepEqual(findIn(S.M, k), [], `${name}: key left in memory`);
    assert.deepEqual(findIn(S.M, k2), [], `${name}: masking key left in memory`);
    assert.deepEqual(findIn(S.M, pt), [], `${name}: plaintext left in memory`);
  }
});

test('no call uses more stack than the wipe covers; memory never grows', () => {
  wasm();
  const low = S.STACK_TOP - 16384, canary = S.STACK_TOP - STACK_WIPE;
  S.M.fill(0xa5, low, canary);
  const size = S.M.buffer.byteLength;
  const a = new A.AsconAead128(key, { tagBits: 99 });
  a.decryptBits(nonce, ...Object.values(a.encryptBits(nonce, bytes(50), 397, bytes(20), 155)).slice(0, 1), 397, bytes(20), 155, a.encryptBits(nonce, bytes(50), 397, bytes(20), 155).tag);
  new A.AsconAead128(bytes(32), { nonceMasking: true }).decrypt(nonce, new A.AsconAead128(bytes(32), { nonceMasking: true }).encrypt(nonce, bytes(70_000)));
  A.cxof128Bits(bytes(40), 300, bytes(30), 233, 999);
  A.createHash('ascon-cxof128', { customization: bytes(256) }).update(bytes(100_000)).reader().read(70_000);
  new A.AsconPrf(key).update(bytes(300)).digest(100); new A.AsconMac(key).update(bytes(3)).verify(bytes(16));
  A.prfShort(key, bytes(16)); A.hash256Bits(bytes(9), 71); A.xof128Bits(bytes(9), 70, 333);
  for (let i = low; i < canary; i++) assert.equal(S.M[i], 0xa5, `stack used below the wiped ${STACK_WIPE} bytes (at ${S.STACK_TOP - i})`);
  assert.equal(S.M.buffer.byteLength, size);
  assert.throws(() => S.E.memory.grow(1), RangeError);
});
