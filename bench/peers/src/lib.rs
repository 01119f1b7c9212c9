// SPDX-License-Identifier: Apache-2.0 OR MIT
//! C ABI over RustCrypto's ascon-aead 0.6 and ascon-hash 0.4, so the Google
//! Benchmark binary can time them in the same run as this library.
#![allow(clippy::missing_safety_doc)]

use ascon_aead::aead::inout::InOutBuf;
use ascon_aead::aead::{AeadInOut, KeyInit};
use ascon_aead::{AsconAead128, Nonce};
use ascon_hash::{AsconHash256, AsconXof128, Digest, ExtendableOutput, Update, XofReader};
use core::slice;

unsafe fn bytes<'a>(p: *const u8, n: usize) -> &'a [u8] {
    if n == 0 { &[] } else { slice::from_raw_parts(p, n) }
}
unsafe fn bytes_mut<'a>(p: *mut u8, n: usize) -> &'a mut [u8] {
    if n == 0 { &mut [] } else { slice::from_raw_parts_mut(p, n) }
}

/// Ascon-AEAD128 encryption with a detached 16-byte tag; returns 0 on success.
#[no_mangle]
pub unsafe extern "C" fn ascon_peer_aead128_encrypt(
    key: *const u8, nonce: *const u8, ad: *const u8, ad_len: usize,
    pt: *const u8, len: usize, ct: *mut u8, tag: *mut u8,
) -> i32 {
    let cipher = match AsconAead128::new_from_slice(bytes(key, 16)) { Ok(c) => c, Err(_) => return -2 };
    let nonce = match Nonce::<AsconAead128>::try_from(bytes(nonce, 16)) { Ok(n) => n, Err(_) => return -2 };
    let buf = match InOutBuf::new(bytes(pt, len), bytes_mut(ct, len)) { Ok(b) => b, Err(_) => return -2 };
    match cipher.encrypt_inout_detached(&nonce, bytes(ad, ad_len), buf) {
        Ok(t) => { bytes_mut(tag, 16).copy_from_slice(&t); 0 }
        Err(_) => -1,
    }
}

/// Ascon-Hash256 of `len` bytes into a 32-byte digest.
#[no_mangle]
pub unsafe extern "C" fn ascon_peer_hash256(msg: *const u8, len: usize, out: *mut u8) {
    let d = AsconHash256::digest(bytes(msg, len));
    bytes_mut(out, 32).copy_from_slice(&d);
}

/// Ascon-XOF128 of `len` bytes, `out_len` bytes of output.
#[no_mangle]
pub unsafe extern "C" fn ascon_peer_xof128(msg: *const u8, len: usize, out: *mut u8, out_len: usize) {
    let mut x = AsconXof128::default();
    x.update(bytes(msg, len));
    x.finalize_xof().read(bytes_mut(out, out_len));
}
