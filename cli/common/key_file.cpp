#include "common/key_file.hpp"

#include <algorithm>
#include <ascon/ct.hpp>

namespace ascon::cli {

namespace {

// 1 if v < 0, else 0, for |v| < 2^31 (arithmetic shift, defined in C++20).
constexpr std::uint32_t negative(std::int32_t v) { return static_cast<std::uint32_t>(v >> 31) & 1; }

// The digit for nibble n (0..15), lower-case, without a branch.
constexpr char hex_digit(std::uint32_t n) {
  // '0' + n, plus ('a' - '0' - 10) when n > 9.
  return static_cast<char>('0' + n + ((negative(9 - static_cast<std::int32_t>(n)) * 39)));
}

// The value of hex digit c; sets `bad` if c is not one. No branch on c.
constexpr std::uint32_t hex_value(unsigned char c, std::uint32_t& bad) {
  const std::int32_t d = static_cast<std::int32_t>(c) - '0';
  const std::int32_t x = static_cast<std::int32_t>(c | 0x20) - 'a';
  const std::uint32_t is_digit = negative(~d & (d - 10));  // 0 <= d < 10
  const std::uint32_t is_alpha = negative(~x & (x - 6));   // 0 <= x < 6
  bad |= 1 ^ (is_digit | is_alpha);
  return (static_cast<std::uint32_t>(d) & (0u - is_digit)) | (static_cast<std::uint32_t>(x + 10) & (0u - is_alpha));
}

std::string_view trim(std::string_view s) {
  const auto ws = " \t\r";
  const auto b = s.find_first_not_of(ws);
  if (b == std::string_view::npos) return {};
  return s.substr(b, s.find_last_not_of(ws) - b + 1);
}

}  // namespace

std::string format_key_text(std::span<const std::uint8_t, key_file_key_size> key, std::string_view comment) {
  std::string s;
  std::string_view rest = comment;
  while (!rest.empty()) {
    const auto eol = rest.find('\n');
    s += "# ";
    s += rest.substr(0, eol);
    s += '\n';
    rest = eol == std::string_view::npos ? std::string_view{} : rest.substr(eol + 1);
  }
  for (const std::uint8_t b : key) {
    s.push_back(hex_digit(b >> 4));
    s.push_back(hex_digit(b & 15));
  }
  s.push_back('\n');
  return s;  // the caller wipes it after writing
}

bool parse_key_text(std::string_view text, std::span<std::uint8_t, key_file_key_size> key, std::string& problem) {
  std::fill(key.begin(), key.end(), std::uint8_t{0});
  // Exactly 16 bytes is the raw key: a text key needs 32 digits, so the size
  // alone decides, without looking at the (secret) content.
  if (text.size() == key.size()) {
    std::copy(text.begin(), text.end(), key.begin());
    return true;
  }
  int key_lines = 0;
  std::uint32_t bad = 0;
  std::size_t line_no = 0, bad_line = 0, extra_line = 0;
  while (!text.empty()) {
    const std::size_t eol = text.find('\n');
    const std::string_view line = trim(text.substr(0, eol));
    text = eol == std::string_view::npos ? std::string_view{} : text.substr(eol + 1);
    ++line_no;
    if (line.empty() || line.front() == '#') continue;
    if (++key_lines > 1) {
      extra_line = line_no;
      break;
    }
    if (line.size() != 2 * key.size()) {
      bad_line = line_no;
      continue;
    }
    for (std::size_t i = 0; i < key.size(); ++i) {
      const std::uint32_t hi = hex_value(static_cast<unsigned char>(line[2 * i]), bad);
      const std::uint32_t lo = hex_value(static_cast<unsigned char>(line[2 * i + 1]), bad);
      key[i] = static_cast<std::uint8_t>((hi << 4) | lo);
    }
    if (bad) bad_line = line_no;
  }
  if (key_lines == 1 && bad_line == 0 && extra_line == 0) return true;
  secure_wipe(key.data(), key.size());
  if (extra_line) problem = "more than one key line (line " + std::to_string(extra_line) + ")";
  else if (key_lines == 0) problem = "no key line (expected 32 hex digits, or 16 raw bytes)";
  else problem = "line " + std::to_string(bad_line) + " is not 32 hex digits";
  return false;
}

}  // namespace ascon::cli
