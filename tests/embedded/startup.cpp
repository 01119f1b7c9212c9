// SPDX-License-Identifier: Apache-2.0 OR MIT
// Minimal bare-metal start-up for the KAT driver: Cortex-M vector table (or
// the RISC-V entry point), .data copied from flash, .bss zeroed, static
// constructors run, main's result reported to the host over semihosting.
// Faults end the run with a message instead of hanging QEMU.
#include <cstdint>

#include "semihost.hpp"

extern "C" {
int main();
extern std::uint32_t __data_load[], __data_start[], __data_end[], __bss_start[], __bss_end[], __stack_top[];
extern void (*__init_array_start[])();
extern void (*__init_array_end[])();

[[noreturn]] void ascon_reset() {
#if ASCON_KAT_TRAP_UNALIGNED
  // v7-M: CCR.UNALIGN_TRP makes every unaligned word or halfword access fault,
  // as on a Cortex-M0 (QEMU does not fault them on its M0 model). The image is
  // built with -mno-unaligned-access, so only the code's own casts can trip it.
  *reinterpret_cast<volatile std::uint32_t*>(0xE000ED14) |= 1u << 3;
#endif
  for (std::uint32_t *s = __data_load, *d = __data_start; d < __data_end;) *d++ = *s++;
  for (std::uint32_t* d = __bss_start; d < __bss_end;) *d++ = 0;
  for (auto f = __init_array_start; f < __init_array_end; ++f) (*f)();
  semihost::exit(main());
}

// Reports the faulting instruction's address (find it with addr2line).
[[noreturn]] void ascon_fault_at(std::uintptr_t pc) {
  static char msg[] =
      "kat: error: processor fault (unaligned access, bad address or undefined instruction) at pc 0x00000000\n";
  char* hex = msg + sizeof msg - 10;
  for (int i = 7; i >= 0; --i, pc >>= 4) hex[i] = "0123456789abcdef"[pc & 15];
  semihost::write0(msg);
  semihost::exit(1);
}

#if defined(__arm__)
// The exception frame on the main stack holds the faulting pc at offset 24.
__attribute__((naked)) void ascon_fault() { __asm__ volatile("mrs r0, msp\nldr r0, [r0, #24]\nb ascon_fault_at\n"); }
#else
void ascon_fault() {
  std::uintptr_t pc;
  __asm__ volatile("csrr %0, mepc" : "=r"(pc));
  ascon_fault_at(pc);
}
#endif

#if defined(__arm__)
// Cortex-M: initial stack pointer, reset, then NMI, HardFault, and the
// configurable faults (absent on v6-M, harmless there).
__attribute__((section(".vectors"), used)) void* const ascon_vectors[16] = {__stack_top,
                                                                            reinterpret_cast<void*>(ascon_reset),
                                                                            reinterpret_cast<void*>(ascon_fault),
                                                                            reinterpret_cast<void*>(ascon_fault),
                                                                            reinterpret_cast<void*>(ascon_fault),
                                                                            reinterpret_cast<void*>(ascon_fault),
                                                                            reinterpret_cast<void*>(ascon_fault)};
#elif defined(__riscv)
// RISC-V: QEMU's virt machine jumps to the start of RAM in machine mode.
__attribute__((section(".vectors"), naked, used)) void ascon_start() {
  __asm__ volatile(
      ".option push\n.option norelax\n"
      "la gp, __global_pointer$\n"  // the linker relaxes small-data accesses to gp
      "la sp, __stack_top\n"
      "la t0, ascon_trap\n"
      "csrw mtvec, t0\n"
      ".option pop\n"
      "j ascon_reset\n");
}
__attribute__((aligned(4), used)) void ascon_trap() { ascon_fault(); }
#endif
}
