/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Runs an AVR program under simavr (libsimavr) with three debug ports, the
 * general-purpose I/O registers every ATmega has:
 *   GPIOR1 (data 0x4A)  a byte written is a character on stdout
 *   GPIOR0 (data 0x3E)  1 starts the cycle counter, 2 prints "cycles N" since the start
 *   GPIOR2 (data 0x4B)  ends the run with that byte as the exit status
 * Cycles are simavr's exact count. A program that runs past MAX_CYCLES, crashes
 * or sleeps with interrupts off without writing GPIOR2 fails (status 3).
 * usage: simrun MCU FIRMWARE.elf [MAX_CYCLES] */
#include <simavr/sim_avr.h>
#include <simavr/sim_elf.h>
#include <simavr/sim_io.h>
#include <stdio.h>
#include <stdlib.h>

static avr_cycle_count_t start;
static int exit_status = 3;

static void on_char(avr_t *avr, avr_io_addr_t addr, uint8_t v, void *param) {
  (void)avr, (void)addr, (void)param;
  putchar(v);
}
static void on_mark(avr_t *avr, avr_io_addr_t addr, uint8_t v, void *param) {
  (void)addr, (void)param;
  if (v == 1) start = avr->cycle;
  if (v == 2) printf("cycles %llu\n", (unsigned long long)(avr->cycle - start));
}
static void on_exit_port(avr_t *avr, avr_io_addr_t addr, uint8_t v, void *param) {
  (void)addr, (void)param;
  exit_status = v;
  avr->state = cpu_Done;
}

int main(int argc, char **argv) {
  static elf_firmware_t fw; /* zeroed */
  avr_t *avr;
  unsigned long long max_cycles = argc > 3 ? strtoull(argv[3], NULL, 0) : 20000000000ull;
  if (argc < 3) {
    fprintf(stderr, "usage: simrun MCU FIRMWARE.elf [MAX_CYCLES]\n");
    return 2;
  }
  if (elf_read_firmware(argv[2], &fw) != 0) {
    fprintf(stderr, "simrun: cannot read %s\n", argv[2]);
    return 2;
  }
  avr = avr_make_mcu_by_name(argv[1]);
  if (!avr) {
    fprintf(stderr, "simrun: unknown MCU %s\n", argv[1]);
    return 2;
  }
  avr_init(avr);
  avr->log = 0;
  avr_load_firmware(avr, &fw);
  avr_register_io_write(avr, 0x4A, on_char, NULL);
  avr_register_io_write(avr, 0x3E, on_mark, NULL);
  avr_register_io_write(avr, 0x4B, on_exit_port, NULL);
  for (;;) {
    int state = avr_run(avr);
    if (state == cpu_Done || state == cpu_Crashed) break;
    if (avr->cycle > max_cycles) {
      fprintf(stderr, "simrun: more than %llu cycles, stopped\n", max_cycles);
      break;
    }
  }
  fflush(stdout);
  if (exit_status == 3) fprintf(stderr, "simrun: the program ended without an exit status\n");
  return exit_status;
}
