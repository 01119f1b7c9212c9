// SPDX-License-Identifier: Apache-2.0 OR MIT
// Every vector file of tests/vectors.manifest through every API form, read
// from ASCON_VECTORS_DIR (default ../../shared/vectors from the repository
// root); a missing folder fails the run.
import { test } from 'node:test';
import { existsSync, readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as A from '../index.js';
import { setLimitForTests } from '../core.js';
import { parseManifest, runFile, inPackage } from './suite.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const dir = process.env.ASCON_VECTORS_DIR || join(root, '..', 'shared', 'vectors');
if (!existsSync(join(dir, 'sp800-232'))) throw new Error(`vectors not found at ${dir} (set ASCON_VECTORS_DIR)`);
const manifest = parseManifest(readFileSync(join(root, 'tests', 'vectors.manifest'), 'utf8'));

for (const e of manifest) {
  if (!inPackage(e)) { test(`${e.file} (${e.algorithm})`, { skip: 'the v1.2 family is not in the package' }, () => {}); continue; }
  const text = readFileSync(join(dir, e.file), 'utf8');
  test(`${e.file}: whole`, () => { runFile(A, e, text); });
  test(`${e.file}: streamed in 13-byte pieces`, () => {
    setLimitForTests(13);
    try { runFile(A, e, text); } finally { setLimitForTests(undefined); }
  });
}
