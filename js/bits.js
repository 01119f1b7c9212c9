// SPDX-License-Identifier: Apache-2.0 OR MIT
// Bit-length one-shots (SP 800-232 bit strings, as NIST ACVP tests them):
// the first `bits` bits of the input, bit i being bit i % 8 of byte i / 8
// (least significant first); outputs of outBits bits with the unused high
// bits of the last byte zero. Inputs of at most 60 KiB.
import { S, wasm, wipe, bytes, count, check, EMPTY } from './core.js';

function prepare(parts, outBits) {
  let total = Math.ceil(outBits / 8);
  for (const [x, bits, name] of parts) {
    bytes(x, name);
    count(bits, `${name} bits`, 0, 8 * x.length);
    total += Math.ceil(bits / 8);
  }
  if (total > S.IO_SIZE || (wasm(), total > S.IO_SIZE)) throw new RangeError('ascon: bit-length inputs must fit the 64 KiB buffer');
  let off = 0;
  const offs = parts.map(([x, bits]) => {
    const n = Math.ceil(bits / 8), at = off;
    S.M.set(x.subarray(0, n), S.IO + at);
    off += n;
    return at;
  });
  return [offs, off, total];
}

/** Ascon-Hash256 of the first `bits` bits of data. */
export function hash256Bits(data, bits) {
  wasm();
  const [[a], o, total] = prepare([[data, bits, 'data']], 256);
  try {
    check(S.E.hash256_bits(a, bits, o), 'hash256Bits');
    return S.M.slice(S.IO + o, S.IO + o + 32);
  } finally { wipe(total); }
}
/** Ascon-XOF128 of the first `bits` bits of data: outBits bits. */
export function xof128Bits(data, bits, outBits) {
  wasm();
  count(outBits, 'outBits', 0, 8 * 32768);
  const [[a], o, total] = prepare([[data, bits, 'data']], outBits);
  try {
    check(S.E.xof128_bits(a, bits, o, outBits), 'xof128Bits');
    return S.M.slice(S.IO + o, S.IO + o + Math.ceil(outBits / 8));
  } finally { wipe(total); }
}
/** Ascon-CXOF128 with a bit-length customization (at most 2048 bits): outBits bits. */
export function cxof128Bits(data, bits, customization = EMPTY, customizationBits = 0, outBits = 256) {
  wasm();
  count(outBits, 'outBits', 0, 8 * 32768);
  count(customizationBits, 'customizationBits', 0, 2048);
  const [[a, z], o, total] = prepare([[data, bits, 'data'], [customization, customizationBits, 'customization']], outBits);
  try {
    check(S.E.cxof128_bits(a, bits, z, customizationBits, o, outBits), 'cxof128Bits');
    return S.M.slice(S.IO + o, S.IO + o + Math.ceil(outBits / 8));
  } finally { wipe(total); }
}
