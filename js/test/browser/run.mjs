// SPDX-License-Identifier: Apache-2.0 OR MIT
// Runs the known-answer suite in headless Chromium (Debian's `chromium`, or
// CHROMIUM=path): serves the package, the suite and the vectors on
// 127.0.0.1 only, opens page.html, and waits for the page to POST its result.
// No browser is downloaded and no DevTools client is needed.
import { createServer } from 'node:http';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const pkg = join(here, '..', '..');
const root = join(pkg, '..');
const vectors = process.env.ASCON_VECTORS_DIR || join(root, '..', 'shared', 'vectors');
if (!existsSync(join(vectors, 'sp800-232'))) throw new Error(`vectors not found at ${vectors} (set ASCON_VECTORS_DIR)`);
const browser = process.env.CHROMIUM || ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find(existsSync);
if (!browser) throw new Error('chromium not found (Debian: apt-get install chromium; or set CHROMIUM)');

const inside = (base, rel) => { base = resolve(base); const p = resolve(base, rel); if (!p.startsWith(base + '/')) throw new Error('outside'); return p; };
let done;
const result = new Promise((r) => { done = r; });
const server = createServer((req, res) => {
  const url = decodeURIComponent(new URL(req.url, 'http://x').pathname);
  if (req.method === 'POST' && url === '/result') {
    let body = '';
    req.on('data', (c) => { body += c; });
    req.on('end', () => { res.end('ok'); done(JSON.parse(body)); });
    return;
  }
  try {
    let file, type = 'text/plain';
    if (url === '/') file = join(here, 'page.html'), type = 'text/html';
    else if (url === '/page.js') file = join(here, 'page.js'), type = 'text/javascript';
    else if (url === '/manifest') file = join(root, 'tests', 'vectors.manifest');
    else if (url.startsWith('/vectors/')) file = inside(vectors, url.slice('/vectors/'.length));
    else if (url.startsWith('/pkg/') && url.endsWith('.js')) file = inside(pkg, url.slice('/pkg/'.length)), type = 'text/javascript';
    else throw new Error('not found');
    res.writeHead(200, { 'content-type': type });
    res.end(readFileSync(file));
  } catch {
    res.writeHead(404).end();
  }
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const port = server.address().port;
const profile = mkdtempSync(join(tmpdir(), 'ascon-wasm-chromium-'));
const t0 = Date.now();
const chrome = spawn(browser, ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-extensions',
  `--user-data-dir=${profile}`, `http://127.0.0.1:${port}/`], { stdio: ['ignore', 'ignore', 'pipe'] });
let stderr = '';
chrome.stderr.on('data', (c) => { stderr += c; });
const timeout = +(process.env.BROWSER_TIMEOUT_S || 300);
const timer = setTimeout(() => done({ ok: false, error: `no result after ${timeout} s; chromium said:\n${stderr.slice(-2000)}` }), timeout * 1000);
const exited = new Promise((r) => chrome.on('exit', r));
chrome.on('exit', (code) => setTimeout(() => done({ ok: false, error: `chromium exited (${code}) before the page reported:\n${stderr.slice(-2000)}` }), 2000));
const r = await result;
clearTimeout(timer);
chrome.kill();
await exited;
server.close();
try { rmSync(profile, { recursive: true, force: true, maxRetries: 5 }); } catch { /* a temp folder left behind is harmless */ }
if (!r.ok) { console.error(`browser: FAILED: ${r.error}`); process.exit(1); }
console.log(`browser: ${r.files} vector files (${r.records} records, each whole and streamed) and the misuse checks passed in ${((Date.now() - t0) / 1000).toFixed(1)} s; ${r.skipped} v1.2 files skipped; ${r.userAgent}`);
process.exit(0);
