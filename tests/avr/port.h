/* The debug ports of tests/avr/simrun.c: characters out, exact cycle marks
 * and the exit status, through the general-purpose I/O registers. */
#ifndef ASCON_AVR_PORT_H
#define ASCON_AVR_PORT_H

#include <avr/io.h>
#include <avr/pgmspace.h>
#include <stdint.h>

#define CYCLES_START() (GPIOR0 = 1)
#define CYCLES_STOP() (GPIOR0 = 2) /* simrun prints "cycles N" */

static void out_str(const char *s) {
  while (*s) GPIOR1 = (uint8_t)*s++;
}
static void out_num(unsigned long v) {
  char b[11];
  int i = 10;
  b[i] = 0;
  do b[--i] = (char)('0' + v % 10); while ((v /= 10) != 0);
  out_str(b + i);
}
static void sim_exit(uint8_t status) {
  GPIOR2 = status;
  for (;;) {
  }
}

#endif
