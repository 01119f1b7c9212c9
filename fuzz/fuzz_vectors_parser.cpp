// SPDX-License-Identifier: Apache-2.0 OR MIT
// Fuzzes the known-answer file parser (tests/vectors.hpp, kat::parse): any
// input either parses or throws std::runtime_error (never crashes, hangs or
// reads out of bounds), and what parsed survives a round trip: written back
// in the same "Name = VALUE" format and parsed again, it gives the same
// records. Hex decoding of every field either succeeds with half as many
// bytes or throws, and re-encodes to the same digits.
#include <cctype>
#include <sstream>
#include <stdexcept>
#include <string>

#include "fuzz_input.hpp"
#include "vectors.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::istringstream in(std::string(reinterpret_cast<const char*>(data), size));
  std::vector<kat::Record> recs;
  try {
    recs = kat::parse(in);
  } catch (const std::runtime_error&) {
    return 0;  // a malformed file is reported, not accepted
  }
  std::ostringstream out;
  for (const auto& r : recs) {
    FUZZ_CHECK(!r.fields.empty() && r.line > 0, "parse");
    for (const auto& [k, v] : r.fields) {
      FUZZ_CHECK(k.find('\n') == std::string::npos && v.find('\n') == std::string::npos, "parse");
      out << k << " = " << v << "\n";
      try {
        const kat::Bytes b = kat::hex(v);
        FUZZ_CHECK(b.size() * 2 == v.size(), "hex");
        std::string upper = v;
        for (char& ch : upper) ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
        FUZZ_CHECK(kat::to_hex(b) == upper, "hex");
      } catch (const std::runtime_error&) {
      }
    }
    out << "\n";
  }
  // Keys or values that the writer cannot express unambiguously ('=' in a
  // key, surrounding blanks) are outside the round-trip property.
  for (const auto& r : recs)
    for (const auto& [k, v] : r.fields)
      if (k.empty() || k.find('=') != std::string::npos || k.find('\r') != std::string::npos ||
          v.find('\r') != std::string::npos)
        return 0;
  std::istringstream again(out.str());
  const auto recs2 = kat::parse(again);
  FUZZ_CHECK(recs2.size() == recs.size(), "round trip");
  for (std::size_t i = 0; i < recs.size(); ++i) FUZZ_CHECK(recs2[i].fields == recs[i].fields, "round trip");
  return 0;
}
