// SPDX-License-Identifier: Apache-2.0 OR MIT
// A stand-in for the parts of the Arduino core the example sketches use
// (Serial.begin/print/println, micros), so CI can compile a sketch the way
// the IDE does (the .ino as C++ with Arduino.h included first) with avr-gcc
// and arm-none-eabi-gcc, and run the AVR build under simavr. Not the real
// core: no pinMode, delay, interrupts or HardwareSerial buffering.
#pragma once

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#define DEC 10
#define HEX 16

class StubSerial {
 public:
  void begin(unsigned long baud);
  size_t write(uint8_t c);
  size_t print(const char* s);
  size_t print(char c) { return write(static_cast<uint8_t>(c)); }
  size_t print(unsigned long v, int base = DEC);
  size_t print(long v, int base = DEC);
  size_t print(unsigned int v, int base = DEC) { return print(static_cast<unsigned long>(v), base); }
  size_t print(int v, int base = DEC) { return print(static_cast<long>(v), base); }
  size_t println() { return print("\r\n"); }
  template <class T>
  size_t println(T v) {
    return print(v) + println();
  }
};
extern StubSerial Serial;

unsigned long micros();
void setup();
void loop();
