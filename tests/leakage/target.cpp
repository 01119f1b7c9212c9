// SPDX-License-Identifier: Apache-2.0 OR MIT
// The code the leakage tracer (tracer.c) runs: four windows of the
// protected code, each one freestanding call (the tracer's --entry)
//   leak_init(in, out)      Ascon-AEAD128 initialization (the default)
//   leak_final(in, out)     Ascon-AEAD128 finalization
//   leak_tagcheck(in, out)  decryption's masked tag check, up to the verdict
//   leak_mac(in, out)       Ascon-Mac of a 16-byte message (Prf: same code)
// in:  S byte-wise XOR shares of the secret (16 bytes each: the key; for
//      leak_tagcheck the computed tag), a public 16-byte input P (nonce,
//      received tag, message), then fresh randomness.
// out: S shares of the 320-bit state at the end of the window (40 bytes
//      each): the tracer XORs them to check the result (--check), and every
//      image must give what the unmasked one gives.
// The windows (tests/leakage/README.md):
//   init      from_shares, key refresh, fresh sharings of IV, nonce and the
//             zero word, masked Ascon-p[12], adding the key shares
//   final     from_shares, masking a fixed public state (the leveled data
//             phase's end) with fresh randomness, the key addition, masked
//             Ascon-p[12], adding the key to the tag words (the masked tag)
//   tagcheck  the computed tag as shares in S3, S4, the received tag P
//             added, the other words re-shared as zero, masked Ascon-p[12]:
//             all of the check but unmasking the permuted difference
//   mac       from_shares, key refresh, masked initial state, Ascon-p[12],
//             the message block P, the domain bit, Ascon-p[12]
// Every window ends storing the state shares one by one.
//
// LEAK_VARIANT selects what is compiled:
//   unmasked  the same computations with the core's permutation on plain
//             values (S = 1): must leak
//   masked    the protected code (ascon::protected_) with LEAK_SHARES shares
//   planted   masked, built with ASCON_PROTECTED_PLANTED_DEFECT: every
//             masked round recombines the shares of x0 in one register
#include <cstddef>
#include <cstdint>
#include <cstring>

#include "ascon/detail/constants.hpp"
#include "ascon/permutation.hpp"

#ifndef LEAK_SHARES
#define LEAK_SHARES 1
#endif

namespace {
[[maybe_unused]] std::uint64_t load64(const std::uint8_t* p) noexcept {
  std::uint64_t v;
  std::memcpy(&v, p, 8);  // little-endian targets only (Cortex-M, x86-64)
  return v;
}
void store64(std::uint8_t* p, std::uint64_t v) noexcept { std::memcpy(p, &v, 8); }
// The public state the finalization window starts from (words 2..4; words 0
// and 1 are P): a leveled data phase leaves a plain state, masked again.
constexpr std::uint64_t final_state[3] = {0x0123456789abcdefull, 0x1f2e3d4c5b6a7988ull, 0x8877665544332211ull};
}  // namespace

#if defined(LEAK_VARIANT_UNMASKED)
namespace {
void store_state(const ascon::State& s, std::uint8_t* out) noexcept {
  for (int w = 0; w < 5; ++w) store64(out + 8 * w, s.x[w]);
}
}  // namespace
extern "C" [[gnu::noinline, gnu::used]] void leak_init(const std::uint8_t* in, std::uint8_t* out) {
  const std::uint8_t* key = in;
  const std::uint8_t* nonce = in + 16;
  ascon::State s;
  s.x[0] = ascon::constants::aead128_iv;
  s.x[1] = load64(key);
  s.x[2] = load64(key + 8);
  s.x[3] = load64(nonce);
  s.x[4] = load64(nonce + 8);
  ascon::permute<12>(s);
  s.x[3] ^= load64(key);
  s.x[4] ^= load64(key + 8);
  store_state(s, out);
}
extern "C" [[gnu::noinline, gnu::used]] void leak_final(const std::uint8_t* in, std::uint8_t* out) {
  ascon::State s;
  s.x[0] = load64(in + 16);
  s.x[1] = load64(in + 24);
  for (int w = 0; w < 3; ++w) s.x[2 + w] = final_state[w];
  s.x[2] ^= load64(in);
  s.x[3] ^= load64(in + 8);
  ascon::permute<12>(s);
  s.x[3] ^= load64(in);
  s.x[4] ^= load64(in + 8);
  store_state(s, out);
}
extern "C" [[gnu::noinline, gnu::used]] void leak_tagcheck(const std::uint8_t* in, std::uint8_t* out) {
  ascon::State s{};
  s.x[3] = load64(in) ^ load64(in + 16);
  s.x[4] = load64(in + 8) ^ load64(in + 24);
  ascon::permute<12>(s);
  store_state(s, out);
}
extern "C" [[gnu::noinline, gnu::used]] void leak_mac(const std::uint8_t* in, std::uint8_t* out) {
  ascon::State s{};
  s.x[0] = ascon::constants::mac_iv;
  s.x[1] = load64(in);
  s.x[2] = load64(in + 8);
  ascon::permute<12>(s);
  s.x[0] ^= load64(in + 16);
  s.x[1] ^= load64(in + 24);
  s.x[2] ^= 0x01;                    // padding of the empty last block
  s.x[4] ^= std::uint64_t{1} << 63;  // domain bit
  ascon::permute<12>(s);
  store_state(s, out);
}
#else
#include "leak_masked.hpp"
#endif

#if defined(__x86_64__)
// The x86-64 image links no C library (glibc's memcpy needs its loader).
extern "C" void* memcpy(void* d, const void* s, std::size_t n) {
  auto* dp = static_cast<unsigned char*>(d);
  auto* sp = static_cast<const unsigned char*>(s);
  while (n--) *dp++ = *sp++;
  return d;
}
extern "C" void* memset(void* d, int c, std::size_t n) {
  auto* dp = static_cast<unsigned char*>(d);
  while (n--) *dp++ = static_cast<unsigned char>(c);
  return d;
}
#endif
