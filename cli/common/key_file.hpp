// SPDX-License-Identifier: Apache-2.0 OR MIT
// Key files, shared by every tool that takes a key (`ascon -k`, `asconsum
// --key-file`), so a key made by `ascon keygen` works everywhere and every
// tool checks it the same way.
//
// A key file is text (docs/file-format.md, "Key files"): comment lines
// starting with '#', blank lines, at most one "purpose: WORD" line, and one
// line of 32 hex digits (the 16-byte key). Raw binary key files are not
// accepted: any 16 bytes, a typed password included, would pass for a key.
//
// Constant time: the parser may branch on the file's layout (where lines end,
// which are blank or comments) but not on the key digits' values; hex is
// decoded without branches or table look-ups (checked by tests/ct/ct_key_file).
// No copy of the text is left in memory: the loader reads into one buffer
// that never grows and is wiped, and formatting reserves its size once.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>

namespace ascon::cli {

inline constexpr std::size_t key_file_key_size = 16;
inline constexpr std::size_t key_file_max_size = 4096;

// What a key is for. One key should serve one purpose: a key used both for
// file encryption and for MACs/PRFs (cross-protocol use) is weaker than two.
// Files without a purpose line (written before it existed) are `any`.
enum class KeyPurpose { any, file_encryption, mac };
// "file-encryption", "mac" (the word in the purpose line); "" for any.
std::string_view purpose_name(KeyPurpose p);

// The text of a key file holding `key`, with `comment` lines (each without
// the leading "# ") at the top and a purpose line unless `purpose` is any.
// The caller wipes the result.
std::string format_key_text(std::span<const std::uint8_t, key_file_key_size> key, std::string_view comment,
                            KeyPurpose purpose = KeyPurpose::any);

// Parses key-file text into `key` and `purpose`. On failure returns false,
// leaves `key` zeroed and says why in `problem` (without the file name).
bool parse_key_text(std::string_view text, std::span<std::uint8_t, key_file_key_size> key, KeyPurpose& purpose,
                    std::string& problem);
inline bool parse_key_text(std::string_view text, std::span<std::uint8_t, key_file_key_size> key,
                           std::string& problem) {
  KeyPurpose purpose{};
  return parse_key_text(text, key, purpose, problem);
}

// Reads the key file at `path` ("-": standard input) into `key` for use as
// `use`. Refuses (throws cli::Failure with exit status `exit_code`, message
// "key file NAME ...") a regular file that others can write or that is not
// owned by the user, a file that is not a key file, and a key whose purpose
// line names another use; warns when others can read it.
void load_key_file(const std::string& path, std::span<std::uint8_t, key_file_key_size> key, KeyPurpose use,
                   int exit_code);

}  // namespace ascon::cli
