// SPDX-License-Identifier: Apache-2.0 OR MIT
// Prints Ascon-Hash256("abc"); the script compares it with the known digest.
#include <ascon/ascon.hpp>
#include <array>
#include <cstdio>

int main() {
  const std::array<std::uint8_t, 3> abc{'a', 'b', 'c'};
  for (auto b : ascon::Hash256::hash(abc)) std::printf("%02x", b);
  std::printf("\n");
}
