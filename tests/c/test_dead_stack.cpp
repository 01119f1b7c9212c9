// SPDX-License-Identifier: Apache-2.0 OR MIT
// After a libascon call returns, the stack it used (now below the caller's
// stack pointer, dead but not cleared) must hold no word of the key and no
// word of the secret duplex state. Each case: zero the dead region, make one
// C call, copy the region below the stack pointer, and look there for the raw
// key words and for every capacity word the message went through (computed
// here from the specification and checked against the call's own output;
// dead_stack_model.hpp). Meaningful in optimised builds, where the library's
// frames spill registers (the sanitizer builds leave this test out). The
// batch cases run on whichever batch backend ASCON_BATCH_BACKEND names (ctest
// runs this program once per backend); dead_stack_routes.cpp covers what the
// registers carry past the return.
#include <gtest/gtest.h>

#include <cstdlib>
#include <functional>
#include <pthread.h>
#if defined(__ELF__)
#include <csignal>
#include <sys/wait.h>
#include <unistd.h>
#endif

#include <ascon/stream.hpp>

#include "dead_stack_model.hpp"

namespace {

using namespace dead_stack;

void run_and_copy(const std::function<void()>& call) {
  dead_stack::run_and_copy(call, [] {});
}

class DeadStack : public ::testing::Test {
 protected:
  void SetUp() override {
    if (!can_read_sp) GTEST_SKIP() << "no stack-pointer read for this architecture";
    fill_inputs();
    secrets = aead128_secrets(expect);
    size_t n = 0;
    ASSERT_EQ(ascon_aead128_encrypt(ct, sizeof ct, &n, msg, sizeof msg, nullptr, 0, nonce, key), 0);
    ASSERT_EQ(0, std::memcmp(ct, expect.data(), expect.size())) << "the model of the duplex is wrong";
    // Only the raw key words for the v1.2 and keyed-hash calls.
    key_words = dead_stack::key_words();
  }
  void expect_clean(const char* what, const std::function<void()>& call, const Needles& needles) {
    run_and_copy(call);
    EXPECT_EQ(find_needles(needles), "") << what << " (nonzero down to " << used_depth() << " bytes below)";
  }
  // An AEAD's combined one-shots under key k (encryption, then decryption of
  // what it wrote), named prefix_encrypt and prefix_decrypt in the messages.
  template <auto encrypt, auto decrypt, const std::uint8_t* k>
  void expect_oneshots_clean(const std::string& prefix, const Needles& needles) {
    expect_clean((prefix + "_encrypt").c_str(),
                 [] {
                   size_t n = 0;
                   (void)encrypt(ct, sizeof ct, &n, msg, sizeof msg, nullptr, 0, nonce, k);
                 },
                 needles);
    expect_clean((prefix + "_decrypt").c_str(),
                 [] {
                   size_t n = 0;
                   if (decrypt(back, sizeof back, &n, ct, sizeof ct, nullptr, 0, nonce, k) != 0) std::abort();
                 },
                 needles);
  }
  std::array<std::uint8_t, 80> expect{};
  Needles secrets, key_words;
};

TEST_F(DeadStack, Aead128OneShot) {
  expect_oneshots_clean<ascon_aead128_encrypt, ascon_aead128_decrypt, key>("ascon_aead128", secrets);
  expect_clean(
      "ascon_aead128_encrypt_detached",
      [] { (void)ascon_aead128_encrypt_detached(ct, tag, 16, msg, sizeof msg, nullptr, 0, nonce, key); }, secrets);
  expect_clean(
      "ascon_aead128_decrypt_detached",
      [] {
        if (ascon_aead128_decrypt_detached(back, ct, sizeof msg, tag, 16, nullptr, 0, nonce, key) != 0) std::abort();
      },
      secrets);
}

// The bit-length calls run the general duplex (bit lengths, tag truncation):
// frames deeper than the one-shots' (536..600 bytes in GCC's call graphs on
// Cortex-M, RV32, AArch64 and x86-64), under a scrub class of their own.
TEST_F(DeadStack, Aead128Bits) {
  expect_clean(
      "ascon_aead128_encrypt_bits",
      [] {
        if (ascon_aead128_encrypt_bits(ct, tag, 128, msg, 8 * sizeof msg, nullptr, 0, nonce, key) != 0) std::abort();
      },
      secrets);
  expect_clean(
      "ascon_aead128_decrypt_bits",
      [] {
        if (ascon_aead128_decrypt_bits(back, ct, 8 * sizeof msg, tag, 128, nullptr, 0, nonce, key) != 0) std::abort();
      },
      secrets);
}

// A frame that leaves a key word in dead stack, 1 KiB down (deeper than any
// scrub reaches), as an unscrubbed entry point would: the search finds it,
// so a clean result above means something.
[[gnu::noinline]] void planted_leak() {
  volatile std::uint64_t frame[128];
  for (auto& w : frame) w = 0;
  frame[0] = le64(key);  // the lowest address: the deepest word
}

TEST_F(DeadStack, FindsAPlantedLeak) {
  run_and_copy(planted_leak);
  EXPECT_NE(find_needles(key_words).find("K0 at "), std::string::npos) << "the search misses a key word in dead stack";
}

#if defined(__x86_64__) && (defined(__ELF__) || defined(_WIN64))
#if defined(__ELF__)
// The scrub routine (src/capi/common.cpp), hidden in the shared library: a
// weak reference is null there and the test below skips.
extern "C" __attribute__((weak)) int ascon_capi_scrub_x86_64(std::size_t depth, unsigned flags, int result,
                                                             const void* ret) noexcept;
extern "C" __attribute__((weak)) int ascon_capi_scrub_x86_64_ymm(std::size_t depth, unsigned flags, int result,
                                                                 const void* ret) noexcept;
extern "C" const char __executable_start[], etext[];  // the linker's: this program's code
const void* scrub_routine() { return reinterpret_cast<const void*>(ascon_capi_scrub_x86_64); }
const char* const code_start = __executable_start;
#else
// Windows (MinGW): the DLL does not export the routine, and a weak
// reference to it would not link; the program built with the static library
// names it (DEAD_STACK_SCRUB_ROUTINE, tests/c/CMakeLists.txt). The image's
// first byte and the end of its code, from the linker.
#if defined(DEAD_STACK_SCRUB_ROUTINE)
extern "C" void ascon_capi_scrub_x86_64(std::size_t depth, unsigned flags) noexcept;
const void* scrub_routine() { return reinterpret_cast<const void*>(ascon_capi_scrub_x86_64); }
#else
const void* scrub_routine() { return nullptr; }
#endif
extern "C" const char __ImageBase[], etext[];
const char* const code_start = __ImageBase;
#endif

// Painted with a pattern instead of zeros, the region shows every word a call
// wrote and left. Below the entry point's own frame the deepest such word
// must be the scrub routine's return address: everything the work wrote
// beneath it is zeroed. Where the work jumps to the routine
// (ASCON_CAPI_TAIL_SCRUB, the optimised builds) that return address is the
// entry point's, into this program's call: the entry point left nothing. (A scrub that zeroed an array inside its own
// frame left the bytes between the array and the frame's top as the work wrote them: return addresses and pointers of
// the work 64 to 104 bytes below the caller, the size configuration at -O2, which is where a key word would have
// stayed.)
TEST_F(DeadStack, ScrubZeroesUpToItsReturnAddress) {
  if (!scrub_routine()) GTEST_SKIP() << "the scrub routine is not visible from this program";
  constexpr std::uint64_t paint_word = 0xA5A5A5A5A5A5A5A5u;
  struct Call {
    const char* name;
    const void* entry;
    void (*call)();
  };
  const Call calls[] = {
      {"ascon_aead128_encrypt", reinterpret_cast<const void*>(&ascon_aead128_encrypt),
       [] {
         size_t n = 0;
         (void)ascon_aead128_encrypt(ct, sizeof ct, &n, msg, 0, nullptr, 0, nonce, key);
       }},
      {"ascon_aead128_decrypt", reinterpret_cast<const void*>(&ascon_aead128_decrypt),
       [] {
         size_t n = 0;
         if (ascon_aead128_decrypt(back, sizeof back, &n, msg, 32, nullptr, 0, nonce, key) == 0)
           std::abort();  // a forgery
       }},
      {"ascon_aead128_encrypt_detached", reinterpret_cast<const void*>(&ascon_aead128_encrypt_detached),
       [] { (void)ascon_aead128_encrypt_detached(ct, tag, 16, msg, 5, nullptr, 0, nonce, key); }},
      {"ascon_hash256", reinterpret_cast<const void*>(&ascon_hash256),
       [] {
         std::uint8_t h[32];
         (void)ascon_hash256(h, msg, sizeof msg);
       }},
      {"ascon_mac", reinterpret_cast<const void*>(&ascon_mac), [] { (void)ascon_mac(tag, msg, 7, key); }},
  };
  for (const auto& [name, entry, call] : calls) {
    dead_stack::run_and_copy(call, [] {}, 0xA5);
    std::size_t at = 0;  // the deepest written word: index into dead (lowest address first)
    while (at < depth / 8 && (dead[at] == paint_word || dead[at] == 0)) ++at;
    ASSERT_LT(at, depth / 8) << name << " wrote nothing";
    const auto ret = static_cast<std::uintptr_t>(dead[at]);
    // Only an address in this program's code is read as one.
    const bool in_text =
        ret >= reinterpret_cast<std::uintptr_t>(code_start) + 5 && ret < reinterpret_cast<std::uintptr_t>(&etext);
    ASSERT_TRUE(in_text) << name << ": the deepest word left, " << std::hex << dead[at] << std::dec << " at "
                         << depth - 8 * at << " bytes below, is not a code address";
    const auto* code = reinterpret_cast<const std::uint8_t*>(ret);
    std::int32_t rel = 0;
    std::memcpy(&rel, code - 4, 4);
    const std::uintptr_t target = ret + static_cast<std::intptr_t>(rel);
    const auto e = reinterpret_cast<std::uintptr_t>(entry);
    // The routine called by the entry point; the entry point called by this
    // program (the work jumped to the routine); or a call from inside the
    // entry point (its work, which jumped to the routine, called because it
    // takes more stack arguments than the entry point: the size
    // configuration's one-shots), the entry point's short frame above it.
    const bool call_to_scrub =
        code[-5] == 0xE8 && (target == reinterpret_cast<std::uintptr_t>(const_cast<void*>(scrub_routine())) ||
                             target == e || (ret > e && ret - e < 64));
    EXPECT_TRUE(call_to_scrub) << name << ": the deepest word left, " << std::hex << dead[at] << std::dec << " at "
                               << depth - 8 * at
                               << " bytes below, is neither the scrub routine's return address nor the entry point's";
  }
}

// The routine alone, on every path it has: each register file's stores
// (flags bits 0-1: XMM, YMM, ZMM with k0-k7, as far as this CPU has them),
// ZMM16-31 cleared or not (bit 2), 64-byte stores (bit 3, AVX-512), at every
// depth from 128 bytes to 4 KiB and the kilobyte ones. Below its return
// address exactly the region is zero, from a multiple of 64 at least depth
// bytes down (the return address is 8 bytes off a multiple of 16: 8 to 56
// bytes more), and nothing beneath it is written. The entry points use one
// register file (this CPU's) and one store width each.
std::size_t routine_depth;
unsigned routine_flags;
volatile int after_routine;
[[gnu::noinline]] void call_routine() {
#if defined(__ELF__)
  // result 0, and no frame address: called, not jumped to (src/capi/common.cpp)
  reinterpret_cast<int (*)(std::size_t, unsigned, int, const void*)>(const_cast<void*>(scrub_routine()))(
      routine_depth, routine_flags, 0, nullptr);
#else
  reinterpret_cast<void (*)(std::size_t, unsigned)>(const_cast<void*>(scrub_routine()))(routine_depth, routine_flags);
#endif
  after_routine = 1;  // no tail call: the return address is this function's
}

TEST_F(DeadStack, ScrubRoutineEveryPathAndDepth) {
  if (!scrub_routine()) GTEST_SKIP() << "the scrub routine is not visible from this program";
  __builtin_cpu_init();
  std::vector<unsigned> flags = {1};
  if (__builtin_cpu_supports("avx")) flags.push_back(2);
  if (__builtin_cpu_supports("avx512f")) flags.insert(flags.end(), {3, 3 | 4, 3 | 4 | 8, 3 | 8});
  std::vector<std::size_t> depths;
  for (std::size_t d = 128; d <= 4096; d += 64) depths.push_back(d);
  depths.insert(depths.end(), {4096 + 64, 8 * 1024, 16 * 1024});
  constexpr std::uint64_t paint_word = 0xA5A5A5A5A5A5A5A5u;
  for (const unsigned f : flags) {
    for (const std::size_t d : depths) {
      routine_flags = f, routine_depth = d;
      dead_stack::run_and_copy(call_routine, [] {}, 0xA5);
      std::size_t b = 0;  // the lowest word written
      while (b < depth / 8 && dead[b] == paint_word) ++b;
      std::size_t r = b;  // the first nonzero word above it
      while (r < depth / 8 && dead[r] == 0) ++r;
      ASSERT_LT(r, depth / 8);
      const std::uintptr_t ret = static_cast<std::uintptr_t>(dead[r]);
      const bool in_text =
          ret >= reinterpret_cast<std::uintptr_t>(code_start) && ret < reinterpret_cast<std::uintptr_t>(&etext);
      const std::size_t zeroed = 8 * (r - b);
      EXPECT_TRUE(in_text && zeroed >= d + 8 && zeroed <= d + 56)
          << "flags " << f << ", depth " << d << ": " << zeroed << " bytes zeroed below the word " << std::hex
          << dead[r] << std::dec << " (" << (in_text ? "" : "not ") << "a code address)";
    }
  }
}

#if defined(__ELF__)
// fn(depth, 0, result, ret) called as a work's tail call reaches it: ret is
// the return address of the call, so the routine finds its own there.
// Returns what fn returned. wrong_ret: one byte off, as a work that called
// the routine instead of jumping to it would pass (its own return address).
extern "C" int dead_stack_call_as_jumped(const void* fn, std::size_t depth, int result, int wrong_ret);
__asm__(
    ".text\n"
    ".p2align 4\n"
    ".type dead_stack_call_as_jumped, @function\n"
    "dead_stack_call_as_jumped:\n\t"
    "push %rbx\n\t"  // the stack 16-byte aligned at the call
    "mov %rdi, %rax\n\t"
    "mov %rsi, %rdi\n\t"
    "xor %esi, %esi\n\t"
    "mov %ecx, %ecx\n\t"
    "lea 1f(%rip), %rbx\n\t"
    "add %rbx, %rcx\n\t"
    "call *%rax\n"
    "1:\n\t"
    "pop %rbx\n\t"
    "ret\n\t"
    ".size dead_stack_call_as_jumped, .-dead_stack_call_as_jumped\n");

// ascon_capi_scrub_x86_64_ymm, the routine's path for the x86-64-v3
// Ascon-AEAD128 one-shots' successful calls: the same region zeroed as the
// routine's with flags 2 (YMM) at every depth it takes, and the result
// returned.
int ymm_result;
[[gnu::noinline]] void call_ymm_routine() {
  ymm_result =
      dead_stack_call_as_jumped(reinterpret_cast<const void*>(&ascon_capi_scrub_x86_64_ymm), routine_depth, 0x5eed, 0);
  after_routine = 1;
}

TEST_F(DeadStack, ScrubRoutineYmmPathEveryDepth) {
  if (!ascon_capi_scrub_x86_64_ymm) GTEST_SKIP() << "the scrub routine is not visible from this program";
  __builtin_cpu_init();
  if (!__builtin_cpu_supports("avx")) GTEST_SKIP() << "YMM stores";
  constexpr std::uint64_t paint_word = 0xA5A5A5A5A5A5A5A5u;
  for (std::size_t d = 128; d <= 4096; d += 64) {
    routine_depth = d;
    ymm_result = 0;
    dead_stack::run_and_copy(call_ymm_routine, [] {}, 0xA5);
    EXPECT_EQ(ymm_result, 0x5eed) << "depth " << d;
    std::size_t b = 0;
    while (b < depth / 8 && dead[b] == paint_word) ++b;
    std::size_t r = b;
    while (r < depth / 8 && dead[r] == 0) ++r;
    ASSERT_LT(r, depth / 8);
    const std::size_t zeroed = 8 * (r - b);
    // below the return address into dead_stack_call_as_jumped
    EXPECT_TRUE(zeroed >= d + 8 && zeroed <= d + 56) << "depth " << d << ": " << zeroed << " bytes zeroed";
  }
}

// Either routine, given a return address that is not its own (a work that
// called it instead of jumping, leaving its own frame above the region
// unzeroed), stops the process (ud2) rather than return.
TEST_F(DeadStack, ScrubRoutineTrapsWhenCalledNotJumpedTo) {
  if (!ascon_capi_scrub_x86_64_ymm) GTEST_SKIP() << "the scrub routine is not visible from this program";
  __builtin_cpu_init();
  if (!__builtin_cpu_supports("avx")) GTEST_SKIP() << "YMM stores";
  for (const void* fn : {reinterpret_cast<const void*>(&ascon_capi_scrub_x86_64),
                         reinterpret_cast<const void*>(&ascon_capi_scrub_x86_64_ymm)}) {
    EXPECT_EQ(dead_stack_call_as_jumped(fn, 256, 3, 0), 3);  // its own frame address: returns
    std::fflush(nullptr);
    const pid_t child = fork();
    ASSERT_GE(child, 0);
    if (child == 0) {
      (void)dead_stack_call_as_jumped(fn, 256, 3, 1);
      _exit(0);
    }
    int status = 0;
    ASSERT_EQ(waitpid(child, &status, 0), child);
    EXPECT_TRUE(WIFSIGNALED(status) && WTERMSIG(status) == SIGILL) << "status " << status;
  }
}
#endif

#if defined(_WIN64)
// Windows x64 keeps rbx, rbp, rsi, rdi, r12-r15 and the low halves of
// xmm6-xmm15 for the caller: on each path the routine returns them as they
// were (an entry point's caller would otherwise find its own values gone).
// Called from assembly, with a marker in each (no red zone on Windows, and
// the routine needs no alignment or shadow space of its caller).
struct CalleeSaved {
  std::uint64_t gpr[8];               // rbx, rbp, rsi, rdi, r12-r15
  alignas(16) std::uint64_t xmm[20];  // xmm6-xmm15
};
CalleeSaved markers, after_call;
void (*routine_ptr)(std::size_t, unsigned);

TEST_F(DeadStack, ScrubRoutineKeepsWin64CalleeSaved) {
  if (!scrub_routine()) GTEST_SKIP() << "the scrub routine is not visible from this program";
  routine_ptr = reinterpret_cast<void (*)(std::size_t, unsigned)>(const_cast<void*>(scrub_routine()));
  for (int i = 0; i < 8; ++i) markers.gpr[i] = 0x0123456789abcdefu * static_cast<std::uint64_t>(i + 3);
  for (int i = 0; i < 20; ++i) markers.xmm[i] = 0xfedcba9876543210u * static_cast<std::uint64_t>(i + 5);
  __builtin_cpu_init();
  std::vector<unsigned> flags = {1};
  if (__builtin_cpu_supports("avx")) flags.push_back(2);
  if (__builtin_cpu_supports("avx512f")) flags.insert(flags.end(), {3 | 4, 3 | 4 | 8});
  for (const unsigned f : flags) {
    for (const std::size_t d : {std::size_t{128}, std::size_t{640}, std::size_t{16 * 1024}}) {
      routine_flags = f, routine_depth = d;
      after_call = {};
      asm volatile(
          "lea %P[m](%%rip), %%rax\n\t"
          "mov 0(%%rax), %%rbx\n\tmov 8(%%rax), %%rbp\n\tmov 16(%%rax), %%rsi\n\tmov 24(%%rax), %%rdi\n\t"
          "mov 32(%%rax), %%r12\n\tmov 40(%%rax), %%r13\n\tmov 48(%%rax), %%r14\n\tmov 56(%%rax), %%r15\n\t"
          ".irp r, 6,7,8,9,10,11,12,13,14,15\n\t"
          "movdqa 64+16*(\\r-6)(%%rax), %%xmm\\r\n\t"
          ".endr\n\t"
          "mov %[d], %%rcx\n\t"
          "mov %[f], %%edx\n\t"
          "call *%[fn]\n\t"
          "lea %P[a](%%rip), %%rax\n\t"
          "mov %%rbx, 0(%%rax)\n\tmov %%rbp, 8(%%rax)\n\tmov %%rsi, 16(%%rax)\n\tmov %%rdi, 24(%%rax)\n\t"
          "mov %%r12, 32(%%rax)\n\tmov %%r13, 40(%%rax)\n\tmov %%r14, 48(%%rax)\n\tmov %%r15, 56(%%rax)\n\t"
          ".irp r, 6,7,8,9,10,11,12,13,14,15\n\t"
          "movdqa %%xmm\\r, 64+16*(\\r-6)(%%rax)\n\t"
          ".endr"
          :
          :
          [m] "i"(&markers), [a] "i"(&after_call), [d] "m"(routine_depth), [f] "m"(routine_flags), [fn] "m"(routine_ptr)
          : "rax", "rbx", "rbp", "rcx", "rdx", "rsi", "rdi", "r8", "r9", "r10", "r11", "r12", "r13", "r14", "r15",
            "xmm0", "xmm1", "xmm2", "xmm3", "xmm4", "xmm5", "xmm6", "xmm7", "xmm8", "xmm9", "xmm10", "xmm11", "xmm12",
            "xmm13", "xmm14", "xmm15", "cc", "memory");
      EXPECT_EQ(0, std::memcmp(&markers, &after_call, sizeof markers)) << "flags " << f << ", depth " << d;
    }
  }
}
#endif
#endif

TEST_F(DeadStack, Aead128Incremental) {
  static ascon_aead128_encrypt_state st;
  expect_clean("ascon_aead128_encrypt_init", [] { (void)ascon_aead128_encrypt_init(&st, nonce, key); }, secrets);
  expect_clean(
      "ascon_aead128_encrypt_update", [] { (void)ascon_aead128_encrypt_update(&st, ct, msg, sizeof msg); }, secrets);
  expect_clean("ascon_aead128_encrypt_final", [] { (void)ascon_aead128_encrypt_final(&st, tag, 16); }, secrets);
}

TEST_F(DeadStack, TruncatedAndV12AndKeyedHashes) {
  static ascon_aead128_truncated_key tk;
  expect_clean("ascon_aead128_truncated_init", [] { (void)ascon_aead128_truncated_init(&tk, key, 64); }, key_words);
  expect_clean(
      "ascon_aead128_truncated_encrypt",
      [] {
        size_t n = 0;
        (void)ascon_aead128_truncated_encrypt(&tk, ct, sizeof ct, &n, msg, sizeof msg, nullptr, 0, nonce);
      },
      secrets);
  ascon_aead128_truncated_wipe(&tk);
  expect_clean(
      "ascon_v12_ascon128_encrypt",
      [] {
        size_t n = 0;
        (void)ascon_v12_ascon128_encrypt(ct, sizeof ct, &n, msg, sizeof msg, nullptr, 0, nonce, key);
      },
      key_words);
  expect_clean("ascon_mac", [] { (void)ascon_mac(tag, msg, sizeof msg, key); }, key_words);
  expect_clean("ascon_prf", [] { (void)ascon_prf(back, 32, msg, sizeof msg, key); }, key_words);
}

// Ascon-80pq keeps its 20-byte key as precomputed states, whose one-shot
// frames reach deeper than the 16-byte-key ones. Needles: key bytes 4..11
// and 12..19, the words the state holds (either byte order, find_needles).
alignas(16) std::uint8_t key80[20];

TEST_F(DeadStack, Ascon80pqOneShot) {
  for (int i = 0; i < 20; ++i) key80[i] = static_cast<std::uint8_t>(0x3d ^ (29 * i));
  const Needles words = {{"K[4..11]", le64(key80 + 4)}, {"K[12..19]", le64(key80 + 12)}};
  expect_oneshots_clean<ascon_v12_ascon80pq_encrypt, ascon_v12_ascon80pq_decrypt, key80>("ascon_v12_ascon80pq", words);
}

// The AEAD one-shots by catalogue name: a frame above the row's own
// function, which must leave no more behind than that function called directly.
int aead128_by_name_encrypt(std::uint8_t* c, size_t c_cap, size_t* c_len, const std::uint8_t* m, size_t m_len,
                            const std::uint8_t* ad, size_t ad_len, const std::uint8_t* npub, const std::uint8_t* k) {
  return ascon_aead_encrypt_by_name("ascon-aead128", c, c_cap, c_len, m, m_len, ad, ad_len, npub, 16, k, 16);
}
int aead128_by_name_decrypt(std::uint8_t* m, size_t m_cap, size_t* m_len, const std::uint8_t* c, size_t c_len,
                            const std::uint8_t* ad, size_t ad_len, const std::uint8_t* npub, const std::uint8_t* k) {
  return ascon_aead_decrypt_by_name("ascon-aead128", m, m_cap, m_len, c, c_len, ad, ad_len, npub, 16, k, 16);
}
int ascon80pq_by_name_encrypt(std::uint8_t* c, size_t c_cap, size_t* c_len, const std::uint8_t* m, size_t m_len,
                              const std::uint8_t* ad, size_t ad_len, const std::uint8_t* npub, const std::uint8_t* k) {
  return ascon_aead_encrypt_by_name("ascon-80pq-v12", c, c_cap, c_len, m, m_len, ad, ad_len, npub, 16, k, 20);
}
int ascon80pq_by_name_decrypt(std::uint8_t* m, size_t m_cap, size_t* m_len, const std::uint8_t* c, size_t c_len,
                              const std::uint8_t* ad, size_t ad_len, const std::uint8_t* npub, const std::uint8_t* k) {
  return ascon_aead_decrypt_by_name("ascon-80pq-v12", m, m_cap, m_len, c, c_len, ad, ad_len, npub, 16, k, 20);
}

TEST_F(DeadStack, AeadByName) {
  expect_oneshots_clean<aead128_by_name_encrypt, aead128_by_name_decrypt, key>("ascon_aead_by_name(ascon-aead128)",
                                                                               secrets);
  for (int i = 0; i < 20; ++i) key80[i] = static_cast<std::uint8_t>(0x3d ^ (29 * i));
  const std::vector<std::pair<std::string, std::uint64_t>> words = {{"K[4..11]", le64(key80 + 4)},
                                                                    {"K[12..19]", le64(key80 + 12)}};
  expect_oneshots_clean<ascon80pq_by_name_encrypt, ascon80pq_by_name_decrypt, key80>(
      "ascon_aead_by_name(ascon-80pq-v12)", words);
}

// The batch engine on the caller's thread (threads = 1): eight messages under
// one key, packed.
// The chunked stream (ascon_stream_*): after init, push and pull, the dead
// stack holds neither the raw key nor the stream's derived header and payload
// keys (include/ascon/stream.hpp, computed here from the header's salt).
ascon_stream_state stream_st;
alignas(16) std::uint8_t stream_header[64], stream_chunk[64 + 16], stream_out[64];

// The raw key words and the stream keys derived from the salt in stream_header.
Needles stream_secrets() {
  ascon::stream::Keys derived;
  ascon::stream::derive_keys(ascon::stream::Key(key, 16), ascon::stream::Salt(stream_header + 16, 32), derived);
  Needles needles = key_words();
  needles.push_back({"header key H0", le64(derived.header_key.data())});
  needles.push_back({"header key H1", le64(derived.header_key.data() + 8)});
  needles.push_back({"payload key P0", le64(derived.payload_key.data())});
  needles.push_back({"payload key P1", le64(derived.payload_key.data() + 8)});
  return needles;
}

TEST_F(DeadStack, StreamPushPull) {
  // init_push draws the salt, so its derived keys are known only after it:
  // the copy of its dead stack is searched again for them.
  expect_clean(
      "ascon_stream_init_push",
      [] {
        if (ascon_stream_init_push(&stream_st, stream_header, key, 64) != 0) std::abort();
      },
      key_words);
  const Needles needles = stream_secrets();
  EXPECT_EQ(find_needles(needles), "") << "ascon_stream_init_push, derived keys";
  expect_clean(
      "ascon_stream_push",
      [] {
        size_t n = 0;
        if (ascon_stream_push(&stream_st, stream_chunk, sizeof stream_chunk, &n, msg, 64, 1) != 0) std::abort();
      },
      needles);
  expect_clean(
      "ascon_stream_init_pull",
      [] {
        if (ascon_stream_init_pull(&stream_st, stream_header, key) != 0) std::abort();
      },
      needles);
  expect_clean(
      "ascon_stream_pull",
      [] {
        size_t n = 0;
        int last = 0;
        if (ascon_stream_pull(&stream_st, stream_out, sizeof stream_out, &n, &last, stream_chunk,
                              sizeof stream_chunk) != 0 ||
            last != 1)
          std::abort();
      },
      needles);
  EXPECT_EQ(0, std::memcmp(stream_out, msg, 64));
  EXPECT_EQ(ascon_stream_pull_final(&stream_st), 0);
}

TEST_F(DeadStack, Aead128Batch) {
  static std::uint8_t out[64], tags[16 * 8], nonces[16 * 8];
  static std::int64_t offsets[9];
  for (int i = 0; i <= 8; ++i) offsets[i] = 8 * i;
  static ascon_packed in;
  in = {msg, sizeof msg, offsets, 8};
  expect_clean(
      "ascon_aead128_encrypt_many_packed",
      [] { (void)ascon_aead128_encrypt_many_packed(out, sizeof out, tags, &in, nullptr, nonces, key, 0, 1); },
      key_words);
  expect_clean(
      "ascon_aead128_decrypt_many_packed",
      [] {
        static int status[8];
        static ascon_packed sealed;
        sealed = {out, sizeof out, offsets, 8};
        if (ascon_aead128_decrypt_many_packed(status, back, sizeof back, tags, &sealed, nullptr, nonces, key, 0, 1) !=
            0)
          std::abort();
      },
      key_words);
}

// ---- the batch engine -------------------------------------------------------------------
// One message (n = 1, the engine's short path) and 17 (more than any
// backend's lanes, and a tail), all the same message so one model holds for
// every lane; threads = 1 (the caller's thread) unless said otherwise.

constexpr std::size_t many = 17;
const std::uint8_t* msgs[many];
std::size_t lens[many];
std::uint8_t outs[many * 32];

class DeadStackBatch : public DeadStack {
 protected:
  void SetUp() override {
    DeadStack::SetUp();
    if (IsSkipped()) return;
    for (std::size_t i = 0; i < many; ++i) msgs[i] = msg, lens[i] = sizeof msg;
    std::vector<std::uint8_t> out;
    mac_secrets = keyed_sponge_secrets(ascon::constants::mac_iv, 16, out);
    ASSERT_EQ(ascon_mac(tag, msg, sizeof msg, key), 0);
    ASSERT_EQ(0, std::memcmp(tag, out.data(), 16)) << "the model of Ascon-Mac is wrong";
    prf_secrets = keyed_sponge_secrets(ascon::constants::prf_iv, 32, out);
    ASSERT_EQ(ascon_prf(back, 32, msg, sizeof msg, key), 0);
    ASSERT_EQ(0, std::memcmp(back, out.data(), 32)) << "the model of Ascon-Prf is wrong";
    forged = secrets;
    for (const auto& t : computed_tag(expect)) forged.push_back(t);
  }
  Needles mac_secrets, prf_secrets, forged;
};

// A keyed row by name: out_len bytes per message, both layouts.
template <std::size_t n, std::size_t out_len>
void by_name(const char* name) {
  static std::int64_t offsets[n + 1];
  static std::uint8_t data[n * sizeof msg];
  static ascon_packed packed;
  for (std::size_t i = 0; i < n; ++i) std::memcpy(data + i * sizeof msg, msg, sizeof msg);
  for (std::size_t i = 0; i <= n; ++i) offsets[i] = static_cast<std::int64_t>(i * sizeof msg);
  packed = {data, sizeof data, offsets, n};
  if (ascon_batch_by_name(name, outs, n * out_len, out_len, msgs, lens, n, key, 16, nullptr, 0, 1) != 0 ||
      ascon_batch_by_name_packed(name, outs, n * out_len, out_len, &packed, key, 16, nullptr, 0, 1) != 0)
    std::abort();
}

TEST_F(DeadStackBatch, MacAndPrfByName) {
  expect_clean("ascon_batch_by_name(ascon-mac), 1 message", [] { by_name<1, 16>("ascon-mac"); }, mac_secrets);
  expect_clean("ascon_batch_by_name(ascon-mac), 17 messages", [] { by_name<many, 16>("ascon-mac"); }, mac_secrets);
  expect_clean("ascon_batch_by_name(ascon-prf), 1 message", [] { by_name<1, 32>("ascon-prf"); }, prf_secrets);
  expect_clean("ascon_batch_by_name(ascon-prf), 17 messages", [] { by_name<many, 32>("ascon-prf"); }, prf_secrets);
}

// Pointer-form AEAD128 messages: n copies of msg (encryption) or of a forgery
// of ct with its last tag byte flipped (decryption; every status -1).
std::uint8_t many_tags[many][16];
std::uint8_t* tags_of(std::size_t i) { return many_tags[i]; }

template <std::size_t n>
void aead_many(bool decrypt) {
  static ascon_aead128_message m[n];
  static std::uint8_t out[n][64], forged_tag[16];
  static int status[n];
  std::memcpy(forged_tag, ct + 64, 16);
  forged_tag[15] ^= 1;
  for (std::size_t i = 0; i < n; ++i)
    m[i] = {key, nonce, nullptr, 0, decrypt ? ct : msg, 64, out[i], decrypt ? forged_tag : tags_of(i)};
  if (!decrypt) {
    if (ascon_aead128_encrypt_many(m, n, 1) != 0) std::abort();
    return;
  }
  if (ascon_aead128_decrypt_many(status, m, n, 1) != ASCON_ERR_AUTHENTICATION_FAILED) std::abort();
  for (int s : status)
    if (s != -1) std::abort();
}

TEST_F(DeadStackBatch, Aead128ManyAndForgeries) {
  expect_clean("ascon_aead128_encrypt_many, 1 message", [] { aead_many<1>(false); }, secrets);
  expect_clean("ascon_aead128_encrypt_many, 17 messages", [] { aead_many<many>(false); }, secrets);
  expect_clean("ascon_aead128_decrypt_many, 1 forgery", [] { aead_many<1>(true); }, forged);
  expect_clean("ascon_aead128_decrypt_many, 17 forgeries", [] { aead_many<many>(true); }, forged);
  expect_clean(
      "ascon_aead128_decrypt_many_packed, 17 forgeries",
      [] {
        static std::uint8_t data[many * 64], out[many * 64], tags[many * 16], nonces[many * 16];
        static std::int64_t offsets[many + 1];
        static int status[many];
        static ascon_packed in;
        for (std::size_t i = 0; i < many; ++i) {
          std::memcpy(data + 64 * i, ct, 64);
          std::memcpy(tags + 16 * i, ct + 64, 16);
          tags[16 * i + 3] ^= 0x40;
          std::memcpy(nonces + 16 * i, nonce, 16);
        }
        for (std::size_t i = 0; i <= many; ++i) offsets[i] = static_cast<std::int64_t>(64 * i);
        in = {data, sizeof data, offsets, many};
        if (ascon_aead128_decrypt_many_packed(status, out, sizeof out, tags, &in, nullptr, nonces, key, 0, 1) !=
            ASCON_ERR_AUTHENTICATION_FAILED)
          std::abort();
      },
      forged);
}

// A batch large enough to be split across two threads: the worker thread's
// stack goes back to the C library's cache of thread stacks when it ends and
// is handed to the next thread created, so what the worker's frames left
// there must be gone when it finishes its piece. The cache is primed with a
// stack painted zero; the thread created after the batch copies the dead
// region below its own frame, which the worker's frames used.
void* paint_thread(void*) {
  paint();
  return nullptr;
}
void* copy_thread(void*) {
  copy_dead();
  return nullptr;
}
void in_thread(void* (*f)(void*)) {
  pthread_t t;
  if (pthread_create(&t, nullptr, f, nullptr) != 0 || pthread_join(t, nullptr) != 0) std::abort();
}

TEST_F(DeadStackBatch, WorkerThreadStacks) {
#if defined(_WIN32)
  GTEST_SKIP() << "Windows gives each thread a new stack: no cache hands a worker's stack on";
#endif
  constexpr std::size_t n = 16384;  // 1 MiB: two threads on every backend
  static std::vector<const std::uint8_t*> ptrs(n, msg);
  static std::vector<std::size_t> sizes(n, sizeof msg);
  static std::vector<std::uint8_t> out(n * 16);
  in_thread(paint_thread);
  ASSERT_EQ(ascon_batch_by_name("ascon-mac", out.data(), out.size(), 16, ptrs.data(), sizes.data(), n, key, 16, nullptr,
                                0, 2),
            0);
  ASSERT_EQ(0, std::memcmp(out.data(), tag, 16));
  in_thread(copy_thread);
  EXPECT_EQ(find_needles(mac_secrets), "")
      << "a worker thread's stack (nonzero down to " << used_depth() << " bytes below)";
}

// The protected (masked) C API, 2-4 shares and both levels: after an
// encryption, a decryption and a decryption with a forged tag, the dead stack
// holds neither key word nor any unmasked capacity word (the leveled data
// phase runs on them), nor after the forgery the tag the call computed and
// never released (the words that would make the forgery verify).
int protected_rng(void* ctx, std::uint8_t* out, std::size_t n) {
  auto* x = static_cast<std::uint64_t*>(ctx);
  for (std::size_t i = 0; i < n; ++i) {
    *x ^= *x << 13, *x ^= *x >> 7, *x ^= *x << 17;
    out[i] = static_cast<std::uint8_t>(*x >> 17);
  }
  return 0;
}
ascon_protected_key pkey;
std::uint64_t pseed;
int plevel;
alignas(16) std::uint8_t pforged[64 + 16];

TEST_F(DeadStack, ProtectedAead128) {
  const std::vector<std::uint8_t> sealed(ct, ct + sizeof ct);
  auto with_tag = secrets;
  with_tag.push_back({"computed tag T0", le64(ct + 64)});
  with_tag.push_back({"computed tag T1", le64(ct + 72)});
  for (unsigned shares = 2; shares <= 4; ++shares) {
    pseed = 0x1234567 + shares;
    ASSERT_EQ(ascon_protected_key_init(&pkey, key, shares, protected_rng, &pseed), 0);
    for (int level : {ASCON_PROTECTED_LEVELED, ASCON_PROTECTED_FULL}) {
      plevel = level;
      const std::string what = "protected " + std::to_string(shares) + " shares, level " + std::to_string(level);
      expect_clean((what + " encrypt").c_str(),
                   [] {
                     size_t n = 0;
                     if (ascon_protected_aead128_encrypt(&pkey, plevel, ct, sizeof ct, &n, msg, sizeof msg, nullptr, 0,
                                                         nonce) != 0)
                       std::abort();
                   },
                   secrets);
      ASSERT_TRUE(std::equal(sealed.begin(), sealed.end(), ct)) << what;
      expect_clean((what + " decrypt").c_str(),
                   [] {
                     size_t n = 0;
                     if (ascon_protected_aead128_decrypt(&pkey, plevel, back, sizeof back, &n, ct, sizeof ct, nullptr,
                                                         0, nonce) != 0)
                       std::abort();
                   },
                   secrets);
      std::memcpy(pforged, ct, sizeof pforged);
      pforged[64] ^= 1;
      expect_clean((what + " forged decrypt").c_str(),
                   [] {
                     size_t n = 0;
                     if (ascon_protected_aead128_decrypt(&pkey, plevel, back, sizeof back, &n, pforged, sizeof pforged,
                                                         nullptr, 0, nonce) != ASCON_ERR_AUTHENTICATION_FAILED)
                       std::abort();
                   },
                   with_tag);
    }
    ascon_protected_key_wipe(&pkey);
  }
}

}  // namespace
