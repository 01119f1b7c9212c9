// Key files, shared by every tool that takes a key (`ascon -k`, `asconsum
// --key-file`), so a key made by `ascon keygen` works everywhere.
//
// A key file is text: comment lines starting with '#', blank lines, and one
// line of 32 hex digits (the 16-byte key). A file of exactly 16 bytes is the
// raw key. Hex is encoded and decoded without
// branches or table look-ups on the key digits, and callers wipe the text.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>

namespace ascon::cli {

inline constexpr std::size_t key_file_key_size = 16;

// The text of a key file holding `key`, with `comment` lines (each without
// the leading "# ") at the top.
std::string format_key_text(std::span<const std::uint8_t, key_file_key_size> key, std::string_view comment);

// Parses key-file text (or 16 raw bytes) into `key`. On failure returns false,
// leaves `key` zeroed and says why in `problem` (without the file name).
bool parse_key_text(std::string_view text, std::span<std::uint8_t, key_file_key_size> key, std::string& problem);

}  // namespace ascon::cli
