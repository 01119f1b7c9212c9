// SPDX-License-Identifier: Apache-2.0 OR MIT
// The code the leakage tracer (tracer.c) runs: Ascon-AEAD128's
// initialization, the key-dependent permutation, as one freestanding call
//   leak_target(in, out)
// in:  S byte-wise XOR shares of the key (16 bytes each), the nonce (16),
//      then fresh randomness for the masked permutation.
// out: S shares of the state after Ascon-p[12] and the key addition (40
//      bytes each): the tracer XORs them to check the result (--check).
// The window the t-tests see is this whole call: loading and rotating the
// key shares, refreshing them, fresh sharings of IV, nonce and a zero word,
// the masked Ascon-p[12], adding the key shares, storing the state shares.
//
// LEAK_VARIANT selects what is compiled:
//   unmasked  the core's permutation on the plain key (S = 1): must leak
//   masked    the protected initialization (ascon::protected_) with
//             LEAK_SHARES shares
//   planted   masked, built with ASCON_PROTECTED_PLANTED_DEFECT: every
//             masked round recombines the shares of x0 in one register
#include <cstddef>
#include <cstdint>
#include <cstring>

#include "ascon/permutation.hpp"

#ifndef LEAK_SHARES
#define LEAK_SHARES 1
#endif

namespace {
constexpr std::uint64_t aead128_iv = 0x00001000808c0001ull;  // SP 800-232, Ascon-AEAD128

[[maybe_unused]] std::uint64_t load64(const std::uint8_t* p) noexcept {
  std::uint64_t v;
  std::memcpy(&v, p, 8);  // little-endian targets only (Cortex-M, x86-64)
  return v;
}
void store64(std::uint8_t* p, std::uint64_t v) noexcept { std::memcpy(p, &v, 8); }
}  // namespace

#if defined(LEAK_VARIANT_UNMASKED)
extern "C" [[gnu::noinline, gnu::used]] void leak_target(const std::uint8_t* in, std::uint8_t* out) {
  const std::uint8_t* key = in;
  const std::uint8_t* nonce = in + 16;
  ascon::State s;
  s.x[0] = aead128_iv;
  s.x[1] = load64(key);
  s.x[2] = load64(key + 8);
  s.x[3] = load64(nonce);
  s.x[4] = load64(nonce + 8);
  ascon::permute<12>(s);
  s.x[3] ^= load64(key);
  s.x[4] ^= load64(key + 8);
  for (int w = 0; w < 5; ++w) store64(out + 8 * w, s.x[w]);
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
