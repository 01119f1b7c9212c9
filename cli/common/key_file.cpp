// SPDX-License-Identifier: Apache-2.0 OR MIT
#include "common/key_file.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <ascon/ct.hpp>
#include <cerrno>
#include <cstring>

#include "common/app.hpp"
#include "common/file_reader.hpp"
#include "common/text.hpp"

namespace ascon::cli {

namespace {

using ascon::detail::declassify;

// 1 if v < 0, else 0, for |v| < 2^31 (arithmetic shift, defined in C++20).
constexpr std::uint32_t negative(std::int32_t v) { return static_cast<std::uint32_t>(v >> 31) & 1; }
// 1 if a == b, else 0, without a branch.
constexpr std::uint32_t equal(std::uint32_t a, std::uint32_t b) { return ((a ^ b) - 1) >> 31; }

// The digit for nibble n (0..15), lower-case, without a branch.
constexpr char hex_digit(std::uint32_t n) {
  // '0' + n, plus ('a' - '0' - 10) when n > 9.
  return static_cast<char>('0' + n + ((negative(9 - static_cast<std::int32_t>(n)) * 39)));
}

#if defined(ASCON_CT_PLANT_KEY_FILE_LEAK)
// The planted leak of tests/ct/ct_key_file: the obvious decoder, whose
// comparisons branch on the digit. tests/ct must report it here.
[[gnu::noinline]] std::uint32_t planted_hex_value(unsigned char c, std::uint32_t& bad) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  bad = 1;
  return 0;
}
#define ASCON_HEX_VALUE planted_hex_value
#else
#define ASCON_HEX_VALUE hex_value
#endif

// The value of hex digit c; sets `bad` if c is not one. No branch on c.
constexpr std::uint32_t hex_value(unsigned char c, std::uint32_t& bad) {
  const std::int32_t d = static_cast<std::int32_t>(c) - '0';
  const std::int32_t x = static_cast<std::int32_t>(c | 0x20) - 'a';
  const std::uint32_t is_digit = negative(~d & (d - 10));  // 0 <= d < 10
  const std::uint32_t is_alpha = negative(~x & (x - 6));   // 0 <= x < 6
  bad |= 1 ^ (is_digit | is_alpha);
  return (static_cast<std::uint32_t>(d) & (0u - is_digit)) | (static_cast<std::uint32_t>(x + 10) & (0u - is_alpha));
}

// The layout classes the parser branches on, computed without a branch and
// then declassified: where lines end, which characters are blanks and which
// lines are comments is public; a key digit is never one of these, so
// nothing about its value leaks.
enum : std::uint32_t { other = 0, newline = 1, blank = 2, hash = 4 };
std::uint32_t layout_class(char ch) {
  const auto c = static_cast<unsigned char>(ch);
  const std::uint32_t k =
      equal(c, '\n') * newline | (equal(c, ' ') | equal(c, '\t') | equal(c, '\r')) * blank | equal(c, '#') * hash;
  return declassify(k);
}

// The next line of `text` (without its '\n'), blanks trimmed at both ends.
std::string_view next_line(std::string_view& text) {
  std::size_t end = 0;
  while (end < text.size() && layout_class(text[end]) != newline) ++end;
  std::string_view line = text.substr(0, end);
  text.remove_prefix(std::min(end + 1, text.size()));
  while (!line.empty() && layout_class(line.front()) == blank) line.remove_prefix(1);
  while (!line.empty() && layout_class(line.back()) == blank) line.remove_suffix(1);
  return line;
}

constexpr std::string_view purpose_prefix = "purpose:";

}  // namespace

std::string_view purpose_name(KeyPurpose p) {
  switch (p) {
    case KeyPurpose::file_encryption:
      return "file-encryption";
    case KeyPurpose::mac:
      return "mac";
    case KeyPurpose::any:
      break;
  }
  return "";
}

std::string format_key_text(std::span<const std::uint8_t, key_file_key_size> key, std::string_view comment,
                            KeyPurpose purpose) {
  // The size first, so the string never reallocates (and frees a block
  // holding digits) once they are in it.
  std::size_t size = 2 * key.size() + 1;
  for (std::string_view rest = comment; !rest.empty();) {
    const auto eol = rest.find('\n');
    size += 3 + std::min(eol, rest.size());
    rest = eol == std::string_view::npos ? std::string_view{} : rest.substr(eol + 1);
  }
  if (purpose != KeyPurpose::any) size += purpose_prefix.size() + 2 + purpose_name(purpose).size();
  std::string s;
  s.reserve(size);
  for (std::string_view rest = comment; !rest.empty();) {
    const auto eol = rest.find('\n');
    s += "# ";
    s += rest.substr(0, eol);
    s += '\n';
    rest = eol == std::string_view::npos ? std::string_view{} : rest.substr(eol + 1);
  }
  if (purpose != KeyPurpose::any) {
    s += purpose_prefix;
    s += ' ';
    s += purpose_name(purpose);
    s += '\n';
  }
  for (const std::uint8_t b : key) {
    s.push_back(hex_digit(b >> 4));
    s.push_back(hex_digit(b & 15));
  }
  s.push_back('\n');
  return s;  // the caller wipes it after writing
}

bool parse_key_text(std::string_view text, std::span<std::uint8_t, key_file_key_size> key, KeyPurpose& purpose,
                    std::string& problem) {
  std::fill(key.begin(), key.end(), std::uint8_t{0});
  purpose = KeyPurpose::any;
  int key_lines = 0, purpose_lines = 0;
  std::size_t line_no = 0, bad_line = 0, extra_line = 0;
  std::string bad_purpose;
  while (!text.empty()) {
    const std::string_view line = next_line(text);
    ++line_no;
    // Blank and comment lines by their layout class; a key line is told from
    // a purpose line by its length (public): no branch on a key digit.
    if (line.empty() || layout_class(line.front()) == hash) continue;
    if (line.size() != 2 * key.size()) {
      if (line.starts_with(purpose_prefix)) {
        std::string_view word = line.substr(purpose_prefix.size());
        word.remove_prefix(std::min(word.find_first_not_of(" \t"), word.size()));
        if (word == purpose_name(KeyPurpose::file_encryption))
          purpose = KeyPurpose::file_encryption;
        else if (word == purpose_name(KeyPurpose::mac))
          purpose = KeyPurpose::mac;
        else if (bad_purpose.empty())
          bad_purpose = std::string(word);
        if (++purpose_lines > 1 && !extra_line) extra_line = line_no;
        continue;
      }
    }
    if (++key_lines > 1) {
      if (!extra_line) extra_line = line_no;
      continue;
    }
    if (line.size() != 2 * key.size()) {
      bad_line = line_no;
      continue;
    }
    std::uint32_t line_bad = 0;
    for (std::size_t i = 0; i < key.size(); ++i) {
      const std::uint32_t hi = ASCON_HEX_VALUE(static_cast<unsigned char>(line[2 * i]), line_bad);
      const std::uint32_t lo = ASCON_HEX_VALUE(static_cast<unsigned char>(line[2 * i + 1]), line_bad);
      key[i] = static_cast<std::uint8_t>((hi << 4) | lo);
    }
    // Whether the key line is well formed is public (the tool says so).
    if (declassify(line_bad)) bad_line = line_no;
  }
  if (key_lines == 1 && bad_line == 0 && extra_line == 0 && bad_purpose.empty()) return true;
  secure_wipe(key.data(), key.size());
  purpose = KeyPurpose::any;
  if (extra_line)
    problem = "more than one key or purpose line (line " + std::to_string(extra_line) + ")";
  else if (key_lines == 0)
    problem = "no key line (expected 32 hex digits)";
  else if (bad_line)
    problem = "line " + std::to_string(bad_line) + " is not 32 hex digits";
  else
    problem = "unknown purpose '" + bad_purpose + "' (expected file-encryption or mac)";
  return false;
}

void load_key_file(const std::string& path, std::span<std::uint8_t, key_file_key_size> key, KeyPurpose use,
                   int exit_code) {
  const std::string name = "key file " + quote_name(path);
  auto refuse = [&](const std::string& what, std::string hint = {}) { throw Failure(exit_code, name + what, hint); };
  const bool is_stdin = path == "-";
  // Nothing may block before the checks below: opening a FIFO waits for a
  // writer, so another user's FIFO would hang the tool before it is refused.
  // O_NONBLOCK makes the open return at once; it is cleared once the file
  // has passed (and a FIFO no one writes to then reads as empty).
  const int fd = is_stdin ? STDIN_FILENO : ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY);
  if (fd < 0)
    refuse(std::string(": ") + std::strerror(errno),
           "make a key file with 'ascon keygen" +
               (use == KeyPurpose::any ? std::string() : " --purpose " + std::string(purpose_name(use))) + " -o FILE'");
  // One fixed buffer, wiped on every way out: the text is never copied.
  std::array<char, key_file_max_size + 1> buf;
  std::size_t n = 0;
  struct Cleanup {
    std::array<char, key_file_max_size + 1>& buf;
    int fd;
    bool close_fd;
    ~Cleanup() {
      secure_wipe(buf.data(), buf.size());
      if (close_fd) ::close(fd);
    }
  } cleanup{buf, fd, !is_stdin};

  struct stat st{};
  if (::fstat(fd, &st) != 0) refuse(std::string(": ") + std::strerror(errno));
  if (S_ISDIR(st.st_mode)) refuse(std::string(": ") + std::strerror(EISDIR));
  // Permissions as ssh checks its keys: a file others can change could be
  // swapped for a key they know; one they can read may already be known.
  // A FIFO or socket others can open is as exposed as such a file; only
  // character devices (a terminal, /dev/stdin on one) carry no such rights.
  if (!S_ISCHR(st.st_mode)) {
    if (st.st_uid != ::geteuid())
      refuse(" is not owned by you", "use a key file you own (chown it, or make a new one)");
    if (st.st_mode & (S_IWGRP | S_IWOTH))
      refuse(" is writable by other users",
             "chmod 600 " + quote_name(path) + ", and make a new key if others may have changed it");
    if (st.st_mode & (S_IRGRP | S_IROTH)) warning(name + " is readable by other users (chmod 600 it)");
  }
  if (!is_stdin) {
    const int flags = ::fcntl(fd, F_GETFL);
    if (flags < 0 || ::fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) != 0) refuse(std::string(": ") + std::strerror(errno));
  }
  int err = 0;
  n = read_full(fd, buf.data(), buf.size(), err);
  if (err != 0) refuse(std::string(": ") + std::strerror(err));
  if (n > key_file_max_size) refuse(" is too large for a key file");
  std::string problem;
  KeyPurpose purpose{};
  if (!parse_key_text(std::string_view(buf.data(), n), key, purpose, problem))
    refuse(": " + problem, "a key file holds one line of 32 hex digits, as 'ascon keygen' writes it");
  if (purpose != KeyPurpose::any && use != KeyPurpose::any && purpose != use) {
    secure_wipe(key.data(), key.size());
    refuse(
        " is a " + std::string(purpose_name(purpose)) + " key, not a " + std::string(purpose_name(use)) + " key",
        "use one key per purpose: 'ascon keygen --purpose " + std::string(purpose_name(use)) + " -o FILE' makes one");
  }
}

}  // namespace ascon::cli
