// SPDX-License-Identifier: Apache-2.0 OR MIT
// Instructions per call of the protected (masked) Ascon-AEAD128 encryption,
// Ascon-Mac and Ascon-Prf on bare metal, from QEMU's instruction counter
// (-icount shift=0; see bench_icount.cpp for the timers), at 0, 16, 64 and
// 1536 bytes of input (plaintext, no associated data; the message; Prf: 16
// bytes of output). One configuration per image (bench_protected.sh):
//   ASCON_BENCH_ALG=0/1/2          AEAD128 encryption (default), Mac, Prf
//   ASCON_BENCH_PLAIN=1            the unmasked ascon::Aead128, Mac, Prf
//   ASCON_BENCH_SHARES=N           protected_::Aead128<N, level>, level from
//   ASCON_BENCH_FULL=0/1           leveled or full; protected_::Mac<N>, Prf<N>
//   ASCON_BENCH_REF=1              ascon-c's crypto_aead_encrypt (linked in)
//   ASCON_BENCH_EMPTY=1            nothing: the baseline image for sizes
// Then prints a known answer so the script can check every configuration
// (ascon-c's included) against the vector files: AEAD, the ciphertext of the
// LWC record with key = 00..0f, nonce = 10..1f, PT = 20..2f, no AD; Mac and
// Prf, the 16 bytes out for key = 00..0f, message = 10..1f.
#include <ascon/ascon.hpp>
#include <ascon/protected.hpp>
#include <cstddef>
#include <cstdint>

#include "semihost.hpp"

extern "C" int crypto_aead_encrypt(unsigned char*, unsigned long long*, const unsigned char*, unsigned long long,
                                   const unsigned char*, unsigned long long, const unsigned char*, const unsigned char*,
                                   const unsigned char*);

namespace {
volatile std::uint32_t& reg(std::uintptr_t a) { return *reinterpret_cast<volatile std::uint32_t*>(a); }
#if ASCON_BENCH_NRF51
constexpr std::uint32_t insn_per_tick_x10 = 625;
void timer_start() {
  reg(0x40008504) = 0;
  reg(0x40008508) = 3;
  reg(0x40008510) = 0;
  reg(0x40008000) = 1;
}
std::uint32_t ticks() {
  reg(0x40008040) = 1;
  return reg(0x40008540);
}
#else
constexpr std::uint32_t insn_per_tick_x10 = 400;
void timer_start() {
  reg(0x40000008) = 0xffffffffu;
  reg(0x40000004) = 0xffffffffu;
  reg(0x40000000) = 1;
}
std::uint32_t ticks() { return 0xffffffffu - reg(0x40000004); }
#endif

// The randomness both masked implementations get: xorshift32, a stand-in
// for a TRNG register read (its cost is in the counts of both).
std::uint32_t rng = 0x12345678u;
std::uint32_t next() {
  rng ^= rng << 13, rng ^= rng >> 17, rng ^= rng << 5;
  return rng;
}
[[maybe_unused]] bool fill(void*, std::uint8_t* out, std::size_t n) noexcept {
  for (std::size_t i = 0; i < n; ++i) out[i] = static_cast<std::uint8_t>(next());
  return true;
}

alignas(8) std::uint8_t msg[1536], out[1536 + 16];
const std::uint8_t key[16] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15};
const std::uint8_t nonce[16] = {16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31};

#ifndef ASCON_BENCH_ALG
#define ASCON_BENCH_ALG 0
#endif
constexpr std::span<const std::uint8_t, 16> key_span(key);
#if ASCON_BENCH_SHARES && ASCON_BENCH_ALG == 0
using Protected = ascon::protected_::Aead128<ASCON_BENCH_SHARES, ASCON_BENCH_FULL ? ascon::protected_::Level::full
                                                                                  : ascon::protected_::Level::leveled>;
#elif ASCON_BENCH_SHARES && ASCON_BENCH_ALG == 1
using Protected = ascon::protected_::Mac<ASCON_BENCH_SHARES>;
#elif ASCON_BENCH_SHARES
using Protected = ascon::protected_::Prf<ASCON_BENCH_SHARES>;
#endif
#if ASCON_BENCH_SHARES
Protected* prot;
#elif ASCON_BENCH_PLAIN && ASCON_BENCH_ALG == 0
const ascon::Aead128* aead;
#endif

// One call on n bytes of `in`: AEAD encryption (out = ciphertext || tag),
// the Mac tag or 16 bytes of Prf output (out[0..15]).
ASCON_NOINLINE void run(const std::uint8_t* in, std::size_t n) {
  [[maybe_unused]] const std::span<const std::uint8_t> input(in, n);
  [[maybe_unused]] const std::span<std::uint8_t, 16> out16(out, 16);
#if ASCON_BENCH_REF
  unsigned long long clen;
  crypto_aead_encrypt(out, &clen, in, n, nullptr, 0, nullptr, nonce, key);
#elif ASCON_BENCH_SHARES && ASCON_BENCH_ALG == 0
  (void)prot->encrypt(std::span<const std::uint8_t, 16>(nonce), input, {}, std::span(out, n + 16));
#elif ASCON_BENCH_SHARES && ASCON_BENCH_ALG == 1
  (void)prot->tag(input, out16);
#elif ASCON_BENCH_SHARES
  (void)prot->prf(input, out16);
#elif ASCON_BENCH_PLAIN && ASCON_BENCH_ALG == 0
  (void)aead->encrypt(std::span<const std::uint8_t, 16>(nonce), input, {}, std::span(out, n + 16));
#elif ASCON_BENCH_PLAIN && ASCON_BENCH_ALG == 1
  ascon::Mac::mac(key_span, input, out16);
#elif ASCON_BENCH_PLAIN
  ascon::Prf::prf(key_span, input, std::span<std::uint8_t>(out16));
#endif
}

char line[160];
std::size_t len = 0;
void put(const char* s) {
  while (*s) line[len++] = *s++;
}
void put_num(std::uint32_t v) {
  char d[12];
  int k = 0;
  do d[k++] = static_cast<char>('0' + v % 10);
  while ((v /= 10) != 0);
  while (k) line[len++] = d[--k];
}
void flush() {
  line[len++] = '\n';
  line[len] = 0;
  semihost::write0(line);
  len = 0;
}
}  // namespace

#if ASCON_BENCH_REF
// ascon-c's eBACS wrapper allocates its share buffers and draws bytes with
// rand(): a bump heap reset by every benchmark run, and the same xorshift.
alignas(8) static unsigned char heap[32768];
static std::size_t heap_used = 0;
extern "C" void* malloc(std::size_t n) {
  void* p = heap + heap_used;
  heap_used += (n + 7) & ~std::size_t{7};
  return heap_used <= sizeof heap ? p : nullptr;
}
extern "C" void free(void*) {}
extern "C" int rand(void) { return static_cast<int>(next() & 0x7fffffff); }
#define RESET_HEAP() (heap_used = 0)
#else
#define RESET_HEAP() ((void)0)
#endif

int main() {
  for (std::size_t i = 0; i < sizeof msg; ++i) msg[i] = static_cast<std::uint8_t>(32 + i);
  timer_start();
#if ASCON_BENCH_SHARES
  static Protected p(key_span, ascon::protected_::Random{&fill, nullptr});
  prot = &p;
#elif ASCON_BENCH_PLAIN && ASCON_BENCH_ALG == 0
  static const ascon::Aead128 a{key_span};
  aead = &a;
#endif
  constexpr std::size_t sizes[] = {0, 16, 64, 1536};
  put("[ protected " ASCON_KAT_TARGET " " ASCON_BENCH_LABEL " ] insn/call");
  for (std::size_t n : sizes) {
    constexpr std::uint32_t reps = 8;
    RESET_HEAP();
    run(msg, n);  // warm-up
    const std::uint32_t t0 = ticks();
    for (std::uint32_t r = 0; r < reps; ++r) {
      RESET_HEAP();
      run(msg, n);
    }
    const std::uint32_t t = ticks() - t0;
    put(" ");
    put_num(t * insn_per_tick_x10 / (10 * reps));
  }
  flush();
  RESET_HEAP();
  const bool aead_alg = ASCON_BENCH_ALG == 0;
  run(aead_alg ? msg : nonce, 16);
  put("[ protected " ASCON_KAT_TARGET " " ASCON_BENCH_LABEL " ] ct16 ");
  for (int i = 0; i < (aead_alg ? 32 : 16); ++i) {
    const char* hex = "0123456789ABCDEF";
    line[len++] = hex[out[i] >> 4];
    line[len++] = hex[out[i] & 15];
  }
  flush();
  return 0;
}
