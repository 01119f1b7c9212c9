// SPDX-License-Identifier: Apache-2.0 OR MIT
// Instructions per byte on bare metal, from QEMU's instruction counter: run
// with -icount shift=0, every instruction advances virtual time by 1 ns, and
// a hardware timer of the emulated board (clocked from virtual time) counts
// them: the CMSDK timer at 25 MHz on MPS2 (1 tick = 40 instructions), nRF51
// TIMER0 at 16 MHz on the micro:bit (1 tick = 62.5). Each figure is the
// difference between 2048 and 1024 bytes, divided by 1024, so fixed costs
// (initialisation, finalisation) drop out. Instruction counts, not cycles.
#include <ascon/ascon.hpp>
#include <cstdint>

// ASCON_BENCH_REF_AEAD / _HASH: measure ascon-c's eBACS functions instead
// (linked from ASCON_C_DIR by bench.sh; one algorithm per image, as ascon-c's
// implementations of different algorithms share symbol names).
extern "C" int crypto_aead_encrypt(unsigned char*, unsigned long long*, const unsigned char*, unsigned long long,
                                   const unsigned char*, unsigned long long, const unsigned char*,
                                   const unsigned char*, const unsigned char*);
extern "C" int crypto_hash(unsigned char*, const unsigned char*, unsigned long long);

#include "semihost.hpp"

namespace {
volatile std::uint32_t& reg(std::uintptr_t a) { return *reinterpret_cast<volatile std::uint32_t*>(a); }
#if ASCON_BENCH_NRF51
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

alignas(8) std::uint8_t msg[2048], out[2048 + 16];

template <class F>
std::uint32_t per_byte_x10(F&& run) {
  std::uint32_t t0 = ticks();
  run(1024);
  std::uint32_t t1 = ticks();
  run(2048);
  std::uint32_t t2 = ticks();
  const std::uint32_t d = (t2 - t1) - (t1 - t0);  // ticks for 1024 more bytes
  return d * insn_per_tick_x10 / 1024;
}

char line[96];
void print(const char* name, std::uint32_t x10) {
  std::size_t n = 0;
  for (const char* p = "[ insn/byte " ASCON_KAT_TARGET " " ASCON_BENCH_LABEL " ] "; *p;) line[n++] = *p++;
  for (const char* p = name; *p;) line[n++] = *p++;
  line[n++] = ' ';
  char d[12];
  int k = 0;
  std::uint32_t v = x10 / 10;
  do d[k++] = static_cast<char>('0' + v % 10); while ((v /= 10) != 0);
  while (k) line[n++] = d[--k];
  line[n++] = '.';
  line[n++] = static_cast<char>('0' + x10 % 10);
  line[n++] = '\n';
  line[n] = 0;
  semihost::write0(line);
}
}  // namespace

int main() {
  for (std::size_t i = 0; i < sizeof msg; ++i) msg[i] = static_cast<std::uint8_t>(i);
  timer_start();
  const std::uint8_t key[16] = {1}, nonce[16] = {2};
  [[maybe_unused]] const ascon::Aead128 aead{std::span<const std::uint8_t, 16>(key)};
#if ASCON_BENCH_REF_AEAD
  print("aead128-encrypt", per_byte_x10([&](std::size_t n) {
    unsigned long long clen;
    crypto_aead_encrypt(out, &clen, msg, n, nullptr, 0, nullptr, nonce, key);
  }));
#elif ASCON_BENCH_REF_HASH
  print("hash256", per_byte_x10([](std::size_t n) { crypto_hash(out, msg, n); }));
#else
  print("aead128-encrypt", per_byte_x10([&](std::size_t n) {
    (void)aead.encrypt(std::span<const std::uint8_t, 16>(nonce), std::span(msg, n), {}, std::span(out, n + 16));
  }));
  print("hash256", per_byte_x10([](std::size_t n) {
    ascon::Hash256::hash(std::span(msg, n), std::span<std::uint8_t, 32>(out, 32));
  }));
  print("xof128-out", per_byte_x10([](std::size_t n) { ascon::Xof128::xof({}, std::span(out, n)); }));
#endif
  return 0;
}
