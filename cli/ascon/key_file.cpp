#include "key_file.hpp"

#include <fcntl.h>
#include <sys/random.h>
#include <unistd.h>

#include <ascon/ct.hpp>
#include <cerrno>
#include <cstring>

namespace ascon::fileenc {

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

void random_bytes(std::span<std::uint8_t> out) {
  std::size_t done = 0;
  while (done < out.size()) {
    const ssize_t n = getrandom(out.data() + done, out.size() - done, 0);
    if (n > 0) {
      done += static_cast<std::size_t>(n);
    } else if (n < 0 && errno == EINTR) {
      continue;
    } else if (n < 0 && errno == ENOSYS) {
      break;  // very old kernel: fall back to /dev/urandom below
    } else {
      throw FormatError(std::string("getrandom failed: ") + std::strerror(errno));
    }
  }
  if (done == out.size()) return;
  const int fd = open("/dev/urandom", O_RDONLY | O_CLOEXEC);
  if (fd < 0) throw FormatError(std::string("cannot open /dev/urandom: ") + std::strerror(errno));
  while (done < out.size()) {
    const ssize_t n = ::read(fd, out.data() + done, out.size() - done);
    if (n > 0) done += static_cast<std::size_t>(n);
    else if (!(n < 0 && errno == EINTR)) {
      close(fd);
      throw FormatError("reading /dev/urandom failed");
    }
  }
  close(fd);
}

std::string format_key_file(const FileKey& key) {
  std::string s =
      "# ascon key: a 128-bit key for `ascon encrypt -k` / `ascon decrypt -k` (ascon-file-v1).\n"
      "# Keep it secret; anyone who has it can decrypt your files.\n";
  for (const std::uint8_t b : key) {
    s.push_back(hex_digit(b >> 4));
    s.push_back(hex_digit(b & 15));
  }
  s.push_back('\n');
  return s;  // the caller wipes it after writing
}

FileKey parse_key_file(std::string_view text, const std::string& origin) {
  FileKey key{};
  int key_lines = 0;
  std::uint32_t bad = 0;
  std::size_t line_no = 0, bad_line = 0;
  while (!text.empty()) {
    const std::size_t eol = text.find('\n');
    const std::string_view line = trim(text.substr(0, eol));
    text = eol == std::string_view::npos ? std::string_view{} : text.substr(eol + 1);
    ++line_no;
    if (line.empty() || line.front() == '#') continue;
    if (++key_lines > 1) throw FormatError(origin + ": more than one key line (line " + std::to_string(line_no) + ")");
    if (line.size() != 2 * key_size) {
      bad_line = line_no;
      continue;
    }
    for (std::size_t i = 0; i < key_size; ++i) {
      const std::uint32_t hi = hex_value(static_cast<unsigned char>(line[2 * i]), bad);
      const std::uint32_t lo = hex_value(static_cast<unsigned char>(line[2 * i + 1]), bad);
      key[i] = static_cast<std::uint8_t>((hi << 4) | lo);
    }
    if (bad) bad_line = line_no;
  }
  if (key_lines == 0 || bad_line != 0) {
    secure_wipe(key.data(), key.size());
    throw FormatError(origin + ": not an ascon key file: " +
                      (key_lines == 0 ? std::string("no key line")
                                      : "line " + std::to_string(bad_line) + " is not 32 hex digits"));
  }
  return key;
}

}  // namespace ascon::fileenc
