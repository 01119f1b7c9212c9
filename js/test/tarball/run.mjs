// SPDX-License-Identifier: Apache-2.0 OR MIT
// The package as users get it: `npm pack`, installed offline into a fresh
// temporary project, used from plain Node ESM and CommonJS (known answers,
// the same export names both ways), and the tarball's size (the target is
// under 25 KB).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync, readFileSync, rmSync, statSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import assert from 'node:assert/strict';

const pkg = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const tmp = mkdtempSync(join(tmpdir(), 'ascon-wasm-tarball-'));
try {
  const name = execFileSync('npm', ['pack', '--silent', '--pack-destination', tmp], { cwd: pkg, encoding: 'utf8' }).trim().split('\n').pop();
  const tgz = join(tmp, name);
  const size = statSync(tgz).size;
  console.log(`tarball: ${name} ${size} bytes`);
  assert.ok(size < 25 * 1024, `the tarball is ${size} bytes, over 25 KiB`);

  const app = join(tmp, 'app');
  execFileSync('mkdir', ['-p', app]);
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'app', version: '1.0.0', private: true }));
  execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', '--silent', tgz], { cwd: app, stdio: 'inherit' });
  const installed = join(app, 'node_modules', 'ascon-wasm');
  // No ESM file of the package touches a Node built-in (browsers, Deno, Workers).
  for (const f of readdirSync(installed).filter((f) => f.endsWith('.js'))) {
    assert.doesNotMatch(readFileSync(join(installed, f), 'utf8'), /from ['"]node:|require\(/, `${f} uses a Node built-in`);
  }

  // Known answers: Ascon-Hash256("") and the first Ascon-AEAD128 LWC record
  // (key 00..0F, nonce 10..1F, empty plaintext and AD).
  const check = `
    const h = Buffer.from(A.hash256(new Uint8Array(0))).toString('hex');
    if (h !== '0b3be5850f2f6b98caf29f8fdea89b64a1fa70aa249b8f839bd53baa304d92b2') throw new Error('hash256: ' + h);
    const k = Uint8Array.from({ length: 16 }, (_, i) => i);
    const n = Uint8Array.from({ length: 16 }, (_, i) => 16 + i);
    const t = Buffer.from(new A.AsconAead128(k).encrypt(n, new Uint8Array(0))).toString('hex');
    if (t !== '4f9c278211bec9316bf68f46ee8b2ec6') throw new Error('aead128: ' + t);
    try { A.hash256('abc'); throw new Error('a string was accepted'); } catch (e) { if (!(e instanceof TypeError)) throw e; }
    console.log(JSON.stringify(Object.keys(A).filter((k) => k !== 'default').sort()));`;
  writeFileSync(join(app, 'esm.mjs'), `import * as A from 'ascon-wasm';${check}`);
  writeFileSync(join(app, 'cjs.cjs'), `const A = require('ascon-wasm');${check}`);
  const esm = execFileSync('node', ['esm.mjs'], { cwd: app, encoding: 'utf8' });
  const cjs = execFileSync('node', ['cjs.cjs'], { cwd: app, encoding: 'utf8' });
  assert.equal(cjs, esm, 'CommonJS and ESM export different names');
  // The workerd entry resolves through the package's exports and ships its
  // .wasm (loading it the workerd way is test/worker.test.js).
  const exp = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')).exports;
  for (const w of [exp['.'].workerd, exp['./workerd'].default]) {
    assert.equal(w, './worker.js');
    assert.match(readFileSync(join(installed, w), 'utf8'), /^import module from '\.\/dist\/ascon\.wasm';$/m);
  }
  assert.ok(statSync(join(installed, 'dist', 'ascon.wasm')).size > 0, 'dist/ascon.wasm is not in the tarball');
  console.log(`tarball: installed offline; ESM and CommonJS agree on ${JSON.parse(esm).length} exports and the known answers`);
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
