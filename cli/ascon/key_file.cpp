#include "key_file.hpp"

#include "common/key_file.hpp"

#include <fcntl.h>
#include <sys/random.h>
#include <unistd.h>

#include <ascon/ct.hpp>
#include <cerrno>
#include <cstring>

namespace ascon::fileenc {


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
  return cli::format_key_text(key,
                              "ascon key: a 128-bit key for `ascon encrypt -k` / `ascon decrypt -k` (ascon-file-v1).\n"
                              "Keep it secret; anyone who has it can decrypt your files.");
}

FileKey parse_key_file(std::string_view text, const std::string& origin) {
  FileKey key{};
  std::string problem;
  if (!cli::parse_key_text(text, key, problem)) throw FormatError(origin + ": not an ascon key file: " + problem);
  return key;
}

}  // namespace ascon::fileenc
