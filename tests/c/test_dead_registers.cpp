// SPDX-License-Identifier: Apache-2.0 OR MIT
// After a keyed C entry point returns, every caller-saved register but the
// result register must be zero (src/capi/common.cpp, clear_registers and
// the scrub): whatever the work left there reaches the stack at the caller's
// next lazy binding or a signal. Checked on AArch64 Linux, where the
// registers are read straight after the return by an assembly trampoline
// (x1-x18, v0-v7, v16-v31 and the high halves of v8-v15), which first plants
// a nonzero pattern in the registers the call need not touch (x9-x18, v0-v7,
// v16-v31): a register the call neither used nor cleared fails too.
// Built for AArch64 Linux only (tests/c/CMakeLists.txt; x86-64's registers:
// dead_stack_routes.cpp); elsewhere it would report itself skipped.
#include <gtest/gtest.h>

#include <ascon.h>

#include <cstdint>
#include <cstring>
#include <string>

#if defined(__aarch64__) && defined(__linux__) && !defined(__ANDROID__)
extern "C" void ascon_test_call_capture(const void* fn, const std::uint64_t* args, std::uint64_t* out);
// fn(args[0..7] in x0-x7, args[8] on the stack); out[0..18] = x0-x18 after
// the return, then out[19..82] = q0-q31 (two words each).
__asm__(
    ".text\n"
    ".p2align 2\n"
    ".type ascon_test_call_capture, %function\n"
    "ascon_test_call_capture:\n\t"
    "stp x29, x30, [sp, #-64]!\n\t"
    "mov x29, sp\n\t"
    "stp x19, x20, [sp, #16]\n\t"
    "stp x21, x22, [sp, #32]\n\t"
    "mov x19, x0\n\t"
    "mov x20, x1\n\t"
    "mov x21, x2\n\t"
    "sub sp, sp, #16\n\t"
    "ldr x9, [x20, #64]\n\t"
    "str x9, [sp]\n\t"
    ".irp r, 0,1,2,3,4,5,6,7,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31\n\t"
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
    "ldp x21, x22, [sp, #32]\n\t"
    "ldp x19, x20, [sp, #16]\n\t"
    "ldp x29, x30, [sp], #64\n\t"
    "ret\n\t"
    ".size ascon_test_call_capture, .-ascon_test_call_capture\n");

namespace {

std::uint8_t key[16], nonce[16], msg[64], ct[80], back[64], digest[32];
std::uint64_t w(const void* p) { return reinterpret_cast<std::uintptr_t>(p); }

// Every caller-saved register but x0 is zero after the call; returns the
// first that is not, or "" (x0 is the result: returned in *result).
std::string first_dirty(const void* fn, const std::uint64_t (&args)[9], std::uint64_t* result) {
  std::uint64_t out[19 + 64];
  ascon_test_call_capture(fn, args, out);
  *result = out[0];
  for (int r = 1; r <= 18; ++r)
    if (out[r] != 0) return "x" + std::to_string(r) + " = " + std::to_string(out[r]);
  for (int v = 0; v < 32; ++v) {
    const std::uint64_t lo = out[19 + 2 * v], hi = out[20 + 2 * v];
    const bool callee_low = v >= 8 && v <= 15;  // d8-d15 are the caller's to keep
    if (hi != 0 || (!callee_low && lo != 0)) return "v" + std::to_string(v) + " = " + std::to_string(hi) + ":" + std::to_string(lo);
  }
  return "";
}

TEST(DeadRegisters, KeyedCallsReturnWithCallerSavedRegistersZero) {
  for (int i = 0; i < 16; ++i) key[i] = static_cast<std::uint8_t>(0xa0 + i), nonce[i] = static_cast<std::uint8_t>(i);
  for (std::size_t i = 0; i < sizeof msg; ++i) msg[i] = static_cast<std::uint8_t>(3 * i);
  std::size_t n = 0;
  std::uint64_t r = 0;
  for (const std::size_t len : {std::size_t{0}, std::size_t{16}, std::size_t{64}}) {
    const std::uint64_t enc[9] = {w(ct), len + 16, w(&n), w(msg), len, 0, 0, w(nonce), w(key)};
    EXPECT_EQ(first_dirty(reinterpret_cast<const void*>(&ascon_aead128_encrypt), enc, &r), "")
        << "ascon_aead128_encrypt, " << len << " bytes";
    EXPECT_EQ(r & 0xffffffffu, 0u);
    const std::uint64_t dec[9] = {w(back), len, w(&n), w(ct), len + 16, 0, 0, w(nonce), w(key)};
    EXPECT_EQ(first_dirty(reinterpret_cast<const void*>(&ascon_aead128_decrypt), dec, &r), "")
        << "ascon_aead128_decrypt, " << len << " bytes";
    EXPECT_EQ(r & 0xffffffffu, 0u);
    ASSERT_EQ(0, std::memcmp(back, msg, len));
    const std::uint64_t det[9] = {w(ct), w(ct + len), 16, w(msg), len, 0, 0, w(nonce), w(key)};
    EXPECT_EQ(first_dirty(reinterpret_cast<const void*>(&ascon_aead128_encrypt_detached), det, &r), "")
        << "ascon_aead128_encrypt_detached, " << len << " bytes";
    const std::uint64_t hash[9] = {w(digest), w(msg), len};
    EXPECT_EQ(first_dirty(reinterpret_cast<const void*>(&ascon_hash256), hash, &r), "")
        << "ascon_hash256, " << len << " bytes";
  }
}

}  // namespace
#else
TEST(DeadRegisters, KeyedCallsReturnWithCallerSavedRegistersZero) {
  GTEST_SKIP() << "read after the return on AArch64 Linux only (x86-64: dead_stack_routes)";
}
#endif
