// SPDX-License-Identifier: Apache-2.0 OR MIT
// The default entry (Node, browsers, bundlers, Deno): the module is embedded
// in dist/wasm.js and compiled synchronously on first use, so nothing here
// needs fs or fetch. The embedding (scripts/build.mjs) keeps printable ASCII
// bytes as themselves and writes every other byte b as the character
// U+0100 + b, which gzips to about three quarters of base64.
import WASM from './dist/wasm.js';
import { provideModule } from './core.js';

provideModule(() => {
  const bytes = new Uint8Array(WASM.length);
  for (let i = 0; i < WASM.length; i++) bytes[i] = WASM.charCodeAt(i) & 0xff;
  return new WebAssembly.Module(bytes);
});

export * from './api.js';
