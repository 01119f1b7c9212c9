// SPDX-License-Identifier: Apache-2.0 OR MIT
// The test-vector blocks of docs/file-format.md: written by make_vectors,
// read back by test_fileformat so the document cannot drift from the code.
//
//   vector:      a name
//   key:         hex            (continuation lines start with spaces)
//   salt:        hex
//   chunk size:  decimal
//   plaintext:   hex, or "(empty)"
//   header key:  hex
//   payload key: hex
//   file:        hex
#pragma once

#include <algorithm>
#include <cstdint>
#include <fstream>
#include <map>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace fileformat_vectors {

using Record = std::map<std::string, std::string>;  // field -> value (hex without spaces)

inline std::vector<Record> parse(const std::string& markdown_path) {
  std::ifstream f(markdown_path);
  if (!f) throw std::runtime_error("cannot open " + markdown_path);
  std::vector<Record> out;
  std::string line, last_field;
  while (std::getline(f, line)) {
    if (line.rfind("vector:", 0) == 0) out.emplace_back();
    if (out.empty()) continue;
    if (line.rfind("```", 0) == 0 || line.empty()) {
      last_field.clear();
      continue;
    }
    if (line[0] == ' ' && !last_field.empty()) {  // continuation of a long hex value
      for (char c : line)
        if (c != ' ') out.back()[last_field].push_back(c);
      continue;
    }
    const auto colon = line.find(':');
    if (colon == std::string::npos) {
      last_field.clear();
      continue;
    }
    last_field = line.substr(0, colon);
    std::string value = line.substr(colon + 1);
    const auto b = value.find_first_not_of(' ');
    value = b == std::string::npos ? "" : value.substr(b);
    if (last_field != "vector") value.erase(std::remove(value.begin(), value.end(), ' '), value.end());
    if (value == "(empty)") value.clear();
    out.back()[last_field] = value;
  }
  return out;
}

inline std::vector<std::uint8_t> unhex(const std::string& s) {
  if (s.size() % 2) throw std::runtime_error("odd-length hex: " + s);
  std::vector<std::uint8_t> v;
  for (std::size_t i = 0; i < s.size(); i += 2)
    v.push_back(static_cast<std::uint8_t>(std::stoi(s.substr(i, 2), nullptr, 16)));
  return v;
}

template <class Bytes>
std::string hex(const Bytes& b) {
  static const char* d = "0123456789abcdef";
  std::string s;
  for (std::uint8_t x : b) s += d[x >> 4], s += d[x & 15];
  return s;
}

}  // namespace fileformat_vectors
