// SPDX-License-Identifier: Apache-2.0 OR MIT
#include "common/file_reader.hpp"

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <memory>

#include <ascon/ct.hpp>

namespace ascon::cli {
namespace {

constexpr std::size_t read_chunk = std::size_t{1} << 20;        // 1 MiB buffered reads
constexpr std::size_t map_window = std::size_t{1} << 30;        // 1 GiB per mapping
constexpr off_t mmap_threshold = 64 * 1024;                      // smaller files: read() is cheaper

int read_buffered(int fd, const ByteSink& sink) {
  const auto buf = std::make_unique<std::uint8_t[]>(read_chunk);
  for (;;) {
    const ssize_t n = ::read(fd, buf.get(), read_chunk);
    if (n == 0) return 0;
    if (n < 0) {
      if (errno == EINTR) continue;
      return errno;
    }
    sink(std::span<const std::uint8_t>(buf.get(), static_cast<std::size_t>(n)));
  }
}

// Maps the file window by window; returns -1 when mapping is not possible so
// the caller falls back to read().
int read_mapped(int fd, off_t size, const ByteSink& sink) {
  for (off_t off = 0; off < size;) {
    const std::size_t len = static_cast<std::size_t>(std::min<off_t>(size - off, static_cast<off_t>(map_window)));
    void* p = ::mmap(nullptr, len, PROT_READ, MAP_PRIVATE, fd, off);
    if (p == MAP_FAILED) return off == 0 ? -1 : errno;
    ::madvise(p, len, MADV_SEQUENTIAL);
    ::madvise(p, len, MADV_WILLNEED);
    sink(std::span<const std::uint8_t>(static_cast<const std::uint8_t*>(p), len));
    ::munmap(p, len);
    off += static_cast<off_t>(len);
  }
  return 0;
}

}  // namespace

int read_fd(int fd, const ByteSink& sink) {
  struct stat st {};
  if (::fstat(fd, &st) != 0) return errno;
  if (S_ISDIR(st.st_mode)) return EISDIR;
  if (S_ISREG(st.st_mode) && st.st_size >= mmap_threshold) {
    // The file may be positioned (standard input redirected after a seek):
    // map from the current offset's page and skip the head.
    const off_t pos = ::lseek(fd, 0, SEEK_CUR);
    if (pos == 0) {
      const int r = read_mapped(fd, st.st_size, sink);
      if (r >= 0) {
        ::lseek(fd, st.st_size, SEEK_SET);  // consumed, as read() would leave it
        return r;
      }
    }
  }
  return read_buffered(fd, sink);
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
