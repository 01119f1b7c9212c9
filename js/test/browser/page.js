// SPDX-License-Identifier: Apache-2.0 OR MIT
// The known-answer suite in the browser: the package's ESM files as a plain
// <script type="module"> loads them, every vector file fetched from the
// local server, each run whole and streamed; a few misuse checks; the result
// is POSTed back to the server (run.mjs), which prints it.
import * as A from '/pkg/index.js';
import { setLimitForTests } from '/pkg/core.js';
import { parseManifest, runFile, inPackage } from '/pkg/test/suite.js';

const report = (r) => fetch('/result', { method: 'POST', body: JSON.stringify(r) });
try {
  const text = async (u) => { const r = await fetch(u); if (!r.ok) throw new Error(`${u}: HTTP ${r.status}`); return r.text(); };
  const manifest = parseManifest(await text('/manifest'));
  let files = 0, records = 0, skipped = 0;
  for (const e of manifest) {
    if (!inPackage(e)) { skipped++; continue; }
    const t = await text(`/vectors/${e.file}`);
    records += runFile(A, e, t).records;
    setLimitForTests(13);
    try { runFile(A, e, t); } finally { setLimitForTests(undefined); }
    files++;
  }
  // Misuse, as in Node.
  const expect = (f, C, what) => { try { f(); } catch (err) { if (err instanceof C) return; throw err; } throw new Error(`${what} was accepted`); };
  const key = new Uint8Array(16), nonce = new Uint8Array(16);
  expect(() => A.hash256('abc'), TypeError, 'a string');
  expect(() => new A.AsconAead128(new Uint8Array(15)), RangeError, 'a 15-byte key');
  const a = new A.AsconAead128(key);
  const s = a.encrypt(nonce, new Uint8Array(100)); s[99] ^= 1;
  expect(() => a.decrypt(nonce, s), A.AsconAuthenticationError, 'a tampered ciphertext');
  const buf = new ArrayBuffer(8), view = new Uint8Array(buf);
  structuredClone(buf, { transfer: [buf] });
  expect(() => A.hash256(view), TypeError, 'a detached buffer');
  await report({ ok: true, files, records, skipped, userAgent: navigator.userAgent });
} catch (e) {
  await report({ ok: false, error: String(e && e.stack || e) });
}
