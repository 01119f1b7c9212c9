// SPDX-License-Identifier: Apache-2.0 OR MIT
// How libascon's C entry points run their work: in frames of their own, with
// the stack those frames used zeroed and the caller-saved registers cleared
// before the entry point returns, and (where the build has one) with the
// x86-64-v3 variant picked at run time (include/ascon/detail/dispatch.hpp).
//
// ASCON_SCRUBBED(fn) is fn with the scrub; ASCON_DISPATCH(fn) is fn with the
// scrub and the run-time variant choice; the _ONESHOT, _HASH, _BITS,
// _BATCH and _PROTECTED forms scrub the depth measured for that class of
// entry points (Scrub, below). Every entry point that touches a key or a secret
// state calls its work through one of them.
#pragma once

#include <ascon/detail/dispatch.hpp>

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <type_traits>
#include <utility>

namespace ascon::capi {
using ascon::detail::implementation_name;

// How deep each entry point's scrub zeroes. Compilers spill key words and
// duplex state words into the work's frames, and nothing overwrites them
// after the call; the scrub costs a store per 4 to 64 bytes, a visible part
// of a short message's cost on small cores (512 bytes were about 230
// instructions of a 1900-instruction AEAD128 call on a Cortex-M4), so each
// class of entry points zeroes the depth measured for its work, with a
// margin. Each class is its own type, so equal depths never clash.
//  - standard: every entry point not named below.
//  - call_key: the Ascon-AEAD128 combined one-shots, whose work is one
//    inlined body with the key bytes read into it (Aead::encrypt_with_key).
//  - oneshot: the other Ascon-AEAD128 one-shots (detached, nonce-masked).
//  - hash: the unkeyed hash, XOF and CXOF calls (what they hash may be secret).
//  - bits: the Ascon-AEAD128 bit-length calls (_bits), the deepest.
//  - batch, protected_: see their depths below.
// Measured as the worst sum of GCC's static frame sizes along any call path
// below the work (-fcallgraph-info=su; GCC 12; tests/embedded/scrub_depth.sh
// checks every entry point against its class on Cortex-M0/M4, RV32I,
// RV32+Zbb and AArch64 at -O2, -O3, -Os and in the size configuration, and
// fails if any frame reaches below its scrub); on x86-64 by
// tests/c/test_dead_stack, which looks 32 KiB deep, so a deeper frame fails
// there rather than leaking silently.
enum class Scrub { standard, oneshot, hash, bits, batch, protected_, call_key };

// One build's scrub depths, a row per core and configuration below (bytes,
// each a multiple of 64, as the routines take them).
struct ScrubDepths {
  std::size_t call_key, oneshot, hash, bits, standard;
  constexpr std::size_t of(Scrub c) const noexcept {
    return c == Scrub::call_key  ? call_key
           : c == Scrub::oneshot ? oneshot
           : c == Scrub::hash    ? hash
           : c == Scrub::bits    ? bits
                                 : standard;
  }
};

// Worst frames, bytes below the entry point (-O2 / -O3 / -Os):
//   call_key Cortex-M 192/168/244, RV32I 176/112/192, RV32+Zbb 224/176/288,
//            AArch64 112/112/224; x86-64 GCC 12 208 with run-time
//            dispatch (below), 128/96 -march=native (-fcallgraph-info)
//   oneshot  Cortex-M 288/288/412, RV32I 272/272/400, RV32+Zbb 368/352/496,
//            AArch64 224/240/352; x86-64 312 (test_dead_stack, GCC 12 -O3)
//   hash     192/192/304 at most on those cores
//   bits     592/512/704 at most (AArch64, RV32+Zbb; x86-64 600 at -O2)
//   standard 496 at -O2/-O3 (Ascon-80pq's precomputed key states), 608 at -Os
// The size configuration (ASCON_SMALL=1, -Os) reached 480..552 bytes on
// Cortex-M (tests/embedded/stack.sh), and on AArch64 688 in the _bits calls
// and 624 in Ascon-80pq's. Unoptimised
// builds keep every template layer as a frame of its own (about 12 KB, AArch64
// -O0): 16 KiB.
inline constexpr std::size_t scrub_bytes(Scrub c) noexcept {
  if (c == Scrub::batch) {
    // The batch entry points (src/capi/batch.cpp): the engine's lane tables
    // (the AEAD lane machine's frame alone is 11.7 KB) put its frames
    // kilobytes down. Secret words were found down to 13,856 bytes and
    // nonzero bytes to 14,016 below test_dead_stack's frame (x86-64, GCC 12,
    // -O3; AEAD128 batches of 17 forged messages, every backend), so 16 KiB
    // leave a margin of 1.17; zeroing them (rep stosq) costs a few hundred
    // cycles, about one 64-byte AEAD128 message of the batch.
    return 16 * 1024;
  }
  if (c == Scrub::protected_) {
    // The protected (masked) calls (src/capi/protected.cpp): their frames
    // hold shares, the call's randomness and, in the leveled mode, the
    // unmasked data phase. Written down to 2.4 KB below the entry point (4
    // shares, AEAD128 encryption; 4.9 KB on a first forged decryption),
    // measured by painting the stack (x86-64, GCC 12, -O3), so 8 KiB leave a
    // margin of 1.7; a protected call costs tens of thousands of cycles, the
    // scrub about two hundred.
    return 8 * 1024;
  }
#if !defined(__OPTIMIZE__)
  return 16 * 1024;
#elif defined(ASCON_SMALL) && ASCON_SMALL
  // The size configuration's Ascon-AEAD128 combined one-shots (one body,
  // small_oneshot in aead.cpp) are the call_key class; the other one-shots
  // (detached, through Aead::encrypt_detached) stay the oneshot class. Per
  // core, with the deepest work tests/embedded/scrub_depth.sh found (GCC 12):
#if defined(__arm__) && defined(__ARM_ARCH_PROFILE) && __ARM_ARCH_PROFILE == 'M'
  // Cortex-M0 / M4: call_key 260 / 280, hash 228 / 248, oneshot 380 / 416,
  // standard 464 / 472, bits 500 / 520 (margins 1.14 .. 1.38). Since the
  // scrub is scrub_return (ASCON_SCRUB_M_TAIL, below; h-m4w), counted from
  // the entry point's caller's stack pointer with the entry point's frame and
  // the scrub's saved registers: M0 / M4 call_key 228 / 232 against 336,
  // hash 156 / 176 against 272 / 336, oneshot 228 / 272 against 528,
  // standard 464 / 504 against 592, bits 500 / 544 against 656 (1.17 ..).
  // On Thumb-2 the scrub has no frame (h-m4v): it zeroes scrub_m_region(C)
  // bytes below the caller's stack pointer (common.cpp), these + 16 rounded
  // up to 48: the M4's call_key, hash 336, oneshot 528, standard 624, bits 672.
#if defined(__ARM_ARCH_6M__)
  return ScrubDepths{.call_key = 320, .oneshot = 512, .hash = 256, .bits = 640, .standard = 576}.of(c);
#else
  return ScrubDepths{.call_key = 320, .oneshot = 512, .hash = 320, .bits = 640, .standard = 576}.of(c);
#endif
#elif defined(__riscv) && __riscv_xlen == 32
  // RV32I / RV32+Zbb: call_key 240 / 288, hash 208 / 256, oneshot 432 /
  // 480, standard 528 / 544, bits 560 / 608 (margins 1.16 .. 1.33).
#if defined(__riscv_zbb) || defined(__riscv_zbkb)
  return ScrubDepths{.call_key = 384, .oneshot = 576, .hash = 320, .bits = 704, .standard = 640}.of(c);
#else
  return ScrubDepths{.call_key = 320, .oneshot = 576, .hash = 256, .bits = 704, .standard = 640}.of(c);
#endif
#elif defined(__aarch64__)
  // AArch64: call_key 368, hash 256, the _bits calls 688, Ascon-80pq's 624,
  // the other one-shots 496 (margins 1.13 .. 1.39). The scrub routine is
  // tail-called (ascon_capi_scrub_a64, below), so these bytes count from the
  // entry point's caller and the entry point's own frame (16 to 32 bytes)
  // comes off them: standard 768 for Ascon-80pq's 624 (736 left, 1.18; 704
  // left 672, 1.08). At h-a64z the deepest works were call_key 336, hash
  // 176, the other one-shots 336, bits 688, standard 624.
  return ScrubDepths{.call_key = 512, .oneshot = 640, .hash = 320, .bits = 832, .standard = 768}.of(c);
#else
  // Other cores (x86-64's size configuration: tests/c/test_dead_stack):
  // AArch64's depths before they were measured per class.
  return ScrubDepths{.call_key = 640, .oneshot = 640, .hash = 640, .bits = 832, .standard = 704}.of(c);
#endif
#elif defined(__clang__) && defined(__x86_64__) && !defined(__ILP32__) && !defined(__OPTIMIZE_SIZE__)
  // Clang (14) at -O2/-O3 on x86-64: frames deeper than GCC's. The deepest
  // word each class's work left, in bytes below test_dead_stack's frame with
  // the scrub cut to 128 bytes (Zen 4, round 5 ninth session, after the
  // assembly round and ASCON_SHORT_LOOP, which keeps Clang from vectorising
  // a partial block's byte loops with AVX-512 and its 920-byte frames; the
  // figures include the test's own frames above the entry point, so they
  // overstate a little): the default build (run-time dispatch) call_key
  // 336, oneshot 456, bits 856, standard 711 (Ascon-80pq by name);
  // -march=native (AVX-512) call_key 264, oneshot 448, bits 1000, standard
  // 712 (ascon_stream_init_push). Margins 1.2 .. 1.33 (multiples of 64, as
  // the routine takes them). The hash class is
  // the round-5 eighth session's (560 / 1000 then; test_dead_stack has no
  // unkeyed hash case). Until round 5 these builds scrubbed GCC's depths and
  // left key words 600-770 bytes down; 61-dead-stack-builds runs both.
#if defined(ASCON_DISPATCH_X86_64_V3)
  return ScrubDepths{.call_key = 448, .oneshot = 576, .hash = 640, .bits = 1024, .standard = 896}.of(c);
#else
  return ScrubDepths{.call_key = 320, .oneshot = 576, .hash = 1152, .bits = 1216, .standard = 896}.of(c);
#endif
#elif defined(__OPTIMIZE_SIZE__)
  // -Os without the size configuration (margins 1.16 .. 1.26)
  return ScrubDepths{.call_key = 384, .oneshot = 576, .hash = 384, .bits = 832, .standard = 768}.of(c);
#else
  switch (c) {
    case Scrub::call_key:
#if defined(__x86_64__) && !defined(__ILP32__)
      // GCC 12, builds with run-time dispatch: the entry point calls the
      // variant itself (ScrubbedPick), whose frame is the work's only one:
      // at most 208 bytes (-O3; the x86-64-v3 encryption: return address,
      // six saved registers, 24 of alignment and the 128-byte red zone of a
      // leaf; the decryption 176 and a memset's return address), margin
      // 1.23 (with the out-of-line pick between them, -fcallgraph-info
      // counted 240 and this was 320). One variant (-march=native: the work
      // flattened, the key in registers) 128 / 96 at -O2 / -O3 (1.5).
      // Clang: above.
#if defined(ASCON_DISPATCH_X86_64_V3)
      return 256;
#else
      return 192;
#endif
#elif defined(__aarch64__)
      return 128;  // 112 (1.14)
#else
      return 256;  // Cortex-M 192 (1.33), RV32+Zbb 224 (1.14); other cores, unmeasured, the same
#endif
    case Scrub::oneshot:
#if (defined(__x86_64__) && !defined(__ILP32__)) || \
    (defined(__arm__) && defined(__ARM_ARCH_PROFILE) && __ARM_ARCH_PROFILE == 'M')
      return 384;  // x86-64 312 (margin 1.23), Cortex-M 288 (1.33)
#elif defined(__aarch64__)
      return 320;  // 240 (1.33)
#elif defined(__riscv) && !defined(__riscv_zbb)
      return 320;  // 272 (1.18)
#else
      return 448;  // RV32+Zbb 368 (1.22); other cores, unmeasured, a little more
#endif
    case Scrub::hash:
      return 256;  // 192 (1.33)
    case Scrub::bits:
      return 704;  // 600 (1.17)
    default:
#if defined(__x86_64__) && !defined(__ILP32__)
      // 528 since the round's spread order (permutation.hpp) holds more
      // values live: Ascon-AEAD128 truncated decryption, GCC 12 -O2 (1.21)
      return 640;
#else
      return 576;  // 496 (1.16)
#endif
  }
#endif
}

// Zeroes at least scrub_bytes(C) bytes of the stack just below the caller's
// frame (the dead frames of the call it made before), then every caller-saved
// register but the result register: vector registers (x86-64: XMM/YMM0-15,
// and ZMM16-31 and k0-k7 where the CPU has AVX-512; AArch64: v0-v7, v16-v31,
// the high halves of v8-v15) and general ones (x86-64: rcx, rdx, rsi, rdi,
// r8-r11; AArch64: x0-x17; Cortex-M: r1-r3, r12). Windows x64 keeps rsi,
// rdi and the low halves of xmm6-xmm15 for the caller: there XMM0-5, the
// upper halves of the rest, rcx, rdx, r8-r11. What the work left in
// registers would otherwise reach the stack after the return: the caller's
// next lazy binding saves them there (_dl_runtime_resolve), and so does a
// signal's frame (an interrupt's, on a Cortex-M). Called with nothing after
// it but the entry point's return.
#if defined(__x86_64__) && !defined(__ILP32__) && (defined(__GNUC__) || defined(__clang__))
// Which vector registers this CPU has, decided on the first call (CPUID; a
// plain atomic, as the dispatch's: no C++ runtime in libascon.a): 1 XMM only,
// 2 AVX (YMM), 3 AVX-512 (ZMM0-31, k0-k7). A register file, not the code
// that ran: the C library's own string functions (memcpy of a key) use the
// widest registers the CPU has, AVX-512's ymm16-31 included.
extern std::atomic<int> vector_registers;
int decide_vector_registers() noexcept;
ASCON_ALWAYS_INLINE int vector_file() noexcept {
#if defined(__AVX512F__)
  return 3;  // builds for AVX-512 run only where the OS has enabled those registers
#else
  const int v = vector_registers.load(std::memory_order_relaxed);
  return __builtin_expect(v == 0, 0) ? decide_vector_registers() : v;
#endif
}

// Whether an entry point of class C clears ZMM16-31 (where the CPU has
// them). Only AVX-512 code names those registers: in a build without
// AVX-512 (__AVX512F__ undefined: the default build, its x86-64-v3 variant
// included) the compiled work cannot write them, whatever the compiler, and
// what else can is the C library's string functions (their AVX-512 forms
// use ymm16-31). The Ascon-AEAD128 combined one-shots (call_key) call only
// memset, with zero, to clear the plaintext of a failed decryption, which
// leaves zeros there (and a mask of the length in k1, so the mask registers
// are cleared in every class). So that class skips those 16 instructions (of
// about 180 that a 0-byte decryption ran outside its permutations); every
// other class calls memcpy or more somewhere below it and keeps them, as do
// AVX-512 builds, whose compiled work may use them (clang's does).
// tests/c/test_dead_registers.cpp plants a pattern in every vector and mask
// register before each keyed call and requires each to hold it or zero
// afterwards.
constexpr bool evex_clear(Scrub c) noexcept {
#if defined(__AVX512F__)
  (void)c;
  return true;
#else
  return c != Scrub::call_key;
#endif
}

#if defined(__ELF__) || defined(_WIN64)
// x86-64 System V and Windows x64: an assembly routine (common.cpp, one
// text per ABI) zeroes every byte from its own return address down, by
// moving the stack pointer itself. A C++ function zeroing an array in its
// frame left the frame's other bytes as they were: the 64-byte alignment of
// the array put up to 56 bytes between it and the return address that nobody
// wrote, where the size configuration at -O2 left a stream's payload key
// (tests/c/test_dead_stack.cpp); GCC left 8 to 16 without the alignment. On
// Windows (MinGW GCC 12) that frame also saved xmm6-xmm15 above the array
// and left a word beside those saves unwritten; an Ascon-AEAD128 key word
// stayed in the frame's unwritten bytes (ascon_aead128_decrypt_detached: K1
// 456 bytes below the test's frame, the deepest nonzero word).
#define ASCON_SCRUB_X86_64_ASM 1
#if defined(__ELF__)
extern "C" __attribute__((visibility("hidden"))) int ascon_capi_scrub_x86_64(std::size_t depth, unsigned flags,
                                                                             int result, const void* ret) noexcept;
#else
extern "C" void ascon_capi_scrub_x86_64(std::size_t depth, unsigned flags) noexcept;  // not exported (dllexport)
#endif

// The routine's flags: bits 0-1 vector_file(), bit 2 evex_clear, bit 3
// 64-byte stores (AVX-512 builds: the 32-byte ones cost clang
// -march=native builds 3-4% of a short AEAD128 call on a Zen 5; other
// builds keep to YMM, which never lowers an older Xeon's clock).
template <Scrub C>
ASCON_ALWAYS_INLINE unsigned scrub_flags() noexcept {
#if defined(__AVX512F__)
  constexpr unsigned zmm = 8;
#else
  constexpr unsigned zmm = 0;
#endif
  static_assert(scrub_bytes(C) >= 128 && scrub_bytes(C) % 64 == 0, "the routine's first block is 128 bytes");
  constexpr unsigned fixed = (evex_clear(C) ? 4u : 0u) | zmm;
  return static_cast<unsigned>(vector_file()) | fixed;
}
template <Scrub C>
ASCON_ALWAYS_INLINE void scrub_stack() noexcept {
#if defined(__ELF__)
  ascon_capi_scrub_x86_64(scrub_bytes(C), scrub_flags<C>(), 0, nullptr);
#else
  ascon_capi_scrub_x86_64(scrub_bytes(C), scrub_flags<C>());
#endif
}
#if defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(hwaddress_sanitizer) || __has_feature(thread_sanitizer) || \
    __has_feature(memory_sanitizer)
#define ASCON_SANITIZED_ 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_HWADDRESS__) || defined(__SANITIZE_THREAD__)
#define ASCON_SANITIZED_ 1
#endif
#if defined(ASCON_CAPI_TAIL_SCRUB) && ASCON_CAPI_TAIL_SCRUB && defined(__OPTIMIZE__) && !defined(ASCON_SANITIZED_) && \
    defined(__ELF__)
// The work jumps to the routine as its last act (TailWork, below), so no
// entry point frame stands between the caller and the work: the entry point
// jumps to the work with the caller's arguments where they are, and the
// routine zeroes from the caller's return address down. That needs the
// compiler's tail call, which GCC makes at -O2 and above (and at -O1 with
// -foptimize-sibling-calls, never at -Og) and Clang with musttail: the C
// library's CMake target defines this macro in its optimised
// configurations and adds that flag. Sanitizer builds keep the entry
// point's call (AddressSanitizer's stack instrumentation stops GCC's tail
// calls). Anything else that stops them (-finstrument-functions, say)
// makes the routine trap at the first call rather than leave the work's
// frame (ret, above): configure such a build with -DASCON_CAPI_TAIL_SCRUB=OFF.
// GCC default build on a Zen 4, Ascon-AEAD128 at 0 bytes: the entry point's
// 31 instructions became 9, and 3-6 TSC cycles a call (docs/measurements.md);
// 3 now, as ASCON_NAKED_PICK (below).
#define ASCON_SCRUB_TAIL 1
// The works of the call_key class use no vector register, so after a
// successful call the routine need not clear them (flag 16: about 30
// instructions of a 0-byte call on an AVX-512 CPU). GCC: the C library's
// AEAD translation unit is compiled with -mgeneral-regs-only
// (src/capi/CMakeLists.txt; GCC 12 will not inline the default-target
// core into a function whose target attribute says so). Clang: that
// attribute on the works themselves (the flag on the unit makes Clang 14
// refuse libstdc++'s long double overloads). A failed decryption zeroes
// its output with the C library's memset, which may leave a length mask in
// k1: that call clears as every other class does. GCC's case depends on how
// the unit was compiled, not on the CMake option: compiled any other way
// (an amalgamation, say) the work may use vector registers, and the flag
// is never set. Where the register file is known when compiling, the work
// jumps to the routine's straight path for it instead (straight_scrub,
// below; common.cpp). tests/c/test_dead_registers.cpp plants a pattern in
// every vector register and fails on one the call wrote and left (with
// the flag set and the unit compiled as the others: ymm1 held key word K1
// after a 64-byte decryption).
#if defined(__clang__)
#define ASCON_CAPI_VECTOR_FREE_ 1
#define ASCON_TAIL_GPR_ __attribute__((flatten, target("general-regs-only")))  // flatten: every callee too
#define ASCON_TAIL_V3_TARGET_ "general-regs-only,bmi,bmi2"
#elif !defined(__SSE__) && !defined(__AVX__)
#define ASCON_CAPI_VECTOR_FREE_ 1
#define ASCON_TAIL_GPR_
#define ASCON_TAIL_V3_TARGET_ "bmi,bmi2"  // not AVX2: it would bring YMM registers back
#else
#define ASCON_TAIL_GPR_
#define ASCON_TAIL_V3_TARGET_ "avx2,bmi,bmi2"
#endif
using ScrubRoutine = int(std::size_t depth, unsigned flags, int result, const void* ret) noexcept;
#if defined(ASCON_CAPI_VECTOR_FREE_)
extern "C" __attribute__((visibility("hidden"))) ScrubRoutine ascon_capi_scrub_x86_64_ymm;
extern "C" __attribute__((visibility("hidden"))) ScrubRoutine ascon_capi_scrub_x86_64_zmm;
#endif
// The routine's straight path a successful call of a vector-free work jumps
// to, where the register file is known when compiling: the x86-64-v3
// variant's (AVX2: YMM stores), a build's for AVX-512 (ZMM stores, as
// scrub_flags' bit 3) or AVX (YMM); null elsewhere (the routine itself).
template <bool V3>
constexpr ScrubRoutine* straight_scrub() noexcept {
#if !defined(ASCON_CAPI_VECTOR_FREE_)
  return nullptr;
#else
  if constexpr (V3) return &ascon_capi_scrub_x86_64_ymm;
#if defined(__AVX512F__)
  return &ascon_capi_scrub_x86_64_zmm;
#elif defined(__AVX__)
  return &ascon_capi_scrub_x86_64_ymm;
#else
  return nullptr;
#endif
#endif
}
template <Scrub C>
ASCON_ALWAYS_INLINE unsigned tail_flags(int result) noexcept {
#if defined(ASCON_CAPI_VECTOR_FREE_)
  if (__builtin_expect(result == 0, 1)) return scrub_flags<C>() | 16u;
#endif
  (void)result;
  return scrub_flags<C>();
}
template <Scrub C, bool V3>
ASCON_ALWAYS_INLINE int scrub_tail(int result, const void* ret) noexcept {
  if constexpr (straight_scrub<V3>() != nullptr) {
    static_assert(scrub_bytes(C) <= 4096, "the straight paths have no rep stosq");
    if (__builtin_expect(result == 0, 1)) return straight_scrub<V3>()(scrub_bytes(C), 0, result, ret);
  }
  return ascon_capi_scrub_x86_64(scrub_bytes(C), tail_flags<C>(result), result, ret);
}
#endif
#endif
#endif
#if defined(__aarch64__) && defined(__ELF__) && defined(ASCON_SMALL) && ASCON_SMALL && \
    (defined(__GNUC__) || defined(__clang__))
// The size configuration on AArch64: an assembly routine (common.cpp) that
// zeroes depth bytes below its stack pointer and clears the registers, and
// returns its first argument (the entry point's result), so the entry point
// tail-calls it: 24 bytes an entry point instead of 40, 104 of routine
// instead of 116-124 (tests/embedded/sizes_aarch64.sh). Tail-called, it
// starts at the entry point's caller's stack pointer: scrub_bytes(C) there,
// less the entry point's own frame below the entry point (scrub_depth.py
// subtracts that frame; the depths above allow for it).
#define ASCON_SCRUB_A64_ASM 1
extern "C" __attribute__((visibility("hidden"))) int ascon_capi_scrub_a64(int result, std::size_t depth) noexcept;
template <Scrub C>
inline constexpr std::size_t scrub_a64_depth = scrub_bytes(C);
// The routines count the depth down to zero, 64 (gpr: 32) bytes a pass.
static_assert(
    [] {
      for (const Scrub c : {Scrub::standard, Scrub::oneshot, Scrub::hash, Scrub::bits, Scrub::batch, Scrub::protected_,
                            Scrub::call_key})
        if (scrub_bytes(c) == 0 || scrub_bytes(c) % 64 != 0) return false;
      return true;
    }(),
    "the AArch64 scrub routines take a nonzero multiple of 64 bytes");
// The same routine without the vector registers (common.cpp), for the
// call_key class (aead.cpp's Ascon-AEAD128 one-shots) where that unit is
// compiled without them (ASCON_CAPI_A64_VECTOR_FREE_: its pragma, GCC),
// and for the hash class (hash.cpp's unkeyed sponge one-shots,
// ASCON_CAPI_A64_HASH_GPR_) whose work, small::sponge_c, is (small.hpp's
// attribute); their work calls no library routine (the C library's memcpy
// and memset use them):
// 72 bytes of routine instead of 104, 8 instructions a call less. Every
// other class may call memcpy (a copy GCC emits) and clears them all.
// tests/embedded/a64_vector_free.sh checks what the linked entry points
// reach; tests/c/test_dead_registers.cpp what they leave.
extern "C" __attribute__((visibility("hidden"))) int ascon_capi_scrub_a64_gpr(int result, std::size_t depth) noexcept;
template <Scrub C>
inline constexpr auto* scrub_a64_routine =
#if defined(ASCON_CAPI_A64_VECTOR_FREE_)
    C == Scrub::call_key ? &ascon_capi_scrub_a64_gpr :
#endif
#if defined(ASCON_CAPI_A64_HASH_GPR_)
    C == Scrub::hash ? &ascon_capi_scrub_a64_gpr
                     :
#endif
                     &ascon_capi_scrub_a64;
#endif
#if defined(__arm__) && defined(__ARM_ARCH_PROFILE) && __ARM_ARCH_PROFILE == 'M' && defined(ASCON_SMALL) && \
    ASCON_SMALL && defined(__OPTIMIZE__) && (defined(__GNUC__) || defined(__clang__))
// The size configuration on Cortex-M: the scrub takes the work's result and
// returns it (scrub_return, common.cpp: scrub_stack's frame and stores), so
// the entry point jumps to it after the work, as AArch64's does: no saved
// register for the result, no return through the entry point's frame. Jumped
// to, its frame starts at the entry point's caller's stack pointer and covers
// the entry point's own frame too, so a work may be inlined into the entry
// point (ScrubbedInline, below); tests/embedded/scrub_depth.py requires the
// jump (a call would leave the entry point's frame above the zeroed region)
// and counts the entry point's frame against the region.
#define ASCON_SCRUB_M_TAIL 1
template <Scrub C>
int scrub_return(int result) noexcept;
extern template int scrub_return<Scrub::standard>(int) noexcept;
extern template int scrub_return<Scrub::oneshot>(int) noexcept;
extern template int scrub_return<Scrub::hash>(int) noexcept;
extern template int scrub_return<Scrub::bits>(int) noexcept;
extern template int scrub_return<Scrub::batch>(int) noexcept;
extern template int scrub_return<Scrub::protected_>(int) noexcept;
extern template int scrub_return<Scrub::call_key>(int) noexcept;
#endif
#if !defined(ASCON_SCRUB_X86_64_ASM) && !defined(ASCON_SCRUB_A64_ASM)
// Elsewhere a C++ function zeroing an array in its own frame (common.cpp).
template <Scrub C>
void scrub_stack() noexcept;
extern template void scrub_stack<Scrub::standard>() noexcept;
extern template void scrub_stack<Scrub::oneshot>() noexcept;
extern template void scrub_stack<Scrub::hash>() noexcept;
extern template void scrub_stack<Scrub::bits>() noexcept;
extern template void scrub_stack<Scrub::batch>() noexcept;
extern template void scrub_stack<Scrub::protected_>() noexcept;
extern template void scrub_stack<Scrub::call_key>() noexcept;
#endif

// An argument the entry point passes on to its work goes through a general
// register, one word at a time. Without this, clang 14 (x86-64) copies two
// neighbouring stack arguments (an AEAD one-shot's nonce and key pointers) with
// one 16-byte load: the caller stored them as two 8-byte words just before the
// call, a load spanning two stores is not forwarded from the store queue, and
// it waits until those stores retire, that is until the caller's previous
// call has retired, its last permutation included. Consecutive calls then
// stop overlapping: clang -march=native on a Zen 5, a 0-byte Ascon-AEAD128
// encryption 163 -> 146 TSC cycles, decryption 160 -> 147.
// x86-64 GCC and clang only, and not under MemorySanitizer, which would
// count the asm as a use of every argument (an unused one may be
// uninitialised).
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define ASCON_CAPI_ARGS_IN_REGISTERS 1
#if defined(__has_feature)
#if __has_feature(memory_sanitizer)
#undef ASCON_CAPI_ARGS_IN_REGISTERS
#endif
#endif
#endif
template <class T>
ASCON_ALWAYS_INLINE void in_register(T& v) noexcept {
  if constexpr ((std::is_integral_v<T> || std::is_pointer_v<T>) && sizeof(T) <= 8) __asm__("" : "+r"(v));
}
#if defined(ASCON_SCRUB_TAIL)
// The work with the scrub as its tail call (ASCON_SCRUB_TAIL), for the
// call_key class (the Ascon-AEAD128 combined one-shots, whose per-call cost
// is what short messages pay; they return an int, as the routine does): v3
// and baseline for builds with run-time dispatch (as
// ascon::detail::Variants, with the jump added), work for the others. GCC
// makes the jump a tail call at -O2 and above only where no local of the
// work's is reachable by the routine, which holds for these works (their
// key words are in the frame through an asm operand only) and not for
// works that pass a local's address to a function (the batch entry
// points: the routine trapped, so the other classes keep the entry point's
// call). Clang 14 makes it only when told with musttail, which needs the
// callee typed as the caller: the routine is called through a pointer of
// the work's type, its four arguments in the work's first four (integers
// or pointers: the same registers) and the work's own arguments after them
// (ignored).
template <std::size_t I, class T>
ASCON_ALWAYS_INLINE T routine_argument(std::size_t depth, unsigned flags, int result, const void* ret, T a) noexcept {
  const auto as = [](auto v) noexcept {
    if constexpr (std::is_pointer_v<T>)
      return reinterpret_cast<T>(v);
    else
      return static_cast<T>(v);
  };
  if constexpr (I == 0)
    return as(depth);
  else if constexpr (I == 1)
    return as(static_cast<std::size_t>(flags));
  else if constexpr (I == 2)
    return as(static_cast<std::intptr_t>(result));
  else if constexpr (I == 3)
    return as(reinterpret_cast<std::uintptr_t>(ret));
  else
    return a;
}
template <auto F, Scrub C, class I = void>
struct TailWork {
  static constexpr bool fits = false;
};
template <class R, class... A, R (*F)(A...) noexcept, Scrub C>
struct TailWork<F, C, void> : TailWork<F, C, std::index_sequence_for<A...>> {};
template <class R, class... A, R (*F)(A...) noexcept, Scrub C, std::size_t... I>
struct TailWork<F, C, std::index_sequence<I...>> {
  static constexpr bool word_args =
      sizeof...(A) >= 4 && ((I >= 4 || std::is_integral_v<A> || std::is_pointer_v<A>) && ...);
#if defined(__clang__)
  static constexpr bool musttail = true;
#define ASCON_SCRUB_JUMP_STRAIGHT_(result, v3)                             \
  if constexpr (straight_scrub<v3>() != nullptr)                           \
    if (__builtin_expect(result == 0, 1)) [[clang::musttail]]              \
      return reinterpret_cast<R (*)(A...) noexcept>(straight_scrub<v3>())( \
          routine_argument<I, A>(scrub_bytes(C), 0, result, __builtin_return_address(0), a)...);
#define ASCON_SCRUB_JUMP_(result, v3)                                                          \
  ASCON_SCRUB_JUMP_STRAIGHT_(result, v3)                                                       \
  [[clang::musttail]] return reinterpret_cast<R (*)(A...) noexcept>(&ascon_capi_scrub_x86_64)( \
      routine_argument<I, A>(scrub_bytes(C), tail_flags<C>(result), result, __builtin_return_address(0), a)...)
#else
  static constexpr bool musttail = false;
#define ASCON_SCRUB_JUMP_(result, v3) return static_cast<R>(scrub_tail<C, v3>(result, __builtin_return_address(0)))
#endif
  static constexpr bool fits =
      C == Scrub::call_key && (std::is_same_v<R, int> || std::is_void_v<R>) && (word_args || !musttail);
#if defined(ASCON_CAPI_ARGS_IN_REGISTERS) && defined(__clang__)
#define ASCON_TAIL_ARGS_ (in_register(a), ...)  // Clang's 16-byte load of two stack arguments (below)
#else
#define ASCON_TAIL_ARGS_ (void)0
#endif
#define ASCON_TAIL_BODY_(v3)         \
  ASCON_TAIL_ARGS_;                  \
  if constexpr (std::is_void_v<R>) { \
    F(a...);                         \
    ASCON_SCRUB_JUMP_(0, v3);        \
  } else {                           \
    const int r = F(a...);           \
    ASCON_SCRUB_JUMP_(r, v3);        \
  }
#if defined(ASCON_DISPATCH_X86_64_V3)
  __attribute__((flatten, target(ASCON_TAIL_V3_TARGET_))) static R v3(A... a) noexcept {
    if (!ascon::detail::v3_chosen()) __builtin_unreachable();
    ASCON_TAIL_BODY_(true)
  }
  __attribute__((flatten)) ASCON_TAIL_GPR_ ASCON_NOINLINE static R baseline(A... a) noexcept {
    if (ascon::detail::v3_chosen()) __builtin_unreachable();
    ASCON_TAIL_BODY_(false)
  }
#endif
  ASCON_TAIL_GPR_ ASCON_NOINLINE static R work(A... a) noexcept { ASCON_TAIL_BODY_(false) }
#undef ASCON_TAIL_BODY_
#undef ASCON_TAIL_ARGS_
#undef ASCON_SCRUB_JUMP_
#undef ASCON_SCRUB_JUMP_STRAIGHT_
#undef ASCON_TAIL_GPR_
#undef ASCON_TAIL_V3_TARGET_
};
#endif

template <auto F, Scrub C = Scrub::standard>
struct Scrubbed;
template <class R, class... A, R (*F)(A...) noexcept, Scrub C>
struct Scrubbed<F, C> {
  // Out of line: the work's locals live below the entry point's frame, where
  // scrub_stack reaches them, never in the entry point's own frame.
  ASCON_NOINLINE static R work(A... a) noexcept { return F(a...); }
  static R call(A... a) noexcept {
#if defined(ASCON_SCRUB_M_TAIL) && __ARM_ARCH_ISA_THUMB >= 2
    // The hash class's works (the size configuration's sponge one-shots:
    // checks and a call) in the entry point, whose frame the jumped-to scrub
    // covers (ASCON_SCRUB_M_TAIL): one function instead of two. Thumb-2
    // only: GCC makes no tail call in Thumb-1 code (the M0's entry points
    // call scrub_return, whose frame then lies below theirs, as
    // scrub_stack's does, over an out-of-line work).
    if constexpr ((C == Scrub::hash || C == Scrub::call_key) && std::is_same_v<R, int>) return scrub_return<C>(F(a...));
#endif
#if defined(ASCON_SCRUB_TAIL)
    if constexpr (TailWork<F, C>::fits) {
      return TailWork<F, C>::work(a...);
    } else
#endif
    {
      return call_then_scrub(a...);
    }
  }
  static R call_then_scrub(A... a) noexcept {
#if defined(ASCON_CAPI_ARGS_IN_REGISTERS)
    (in_register(a), ...);
#endif
#if defined(ASCON_SCRUB_A64_ASM)
    if constexpr (std::is_void_v<R>) {
      work(a...);
      scrub_a64_routine<C>(0, scrub_a64_depth<C>);
    } else if constexpr (std::is_same_v<R, int>) {
      return scrub_a64_routine<C>(work(a...), scrub_a64_depth<C>);
    } else {
      R r = work(a...);
      scrub_a64_routine<C>(0, scrub_a64_depth<C>);
      return r;
    }
#else
#if defined(ASCON_SCRUB_M_TAIL)
    if constexpr (std::is_same_v<R, int>) {
      return scrub_return<C>(work(a...));
    } else
#endif
        if constexpr (std::is_void_v<R>) {
      work(a...);
      scrub_stack<C>();
    } else {
      R r = work(a...);
      scrub_stack<C>();
      return r;
    }
#endif
  }
};

#if defined(ASCON_DISPATCH_X86_64_V3)
// Scrubbed<&Variants<&F>::pick> without an out-of-line work between the
// entry point and the variant: both variants are out of line already
// (baseline is noinline, and v3's wider target keeps it out of a caller
// compiled without it), so their frames lie below the entry point's, where
// the scrub reaches, and the entry point calls the one the process uses
// straight away. The out-of-line pick reloaded the stack arguments, saved
// three registers and stored the arguments back before its tail call.
template <auto F, Scrub C>
struct ScrubbedPick;
template <class R, class... A, R (*F)(A...) noexcept, Scrub C>
struct ScrubbedPick<F, C> {
  using V = ascon::detail::Variants<F>;
  static R call(A... a) noexcept {
#if defined(ASCON_SCRUB_TAIL)
    static_assert(!TailWork<F, C>::fits, "a class whose work jumps to the scrub: its entry point is ASCON_NAKED_PICK");
#endif
    return call_then_scrub(a...);
  }
#if defined(ASCON_SCRUB_TAIL)
  // The first call of a TailWork class (the choice not made yet, v3_choice
  // 0) and every call on a CPU without the x86-64-v3 extensions (1).
  ASCON_NOINLINE static R first(A... a) noexcept {
    using T = TailWork<F, C>;
    R (*const f)(A...) noexcept = ascon::detail::use_v3() ? &T::v3 : &T::baseline;
    return f(a...);
  }
#endif
  static R call_then_scrub(A... a) noexcept {
#if defined(ASCON_CAPI_ARGS_IN_REGISTERS)
    (in_register(a), ...);
#endif
    if constexpr (std::is_void_v<R>) {
      if (ascon::detail::use_v3())
        V::v3(a...);
      else
        V::baseline(a...);
      scrub_stack<C>();
    } else {
      R r = ascon::detail::use_v3() ? V::v3(a...) : V::baseline(a...);
      scrub_stack<C>();
      return r;
    }
  }
};
#if defined(ASCON_SCRUB_TAIL)
// The exported entry point of a TailWork class (the Ascon-AEAD128 combined
// one-shots, aead.cpp), defined naked as these three instructions: each
// variant is the work with the scrub as its tail call, and the entry point
// jumps to the one the process uses, with no frame and the arguments where
// the caller put them; the first call decides out of line (first). Written
// in C++, GCC 12 loaded the three stack arguments into registers before the
// test and stored them back on the cold path (9 instructions on the
// x86-64-v3 path, 3 here), Clang 14 jumped through a register. v3_choice
// is read as the int it holds (a relaxed load is a plain one on x86-64).
static_assert(sizeof(ascon::detail::v3_choice) == sizeof(int));
#define ASCON_NAKED_PICK(fn)                                                              \
  __asm__("cmpl $2, %c0(%%rip)\n\tjne %c2\n\tjmp %c1" ::"i"(&::ascon::detail::v3_choice), \
          "i"(&::ascon::capi::TailWork<&fn, ::ascon::capi::Scrub::call_key>::v3),         \
          "i"(&::ascon::capi::ScrubbedPick<&fn, ::ascon::capi::Scrub::call_key>::first))
#endif
#endif

}  // namespace ascon::capi

#define ASCON_SCRUBBED(fn) (::ascon::capi::Scrubbed<&fn>::call)
#define ASCON_SCRUBBED_AS(cls, fn) (::ascon::capi::Scrubbed<&fn, ::ascon::capi::Scrub::cls>::call)
#define ASCON_SCRUBBED_PROTECTED(fn) ASCON_SCRUBBED_AS(protected_, fn)
#define ASCON_SCRUBBED_BATCH(fn) ASCON_SCRUBBED_AS(batch, fn)
#define ASCON_SCRUBBED_ONESHOT(fn) ASCON_SCRUBBED_AS(oneshot, fn)
#if defined(ASCON_DISPATCH_X86_64_V3)
#define ASCON_DISPATCH_AS(cls, fn) (::ascon::capi::ScrubbedPick<&fn, ::ascon::capi::Scrub::cls>::call)
#elif defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__)) && !(defined(ASCON_SMALL) && ASCON_SMALL)
namespace ascon::capi {
// x86-64 builds with one variant (-march=native and the like): the work
// inlined whole into one function, as the x86-64-v3 variant of a dispatching
// build is (flatten), so the AEAD and hash bodies (Aead::encrypt and the like,
// which the compilers otherwise keep out of line) run with the key and the
// state in registers instead of passing through the stack. GCC 12
// -march=native on a Zen 5: a 0-byte Ascon-AEAD128 encryption 195 -> 149 TSC
// cycles, 46 fewer at every length (clang 14 inlined the body already). Not
// measured elsewhere (other architectures, the size configuration), so not
// taken there.
template <auto F>
struct Flat;
template <class R, class... A, R (*F)(A...) noexcept>
struct Flat<F> {
  __attribute__((flatten)) static R call(A... a) noexcept { return F(a...); }
};
}  // namespace ascon::capi
#define ASCON_DISPATCH_AS(cls, fn) ASCON_SCRUBBED_AS(cls, ::ascon::capi::Flat<&fn>::call)
#else
#define ASCON_DISPATCH_AS(cls, fn) ASCON_SCRUBBED_AS(cls, fn)
#endif
// fn with the run-time variant choice but no scrub of its own: for work an
// entry point shares with others (the unkeyed sponge bodies of hash.cpp),
// called from inside a scrubbed entry point. Elsewhere plain fn.
#if defined(ASCON_DISPATCH_X86_64_V3)
#define ASCON_VARIANT(fn) (::ascon::detail::Variants<&fn>::pick)
#else
#define ASCON_VARIANT(fn) (fn)
#endif
#define ASCON_DISPATCH(fn) ASCON_DISPATCH_AS(standard, fn)
#define ASCON_DISPATCH_ONESHOT(fn) ASCON_DISPATCH_AS(oneshot, fn)
#define ASCON_DISPATCH_CALL_KEY(fn) ASCON_DISPATCH_AS(call_key, fn)
#define ASCON_DISPATCH_HASH(fn) ASCON_DISPATCH_AS(hash, fn)
#define ASCON_DISPATCH_BITS(fn) ASCON_DISPATCH_AS(bits, fn)
