// SPDX-License-Identifier: Apache-2.0 OR MIT
// `npm test`: builds the module if it is missing, then the Node suite
// (node --test), the same suite in headless Chromium, and the tarball
// installed into a fresh project. Any failure fails the run.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const pkg = join(dirname(fileURLToPath(import.meta.url)), '..');
const step = (what, args) => {
  const t0 = Date.now();
  execFileSync(process.execPath, args, { cwd: pkg, stdio: 'inherit' });
  console.log(`npm test: ${what} passed in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
};
if (!existsSync(join(pkg, 'dist', 'wasm.js'))) step('build', ['scripts/build.mjs']);
// Dots on the console; a TAP copy gives the count for CI's time table.
const tap = join(tmpdir(), `ascon-wasm-node-${process.pid}.tap`);
step('Node suite', ['--test', '--test-reporter=dot', '--test-reporter-destination=stdout', '--test-reporter=tap',
  `--test-reporter-destination=${tap}`, 'test/vectors.test.js', 'test/misuse.test.js', 'test/worker.test.js']);
const passed = /^# pass (\d+)$/m.exec(readFileSync(tap, 'utf8'));
rmSync(tap, { force: true });
console.log(`js: ${passed ? passed[1] : 0} passed (Node test runner)`);
step('headless Chromium suite', ['test/browser/run.mjs']);
step('tarball install (ESM and CommonJS)', ['test/tarball/run.mjs']);
