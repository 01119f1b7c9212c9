/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The debug ports of the simulators: on AVR those of tests/avr/simrun.c
 * (characters out, exact cycle marks and the exit status, through the
 * general-purpose I/O registers); on STM8 (SDCC) ucsim's simulator
 * interface at 0x7fff ('w' + a byte writes it out, 's' stops). */
#ifndef ASCON_AVR_PORT_H
#define ASCON_AVR_PORT_H

#include <stdint.h>

#if defined(__AVR__)
#include <avr/io.h>
#include <avr/pgmspace.h>
#define CYCLES_START() (GPIOR0 = 1)
#define CYCLES_STOP() (GPIOR0 = 2) /* simrun prints "cycles N" */
#define PUT_CHAR(c) (GPIOR1 = (uint8_t)(c))
#define STOP(status) (GPIOR2 = (status))
#else
#define SIMIF_ (*(volatile unsigned char *)0x7fff)
#define PROGMEM
#define pgm_read_byte(p) (*(const unsigned char *)(p))
#define PUT_CHAR(c) (SIMIF_ = 'w', SIMIF_ = (unsigned char)(c))
#define STOP(status) ((void)(status), SIMIF_ = 's')
#endif

static void out_str(const char *s) {
  while (*s) PUT_CHAR(*s++);
}
static void out_num(unsigned long v) {
  char b[11];
  int i = 10;
  b[i] = 0;
  do b[--i] = (char)('0' + v % 10);
  while ((v /= 10) != 0);
  out_str(b + i);
}
static void sim_exit(uint8_t status) {
  STOP(status);
  for (;;) {
  }
}

#endif
