// SPDX-License-Identifier: Apache-2.0 OR MIT
// The WebAssembly face of the C++ core for the JavaScript package (js/).
//
// A module with no imports and a fixed memory: every buffer the JavaScript
// side uses is a static array here (its address is exported), nothing is
// allocated, and the memory is linked with initial == maximum size so it can
// never grow (a JavaScript view of it is never detached).
//
// Calling convention: the JavaScript wrapper copies inputs into `io` (and the
// key, nonce and received tag into their slots), passes offsets and lengths,
// and copies the results out; then it zeroes whatever held a key, plaintext
// or secret state. Inputs longer than `io` are streamed through the
// incremental functions below, whose state lives in `state` between calls of
// one operation (and, for the incremental objects, in a JavaScript copy
// between user calls). Every function returns 0 on success or a negative
// status; lengths are checked against the buffers here too, so a wrong
// length from JavaScript can never reach outside them.
#include <ascon/aead128.hpp>
#include <ascon/hash256.hpp>
#include <ascon/mac.hpp>
#include <ascon/xof128.hpp>

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <new>
#include <span>

namespace {

using u8 = std::uint8_t;
using std::size_t;
namespace d = ascon::detail;

constexpr size_t io_size = 64 * 1024;
alignas(16) u8 io[io_size];
alignas(16) u8 key[32];  // AEAD: K (16) or K || K2 with nonce masking; Mac/Prf: 16
alignas(16) u8 nonce[16];
alignas(16) u8 tag[16];     // a received tag, or a tag/MAC produced by the streaming calls
alignas(16) u8 state[128];  // the incremental object of the running operation
alignas(16) u8 reader[64];  // the squeezing side of a finalized sponge

enum Status : int { ok = 0, auth_failed = -1, bad_length = -2, bad_algorithm = -3 };

// [off, off + n) lies inside io (no wrap: both are 32-bit, compared apart).
bool in_io(size_t off, size_t n) { return off <= io_size && n <= io_size - off; }

int status(ascon::Status s) {
  return s ? ok : (s.code == ascon::Error::authentication_failed ? auth_failed : bad_length);
}

// ---- the sponge algorithms, by number (the order of SPONGES in js/lib) ------------
enum Sponge : int { hash256 = 0, xof128 = 1, cxof128 = 2, mac = 3, prf = 4 };

template <class P>
constexpr bool fits = sizeof(d::Sponge<P>) <= sizeof(state) && sizeof(d::SqueezeState<P>) <= sizeof(reader);
static_assert(fits<d::Hash256Params> && fits<d::Xof128Params> && fits<d::Cxof128Params> && fits<d::MacParams> &&
              fits<d::PrfParams>);

template <class P>
d::Sponge<P>& sponge() {
  return *std::launder(reinterpret_cast<d::Sponge<P>*>(state));
}
template <class P>
d::SqueezeState<P>& squeezer() {
  return *std::launder(reinterpret_cast<d::SqueezeState<P>*>(reader));
}

// Calls f.template operator()<Params>() for sponge algorithm `alg`.
template <class F>
int with_sponge(int alg, F&& f) {
  switch (alg) {
    case hash256:
      return f.template operator()<d::Hash256Params>();
    case xof128:
      return f.template operator()<d::Xof128Params>();
    case cxof128:
      return f.template operator()<d::Cxof128Params>();
    case mac:
      return f.template operator()<d::MacParams>();
    case prf:
      return f.template operator()<d::PrfParams>();
    default:
      return bad_algorithm;
  }
}

// ---- AEAD ----------------------------------------------------------------------------
using Aead = ascon::Aead128;
using Truncated = ascon::TruncatedAead128;
using P = d::Aead128Params;
using Duplex = d::Duplex<P>;
static_assert(sizeof(Duplex) <= sizeof(state));

Aead bound_aead(int masked) {
  return masked ? Aead::with_nonce_masking(std::span<const u8, 32>(key, 32)) : Aead(std::span<const u8, 16>(key, 16));
}
d::AeadKey<P> bound_key(int masked) {
  d::AeadKey<P> k(key);
  if (masked) k.set_nonce_mask(key + 16);
  return k;
}
bool tag_bits_ok(size_t bits) { return bits >= 32 && bits <= 128; }

}  // namespace

// Where the linker put the static data: with --stack-first, right above the
// stack, whose top is therefore the start of the data (the linker's symbol).
extern "C" unsigned char __global_base;

namespace {
size_t stack_top() { return reinterpret_cast<size_t>(&__global_base); }

}  // namespace

#define EXPORT(name) extern "C" __attribute__((export_name(#name), visibility("default")))

// ---- where the buffers are -------------------------------------------------------------
// 0 io, 1 key, 2 nonce, 3 tag, 4 state, 5 reader, 6 io size, 7 state size, 8 reader size,
// 9 the top of the stack (what a call from JavaScript starts below).
EXPORT(layout) size_t layout(int what) {
  switch (what) {
    case 0:
      return reinterpret_cast<size_t>(io);
    case 1:
      return reinterpret_cast<size_t>(key);
    case 2:
      return reinterpret_cast<size_t>(nonce);
    case 3:
      return reinterpret_cast<size_t>(tag);
    case 4:
      return reinterpret_cast<size_t>(state);
    case 5:
      return reinterpret_cast<size_t>(reader);
    case 6:
      return io_size;
    case 7:
      return sizeof state;
    case 8:
      return sizeof reader;
    case 9:
      return stack_top();
    default:
      return 0;
  }
}

// ---- one-shots (input and output in io) ------------------------------------------------
EXPORT(hash256) int hash256_(size_t in, size_t n, size_t out) {
  if (!in_io(in, n) || !in_io(out, 32)) return bad_length;
  ascon::Hash256::hash(std::span<const u8>(io + in, n), std::span<u8, 32>(io + out, 32));
  return ok;
}
EXPORT(xof128) int xof128_(size_t in, size_t n, size_t out, size_t out_n) {
  if (!in_io(in, n) || !in_io(out, out_n)) return bad_length;
  ascon::Xof128::xof(std::span<const u8>(io + in, n), std::span<u8>(io + out, out_n));
  return ok;
}
EXPORT(cxof128) int cxof128_(size_t in, size_t n, size_t z, size_t z_n, size_t out, size_t out_n) {
  if (!in_io(in, n) || !in_io(z, z_n) || !in_io(out, out_n)) return bad_length;
  return status(ascon::Cxof128::cxof(std::span<const u8>(io + in, n), std::span<const u8>(io + z, z_n),
                                     std::span<u8>(io + out, out_n)));
}
// Ascon-Mac (16-byte tag) and Ascon-Prf (any length) with the key in `key`.
EXPORT(mac) int mac_(size_t in, size_t n, size_t out) {
  if (!in_io(in, n) || !in_io(out, 16)) return bad_length;
  ascon::Mac::mac(std::span<const u8, 16>(key, 16), std::span<const u8>(io + in, n), std::span<u8, 16>(io + out, 16));
  return ok;
}
EXPORT(prf) int prf_(size_t in, size_t n, size_t out, size_t out_n) {
  if (!in_io(in, n) || !in_io(out, out_n)) return bad_length;
  ascon::Prf::prf(std::span<const u8, 16>(key, 16), std::span<const u8>(io + in, n), std::span<u8>(io + out, out_n));
  return ok;
}
EXPORT(prf_short) int prf_short_(size_t in, size_t n, size_t out, size_t out_n) {
  if (!in_io(in, n) || !in_io(out, out_n)) return bad_length;
  return status(ascon::PrfShort::prf(std::span<const u8, 16>(key, 16), std::span<const u8>(io + in, n),
                                     std::span<u8>(io + out, out_n)));
}
// Constant-time comparison of io[a, a + n) and io[b, b + n): 1 if equal.
EXPORT(ct_equal) int ct_equal_(size_t a, size_t b, size_t n) {
  if (!in_io(a, n) || !in_io(b, n)) return 0;
  return ascon::ct_equal(std::span<const u8>(io + a, n), std::span<const u8>(io + b, n)) ? 1 : 0;
}

// Ascon-AEAD128 with the key in `key` (32 bytes when masked), the nonce in
// `nonce`, a tag of tag_bits bits (32..128; 128 takes the full-tag path).
// Encrypt: pt -> out = ciphertext || tag. Decrypt: in = ciphertext || tag
// -> pt, zeroed on failure.
EXPORT(aead_encrypt)
int aead_encrypt(int masked, size_t tag_bits, size_t ad, size_t ad_n, size_t pt, size_t n, size_t out) {
  if (!tag_bits_ok(tag_bits)) return bad_length;
  const size_t t = d::bytes_for_bits(tag_bits);
  if (!in_io(ad, ad_n) || !in_io(pt, n) || n > io_size - t || !in_io(out, n + t)) return bad_length;
  const Aead a = bound_aead(masked);
  const std::span<const u8, 16> nc(nonce, 16);
  if (tag_bits == 128) return status(a.encrypt(nc, {io + pt, n}, {io + ad, ad_n}, {io + out, n + t}));
  const auto tr = Truncated::with_tag_bits(a, tag_bits);
  return status(tr->encrypt(nc, {io + pt, n}, {io + ad, ad_n}, {io + out, n + t}));
}
EXPORT(aead_decrypt)
int aead_decrypt(int masked, size_t tag_bits, size_t ad, size_t ad_n, size_t in, size_t n, size_t pt) {
  if (!tag_bits_ok(tag_bits)) return bad_length;
  const size_t t = d::bytes_for_bits(tag_bits);
  if (!in_io(ad, ad_n) || !in_io(in, n) || n < t || !in_io(pt, n - t)) return bad_length;
  const Aead a = bound_aead(masked);
  const std::span<const u8, 16> nc(nonce, 16);
  if (tag_bits == 128) return status(a.decrypt(nc, {io + in, n}, {io + ad, ad_n}, {io + pt, n - t}));
  const auto tr = Truncated::with_tag_bits(a, tag_bits);
  return status(tr->decrypt(nc, {io + in, n}, {io + ad, ad_n}, {io + pt, n - t}));
}

// ---- bit-length one-shots (SP 800-232 bit strings, as ACVP tests them) ----------------
EXPORT(hash256_bits) int hash256_bits(size_t in, size_t bits, size_t out) {
  if (!in_io(in, d::bytes_for_bits(bits)) || !in_io(out, 32)) return bad_length;
  return status(ascon::Hash256::hash_bits({io + in, d::bytes_for_bits(bits)}, bits, std::span<u8, 32>(io + out, 32)));
}
EXPORT(xof128_bits) int xof128_bits(size_t in, size_t bits, size_t out, size_t out_bits) {
  if (!in_io(in, d::bytes_for_bits(bits)) || !in_io(out, d::bytes_for_bits(out_bits))) return bad_length;
  return status(ascon::Xof128::xof_bits({io + in, d::bytes_for_bits(bits)}, bits,
                                        {io + out, d::bytes_for_bits(out_bits)}, out_bits));
}
EXPORT(cxof128_bits) int cxof128_bits(size_t in, size_t bits, size_t z, size_t z_bits, size_t out, size_t out_bits) {
  const size_t n = d::bytes_for_bits(bits), zn = d::bytes_for_bits(z_bits), on = d::bytes_for_bits(out_bits);
  if (!in_io(in, n) || !in_io(z, zn) || !in_io(out, on)) return bad_length;
  return status(ascon::Cxof128::cxof_bits({io + in, n}, bits, {io + z, zn}, z_bits, {io + out, on}, out_bits));
}
// Detached: ciphertext to out, the tag (tag_bits) to `tag`; decrypt reads the
// tag from `tag`.
EXPORT(aead_bits)
int aead_bits(int decrypt, int masked, size_t tag_bits, size_t ad, size_t ad_bits, size_t in, size_t bits, size_t out) {
  if (!tag_bits_ok(tag_bits)) return bad_length;
  const size_t n = d::bytes_for_bits(bits), an = d::bytes_for_bits(ad_bits), t = d::bytes_for_bits(tag_bits);
  if (!in_io(ad, an) || !in_io(in, n) || !in_io(out, n)) return bad_length;
  const auto tr = Truncated::with_tag_bits(bound_aead(masked), tag_bits);
  const std::span<const u8, 16> nc(nonce, 16);
  if (decrypt) return status(tr->decrypt_bits(nc, {io + in, n}, bits, {io + ad, an}, ad_bits, {tag, t}, {io + out, n}));
  return status(tr->encrypt_bits(nc, {io + in, n}, bits, {io + ad, an}, ad_bits, {io + out, n}, {tag, t}));
}

// ---- incremental sponges: the object lives in `state` ----------------------------------
// Init: Hash256/Xof128 take nothing; Cxof128 its customization io[z, z + z_n)
// (at most 256 bytes); Mac/Prf the key in `key`.
EXPORT(sponge_init) int sponge_init(int alg, size_t z, size_t z_n) {
  return with_sponge(alg, [&]<class Q>() -> int {
    if constexpr (std::is_same_v<Q, d::Cxof128Params>) {
      if (!in_io(z, z_n)) return bad_length;
      auto c = ascon::Cxof128::create({io + z, z_n});
      if (!c) return bad_length;
      // A Cxof128 is its Sponge (one member): start from the customized state.
      static_assert(sizeof(ascon::Cxof128) == sizeof(d::Sponge<Q>));
      std::memcpy(state, &*c, sizeof(d::Sponge<Q>));
      ascon::secure_wipe(&*c, sizeof *c);
    } else if constexpr (std::is_same_v<Q, d::MacParams> || std::is_same_v<Q, d::PrfParams>) {
      new (state) d::Sponge<Q>(std::span<const u8, 16>(key, 16));
    } else {
      new (state) d::Sponge<Q>();
    }
    return ok;
  });
}
EXPORT(sponge_update) int sponge_update(int alg, size_t in, size_t n) {
  if (!in_io(in, n)) return bad_length;
  return with_sponge(alg, [&]<class Q>() -> int {
    sponge<Q>().absorb(io + in, n);
    return ok;
  });
}
// Finalizes a copy of the sponge in `state` into the reader (`state` stays usable).
EXPORT(sponge_final) int sponge_final(int alg) {
  return with_sponge(alg, [&]<class Q>() -> int {
    new (reader) d::SqueezeState<Q>(sponge<Q>().finalize());
    return ok;
  });
}
EXPORT(sponge_squeeze) int sponge_squeeze(int alg, size_t out, size_t n) {
  if (!in_io(out, n)) return bad_length;
  return with_sponge(alg, [&]<class Q>() -> int {
    squeezer<Q>().squeeze({io + out, n});
    return ok;
  });
}

// ---- incremental AEAD (streams what does not fit in io): the duplex in `state` ---------
EXPORT(duplex_init) int duplex_init(int masked) {
  const d::AeadKey<P> k = bound_key(masked);
  new (state) Duplex(k, std::span<const u8, 16>(nonce, 16));
  return ok;
}
EXPORT(duplex_ad) int duplex_ad(size_t in, size_t n) {
  if (!in_io(in, n)) return bad_length;
  std::launder(reinterpret_cast<Duplex*>(state))->absorb_ad(io + in, n);
  return ok;
}
EXPORT(duplex_end_ad) int duplex_end_ad() {
  std::launder(reinterpret_cast<Duplex*>(state))->end_ad();
  return ok;
}
// In place in io: encrypt (decrypt = 0) or decrypt.
EXPORT(duplex_data) int duplex_data(int decrypt, size_t in, size_t n) {
  if (!in_io(in, n)) return bad_length;
  Duplex& dx = *std::launder(reinterpret_cast<Duplex*>(state));
  if (decrypt)
    dx.decrypt(io + in, io + in, n);
  else
    dx.encrypt(io + in, io + in, n);
  return ok;
}
// Encrypt: writes the tag (tag_bits) to `tag`. Decrypt (check = 1): compares it
// with the received tag in `tag` in constant time; auth_failed if they differ.
EXPORT(duplex_finish) int duplex_finish(int masked, size_t tag_bits, int check) {
  if (!tag_bits_ok(tag_bits)) return bad_length;
  const d::AeadKey<P> k = bound_key(masked);
  Duplex& dx = *std::launder(reinterpret_cast<Duplex*>(state));
  alignas(8) u8 full[16];
  dx.finish(k, full);
  const size_t t = d::bytes_for_bits(tag_bits);
  std::span<u8> mine(full, t);
  d::truncate_bits(mine, tag_bits);
  int r = ok;
  if (check) {
    alignas(8) u8 got[16];
    std::memcpy(got, tag, t);
    std::span<u8> theirs(got, t);
    d::truncate_bits(theirs, tag_bits);
    r = ascon::ct_equal(std::span<const u8>(mine), std::span<const u8>(theirs)) ? ok : auth_failed;
    ascon::secure_wipe(got, sizeof got);
  } else {
    std::memcpy(tag, full, t);
  }
  ascon::secure_wipe(full, sizeof full);
  ascon::secure_wipe(state, sizeof state);
  return r;
}
