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
  for (std::uint32_t *s = __data_load, *d = __data_start; d < __data_end;) *d++ = *s++;
  for (std::uint32_t* d = __bss_start; d < __bss_end;) *d++ = 0;
  for (auto f = __init_array_start; f < __init_array_end; ++f) (*f)();
  semihost::exit(main());
}

[[noreturn]] void ascon_fault() {
  semihost::write0("kat: error: processor fault (unaligned access, bad address or undefined instruction)\n");
  semihost::exit(1);
}

#if defined(__arm__)
// Cortex-M: initial stack pointer, reset, then NMI, HardFault, and the
// configurable faults (absent on v6-M, harmless there).
__attribute__((section(".vectors"), used)) void* const ascon_vectors[16] = {
    __stack_top, reinterpret_cast<void*>(ascon_reset), reinterpret_cast<void*>(ascon_fault),
    reinterpret_cast<void*>(ascon_fault), reinterpret_cast<void*>(ascon_fault), reinterpret_cast<void*>(ascon_fault),
    reinterpret_cast<void*>(ascon_fault)};
#elif defined(__riscv)
// RISC-V: QEMU's virt machine jumps to the start of RAM in machine mode.
__attribute__((section(".vectors"), naked, used)) void ascon_start() {
  __asm__ volatile(
      ".option push\n.option norelax\n"
      "la sp, __stack_top\n"
      "la t0, ascon_trap\n"
      "csrw mtvec, t0\n"
      ".option pop\n"
      "j ascon_reset\n");
}
__attribute__((aligned(4), used)) void ascon_trap() { ascon_fault(); }
#endif
}
