// SPDX-License-Identifier: Apache-2.0 OR MIT
// After a keyed C entry point returns, every caller-saved register but the
// result register must be zero (src/capi/common.cpp, clear_registers and
// the scrub): whatever the work left there reaches the stack at the caller's
// next lazy binding or a signal. Checked on AArch64 Linux, where the
// registers are read straight after the return by an assembly trampoline
// (x1-x18, v0-v7, v16-v31 and the high halves of v8-v15), which first plants
// a nonzero pattern in the registers the call need not touch (x9-x18, every
// vector register): a general register the call neither used nor cleared
// fails too; a vector register must be zero or still the pattern (the size
// configuration's Ascon-AEAD128 one-shots and unkeyed hash, XOF and CXOF
// one-shots use none and leave them as they were: ascon_capi_scrub_a64_gpr,
// src/capi/common.cpp), so one the call
// wrote and left fails.
// x86-64 Linux: below. Built for those two only (tests/c/CMakeLists.txt);
// elsewhere it would report itself skipped.
#include <gtest/gtest.h>

#include <ascon.h>

#include <cstdint>
#include <cstring>
#include <string>

#if defined(__aarch64__) && defined(__linux__) && !defined(__ANDROID__)
extern "C" void ascon_test_call_capture(const void* fn, const std::uint64_t* args, std::uint64_t* out);
// fn(args[0..7] in x0-x7, args[8] on the stack); out[0..18] = x0-x18 after
// the return, then out[19..82] = q0-q31 (two words each). d8-d15, planted
// too, are saved and restored around it (the caller's to keep).
__asm__(
    ".text\n"
    ".p2align 2\n"
    ".type ascon_test_call_capture, %function\n"
    "ascon_test_call_capture:\n\t"
    "stp x29, x30, [sp, #-128]!\n\t"
    "mov x29, sp\n\t"
    "stp x19, x20, [sp, #16]\n\t"
    "stp x21, x22, [sp, #32]\n\t"
    "stp d8, d9, [sp, #64]\n\t"
    "stp d10, d11, [sp, #80]\n\t"
    "stp d12, d13, [sp, #96]\n\t"
    "stp d14, d15, [sp, #112]\n\t"
    "mov x19, x0\n\t"
    "mov x20, x1\n\t"
    "mov x21, x2\n\t"
    "sub sp, sp, #16\n\t"
    "ldr x9, [x20, #64]\n\t"
    "str x9, [sp]\n\t"
    ".irp r, 0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31\n\t"
    "movi v\\r\\().16b, #0x5a\n\t"
    ".endr\n\t"
    "mov x9, #0x5a5a\n\t"
    ".irp r, 10,11,12,13,14,15,16,17,18\n\t"
    "mov x\\r, x9\n\t"
    ".endr\n\t"
    "ldp x0, x1, [x20]\n\t"
    "ldp x2, x3, [x20, #16]\n\t"
    "ldp x4, x5, [x20, #32]\n\t"
    "ldp x6, x7, [x20, #48]\n\t"
    "blr x19\n\t"
    "stp x0, x1, [x21]\n\t"
    "stp x2, x3, [x21, #16]\n\t"
    "stp x4, x5, [x21, #32]\n\t"
    "stp x6, x7, [x21, #48]\n\t"
    "stp x8, x9, [x21, #64]\n\t"
    "stp x10, x11, [x21, #80]\n\t"
    "stp x12, x13, [x21, #96]\n\t"
    "stp x14, x15, [x21, #112]\n\t"
    "stp x16, x17, [x21, #128]\n\t"
    "str x18, [x21, #144]\n\t"
    "add x22, x21, #152\n\t"
    "st1 {v0.16b, v1.16b, v2.16b, v3.16b}, [x22], #64\n\t"
    "st1 {v4.16b, v5.16b, v6.16b, v7.16b}, [x22], #64\n\t"
    "st1 {v8.16b, v9.16b, v10.16b, v11.16b}, [x22], #64\n\t"
    "st1 {v12.16b, v13.16b, v14.16b, v15.16b}, [x22], #64\n\t"
    "st1 {v16.16b, v17.16b, v18.16b, v19.16b}, [x22], #64\n\t"
    "st1 {v20.16b, v21.16b, v22.16b, v23.16b}, [x22], #64\n\t"
    "st1 {v24.16b, v25.16b, v26.16b, v27.16b}, [x22], #64\n\t"
    "st1 {v28.16b, v29.16b, v30.16b, v31.16b}, [x22], #64\n\t"
    "add sp, sp, #16\n\t"
    "ldp d8, d9, [sp, #64]\n\t"
    "ldp d10, d11, [sp, #80]\n\t"
    "ldp d12, d13, [sp, #96]\n\t"
    "ldp d14, d15, [sp, #112]\n\t"
    "ldp x21, x22, [sp, #32]\n\t"
    "ldp x19, x20, [sp, #16]\n\t"
    "ldp x29, x30, [sp], #128\n\t"
    "ret\n\t"
    ".size ascon_test_call_capture, .-ascon_test_call_capture\n");

namespace {

std::uint8_t key[16], key32[32], nonce[16], msg[64], ct[80], back[64], digest[32];
std::uint64_t w(const void* p) { return reinterpret_cast<std::uintptr_t>(p); }

// Every caller-saved general register but x0 is zero after the call, every
// vector register zero or the planted pattern; returns the first that is
// not, or "" (x0 is the result: returned in *result).
std::string first_dirty(const void* fn, const std::uint64_t (&args)[9], std::uint64_t* result) {
  std::uint64_t out[19 + 64];
  ascon_test_call_capture(fn, args, out);
  *result = out[0];
  for (int r = 1; r <= 18; ++r)
    if (out[r] != 0) return "x" + std::to_string(r) + " = " + std::to_string(out[r]);
  for (int v = 0; v < 32; ++v) {
    const std::uint64_t lo = out[19 + 2 * v], hi = out[20 + 2 * v];
    const bool callee_low = v >= 8 && v <= 15;  // d8-d15 are the caller's to keep
    const auto clean = [](std::uint64_t x) { return x == 0 || x == 0x5a5a5a5a5a5a5a5aULL; };
    if (!clean(hi) || (!callee_low && !clean(lo)))
      return "v" + std::to_string(v) + " = " + std::to_string(hi) + ":" + std::to_string(lo);
  }
  return "";
}

TEST(DeadRegisters, KeyedCallsReturnWithCallerSavedRegistersZero) {
  for (int i = 0; i < 16; ++i) key[i] = static_cast<std::uint8_t>(0xa0 + i), nonce[i] = static_cast<std::uint8_t>(i);
  for (int i = 0; i < 32; ++i) key32[i] = static_cast<std::uint8_t>(0xc0 + i);
  for (std::size_t i = 0; i < sizeof msg; ++i) msg[i] = static_cast<std::uint8_t>(3 * i);
  std::size_t n = 0;
  std::uint64_t r = 0;
  // The plain and the nonce-masked key (32 bytes): the two call_key works.
  struct Keyed {
    const void *encrypt, *decrypt;
    const std::uint8_t* key;
    const char* name;
  };
  const Keyed keyed[] = {{reinterpret_cast<const void*>(&ascon_aead128_encrypt),
                          reinterpret_cast<const void*>(&ascon_aead128_decrypt), key, "ascon_aead128"},
                         {reinterpret_cast<const void*>(&ascon_aead128_masked_encrypt),
                          reinterpret_cast<const void*>(&ascon_aead128_masked_decrypt), key32, "ascon_aead128_masked"}};
  for (const std::size_t len : {std::size_t{0}, std::size_t{16}, std::size_t{64}}) {
    const std::uint64_t det[9] = {w(ct), w(ct + len), 16, w(msg), len, 0, 0, w(nonce), w(key)};
    EXPECT_EQ(first_dirty(reinterpret_cast<const void*>(&ascon_aead128_encrypt_detached), det, &r), "")
        << "ascon_aead128_encrypt_detached, " << len << " bytes";
    for (const Keyed& k : keyed) {
      const std::uint64_t enc[9] = {w(ct), len + 16, w(&n), w(msg), len, 0, 0, w(nonce), w(k.key)};
      EXPECT_EQ(first_dirty(k.encrypt, enc, &r), "") << k.name << "_encrypt, " << len << " bytes";
      EXPECT_EQ(r & 0xffffffffu, 0u);
      const std::uint64_t dec[9] = {w(back), len, w(&n), w(ct), len + 16, 0, 0, w(nonce), w(k.key)};
      EXPECT_EQ(first_dirty(k.decrypt, dec, &r), "") << k.name << "_decrypt, " << len << " bytes";
      EXPECT_EQ(r & 0xffffffffu, 0u);
      ASSERT_EQ(0, std::memcmp(back, msg, len));
    }
    // A failed decryption (the output zeroed by the work's own loop) of the
    // masked round trip's ciphertext.
    ct[len] ^= 1;
    const std::uint64_t forged[9] = {w(back), len, w(&n), w(ct), len + 16, 0, 0, w(nonce), w(key32)};
    EXPECT_EQ(first_dirty(reinterpret_cast<const void*>(&ascon_aead128_masked_decrypt), forged, &r), "")
        << "ascon_aead128_masked_decrypt, failing, " << len << " bytes";
    EXPECT_EQ(static_cast<int>(r & 0xffffffffu), ASCON_ERR_AUTHENTICATION_FAILED);
    // The unkeyed one-shots (what they hash may be secret; the size
    // configuration's use no vector register either): each hash, XOF and the
    // CXOF (with a customization string: its copy of the sponge).
    struct Unkeyed {
      const void* fn;
      bool sized;  // out_len after out
      const char* name;
    };
    const Unkeyed unkeyed[] = {{reinterpret_cast<const void*>(&ascon_hash256), false, "ascon_hash256"},
                               {reinterpret_cast<const void*>(&ascon_xof128), true, "ascon_xof128"},
                               {reinterpret_cast<const void*>(&ascon_v12_hash), false, "ascon_v12_hash"},
                               {reinterpret_cast<const void*>(&ascon_v12_hasha), false, "ascon_v12_hasha"},
                               {reinterpret_cast<const void*>(&ascon_v12_xof), true, "ascon_v12_xof"},
                               {reinterpret_cast<const void*>(&ascon_v12_xofa), true, "ascon_v12_xofa"}};
    for (const Unkeyed& u : unkeyed) {
      const std::uint64_t plain[9] = {w(digest), w(msg), len};
      const std::uint64_t sized[9] = {w(digest), sizeof digest, w(msg), len};
      EXPECT_EQ(first_dirty(u.fn, u.sized ? sized : plain, &r), "") << u.name << ", " << len << " bytes";
      EXPECT_EQ(r & 0xffffffffu, 0u);
    }
    const std::uint64_t cxof[9] = {w(digest), sizeof digest, w(msg), len, w(key), sizeof key};
    EXPECT_EQ(first_dirty(reinterpret_cast<const void*>(&ascon_cxof128), cxof, &r), "")
        << "ascon_cxof128, " << len << " bytes";
    EXPECT_EQ(r & 0xffffffffu, 0u);
  }
}

}  // namespace
#elif defined(__x86_64__) && defined(__linux__)
// x86-64: the trampoline plants a pattern in YMM0-15 (and ZMM16-31 and k0-k7
// where the CPU has AVX-512) and in r10 and r11, calls fn(args[0..5] in rdi,
// rsi, rdx, rcx, r8, r9, args[6..8] on the stack), and stores rax, rcx, rdx,
// rsi, rdi, r8-r11 to out[0..8], YMM0-15 to out[9..72] (four words each),
// then, when avx512, ZMM16-31 to out[73..200] and k0-k7 to out[201..208].
// Every caller-saved general register but rax must be zero afterwards; every
// vector and mask register zero or still the pattern (untouched): the
// C entry points clear only the registers their work can write
// (src/capi/common.cpp, evex_clear), and one the work wrote and the entry
// point left holds neither.
extern "C" void ascon_test_call_capture(const void* fn, const std::uint64_t* args, std::uint64_t* out, int avx512);
constexpr std::uint64_t planted = 0x5a5a5a5a5a5a5a5aULL;
__asm__(
    ".text\n"
    ".p2align 4\n"
    ".type ascon_test_call_capture, @function\n"
    "ascon_test_call_capture:\n\t"
    "push %rbp\n\tmov %rsp, %rbp\n\t"
    "push %rbx\n\tpush %r12\n\tpush %r13\n\tpush %r14\n\tpush %r15\n\t"
    "sub $40, %rsp\n\t"  // 16-byte aligned at the call, three stack arguments
    "mov %rdi, %r12\n\tmov %rsi, %r13\n\tmov %rdx, %r14\n\tmov %ecx, %r15d\n\t"
    "mov 48(%r13), %rax\n\tmov %rax, (%rsp)\n\t"
    "mov 56(%r13), %rax\n\tmov %rax, 8(%rsp)\n\t"
    "mov 64(%r13), %rax\n\tmov %rax, 16(%rsp)\n\t"
    "movabs $0x5a5a5a5a5a5a5a5a, %rax\n\t"
    "vmovq %rax, %xmm0\n\tvpbroadcastq %xmm0, %ymm0\n\t"
    ".irp r, 1,2,3,4,5,6,7,8,9,10,11,12,13,14,15\n\tvmovdqa %ymm0, %ymm\\r\n\t.endr\n\t"
    "test %r15d, %r15d\n\tjz 1f\n\t"
    ".irp r, 16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31\n\tvpbroadcastq %rax, %zmm\\r\n\t.endr\n\t"
    ".irp r, 0,1,2,3,4,5,6,7\n\tkmovw %eax, %k\\r\n\t.endr\n"
    "1:\n\t"
    "mov %rax, %r10\n\tmov %rax, %r11\n\t"
    "mov (%r13), %rdi\n\tmov 8(%r13), %rsi\n\tmov 16(%r13), %rdx\n\t"
    "mov 24(%r13), %rcx\n\tmov 32(%r13), %r8\n\tmov 40(%r13), %r9\n\t"
    "call *%r12\n\t"
    "mov %rax, (%r14)\n\tmov %rcx, 8(%r14)\n\tmov %rdx, 16(%r14)\n\tmov %rsi, 24(%r14)\n\t"
    "mov %rdi, 32(%r14)\n\tmov %r8, 40(%r14)\n\tmov %r9, 48(%r14)\n\tmov %r10, 56(%r14)\n\t"
    "mov %r11, 64(%r14)\n\t"
    ".set ascon_cap_off_, 72\n\t"
    ".irp r, 0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15\n\t"
    "vmovdqu %ymm\\r, ascon_cap_off_(%r14)\n\t.set ascon_cap_off_, ascon_cap_off_ + 32\n\t.endr\n\t"
    "test %r15d, %r15d\n\tjz 2f\n\t"
    ".irp r, 16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31\n\t"
    "vmovdqu64 %zmm\\r, ascon_cap_off_(%r14)\n\t.set ascon_cap_off_, ascon_cap_off_ + 64\n\t.endr\n\t"
    ".irp r, 0,1,2,3,4,5,6,7\n\t"
    "kmovw %k\\r, %eax\n\tmov %rax, ascon_cap_off_(%r14)\n\t.set ascon_cap_off_, ascon_cap_off_ + 8\n\t.endr\n"
    "2:\n\t"
    "vzeroupper\n\t"
    "add $40, %rsp\n\t"
    "pop %r15\n\tpop %r14\n\tpop %r13\n\tpop %r12\n\tpop %rbx\n\tpop %rbp\n\t"
    "ret\n\t"
    ".size ascon_test_call_capture, .-ascon_test_call_capture\n");

namespace {

std::uint8_t key[16], nonce[16], msg[64], ct[80], back[64], digest[32];
std::uint64_t w(const void* p) { return reinterpret_cast<std::uintptr_t>(p); }
bool clean_word(std::uint64_t v) { return v == 0 || v == planted; }

// The first register that breaks the rule above, or "" (rax: *result).
std::string first_dirty(const void* fn, const std::uint64_t (&args)[9], std::uint64_t* result, bool avx512) {
  std::uint64_t out[209] = {};
  ascon_test_call_capture(fn, args, out, avx512 ? 1 : 0);
  *result = out[0];
  static const char* const gpr[] = {"rcx", "rdx", "rsi", "rdi", "r8", "r9", "r10", "r11"};
  for (int r = 1; r <= 8; ++r)
    if (out[r] != 0) return std::string(gpr[r - 1]) + " = " + std::to_string(out[r]);
  for (int v = 0; v < 16; ++v)
    for (int i = 0; i < 4; ++i)
      if (!clean_word(out[9 + 4 * v + i]))
        return "ymm" + std::to_string(v) + " word " + std::to_string(i) + " = " + std::to_string(out[9 + 4 * v + i]);
  if (avx512) {
    for (int v = 0; v < 16; ++v)
      for (int i = 0; i < 8; ++i)
        if (!clean_word(out[73 + 8 * v + i]))
          return "zmm" + std::to_string(16 + v) + " word " + std::to_string(i) + " = " +
                 std::to_string(out[73 + 8 * v + i]);
    for (int k = 0; k < 8; ++k)
      if (out[201 + k] != 0 && out[201 + k] != (planted & 0xffff))
        return "k" + std::to_string(k) + " = " + std::to_string(out[201 + k]);
  }
  return "";
}

TEST(DeadRegisters, KeyedCallsReturnWithCallerSavedRegistersZero) {
  if (!__builtin_cpu_supports("avx2")) GTEST_SKIP() << "the trampoline plants YMM registers (AVX2)";
  const bool avx512 = __builtin_cpu_supports("avx512f");
  for (int i = 0; i < 16; ++i) key[i] = static_cast<std::uint8_t>(0xa0 + i), nonce[i] = static_cast<std::uint8_t>(i);
  for (std::size_t i = 0; i < sizeof msg; ++i) msg[i] = static_cast<std::uint8_t>(3 * i);
  std::size_t n = 0;
  std::uint64_t r = 0;
  // The process's first call decides the variant and the register file
  // (CPUID, and getenv("ASCON_IMPLEMENTATION"), whose string functions leave
  // the variable's text in ymm16-31): public, and once. Made here first.
  ASSERT_EQ(0, ascon_aead128_encrypt(ct, sizeof ct, &n, msg, 0, nullptr, 0, nonce, key));
  for (const std::size_t len : {std::size_t{0}, std::size_t{5}, std::size_t{16}, std::size_t{64}}) {
    const std::uint64_t enc[9] = {w(ct), len + 16, w(&n), w(msg), len, 0, 0, w(nonce), w(key)};
    EXPECT_EQ(first_dirty(reinterpret_cast<const void*>(&ascon_aead128_encrypt), enc, &r, avx512), "")
        << "ascon_aead128_encrypt, " << len << " bytes";
    EXPECT_EQ(r & 0xffffffffu, 0u);
    const std::uint64_t dec[9] = {w(back), len, w(&n), w(ct), len + 16, 0, 0, w(nonce), w(key)};
    EXPECT_EQ(first_dirty(reinterpret_cast<const void*>(&ascon_aead128_decrypt), dec, &r, avx512), "")
        << "ascon_aead128_decrypt, " << len << " bytes";
    EXPECT_EQ(r & 0xffffffffu, 0u);
    ASSERT_EQ(0, std::memcmp(back, msg, len));
    ct[len] ^= 1;  // a forged message: the output is zeroed (memset) on the way out
    EXPECT_EQ(first_dirty(reinterpret_cast<const void*>(&ascon_aead128_decrypt), dec, &r, avx512), "")
        << "ascon_aead128_decrypt (forged), " << len << " bytes";
    EXPECT_EQ(static_cast<int>(r & 0xffffffffu), ASCON_ERR_AUTHENTICATION_FAILED);
    ct[len] ^= 1;
    const std::uint64_t det[9] = {w(ct), w(ct + len), 16, w(msg), len, 0, 0, w(nonce), w(key)};
    EXPECT_EQ(first_dirty(reinterpret_cast<const void*>(&ascon_aead128_encrypt_detached), det, &r, avx512), "")
        << "ascon_aead128_encrypt_detached, " << len << " bytes";
    const std::uint64_t hash[9] = {w(digest), w(msg), len};
    EXPECT_EQ(first_dirty(reinterpret_cast<const void*>(&ascon_hash256), hash, &r, avx512), "")
        << "ascon_hash256, " << len << " bytes";
  }
}

}  // namespace
#else
TEST(DeadRegisters, KeyedCallsReturnWithCallerSavedRegistersZero) {
  GTEST_SKIP() << "read after the return on AArch64 and x86-64 Linux only";
}
#endif
