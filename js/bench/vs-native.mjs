// SPDX-License-Identifier: Apache-2.0 OR MIT
// ascon-wasm against the same C++ core built natively, in one run on one
// machine (not a test): builds native.cpp with g++ -O2 (override: CXX) into
// js/build/, runs it, then times the package the same way (one 1 MiB
// message, best of 3 loops of >= 300 ms) and prints MB/s and the ratio.
//   node js/bench/vs-native.mjs      (no npm install needed)
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as ours from '../index.js';

const here = dirname(fileURLToPath(import.meta.url));
const exe = join(here, '..', 'build', 'bench-native');
mkdirSync(dirname(exe), { recursive: true });
execFileSync(process.env.CXX || 'g++', ['-std=c++20', '-O2', '-I', join(here, '..', '..', 'include'),
  join(here, 'native.cpp'), '-o', exe], { stdio: 'inherit' });
const native = Object.fromEntries(execFileSync(exe, { encoding: 'utf8' }).trim().split('\n')
  .map((l) => l.split(' ')).map(([k, v]) => [k, +v]));

const n = 1 << 20, m = new Uint8Array(n).fill(0x5a);
const key = new Uint8Array(16).fill(7), nonce = new Uint8Array(16).fill(9);
const aead = new ours.AsconAead128(key);
function mbPerS(f) {
  let best = Infinity;
  for (let rep = 0; rep < 3; rep++) {
    let calls = 0, s = 0; const t0 = performance.now();
    do { f(); calls++; s = (performance.now() - t0) / 1000; } while (s < 0.3);
    best = Math.min(best, s / calls);
  }
  return n / best / 1e6;
}
const wasm = { hash256: mbPerS(() => ours.hash256(m)), aead128: mbPerS(() => aead.encrypt(nonce, m)) };
for (const k of ['hash256', 'aead128']) {
  console.log(`${k.padEnd(8)} 1 MiB: wasm ${wasm[k].toFixed(0)} MB/s, native ${native[k]} MB/s, ratio ${(wasm[k] / native[k]).toFixed(2)}x`);
}
