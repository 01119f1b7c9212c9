// SPDX-License-Identifier: Apache-2.0 OR MIT
// The known-answer suite, the same in Node (vectors.test.js) and in the
// browser (browser/page.html): every file of tests/vectors.manifest through
// every API form of the package. `read(path)` returns a file's text (Node: fs;
// browser: fetch); it must fail loudly when the vectors are missing.
//
// Each record runs through the one-shot, the incremental object (input in
// three pieces, output through a reader in pieces) and a copy(), and each
// file runs twice: with inputs taken whole, and with the one-shot limit
// lowered to 13 bytes so everything streams through the incremental wasm
// functions in odd-sized pieces.

export function parseRecords(text) {
  const recs = [];
  for (const block of text.split(/\r?\n\s*\r?\n/)) {
    const r = {};
    for (const line of block.split(/\r?\n/)) {
      const m = /^\s*([A-Za-z]+)\s*=\s*(.*?)\s*$/.exec(line);
      if (m) r[m[1]] = m[2];
    }
    if (Object.keys(r).length) recs.push(r);
  }
  return recs;
}
export function parseManifest(text) {
  return text.split('\n').filter((l) => l.trim() && !l.startsWith('#')).map((l) => {
    const [file, algorithm, format, records, mustFail] = l.trim().split(/\s+/);
    return { file, algorithm, format, records: +records, mustFail: +mustFail };
  });
}
export const hex = (s) => {
  if (s.length % 2) throw new Error(`odd hex ${s}`);
  const b = new Uint8Array(s.length / 2);
  for (let i = 0; i < b.length; i++) b[i] = parseInt(s.substr(2 * i, 2), 16);
  return b;
};
export const toHex = (b) => Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('').toUpperCase();

function eq(got, want, what) {
  const g = toHex(got), w = typeof want === 'string' ? want.toUpperCase() : toHex(want);
  if (g !== w) throw new Error(`${what}: got ${g}, want ${w}`);
}
function throwsAuth(A, f, what) {
  try { f(); } catch (e) { if (e instanceof A.AsconAuthenticationError) return; throw e; }
  throw new Error(`${what}: decryption accepted a bad tag`);
}
const thirds = (m) => [m.subarray(0, m.length / 3 | 0), m.subarray(m.length / 3 | 0, 2 * m.length / 3 | 0), m.subarray(2 * m.length / 3 | 0)];
function incremental(h, msg) {
  for (const p of thirds(msg)) if (h.update(p) !== h) throw new Error('update() must return this');
  return h;
}
function readInPieces(r, n) {
  const out = new Uint8Array(n);
  let off = 0;
  for (const k of [1, 7, 8, 13]) { const c = Math.min(k, n - off); out.set(r.read(c), off); off += c; }
  out.set(r.read(n - off), off);
  return out;
}

// One record of one file; `A` is the package.
function checkRecord(A, alg, format, r) {
  const msg = r.Msg !== undefined ? hex(r.Msg) : undefined;
  if (format === 'acvp-bits') return checkBits(A, alg, r);
  switch (alg) {
    case 'ascon-hash256': {
      eq(A.hash256(msg), r.MD, 'hash256');
      const h = incremental(A.createHash('ascon-hash256'), msg);
      eq(h.digest(), r.MD, 'createHash');
      eq(h.digest(), r.MD, 'digest again');
      const c = A.createHash('ascon-hash256').update(msg.subarray(0, 5)).copy();
      eq(c.update(msg.subarray(5)).digest(), r.MD, 'copy');
      return;
    }
    case 'ascon-xof128': case 'ascon-cxof128': {
      const md = hex(r.MD), z = r.Z !== undefined ? hex(r.Z) : new Uint8Array(0);
      const cx = alg === 'ascon-cxof128';
      eq(cx ? A.cxof128(msg, md.length, z) : A.xof128(msg, md.length), md, alg);
      const h = incremental(A.createHash(alg, cx ? { customization: z } : {}), msg);
      eq(h.digest(md.length), md, 'digest(n)');
      eq(readInPieces(h.reader(), md.length), md, 'reader');
      eq(A.createHash(alg, { outputLength: md.length, customization: cx ? z : undefined }).update(msg).digest(), md, 'outputLength');
      return;
    }
    case 'ascon-mac': {
      const key = hex(r.Key);
      eq(A.mac(key, msg), r.Tag, 'mac');
      const m = incremental(new A.AsconMac(key), msg);
      eq(m.digest(), r.Tag, 'AsconMac');
      if (!m.verify(hex(r.Tag))) throw new Error('verify rejected the right tag');
      const bad = hex(r.Tag); bad[15] ^= 0x80;
      if (m.verify(bad)) throw new Error('verify accepted a wrong tag');
      return;
    }
    case 'ascon-prf': {
      const key = hex(r.Key), tag = hex(r.Tag);
      eq(A.prf(key, msg, tag.length), tag, 'prf');
      const p = incremental(new A.AsconPrf(key), msg);
      eq(p.digest(tag.length), tag, 'AsconPrf');
      eq(readInPieces(p.reader(), tag.length), tag, 'AsconPrf reader');
      return;
    }
    case 'ascon-prfshort':
      eq(A.prfShort(hex(r.Key), msg, hex(r.Tag).length), r.Tag, 'prfShort');
      return;
    case 'ascon-aead128': {
      const key = hex(r.Key), nonce = hex(r.Nonce), pt = hex(r.PT), ad = hex(r.AD);
      const sealed = r.Tag !== undefined ? hex(r.CT + r.Tag) : hex(r.CT);
      const tagLength = r.Tag !== undefined ? r.Tag.length / 2 : 16;
      const a = new A.AsconAead128(key, { tagLength });
      if (r.TestPassed === 'False') {
        throwsAuth(A, () => a.decrypt(nonce, sealed, ad), 'must-fail record');
        return 'failed';
      }
      eq(a.encrypt(nonce, pt, ad), sealed, 'encrypt');
      eq(a.decrypt(nonce, sealed, ad), pt, 'decrypt');
      const bad = sealed.slice(); bad[bad.length - 1] ^= 1;
      throwsAuth(A, () => a.decrypt(nonce, bad, ad), 'tampered tag');
      if (ad.length) throwsAuth(A, () => a.decrypt(nonce, sealed, ad.subarray(1)), 'other AD');
      a.dispose();
      return;
    }
    default:
      throw new Error(`no check for ${alg}`);
  }
}

function checkBits(A, alg, r) {
  const bits = (v, n) => (v === '' ? new Uint8Array(0) : hex(v));
  switch (alg) {
    case 'ascon-hash256': eq(A.hash256Bits(bits(r.Msg), +r.MsgBits), r.MD, 'hash256Bits'); return;
    case 'ascon-xof128': eq(A.xof128Bits(bits(r.Msg), +r.MsgBits, +r.MDBits), r.MD, 'xof128Bits'); return;
    case 'ascon-cxof128': eq(A.cxof128Bits(bits(r.Msg), +r.MsgBits, bits(r.Z), +r.ZBits, +r.MDBits), r.MD, 'cxof128Bits'); return;
    case 'ascon-aead128': {
      const masked = r.NonceMasking === 'true';
      const key = hex(r.Key + (masked ? r.SecondKey : ''));
      const a = new A.AsconAead128(key, { tagBits: +r.TagBits, nonceMasking: masked });
      const nonce = hex(r.Nonce), ad = bits(r.AD), ct = bits(r.CT), tag = hex(r.Tag);
      if (r.Direction === 'encrypt') {
        const got = a.encryptBits(nonce, bits(r.PT), +r.PTBits, ad, +r.ADBits);
        eq(got.ciphertext, ct, 'encryptBits ciphertext');
        eq(got.tag, tag, 'encryptBits tag');
      }
      if (r.TestPassed === 'false') {
        throwsAuth(A, () => a.decryptBits(nonce, ct, +r.PTBits, ad, +r.ADBits, tag), 'must-fail record');
        return 'failed';
      }
      eq(a.decryptBits(nonce, ct, +r.PTBits, ad, +r.ADBits, tag), bits(r.PT), 'decryptBits');
      // Whole-byte records also through the byte API.
      if (+r.PTBits % 8 === 0 && +r.ADBits % 8 === 0 && +r.TagBits % 8 === 0) {
        const b = new A.AsconAead128(key, { tagLength: +r.TagBits / 8, nonceMasking: masked });
        eq(b.encrypt(nonce, bits(r.PT), ad), toHex(ct) + toHex(tag), 'byte encrypt (masked)');
      }
      return;
    }
    default: throw new Error(`no bit check for ${alg}`);
  }
}

// The v1.2 family is not in this package (SP 800-232 and Mac/Prf/PrfShort only).
export const inPackage = (e) => !e.algorithm.endsWith('-v12');

// Runs one manifest entry; returns { records, failed } or throws with the record number.
export function runFile(A, entry, text) {
  const recs = parseRecords(text);
  if (recs.length !== entry.records) throw new Error(`${entry.file}: ${recs.length} records, manifest says ${entry.records}`);
  let failed = 0;
  recs.forEach((r, i) => {
    try {
      if (checkRecord(A, entry.algorithm, entry.format, r) === 'failed') failed++;
    } catch (e) {
      e.message = `${entry.file} record ${i + 1}: ${e.message}`;
      throw e;
    }
  });
  if (failed !== entry.mustFail) throw new Error(`${entry.file}: ${failed} records failed as they must, manifest says ${entry.mustFail}`);
  return { records: recs.length, failed };
}
