// SPDX-License-Identifier: Apache-2.0 OR MIT
// Text helpers for the command-line tools: hex, file-name escaping as GNU
// coreutils writes checksum lines, shell-style quoting of names in messages,
// and strict number parsing.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace ascon::cli {

// Lower-case hex of the bytes.
std::string to_hex(std::span<const std::uint8_t> bytes);
// Decodes hex (either case) into out; false if `hex` is not exactly
// 2 * out.size() hex digits.
bool from_hex(std::string_view hex, std::span<std::uint8_t> out);
bool is_hex(std::string_view s);

// Checksum-line escaping (coreutils): a name containing '\\', '\n' or '\r'
// is written with those as "\\\\", "\\n", "\\r", and the whole line then
// starts with a backslash.
bool name_needs_escape(std::string_view name);
std::string escape_name(std::string_view name);
// The inverse; nullopt for a dangling backslash, an unknown escape or a NUL.
std::optional<std::string> unescape_name(std::string_view escaped);

// A name as coreutils quotes it in messages: as is when it is made of safe
// characters, else in single quotes ('a b'), double quotes for a name with a
// single quote ("it's"), control characters as $'\n'.
std::string quote_name(std::string_view name);

// A decimal number in [min, max], nothing else (no sign, no spaces, no suffix).
std::optional<std::uint64_t> parse_uint(std::string_view s, std::uint64_t min, std::uint64_t max);

}  // namespace ascon::cli
