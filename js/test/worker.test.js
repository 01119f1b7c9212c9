// SPDX-License-Identifier: Apache-2.0 OR MIT
// The workerd entry (worker.js) through the loading path of Cloudflare
// Workers, simulated in Node: `import './dist/ascon.wasm'` gives a
// precompiled WebAssembly.Module (wasm-module-hook.mjs), and then compiling
// WebAssembly from bytes is forbidden in this process, as workerd forbids it
// ("Wasm code generation disallowed by embedder"). Every vector file runs
// through the entry, whole and streamed. No real workerd is run here.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import module from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseManifest, runFile, inPackage } from './suite.js';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const dir = process.env.ASCON_VECTORS_DIR || join(root, '..', 'shared', 'vectors');
if (!existsSync(join(dir, 'sp800-232'))) throw new Error(`vectors not found at ${dir} (set ASCON_VECTORS_DIR)`);

if (typeof module.register !== 'function') {
  test('workerd entry', { skip: `module.register is missing in Node ${process.versions.node} (needs >= 18.19 / 20.6)` }, () => {});
} else {
  module.register('./wasm-module-hook.mjs', import.meta.url);
  const { default: precompiled } = await import('../dist/ascon.wasm');
  const wasmBytes = readFileSync(join(here, '..', 'dist', 'ascon.wasm'));

  // From here on, as in workerd: no WebAssembly from bytes.
  const refuse = () => { throw new WebAssembly.CompileError('Wasm code generation disallowed by embedder'); };
  WebAssembly.Module = new Proxy(WebAssembly.Module, { construct: refuse });
  WebAssembly.compile = refuse;
  WebAssembly.instantiate = (x, imports) => (x instanceof WebAssembly.Module ? new WebAssembly.Instance(x, imports) : refuse());

  const W = await import('../worker.js');
  const { setLimitForTests } = await import('../core.js');

  test('the simulation refuses bytes and gives a Module, as workerd does', () => {
    assert.ok(precompiled instanceof WebAssembly.Module);
    assert.throws(() => new WebAssembly.Module(wasmBytes), WebAssembly.CompileError);
  });

  test('worker.js: known answers without compiling from bytes', () => {
    assert.equal(Buffer.from(W.hash256(new Uint8Array(0))).toString('hex'),
      '0b3be5850f2f6b98caf29f8fdea89b64a1fa70aa249b8f839bd53baa304d92b2');
  });

  const manifest = parseManifest(readFileSync(join(root, 'tests', 'vectors.manifest'), 'utf8'));
  for (const e of manifest.filter(inPackage)) {
    const text = readFileSync(join(dir, e.file), 'utf8');
    test(`worker.js ${e.file}: whole and streamed`, () => {
      runFile(W, e, text);
      setLimitForTests(13);
      try { runFile(W, e, text); } finally { setLimitForTests(undefined); }
    });
  }

  test('worker.js exports what index.js exports', async () => {
    const I = await import('../index.js');
    assert.deepEqual(Object.keys(W).sort(), Object.keys(I).sort());
  });
}
