// SPDX-License-Identifier: Apache-2.0 OR MIT
// Instruction counts on bare metal under QEMU's -icount shift=0 (every
// instruction advances virtual time by 1 ns), for bench/embedded/bench.sh:
// - RISC-V: the minstret counter, which QEMU derives from the instruction
//   count: exact.
// - Cortex-M: a hardware timer of the emulated board clocked from virtual
//   time: the CMSDK timer at 25 MHz on MPS2 (1 tick = 40 instructions),
//   nRF51 TIMER0 at 16 MHz on the micro:bit (1 tick = 62.5).
// Per call: the mean of `reps` calls at 0, 16 and 64 bytes (a timer tick
// spread over them). Per byte: (2048-byte call - 1024-byte call) / 1024, so
// fixed costs (initialisation, finalisation) drop out. Instruction counts,
// not cycles.
//
// Before counting, the image checks what it measures: each algorithm's
// outputs at lengths 0..80 and 1000 are hashed into a fingerprint line
// ("check ALG HEX"), which the script compares with the host build's (our
// portable core on the build machine); decryption must return the message
// and refuse a changed tag.
//
// ASCON_BENCH_REF_AEAD / _HASH: measure ascon-c's eBACS functions instead
// (linked from ASCON_C_DIR by bench.sh; one algorithm per image, as ascon-c's
// implementations of different algorithms share symbol names).
// ASCON_BENCH_CAPI: our C functions instead of the C++ objects.
// ASCON_BENCH_HOST: the host build (fingerprints only, printed with stdio).
#include <ascon.h>
#include <ascon/ascon.hpp>
#include <cstdint>
#include <cstring>

#include "ebacs.hpp"

#if ASCON_BENCH_HOST
#include <cstdio>
#define ASCON_KAT_TARGET "host"
#define ASCON_BENCH_LABEL "host"
#else
#include "semihost.hpp"
#endif

namespace {
#if !ASCON_BENCH_HOST
[[maybe_unused]] volatile std::uint32_t& reg(std::uintptr_t a) { return *reinterpret_cast<volatile std::uint32_t*>(a); }
#endif
#if ASCON_BENCH_HOST
constexpr std::uint32_t insn_per_tick_x10 = 10;
[[maybe_unused]] void timer_start() {}
std::uint32_t ticks() { return 0; }
#elif defined(__riscv)
constexpr std::uint32_t insn_per_tick_x10 = 10;
[[maybe_unused]] void timer_start() {}
std::uint32_t ticks() {
  std::uint32_t v;
  __asm__ volatile("csrr %0, minstret" : "=r"(v));
  return v;
}
#elif ASCON_BENCH_NRF51
constexpr std::uint32_t insn_per_tick_x10 = 625;
void timer_start() {
  reg(0x40008504) = 0;  // MODE: timer
  reg(0x40008508) = 3;  // BITMODE: 32 bit
  reg(0x40008510) = 0;  // PRESCALER: 16 MHz
  reg(0x40008000) = 1;  // TASKS_START
}
std::uint32_t ticks() {
  reg(0x40008040) = 1;  // TASKS_CAPTURE[0]
  return reg(0x40008540);
}
#else
constexpr std::uint32_t insn_per_tick_x10 = 400;
void timer_start() {
  reg(0x40000008) = 0xffffffffu;  // RELOAD
  reg(0x40000004) = 0xffffffffu;  // VALUE
  reg(0x40000000) = 1;            // CTRL: enable
}
std::uint32_t ticks() { return 0xffffffffu - reg(0x40000004); }  // counts down
#endif

alignas(8) std::uint8_t msg[2048], ct[2048 + 16], pt[2048];
const std::uint8_t key[16] = {1}, nonce[16] = {2};

// The measured functions: ours, or ascon-c's.
#if ASCON_BENCH_REF_AEAD
constexpr bool has_aead = true, has_hash = false;
void encrypt(std::size_t n) {
  unsigned long long clen;
  crypto_aead_encrypt(ct, &clen, msg, n, nullptr, 0, nullptr, nonce, key);
}
bool decrypt(std::size_t n) {
  unsigned long long mlen;
  return crypto_aead_decrypt(pt, &mlen, nullptr, ct, n + 16, nullptr, 0, nonce, key) == 0;
}
void hash(std::size_t) {}
#elif ASCON_BENCH_REF_HASH
constexpr bool has_aead = false, has_hash = true;
void encrypt(std::size_t) {}
bool decrypt(std::size_t) { return false; }
void hash(std::size_t n) { crypto_hash(ct, msg, n); }
#elif ASCON_BENCH_CAPI
// The C functions (src/capi/), key bytes in every call as ascon-c's eBACS
// functions take them.
constexpr bool has_aead = true, has_hash = true;
void encrypt(std::size_t n) {
  std::size_t clen;
  (void)ascon_aead128_encrypt(ct, n + 16, &clen, msg, n, nullptr, 0, nonce, key);
}
bool decrypt(std::size_t n) {
  std::size_t mlen;
  return ascon_aead128_decrypt(pt, n, &mlen, ct, n + 16, nullptr, 0, nonce, key) == ASCON_OK;
}
void hash(std::size_t n) { (void)ascon_hash256(ct, msg, n); }
#else
constexpr bool has_aead = true, has_hash = true;
const ascon::Aead128 aead{std::span<const std::uint8_t, 16>(key)};
void encrypt(std::size_t n) {
  (void)aead.encrypt(std::span<const std::uint8_t, 16>(nonce), std::span(msg, n), {}, std::span(ct, n + 16));
}
bool decrypt(std::size_t n) {
  return aead.decrypt(std::span<const std::uint8_t, 16>(nonce), std::span(ct, n + 16), {}, std::span(pt, n)).ok();
}
void hash(std::size_t n) { ascon::Hash256::hash(std::span(msg, n), std::span<std::uint8_t, 32>(ct, 32)); }
#endif

char line[160];
std::size_t used = 0;
void put(const char* s) {
  while (*s) line[used++] = *s++;
}
void put_x10(std::uint32_t x10, bool tenths) {
  char d[12];
  int k = 0;
  std::uint32_t v = x10 / 10;
  do d[k++] = static_cast<char>('0' + v % 10);
  while ((v /= 10) != 0);
  while (k) line[used++] = d[--k];
  if (tenths) {
    line[used++] = '.';
    line[used++] = static_cast<char>('0' + x10 % 10);
  }
}
void flush() {
  line[used++] = '\n';
  line[used] = 0;
#if ASCON_BENCH_HOST
  std::fputs(line, stdout);
#else
  semihost::write0(line);
#endif
  used = 0;
}

// One line: "[ insn TARGET LABEL ] ALG call0 A call16 B call64 C byte D".
// prepare(n) runs before the counted calls at length n, uncounted.
template <class F, class G>
void measure(const char* name, F&& run, G&& prepare) {
  constexpr std::uint32_t reps = 16;
  put("[ insn " ASCON_KAT_TARGET " " ASCON_BENCH_LABEL " ] ");
  put(name);
  for (std::size_t n : {0u, 16u, 64u}) {
    prepare(n);
    run(n);  // warm: the same path as the counted calls
    const std::uint32_t t0 = ticks();
    for (std::uint32_t r = 0; r < reps; ++r) run(n);
    const std::uint32_t t1 = ticks();
    put(n == 0 ? " call0 " : n == 16 ? " call16 " : " call64 ");
    put_x10((t1 - t0) * insn_per_tick_x10 / reps, false);
  }
  std::uint32_t d[2];
  for (std::size_t i = 0; i < 2; ++i) {
    prepare(1024 << i);
    const std::uint32_t t0 = ticks();
    run(1024 << i);
    d[i] = ticks() - t0;
  }
  put(" byte ");
  put_x10((d[1] - d[0]) * insn_per_tick_x10 / 1024, true);
  flush();
}

// Hash256 (ours, portable) of the outputs at several lengths.
void fingerprint(const char* name, void (*one)(std::size_t, ascon::Hash256&)) {
  ascon::Hash256 h;
  for (std::size_t n = 0; n <= 1000; n = n < 80 ? n + 1 : n + 920) one(n, h);
  std::uint8_t d[32];
  h.finalize(std::span<std::uint8_t, 32>(d));
  put("check ");
  put(name);
  put(" ");
  for (std::uint8_t b : std::span(d).first(8)) {
    line[used++] = "0123456789abcdef"[b >> 4];
    line[used++] = "0123456789abcdef"[b & 15];
  }
  flush();
}

int fail(const char* what) {
  put("bench: error: ");
  put(what);
  flush();
  return 1;
}
}  // namespace

int main() {
  for (std::size_t i = 0; i < sizeof msg; ++i) msg[i] = static_cast<std::uint8_t>(i);
  if constexpr (has_aead) {
    // decryption gives the message back and refuses a changed tag
    for (std::size_t n : {0u, 1u, 15u, 16u, 17u, 64u, 1000u}) {
      encrypt(n);
      std::memset(pt, 0xa5, n);
      if (!decrypt(n) || std::memcmp(pt, msg, n) != 0) return fail("decryption does not give the message back");
      ct[n + 15] ^= 1;
      const bool refused = !decrypt(n);
      ct[n + 15] ^= 1;
      if (!refused) return fail("decryption accepts a changed tag");
    }
    fingerprint("aead128", [](std::size_t n, ascon::Hash256& h) {
      encrypt(n);
      h.update(std::span(ct, n + 16));
    });
  }
  if constexpr (has_hash) {
    fingerprint("hash256", [](std::size_t n, ascon::Hash256& h) {
      hash(n);
      h.update(std::span(ct, 32));
    });
  }
#if !ASCON_BENCH_HOST
  timer_start();
  if constexpr (has_aead) {
    measure("aead128-encrypt", encrypt, [](std::size_t) {});
    // decrypts a valid ciphertext of each length (a refused one costs a wipe)
    measure("aead128-decrypt", [](std::size_t n) { (void)decrypt(n); }, encrypt);
  }
  if constexpr (has_hash) measure("hash256", hash, [](std::size_t) {});
#endif
  return 0;
}
