// SPDX-License-Identifier: Apache-2.0 OR MIT
// Node module hooks (module.register) that load `import m from './x.wasm'`
// the way Cloudflare's bundler (wrangler) and workerd do: the default export
// is a compiled WebAssembly.Module of that file, made before any user code
// runs. Used by worker.test.js; no workerd is involved.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export async function load(url, context, next) {
  if (!url.endsWith('.wasm')) return next(url, context);
  const b64 = readFileSync(fileURLToPath(url)).toString('base64');
  return {
    format: 'module',
    shortCircuit: true,
    source: `const s = atob(${JSON.stringify(b64)}), b = new Uint8Array(s.length);\n` +
      'for (let i = 0; i < s.length; i++) b[i] = s.charCodeAt(i);\n' +
      'export default new WebAssembly.Module(b);\n',
  };
}
