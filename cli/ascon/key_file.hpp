// Key files and secret randomness for `ascon keygen` / `-k KEYFILE`.
//
// The key-file syntax is shared with asconsum: see cli/common/key_file.hpp.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>

#include "file_format.hpp"

namespace ascon::fileenc {

// Fills `out` from the kernel's CSPRNG (getrandom, else /dev/urandom); throws on failure.
void random_bytes(std::span<std::uint8_t> out);

// The text of a key file for `key`.
std::string format_key_file(const FileKey& key);

// Parses key-file text; throws FormatError (naming `origin`) if it is not one.
FileKey parse_key_file(std::string_view text, const std::string& origin);

}  // namespace ascon::fileenc
