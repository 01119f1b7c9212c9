// SPDX-License-Identifier: Apache-2.0 OR MIT
// Fuzzes the `asconsum --check` list parser (cli/asconsum/check_list.cpp):
// any input parses without crashing, hanging or reading out of bounds; every
// well-formed entry has a digest of exactly the algorithm's output size; and
// each well-formed entry survives a round trip: written back as asconsum
// writes it ("hex  name", escaped with a leading backslash when the name
// needs it) and parsed again, it gives the same name and digest.
#include <string>

#include "check_list.hpp"
#include "common/text.hpp"
#include "fuzz_input.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size < 2) return 0;
  // The first byte picks the algorithm (its tag is what BSD lines start with),
  // the second an output size for the variable-length ones.
  const auto algos = asconsum::algorithms();
  asconsum::Settings settings;
  settings.algorithm = &algos[data[0] % algos.size()];
  settings.output_size =
      asconsum::takes_length(settings.algorithm->kind) ? 1 + data[1] % 64 : settings.algorithm->default_size;
  const bool from_stdin = data[1] & 0x80;
  const std::string text(reinterpret_cast<const char*>(data + 2), size - 2);

  for (const auto& entry : asconsum::parse_list(text, settings, from_stdin)) {
    FUZZ_CHECK(entry.line_number > 0, "line numbers start at 1");
    if (!entry.well_formed) continue;
    FUZZ_CHECK(entry.expected.size() == settings.output_size, "digest size");
    FUZZ_CHECK(!(from_stdin && entry.name == "-"), "'-' refused when the list is standard input");
    if (entry.name.empty()) continue;  // only BSD lines can name "", and asconsum never writes one
    const bool escape = ascon::cli::name_needs_escape(entry.name);
    const std::string line = (escape ? "\\" : "") + ascon::cli::to_hex(entry.expected) + "  " +
                             (escape ? ascon::cli::escape_name(entry.name) : entry.name) + "\n";
    const auto again = asconsum::parse_list(line, settings, from_stdin);
    FUZZ_CHECK(again.size() == 1 && again[0].well_formed, "a written line parses");
    FUZZ_CHECK(again[0].name == entry.name && again[0].expected == entry.expected, "round trip");
  }
  return 0;
}
