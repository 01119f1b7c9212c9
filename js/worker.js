// SPDX-License-Identifier: Apache-2.0 OR MIT
// The entry for runtimes that forbid compiling WebAssembly from bytes at run
// time (Cloudflare Workers / workerd: package.json's "workerd" condition, or
// import 'ascon-wasm/workerd'). Their bundlers turn `import m from './x.wasm'`
// into a precompiled WebAssembly.Module, which is instantiated on first use;
// the API is the same as index.js's.
import module from './dist/ascon.wasm';
import { provideModule } from './core.js';

provideModule(() => {
  if (!(module instanceof WebAssembly.Module)) {
    throw new TypeError('ascon: importing dist/ascon.wasm did not give a WebAssembly.Module; use the default entry in this runtime');
  }
  return module;
});

export * from './api.js';
