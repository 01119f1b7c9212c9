// SPDX-License-Identifier: Apache-2.0 OR MIT
// ascon.h must be usable from C++ as well (extern "C", no C-only syntax).
#include <ascon.h>

#include <cstdint>
#include <cstdio>

int main() {
  ascon_xof128_state st;
  std::uint8_t out[4];
  if (ascon_xof128_init(&st) != ASCON_OK || ascon_xof128_final(&st, out, sizeof out) != ASCON_OK) return 1;
  std::printf("consumer (C++): ascon.h works from C++ (error string of code %d: \"%s\")\n", ASCON_ERR_AUTH,
              ascon_error_string(ASCON_ERR_AUTH));
  return 0;
}
