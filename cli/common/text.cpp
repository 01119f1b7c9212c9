// SPDX-License-Identifier: Apache-2.0 OR MIT
#include "common/text.hpp"

#include <cstdio>

namespace ascon::cli {

std::string to_hex(std::span<const std::uint8_t> bytes) {
  static constexpr char digits[] = "0123456789abcdef";
  std::string s(2 * bytes.size(), '0');
  for (std::size_t i = 0; i < bytes.size(); ++i) {
    s[2 * i] = digits[bytes[i] >> 4];
    s[2 * i + 1] = digits[bytes[i] & 15];
  }
  return s;
}

namespace {
int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}
}  // namespace

bool is_hex(std::string_view s) {
  for (char c : s)
    if (hex_value(c) < 0) return false;
  return true;
}

bool from_hex(std::string_view hex, std::span<std::uint8_t> out) {
  if (hex.size() != 2 * out.size() || !is_hex(hex)) return false;
  for (std::size_t i = 0; i < out.size(); ++i)
    out[i] = static_cast<std::uint8_t>(hex_value(hex[2 * i]) << 4 | hex_value(hex[2 * i + 1]));
  return true;
}

bool name_needs_escape(std::string_view name) { return name.find_first_of("\\\n\r") != std::string_view::npos; }

std::string escape_name(std::string_view name) {
  std::string out;
  out.reserve(name.size() + 4);
  for (char c : name) {
    switch (c) {
      case '\\':
        out += "\\\\";
        break;
      case '\n':
        out += "\\n";
        break;
      case '\r':
        out += "\\r";
        break;
      default:
        out += c;
    }
  }
  return out;
}

std::optional<std::string> unescape_name(std::string_view s) {
  std::string out;
  out.reserve(s.size());
  for (std::size_t i = 0; i < s.size(); ++i) {
    const char c = s[i];
    if (c == '\0') return std::nullopt;
    if (c != '\\') {
      out += c;
      continue;
    }
    if (++i == s.size()) return std::nullopt;
    switch (s[i]) {
      case '\\':
        out += '\\';
        break;
      case 'n':
        out += '\n';
        break;
      case 'r':
        out += '\r';
        break;
      default:
        return std::nullopt;
    }
  }
  return out;
}

std::string quote_name(std::string_view name) {
  auto safe = [](unsigned char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c >= 0x80 ||
           std::string_view("%+,-./:@_").find(static_cast<char>(c)) != std::string_view::npos;
  };
  bool all_safe = !name.empty(), has_control = false, has_single = false, double_ok = true;
  for (unsigned char c : name) {
    if (!safe(c)) all_safe = false;
    if (c < 0x20 || c == 0x7f) has_control = true;
    if (c == '\'') has_single = true;
    if (c == '"' || c == '$' || c == '`' || c == '\\' || c == '!') double_ok = false;
  }
  if (all_safe) return std::string(name);
  if (has_single && double_ok && !has_control) {
    std::string out(1, '"');  // built piecewise: gcc 12 warns falsely on "\"" + string
    out.append(name).push_back('"');
    return out;
  }
  std::string out = "'";
  for (unsigned char c : name) {
    if (c == '\'') {
      out += "'\\''";
    } else if (c < 0x20 || c == 0x7f) {
      char buf[8];
      if (c == '\n')
        std::snprintf(buf, sizeof buf, "\\n");
      else if (c == '\t')
        std::snprintf(buf, sizeof buf, "\\t");
      else if (c == '\r')
        std::snprintf(buf, sizeof buf, "\\r");
      else
        std::snprintf(buf, sizeof buf, "\\%03o", c);
      out += "'$'";
      out += buf;
      out += "''";
    } else {
      out += static_cast<char>(c);
    }
  }
  out += "'";
  // Drop the empty '' pieces that control characters at the ends leave behind.
  if (out.size() > 2 && out.compare(0, 3, "''$") == 0) out.erase(0, 2);
  if (out.size() > 2 && out.compare(out.size() - 2, 2, "''") == 0 && out[out.size() - 3] == '\'')
    out.resize(out.size() - 2);
  return out;
}

std::optional<std::uint64_t> parse_uint(std::string_view s, std::uint64_t min, std::uint64_t max) {
  if (s.empty() || s.size() > 19) return std::nullopt;
  std::uint64_t v = 0;
  for (char c : s) {
    if (c < '0' || c > '9') return std::nullopt;
    v = v * 10 + static_cast<std::uint64_t>(c - '0');
  }
  if (v < min || v > max) return std::nullopt;
  return v;
}

}  // namespace ascon::cli
