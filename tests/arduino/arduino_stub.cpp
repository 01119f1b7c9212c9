// SPDX-License-Identifier: Apache-2.0 OR MIT
// The stand-in Arduino core (Arduino.h here): on AVR, Serial writes to
// tests/avr/simrun.c's character port and main() stops the simulation after
// setup() and one loop(); elsewhere (the Cortex-M compile check) characters
// go to a volatile sink. micros() is Timer1 at clk/8 on AVR (16 MHz: 0.5 us a
// tick, wraps after 32 ms), 0 elsewhere.
#include "Arduino.h"

#if defined(__AVR__)
#include <avr/io.h>
#define PUT_CHAR(c) (GPIOR1 = (uint8_t)(c))
#define STOP(status) (GPIOR2 = (status))
#else
static volatile uint8_t sink;
#define PUT_CHAR(c) (sink = (uint8_t)(c))
#define STOP(status) ((void)(status))
#endif

StubSerial Serial;

void StubSerial::begin(unsigned long) {}
size_t StubSerial::write(uint8_t c) {
  PUT_CHAR(c);
  return 1;
}
size_t StubSerial::print(const char* s) {
  size_t n = 0;
  while (*s) n += write(static_cast<uint8_t>(*s++));
  return n;
}
size_t StubSerial::print(unsigned long v, int base) {
  char b[33];
  int i = 32;
  b[i] = 0;
  do b[--i] = "0123456789ABCDEF"[v % base];
  while ((v /= base) != 0);
  return print(b + i);
}
size_t StubSerial::print(long v, int base) {
  if (v < 0) return write('-') + print(0ul - static_cast<unsigned long>(v), base);
  return print(static_cast<unsigned long>(v), base);
}

unsigned long micros() {
#if defined(__AVR__)
  return TCNT1 / 2;
#else
  return 0;
#endif
}

int main() {
#if defined(__AVR__)
  TCCR1B = _BV(CS11);  // Timer1 at clk/8
#endif
  setup();
  loop();
  STOP(0);
  for (;;) {
  }
}
