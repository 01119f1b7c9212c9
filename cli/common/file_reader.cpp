// SPDX-License-Identifier: Apache-2.0 OR MIT
#include "common/file_reader.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <memory>

namespace ascon::cli {
namespace {

constexpr std::size_t read_chunk = std::size_t{1} << 20;  // 1 MiB per read()

// Plain read(), never mmap: a mapped file that another process truncates
// raises SIGBUS on the next page touched, which would end the whole run
// (a --check of many files) instead of failing that one file.
int read_buffered(int fd, const ByteSink& sink) {
  const auto buf = std::make_unique<std::uint8_t[]>(read_chunk);
  for (;;) {
    int err = 0;
    const std::size_t n = read_full(fd, buf.get(), read_chunk, err);
    if (n > 0) sink(std::span<const std::uint8_t>(buf.get(), n));
    if (err != 0) return err;
    if (n < read_chunk) return 0;
  }
}

}  // namespace

std::size_t read_full(int fd, void* data, std::size_t size, int& err) {
  auto* p = static_cast<std::uint8_t*>(data);
  std::size_t done = 0;
  err = 0;
  while (done < size) {
    const ssize_t n = ::read(fd, p + done, size - done);
    if (n > 0) {
      done += static_cast<std::size_t>(n);
    } else if (n == 0) {
      break;
    } else if (errno != EINTR) {
      err = errno;
      break;
    }
  }
  return done;
}

int read_fd(int fd, const ByteSink& sink) {
  struct stat before{};
  if (::fstat(fd, &before) != 0) return errno;
  if (S_ISDIR(before.st_mode)) return EISDIR;
  if (S_ISREG(before.st_mode)) ::posix_fadvise(fd, 0, 0, POSIX_FADV_SEQUENTIAL);
  const int r = read_buffered(fd, sink);
  // A regular file that shrank while it was read was truncated under us:
  // what was hashed is neither the old content nor the new one.
  struct stat after{};
  if (r == 0 && S_ISREG(before.st_mode) && ::fstat(fd, &after) == 0 && after.st_size < before.st_size) return EIO;
  return r;
}

int read_file(const std::string& path, const ByteSink& sink) {
  if (path == "-") return read_fd(STDIN_FILENO, sink);
  const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return errno;
  const int r = read_fd(fd, sink);
  ::close(fd);
  return r;
}

}  // namespace ascon::cli
