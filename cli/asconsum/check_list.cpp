// SPDX-License-Identifier: Apache-2.0 OR MIT
#include "check_list.hpp"

#include <string_view>

#include "common/text.hpp"

namespace asconsum {
namespace cli = ascon::cli;
namespace {

bool is_blank(char c) { return c == ' ' || c == '\t'; }

// The file name of a line, unescaped if the line started with a backslash.
bool take_name(std::string_view name, bool escaped, ListedFile& out) {
  if (!escaped) {
    out.name = std::string(name);
    return true;
  }
  auto n = cli::unescape_name(name);
  if (!n) return false;
  out.name = std::move(*n);
  return true;
}

// "TAG (name) = hex", after the "TAG (" (coreutils' bsd_split_3): the name
// ends at the LAST ')' of the line.
bool parse_bsd(std::string_view s, bool escaped, ListedFile& out) {
  const std::size_t close = s.rfind(')');
  if (close == std::string_view::npos) return false;
  std::size_t i = close + 1;
  while (i < s.size() && is_blank(s[i])) ++i;
  if (i >= s.size() || s[i] != '=') return false;
  ++i;
  while (i < s.size() && is_blank(s[i])) ++i;
  if (!cli::from_hex(s.substr(i), out.expected)) return false;
  return take_name(s.substr(0, close), escaped, out);
}

// One line, without its end-of-line (coreutils' split_3). bsd_reversed: -1
// unknown yet, 0 "hex  name" lines seen, 1 "hex name" (BSD `-r`) lines seen;
// the two are not mixed in one file.
bool parse_line(std::string_view s, const Settings& settings, int& bsd_reversed, ListedFile& out) {
  const std::size_t hex_len = 2 * settings.output_size;
  out.expected.assign(settings.output_size, 0);
  std::size_t i = 0;
  while (i < s.size() && is_blank(s[i])) ++i;
  bool escaped = false;
  if (i < s.size() && s[i] == '\\') {
    ++i;
    escaped = true;
  }
  // A BSD line starts with the algorithm's tag: today's (ASCON-HASH-V12) or
  // a name it had before (ASCON-HASH), so lists older asconsum wrote still check.
  const std::size_t word_end = s.find_first_of(" (", i);
  if (word_end != std::string_view::npos && find_algorithm(s.substr(i, word_end - i)) == settings.algorithm) {
    i = word_end;
    if (s[i] == ' ') ++i;
    if (i < s.size() && s[i] == '(') return parse_bsd(s.substr(i + 1), escaped, out);
    return false;
  }
  if (s.size() - i < hex_len + 2) return false;  // hex, a blank, at least one character of name
  const std::string_view hex = s.substr(i, hex_len);
  i += hex_len;
  if (!is_blank(s[i])) return false;
  ++i;
  if (!cli::from_hex(hex, out.expected)) return false;
  if (s.size() - i == 1 || (s[i] != ' ' && s[i] != '*')) {
    if (bsd_reversed == 0) return false;
    bsd_reversed = 1;
  } else if (bsd_reversed != 1) {
    bsd_reversed = 0;
    ++i;  // the text/binary marker; both read the same bytes here
  }
  return take_name(s.substr(i), escaped, out);
}

}  // namespace

std::vector<ListedFile> parse_list(const std::string& text, const Settings& settings, bool list_is_stdin) {
  std::vector<ListedFile> out;
  int bsd_reversed = -1;
  std::size_t number = 0;
  for (std::size_t pos = 0; pos < text.size();) {
    std::size_t end = text.find('\n', pos);
    if (end == std::string::npos) end = text.size();
    std::string_view line(text.data() + pos, end - pos);
    pos = end + 1;
    ++number;
    if (!line.empty() && line.front() == '#') continue;  // comment
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    if (line.empty()) continue;
    ListedFile f;
    f.line_number = number;
    // No file name holds a NUL byte (unescape_name refuses one too): such a
    // line is improperly formatted, escaped or not.
    f.well_formed = parse_line(line, settings, bsd_reversed, f) && f.name.find('\0') == std::string::npos &&
                    !(list_is_stdin && f.name == "-");
    out.push_back(std::move(f));
  }
  return out;
}

}  // namespace asconsum
