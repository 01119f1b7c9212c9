// SPDX-License-Identifier: Apache-2.0 OR MIT
// The default entry (Node, browsers, bundlers, Deno): the module is embedded
// in dist/wasm.js and compiled synchronously on first use, so nothing here
// needs fs or fetch. The embedding (scripts/build.mjs): the first character
// is U+0100 + k, then byte b is c = (b + k) & 0xff, as the character c when
// printable, else U+0100 + c: gzipped, about three quarters of base64.
import WASM from './dist/wasm.js';
import { provideModule } from './core.js';

provideModule(() => {
  const k = WASM.charCodeAt(0) & 0xff, bytes = new Uint8Array(WASM.length - 1);
  for (let i = 1; i < WASM.length; i++) bytes[i - 1] = (WASM.charCodeAt(i) - k) & 0xff;
  return new WebAssembly.Module(bytes);
});

export * from './api.js';
