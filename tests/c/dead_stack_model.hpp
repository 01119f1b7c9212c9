// SPDX-License-Identifier: Apache-2.0 OR MIT
// What the dead-stack programs share (test_dead_stack.cpp, dead_stack_routes.cpp):
// the region below the caller's stack pointer, painted before a call and
// copied after it; the search for 64-bit needles in that copy; and the
// secret words of the messages the programs send, computed here from the
// specifications (the key words, every capacity or state word a message goes
// through, the tag a forged decryption computes), each model checked against
// the library's own output before it is trusted.
#pragma once

#include <ascon.h>

#include <array>
#include <ascon/ascon.hpp>
#include <cstdint>
#include <cstring>
#include <string>
#include <utility>
#include <vector>

namespace dead_stack {

// x86-64 Linux, where the frame depths were measured, x86-64 Windows (MinGW,
// run under wine64 by scripts/test.d/86-windows.sh) and AArch64 Linux (CMake
// builds the programs on x86-64 only; an AArch64 build of them, under
// qemu-aarch64, checks the AArch64 scrubs by hand: docs/measurements.md,
// h-a64z); elsewhere the programs skip.
#if defined(__x86_64__) && (defined(__linux__) || defined(_WIN64))
#define DEAD_STACK_READ_SP "mov %%rsp, %0"
#elif defined(__aarch64__) && defined(__linux__)
#define DEAD_STACK_READ_SP "mov %0, sp"
#endif
#if defined(DEAD_STACK_READ_SP)
constexpr bool can_read_sp = true;
[[gnu::always_inline]] inline std::uintptr_t stack_pointer() {
  std::uintptr_t sp;
  asm volatile(DEAD_STACK_READ_SP : "=r"(sp));
  return sp;
}
#else
constexpr bool can_read_sp = false;
inline std::uintptr_t stack_pointer() { return 0; }
#endif

constexpr std::size_t depth = 32 * 1024;           // bytes below the caller looked at
alignas(64) inline std::uint64_t dead[depth / 8];  // the copy (not on the stack)

// Zeroes `depth` bytes below the caller's frame (or fills them with
// `value`): the region a call made next will use. On x86-64 every byte from
// this function's return address down, its own frame included: a C array
// here left the frame's alignment padding as an earlier test's model code had
// written it, 16 bytes below the caller (a key word, blamed on the next call).
[[gnu::noinline]] inline void paint(std::uint8_t value = 0) {
#if defined(__x86_64__) && defined(_WIN64)
  // Windows commits a stack a page at a time as it is touched from the top
  // down (a guard page below the committed part): the stores go down
  // (direction flag set), from the word below the return address.
  const std::uint64_t fill = value * 0x0101010101010101u;
  asm volatile(
      "mov %%rsp, %%r11\n\t"
      "sub %[n], %%rsp\n\t"
      "lea -8(%%r11), %%rdi\n\t"
      "mov %[words], %%rcx\n\t"
      "std\n\t"
      "rep stosq\n\t"
      "cld\n\t"
      "mov %%r11, %%rsp"
      :
      : "a"(fill), [n] "i"(depth), [words] "i"(depth / 8)
      : "rcx", "rdi", "r11", "memory");
#elif defined(__x86_64__)
  const std::uint64_t fill = value * 0x0101010101010101u;
  asm volatile(
      "mov %%rsp, %%r11\n\t"
      "sub %[n], %%rsp\n\t"
      "mov %%rsp, %%rdi\n\t"
      "mov %[words], %%rcx\n\t"
      "rep stosq\n\t"
      "mov %%r11, %%rsp"
      :
      : "a"(fill), [n] "i"(depth), [words] "i"(depth / 8)
      : "rcx", "rdi", "r11", "memory");
#else
  volatile std::uint8_t region[depth];
  for (std::size_t i = 0; i < depth; ++i) region[i] = value;
#endif
}

// Paints, runs call() (its frames lie below this one), then after() (the
// event under test: nothing, a first call through the PLT, a signal), then
// copies the dead region below this frame's stack pointer.
[[gnu::always_inline]] inline void copy_dead() {
  const auto* below = reinterpret_cast<const volatile std::uint64_t*>(stack_pointer() - depth);
  for (std::size_t i = 0; i < depth / 8; ++i) dead[i] = below[i];
}
// The callee-saved registers zeroed before the call: what this program
// left there (a model's key word, say) is the caller's, but the library's
// prologues push those registers into their frames, where the search
// would blame the library for it (the size configuration at -O2 pushed a
// stream payload key that TestBody had left in r14, the default build a
// state word left in rbp). This frame saves and
// restores them, above the region. Windows x86-64 adds rsi, rdi and
// xmm6-xmm15 to the set.
[[gnu::always_inline]] inline void clear_callee_saved() {
#if defined(__x86_64__) && defined(_WIN64)
  asm volatile(
      "xor %%ebx, %%ebx\n\txor %%ebp, %%ebp\n\txor %%esi, %%esi\n\txor %%edi, %%edi\n\t"
      "xor %%r12d, %%r12d\n\txor %%r13d, %%r13d\n\txor %%r14d, %%r14d\n\txor %%r15d, %%r15d\n\t"
      ".irp r, 6,7,8,9,10,11,12,13,14,15\n\t"
      "pxor %%xmm\\r, %%xmm\\r\n\t"
      ".endr" ::
          : "rbx", "rbp", "rsi", "rdi", "r12", "r13", "r14", "r15", "xmm6", "xmm7", "xmm8", "xmm9", "xmm10", "xmm11",
            "xmm12", "xmm13", "xmm14", "xmm15");
#elif defined(__x86_64__)
  asm volatile(
      "xor %%ebx, %%ebx\n\txor %%ebp, %%ebp\n\txor %%r12d, %%r12d\n\txor %%r13d, %%r13d\n\t"
      "xor %%r14d, %%r14d\n\txor %%r15d, %%r15d" ::
          : "rbx", "rbp", "r12", "r13", "r14", "r15");
#elif defined(__aarch64__)
  asm volatile(
      "mov x19, xzr\n\tmov x20, xzr\n\tmov x21, xzr\n\tmov x22, xzr\n\tmov x23, xzr\n\t"
      "mov x24, xzr\n\tmov x25, xzr\n\tmov x26, xzr\n\tmov x27, xzr\n\tmov x28, xzr\n\t"
      "movi d8, #0\n\tmovi d9, #0\n\tmovi d10, #0\n\tmovi d11, #0\n\t"
      "movi d12, #0\n\tmovi d13, #0\n\tmovi d14, #0\n\tmovi d15, #0" ::
          : "x19", "x20", "x21", "x22", "x23", "x24", "x25", "x26", "x27", "x28", "v8", "v9", "v10", "v11", "v12",
            "v13", "v14", "v15");
#endif
}
template <class Call, class After>
[[gnu::noinline]] void run_and_copy(Call&& call, After&& after, std::uint8_t paint_value = 0) {
  paint(paint_value);
  clear_callee_saved();
  call();
  after();
  copy_dead();
}

using Needles = std::vector<std::pair<std::string, std::uint64_t>>;

// What the region holds: for each needle found, where.
inline std::string find_needles(const Needles& needles) {
  std::string found;
  const auto* bytes = reinterpret_cast<const std::uint8_t*>(dead);
  for (const auto& [name, w] : needles) {
    const std::uint64_t forms[2] = {w, __builtin_bswap64(w)};
    for (const std::uint64_t f : forms) {
      for (std::size_t at = 0; at + 8 <= depth; ++at) {
        if (std::memcmp(bytes + at, &f, 8) == 0) {
          found += name + " at " + std::to_string(depth - at) + " bytes below; ";
          break;
        }
      }
    }
  }
  return found;
}

// The deepest nonzero byte (the region was zero before the call).
inline std::size_t used_depth() {
  const auto* bytes = reinterpret_cast<const std::uint8_t*>(dead);
  for (std::size_t at = 0; at < depth; ++at)
    if (bytes[at]) return depth - at;
  return 0;
}

using Order = ascon::detail::LittleEndian;
inline std::uint64_t le64(const std::uint8_t* p) { return Order::load(p); }

// Static, so that the programs' own frames never hold them.
alignas(16) inline std::uint8_t key[16], nonce[16], msg[64], ct[64 + 16], back[64];
inline std::uint8_t tag[16];

inline void fill_inputs() {
  for (int i = 0; i < 16; ++i) key[i] = static_cast<std::uint8_t>(0x5b ^ (37 * i));
  for (int i = 0; i < 16; ++i) nonce[i] = static_cast<std::uint8_t>(0xc4 ^ (11 * i));
  for (int i = 0; i < 64; ++i) msg[i] = static_cast<std::uint8_t>(i);
}

inline Needles key_words() { return {{"K0", le64(key)}, {"K1", le64(key + 8)}}; }

// The words of one Ascon-AEAD128 message (no associated data, msg) that must
// not outlive the call: the key, and the capacity words (S2, S3, S4) after
// every step. `expect` gets the ciphertext and tag, to check the model.
inline Needles aead128_secrets(std::array<std::uint8_t, 80>& expect) {
  const std::uint64_t k0 = le64(key), k1 = le64(key + 8);
  Needles s = key_words();
  auto capacity = [&](const ascon::State& x, const std::string& when) {
    for (int i = 2; i < 5; ++i) s.push_back({"S" + std::to_string(i) + " " + when, x.x[i]});
  };
  ascon::State x{{ascon::constants::aead128_iv, k0, k1, le64(nonce), le64(nonce + 8)}};
  ascon::permute<12>(x);
  x.x[3] ^= k0;
  x.x[4] ^= k1;
  capacity(x, "after init");
  x.x[4] ^= Order::domain_bit;
  for (int b = 0; b < 4; ++b) {
    x.x[0] ^= le64(msg + 16 * b);
    x.x[1] ^= le64(msg + 16 * b + 8);
    Order::store(expect.data() + 16 * b, x.x[0]);
    Order::store(expect.data() + 16 * b + 8, x.x[1]);
    ascon::permute<8>(x);
    capacity(x, "after block " + std::to_string(b));
  }
  x.x[0] ^= 1;  // the padding of the empty last block
  x.x[2] ^= k0;
  x.x[3] ^= k1;
  capacity(x, "before finalization");
  ascon::permute<12>(x);
  capacity(x, "after finalization");
  Order::store(expect.data() + 64, x.x[3] ^ k0);
  Order::store(expect.data() + 72, x.x[4] ^ k1);
  return s;
}

// The tag of `expect` (aead128_secrets): what a decryption of a forgery of
// that ciphertext computes, and must not leave behind.
inline Needles computed_tag(const std::array<std::uint8_t, 80>& expect) {
  return {{"T0 (computed tag)", le64(expect.data() + 64)}, {"T1 (computed tag)", le64(expect.data() + 72)}};
}

// The words of Ascon-Mac or Ascon-Prf (little-endian, ePrint 2021/1574;
// 32-byte absorbing rate, Ascon-p[12] throughout) over msg with `out_len`
// output bytes that must not outlive the call: the key, and S2..S4 after every
// permutation (S0, S1 after the last are output). `expect` gets the output.
inline Needles keyed_sponge_secrets(std::uint64_t iv, std::size_t out_len, std::vector<std::uint8_t>& expect) {
  Needles s = key_words();
  auto state = [&](const ascon::State& x, const std::string& when) {
    for (int i = 2; i < 5; ++i) s.push_back({"S" + std::to_string(i) + " " + when, x.x[i]});
  };
  ascon::State x{{iv, le64(key), le64(key + 8), 0, 0}};
  ascon::permute<12>(x);
  state(x, "after init");
  for (int b = 0; b < 2; ++b) {  // msg: two whole 32-byte blocks
    for (int w = 0; w < 4; ++w) x.x[w] ^= le64(msg + 32 * b + 8 * w);
    ascon::permute<12>(x);
    state(x, "after block " + std::to_string(b));
  }
  x.x[0] ^= 1;  // the padding of the empty last block
  x.x[4] ^= Order::domain_bit;
  ascon::permute<12>(x);
  state(x, "after finalization");
  expect.assign(out_len, 0);
  for (std::size_t off = 0; off < out_len; off += 16) {
    if (off != 0) {
      ascon::permute<12>(x);
      state(x, "after squeeze " + std::to_string(off / 16));
    }
    std::uint8_t blk[16];
    Order::store(blk, x.x[0]);
    Order::store(blk + 8, x.x[1]);
    std::memcpy(expect.data() + off, blk, out_len - off < 16 ? out_len - off : 16);
  }
  return s;
}

}  // namespace dead_stack
