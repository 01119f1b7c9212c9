// SPDX-License-Identifier: Apache-2.0 OR MIT
// Version, error strings, wiping, and the size functions of the C API.
#include "capi.hpp"
#include "dispatch.hpp"

#include <atomic>

// ascon.h and ascon/version.hpp define the same version macros; a difference
// is a redefinition the compiler reports, and this is checked explicitly too.
static_assert(ASCON_VERSION_MAJOR == ascon::version_major && ASCON_VERSION_MINOR == ascon::version_minor &&
              ASCON_VERSION_PATCH == ascon::version_patch);

const char* ascon_version_string(void) { return ASCON_VERSION_STRING; }

const char* ascon_implementation(void) { return ascon::capi::implementation_name(); }

const char* ascon_error_string(int code) {
  switch (code) {
#define ASCON_X_(name, c, value, msg) \
  case value:                         \
    return msg;
    ASCON_ERROR_LIST(ASCON_X_)
#undef ASCON_X_
  }
  return "unknown error code";
}

namespace ascon::capi {
namespace {

#if defined(__x86_64__) && !defined(__ILP32__) && (defined(__GNUC__) || defined(__clang__)) && \
    !defined(ASCON_SCRUB_X86_64_ASM)
// Where the assembly routine is not used (x86-64 outside ELF and Windows:
// macOS).
// Every caller-saved register zeroed but rax (the entry point's result):
// XMM0-15 with their upper halves, ZMM16-31 (where Evex: evex_clear) and the
// mask registers where the CPU has them, and rcx, rdx, rsi, rdi, r8-r11.
// Zero idioms only (no vzeroall: 30-odd micro-ops on Intel cores), then
// vzeroupper so that the upper state is clean for the caller's SSE code and an
// XSAVE finds it in its initial state. v: vector_registers' value.
template <bool Evex>
ASCON_ALWAYS_INLINE void clear_registers(int v) noexcept {
  if (v == 1) {
    asm volatile(
        ".irp r, 0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15\n\t"
        "pxor %%xmm\\r, %%xmm\\r\n\t"
        ".endr"
        :
        :
        : "xmm0", "xmm1", "xmm2", "xmm3", "xmm4", "xmm5", "xmm6", "xmm7", "xmm8", "xmm9", "xmm10", "xmm11", "xmm12",
          "xmm13", "xmm14", "xmm15");
  } else {
    if (Evex && v == 3) {
      // EVEX forms: only they reach registers 16-31. The assembler takes them
      // whatever the compiler's target; they run only where CPUID said so.
      asm volatile(
          ".irp r, 16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31\n\t"
          "vpxord %%xmm\\r, %%xmm\\r, %%xmm\\r\n\t"
          ".endr"
          :
          :
#if defined(__AVX512F__)  // registers the compiler may use only in such builds
          : "xmm16", "xmm17", "xmm18", "xmm19", "xmm20", "xmm21", "xmm22", "xmm23", "xmm24", "xmm25", "xmm26", "xmm27",
            "xmm28", "xmm29", "xmm30", "xmm31"
#endif
      );
    }
    if (v == 3) {
      // The mask registers always: the C library's memset leaves a mask of
      // the buffer's length there (public, but not the caller's value).
      asm volatile(
          ".irp r, 0,1,2,3,4,5,6,7\n\t"
          "kxorw %%k\\r, %%k\\r, %%k\\r\n\t"
          ".endr"
          :
          :
#if defined(__AVX512F__)
          : "k0", "k1", "k2", "k3", "k4", "k5", "k6", "k7"
#endif
      );
    }
    asm volatile(
        ".irp r, 0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15\n\t"
        "vpxor %%xmm\\r, %%xmm\\r, %%xmm\\r\n\t"
        ".endr\n\t"
        "vzeroupper"
        :
        :
        : "xmm0", "xmm1", "xmm2", "xmm3", "xmm4", "xmm5", "xmm6", "xmm7", "xmm8", "xmm9", "xmm10", "xmm11", "xmm12",
          "xmm13", "xmm14", "xmm15");
  }
  asm volatile(
      "xor %%ecx, %%ecx\n\txor %%edx, %%edx\n\txor %%esi, %%esi\n\txor %%edi, %%edi\n\t"
      "xor %%r8d, %%r8d\n\txor %%r9d, %%r9d\n\txor %%r10d, %%r10d\n\txor %%r11d, %%r11d"
      :
      :
      : "rcx", "rdx", "rsi", "rdi", "r8", "r9", "r10", "r11", "cc");
}
#elif defined(__aarch64__) && (defined(__GNUC__) || defined(__clang__))
// AAPCS64: v0-v7 and v16-v31 are caller-saved, and of v8-v15 only the low
// halves (d8-d15) are the callee's to keep: their high halves are cleared
// too. x0-x17 likewise, and x18 where it is not the platform's: Linux
// leaves it to the compilers as one more temporary (GCC 12 -O2 kept
// Ascon-AEAD128's state words in it; tests/c/test_dead_registers.cpp),
// Apple, Windows and Android's shadow call stack reserve it. SVE's wider Z
// registers are zeroed above 128 bits by these writes; its predicate
// registers are not cleared (nothing here uses SVE).
#if defined(__linux__) && !defined(__ANDROID__)
#define ASCON_CLEAR_X18_ "mov x18, xzr\n\t"
#define ASCON_CLOBBER_X18_ , "x18"
#else
#define ASCON_CLEAR_X18_ ""
#define ASCON_CLOBBER_X18_
#endif
ASCON_ALWAYS_INLINE void clear_registers() noexcept {
  asm volatile(
      ".irp r, 0,1,2,3,4,5,6,7,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31\n\t"
      "movi v\\r\\().16b, #0\n\t"
      ".endr\n\t"
      ".irp r, 8,9,10,11,12,13,14,15\n\t"
      "mov v\\r\\().d[1], xzr\n\t"
      ".endr\n\t"
      ".irp r, 0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17\n\t"
      "mov x\\r, xzr\n\t"
      ".endr\n\t" ASCON_CLEAR_X18_
      :
      :
      : "v0", "v1", "v2", "v3", "v4", "v5", "v6", "v7", "v16", "v17", "v18", "v19", "v20", "v21", "v22", "v23", "v24",
        "v25", "v26", "v27", "v28", "v29", "v30", "v31", "x0", "x1", "x2", "x3", "x4", "x5", "x6", "x7", "x8", "x9",
        "x10", "x11", "x12", "x13", "x14", "x15", "x16", "x17" ASCON_CLOBBER_X18_, "memory");
}
#else
// Elsewhere (Cortex-M, 32-bit x86, other compilers) the stack alone.
inline void clear_registers() noexcept {}
#endif

}  // namespace

#if defined(__x86_64__) && !defined(__ILP32__) && (defined(__GNUC__) || defined(__clang__))
std::atomic<int> vector_registers{0};
ASCON_NOINLINE int decide_vector_registers() noexcept {
  const auto f = ascon::detail::x86_features();
  const int v = f.avx512f ? 3 : f.avx ? 2 : 1;
  vector_registers.store(v, std::memory_order_relaxed);
  return v;
}
#endif

#if defined(ASCON_SCRUB_X86_64_ASM)
// Both x86-64 routines' vector registers, after the stack (flags in FLAGS,
// a byte register: bit 1 VEX, bit 0 with it the AVX-512 file, whose mask
// registers are cleared, bit 2 ZMM16-31 too); XMM lists the caller-saved
// XMM registers of the ABI (System V all sixteen, Windows x64 0-5), cleared
// with their upper halves (vzeroupper) where the CPU has them. Ends at
// label 11.
#define ASCON_SCRUB_VECTORS_(FLAGS, XMM)                        \
  "test $2, " FLAGS                                             \
  "\n\t"                                                        \
  "jz 9f\n\t"                                                   \
  "test $1, " FLAGS                                             \
  "\n\t"                                                        \
  "jz 8f\n\t"                                                   \
  "test $4, " FLAGS                                             \
  "\n\t"                                                        \
  "jz 10f\n\t"                                                  \
  ".irp r, 16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31\n\t" \
  "vpxord %xmm\\r, %xmm\\r, %xmm\\r\n\t"                        \
  ".endr\n"                                                     \
  "10:\n\t"                                                     \
  ".irp r, 0,1,2,3,4,5,6,7\n\t"                                 \
  "kxorw %k\\r, %k\\r, %k\\r\n\t"                               \
  ".endr\n"                                                     \
  "8:\n\t"                                                      \
  ".irp r, " XMM                                                \
  "\n\t"                                                        \
  "vpxor %xmm\\r, %xmm\\r, %xmm\\r\n\t"                         \
  ".endr\n\t"                                                   \
  "vzeroupper\n\t"                                              \
  "jmp 11f\n"                                                   \
  "9:\n\t"                                                      \
  ".irp r, " XMM                                                \
  "\n\t"                                                        \
  "pxor %xmm\\r, %xmm\\r\n\t"                                   \
  ".endr\n"                                                     \
  "11:\n\t"
#endif

#if defined(ASCON_SCRUB_X86_64_ASM) && defined(__ELF__)
// ascon_capi_scrub_x86_64(depth, flags, result, ret) (dispatch.hpp): called
// with the stack pointer where the work's call had it, either by the entry
// point after its work (ret null), or jumped to by the work itself as its
// last act (ASCON_CAPI_TAIL_SCRUB: ret is the work's return address, which
// is the routine's own when the jump happened; anything else means the
// compiler did not make the tail call, the work's own frame would stay
// unzeroed above the routine, and the routine traps instead of returning).
// A return address, not the work's frame address: Clang 14 gives a function
// that asks for its frame address (__builtin_dwarf_cfa) a frame pointer,
// and with rbp taken the Ascon-AEAD128 works spilled more.
// It lowers the stack pointer at least depth bytes below its own return
// address, to a multiple of 64, zeroes everything from there up to that
// return address (64-byte blocks up from the bottom, then one unaligned
// block ending at the return address: the region's top is 8 bytes off a
// multiple of 16), restores the stack pointer, clears the caller-saved
// registers (clear_registers' set) and returns result. Flags: bits 0-1 the
// vector register file (1 XMM, 2 YMM, 3 ZMM and k0-k7), bit 2 clear
// ZMM16-31, bit 3 64-byte stores, bit 4 the work wrote no vector register
// (dispatch.hpp, tail_flags): none is cleared, only the upper halves the
// wide stores left. The store loops take 128 bytes a pass
// (every depth is at least 128).
// Kilobyte depths (the batch and protected classes, unoptimised builds) use
// rep stosq, whose start-up is small beside that many stores. The stack
// pointer moves first, so a signal taken meanwhile lands below the region.
#if defined(__CET__) && (__CET__ & 1)
#define ASCON_ENDBR_ "endbr64\n\t"
#else
#define ASCON_ENDBR_ ""
#endif
// One straight path (below): NAME stores REG with MOVA (aligned) at the
// offsets OFFS of each 128-byte block, up from the 64-aligned bottom, then
// with MOVU (unaligned) one 128-byte block ending at the return address.
#define ASCON_SCRUB_STRAIGHT_(NAME, REG, MOVA, MOVU, OFFS)                       \
  ".p2align 4\n\t"                                                               \
  ".globl " NAME                                                                 \
  "\n\t"                                                                         \
  ".hidden " NAME                                                                \
  "\n\t"                                                                         \
  ".type " NAME ", @function\n" NAME                                             \
  ":\n\t"                                                                        \
  ".cfi_startproc\n\t" ASCON_ENDBR_                                              \
  "cmp %rcx, (%rsp)\n\t"                                                         \
  "jne 2f\n\t"                                                                   \
  "mov %edx, %eax\n\t"                                                           \
  "mov %rsp, %r11\n\t"                                                           \
  ".cfi_def_cfa_register %r11\n\t"                                               \
  "sub %rdi, %rsp\n\t"                                                           \
  "and $-64, %rsp\n\t"                                                           \
  "mov %rsp, %rcx\n\t"                                                           \
  "lea -128(%r11), %rdx\n\t"                                                     \
  "vpxor %xmm0, %xmm0, %xmm0\n"                                                  \
  "1:\n\t"                                                                       \
  ".irp o, " OFFS "\n\t" MOVA " %" REG                                           \
  ", \\o(%rcx)\n\t.endr\n\t"                                                     \
  "sub $-128, %rcx\n\t"                                                          \
  "cmp %rdx, %rcx\n\t"                                                           \
  "jb 1b\n\t"                                                                    \
  ".irp o, " OFFS "\n\t" MOVU " %" REG                                           \
  ", \\o-128(%r11)\n\t.endr\n\t"                                                 \
  "mov %r11, %rsp\n\t"                                                           \
  ".cfi_def_cfa_register %rsp\n\t"                                               \
  "vzeroupper\n\t"                                                               \
  "xor %ecx, %ecx\n\txor %edx, %edx\n\txor %esi, %esi\n\txor %edi, %edi\n\t"     \
  "xor %r8d, %r8d\n\txor %r9d, %r9d\n\txor %r10d, %r10d\n\txor %r11d, %r11d\n\t" \
  "ret\n"                                                                        \
  "2:\n\t"                                                                       \
  "ud2\n\t"                                                                      \
  ".cfi_endproc\n\t"                                                             \
  ".size " NAME ", .-" NAME "\n\t"
__asm__(
    ".text\n\t"
    ".p2align 4\n\t"
    ".globl ascon_capi_scrub_x86_64\n\t"
    ".hidden ascon_capi_scrub_x86_64\n\t"
    ".type ascon_capi_scrub_x86_64, @function\n"
    "ascon_capi_scrub_x86_64:\n\t"
    ".cfi_startproc\n\t" ASCON_ENDBR_
    "test %rcx, %rcx\n\t"
    "jz 13f\n\t"
    "cmp %rcx, (%rsp)\n\t"
    "jne 12f\n"
    "13:\n\t"
    "mov %edx, %r10d\n\t"
    "mov %rsp, %r11\n\t"
    ".cfi_def_cfa_register %r11\n\t"
    "sub %rdi, %rsp\n\t"
    "and $-64, %rsp\n\t"
    "mov %rsp, %rcx\n\t"
    "lea -64(%r11), %rdx\n\t"
    "cmp $4096, %rdi\n\t"
    "ja 4f\n\t"
    "test $8, %sil\n\t"
    "jnz 3f\n\t"
    "test $2, %sil\n\t"
    "jz 2f\n\t"
    // YMM: four 32-byte stores a block of 128 (the depths are at least 128)
    "vpxor %xmm0, %xmm0, %xmm0\n\t"
    "sub $64, %rdx\n"
    "1:\n\t"
    "vmovdqa %ymm0, (%rcx)\n\t"
    "vmovdqa %ymm0, 32(%rcx)\n\t"
    "vmovdqa %ymm0, 64(%rcx)\n\t"
    "vmovdqa %ymm0, 96(%rcx)\n\t"
    "sub $-128, %rcx\n\t"
    "cmp %rdx, %rcx\n\t"
    "jb 1b\n\t"
    "vmovdqu %ymm0, -128(%r11)\n\t"
    "vmovdqu %ymm0, -96(%r11)\n\t"
    "vmovdqu %ymm0, -64(%r11)\n\t"
    "vmovdqu %ymm0, -32(%r11)\n\t"
    "jmp 5f\n"
    // XMM only: four 16-byte stores a block
    "2:\n\t"
    "pxor %xmm0, %xmm0\n"
    "6:\n\t"
    "movaps %xmm0, (%rcx)\n\t"
    "movaps %xmm0, 16(%rcx)\n\t"
    "movaps %xmm0, 32(%rcx)\n\t"
    "movaps %xmm0, 48(%rcx)\n\t"
    "add $64, %rcx\n\t"
    "cmp %rdx, %rcx\n\t"
    "jb 6b\n\t"
    "movups %xmm0, -64(%r11)\n\t"
    "movups %xmm0, -48(%r11)\n\t"
    "movups %xmm0, -32(%r11)\n\t"
    "movups %xmm0, -16(%r11)\n\t"
    "jmp 5f\n"
    // ZMM (AVX-512 builds): two 64-byte stores a block of 128
    "3:\n\t"
    "vpxor %xmm0, %xmm0, %xmm0\n\t"
    "sub $64, %rdx\n"
    "7:\n\t"
    "vmovdqa64 %zmm0, (%rcx)\n\t"
    "vmovdqa64 %zmm0, 64(%rcx)\n\t"
    "sub $-128, %rcx\n\t"
    "cmp %rdx, %rcx\n\t"
    "jb 7b\n\t"
    "vmovdqu64 %zmm0, -128(%r11)\n\t"
    "vmovdqu64 %zmm0, -64(%r11)\n\t"
    "jmp 5f\n"
    // kilobytes: rep stosq (the region's length is a multiple of 8)
    "4:\n\t"
    "mov %rsp, %rdi\n\t"
    "mov %r11, %rcx\n\t"
    "sub %rsp, %rcx\n\t"
    "shr $3, %rcx\n\t"
    "xor %eax, %eax\n\t"
    "rep stosq\n"
    "5:\n\t"
    "mov %r11, %rsp\n\t"
    ".cfi_def_cfa_register %rsp\n\t"
    // the registers: as clear_registers below, but a work that wrote no
    // vector register (flag 16) leaves them, but for the upper halves the
    // stores above dirtied
    "test $16, %sil\n\t"
    "jz 14f\n\t"
    "test $2, %sil\n\t"
    "jz 11f\n\t"
    "vzeroupper\n\t"
    "jmp 11f\n"
    "14:\n\t"
    ASCON_SCRUB_VECTORS_("%sil", "0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15")
    "mov %r10d, %eax\n\txor %ecx, %ecx\n\txor %edx, %edx\n\txor %esi, %esi\n\txor %edi, %edi\n\t"
    "xor %r8d, %r8d\n\txor %r9d, %r9d\n\txor %r10d, %r10d\n\txor %r11d, %r11d\n\t"
    "ret\n"
    // not tail-called: stop here rather than leave the work's frame as it is
    "12:\n\t"
    "ud2\n\t"
    ".cfi_endproc\n\t"
    ".size ascon_capi_scrub_x86_64, .-ascon_capi_scrub_x86_64\n\t"
    // The routine for a work that wrote no vector register (flag 16),
    // without its tests, in straight order: the x86-64-v3 Ascon-AEAD128
    // one-shots' successful calls (_ymm: flags 2 | 16, 38 instructions where
    // the routine ran 43 for those flags and 79 before them on a CPU with
    // AVX-512), and those of a build for AVX-512 (_zmm: flags 3 | 8 | 16) or
    // AVX (_ymm). Jumped to only (ret checked), depth 128 to 4096.
    ASCON_SCRUB_STRAIGHT_("ascon_capi_scrub_x86_64_ymm", "ymm0", "vmovdqa", "vmovdqu", "0,32,64,96")
    ASCON_SCRUB_STRAIGHT_("ascon_capi_scrub_x86_64_zmm", "zmm0", "vmovdqa64", "vmovdqu64", "0,64")
    ".text");
#undef ASCON_ENDBR_
#undef ASCON_SCRUB_STRAIGHT_
#elif defined(ASCON_SCRUB_X86_64_ASM)
// The same routine for Windows x64 (MinGW; COFF), with that ABI's
// arguments (depth in rcx, flags in edx) and volatile registers: rax, rcx,
// rdx, r8-r11 and xmm0-xmm5 are cleared, the upper halves of every YMM/ZMM
// register by vzeroupper, ZMM16-31 and k0-k7 as the flags say; rsi, rdi and
// the low halves of xmm6-xmm15 are the caller's (callee-saved) and stay. The
// stack pointer moves down first, as on ELF (Windows delivers an APC or an
// exception's record below it), but the stores go down from the return
// address: Windows commits a stack a page at a time as a guard page below
// the committed part is touched, and a store more than a page beneath it
// faults. So the top first: one unaligned 128-byte block ending at the
// return address (above the highest 128-byte boundary from the bottom lie at
// most 64 + 56 bytes), then aligned 128-byte blocks down to the bottom;
// the same loop for the kilobyte depths (no rep stosq: it needs rdi, and
// goes up). No unwind information (.seh_*): the stack pointer moves by a
// run-time depth, which a frame register would describe only with a
// callee-saved register pushed into the region, the routine raises nothing,
// and its callers are noexcept entry points that nothing unwinds through; a
// debugger stopped inside it sees a leaf whose return address is not at
// rsp for those few instructions (the AArch64 routine has no call-frame
// information either).
__asm__(
    ".text\n\t"
    ".p2align 4\n\t"
    ".globl ascon_capi_scrub_x86_64\n\t"
    ".def ascon_capi_scrub_x86_64; .scl 2; .type 32; .endef\n"
    "ascon_capi_scrub_x86_64:\n\t"
    "mov %rsp, %r11\n\t"
    "sub %rcx, %rsp\n\t"
    "and $-64, %rsp\n\t"
    "and $-128, %rcx\n\t"
    "add %rsp, %rcx\n\t"  // the top of the aligned blocks: at most 120 bytes below the return address
    "test $8, %dl\n\t"
    "jnz 3f\n\t"
    "test $2, %dl\n\t"
    "jz 2f\n\t"
    // YMM: four 32-byte stores a block
    "vpxor %xmm0, %xmm0, %xmm0\n\t"
    "vmovdqu %ymm0, -32(%r11)\n\t"
    "vmovdqu %ymm0, -64(%r11)\n\t"
    "vmovdqu %ymm0, -96(%r11)\n\t"
    "vmovdqu %ymm0, -128(%r11)\n"
    "1:\n\t"
    "add $-128, %rcx\n\t"
    "vmovdqa %ymm0, 96(%rcx)\n\t"
    "vmovdqa %ymm0, 64(%rcx)\n\t"
    "vmovdqa %ymm0, 32(%rcx)\n\t"
    "vmovdqa %ymm0, (%rcx)\n\t"
    "cmp %rsp, %rcx\n\t"
    "ja 1b\n\t"
    "jmp 5f\n"
    // XMM only: eight 16-byte stores a block
    "2:\n\t"
    "pxor %xmm0, %xmm0\n\t"
    ".irp o, 16,32,48,64,80,96,112,128\n\t"
    "movups %xmm0, -\\o(%r11)\n\t"
    ".endr\n"
    "6:\n\t"
    "add $-128, %rcx\n\t"
    ".irp o, 112,96,80,64,48,32,16,0\n\t"
    "movaps %xmm0, \\o(%rcx)\n\t"
    ".endr\n\t"
    "cmp %rsp, %rcx\n\t"
    "ja 6b\n\t"
    "jmp 5f\n"
    // ZMM (AVX-512 builds): two 64-byte stores a block
    "3:\n\t"
    "vpxor %xmm0, %xmm0, %xmm0\n\t"
    "vmovdqu64 %zmm0, -64(%r11)\n\t"
    "vmovdqu64 %zmm0, -128(%r11)\n"
    "7:\n\t"
    "add $-128, %rcx\n\t"
    "vmovdqa64 %zmm0, 64(%rcx)\n\t"
    "vmovdqa64 %zmm0, (%rcx)\n\t"
    "cmp %rsp, %rcx\n\t"
    "ja 7b\n"
    "5:\n\t"
    "mov %r11, %rsp\n\t"
    // the registers
    ASCON_SCRUB_VECTORS_("%dl", "0,1,2,3,4,5")
    "xor %eax, %eax\n\txor %ecx, %ecx\n\txor %edx, %edx\n\t"
    "xor %r8d, %r8d\n\txor %r9d, %r9d\n\txor %r10d, %r10d\n\txor %r11d, %r11d\n\t"
    "ret\n\t"
    ".text");
#elif defined(ASCON_SCRUB_A64_ASM)
// ascon_capi_scrub_a64(result, depth) (dispatch.hpp): the size
// configuration's AArch64 scrub, one routine for every class, tail-called by
// the entry points. It zeroes depth bytes (a multiple of 64) below its own
// stack pointer, moving the stack pointer down as it goes (32 bytes a store,
// a zeroed q register pair-stored, two a pass: the zeroed part always lies
// above the stack pointer), then clears the registers from the zeroed
// bottom (ld1 fills four vector registers, ld4 the high halves of four, ldp
// two general ones), restores the stack pointer and returns x0, the entry
// point's result, as it came; x1-x17 and x18 (Linux: clear_registers) are
// cleared. A signal taken during the stores
// lands below the stack pointer, in what is still to be zeroed or deeper.
// 25 instructions where scrub_stack's were 29, and the entry points neither
// keep their result in a saved register nor return through their own frame
// (40 -> 24 bytes). No call-frame information: the stack pointer moves by a
// run-time depth, and nothing unwinds through a noexcept entry point's scrub.
#if defined(__ARM_FEATURE_BTI_DEFAULT) && __ARM_FEATURE_BTI_DEFAULT
#define ASCON_BTI_C_ "hint #34\n\t"
#else
#define ASCON_BTI_C_ ""
#endif
// The stores, shared by both routines: x17 = the stack pointer to return
// with, x1 counted down to zero (the depth a nonzero multiple of 64), v0
// zeroed.
#define ASCON_SCRUB_A64_STORES_ \
  "mov x17, sp\n\t"             \
  "movi v0.16b, #0\n"           \
  "1:\n\t"                      \
  "stp q0, q0, [sp, #-32]!\n\t" \
  "stp q0, q0, [sp, #-32]!\n\t" \
  "subs x1, x1, #64\n\t"        \
  "b.ne 1b\n\t"
// The gpr routine's stores: xzr pairs, 32 bytes a pass (no vector
// register to zero first: 4 bytes less, twice the passes, h-a64h).
#define ASCON_SCRUB_A64_STORES_GPR_ \
  "mov x17, sp\n"                   \
  "1:\n\t"                          \
  "stp xzr, xzr, [sp, #-16]!\n\t"   \
  "stp xzr, xzr, [sp, #-16]!\n\t"   \
  "subs x1, x1, #32\n\t"            \
  "b.ne 1b\n\t"
// x2-x16 (and x18) from the zeroed bottom, the stack pointer back, x17
// zeroed (Linux: x18 loaded with x16, one instruction less than
// `mov x18, xzr` and x1's zeroing after `add sp, sp, x1`, h-a64h).
#if defined(__linux__) && !defined(__ANDROID__)
#define ASCON_SCRUB_A64_X16_ "ldp x16, x18, [sp]\n\t"
#else
#define ASCON_SCRUB_A64_X16_ "ldr x16, [sp]\n\t"
#endif
#define ASCON_SCRUB_A64_GENERAL_                \
  "ldp x2, x3, [sp]\n\t"                        \
  "ldp x4, x5, [sp]\n\t"                        \
  "ldp x6, x7, [sp]\n\t"                        \
  "ldp x8, x9, [sp]\n\t"                        \
  "ldp x10, x11, [sp]\n\t"                      \
  "ldp x12, x13, [sp]\n\t"                      \
  "ldp x14, x15, [sp]\n\t" ASCON_SCRUB_A64_X16_ \
  "mov sp, x17\n\t"                             \
  "mov x17, xzr\n\t"                            \
  "ret\n\t"
// Each routine in a section of its own, so that a static link with
// --gc-sections keeps only the one its entry points call.
__asm__(
    ".section .text.ascon_capi_scrub_a64,\"ax\",%progbits\n\t"
    ".p2align 2\n\t"
    ".globl ascon_capi_scrub_a64\n\t"
    ".hidden ascon_capi_scrub_a64\n\t"
    ".type ascon_capi_scrub_a64, %function\n"
    "ascon_capi_scrub_a64:\n\t" ASCON_BTI_C_ ASCON_SCRUB_A64_STORES_
    "ld1 {v0.16b, v1.16b, v2.16b, v3.16b}, [sp]\n\t"
    "ld1 {v4.16b, v5.16b, v6.16b, v7.16b}, [sp]\n\t"
    "ld1 {v16.16b, v17.16b, v18.16b, v19.16b}, [sp]\n\t"
    "ld1 {v20.16b, v21.16b, v22.16b, v23.16b}, [sp]\n\t"
    "ld1 {v24.16b, v25.16b, v26.16b, v27.16b}, [sp]\n\t"
    "ld1 {v28.16b, v29.16b, v30.16b, v31.16b}, [sp]\n\t"
    "ld4 {v8.d, v9.d, v10.d, v11.d}[1], [sp]\n\t"
    "ld4 {v12.d, v13.d, v14.d, v15.d}[1], [sp]\n\t" ASCON_SCRUB_A64_GENERAL_
    ".size ascon_capi_scrub_a64, .-ascon_capi_scrub_a64\n\t"
    ".text");
// ascon_capi_scrub_a64_gpr(result, depth): the same without the vector
// registers (none is touched: its stores are xzr pairs), for works
// compiled without them that call no library routine
// (ASCON_CAPI_A64_VECTOR_FREE_, dispatch.hpp: the Ascon-AEAD128 one-shots
// of aead.cpp, the unkeyed hash, XOF and CXOF one-shots of hash.cpp;
// tests/embedded/a64_vector_free.sh checks the linked code): 16
// instructions instead of 25.
__asm__(
    ".section .text.ascon_capi_scrub_a64_gpr,\"ax\",%progbits\n\t"
    ".p2align 2\n\t"
    ".globl ascon_capi_scrub_a64_gpr\n\t"
    ".hidden ascon_capi_scrub_a64_gpr\n\t"
    ".type ascon_capi_scrub_a64_gpr, %function\n"
    "ascon_capi_scrub_a64_gpr:\n\t" ASCON_BTI_C_ ASCON_SCRUB_A64_STORES_GPR_ ASCON_SCRUB_A64_GENERAL_
    ".size ascon_capi_scrub_a64_gpr, .-ascon_capi_scrub_a64_gpr\n\t"
    ".text");
#undef ASCON_SCRUB_A64_STORES_
#undef ASCON_SCRUB_A64_STORES_GPR_
#undef ASCON_SCRUB_A64_GENERAL_
#undef ASCON_SCRUB_A64_X16_
#undef ASCON_BTI_C_
#else

#if defined(ASCON_SMALL) && ASCON_SMALL
[[maybe_unused]] constexpr bool small_config = true;
#else
[[maybe_unused]] constexpr bool small_config = false;
#endif

#if defined(__arm__) && defined(__ARM_ARCH_PROFILE) && __ARM_ARCH_PROFILE == 'M' && \
    (defined(__GNUC__) || defined(__clang__))
// Cortex-M: the looped zeroing of [%[p], %[e]) shared by scrub_stack and
// scrub_return: r1-r4 and ip zeroed, four 16-byte store-multiples a pass.
#define ASCON_SCRUB_M_LOOP_           \
  "movs r1, #0\n\t"                   \
  "movs r2, #0\n\t"                   \
  "movs r3, #0\n\t"                   \
  "movs r4, #0\n\t"                   \
  "mov ip, r1\n"                      \
  "1:\n\t"                            \
  ".rept 4\n\t"                       \
  "stmia %[p]!, {r1, r2, r3, r4}\n\t" \
  ".endr\n\t"                         \
  "cmp %[p], %[e]\n\t"                \
  "bne 1b"
#endif
template <Scrub C>
void scrub_stack() noexcept {
  constexpr std::size_t Depth = scrub_bytes(C);
  static_assert(Depth % 64 == 0);
#if defined(__arm__) && defined(__ARM_ARCH_PROFILE) && __ARM_ARCH_PROFILE == 'M' && \
    (defined(__GNUC__) || defined(__clang__))
  // Cortex-M: r1-r4 zeroed, then one store-multiple per 16 bytes (Thumb-1
  // encodings: every Cortex-M; ARMv7-M: 32 bytes, below), unrolled: 384
  // bytes are 24 stores and about 35 instructions in all, where a loop of
  // word stores took about 175 (and newlib-nano's memset about 270 for 512
  // bytes on a Cortex-M0). r1-r3 and r12 are left zero: an interrupt taken
  // after the return stacks them.
  // The size configuration and the kilobyte depths loop over four of them.
  alignas(8) std::uint32_t region[Depth / 4];
  std::uint32_t* p = region;
  constexpr bool looped = Depth > 1024 || small_config;
  if constexpr (looped) {
    __asm__ volatile(ASCON_SCRUB_M_LOOP_
                     : [p] "+l"(p)
                     : [e] "r"(region + Depth / 4)
                     : "r1", "r2", "r3", "r4", "ip", "cc", "memory");
  } else {
#if defined(__ARM_ARCH_7M__) || defined(__ARM_ARCH_7EM__) || defined(__ARM_ARCH_8M_MAIN__)
    // Thumb-2: eight registers a store, 32 bytes (256 bytes: 8 stores and
    // 8 zeroings against 16 and 5; r4-r7 cost the one push and pop either way).
    __asm__ volatile(
        "movs r1, #0\n\t"
        "movs r2, #0\n\t"
        "movs r3, #0\n\t"
        "movs r4, #0\n\t"
        "movs r5, #0\n\t"
        "movs r6, #0\n\t"
        "movs r7, #0\n\t"
        "mov ip, r1\n\t"
        ".rept %c[k]\n\t"
        "stmia %[p]!, {r1, r2, r3, r4, r5, r6, r7, ip}\n\t"
        ".endr"
        : [p] "+l"(p)
        : [k] "i"(Depth / 32)
        : "r1", "r2", "r3", "r4", "r5", "r6", "r7", "ip", "cc", "memory");
#else
    __asm__ volatile(
        "movs r1, #0\n\t"
        "movs r2, #0\n\t"
        "movs r3, #0\n\t"
        "movs r4, #0\n\t"
        "mov ip, r1\n\t"
        ".rept %c[k]\n\t"
        "stmia %[p]!, {r1, r2, r3, r4}\n\t"
        ".endr"
        : [p] "+l"(p)
        : [k] "i"(Depth / 16)
        : "r1", "r2", "r3", "r4", "ip", "cc", "memory");
#endif
  }
#elif defined(__x86_64__) && !defined(__ILP32__) && (defined(__GNUC__) || defined(__clang__))
  alignas(64) unsigned char region[Depth];
  if constexpr (Depth > 4096) {
    // The batch depth (kilobytes): rep stosq, whose start-up (tens of
    // cycles) is small beside that many stores, and which writes whole cache
    // lines on every CPU with fast string operations.
    void* p = region;
    std::size_t words = Depth / 8;
    asm volatile("rep stosq" : "+D"(p), "+c"(words) : "a"(0) : "memory");
  } else {
#if defined(__AVX512F__)
    // Built for AVX-512 (-march=native and the like): 64-byte stores, Depth / 64
    // of them unrolled, as the compilers make of a constant-size memset there
    // (the 16-byte loop below cost clang -march=native builds 3-4% of a short
    // AEAD128 call on a Zen 5).
    asm volatile(
        "vpxor %%xmm0, %%xmm0, %%xmm0\n\t"
        ".set ascon_scrub_off_, 0\n\t"
        ".rept %c[k]\n\t"
        "vmovdqa64 %%zmm0, ascon_scrub_off_(%[p])\n\t"
        ".set ascon_scrub_off_, ascon_scrub_off_ + 64\n\t"
        ".endr"
        :
        : [p] "r"(region), [k] "i"(Depth / 64)
        : "xmm0", "memory");
#else
    const int v = vector_file();  // one load for the stores and the clearing
    if (v >= 2) {
      // AVX (every CPU the x86-64-v3 variants run on): 32-byte stores,
      // Depth / 32 of them unrolled; clear_registers' vzeroupper follows.
      // Against the 16-byte loop below, 384 bytes and the register clearing
      // took 6.5 instead of 9.9 TSC cycles (Zen 5), of a 150-cycle 0-byte
      // AEAD128 call.
      asm volatile(
          "vpxor %%xmm0, %%xmm0, %%xmm0\n\t"
          ".set ascon_scrub_off_, 0\n\t"
          ".rept %c[k]\n\t"
          "vmovdqa %%ymm0, ascon_scrub_off_(%[p])\n\t"
          ".set ascon_scrub_off_, ascon_scrub_off_ + 32\n\t"
          ".endr"
          :
          : [p] "r"(region), [k] "i"(Depth / 32)
          : "xmm0", "memory");
      clear_registers<evex_clear(C)>(v);
      return;
    }
    // Plain 16-byte stores, not memset: compilers turn a constant-size memset
    // into rep stos, whose start-up costs more than the stores themselves
    // (512 bytes: about 38 against 18 cycles on a Xeon; a 0-byte AEAD call
    // is about 250).
    asm volatile(
        "pxor %%xmm0, %%xmm0\n\t"
        "lea %c[n](%[p]), %%rax\n"
        "1:\n\t"
        "movaps %%xmm0, -64(%%rax)\n\t"
        "movaps %%xmm0, -48(%%rax)\n\t"
        "movaps %%xmm0, -32(%%rax)\n\t"
        "movaps %%xmm0, -16(%%rax)\n\t"
        "sub $64, %%rax\n\t"
        "cmp %[p], %%rax\n\t"
        "jne 1b"
        :
        : [p] "r"(region), [n] "i"(Depth)
        : "rax", "xmm0", "cc", "memory");
#endif
  }
#elif defined(__aarch64__) && (defined(__GNUC__) || defined(__clang__))
  alignas(16) unsigned char region[Depth];
  if constexpr (Depth > 1024 && !small_config) {  // beyond a q-pair store's offset range: the library's memset
    secure_wipe(region, sizeof region);
  } else {
    // The stack and the registers in one assembly block: 32 bytes a store
    // (a zeroed q register, pair-stored, unrolled), then the registers
    // loaded from the zeroed region, several a load: ld1 fills four vector
    // registers, ld4 the high halves of four, ldp two general ones. 128
    // bytes and every register in 27 instructions with the call's return,
    // where 16-byte stores and a move per register took 66 (192 bytes) of a
    // 0-byte Ascon-AEAD128 encryption's 836 through the C functions
    // (qemu-aarch64 counts, docs/embedded.md). The region's address in x16,
    // which the last load clears.
    // The size configuration: the same q-pair stores in a loop, 64 or 128
    // bytes a pass (any depth: the byte-wise secure_wipe would be slower),
    // then the same loads from the region's first 64 bytes: 512 bytes and the
    // registers in about 45 instructions, where 16-byte stores in a loop and
    // a move per register took about 130 of a 0-byte Ascon-AEAD128 C call.
    register unsigned char* p __asm__("x16") = region;
    if constexpr (small_config) {
      static_assert(Depth % 64 == 0, "the loop stores 64 or 128 bytes a pass and stops at region + Depth");
      unsigned char* q = region;
      __asm__ volatile(
          "movi v0.16b, #0\n"
          "1:\n\t"
          ".rept %c[r]\n\t"
          "stp q0, q0, [%[q]], #32\n\t"
          ".endr\n\t"
          "cmp %[q], %[e]\n\t"
          "b.ne 1b"
          : [q] "+r"(q)
          : [e] "r"(region + Depth), [r] "i"(Depth % 128 == 0 ? 4 : 2)
          : "v0", "cc", "memory");
    } else {
      __asm__ volatile(
          "movi v0.16b, #0\n\t"
          ".set ascon_scrub_off_, 0\n\t"
          ".rept %c[k]\n\t"
          "stp q0, q0, [%[p], #ascon_scrub_off_]\n\t"
          ".set ascon_scrub_off_, ascon_scrub_off_ + 32\n\t"
          ".endr"
          :
          : [p] "r"(p), [k] "i"(Depth / 32)
          : "v0", "memory");
    }
    __asm__ volatile(
        "ld1 {v0.16b, v1.16b, v2.16b, v3.16b}, [%[p]]\n\t"
        "ld1 {v4.16b, v5.16b, v6.16b, v7.16b}, [%[p]]\n\t"
        "ld1 {v16.16b, v17.16b, v18.16b, v19.16b}, [%[p]]\n\t"
        "ld1 {v20.16b, v21.16b, v22.16b, v23.16b}, [%[p]]\n\t"
        "ld1 {v24.16b, v25.16b, v26.16b, v27.16b}, [%[p]]\n\t"
        "ld1 {v28.16b, v29.16b, v30.16b, v31.16b}, [%[p]]\n\t"
        "ld4 {v8.d, v9.d, v10.d, v11.d}[1], [%[p]]\n\t"
        "ld4 {v12.d, v13.d, v14.d, v15.d}[1], [%[p]]\n\t"
        "ldp x0, x1, [%[p]]\n\t"
        "ldp x2, x3, [%[p]]\n\t"
        "ldp x4, x5, [%[p]]\n\t"
        "ldp x6, x7, [%[p]]\n\t"
        "ldp x8, x9, [%[p]]\n\t"
        "ldp x10, x11, [%[p]]\n\t"
        "ldp x12, x13, [%[p]]\n\t"
        "ldp x14, x15, [%[p]]\n\t" ASCON_CLEAR_X18_ "ldp x16, x17, [%[p]]"
        : [p] "+r"(p)
        :
        : "v0", "v1", "v2", "v3", "v4", "v5", "v6", "v7", "v16", "v17", "v18", "v19", "v20", "v21", "v22", "v23", "v24",
          "v25", "v26", "v27", "v28", "v29", "v30", "v31", "x0", "x1", "x2", "x3", "x4", "x5", "x6", "x7", "x8", "x9",
          "x10", "x11", "x12", "x13", "x14", "x15", "x17" ASCON_CLOBBER_X18_, "memory");
    return;  // the registers are cleared
  }
#elif defined(__riscv) && (defined(__GNUC__) || defined(__clang__))
  alignas(16) unsigned char region[Depth];
  if constexpr (small_config) {
    // The size configuration: a loop of eight word stores (32 bytes a pass
    // on RV32, 64 on RV64), not the size configuration's byte-wise
    // secure_wipe, which took about 3,000 instructions of a 0-byte
    // Ascon-AEAD128 C call on RV32I for 640 bytes; eight a pass, not four:
    // 320 bytes in 100 instructions instead of 120, for 16 bytes of code.
    static_assert(Depth % 64 == 0);
    unsigned char* p = region;
    __asm__ volatile(
        "1:\n\t"
        ".set ascon_scrub_off_, 0\n\t"
        ".rept 8\n\t"
#if __riscv_xlen == 64
        "sd zero, ascon_scrub_off_(%[p])\n\t"
        ".set ascon_scrub_off_, ascon_scrub_off_ + 8\n\t"
#else
        "sw zero, ascon_scrub_off_(%[p])\n\t"
        ".set ascon_scrub_off_, ascon_scrub_off_ + 4\n\t"
#endif
        ".endr\n\t"
        "addi %[p], %[p], 8 * %c[w]\n\t"
        "bne %[p], %[e], 1b"
        : [p] "+r"(p)
        : [e] "r"(region + Depth), [w] "i"(__riscv_xlen / 8)
        : "memory");
  } else if constexpr (Depth > 2048) {  // beyond a store's offset range: the library's memset
    secure_wipe(region, sizeof region);
  } else {
    // RISC-V has no store-multiple: one word store per 4 (or 8) bytes,
    // unrolled (a loop adds an increment and a branch per four stores).
    __asm__ volatile(
        ".set ascon_scrub_off_, 0\n\t"
        ".rept %c[k]\n\t"
#if __riscv_xlen == 64
        "sd zero, ascon_scrub_off_(%[p])\n\t"
        ".set ascon_scrub_off_, ascon_scrub_off_ + 8\n\t"
#else
        "sw zero, ascon_scrub_off_(%[p])\n\t"
        ".set ascon_scrub_off_, ascon_scrub_off_ + 4\n\t"
#endif
        ".endr"
        :
        : [p] "r"(region), [k] "i"(Depth / (__riscv_xlen / 8))
        : "memory");
  }
#else
  unsigned char region[Depth];
  secure_wipe(region, sizeof region);
#endif
#if defined(__x86_64__) && !defined(__ILP32__) && (defined(__GNUC__) || defined(__clang__))
  clear_registers<evex_clear(C)>(vector_file());
#else
  clear_registers();
#endif
}
#if defined(ASCON_SCRUB_M_TAIL)
// The scrub that keeps the result (dispatch.hpp).
#if defined(__ARM_ARCH_ISA_THUMB) && __ARM_ARCH_ISA_THUMB >= 2
// Thumb-2 (h-m4v): no frame. The routine zeroes the scrub_m_region(C) bytes
// below its stack pointer without moving it (the entry point's caller's
// stack pointer where the entry point jumps to it), three registers a store,
// two stores a pass, from the lowest address up: 24 bytes of code (28 with
// four 16-bit stores a pass, the pointer in r1 and the result kept in ip,
// h-m4v; 36 with a frame), 12 more instructions a call than that (h-m4t).
// The pointer is ip (32-bit stores), so the result stays in r0.
// Writing below sp is safe on Cortex-M: there is no red zone in the AAPCS,
// so nothing of any code's lies there while this runs; what an interrupt
// writes there is its exception frame (hardware-pushed below sp, 8 or 26
// words with an aligner word) and its handler's frames, all dead once it
// returns, so the stores race with nothing of ours. An interrupt taken
// before the registers are zeroed pushes their values (the work's leftovers
// in r1-r3, ip) into the region's top, which the later stores overwrite (the
// frame routine left them below its region); one taken later pushes zeros,
// the result and return addresses. What a handler writes there after our
// stores passed is its own, not ours to clear. The region is the frame
// routine's reach (its saved registers and region) rounded up to whole
// passes: the same stack for the call_key, hash and oneshot classes.
// tests/embedded/scrub_depth.py --thumb reads the region from the
// subtraction from sp. The region is still a multiple of 48 bytes (two
// passes), so that no class's region shrank.
inline constexpr std::size_t scrub_m_region(Scrub c) noexcept {
  return (scrub_bytes(c) + 16 + 47) / 48 * 48;  // the frame routine's reach, whole passes
}
#define ASCON_SCRUB_M_T2_LOOP_  \
  "movs r1, #0\n\t"             \
  "movs r2, #0\n\t"             \
  "movs r3, #0\n"               \
  "1:\n\t"                      \
  "stmia ip!, {r1, r2, r3}\n\t" \
  "stmia ip!, {r1, r2, r3}\n\t" \
  "cmp sp, ip\n\t"              \
  "bne 1b"
template <Scrub C>
int scrub_return(int result) noexcept {
  constexpr std::size_t Region = scrub_m_region(C);
  static_assert(Region % 24 == 0 && Region < 65536);
  register int r0 __asm__("r0") = result;
  if constexpr (Region < 4096) {
    __asm__ volatile("sub ip, sp, #%c[d]\n\t" ASCON_SCRUB_M_T2_LOOP_
                     : "+r"(r0)
                     : [d] "i"(Region)
                     : "r1", "r2", "r3", "ip", "cc", "memory");
  } else {
    __asm__ volatile(
        "movw ip, #%c[d]\n\t"
        "sub ip, sp, ip\n\t" ASCON_SCRUB_M_T2_LOOP_
        : "+r"(r0)
        : [d] "i"(Region)
        : "r1", "r2", "r3", "ip", "cc", "memory");
  }
  return r0;
}
#undef ASCON_SCRUB_M_T2_LOOP_
#else
// Thumb-1: scrub_stack's size-configuration loop in a frame. Its frame must
// have no gap between the region and the saved registers (a word there would
// stay as the work left it): Thumb-1 holds the region's end in r7 (no lr as an
// operand of add), r4, r5, r7, lr: no padding. (Thumb-2's frame routine, before
// h-m4v, saved r4, r5, lr and named r6 clobbered so that it took the padding
// word's place.) tests/embedded/scrub_depth.py checks that the frame's sp
// subtraction is the region alone (a multiple of 64 bytes).
template <Scrub C>
int scrub_return(int result) noexcept {
  constexpr std::size_t Depth = scrub_bytes(C);
  static_assert(Depth % 64 == 0);
  alignas(8) std::uint32_t region[Depth / 4];
  std::uint32_t* p = region;
  __asm__ volatile(ASCON_SCRUB_M_LOOP_
                   : [p] "+l"(p), "+r"(result)
                   : [e] "r"(region + Depth / 4)
                   : "r1", "r2", "r3", "r4", "ip", "cc", "memory");
  return result;
}
#endif
template int scrub_return<Scrub::standard>(int) noexcept;
template int scrub_return<Scrub::oneshot>(int) noexcept;
template int scrub_return<Scrub::hash>(int) noexcept;
template int scrub_return<Scrub::bits>(int) noexcept;
template int scrub_return<Scrub::batch>(int) noexcept;
template int scrub_return<Scrub::protected_>(int) noexcept;
template int scrub_return<Scrub::call_key>(int) noexcept;
#endif
#undef ASCON_SCRUB_M_LOOP_
template void scrub_stack<Scrub::standard>() noexcept;
template void scrub_stack<Scrub::oneshot>() noexcept;
template void scrub_stack<Scrub::hash>() noexcept;
template void scrub_stack<Scrub::bits>() noexcept;
template void scrub_stack<Scrub::batch>() noexcept;
template void scrub_stack<Scrub::protected_>() noexcept;
template void scrub_stack<Scrub::call_key>() noexcept;
#endif  // ASCON_SCRUB_X86_64_ASM, ASCON_SCRUB_A64_ASM
}  // namespace ascon::capi

void ascon_memzero(void* p, size_t n) {
  if (p) ascon::secure_wipe(p, n);
}

// Each size function returns its macro; the C tests compare both, and the
// static_asserts tie the macros to the C++ constants.
#define ASCON_C_SIZE(fn, macro, cxx_value)                                  \
  static_assert((macro) == (cxx_value), #macro " disagrees with the core"); \
  size_t fn(void) { return macro; }

ASCON_C_SIZE(ascon_aead128_keybytes, ASCON_AEAD128_KEYBYTES, ascon::aead128_key_size)
ASCON_C_SIZE(ascon_aead128_masked_keybytes, ASCON_AEAD128_MASKED_KEYBYTES, ascon::aead128_masked_key_size)
ASCON_C_SIZE(ascon_aead128_noncebytes, ASCON_AEAD128_NONCEBYTES, ascon::aead128_nonce_size)
ASCON_C_SIZE(ascon_aead128_tagbytes, ASCON_AEAD128_TAGBYTES, ascon::aead128_tag_size)
ASCON_C_SIZE(ascon_aead128_min_tagbytes, ASCON_AEAD128_MIN_TAGBYTES, ascon::aead128_min_tag_size)
ASCON_C_SIZE(ascon_hash256_bytes, ASCON_HASH256_BYTES, ascon::hash256_digest_size)
ASCON_C_SIZE(ascon_xof128_blockbytes, ASCON_XOF128_BLOCKBYTES, ascon::Xof128::block_size)
ASCON_C_SIZE(ascon_cxof128_max_custombytes, ASCON_CXOF128_MAX_CUSTOMBYTES, ascon::cxof128_max_customization_size)
ASCON_C_SIZE(ascon_mac_keybytes, ASCON_MAC_KEYBYTES, ascon::Mac::key_size)
ASCON_C_SIZE(ascon_mac_bytes, ASCON_MAC_BYTES, ascon::Mac::tag_size)
ASCON_C_SIZE(ascon_prf_keybytes, ASCON_PRF_KEYBYTES, ascon::Prf::key_size)
ASCON_C_SIZE(ascon_prfshort_keybytes, ASCON_PRFSHORT_KEYBYTES, ascon::PrfShort::key_size)
ASCON_C_SIZE(ascon_prfshort_max_inputbytes, ASCON_PRFSHORT_MAX_INPUTBYTES, ascon::PrfShort::max_input_size)
ASCON_C_SIZE(ascon_prfshort_max_bytes, ASCON_PRFSHORT_MAX_BYTES, ascon::PrfShort::max_output_size)
ASCON_C_SIZE(ascon_v12_ascon128_keybytes, ASCON_V12_ASCON128_KEYBYTES, ascon::v12::Ascon128::key_size)
ASCON_C_SIZE(ascon_v12_ascon128a_keybytes, ASCON_V12_ASCON128A_KEYBYTES, ascon::v12::Ascon128a::key_size)
ASCON_C_SIZE(ascon_v12_ascon80pq_keybytes, ASCON_V12_ASCON80PQ_KEYBYTES, ascon::v12::Ascon80pq::key_size)
ASCON_C_SIZE(ascon_v12_aead_noncebytes, ASCON_V12_AEAD_NONCEBYTES, ascon::v12::Ascon128::nonce_size)
ASCON_C_SIZE(ascon_v12_aead_tagbytes, ASCON_V12_AEAD_TAGBYTES, ascon::v12::Ascon128::tag_size)
ASCON_C_SIZE(ascon_v12_hash_bytes, ASCON_V12_HASH_BYTES, ascon::v12::Hash::digest_size)
ASCON_C_SIZE(ascon_v12_mac_keybytes, ASCON_V12_MAC_KEYBYTES, ascon::v12::Mac::key_size)
ASCON_C_SIZE(ascon_v12_mac_bytes, ASCON_V12_MAC_BYTES, ascon::v12::Mac::tag_size)

// State sizes: the macro must be the size of the C type (the Box static_asserts
// check that the C++ object fits).
#define ASCON_C_STATE_SIZE(name, macro) ASCON_C_SIZE(name##_size, macro, sizeof(name))

// libascon's state types are its ABI: exactly these sizes, aligned for a uint64_t,
// a pointer and a double, whatever the C99 edition (ASCON_C99) sizes its own to.
#ifdef ASCON_C99
#error "libascon is built without ASCON_C99: that macro selects the C99 edition's smaller states"
#endif
constexpr std::size_t abi_state_align = alignof(std::uint64_t) > alignof(void*)
                                            ? (alignof(std::uint64_t) > alignof(double) ? alignof(std::uint64_t)
                                                                                        : alignof(double))
                                            : (alignof(void*) > alignof(double) ? alignof(void*) : alignof(double));
#define ASCON_C_ABI_STATE(name, size) \
  static_assert(sizeof(name) == (size) && alignof(name) == abi_state_align, #name " changed libascon's ABI")
ASCON_C_ABI_STATE(ascon_aead128_encrypt_state, 320);
ASCON_C_ABI_STATE(ascon_aead128_decrypt_state, 320);
ASCON_C_ABI_STATE(ascon_aead128_truncated_key, 192);
ASCON_C_ABI_STATE(ascon_hash256_state, 128);
ASCON_C_ABI_STATE(ascon_xof128_state, 128);
ASCON_C_ABI_STATE(ascon_cxof128_state, 128);
ASCON_C_ABI_STATE(ascon_mac_state, 128);
ASCON_C_ABI_STATE(ascon_prf_state, 128);

ASCON_C_STATE_SIZE(ascon_hash256_state, ASCON_HASH256_STATE_SIZE)
ASCON_C_STATE_SIZE(ascon_xof128_state, ASCON_XOF128_STATE_SIZE)
ASCON_C_STATE_SIZE(ascon_cxof128_state, ASCON_CXOF128_STATE_SIZE)
ASCON_C_STATE_SIZE(ascon_mac_state, ASCON_MAC_STATE_SIZE)
ASCON_C_STATE_SIZE(ascon_prf_state, ASCON_PRF_STATE_SIZE)
ASCON_C_STATE_SIZE(ascon_aead128_encrypt_state, ASCON_AEAD128_ENCRYPT_STATE_SIZE)
ASCON_C_STATE_SIZE(ascon_aead128_decrypt_state, ASCON_AEAD128_DECRYPT_STATE_SIZE)
ASCON_C_STATE_SIZE(ascon_v12_hash_state, ASCON_V12_HASH_STATE_SIZE)
ASCON_C_STATE_SIZE(ascon_v12_hasha_state, ASCON_V12_HASHA_STATE_SIZE)
ASCON_C_STATE_SIZE(ascon_v12_xof_state, ASCON_V12_XOF_STATE_SIZE)
ASCON_C_STATE_SIZE(ascon_v12_xofa_state, ASCON_V12_XOFA_STATE_SIZE)
ASCON_C_STATE_SIZE(ascon_v12_mac_state, ASCON_V12_MAC_STATE_SIZE)
ASCON_C_STATE_SIZE(ascon_v12_maca_state, ASCON_V12_MACA_STATE_SIZE)
ASCON_C_STATE_SIZE(ascon_v12_prf_state, ASCON_V12_PRF_STATE_SIZE)
ASCON_C_STATE_SIZE(ascon_v12_prfa_state, ASCON_V12_PRFA_STATE_SIZE)
ASCON_C_STATE_SIZE(ascon_v12_ascon128_encrypt_state, ASCON_V12_ASCON128_ENCRYPT_STATE_SIZE)
ASCON_C_STATE_SIZE(ascon_v12_ascon128_decrypt_state, ASCON_V12_ASCON128_DECRYPT_STATE_SIZE)
ASCON_C_STATE_SIZE(ascon_v12_ascon128a_encrypt_state, ASCON_V12_ASCON128A_ENCRYPT_STATE_SIZE)
ASCON_C_STATE_SIZE(ascon_v12_ascon128a_decrypt_state, ASCON_V12_ASCON128A_DECRYPT_STATE_SIZE)
ASCON_C_STATE_SIZE(ascon_v12_ascon80pq_encrypt_state, ASCON_V12_ASCON80PQ_ENCRYPT_STATE_SIZE)
ASCON_C_STATE_SIZE(ascon_v12_ascon80pq_decrypt_state, ASCON_V12_ASCON80PQ_DECRYPT_STATE_SIZE)
