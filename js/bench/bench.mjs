// SPDX-License-Identifier: Apache-2.0 OR MIT
// Side by side (not a test): ascon-wasm against js-ascon (BigInt port, SP
// 800-232 draft), ascon-js (Ascon v1.2 only: its Ascon-Hash and Ascon-128 are
// the comparable rows), @noble/hashes and hash-wasm SHA-256/BLAKE3, and
// WebCrypto SHA-256 and AES-128-GCM. One message: the best of 3 runs of a
// timed loop, microseconds per message. 10,000 messages: 10,000 distinct
// messages once, milliseconds in all (libraries slower than 1 ms a message:
// 20 messages, scaled, marked ~). Prints Markdown for docs/javascript.md.
//   cd js/bench && npm install && node bench.mjs
import * as ours from '../index.js';
import JsAscon from 'js-ascon';
import { Ascon } from 'ascon-js';
import { sha256 } from '@noble/hashes/sha2';
import { blake3 } from '@noble/hashes/blake3';
import { createSHA256, createBLAKE3, sha256 as hwSha256 } from 'hash-wasm';
import { execSync } from 'node:child_process';
import os from 'node:os';

const SIZES = [16, 64, 1024, 1 << 20], MANY = 10_000;
const key = new Uint8Array(16).fill(7), nonce = new Uint8Array(16).fill(9);
const aead = new ours.AsconAead128(key);
const hwS = await createSHA256(), hwB = await createBLAKE3();
await hwSha256(new Uint8Array(1)); // hash-wasm compiles its module on first use
const subtle = globalThis.crypto.subtle;
const aesKey = await subtle.importKey('raw', key, 'AES-GCM', false, ['encrypt']);

const rows = [
  ['ascon-wasm', 'Ascon-Hash256', (m) => ours.hash256(m)],
  ['ascon-wasm', 'Ascon-AEAD128 encrypt', (m) => aead.encrypt(nonce, m)],
  ['js-ascon 1.3.0', 'Ascon-Hash256 (draft)', (m) => JsAscon.hash(m)],
  ['js-ascon 1.3.0', 'Ascon-AEAD128 encrypt (draft)', (m) => JsAscon.encrypt(key, nonce, new Uint8Array(0), m)],
  ['ascon-js 1.0.4', 'Ascon-Hash (v1.2)', (m) => Ascon.hash(m)],
  ['ascon-js 1.0.4', 'Ascon-128 encrypt (v1.2)', (m) => Ascon.encrypt(key, nonce, m)],
  ['@noble/hashes', 'SHA-256', (m) => sha256(m)],
  ['@noble/hashes', 'BLAKE3', (m) => blake3(m)],
  ['hash-wasm', 'SHA-256', (m) => hwS.init().update(m).digest('binary')],
  ['hash-wasm', 'BLAKE3', (m) => hwB.init().update(m).digest('binary')],
  ['WebCrypto', 'SHA-256', (m) => subtle.digest('SHA-256', m), true],
  ['WebCrypto', 'AES-128-GCM encrypt', (m) => subtle.encrypt({ name: 'AES-GCM', iv: nonce.subarray(0, 12) }, aesKey, m), true],
];

const now = () => performance.now();
async function perMessage(f, m, isAsync) {
  let best = Infinity;
  for (let rep = 0; rep < 3; rep++) {
    let n = 0; const t0 = now();
    do { if (isAsync) await f(m); else f(m); n++; } while (now() - t0 < (m.length > 65536 ? 300 : 150));
    best = Math.min(best, (now() - t0) / n);
  }
  return best * 1000; // microseconds
}
async function many(f, size, isAsync, slow) {
  const count = slow ? 20 : MANY;
  const msgs = Array.from({ length: count }, (_, i) => { const m = new Uint8Array(size); m[0] = i; m[1] = i >> 8; return m; });
  const t0 = now();
  if (isAsync) await Promise.all(msgs.map((m) => f(m)));
  else for (const m of msgs) f(m);
  return ((now() - t0) * MANY) / count; // ms for 10,000
}
const fmt = (x) => (x >= 100 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x >= 1 ? x.toFixed(2) : x.toFixed(3));

const cpu = os.cpus()[0]?.model ?? '?';
let chromium = '';
try { chromium = execSync('chromium --version', { encoding: 'utf8' }).trim(); } catch { /* not installed */ }
console.log(`Node ${process.version}, ${cpu}, ${os.cpus().length} CPUs${chromium ? `; ${chromium}` : ''}\n`);
console.log('| library | algorithm | 16 B | 64 B | 1 KiB | 1 MiB | 1 MiB MB/s | 10k x 16 B | 10k x 64 B | 10k x 1 KiB |');
console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const [lib, alg, f, isAsync] of rows) {
  const one = [];
  for (const s of SIZES) {
    const m = new Uint8Array(s).fill(1);
    // The BigInt ports take seconds for 1 MiB: 64 KiB, scaled.
    const slow = lib.startsWith('js-ascon') || lib.startsWith('ascon-js');
    if (slow && s === 1 << 20) { one.push(16 * (await perMessage(f, new Uint8Array(65536), isAsync))); continue; }
    one.push(await perMessage(f, m, isAsync));
  }
  const slow = one[2] > 1000;
  const m10k = [];
  for (const s of SIZES.slice(0, 3)) m10k.push(await many(f, s, isAsync, slow));
  const mark = slow ? '~' : '';
  const bigSlow = lib.startsWith('js-ascon') || lib.startsWith('ascon-js');
  console.log(`| ${lib} | ${alg} | ${one.slice(0, 3).map(fmt).join(' | ')} | ${bigSlow ? '~' : ''}${fmt(one[3])} | ${fmt((1 << 20) / one[3])} | ${m10k.map((x) => mark + fmt(x)).join(' | ')} |`);
}
console.log('\nOne message: microseconds. 10k: milliseconds for 10,000 distinct messages (~: scaled from 20 messages; 1 MiB for the BigInt ports: scaled from 64 KiB).');
