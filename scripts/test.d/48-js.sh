#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# ci-lane: side (one core most of the time; scripts/test.sh runs it beside the compiling parts)
# The JavaScript package (js/, npm name ascon-wasm): builds the WebAssembly
# module from the C++ core with Debian's clang 14 for wasm32 (wasi-libc and
# libc++ headers; the module imports nothing), wasm-ld and wasm-opt, then
# `npm test`: every SP 800-232 and Mac/Prf vector file through every API form
# and the misuse tests under node --test, the vectors again through the
# workerd entry (worker.js) with its .wasm import simulated as workerd loads
# it (no real workerd is run), the same vector suite in headless
# Debian chromium, and the `npm pack` tarball installed offline into a fresh
# project and used from ESM and CommonJS. About 20 s on 2 cores once the
# Debian packages are there (their first install: about 20 s more).
source "$(dirname "$0")/../lib/common.sh"
t0=$(date +%s)
ensure_apt clang-14 lld-14 wasi-libc libc++-14-dev-wasm32 binaryen chromium
# Node and npm from Debian only where none is on the PATH (a Node from
# elsewhere, with its own npm, is kept).
command -v node >/dev/null || ensure_apt nodejs
command -v npm >/dev/null || ensure_apt npm
echo "48-js: Debian packages ready in $(( $(date +%s) - t0 )) s"
cd "$ASCON_ROOT/js"
node -e 'const [a] = process.versions.node.split("."); if (+a < 18) { console.error(`48-js: error: Node ${process.versions.node} is older than 18`); process.exit(1); }'
t0=$(date +%s)
npm run --silent build
echo "48-js: wasm module built in $(( $(date +%s) - t0 )) s"
t0=$(date +%s)
npm test --silent
echo "48-js: npm test (Node $(node --version), $(chromium --version 2>/dev/null | head -n 1)) in $(( $(date +%s) - t0 )) s"
