// SPDX-License-Identifier: Apache-2.0 OR MIT
// Constant-time check of the key-file parser both CLIs use
// (cli/common/key_file.cpp), by the same ctgrind method as ct_check.cpp: the
// 32 key digits inside a key file's text are marked secret (undefined), the
// parser runs, and valgrind memcheck reports any branch or memory index that
// depends on them. The file's layout (where lines end, comments, blanks) is
// public; only the digits' values are secret.
//
// Built a second time with ASCON_CT_PLANT_KEY_FILE_LEAK, the parser decodes
// hex with ordinary comparisons (planted_hex_value): that build must be
// reported, at that function.
#include <ascon/ct.hpp>
#include <cstdio>

#include "ct_util.hpp"
#include <string>

#include "common/key_file.hpp"

namespace {

using namespace ct;  // Bytes, pattern, ct_mark_secret/public, failures (ct_util.hpp)

// Parses `before + digits + after` with the digits secret; returns the
// (declassified) verdict and, in `key`, the declassified key.
bool parse_with_secret_digits(const std::string& before, const std::string& digits, const std::string& after,
                              std::array<std::uint8_t, 16>& key) {
  std::string text = before + digits + after;
  ct_mark_secret(text.data() + before.size(), digits.size());
  std::string problem;
  bool ok = ascon::cli::parse_key_text(text, key, problem);
  ct_mark_public(&ok, sizeof ok);
  ct_mark_public(key.data(), key.size());
  ascon::secure_wipe(text.data(), text.size());
  return ok;
}

}  // namespace

int main() {
  ct::program = "ct_key_file";
  const std::array<std::uint8_t, 16> want = {0x00, 0x19, 0x2a, 0x3b, 0x4c, 0x5d, 0x6e, 0x7f,
                                             0x80, 0x91, 0xa2, 0xb3, 0xc4, 0xd5, 0xe6, 0xff};
  std::array<std::uint8_t, 16> key{};
  // Lower case, upper case, comments, blanks, CR LF, a purpose line.
  CT_CHECK(parse_with_secret_digits("", "00192a3b4c5d6e7f8091a2b3c4d5e6ff", "\n", key) && key == want);
  CT_CHECK(parse_with_secret_digits("# ascon key\n\n  ", "00192A3B4C5D6E7F8091A2B3C4D5E6FF", " \r\n# end\n", key) &&
           key == want);
  CT_CHECK(parse_with_secret_digits("# k\npurpose: mac\n", "00192a3b4c5d6e7f8091a2b3c4d5e6ff", "", key) && key == want);
  // Bad digits anywhere: rejected (the verdict is public), key zeroed.
  for (const char* bad : {"g0192a3b4c5d6e7f8091a2b3c4d5e6ff", "00192a3b4c5d6e7f8091a2b3c4d5e6f:",
                          "00192a3b4c5d6e7f8091a2b3c4d5e6f/", "0019`a3b4c5d6e7f8091a2b3c4d5e6ff"}) {
    CT_CHECK(!parse_with_secret_digits("# c\n", bad, "\n", key));
    CT_CHECK((key == std::array<std::uint8_t, 16>{}));
  }
  std::printf("ct_key_file: %s\n", failures ? "FAILED" : "ok");
  return failures ? 1 : 0;
}
