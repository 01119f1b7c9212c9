// SPDX-License-Identifier: Apache-2.0 OR MIT
// The checksum-list parser behind `asconsum --check`: the line formats of GNU
// coreutils (hex, blank, marker, name; BSD "TAG (name) = hex"; a leading
// backslash for escaped names). Its own file so the fuzz target can build it.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "algorithms.hpp"

namespace asconsum {

// One line of a checksum file, parsed.
struct ListedFile {
  std::size_t line_number = 0;
  bool well_formed = false;
  std::string name;
  std::vector<std::uint8_t> expected;
};

// Every non-blank, non-comment line of `text`. A line naming "-" is not well
// formed when the list itself is standard input.
std::vector<ListedFile> parse_list(const std::string& text, const Settings& settings, bool list_is_stdin);

}  // namespace asconsum
